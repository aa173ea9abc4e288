/**
 * The fuzzing's cases (test/fuzz-endpoints.test.ts): for an endpoint of the contracts, a session, a
 * channel, path parameters, a query and a body, contract-shaped or hostile.
 */
import fc from 'fast-check';
import type { Endpoint } from '@mvno/contracts/api/common';
import { fromZod } from './schema-arbitrary';

export type Session = 'none' | 'customer' | 'agent' | 'forged';
export type Input =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | undefined }
  | { kind: 'none' };
export type Channel = 'good' | 'no-key' | 'bad-operator';

/** Bodies a parser may trip over: prototype keys, deep nesting, odd numbers, duplicate keys. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"admin":true},"email":"a@b.c"}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '['.repeat(2000) + ']'.repeat(2000),
    '{"a":'.repeat(500) + '1' + '}'.repeat(500),
    '1e999',
    '-0',
    '{"amount":123456789012345678901234567890}',
    '{"email":"a@b.c","email":"d@e.f"}',
    '"\\ud800"',
    '{"x":"\\u0000"}',
    '\ufeff{}',
    'null',
    '',
  ),
  fc.string({ maxLength: 30 }),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);
export type Case = {
  session: Session;
  params: Record<string, string>;
  query: unknown;
  body: Input;
  address: string;
  channel: Channel;
  pick: number;
};

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);

export function caseArbitrary(endpoint: Endpoint): fc.Arbitrary<Case> {
  const paramValue = fc.oneof(
    fc.constant('@known'),
    fc.uuid(),
    fc.constantFrom('brightline', '0', '-1', 'null', '%', '..', 'a'.repeat(120)),
    fc.string({ maxLength: 40 }),
  );
  const params = fc.record(
    Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, paramValue])),
  );
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  const query = endpoint.query
    ? fc.oneof({ weight: 3, arbitrary: fromZod(endpoint.query) }, { weight: 1, arbitrary: anyJson })
    : fc.oneof(
        fc.constant(undefined),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })),
      );
  const bodyInput: fc.Arbitrary<Input> =
    endpoint.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          ...(endpoint.body
            ? [
                {
                  weight: 5,
                  arbitrary: fromZod(endpoint.body).map((value): Input => ({ kind: 'json', value })),
                },
              ]
            : []),
          { weight: 2, arbitrary: anyJson.map((value): Input => ({ kind: 'json', value })) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(hostileText, contentTypes)
              .map(([text, contentType]): Input => ({ kind: 'raw', text, contentType })),
          },
          { weight: 1, arbitrary: fc.constant<Input>({ kind: 'none' }) },
        );
  const session = endpoint.auth
    ? fc.constantFrom<Session>(
        endpoint.session === 'agent' ? 'agent' : 'customer',
        'customer',
        'agent',
        'none',
        'forged',
      )
    : fc.constantFrom<Session>('none', 'none', 'customer', 'forged');
  return fc.record({
    session,
    params,
    query,
    body: bodyInput,
    address: fc.ipV4(),
    channel: fc.constantFrom<Channel>('good', 'good', 'good', 'good', 'good', 'no-key', 'bad-operator'),
    pick: fc.nat(),
  });
}

export function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object' || Array.isArray(query))
    return `?q=${encodeURIComponent(JSON.stringify(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
