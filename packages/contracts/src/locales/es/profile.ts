/** The Spanish (es-US) texts of the `profile` product messages, key for key (decision 053). */
import { EMAIL_CODE_LENGTH } from '../../constants';
import { VERIFICATION_CODE_MINUTES } from '../../product-constants/accounts';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const profile: Translation<Domains['profile']> = {
  nameSaved: 'Su nombre se actualizó.',
  addressSaved: 'Su dirección se actualizó.',
  phoneSaved: 'Su número de teléfono se actualizó.',
  emailCodeSent: `Le enviamos un código de ${EMAIL_CODE_LENGTH} dígitos a su nuevo correo electrónico. Es válido por ${VERIFICATION_CODE_MINUTES} minutos.`,
  emailChanged: 'Su correo electrónico se cambió.',
  emailTaken: 'Otra cuenta ya usa este correo electrónico.',
  emailUnchanged: 'Este ya es su correo electrónico.',
  noEmailChange:
    'No hay ningún cambio de correo pendiente para esta dirección. Ingrese de nuevo su nuevo correo electrónico.',
  editVariant:
    'Envíe uno de estos: firstName y lastName; los campos de la dirección; email y currentPassword; phoneNumber',
};
