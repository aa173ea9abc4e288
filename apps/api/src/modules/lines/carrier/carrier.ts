/**
 * What we need from the mobile carrier: open lines, and move numbers in from other carriers.
 * The built-in simulated carrier (simulated-carrier.ts) serves it. With CARRIER_URL set, new lines,
 * bars, E911 addresses (decision 081) and SIM changes (decision 085) go to the carrier's HTTP API
 * instead, through the carrier outbox (decision 073); ports still go through this type.
 */
import type { SimType } from '@mvno/contracts/api/checkout';
import type { PortRejectionReason } from '@mvno/contracts/product-messages';

export type LineRequest = {
  simType: SimType;
  /** ZIP code whose area the new number comes from (and where the line is registered). */
  zipCode: string;
  /**
   * A number to be brought from another carrier. The line then gets a temporary number in the
   * ZIP's area that works at once; the brought number replaces it when its port completes.
   */
  portNumber: string | null;
  /** A SIM the customer already has (one of our partner SIMs): the line activates on it. */
  iccid?: string | null;
};

export type ProvisionedLine = {
  /** The line's 10-digit number (MDN): a new one, or the temporary one while a number is brought. */
  mdn: string;
  /** ICCID of the SIM: a new physical SIM, or the eSIM profile. */
  iccid: string;
  /** `LPA:1$<SM-DP+ address>$<matching id>` for an eSIM; null for a physical SIM. */
  activationCode: string | null;
};

/** Whether a number can be moved to us, and if not why. */
export type PortEligibility =
  { eligible: true } | { eligible: false; reason: 'already_ours' | 'carrier_refused' };

/** What the old carrier is asked to match when a number moves. */
export type PortSubmission = {
  msisdn: string;
  billingAccountNumber: string | null;
  pin: string | null;
  firstName: string | null;
  lastName: string | null;
  zipCode: string;
  /** Moving with one of our partner SIMs: the old account is not asked for. */
  partnerSim: boolean;
  /** 1 for the first submission, then one more for each re-submission. */
  attempt: number;
};

export type PortAnswer = { outcome: 'completed' } | { outcome: 'rejected'; reason: PortRejectionReason };

/** The SIM a number moves to: a new eSIM profile, or a physical SIM by its ICCID. */
export type SimRequest = { simType: 'esim' } | { simType: 'psim'; iccid: string };

export type NewSim = { iccid: string; activationCode: string | null };

export type Carrier = {
  provisionLine(request: LineRequest): Promise<ProvisionedLine>;
  /** A SIM for a SIM change: a new eSIM profile's ICCID and activation code, or the given SIM. */
  newSim(request: SimRequest): Promise<NewSim>;
  /** The number works on this SIM from now on; every other SIM or profile of it is void. */
  moveNumberToSim(mdn: string, zipCode: string, iccid: string): Promise<void>;
  /** The SIM a number works on, as the carrier knows it (null when it has never been moved). */
  simOf(mdn: string): Promise<string | null>;
  /** Whether the number is already a line with this carrier (it cannot be ported in again). */
  isNumberActive(mdn: string): Promise<boolean>;
  /** The eligibility check before a port: may this number move to us? */
  checkPortEligibility(msisdn: string, zipCode: string): Promise<PortEligibility>;
  /** The old carrier's answer to a submitted port. */
  answerPort(submission: PortSubmission): Promise<PortAnswer>;
  /** Registers a ported number as ours; NumberUnavailableError when it already is. */
  takeOverNumber(msisdn: string, zipCode: string): Promise<void>;
  /**
   * Gives a number of ours back to the pool: it is no line's any more (a line's number replaced by
   * a brought one, decision 048). Its SIM, bar and emergency address go with it.
   */
  releaseNumber(mdn: string): Promise<void>;
  /** Stops (or restarts) calls, texts and data on a number: a lost or stolen phone (decision 027). */
  setServiceBarred(mdn: string, barred: boolean): Promise<void>;
  /** Whether calls, texts and data are stopped on the number. */
  isServiceBarred(mdn: string): Promise<boolean>;
  /**
   * Registers the number's emergency (E911) address for Wi-Fi calling (decision 032), or forgets it
   * (null): the host network needs one before Wi-Fi calling works.
   */
  registerEmergencyAddress(mdn: string, address: CarrierEmergencyAddress | null): Promise<void>;
  /** The emergency address the carrier holds for the number; null for none. */
  emergencyAddressOf(mdn: string): Promise<CarrierEmergencyAddress | null>;
};

/** A US service address as the carrier's E911 registry takes it. */
export type CarrierEmergencyAddress = {
  addressOne: string;
  addressTwo: string | null;
  companyName: string | null;
  city: string;
  state: string;
  zipCode: string;
};

export class NumberUnavailableError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'NumberUnavailableError';
  }
}
