/**
 * Customer support: the contact form (stored, mailed to support) and the support chat, with its
 * agents' inbox and live delivery (a WebSocket per browser; events between processes through
 * PostgreSQL LISTEN/NOTIFY, or Redis pub/sub with REDIS_URL). See docs/decisions/012.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createSecretHasher } from '../../lib/secret-tokens';
import type { SupportHoursPlan } from '../../lib/support-hours';
import type { AuthUser } from '../accounts/accounts-types';
import type { PlatformEvents } from '../platform/platform-module';
import { createChatEvents } from './live/event-bus';
import { createSocketHub } from './live/socket-hub';
import { createQueueRepository } from './repositories/queue-repository';
import { createQueueService } from './services/queue-service';
import { createContactRepository } from './repositories/contact-repository';
import { createConversationRepository } from './repositories/conversation-repository';
import { registerChatRoutes } from './routes/chat-routes';
import { registerChatSocketRoutes } from './routes/chat-socket-routes';
import { registerContactRoutes } from './routes/contact-routes';
import { registerInboxRoutes } from './routes/inbox-routes';
import { createChatService } from './services/chat-service';
import { createContactService } from './services/contact-service';
import { createInboxService } from './services/inbox-service';
import type { SupportAccounts, SupportCustomerGate, SupportLines, SupportOrders } from './support-ports';
import { supportPrivacy } from './support-privacy';

export type SupportDeps = {
  database: Database;
  mail: MailSender;
  limiter: RateLimiter;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  log: Log;
  brandName: string;
  publicUrl: string;
  hours: SupportHoursPlan;
  /** The platform's events between processes (PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
  events: PlatformEvents;
  /** The SPEC §7 api key, which a socket's first message must carry. */
  appApiKey: string;
  /** Keys the hash of visitor tokens (only hashes are stored). */
  visitorTokenKey: string;
  accounts: SupportAccounts;
  lines: SupportLines;
  orders: SupportOrders;
  /** The CPNI gate of the inbox's customer panel (the care console's; decision 042). */
  customerGate: SupportCustomerGate;
  /** Tests set a clock to be inside or outside support hours. */
  now?: () => Date;
};

export function createSupportModule({ database, log, ...deps }: SupportDeps) {
  const conversations = createConversationRepository(database.db);
  const bus = createChatEvents(deps.events);
  const hub = createSocketHub({ conversations, log });
  const publish = bus.publish;
  const contact = createContactService({
    messages: createContactRepository(database.db),
    conversations,
    publish,
    mail: deps.mail,
    limiter: deps.limiter,
    supportEmail: deps.supportEmail,
    log,
  });
  const chat = createChatService({
    conversations,
    accounts: deps.accounts,
    limiter: deps.limiter,
    visitorTokens: createSecretHasher(deps.visitorTokenKey),
    hours: deps.hours,
    publish,
    log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const inbox = createInboxService({
    conversations,
    accounts: deps.accounts,
    lines: deps.lines,
    orders: deps.orders,
    gate: deps.customerGate,
    mail: deps.mail,
    mailContext: { brandName: deps.brandName, publicUrl: deps.publicUrl },
    hours: deps.hours,
    publish,
    log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    name: 'support',
    description: 'Messages to customer support: the contact form, the support chat and the agents’ inbox',
    privacy: supportPrivacy,
    registerRoutes(router: Router<AuthUser>) {
      registerContactRoutes(router, contact);
      registerChatRoutes(router, chat);
      registerInboxRoutes(router, inbox);
    },
    async register(app: FastifyInstance) {
      await registerChatSocketRoutes(app, { chat, hub, appApiKey: deps.appApiKey });
      // Without the event transport (the platform logs it) the chat still works: the browsers poll.
      // A logout (or any change of a user's sessions) closes that user's ended sockets at once.
      deps.accounts.onUserChanged((userId) => {
        hub
          .recheck(userId)
          .catch((error: unknown) => log.error({ err: error }, 'chat sockets not rechecked'));
      });
      bus.subscribe((event) => {
        hub.deliver(event).catch((error: unknown) => log.error({ err: error }, 'chat event not delivered'));
      });
    },
    /** Hands an ended staff member's open conversations back to the inbox (decision 044). */
    releaseAgentConversations: (agentId: string): Promise<number> => inbox.releaseAgent(agentId),
    /** The care console's work queues: unassigned chats, contact-form tickets (decision 031). */
    workQueues: createQueueService({
      queues: createQueueRepository(database.db),
      now: deps.now ?? (() => new Date()),
    }),
    /** Which transport carries chat events between processes. */
    eventTransport: deps.events.kind,
    close() {
      hub.close();
    },
  };
}

export type SupportModule = ReturnType<typeof createSupportModule>;
