/**
 * One rule for every string a client sends: no control characters. NUL cannot be stored by
 * PostgreSQL and the others have no business in a name, a code or a key; tab, line feed and
 * carriage return stay allowed (a multi-line message). The API applies it to every body, query
 * and path value before the field rules run, so no field can forget it.
 */

function isControlCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControlCharacter(text.charCodeAt(i))) return true;
  return false;
}

/** The paths (`a.b.0`) of every string inside `value` that holds a control character. */
export function findControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => findControlCharacters(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyFound = hasControlCharacters(key) ? [[...path, key].join('.')] : [];
      return [...keyFound, ...findControlCharacters(item, [...path, key])];
    });
  }
  return [];
}
