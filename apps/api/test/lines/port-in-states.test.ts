// The port-in machine (decision 093): a later event of the port moves it, an older one is refused,
// completed and cancelled are final.
import { describe, expect, test } from 'vitest';
import { movePortIn, portTargetOf } from '../../src/modules/lines/carrier/port-in-states';

describe('the port-in machine', () => {
  test('moves forward by sequence, skipping steps whose events are late or lost', () => {
    expect(movePortIn({ state: null, sequence: 0 }, 'submitted', 1)).toEqual({ ok: true, to: 'submitted' });
    expect(movePortIn({ state: 'submitted', sequence: 1 }, 'completed', 4)).toEqual({
      ok: true,
      to: 'completed',
    });
    // An update reopens a refused port; its round's completion may come before the update's event.
    expect(movePortIn({ state: 'rejected', sequence: 3 }, 'submitted', 4)).toEqual({
      ok: true,
      to: 'submitted',
    });
    expect(movePortIn({ state: 'rejected', sequence: 3 }, 'completed', 8)).toEqual({
      ok: true,
      to: 'completed',
    });
  });

  test('refuses an older or repeated sequence, and any move from a final state', () => {
    expect(movePortIn({ state: 'scheduled', sequence: 3 }, 'pending', 2)).toEqual({ ok: false });
    expect(movePortIn({ state: 'pending', sequence: 2 }, 'pending', 2)).toEqual({ ok: false });
    expect(movePortIn({ state: 'completed', sequence: 4 }, 'submitted', 5)).toEqual({ ok: false });
    expect(movePortIn({ state: 'cancelled', sequence: 4 }, 'pending', 5)).toEqual({ ok: false });
  });

  test("maps the carrier's port events, and no other", () => {
    expect(portTargetOf('port_in.updated')).toBe('submitted');
    expect(portTargetOf('port_in.scheduled')).toBe('scheduled');
    expect(portTargetOf('port_in.rejected')).toBe('rejected');
    expect(portTargetOf('port_in.update.completed')).toBeUndefined();
  });
});
