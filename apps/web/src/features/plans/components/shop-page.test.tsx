// The Broadband Facts label (decision 061) next to each plan on the shop: folded, opened, the FCC's headings in the page's language, its unique id, axe clean.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopPage } from './shop-page';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { axeViolations } from '../../../test/axe';
import { makeBroadbandLabel } from '../../../test/broadband-label';
import { stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const PLANS = [
  { id: P1, retailName: 'Basic', retailDescription: '5GB data', retailPrice: 15, popular: false },
  { id: P2, retailName: 'Unlimited', retailDescription: 'Unlimited data', retailPrice: 45, popular: true },
];

const label = makeBroadbandLabel;

const BASIC_ID = 'M0012345678ABCDEFGHIJ12345';
const UNLIMITED_ID = 'M0012345678ZYXWVUTSRQ54321';

function renderShop() {
  stubApi({
    'GET /app/plans': { body: PLANS },
    'GET /app/broadband-labels': {
      body: {
        provider: { name: 'Brightline Mobile', frn: '0012345678' },
        generatedAt: '2026-01-01T00:00:00.000Z',
        labels: [
          label(P1, 'Basic', BASIC_ID),
          label(P2, 'Unlimited', UNLIMITED_ID, { monthlyPrice: 45, dataIncludedGb: null }),
          // A withdrawn version is in the file, never on the shop.
          label(P1, 'Basic', 'M0012345678OLDOLDOLDOLD000', { withdrawnAt: '2026-01-01T00:00:00.000Z' }),
        ],
      },
    },
  });
  return renderPage(
    '/shop',
    <main>
      <ShopPage />
    </main>,
    { at: '/shop' },
  );
}

describe('Broadband Facts labels on the shop', () => {
  afterEach(async () => {
    resetAppState();
    await loadLanguage('en-US');
    applyLanguage('en-US');
  });

  it("shows each plan's current label folded, opens it, with its unique id", async () => {
    const { user } = renderShop();
    const basic = await screen.findByRole('article', { name: 'Basic' });
    const summary = await within(basic).findByText('Broadband Facts', { selector: 'summary', exact: false });
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(screen.getAllByText('Broadband Facts', { selector: 'summary', exact: false })).toHaveLength(2);

    // A native <details>: the browser opens it by keyboard too (the shop journey presses Enter).
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(BASIC_ID)).toBeVisible();
    expect(within(details).getByText('Monthly Price').nextSibling).toHaveTextContent('$15.00');
    expect(within(details).getByText('Varies by location')).toBeVisible();
    expect(
      within(details).getByText('This Monthly Price is not an introductory rate.', { exact: false }),
    ).toBeVisible();
    expect(within(details).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.queryByText('M0012345678OLDOLDOLDOLD000')).not.toBeInTheDocument();
    const unlimited = screen.getByRole('article', { name: 'Unlimited' });
    expect(within(unlimited).getByText('Unlimited', { selector: 'dd' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("writes the FCC's Spanish headings on the Spanish shop", async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    const { user } = renderShop();
    const basic = await screen.findByRole('article', { name: 'Basic' });
    const summary = await within(basic).findByText('Datos sobre el servicio de banda ancha', {
      selector: 'summary',
    });
    await user.click(summary);
    const details = summary.closest('details')!;
    expect(within(details).getByText('Precio mensual')).toBeVisible();
    expect(within(details).getByText('Impuestos gubernamentales')).toBeVisible();
    expect(within(details).getByText('Varían según la ubicación')).toBeVisible();
    expect(within(details).getByText('Identificador único del plan', { exact: false })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
