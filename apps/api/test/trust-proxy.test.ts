import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const VALID = { name: 'Dana Smith', email: 'dana@example.com', message: 'Hello' };

async function sixMessagesFromOneSocket(t: ReturnType<typeof useTestApp>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/users/contactus',
      headers: { ...t.headers, 'x-forwarded-for': `198.51.100.${i + 1}` },
      remoteAddress: '10.0.0.2',
      payload: VALID,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('client address behind a load balancer', () => {
  describe('TRUST_PROXY=true', () => {
    const t = useTestApp({ overrides: { TRUST_PROXY: 'true' } });
    it('counts each forwarded client on its own', async () => {
      expect(await sixMessagesFromOneSocket(t)).toEqual([200, 200, 200, 200, 200, 200]);
    });
  });

  describe('by default', () => {
    const t = useTestApp();
    it('ignores X-Forwarded-For, which any client can send', async () => {
      expect(await sixMessagesFromOneSocket(t)).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
