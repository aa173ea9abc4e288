/**
 * The mails of a lost or stolen phone's line (decision 027): suspended, and working again, in the
 * account's language (decision 058).
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  type LineMailFacts,
  type MailValues,
  addressedMailWriter,
  lineName,
  mailText,
} from '../../../lib/mail';

const P = ACCOUNT_MESSAGES.lostPhone;

export type LostPhoneMailFacts = LineMailFacts;

type Told = LostPhoneMailFacts & { what: 'suspended' | 'resumed' };

const LOST_PHONE = mailText('lost-phone', {
  en: (v: MailValues<Told>) => ({
    subject: v.what === 'suspended' ? P.suspendedSubject(v.brandName) : P.resumedSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      v.what === 'suspended'
        ? `Your line ${lineName(v)} is suspended: ${P.suspended} Nothing was charged, and your plan and renewal date stay as they are.`
        : `Your line ${lineName(v)}: ${P.resumed}`,
      'If you did not do this, change your password and contact us at once.',
      `Your dashboard: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject:
      v.what === 'suspended'
        ? `Su línea de ${v.brandName} está suspendida`
        : `Su línea de ${v.brandName} vuelve a funcionar`,
    text: [
      v.say.greeting(v.firstName),
      '',
      v.what === 'suspended'
        ? `Su línea ${lineName(v)} está suspendida: las llamadas, los mensajes de texto y los datos se detuvieron. No se le cobró nada, y su plan y su fecha de renovación siguen igual.`
        : `Su línea ${lineName(v)}: la línea vuelve a funcionar.`,
      'Si no fue usted, cambie su contraseña y comuníquese con nosotros de inmediato.',
      `Su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const lostPhoneMail = addressedMailWriter(LOST_PHONE);
