import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@mvno/contracts/api/chat';
import { formatMessageTime } from '../../lib/format-date';
import { useT } from '../../lib/i18n';
import { MessageText } from './message-text';
import './chat-messages.css';

export type ChatMessagesProps = {
  messages: readonly ChatMessage[];
  /** Who "customer" is for the reader: 'You' in the customer's panel, their name in the inbox. */
  customerLabel: string;
  /** How an agent's message is signed, from the agent's first name. */
  agentLabel: (agentName: string) => string;
  /** Whose messages sit on the reader's side. */
  ownAuthor: ChatMessage['author'];
  /** The log's name; "Messages" in the page's language when not given. */
  label?: string;
};

/**
 * A conversation, oldest first, in a live region (role "log"): a screen reader announces each
 * new message. It scrolls to the newest; it can take the focus to be scrolled by keyboard.
 */
export function ChatMessages({ messages, customerLabel, agentLabel, ownAuthor, label }: ChatMessagesProps) {
  const t = useT();
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    // A scrollable region must be reachable by keyboard (it can hold no link to tab to).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="chat-messages" role="log" aria-label={label ?? t('Messages')} tabIndex={0}>
      <ol className="chat-messages__list">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`chat-messages__item chat-messages__item--${message.author === ownAuthor ? 'own' : 'other'}`}
          >
            <span className="chat-messages__meta">
              <span className="chat-messages__author">
                {message.author === 'agent' ? agentLabel(message.agentName ?? '') : customerLabel}
              </span>{' '}
              <time dateTime={message.sentAt}>{formatMessageTime(message.sentAt)}</time>
            </span>
            <span className="chat-messages__text">
              <MessageText text={message.text} />
            </span>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="chat-messages__end" />
      </ol>
    </div>
  );
}
