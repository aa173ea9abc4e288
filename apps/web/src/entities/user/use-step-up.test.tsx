import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import {
  confirmStepUpWithEmailCode,
  confirmStepUpWithTotp,
  getStepUpStatus,
  requestStepUpCode,
} from '@mvno/contracts/api/step-up';
import { turnOnNumberLock } from '@mvno/contracts/api/number-lock';
import { confirmStepUpWithPasskey, startPasskeyStepUp } from '@mvno/contracts/api/passkeys';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { callApi } from '../../lib/api-client';
import { routeOf, stubApi, type FakeAnswer } from '../../test/fake-api';
import { storeSessionToken } from '../../test/fixtures';
import { axeViolations } from '../../test/axe';
import { renderPage, resetAppState } from '../../test/render-page';
import { useStepUp } from './use-step-up';

// Any authenticated endpoint stands in for a protected one: the server decides, the page follows.
const PROTECTED = turnOnNumberLock;
const PROTECTED_ROUTE = 'POST /app/users/lines/l1/number-lock';
const REQUIRED: FakeAnswer = {
  status: 403,
  body: {
    message: ACCOUNT_MESSAGES.stepUp.required,
    errors: [{ field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required }],
  },
};
const LOCK = { lineId: 'l1', mdn: '5550001111', nickname: 'Mine', locked: true, lockedAt: null };
const STATUS = { methods: ['email'], maskedEmail: 'a***@example.com', validUntil: null };

function Probe() {
  const stepUp = useStepUp();
  const [outcome, setOutcome] = useState('');
  const run = () =>
    stepUp
      .guard(() => callApi(PROTECTED, { params: { id: 'l1' } }))
      .then(() => setOutcome('done'))
      .catch((error: Error) => setOutcome(`failed: ${error.message}`));
  return (
    <>
      <button type="button" onClick={() => void run()}>
        Protected change
      </button>
      <p>{outcome}</p>
      {stepUp.dialog}
    </>
  );
}

const PROVEN: FakeAnswer = { body: { message: 'ok', validUntil: new Date().toISOString() } };

function setup(
  protectedAnswers: FakeAnswer[],
  confirmAnswer: FakeAnswer = PROVEN,
  status: unknown = STATUS,
  appAnswer: FakeAnswer = PROVEN,
) {
  let calls = 0;
  const api = stubApi({
    [PROTECTED_ROUTE]: () => protectedAnswers[Math.min(calls++, protectedAnswers.length - 1)]!,
    [routeOf(getStepUpStatus)]: { body: status },
    [routeOf(confirmStepUpWithTotp)]: appAnswer,
    [routeOf(requestStepUpCode)]: { body: { message: ACCOUNT_MESSAGES.stepUp.codeSent } },
    [routeOf(confirmStepUpWithEmailCode)]: confirmAnswer,
    [routeOf(startPasskeyStepUp)]: { body: { options: { challenge: 'c2lnbiBtZQ', allowCredentials: [] } } },
  });
  return { api, ...renderPage('/dashboard', <Probe />, { at: '/dashboard' }) };
}

const dialog = () => screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });

describe('useStepUp', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
  });

  it('runs a call the server allows without asking anything', async () => {
    const { user, api } = setup([{ body: { message: 'on', lock: LOCK } }]);
    await user.click(screen.getByRole('button', { name: 'Protected change' }));
    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(requestStepUpCode)).toHaveLength(0);
  });

  it('on the step-up 403 emails a code, proves it and runs the call again once', async () => {
    const { user, api } = setup([REQUIRED, { body: { message: 'on', lock: LOCK } }]);
    await user.click(screen.getByRole('button', { name: 'Protected change' }));
    const opened = await dialog();
    expect(
      await within(opened).findByText(ACCOUNT_MESSAGES.stepUp.emailLead('a***@example.com')),
    ).toBeInTheDocument();
    expect(api.to(requestStepUpCode)).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(opened).getByLabelText('Code'), '12345');

    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(api.to(confirmStepUpWithEmailCode).map((r) => r.body)).toEqual([{ otp: '12345' }]);
    expect(api.to(PROTECTED_ROUTE)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a wrong code is said at the boxes and the call waits', async () => {
    const wrong: FakeAnswer = {
      status: 400,
      body: {
        message: 'Some fields',
        errors: [{ field: 'otp', message: PRODUCT_MESSAGES.verification.badCode }],
      },
    };
    const { user, api } = setup([REQUIRED], wrong);
    await user.click(screen.getByRole('button', { name: 'Protected change' }));
    const opened = await dialog();
    await user.type(await within(opened).findByLabelText('Code'), '00000');
    expect(await within(opened).findByText(PRODUCT_MESSAGES.verification.badCode)).toBeInTheDocument();
    expect(api.to(PROTECTED_ROUTE)).toHaveLength(1);
  });

  it('Cancel closes the dialog and fails the call with the server message, without trying it again', async () => {
    const { user, api } = setup([REQUIRED]);
    await user.click(screen.getByRole('button', { name: 'Protected change' }));
    const opened = await dialog();
    await user.click(within(opened).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(`failed: ${ACCOUNT_MESSAGES.stepUp.required}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(PROTECTED_ROUTE)).toHaveLength(1);
  });

  describe('with the authenticator app on', () => {
    const APP_STATUS = { ...STATUS, methods: ['totp', 'email'] };
    const T = ACCOUNT_MESSAGES.twoFactor;

    it('asks for the app code first, mails nothing, and a recovery code proves it', async () => {
      const { user, api } = setup([REQUIRED, { body: { message: 'on', lock: LOCK } }], PROVEN, APP_STATUS);
      await user.click(screen.getByRole('button', { name: 'Protected change' }));
      const opened = await dialog();
      expect(await within(opened).findByText(T.stepUpAppLead)).toBeInTheDocument();
      const field = within(opened).getByRole('textbox', { name: 'Authenticator app code' });
      expect(field).toHaveFocus();
      expect(api.to(requestStepUpCode)).toHaveLength(0);
      expect(await axeViolations()).toEqual([]);

      await user.type(field, '12');
      await user.click(within(opened).getByRole('button', { name: 'Confirm' }));
      expect(await within(opened).findByText(T.enterCodeOrRecovery)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(T.enterCodeOrRecovery));
      expect(api.to(confirmStepUpWithTotp)).toHaveLength(0);

      await user.clear(field);
      await user.type(field, 'abcd-2345');
      await user.click(within(opened).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('done')).toBeInTheDocument();
      expect(api.to(confirmStepUpWithTotp).map((r) => r.body)).toEqual([{ code: 'abcd-2345' }]);
      expect(api.to(PROTECTED_ROUTE)).toHaveLength(2);
      expect(api.to(requestStepUpCode)).toHaveLength(0);
    });

    it('a wrong app code is said at the field and the call waits', async () => {
      const wrong: FakeAnswer = {
        status: 400,
        body: { message: 'Some fields', errors: [{ field: 'code', message: T.badCode }] },
      };
      const { user, api } = setup([REQUIRED], PROVEN, APP_STATUS, wrong);
      await user.click(screen.getByRole('button', { name: 'Protected change' }));
      const opened = await dialog();
      const field = await within(opened).findByRole('textbox', { name: 'Authenticator app code' });
      await user.type(field, '000000');
      await user.click(within(opened).getByRole('button', { name: 'Confirm' }));
      expect(await within(opened).findByText(T.badCode)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(T.badCode));
      expect(api.to(PROTECTED_ROUTE)).toHaveLength(1);
    });

    it('the customer may choose an emailed code instead, and go back to the app', async () => {
      const { user, api } = setup([REQUIRED, { body: { message: 'on', lock: LOCK } }], PROVEN, APP_STATUS);
      await user.click(screen.getByRole('button', { name: 'Protected change' }));
      const opened = await dialog();
      await user.click(await within(opened).findByRole('button', { name: T.useEmail }));
      expect(
        await within(opened).findByText(ACCOUNT_MESSAGES.stepUp.emailLead('a***@example.com')),
      ).toBeInTheDocument();
      expect(api.to(requestStepUpCode)).toHaveLength(1);
      await user.click(within(opened).getByRole('button', { name: T.useApp }));
      expect(within(opened).getByRole('textbox', { name: 'Authenticator app code' })).toBeInTheDocument();
      await user.click(within(opened).getByRole('button', { name: T.useEmail }));
      await user.type(within(opened).getByLabelText('Code'), '12345');
      expect(await screen.findByText('done')).toBeInTheDocument();
      expect(api.to(confirmStepUpWithEmailCode).map((r) => r.body)).toEqual([{ otp: '12345' }]);
      // Going back and forth sends no second mail.
      expect(api.to(requestStepUpCode)).toHaveLength(1);
    });
  });

  describe('with a passkey', () => {
    const P = ACCOUNT_MESSAGES.passkeys;

    it('offers the passkey first and mails nothing; a browser without passkeys says so, and a code still works', async () => {
      const status = { ...STATUS, methods: ['passkey', 'email'] };
      const { user, api } = setup([REQUIRED, { body: { message: 'on', lock: LOCK } }], PROVEN, status);
      await user.click(screen.getByRole('button', { name: 'Protected change' }));
      const opened = await dialog();
      expect(await within(opened).findByText(P.stepUpLead)).toBeInTheDocument();
      expect(api.to(requestStepUpCode)).toHaveLength(0);
      expect(await axeViolations()).toEqual([]);

      // jsdom has no WebAuthn, like an old browser: the options are asked for, the browser cannot answer.
      await user.click(within(opened).getByRole('button', { name: P.usePasskey }));
      expect(await within(opened).findByRole('alert')).toHaveTextContent(P.unsupported);
      expect(api.to(startPasskeyStepUp)).toHaveLength(1);
      expect(api.to(confirmStepUpWithPasskey)).toHaveLength(0);

      await user.click(within(opened).getByRole('button', { name: ACCOUNT_MESSAGES.twoFactor.useEmail }));
      expect(api.to(requestStepUpCode)).toHaveLength(1);
      expect(within(opened).getByRole('button', { name: P.usePasskey })).toBeInTheDocument();
      await user.type(within(opened).getByLabelText('Code'), '12345');
      expect(await screen.findByText('done')).toBeInTheDocument();
      expect(api.to(PROTECTED_ROUTE)).toHaveLength(2);
    });
  });
});
