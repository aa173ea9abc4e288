/**
 * Canned replies an agent may put in the reply box, in English or Spanish (decision 057): the agent
 * picks one and its language (the customer's by default) and edits it before sending. `{name}` is the
 * customer's first name. The label is the console's (English); the texts are what the customer reads.
 */
const cannedReplies = {
  greeting: {
    label: 'Greeting',
    'en-US': 'Hi {name}, thanks for contacting us. How can I help you today?',
    'es-US': 'Hola, {name}. Gracias por comunicarse con nosotros. ¿En qué le puedo ayudar hoy?',
  },
  verify: {
    label: 'Ask to verify',
    'en-US':
      "To protect your account, I first need to verify your identity. I'm sending a one-time code to the email address on your account; please type it here when it arrives. You can also give me your account PIN instead.",
    'es-US':
      'Para proteger su cuenta, primero necesito verificar su identidad. Le estoy enviando un código de un solo uso al correo electrónico de su cuenta; por favor, escríbalo aquí cuando lo reciba. También puede darme el PIN de su cuenta.',
  },
  moment: {
    label: 'One moment',
    'en-US': "Thanks for waiting. I'm looking into this for you now; it will only take a moment.",
    'es-US': 'Gracias por esperar. Ya estoy revisando esto; solo tomará un momento.',
  },
  portIn: {
    label: 'Port-in status',
    'en-US':
      "I'm checking the status of your number transfer now. If your previous carrier needs more details, such as your account number or transfer PIN, I'll let you know right away.",
    'es-US':
      'Estoy revisando el estado de la portabilidad de su número. Si su compañía anterior necesita más datos, como su número de cuenta o el PIN de transferencia, se lo haré saber de inmediato.',
  },
  payment: {
    label: 'Payment help',
    'en-US':
      "I'm sorry your payment didn't go through. Please check that the card number, expiration date, security code and billing ZIP code match your card, or try another card. You can also add another card in your account.",
    'es-US':
      'Lamentamos que su pago no se haya procesado. Verifique que el número de la tarjeta, la fecha de vencimiento, el código de seguridad y el código postal de facturación coincidan con los de su tarjeta, o intente con otra tarjeta. También puede agregar otra tarjeta en su cuenta.',
  },
  anythingElse: {
    label: 'Anything else?',
    'en-US': 'Is there anything else I can help you with today?',
    'es-US': '¿Hay algo más en lo que le pueda ayudar hoy?',
  },
  closing: {
    label: 'Closing',
    'en-US': 'Thanks for chatting with us, {name}. Have a great day!',
    'es-US': 'Gracias por escribirnos, {name}. ¡Que tenga un excelente día!',
  },
} as const;

/** The chat inbox, a tool of the staff console at /care/inbox (docs/decisions/012, 050). */
export const inbox = {
  title: 'Support inbox',
  empty: 'No open conversations here.',
  choose: 'Choose a conversation from the list.',
  visitor: 'Visitor (not signed in; name and email as typed)',
  customer: 'Customer account',
  noLines: 'No lines',
  noOrders: 'No orders',
  cannedReplies,
} as const;
