import type { ConversationDetail, CustomerOverview, InboxView } from '@mvno/contracts/api/support-inbox';
import { MESSAGES } from '@mvno/contracts/messages';
import { AGENT_RECENT_ORDERS, CHAT_HISTORY_LIMIT } from '@mvno/contracts/product-constants/support';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { Log } from '../../../lib/log';
import { isOpenAt, type SupportHoursPlan } from '../../../lib/support-hours';
import type { AuthUser } from '../../accounts/accounts-types';
import type { ChatEvent } from '../live/event-bus';
import type { ConversationRepository } from '../repositories/conversation-repository';
import type { SupportAccounts, SupportCustomerGate, SupportLines, SupportOrders } from '../support-ports';
import { replyMail, transcriptMail } from './chat-mails';
import { toChatMessage, toSummary } from './conversation-views';
import { inLanguage, type Mailing, type MailSender } from '../../../lib/mail';

export type InboxDeps = Mailing & {
  conversations: ConversationRepository;
  accounts: Pick<SupportAccounts, 'findUser'>;
  lines: SupportLines;
  orders: SupportOrders;
  gate: SupportCustomerGate;
  hours: SupportHoursPlan;
  publish: (event: ChatEvent) => Promise<void>;
  log: Log;
  now?: () => Date;
};

/** The longest list one view shows (newest activity first). */
const LIST_LIMIT = 200;

const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.support.conversationNotFound);

function address(user: {
  streetNumber: string | null;
  streetDirection: string | null;
  streetName: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}): string | null {
  const street = [user.streetNumber, user.streetDirection, user.streetName].filter(Boolean).join(' ');
  const place = [user.city, [user.state, user.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const full = [street, place].filter(Boolean).join(', ');
  return full || null;
}

/** The agents' side: the inbox, taking, replying, closing, and who the customer is. */
export function createInboxService(deps: InboxDeps) {
  const now = deps.now ?? (() => new Date());

  const announce = async (event: ChatEvent) => {
    try {
      await deps.publish(event);
    } catch (error) {
      deps.log.error({ err: error, conversationId: event.conversationId }, 'chat event not published');
    }
  };

  async function detail(id: string): Promise<ConversationDetail> {
    const listing = await deps.conversations.listingById(id);
    if (!listing) throw notFound();
    const messages = await deps.conversations.messagesOf(id, CHAT_HISTORY_LIMIT);
    return { ...toSummary(listing), messages: messages.map(toChatMessage) };
  }

  const sendMail = async (mail: Parameters<MailSender['send']>[0], conversationId: string) => {
    try {
      await deps.mail.send(mail);
    } catch (error) {
      // The reply is stored and shown in the chat; the mail is a courtesy.
      deps.log.error({ err: error, conversationId }, 'chat mail not sent');
    }
  };

  return {
    async list(agent: AuthUser, view: InboxView) {
      const rows = await deps.conversations.listOpen({ view, agentId: agent.id }, LIST_LIMIT);
      return { conversations: rows.map(toSummary) };
    },

    detail,

    async take(agent: AuthUser, id: string): Promise<ConversationDetail> {
      const existing = await deps.conversations.findById(id);
      if (!existing) throw notFound();
      const taken = await deps.conversations.take(id, agent.id);
      if (!taken) throw new AppError('CONFLICT', PRODUCT_MESSAGES.support.takenByOther);
      await announce({ kind: 'conversation', conversationId: id });
      return detail(id);
    },

    /**
     * Stores the reply (an unassigned conversation becomes the replier's). Outside support hours,
     * and always for a contact-form message (its sender has no chat open), it is mailed too.
     */
    async reply(agent: AuthUser, id: string, text: string): Promise<ConversationDetail> {
      const conversation = await deps.conversations.findById(id);
      if (!conversation) throw notFound();
      if (conversation.status === 'closed')
        throw new AppError('CONFLICT', PRODUCT_MESSAGES.support.conversationClosed);
      if (!conversation.assignedAgentId) await deps.conversations.take(id, agent.id);
      const message = await deps.conversations.addMessage(id, {
        author: 'agent',
        agentId: agent.id,
        body: text,
      });
      await announce({ kind: 'message', conversationId: id, messageId: message.id });
      if (!isOpenAt(deps.hours, now()) || conversation.source === 'contact_form') {
        const customer = conversation.customerId
          ? await deps.accounts.findUser(conversation.customerId)
          : undefined;
        const to = customer?.email ?? conversation.email;
        const name = customer?.firstName ?? conversation.name;
        await sendMail(
          replyMail(
            to,
            name,
            agent.firstName,
            text,
            inLanguage(deps.mailContext, customer?.language ?? conversation.language),
          ),
          id,
        );
      }
      return detail(id);
    },

    /**
     * A staff member who can no longer answer (suspended, deactivated, or moved to a role without
     * the inbox, decision 044): their open conversations go back to the inbox, unassigned, so no
     * customer waits on someone who cannot reply. Answers how many.
     */
    async releaseAgent(agentId: string): Promise<number> {
      const released = await deps.conversations.releaseOpenOf(agentId);
      for (const conversationId of released) await announce({ kind: 'conversation', conversationId });
      return released.length;
    },

    async markRead(id: string): Promise<{ unread: number }> {
      if (!(await deps.conversations.findById(id))) throw notFound();
      await deps.conversations.markAgentRead(id);
      await announce({ kind: 'conversation', conversationId: id });
      return { unread: 0 };
    },

    async close(id: string, sendTranscript: boolean) {
      const conversation = await deps.conversations.findById(id);
      if (!conversation) throw notFound();
      const closed = await deps.conversations.close(id);
      if (!closed) throw new AppError('CONFLICT', PRODUCT_MESSAGES.support.conversationClosed);
      await announce({ kind: 'conversation', conversationId: id });
      if (sendTranscript) {
        const customer = conversation.customerId
          ? await deps.accounts.findUser(conversation.customerId)
          : undefined;
        const messages = await deps.conversations.messagesOf(id, CHAT_HISTORY_LIMIT);
        await sendMail(
          transcriptMail(
            customer?.email ?? conversation.email,
            customer?.firstName ?? conversation.name,
            messages,
            inLanguage(deps.mailContext, customer?.language ?? conversation.language),
          ),
          id,
        );
      }
      return {
        message: sendTranscript ? PRODUCT_MESSAGES.support.transcriptSent : PRODUCT_MESSAGES.support.closed,
        conversation: await detail(id),
      };
    },

    /**
     * Who the customer is behind the CPNI gate, like the care console: the name and whether this
     * agent verified them; once verified, their profile, lines and recent orders, read-only, each
     * read in the staff audit log. A 404 for a visitor.
     */
    async customer(agent: AuthUser, id: string): Promise<CustomerOverview> {
      const conversation = await deps.conversations.findById(id);
      if (!conversation) throw notFound();
      const user = conversation.customerId
        ? await deps.accounts.findUser(conversation.customerId)
        : undefined;
      // A visitor has no account to show.
      if (!user) throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
      const name = {
        customerId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
      };
      const until = await deps.gate.verifiedUntil(agent, user.id);
      if (!until) return { ...name, verifiedUntil: null, account: null };
      await deps.gate.recordRead(agent, user.id, 'support_inbox');
      const [lines, orders] = await Promise.all([
        deps.lines.linesOf(user.id),
        deps.orders.recentOrders(user.id, AGENT_RECENT_ORDERS),
      ]);
      return {
        ...name,
        verifiedUntil: until.toISOString(),
        account: {
          profile: {
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            contactNumber: user.contactNumber,
            address: address(user),
            customerSince: user.createdAt.toISOString(),
          },
          lines,
          orders,
        },
      };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
