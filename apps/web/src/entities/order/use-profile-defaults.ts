import { useEffect, useState } from 'react';
import { useAppStore } from '../../lib/store';
import { FORM_FIELDS, valuesFromProfile } from './checkout-form';
import type { CheckoutForm } from './checkout-form';

/**
 * The profile may load after the form: it fills the fields the buyer has not touched. A field
 * counts as touched when its value differs from the one the form started with, which holds
 * however early the buyer chose (even before this effect ran): a choice is never overwritten.
 * `skip` when the form started from what the buyer typed before (a saved draft).
 */
export function useProfileDefaults(form: CheckoutForm, skip: boolean): void {
  const userInfo = useAppStore((s) => s.userInfo);
  const profileLoaded = userInfo.id !== undefined;
  const [startValues] = useState(() => form.getValues());
  useEffect(() => {
    if (skip || !profileLoaded) return;
    const fromProfile = valuesFromProfile(userInfo);
    for (const name of FORM_FIELDS) {
      if (form.getValues(name) === startValues[name] && fromProfile[name] !== startValues[name]) {
        form.setValue(name, fromProfile[name]);
      }
    }
  }, [skip, profileLoaded, userInfo, form, startValues]);
}
