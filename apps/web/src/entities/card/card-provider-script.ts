/**
 * The card provider's script (Stripe.js, version 3), loaded at start-up and initialised with the
 * public key from the server's settings (SPEC §7), when Stripe takes the payments. It also gives
 * Stripe its fraud signals from every page. With the built-in sandbox there is no key and no script.
 * Card numbers are still typed only on the provider's own page (decision 006).
 */
export const CARD_PROVIDER_SCRIPT_URL = 'https://js.stripe.com/v3';

type StripeFactory = (publishableKey: string) => unknown;
type WithStripe = { Stripe?: StripeFactory };

let provider: unknown;

/** The initialised provider object once its script has loaded (undefined before, or without a key). */
export const cardProvider = (): unknown => provider;

/** Adds the script once; it loads without holding up the page and is initialised with `publicKey`. */
export function loadCardProviderScript(publicKey: string, doc: Document = document): void {
  if (!publicKey || doc.querySelector(`script[src="${CARD_PROVIDER_SCRIPT_URL}"]`)) return;
  const script = doc.createElement('script');
  script.src = CARD_PROVIDER_SCRIPT_URL;
  script.async = true;
  script.addEventListener('load', () => {
    const factory = (doc.defaultView as (Window & WithStripe) | null)?.Stripe;
    if (factory) provider = factory(publicKey);
  });
  doc.head.append(script);
}
