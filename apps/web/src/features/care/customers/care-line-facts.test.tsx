import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine, customerViewRoute, verifiedAda } from '../testing/customer-fixtures';
import { CustomerPage } from './customer-page';

const CUSTOMER = 'c-1';
const LINE = careLine({
  status: 'port_in_attention',
  port: { msisdn: '2125550122', status: 'rejected', reason: 'pin_mismatch', reasonText: null },
  autoRenew: false,
  renewal: {
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    autoRenew: true,
    state: 'retrying',
    amount: 44.8,
    card: null,
    nextAttemptAt: '2026-12-02T00:00:00.000Z',
    lastFailure: 'Your card was declined.',
    planChange: null,
  },
  numberLock: { locked: true, lockedAt: '2026-11-02T00:00:00.000Z' },
  emergencyAddress: { address: '500 Congress Ave, Austin, TX 78701', wifiCallingReady: true },
  declinedTries: 4,
});
const VIEW = verifiedAda(careAccount({ lines: [LINE] }));

describe("a verified customer's line (decision 082)", () => {
  it('shows plan, renewal with its declines and next try, port reason, Number Lock, E911 address and auto-renew, in words', async () => {
    stubApi({ [customerViewRoute(CUSTOMER)]: { body: VIEW } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    const line = await screen.findByRole('region', { name: 'Line (512) 555-0101' });
    const fact = (term: string) => within(line).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Status')).toHaveTextContent('Port-in needs attention');
    expect(fact('Plan')).toHaveTextContent('Unlimited');
    expect(fact('Account number')).toHaveTextContent('SUB-100101');
    expect(fact('Renewal')).toHaveTextContent(/Renewal declined, trying again.*declined 4 times.*next try/);
    expect(fact('Port-in')).toHaveTextContent(
      '(212) 555-0122: Refused by the old carrier (PIN does not match)',
    );
    expect(fact('Number Lock')).toHaveTextContent(/^On since/);
    expect(fact('E911 address')).toHaveTextContent(
      '500 Congress Ave, Austin, TX 78701 (Wi-Fi calling ready)',
    );
    expect(fact('Auto-renew')).toHaveTextContent('Off');
    expect(fact('Cancellation')).toHaveTextContent('None');
    expect(fact('Usage')).toHaveTextContent('Not metered');
    expect(line).not.toHaveTextContent(/port_in_attention|pin_mismatch|rejected|retrying/);
  });
});
