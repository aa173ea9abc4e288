// The soak's server and HTTP helpers (bench/soak.mjs): the built app started on 127.0.0.1 with a fresh data
// folder (or SOAK_DATABASE_URL), its resident memory, and calls with the channel headers of SPEC §7.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_KEY = 'soak-api-key-0001';
const HEADERS = { 'x-api-key': API_KEY, 'x-company-code': 'WEB', 'x-operator-id': '19' };

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
  }
}

export async function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      APP_API_KEY: API_KEY,
      SEED_DEMO: 'true',
      ...(process.env.SOAK_DATABASE_URL ? { DATABASE_URL: process.env.SOAK_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

export async function send(baseUrl, method, url, { body, token, form } = {}) {
  const headers = { ...HEADERS };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

export async function must(what, answer, status = 200) {
  const result = await answer;
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json;
}
