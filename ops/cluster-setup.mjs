// The cluster's set-up before any process starts (ops/cluster.mjs): its run folder with the secrets kept
// there, the PostgreSQL database, and which Redis to use.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * Makes the run folder and answers the app's secrets: those given in the environment win; the others are
 * generated once and kept in the run folder.
 */
export function prepareRunFolder(runDir, env) {
  mkdirSync(runDir, { recursive: true });
  // PgBouncer refuses to run as root: it then runs as the postgres user, which must read this folder.
  chmodSync(runDir, 0o755);
  const secretsFile = path.join(runDir, 'secrets.json');
  if (!existsSync(secretsFile)) {
    const secret = () => randomBytes(32).toString('base64url');
    writeFileSync(
      secretsFile,
      JSON.stringify(
        {
          APP_API_KEY: secret(),
          JWT_SECRET: secret(),
          CHAT_SECRET: secret(),
          DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        },
        null,
        2,
      ),
      { mode: 0o600 },
    );
  }
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));
  for (const name of Object.keys(secrets)) if (env[name]) secrets[name] = env[name];
  return secrets;
}

/** Creates the database when missing; throws when PostgreSQL cannot be used. Answers whether it created it. */
export async function ensureDatabase(databaseUrl, databaseName) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (rows.length > 0) return false;
    await client.query(`create database "${databaseName.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Redis: the one given, or the local one when it answers; undefined without. */
export async function chooseRedis(env) {
  if (env.REDIS_URL) return env.REDIS_URL;
  return (await redisAnswers('redis://127.0.0.1:6379')) ? 'redis://127.0.0.1:6379' : undefined;
}
