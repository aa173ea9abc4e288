/** Helpers of the content console's tests (content-faq, content-site): an editor and the processes' view. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ContentKind } from '@mvno/contracts/api/content-versions';
import type { Database } from '../../src/db/client';
import { call, type Client } from './auth';
import { newStaff } from './chat';

/** A content editor (Cora) signed in to the console, with the calls of its content pages. */
export async function contentEditor<Version>(t: Client & { database: Database }) {
  const staff = await newStaff(t, 'content_editor', 'Cora');
  const send = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t, method, url, { token: staff.token, ...(body === undefined ? {} : { body }) });
  return {
    ...staff,
    send,
    async versions(kind: ContentKind) {
      const response = await send('GET', `/app/care/content/${kind}`);
      expect(response.statusCode).toBe(200);
      return response.json() as { versions: Version[]; published: { versionId: string } | null };
    },
    async save(kind: ContentKind, body: object) {
      const response = await send('POST', `/app/care/content/${kind}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Version;
    },
    async publish(kind: ContentKind, id: string) {
      const response = await send('POST', `/app/care/content/${kind}/${id}/publish`, {});
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Version;
    },
  };
}

/** Polls each app until `seen` holds on it, failing after a second in all; answers how long it took. */
export async function withinASecond(
  apps: FastifyInstance[],
  seen: (app: FastifyInstance) => Promise<boolean>,
): Promise<number> {
  const started = Date.now();
  for (const app of apps) {
    while (!(await seen(app))) {
      if (Date.now() - started > 1000) throw new Error('not seen within a second');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return Date.now() - started;
}

/** The staff audit log's entries of one action, as a staff member with `token` reads them. */
export async function auditEntries(client: Client, token: string, action: string) {
  return (await call(client, 'GET', `/app/care/audit?action=${action}`, { token })).json().entries as {
    staff: { id: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}
