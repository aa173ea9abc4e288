/**
 * The mails of members' plan-change and data-cap requests (decision 088), in the reader's account
 * language; what is asked for is written in that language too. Plain text, every link written out.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as es } from '@mvno/contracts/locales/es/members';
import { type MailContext, type MailValues, mailText, addressedMailWriter } from '../../../lib/mail';
import type { RequestMailFacts } from './members-mails';

const M = ACCOUNT_MESSAGES.members;

/** What a plan-change or data-cap request asks for. */
export type ChangeAsked = {
  kind: 'plan_change' | 'data_cap';
  planName: string | null;
  when: 'now' | 'renewal' | null;
  capGb: number | null;
};

export type ChangeRequestFacts = ChangeAsked & RequestMailFacts;

/** What is asked for, in English or Spanish words. */
export function whatOf(asked: ChangeAsked, words: typeof M | typeof es = M): string {
  if (asked.kind === 'plan_change')
    return asked.when === 'now'
      ? words.whatPlanNow(asked.planName ?? '')
      : words.whatPlanAtRenewal(asked.planName ?? '');
  return asked.capGb ? words.whatCap(String(asked.capGb)) : words.whatNoCap;
}

/** `whatOf` in the words of a mail context's language. */
export const whatIn = (asked: ChangeAsked, context: MailContext): string =>
  whatOf(asked, context.language === 'es-US' ? es : M);

const CHANGE_REQUEST = mailText('member-change-request', {
  en: (v: MailValues<ChangeRequestFacts>) => ({
    subject:
      v.kind === 'plan_change'
        ? M.planRequestSubject(v.brandName, v.requesterName)
        : M.capRequestSubject(v.brandName, v.requesterName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.requesterName} asks for ${whatOf(v)} on the line ${v.lineName}.`,
      v.kind === 'plan_change' && v.when === 'now'
        ? 'Approving charges your primary card for the rest of this period.'
        : 'Approving charges nothing now.',
      `Answer before ${v.say.dayTime(v.expiresAt)}, when the request expires: ${v.link}`,
    ],
  }),
  es: (v) => ({
    subject:
      v.kind === 'plan_change'
        ? es.planRequestSubject(v.brandName, v.requesterName)
        : es.capRequestSubject(v.brandName, v.requesterName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `${v.requesterName} pide ${whatOf(v, es)} en la línea ${v.lineName}.`,
      v.kind === 'plan_change' && v.when === 'now'
        ? 'Si la aprueba, se cobra a su tarjeta principal el resto de este período.'
        : 'Si la aprueba, no se cobra nada ahora.',
      `Responda antes del ${v.say.dayTime(v.expiresAt)}, cuando la solicitud vence: ${v.link}`,
    ],
  }),
});

export const changeRequestMail = addressedMailWriter(CHANGE_REQUEST);
