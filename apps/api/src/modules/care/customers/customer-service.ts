import type { CareAccount, CustomerView } from '@mvno/contracts/api/care-customers';
import { addressOfRecord } from '../../../lib/address-of-record';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAccounts, CareAudit, CareLines, CareNotices, CarePayments } from '../care-ports';
import { attentionOf } from './attention';
import { carrierHistory } from './carrier-history';
import { customerNotFound, type CpniService } from './cpni-service';
import type { RefundRepository } from '../refunds/refund-repository';
import type { CustomerSearchRepository } from './customer-search-repository';
import { supportLinkNoticeMail } from './customer-mails';
import { inLanguage, type MailSender, type MailContext } from '../../../lib/mail';

const ACCOUNT_PAYMENTS = 20;
const ACCOUNT_AUDIT = 50;

type UserRow = NonNullable<Awaited<ReturnType<CustomerSearchRepository['findCustomer']>>>;

function postalAddress(user: UserRow): string | null {
  const street = [user.streetNumber, user.streetDirection, user.streetName].filter(Boolean).join(' ');
  const place = [user.city, [user.state, user.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ') || null;
}

type PortShown = { msisdn: string; status: string; reason: string | null; reasonText: string | null };

/** A port still bringing its number; a completed one's number is the line's own. */
const portShown = (port: PortShown | null | undefined) =>
  port && port.status !== 'completed'
    ? { msisdn: port.msisdn, status: port.status, reason: port.reason, reasonText: port.reasonText }
    : null;

/** A customer's page in the care console: the name always, the account only once verified. */
export function createCustomerService(deps: {
  customers: CustomerSearchRepository;
  cpni: CpniService;
  payments: CarePayments;
  accounts: CareAccounts;
  audit: CareAudit;
  mail: MailSender;
  /** Care's actions on lines and each line's carrier commands and events (decision 073). */
  lines: CareLines;
  /** Each line's notice texts and their delivery (decision 106). */
  notices?: CareNotices;
  mailContext: MailContext;
  /** What care may still refund of a receipt (the refund module's reading, decision 048). */
  refundables: Pick<RefundRepository, 'refundable'>;
}) {
  /** Cents still refundable of one order-history row; 0 for none. */
  async function refundableCents(
    customerId: string,
    payment: { id: string; successful: boolean; amount: number },
  ) {
    if (!payment.successful || payment.amount <= 0) return 0;
    const paid = await deps.refundables.refundable(customerId, payment.id);
    return paid && !paid.wholeBack ? Math.max(0, paid.finalCents - paid.refundedCents) : 0;
  }

  /** The line's carrier history, left out for a line the built-in carrier serves (none). */
  async function historyOf(lineId: string) {
    const history = carrierHistory(
      await deps.lines.carrierHistoryOf(lineId),
      deps.notices ? await deps.notices.textsOfLine(lineId) : [],
    );
    return history.length > 0 ? { carrierHistory: history } : {};
  }

  async function account(customer: UserRow): Promise<CareAccount> {
    const [lines, facts, payments, audit] = await Promise.all([
      deps.customers.linesOf(customer.id),
      deps.lines.careActions.lineFacts(customer.id),
      deps.payments.recentPayments(customer.id, ACCOUNT_PAYMENTS),
      deps.audit.list({ customerId: customer.id }, ACCOUNT_AUDIT),
    ]);
    const careLines = await Promise.all(
      lines.map(async (line) => {
        const fact = facts.get(line.id);
        return {
          id: line.id,
          nickname: line.nickname,
          mdn: line.mdn,
          subscriberNumber: line.subscriberNumber,
          status: line.status,
          simType: line.simType,
          iccid: line.iccid,
          imei: line.imei,
          periodStart: line.periodStart.toISOString(),
          periodEnd: line.periodEnd.toISOString(),
          autoRenew: line.autoRenew,
          port: portShown(fact?.port),
          planName: fact?.planName ?? null,
          statusReason: fact?.statusReason ?? null,
          renewal: fact?.renewal ?? null,
          cancellation: fact?.cancellation ?? null,
          numberLock: fact?.numberLock ?? { locked: false, lockedAt: null },
          emergencyAddress: fact?.emergencyAddress ?? { address: null, wifiCallingReady: false },
          usage: fact?.usage ?? null,
          declinedTries: fact?.declinedTries ?? 0,
          ...(await historyOf(line.id)),
        };
      }),
    );
    return {
      profile: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        contactNumber: customer.contactNumber,
        address: postalAddress(customer),
        customerSince: customer.createdAt.toISOString(),
      },
      lines: careLines,
      payments: await Promise.all(
        payments.map(async (payment) => ({
          ...payment,
          refundable: (await refundableCents(customer.id, payment)) / 100,
        })),
      ),
      attention: attentionOf(careLines, payments),
      audit: audit.entries,
    };
  }

  return {
    /** Name only until verified; then the account, and the read is audited. */
    async view(staff: AuthUser, customerId: string): Promise<CustomerView> {
      const customer = await deps.customers.findCustomer(customerId);
      if (!customer) throw customerNotFound();
      const until = await deps.cpni.verifiedUntil(staff, customerId);
      const name = {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        language: customer.language,
      };
      if (!until) return { ...name, verifiedUntil: null, account: null };
      await deps.audit.record({ staff, customerId, action: 'customer.read' });
      return { ...name, verifiedUntil: until.toISOString(), account: await account(customer) };
    },

    /** A support sign-in link, for a verified customer only; the customer is mailed. */
    async supportLink(staff: AuthUser, customerId: string): Promise<{ url: string; expiresAt: string }> {
      const customer = await deps.customers.findCustomer(customerId);
      if (!customer) throw customerNotFound();
      await deps.cpni.requireVerified(staff, customerId);
      const link = await deps.accounts.createSupportLink(customer.email);
      await deps.mail.send(
        supportLinkNoticeMail(
          addressOfRecord(customer),
          `${staff.firstName} ${staff.lastName}`,
          inLanguage(deps.mailContext, customer.language),
        ),
      );
      await deps.audit.record({
        staff,
        customerId,
        action: 'customer.support_link',
        reason: 'customer_request',
      });
      return { url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
