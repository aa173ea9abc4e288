/** One customer as the console's component tests see them: Ada Lovelace, with one eSIM line. */
import { viewCustomer, type CareAccount, type CustomerView } from '@mvno/contracts/api/care-customers';
import { buildPath } from '@mvno/contracts/api/common';

export const ADA_PROFILE: CareAccount['profile'] = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  contactNumber: '+15125550143',
  address: null,
  customerSince: '2026-03-01T02:00:00.000Z',
};

type CareLine = CareAccount['lines'][number];

/** Ada's line (512) 555-0101, active, with what a test changes. */
export const careLine = (changes: Partial<CareLine> = {}): CareLine => ({
  id: 'line-1',
  nickname: null,
  mdn: '5125550101',
  status: 'active',
  simType: 'esim',
  iccid: '8901260123456789011',
  imei: null,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  autoRenew: true,
  port: null,
  subscriberNumber: 'SUB-100101',
  planName: 'Unlimited',
  statusReason: null,
  renewal: null,
  cancellation: null,
  numberLock: { locked: false, lockedAt: null },
  emergencyAddress: { address: null, wifiCallingReady: false },
  usage: null,
  declinedTries: 0,
  ...changes,
});

/** Ada's account, verified: the profile, one line, nothing paid or audited yet, with what a test changes. */
export const careAccount = (changes: Partial<CareAccount> = {}): CareAccount => ({
  profile: ADA_PROFILE,
  lines: [careLine()],
  payments: [],
  attention: [],
  audit: [],
  ...changes,
});

/** Ada's customer page as it reads her: verified for the next half hour, with `account` (hers unless given). */
export const verifiedAda = (account: CareAccount | null = careAccount()): CustomerView => ({
  id: 'c-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  language: 'en-US',
  verifiedUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
  account,
});

/** The stubbed route of a customer page's read, 'GET /app/care/customers/{customerId}'. */
export const customerViewRoute = (customerId: string) =>
  `${viewCustomer.method} ${buildPath(viewCustomer.path, { customerId })}`;
