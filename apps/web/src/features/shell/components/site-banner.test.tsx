import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../config/runtime';
import { stubApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { SiteBanner } from './site-banner';

const BANNER_ROUTE = `GET /api/${runtimeConfig.contentProduct}-banners`;
const banner = (endsAt: string, extra: object = {}) => ({
  body: {
    data: { id: 1, attributes: { message: 'Spring sale', linkLabel: '', linkHref: '', endsAt, ...extra } },
  },
});
const later = () => new Date(Date.now() + 3600_000).toISOString();

describe('SiteBanner', () => {
  it('shows the running banner with its link, and a visitor dismisses it', async () => {
    stubApi({ [BANNER_ROUTE]: banner(later(), { linkLabel: 'See plans', linkHref: '/shop' }) });
    const { user } = renderPage('/', <SiteBanner />, { at: '/' });

    const note = await screen.findByRole('complementary', { name: 'Announcement' });
    expect(note).toHaveTextContent('Spring sale See plans');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/shop');
    await user.click(screen.getByRole('button', { name: 'Dismiss the announcement' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('moves focus to the main content when dismissed, not to the body', async () => {
    stubApi({ [BANNER_ROUTE]: banner(later(), { message: 'Focus sale' }) });
    const { user } = renderPage(
      '/',
      <>
        <SiteBanner />
        <main id="main" tabIndex={-1}>
          <h1>Plans</h1>
        </main>
      </>,
      { at: '/' },
    );

    await screen.findByText('Focus sale');
    await user.click(screen.getByRole('button', { name: 'Dismiss the announcement' }));
    expect(screen.queryByText('Focus sale')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('leaves at its end', async () => {
    // Three seconds to its end: time enough to be shown first on a loaded machine (300 ms was not).
    stubApi({ [BANNER_ROUTE]: banner(new Date(Date.now() + 3000).toISOString(), { message: 'Ends soon' }) });
    renderPage('/', <SiteBanner />, { at: '/' });
    expect(await screen.findByText('Ends soon')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ends soon')).not.toBeInTheDocument(), { timeout: 10_000 });
  }, 20_000);

  it('shows nothing when the content service has no banner', async () => {
    const api = stubApi({ [BANNER_ROUTE]: { body: { data: null } } });
    renderPage('/', <SiteBanner />, { at: '/' });
    await waitFor(() => expect(api.to(BANNER_ROUTE)).toHaveLength(1));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
