import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '@mvno/contracts/api/auth';
import { viewUser } from '@mvno/contracts/api/users';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { DashboardPage } from './dashboard-page';

const USER = makeUser({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  contactNumber: '5551234567',
  streetNumber: '12',
  streetDirection: 'N',
  streetName: 'Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
});

/** The page reads the logged-in user; every test answers it. */
const stubDashboardApi = (routes: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({ [routeOf(viewUser)]: { body: USER }, ...routes });

function PaymentStandIn() {
  return <h2>{PAYMENT_TEXTS.title}</h2>;
}

/** The profile and settings belong to the profile feature; the page only places what it is given. */
function ProfileStandIn() {
  const email = useAppStore((s) => s.userInfo.email);
  return (
    <section aria-label="Profile">
      <p>{email}</p>
    </section>
  );
}

/** The lines feature's section, as the app passes it in. */
function LinesStandIn() {
  return (
    <section aria-label="My lines">
      <h2>My lines</h2>
    </section>
  );
}

function SettingStandIn() {
  return <h2>Settings</h2>;
}

function setup(at: string) {
  return renderPage(
    '/dashboard/:selection?',
    <DashboardPage
      profile={ProfileStandIn}
      lines={LinesStandIn}
      payment={PaymentStandIn}
      setting={SettingStandIn}
      privacy={() => <p>Privacy stand-in</p>}
    />,
    { at },
  );
}

const currentLink = () =>
  within(screen.getByRole('navigation', { name: 'Account sections' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('DashboardPage', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: USER });
  });

  it.each(['/dashboard', '/dashboard/profile', '/dashboard/whatever'])(
    '%s shows the profile and the lines',
    async (at) => {
      stubDashboardApi();
      setup(at);
      expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
      expect(screen.getByText('Hello, Ada!')).toBeInTheDocument();
      expect(currentLink()).toEqual(['Profile']);
      const profile = screen.getByRole('region', { name: 'Profile' });
      expect(within(profile).getByText('ada@example.com')).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'My lines' })).toBeInTheDocument();
    },
  );

  it('links every section and marks the open one', async () => {
    stubDashboardApi();
    const { user, router } = setup('/dashboard/payment');
    expect(screen.getByRole('heading', { level: 2, name: PAYMENT_TEXTS.title })).toBeInTheDocument();
    expect(currentLink()).toEqual(['Payment']);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/dashboard/setting');
    expect(currentLink()).toEqual(['Settings']);
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
  });

  it.each([
    { answer: { status: 200, body: { message: 'Logged out' } }, outcome: 'succeeds' },
    { answer: { status: 500, body: { message: 'An unexpected error occurred' } }, outcome: 'fails' },
  ])('Log out ends the session and goes to /login when the call $outcome', async ({ answer }) => {
    const api = stubDashboardApi({ [routeOf(logout)]: answer });
    const { user, router } = setup('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(api.to(logout)).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, userInfo: {} });
    expect(router.state.location.pathname).toBe('/login');
  });
});
