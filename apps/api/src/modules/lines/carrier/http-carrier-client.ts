/**
 * The app's side of the carrier's HTTP API (docs/carrier-api.md, decision 062): commands sent with
 * our stored reference, retried with the same reference while the failure is retryable (no answer,
 * a 5xx, a retryable error), and errors normalized to `{code, retryable, field?}`. With CARRIER_URL
 * set, the carrier outbox (carrier-outbox-service.ts, decision 073) sends line activations through
 * it, one try per run (the outbox keeps the retries); events are checked by carrier-events.ts.
 */
export type CarrierCommand =
  | { kind: 'activate_line'; simType: 'psim' | 'esim'; zipCode: string; iccid?: string }
  | { kind: 'new_sim'; simType: 'psim' | 'esim'; iccid?: string; mdn?: string }
  | { kind: 'move_number'; mdn: string; iccid: string }
  | { kind: 'set_barring'; mdn: string; barred: boolean }
  | { kind: 'set_data_barring'; mdn: string; barred: boolean }
  | { kind: 'set_e911_address'; mdn: string; address: CarrierAddress | null }
  | ({
      kind: 'port_in_submit';
      msisdn: string;
      zipCode: string;
      lineMdn?: string;
      partnerSim?: boolean;
    } & PortDetails)
  | ({ kind: 'port_in_update'; portId: string } & PortDetails)
  | { kind: 'port_in_cancel'; portId: string }
  | { kind: 'port_out_validate'; portOutId: string; approve: boolean; reason?: string }
  | { kind: 'usage_report'; mdn: string; since?: string }
  | { kind: 'send_sms'; to: string; text: string };

type PortDetails = {
  billingAccountNumber?: string | null;
  pin?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  zipCode?: string;
};
export type CarrierAddress = {
  addressOne: string;
  addressTwo: string | null;
  city: string;
  state: string;
  zipCode: string;
};

export type Accepted = { requestId: string; acceptedAt: string; replayed: boolean };

/** A normalized carrier error: whether sending again may help, and which of our fields it is about. */
export class CarrierCommandError extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
    readonly field: string | null,
    message: string,
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'CarrierCommandError';
  }
}

const enc = encodeURIComponent;

/** Where each command goes and what body it carries (besides the reference). */
export function route(command: CarrierCommand): { path: string; body: Record<string, unknown> } {
  const { kind: _kind, ...rest } = command;
  switch (command.kind) {
    case 'activate_line':
      return { path: '/v1/lines', body: rest };
    case 'new_sim':
      return { path: '/v1/sims', body: rest };
    case 'move_number':
      return { path: `/v1/lines/${enc(command.mdn)}/sim`, body: { iccid: command.iccid } };
    case 'set_barring':
      return { path: `/v1/lines/${enc(command.mdn)}/barring`, body: { barred: command.barred } };
    case 'set_data_barring':
      return { path: `/v1/lines/${enc(command.mdn)}/data-barring`, body: { barred: command.barred } };
    case 'set_e911_address':
      return { path: `/v1/lines/${enc(command.mdn)}/e911-address`, body: { address: command.address } };
    case 'port_in_submit':
      return { path: '/v1/port-ins', body: rest };
    case 'port_in_update': {
      const { portId: _p, ...details } = rest as { portId: string };
      return { path: `/v1/port-ins/${enc(command.portId)}/update`, body: details };
    }
    case 'port_in_cancel':
      return { path: `/v1/port-ins/${enc(command.portId)}/cancel`, body: {} };
    case 'port_out_validate': {
      const { portOutId: _p, ...answer } = rest as { portOutId: string };
      return { path: `/v1/port-outs/${enc(command.portOutId)}/validation`, body: answer };
    }
    case 'usage_report':
      return { path: '/v1/usage-reports', body: rest };
    case 'send_sms':
      return { path: '/v1/sms', body: rest };
  }
}

export type HttpCarrierOptions = {
  baseUrl: string;
  apiKey: string;
  /** How long one call may take before it counts as unanswered (and is sent again). */
  timeoutMs?: number;
  /** Tries of one command (the first included) while failures are retryable. */
  attempts?: number;
  /** Pause before the nth retry; by default 200 ms doubling. */
  backoffMs?: (retry: number) => number;
};

export function createHttpCarrierClient(options: HttpCarrierOptions) {
  const { baseUrl, apiKey, timeoutMs = 5000, attempts = 4 } = options;
  const backoff = options.backoffMs ?? ((retry: number) => 200 * 2 ** (retry - 1));

  async function call(method: string, path: string, body?: unknown) {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await answer.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    return {
      status: answer.status,
      body: parsed,
      replayed: answer.headers.get('idempotent-replayed') === 'true',
    };
  }

  function normalize(status: number, body: Record<string, unknown>): CarrierCommandError {
    const error = (body.error ?? {}) as {
      code?: string;
      retryable?: boolean;
      field?: string;
      reason?: string;
      message?: string;
    };
    return new CarrierCommandError(
      error.code ?? `HTTP_${status}`,
      error.retryable ?? status >= 500,
      error.field ?? null,
      error.message ?? `carrier answered ${status}`,
      error.reason ?? null,
    );
  }

  return {
    /**
     * Sends the command under `reference` (stored by the caller before this call) until it is accepted or
     * a failure is not retryable. A retry repeats the reference, so the carrier acts once.
     */
    async send(command: CarrierCommand, reference: string): Promise<Accepted> {
      const { path, body } = route(command);
      let last: CarrierCommandError = new CarrierCommandError('NOT_SENT', true, null, 'not sent');
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, backoff(attempt - 1)));
        try {
          const answer = await call('POST', path, { reference, ...body });
          if (answer.status === 202)
            return {
              requestId: String(answer.body.requestId),
              acceptedAt: String(answer.body.acceptedAt),
              replayed: answer.replayed,
            };
          last = normalize(answer.status, answer.body);
        } catch (error) {
          // No answer (a timeout, a refused connection): the command may have been carried out.
          last = new CarrierCommandError(
            'NO_ANSWER',
            true,
            null,
            error instanceof Error ? error.message : String(error),
          );
        }
        if (!last.retryable) throw last;
      }
      throw last;
    },

    /** The request's status, for a request whose events are overdue. */
    async status(requestId: string) {
      const answer = await call('GET', `/v1/requests/${enc(requestId)}`);
      if (answer.status !== 200) throw normalize(answer.status, answer.body);
      return answer.body as {
        status: string;
        state: string | null;
        result: Record<string, unknown> | null;
        events: unknown[];
      };
    },

    /**
     * Outside production: plays another carrier asking for one of our numbers (the simulator's
     * `POST /admin/port-outs`); answers the carrier's port-out id.
     */
    async requestPortOut(asked: {
      msisdn: string;
      accountNumber: string | null;
      pin: string | null;
      requestedBy: string | null;
    }): Promise<{ requestId: string }> {
      const answer = await call('POST', '/admin/port-outs', asked);
      if (answer.status !== 202) throw normalize(answer.status, answer.body);
      return { requestId: String(answer.body.requestId) };
    },

    /** One page of the carrier's records, for reconciliation. */
    async list(kind: 'lines' | 'numbers' | 'sims' | 'bars', cursor: string | null = null, limit = 100) {
      const query = `?limit=${limit}${cursor ? `&cursor=${enc(cursor)}` : ''}`;
      const answer = await call('GET', `/v1/${kind}${query}`);
      if (answer.status !== 200) throw normalize(answer.status, answer.body);
      return answer.body as { items: Record<string, unknown>[]; nextCursor: string | null };
    },
  };
}
