/** The Spanish (es-US) texts of the `simChange` account messages, key for key (decision 053). */
import { SIM_CHANGES_PER_LINE } from '../../product-constants/lines';
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

export const simChange: Translation<(typeof ACCOUNT_MESSAGES)['simChange']> = {
  changeSim: 'Cambiar la SIM',
  intro:
    'Pase este número a una eSIM nueva o a una tarjeta SIM física que tenga. La SIM o eSIM actual deja de funcionar de inmediato.',
  esimChoice: 'eSIM nueva',
  psimChoice: 'Tarjeta SIM física',
  simNumberHint: 'Los 18 a 22 dígitos impresos en la tarjeta SIM (su ICCID).',
  esimDone:
    'Su eSIM nueva está lista. Agréguela al teléfono que usará este número; la SIM o eSIM anterior ya no funciona.',
  psimDone: 'Este número ya funciona en la tarjeta SIM nueva. La SIM o eSIM anterior ya no funciona.',
  tooSoon: 'La SIM de esta línea se cambió hace menos de una hora. Inténtelo de nuevo más tarde.',
  tooManyToday: `La SIM de esta línea se cambió ${SIM_CHANGES_PER_LINE.day} veces en las últimas 24 horas. Inténtelo de nuevo mañana.`,
  simInUse: 'Esta tarjeta SIM ya está en uso. Revise el número impreso en ella.',
  sameSim: 'Esta línea ya usa esta tarjeta SIM.',
  lineNotActive: 'La SIM de esta línea no se puede cambiar ahora.',
};
