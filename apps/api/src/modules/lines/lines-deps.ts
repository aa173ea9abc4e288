/** What the lines module is built from: the database, the carrier, mail, jobs, keys and the renewals' ports. */
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailQueue } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { CarrierApi } from './carrier/carrier-outbox-slice';
import type { CarrierEvent } from './carrier/carrier-events';
import type { VerificationCodesPort } from './number-lock/number-lock-service';
import type { LineTaxes } from './plan-periods/renewal-taxes';
import type { RenewalPayments, RenewalPricing, RenewalSettings } from './plan-periods/renewal-service';

export type LinesDeps = {
  database: Database;
  /** SM-DP+ server named in eSIM activation codes. */
  smdpAddress: string;
  /**
   * The carrier's HTTP API (CARRIER_URL, decision 073): lines are activated there through the
   * carrier outbox. Null: the built-in simulated carrier answers in the process.
   */
  carrierApi?: CarrierApi | null;
  /** Where the carrier webhook hands the events about notice texts (the notices module's, decision 106). */
  textReports?: {
    claims(event: CarrierEvent): boolean;
    apply(event: CarrierEvent, via: 'webhook'): Promise<unknown>;
  } | null;
  mail: MailQueue;
  limiter: RateLimiter;
  jobs: JobQueue;
  log: Log;
  brandName: string;
  publicUrl: string;
  /** Seconds between two steps of a port (PORT_IN_STEP_SECONDS). */
  portInStepSeconds: number;
  /** Pause between two runs of the sweep for ports whose next step was lost (ORDER_RECOVERY_INTERVAL_SECONDS). */
  recoveryIntervalSeconds: number;
  /** Number Lock: the accounts module's emailed codes. */
  verificationCodes: VerificationCodesPort;
  /** Key of the port-in PIN's encryption at rest and of the transfer PINs' keyed hash (DATA_ENCRYPTION_KEY). */
  dataEncryptionKey: string;
  /** In production the development port-out and clock routes answer 404. */
  isProduction: boolean;
  /** Plan periods and renewals (decision 017). */
  renewals: {
    /** The payments module's saved-card charge. */
    payments: RenewalPayments;
    /** The shop's price of a renewal. */
    price: RenewalPricing;
    /** The taxes module's rates at a place: each charge is taxed at its time (decision 060). */
    taxes: LineTaxes;
    /** The time plan periods are measured by (adjustable outside production). */
    clock: Clock;
    settings: Omit<RenewalSettings, 'sweepIntervalSeconds'>;
  };
};
