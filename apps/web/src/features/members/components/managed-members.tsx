import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { ManagedMember } from '@mvno/contracts/api/members';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useManagedMembers, useRemoveMember } from '../api/members';
import { ROLE_NAMES } from './member-roles';
import './members.css';

const M = ACCOUNT_MESSAGES.members;

/**
 * A manager's list of the account they manage (decision 096): who uses which line with what role, and
 * Remove for members and viewers (another manager is the owner's to remove). The confirmation names
 * the person and the line and says what happens to the line. Nothing shows for anyone who manages none.
 */
export function ManagedMembers() {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const managed = useManagedMembers();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<{ member: ManagedMember; ownerName: string }>();
  const accounts = managed.data?.accounts ?? [];

  function confirmRemove(member: ManagedMember) {
    remove.mutate(member.id, {
      onSuccess: ({ message }) => {
        notify({ message: t(message) });
        setRemoving(undefined);
      },
      onError: (error) => notify({ error: true, message: error.message }),
    });
  }

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
              {account.members.map((member) => {
                const name = t(
                  M.memberOf(member.firstName, t(ROLE_NAMES[member.role]), member.lineName ?? ''),
                );
                return (
                  <li key={member.id} className="members__item" aria-label={name}>
                    <p>{name}</p>
                    <p className="members__meta">{member.email}</p>
                    {member.mayRemove && (
                      <div className="members__actions">
                        <Button
                          variant="secondary"
                          aria-label={`${t(M.remove)}: ${member.firstName}`}
                          onClick={() => setRemoving({ member, ownerName: account.ownerName })}
                        >
                          {t(M.remove)}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
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
        confirmLoading={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing.member)}
        onCancel={() => setRemoving(undefined)}
        cancelLabel={t('Cancel')}
      />
    </>
  );
}
