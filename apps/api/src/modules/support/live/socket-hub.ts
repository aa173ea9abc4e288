import type { SocketEvent } from '@mvno/contracts/chat-socket';
import { SOCKET_CLOSE } from '@mvno/contracts/chat-socket';
import type { Log } from '../../../lib/log';
import type { ConversationRecord, ConversationRepository } from '../repositories/conversation-repository';
import { toChatMessage } from '../services/conversation-views';
import type { ChatEvent } from './event-bus';

/** Who is at the other end of a socket, as its first message proved. */
export type SocketIdentity =
  | { kind: 'customer'; userId: string }
  | { kind: 'visitor'; conversationId: string; visitorHash: string }
  | { kind: 'agent'; userId: string };

/** What the hub needs of a WebSocket. */
export type LiveSocket = { send: (data: string) => void; close: (code: number, reason: string) => void };

type Connection = {
  socket: LiveSocket;
  identity: SocketIdentity;
  /** Whether the session or visitor token behind the socket is still good. */
  stillValid: () => Promise<boolean>;
};

/** Whether the socket's person may see the conversation. */
function maySee(identity: SocketIdentity, conversation: ConversationRecord): boolean {
  switch (identity.kind) {
    case 'agent':
      return true;
    case 'customer':
      return conversation.customerId === identity.userId;
    case 'visitor':
      return (
        conversation.id === identity.conversationId && conversation.visitorTokenHash === identity.visitorHash
      );
  }
}

/**
 * The sockets this process holds, and delivery of chat events to those allowed to see them.
 * Every minute each socket's session is checked again, and a user's sockets at once when the accounts
 * module announces a change of their sessions, so a socket does not outlive a
 * logout, a password change or an agent losing the role.
 */
export function createSocketHub({
  conversations,
  log,
  recheckEveryMs = 60_000,
}: {
  conversations: ConversationRepository;
  log: Log;
  recheckEveryMs?: number;
}) {
  const connections = new Set<Connection>();
  let timer: NodeJS.Timeout | undefined;

  const send = (connection: Connection, event: SocketEvent) => {
    try {
      connection.socket.send(JSON.stringify(event));
    } catch (error) {
      log.warn({ err: error }, 'chat socket send failed');
    }
  };

  async function recheck(userId?: string): Promise<void> {
    for (const connection of [...connections]) {
      if (
        userId !== undefined &&
        (connection.identity.kind === 'visitor' || connection.identity.userId !== userId)
      )
        continue;
      const valid = await connection.stillValid().catch(() => false);
      if (!valid) {
        connections.delete(connection);
        connection.socket.close(SOCKET_CLOSE.unauthorized, 'session ended');
      }
    }
  }

  return {
    add(connection: Connection): () => void {
      connections.add(connection);
      if (!timer) {
        timer = setInterval(() => void recheck(), recheckEveryMs);
        timer.unref();
      }
      return () => {
        connections.delete(connection);
        if (connections.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },

    /** Tells every socket here that may see it about one event (from any process). */
    async deliver(event: ChatEvent): Promise<void> {
      if (connections.size === 0) return;
      const conversation = await conversations.findById(event.conversationId);
      if (!conversation) return;
      const audience = [...connections].filter((c) => maySee(c.identity, conversation));
      if (audience.length === 0) return;
      if (event.kind === 'message') {
        const message = await conversations.findMessage(event.messageId);
        if (!message || message.conversationId !== conversation.id) return;
        const payload: SocketEvent = {
          type: 'message',
          conversationId: conversation.id,
          message: toChatMessage(message),
        };
        for (const connection of audience) send(connection, payload);
        return;
      }
      const payload: SocketEvent = {
        type: 'conversation',
        conversationId: conversation.id,
        status: conversation.status,
      };
      for (const connection of audience) send(connection, payload);
    },

    /** Checks every socket again, or those of one user (whose sessions just changed). */
    recheck,
    get size() {
      return connections.size;
    },
    close(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
      connections.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
