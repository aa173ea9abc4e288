/** The notices of a number moving out (decision 025), at once, in the account's language (decision 058). */
import { TRANSFER_PIN_DAYS } from '@mvno/contracts/product-constants/lines';
import { PORT_OUT_REASONS, type PortOutReason } from '@mvno/contracts/product-messages/lines';
import {
  type Mail,
  type MailContext,
  type MailValues,
  mailText,
  mailWriter,
  showNumber,
  writeMail,
} from '../../../lib/mail';

const dashboard = (publicUrl: string) => `${publicUrl}/dashboard`;
const settings = (publicUrl: string) => `${publicUrl}/dashboard/setting`;

const PIN_CREATED = mailText('transfer-pin-created', {
  en: (v: MailValues<{ mdn: string; at: Date }>) => ({
    subject: `A transfer PIN was created for ${showNumber(v.mdn)}`,
    text: [
      `On ${v.say.dayTime(v.at)} a transfer PIN was created for ${showNumber(v.mdn)} in your ${v.brandName} account. With it and the account number, another carrier can move the number away within ${TRANSFER_PIN_DAYS} days. Any earlier PIN no longer works.`,
      '',
      `If you did not do this, someone may be trying to take your number: sign in at ${settings(v.publicUrl)}, turn Number Lock on (it refuses every request to move the number), change your password and contact ${v.brandName} support at once.`,
    ],
  }),
  es: (v) => ({
    subject: `Se creó un PIN de transferencia para ${showNumber(v.mdn)}`,
    text: [
      `El ${v.say.dayTime(v.at)} se creó un PIN de transferencia para ${showNumber(v.mdn)} en su cuenta de ${v.brandName}. Con ese PIN y el número de cuenta, otra compañía puede llevarse el número en un plazo de ${TRANSFER_PIN_DAYS} días. Cualquier PIN anterior ya no funciona.`,
      '',
      `Si no fue usted, es posible que alguien esté intentando quedarse con su número: inicie sesión en ${settings(v.publicUrl)}, active el Bloqueo de número (rechaza toda solicitud de transferir el número), cambie su contraseña y comuníquese de inmediato con el servicio de atención al cliente de ${v.brandName}.`,
    ],
  }),
});

type Request = { mdn: string; requestedBy: string };

/** Who asked, when the request does not say. */
export const ANOTHER_CARRIER = 'Another carrier';
const requester = (requestedBy: string) => (requestedBy === ANOTHER_CARRIER ? 'Otra compañía' : requestedBy);

const MOVED = mailText('port-out-accepted', {
  en: (v: MailValues<Request>) => ({
    subject: `${showNumber(v.mdn)} moved to another carrier`,
    text: [
      `${v.requestedBy} asked to move your number ${showNumber(v.mdn)} away from ${v.brandName}, with its account number and your transfer PIN. The request was accepted.`,
      '',
      `Your ${v.brandName} line for ${showNumber(v.mdn)} has ended: it will not renew and you will not be charged for it again. This is your final notice for this line.`,
      `If you did not ask for this, contact ${v.brandName} support at once: ${dashboard(v.publicUrl)}`,
    ],
  }),
  es: (v) => ({
    subject: `${showNumber(v.mdn)} se transfirió a otra compañía`,
    text: [
      `${requester(v.requestedBy)} pidió transferir su número ${showNumber(v.mdn)} fuera de ${v.brandName}, con su número de cuenta y su PIN de transferencia. La solicitud se aceptó.`,
      '',
      `Su línea de ${v.brandName} para ${showNumber(v.mdn)} terminó: no se renovará y no se le volverá a cobrar por ella. Este es el último aviso sobre esta línea.`,
      `Si usted no lo pidió, comuníquese de inmediato con el servicio de atención al cliente de ${v.brandName}: ${dashboard(v.publicUrl)}`,
    ],
  }),
});

const REFUSED = mailText('port-out-refused', {
  en: (v: MailValues<Request & { reason: PortOutReason }>) => ({
    subject: `We stopped a request to move ${showNumber(v.mdn)} to another carrier`,
    text: [
      `${v.requestedBy} asked to move your number ${showNumber(v.mdn)} away from ${v.brandName}. The request was refused: ${PORT_OUT_REASONS[v.reason]}`,
      '',
      'If you are switching carriers yourself, check the account number and transfer PIN on your dashboard (turn Number Lock off first) and ask your new carrier to try again.',
      `If not, someone may be trying to take your number: turn Number Lock on and review your account at ${settings(v.publicUrl)}`,
    ],
  }),
  es: (v) => ({
    subject: `Detuvimos una solicitud para transferir ${showNumber(v.mdn)} a otra compañía`,
    text: [
      `${requester(v.requestedBy)} pidió transferir su número ${showNumber(v.mdn)} fuera de ${v.brandName}. La solicitud se rechazó: ${v.say.message(PORT_OUT_REASONS[v.reason])}`,
      '',
      'Si usted mismo se está cambiando de compañía, revise el número de cuenta y el PIN de transferencia en su panel (primero desactive el Bloqueo de número) y pídale a su nueva compañía que lo intente de nuevo.',
      `Si no, es posible que alguien esté intentando quedarse con su número: active el Bloqueo de número y revise su cuenta en ${settings(v.publicUrl)}`,
    ],
  }),
});

/**
 * A transfer PIN was made (the PIN itself is never mailed), at once (47 CFR 64.2010): when, what it
 * allows, and what to do if it was not the customer.
 */
export const transferPinCreatedMail = mailWriter(PIN_CREATED);

/** Every outside request to move the number, the moment it arrives: accepted or refused. */
export function portOutRequestMail(
  to: string,
  mdn: string,
  requestedBy: string,
  outcome: { accepted: true } | { accepted: false; reason: PortOutReason },
  context: MailContext,
): Mail {
  return outcome.accepted
    ? writeMail(to, MOVED, context, { mdn, requestedBy })
    : writeMail(to, REFUSED, context, { mdn, requestedBy, reason: outcome.reason });
}
