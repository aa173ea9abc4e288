/**
 * The notice of a plan's new price (decisions 029 and 063): the auto-renewal laws ask that a customer
 * be told of a price change before it is charged. One mail per customer, naming each of their lines on
 * the plan and the renewal that first charges the new price (the first at least PRICE_NOTICE_DAYS after
 * this notice; the ones before charge the old price), in the account's language (decision 058).
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { type MailValues, mailText, addressedMailWriter } from '../../../lib/mail/index';

type PriceChangeFacts = {
  to: string;
  firstName: string;
  planName: string;
  oldPriceCents: number;
  newPriceCents: number;
  lines: { nickname: string | null; mdn: string; newPriceFrom: Date }[];
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
      `Each of your lines on this plan renews at ${v.say.usd(v.oldPriceCents)} until the renewal below, which is the first to charge the new price:`,
      ...v.lines.map(
        (line) =>
          `- ${lineLabel(line)}: ${v.say.usd(v.newPriceCents)} from the renewal on ${v.say.day(line.newPriceFrom)}`,
      ),
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
      `Cada una de sus líneas con este plan se renueva a ${v.say.usd(v.oldPriceCents)} hasta la renovación indicada abajo, la primera que cobra el nuevo precio:`,
      ...v.lines.map(
        (line) =>
          `- ${lineLabel(line)}: ${v.say.usd(v.newPriceCents)} a partir de la renovación del ${v.say.day(line.newPriceFrom)}`,
      ),
      '',
      `Para cambiar su plan o desactivar la renovación automática antes de esa fecha, vaya a su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const priceChangeMail = addressedMailWriter(PRICE_CHANGE);
