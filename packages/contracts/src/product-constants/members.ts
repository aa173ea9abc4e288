/** Family accounts (decision 072): members' roles, the invitation link's life and a request's time to answer. */

/** The roles a member is invited with; the owner is the line's customer and is never invited. */
export const MEMBER_ROLES = ['manager', 'member', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Invitations an owner may send a day: each mails an address of the owner's choosing. */
export const MEMBER_INVITATIONS_PER_DAY = 10;

/** Hours an emailed invitation link may be used (once). */
export const MEMBER_INVITATION_HOURS = 72;

/** Hours the owner and managers have to approve or decline a member's request; then it expires. */
export const LINE_REQUEST_HOURS = 24;

/** What a request asks for: a data add-on, a plan change or a data cap (decision 088). */
export const LINE_REQUEST_KINDS = ['top_up', 'plan_change', 'data_cap'] as const;
export type LineRequestKind = (typeof LINE_REQUEST_KINDS)[number];

/** A request's states: pending -> approved | declined | expired | withdrawn (never edited back). */
export const LINE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired', 'withdrawn'] as const;
export type LineRequestStatus = (typeof LINE_REQUEST_STATUSES)[number];

/** Hours the person offered a line has to accept it (decision 080); then the offer expires. */
export const LINE_TRANSFER_HOURS = 72;

/** An offer's states: pending -> accepted | declined | cancelled | expired (never edited back). */
export const LINE_TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type LineTransferStatus = (typeof LINE_TRANSFER_STATUSES)[number];

/** The largest data cap a member may ask for, in GB a period (0 asks for no cap; decision 088). */
export const DATA_CAP_MAX_GB = 100;

/** The roles a manager may invite (decision 088): making another manager is the owner's. */
export const MANAGER_MAY_INVITE: readonly MemberRole[] = ['member', 'viewer'];
