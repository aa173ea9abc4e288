import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_PROVIDER_SCRIPT_URL, cardProvider, loadCardProviderScript } from './card-provider-script';

const scripts = () => [...document.querySelectorAll(`script[src="${CARD_PROVIDER_SCRIPT_URL}"]`)];

describe("the card provider's script (SPEC §7)", () => {
  afterEach(() => {
    for (const script of scripts()) script.remove();
    delete (window as { Stripe?: unknown }).Stripe;
  });

  it('loads Stripe.js v3 once, without holding up the page, and initialises it with the public key', () => {
    const stripe = { elements: () => undefined };
    const factory = vi.fn(() => stripe);
    loadCardProviderScript('pk_test_123');
    loadCardProviderScript('pk_test_123');

    expect(scripts()).toHaveLength(1);
    const [script] = scripts() as HTMLScriptElement[];
    expect(script?.async).toBe(true);
    (window as { Stripe?: unknown }).Stripe = factory;
    script?.dispatchEvent(new Event('load'));
    expect(factory).toHaveBeenCalledWith('pk_test_123');
    expect(cardProvider()).toBe(stripe);
  });

  it('loads nothing without a key (the built-in sandbox card page)', () => {
    loadCardProviderScript('');
    expect(scripts()).toEqual([]);
  });
});
