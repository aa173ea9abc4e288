/** The receipt of a data add-on (decision 027) in the account's language (decision 058). Plain text, every link written out. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  type MailValues,
  type MailTaxLine,
  lineName,
  mailText,
  taxLinesText,
  addressedMailWriter,
} from '../../../lib/mail';

export type TopUpReceiptFacts = {
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  name: string;
  periodEnd: Date;
  cents: { price: number; tax: number; final: number };
  card: { network: string; last4: string };
  /** Each tax of the charge with its jurisdiction, beneath the Tax Amount (decision 078). */
  taxLines?: MailTaxLine[];
};

const RECEIPT = mailText('top-up-receipt', {
  en: (v: MailValues<TopUpReceiptFacts>) => ({
    subject: ACCOUNT_MESSAGES.topUps.receiptSubject(v.brandName, v.name),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.name} of data was added to ${lineName(v)} until ${v.say.day(v.periodEnd)}.`,
      '',
      `Order Total: ${v.say.usd(v.cents.price)}`,
      `Tax Amount: ${v.say.usd(v.cents.tax)}`,
      ...taxLinesText(v.taxLines, 'en', v.say.usd),
      `Final Checkout Amount: ${v.say.usd(v.cents.final)}`,
      `Paid with ${v.say.card(v.card)}`,
      '',
      `Your orders: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
  es: (v) => ({
    subject: `Su recibo de ${v.brandName}: ${v.name} de datos`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Se agregaron ${v.name} de datos a ${lineName(v)} hasta el ${v.say.day(v.periodEnd)}.`,
      '',
      `Total del pedido: ${v.say.usd(v.cents.price)}`,
      `Impuestos: ${v.say.usd(v.cents.tax)}`,
      ...taxLinesText(v.taxLines, 'es', v.say.usd),
      `Total pagado: ${v.say.usd(v.cents.final)}`,
      `Pagado con ${v.say.card(v.card)}`,
      '',
      `Sus pedidos: ${v.publicUrl}/dashboard/payment`,
    ],
  }),
});

export const topUpReceiptMail = addressedMailWriter(RECEIPT);
