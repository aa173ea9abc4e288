// `npm run bench` (run with tsx, which loads the e2e browser finder written in TypeScript): prints bundle sizes, page speed and API throughput of the built app.
// Figures only; nothing here passes or fails. Traffic goes to 127.0.0.1 and is bounded.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureThroughput } from './api-throughput.mjs';
import { describeHomePageJs, measureBundle } from './bundle-size.mjs';
import { CHROMIUM_FLAGS, findBrowser } from '../e2e/support/find-browser.ts';
import { measurePages } from './page-speed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mvno-bench-')),
      LOG_LEVEL: 'error',
      APP_API_KEY: 'bench-key-0001',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('is running at') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const bundle = measureBundle(path.join(root, 'apps/web/dist'));
console.log('\n# Bundle (gzip)');
console.log(`home page initial JS+CSS: ${kb(bundle.initialGzip)} in ${bundle.initial.length} files`);
console.log(`all chunks: ${kb(bundle.totalGzip)}`);
for (const c of bundle.chunks.slice(0, 12)) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);
console.log('\n# Home page JavaScript (entry, home route and their static imports)');
for (const line of describeHomePageJs()) console.log(line);

const port = await freePort();
const server = await startServer(port);
const baseUrl = `http://127.0.0.1:${port}`;
try {
  const executablePath = await findBrowser();
  const pages = await measurePages(baseUrl, executablePath, CHROMIUM_FLAGS, ['/', '/shop', '/faq', '/login']);
  console.log('\n# Page speed (loopback, headless Chromium, cold cache)');
  for (const p of pages) {
    console.log(
      `${p.path.padEnd(8)} FCP ${p.fcp?.toFixed(0)} ms, DOMContentLoaded ${p.domContentLoaded.toFixed(0)} ms, load ${p.load.toFixed(0)} ms, ${kb(p.bytes)} transferred, ${p.scripts} scripts`,
    );
  }
  const headers = { 'x-api-key': 'bench-key-0001', 'x-company-code': 'WEB', 'x-operator-id': '19' };
  console.log('\n# API throughput (20 concurrent, 2000 requests each)');
  for (const target of ['/app/health', '/app/plans', '/api/brightline-meta-datas?populate=*']) {
    const r = await measureThroughput(baseUrl, headers, { path: target });
    console.log(
      `${r.path}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, failures ${r.failures}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
console.log(
  `\nnode ${process.version}, ${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name}`,
);
