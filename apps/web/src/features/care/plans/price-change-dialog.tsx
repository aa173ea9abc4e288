import { formatPrice } from '../../../lib/format';
import { formatDay } from '../../../lib/format-date';
import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useChangePlanPrice } from './api/catalogue-plans';

const DAY_MS = 86_400_000;

/**
 * A plan's new price (decisions 029 and 063): new orders pay it at once; each held line pays it from
 * its first renewal at least `noticeDays` after its customer's notice (mailed now), or from a later
 * day the editor picks.
 */
export function PriceChangeDialog({
  plan,
  noticeDays,
  onClose,
}: {
  plan: CataloguePlan | undefined;
  noticeDays: number;
  onClose: () => void;
}) {
  const change = useChangePlanPrice();
  const earliest = new Date(Date.now() + noticeDays * DAY_MS);
  const { form, alert, reset, onSubmit } = useServerForm({
    defaultValues: { price: '', priceFrom: '' },
    fields: ['price', 'priceFrom'],
    send: async ({ price, priceFrom }) => {
      if (!plan) return;
      await change.mutateAsync({
        plan,
        price: Number(price),
        // The day starts at midnight where the editor is.
        priceFrom: priceFrom ? new Date(`${priceFrom}T00:00:00`).toISOString() : null,
      });
      close();
    },
  });
  function close() {
    change.reset();
    reset();
    onClose();
  }
  const picked = form.watch('priceFrom');
  const from = picked ? new Date(`${picked}T00:00:00`) : earliest;
  return (
    <FormDialog
      open={plan !== undefined}
      title={`Change the price of ${plan?.retailName ?? ''}`}
      description={
        plan && plan.lines > 0
          ? STAFF_MESSAGES.catalogue.priceChangeHeld(plan.lines, noticeDays)
          : STAFF_MESSAGES.catalogue.priceChangeUnheld
      }
      confirmLabel="Change price"
      confirmLoading={change.isPending}
      onCancel={close}
      onSubmit={onSubmit}
    >
      <p>Now {formatPrice(plan?.price ?? 0)} per period.</p>
      <FormField form={form} name="price" id="new-price" label="New price per period ($)" />
      {plan && plan.lines > 0 && (
        <>
          <FormField
            form={form}
            name="priceFrom"
            id="new-price-from"
            type="date"
            label="Held lines pay it from (optional)"
            hint={`Empty: the earliest, ${noticeDays} days after each customer's notice; a day before ${formatDay(earliest.toISOString())} is refused.`}
          />
          <p data-testid="price-effective">
            Held lines pay the new price from their first renewal on or after {formatDay(from.toISOString())}.
          </p>
        </>
      )}
      <FormAlert message={alert} />
    </FormDialog>
  );
}
