import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { confirmStepUpWithEmailCode, getStepUpStatus, requestStepUpCode } from '@mvno/contracts/api/step-up';
import { turnOnNumberLock } from '@mvno/contracts/api/number-lock';
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
    message: PRODUCT_MESSAGES.stepUp.required,
    errors: [{ field: STEP_UP_REQUIRED_FIELD, message: PRODUCT_MESSAGES.stepUp.required }],
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

function setup(
  protectedAnswers: FakeAnswer[],
  confirmAnswer: FakeAnswer = { body: { message: 'ok', validUntil: new Date().toISOString() } },
) {
  let calls = 0;
  const api = stubApi({
    [PROTECTED_ROUTE]: () => protectedAnswers[Math.min(calls++, protectedAnswers.length - 1)]!,
    [routeOf(getStepUpStatus)]: { body: STATUS },
    [routeOf(requestStepUpCode)]: { body: { message: PRODUCT_MESSAGES.stepUp.codeSent } },
    [routeOf(confirmStepUpWithEmailCode)]: confirmAnswer,
  });
  return { api, ...renderPage('/dashboard', <Probe />, { at: '/dashboard' }) };
}

const dialog = () => screen.findByRole('dialog', { name: PRODUCT_MESSAGES.stepUp.dialogTitle });

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
      await within(opened).findByText(PRODUCT_MESSAGES.stepUp.emailLead('a***@example.com')),
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
    expect(await screen.findByText(`failed: ${PRODUCT_MESSAGES.stepUp.required}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(PROTECTED_ROUTE)).toHaveLength(1);
  });
});
