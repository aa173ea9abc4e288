// Deleting an account (docs/decisions/032): CCPA/CPRA give a business 45 days to answer a request to delete.
export const DELETION_RESPONSE_DAYS = 45;
/** What a deleted account leaves behind, de-identified, as each deletion request records it. */
export const DELETION_KEPT_RECORDS = [
  'receipts',
  'orders',
  'line_records',
  'number_records',
  'staff_audit_log',
  'deletion_request',
] as const;
export type DeletionKeptRecord = (typeof DELETION_KEPT_RECORDS)[number];
/**
 * The version of the 911 notice for Wi-Fi calling (docs/decisions/032). A change of its text is a
 * new version; a line's stored acknowledgement says which text was read.
 */
export const E911_DISCLOSURE_VERSION = '2026-11-26';
