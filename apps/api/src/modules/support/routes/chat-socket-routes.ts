import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_SOCKET_PATH,
  SOCKET_CLOSE,
  SOCKET_HELLO_TIMEOUT_MS,
  zSocketHello,
  type SocketEvent,
} from '@mvno/contracts/chat-socket';
import { HEADERS, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';
import { safeEqual } from '../../../lib/secret-tokens';
import type { SocketHub } from '../live/socket-hub';
import type { ChatService } from '../services/chat-service';

/** A ping this often keeps proxies from closing a quiet socket and finds dead peers. */
const HEARTBEAT_MS = 25_000;

/**
 * The chat's live connection. The first message must be a hello carrying the SPEC §7 channel
 * headers and a customer, visitor or agent token (browsers cannot set headers on a WebSocket,
 * and a token in the URL would land in access logs); then the socket only receives events.
 */
export async function registerChatSocketRoutes(
  app: FastifyInstance,
  { chat, hub, appApiKey }: { chat: ChatService; hub: SocketHub; appApiKey: string },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket) => {
    let removed: (() => void) | undefined;
    let alive = true;
    const helloTimer = setTimeout(
      () => socket.close(SOCKET_CLOSE.helloTimeout, 'no hello'),
      SOCKET_HELLO_TIMEOUT_MS,
    );
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    socket.on('pong', () => (alive = true));
    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearInterval(heartbeat);
      removed?.();
    });
    socket.once('message', (data) => {
      void (async () => {
        clearTimeout(helloTimer);
        let json: unknown;
        try {
          json = JSON.parse(String(data));
        } catch {
          return socket.close(SOCKET_CLOSE.badHello, 'bad hello');
        }
        const hello = zSocketHello.safeParse(json);
        if (!hello.success) return socket.close(SOCKET_CLOSE.badHello, 'bad hello');
        const headers = hello.data.headers;
        if (
          !safeEqual(headers[HEADERS.apiKey], appApiKey) ||
          headers[HEADERS.companyCode] !== WEB_COMPANY_CODE ||
          headers[HEADERS.operatorId] !== String(OPERATOR_ID)
        ) {
          return socket.close(SOCKET_CLOSE.badHello, 'bad channel headers');
        }
        const who = await chat.identify(hello.data.auth).catch(() => undefined);
        if (!who) return socket.close(SOCKET_CLOSE.unauthorized, 'not authenticated');
        if (socket.readyState !== socket.OPEN) return;
        removed = hub.add({ socket, identity: who.identity, stillValid: who.stillValid });
        const ready: SocketEvent = { type: 'ready' };
        socket.send(JSON.stringify(ready));
        // After the hello the socket only listens; anything a person does goes over HTTP.
        socket.on('message', () => socket.close(SOCKET_CLOSE.badHello, 'one hello only'));
      })();
    });
  });
}
