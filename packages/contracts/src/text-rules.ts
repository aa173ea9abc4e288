/**
 * One rule for every string a client sends: no control characters and no lone surrogate. NUL
 * cannot be stored by PostgreSQL and the others have no business in a name, a code or a key; tab,
 * line feed and carriage return stay allowed (a multi-line message). A lone surrogate (`"\ud800"`
 * in JSON: half of a character outside the BMP) is not text at all and cannot be written as UTF-8,
 * so the database would refuse it (decision 075). The API applies the rule to every body, query
 * and path value before the field rules run, so no field can forget it.
 */

function isControlCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether `text` holds a control character (but tab, line feed, carriage return) or a lone surrogate. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControlCharacter(code)) return true;
    if (isLowSurrogate(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true;
      i += 1;
    }
  }
  return false;
}

/** Where a value sits in the body: its key or index and the place of what holds it. */
type Place = { segment: string; parent: Place | undefined } | undefined;

function pathOf(place: Place, base: string[]): string {
  const segments: string[] = [];
  for (let at = place; at; at = at.parent) segments.push(at.segment);
  return [...base, ...segments.reverse()].join('.');
}

/**
 * The paths (`a.b.0`) of every string inside `value` that holds a control character. It walks
 * with its own stack, not by recursion, and builds a path only for what it finds, so a body
 * nested thousands of levels deep is checked in time proportional to its size.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string[] {
  const found: string[] = [];
  type Step = { key: string; place: Place } | { value: unknown; place: Place };
  const stack: Step[] = [{ value, place: undefined }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if ('key' in step) {
      if (hasControlCharacters(step.key)) found.push(pathOf(step.place, path));
      continue;
    }
    const current = step.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) found.push(pathOf(step.place, path));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push({ value: current[i], place: { segment: String(i), parent: step.place } });
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i]!;
        const place = { segment: key, parent: step.place };
        // The key first, then what it holds: the order a reader of the body meets them.
        stack.push({ value: item, place }, { key, place });
      }
    }
  }
  return found;
}
