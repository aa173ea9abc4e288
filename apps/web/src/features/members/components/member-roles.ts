import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { MemberRole } from '@mvno/contracts/product-constants/members';
import type { LineRequestStatus } from '@mvno/contracts/product-constants/members';

const M = ACCOUNT_MESSAGES.members;

/** A role's short name and what it may do (English: shown through `t`). */
export const ROLE_NAMES: Record<MemberRole, string> = {
  manager: M.nameManager,
  member: M.nameMember,
  viewer: M.nameViewer,
};
export const ROLE_HINTS: Record<MemberRole, string> = {
  manager: M.roleManager,
  member: M.roleMember,
  viewer: M.roleViewer,
};
export const REQUEST_STATUSES: Record<LineRequestStatus, string> = {
  pending: M.statusPending,
  approved: M.statusApproved,
  declined: M.statusDeclined,
  expired: M.statusExpired,
  withdrawn: M.statusWithdrawn,
};
