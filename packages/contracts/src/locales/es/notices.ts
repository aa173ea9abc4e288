/** The Spanish (es-US) texts of the `notices` messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const notices: Translation<Domains['notices']> = {
  cardTitle: 'Avisos',
  cardLead:
    'Elija cómo le avisamos de cada tipo de aviso: por correo electrónico, por mensaje de texto a sus líneas o de ambas formas. Los mensajes de texto son gratuitos y se envían en el idioma de su cuenta.',
  securityNote:
    'Los avisos de seguridad (inicios de sesión y cambios de contraseña, PIN y llaves de acceso) siempre se envían por correo electrónico y no se pueden desactivar.',
  kindBilling: 'Pagos y renovaciones',
  kindUsage: 'Uso de datos',
  kindService: 'Servicio de la línea (portabilidad, SIM, cancelaciones)',
  kindFamily: 'Solicitudes familiares y respuestas',
  channelMail: 'Correo electrónico',
  channelText: 'Mensaje de texto',
  channelBoth: 'Correo electrónico y texto',
  save: 'Guardar opciones de avisos',
  saved: 'Se guardaron sus opciones de avisos.',
  noLinesForText:
    'Todavía no tiene una línea activa: los avisos que elija recibir por texto se envían por correo electrónico hasta que tenga una.',
  lastTextFailed: (number, date) =>
    `El último mensaje de texto al ${number}, del ${date}, no se pudo entregar. Un aviso que recibe solo por texto se envía entonces por correo electrónico.`,
};
