import { currentLanguage } from './i18n/i18n';
import type { z } from 'zod';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { HEADERS, LOGOUT_PATH, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { runtimeConfig } from '../config/runtime';
import { endAgentSession, getAgentToken } from './agent-session';
import { endSession } from './session';
import { getStoredToken } from './session-token';

export type FieldError = { field: string; message: string };

/** A failed call: `message` is the server's message (or the default), `errors` its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type In<S> = S extends z.ZodType ? z.input<S> : never;

export type CallOptions<E extends Endpoint> = {
  body?: In<E['body']>;
  query?: In<E['query']>;
  /** The path's parameters, named as the contract's `params` names them. */
  params?: In<E['params']>;
  signal?: AbortSignal;
  /** Another host, for the content service; channel headers are for our API only. */
  baseUrl?: string;
};

/** The browser's fetch; the server's prerendering gives its own (entry-server.tsx). */
let send: typeof fetch = (input, init) => fetch(input, init);

/** For the server rendering pages: where this module's calls go instead of the network. */
export function setFetch(transport: typeof fetch): void {
  send = transport;
}

/**
 * A plain GET through this module's transport (the browser's fetch, or the server's while it
 * prerenders), for another host whose answers are not our API's (a Strapi content host).
 */
export function fetchElsewhere(url: string, signal: AbortSignal | undefined): Promise<Response> {
  return send(url, { method: 'GET', headers: { Accept: 'application/json' }, signal });
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const data = (await response.json()) as { message?: unknown; errors?: unknown };
    const message = typeof data.message === 'string' && data.message ? data.message : MESSAGES.defaultError;
    const errors = Array.isArray(data.errors) ? (data.errors as FieldError[]) : [];
    return new ApiError(response.status, message, errors);
  } catch {
    return new ApiError(response.status, MESSAGES.defaultError);
  }
}

/** The SPEC §7 channel headers of every call to our API. */
function channelHeaders(): Record<string, string> {
  return {
    [HEADERS.apiKey]: runtimeConfig.apiKey,
    [HEADERS.companyCode]: WEB_COMPANY_CODE,
    [HEADERS.operatorId]: String(OPERATOR_ID),
  };
}

/**
 * Tells the server that this browser's session ends, with a request the browser finishes even
 * when the page is left or closed at once (`keepalive`; a beacon cannot carry the bearer
 * header). Fire and forget: the browser has already forgotten the session.
 */
export function sendLogout(token: string): void {
  try {
    void send(LOGOUT_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', ...channelHeaders(), Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No network: the session ends by itself at its expiry.
  }
}

/**
 * The only fetch wrapper (docs/architecture.md): adds the SPEC §7 headers and, for `auth: true`
 * endpoints, the bearer token; parses the one error shape, ends the session on any 401 (SPEC §4)
 * and checks answers against the contract.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<z.output<E['response']>> {
  const external = options.baseUrl !== undefined && options.baseUrl !== '';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!external) {
    Object.assign(headers, channelHeaders());
    // SPEC §6: only calls whose contract needs a logged-in user carry the token; login,
    // registration and public calls carry none. The support inbox's calls carry the agent's.
    const agent = endpoint.session === 'agent';
    const token = endpoint.auth ? (agent ? getAgentToken() : getStoredToken()) : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    // The API answers its errors in the page's language (decision 053).
    headers['Accept-Language'] = currentLanguage();
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = `${options.baseUrl ?? ''}${buildPath(endpoint.path, (options.params ?? {}) as Record<string, string>)}${toQueryString(options.query)}`;
  let response: Response;
  try {
    response = await send(url, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.defaultError);
  }
  if (!response.ok) {
    // SPEC §4: any 401 clears the token, marks the user logged out and clears user info.
    // An agent's 401 ends the agent's session only.
    if (response.status === 401 && !external) {
      if (endpoint.session === 'agent') endAgentSession();
      else endSession();
    }
    throw await readError(response);
  }
  const parsed = endpoint.response.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, MESSAGES.defaultError);
  return parsed.data as z.output<E['response']>;
}
