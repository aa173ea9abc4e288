/** The Spanish (es-US) texts of the `myData` account messages, key for key (decision 053). */
import type { myData as English } from '../../product-messages/my-data';
import type { Translation } from '../catalogue';

export const myData: Translation<typeof English> = {
  title: 'Mis datos',
  intro:
    'Descargue todo lo que tenemos sobre usted: perfil, líneas, pedidos y recibos, tarjetas (solo la marca y los últimos cuatro dígitos), sesiones, chats, mensajes, consentimientos y el registro de lo que hizo el equipo de soporte en su cuenta.',
  download: 'Descargar mis datos',
  downloading: 'Preparando su archivo…',
  downloaded: 'Sus datos se descargaron.',
  // The file keeps its English name: the same on every account, whatever the page's language.
  fileName: (day) => `my-data-${day}.json`,
  assistedRefused:
    'No es posible descargar todos los datos de la cuenta en una sesión de soporte. El cliente debe iniciar sesión por su cuenta para descargarlos.',
};
