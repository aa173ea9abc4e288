/**
 * ICU-style messages without a library (decision 053): `{name}` puts a value in, and
 * `{count, plural, =0 {none} one {# line} other {# lines}}` chooses by the language's plural
 * rules (Intl.PluralRules), `#` standing for the number. Numbers are written as the language
 * writes them. Text without braces is returned as it is.
 */
type Values = Record<string, string | number>;

/** The index of the brace closing the one at `open`. */
export function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    else if (message[i] === '}' && (depth -= 1) === 0) return i;
  }
  return message.length;
}

function plural(options: string, value: number, locale: string): string {
  const cases = new Map<string, string>();
  let i = 0;
  while (i < options.length) {
    const open = options.indexOf('{', i);
    if (open < 0) break;
    const end = closing(options, open);
    cases.set(options.slice(i, open).trim(), options.slice(open + 1, end));
    i = end + 1;
  }
  const chosen =
    cases.get(`=${value}`) ??
    cases.get(new Intl.PluralRules(locale).select(value)) ??
    cases.get('other') ??
    '';
  return chosen.replace(/#/g, new Intl.NumberFormat(locale).format(value));
}

export function formatMessage(message: string, values: Values | undefined, locale: string): string {
  if (!values || !message.includes('{')) return message;
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) break;
    const end = closing(message, open);
    out += message.slice(i, open);
    const [name = '', kind, ...rest] = message.slice(open + 1, end).split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') out += plural(rest.join(','), value, locale);
    else out += value === undefined ? message.slice(open, end + 1) : String(value);
    i = end + 1;
  }
  return out + message.slice(i);
}
