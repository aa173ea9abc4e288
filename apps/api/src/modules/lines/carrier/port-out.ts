/**
 * Outside port-out requests: another carrier asks the simulated carrier to move one of our
 * numbers away. A locked number is refused with the reason `number_locked` and its owner is
 * mailed; an unlocked one is released (the line becomes `ported_out`, the number leaves the
 * registry). A carrier's HTTP API would receive these requests from the industry's port system.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierNumbers } from '../../../db/schema/lines';
import type { Log } from '../../../lib/log';
import type { MailSender } from '../../../lib/mail';
import type { NumberLockRepository } from '../number-lock/number-lock-repository';
import { blockedPortOutMail, type LinesMailContext } from '../number-lock/number-lock-mails';

export type PortOutRequest = {
  /** The 10-digit number to move. */
  mdn: string;
  /** Who asks (the gaining carrier), as the owner's notice names it. */
  requestedBy?: string;
};

export type PortOutResult =
  | { accepted: true; reason: null }
  | { accepted: false; reason: 'number_locked' | 'not_our_number' | 'not_active' };

export function createPortOutDesk(deps: {
  db: Db;
  locks: NumberLockRepository;
  mail: MailSender;
  mailContext: LinesMailContext;
  log: Log;
}) {
  return {
    async requestPortOut({ mdn, requestedBy = 'Another carrier' }: PortOutRequest): Promise<PortOutResult> {
      const line = await deps.locks.findByMdn(mdn);
      if (!line) return { accepted: false, reason: 'not_our_number' };
      if (line.status !== 'active') return { accepted: false, reason: 'not_active' };
      if (line.lockedAt !== null) {
        try {
          await deps.mail.send(blockedPortOutMail(line.email, line.mdn, requestedBy, deps.mailContext));
        } catch (error) {
          deps.log.warn({ err: error }, 'blocked port-out notice was not sent');
        }
        deps.log.info({ lineId: line.lineId }, 'port-out refused: number locked');
        return { accepted: false, reason: 'number_locked' };
      }
      await deps.locks.setStatus(line.lineId, 'ported_out');
      await deps.db.delete(carrierNumbers).where(eq(carrierNumbers.mdn, mdn));
      return { accepted: true, reason: null };
    },
  };
}

export type PortOutDesk = ReturnType<typeof createPortOutDesk>;
