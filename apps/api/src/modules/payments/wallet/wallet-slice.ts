/**
 * Account credit and referrals (decision 071): the wallet's ledger, loads, the credit charges spend
 * before the card, and the sweep that writes due expiries and pays due referrals.
 */
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { SavedCardPayments } from '../charge-ledger';
import { createReferralRepository } from './referral-repository';
import { createReferralService, type ReferralSettings } from './referral-service';
import { createWalletLoadRepository } from './wallet-load-repository';
import { createWalletRepository } from './wallet-repository';
import { createWalletService } from './wallet-service';

export const WALLET_SWEEP_JOB = 'payments.wallet-sweep';
const SWEEP_BATCH = 100;

export type WalletSettings = ReferralSettings & { leaseSeconds: number; sweepIntervalSeconds: number };

export function createWallet(deps: {
  db: Db;
  payments: Pick<SavedCardPayments, 'requireOwnedCard' | 'chargeSavedCard'>;
  primaryCardOf: (userId: string) => Promise<{ id: string; network: string; last4: string } | undefined>;
  jobs?: JobQueue;
  clock: Clock;
  log: Log;
  settings: WalletSettings;
}) {
  const repository = createWalletRepository(deps.db);
  const service = createWalletService({
    wallet: repository,
    loads: createWalletLoadRepository(deps.db, repository),
    payments: deps.payments,
    primaryCardOf: deps.primaryCardOf,
    clock: deps.clock,
    leaseSeconds: deps.settings.leaseSeconds,
  });
  const referrals = createReferralService({
    referrals: createReferralRepository(deps.db, repository),
    wallet: repository,
    settings: deps.settings,
    clock: deps.clock,
    log: deps.log,
  });
  /** Due expiries as entries of their own, then due referrals paid. */
  const sweep = async () => {
    await service.expireDue(SWEEP_BATCH);
    await referrals.payDue(SWEEP_BATCH);
  };
  const periodic = deps.jobs
    ? definePeriodicJob(deps.jobs, WALLET_SWEEP_JOB, sweep, deps.settings.sweepIntervalSeconds)
    : undefined;
  return { service, referrals, sweep, start: periodic?.start };
}
