/**
 * The chat's and the contact form's mails to a sender with no account go out in the language of
 * the page they wrote from (decision 066), kept with the conversation: an agent's reply to a
 * contact-form message and a visitor's transcript, Spanish from a Spanish page, English otherwise.
 */
import { describe, expect, it } from 'vitest';
import { call, latestMailTo } from '../support/auth';
import { newAgent } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { SUPPORT_HOURS: 'always' } });

let senders = 0;
const post = (url: string, body: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.headers, ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  });
const sender = () => `sender.${Date.now().toString(36)}.${(senders += 1)}@example.com`;

describe('mails to a sender with no account, in the language of their page', () => {
  it.each([
    ['es-US', 'Sam, del servicio de atención al cliente de Brightline Mobile, le respondió'],
    ['en-US', 'Sam from Brightline Mobile support replied'],
  ])('a reply to a contact-form message sent from a %s page', async (language, subject) => {
    const agent = await newAgent(t);
    const email = sender();
    const sent = await post(
      '/app/users/contactus',
      { name: 'Dana Smith', email, message: '¿Tienen cobertura?' },
      language,
    );
    expect(sent.statusCode).toBe(200);
    const conversations = (await call(t, 'GET', '/app/support/conversations', { token: agent.token })).json()
      .conversations as { id: string; email: string | null }[];
    const conversation = conversations.find((c) => c.email === email);
    await call(t, 'POST', `/app/support/conversations/${conversation!.id}/messages`, {
      token: agent.token,
      body: { message: 'Sí, en casi todo el estado.' },
    });
    const mail = await latestMailTo(t.database, email);
    expect(mail.subject).toBe(subject);
    expect(mail.textBody).toContain('> Sí, en casi todo el estado.');
  });

  it.each([
    ['es-US', 'Su conversación con el servicio de atención al cliente de Brightline Mobile'],
    ['en-US', 'Your conversation with Brightline Mobile support'],
  ])("a chat visitor's transcript, the chat started from a %s page", async (language, subject) => {
    const agent = await newAgent(t);
    const email = sender();
    const started = await post(
      '/app/chat/visitor/start',
      { name: 'Vera Visitor', email, message: 'Hola, ¿puedo conservar mi número?' },
      language,
    );
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().conversation.id as string;
    const closed = await call(t, 'POST', `/app/support/conversations/${id}/close`, {
      token: agent.token,
      body: { sendTranscript: true },
    });
    expect(closed.statusCode).toBe(200);
    const mail = await latestMailTo(t.database, email);
    expect(mail.subject).toBe(subject);
    expect(mail.textBody).toContain('Hola, ¿puedo conservar mi número?');
  });
});
