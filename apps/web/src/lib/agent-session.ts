/**
 * A staff member's session in this browser (the console at /care and its inbox), kept apart from the
 * customer's session (lib/session.ts): its own storage key, so signing in as an agent never
 * signs anyone in as a customer, and ending one leaves the other alone.
 */
import { create } from 'zustand';
// Types only: the api client (in every page's first load) imports this file, and the agent
// calls' contracts belong to the inbox's own chunk.
import type { Agent, AgentSession } from '@mvno/contracts/api/agent-auth';

export const AGENT_SESSION_STORAGE_KEY = 'agentSession';

function isAgentSession(value: unknown): value is AgentSession {
  const v = value as Partial<AgentSession> | null;
  return (
    typeof v?.token === 'string' &&
    typeof v.expiresAt === 'string' &&
    typeof v.agent?.id === 'string' &&
    typeof v.agent.firstName === 'string'
  );
}

function readStored(nowMs = Date.now()): AgentSession | null {
  try {
    const raw = localStorage.getItem(AGENT_SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isAgentSession(parsed) || !(Date.parse(parsed.expiresAt) > nowMs)) return null;
    return parsed;
  } catch {
    return null;
  }
}

export const useAgentSession = create<{ session: AgentSession | null }>()(() => ({ session: readStored() }));

export function beginAgentSession(session: AgentSession): void {
  localStorage.setItem(AGENT_SESSION_STORAGE_KEY, JSON.stringify(session));
  useAgentSession.setState({ session });
}

export function endAgentSession(): void {
  try {
    localStorage.removeItem(AGENT_SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
  useAgentSession.setState({ session: null });
}

/** The agent token while the session lasts; an expired one ends the session. */
export function getAgentToken(nowMs = Date.now()): string | null {
  const session = readStored(nowMs);
  if (!session && useAgentSession.getState().session) endAgentSession();
  return session?.token ?? null;
}

export function currentAgent(): Agent | null {
  return useAgentSession.getState().session?.agent ?? null;
}
