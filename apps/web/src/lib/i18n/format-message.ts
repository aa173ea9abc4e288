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

/**
 * `message` rewritten piece by piece: each text outside the arguments through `plain`, each
 * argument `{...}` (braces balanced) through `argument`, given what is inside its braces and the
 * whole of it.
 */
export function rewriteArguments(
  message: string,
  plain: (text: string) => string,
  argument: (inside: string, whole: string) => string,
): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) break;
    const end = closing(message, open);
    out +=
      plain(message.slice(i, open)) + argument(message.slice(open + 1, end), message.slice(open, end + 1));
    i = end + 1;
  }
  return out + plain(message.slice(i));
}

const asItIs = (text: string) => text;

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
  return rewriteArguments(message, asItIs, (inside, whole) => {
    const [name = '', kind, ...rest] = inside.split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') return plural(rest.join(','), value, locale);
    return value === undefined ? whole : String(value);
  });
}
