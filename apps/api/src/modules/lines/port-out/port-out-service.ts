/**
 * Port-out authentication (decision 025). The customer makes a transfer PIN for a line (shown once,
 * valid TRANSFER_PIN_DAYS, used once, a new one voids the old; kept as a keyed hash). Another
 * carrier's request to move the number must present the number, the line's account number and
 * that PIN. Number Lock refuses first; past PORT_OUT_TRIES_PER_DAY wrong tries a day, every request
 * is refused. Each request is recorded and mailed at once; an accepted one ends the line.
 */
import { randomInt } from 'node:crypto';
import type { PortOutRequestEntry, TransferPin } from '@mvno/contracts/api/port-out';
import {
  PORT_OUT_TRIES_PER_DAY,
  TRANSFER_PIN_DAYS,
  TRANSFER_PIN_LENGTH,
} from '@mvno/contracts/product-constants/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { PortOutReason } from '@mvno/contracts/product-messages/lines';
import { AppError } from '../../../errors';
import { noticeAddresses } from '../../../lib/address-of-record';
import type { Log } from '../../../lib/log';
import type { SecretHasher } from '../../../lib/secret-tokens';
import type { Customer } from '../../accounts/accounts-types';
import { ANOTHER_CARRIER, portOutRequestMail, transferPinCreatedMail } from './port-out-mails';
import type { PortOutDecision, PortOutFacts, PortOutRepository } from './port-out-repository';
import { inLanguage, type Mailing, type MailSender } from '../../../lib/mail';

const DAY_MS = 24 * 60 * 60 * 1000;
const M = PRODUCT_MESSAGES.lines;

export type PortOutRequest = {
  /** The 10-digit number to move. */
  mdn: string;
  /** The line's account number, as the customer gave it to the new carrier. */
  accountNumber?: string | undefined;
  /** The transfer PIN. */
  pin?: string | undefined;
  /** Who asks (the gaining carrier), as the owner's notice names it. */
  requestedBy?: string | undefined;
};

export type PortOutResult =
  { accepted: true; reason: null } | { accepted: false; reason: PortOutReason | 'not_our_number' };

export type PortOutDeps = Mailing & {
  requests: PortOutRepository;
  pins: SecretHasher;
  log: Log;
};

/** The decision on one request, in the order the checks are made. */
function decide(
  request: PortOutRequest,
  facts: PortOutFacts,
  pins: SecretHasher,
  now: Date,
): PortOutDecision {
  const refuse = (reason: PortOutReason): PortOutDecision => ({ accepted: false, reason });
  if (facts.status === 'ported_out' || facts.status === 'expired') return refuse('not_active');
  // A cancelled line's number may still leave until the end of the period paid for (decision 027).
  if (facts.status === 'cancelled' && facts.periodEnd.getTime() <= now.getTime()) return refuse('not_active');
  if (facts.locked) return refuse('number_locked');
  if (facts.wrongTries >= PORT_OUT_TRIES_PER_DAY) return refuse('too_many_attempts');
  if (!request.accountNumber || request.accountNumber.trim() !== facts.accountNumber)
    return refuse('account_number_mismatch');
  const pin = facts.pin;
  const usable = pin !== undefined && pin.usedAt === null && pin.expiresAt.getTime() > now.getTime();
  // The hash is compared even for a dead PIN, so the answer's time does not tell which it was.
  const matches = pins.matches(request.pin ?? '', pin?.pinHash ?? '0'.repeat(64));
  if (!usable || !matches) return refuse('pin_mismatch');
  return { accepted: true, reason: null };
}

export function createPortOutService(deps: PortOutDeps) {
  async function ownedLine(customer: Customer, lineId: string) {
    const line = await deps.requests.findOwnedLine(customer.id, lineId);
    if (!line) throw new AppError('NOT_FOUND', M.lineNotFound);
    return line;
  }

  async function mailAll(addresses: string[], mail: (to: string) => Parameters<MailSender['send']>[0]) {
    for (const to of addresses) {
      try {
        await deps.mail.send(mail(to));
      } catch (error) {
        deps.log.warn({ err: error }, 'port-out notice was not sent');
      }
    }
  }

  return {
    /** A new transfer PIN for one of the customer's active lines, shown once; the old one is void. */
    async createTransferPin(customer: Customer, lineId: string): Promise<TransferPin> {
      const line = await ownedLine(customer, lineId);
      if (line.status === 'ported_out' || line.status === 'expired')
        throw new AppError('CONFLICT', M.transferPinLineNotActive);
      const pin = String(randomInt(0, 10 ** TRANSFER_PIN_LENGTH)).padStart(TRANSFER_PIN_LENGTH, '0');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + TRANSFER_PIN_DAYS * DAY_MS);
      await deps.requests.replacePin({
        lineId: line.id,
        userId: customer.id,
        pinHash: deps.pins.hash(pin),
        expiresAt,
      });
      // At once, like every port-out notice: if it was not the customer, they can lock the number now.
      await mailAll(noticeAddresses(customer), (to) =>
        transferPinCreatedMail(
          to,
          { mdn: line.mdn, at: now },
          inLanguage(deps.mailContext, customer.language),
        ),
      );
      return {
        message: M.transferPinCreated,
        accountNumber: line.accountNumber,
        pin,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The line's port-out requests, newest first. */
    async requestsOf(customer: Customer, lineId: string): Promise<{ requests: PortOutRequestEntry[] }> {
      const line = await ownedLine(customer, lineId);
      const rows = await deps.requests.requestsOf(line.id);
      return {
        requests: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          requestedBy: row.requestedBy,
          accepted: row.accepted,
          reason: (row.reason as PortOutReason | null) ?? null,
        })),
      };
    },

    /**
     * Another carrier asks for one of our numbers: through the built-in carrier's port-out desk, or
     * the carrier's port-out `carrier.portOutId` (decision 101), answered through the outbox, once;
     * its line ends when the carrier completes it (the accepted notice is sent then).
     */
    async requestPortOut(request: PortOutRequest, carrier?: { portOutId: string }): Promise<PortOutResult> {
      const requestedBy = request.requestedBy ?? ANOTHER_CARRIER;
      const line = await deps.requests.findByMdn(request.mdn);
      if (!line) {
        if (carrier) await deps.requests.refuseUnknown(carrier.portOutId);
        return { accepted: false, reason: 'not_our_number' };
      }
      const now = new Date();
      const decision = await deps.requests.settle(
        {
          lineId: line.lineId,
          userId: line.userId,
          mdn: line.mdn,
          requestedBy,
          gainingCarrier: request.requestedBy ?? null,
          triesSince: new Date(now.getTime() - DAY_MS),
        },
        (facts) => decide(request, facts, deps.pins, now),
        carrier,
      );
      const outcome = decision.accepted
        ? ({ accepted: true } as const)
        : ({ accepted: false, reason: decision.reason as PortOutReason } as const);
      if (!decision.repeated && !(carrier && decision.accepted))
        await mailAll(noticeAddresses(line, now), (to) =>
          portOutRequestMail(to, line.mdn, requestedBy, outcome, inLanguage(deps.mailContext, line.language)),
        );
      deps.log.info({ lineId: line.lineId, reason: decision.reason }, 'port-out request decided');
      return decision.accepted
        ? { accepted: true, reason: null }
        : { accepted: false, reason: decision.reason as PortOutReason };
    },

    /** The carrier completed a port-out we accepted (decision 101): the owner's notice that the line ended. */
    async portedOut(lineId: string): Promise<void> {
      const line = await deps.requests.portedOutLine(lineId);
      if (!line) return;
      const now = new Date();
      await mailAll(noticeAddresses(line, now), (to) =>
        portOutRequestMail(
          to,
          line.mdn,
          line.requestedBy ?? ANOTHER_CARRIER,
          { accepted: true },
          inLanguage(deps.mailContext, line.language),
        ),
      );
    },
  };
}

export type PortOutService = ReturnType<typeof createPortOutService>;
