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
 * An edit past the cap (a pasted value too long) is cut to the cap, as a native `maxlength`
 * does: what was inserted keeps as many of its first characters as fit, the rest is dropped.
 */
export function acceptEdit(candidate: string, previous: string, { filter, format, parse }: EditRules) {
  const shape = (value: string) => {
    const next = format ? format(value, previous) : value;
    return { next, raw: parse ? parse(next) : next };
  };
  let { next, raw } = shape(candidate);
  // An empty field is always allowed so that it can be cleared.
  if (next === '') return next;
  const maxLength = filter?.maxLength;
  if (maxLength !== undefined && raw.length > maxLength) {
    const fits = (value: string) => shape(value).raw.length <= maxLength;
    ({ next, raw } = shape(cutInsertion(candidate, previous, fits)));
    if (raw.length > maxLength) return undefined;
  }
  if (filter?.allowed !== undefined && !filter.allowed.test(raw)) return undefined;
  return next;
}

/**
 * `candidate` with the text an edit inserted into `previous` (what lies between the parts both
 * share at the start and at the end) cut to its longest start for which `fits` holds.
 */
function cutInsertion(candidate: string, previous: string, fits: (value: string) => boolean): string {
  let start = 0;
  while (start < previous.length && start < candidate.length && previous[start] === candidate[start])
    start += 1;
  let end = 0;
  while (
    end < previous.length - start &&
    end < candidate.length - start &&
    previous[previous.length - 1 - end] === candidate[candidate.length - 1 - end]
  )
    end += 1;
  const head = candidate.slice(0, start);
  const inserted = candidate.slice(start, candidate.length - end);
  const tail = candidate.slice(candidate.length - end);
  const withKept = (kept: number) => {
    let part = inserted.slice(0, kept);
    // Never keep half of a character outside the Basic Multilingual Plane (an emoji).
    if (/[\uD800-\uDBFF]$/.test(part)) part = part.slice(0, -1);
    return head + part + tail;
  };
  // The most inserted characters that still fit (binary search: more never fit better).
  let low = 0;
  let high = inserted.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(withKept(mid))) low = mid;
    else high = mid - 1;
  }
  return withKept(low);
}

/** Whether a form field name has input rules in the contracts (so a field can find its own). */
export function isInputFieldName(name: string): name is InputFieldName {
  return Object.hasOwn(FIELD_INPUT, name);
}
