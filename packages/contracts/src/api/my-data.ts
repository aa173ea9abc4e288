/**
 * The customer's right to know (CCPA/CPRA; decision 027): one JSON file of everything we hold
 * about the caller and nobody else. Cards appear as brand and last four only; no password hash,
 * code, token or PIN is ever part of it.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';

/** One record as stored, with its own fields (dates as ISO 8601 text). */
const zRecord = z.record(z.string(), z.unknown());
const zRecords = z.array(zRecord);

export const zMyData = z.object({
  /** ISO 8601: when the file was made. */
  exportedAt: z.iso.datetime({ offset: true }),
  profile: zRecord,
  lines: zRecords,
  ports: zRecords,
  portOutRequests: zRecords,
  dataAddOns: zRecords,
  /** Lines of other accounts the customer was a member of, and their members' requests (decision 072). */
  memberships: zRecords,
  lineRequests: zRecords,
  /** Each line's emergency (E911) address with the 911 notice acknowledged (version and when). */
  emergencyAddresses: zRecords,
  /** Each command sent to the carrier for the customer's lines: what, when, its state (decision 073). */
  carrierCommands: zRecords.optional(),
  /**
   * The notice choices (decision 087): mail, text or both per kind, and when they were saved
   * (decision 094). Empty: never chosen, every notice goes by mail.
   */
  noticePreferences: zRecords,
  /** Each notice text sent to the customer's numbers and its delivery (decision 106). */
  noticeTexts: zRecords.optional(),
  /** Each line's Number Lock: when it was turned on. */
  numberLocks: zRecords,
  /** Each line's transfer PIN: when made, until when valid, when used (never the PIN or its hash). */
  transferPins: zRecords,
  orders: zRecords,
  /** The order history: every charge, refund and receipt. */
  receipts: zRecords,
  /** Account credit (decision 071): every entry of the wallet's ledger. */
  walletEntries: zRecords,
  /** Referrals the customer made or came with (the other customer not named). */
  referrals: zRecords,
  /** Invoices and credit notes, each with its lines (decision 069). */
  invoices: zRecords,
  /** Saved cards as brand and last four digits only. */
  cards: zRecords,
  sessions: zRecords,
  /** Passkeys by name, when added and last used (never the key). */
  passkeys: zRecords,
  /** The sign-in history: when, how, the browser, and the network (decision 030). */
  signIns: zRecords,
  chats: zRecords,
  contactMessages: zRecords,
  /** The consents given: each automatic renewal agreed to (terms version, time, session). */
  consents: zRecords,
  /** What support did on the account (assisted sessions) and other audit entries about the customer. */
  auditEntries: zRecords,
});
export type MyData = z.infer<typeof zMyData>;

export const exportMyData = defineEndpoint({
  operationId: 'exportMyData',
  method: 'GET',
  path: '/app/users/my-data',
  summary: 'Everything we hold about the caller, as one JSON document (the right to know)',
  auth: true,
  // All of the customer's data in one file is theirs to download, not support's (decision 043).
  refusesAssisted: 'data',
  response: zMyData,
});
