import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import {
  getConversation,
  getConversationCustomer,
  replyToConversation,
  type ConversationDetail,
} from '@mvno/contracts/api/support-inbox';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff, STAFF_ID } from '../testing/care-test-kit';
import { ConversationPane } from './conversation-pane';

const REPLIES = STAFF_MESSAGES.inbox.cannedReplies;
const params = { conversationId: 'c-1' };

const conversation = (language: ConversationDetail['language']): ConversationDetail => ({
  id: 'c-1',
  status: 'open',
  source: 'chat',
  name: 'Lucía Gómez',
  email: null,
  customerId: language ? 'u-1' : null,
  language,
  assignedAgent: { id: STAFF_ID, name: 'Sam Rivera' },
  lastMessageAt: '2026-11-28T15:00:00.000Z',
  lastMessage: 'Hola',
  unread: 0,
  messages: [],
});

function show(detail: ConversationDetail) {
  const api = stubApi({
    [`GET ${buildPath(getConversation.path, params)}`]: { body: detail },
    [`GET ${buildPath(getConversationCustomer.path, params)}`]: {
      body: {
        customerId: 'u-1',
        firstName: 'Lucía',
        lastName: 'Gómez',
        language: detail.language ?? 'en-US',
        verifiedUntil: null,
        account: null,
      },
    },
    [`POST ${buildPath(replyToConversation.path, params)}`]: { body: detail },
  });
  signInStaff('agent');
  return { api, ...renderCare(<ConversationPane id="c-1" agentId={STAFF_ID} status="live" />) };
}

describe('canned replies in the inbox (decision 057)', () => {
  it("puts a canned reply in the reply box in the customer's language; the agent may switch it to English", async () => {
    const { user } = show(conversation('es-US'));
    const box = await screen.findByRole('textbox', { name: 'Reply to Lucía Gómez' });
    const language = screen.getByRole('combobox', { name: 'Reply language' });
    expect(language).toHaveValue('es-US');
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Canned reply' }), 'Greeting');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue(
      'Hola, Lucía. Gracias por comunicarse con nosotros. ¿En qué le puedo ayudar hoy?',
    );
    expect(box).toHaveFocus();

    await user.selectOptions(language, 'English');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue('Hi Lucía, thanks for contacting us. How can I help you today?');
  });

  it('lets the agent edit the inserted reply before sending it', async () => {
    const { user, api } = show(conversation('es-US'));
    const box = await screen.findByRole('textbox', { name: 'Reply to Lucía Gómez' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Canned reply' }), 'Anything else?');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await user.type(box, ' Con gusto.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await screen.findByRole('textbox', { name: 'Reply to Lucía Gómez' });
    await expect
      .poll(() => api.requests.find((r) => r.route.startsWith('POST'))?.body)
      .toEqual({
        message: `${REPLIES.anythingElse['es-US']} Con gusto.`,
      });
  });

  it('offers English first to a visitor, who has no account language', async () => {
    const { user } = show(conversation(null));
    const box = await screen.findByRole('textbox', { name: 'Reply to Lucía Gómez' });
    expect(screen.getByRole('combobox', { name: 'Reply language' })).toHaveValue('en-US');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Canned reply' }), 'Closing');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue('Thanks for chatting with us, Lucía. Have a great day!');
  });

  it('has every reply in both languages, and at least the six an agent needs most', () => {
    const ids = Object.keys(REPLIES);
    expect(ids).toEqual(
      expect.arrayContaining(['greeting', 'verify', 'portIn', 'payment', 'closing', 'anythingElse']),
    );
    for (const reply of Object.values(REPLIES)) {
      expect(reply['en-US']).not.toBe(reply['es-US']);
      expect(reply['es-US'].includes('{name}')).toBe(reply['en-US'].includes('{name}'));
    }
  });
});
