/** The Spanish (es-US) texts of the `sessions` product messages, key for key (decision 053). */
import { plural } from './domains';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const sessions: Translation<Domains['sessions']> = {
  sessionEnded: 'Se cerró la sesión de ese dispositivo.',
  otherSessionsEnded: (count) =>
    Number(count) === 0
      ? 'No había otros dispositivos conectados.'
      : `Se cerró la sesión de ${count} ${plural(count, 'dispositivo más', 'dispositivos más')}.`,
  sessionNotFound: 'No se encontró la sesión',
};
