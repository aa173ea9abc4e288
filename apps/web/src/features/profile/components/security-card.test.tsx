import '@testing-library/jest-dom/vitest';
import { DEFAULT_NOTICE_PREFERENCES, getNoticePreferences } from '@mvno/contracts/api/notices';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listNumberLocks } from '@mvno/contracts/api/number-lock';
import { listPasskeys, listSignIns, type Passkey, type SignIn } from '@mvno/contracts/api/passkeys';
import { listSessions } from '@mvno/contracts/api/sessions';
import { getAccountPin } from '@mvno/contracts/api/account-pin';
import { getTwoFactor } from '@mvno/contracts/api/two-factor';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderSettings, signIn } from '../testing/settings-test-kit';
import { getAccountLanguage } from '@mvno/contracts/api/language';

const S = ACCOUNT_MESSAGES.security;
const P = ACCOUNT_MESSAGES.passkeys;
const now = new Date().toISOString();
const PASSKEY: Passkey = { id: 'pk-1', name: 'My phone', createdAt: now, lastUsedAt: null, backedUp: true };
const SIGN_INS: SignIn[] = [
  { at: now, method: 'passkey', device: 'Safari 17 on iOS 17', place: '203.0.113.0/24', current: true },
  { at: now, method: 'password', device: null, place: null, current: false },
];

function setup(passkeys: Passkey[]) {
  let listed = passkeys;
  const api = stubApi({
    [routeOf(getTwoFactor)]: { body: { totp: true, recoveryCodesLeft: 9 } },
    [routeOf(getAccountPin)]: { body: { set: false } },
    [routeOf(getAccountLanguage)]: { body: { language: 'en-US' } },
    [routeOf(getNoticePreferences)]: { body: { preferences: DEFAULT_NOTICE_PREFERENCES, textNumbers: [] } },
    [routeOf(listPasskeys)]: () => ({ body: { passkeys: listed } }),
    [routeOf(listSignIns)]: { body: { signIns: SIGN_INS } },
    [routeOf(listSessions)]: { body: { sessions: [] } },
    [routeOf(listNumberLocks)]: {
      body: {
        locks: [
          { lineId: 'l1', mdn: '5125550101', nickname: 'Mine', locked: true, lockedAt: now },
          { lineId: 'l2', mdn: '5125550102', nickname: 'Work', locked: false, lockedAt: null },
        ],
      },
    },
    [`DELETE /app/users/passkeys/${PASSKEY.id}`]: () => {
      listed = [];
      return { body: { message: P.removed } };
    },
  });
  const page = renderSettings();
  return { api, ...page };
}

describe('Settings, Security and Passkeys', () => {
  beforeEach(signIn);

  it('shows the protection at a glance, Number Lock per line, and the recent sign-ins with place and device', async () => {
    setup([PASSKEY]);
    const card = screen.getByRole('region', { name: S.cardTitle });
    expect(await within(card).findByText(S.secondFactorOn)).toBeInTheDocument();
    expect(await within(card).findByText(S.passkeyCount(1))).toBeInTheDocument();
    expect(await within(card).findByText(S.numberLockOn('(512) 555-0101'))).toBeInTheDocument();
    expect(within(card).getByText(S.numberLockOff('(512) 555-0102'))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage Number Lock for (512) 555-0101' })).toHaveAttribute(
      'href',
      '#number-lock',
    );
    const recent = within(card).getByRole('list', { name: S.recentTitle });
    const [latest, earlier] = within(recent).getAllByRole('listitem');
    expect(latest).toHaveTextContent(`${S.methods.passkey} · Safari 17 on iOS 17`);
    expect(latest).toHaveTextContent('Place: 203.0.113.0/24');
    expect(latest).toHaveTextContent('This device');
    expect(earlier).toHaveTextContent(`${S.methods.password} · Unknown device`);
    expect(await axeViolations()).toEqual([]);
  });

  it('lists a passkey and removes it after asking', async () => {
    const { user, api } = setup([PASSKEY]);
    const card = screen.getByRole('region', { name: P.cardTitle });
    const item = await within(card).findByRole('listitem', { name: 'My phone' });
    expect(item).toHaveTextContent('Not used yet');
    await user.click(within(item).getByRole('button', { name: 'Remove the passkey My phone' }));
    const ask = await screen.findByRole('dialog', { name: P.removeTitle('My phone') });
    expect(ask).toHaveTextContent(P.removeLead);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByText(P.none)).toBeInTheDocument();
    expect(api.to(`DELETE /app/users/passkeys/${PASSKEY.id}`)).toHaveLength(1);
    expect(useAppStore.getState().notifications.map((n) => n.message)).toContain(P.removed);
  });
});
