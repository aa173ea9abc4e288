/**
 * Care actions (decision 031): each on a customer the staff member verified (CPNI gate), each
 * with a reason code, an audit entry (before and after) and a mail to the customer. The line
 * actions are the lines module's own services, so the customer's rules hold for staff too:
 * Number Lock refuses a new SIM and a port, and no action here turns it off.
 */
import type {
  CareActionReason,
  CarePortInBody,
  CareReasonBody,
  CareSuspendBody,
  ReissueEsimBody,
  RenewalGraceBody,
} from '@mvno/contracts/api/care-actions';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import { addressOfRecord } from '../../../lib/address-of-record';
import { isUuid } from '../../../lib/ids';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAccounts, CareAudit, CareLines } from '../care-ports';
import { customerNotFound, type CpniService } from '../customers/cpni-service';
import type { CustomerSearchRepository } from '../customers/customer-search-repository';
import { careActionMail, receiptMail, type CareActionFacts } from './care-action-mails';
import type { CareActionRepository } from './care-action-repository';
import { customerDayTime, inLanguage, type Mailing } from '../../../lib/mail';

const M = STAFF_MESSAGES.care;
const lineNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
/** The mail that tells the customer of a line status support changed, by the audited action. */
const STATUS_MAILS = { 'line.suspend': 'line_suspended', 'line.restore': 'line_restored' } as const;

export type CareActionDeps = Mailing & {
  actions: CareActionRepository;
  customers: CustomerSearchRepository;
  cpni: CpniService;
  lines: CareLines;
  accounts: Pick<CareAccounts, 'endAllSessions'>;
  audit: CareAudit;
};

export function createCareActionService(deps: CareActionDeps) {
  const lines = deps.lines.careActions;

  /** The customer, once this staff member verified them; 404 for none, 403 before verification. */
  async function verified(staff: AuthUser, customerId: string) {
    const customer = await deps.customers.findCustomer(customerId);
    if (!customer) throw customerNotFound();
    await deps.cpni.requireVerified(staff, customerId);
    return customer;
  }

  async function lineOf(customerId: string, lineId: string) {
    const line = isUuid(lineId) ? await deps.actions.lineOf(customerId, lineId) : undefined;
    if (!line) throw lineNotFound();
    return line;
  }

  async function tell(
    customer: { email: string; language?: string | null },
    facts: CareActionFacts,
    reason: CareActionReason,
  ) {
    const context = inLanguage(deps.mailContext, customer.language);
    await deps.mail.send(careActionMail(addressOfRecord(customer), facts, reason, context));
  }

  /** A line's status changed by staff: audited with before and after, and the customer told. */
  async function statusChanged(
    staff: AuthUser,
    customer: { id: string; email: string },
    reason: CareActionReason,
    action: keyof typeof STATUS_MAILS,
    {
      lineId,
      before,
      after,
    }: { lineId: string; before: { mdn: string; status: string }; after: { status: string } },
  ) {
    await deps.audit.record({
      staff,
      customerId: customer.id,
      action,
      reason,
      before: { lineId, mdn: before.mdn, status: before.status },
      after: { lineId, mdn: before.mdn, status: after.status },
    });
    await tell(customer, { kind: STATUS_MAILS[action], mdn: before.mdn }, reason);
  }

  return {
    /**
     * A new eSIM profile for the line; the old one stops working. The SIM change notice is the
     * mail: it says support made it and carries the QR code and install steps. A line with a
     * physical SIM card becomes an eSIM line only with `convertToEsim` (decision 076): otherwise
     * its card would stop working without anyone having said so. The agent gets the activation code.
     */
    async reissueEsim(staff: AuthUser, customerId: string, lineId: string, body: ReissueEsimBody) {
      const customer = await verified(staff, customerId);
      const before = await lineOf(customerId, lineId);
      const converted = before.simType === 'psim';
      if (converted && body.convertToEsim !== true) throw new AppError('CONFLICT', M.esimOnPhysicalSim);
      const done = await lines.reissueEsim(customer, lineId, body.idempotencyKey, converted);
      // The same key again answers the same eSIM: nothing changed, nothing more to record.
      if (done.line.iccid !== before.iccid) {
        await deps.audit.record({
          staff,
          customerId,
          action: 'line.esim_reissue',
          reason: body.reason,
          before: { lineId, mdn: before.mdn, simType: before.simType, iccid: before.iccid },
          after: { lineId, mdn: before.mdn, simType: 'esim', iccid: done.line.iccid, converted },
        });
      }
      return {
        message: converted ? M.esimConverted : M.esimReissued,
        line: { id: lineId, iccid: done.line.iccid, activationCode: done.line.activationCode },
      };
    },

    /** The refused port goes to the old carrier again with the corrected account number and PIN. */
    async resubmitPortIn(staff: AuthUser, customerId: string, lineId: string, body: CarePortInBody) {
      const customer = await verified(staff, customerId);
      const { billingAccountNumber, billingAccountPassword } = body;
      const done = await lines.resubmitPortIn(customer, lineId, {
        billingAccountNumber,
        billingAccountPassword,
      });
      // The PIN and account number are never written to the log: only that they were corrected.
      await deps.audit.record({
        staff,
        customerId,
        action: 'line.port_resubmit',
        reason: body.reason,
        before: { lineId, msisdn: done.msisdn, ...done.before },
        after: { lineId, msisdn: done.msisdn, status: 'submitted', accountDetails: 'corrected' },
      });
      await tell(customer, { kind: 'port_resubmitted', msisdn: done.msisdn }, body.reason);
      return { message: M.portResubmitted };
    },

    async suspend(staff: AuthUser, customerId: string, lineId: string, body: CareSuspendBody) {
      const customer = await verified(staff, customerId);
      const before = await lineOf(customerId, lineId);
      const done = await lines.suspend(customer, lineId, body.churnReason);
      if (!done.changed) return { message: done.message };
      await statusChanged(staff, customer, body.reason, 'line.suspend', { lineId, before, after: done.line });
      return { message: M.lineSuspended };
    },

    /** Only a line suspended as a lost phone (by the customer or support) is restored here. */
    async restore(staff: AuthUser, customerId: string, lineId: string, body: CareReasonBody) {
      const customer = await verified(staff, customerId);
      const before = await lineOf(customerId, lineId);
      if (before.status !== 'lost_suspended') throw new AppError('CONFLICT', M.lineNotSuspended);
      const done = await lines.restore(customer, lineId);
      await statusChanged(staff, customer, body.reason, 'line.restore', { lineId, before, after: done.line });
      return { message: M.lineRestored };
    },

    async extendGrace(staff: AuthUser, customerId: string, lineId: string, body: RenewalGraceBody) {
      const customer = await verified(staff, customerId);
      const done = await lines.extendGrace(customerId, lineId, body.days);
      await deps.audit.record({
        staff,
        customerId,
        action: 'renewal.grace',
        reason: body.reason,
        before: { lineId, mdn: done.mdn, nextAttemptAt: done.before.toISOString(), declined: done.attempts },
        after: { lineId, mdn: done.mdn, nextAttemptAt: done.after.toISOString(), days: body.days },
      });
      await tell(customer, { kind: 'grace_extended', mdn: done.mdn, nextTry: done.after }, body.reason);
      return {
        message: M.graceExtended(customerDayTime(done.after)),
        nextAttemptAt: done.after.toISOString(),
      };
    },

    async resendReceipt(staff: AuthUser, customerId: string, receiptId: string, body: CareReasonBody) {
      const customer = await verified(staff, customerId);
      const receipt = isUuid(receiptId) ? await deps.actions.receiptOf(customerId, receiptId) : undefined;
      if (!receipt) throw new AppError('NOT_FOUND', M.receiptNotFound);
      await deps.mail.send(
        receiptMail(addressOfRecord(customer), receipt, inLanguage(deps.mailContext, customer.language)),
      );
      await deps.audit.record({
        staff,
        customerId,
        action: 'receipt.resend',
        reason: body.reason,
        before: { receiptId, item: receipt.item },
        after: { receiptId, mailedTo: addressOfRecord(customer) },
      });
      return { message: M.receiptResent };
    },

    async endSessions(staff: AuthUser, customerId: string, body: CareReasonBody) {
      const customer = await verified(staff, customerId);
      const ended = await deps.accounts.endAllSessions(customerId);
      await deps.audit.record({
        staff,
        customerId,
        action: 'sessions.end',
        reason: body.reason,
        before: { activeSessions: ended },
        after: { activeSessions: 0 },
      });
      await tell(customer, { kind: 'sessions_ended' }, body.reason);
      return { message: M.sessionsEnded(ended) };
    },
  };
}

export type CareActionService = ReturnType<typeof createCareActionService>;
