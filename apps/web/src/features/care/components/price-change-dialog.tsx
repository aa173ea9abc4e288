import { useState } from 'react';
import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { formatPrice } from '../../../lib/format';
import { useChangePlanPrice } from '../api/catalogue-plans';
import { ContentField, errorAt, hasFieldErrors } from './content-field';

/** A plan's new price (decision 029): held lines pay it from their next renewal, their customers mailed now. */
export function PriceChangeDialog({
  plan,
  onClose,
}: {
  plan: CataloguePlan | undefined;
  onClose: () => void;
}) {
  const change = useChangePlanPrice();
  const [price, setPrice] = useState('');
  const close = () => {
    change.reset();
    setPrice('');
    onClose();
  };
  return (
    <FormDialog
      open={plan !== undefined}
      title={`Change the price of ${plan?.retailName ?? ''}`}
      description={
        plan && plan.lines > 0
          ? STAFF_MESSAGES.catalogue.priceChangeHeld(plan.lines)
          : STAFF_MESSAGES.catalogue.priceChangeUnheld
      }
      confirmLabel="Change price"
      confirmLoading={change.isPending}
      onCancel={close}
      onSubmit={(event) => {
        event.preventDefault();
        if (plan) change.mutate({ plan, price: Number(price) }, { onSuccess: close });
      }}
    >
      <p>Now {formatPrice(plan?.price ?? 0)} per period.</p>
      <ContentField
        id="new-price"
        label="New price per period ($)"
        value={price}
        onChange={setPrice}
        error={errorAt(change.error, 'price')}
      />
      {change.error && !hasFieldErrors(change.error) && <FormAlert message={change.error.message} />}
    </FormDialog>
  );
}
