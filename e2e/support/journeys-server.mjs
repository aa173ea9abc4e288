// The journeys' server: the production server (apps/api/dist/server.js) on the run's database. With
// DATABASE_URL (E2E_DATABASE_URL, see server.ts) that PostgreSQL database is made anew first; without,
// the server opens a fresh embedded database in DATA_DIR, as `npm start` does.
import { recreateDatabase } from './fresh-database.mjs';

if (process.env.DATABASE_URL) await recreateDatabase(process.env.DATABASE_URL);
await import('../../apps/api/dist/server.js');
