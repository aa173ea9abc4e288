import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { Link, useNavigate } from '../../../lib/router';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation';
import { ROLE_HINTS } from './member-roles';
import './members.css';

const M = ACCOUNT_MESSAGES.members;
/** The link's token waits here while the invitee signs in or registers (this tab only). */
const PENDING_KEY = 'member-invitation';

/** The token from the link's fragment (kept out of servers' logs), or the one kept while signing in. */
function invitationToken(): string {
  const fromLink = window.location.hash.replace(/^#/, '');
  if (fromLink) {
    window.sessionStorage.setItem(PENDING_KEY, fromLink);
    return fromLink;
  }
  return window.sessionStorage.getItem(PENDING_KEY) ?? '';
}

/**
 * The invitation link's page (decision 072): who invites to which line with what role; signed in,
 * Accept joins the line with the customer's own account; signed out, sign in or register first.
 */
export function AcceptInvitationPage() {
  usePageMeta('members-accept', M.acceptTitle);
  const t = useT();
  const navigate = useNavigate();
  const notify = useAppStore((s) => s.notify);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const [token] = useState(invitationToken);
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function onAccept() {
    accept.mutate(token, {
      onSuccess: ({ message }) => {
        window.sessionStorage.removeItem(PENDING_KEY);
        notify({ message: t(message) });
        void navigate(paths.dashboard);
      },
    });
  }

  return (
    <div className="members members--page">
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {t(M.acceptTitle)}
      </h1>
      {token.length < 20 ? (
        <p role="alert">{t(M.invitationInvalid)}</p>
      ) : preview.isPending ? (
        <Spinner label={t(M.loading)} />
      ) : preview.isError ? (
        <p role="alert">{t(preview.error.message)}</p>
      ) : (
        <>
          <p>{t(M.acceptText(preview.data.inviterName, preview.data.lineName))}</p>
          <p className="members__meta">{t(ROLE_HINTS[preview.data.role])}</p>
          {isLoggedIn ? (
            <Button loading={accept.isPending} onClick={onAccept}>
              {t(M.accept)}
            </Button>
          ) : (
            <p>
              {t(M.signInToAccept)}{' '}
              <Link to={paths.login} state={{ from: '/members/accept' }}>
                {t(M.signIn)}
              </Link>{' '}
              · <Link to={paths.register}>{t(M.register)}</Link>
            </p>
          )}
          {accept.isError && <p role="alert">{t(accept.error.message)}</p>}
        </>
      )}
    </div>
  );
}
