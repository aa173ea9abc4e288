import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { confirmStepUpWithEmailCode, getStepUpStatus, requestStepUpCode } from '@mvno/contracts/api/step-up';
import { confirmTotpSetup, getTwoFactor, startTotpSetup, turnOffTotp } from '@mvno/contracts/api/two-factor';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeAnswer } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../testing/settings-test-kit';
import { TwoFactorCard } from './two-factor-card';

const M = ACCOUNT_MESSAGES.twoFactor;
const STEP_UP: FakeAnswer = {
  status: 403,
  body: {
    message: ACCOUNT_MESSAGES.stepUp.required,
    errors: [{ field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required }],
  },
};
const SECRET = 'JBSWY3DPEHPK3PXP';
const SETUP = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Brightline%20Mobile:ada%40example.com?secret=${SECRET}&issuer=Brightline%20Mobile`,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-${String(1000 + i)}`);
const stepUpRoutes = {
  [routeOf(getStepUpStatus)]: {
    body: { methods: ['email'], maskedEmail: 'a***@example.com', validUntil: null },
  },
  [routeOf(requestStepUpCode)]: { body: { message: ACCOUNT_MESSAGES.stepUp.codeSent } },
  [routeOf(confirmStepUpWithEmailCode)]: { body: { message: 'ok', validUntil: new Date().toISOString() } },
};

function setup() {
  return renderPage(
    '/dashboard/setting',
    <main>
      <TwoFactorCard />
    </main>,
    { at: '/dashboard/setting' },
  );
}

describe('TwoFactorCard', () => {
  beforeEach(signIn);

  it('sets the app up after a step-up: QR and key, a code to turn it on, then the recovery codes once', async () => {
    let on = false;
    let setups = 0;
    const api = stubApi({
      ...stepUpRoutes,
      [routeOf(getTwoFactor)]: () => ({ body: { totp: on, recoveryCodesLeft: on ? 10 : 0 } }),
      [routeOf(startTotpSetup)]: () => (setups++ === 0 ? STEP_UP : { body: SETUP }),
      [routeOf(confirmTotpSetup)]: (body) => {
        if ((body as { code: string }).code !== '123456')
          return {
            status: 400,
            body: { message: 'Some fields', errors: [{ field: 'code', message: M.badCode }] },
          };
        on = true;
        return { body: { message: M.turnedOn, recoveryCodes: CODES } };
      },
    });
    const { user } = setup();
    const card = screen.getByRole('region', { name: M.cardTitle });
    expect(await within(card).findByText(M.statusOff)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up the authenticator app' }));

    const stepUp = await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
    await user.type(await within(stepUp).findByLabelText('Code'), '12345');

    const dialog = await screen.findByRole('dialog', { name: M.setupTitle });
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'QR code to add your account to an authenticator app' }),
    ).toBeInTheDocument();
    expect(api.to(startTotpSetup)).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);

    const code = within(dialog).getByRole('textbox', { name: 'Code from the app' });
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(M.enterAppCode)).toBeInTheDocument();
    expect(api.to(confirmTotpSetup)).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(M.badCode)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const shown = await screen.findByRole('dialog', { name: M.codesTitle });
    const list = within(shown).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = within(shown).getByRole('link', { name: 'Download codes' });
    expect(download).toHaveAttribute('download');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
    await user.click(within(shown).getByRole('button', { name: 'Copy codes' }));
    expect(await within(shown).findByText(M.codesCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByText(M.statusOn(10))).toBeInTheDocument();
    expect(api.to(confirmTotpSetup).map((r) => r.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('turns the app off after asking, behind the step-up; Cancel leaves it on', async () => {
    let on = true;
    let offs = 0;
    const api = stubApi({
      ...stepUpRoutes,
      [routeOf(getTwoFactor)]: () => ({ body: { totp: on, recoveryCodesLeft: on ? 7 : 0 } }),
      [routeOf(turnOffTotp)]: () => {
        if (offs++ === 0) return STEP_UP;
        on = false;
        return { body: { message: M.turnedOff } };
      },
    });
    const { user } = setup();
    const card = screen.getByRole('region', { name: M.cardTitle });
    expect(await within(card).findByText(M.statusOn(7))).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Turn off the authenticator app' }));
    let ask = await screen.findByRole('dialog', { name: M.turnOffTitle });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.to(turnOffTotp)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Turn off the authenticator app' }));
    ask = await screen.findByRole('dialog', { name: M.turnOffTitle });
    await user.click(within(ask).getByRole('button', { name: 'Turn off' }));
    const stepUp = await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
    await user.type(await within(stepUp).findByLabelText('Code'), '12345');

    expect(await within(card).findByText(M.statusOff)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(turnOffTotp)).toHaveLength(2);
    expect(useAppStore.getState().notifications.map((n) => n.message)).toContain(M.turnedOff);
  });
});
