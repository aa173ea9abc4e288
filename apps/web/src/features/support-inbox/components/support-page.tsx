import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endAgentSession as endAgentSessionCall } from '@mvno/contracts/api/agent-auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { runtimeConfig } from '../../../config/runtime';
import { endAgentSession, useAgentSession } from '../../../lib/agent-session';
import { callApi } from '../../../lib/api-client';
import { StaffSignIn } from '../../../entities/staff/staff-sign-in';
import { Inbox } from './inbox';
import './support-inbox.css';

/** /support: the agents' inbox, with a layout of its own (no shop header, no customer chat). */
export function SupportPage() {
  const session = useAgentSession((s) => s.session);
  const signOut = useMutation({
    mutationFn: () => callApi(endAgentSessionCall),
    onSettled: () => endAgentSession(),
  });

  useEffect(() => {
    document.title = `${PRODUCT_MESSAGES.web.inboxTitle} | ${runtimeConfig.brandName}`;
  }, []);

  return (
    <div className="support-layout">
      <header className="support-header">
        <h1 className="support-header__title">
          {runtimeConfig.brandName} · {PRODUCT_MESSAGES.web.inboxTitle}
        </h1>
        {session && (
          <div className="support-header__agent">
            <span>Signed in as {session.agent.firstName}</span>
            <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out
            </Button>
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className="support-main">
        {session ? (
          <Inbox agentId={session.agent.id} token={session.token} />
        ) : (
          <StaffSignIn lead={PRODUCT_MESSAGES.web.inboxSignInLead} />
        )}
      </main>
    </div>
  );
}
