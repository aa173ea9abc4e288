/**
 * The notice of a plan's new price (decision 029): the auto-renewal laws ask that a customer be told
 * of a price change before it is charged. One mail per customer, naming each of their lines on the
 * plan and the date its renewal first charges the new price, in the account's language (decision 058).
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail/index';

type PriceChangeFacts = {
  to: string;
  firstName: string;
  planName: string;
  oldPriceCents: number;
  newPriceCents: number;
  lines: { nickname: string | null; mdn: string; renewsOn: Date }[];
};

const lineLabel = (line: PriceChangeFacts['lines'][number]) =>
  `"${line.nickname ?? formatMdn(line.mdn)}" (${formatMdn(line.mdn)})`;

const PRICE_CHANGE = mailText('price-change', {
  en: (v: MailValues<PriceChangeFacts>) => ({
    subject: STAFF_MESSAGES.catalogue.priceChangeSubject(v.brandName, v.planName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `The price of your plan ${v.planName} changes from ${v.say.usd(v.oldPriceCents)} to ${v.say.usd(v.newPriceCents)} a period (before tax and fees).`,
      'The new price is charged from the next renewal of each of your lines on this plan:',
      ...v.lines.map((line) => `- ${lineLabel(line)}: renews on ${v.say.day(line.renewsOn)}`),
      '',
      `To change your plan or turn auto-renew off before then, go to your dashboard: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `${v.brandName}: un precio nuevo para ${v.planName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `El precio de su plan ${v.planName} cambia de ${v.say.usd(v.oldPriceCents)} a ${v.say.usd(v.newPriceCents)} por período (antes de impuestos y cargos).`,
      'El nuevo precio se cobra a partir de la próxima renovación de cada una de sus líneas con este plan:',
      ...v.lines.map((line) => `- ${lineLabel(line)}: se renueva el ${v.say.day(line.renewsOn)}`),
      '',
      `Para cambiar su plan o desactivar la renovación automática antes de esa fecha, vaya a su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const priceChangeMail = (facts: PriceChangeFacts, context: MailContext): Mail =>
  writeMail(facts.to, PRICE_CHANGE, context, facts);
