/** The Spanish (es-US) texts of the `support` product messages, key for key (decision 053). */
import { CHAT_MESSAGE_MAX_LENGTH } from '../../product-constants/support';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const support: Translation<Domains['support']> = {
  contactThanks: '¡Gracias por su mensaje! Le responderemos por correo en un día hábil.',
  chatTooLong: `Los mensajes pueden tener como máximo ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('es-US')} caracteres`,
  chatTextOnly: 'Los mensajes solo pueden contener texto',
  conversationNotFound: 'No se encontró la conversación',
  takenByOther: 'Another agent has already taken this conversation',
  conversationClosed: 'Esta conversación está cerrada',
  agentsOnly: 'This is for support agents only',
  agentSignInExpired: 'This sign-in has expired. Please enter your password again.',
  transcriptSent: 'The conversation was closed and the transcript mailed to the customer.',
  closed: 'La conversación se cerró.',
};
