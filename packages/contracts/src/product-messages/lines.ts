import { EMAIL_CODE_LENGTH } from '../constants';
import { VERIFICATION_CODE_MINUTES } from '../product-constants/accounts';
import { NICKNAME_MAX_LENGTH, PORT_OUT_TRIES_PER_DAY, TRANSFER_PIN_DAYS } from '../product-constants/lines';

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

/** Why an outside port-out request was refused (decision 025), as the line's request log shows it. */
export const PORT_OUT_REASONS = {
  not_active: 'The line is no longer active.',
  number_locked: 'Number Lock is on.',
  too_many_attempts: `Too many wrong account numbers or PINs today (at most ${PORT_OUT_TRIES_PER_DAY} a day).`,
  account_number_mismatch: 'The account number was wrong.',
  pin_mismatch: 'The transfer PIN was wrong, expired or already used.',
} as const;
export type PortOutReason = keyof typeof PORT_OUT_REASONS;

export const lines = {
  lineNotFound: 'Line not found',
  /** Port-out authentication: the transfer PIN (decision 025). */
  transferPinCreated: `Your transfer PIN is ready. Give it, with your account number, to your new carrier. It works once and for ${TRANSFER_PIN_DAYS} days; we show it only now.`,
  transferPinLineNotActive: 'A transfer PIN can only be made for an active line.',
  transferPinTitle: 'Transfer PIN',
  transferPinIntro: `Moving this number to another carrier? Your new carrier asks for the account number and a transfer PIN. A new PIN voids the previous one; it works once and for ${TRANSFER_PIN_DAYS} days.`,
  transferPinCreate: 'Create transfer PIN',
  transferPinShownOnce: 'Write it down now: we show it only once.',
  accountNumber: 'Account number',
  portOutRequestsTitle: 'Transfer requests',
  noPortOutRequests: 'No carrier has asked to move this number.',
  portOutAccepted: 'Accepted: the number moved',
  portOutRefused: 'Refused',
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
  /** A partner SIM moves a number only onto the line activated on it (decision 076). */
  partnerSimNotOnLine:
    "This line does not use that SIM: enter your old carrier's account number and PIN to move your number.",
  /**
   * Bringing a number onto a line that has a number of its own (decision 048): the line's number is
   * released when the brought one arrives, so the customer confirms it first or adds a new line.
   */
  replacesOwnNumber: (current: string, brought: string) =>
    `${current} is this line's own number. When ${brought} arrives it replaces ${current}, which stops being yours and cannot be brought back. To keep both numbers, add a new line for ${brought} instead.`,
  replacesTemporaryNumber: (temporary: string, brought: string) =>
    `${brought} replaces this line's temporary number ${temporary}.`,
  confirmReplace: (current: string) => `Yes, give up ${current} for good`,
  confirmReplaceNeeded: (current: string) =>
    `Confirm that ${current} may be given up, or add a new line for this number instead.`,
  addLineForNumber: 'Add a new line for this number',
  portNotOpen: 'This port-in is finished and can no longer be changed.',
  portNotRejected: 'Only a rejected port-in can be re-submitted.',
  noPortToResubmit: 'This line is not receiving a number: it has no port-in to re-submit.',
  portStillRunning: 'Your old carrier is still answering this port-in. Please wait for its answer.',
  useResubmit: 'This port-in was refused: re-submit it with corrected details.',
  portDetailsSaved: 'Your port-in details were saved.',
  detailsNeeded: "We need your old carrier's account number and PIN to move your number.",
  /** SPEC §8: the port-in success message, shown with stayOpen. */
  portInStarted:
    'Your port-in is on its way. Your number usually moves within minutes, and until then your temporary number works. To activate your line, put the new SIM in your phone, or for an eSIM scan the QR code on your dashboard (or tap Install on your iPhone). We will email you when your number is active.',
  /** A line whose activation waits for the carrier (decision 073): the card and the order's answer. */
  activatingReason:
    "We'll finish setting up your line as soon as our network confirms it, usually within minutes. You don't need to do anything: we'll email you its number when it's ready.",
  /** A paid line the carrier refused to activate for good (decision 086): the card of the cancelled line. */
  activationFailed:
    'We could not activate this line on our network, so we cancelled it and refunded your payment to your card. You can order a new line at any time.',
  /** A change the carrier has not confirmed yet (decision 081): the line card and the change's answer. */
  carrierPending: {
    suspending:
      "Your line is suspended. We'll finish stopping calls, texts and data as soon as our network confirms it, usually within minutes.",
    restoring:
      "We'll finish restoring calls, texts and data on your line as soon as our network confirms it, usually within minutes.",
    emergencyAddress:
      "Emergency address saved. We'll finish registering it with our network, usually within minutes; Wi-Fi calling is ready once it is confirmed.",
    /** A SIM or eSIM change the carrier has not finished (decision 085). */
    simChange:
      "We'll finish moving your number to the new SIM as soon as our network confirms it, usually within minutes. Your current SIM keeps working until then; a new eSIM's QR code shows on this line once it is ready.",
  },
  /**
   * A SIM or eSIM change the carrier refused for good (decision 094): the card of the line, still on its
   * old SIM, says so and what to do, for a week or until the next change.
   */
  simChangeRefused:
    'Our network could not move your number to the new SIM, so your line stays on its current SIM and keeps working. Check the new SIM card number (or ask for a new eSIM) and try the SIM change again, or chat with us for help.',
  /** The network allows 5 changes (SIM, number, suspension, emergency address) per line per day (decision 081). */
  carrierQuota:
    'This line has had the 5 changes our network allows in one day. Please try again tomorrow (after midnight UTC).',
  /** The line card, once the carrier reports the eSIM profile installed on the phone (decision 073). */
  esimInstalled: 'eSIM installed on your phone',
  /** Dashboard: a line's status (SPEC: Active, Activating, Port-in pending, Port-in needs attention, Suspended). */
  statusLabels: {
    active: 'Active',
    activating: 'Activating',
    port_in_pending: 'Port-in pending',
    port_in_attention: 'Port-in needs attention',
    suspended: 'Suspended',
    expired: 'Expired',
    ported_out: 'Moved to another carrier',
    cancelled: 'Cancelled',
    lost_suspended: 'Suspended: lost or stolen',
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
  /** The checked number went into the cart with the plan already there: it survives a reload. */
  numberInCart: (plan: string) =>
    `Your number can move to us. It is in your cart with ${plan}: continue to checkout to give it a line.`,
  /** Devices. */
  deviceSaved: 'Your device was saved.',
  deviceWorks: (device: string) => `${device} works on our network.`,
  /** An eSIM line with a phone that works on the network but has no eSIM. */
  deviceWorksNoEsim: (device: string) =>
    `${device} works on our network, but has no eSIM: order a physical SIM to use this line in it.`,
  deviceDoesNotWork: (device: string) => `${device} does not work on our network.`,
  deviceUnknown:
    'We could not confirm this phone. It may still work if it is unlocked and supports 5G or VoLTE on US bands.',
} as const;
