import { escapeHtml } from '../../../lib/html';
import type { MailboxMail } from './mailbox-service';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns each http(s) address in it into a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMail(mail: MailboxMail, index: number): string {
  const id = `mail-${index}`;
  const sent = mail.createdAt.toISOString();
  return `<li><article aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${sent}">${sent.replace('T', ' ').slice(0, 19)} UTC</time></dd></dl>
<pre>${linkify(mail.text)}</pre>
</article></li>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f7f9}
main{max-width:52rem;margin:0 auto;padding:1.5rem}ol{list-style:none;padding:0}
article{background:#fff;border:1px solid #c9ced6;border-radius:8px;padding:1rem;margin-bottom:1rem}
h2{font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:.75rem 0 0}
a{color:#0645ad}`;

/** The development mailbox: every mail of the outbox, newest first, readable without scripts. */
export function renderMailboxPage(mails: MailboxMail[], brandName: string): string {
  const list = mails.length
    ? `<ol>${mails.map(renderMail).join('\n')}</ol>`
    : '<p>No mail yet. Mail the app sends (codes, links, welcome mails) appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mailbox - ${escapeHtml(brandName)} (development)</title><style>${STYLE}</style></head>
<body><main>
<h1>Mailbox</h1>
<p>Mail the app would have sent, newest first (${mails.length} shown). This page exists outside production only.</p>
${list}
</main></body>
</html>`;
}
