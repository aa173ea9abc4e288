import { useEffect, useState } from 'react';
import { INBOX_VIEWS, type ConversationSummary, type InboxView } from '@mvno/contracts/api/support-inbox';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations, useInboxLive } from './api/use-inbox';
import { ConversationPane } from './conversation-pane';

const VIEW_LABELS: Record<InboxView, string> = { unassigned: 'Unassigned', mine: 'Mine', all: 'All open' };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Open conversations by view, newest activity first, and the one chosen. */
export function Inbox({ agentId, token }: { agentId: string; token: string }) {
  const status = useInboxLive(token);
  const [view, setView] = useState<InboxView>('all');
  const [selected, setSelected] = useState<string>();
  const list = useConversations(view, status);
  const conversations = list.data?.conversations ?? [];

  // On a wide screen the newest conversation opens by itself. One that leaves the view (closed by
  // someone) stays open here until another is chosen.
  const newest = conversations[0]?.id;
  useEffect(() => {
    if (selected === undefined && newest && window.matchMedia?.('(min-width: 900px)').matches) {
      setSelected(newest);
    }
  }, [selected, newest]);

  return (
    <div className="inbox">
      <nav className="inbox__list" aria-label="Conversations">
        <div className="inbox__views" role="group" aria-label="Show">
          {INBOX_VIEWS.map((name) => (
            <button
              key={name}
              type="button"
              className="inbox__view"
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {VIEW_LABELS[name]}
            </button>
          ))}
        </div>
        {status !== 'live' && (
          <p className="inbox__status" role="status">
            {PRODUCT_MESSAGES.web.chatOffline}
          </p>
        )}
        {list.isPending ? (
          <Spinner label="Loading conversations" />
        ) : conversations.length === 0 ? (
          <p className="inbox__empty">{STAFF_MESSAGES.inbox.empty}</p>
        ) : (
          <ul className="inbox__items">
            {conversations.map((c) => (
              <li key={c.id}>
                <ConversationItem
                  conversation={c}
                  current={c.id === selected}
                  mine={c.assignedAgent?.id === agentId}
                  onSelect={() => setSelected(c.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </nav>
      {selected ? (
        <ConversationPane key={selected} id={selected} agentId={agentId} status={status} />
      ) : (
        <p className="inbox__choose">{STAFF_MESSAGES.inbox.choose}</p>
      )}
    </div>
  );
}

function ConversationItem({
  conversation: c,
  current,
  mine,
  onSelect,
}: {
  conversation: ConversationSummary;
  current: boolean;
  mine: boolean;
  onSelect: () => void;
}) {
  const assigned = c.assignedAgent ? (mine ? 'yours' : `with ${c.assignedAgent.name}`) : 'unassigned';
  return (
    <button type="button" className="inbox__item" aria-current={current || undefined} onClick={onSelect}>
      <span className="inbox__item-head">
        <span className="inbox__item-name">{c.name}</span>
        {c.unread > 0 && (
          <span className="unread-count">
            {c.unread}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </span>
      <span className="inbox__item-preview">{c.lastMessage}</span>
      <span className="inbox__item-meta">
        <time dateTime={c.lastMessageAt}>{when(c.lastMessageAt)}</time> · {assigned}
        {c.source === 'contact_form' ? ' · contact form' : ''}
      </span>
    </button>
  );
}
