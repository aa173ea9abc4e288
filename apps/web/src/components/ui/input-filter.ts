import { FIELD_INPUT } from '@mvno/contracts/field-inputs';
import type { FieldInput } from '@mvno/contracts/field-inputs';

export type InputFilter = FieldInput;
export type InputFieldName = keyof typeof FIELD_INPUT;
/** `previous` lets a formatter tell typing from deleting (e.g. the expiry slash). */
export type FormatValue = (raw: string, previous: string) => string;

export type EditRules = {
  filter?: InputFilter;
  format?: FormatValue;
  /** Strips display formatting before the filter runs (e.g. card-number spaces). */
  parse?: (display: string) => string;
};

export function resolveInputFilter(
  fieldName?: InputFieldName,
  inputFilter?: InputFilter,
): InputFilter | undefined {
  return inputFilter ?? (fieldName === undefined ? undefined : FIELD_INPUT[fieldName]);
}

/**
 * The value a field takes after an edit, or undefined when the edit is refused (SPEC §5:
 * "typing a disallowed character is refused"). The filter sees the formatted value, so a
 * formatter that re-inserts separators (expiry "12/") cannot be defeated by a backspace.
 */
export function acceptEdit(candidate: string, previous: string, { filter, format, parse }: EditRules) {
  const next = format ? format(candidate, previous) : candidate;
  // An empty field is always allowed so that it can be cleared.
  if (next === '') return next;
  const raw = parse ? parse(next) : next;
  if (filter?.maxLength !== undefined && raw.length > filter.maxLength) return undefined;
  if (filter?.allowed !== undefined && !filter.allowed.test(raw)) return undefined;
  return next;
}

/** Whether a form field name has input rules in the contracts (so a field can find its own). */
export function isInputFieldName(name: string): name is InputFieldName {
  return Object.hasOwn(FIELD_INPUT, name);
}
