import type { LineUsage } from '@mvno/contracts/api/line-usage';
import type { LineRenewal } from '@mvno/contracts/api/lines';
import type { PortRequest } from '@mvno/contracts/api/port-requests';
import { nextLineFixtureNumber } from '../../../test/line-fixtures';

export { ACTIVATION_CODE, makeLine } from '../../../test/line-fixtures';

/** A line's plan period: renews on 2026-12-24 for $44.00 with a Visa ending in 4242 unless told otherwise. */
export function makeRenewal(overrides: Partial<LineRenewal> = {}): LineRenewal {
  return {
    periodStart: '2026-11-24T12:00:00.000Z',
    periodEnd: '2026-12-24T12:00:00.000Z',
    autoRenew: true,
    state: 'scheduled',
    amount: 44,
    card: { network: 'visa', last4: '4242' },
    nextAttemptAt: null,
    lastFailure: null,
    planChange: null,
    ...overrides,
  };
}

export function makePort(overrides: Partial<PortRequest> = {}): PortRequest {
  return {
    id: `port-${nextLineFixtureNumber()}`,
    msisdn: '2125550199',
    status: 'submitted',
    reason: null,
    reasonText: null,
    billingAccountNumber: '123456789',
    firstName: 'Ada',
    lastName: 'Lovelace',
    zipCode: '10001',
    usesPartnerSim: false,
    cannotMove: false,
    events: [{ type: 'submitted', at: '2026-11-23T10:00:00.000Z', reason: null }],
    ...overrides,
  };
}

/** A line's usage as GET /app/users/lines/{id}/usage answers it: 3.2 GB of 5 GB, unlimited talk and text. */
export function makeUsage(overrides: Partial<LineUsage> = {}): LineUsage {
  return {
    lineId: 'line-1',
    periodStart: '2026-11-24T12:00:00.000Z',
    periodEnd: '2026-12-24T12:00:00.000Z',
    asOf: '2026-12-05T12:00:00.000Z',
    dataMb: { used: 3277, allowance: 5120 },
    talkMinutes: { used: 120, allowance: null },
    texts: { used: 45, allowance: null },
    ...overrides,
  };
}
