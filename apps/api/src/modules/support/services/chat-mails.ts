/**
 * The chat's mails: an agent's reply and the transcript of a closed conversation, in the language
 * of the customer's account (decision 058; English for a visitor with no account).
 */
import type { MessageRecord } from '../repositories/conversation-repository';
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

type Reply = { customerName: string; agentName: string; text: string };

const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

const REPLY = mailText('chat-reply', {
  en: (v: MailValues<Reply>) => ({
    subject: `${v.agentName} from ${v.brandName} support replied`,
    text: [
      v.say.greeting(v.customerName),
      '',
      `${v.agentName} from ${v.brandName} support wrote:`,
      '',
      ...quoted(v.text),
      '',
      `To answer, open the chat on any page of ${v.publicUrl} (in the browser you wrote from, or logged in).`,
    ],
  }),
  es: (v) => ({
    subject: `${v.agentName}, del servicio de atención al cliente de ${v.brandName}, le respondió`,
    text: [
      v.say.greeting(v.customerName),
      '',
      `${v.agentName}, del servicio de atención al cliente de ${v.brandName}, escribió:`,
      '',
      ...quoted(v.text),
      '',
      `Para responder, abra el chat en cualquier página de ${v.publicUrl} (en el navegador desde el que escribió, o después de iniciar sesión).`,
    ],
  }),
});

export const replyMail = (
  to: string,
  customerName: string,
  agentName: string,
  text: string,
  context: MailContext,
): Mail => writeMail(to, REPLY, context, { customerName, agentName, text });

type Transcript = { customerName: string; messages: MessageRecord[] };

/** Each message with its moment and author, its lines indented. */
const transcriptLines = (v: MailValues<Transcript>, support: string) =>
  v.messages.map((m) => {
    const who = m.author === 'agent' ? `${m.agentName ?? support} (${v.brandName})` : v.customerName;
    return `[${v.say.dayTime(m.createdAt)}] ${who}:\n    ${m.body.split('\n').join('\n    ')}`;
  });

/** The transcript mail's lines in one language: the greeting, `intro`, the messages (the agents' team named `support`), `outro`. */
const transcriptText = (
  v: MailValues<Transcript>,
  words: { intro: string; support: string; outro: string },
) => [
  v.say.greeting(v.customerName),
  '',
  words.intro,
  '',
  ...transcriptLines(v, words.support),
  '',
  words.outro,
];

const TRANSCRIPT = mailText('chat-transcript', {
  en: (v: MailValues<Transcript>) => ({
    subject: `Your conversation with ${v.brandName} support`,
    text: transcriptText(v, {
      intro: 'Here is the transcript of your conversation with our support team, which is now closed.',
      support: 'Support',
      outro: 'Write to us in the chat again any time.',
    }),
  }),
  es: (v) => ({
    subject: `Su conversación con el servicio de atención al cliente de ${v.brandName}`,
    text: transcriptText(v, {
      intro:
        'Esta es la transcripción de su conversación con nuestro equipo de atención al cliente, que ya está cerrada.',
      support: 'Atención al cliente',
      outro: 'Vuelva a escribirnos por el chat cuando quiera.',
    }),
  }),
});

export const transcriptMail = (
  to: string,
  customerName: string,
  messages: MessageRecord[],
  context: MailContext,
): Mail => writeMail(to, TRANSCRIPT, context, { customerName, messages });
