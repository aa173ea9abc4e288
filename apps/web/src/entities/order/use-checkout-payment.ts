import { useRef, useState } from 'react';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import type { PlacedOrder } from '@mvno/contracts/api/checkout';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { ApiError } from '../../lib/api-client';
import { useAppStore } from '../../lib/store';
import { serverErrorMessage } from '../../lib/forms/apply-server-errors';
import { placeCheckoutErrors } from './place-server-errors';
import type { CheckoutForm } from './checkout-form';
import type { useCheckoutQuote } from './use-checkout-quote';
import { usePayOrder } from './use-pay-order';

export type PayResult = 'paid' | 'failed' | undefined;

/**
 * Why the server refused to charge when the price is no longer the one quoted (its field error at
 * `quotedAmount`, naming the new amount); undefined for any other answer.
 */
const priceMoved = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400
    ? error.errors.find(({ field }) => field === 'quotedAmount')?.message
    : undefined;

/**
 * Pay: validates the form, charges the chosen card once, and opens the result or failure dialog.
 * The ref stops a second click before React has disabled the button (one request per click burst).
 */
export function useCheckoutPayment(
  form: CheckoutForm,
  quote: ReturnType<typeof useCheckoutQuote>,
  /** The card chosen to pay (none yet while the saved cards load), and the one once they have. */
  card: { cardId: string | undefined; settledCardId: () => Promise<string | undefined> },
  paysForCart: boolean,
) {
  const pay = usePayOrder({ paysForCart });
  const notify = useAppStore((s) => s.notify);
  const busy = useRef(false);
  // A paid order is this form's last. The page moves on to the result after the render that shows
  // it paid, so a second click of a double click can land on Pay in between: it buys nothing more.
  const paid = useRef(false);
  const [paying, setPaying] = useState(false);
  const [result, setResult] = useState<PayResult>();
  const [order, setOrder] = useState<PlacedOrder>();
  const [cardError, setCardError] = useState<string | undefined>();
  // Why the last try did not pay: the card provider's decline, or the server's refusal (e.g. an assisted session).
  const [failure, setFailure] = useState<string | undefined>();
  // The price moved since the quote (nothing was charged): said instead of the decline text.
  const [priceChanged, setPriceChanged] = useState<string | undefined>();
  // The consent to the automatic renewal (decision 027): never ticked in advance, asked before any charge.
  const [consent, setConsentState] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const consentInput = useRef<HTMLInputElement>(null);

  function setConsent(checked: boolean) {
    setConsentState(checked);
    setConsentError(undefined);
  }

  /** The server refused the consent (not given, or given to terms that changed): said at the box. */
  function placeConsentError(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 400) return false;
    const refused = error.errors.find((fieldError) => fieldError.field === 'renewalConsent');
    if (!refused) return false;
    setConsentError(refused.message);
    consentInput.current?.focus();
    return true;
  }

  /**
   * Puts a 400's field errors on their fields; answers what no field can show (the whole
   * message when none of them has a field), or undefined when the fields show it all.
   */
  function placeFieldErrors(error: unknown): string | undefined {
    if (!(error instanceof ApiError) || error.status !== 400) return serverErrorMessage(error);
    const { placed, leftOver } = placeCheckoutErrors(error, form, quote.rejectPromo, { focus: true });
    return placed ? undefined : (leftOver ?? error.message);
  }

  async function charge() {
    const request = quote.current;
    if (!request) return;
    // Pay pressed while the saved cards load (at once after a reload): it waits for them, showing
    // that it is busy, and the primary card pays; "choose a card" is for a buyer who has none.
    const cardId = card.cardId ?? (await card.settledCardId());
    if (!cardId) {
      setCardError(PRODUCT_MESSAGES.web.chooseCard);
      return;
    }
    // The address fields come first on the page and take the focus when wrong; else the box does.
    if (!consent) {
      consentInput.current?.focus();
      return;
    }
    const outcome = await pay({
      ...request,
      cardId,
      renewalConsent: true,
      renewalTermsVersion: RENEWAL_TERMS_VERSION,
      // The total on screen: the server charges it or nothing (a price that moved is said first).
      ...(quote.settled && quote.quote ? { quotedAmount: quote.quote.finalCheckoutAmount } : {}),
    });
    if ('inProgress' in outcome) {
      // Not a decline: this order is being paid or was decided; the customer's data is read again.
      notify({ message: outcome.inProgress });
    } else if ('order' in outcome) {
      if (outcome.order.successful) paid.current = true;
      setOrder(outcome.order);
      setResult(outcome.order.successful ? 'paid' : 'failed');
      if (!outcome.order.successful) setFailure(outcome.order.message);
    } else if (priceMoved(outcome.error)) {
      // Nothing was charged: the summary shows the new price before the next Pay.
      quote.retry();
      setResult('failed');
      setFailure(priceMoved(outcome.error));
      setPriceChanged(priceMoved(outcome.error));
    } else if (!placeConsentError(outcome.error)) {
      const unplaced = placeFieldErrors(outcome.error);
      if (unplaced === undefined) return;
      setResult('failed');
      setFailure(unplaced);
    }
  }

  async function submit() {
    if (busy.current || paid.current) return;
    busy.current = true;
    setPaying(true);
    setCardError(undefined);
    setFailure(undefined);
    setPriceChanged(undefined);
    if (!consent) setConsentError(ACCOUNT_MESSAGES.renewalConsent.required);
    try {
      await form.handleSubmit(charge)();
    } finally {
      busy.current = false;
      setPaying(false);
    }
  }

  return {
    submit,
    paying,
    result,
    order,
    cardError,
    failure,
    priceChanged,
    consent: { checked: consent, onChange: setConsent, error: consentError, inputRef: consentInput },
    closeFailure: () => setResult(undefined),
  };
}
