import type { z } from 'zod';
import { MESSAGES } from '@mvno/contracts/messages';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { field: string; message: string };

/**
 * The one error type services throw. `userMessage` is what the client sees; `internalMessage`
 * goes to the log only. A 500 never shows its internal message.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly userMessage: string;
  readonly fieldErrors: FieldError[] | undefined;
  /** For TOO_MANY_REQUESTS: when the client may try again (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    userMessage: string,
    options: { fieldErrors?: FieldError[]; internal?: string; retryAfterSeconds?: number } = {},
  ) {
    super(options.internal ?? userMessage);
    this.name = 'AppError';
    this.code = code;
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 400 like the router's own validation errors: the general message, the reason at the field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', MESSAGES.api.validation, { fieldErrors: [{ field, message }] });
}

/** Zod's issues as the field errors of the one error shape (`body` when the issue has no path). */
export function toFieldErrors(error: z.ZodError, prefix: string[] = []): FieldError[] {
  // A field's checks all run (so form-level rules such as the password confirmation report
  // together with the others); the first issue of a field is the one a person needs to read.
  const byField = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = [...prefix, ...issue.path.map(String)].join('.') || 'body';
    if (!byField.has(field)) byField.set(field, { field, message: issue.message });
  }
  return [...byField.values()];
}

/** PostgreSQL's error classes and the socket errors that mean "the database is away right now". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * Whether a failure (or what caused it: the ORM wraps driver errors) is the database being
 * unreachable, restarting or refusing connections, rather than a fault in the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
