import { formatPrice } from '../../../lib/format';
import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChangePlanPrice } from './api/catalogue-plans';

/** A plan's new price (decision 029): held lines pay it from their next renewal, their customers mailed now. */
export function PriceChangeDialog({
  plan,
  onClose,
}: {
  plan: CataloguePlan | undefined;
  onClose: () => void;
}) {
  const change = useChangePlanPrice();
  const { form, alert, reset, onSubmit } = useServerForm({
    defaultValues: { price: '' },
    fields: ['price'],
    send: async ({ price }) => {
      if (!plan) return;
      await change.mutateAsync({ plan, price: Number(price) });
      close();
    },
  });
  function close() {
    change.reset();
    reset();
    onClose();
  }
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
      onSubmit={onSubmit}
    >
      <p>Now {formatPrice(plan?.price ?? 0)} per period.</p>
      <FormField form={form} name="price" id="new-price" label="New price per period ($)" />
      <FormAlert message={alert} />
    </FormDialog>
  );
}
