/** The Spanish (es-US) texts of the `emergencyAddress` account messages, key for key (decision 053). */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

export const emergencyAddress: Translation<(typeof ACCOUNT_MESSAGES)['emergencyAddress']> = {
  ready: 'Llamadas por Wi-Fi listas',
  notReady: 'Llamadas por Wi-Fi no listas: agregue una dirección de emergencia',
  add: 'Agregar dirección de emergencia',
  edit: 'Cambiar dirección de emergencia',
  title: 'Dirección de emergencia para llamadas por Wi-Fi',
  intro:
    'Cuando llama al 911 por Wi-Fi, esta es la dirección a la que se envía a los servicios de emergencia. Use la dirección en EE. UU. donde usa esta línea.',
  addressOneLabel: 'Dirección (línea 1)',
  addressTwoLabel: 'Dirección (línea 2, opcional)',
  companyNameLabel: 'Nombre de la empresa (opcional)',
  cityLabel: 'Ciudad',
  stateLabel: 'Estado',
  zipLabel: 'Código postal',
  disclosureTitle: 'El 911 con llamadas por Wi-Fi',
  disclosure:
    'Una llamada al 911 por Wi-Fi puede no llegar al centro de emergencias correcto, o puede fallar, si esta dirección es incorrecta, si se muda sin actualizarla, o durante un corte de electricidad o de internet. Los servicios de emergencia se envían a la dirección que indique aquí; dígales dónde está. Mantenga actualizada esta dirección para cada línea.',
  acknowledge: 'Leí y entiendo cómo funciona el 911 con las llamadas por Wi-Fi',
  acknowledgeRequired: 'Confirme que leyó el aviso sobre el 911.',
  disclosureChanged: 'El aviso sobre el 911 cambió. Léalo de nuevo y confírmelo.',
  save: 'Guardar dirección',
  saved: 'Se guardó la dirección de emergencia. Las llamadas por Wi-Fi están listas en esta línea.',
  notAllowed: 'No se puede establecer una dirección de emergencia en una línea que terminó.',
};
