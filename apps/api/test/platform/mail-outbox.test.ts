import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/platform';
import { registerCustomer } from '../support/auth';
import { waitForJobs } from '../support/jobs';
import { createTestApp, PRODUCTION_DEMO_ENV, useTestApp } from '../support/test-app';

const t = useTestApp();

async function addMail(to: string, subject: string, text: string, createdAt: Date) {
  await t.database.db.insert(mailOutbox).values({ toAddress: to, subject, textBody: text, createdAt });
}

describe('mail outbox and /dev/mailbox (outside production)', () => {
  it('keeps the mail the app sends and shows it on an accessible page', async () => {
    const customer = await registerCustomer(t);
    await waitForJobs(t.database);

    const rows = await t.database.db.select().from(mailOutbox);
    const page = await t.app.inject({ url: '/dev/mailbox' });

    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: customer.email, subject: 'Welcome to Brightline Mobile' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page.body).toMatch(/<title>Mailbox - Brightline Mobile \(development\)<\/title>/);
    expect(page.body).toContain('<h1>Mailbox</h1>');
    expect(page.body).toContain('<h2 id="mail-0">Welcome to Brightline Mobile</h2>');
    expect(page.body).toContain(`<dd>${customer.email}</dd>`);
    expect(page.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
  });

  it('lists mail newest first, escapes everything and makes links clickable', async () => {
    await addMail('old@example.com', 'Older mail', 'first', new Date('2026-01-01T10:00:00Z'));
    await addMail(
      'new@example.com',
      '<script>alert(1)</script>',
      'Open https://shop.example.com/reset-password?token=a&b now <b>',
      new Date('2026-01-02T10:00:00Z'),
    );

    const page = (await t.app.inject({ url: '/dev/mailbox' })).body;

    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain(
      'Open <a href="https://shop.example.com/reset-password?token=a&amp;b">https://shop.example.com/reset-password?token=a&amp;b</a> now &lt;b&gt;',
    );
    expect(page.indexOf('new@example.com')).toBeLessThan(page.indexOf('old@example.com'));
  });

  it('says so when there is no mail yet', async () => {
    const page = await t.app.inject({ url: '/dev/mailbox' });

    expect(page.body).toContain('<p>No mail yet.');
  });

  it("answers /dev/mailbox.json?to= with that address's mail, newest first", async () => {
    await addMail('ada@example.com', 'First', 'code 111111', new Date('2026-01-01T10:00:00Z'));
    await addMail('bob@example.com', 'Other', 'code 222222', new Date('2026-01-01T11:00:00Z'));
    await addMail('Ada@Example.com', 'Second', 'code 333333', new Date('2026-01-01T12:00:00Z'));

    const response = await t.app.inject({ url: '/dev/mailbox.json?to=ada@example.com' });

    expect(response.statusCode).toBe(200);
    const { mails } = response.json() as {
      mails: { to: string; subject: string; text: string; createdAt: string }[];
    };
    expect(mails.map((m) => m.subject)).toStrictEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({
      to: 'Ada@Example.com',
      text: 'code 333333',
      createdAt: '2026-01-01T12:00:00.000Z',
    });
    expect((await t.app.inject({ url: '/dev/mailbox.json?limit=0' })).statusCode).toBe(400);
  });
});

describe('/dev/mailbox in production', () => {
  it('does not exist (404), for the page and the JSON', async () => {
    const production = await createTestApp({
      ...PRODUCTION_DEMO_ENV,
    });
    try {
      await addMail('ada@example.com', 'Secret code', 'code 123456', new Date());

      const page = await production.app.inject({ url: '/dev/mailbox' });
      const json = await production.app.inject({ url: '/dev/mailbox.json?to=ada@example.com' });

      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Secret code');
      expect(json.statusCode).toBe(404);
      expect(json.body).not.toContain('123456');
    } finally {
      await production.close();
    }
  });
});
