import { describe, expect, it } from 'vitest';
import { describeSupportHours, isOpenAt, nextOpening, parseSupportHours } from '../../src/lib/support-hours';
import { call, latestMailTo, mailsTo, registerCustomer } from '../support/auth';
import { newAgent } from '../support/chat';
import { useTestApp } from '../support/test-app';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** A weekday three days from today (UTC): support is closed all of today, whenever the test runs. */
const otherDay = DAYS[(new Date().getUTCDay() + 3) % 7]!;

describe('support hours', () => {
  it('reads day ranges and times in the time zone, daylight saving included', () => {
    const plan = parseSupportHours('Mon-Fri 09:00-18:00, Sat 10:00-14:00', 'America/New_York');

    // Monday 2026-03-09 13:59 UTC is 09:59 in New York (summer time began on March 8).
    expect(isOpenAt(plan, new Date('2026-03-09T13:59:00Z'))).toBe(true);
    expect(isOpenAt(plan, new Date('2026-03-09T12:59:00Z'))).toBe(false);
    // Saturday 2026-01-10 15:30 UTC is 10:30 in New York (winter time).
    expect(isOpenAt(plan, new Date('2026-01-10T15:30:00Z'))).toBe(true);
    // Sunday: next opening is Monday 09:00 New York time.
    expect(nextOpening(plan, new Date('2026-03-08T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    // Friday evening in winter: next opening is Saturday 10:00 (15:00 UTC).
    expect(nextOpening(plan, new Date('2026-01-09T23:30:00Z'))?.toISOString()).toBe(
      '2026-01-10T15:00:00.000Z',
    );
    expect(describeSupportHours(plan)).toBe('Mon-Fri 09:00-18:00, Sat 10:00-14:00 (America/New_York)');
  });

  it.each([
    ['Mon-Fri 9-5', 'America/New_York'],
    ['Funday 09:00-17:00', 'America/New_York'],
    ['Mon 18:00-09:00', 'America/New_York'],
    ['Mon 09:00-17:00', 'Mars/Olympus_Mons'],
  ])('refuses %j in %s', (hours, zone) => {
    expect(() => parseSupportHours(hours, zone)).toThrow();
  });
});

describe('outside support hours', () => {
  const t = useTestApp({ overrides: { SUPPORT_HOURS: `${otherDay} 09:00-17:00`, SUPPORT_TIME_ZONE: 'UTC' } });

  it('tells the customer when an agent will answer, and mails the agent’s reply too', async () => {
    const hours = await call(t, 'GET', '/app/chat/hours');
    expect(hours.statusCode).toBe(200);
    const { open, nextOpenAt, schedule } = hours.json() as {
      open: boolean;
      nextOpenAt: string;
      schedule: string;
    };
    expect(open).toBe(false);
    expect(schedule).toBe(`${otherDay} 09:00-17:00 (UTC)`);
    expect(new Date(nextOpenAt).getUTCDay()).toBe(DAYS.indexOf(otherDay));
    expect(nextOpenAt.slice(11, 16)).toBe('09:00');

    const customer = await registerCustomer(t, { firstName: 'Omar' });
    const agent = await newAgent(t);
    const sent = await call(t, 'POST', '/app/chat/messages', {
      token: customer.token,
      body: { message: 'Late!' },
    });
    expect(sent.json().hours).toMatchObject({ open: false, nextOpenAt });
    const id = sent.json().conversation.id as string;
    await call(t, 'POST', `/app/support/conversations/${id}/messages`, {
      token: agent.token,
      body: { message: 'Answering early tomorrow' },
    });

    expect(await mailsTo(t.database, customer.email)).toHaveLength(2);
    const mail = await latestMailTo(t.database, customer.email);
    expect(mail.subject).toBe('Sam from Brightline Mobile support replied');
    expect(mail.textBody).toContain('Hi Omar,');
    expect(mail.textBody).toContain('> Answering early tomorrow');
  });
});
