/**
 * Where a server's log lines go: standard output, written in batches. Every request writes a line;
 * one write call per line was about half the CPU a small cached answer costs (decision 034). Lines
 * are gathered up to BATCH_BYTES and written together, and whatever is gathered is written within
 * FLUSH_MS, so a line never waits longer than that. On exit (process.exit, a crash, a stop) what is
 * left is written synchronously; only a kill -9 may lose the last FLUSH_MS of lines.
 *
 * Each line is encoded straight into the batch's bytes as it comes (decision 040): kept as text,
 * every line measured the UTF-8 length of the whole batch gathered before it, and kept as a buffer
 * per line, every line cost an allocation the garbage collector then had to follow. The writing
 * itself (partial writes, a full pipe, errors) is sonic-boom's, given one batch at a time.
 */
import pino from 'pino';

const BATCH_BYTES = 32 * 1024;
const FLUSH_MS = 250;

export type LogDestination = pino.DestinationStream & {
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
  /** Writes what is gathered, then closes the file (not standard output); `close` is emitted. */
  end(): void;
  once(event: 'close', listener: () => void): unknown;
};

export function batchedStdout(): LogDestination {
  return batchedDestination(1);
}

/** Lines batched to the file descriptor `fd` (standard output for a server). */
export function batchedDestination(fd: number, batchBytes = BATCH_BYTES): LogDestination {
  // Written as soon as it is given a batch (one at a time; the next waits for the one being written).
  const output = pino.destination({ dest: fd, sync: false, contentMode: 'buffer' });
  const writeBytes = output.write.bind(output) as unknown as (bytes: Buffer) => boolean;
  const flushOutput = output.flush.bind(output);
  const flushOutputSync = output.flushSync.bind(output);
  const endOutput = output.end.bind(output);
  let batch = Buffer.allocUnsafe(batchBytes);
  let used = 0;

  function handOver(): void {
    if (used === 0) return;
    const full = batch.subarray(0, used);
    batch = Buffer.allocUnsafe(batchBytes);
    used = 0;
    writeBytes(full);
  }

  const timer = setInterval(handOver, FLUSH_MS);
  timer.unref();
  // Pino's exit hook (a process ending) calls this destination's flushSync, which writes the batch too.
  output.once('close', () => clearInterval(timer));

  return Object.assign(output, {
    // Pino writes text only.
    write(line: string): boolean {
      // A UTF-16 code unit is at most 3 bytes of UTF-8 (a pair of them, 4).
      if (used + line.length * 3 > batchBytes) {
        handOver();
        if (line.length * 3 > batchBytes) return writeBytes(Buffer.from(line, 'utf8'));
      }
      used += batch.write(line, used, 'utf8');
      return true;
    },
    flush(callback?: (error?: Error) => void): void {
      handOver();
      flushOutput(callback);
    },
    flushSync(): void {
      handOver();
      flushOutputSync();
    },
    end(): void {
      handOver();
      endOutput();
    },
  }) as unknown as LogDestination;
}
