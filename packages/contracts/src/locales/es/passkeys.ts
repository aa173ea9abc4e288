/** The Spanish (es-US) texts of the `passkeys` and `security` messages, key for key (decision 053). */
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEYS_PER_USER,
  SIGN_INS_SHOWN,
  STEP_UP_MINUTES,
} from '../../product-constants/accounts';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const passkeys: Translation<Domains['passkeys']> = {
  cardTitle: 'Llaves de acceso',
  cardLead:
    'Inicie sesión con su huella, su rostro o el bloqueo de pantalla en lugar de una contraseña, y úselos para confirmar cambios protegidos.',
  none: 'Todavía no tiene llaves de acceso.',
  add: 'Agregar una llave de acceso',
  addLead:
    'Póngale a la llave de acceso un nombre que pueda reconocer y luego siga lo que le pida su navegador o su teléfono. Agregar una no cambia su contraseña.',
  nameRequired: 'Ingrese un nombre para la llave de acceso',
  nameTooLong: `Use ${PASSKEY_NAME_MAX_LENGTH} caracteres como máximo`,
  added: 'Se agregó su llave de acceso. Ya puede iniciar sesión con ella.',
  removed: 'Se eliminó la llave de acceso.',
  removeTitle: (name) => `¿Eliminar la llave de acceso "${name}"?`,
  removeLead: 'Ya no podrá iniciar sesión ni confirmar cambios con ella. Su contraseña no cambia.',
  notFound: 'No se encontró la llave de acceso',
  alreadyAdded: 'Esta llave de acceso ya está en su cuenta.',
  tooMany: `Puede tener ${PASSKEYS_PER_USER} llaves de acceso como máximo. Elimine una primero.`,
  notVerified: 'No se pudo verificar esta llave de acceso. Inténtelo de nuevo.',
  signInFailed:
    'No pudo iniciar sesión con esta llave de acceso. Inténtelo de nuevo, o inicie sesión con su contraseña o con un código por correo electrónico.',
  cancelled: 'No se usó ninguna llave de acceso. Inténtelo de nuevo cuando esté listo.',
  notUsed:
    'No se usó ninguna llave de acceso. Si su navegador no le ofreció ninguna, no tiene una llave de esta cuenta: inicie sesión con su contraseña o con un código por correo electrónico.',
  unsupported:
    'Este navegador no puede usar llaves de acceso. Inicie sesión con su contraseña o con un código por correo electrónico.',
  signInButton: 'Iniciar sesión con una llave de acceso',
  stepUpLead: `Use su llave de acceso para confirmar su identidad. No se lo volveremos a pedir durante ${STEP_UP_MINUTES} minutos.`,
  usePasskey: 'Usar mi llave de acceso',
};

export const security: Translation<Domains['security']> = {
  cardTitle: 'Seguridad',
  cardLead: 'Cómo está protegida su cuenta y dónde se inició sesión recientemente.',
  secondFactorOn: 'App de autenticación: activada',
  secondFactorOff: 'App de autenticación: desactivada',
  // The English "Passkeys: none" is found by the pattern of "Passkeys: {count}", so "none" may come as the count.
  passkeyCount: (count) =>
    /^(0|none)$/.test(String(count)) ? 'Llaves de acceso: ninguna' : `Llaves de acceso: ${count}`,
  devicesSignedIn: (count) => `Equipos con sesión iniciada: ${count}`,
  numberLockOn: (number) => `Bloqueo de número en ${number}: activado`,
  numberLockOff: (number) => `Bloqueo de número en ${number}: desactivado`,
  recentTitle: 'Inicios de sesión recientes',
  recentLead: `Los últimos ${SIGN_INS_SHOWN} inicios de sesión en su cuenta. "Lugar" es la red desde la que se inició sesión, no una ubicación exacta.`,
  noSignIns: 'Todavía no hay inicios de sesión.',
  placeThisComputer: 'Esta computadora',
  placePrivateNetwork: 'Red privada',
  methods: {
    password: 'Contraseña',
    code: 'Código por correo electrónico',
    passkey: 'Llave de acceso',
    registration: 'Cuenta creada',
    support: 'Inicio de sesión de soporte',
  },
};
