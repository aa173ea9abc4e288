// The carrier state machines (decision 073): forward moves only.
import { describe, expect, it } from 'vitest';
import { moveEsim, moveOrder, targetsOf } from '../../src/modules/lines/carrier/carrier-states';

describe('the activation order', () => {
  it('goes ordered -> sent -> accepted -> active, a retried send staying sent', () => {
    expect(moveOrder('ordered', 'sent')).toEqual({ ok: true, to: 'sent' });
    expect(moveOrder('sent', 'sent')).toEqual({ ok: true, to: 'sent' });
    expect(moveOrder('sent', 'accepted')).toEqual({ ok: true, to: 'accepted' });
    expect(moveOrder('accepted', 'active')).toEqual({ ok: true, to: 'active' });
    expect(moveOrder('accepted', 'failed')).toEqual({ ok: true, to: 'failed' });
    // An event may come before the answer to the send.
    expect(moveOrder('sent', 'active')).toEqual({ ok: true, to: 'active' });
  });

  it('refuses every move back, and any move out of active or failed', () => {
    expect(moveOrder('accepted', 'sent')).toEqual({ ok: false, from: 'accepted', to: 'sent' });
    expect(moveOrder('active', 'accepted').ok).toBe(false);
    expect(moveOrder('active', 'failed').ok).toBe(false);
    expect(moveOrder('failed', 'active').ok).toBe(false);
    expect(moveOrder('active', 'active').ok).toBe(false);
  });
});

describe('the eSIM profile', () => {
  it('goes ordered -> released -> downloaded -> installed | failed, steps may be skipped', () => {
    expect(moveEsim('ordered', 'released').ok).toBe(true);
    expect(moveEsim('released', 'downloaded').ok).toBe(true);
    expect(moveEsim('downloaded', 'installed').ok).toBe(true);
    expect(moveEsim('downloaded', 'failed').ok).toBe(true);
    expect(moveEsim('released', 'installed').ok).toBe(true);
    expect(moveEsim(null, 'released').ok).toBe(true);
  });

  it('refuses every move back: an installed profile is never shown downloaded or released again', () => {
    expect(moveEsim('installed', 'downloaded')).toEqual({ ok: false, from: 'installed', to: 'downloaded' });
    expect(moveEsim('installed', 'released').ok).toBe(false);
    expect(moveEsim('downloaded', 'released').ok).toBe(false);
    expect(moveEsim('failed', 'installed').ok).toBe(false);
    expect(moveEsim('installed', 'failed').ok).toBe(false);
  });
});

describe('what an event means', () => {
  it('maps the carrier events onto the two machines', () => {
    expect(targetsOf({ type: 'line.activated', state: 'released' })).toEqual({
      order: 'active',
      esim: 'released',
    });
    expect(targetsOf({ type: 'line.activated', state: null })).toEqual({ order: 'active' });
    expect(targetsOf({ type: 'request.failed', state: null })).toEqual({ order: 'failed' });
    expect(targetsOf({ type: 'esim.installed', state: 'installed' })).toEqual({ esim: 'installed' });
    expect(targetsOf({ type: 'usage.report_ready', state: null })).toEqual({});
  });
});
