import {
  claimVisitorChat,
  getMyChat,
  getSupportHours,
  getVisitorChat,
  markMyChatRead,
  markVisitorChatRead,
  sendMyChatMessage,
  sendVisitorChatMessage,
  startVisitorChat,
} from '@mvno/contracts/api/chat';
import { requestLanguage } from '../../../http/error-language';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { ChatService } from '../services/chat-service';

/** The customer's side of the support chat (logged in, or a visitor with a visitor token). */
export function registerChatRoutes(router: Router<AuthUser>, chat: ChatService): void {
  router.add(getSupportHours, async () => chat.hours());
  router.add(getMyChat, ({ user }) => chat.getMine(user));
  router.add(sendMyChatMessage, ({ user, body, request }) => chat.sendMine(user, body.message, request.ip));
  router.add(markMyChatRead, ({ user }) => chat.markMineRead(user));
  router.add(claimVisitorChat, ({ user, body }) => chat.claim(user, body.visitorToken));
  router.add(startVisitorChat, ({ body, request }) =>
    chat.startVisitor(body, request.ip, requestLanguage(request)),
  );
  router.add(getVisitorChat, ({ body }) => chat.getVisitor(body.visitorToken));
  router.add(sendVisitorChatMessage, ({ body, request }) =>
    chat.sendVisitor(body.visitorToken, body.message, request.ip),
  );
  router.add(markVisitorChatRead, ({ body }) => chat.markVisitorRead(body.visitorToken));
}
