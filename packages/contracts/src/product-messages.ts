/**
 * Our own user-facing messages, where SPEC §8 has none, by domain. The SPEC §8 catalogue stays
 * in messages.ts. A message that names a number is built from product-constants.ts.
 */
import { PASSWORD_SYMBOLS } from './field-patterns';
import { EMAIL_CODE_LENGTH } from './constants';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  NICKNAME_MAX_LENGTH,
  ORDER_HISTORY_YEARS,
  RESET_LINK_MINUTES,
  VERIFICATION_CODE_MINUTES,
} from './product-constants';

/** Why the old carrier refused a port (docs/decisions/010), each with what the customer can do. */
export const PORT_REJECTION_REASONS = {
  account_number_mismatch:
    "The account number does not match your old carrier's records. Check it on your old carrier's bill or online account, then re-submit.",
  pin_mismatch:
    "The PIN does not match your old carrier's records. Ask your old carrier for a number transfer PIN, then re-submit.",
  zip_mismatch:
    'The ZIP code does not match the service address at your old carrier. Enter the ZIP code of your billing address there, then re-submit.',
  name_mismatch:
    'The name does not match the account holder at your old carrier. Enter the name exactly as it appears on your old bill, then re-submit.',
  number_not_active:
    'The number is not active at your old carrier. Keep your old service running until the move completes; if it was cancelled, ask your old carrier to restore it, then re-submit.',
  port_out_locked:
    "The number is locked against transfers at your old carrier. Turn off number lock (port-out protection) in your old carrier's app or account, then re-submit.",
} as const;
export type PortRejectionReason = keyof typeof PORT_REJECTION_REASONS;

/** The browser app's own texts. */
const web = {
  // Accounts
  /** Lead of the code login page, with `{email}` where the address is shown (in bold). */
  codeSentTo: `We sent a ${LOGIN_CODE_LENGTH}-digit code to {email}. It is valid for ${LOGIN_CODE_MINUTES} minutes.`,
  codeByEmailLead: `We will email you a ${LOGIN_CODE_LENGTH}-digit code. Enter it on the next page to log in.`,
  resendWait: (countdown: string) => `You can ask for a new code in ${countdown}`,
  welcome: (firstName: string) => `Welcome, ${firstName}! Your account is ready.`,
  passwordRules: `At least 6 characters with an uppercase letter, a lowercase letter, a digit and one of ${PASSWORD_SYMBOLS}`,
  supportLinkIncomplete: 'This support link is incomplete.',
  resetLinkIncomplete:
    'This reset link is incomplete. Please open the link from the email again, or ask for a new one.',
  assistedSession: (whose: string) =>
    `Support session: you are signed in to ${whose} account by a support agent.`,

  // Cart and checkout
  cartEmpty: 'Your cart is empty.',
  cartNotRestored: 'Your saved cart could not be restored.',
  chooseSimType: 'Please choose eSIM or physical SIM',
  chooseCard: 'Choose a card or add a new one to pay.',
  waitingForAddress: 'Enter your shipping address to see your total.',
  waitingForBillingState: 'Choose your billing state to see your total.',
  noSavedCards: 'You have no saved cards yet. Add one to pay; you will come straight back here.',

  // Dashboard
  notProvided: 'Not provided',

  // Shell
  demoStore: 'Demo store: pay with test cards only. No real payment is taken and no real line is opened.',

  // Profile and settings
  emailCodeSentTo: `We sent a ${EMAIL_CODE_LENGTH}-digit code to {email}. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
  resendIn: (countdown: string) => `Re-send code in ${countdown}`,
  emailChangeLead:
    'Enter your new email address and your current password. We will send a code to the new address.',
  phoneCountryHint: 'Choosing a country fills in its code.',
  sessionsLead: 'The devices signed in to your account. Sign out any you do not recognise.',
  numberLockLead:
    'While Number Lock is on, a line cannot be moved to another carrier or to a new SIM. Turning it off needs a code we email you.',
  unknownLocation: 'Unknown location',
  numberUnlockLead: 'Enter the code from the email we sent you to turn Number Lock off for this line.',
  noLines: 'You have no lines yet.',

  // Support chat (the customer's panel)
  chatLauncher: 'Chat with us',
  chatLauncherUnread: (count: number) =>
    `Chat with us, ${count} unread ${count === 1 ? 'message' : 'messages'}`,
  chatTitle: 'Chat with support',
  chatIntro: 'Tell us who you are and what you need; an agent will answer here.',
  chatEmpty: 'Write your question below; an agent will answer here.',
  chatAway: (when: string) =>
    `Our team is away right now. An agent will answer from ${when}, and we will also email you the reply.`,
  chatClosed: 'This conversation was closed. Write again to reopen it.',
  chatYou: 'You',
  chatSupport: 'Support',
  chatLoadFailed: 'The chat could not be loaded. Please try again.',
  chatOffline: 'Reconnecting… new replies may take a few seconds to appear.',

  // Support inbox (agents)
  inboxTitle: 'Support inbox',
  inboxSignInLead: 'Sign in with your password; we then email you a code.',
  inboxEmpty: 'No open conversations here.',
  inboxChoose: 'Choose a conversation from the list.',
  inboxVisitor: 'Visitor (not signed in; name and email as typed)',
  inboxCustomer: 'Customer account',
  inboxNoLines: 'No lines',
  inboxNoOrders: 'No orders',
} as const;

export const PRODUCT_MESSAGES = {
  accounts: {
    emailTaken: 'An account with this email already exists. Log in instead.',
    wrongCredentials: 'Email or password is incorrect',
    codeSent: `We sent a ${LOGIN_CODE_LENGTH}-digit code to your email. It is valid for ${LOGIN_CODE_MINUTES} minutes.`,
    badCode: 'This code is incorrect or has expired. Check the code or request a new one.',
    resetSent: `We sent a link to reset your password to your email. It is valid for ${RESET_LINK_MINUTES} minutes.`,
    resetInvalid: 'This reset link is invalid or has expired',
    resetDone: 'Your password has been reset. Log in with your new password.',
    wrongCurrentPassword: 'Your current password is incorrect',
    passwordChanged: 'Your password has been changed.',
    loggedOut: 'You have been logged out.',
    /** The support agent's sign-in link, opened by the customer. */
    supportLinkInvalid: 'This sign-in link is invalid or has expired',
    /** A session from a support sign-in link asked to pay or change a card. */
    assistedRefused:
      'Payments and card changes are not available in a support session. The customer must sign in themselves.',
    /** Shown to the support agent asking for a link (`npm run crm-link`). */
    unknownCustomer: 'No customer account uses this email',
  },
  shop: {
    planUnavailable: 'This plan is not available',
    promoInvalid: 'This promo code is not valid',
    numberActive: 'This number is already active with us',
    keyReused: 'This payment key was already used for a different order',
    stillProcessing: 'Your payment is still being processed. Please check your order history in a moment.',
    /** An order recovery could not complete: the charge was given back. */
    orderRefunded: 'We could not complete your order. Your payment was refunded.',
    /** An order recovery could not complete, before any charge was made. */
    orderNotCompleted: 'We could not complete your order. Your card was not charged.',
    /** Cancel and refund (decision 023): the answer, the mail and the order history row. */
    orderCancelled: 'Your order was cancelled and your payment refunded.',
    refundItem: (item: string) => `Refund: ${item}`,
    /** Only an order whose brought number can never move can be cancelled this way. */
    orderNotCancellable: 'This order can no longer be cancelled here. Please contact support.',
    /** "Use the SIM I have" is for one of our partner SIMs with a brought number. */
    ownSimNeedsPort: 'Using the SIM you have needs a number brought from another carrier.',
    historyDateOutOfRange: `Choose a date from ${ORDER_HISTORY_YEARS.first} to ${ORDER_HISTORY_YEARS.last}`,
  },
  payments: {
    cardNotFound: 'Card not found',
    cardDeleted: 'Your card was deleted',
    primaryChanged: 'Your primary card was changed',
    setupSessionNotFound: 'Card session not found',
    providerUnavailable: 'The payment service is not available right now. Please try again.',
    cardUnusable: 'This card can no longer be used. Please add it again.',
    cardDeclined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    cardExpired: 'Your card has expired.',
    /** The sandbox provider's card page, worded as the providers' own hosted pages are. */
    cardNumberInvalid: 'Your card number is invalid.',
    cardNotSupported: 'Your card is not supported.',
  },
  web,
  /** Add a line on the dashboard: a plan, SIM and number bought with a saved card, under the same account. */
  addLine: {
    /** The lines section's button and the dialog's title. */
    title: 'Add a line',
    step: (step: number, of: number, name: string) => `Step ${step} of ${of}: ${name}`,
    stepPlan: 'Choose a plan',
    stepChoices: 'SIM and number',
    stepPay: 'Review and pay',
    choosePlan: 'Please choose a plan',
    plansNotLoaded: 'The plans could not be loaded.',
    noPlans: 'No plans are on sale right now.',
    noCard:
      'You have no saved cards yet. Add one to pay for the new line: you will come back to your dashboard, where Add a line uses it.',
    paying: 'Paying for your new line…',
    /** The dialog's answer once the new line is paid for. */
    added: (number: string) => `Your new line ${number} is ready.`,
    shipping: 'We ship your SIM card to your address. Put it in your phone and the line works at once.',
    portFollows: (temporary: string) =>
      `Your new line works now with the temporary number ${temporary}. Continue with your old carrier's details to move your number to it.`,
  },
  profile: {
    nameSaved: 'Your name was updated.',
    addressSaved: 'Your address was updated.',
    phoneSaved: 'Your phone number was updated.',
    emailCodeSent: `We sent a ${EMAIL_CODE_LENGTH}-digit code to your new email address. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
    emailChanged: 'Your email address was changed.',
    emailTaken: 'Another account already uses this email address.',
    emailUnchanged: 'This is already your email address.',
    noEmailChange: 'No email change is waiting for this address. Please enter your new email again.',
    /** The body of PUT /app/users/edit matched none of its four forms. */
    editVariant:
      'Send one of: firstName and lastName; the address fields; email and currentPassword; phoneNumber',
  },
  sessions: {
    sessionEnded: 'That device was signed out.',
    otherSessionsEnded: (count: number) =>
      count === 0
        ? 'No other devices were signed in.'
        : `${count} other device${count === 1 ? ' was' : 's were'} signed out.`,
    sessionNotFound: 'Session not found',
  },
  lines: {
    lineNotFound: 'Line not found',
    numberLocked: 'Number Lock is on for this line. Turn it off in Settings first.',
    lockOn: 'Number Lock is on. This number cannot be moved to another carrier or a new SIM.',
    lockAlreadyOn: 'Number Lock is already on for this line.',
    lockAlreadyOff: 'Number Lock is already off for this line.',
    unlockCodeSent: `We sent a ${EMAIL_CODE_LENGTH}-digit code to your email. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
    lockOff: 'Number Lock is off.',
    portNotFound: 'Port-in request not found',
    nicknameSaved: 'Your nickname was saved.',
    nicknameTooLong: `A nickname can be at most ${NICKNAME_MAX_LENGTH} characters`,
    iccidCheckDigit: 'This ICCID is not valid: please check the digits (the last one is a check digit).',
    simNumberCheckDigit:
      'This sim number is not valid: please check the digits (the last one is a check digit).',
    imeiCheckDigit: 'This IMEI is not valid: please check the digits (the last one is a check digit).',
    /** Quick SIM check. */
    simIsOurs: 'This is one of our partner SIMs: you can keep it, no new SIM is needed.',
    simIsNotOurs:
      'This is not one of our partner SIMs: you will use the SIM or eSIM that comes with your plan.',
    /** Eligibility check. */
    eligible: 'Your number can be moved to us.',
    alreadyOurs: 'This number is already with us.',
    portInProgress: 'A port-in for this number is already in progress.',
    carrierRefused: "This number's carrier does not let it move right now.",
    /** A bought port that can never succeed (decision 023): the way out. */
    cannotMove:
      "This number's carrier does not let it move. Keep your temporary number as this line's number, or cancel the order and get your money back.",
    keepTemporaryNumber: 'Keep my temporary number',
    cancelAndRefund: 'Cancel and refund',
    keepTemporaryTitle: 'Keep your temporary number?',
    keepTemporaryText: (temporary: string, brought: string) =>
      `${temporary} becomes this line's number for good. ${brought} stays with its carrier.`,
    cancelOrderTitle: 'Cancel this order?',
    cancelOrderText: (item: string) =>
      `We close this line and refund your payment for ${item} in full to the card you paid with. This cannot be undone.`,
    temporaryNumberKept: 'Your temporary number is now the number of this line.',
    portCanMove: 'This number can still move: add your port-in details instead.',
    /** Cart: "use the SIM I have" after the quick SIM check said it is one of ours. */
    useOwnSim: 'Use the SIM I have',
    /** Port-in calls. */
    notCarrierSim:
      "This is not one of our partner SIMs: enter your old carrier's account number and PIN instead.",
    lineBusy: 'This line is already receiving a number.',
    portNotOpen: 'This port-in is finished and can no longer be changed.',
    portNotRejected: 'Only a rejected port-in can be re-submitted.',
    portStillRunning: 'Your old carrier is still answering this port-in. Please wait for its answer.',
    useResubmit: 'This port-in was refused: re-submit it with corrected details.',
    portDetailsSaved: 'Your port-in details were saved.',
    detailsNeeded: "We need your old carrier's account number and PIN to move your number.",
    /** SPEC §8: the port-in success message, shown with stayOpen. */
    portInStarted:
      'Your port-in is on its way. Your number usually moves within minutes, and until then your temporary number works. To activate your line, put the new SIM in your phone, or for an eSIM scan the QR code on your dashboard (or tap Install on your iPhone). We will email you when your number is active.',
    /** Dashboard: a line's status (SPEC: Active, Activating, Port-in pending, Port-in needs attention, Suspended). */
    statusLabels: {
      active: 'Active',
      activating: 'Activating',
      port_in_pending: 'Port-in pending',
      port_in_attention: 'Port-in needs attention',
      suspended: 'Suspended',
      expired: 'Expired',
    },
    /** Dashboard: the steps of a port's timeline. */
    portEventLabels: {
      draft: 'Bought, waiting for your old carrier details',
      submitted: 'Sent to your old carrier',
      pending: 'Your old carrier is answering',
      completed: 'Number moved to us',
      rejected: 'Refused by your old carrier',
      details_updated: 'Details updated',
    },
    noLines: 'You have no lines yet. Choose a plan in the shop to get a number or bring yours.',
    linesNotLoaded: 'Your lines could not be loaded.',
    /** Quick SIM check and eligibility, in the dashboard. */
    bringNumber: 'Bring a number',
    noLineForNumber: 'Your number can move to us. Choose a plan with "Bring my number" to give it a line.',
    /** Devices. */
    deviceSaved: 'Your device was saved.',
    deviceWorks: (device: string) => `${device} works on our network.`,
    deviceDoesNotWork: (device: string) => `${device} does not work on our network.`,
    deviceUnknown:
      'We could not confirm this phone. It may still work if it is unlocked and supports 5G or VoLTE on US bands.',
  },
  /** A line's plan period, its renewal (auto-renew, Renew now, Pay now) and what a renewal leaves in the order history. */
  renewals: {
    /** The order history's item of a renewal. */
    historyItem: (planName: string) => `Plan renewal: ${planName}`,
    renewsOn: (date: string) => `Renews on ${date}`,
    endsOn: (date: string) => `Ends on ${date}`,
    endedOn: (date: string) => `Ended on ${date}`,
    autoRenewLabel: 'Auto-renew',
    autoRenewOn: 'Auto-renew is on. Your plan renews with your primary card.',
    autoRenewOff: 'Auto-renew is off. Your line stops working when the plan ends.',
    renewNow: 'Renew now',
    payNow: 'Pay now',
    renewTitle: 'Renew your plan',
    payTitle: 'Pay for your plan',
    renewing: 'Paying…',
    renewed: (date: string) => `Thank you! Your plan now runs until ${date}.`,
    alreadyRenewed: 'This period is already paid.',
    noCard: 'Add a card in Payment to renew your plan.',
    retrying: (date: string) => `Your last renewal payment did not go through. We will try again on ${date}.`,
    suspended:
      'Your plan renewal payment did not go through, so this line is suspended. Pay now to turn it back on.',
    expired: 'Auto-renew was off, so your plan ended. Renew it to use this line again.',
    notRenewable: 'This line has no plan to renew.',
    inProgress: 'This renewal is being paid right now. Please wait a moment and look again.',
    periodChanged: "This line's plan period has changed. Please look at it again.",
  },
  /** Changing a line's plan: an upgrade now for the rest of the period, or a change at the next renewal (decision 018). */
  planChanges: {
    /** The order history's item of an upgrade charged now. */
    historyItem: (from: string, to: string) => `Plan change: ${from} to ${to}`,
    changePlan: 'Change plan',
    title: 'Change your plan',
    choosePlan: 'Choose your new plan',
    choiceLegend: 'When should it start?',
    pricePerMonth: (amount: string) => `${amount} a month`,
    currentPlan: (plan: string) => `Your plan now: ${plan}`,
    upgradeNow: (amount: string, date: string) =>
      `Upgrade now: ${amount} today, for the rest of this period to ${date}`,
    atRenewalOn: (date: string, amount: string) => `At renewal on ${date}: ${amount} a month`,
    atNextRenewal: (amount: string) => `At your next renewal: ${amount} a month`,
    confirm: 'Confirm change',
    changing: 'Changing your plan…',
    quoting: 'Working out the price…',
    noOtherPlans: 'There are no other plans to choose from right now.',
    plansNotLoaded: 'The plans could not be loaded. Please try again.',
    changesOn: (plan: string, date: string) => `Changes to ${plan} on ${date}`,
    changesWhenRenewed: (plan: string) => `Changes to ${plan} when you renew`,
    cancelChange: 'Cancel change',
    upgraded: (plan: string) => `Your line now has ${plan}. The next renewal charges its price.`,
    scheduled: (plan: string) => `${plan} starts at your next renewal. Nothing is charged today.`,
    cancelled: 'The plan change is cancelled. Your plan stays as it is.',
    /** Why an upgrade cannot start now (the quote's `nowUnavailable`, and the refusal of a change now). */
    downgradeAtRenewal:
      'A cheaper plan starts at your next renewal, so you keep the plan you paid for until then.',
    notDearer: 'Only a dearer plan can start now. This one starts at your next renewal.',
    suspended: 'This line is suspended. Pay for its plan first; a new plan can start at that renewal.',
    expired: 'This plan has ended. Renew it to choose a plan; a new plan can start at that renewal.',
    renewalDue: "This line's renewal is due. Pay it first; a new plan can start at that renewal.",
    endsTooSoon: 'This period ends too soon to upgrade now. Choose the renewal instead.',
    noCard: 'Add a card in Payment to upgrade now.',
    samePlan: 'This line already has this plan.',
    inProgress: 'A plan change of this line is being paid right now. Please wait a moment and look again.',
    /** A second upgrade of the line in one period (another tab, a retry with a new key): nothing is charged. */
    planChangedMeanwhile:
      "This line's plan was just changed, so nothing was charged. Look at its plan again before choosing.",
    keyReused: 'This request was already used for another plan change. Please try again.',
  },
  /** A line's usage in its plan period against its plan's allowances (decision 019). */
  usage: {
    title: 'Usage this period',
    dataLabel: 'Data',
    talkLabel: 'Talk',
    textsLabel: 'Texts',
    /** A bar's text: "3.2 GB of 5 GB". */
    ofAllowance: (used: string, allowance: string) => `${used} of ${allowance}`,
    /** An unlimited allowance: no bar, the amount used. */
    unlimitedUsed: (used: string) => `Unlimited · ${used} used`,
    resetsOn: (date: string) => `Resets on ${date}`,
    dataAt80: 'You have used 80% of your data.',
    dataAt100: 'You have used all of your data for this period.',
    getMore: 'Need more? Change your plan or renew it here on your dashboard.',
    loading: 'Loading usage',
    notLoaded: 'Your usage could not be loaded.',
    retry: 'Retry',
    /** A line without a plan, or not in service: the carrier meters nothing for it. */
    notMetered: 'This line is not in service, so there is no usage to show.',
  },
  /** Emailed verification codes (a new email address, turning Number Lock off). */
  verification: {
    badCode: 'This code is incorrect or has expired. Check the code or ask for a new one.',
    resendTooSoon: (seconds: number) =>
      `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`,
  },
  support: {
    contactThanks: 'Thanks for your message! We will reply by email within one business day.',
    /** A chat message longer than CHAT_MESSAGE_MAX_LENGTH. */
    chatTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
    /** A chat message with control characters (anything but text, new lines and tabs). */
    chatTextOnly: 'Messages can contain text only',
    conversationNotFound: 'Conversation not found',
    /** Another agent took the conversation first. */
    takenByOther: 'Another agent has already taken this conversation',
    conversationClosed: 'This conversation is closed',
    agentsOnly: 'This is for support agents only',
    agentSignInExpired: 'This sign-in has expired. Please enter your password again.',
    transcriptSent: 'The conversation was closed and the transcript mailed to the customer.',
    closed: 'The conversation was closed.',
  },
} as const;
