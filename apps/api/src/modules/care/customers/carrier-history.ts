import type { CarrierHistoryEntry } from '@mvno/contracts/api/care-customers';
import type { CareLines, CareNotices } from '../care-ports';

type History = Awaited<ReturnType<CareLines['carrierHistoryOf']>>;
type Texts = Awaited<ReturnType<CareNotices['textsOfLine']>>;

const errorOf = (error: { code: string; retryable: boolean; field?: string } | null) =>
  error
    ? { code: error.code, retryable: error.retryable, ...(error.field ? { field: error.field } : {}) }
    : null;

/**
 * A line's carrier commands and events as one list, oldest first (decision 073), with the notice
 * texts sent to it and their delivery: sent, delivered, or failed with the report's reason (decision 106).
 */
export function carrierHistory({ commands, events }: History, texts: Texts = []): CarrierHistoryEntry[] {
  const byId = new Map(commands.map((command) => [command.id, command]));
  const entries: CarrierHistoryEntry[] = [
    ...commands.map((command) => ({
      at: command.createdAt.toISOString(),
      kind: 'command' as const,
      name: command.kind,
      state: command.state,
      reference: command.reference,
      requestId: command.requestId,
      attempts: command.attempts,
      via: null,
      error: errorOf(command.error),
    })),
    ...events.map((event) => ({
      at: event.receivedAt.toISOString(),
      kind: 'event' as const,
      name: event.type,
      state: event.outcome,
      reference: (event.commandId && byId.get(event.commandId)?.reference) || null,
      requestId: event.requestId,
      attempts: null,
      via: event.via,
      error: errorOf(event.error),
    })),
    ...texts.map((text) => ({
      at: text.sentAt.toISOString(),
      kind: 'text' as const,
      name: text.notice ?? 'text',
      state: text.state,
      reference: text.reference,
      requestId: text.requestId,
      attempts: text.attempt,
      via: null,
      error: text.failure
        ? {
            code: text.failure.code,
            retryable: text.failure.retryable,
            ...(text.failure.reason ? { reason: text.failure.reason } : {}),
          }
        : null,
      ...(text.reportedAt ? { reportedAt: text.reportedAt.toISOString() } : {}),
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
