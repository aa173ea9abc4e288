import { useId, type Ref } from 'react';
import type { Quote } from '@mvno/contracts/api/checkout';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { FieldError, useFieldError } from '../../../components/ui/field-error';
import { useT } from '../../../lib/i18n';
import { useRenewalConsentText } from './renewal-consent-text';
import './renewal-consent.css';

const C = ACCOUNT_MESSAGES.renewalConsent;

type RenewalConsentProps = {
  /** The server's quote: what each renewal charges and how often; the terms wait for it. */
  quote: Quote | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The automatic renewal terms right beside Pay and a consent box of their own, never ticked in
 * advance and separate from anything else (California BPC §17602, decision 027). The terms name
 * the server's amount, so the buyer agrees to the figure the card will be charged.
 */
export function RenewalConsent({ quote, checked, onChange, error, inputRef }: RenewalConsentProps) {
  const t = useT();
  const terms = useRenewalConsentText().terms;
  const termsId = useId();
  const titleId = useId();
  const { fieldId, errorId, errorAria } = useFieldError(undefined, error);
  const renewal = quote?.renewal;
  const describedBy = [errorAria['aria-describedby'], termsId].filter(Boolean).join(' ');
  return (
    <section className="renewal-consent" aria-labelledby={titleId}>
      <h3 id={titleId} className="renewal-consent__title">
        {t(C.title)}
      </h3>
      <p id={termsId} className="renewal-consent__terms">
        {t(renewal ? terms(renewal.amount, renewal.periodDays) : C.howToCancel)}
      </p>
      <label className="renewal-consent__box" htmlFor={fieldId}>
        <input
          ref={inputRef}
          id={fieldId}
          name="renewalConsent"
          type="checkbox"
          checked={checked}
          aria-invalid={errorAria['aria-invalid']}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t(C.checkbox)}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </section>
  );
}
