/**
 * A SIM or eSIM change the carrier refused for good (decision 094): its `new_sim` or `move_number`
 * command is `failed` (a non-retryable `request.failed`, or a refusal answered at once). A periodic
 * run marks the change's record refused once (the first marker mails) and mails the customer in the
 * account's language; the line was never moved, so it keeps working on its old SIM. The line card
 * says so, with what to do, for a week or until a later change.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { carrierCommands } from '../../../db/schema/carrier';
import { simChanges, subscriptionLines } from '../../../db/schema/lines';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { inLanguage, type MailContext, type MailSender } from '../../../lib/mail';
import { definePeriodicJob } from '../../../lib/periodic-job';
import { simChangeRefusedMail } from './sim-change-carrier-mails';

export const SIM_CHANGE_REFUSALS_JOB = 'lines.sim-change-refusals';
/** How long the line card tells of a refused change (a later change ends it sooner). */
export const SIM_CHANGE_REFUSAL_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Changes whose carrier command failed, not marked refused yet: read from the failed commands (few)
 * to each change by its key, not from every change ever made.
 */
const refusedNotMarked = (db: Db) =>
  db
    .select({
      id: simChanges.id,
      lineId: simChanges.lineId,
      userId: simChanges.userId,
      simType: simChanges.toSimType,
      iccid: simChanges.toIccid,
      error: carrierCommands.error,
    })
    .from(carrierCommands)
    .innerJoin(simChanges, eq(simChanges.id, sql`(${carrierCommands.payload}->>'simChangeId')::uuid`))
    .where(
      and(
        eq(carrierCommands.state, 'failed'),
        inArray(carrierCommands.kind, ['new_sim', 'move_number']),
        isNull(simChanges.refusedAt),
      ),
    )
    .limit(BATCH);

/** The customer's lines whose newest SIM change the carrier refused within the last week. */
export async function refusedSimChangesOf(db: Db, userId: string, now: Date): Promise<Set<string>> {
  const newest = await db
    .selectDistinctOn([simChanges.lineId], { lineId: simChanges.lineId, refusedAt: simChanges.refusedAt })
    .from(simChanges)
    .where(eq(simChanges.userId, userId))
    .orderBy(simChanges.lineId, desc(simChanges.at));
  return new Set(
    newest
      .filter((row) => row.refusedAt && now.getTime() - row.refusedAt.getTime() < SIM_CHANGE_REFUSAL_SHOWN_MS)
      .map((row) => row.lineId),
  );
}

export function createSimChangeRefusals(deps: {
  db: Db;
  jobs: JobQueue;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
  now: () => Date;
  intervalSeconds: number;
}) {
  const { db, log } = deps;
  async function run() {
    for (const change of await refusedNotMarked(db)) {
      const [marked] = await db
        .update(simChanges)
        .set({ refusedAt: deps.now(), refusalCode: change.error?.code ?? null })
        .where(and(eq(simChanges.id, change.id), isNull(simChanges.refusedAt)))
        .returning({ id: simChanges.id });
      if (!marked) continue; // another process marked it, and mails it
      const [to] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          mdn: subscriptionLines.mdn,
        })
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .where(eq(subscriptionLines.id, change.lineId));
      if (!to) continue;
      log.warn({ simChangeId: change.id, code: change.error?.code }, 'the carrier refused a SIM change');
      await deps.mail
        .send(
          simChangeRefusedMail(
            to.email,
            { firstName: to.firstName, mdn: to.mdn, simType: change.simType, iccid: change.iccid },
            inLanguage(deps.mailContext, to.language),
          ),
        )
        .catch((error: unknown) =>
          log.error({ err: error, simChangeId: change.id }, 'SIM change refusal mail was not sent'),
        );
    }
  }
  const periodic = definePeriodicJob(deps.jobs, SIM_CHANGE_REFUSALS_JOB, run, deps.intervalSeconds);
  return { run, start: periodic.start };
}
