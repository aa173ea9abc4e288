/**
 * A line's data cap applied (decision 096) on the built-in carrier, two servers sharing one clock:
 * the sweeps of both servers stop the line's data once its usage reaches the cap (one record, one mail
 * to the owner and one to the member, in each reader's language), and the next plan period resumes it
 * (mailed once); a cap of 0 ("no cap") approved resumes it at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LineRequest } from '@mvno/contracts/api/members';
import { lineControlEvents } from '../../src/db/schema/member-controls';
import { carrierUsageExtras } from '../../src/db/schema/usage';
import { users } from '../../src/db/schema/accounts';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import type { TestCustomer } from '../support/commerce';
import { joinedMember, ownerWithLine } from '../support/family';
import { waitForJobs } from '../support/jobs';

const { t, other } = useClockApps();
const DAY_SECONDS = 24 * 3600;

const eventsOf = async (lineId: string) =>
  (await t.database.db.select().from(lineControlEvents).where(eq(lineControlEvents.lineId, lineId)))
    .map((one) => one.what)
    .filter((what) => what.startsWith('data_'));
const mailsAbout = async (reader: TestCustomer, words: string) =>
  (await mailsTo(t.database, reader.email)).filter((mail) => mail.subject.includes(words));

async function capApproved(owner: TestCustomer, member: TestCustomer, lineId: string, capGb: number) {
  const asked = await member.post(`/app/users/lines/${lineId}/requests/data-cap`, { capGb });
  expect(asked.statusCode, asked.body).toBe(200);
  const approved = await owner.post(
    `/app/users/line-requests/${(asked.json().request as LineRequest).id}/approve`,
  );
  expect(approved.statusCode, approved.body).toBe(200);
}

/** Both servers' sweeps look, twice. */
async function sweeps() {
  await Promise.all([advanceClock(t.app, 0), advanceClock(other().app, 0), advanceClock(t.app, 0)]);
  await waitForJobs(t.database);
  await Promise.all([advanceClock(other().app, 0), advanceClock(t.app, 0)]);
  await waitForJobs(t.database);
}

describe('a data cap applied', () => {
  it(
    'stops data once at the cap, mails both in their language, and resumes it at the next period',
    { timeout: 90_000 },
    async () => {
      const { owner, line } = await ownerWithLine(t);
      const member = await joinedMember(t, owner, line.id, 'member');
      await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, member.id));
      await capApproved(owner, member, line.id, 1);
      await sweeps();
      expect(await eventsOf(line.id)).toEqual([]);

      const periodEnd = new Date(line.renewal!.periodEnd);
      await t.database.db.insert(carrierUsageExtras).values({ lineId: line.id, periodEnd, dataMb: 1100 });
      await sweeps();
      await sweeps();
      expect(await eventsOf(line.id)).toEqual(['data_stopped']);
      expect(await mailsAbout(owner, 'stopped at its 1 GB cap')).toHaveLength(1);
      const spanish = await mailsAbout(member, 'se detuvieron en su límite de 1 GB');
      expect(spanish).toHaveLength(1);
      expect(spanish[0]?.textBody).toContain('Las llamadas y los mensajes siguen funcionando.');
      // The owner's and the member's read of the line's controls say it too, and until when.
      for (const reader of [owner, member])
        expect((await reader.get(`/app/users/lines/${line.id}/controls`)).json().dataStoppedUntil).toBe(
          periodEnd.toISOString(),
        );

      // The plan renews: the new period starts from 0, under the cap; data resumes, mailed once.
      await advanceClock(t.app, 30 * DAY_SECONDS + 60);
      await waitForJobs(t.database);
      await sweeps();
      expect(await eventsOf(line.id)).toEqual(['data_stopped', 'data_resumed']);
      expect(await mailsAbout(owner, 'is back on')).toHaveLength(1);
      expect(await mailsAbout(member, 'funcionan de nuevo')).toHaveLength(1);
      const after = await member.get(`/app/users/lines/${line.id}/controls`);
      expect(after.json().dataStoppedUntil).toBeNull();
    },
  );

  it('an approved "no cap" resumes stopped data at once', async () => {
    const { owner, line } = await ownerWithLine(t);
    const member = await joinedMember(t, owner, line.id, 'member');
    await capApproved(owner, member, line.id, 1);
    const periodEnd = new Date(line.renewal!.periodEnd);
    await t.database.db.insert(carrierUsageExtras).values({ lineId: line.id, periodEnd, dataMb: 1500 });
    await sweeps();
    expect(await eventsOf(line.id)).toEqual(['data_stopped']);
    await capApproved(owner, member, line.id, 0);
    expect(await eventsOf(line.id)).toEqual(['data_stopped', 'data_resumed']);
    await sweeps();
    expect(await eventsOf(line.id)).toEqual(['data_stopped', 'data_resumed']);
    expect((await mailsAbout(member, 'is back on'))[0]?.textBody).toContain('its data cap was removed');
  });
});
