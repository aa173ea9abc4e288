// Requests per second and latency of a few API calls, on 127.0.0.1 only, bounded in count.
import { performance } from 'node:perf_hooks';

export async function measureThroughput(baseUrl, headers, { path, total = 2000, concurrency = 20 }) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return {
    path,
    requests: total,
    failures,
    rps: Math.round(total / seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}
