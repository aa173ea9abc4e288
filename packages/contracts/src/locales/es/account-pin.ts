/** The Spanish (es-US) texts of the `accountPin` messages, key for key (decision 053). */
import { ACCOUNT_PIN_MAX_DIGITS, ACCOUNT_PIN_MIN_DIGITS } from '../../product-constants/accounts';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const accountPin: Translation<Domains['accountPin']> = {
  cardTitle: 'PIN de la cuenta',
  cardLead:
    'Si se comunica con soporte y no puede leer el código que le enviamos por correo electrónico (por ejemplo, si perdió su teléfono), dígale este PIN al agente. Soporte se lo pide solo cuando usted se comunica con nosotros.',
  statusSet: 'Configurado.',
  statusNotSet: 'Sin configurar.',
  pinLabel: 'PIN nuevo',
  pinField: `Ingrese de ${ACCOUNT_PIN_MIN_DIGITS} a ${ACCOUNT_PIN_MAX_DIGITS} dígitos`,
  pinWeak: 'Elija un PIN que no repita un mismo dígito ni siga una serie como 1234',
  setTitle: 'Configure el PIN de su cuenta',
  changeTitle: 'Cambie el PIN de su cuenta',
  removeTitle: 'Elimine el PIN de su cuenta',
  removeLead: 'Soporte lo verificará entonces solo con un código enviado a su correo electrónico registrado.',
  saved: 'Se guardó el PIN de su cuenta. Le enviamos un correo electrónico sobre el cambio.',
  removed: 'Se eliminó el PIN de su cuenta. Le enviamos un correo electrónico sobre el cambio.',
  notSet: 'Su cuenta no tiene PIN.',
};
