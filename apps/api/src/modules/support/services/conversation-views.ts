/** Rows as the contracts show them, to the customer and to the agents. */
import type { ChatMessage } from '@mvno/contracts/api/chat';
import type { ConversationSummary } from '@mvno/contracts/api/support-inbox';
import type { ConversationListing, MessageRecord } from '../repositories/conversation-repository';

export function toChatMessage(row: MessageRecord): ChatMessage {
  return {
    id: row.id,
    author: row.author,
    agentName: row.author === 'agent' ? (row.agentName ?? 'Support') : null,
    text: row.body,
    sentAt: row.createdAt.toISOString(),
  };
}

export function toSummary(row: ConversationListing): ConversationSummary {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    // A customer's name as the account says now; a visitor's name and email as they typed them. A
    // customer's email of record is account data: only the verified panel shows it (decision 042).
    name: row.customerName ?? row.name,
    email: row.customerId ? null : row.email,
    customerId: row.customerId,
    language: row.customerId ? row.customerLanguage : null,
    assignedAgent:
      row.assignedAgentId && row.agentName ? { id: row.assignedAgentId, name: row.agentName } : null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessage: row.lastMessage.length > 140 ? `${row.lastMessage.slice(0, 139)}…` : row.lastMessage,
    unread: row.unreadForAgents,
  };
}
