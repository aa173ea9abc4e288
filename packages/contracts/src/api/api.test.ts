import { describe, it, expect } from 'vitest';
import * as agentAuth from './agent-auth';
import * as auth from './auth';
import * as chat from './chat';
import * as checkout from './checkout';
import { buildPath, type Endpoint } from './common';
import * as contact from './contact';
import * as content from './content';
import { getFooter, getPageMetadata } from './content';
import * as health from './health';
import { getHealth } from './health';
import * as lineUsage from './line-usage';
import * as lines from './lines';
import * as notices from './notices';
import * as numberLock from './number-lock';
import * as payments from './payments';
import * as portIn from './port-in';
import * as plans from './plans';
import * as profile from './profile';
import * as sessions from './sessions';
import * as supportInbox from './support-inbox';
import * as transactions from './transactions';
import * as users from './users';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every endpoint of every contract file, by its export name. */
const ENDPOINTS = Object.fromEntries(
  [
    agentAuth,
    auth,
    chat,
    checkout,
    contact,
    content,
    health,
    lineUsage,
    lines,
    portIn,
    notices,
    numberLock,
    payments,
    plans,
    profile,
    sessions,
    supportInbox,
    transactions,
    users,
  ].flatMap((file) =>
    Object.entries(file).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1])),
  ),
);

/** SPEC §6: login, registration and the public calls carry no bearer token. */
const PUBLIC = [
  'register',
  'loginWithPassword',
  'requestLoginCode',
  'loginWithCode',
  'forgotPassword',
  'resetPassword',
  'exchangeSupportLink',
  'listPlans',
  'sendContactMessage',
  'getHealth',
  'getFooter',
  'getPageMetadata',
  'getFaq',
  'getBanner',
  'getLegalPages',
  // The chat without an account (a visitor token in the body) and an agent's two sign-in steps.
  'getSupportHours',
  'startVisitorChat',
  'getVisitorChat',
  'sendVisitorChatMessage',
  'markVisitorChatRead',
  'startAgentSignIn',
  'finishAgentSignIn',
  'requestAgentCode',
  'signInAgentWithCode',
  'getCarrierHelp',
];

describe('endpoint definitions', () => {
  it('health', () => {
    expect(getHealth.method).toBe('GET');
    expect(getHealth.path).toBe('/app/health');
    expect(getHealth.response.safeParse({ status: 'ok' }).success).toBe(true);
    expect(getHealth.response.safeParse({ status: 'down' }).success).toBe(false);
  });

  it('content paths and queries', () => {
    expect(buildPath(getFooter.path, { product: 'brightline' })).toBe('/api/brightline-footer');
    expect(buildPath(getPageMetadata.path, { product: 'brightline' })).toBe('/api/brightline-meta-datas');
    expect(getFooter.query.safeParse({ populate: 'deep' }).success).toBe(true);
    expect(getPageMetadata.query.safeParse({ populate: '*' }).success).toBe(true);
  });

  it('footer response shape', () => {
    const footer = {
      data: {
        id: 1,
        attributes: {
          socials: [
            { id: 2, link: 'https://x.com/b', logo: { data: { attributes: { url: '/uploads/x.svg' } } } },
          ],
        },
      },
    };
    expect(getFooter.response.parse(footer)).toEqual(footer);
    expect(
      getFooter.response.safeParse({ data: { id: 1, attributes: { socials: [{ id: 2 }] } } }).success,
    ).toBe(false);
  });
});

describe('auth flags', () => {
  it('marks login, registration and the public calls auth: false, and every other call auth: true', () => {
    expect(Object.keys(ENDPOINTS)).toEqual(expect.arrayContaining(PUBLIC));
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      expect({ name, auth: endpoint.auth }).toEqual({ name, auth: !PUBLIC.includes(name) });
    }
  });
});

describe('agent sessions', () => {
  it('asks for an agent session on every inbox call and the agent account calls, and nowhere else', () => {
    const agentOnly = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => endpoint.session === 'agent')
      .map(([name]) => name)
      .sort();
    expect(agentOnly).toEqual(
      [
        ...Object.keys(supportInbox).filter((name) => isEndpoint(Reflect.get(supportInbox, name))),
        'viewAgent',
        'endAgentSession',
      ].sort(),
    );
    for (const name of agentOnly) expect(ENDPOINTS[name]!.auth).toBe(true);
  });
});

describe('operation ids', () => {
  it('names every endpoint once, camelCase and verb first', () => {
    const ids = Object.values(ENDPOINTS).map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
  });
});
