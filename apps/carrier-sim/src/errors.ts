/** The simulator's error taxonomy: every error is `{ code, message, retryable, field? }` (docs/carrier-api.md). */
export const ERROR_CODES = {
  // Answered at once, with an HTTP status.
  INVALID_REQUEST: { status: 400, retryable: false },
  UNAUTHORIZED: { status: 401, retryable: false },
  NOT_FOUND: { status: 404, retryable: false },
  REFERENCE_REUSED: { status: 409, retryable: false },
  INVALID_STATE: { status: 409, retryable: false },
  NUMBER_ALREADY_ACTIVE: { status: 409, retryable: false },
  QUOTA_EXCEEDED: { status: 429, retryable: false },
  SERVICE_UNAVAILABLE: { status: 503, retryable: true },
  // Outcomes of a request, in its failure event and status.
  PORT_REJECTED: { status: 422, retryable: false },
  NUMBER_UNAVAILABLE: { status: 422, retryable: false },
  SIM_NOT_AVAILABLE: { status: 422, retryable: false },
  ESIM_DOWNLOAD_FAILED: { status: 422, retryable: false },
  NETWORK_BUSY: { status: 503, retryable: true },
  // A text's failed delivery report (its `retryable` is the reason's: commands-messages.ts).
  MESSAGE_UNDELIVERED: { status: 422, retryable: false },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  retryable: boolean;
  field?: string;
  reason?: string;
};

export class CarrierError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'CarrierError';
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      retryable: ERROR_CODES[this.code].retryable,
      ...(this.field ? { field: this.field } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_CODES;
