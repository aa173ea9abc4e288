import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import type { CartItem } from '../../../lib/store';
import { readCartChoices, toCartOptions, zCartChoices } from '../lib/cart-choices';
import { ChoiceRadios } from './choice-radios';

const SIM_OPTIONS = [
  { value: 'esim', label: 'eSIM', hint: 'Activate in minutes on a phone that supports eSIM.' },
  { value: 'psim', label: 'Physical SIM', hint: 'We ship a SIM card to your address.' },
] as const;
const NUMBER_OPTIONS = [
  { value: 'new', label: 'Get a new number', hint: 'Pick the area by ZIP Code.' },
  { value: 'port', label: 'Bring my number', hint: 'Keep the number you have with another carrier.' },
] as const;

/** The choices a buyer makes before paying; Continue checks them and goes on to checkout. */
export function CartChoicesForm({ item }: { item: CartItem }) {
  const addToCart = useAppStore((s) => s.addToCart);
  const navigate = useNavigate();
  // Editing clears a field's error rather than re-checking it as the buyer types (SPEC §5).
  const form = useSchemaForm(zCartChoices, readCartChoices(item.options));
  const { errors } = form.formState;
  const numberType = form.watch('numberType');

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
      <ChoiceRadios
        legend="SIM type"
        options={SIM_OPTIONS}
        registration={form.register('simType')}
        error={errors.simType?.message}
      />
      <ChoiceRadios
        legend="Phone number"
        options={NUMBER_OPTIONS}
        registration={form.register('numberType')}
      />
      {/* The ZIP Code (5 digits) or the number to bring, with the SPEC §5 input filters. */}
      {numberType === 'port' ? (
        <FormField
          key="portIn"
          form={form}
          name="portIn"
          label="Number to bring"
          inputMode="tel"
          autoComplete="tel-national"
        />
      ) : (
        <FormField
          key="zipCode"
          form={form}
          name="zipCode"
          label="ZIP Code for your new number"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      )}
      <Button type="submit" className="cart-choices__continue">
        Continue
      </Button>
    </form>
  );
}
