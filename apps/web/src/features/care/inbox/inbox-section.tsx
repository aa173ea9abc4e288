import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { useAgentSession } from '../../../lib/agent-session';
import { Inbox } from './inbox';
import './inbox.css';

/** /care/inbox: the chat inbox (docs/decisions/012, 050), a tool of the console like the others. */
export default function InboxSection() {
  const session = useAgentSession((s) => s.session);
  if (!session) return null;
  return (
    <section aria-labelledby="inbox-title" className="care-section">
      <h2 id="inbox-title">{STAFF_MESSAGES.inbox.title}</h2>
      <Inbox agentId={session.agent.id} token={session.token} />
    </section>
  );
}
