import { staffCan } from '@mvno/contracts/staff-roles';
import type { ChatState, SupportHours, VisitorStart } from '@mvno/contracts/api/chat';
import type { SocketAuth } from '@mvno/contracts/chat-socket';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_STARTS_PER_HOUR,
} from '@mvno/contracts/product-constants/support';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { Log } from '../../../lib/log';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { generateLinkToken, type SecretHasher } from '../../../lib/secret-tokens';
import {
  describeSupportHours,
  isOpenAt,
  nextOpening,
  type SupportHoursPlan,
} from '../../../lib/support-hours';
import type { Customer } from '../../accounts/accounts-types';
import type { ChatEvent } from '../live/event-bus';
import type { SocketIdentity } from '../live/socket-hub';
import type { ConversationRecord, ConversationRepository } from '../repositories/conversation-repository';
import type { SupportAccounts } from '../support-ports';
import { toChatMessage } from './conversation-views';

const MINUTE = 60_000;
export const CHAT_LIMITS = {
  messagesPerConversation: { max: CHAT_MESSAGES_PER_MINUTE, windowMs: MINUTE },
  /** Many people can share one address (offices, carrier NAT): generous. */
  messagesPerIp: { max: 300, windowMs: 60 * MINUTE },
  startsPerIp: { max: CHAT_STARTS_PER_HOUR, windowMs: 60 * MINUTE },
};

export type ChatDeps = {
  conversations: ConversationRepository;
  accounts: Pick<SupportAccounts, 'authenticate' | 'authenticateAgent'>;
  limiter: RateLimiter;
  /** Keyed hash of visitor tokens (only the hash is stored). */
  visitorTokens: SecretHasher;
  hours: SupportHoursPlan;
  publish: (event: ChatEvent) => Promise<void>;
  log: Log;
  now?: () => Date;
};

export function supportHoursAt(plan: SupportHoursPlan, now: Date): SupportHours {
  const next = nextOpening(plan, now);
  return {
    open: isOpenAt(plan, now),
    nextOpenAt: next?.toISOString() ?? null,
    schedule: describeSupportHours(plan),
  };
}

const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.support.conversationNotFound);

/**
 * The customer's side of the chat: a logged-in customer by session, a visitor by the token kept
 * in their browser. Messages are stored first, then announced to every process (publish).
 */
export function createChatService(deps: ChatDeps) {
  const now = deps.now ?? (() => new Date());
  const hours = () => supportHoursAt(deps.hours, now());

  /** Announces an event; the message is stored already, so a failed announcement is only logged. */
  const announce = async (event: ChatEvent) => {
    try {
      await deps.publish(event);
    } catch (error) {
      deps.log.error({ err: error, conversationId: event.conversationId }, 'chat event not published');
    }
  };

  async function state(conversation: ConversationRecord | undefined): Promise<ChatState> {
    if (!conversation) return { conversation: null, hours: hours() };
    const [messages, unread] = await Promise.all([
      deps.conversations.messagesOf(conversation.id, CHAT_HISTORY_LIMIT),
      deps.conversations.unreadForCustomer(conversation),
    ]);
    return {
      conversation: {
        id: conversation.id,
        status: conversation.status,
        unread,
        messages: messages.map(toChatMessage),
      },
      hours: hours(),
    };
  }

  async function limitMessage(conversationId: string, ip: string) {
    await deps.limiter.consume('chat-message-ip', CHAT_LIMITS.messagesPerIp, ip);
    await deps.limiter.consume(
      'chat-message-conversation',
      CHAT_LIMITS.messagesPerConversation,
      conversationId,
    );
  }

  async function write(conversation: ConversationRecord, text: string, ip: string): Promise<ChatState> {
    await limitMessage(conversation.id, ip);
    const message = await deps.conversations.addMessage(conversation.id, {
      author: 'customer',
      agentId: null,
      body: text,
    });
    if (conversation.status === 'closed')
      await announce({ kind: 'conversation', conversationId: conversation.id });
    await announce({ kind: 'message', conversationId: conversation.id, messageId: message.id });
    return state(await deps.conversations.findById(conversation.id));
  }

  async function visitorConversation(visitorToken: string): Promise<ConversationRecord> {
    const conversation = await deps.conversations.findByVisitorHash(deps.visitorTokens.hash(visitorToken));
    if (!conversation) throw notFound();
    return conversation;
  }

  return {
    hours,

    // A logged-in customer -------------------------------------------------------------------

    getMine: async (customer: Customer) => state(await deps.conversations.latestOfCustomer(customer.id)),

    async sendMine(customer: Customer, text: string, ip: string): Promise<ChatState> {
      const latest = await deps.conversations.latestOfCustomer(customer.id);
      if (latest) return write(latest, text, ip);
      await deps.limiter.consume('chat-message-ip', CHAT_LIMITS.messagesPerIp, ip);
      const { conversation, message } = await deps.conversations.create(
        {
          customerId: customer.id,
          visitorTokenHash: null,
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
          source: 'chat',
        },
        { author: 'customer', agentId: null, body: text },
      );
      await deps.limiter.consume(
        'chat-message-conversation',
        CHAT_LIMITS.messagesPerConversation,
        conversation.id,
      );
      await announce({ kind: 'message', conversationId: conversation.id, messageId: message.id });
      return state(conversation);
    },

    async markMineRead(customer: Customer): Promise<{ unread: number }> {
      const latest = await deps.conversations.latestOfCustomer(customer.id);
      if (latest) await deps.conversations.markCustomerRead(latest.id);
      return { unread: 0 };
    },

    /** The visitor's conversation becomes the account's; the visitor token stops working. */
    async claim(customer: Customer, visitorToken: string): Promise<ChatState> {
      const claimed = await deps.conversations.claim(deps.visitorTokens.hash(visitorToken), {
        customerId: customer.id,
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
      });
      if (!claimed) throw notFound();
      await announce({ kind: 'conversation', conversationId: claimed.id });
      return state(await deps.conversations.latestOfCustomer(customer.id));
    },

    // A visitor ------------------------------------------------------------------------------

    /** `language`: the page's, for the mails to the visitor (decision 066). */
    async startVisitor(
      form: VisitorStart,
      ip: string,
      language?: string,
    ): Promise<ChatState & { visitorToken: string }> {
      await deps.limiter.consume('chat-start-ip', CHAT_LIMITS.startsPerIp, ip);
      await deps.limiter.consume('chat-message-ip', CHAT_LIMITS.messagesPerIp, ip);
      const visitorToken = generateLinkToken();
      const { conversation, message } = await deps.conversations.create(
        {
          customerId: null,
          visitorTokenHash: deps.visitorTokens.hash(visitorToken),
          name: form.name,
          email: form.email,
          source: 'chat',
          language: language ?? null,
        },
        { author: 'customer', agentId: null, body: form.message },
      );
      await deps.limiter.consume(
        'chat-message-conversation',
        CHAT_LIMITS.messagesPerConversation,
        conversation.id,
      );
      await announce({ kind: 'message', conversationId: conversation.id, messageId: message.id });
      return { ...(await state(conversation)), visitorToken };
    },

    getVisitor: async (visitorToken: string) => state(await visitorConversation(visitorToken)),

    sendVisitor: async (visitorToken: string, text: string, ip: string) =>
      write(await visitorConversation(visitorToken), text, ip),

    async markVisitorRead(visitorToken: string): Promise<{ unread: number }> {
      await deps.conversations.markCustomerRead((await visitorConversation(visitorToken)).id);
      return { unread: 0 };
    },

    // The live connection --------------------------------------------------------------------

    /**
     * Who a socket's first message says is connecting, and how to check it again later; undefined
     * when the token is not (or no longer) good.
     */
    async identify(
      auth: SocketAuth,
    ): Promise<{ identity: SocketIdentity; stillValid: () => Promise<boolean> } | undefined> {
      if (auth.kind === 'visitor') {
        const visitorHash = deps.visitorTokens.hash(auth.visitorToken);
        const conversation = await deps.conversations.findByVisitorHash(visitorHash);
        if (!conversation) return undefined;
        return {
          identity: { kind: 'visitor', conversationId: conversation.id, visitorHash },
          stillValid: async () => Boolean(await deps.conversations.findByVisitorHash(visitorHash)),
        };
      }
      // An agent's socket hears every chat: only staff whose role works the inbox may open one.
      const inboxStaff = async (token: string | undefined) => {
        const staff = await deps.accounts.authenticateAgent(token);
        if (!staffCan(staff.role, 'support.inbox')) throw new Error('not an inbox role');
        return staff;
      };
      const customer = async (token: string | undefined) => deps.accounts.authenticate(token);
      const check = auth.kind === 'agent' ? inboxStaff : customer;
      const user = await check(auth.token).catch(() => undefined);
      if (!user) return undefined;
      return {
        identity: { kind: auth.kind, userId: user.id },
        stillValid: async () => Boolean(await check(auth.token).catch(() => undefined)),
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
