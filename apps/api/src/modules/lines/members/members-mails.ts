/** Family accounts' mails (decision 072), in the reader's account language. Plain text, every link written out. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as es } from '@mvno/contracts/locales/es/members';
import { type MailValues, mailText, addressedMailWriter } from '../../../lib/mail';

const M = ACCOUNT_MESSAGES.members;

export type InvitationFacts = {
  to: string;
  inviterName: string;
  /** The account's owner, who pays (a manager may invite: decision 088); the inviter when not given. */
  payerName?: string;
  lineName: string;
  link: string;
  expiresAt: Date;
};
export type MembershipEndFacts = { to: string; firstName: string; memberName: string; lineName: string };
/** What every member's request mail tells an approver (the owner or a manager). */
export type RequestMailFacts = {
  to: string;
  firstName: string;
  requesterName: string;
  lineName: string;
  link: string;
  expiresAt: Date;
};
export type RequestFacts = RequestMailFacts & { what: string };
export type DecidedFacts = {
  to: string;
  firstName: string;
  what: string;
  lineName: string;
  approved: boolean;
  link: string;
};

const INVITATION = mailText('member-invitation', {
  en: (v: MailValues<InvitationFacts>) => ({
    subject: M.invitationSubject(v.brandName, v.inviterName),
    text: [
      'Hello,',
      '',
      `${v.inviterName} invites you to use the ${v.brandName} line ${v.lineName} with your own sign-in.`,
      `${v.payerName ?? v.inviterName} pays for the line; you will see only your line.`,
      '',
      `Accept (the link works once, until ${v.say.dayTime(v.expiresAt)}): ${v.link}`,
      '',
      'If you did not expect this, ignore this mail.',
    ],
  }),
  es: (v) => ({
    subject: es.invitationSubject(v.brandName, v.inviterName),
    text: [
      'Hola:',
      '',
      `${v.inviterName} lo invita a usar la línea ${v.lineName} de ${v.brandName} con su propio inicio de sesión.`,
      `${v.payerName ?? v.inviterName} paga la línea; usted verá solo su línea.`,
      '',
      `Acepte (el enlace sirve una vez, hasta el ${v.say.dayTime(v.expiresAt)}): ${v.link}`,
      '',
      'Si no esperaba este correo, ignórelo.',
    ],
  }),
});

/** To the removed person; `managerName` when a manager of the account removed them (decision 096). */
const REMOVED = mailText('member-removed', {
  en: (v: MailValues<MembershipEndFacts & { managerName?: string }>) => ({
    subject: M.removedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.managerName ? `${v.managerName}, a manager of the account,` : 'The account owner'} removed your access to the line ${v.lineName}. The line stays on the owner's account and keeps working.`,
      'Your own account, lines and cards are not affected.',
    ],
  }),
  es: (v) => ({
    subject: es.removedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.managerName ? `${v.managerName}, administrador de la cuenta,` : 'El titular de la cuenta'} quitó su acceso a la línea ${v.lineName}. La línea sigue en la cuenta del titular y sigue funcionando.`,
      'Su propia cuenta, sus líneas y sus tarjetas no cambian.',
    ],
  }),
});

/** To the owner when a manager removed a member or a viewer (decision 096). */
const REMOVED_BY_MANAGER = mailText('member-removed-by-manager', {
  en: (v: MailValues<MembershipEndFacts & { managerName: string }>) => ({
    subject: M.removedByManagerSubject(v.brandName, v.managerName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.managerName}, a manager of your account, removed ${v.memberName}'s access to the line ${v.lineName}. The line stays on your account and keeps working; you still pay for it.`,
      `Your members: ${v.publicUrl}/dashboard/members`,
    ],
  }),
  es: (v) => ({
    subject: es.removedByManagerSubject(v.brandName, v.managerName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.managerName}, administrador de su cuenta, quitó el acceso de ${v.memberName} a la línea ${v.lineName}. La línea sigue en su cuenta y sigue funcionando; usted la sigue pagando.`,
      `Sus miembros: ${v.publicUrl}/dashboard/members`,
    ],
  }),
});

const LEFT = mailText('member-left', {
  en: (v: MailValues<MembershipEndFacts>) => ({
    subject: M.leftSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.memberName} stopped using the line ${v.lineName}. The line stays on your account and keeps working; you still pay for it.`,
      `Your members: ${v.publicUrl}/dashboard/members`,
    ],
  }),
  es: (v) => ({
    subject: es.leftSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.memberName} dejó de usar la línea ${v.lineName}. La línea sigue en su cuenta y sigue funcionando; usted la sigue pagando.`,
      `Sus miembros: ${v.publicUrl}/dashboard/members`,
    ],
  }),
});

const REQUEST = mailText('member-request', {
  en: (v: MailValues<RequestFacts>) => ({
    subject: M.requestSubject(v.brandName, v.requesterName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.requesterName} asks for ${v.what} on the line ${v.lineName}. Approving charges your primary card.`,
      `Answer before ${v.say.dayTime(v.expiresAt)}, when the request expires: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: es.requestSubject(v.brandName, v.requesterName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.requesterName} pide ${v.what} en la línea ${v.lineName}. Si la aprueba, se cobra a su tarjeta principal.`,
      `Responda antes del ${v.say.dayTime(v.expiresAt)}, cuando la solicitud vence: ${v.link}`,
    ],
  }),
});

const DECIDED = mailText('member-request-decided', {
  en: (v: MailValues<DecidedFacts>) => ({
    subject: M.decidedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      v.approved
        ? `Your request for ${v.what} on ${v.lineName} was approved.`
        : `Your request for ${v.what} on ${v.lineName} was declined.`,
      `Your line: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: es.decidedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      v.approved
        ? `Se aprobó su solicitud de ${v.what} en ${v.lineName}.`
        : `Se rechazó su solicitud de ${v.what} en ${v.lineName}.`,
      `Su línea: ${v.link}`,
    ],
  }),
});

export const invitationMail = addressedMailWriter(INVITATION);
export const memberRemovedMail = addressedMailWriter(REMOVED);
export const memberRemovedByManagerMail = addressedMailWriter(REMOVED_BY_MANAGER);
export const memberLeftMail = addressedMailWriter(LEFT);
export const lineRequestMail = addressedMailWriter(REQUEST);
export const requestDecidedMail = addressedMailWriter(DECIDED);
