import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { getAccountPin, removeAccountPin, setAccountPin } from '@mvno/contracts/api/account-pin';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { confirmStepUpWithEmailCode, getStepUpStatus, requestStepUpCode } from '@mvno/contracts/api/step-up';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeAnswer } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../testing/settings-test-kit';
import { AccountPinCard } from './account-pin-card';

const M = ACCOUNT_MESSAGES.accountPin;
const STEP_UP: FakeAnswer = {
  status: 403,
  body: {
    message: ACCOUNT_MESSAGES.stepUp.required,
    errors: [{ field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required }],
  },
};
const stepUpRoutes = {
  [routeOf(getStepUpStatus)]: {
    body: { methods: ['email'], maskedEmail: 'a***@example.com', validUntil: null },
  },
  [routeOf(requestStepUpCode)]: { body: { message: ACCOUNT_MESSAGES.stepUp.codeSent } },
  [routeOf(confirmStepUpWithEmailCode)]: { body: { message: 'ok', validUntil: new Date().toISOString() } },
};

const setup = () =>
  renderPage(
    '/dashboard/setting',
    <main>
      <AccountPinCard />
    </main>,
    { at: '/dashboard/setting' },
  );

describe('AccountPinCard', () => {
  beforeEach(signIn);

  it('sets the PIN after a step-up; a weak PIN is refused at the field before any call', async () => {
    let set = false;
    let tries = 0;
    const api = stubApi({
      ...stepUpRoutes,
      [routeOf(getAccountPin)]: () => ({ body: { set } }),
      [routeOf(setAccountPin)]: () => {
        if (tries++ === 0) return STEP_UP;
        set = true;
        return { body: { message: M.saved } };
      },
    });
    const { user } = setup();
    const card = screen.getByRole('region', { name: M.cardTitle });
    expect(await within(card).findByText(M.statusNotSet)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Set PIN' }));
    const dialog = await screen.findByRole('dialog', { name: M.setTitle });
    const field = within(dialog).getByLabelText(M.pinLabel);
    await user.type(field, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.pinWeak)).toBeInTheDocument();
    expect(api.to(setAccountPin)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.clear(field);
    await user.type(field, '4820x');
    expect(field).toHaveValue('4820');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const stepUp = await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
    await user.type(await within(stepUp).findByLabelText('Code'), '12345');

    expect(await within(card).findByText(M.statusSet)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to(setAccountPin).map((r) => r.body)).toEqual([{ pin: '4820' }, { pin: '4820' }]);
    expect(within(card).getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
  });

  it('removes the PIN after asking', async () => {
    let set = true;
    const api = stubApi({
      ...stepUpRoutes,
      [routeOf(getAccountPin)]: () => ({ body: { set } }),
      [routeOf(removeAccountPin)]: () => {
        set = false;
        return { body: { message: M.removed } };
      },
    });
    const { user } = setup();
    const card = screen.getByRole('region', { name: M.cardTitle });
    expect(await within(card).findByText(M.statusSet)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove the account PIN' }));
    const ask = await screen.findByRole('dialog', { name: M.removeTitle });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByText(M.statusNotSet)).toBeInTheDocument();
    expect(api.to(removeAccountPin)).toHaveLength(1);
  });
});
