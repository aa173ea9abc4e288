import {
  closeConversation,
  getConversation,
  getConversationCustomer,
  listConversations,
  markConversationRead,
  replyToConversation,
  takeConversation,
} from '@mvno/contracts/api/support-inbox';
import { z } from 'zod';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { InboxService } from '../services/inbox-service';

const zId = z.uuid();

/** A conversation id from the path; anything that is not one is simply not found. */
function conversationId(params: Record<string, string>): string {
  const parsed = zId.safeParse(params.conversationId);
  if (!parsed.success) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.support.conversationNotFound);
  return parsed.data;
}

/** The agents' inbox; the router lets only agent sessions in (`session: 'agent'`). */
export function registerInboxRoutes(router: Router<AuthUser>, inbox: InboxService): void {
  router.add(listConversations, ({ user, query }) => inbox.list(user, query.view));
  router.add(getConversation, ({ params }) => inbox.detail(conversationId(params)));
  router.add(takeConversation, ({ user, params }) => inbox.take(user, conversationId(params)));
  router.add(replyToConversation, ({ user, params, body }) =>
    inbox.reply(user, conversationId(params), body.message),
  );
  router.add(markConversationRead, ({ params }) => inbox.markRead(conversationId(params)));
  router.add(closeConversation, ({ params, body }) =>
    inbox.close(conversationId(params), body.sendTranscript),
  );
  router.add(getConversationCustomer, ({ user, params }) => inbox.customer(user, conversationId(params)));
}
