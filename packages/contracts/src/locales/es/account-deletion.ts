/** The Spanish (es-US) texts of the `accountDeletion` messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const accountDeletion: Translation<Domains['accountDeletion']> = {
  title: 'Eliminar mi cuenta',
  intro: 'Cierre su cuenta y borre sus datos personales. Esta acción no se puede deshacer.',
  open: 'Eliminar mi cuenta…',
  dialogTitle: '¿Eliminar su cuenta?',
  numberFirstTitle: '¿Quiere conservar su número de teléfono? Transfiéralo primero',
  numberFirst:
    'Al eliminar la cuenta, todas sus líneas terminan ahora, y un número que terminó ya no se puede transferir a otra compañía. Pídale a su nueva compañía que transfiera su número (portabilidad) con el número de cuenta y el PIN de transferencia de su línea, espere a que la transferencia termine y solo entonces elimine su cuenta.',
  goesTitle: 'Lo que se elimina',
  goes: [
    'Todas sus líneas se cancelan ahora, sin reembolso por los días restantes; sus números dejan de funcionar.',
    'Su nombre, correo electrónico, número de teléfono y direcciones.',
    'Las tarjetas guardadas, aquí y con nuestro procesador de tarjetas.',
    'Los inicios de sesión, los códigos, la app de autenticación, los chats y mensajes con soporte, los datos de portabilidad y las direcciones de emergencia.',
  ],
  keptTitle: 'Lo que conservamos',
  kept: [
    'Los recibos y registros de pedidos, sin su nombre ni sus datos de contacto, como lo exigen las leyes fiscales y contables.',
    'El registro de esta solicitud y los registros de cambios de un número o una SIM que exigen las normas de telecomunicaciones.',
  ],
  finalMail:
    'Le enviamos un último correo a su correo electrónico registrado y luego lo borramos. Se cerrará su sesión en todos los equipos.',
  acknowledge: 'Entiendo que mi cuenta y mis líneas terminan ahora',
  acknowledgeRequired: 'Marque la casilla para confirmar que desea eliminar su cuenta.',
  keep: 'Conservar mi cuenta',
  deleted: 'Se eliminó su cuenta. Le enviamos un último correo a su correo electrónico registrado.',
  finalSubject: (brand) => `Se eliminó su cuenta de ${brand}`,
};
