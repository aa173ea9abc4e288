/**
 * Every table, one file per domain, listed here for drizzle-kit (drizzle.config.ts) and the
 * typed database client. Named re-exports only: a new table is added here by name.
 */
export {
  accountPins,
  linkTokens,
  loginCodes,
  passkeyChallenges,
  passkeys,
  recoveryCodes,
  sessions,
  staffSessions,
  signIns,
  supportAudit,
  totpFactors,
  users,
  verificationCodes,
} from './accounts';
export { careRefunds, careVerifications } from './care';
export { contentCarrierHelp, contentPublished, contentVersions } from './content';
export {
  carrierNumbers,
  devices,
  lineRenewals,
  numberLocks,
  portEvents,
  portOutRequests,
  portRequests,
  simChanges,
  subscriptionLines,
  transferPins,
} from './lines';
export { orders, promoRedemptions } from './orders';
export {
  cardSetupSessions,
  paymentCards,
  paymentCustomers,
  paymentProviderEvents,
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxSetupSessions,
  transactions,
} from './payments';
export { planChanges } from './plan-changes';
export { appMeta, mailOutbox, rateLimitBuckets, staffAuditLog } from './platform';
export { planPriceChanges, planPriceNotices, plans, promoCodes, taxRates } from './shop';
export { contactMessages, supportConversations, supportMessages } from './support';
export { carrierUsageExtras, dataTopUps } from './usage';
export { carrierEmergencyAddresses, lineEmergencyAddresses } from './emergency';
export { deletionRequests } from './privacy';
