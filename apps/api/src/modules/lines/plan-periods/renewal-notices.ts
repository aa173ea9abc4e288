/**
 * The mails before a renewal (decisions 017 and 027): the reminder a few days before a period ends
 * and the yearly notice of each automatic renewal still on, each claimed so that it goes once.
 */
import { RENEWAL_NOTICE_INTERVAL_DAYS } from '@mvno/contracts/product-constants/renewal-consent';
import { DAY_MS } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import type { RenewalRepository } from './renewal-repository';
import { renewalReminderMail, renewalYearlyNoticeMail } from './renewal-mails';
import { mailFacts, priceOf, type RenewalPricing } from './renewal-view';
import type { Mail, MailSender, MailContext } from '../../../lib/mail';

/** How many lines one sweep looks at. */
const SWEEP_BATCH = 100;
const days = (n: number) => n * DAY_MS;

export type RenewalMailSender = (build: () => Mail, lineId: string, what: string) => Promise<void>;

/** Sends a renewal mail; one that cannot be queued now is logged, never undoing what was recorded. */
export function renewalMailSender(mail: MailSender, log: Log): RenewalMailSender {
  return async (build, lineId, what) => {
    try {
      await mail.send(build());
    } catch (error) {
      log.error({ err: error, lineId }, `renewal ${what} mail could not be sent`);
    }
  };
}

export function createRenewalNotices({
  renewals,
  price,
  mailContext,
  settings,
  sendMail,
}: {
  renewals: RenewalRepository;
  price: RenewalPricing;
  mailContext: MailContext;
  settings: { reminderDays: number; periodDays: number };
  sendMail: RenewalMailSender;
}) {
  async function sendReminders(now: Date): Promise<void> {
    const due = await renewals.dueReminders(
      now,
      new Date(now.getTime() + days(settings.reminderDays)),
      SWEEP_BATCH,
    );
    for (const { lineId, periodEnd } of due) {
      const facts = await renewals.factsOfLine(lineId);
      const amount = facts && priceOf(facts, price);
      if (!facts || !amount || !(await renewals.claimReminder(lineId, periodEnd))) continue;
      await sendMail(
        () =>
          renewalReminderMail({ ...mailFacts(facts, amount.finalCents), renewsOn: periodEnd }, mailContext),
        lineId,
        'reminder',
      );
    }
  }

  /** The yearly reminder of each automatic renewal still on (decision 027), once a year per line. */
  async function sendYearlyNotices(now: Date): Promise<void> {
    const since = new Date(now.getTime() - days(RENEWAL_NOTICE_INTERVAL_DAYS));
    for (const { lineId } of await renewals.dueYearlyNotices(since, SWEEP_BATCH)) {
      const facts = await renewals.factsOfLine(lineId);
      const amount = facts && priceOf(facts, price);
      if (!facts || !amount || !(await renewals.claimYearlyNotice(lineId, since, now))) continue;
      await sendMail(
        () =>
          renewalYearlyNoticeMail(
            { ...mailFacts(facts, amount.finalCents), periodDays: settings.periodDays },
            mailContext,
          ),
        lineId,
        'yearly notice',
      );
    }
  }

  return { sendReminders, sendYearlyNotices };
}
