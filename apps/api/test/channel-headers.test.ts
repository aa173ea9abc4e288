import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { useTestApp } from './support/test-app';

const t = useTestApp();

beforeAll(() => {
  // A test-only protected route, added before the first inject makes the app ready.
  t.app.get('/app/test-protected', async () => ({ reached: true }));
});

type HeaderCase = {
  name: string;
  headers: Record<string, string | undefined>;
  status: number;
  message: string;
};

/** The cases in which one header is missing (undefined) or wrong, all answered alike. */
function refused(
  header: string,
  status: number,
  message: string,
  tries: [name: string, value: string | undefined][],
): HeaderCase[] {
  return tries.map(([name, value]) => ({ name, headers: { [header]: value }, status, message }));
}

/** Each case starts from the three valid headers and changes one (undefined removes it). */
const cases: HeaderCase[] = [
  ...refused(HEADERS.apiKey, 401, MESSAGES.api.missingApiKey, [
    ['no api key', undefined],
    ['a wrong api key', 'wrong-key-456'],
    ['the api key in other case', 'TEST-API-KEY-123'],
  ]),
  ...refused(HEADERS.companyCode, 400, MESSAGES.api.badCompanyCode, [
    ['no company code', undefined],
    ['a wrong company code', 'APP'],
    ['the company code in lower case', WEB_COMPANY_CODE.toLowerCase()],
  ]),
  ...refused(HEADERS.operatorId, 400, MESSAGES.api.badOperatorId, [
    ['no operator id', undefined],
    ['operator id 18', '18'],
    ["operator id 'abc'", 'abc'],
    ["operator id '019'", `0${OPERATOR_ID}`],
  ]),
  {
    name: 'no headers at all (the api key is checked first)',
    headers: {
      [HEADERS.apiKey]: undefined,
      [HEADERS.companyCode]: undefined,
      [HEADERS.operatorId]: undefined,
    },
    status: 401,
    message: MESSAGES.api.missingApiKey,
  },
];

function withChanges(
  base: Record<string, string>,
  changes: Record<string, string | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = { ...base };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return headers;
}

describe('channel headers on /app calls', () => {
  const requests = [
    { method: 'GET', url: '/app/anything' },
    { method: 'POST', url: '/app/users/anything?x=1' },
  ] as const;

  for (const request of requests) {
    it.each(cases)(
      `${request.method} ${request.url} with $name answers $status`,
      async ({ headers, status, message }) => {
        const response = await t.app.inject({ ...request, headers: withChanges(t.headers, headers) });

        expect(response.statusCode).toBe(status);
        expect(response.json()).toStrictEqual({ message });
      },
    );

    it(`${request.method} ${request.url} with all three headers right reaches routing (404 for an unknown route)`, async () => {
      const response = await t.app.inject({ ...request, headers: t.headers });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toStrictEqual({ message: MESSAGES.api.notFound });
    });
  }

  it('guards a real route, however its path is spelled', async () => {
    const allowed = await t.app.inject({ url: '/app/test-protected', headers: t.headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toStrictEqual({ reached: true });

    // The router decodes percent-escapes, so each of these reaches the same handler.
    for (const url of ['/app/test-protected', '/%61pp/test-protected', '/app/%74est-protected']) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode, body: response.json() }).toStrictEqual({
        url,
        status: 401,
        body: { message: MESSAGES.api.missingApiKey },
      });
    }
  });

  it.each(['/app/health', '/app/docs', '/app/health?probe=lb'])(
    '%s is open without channel headers',
    async (url) => {
      const response = await t.app.inject({ url });

      expect(response.statusCode).toBe(200);
    },
  );

  it('does not ask for channel headers outside /app (content service)', async () => {
    const response = await t.app.inject({ url: '/api/whatever' });

    expect(response.statusCode).toBe(404);
  });
});
