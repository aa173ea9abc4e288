/**
 * A local HTTP server speaking the few Stripe endpoints the Stripe adapter uses. Anything else
 * is answered 404 and recorded in `unhandled`, which a test asserts is empty.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
};
type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };

/** Payment method ids (Stripe's test tokens) whose charges fail, and how. */
const FAILING: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data)).on('error', reject);
  });
}

const notFound = (what: string): Reply => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});

export async function startFakeStripe() {
  const requests: Recorded[] = [];
  const unhandled: string[] = [];
  const sessions = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const replies = new Map<string, Reply>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake_${++counter}`;

  function route(method: string, path: string, body: Record<string, string>): Reply | undefined {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: nextId('cus'), object: 'customer', email: body.email } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer,
        setup_intent: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path))) {
      const session = sessions.get(match[1]!);
      return session ? { status: 200, body: session } : notFound('checkout.session');
    }
    if (method === 'GET' && (match = /^\/v1\/setup_intents\/(seti_for_(\w+))$/.exec(path))) {
      return {
        status: 200,
        body: { id: match[1], object: 'setup_intent', status: 'succeeded', payment_method: match[2] },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_methods\/(\w+)$/.exec(path))) {
      const pm = paymentMethods.get(match[1]!);
      return pm ? { status: 200, body: pm } : notFound('payment_method');
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/(\w+)\/detach$/.exec(path))) {
      const pm = paymentMethods.get(match[1]!);
      return pm ? { status: 200, body: { ...pm, customer: null } } : notFound('payment_method');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: nextId('re'),
          object: 'refund',
          status: 'succeeded',
          payment_intent: body.payment_intent,
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const failure = FAILING[body.payment_method ?? ''];
      if (failure) {
        const intent = { id, object: 'payment_intent', status: 'requires_payment_method' };
        return { status: 402, body: { error: { type: 'card_error', ...failure, payment_intent: intent } } };
      }
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(body.amount),
          currency: body.currency,
        },
      };
    }
    return undefined;
  }

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '').split('?')[0] ?? '';
    const body = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method, path, body, idempotencyKey });
    // Like Stripe: a POST repeated with its idempotency key gets the first answer again.
    const replayKey = idempotencyKey && method === 'POST' ? `${path}|${idempotencyKey}` : undefined;
    let reply = replayKey ? replies.get(replayKey) : undefined;
    reply ??= route(method, path, body);
    if (!reply) {
      unhandled.push(`${method} ${path}`);
      reply = {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
        },
      };
    }
    if (replayKey) replies.set(replayKey, reply);
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unhandled,
    /** What the customer does on Stripe's page: enters a card and the session completes. */
    completeSession(
      sessionId: string,
      card: { pm: string; brand: string; last4: string; expMonth: number; expYear: number; name: string },
    ) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      paymentMethods.set(card.pm, {
        id: card.pm,
        object: 'payment_method',
        type: 'card',
        customer: session.customer,
        billing_details: { name: card.name },
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      });
      sessions.set(sessionId, { ...session, status: 'complete', setup_intent: `seti_for_${card.pm}` });
    },
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
