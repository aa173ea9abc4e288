import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { TEST_SECRETS, useTestApp } from '../support/test-app';

const t = useTestApp();

describe('GET /app/health', () => {
  it("answers { status: 'ok' } without channel headers", async () => {
    const response = await t.app.inject({ url: '/app/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ status: 'ok' });
  });

  it('fails with the generic 500 when the database does not answer', async () => {
    const lost = await openDatabase({});
    await lost.close();
    const app = await buildApp({ config: t.config, database: lost, secrets: TEST_SECRETS, logger: false });
    try {
      const response = await app.inject({ url: '/app/health' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toStrictEqual({ message: MESSAGES.api.internal });
    } finally {
      await app.close();
    }
  });
});
