import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router';
import { OrderChoiceFields } from '../../../entities/order/components/order-choice-fields';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import type { CartItem } from '../../../lib/store';
import { readCartChoices, toCartOptions, zCartChoices } from '../../../entities/order/cart-choices';

/** The choices a buyer makes before paying; Continue checks them and goes on to checkout. */
export function CartChoicesForm({ item }: { item: CartItem }) {
  const addToCart = useAppStore((s) => s.addToCart);
  const navigate = useNavigate();
  // Editing clears a field's error rather than re-checking it as the buyer types (SPEC §5).
  const form = useSchemaForm(zCartChoices, readCartChoices(item.options));

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

  // The protected checkout route sends a logged-out buyer to log in and back (SPEC §2).
  const onContinue = form.handleSubmit(() => void navigate(paths.checkout));

  return (
    <form className="cart-choices" noValidate onSubmit={(event) => void onContinue(event)}>
      <OrderChoiceFields form={form} />
      <Button type="submit" className="cart-choices__continue">
        Continue
      </Button>
    </form>
  );
}
