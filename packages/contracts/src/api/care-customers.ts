/**
 * Finding and seeing a customer in the care console, behind the CPNI gate (docs/decisions/028;
 * 47 CFR 64.2010): search answers only that an account exists and its name; "Verify" mails a
 * one-time code to the customer's email of record; once the customer reads it back, the account
 * is open to that staff member for CPNI_VERIFIED_MINUTES. Every read of account data is audited.
 */
import { z } from 'zod';
import { OTP_DEFAULT_LENGTH } from '../constants';
import { STAFF_MESSAGES } from '../staff-messages';
import { ACCOUNT_PIN_PATTERN } from './account-pin';
import { zMessageResponse } from './auth';
import { zAuditEntry } from './care-audit';
import { defineEndpoint } from './common';
import { zLineCancellation } from './line-cancellation';
import { zLineUsage } from './line-usage';
import { zLineRenewal } from './lines';
import { zStaffPaymentRow, zStaffProfileView, zVerifiedName } from './customer-record';
import { zPathId } from './path-params';

export const CUSTOMER_MATCHES = [
  'name',
  'email',
  'phone',
  'account',
  'iccid',
  'imei',
  'order',
  'receipt',
] as const;

/**
 * What a search shows of a customer: existence and name, and what tells two namesakes apart without
 * their account (decision 082): the email masked (`a•••@example.com`), the city and state of record,
 * the year they became a customer. Nothing of their service (lines, plans, numbers).
 */
export const zCustomerHit = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  maskedEmail: z.string(),
  /** "Austin, TX"; null when the account has no address. */
  place: z.string().nullable(),
  customerSince: z.iso.datetime({ offset: true }),
  /** Which kind of value the search matched (the value is the one the staff member typed). */
  matchedBy: z.enum(CUSTOMER_MATCHES),
});
export type CustomerHit = z.infer<typeof zCustomerHit>;

export const zCustomerSearch = z.object({ q: z.string().trim().min(2).max(100) });

/**
 * One entry of a line's carrier history (decision 073): a command we sent (its state, sends so far,
 * last error: a retry or a fault) or an event the carrier sent (how it came, what it did: applied,
 * or refused as a move backwards). Oldest first.
 */
export const zCarrierHistoryEntry = z.object({
  at: z.iso.datetime({ offset: true }),
  /** `text`: a notice text sent to the line (decision 106). */
  kind: z.enum(['command', 'event', 'text']),
  /** The command (`activate_line`), the event type (`esim.installed`) or the text's notice (`family-request`). */
  name: z.string(),
  /** A command's state, what an event did (`applied`, `backwards`, `unknown`), a text's delivery (`sent`, `delivered`, `failed`). */
  state: z.string(),
  reference: z.string().nullable(),
  requestId: z.string().nullable(),
  /** A command's sends so far (more than one: retried); a text's try of its notice. */
  attempts: z.number().nullable(),
  /** An event's way in: `webhook`, or `poll` (the status query of an overdue request). */
  via: z.string().nullable(),
  error: z
    .object({
      code: z.string(),
      retryable: z.boolean(),
      field: z.string().optional(),
      /** A text's failed delivery reason (`handset_unreachable`, `spam_filtered`, ...). */
      reason: z.string().optional(),
    })
    .nullable(),
  /** When a text's delivery report came. */
  reportedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CarrierHistoryEntry = z.infer<typeof zCarrierHistoryEntry>;

export const zCareLine = z.object({
  id: z.string(),
  nickname: z.string().nullable(),
  mdn: z.string(),
  status: z.string(),
  simType: z.string(),
  iccid: z.string().nullable(),
  imei: z.string().nullable(),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  autoRenew: z.boolean(),
  /**
   * The line's newest port-in while it has not completed: the number being brought, shown first
   * (the work queue shows it too), the line's temporary number second; null for none.
   */
  port: z
    .object({
      msisdn: z.string(),
      status: z.string(),
      /** The old carrier's refusal code (`pin_mismatch`), and what the customer reads about it. */
      reason: z.string().nullable(),
      reasonText: z.string().nullable(),
    })
    .nullable(),
  /** The account number on the customer's line card (`SUB-100101`). */
  subscriberNumber: z.string(),
  /** The line's plan; null for a line without one. */
  planName: z.string().nullable(),
  /** Why the line is in its status (the customer's own words for it); null when nothing to say. */
  statusReason: z.string().nullable(),
  /** The plan period's renewal as the customer sees it: state, next try, last decline, card. */
  renewal: zLineRenewal.nullable(),
  /** The customer's cancellation; null when not cancelled. */
  cancellation: zLineCancellation.nullable(),
  numberLock: z.object({ locked: z.boolean(), lockedAt: z.iso.datetime({ offset: true }).nullable() }),
  /** The emergency (E911) address on one line (null: none given), and whether the carrier holds it. */
  emergencyAddress: z.object({ address: z.string().nullable(), wifiCallingReady: z.boolean() }),
  /** The period's usage against the plan; null for a line the carrier does not meter. */
  usage: zLineUsage.nullable(),
  /** Declined tries (automatic and by hand) of the current period's unpaid renewal; 0 for none. */
  declinedTries: z.number().int().nonnegative(),
  /** The line's carrier history; empty (or absent) when the built-in carrier serves it. */
  carrierHistory: z.array(zCarrierHistoryEntry).optional(),
});

export const zCareAccount = z.object({
  profile: zStaffProfileView,
  lines: z.array(zCareLine),
  payments: z.array(
    zStaffPaymentRow.extend({
      /** Dollars; a refund's row is negative. */
      amount: z.number(),
      /**
       * Dollars care may still refund of it (decision 048): 0 for a refund's row, a declined payment,
       * one refunded in full, or one with no charge at the payment provider to refund.
       */
      refundable: z.number(),
    }),
  ),
  /** What needs the staff member's eye first. */
  attention: z.array(z.string()),
  /** This customer's entries of the staff audit log, newest first. */
  audit: z.array(zAuditEntry),
});
export type CareAccount = z.infer<typeof zCareAccount>;

export const zCustomerView = zVerifiedName.extend({
  id: z.string(),
  /** The account, only once verified. */
  account: zCareAccount.nullable(),
});
export type CustomerView = z.infer<typeof zCustomerView>;

export const zVerifyCodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_DEFAULT_LENGTH}}$`), STAFF_MESSAGES.care.verifyCodeField),
});

export const zVerifyPinForm = z.object({
  pin: z.string().trim().regex(ACCOUNT_PIN_PATTERN, STAFF_MESSAGES.care.verifyPinField),
});

const customerPath = '/app/care/customers/:customerId';
/** `:customerId`: the customer a staff member works on (the care actions and refunds too). */
export const zCustomerParams = z.object({ customerId: zPathId(STAFF_MESSAGES.care.customerNotFound) });

export const searchCustomers = defineEndpoint({
  operationId: 'searchCustomers',
  method: 'GET',
  path: '/app/care/customers',
  summary:
    'Find customers by name, email, phone (any format), account number, ICCID, IMEI, order id or receipt number',
  auth: true,
  session: 'agent',
  permission: 'customers.find',
  query: zCustomerSearch,
  response: z.object({ customers: z.array(zCustomerHit) }),
});

export const viewCustomer = defineEndpoint({
  operationId: 'viewCustomer',
  method: 'GET',
  path: customerPath,
  params: zCustomerParams,
  summary: 'The customer: name only until verified, then the account (each read is audited)',
  auth: true,
  session: 'agent',
  permission: 'customers.find',
  response: zCustomerView,
});

export const sendCustomerVerification = defineEndpoint({
  operationId: 'sendCustomerVerification',
  refusals: [429],
  method: 'POST',
  path: `${customerPath}/verification`,
  params: zCustomerParams,
  summary: "Mail a one-time code to the customer's email of record (never shown to staff)",
  auth: true,
  session: 'agent',
  permission: 'customers.read',
  response: zMessageResponse,
});

export const confirmCustomerVerification = defineEndpoint({
  operationId: 'confirmCustomerVerification',
  method: 'POST',
  path: `${customerPath}/verification/confirm`,
  params: zCustomerParams,
  summary: 'The code the customer read back: opens the account to this staff member for a while',
  auth: true,
  session: 'agent',
  permission: 'customers.read',
  body: zVerifyCodeForm,
  response: zCustomerView,
});

export const confirmCustomerVerificationByPin = defineEndpoint({
  operationId: 'confirmCustomerVerificationByPin',
  refusals: [429],
  method: 'POST',
  path: `${customerPath}/verification/pin`,
  params: zCustomerParams,
  summary: 'The account PIN the customer read out: opens the account like the code (tries rate limited)',
  auth: true,
  session: 'agent',
  permission: 'customers.read',
  body: zVerifyPinForm,
  response: zCustomerView,
});

export const createCustomerSupportLink = defineEndpoint({
  operationId: 'createCustomerSupportLink',
  method: 'POST',
  path: `${customerPath}/support-link`,
  params: zCustomerParams,
  summary: 'A single-use support sign-in link for a verified customer; the customer is mailed',
  auth: true,
  session: 'agent',
  permission: 'customers.act',
  response: z.object({ url: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});

/** A customer's family account (decision 072), read-only: their members, the lines they are a member of, the requests waiting. */
export const zCustomerFamily = z.object({
  members: z.array(
    z.object({
      role: z.string(),
      firstName: z.string(),
      email: z.string(),
      lineName: z.string(),
      since: z.string(),
    }),
  ),
  memberOf: z.array(z.object({ role: z.string(), ownerName: z.string(), lineName: z.string() })),
  pendingRequests: z.array(
    z.object({ requesterName: z.string(), topUpId: z.string(), lineName: z.string(), expiresAt: z.string() }),
  ),
});

export const viewCustomerFamily = defineEndpoint({
  operationId: 'viewCustomerFamily',
  method: 'GET',
  path: `${customerPath}/family`,
  params: zCustomerParams,
  summary:
    "The verified customer's members and roles, the lines they use as a member, and the requests waiting",
  auth: true,
  session: 'agent',
  permission: 'customers.find',
  response: zCustomerFamily,
});
