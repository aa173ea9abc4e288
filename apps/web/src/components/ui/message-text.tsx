import { linkify } from '../../lib/linkify';

/**
 * A chat message as text, with web links as anchors (opening in a new tab, no referrer, no
 * opener). React writes text nodes, so markup in a message is shown, never run.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
