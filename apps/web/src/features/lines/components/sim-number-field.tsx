import { presetField } from '../../../components/form/form-field';

/** A SIM card's number (its ICCID), read off the card: a numeric keyboard, never filled in by the browser. */
export const SimNumberField = presetField({ inputMode: 'numeric', autoComplete: 'off' });
