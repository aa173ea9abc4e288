/**
 * The automatic renewal texts in the page's language. Their terms write the amount from a number
 * (`$44.00`), so the catalogue cannot find their Spanish by the English text as it does for the
 * others; the component asks for the texts of its language instead. The Spanish ones come in a
 * chunk of their own, fetched only on a Spanish page (the Spanish catalogue's chunk already
 * needs it, so it is there by then): the English pages load none of it.
 */
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { Translation } from '@mvno/contracts/locales/catalogue';
import { useLanguage } from '../../../lib/i18n';

type RenewalConsentTexts = Translation<(typeof ACCOUNT_MESSAGES)['renewalConsent']>;

let spanish: RenewalConsentTexts | undefined;
let loading: Promise<RenewalConsentTexts> | undefined;

function loadSpanish(): Promise<RenewalConsentTexts> {
  loading ??= import('@mvno/contracts/locales/es/renewal-consent').then(
    (module) => (spanish = module.renewalConsent),
    (error: unknown) => {
      loading = undefined; // A lost connection: the next Spanish render asks again.
      throw error;
    },
  );
  return loading;
}

/** `ACCOUNT_MESSAGES.renewalConsent` in the page's language (English until the Spanish has come). */
export function useRenewalConsentText(): RenewalConsentTexts {
  const wanted = useLanguage() === 'es-US';
  const [, setLoaded] = useState(spanish);
  useEffect(() => {
    if (!wanted || spanish) return;
    loadSpanish().then(setLoaded, () => {
      // The English terms stay on screen: they are what the card is charged for.
    });
  }, [wanted]);
  return wanted && spanish ? spanish : ACCOUNT_MESSAGES.renewalConsent;
}
