/**
 * A broad name search reads only the page it shows (decision 111): the first 20 hits in the hits'
 * order (lower-case last name, first name, id, byte by byte), the broad query (first name and a last
 * name's start) a Limit over a scan of an index in that order, never a Sort of every match.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  firstNameStart,
  nameSearchQueries,
} from '../../src/modules/care/customers/customer-search-repository';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** The ids of the first 20 hits in the hits' order: lower-case last name, first name, id, byte by byte. */
const firstPageOf = (rows: unknown[]) =>
  (rows as { id: string; first: string; last: string }[])
    .sort(
      (a, b) =>
        Buffer.compare(bytes(a.last), bytes(b.last)) ||
        Buffer.compare(bytes(a.first), bytes(b.first)) ||
        Buffer.compare(bytes(a.id), bytes(b.id)),
    )
    .slice(0, 20)
    .map((row) => row.id);

describe('a broad name search', () => {
  it('answers the first page in the documented order, read from an ordered index without sorting every match', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    // 300 namesakes: last names in three cases (the order ignores case), repeated names (the id decides).
    await t.database.execute(
      `insert into users (email, first_name, last_name)
       select 'broad-' || $1 || '-' || g || '@example.com',
              case when g % 4 = 0 then 'grace' else 'Grace' end,
              (array['Lov', 'LOV', 'lov'])[g % 3 + 1] || $1 || lpad(((g * 7) % 100)::text, 3, '0')
       from generate_series(1, 300) g`,
      [tag],
    );
    await t.database.execute('analyze users', []);
    const { rows } = await t.database.execute(
      `select id, lower(first_name) as first, lower(last_name) as last from users where email like $1`,
      [`broad-${tag}-%`],
    );
    const expected = firstPageOf(rows);

    const agent = await newStaff(t, 'agent');
    for (const q of [`Grace Lov${tag}`, `lov${tag}`]) {
      const found = await call(t, 'GET', `/app/care/customers?q=${encodeURIComponent(q)}`, {
        token: agent.token,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect((found.json() as { customers: { id: string }[] }).customers.map((hit) => hit.id)).toEqual(
        expected,
      );
    }

    // A bare first name's start: every customer whose first or last name starts with "grace" (300 here and
    // any others), the first 20 in the same order.
    const { rows: graces } = await t.database.execute(
      `select id, lower(first_name) as first, lower(last_name) as last from users
        where role = 'customer' and (lower(first_name) like 'grace%' or lower(last_name) like 'grace%')`,
      [],
    );
    const firstPage = firstPageOf(graces);
    const byFirstName = await call(t, 'GET', '/app/care/customers?q=grace', { token: agent.token });
    expect((byFirstName.json() as { customers: { id: string }[] }).customers.map((hit) => hit.id)).toEqual(
      firstPage,
    );
    // It reads each first name's first 20 from the first-name index (decision 113), not its 300 matches.
    const analyzed = await t.database.db.execute(
      sql`explain (analyze, format json) ${firstNameStart('grace', 20)}`,
    );
    const run = (analyzed as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows[0]![
      'QUERY PLAN'
    ][0].Plan;
    const perName = nodes(run).filter(
      (node) => node['Index Name'] === 'users_care_first_last_idx' && (node['Actual Loops'] ?? 0) > 0,
    );
    expect(perName.length, JSON.stringify(run)).toBeGreaterThan(0);
    for (const node of perName) expect(node['Actual Rows'], JSON.stringify(run)).toBeLessThanOrEqual(20);

    // "grace" with the last name's start after it: the broad one here (300 matches). The others match
    // nothing and may sort their few matches (decision 111).
    for (const query of nameSearchQueries(t.database.db, `grace lov${tag}`, 20).slice(1)) {
      const { sql, params } = query.toSQL();
      const explained = await t.database.execute(`explain (format json) ${sql}`, params);
      const plan = (explained.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
      const all = nodes(plan);
      expect(plan['Node Type'], JSON.stringify(plan)).toBe('Limit');
      expect(
        all.map((node) => node['Node Type']),
        JSON.stringify(plan),
      ).not.toContain('Sort');
      expect(all.some((node) => node['Index Name']?.startsWith('users_care_'))).toBe(true);
    }
  });
});
