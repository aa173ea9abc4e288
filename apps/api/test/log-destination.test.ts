/**
 * The server's log destination (lib/log-destination.ts): lines come out whole, in order and in
 * UTF-8, and writing one costs the same however much is gathered in the batch before it.
 */
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination } from '../src/lib/log-destination';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function openDestination(batchBytes?: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mvno-log-destination-'));
  folders.push(folder);
  const file = path.join(folder, 'out.log');
  const destination = batchedDestination(openSync(file, 'w'), batchBytes);
  // The destination opens asynchronously even for a given descriptor.
  await new Promise((resolve) => setImmediate(resolve));
  /** Writes what is gathered and closes the file. */
  const close = () =>
    new Promise<void>((resolve) => {
      destination.once('close', () => resolve());
      destination.end();
    });
  return { destination, file, close };
}

const line = (n: number) =>
  `{"level":30,"reqId":"req-${n}","msg":"request completed","name":"José Ñúñez ${n} — 📱"}\n`;

describe('the batched log destination', () => {
  it('writes every line whole, in order and in UTF-8', async () => {
    const { destination, file, close } = await openDestination();
    const written = Array.from({ length: 500 }, (_, n) => line(n));
    for (const text of written) destination.write(text);
    await close();
    expect(readFileSync(file, 'utf8')).toBe(written.join(''));
  });

  it('keeps characters whole across batch boundaries, and a line longer than a batch whole too', async () => {
    // A batch of 200 bytes: a line of about 90 bytes with 2-, 3- and 4-byte characters, and a 1 kB one.
    const { destination, file, close } = await openDestination(200);
    const written = Array.from({ length: 300 }, (_, n) =>
      n % 50 === 7 ? `${'é📱'.repeat(300)}\n` : `${'ü'.repeat(n % 37)}${line(n)}`,
    );
    for (const text of written) destination.write(text);
    await close();
    expect(readFileSync(file, 'utf8')).toBe(written.join(''));
  });

  it("writes a quiet server's line within moments, without a flush", async () => {
    const { destination, file, close } = await openDestination();
    destination.write(line(1));
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 2_000 }).toBe(line(1));
    await close();
  });

  it('measures each line once, not the batch gathered before it', async () => {
    const { destination, close } = await openDestination();
    let measured = 0;
    const byteLength = Buffer.byteLength.bind(Buffer);
    const spy = vi.spyOn(Buffer, 'byteLength').mockImplementation((value, encoding) => {
      measured += typeof value === 'string' ? value.length : 0;
      return byteLength(value, encoding);
    });
    const lines = 400;
    let characters = 0;
    for (let n = 0; n < lines; n += 1) {
      const text = line(n);
      characters += text.length;
      destination.write(text);
    }
    spy.mockRestore();
    await close();
    // Kept as text, every line measured the batch so far: about 190 times the lines' own length here.
    expect(measured).toBeLessThanOrEqual(characters);
  });
});
