import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { normalizeUsNumber } from '@mvno/contracts/line-format';
import { OrderChoiceFields } from '../../../entities/order/components/order-choice-fields';
import { Button } from '../../../components/ui/button';
import { FailureDialog } from '../../../components/ui/failure-dialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useT } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import type { CartItem } from '../../../lib/store';
import {
  readCartChoices,
  toCartOptions,
  zCartChoices,
  type CartChoices,
} from '../../../entities/order/cart-choices';
import { useCheckNumber } from '../api/check-number';

/**
 * The choices a buyer makes before paying; Continue checks them and goes on to checkout. A number
 * to bring is checked with its carrier first (decision 023): one that cannot move gets the SPEC
 * "Oops!" dialog and never reaches payment. What the dashboard's eligibility check found fills
 * the number, its ZIP Code and "use the SIM I have".
 */
export function CartChoicesForm({ item }: { item: CartItem }) {
  const t = useT();
  const addToCart = useAppStore((s) => s.addToCart);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const notify = useAppStore((s) => s.notify);
  const setPortIn = useAppStore((s) => s.setPortIn);
  const navigate = useNavigate();
  const check = useCheckNumber();
  const [notEligible, setNotEligible] = useState(false);
  // Closing "Oops!" puts the focus on the number to correct (the number is kept).
  const formElement = useRef<HTMLFormElement>(null);
  const numberField = useRef<HTMLElement | null>(null);
  // What the eligibility check left, read once: the form then owns the values.
  const [initial] = useState(() => readCartChoices(item.options, useAppStore.getState().portIn));
  // Editing clears a field's error rather than re-checking it as the buyer types (SPEC §5).
  const form = useSchemaForm(zCartChoices, initial);

  // Every change goes into the persisted cart, so a reload or the login detour keeps it.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // Writes onto the item this form belongs to; a removed item stays removed.
      const current = useAppStore.getState().cart as Partial<CartItem>;
      if (current.id === item.id) addToCart({ ...(current as CartItem), options: toCartOptions(values) });
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form, item.id, addToCart]);

  // Values carried from the eligibility check are in the cart from the start, not only after an edit.
  useEffect(() => {
    const current = useAppStore.getState().cart as Partial<CartItem>;
    const carried = toCartOptions(initial);
    if (current.id !== item.id || JSON.stringify(current.options) === JSON.stringify(carried)) return;
    if (useAppStore.getState().portIn.msisdn) addToCart({ ...(current as CartItem), options: carried });
  }, [initial, item.id, addToCart]);

  /** Whether the number may move; a logged-out buyer's is checked by checkout's quote after login. */
  async function numberCanMove(values: CartChoices): Promise<boolean> {
    if (values.numberType !== 'port' || !isLoggedIn) return true;
    const msisdn = normalizeUsNumber(values.portIn);
    const checked = useAppStore.getState().portIn;
    if (checked.msisdn === msisdn && checked.zipCode === values.portZipCode) return true;
    try {
      const answer = await check.mutateAsync({ msisdn: values.portIn, zipCode: values.portZipCode });
      setPortIn({ msisdn: answer.msisdn, zipCode: values.portZipCode });
      return true;
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['portIn', 'portZipCode'] as const, {
        toFormName: (field) => (field === 'msisdn' ? 'portIn' : field === 'zipCode' ? 'portZipCode' : field),
      });
      if (message === undefined) return false;
      // The carrier's reason as a notification (SPEC §8); a refused number also gets the dialog.
      notify({ error: true, message });
      if (error instanceof ApiError && error.status === 400) {
        const field = formElement.current?.elements.namedItem('portIn');
        numberField.current = field instanceof HTMLElement ? field : null;
        setNotEligible(true);
      }
      return false;
    }
  }

  // The protected checkout route sends a logged-out buyer to log in and back (SPEC §2).
  const onContinue = form.handleSubmit(async (values) => {
    if (await numberCanMove(values)) void navigate(paths.checkout);
  });

  return (
    <form ref={formElement} className="cart-choices" noValidate onSubmit={(event) => void onContinue(event)}>
      <OrderChoiceFields form={form} ownSimIccid={initial.ownSimIccid || undefined} />
      <Button type="submit" className="cart-choices__continue" loading={check.isPending}>
        {t('Continue')}
      </Button>
      <FailureDialog
        open={notEligible}
        variant="failed"
        onRetry={() => setNotEligible(false)}
        onClose={() => setNotEligible(false)}
        returnFocus={numberField}
      />
    </form>
  );
}
