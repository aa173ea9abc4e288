import {
  closeConversation,
  getConversation,
  getConversationCustomer,
  listConversations,
  markConversationRead,
  replyToConversation,
  takeConversation,
} from '@mvno/contracts/api/support-inbox';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { InboxService } from '../services/inbox-service';

/** The agents' inbox; the router lets only agent sessions in (`session: 'agent'`). */
export function registerInboxRoutes(router: Router<AuthUser>, inbox: InboxService): void {
  router.add(listConversations, ({ user, query }) => inbox.list(user, query.view));
  router.add(getConversation, ({ params }) => inbox.detail(params.conversationId));
  router.add(takeConversation, ({ user, params }) => inbox.take(user, params.conversationId));
  router.add(replyToConversation, ({ user, params, body }) =>
    inbox.reply(user, params.conversationId, body.message),
  );
  router.add(markConversationRead, ({ params }) => inbox.markRead(params.conversationId));
  router.add(closeConversation, ({ params, body }) =>
    inbox.close(params.conversationId, body.sendTranscript),
  );
  router.add(getConversationCustomer, ({ user, params }) => inbox.customer(user, params.conversationId));
}
