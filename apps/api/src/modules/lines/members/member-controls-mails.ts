/** A line's own data alert (decision 089), mailed to the owner and the line's members in each reader's language. */
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

export type DataAlertFacts = {
  to: string;
  firstName: string;
  lineName: string;
  percent: number;
  usedMb: number;
  allowanceMb: number;
  periodEnd: Date;
  link: string;
};

const gb = (mb: number) => (mb / 1024).toFixed(1);

const DATA_ALERT = mailText('line-data-alert', {
  en: (v: MailValues<DataAlertFacts>) => ({
    subject: `${v.brandName}: ${v.lineName} reached ${v.percent}% of its data`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `The line ${v.lineName} used ${gb(v.usedMb)} GB of its ${gb(v.allowanceMb)} GB, past the ${v.percent}% alert chosen for it.`,
      `The allowance renews on ${v.say.day(v.periodEnd)}.`,
      `See the line: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName}: ${v.lineName} llegó al ${v.percent}% de sus datos`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `La línea ${v.lineName} usó ${gb(v.usedMb)} GB de sus ${gb(v.allowanceMb)} GB, más de la alerta del ${v.percent}% elegida para ella.`,
      `El plan se renueva el ${v.say.day(v.periodEnd)}.`,
      `Vea la línea: ${v.link}`,
    ],
  }),
});

export const lineDataAlertMail = (facts: DataAlertFacts, context: MailContext): Mail =>
  writeMail(facts.to, DATA_ALERT, context, facts);

export type PauseFacts = { to: string; firstName: string; lineName: string; link: string };

const PAUSED = mailText('line-paused', {
  en: (v: MailValues<PauseFacts>) => ({
    subject: `${v.brandName}: ${v.lineName} was paused by the account holder`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `The account holder paused the line ${v.lineName}: calls, texts and data are stopped until it is unpaused.`,
      `See the line: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName}: el titular de la cuenta puso en pausa ${v.lineName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `El titular de la cuenta puso en pausa la línea ${v.lineName}: las llamadas, los mensajes y los datos están detenidos hasta que se quite la pausa.`,
      `Vea la línea: ${v.link}`,
    ],
  }),
});

const UNPAUSED = mailText('line-unpaused', {
  en: (v: MailValues<PauseFacts>) => ({
    subject: `${v.brandName}: ${v.lineName} was unpaused by the account holder`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `The account holder unpaused the line ${v.lineName}: calls, texts and data work again.`,
      `See the line: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName}: el titular de la cuenta quitó la pausa de ${v.lineName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `El titular de la cuenta quitó la pausa de la línea ${v.lineName}: las llamadas, los mensajes y los datos funcionan de nuevo.`,
      `Vea la línea: ${v.link}`,
    ],
  }),
});

export const linePausedMail = (facts: PauseFacts, paused: boolean, context: MailContext): Mail =>
  writeMail(facts.to, paused ? PAUSED : UNPAUSED, context, facts);
