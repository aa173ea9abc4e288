/** Step-up helpers (decision 026): prove a second factor for a session with the emailed code. */
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import type { Client } from './auth';
import { latestCodeTo, send } from './profile';

/** Asks for a step-up code for the session and proves it; the session may then make protected changes. */
export async function stepUp(client: Client & { database: Database }, token: string, email: string) {
  expect((await send(client, 'POST', '/app/users/step-up/email-code', token)).statusCode).toBe(200);
  const otp = await latestCodeTo(client.database, email);
  const proven = await send(client, 'POST', '/app/users/step-up/email', token, { otp });
  expect(proven.statusCode).toBe(200);
}
