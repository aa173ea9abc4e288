/** The Spanish (es-US) texts of the `verification` product messages, key for key (decision 053). */
import { plural } from './domains';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const verification: Translation<Domains['verification']> = {
  badCode: 'Este código no es correcto o ya venció. Revise el código o pida uno nuevo.',
  resendTooSoon: (seconds) =>
    `Espere ${seconds} ${plural(seconds, 'segundo', 'segundos')} antes de pedir un código nuevo.`,
  tooManyAddresses: (count) =>
    `Ya se enviaron códigos a ${count} direcciones distintas en la última hora. Inténtelo más tarde.`,
};
