/**
 * The live figures' months kept by their daily job (decisions 107, 113): after days pass (a month end
 * among them, lines made, ended and an ending withdrawn, eSIM profiles installed, chats answered), the
 * kept months (the open one to midnight) equal the statements' computation of every cell at the day's
 * midnight, and the page's answer (kept months, what happened since midnight read live) equals the live
 * computation of every month, in each filter, the chats' first response too.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KpiQuery } from '@mvno/contracts/api/care-kpis';
import { lineEndings, subscriptionLines } from '../../src/db/schema/lines';
import { supportConversations, supportMessages } from '../../src/db/schema/support';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { endsReached, keptWindows, passedMonths } from '../../src/modules/kpis/kpi-live-figures';
import { createKpiRepository } from '../../src/modules/kpis/kpi-repository';
import { createKpiService, monthWindows } from '../../src/modules/kpis/kpi-service';
import { buyLine } from '../support/kpi-day-lines';
import { buildKpiHistory, KPI_NOW } from '../support/kpi-history';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock(KPI_NOW);
const t = useTestApp({ clock });
const at = (text: string) => new Date(`2026-${text}Z`);
const midnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** A chat with its messages: [author, time] in order (made with its first message, as the chat makes it). */
async function chat(messages: ['customer' | 'agent', string][]) {
  const [row] = await t.database.db
    .insert(supportConversations)
    .values({ name: 'Visitor', email: 'v@kpi.test', source: 'chat', createdAt: at(messages[0]![1]) })
    .returning({ id: supportConversations.id });
  for (const [author, when] of messages)
    await t.database.db
      .insert(supportMessages)
      .values({ conversationId: row!.id, author, body: 'Hello', createdAt: at(when) });
}

describe('the live figures’ kept months', () => {
  it('equal the live computation after days pass, in every cell and filter', async () => {
    clock.advance(KPI_NOW.getTime() - clock.now().getTime());
    const { planIds, line, customer } = await buildKpiHistory(t.database);
    const kpis = createKpiRepository(t.database);
    const service = createKpiService({ kpis, clock });
    const filters: KpiQuery[] = [{}, { plan: planIds.B }, { state: 'TX' }, { plan: planIds.A, state: 'CA' }];

    /** The kept cells equal the statements at the kept midnight; the page's answer the live one now. */
    const check = async () => {
      const now = clock.now();
      const windows = monthWindows(now);
      const asOf = midnight(now);
      expect(await kpis.live.keptAsOf()).toEqual(asOf);
      const passed = keptWindows(windows, asOf);
      const [cohorts, esim] = await Promise.all([
        kpis.live.cohorts(
          passed.map((m) => m.from),
          asOf,
          { all: true },
        ),
        kpis.live.funnelSteps(passed, asOf, { all: true }, asOf),
      ]);
      const kept = new Map((await kpis.live.keptCells()).map((c) => [`${c.plan}/${c.state}`, c]));
      for (const c of cohorts) {
        const month = (kept.get(`${c.plan}/${c.state}`)?.months as Record<string, unknown>)?.[
          passed[c.n - 1]!.month
        ];
        expect(month, `${c.plan}/${c.state} ${c.n}`).toMatchObject({ lines: c.lines, active: c.active });
      }
      for (const e of esim) {
        const month = (kept.get(`${e.plan}/${e.state}`)?.months as Record<string, unknown>)?.[
          passed[e.n - 1]!.month
        ];
        expect(month, `${e.plan}/${e.state} ${e.n}`).toMatchObject({
          esimOrdered: e.ordered,
          esimInstalled: e.installed,
          paid: e.paid,
          used: e.used,
          reached: e.reached,
          active30: e.active30,
        });
      }
      const chats = await kpis.live.firstResponse(windows);
      expect((await service.liveFigures({})).firstResponse).toEqual(
        chats.map((row, index) => ({ month: windows[index]!.month, ...row })),
      );
      for (const filter of filters) {
        const answer = await service.liveFigures(filter);
        const [liveCohorts, liveEsim] = await Promise.all([
          kpis.live.cohorts(
            windows.map((w) => w.from),
            now,
            filter,
          ),
          kpis.live.funnelSteps(windows, null, filter, now),
        ]);
        windows.forEach((window, index) => {
          const c = liveCohorts.find((row) => row.n === index + 1);
          const e = liveEsim.find((row) => row.n === index + 1);
          const label = `${JSON.stringify(filter)} ${window.month}`;
          expect(answer.cohorts[index]!.lines, label).toBe(c?.lines ?? 0);
          expect(
            answer.cohorts[index]!.retained.map((r) => r.active),
            label,
          ).toEqual(Array.from({ length: endsReached(window.from, now) }, (_, k) => c?.active[k] ?? 0));
          expect(answer.esimInstalled[index], label).toMatchObject({
            ordered: e?.ordered ?? 0,
            installed: e?.installed ?? 0,
          });
          expect(answer.firstUsage[index], label).toMatchObject({ paid: e?.paid ?? 0, used: e?.used ?? 0 });
          expect(answer.activeAfter30Days[index], label).toMatchObject({
            reached: e?.reached ?? 0,
            active: e?.active30 ?? 0,
          });
        });
      }
      return passedMonths(windows, asOf).length;
    };

    await service.takeSnapshots(); // the daily job's run
    // Neither the days' job nor a page call keeps the months: at a million lines that reads every line.
    await service.liveFigures({});
    expect(await kpis.live.keptAsOf()).toBeNull();
    await service.keepLiveMonths(); // the months' own job
    expect(await check()).toBe(12); // April 10th: March ended, April open
    const april = (await service.liveFigures({})).cohorts.at(-1)!;
    expect(april).toMatchObject({ month: '2026-04', lines: 1, retained: [] });

    // Days pass into May: April's lines made and ended, an ending withdrawn, installs recorded.
    await buyLine(t.database, customer[40]!, planIds.B, 'TX', at('04-20T08:00:00'), 'may1');
    await buyLine(t.database, customer[39]!, planIds.A, 'CA', at('04-25T08:00:00'), 'may2');
    await t.database.db
      .insert(lineEndings)
      .values({ lineId: line.c40!, userId: customer[40]!, cause: 'voluntary', at: at('04-28T09:00:00') });
    await t.database.db
      .update(lineEndings)
      .set({ withdrawnAt: at('04-21T10:00:00') })
      .where(eq(lineEndings.lineId, line.c16!));
    await t.database.db
      .update(subscriptionLines)
      .set({ esimInstalledAt: at('04-22T10:00:00') })
      .where(eq(subscriptionLines.id, line.c22!));
    await buyLine(t.database, customer[38]!, planIds.A, 'CA', at('05-01T12:00:00'), 'may3');
    // Two orders whose 30th day falls after the May 2nd keep, one of them cancelled on the way: reached on
    // the page from the live computation, not the kept months.
    await buyLine(t.database, customer[36]!, planIds.B, 'TX', at('04-02T03:00:00'), 'apr1');
    const apr2 = await buyLine(t.database, customer[35]!, planIds.A, 'CA', at('04-02T04:00:00'), 'apr2');
    await t.database.db
      .insert(lineEndings)
      .values({ lineId: apr2, userId: customer[35]!, cause: 'voluntary', at: at('04-20T09:00:00') });
    await t.database.db
      .update(subscriptionLines)
      .set({ firstUsedAt: at('04-23T10:00:00') })
      .where(eq(subscriptionLines.id, line.c22!));
    await chat([
      ['customer', '04-29T10:00:00'],
      ['agent', '04-29T10:04:00'],
    ]);
    await chat([
      ['customer', '05-01T09:00:00'],
      ['agent', '05-01T09:00:40'],
    ]);
    clock.advance(at('05-02T07:00:00').getTime() - clock.now().getTime());
    await service.takeSnapshots();
    await service.keepLiveMonths();
    expect(await check()).toBe(12); // May 2nd: April ended with its cohort kept, May open
    const kept = (await service.liveFigures({})).cohorts.find((c) => c.month === '2026-04')!;
    expect(kept).toMatchObject({ lines: 5, retained: [{ after: 0, active: 3 }] }); // c40's and apr2's lines ended

    // An install after the day's midnight reaches the page with no new keep; the kept months stay.
    await t.database.db
      .update(subscriptionLines)
      .set({ esimInstalledAt: new Date(clock.now().getTime() + DAY_MS) })
      .where(eq(subscriptionLines.id, line.c23!));
    // What happens after the keep reaches the page with no new keep: a line with its eSIM order (in a cell of
    // the filters), a chat asked and answered today.
    const may4 = await buyLine(t.database, customer[37]!, planIds.A, 'CA', at('05-02T07:20:00'), 'may4');
    await t.database.db
      .update(subscriptionLines)
      .set({ firstUsedAt: at('05-02T07:40:00') })
      .where(inArray(subscriptionLines.id, [line.c23!, may4]));
    await chat([
      ['customer', '05-02T07:30:00'],
      ['agent', '05-02T07:32:00'],
    ]);
    clock.advance(3_600_000);
    expect(await check()).toBe(12);
    const may = (await service.liveFigures({ plan: planIds.A, state: 'CA' })).cohorts.at(-1)!;
    expect(may).toMatchObject({ month: '2026-05', lines: 2, retained: [] });
    const chatsMay = (await service.liveFigures({})).firstResponse!.at(-1)!;
    expect(chatsMay).toEqual({ month: '2026-05', asked: 2, answered: 2, medianSeconds: 80 });
  }, 240_000);
});
