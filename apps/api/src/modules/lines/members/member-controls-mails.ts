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
