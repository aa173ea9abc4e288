import { renderPage } from '../../../test/render-page';
import { LinesSection } from '../components/lines-section';

/** The dashboard's lines section as the dashboard page shows it, at /dashboard. */
export function renderLinesSection() {
  return renderPage(
    '/dashboard',
    <main>
      <h1>My account</h1>
      <LinesSection />
    </main>,
    { at: '/dashboard' },
  );
}
