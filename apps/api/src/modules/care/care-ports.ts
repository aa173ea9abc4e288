/**
 * What the care console needs from other modules, as it sees them; app.ts passes their faces in.
 */
import type { AccountsModule } from '../accounts/accounts-module';
import type { ContentModule } from '../content/content-module';
import type { LinesModule } from '../lines/lines-module';
import type { NoticesModule } from '../notices/notices-module';
import type { PaymentsModule } from '../payments/payments-module';
import type { PlatformModule, StaffAuditService } from '../platform/platform-module';
import type { SupportModule } from '../support/support-module';
import type { ShopModule } from '../shop/shop-module';

/** The staff audit log (the platform's): append an entry, read a page. */
export type CareAudit = Pick<StaffAuditService, 'record' | 'list'>;

/** Staff accounts (the accounts module's): invite by mail, list, change and end (decision 044). */
export type CareAccounts = Pick<
  AccountsModule,
  'inviteStaff' | 'listStaff' | 'staffAccounts' | 'createSupportLink' | 'endAllSessions'
>;

/** The chat inbox's conversations of a staff member who can no longer answer (decision 044). */
export type CareInbox = Pick<SupportModule, 'releaseAgentConversations'>;

/** A customer's lines as support changes them (the lines module's care actions, decision 031). */
export type CareLines = Pick<LinesModule, 'careActions' | 'carrierHistoryOf'>;

/** A line's notice texts and their delivery (the notices module's, decision 106). */
export type CareNotices = Pick<NoticesModule, 'textsOfLine'>;

/** A customer's recent payments (the payments module's order history) and account credit (decision 071). */
export type CarePayments = {
  wallet: Pick<PaymentsModule['wallet'], 'walletOf' | 'grantGoodwill' | 'refundToBalance'>;
  /** Gives (part of) a charge back through the provider, once per key. */
  refundCharge(refund: { chargeId: string; idempotencyKey: string; amountCents?: number }): Promise<void>;
  recentPayments(
    userId: string,
    limit: number,
  ): Promise<{ id: string; item: string; transactionTime: string; successful: boolean; amount: number }[]>;
  /** A customer's invoices and credit notes, and the tax remittance report (decision 069). */
  invoices: Pick<PaymentsModule['invoices'], 'list' | 'document' | 'remittance'>;
};

/** The account PIN a caller reads out (the accounts module's check; decision 042). */
export type CareAccountPins = Pick<AccountsModule, 'checkAccountPin'>;

/** The shop's catalogue as its editors change it (decision 029). */
export type CareCatalogue = {
  plans: ShopModule['cataloguePlans'];
  promotions: ShopModule['promotions'];
};

/** The site content as its editors change it (decisions 029, 033). */
export type CareContent = Pick<ContentModule, 'versions'>;

/** The work queues of other modules (decision 031): ports and renewals, chats and tickets, failed jobs. */
export type CareQueues = {
  lines: LinesModule['workQueues'];
  support: SupportModule['workQueues'];
  jobs: PlatformModule['failedJobs'];
};
