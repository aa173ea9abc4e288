/**
 * The support chat's live connection (docs/decisions/012): a WebSocket whose first message
 * carries the SPEC §7 channel headers and who is connecting. It reconnects with a growing pause;
 * while it is down the callers poll over HTTP instead.
 */
import {
  CHAT_SOCKET_PATH,
  SOCKET_CLOSE,
  zSocketEvent,
  type SocketAuth,
  type SocketEvent,
} from '@mvno/contracts/chat-socket';
import { HEADERS, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';
import { runtimeConfig } from '../config/runtime';

export type ConnectionStatus = 'connecting' | 'live' | 'offline';

export type ConnectionHandlers = {
  onEvent: (event: SocketEvent) => void;
  onStatus: (status: ConnectionStatus) => void;
};

const MAX_PAUSE_MS = 30_000;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${CHAT_SOCKET_PATH}`;
}

/** Connects and keeps connecting until the returned function is called. */
export function connectChat(auth: SocketAuth, { onEvent, onStatus }: ConnectionHandlers): () => void {
  if (typeof WebSocket === 'undefined') {
    onStatus('offline');
    return () => undefined;
  }
  let stopped = false;
  let failures = 0;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    onStatus('connecting');
    const ws = new WebSocket(socketUrl());
    socket = ws;
    ws.addEventListener('open', () => {
      ws.send(
        JSON.stringify({
          type: 'hello',
          headers: {
            [HEADERS.apiKey]: runtimeConfig.apiKey,
            [HEADERS.companyCode]: WEB_COMPANY_CODE,
            [HEADERS.operatorId]: String(OPERATOR_ID),
          },
          auth,
        }),
      );
    });
    ws.addEventListener('message', (message) => {
      let json: unknown;
      try {
        json = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = zSocketEvent.safeParse(json);
      if (!event.success) return;
      if (event.data.type === 'ready') {
        failures = 0;
        onStatus('live');
      }
      onEvent(event.data);
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      onStatus('offline');
      // A token that is not (or no longer) good will not become good by trying again.
      if (stopped || event.code === SOCKET_CLOSE.unauthorized) return;
      failures += 1;
      timer = setTimeout(open, Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.min(failures, 5)));
    });
  };

  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
    socket = undefined;
  };
}
