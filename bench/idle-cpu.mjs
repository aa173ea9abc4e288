// What a server costs while nobody uses it: the CPU time its process takes over a quiet window
// (no requests, no due jobs), read from /proc, as a share of one core. Linux only.
import { readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: the unit of /proc/<pid>/stat's times on Linux

/** User plus system CPU seconds the process has used so far. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * The share of one core a started server (from api-servers.mjs) uses over `seconds` of quiet,
 * after `settleSeconds` for its start-up work (the start-up sweeps, the first polls) to end.
 */
export async function measureIdleCpu(server, { seconds = 60, settleSeconds = 10 } = {}) {
  if (os.platform() !== 'linux') return undefined;
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const before = cpuSeconds(server.child.pid);
  const started = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const used = cpuSeconds(server.child.pid) - before;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { percentOfCore: (used / elapsed) * 100, cpuSeconds: used, seconds: elapsed };
}
