/**
 * A mail's HTML part, made by the kit from the same lines as its text part (issue 30, item 21):
 * every line escaped, every http(s) address a link to itself, a blank line between paragraphs, and
 * an inline image (`cid:`) where the lines name one. Nothing a mail says is in one part only.
 */
import { escapeHtml } from '../html';

/** An inline image of the HTML part (an attachment with `cid`); the text part leaves it out. */
export type MailImage = { image: { cid: string; alt: string; width: number; height: number } };

/** One line of a mail: its text, or an inline image the HTML part shows there. */
export type MailLine = string | MailImage;

/** An address in a line, up to whitespace; a closing punctuation mark ends the sentence, not the address. */
const URL_PATTERN = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** The addresses of a text, in order (what the HTML part links). */
export const linksIn = (text: string): string[] => [...text.matchAll(URL_PATTERN)].map((match) => match[0]);

/** One line escaped, each address in it a link. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

const imageHtml = ({ image }: MailImage): string =>
  `<img src="cid:${escapeHtml(image.cid)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}">`;

/** The text part's lines as HTML paragraphs (one element a line of the result). */
export function htmlLines(lines: MailLine[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) paragraphs.push(`<p>${current.join('<br>\n')}</p>`);
    current = [];
  };
  for (const line of lines) {
    if (typeof line !== 'string') {
      close();
      paragraphs.push(`<p>${imageHtml(line)}</p>`);
    } else if (line.trim() === '') close();
    else current.push(lineHtml(line));
  }
  close();
  return paragraphs;
}

/** The text part's lines: the images left out. */
export const textLines = (lines: MailLine[]): string[] =>
  lines.filter((line): line is string => typeof line === 'string');
