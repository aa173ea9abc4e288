/** The Spanish (es-US) texts of the `lines` product messages, key for key (decision 053). */
import { EMAIL_CODE_LENGTH } from '../../constants';
import { VERIFICATION_CODE_MINUTES } from '../../product-constants/accounts';
import {
  NICKNAME_MAX_LENGTH,
  PORT_OUT_TRIES_PER_DAY,
  TRANSFER_PIN_DAYS,
} from '../../product-constants/lines';
import type { PORT_OUT_REASONS, PORT_REJECTION_REASONS } from '../../product-messages/lines';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

/** Why the old carrier refused a port, and what the customer can do. */
export const portRejectionReasons: Translation<typeof PORT_REJECTION_REASONS> = {
  account_number_mismatch:
    'El número de cuenta no coincide con los registros de su compañía anterior. Revíselo en la factura o en la cuenta en línea de su compañía anterior y vuelva a enviarlo.',
  pin_mismatch:
    'El PIN no coincide con los registros de su compañía anterior. Pídale a su compañía anterior un PIN de transferencia de número y vuelva a enviarlo.',
  zip_mismatch:
    'El código postal no coincide con la dirección de servicio en su compañía anterior. Ingrese el código postal de su dirección de facturación allí y vuelva a enviarlo.',
  name_mismatch:
    'El nombre no coincide con el del titular de la cuenta en su compañía anterior. Ingrese el nombre tal como aparece en su factura anterior y vuelva a enviarlo.',
  number_not_active:
    'El número no está activo en su compañía anterior. Mantenga su servicio anterior activo hasta que termine la portabilidad; si se canceló, pídale a su compañía anterior que lo restablezca y vuelva a enviarlo.',
  port_out_locked:
    'El número está bloqueado contra transferencias en su compañía anterior. Desactive el bloqueo de número (protección de portabilidad) en la aplicación o la cuenta de su compañía anterior y vuelva a enviarlo.',
};

/** Why an outside port-out request was refused, as the line's request log shows it. */
export const portOutReasons: Translation<typeof PORT_OUT_REASONS> = {
  not_active: 'La línea ya no está activa.',
  number_locked: 'El Bloqueo de número está activado.',
  too_many_attempts: `Demasiados números de cuenta o PIN incorrectos hoy (como máximo ${PORT_OUT_TRIES_PER_DAY} al día).`,
  account_number_mismatch: 'El número de cuenta era incorrecto.',
  pin_mismatch: 'El PIN de transferencia era incorrecto, venció o ya se usó.',
};

export const lines: Translation<Domains['lines']> = {
  lineNotFound: 'No se encontró la línea',
  transferPinCreated: `Su PIN de transferencia está listo. Déselo, con su número de cuenta, a su nueva compañía. Funciona una sola vez y durante ${TRANSFER_PIN_DAYS} días; solo se lo mostramos ahora.`,
  transferPinLineNotActive: 'Solo se puede crear un PIN de transferencia para una línea activa.',
  transferPinTitle: 'PIN de transferencia',
  transferPinIntro: `¿Va a llevar este número a otra compañía? Su nueva compañía le pedirá el número de cuenta y un PIN de transferencia. Un PIN nuevo anula el anterior; funciona una sola vez y durante ${TRANSFER_PIN_DAYS} días.`,
  transferPinCreate: 'Crear PIN de transferencia',
  transferPinShownOnce: 'Anótelo ahora: solo se lo mostramos una vez.',
  accountNumber: 'Número de cuenta',
  portOutRequestsTitle: 'Solicitudes de transferencia',
  noPortOutRequests: 'Ninguna compañía ha pedido llevarse este número.',
  portOutAccepted: 'Aceptada: el número se transfirió',
  portOutRefused: 'Rechazada',
  numberLocked: 'El Bloqueo de número está activado para esta línea. Primero desactívelo en Configuración.',
  lockOn:
    'El Bloqueo de número está activado. Este número no se puede llevar a otra compañía ni a una SIM nueva.',
  lockAlreadyOn: 'El Bloqueo de número ya está activado para esta línea.',
  lockAlreadyOff: 'El Bloqueo de número ya está desactivado para esta línea.',
  unlockCodeSent: `Le enviamos un código de ${EMAIL_CODE_LENGTH} dígitos a su correo electrónico. Es válido por ${VERIFICATION_CODE_MINUTES} minutos.`,
  lockOff: 'El Bloqueo de número está desactivado.',
  portNotFound: 'No se encontró la solicitud de portabilidad',
  nicknameSaved: 'Se guardó el apodo.',
  nicknameTooLong: `El apodo puede tener como máximo ${NICKNAME_MAX_LENGTH} caracteres`,
  iccidCheckDigit: 'Este ICCID no es válido: revise los dígitos (el último es un dígito de control).',
  simNumberCheckDigit:
    'Este número de SIM no es válido: revise los dígitos (el último es un dígito de control).',
  imeiCheckDigit: 'Este IMEI no es válido: revise los dígitos (el último es un dígito de control).',
  simIsOurs: 'Esta es una de las SIM de nuestros socios: puede quedarse con ella, no necesita una SIM nueva.',
  simIsNotOurs: 'Esta no es una de las SIM de nuestros socios: usará la SIM o eSIM que viene con su plan.',
  eligible: 'Su número se puede transferir a nosotros.',
  alreadyOurs: 'Este número ya está con nosotros.',
  portInProgress: 'Ya hay una portabilidad en curso para este número.',
  carrierRefused: 'La compañía de este número no permite transferirlo en este momento.',
  cannotMove:
    'La compañía de este número no permite transferirlo. Quédese con su número temporal como número de esta línea, o cancele el pedido y recupere su dinero.',
  keepTemporaryNumber: 'Quedarme con mi número temporal',
  cancelAndRefund: 'Cancelar y reembolsar',
  keepTemporaryTitle: '¿Quedarse con su número temporal?',
  keepTemporaryText: (temporary, brought) =>
    `${temporary} pasa a ser el número de esta línea de forma definitiva. ${brought} se queda con su compañía.`,
  cancelOrderTitle: '¿Cancelar este pedido?',
  cancelOrderText: (item) =>
    `Cerramos esta línea y le reembolsamos el pago total de ${item} a la tarjeta con la que pagó. Esto no se puede deshacer.`,
  temporaryNumberKept: 'Su número temporal ahora es el número de esta línea.',
  portCanMove: 'Este número todavía se puede transferir: agregue los datos de portabilidad.',
  useOwnSim: 'Usar la SIM que tengo',
  notCarrierSim:
    'Esta no es una de las SIM de nuestros socios: ingrese el número de cuenta y el PIN de su compañía anterior.',
  lineBusy: 'Esta línea ya está recibiendo un número.',
  partnerSimNotOnLine:
    'Esta línea no usa esa SIM: ingrese el número de cuenta y el PIN de su compañía anterior para transferir su número.',
  replacesOwnNumber: (current, brought) =>
    `${current} es el número propio de esta línea. Cuando llegue ${brought}, reemplazará a ${current}, que dejará de ser suyo y no se podrá recuperar. Para conservar ambos números, agregue una línea nueva para ${brought}.`,
  replacesTemporaryNumber: (temporary, brought) =>
    `${brought} reemplaza el número temporal ${temporary} de esta línea.`,
  confirmReplace: (current) => `Sí, renunciar a ${current} definitivamente`,
  confirmReplaceNeeded: (current) =>
    `Confirme que puede renunciar a ${current}, o agregue una línea nueva para este número.`,
  addLineForNumber: 'Agregar una línea nueva para este número',
  portNotOpen: 'Esta portabilidad terminó y ya no se puede cambiar.',
  portNotRejected: 'Solo se puede volver a enviar una portabilidad rechazada.',
  noPortToResubmit: 'Esta línea no está recibiendo un número: no tiene una portabilidad que volver a enviar.',
  portStillRunning:
    'Su compañía anterior todavía está respondiendo a esta portabilidad. Espere su respuesta.',
  useResubmit: 'Esta portabilidad se rechazó: vuelva a enviarla con los datos corregidos.',
  portDetailsSaved: 'Se guardaron los datos de su portabilidad.',
  detailsNeeded:
    'Necesitamos el número de cuenta y el PIN de su compañía anterior para transferir su número.',
  portInStarted:
    'Su portabilidad está en camino. Su número suele transferirse en pocos minutos y, mientras tanto, su número temporal funciona. Para activar su línea, ponga la SIM nueva en su teléfono o, si es una eSIM, escanee el código QR en su panel (o toque Instalar en su iPhone). Le enviaremos un correo electrónico cuando su número esté activo.',
  activatingReason:
    'Terminaremos de configurar su línea en cuanto nuestra red lo confirme, normalmente en unos minutos. No tiene que hacer nada: le enviaremos su número por correo cuando esté lista.',
  activationFailed:
    'No pudimos activar esta línea en nuestra red, así que la cancelamos y le reembolsamos el pago a su tarjeta. Puede pedir una nueva línea cuando quiera.',
  carrierPending: {
    suspending:
      'Su línea está suspendida. Terminaremos de detener las llamadas, los mensajes de texto y los datos en cuanto nuestra red lo confirme, normalmente en unos minutos.',
    restoring:
      'Terminaremos de restablecer las llamadas, los mensajes de texto y los datos de su línea en cuanto nuestra red lo confirme, normalmente en unos minutos.',
    emergencyAddress:
      'Se guardó la dirección de emergencia. Terminaremos de registrarla en nuestra red, normalmente en unos minutos; las llamadas por Wi-Fi estarán listas cuando se confirme.',
    simChange:
      'Terminaremos de pasar su número a la SIM nueva en cuanto nuestra red lo confirme, normalmente en unos minutos. Su SIM actual sigue funcionando hasta entonces; el código QR de una eSIM nueva aparecerá en esta línea cuando esté lista.',
  },
  simChangeRefused:
    'Nuestra red no pudo pasar su número a la SIM nueva, así que su línea sigue en su SIM actual y funciona con normalidad. Revise el número de la tarjeta SIM nueva (o pida una eSIM nueva) e intente de nuevo el cambio de SIM, o escríbanos por chat para recibir ayuda.',
  carrierQuota:
    'Esta línea ya tuvo los 5 cambios que nuestra red permite en un día. Inténtelo de nuevo mañana (después de la medianoche UTC).',
  esimInstalled: 'eSIM instalada en su teléfono',
  statusLabels: {
    active: 'Activa',
    activating: 'Activando',
    port_in_pending: 'Portabilidad pendiente',
    port_in_attention: 'La portabilidad necesita atención',
    suspended: 'Suspendida',
    expired: 'Vencida',
    ported_out: 'Transferida a otra compañía',
    cancelled: 'Cancelada',
    lost_suspended: 'Suspendida: perdido o robado',
  },
  portEventLabels: {
    draft: 'Comprada, esperando los datos de su compañía anterior',
    submitted: 'Enviada a su compañía anterior',
    pending: 'Su compañía anterior está respondiendo',
    completed: 'Número transferido a nosotros',
    rejected: 'Rechazada por su compañía anterior',
    details_updated: 'Datos actualizados',
  },
  noLines: 'Todavía no tiene líneas. Elija un plan en la tienda para obtener un número o traer el suyo.',
  linesNotLoaded: 'No se pudieron cargar sus líneas.',
  bringNumber: 'Traer un número',
  noLineForNumber:
    'Su número se puede transferir a nosotros. Elija un plan con "Traer mi número" para darle una línea.',
  numberInCart: (plan) =>
    `Su número se puede transferir a nosotros. Está en su carrito con ${plan}: continúe al pago para darle una línea.`,
  deviceSaved: 'Se guardó su equipo.',
  deviceWorks: (device) => `${device} funciona en nuestra red.`,
  deviceWorksNoEsim: (device) =>
    `${device} funciona en nuestra red, pero no tiene eSIM: pida una SIM física para usar esta línea en él.`,
  deviceDoesNotWork: (device) => `${device} no funciona en nuestra red.`,
  deviceUnknown:
    'No pudimos confirmar este teléfono. Puede que funcione si está desbloqueado y es compatible con 5G o VoLTE en las bandas de EE. UU.',
};
