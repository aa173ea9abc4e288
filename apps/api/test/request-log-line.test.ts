/**
 * The request line written straight to the logger's destination (http/request-log-line.ts): the
 * line of a prepared answer, set out in advance, is the very line any other request writes.
 */
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { fixedRequestLineWriter, isPlainPinoOptions, requestLineWriter } from '../src/http/request-log-line';

function capture(level = 'info') {
  const written: string[] = [];
  const options = { level, stream: { write: (line: string) => void written.push(line) } };
  const log = pino({ level: options.level }, options.stream) as unknown as FastifyBaseLogger;
  return { log, written, plain: isPlainPinoOptions(options) };
}

/** A line without its time, which differs from one millisecond to the next. */
const timeless = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('fixed request line', () => {
  it('writes the same line as the general writer, byte for byte but the time', () => {
    const { log, written, plain } = capture();
    expect(plain).toBe(true);
    const general = requestLineWriter(log, plain);
    const fixed = fixedRequestLineWriter(log, plain, { method: 'GET', url: '/app/plans', statusCode: 200 });
    for (const [reqId, responseTime] of [
      ['0b7c3f9e-2a51-4d0e-9c8f-5d7a1e2b3c4d', 0.3],
      ['trace_given-7', 12],
    ] as const) {
      general({ reqId, method: 'GET', url: '/app/plans', statusCode: 200, responseTime, userId: undefined });
      fixed(reqId, responseTime);
    }
    expect(written).toHaveLength(4);
    expect(timeless(written[1]!)).toBe(timeless(written[0]!));
    expect(timeless(written[3]!)).toBe(timeless(written[2]!));
    expect(JSON.parse(written[1]!)).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: '0b7c3f9e-2a51-4d0e-9c8f-5d7a1e2b3c4d',
      method: 'GET',
      url: '/app/plans',
      statusCode: 200,
      responseTime: 0.3,
      msg: 'request completed',
    });
  });

  it('escapes an id that is not a plain token, so no line can be forged', () => {
    const { log, written, plain } = capture();
    const fixed = fixedRequestLineWriter(log, plain, { method: 'GET', url: '/app/"x"', statusCode: 200 });
    fixed('a"},"level":60,"x":"\n', 1);
    expect(written).toHaveLength(1);
    expect(written[0]!.split('\n')).toHaveLength(2);
    const line = JSON.parse(written[0]!);
    expect(line).toMatchObject({ level: 30, reqId: 'a"},"level":60,"x":"\n', url: '/app/"x"' });
  });

  it('writes nothing above info, and goes through pino for a logger that formats its lines', () => {
    const quiet = capture('warn');
    fixedRequestLineWriter(quiet.log, quiet.plain, { method: 'GET', url: '/app/plans', statusCode: 200 })(
      'id-1',
      1,
    );
    expect(quiet.written).toHaveLength(0);

    const { log, written } = capture();
    fixedRequestLineWriter(log, false, { method: 'GET', url: '/app/plans', statusCode: 200 })('id-2', 2);
    expect(JSON.parse(written[0]!)).toMatchObject({
      reqId: 'id-2',
      url: '/app/plans',
      msg: 'request completed',
    });
  });
});
