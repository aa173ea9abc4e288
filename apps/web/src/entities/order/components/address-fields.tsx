import { FormField } from '../../../components/form/form-field';
import { StreetDirectionField } from '../../../components/form/street-direction-field';
import { StateField, ZipCodeField } from '../../../components/form/us-address-fields';
import type { CheckoutForm } from '../checkout-form';
import './order.css';
import { msg, t } from '../../../lib/i18n';

type FieldsProps = { form: CheckoutForm };

/** A physical SIM's shipping address (SPEC §5 street, city, state and ZIP rules). */
export function AddressFields({ form }: FieldsProps) {
  return (
    <div className="order-address">
      <FormField form={form} name="streetNumber" label={msg('Street number')} autoComplete="address-line1" />
      <StreetDirectionField form={form} name="streetDirection" />
      <FormField form={form} name="streetName" label={msg('Street name')} />
      <FormField form={form} name="city" label={msg('City')} autoComplete="address-level2" />
      <StateField form={form} name="state" label={msg('State')} />
      <ZipCodeField form={form} name="zipCode" label={msg('ZIP Code')} />
    </div>
  );
}

/**
 * The title of the part holding the address fields. An eSIM's part is "Sales tax": its one field
 * is labelled "Billing state", so that name is given once, not to a heading and a field both.
 */
export const orderAddressTitle = (psim: boolean) => (psim ? t('Shipping address') : t('Sales tax'));

/**
 * What the order needs to know of where the customer is: a shipped SIM's shipping address, else
 * the billing state. Said plainly what comes: an eSIM by email, or nothing at all with "Use the
 * SIM I have" (`ownSim`, a partner SIM the customer already has: no eSIM is coming, decision 076).
 */
export function OrderAddressFields({
  form,
  psim,
  ownSim = false,
}: FieldsProps & { psim: boolean; ownSim?: boolean }) {
  if (psim && !ownSim) return <AddressFields form={form} />;
  return (
    <>
      <p className="order-hint">
        {ownSim
          ? t('Your line uses the SIM you have: nothing is shipped; the state sets the sales tax.')
          : t('Your eSIM arrives by email; the state sets the sales tax.')}
      </p>
      <StateField form={form} name="billingState" label={msg('Billing state')} />
    </>
  );
}
