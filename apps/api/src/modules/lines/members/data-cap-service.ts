/**
 * A line's data cap applied (decision 096). The usage sweep tells `enforce` every metered line's data
 * used in its period: once it reaches the line's cap (its latest approved data-cap request), the
 * line's data is barred at the carrier (a `set_data_barring` command of the carrier outbox; calls and
 * texts go on) and the owner and the line's members are mailed; at the next period, or once the cap
 * is raised above the usage or removed, the bar is lifted and they are mailed again. Each change is
 * claimed by a conditional update, so two sweeps (two processes) never bar or mail twice.
 */
import { MB_PER_GB } from '@mvno/contracts/usage-format';
import type { Log } from '../../../lib/log';
import { inLanguage, sendOrLog, type MailContext, type MailSender } from '../../../lib/mail';
import type { DataCapRepository } from './data-cap-repository';
import { lineDataStopMail } from './data-cap-mails';
import { lineReaders } from './line-readers';
import type { MembersRepository } from './members-repository';
import { nameOfLine } from './members-service';

/** What the sweep knows of a metered line. */
export type CappedLine = {
  lineId: string;
  userId: string;
  nickname: string | null;
  mdn: string;
  periodEnd: Date;
};

export function createDataCapService(deps: {
  caps: DataCapRepository;
  members: Pick<MembersRepository, 'personOf' | 'membersOf'>;
  /** The carrier outbox (decision 081); null: the built-in carrier, which meters no data bar. */
  outbox: { kick(): Promise<unknown> } | null;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
}) {
  const { caps, members } = deps;

  async function tell(line: CappedLine, what: 'stopped' | 'resumed', capGb: number | null) {
    for (const reader of await lineReaders(members, line)) {
      await sendOrLog(
        deps.mail,
        deps.log,
        () =>
          lineDataStopMail(
            {
              to: reader.email,
              firstName: reader.firstName,
              lineName: nameOfLine(line),
              capGb,
              periodEnd: line.periodEnd,
              link: `${deps.mailContext.publicUrl}/dashboard`,
            },
            what,
            inLanguage(deps.mailContext, reader.language),
          ),
        { lineId: line.lineId },
        'line data cap mail could not be sent',
      );
    }
  }

  return {
    /** Brings the line's data bar in line with its cap and the period's usage. */
    async enforce(line: CappedLine, usedMb: number): Promise<void> {
      const capGb = await caps.capGbOf(line.lineId);
      const stopped = await caps.stoppedFor(line.lineId);
      const reached = capGb !== null && usedMb >= capGb * MB_PER_GB;
      const target = { lineId: line.lineId, ownerId: line.userId, byUserId: line.userId, mdn: line.mdn };
      const carrier = deps.outbox !== null;
      if (reached && stopped?.getTime() !== line.periodEnd.getTime()) {
        // Stopped for an earlier period: the carrier's bar is still on, only the period moves.
        const barred = stopped === null ? true : null;
        if (!(await caps.claim(target, stopped, line.periodEnd, { barred, carrier }))) return;
        deps.log.info({ lineId: line.lineId, capGb, usedMb }, 'line data stopped at its cap');
        if (deps.outbox) await deps.outbox.kick();
        await tell(line, 'stopped', capGb);
        return;
      }
      if (!reached && stopped !== null) {
        if (!(await caps.claim(target, stopped, null, { barred: false, carrier }))) return;
        deps.log.info({ lineId: line.lineId, capGb, usedMb }, 'line data resumed');
        if (deps.outbox) await deps.outbox.kick();
        await tell(line, 'resumed', capGb);
      }
    },

    /** Whether the line's data is stopped now, and its cap (the line's controls show them). */
    async stateOf(lineId: string) {
      return { dataCapGb: await caps.capGbOf(lineId), dataStopped: (await caps.stoppedFor(lineId)) !== null };
    },
  };
}

export type DataCapService = ReturnType<typeof createDataCapService>;
