import { US_STATES } from '@mvno/contracts/us-states';
import { msg } from '../../lib/i18n';
import { presetField } from './form-field';

/** One of the 50 US states (SPEC §3), chosen from their list. */
export const StateField = presetField({
  options: US_STATES,
  placeholder: msg('Select a state'),
  autoComplete: 'address-level1',
});

/** A US ZIP Code: five digits, with the ZIP Code's input filter whatever the field's name. */
export const ZipCodeField = presetField({
  fieldName: 'zipCode',
  inputMode: 'numeric',
  autoComplete: 'postal-code',
});
