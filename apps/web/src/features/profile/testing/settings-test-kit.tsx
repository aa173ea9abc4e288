// What the Settings tests share: a signed-in customer, and the Settings section on its page.
import { useAppStore } from '../../../lib/store';
import { storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { SettingSection } from '../components/setting-section';

/** Fresh app state with a customer signed in (a stored session token). */
export function signIn(): void {
  resetAppState();
  storeSessionToken();
  useAppStore.setState({ isLoggedIn: true });
}

/** The Settings section as the account page shows it, under the page's heading. */
export function renderSettings() {
  return renderPage(
    '/dashboard/setting',
    <main>
      <h1>My account</h1>
      <SettingSection />
    </main>,
    { at: '/dashboard/setting' },
  );
}
