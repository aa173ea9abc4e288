import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailSender } from '../../src/modules/platform/mail/smtp-mail-sender';
import { mailOutbox } from '../../src/db/schema/platform';
import { call, codeIn, registerCustomer } from '../support/auth';
import { createTestApp, resetData } from '../support/test-app';
import { waitForJobs } from '../support/jobs';
import { getTestDatabase } from '../support/test-database';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port; it keeps what it receives. */
let server: SMTPServer;
let smtpUrl: string;
let received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

describe('SMTP mail adapter (against a real SMTP server)', () => {
  it('delivers the mail with its sender, recipient, subject and body', async () => {
    const sender = createSmtpMailSender({
      url: smtpUrl,
      from: 'Brightline Mobile <no-reply@brightline.example>',
    });
    try {
      await sender.send({ to: 'ada@example.com', subject: 'Your login code', text: 'Your code is 123456\n' });
    } finally {
      sender.close();
    }

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@brightline.example');
    expect(mail?.to).toStrictEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Your login code\r?$/m);
    expect(mail?.raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(mail?.raw).toContain('Your code is 123456');
  });

  it('rejects when the server cannot be reached', async () => {
    const sender = createSmtpMailSender({ url: 'smtp://127.0.0.1:1', from: 'no-reply@brightline.example' });

    await expect(sender.send({ to: 'ada@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    sender.close();
  });

  it('is what the app uses when SMTP_URL is set: a login code arrives by SMTP, not in the outbox', async () => {
    const database = await getTestDatabase();
    await resetData(database, { content: false });
    const test = await createTestApp({
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Brightline Mobile <no-reply@brightline.example>',
    });
    try {
      const customer = await registerCustomer(test);
      await waitForJobs(database);
      received = [];

      const response = await call(test, 'POST', '/app/auth/otp/request', { body: { email: customer.email } });

      expect(response.statusCode).toBe(200);
      await waitForJobs(database);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toStrictEqual([customer.email]);
      expect(received[0]?.raw).toMatch(/^Subject: Your Brightline Mobile login code: \d{6}\r?$/m);
      const code = codeIn(
        received[0]!.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      );
      const login = await call(test, 'POST', '/app/auth/otp/verify', {
        body: { email: customer.email, code },
      });
      expect(login.statusCode).toBe(200);
      expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
    } finally {
      await test.close();
    }
  });
});

describe('mail through the job queue when the mail server refuses for a while', () => {
  it('answers the request at once and delivers the mail on a later try', async () => {
    let refusals = 2;
    const delivered: string[] = [];
    const flaky = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (refusals > 0) {
          refusals -= 1;
          const busy = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(busy);
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const database = await getTestDatabase();
    await resetData(database, { content: false });
    const test = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${(flaky.server.address() as AddressInfo).port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    try {
      const response = await call(test, 'POST', '/app/users/contactus', {
        body: { name: 'Dana Smith', email: 'dana@example.com', message: 'Hello' },
      });

      // The answer did not wait for the mail server: delivery needs two more tries, 1 s and 2 s later.
      expect(response.statusCode).toBe(200);
      expect(delivered).toEqual([]);
      for (let i = 0; i < 150 && delivered.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(refusals).toBe(0);
      expect(delivered).toEqual(['support@brightline.example']);
    } finally {
      await test.close();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });
});
