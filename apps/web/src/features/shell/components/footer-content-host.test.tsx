import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { runtimeConfig } from '../../../config/runtime';
import { renderPage } from '../../../test/render-page';
import { startStrapiSimulator, type StrapiSimulator } from '../../../test/strapi-simulator';
import { Footer } from './footer';

let host: StrapiSimulator | undefined;
afterEach(async () => {
  await host?.close();
  runtimeConfig.contentHost = '';
});

it("shows a stock Strapi 5's social links with its logos at the host, and its footer links (decision 083)", async () => {
  host = await startStrapiSimulator({
    footer: {
      en: {
        socials: [{ label: 'Instagram', link: 'https://instagram.com/brightline', logo: '/uploads/ig.svg' }],
        links: [{ label: 'Coverage map', href: 'https://coverage.example/' }],
      },
    },
    meta: {},
  });
  runtimeConfig.contentHost = host.url;

  renderPage('/', <Footer />, { at: '/' });

  const socials = await screen.findByRole('list', { name: 'Follow us' });
  const instagram = within(socials).getByRole('link', { name: 'Instagram (opens in a new tab)' });
  expect(instagram).toHaveAttribute('href', 'https://instagram.com/brightline');
  expect(within(instagram).getByRole('img')).toHaveAttribute('src', `${host.url}/uploads/ig.svg`);
  expect(screen.getByRole('link', { name: 'Coverage map' })).toHaveAttribute(
    'href',
    'https://coverage.example/',
  );
});
