import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createIdempotentAttempt, failedKind } from './idempotent-attempt';

/** Keys key-1, key-2, ... so a test can tell a reused key from a new one. */
function attemptWithCountedKeys() {
  let made = 0;
  return createIdempotentAttempt(() => `key-${++made}`);
}

/** A call that records the key it was sent with and answers what it is told. */
function recordingCall(answers: Array<() => unknown>) {
  const keys: string[] = [];
  const call = async (key: string) => {
    keys.push(key);
    return answers.shift()!();
  };
  return { keys, call };
}

const pay = { planId: 'plan-1', cardId: 'card-1' };
const networkError = () => {
  throw new TypeError('Failed to fetch');
};
const fail =
  (status: number, message = 'No') =>
  () => {
    throw new ApiError(status, message);
  };

describe('one idempotent attempt', () => {
  it('a retry after a network error, a time-out or a 5xx reuses the key', async () => {
    const attempt = attemptWithCountedKeys();
    const { keys, call } = recordingCall([networkError, fail(408), fail(503), () => ({ successful: true })]);

    expect((await attempt.send(pay, call)).kind).toBe('unknown');
    expect((await attempt.send(pay, call)).kind).toBe('unknown');
    expect((await attempt.send(pay, call)).kind).toBe('unknown');
    expect(await attempt.send(pay, call)).toEqual({ kind: 'answered', answer: { successful: true } });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
  });

  it('after an answer, a decline included, the next try is a new attempt with a new key', async () => {
    const attempt = attemptWithCountedKeys();
    const { keys, call } = recordingCall([
      () => ({ successful: false, message: 'Your card was declined.' }),
      () => ({ successful: true }),
    ]);

    const declined = await attempt.send(pay, call);
    expect(declined).toEqual({
      kind: 'answered',
      answer: { successful: false, message: 'Your card was declined.' },
    });
    await attempt.send(pay, call);
    expect(keys).toEqual(['key-1', 'key-2']);
    expect(attempt.key).toBeUndefined();
  });

  it('after a definite refusal (a 400) the next try gets a new key', async () => {
    const attempt = attemptWithCountedKeys();
    const { keys, call } = recordingCall([fail(400), () => ({ successful: true })]);

    expect((await attempt.send(pay, call)).kind).toBe('refused');
    await attempt.send(pay, call);
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('a 409 means in progress or already decided: not a decline, and a retry keeps the key', async () => {
    const attempt = attemptWithCountedKeys();
    const { keys, call } = recordingCall([fail(409, 'Being paid right now'), () => ({ successful: true })]);

    const first = await attempt.send(pay, call);
    expect(first.kind).toBe('in-progress');
    expect(first.kind === 'in-progress' && first.error.message).toBe('Being paid right now');
    expect(attempt.key).toBe('key-1');
    await attempt.send(pay, call);
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(failedKind(new ApiError(409, 'x'))).toBe('in-progress');
  });

  it('a changed request is a new attempt even while the last outcome is unknown', async () => {
    const attempt = attemptWithCountedKeys();
    const { keys, call } = recordingCall([networkError, () => ({ successful: true })]);

    await attempt.send(pay, call);
    await attempt.send({ ...pay, cardId: 'card-2' }, call);
    expect(keys).toEqual(['key-1', 'key-2']);
  });
});
