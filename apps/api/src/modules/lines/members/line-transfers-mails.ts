/** The mails of giving a line to its member (decision 080), in the reader's account language. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as es } from '@mvno/contracts/locales/es/members';
import { type MailValues, mailText, addressedMailWriter } from '../../../lib/mail';

const M = ACCOUNT_MESSAGES.members;

export type OfferFacts = {
  to: string;
  firstName: string;
  ownerName: string;
  lineName: string;
  expiresAt: Date;
};
export type TransferDoneFacts = {
  to: string;
  firstName: string;
  lineName: string;
  /** The reader is the new owner (else the one who gave the line). */
  newOwner: boolean;
  otherName: string;
};
export type TransferDeclinedFacts = { to: string; firstName: string; memberName: string; lineName: string };

const OFFER = mailText('line-transfer-offer', {
  en: (v: MailValues<OfferFacts>) => ({
    subject: M.transferOfferSubject(v.brandName, v.ownerName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.ownerName} offers to give you the line ${v.lineName}: its number, plan and usage.`,
      'If you accept, you become its owner and its renewals are charged to your card.',
      `Answer before ${v.say.dayTime(v.expiresAt)}, when the offer expires: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: es.transferOfferSubject(v.brandName, v.ownerName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.ownerName} le ofrece la línea ${v.lineName}: su número, su plan y su uso.`,
      'Si acepta, usted pasa a ser su titular y sus renovaciones se cobran a su tarjeta.',
      `Responda antes del ${v.say.dayTime(v.expiresAt)}, cuando vence la oferta: ${v.publicUrl}/dashboard`,
    ],
  }),
});

const DONE = mailText('line-transfer-done', {
  en: (v: MailValues<TransferDoneFacts>) => ({
    subject: M.transferDoneSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      v.newOwner
        ? `The line ${v.lineName} is now yours: its renewals are charged to your card. Check its emergency (911) address.`
        : `${v.otherName} took over the line ${v.lineName}. You no longer pay for it or have access to it; its members lost access.`,
      `Your lines: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: es.transferDoneSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      v.newOwner
        ? `La línea ${v.lineName} ahora es suya: sus renovaciones se cobran a su tarjeta. Revise su dirección de emergencia (911).`
        : `${v.otherName} se hizo cargo de la línea ${v.lineName}. Usted ya no la paga ni tiene acceso a ella; sus miembros perdieron el acceso.`,
      `Sus líneas: ${v.publicUrl}/dashboard`,
    ],
  }),
});

const DECLINED = mailText('line-transfer-declined', {
  en: (v: MailValues<TransferDeclinedFacts>) => ({
    subject: M.transferDeclinedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.memberName} declined to take over the line ${v.lineName}. It stays yours.`,
    ],
  }),
  es: (v) => ({
    subject: es.transferDeclinedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.memberName} no aceptó hacerse cargo de la línea ${v.lineName}. Sigue siendo suya.`,
    ],
  }),
});

export const transferOfferMail = addressedMailWriter(OFFER);
export const transferDoneMail = addressedMailWriter(DONE);
export const transferDeclinedMail = addressedMailWriter(DECLINED);
