import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  listNumberLocks,
  requestNumberUnlockCode,
  turnOffNumberLock,
  turnOnNumberLock,
} from '@mvno/contracts/api/number-lock';
import type { NumberLock } from '@mvno/contracts/api/number-lock';
import { endDeviceSession, listSessions } from '@mvno/contracts/api/sessions';
import { getAccountPin } from '@mvno/contracts/api/account-pin';
import { getAccountLanguage } from '@mvno/contracts/api/language';
import { getTwoFactor } from '@mvno/contracts/api/two-factor';
import { listPasskeys, listSignIns } from '@mvno/contracts/api/passkeys';
import type { DeviceSession } from '@mvno/contracts/api/sessions';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { DEFAULT_NOTICE_PREFERENCES, getNoticePreferences } from '@mvno/contracts/api/notices';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderSettings, signIn } from '../testing/settings-test-kit';

const now = new Date().toISOString();
const device = (overrides: Partial<DeviceSession>): DeviceSession => ({
  id: crypto.randomUUID(),
  current: false,
  assisted: false,
  browser: 'Chrome 131',
  os: 'macOS',
  deviceType: 'desktop',
  location: null,
  signedInAt: now,
  lastActiveAt: now,
  ...overrides,
});
const THIS = device({ current: true, browser: 'Firefox 133', os: 'Windows 10' });
const PHONE = device({ browser: 'Safari 17', os: 'iOS 17' });
const SUPPORT = device({
  assisted: true,
  supportCalls: [
    { call: 'POST /app/checkout/quote', at: '2026-11-23T10:05:00.000Z' },
    { call: 'GET /app/payments/cards', at: '2026-11-23T10:04:00.000Z' },
  ],
});
const LOCK: NumberLock = {
  lineId: 'line-1',
  mdn: '5125550101',
  nickname: 'Work',
  locked: false,
  lockedAt: null,
};

const TWO_FACTOR_OFF = { body: { totp: false, recoveryCodesLeft: 0 } };
/** The passkeys and sign-ins cards read these too. */
const SECURITY_READS = {
  [routeOf(getAccountLanguage)]: { body: { language: 'en-US' } },
  [routeOf(listPasskeys)]: { body: { passkeys: [] } },
  [routeOf(listSignIns)]: { body: { signIns: [] } },
  [routeOf(getNoticePreferences)]: {
    body: { preferences: DEFAULT_NOTICE_PREFERENCES, textNumbers: [] },
  },
};

function setup() {
  return renderSettings();
}

describe('SettingSection', () => {
  beforeEach(signIn);

  it('lists the devices (this one, a support session, unknown location) and signs out another', async () => {
    let sessions = [THIS, PHONE, SUPPORT];
    const api = stubApi({
      [routeOf(listSessions)]: () => ({ body: { sessions } }),
      [routeOf(listNumberLocks)]: { body: { locks: [LOCK] } },
      [routeOf(getTwoFactor)]: TWO_FACTOR_OFF,
      [routeOf(getAccountPin)]: { body: { set: false } },
      ...SECURITY_READS,
      [`DELETE /app/users/sessions/${PHONE.id}`]: () => {
        sessions = [THIS, SUPPORT];
        return { body: { message: PRODUCT_MESSAGES.sessions.sessionEnded } };
      },
    });
    const { user } = setup();
    const region = screen.getByRole('region', { name: 'Devices signed in' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox 133 on Windows 10');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Support session');
    // What the support session did, for the customer to check.
    expect(within(items[2]!).getByText('What support did (2)')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('POST /app/checkout/quote');
    expect(items[0]).not.toHaveTextContent('What support did');
    expect(region).toHaveTextContent(PRODUCT_MESSAGES.web.unknownLocation);
    // The language setting: English now, Spanish offered in its own name.
    const language = screen.getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(language).getByRole('radio', { name: 'Español' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out Safari 17 on iOS 17' }));
    expect(await within(region).findAllByRole('listitem')).toHaveLength(2);
    expect(api.to(`DELETE /app/users/sessions/${PHONE.id}`)).toHaveLength(1);
    expect(endDeviceSession.path).toBe('/app/users/sessions/:id');
    expect(useAppStore.getState().notifications.map((n) => n.message)).toContain(
      PRODUCT_MESSAGES.sessions.sessionEnded,
    );
  });

  it('Number Lock: on with one click; off through the dialog with the emailed code', async () => {
    let lock = { ...LOCK };
    const lockedAt = new Date().toISOString();
    const api = stubApi({
      [routeOf(listSessions)]: { body: { sessions: [THIS] } },
      [routeOf(getTwoFactor)]: TWO_FACTOR_OFF,
      [routeOf(getAccountPin)]: { body: { set: false } },
      ...SECURITY_READS,
      [routeOf(listNumberLocks)]: () => ({ body: { locks: [lock] } }),
      [`POST /app/users/lines/line-1/number-lock`]: () => {
        lock = { ...lock, locked: true, lockedAt };
        return { body: { message: PRODUCT_MESSAGES.lines.lockOn, lock } };
      },
      [`POST /app/users/lines/line-1/number-lock/code`]: {
        body: { message: PRODUCT_MESSAGES.lines.unlockCodeSent },
      },
      [`POST /app/users/lines/line-1/number-lock/off`]: () => {
        lock = { ...LOCK };
        return { body: { message: PRODUCT_MESSAGES.lines.lockOff, lock } };
      },
    });
    const { user } = setup();
    const region = screen.getByRole('region', { name: 'Number Lock' });
    const line = await within(region).findByRole('listitem', { name: '(512) 555-0101' });
    expect(line).toHaveTextContent('Number Lock is off');
    await user.click(within(line).getByRole('button', { name: 'Turn on Number Lock for (512) 555-0101' }));
    expect(await within(line).findByText(/^Number Lock is on \(since /)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Turn off Number Lock for (512) 555-0101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off Number Lock' });
    const code = await within(dialog).findByLabelText('Code');
    expect(await axeViolations()).toEqual([]);
    await user.type(code, '12345');
    expect(await within(line).findByText('Number Lock is off')).toBeInTheDocument();
    expect(api.to(`POST /app/users/lines/line-1/number-lock/code`)).toHaveLength(1);
    expect(api.to(`POST /app/users/lines/line-1/number-lock/off`)[0]?.body).toStrictEqual({ otp: '12345' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The routes filled in from the contracts' paths.
    expect(turnOnNumberLock.path).toBe('/app/users/lines/:id/number-lock');
    expect(requestNumberUnlockCode.path).toBe('/app/users/lines/:id/number-lock/code');
    expect(turnOffNumberLock.path).toBe('/app/users/lines/:id/number-lock/off');
  });
});
