import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { mailOutbox } from '../../src/db/schema/platform';
import { contactMessages } from '../../src/db/schema/support';
import { call } from '../support/auth';
import { waitForJobs } from '../support/jobs';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const VALID = { name: 'Dana Smith', email: 'dana@example.com', message: 'Can I keep my number?\nThanks!' };

describe('POST /app/users/contactus', () => {
  it('stores the message, mails support and answers the thanks text', async () => {
    const response = await call(t, 'POST', '/app/users/contactus', { body: VALID });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.support.contactThanks });
    const stored = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject([VALID]);
    await waitForJobs(t.database);
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'support@brightline.example',
      subject: 'Contact form: Dana Smith',
    });
    expect(mails[0]!.textBody).toContain('Can I keep my number?');
    expect(mails[0]!.textBody).toContain('dana@example.com');
  });

  it.each([
    ['name', { name: '' }, MESSAGES.enterName],
    ['email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['message', { message: '   ' }, MESSAGES.enterMessage],
  ])(
    'a bad %s is a 400 with the SPEC message at the field, and nothing is stored',
    async (field, change, message) => {
      const response = await call(t, 'POST', '/app/users/contactus', { body: { ...VALID, ...change } });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
      expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    },
  );

  it('limits one address to five messages an hour', async () => {
    const responses = [];
    for (let i = 0; i < 6; i += 1) {
      responses.push(await call(t, 'POST', '/app/users/contactus', { body: VALID, ip: '203.0.113.9' }));
    }
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = responses[5]!;
    expect(refused.json()).toEqual({ message: MESSAGES.api.tooManyRequests });
    // The window is an hour and has just begun: the client is told to come back in about an hour.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(responses[4]!.headers['retry-after']).toBeUndefined();
    const other = await call(t, 'POST', '/app/users/contactus', { body: VALID, ip: '203.0.113.10' });
    expect(other.statusCode).toBe(200);
  });
});
