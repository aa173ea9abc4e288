/**
 * What the shop needs from the mobile carrier to open a line. The built-in simulated carrier
 * (simulated-carrier.ts) is the default; a carrier's HTTP API would implement the same type.
 */
import type { SimType } from '@mvno/contracts/api/checkout';

export type LineRequest = {
  simType: SimType;
  /** ZIP code whose area the new number comes from (and where the line is registered). */
  zipCode: string;
  /** A number brought from another carrier; the port-in itself follows later. */
  portNumber: string | null;
};

export type ProvisionedLine = {
  /** The line's 10-digit number (MDN). */
  mdn: string;
  /** ICCID of the SIM: a new physical SIM, or the eSIM profile. */
  iccid: string;
  /** `LPA:1$<SM-DP+ address>$<matching id>` for an eSIM; null for a physical SIM. */
  activationCode: string | null;
};

export type Carrier = {
  provisionLine(request: LineRequest): Promise<ProvisionedLine>;
  /** Whether the number is already a line with this carrier (it cannot be ported in again). */
  isNumberActive(mdn: string): Promise<boolean>;
};

export class NumberUnavailableError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'NumberUnavailableError';
  }
}
