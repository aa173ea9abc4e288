import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { ManagedMember } from '@mvno/contracts/api/members';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { useManagedMembers } from '../api/members';
import { MemberItem, RemoveMemberButton } from './member-item';
import { useMemberRemoval } from './use-member-removal';
import './members.css';

const M = ACCOUNT_MESSAGES.members;

/**
 * A manager's list of the account they manage (decision 096): who uses which line with what role, and
 * Remove for members and viewers (another manager is the owner's to remove). The confirmation names
 * the person and the line and says what happens to the line. Nothing shows for anyone who manages none.
 */
export function ManagedMembers() {
  const t = useT();
  const managed = useManagedMembers();
  const [removing, setRemoving] = useState<{ member: ManagedMember; ownerName: string }>();
  const remove = useMemberRemoval(() => setRemoving(undefined));
  const accounts = managed.data?.accounts ?? [];

  if (accounts.length === 0) return null;
  const lineName = removing?.member.lineName ?? '';
  return (
    <>
      {accounts.map((account) => (
        <section
          key={account.membershipId}
          className="members__managed"
          aria-labelledby={`managed-${account.membershipId}`}
        >
          <h3 id={`managed-${account.membershipId}`}>{t(M.managedTitle(account.ownerName))}</h3>
          {account.members.length === 0 ? (
            <p>{t(M.managedNone)}</p>
          ) : (
            <ul className="members__list">
              {account.members.map((member) => (
                <MemberItem key={member.id} member={member}>
                  {member.mayRemove && (
                    <div className="members__actions">
                      <RemoveMemberButton
                        firstName={member.firstName}
                        onClick={() => setRemoving({ member, ownerName: account.ownerName })}
                      />
                    </div>
                  )}
                </MemberItem>
              ))}
            </ul>
          )}
        </section>
      ))}
      <Modal
        open={removing !== undefined}
        title={t(M.managedRemoveTitle(removing?.member.firstName ?? ''))}
        description={t(
          M.managedRemoveText(removing?.member.firstName ?? '', lineName, removing?.ownerName ?? ''),
        )}
        confirmLabel={t(M.remove)}
        confirmVariant="danger"
        confirmLoading={remove.pending}
        onConfirm={() => removing && remove.confirm(removing.member.id)}
        onCancel={() => setRemoving(undefined)}
        cancelLabel={t('Cancel')}
      />
    </>
  );
}
