/**
 * Where a server's log lines go: standard output, written in batches. Every request writes a line;
 * one write call per line was about half the CPU a small cached answer costs (decision 034). Lines
 * are gathered up to BATCH_BYTES and written together, and whatever is gathered is written within
 * FLUSH_MS, so a line never waits longer than that. On exit (process.exit, a crash, a stop) pino
 * writes what is left synchronously; only a kill -9 may lose the last FLUSH_MS of lines.
 */
import pino from 'pino';

const BATCH_BYTES = 12 * 1024;
const FLUSH_MS = 250;

export function batchedStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_MS });
}
