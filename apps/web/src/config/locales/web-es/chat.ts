/** The Spanish of the support chat and the contact form, by their English text (decision 053). */
export const CHAT_ES: Record<string, string> = {
  // Chat launcher and panel
  Chat: 'Chat',
  'Chat with us, {count, plural, one {# unread message} other {# unread messages}}':
    'Chat con nosotros, {count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}',
  'Loading the chat': 'Cargando el chat',
  Messages: 'Mensajes',
  Send: 'Enviar',
  'Start chat': 'Iniciar chat',
  // Contact form
  'Send us a message': 'Envíenos un mensaje',
  'Questions about a plan, an order or bringing your number? We answer within one business day.':
    '¿Tiene preguntas sobre un plan, un pedido o la portabilidad de su número? Le respondemos en un día hábil.',
  'Send Message': 'Enviar mensaje',
};
