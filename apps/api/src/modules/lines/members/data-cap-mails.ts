/** A line's data stopped at its cap and resumed (decision 096), mailed to the owner and the line's members. */
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

export type DataStopFacts = {
  to: string;
  firstName: string;
  lineName: string;
  /** The cap in GB a period; null: the cap was removed. */
  capGb: number | null;
  periodEnd: Date;
  link: string;
};

const STOPPED = mailText('line-data-stopped', {
  en: (v: MailValues<DataStopFacts>) => ({
    subject: `${v.brandName}: data on ${v.lineName} stopped at its ${v.capGb ?? 0} GB cap`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `The line ${v.lineName} used the ${v.capGb ?? 0} GB data cap set for it, so its data is stopped. Calls and texts still work.`,
      `Data comes back when the plan renews on ${v.say.day(v.periodEnd)}, or sooner if the cap is raised or removed.`,
      `See the line: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName}: los datos de ${v.lineName} se detuvieron en su límite de ${v.capGb ?? 0} GB`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `La línea ${v.lineName} usó el límite de datos de ${v.capGb ?? 0} GB fijado para ella, así que sus datos están detenidos. Las llamadas y los mensajes siguen funcionando.`,
      `Los datos vuelven cuando el plan se renueve el ${v.say.day(v.periodEnd)}, o antes si se sube o se quita el límite.`,
      `Vea la línea: ${v.link}`,
    ],
  }),
});

const RESUMED = mailText('line-data-resumed', {
  en: (v: MailValues<DataStopFacts>) => ({
    subject: `${v.brandName}: data on ${v.lineName} is back on`,
    text: [
      v.say.greeting(v.firstName),
      '',
      v.capGb === null
        ? `Data on the line ${v.lineName} works again: its data cap was removed or a new plan period began.`
        : `Data on the line ${v.lineName} works again, under its ${v.capGb} GB data cap.`,
      `See the line: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName}: los datos de ${v.lineName} funcionan de nuevo`,
    text: [
      v.say.greeting(v.firstName),
      '',
      v.capGb === null
        ? `Los datos de la línea ${v.lineName} funcionan de nuevo: se quitó su límite de datos o comenzó un nuevo período del plan.`
        : `Los datos de la línea ${v.lineName} funcionan de nuevo, por debajo de su límite de ${v.capGb} GB.`,
      `Vea la línea: ${v.link}`,
    ],
  }),
});

export const lineDataStopMail = (
  facts: DataStopFacts,
  what: 'stopped' | 'resumed',
  context: MailContext,
): Mail => writeMail(facts.to, what === 'stopped' ? STOPPED : RESUMED, context, facts);
