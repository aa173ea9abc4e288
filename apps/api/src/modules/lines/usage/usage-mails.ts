/**
 * The mails of a line's data use (decision 019): at 80% and at 100% of the plan's data in a
 * period, with how much is used, when the allowance starts again and how to get more, in the
 * account's language (decision 058). Plain text, every link written out.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { formatDataMb, usagePercent } from '@mvno/contracts/usage-format';
import { addDataPath } from '@mvno/contracts/top-up-links';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { AlertLevel } from './usage-repository';
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

export type UsageMailFacts = {
  /** The line the "Add data" link opens the dialog for. */
  lineId: string;
  to: string;
  firstName: string;
  /** The line's nickname; null when it has none. */
  nickname: string | null;
  mdn: string;
  planName: string;
  usedMb: number;
  allowanceMb: number;
  periodEnd: Date;
  /** Off, the plan ends at the period end instead of renewing. */
  autoRenew: boolean;
};

type Alert = UsageMailFacts & { level: AlertLevel };

const amount = (v: Alert, of: string) => `${formatDataMb(v.usedMb)} ${of} ${formatDataMb(v.allowanceMb)}`;
const percent = (v: Alert) => Math.min(usagePercent(v.usedMb, v.allowanceMb), 100);
const addData = (v: MailValues<Alert>) => `${v.publicUrl}${addDataPath(v.lineId)}`;

const USAGE = mailText('data-usage', {
  en: (v: MailValues<Alert>) => ({
    subject:
      v.level === 100
        ? `You have used all of your ${v.brandName} data on ${formatMdn(v.mdn)}`
        : `You have used 80% of your ${v.brandName} data on ${formatMdn(v.mdn)}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Line "${v.nickname ?? 'your line'}" (${formatMdn(v.mdn)}) has used ${amount(v, 'of')} of data this period (${percent(v)}%) on your plan ${v.planName}.`,
      v.autoRenew
        ? `Your data starts again on ${v.say.day(v.periodEnd)}, when your plan renews.`
        : `Your plan ends on ${v.say.day(v.periodEnd)}; auto-renew is off.`,
      '',
      ACCOUNT_MESSAGES.topUps.mailLink(addData(v)),
      `Need more data before then? Change your plan or renew it on your dashboard: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject:
      v.level === 100
        ? `Usó todos sus datos de ${v.brandName} en el ${formatMdn(v.mdn)}`
        : `Usó el 80% de sus datos de ${v.brandName} en el ${formatMdn(v.mdn)}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `La línea "${v.nickname ?? 'su línea'}" (${formatMdn(v.mdn)}) usó ${amount(v, 'de')} de datos en este período (${percent(v)}%) con su plan ${v.planName}.`,
      v.autoRenew
        ? `Sus datos vuelven a empezar el ${v.say.day(v.periodEnd)}, cuando se renueve su plan.`
        : `Su plan termina el ${v.say.day(v.periodEnd)}; la renovación automática está desactivada.`,
      '',
      `¿Necesita más ahora? Agregue datos: ${addData(v)}`,
      `¿Necesita más datos antes de esa fecha? Cambie su plan o renuévelo en su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const dataUsageMail = (facts: UsageMailFacts, level: AlertLevel, context: MailContext): Mail =>
  writeMail(facts.to, USAGE, context, { ...facts, level });
