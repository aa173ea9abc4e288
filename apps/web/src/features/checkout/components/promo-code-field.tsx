import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PROMO_CODE_MAX_LENGTH } from '@mvno/contracts/constants';
import { FormField } from '../../../components/form/form-field';
import { msg, useT } from '../../../lib/i18n';

type PromoCodeFieldProps = {
  applied: string;
  onApply: (code: string) => void;
  /** The server's verdict on the applied code (a field error of the quote). */
  error?: string;
  onEdit: () => void;
};

/** Promo codes are checked by the server only: Apply re-quotes the order with the code. */
export function PromoCodeField({ applied, onApply, error, onEdit }: PromoCodeFieldProps) {
  const t = useT();
  const [code, setCode] = useState(applied);
  const apply = () => onApply(code.trim());
  return (
    <div className="promo-code">
      <FormField
        label={msg('Promo code')}
        name="promoCode"
        value={code}
        error={error}
        autoComplete="off"
        inputFilter={{ maxLength: PROMO_CODE_MAX_LENGTH }}
        onChange={setCode}
        onErrorClear={onEdit}
        // Enter applies the code; the input keeps it from submitting anything (SPEC §2).
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
      <Button variant="secondary" onClick={apply}>
        {t('Apply')}
      </Button>
      {applied && !error && (
        <p className="promo-code__applied" role="status">
          {t('Promo code {code} applied', { code: applied })}
        </p>
      )}
    </div>
  );
}
