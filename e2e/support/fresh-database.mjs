// A PostgreSQL database made anew (dropped with whatever holds it, then created): the journeys' server and the
// cluster start on an empty one, which the server migrates and seeds.
import pg from 'pg';

/** Drops the database `databaseUrl` names, if it is there, and creates it empty. */
export async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await admin.query(`drop database if exists ${quoted} with (force)`);
    await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
}
