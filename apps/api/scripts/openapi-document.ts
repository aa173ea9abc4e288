/**
 * Writes the API document that /app/docs serves to a file (default dist/openapi.json), without
 * a server: the app is built on an empty in-memory database and asked for the document once.
 * `npm run lint:openapi` lints the file with Redocly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const config = loadConfig({ PUBLIC_URL: process.env.PUBLIC_URL, LOG_LEVEL: 'silent' });
const database = await openDatabase({});
// Throwaway secrets: the document names no secret, and nothing is signed here.
const secrets = {
  appApiKey: 'openapi-document',
  jwtSecret: 'd'.repeat(48),
  chatSecret: 'c'.repeat(48),
  dataEncryptionKey: 'e'.repeat(64),
};
const app = await buildApp({ config: { ...config, webDist: undefined }, database, secrets });
try {
  const response = await app.inject({ url: '/app/docs' });
  if (response.statusCode !== 200) throw new Error(`/app/docs answered ${response.statusCode}`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(response.json(), null, 2)}\n`);
  console.log(`API document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await app.close();
  await database.close();
}
