/** The Spanish (es-US) texts of the `lineCancellation` account messages, key for key (decision 053). */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

export const lineCancellation: Translation<(typeof ACCOUNT_MESSAGES)['lineCancellation']> = {
  button: 'Cancelar la línea',
  title: '¿Cancelar esta línea?',
  panelTitle: 'Cancelación',
  whenLabel: '¿Cuándo debe dejar de funcionar la línea?',
  atPeriodEnd: (date) => `Al final del período pagado, el ${date} (recomendado)`,
  now: 'Ahora: la línea deja de funcionar de inmediato',
  noRefund: 'No hay reembolso por los días que quedan del período que pagó.',
  portOutNote: (date) =>
    `Todavía puede llevar su número a otra compañía hasta el ${date}: pídaselo a su nueva compañía y use un PIN de transferencia.`,
  reasonLabel: '¿Por qué cancela? (opcional)',
  reasons: {
    too_expensive: 'Cuesta demasiado',
    coverage: 'Problemas de cobertura o señal',
    other_carrier: 'Me cambio a otra compañía',
    no_longer_needed: 'Ya no necesito esta línea',
    device_issue: 'Un problema con mi teléfono',
    other: 'Otro motivo',
  },
  noteLabel: '¿Algo más que quiera decirnos? (opcional)',
  confirm: 'Sí, cancelar la línea',
  keep: 'Conservar la línea',
  cancelling: 'Cancelando…',
  scheduled: (date) => `Esta línea está cancelada. Deja de funcionar el ${date} y no se renovará.`,
  done: (date) => `Esta línea está cancelada. Todavía puede transferir su número hasta el ${date}.`,
  undo: 'Deshacer la cancelación',
  undone: 'Se deshizo la cancelación. Su línea se renueva como antes.',
  alreadyCancelled: 'Esta línea ya está cancelada.',
  notCancellable: 'Esta línea terminó y no se puede cancelar.',
  notUndoable: 'Esta cancelación ya no se puede deshacer: el período pagado terminó.',
  notCancelled: 'Esta línea no está cancelada.',
  mailSubject: (brand) => `Su línea de ${brand} está cancelada`,
  mailUndoneSubject: (brand) => `Su línea de ${brand} ya no está cancelada`,
  statusReason: 'Cancelada por usted.',
};
