import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { MemberRole } from '@mvno/contracts/product-constants/members';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { ROLE_NAMES } from './member-roles';

const M = ACCOUNT_MESSAGES.members;

type ListedMember = { firstName: string; role: MemberRole; lineName: string | null; email: string };

/** A person in a members list, named by who uses which line with what role, then their email and `children`. */
export function MemberItem({ member, children }: { member: ListedMember; children?: ReactNode }) {
  const t = useT();
  const name = t(M.memberOf(member.firstName, t(ROLE_NAMES[member.role]), member.lineName ?? ''));
  return (
    <li className="members__item" aria-label={name}>
      <p>{name}</p>
      <p className="members__meta">{member.email}</p>
      {children}
    </li>
  );
}

/** Remove, named for the person it removes; `onClick` asks to confirm. */
export function RemoveMemberButton({ firstName, onClick }: { firstName: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" aria-label={`${t(M.remove)}: ${firstName}`} onClick={onClick}>
      {t(M.remove)}
    </Button>
  );
}
