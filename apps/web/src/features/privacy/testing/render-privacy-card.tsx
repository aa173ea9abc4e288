import type { ReactNode } from 'react';
import { renderPage } from '../../../test/render-page';

/** Renders a card of the privacy section under the page's headings, as the dashboard shows it. */
export function renderPrivacyCard(card: ReactNode) {
  return renderPage(
    '/dashboard/privacy',
    <main>
      <h1>My account</h1>
      <h2>Privacy</h2>
      {card}
    </main>,
    { at: '/dashboard/privacy' },
  );
}
