/**
 * What the shop needs from other modules, as the shop sees it: the lines module's carrier opens
 * lines. The payments module's saved cards come through the one port of every module that charges
 * one (`SavedCardPayments`, payments/charge-ledger.ts). app.ts passes their faces in.
 */
import type { SimType } from '@mvno/contracts/api/checkout';
import type { TaxPort } from '../taxes/taxes-types';

export type ShopCarrier = {
  provisionLine(request: {
    simType: SimType;
    zipCode: string;
    /**
     * A number brought from another carrier: the line gets a temporary number at once and the
     * port-in follows (the brought number replaces the temporary one when it completes).
     */
    portNumber: string | null;
    /** A SIM the customer already has: the line activates on it instead of a new one. */
    iccid: string | null;
  }): Promise<{ mdn: string; iccid: string; activationCode: string | null }>;
  /** Whether the number is already a line with us (it cannot be ported in again). */
  isNumberActive(mdn: string): Promise<boolean>;
  /**
   * Set when lines are activated through the carrier's HTTP API (decision 073): the order then
   * stores the activation command with the new line (`activating`, no number yet) instead of
   * calling `provisionLine`, and `commandStored` has the outbox send it.
   */
  outbox?: {
    commandStored(): Promise<unknown>;
    /** Calls `listener` with each line the carrier's event has just activated. */
    onLineActivated(listener: (lineId: string) => Promise<void>): void;
  };
  /** Whether the number may move to us: not already ours, and its carrier lets it go. */
  checkPortEligibility(
    msisdn: string,
    zipCode: string,
  ): Promise<{ eligible: true } | { eligible: false; reason: 'already_ours' | 'carrier_refused' }>;
  /** Whether the number is already being brought to us (by an order or a port-in). */
  isNumberMoving(mdn: string): Promise<boolean>;
};

/** What the shop needs of the customer's lines after an order (the lines module's face). */
export type ShopLines = {
  /** The customer's line waits for a brought number its carrier will never let move. */
  waitsForUnmovableNumber(userId: string, lineId: string): Promise<boolean>;
};

/** The taxes module's port (decision 060): the sourcing rule, and the rates in force at a place. */
export type ShopTaxes = Pick<TaxPort, 'source' | 'ratesAt'>;
