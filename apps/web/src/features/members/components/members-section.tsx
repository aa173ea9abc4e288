import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { z } from 'zod';
import type { zMember } from '@mvno/contracts/api/members';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n';
import { useMembers } from '../api/members';
import { InviteMemberDialog } from './invite-member-dialog';
import { MakeOwnerButton, OfferedLines } from './line-transfers';
import { MemberItem, RemoveMemberButton } from './member-item';
import { ROLE_NAMES } from './member-roles';
import { RequestsPanel } from './requests-panel';
import { LineControls } from './line-controls';
import { useMemberRemoval } from './use-member-removal';
import './members.css';

const M = ACCOUNT_MESSAGES.members;
type Member = z.infer<typeof zMember>;

/**
 * The owner's Members section (decision 072): who uses which line with what role, the invitations
 * still waiting, Invite and Remove, and the members' requests to answer. One dialog open at a time.
 */
export function MembersSection() {
  const t = useT();
  const members = useMembers();
  const [dialog, setDialog] = useState<{ kind: 'invite' } | { kind: 'remove'; member: Member }>();
  const remove = useMemberRemoval(() => setDialog(undefined));

  return (
    <section className="members" aria-labelledby="members-title">
      <div className="members__header">
        <h2 id="members-title">{t(M.title)}</h2>
        <Button onClick={() => setDialog({ kind: 'invite' })}>{t(M.invite)}</Button>
      </div>
      <p>{t(M.intro)}</p>
      <QueryState query={members} loadingLabel={M.loading} errorText={M.loadFailed}>
        {({ members: list, invitations }) => (
          <>
            {list.length === 0 ? (
              <p>{t(M.none)}</p>
            ) : (
              <ul className="members__list">
                {list.map((member) => (
                  <MemberItem key={member.id} member={member}>
                    {member.lineId && <LineControls lineId={member.lineId} mayAlert />}
                    <div className="members__actions">
                      <MakeOwnerButton membershipId={member.id} firstName={member.firstName} />
                      <RemoveMemberButton
                        firstName={member.firstName}
                        onClick={() => setDialog({ kind: 'remove', member })}
                      />
                    </div>
                  </MemberItem>
                ))}
              </ul>
            )}
            <OfferedLines />
            {invitations.length > 0 && (
              <>
                <h3>{t(M.invitationsTitle)}</h3>
                <ul className="members__list">
                  {invitations.map((invitation) => (
                    <li key={invitation.id} className="members__item">
                      <p>
                        {invitation.email} · {t(ROLE_NAMES[invitation.role])}
                      </p>
                      <p className="members__meta">
                        {t(M.linkValidUntil(formatDayTime(invitation.expiresAt)))}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryState>
      <RequestsPanel />
      <InviteMemberDialog open={dialog?.kind === 'invite'} onClose={() => setDialog(undefined)} />
      <Modal
        open={dialog?.kind === 'remove'}
        title={t(M.removeTitle)}
        description={t(M.removeText)}
        confirmLabel={t(M.remove)}
        confirmVariant="danger"
        confirmLoading={remove.pending}
        onConfirm={() => dialog?.kind === 'remove' && remove.confirm(dialog.member.id)}
        onCancel={() => setDialog(undefined)}
        cancelLabel={t('Cancel')}
      />
    </section>
  );
}
