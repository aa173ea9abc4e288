/**
 * Where a server's log lines go: standard output, written in batches. Every request writes a line;
 * one write call per line was about half the CPU a small cached answer costs (decision 034). Lines
 * are gathered up to BATCH_BYTES and written together, and whatever is gathered is written within
 * FLUSH_MS, so a line never waits longer than that. On exit (process.exit, a crash, a stop) pino
 * writes what is left synchronously; only a kill -9 may lose the last FLUSH_MS of lines.
 *
 * The batch is kept as bytes (sonic-boom's buffer mode), each line encoded once as it comes. Kept as
 * text, every line measured the UTF-8 length of the whole batch gathered so far (to know where the
 * batch ends), which grew with the batch: at 12 kB it cost more than the rest of a cached answer's
 * logging (decision 040).
 */
import pino from 'pino';

const BATCH_BYTES = 12 * 1024;
const FLUSH_MS = 250;

export function batchedStdout(): pino.DestinationStream {
  return batchedDestination(1);
}

/** Lines batched to the file descriptor `fd` (standard output for a server). */
export function batchedDestination(fd: number): ReturnType<typeof pino.destination> {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: BATCH_BYTES,
    periodicFlush: FLUSH_MS,
    contentMode: 'buffer',
  });
  // Pino hands over text; the buffer mode takes bytes.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  destination.write = (line: string | Buffer) =>
    writeBytes(typeof line === 'string' ? Buffer.from(line, 'utf8') : line);
  return destination;
}
