/** The ownership matrix's types and its list of endpoints that own nothing (ownership-matrix.test.ts). */
import type { LightMyRequestResponse } from 'fastify';
import type { TestCustomer } from './commerce';

/** What the first customer (the owner) has, made through the API wherever the API makes it. */
export type OwnerWorld = {
  owner: TestCustomer;
  lineId: string;
  portLineId: string;
  portMsisdn: string;
  cardId: string;
  cardSessionId: string;
  sessionId: string;
  orderCursor: string;
  /** The invoice of the owner's paid order (decision 069). */
  invoiceId: string;
  visitorToken: string;
  planId: string;
  passkeyId: string;
  /** A member of the owner's line (decision 072) and their waiting request. */
  membershipId: string;
  requestId: string;
  /** The owner's offer of that line to the member (decision 080). */
  transferId: string;
  /** Strings only the owner's answers hold: a second customer's answer must contain none. */
  secrets: string[];
};

export type Entry =
  /** The stranger names the owner's resource: 404. */
  | {
      kind: 'foreign-id';
      call: (stranger: TestCustomer, world: OwnerWorld) => Promise<LightMyRequestResponse>;
    }
  /** The stranger reads their own data: 200, and the list in it is empty. */
  | {
      kind: 'own-list';
      call: (stranger: TestCustomer, world: OwnerWorld) => Promise<LightMyRequestResponse>;
      list: string;
    }
  /** The stranger reads their own data: 200 (checked for the owner's data like every answer). */
  | {
      kind: 'own-data';
      call: (stranger: TestCustomer, world: OwnerWorld) => Promise<LightMyRequestResponse>;
    };

/** Authenticated endpoints that hold no id and return nothing owned by anyone else, and why. */
export const NOT_OWNED: Record<string, string> = {
  logOut: "ends the caller's own session; takes no id",
  useReferralCode:
    "records who referred the caller by a code meant to be shared; answers only the caller's own wallet",
  endOtherSessions: "ends the caller's other sessions; takes no id",
  changePassword: "changes the caller's own password; takes no id",
  editProfile: "edits the caller's own profile; takes no id",
  editProfileByPost: "edits the caller's own profile; takes no id",
  setAccountLanguage: "sets the caller's own language; takes no id",
  updateNoticePreferences:
    "sets how the caller's own notices reach them; takes no id and answers only the caller's own lines' numbers",
  confirmEmailChange: "confirms the caller's own pending email change with its code; takes no id",
  resendEmailChangeCode: "resends the code of the caller's own pending email change; takes no id",
  sendMyChatMessage: "writes to the caller's own conversation; takes no id",
  markMyChatRead: "marks the caller's own conversation read; takes no id",
  quoteOrder: 'prices a plan on public sale; stores nothing and takes no owned id',
  checkPortInEligibility: 'asks the carrier about a phone number (rate-limited), not about our data',
  checkDevice: 'looks an IMEI up in the device list; no owned data',
  createStoreCardPage: 'opens a new card-saving session for the caller; takes no id',
  requestStepUpCode: "mails a step-up code for the caller's own session; takes no id",
  confirmStepUpWithEmailCode: "proves the caller's own session with its own code; takes no id",
  confirmStepUpWithTotp: "proves the caller's own session with its own authenticator app; takes no id",
  startTotpSetup: "starts the caller's own authenticator app set-up; takes no id",
  confirmTotpSetup: "turns the caller's own authenticator app on; takes no id",
  turnOffTotp: "turns the caller's own authenticator app off; takes no id",
  setAccountPin: "sets the caller's own account PIN after the caller's own step-up; takes no id",
  removeAccountPin: "removes the caller's own account PIN after the caller's own step-up; takes no id",
  startPasskeyRegistration: "starts adding a passkey to the caller's own account; takes no id",
  finishPasskeyRegistration: "adds a passkey for the caller's own session's challenge; takes no id",
  startPasskeyStepUp: "offers the caller's own passkeys for their own session; takes no id",
  confirmStepUpWithPasskey:
    "proves the caller's own session with one of their own passkeys (another's is refused: passkey-sign-in.test.ts)",
  deleteMyAccount: "deletes the caller's own account after the caller's own step-up; takes no id",
  acceptMemberInvitation:
    'joins the line the mailed token names; an unknown or used token is refused (lines/members.test.ts)',
};
