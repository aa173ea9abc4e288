import type { MessageRecord } from '../repositories/conversation-repository';
import { type Mail, type MailContext, customerDayTime, greeting } from '../../../lib/mail';

function mail(to: string, subject: string, lines: string[]): Mail {
  return { to, subject, text: `${lines.join('\n')}\n` };
}

export function replyMail(
  to: string,
  customerName: string,
  agentName: string,
  text: string,
  { brandName, publicUrl }: MailContext,
): Mail {
  return mail(to, `${agentName} from ${brandName} support replied`, [
    greeting(customerName),
    '',
    `${agentName} from ${brandName} support wrote:`,
    '',
    ...text.split('\n').map((line) => `> ${line}`),
    '',
    `To answer, open the chat on any page of ${publicUrl} (in the browser you wrote from, or logged in).`,
  ]);
}

export function transcriptMail(
  to: string,
  customerName: string,
  messages: MessageRecord[],
  { brandName }: MailContext,
): Mail {
  const lines = messages.map((m) => {
    const who = m.author === 'agent' ? `${m.agentName ?? 'Support'} (${brandName})` : customerName;
    const body = m.body.split('\n').join('\n    ');
    return `[${customerDayTime(m.createdAt)}] ${who}:\n    ${body}`;
  });
  return mail(to, `Your conversation with ${brandName} support`, [
    greeting(customerName),
    '',
    'Here is the transcript of your conversation with our support team, which is now closed.',
    '',
    ...lines,
    '',
    'Write to us in the chat again any time.',
  ]);
}
