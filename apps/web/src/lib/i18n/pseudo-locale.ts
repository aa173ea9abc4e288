/**
 * The pseudo locale (decision 059): every text through `t` comes out accented and about 40%
 * longer, in brackets ("Choose plan" -> "[Çĥööšé ƥłàñ ~]", a long text padded "~~~~~ ~~~~~ ~~~"), so that a page shows at a glance
 * which texts bypass the catalogue and whether its layout takes longer languages. Arguments
 * (`{name}`) and ICU plurals' syntax stay intact; only their texts change. Its own chunk, fetched
 * only when the browser asks for it (PSEUDO_LOCALE_KEY).
 */
import { rewriteArguments } from './format-message';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = Array.from('àƀçðéƒĝĥïĵķłɱñöƥʠřšŧüṽŵẋýžÀɃÇÐÉƑĜĤÏĴĶŁṀÑÖƤǪŘŠŦÜṼŴẊÝŽ');

/** How much longer a text becomes: German and Spanish run 30 to 40% longer than English. */
export const PSEUDO_GROWTH = 0.4;

const accent = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter);

/** An argument `{name}` as it is; a plural's cases with their texts accented, its keywords kept. */
function argument(inside: string): string {
  const [name = '', kind, ...rest] = inside.split(',');
  if (kind?.trim() !== 'plural') return inside;
  const cases = rewriteArguments(
    rest.join(','),
    (text) => text,
    (text) => `{${accentMessage(text)}}`,
  );
  return `${name},${kind},${cases}`;
}

/** A message's text accented, its arguments and plural syntax untouched. */
function accentMessage(message: string): string {
  return rewriteArguments(message, accent, (inside) => `{${argument(inside)}}`);
}

/** The pseudo-locale form of a text: accented, in brackets, padded to about 40% longer. */
export function pseudo(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  const visible = text.replace(/\{[^{}]*\}/g, '').length;
  const padding = Math.max(1, Math.round(visible * PSEUDO_GROWTH) - 3);
  // Tildes in words of five: a longer language has more words, not one long one that cannot wrap.
  const tildes = Array.from({ length: padding }, (_, i) => (i % 6 === 5 ? ' ' : '~'));
  return `[${accentMessage(text)} ${tildes.join('').replace(/ $/, '~')}]`;
}
