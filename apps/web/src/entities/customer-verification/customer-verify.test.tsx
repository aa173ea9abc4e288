import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  confirmCustomerVerificationByPin,
  sendCustomerVerification,
  type CustomerView,
} from '@mvno/contracts/api/care-customers';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/fake-api';
import { CustomerVerify } from './customer-verify';

const care = STAFF_MESSAGES.care;
const params = { customerId: 'u-1' };
const VIEW: CustomerView = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  language: 'en-US',
  verifiedUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
  account: null,
};

describe('Verify a customer (care console and inbox)', () => {
  it('checks the account PIN the customer reads out; a wrong one shows at the field', async () => {
    const pinPath = `POST ${buildPath(confirmCustomerVerificationByPin.path, params)}`;
    const api = stubApi({
      [pinPath]: (body) =>
        (body as { pin: string }).pin === '4820'
          ? { body: VIEW }
          : {
              status: 400,
              body: {
                message: care.verifyPinWrong,
                errors: [{ field: 'pin', message: care.verifyPinWrong }],
              },
            },
    });
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CustomerVerify customerId="u-1" onVerified={onVerified} />
      </QueryClientProvider>,
    );

    const pin = screen.getByRole('textbox', { name: 'Or the account PIN the customer reads to you' });
    await user.type(pin, '1111');
    await user.click(screen.getByRole('button', { name: 'Check PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(care.verifyPinWrong);
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(onVerified).not.toHaveBeenCalled();

    await user.clear(pin);
    await user.type(pin, '4820{Enter}');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(onVerified.mock.calls[0]?.[0]).toEqual(VIEW);
    expect(api.requests.map((r) => r.body)).toEqual([{ pin: '1111' }, { pin: '4820' }]);
  });

  it('mails a code to the customer on Verify and then asks for the code they read out', async () => {
    stubApi({
      [`POST ${buildPath(sendCustomerVerification.path, params)}`]: {
        body: { message: care.verifyCodeSent },
      },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CustomerVerify customerId="u-1" onVerified={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('textbox', { name: 'Code the customer reads to you' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(care.verifyCodeSent);
    expect(screen.getByRole('textbox', { name: 'Code the customer reads to you' })).toBeInTheDocument();
  });
});
