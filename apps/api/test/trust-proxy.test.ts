import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { useTestApp } from './support/test-app';

const VALID = { name: 'Dana Smith', email: 'dana@example.com', message: 'Hello' };

/**
 * Six contact messages (the limit is five an hour per client) through one proxy socket; the
 * client writes a new address of its own into X-Forwarded-For each time, and the proxy appends
 * the address it saw.
 */
async function sixMessages(
  t: ReturnType<typeof useTestApp>,
  forwarded: (i: number) => string,
  remoteAddress = '10.0.0.2',
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/users/contactus',
      headers: { ...t.headers, 'x-forwarded-for': forwarded(i) },
      remoteAddress,
      payload: VALID,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const LIMITED = [200, 200, 200, 200, 200, 429];

describe('client address behind a load balancer', () => {
  describe('TRUST_PROXY=1 (one proxy hop)', () => {
    const t = useTestApp({ overrides: { TRUST_PROXY: '1' } });

    it('keys the limit on the address the proxy saw, whatever the client wrote before it', async () => {
      expect(await sixMessages(t, (i) => `198.51.100.${i + 1}, 203.0.113.9`)).toEqual(LIMITED);
    });

    it('counts two real clients behind the proxy apart', async () => {
      expect(await sixMessages(t, () => '203.0.113.10')).toEqual(LIMITED);
      expect(await sixMessages(t, () => '203.0.113.11')).toEqual(LIMITED);
    });
  });

  describe('TRUST_PROXY with the proxy addresses', () => {
    const t = useTestApp({ overrides: { TRUST_PROXY: '10.0.0.0/8' } });

    it('believes only entries written by the listed proxies', async () => {
      expect(await sixMessages(t, (i) => `198.51.100.${i + 1}, 203.0.113.9`)).toEqual(LIMITED);
    });

    it('ignores X-Forwarded-For from a socket that is not a listed proxy', async () => {
      expect(await sixMessages(t, (i) => `198.51.100.${i + 1}`, '192.0.2.50')).toEqual(LIMITED);
    });
  });

  describe('by default', () => {
    const t = useTestApp();
    it('ignores X-Forwarded-For, which any client can send', async () => {
      expect(await sixMessages(t, (i) => `198.51.100.${i + 1}`)).toEqual(LIMITED);
    });
  });

  it('refuses TRUST_PROXY=true, which would believe what clients write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
  });
});
