import { STAFF_IDLE_MINUTES } from '../product-constants/care';

/** The care console (docs/decisions/028-care-console.md). */
export const care = {
  consoleTitle: 'Care console',
  /** A staff session calling an endpoint its role has no permission for. */
  permissionDenied: 'Your role does not allow this',
  signInLead: 'Staff sign in with their password and a code mailed to them.',
  idleSignedOut: `You were signed out after ${STAFF_IDLE_MINUTES} minutes without activity.`,
  auditEmpty: 'No audit entries match.',
  /** A supervisor's audit log (decision 075). */
  auditTeamOnly:
    "You see the care team's entries: what agents and supervisors did. An admin sees the whole log.",
  welcome: 'Choose a tool from the menu.',
  /** A tool the staff member's role does not open (decision 075): which roles do, and whom to ask. */
  toolNotAllowed: (tool: string, role: string, roles: string) =>
    `${tool} is for ${roles}. Your role (${role}) does not include it: ask an admin to change your role if you need it.`,
  /** An address under /care that names no tool. */
  noSuchTool: 'There is no tool at this address. Choose one from the menu.',
  /** An invitation to an address that already has an account (customer accounts never become staff). */
  inviteAddressTaken: 'This address already has an account. Staff need an address of their own.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  verifyCodeField: 'Enter the code the customer reads to you',
  verifyCodeSent: "A code was mailed to the customer's email of record. Ask them to read it to you.",
  verifyCodeWrong: 'That code is not right. Ask the customer to read the newest code again.',
  /** A staff call that needs the customer verified first (CPNI). */
  notVerified: 'Verify the customer before you see or change their account.',
  customerNotFound: 'Customer not found',
  receiptNotFound: 'No refundable payment of this customer has that receipt number',
  /** The staff member's own refunds of this payment would pass their role's limit for one payment. */
  refundOverLimit: (limit: string, left: string) =>
    `Your role may refund at most ${limit} of one payment; ${left} of it is left for you. Ask a supervisor for more.`,
  /** The staff member's refunds today would pass their role's daily limit. */
  refundOverDailyLimit: (limit: string, left: string) =>
    `Your role may refund at most ${limit} a day; ${left} is left for you today. Ask a supervisor for more.`,
  refundTooMuch: (left: string) => `At most ${left} of this payment is left to refund.`,
  refundInProgress: 'This refund is being made. Look again in a moment.',
  /** The payment provider refused: another refund of the payment (a cancellation) is being made. */
  refundRaced:
    'Another refund of this payment is being made at this moment; nothing was refunded. Look at the payment again in a minute.',
  refunded: (amount: string) => `Refunded ${amount}. The customer was mailed.`,
  esimReissued: 'A new eSIM was issued; the old one no longer works. The customer was mailed.',
  /** Re-issuing an eSIM on a line with a physical SIM card (decision 076). */
  esimOnPhysicalSim:
    "This line uses a physical SIM card. A new eSIM turns it into an eSIM line and the SIM card stops working. Convert it only if the customer's phone takes an eSIM and they ask for it: confirm the conversion.",
  esimConverted:
    'The line is now an eSIM line; its SIM card no longer works. The customer was mailed the eSIM.',
  portResubmitted: 'The port-in was resubmitted with the corrected details. The customer was mailed.',
  lineSuspended: 'The line is suspended. The customer was mailed.',
  lineRestored: 'The line works again. The customer was mailed.',
  lineNotSuspended: 'Only a line suspended by the customer or by support can be restored here.',
  receiptResent: 'The receipt was mailed to the customer again.',
  sessionsEnded: (count: number) =>
    `Ended ${count} ${count === 1 ? 'session' : 'sessions'}. The customer was mailed.`,
  graceExtended: (date: string) => `The next renewal try is now on ${date}. The customer was mailed.`,
  noFailingRenewal: 'This line has no failing renewal to give more time.',
  graceTooLong: (days: number) => `A failing renewal may be given at most ${days} more days in all.`,
  /** The texts of the work queues page. */
  queuesTitle: 'Work queues',
  queueEmpty: 'Nothing here.',
  jobRetried: 'The job will run again.',
  jobDismissed: 'The job was dismissed.',
  ticketSaved: 'The ticket was saved.',
  ticketNotFound: 'Ticket not found',
  ticketAssigneeNotStaff: 'Tickets can be given to staff members only',
  jobNotFound: 'No failed job has that id',
  deletionsTitle: 'Account deletions',
  deletionDone: 'The deletion request is marked done.',
  deletionAlreadyDone: 'This deletion request was marked done already.',
  deletionNotFound: 'No deletion request has that id',
  deletionOverdue: (days: number) => `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`,
  deletionDaysLeft: (days: number) =>
    days === 0 ? 'Last day' : `${days} ${days === 1 ? 'day' : 'days'} left`,
  deletionMark: 'Mark done',
  deletionDialogTitle: 'Mark the deletion request done',
  deletionDialogLead:
    'Mark it done once the account holds no personal data and the card provider has deleted its customer. This cannot be undone.',
  deletionReasonRequired: 'Choose a reason',
  deletionReasons: {
    erasure_checked: 'Checked: no personal data is left',
    processor_confirmed: 'The card provider confirmed its deletion',
    customer_answered: 'The customer was answered about the kept records',
  },
  /** The carrier drift queue (decisions 081, 086). */
  driftTitle: 'Carrier records that differ',
  driftNotFound: 'No open drift item has that id',
  driftAlreadyResolved: 'This drift item is resolved already.',
  driftNotRepairable:
    'This drift item has no repair that is safe to send: check with the carrier, then mark it resolved.',
  driftRepaired: 'The bar was sent to the carrier again; the next reconciliation shows whether it held.',
  driftResolved: 'The drift item is marked resolved.',
  driftQuota: 'This line has had the 5 carrier changes allowed today. Send the bar again after midnight UTC.',
  driftRepair: 'Send the bar again',
  driftResolve: 'Mark resolved',
  driftDialogTitle: 'Mark the drift item resolved',
  driftDialogLead:
    'Mark it resolved once our records and the carrier agree, or the difference is expected. A later reconciliation raises it again if it is still there.',
  driftReasonRequired: 'Choose why it is resolved',
  driftKinds: {
    line_missing_at_carrier: 'Line missing at the carrier',
    unknown_at_carrier: 'Carrier line with no line here',
    sim_mismatch: 'Different SIM at the carrier',
    barred_at_carrier: 'Barred at the carrier, not here',
    not_barred_at_carrier: 'Suspended here, not barred at the carrier',
  },
  driftReasons: {
    corrected_at_carrier: 'Corrected at the carrier',
    corrected_here: 'Corrected in our records',
    carrier_bar_kept: "The carrier's bar is kept (fraud or legal)",
    not_ours: 'Not one of our customers',
  },
  /** Staff offboarding (decision 044): role changes, suspension, deactivation, withdrawn invitations. */
  staffNotFound: 'Staff member not found',
  staffSelfChange: 'You cannot change your own role or access. Ask another admin.',
  staffLastAdmin: 'At least one active admin must remain. Make someone else admin first.',
  staffRoleUnchanged: 'They have this role already.',
  staffNotActive: 'Only an active staff member can be suspended.',
  staffNotSuspended: 'Only a suspended staff member can be reinstated.',
  staffDeactivatedAlready: 'This staff member is deactivated; the account cannot be changed.',
  staffNotInvited: 'Only an invitation not yet taken up can be withdrawn.',
  /** The sign-in of a suspended staff member (after the right password). */
  staffSuspendedSignIn: 'Your staff account is suspended. Ask an admin to reinstate it.',
  staffRoleChanged: (name: string, role: string) => `${name} is now ${role}. They were mailed.`,
  staffSuspended: (name: string) => `${name} is suspended and was signed out everywhere. They were mailed.`,
  staffReinstated: (name: string) => `${name} can sign in again. They were mailed.`,
  staffDeactivated: (name: string) =>
    `${name} is deactivated: signed out, and their password, passkeys and links no longer work. They were mailed.`,
  staffInvitationWithdrawn: (email: string) =>
    `The invitation to ${email} was withdrawn; its link no longer works. They were mailed.`,
  staffStatusLabels: {
    active: 'Has access',
    invited: 'Invited',
    suspended: 'Suspended by an admin',
    deactivated: 'Deactivated',
  },
  staffSuspendTitle: (name: string) => `Suspend ${name}?`,
  staffSuspendLead:
    'They are signed out everywhere at once, including the chat inbox, and cannot sign in until an admin reinstates them.',
  staffDeactivateTitle: (name: string) => `Deactivate ${name}?`,
  staffDeactivateLead:
    'They are signed out everywhere at once; their password, passkeys and links stop working for good. The account and its audit history are kept. This cannot be undone.',
  staffWithdrawTitle: (name: string) => `Withdraw the invitation to ${name}?`,
  staffWithdrawLead: 'The link in their invitation stops working. You can invite the address again later.',
  staffRoleTitle: (name: string) => `Change the role of ${name}`,
  staffRoleLead:
    'A role with fewer permissions signs them out everywhere; they sign in again with the new role.',
  /** The account PIN the customer set in Settings, read to the staff member (decision 042). */
  verifyPinField: 'Enter the account PIN the customer reads to you',
  verifyPinWrong: 'That PIN is not right.',
  verifyPinNotSet: 'The customer has not set an account PIN.',
  /** The support inbox: the customer panel before verification. */
  inboxVerifyLead: 'Verify the customer to see their account. Every read after that is audited.',
  /** The result of an order-history row in the console's payments (decision 048). */
  paymentResults: { paid: 'Paid', declined: 'Declined', refunded: 'Refunded' },
  /** The refund picker: only payments with something left to refund, told apart by day and receipt. */
  refundOption: (when: string, item: string, paid: string, left: string | null, receipt: string) =>
    `${when}, ${item}, ${paid} paid${left ? `, ${left} left to refund` : ''}, receipt ${receipt}`,
  noPaymentToRefund: 'No payment to refund.',
  /** Account credit (decision 071): the customer page's ledger and the goodwill grant. */
  walletTitle: 'Credit ledger',
  walletBalance: (amount: string) => `Balance ${amount}`,
  walletEmpty: 'No credit entries.',
  goodwillTitle: 'Grant goodwill credit',
  goodwillAmount: 'Amount (dollars)',
  goodwillReason: 'Reason',
  goodwillGrant: 'Grant credit',
  goodwillGranted: (amount: string) => `Granted ${amount} of credit.`,
  goodwillOverLimit: (limit: string) => `Your role may grant at most ${limit} of credit at a time.`,
  goodwillKeyReused: 'This key was already used for a different grant.',
} as const;
