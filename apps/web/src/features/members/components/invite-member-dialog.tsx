import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { formatMdn } from '@mvno/contracts/line-format';
import { MANAGER_MAY_INVITE, MEMBER_ROLES, type MemberRole } from '@mvno/contracts/product-constants/members';
import type { Line } from '@mvno/contracts/api/lines';
import { FormField } from '../../../components/form/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { callApi, ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useInviteMember } from '../api/members';
import { ROLE_HINTS } from './member-roles';

const M = ACCOUNT_MESSAGES.members;

/** The owner's lines to invite to (one page of up to 50 is every line a family has). */
function useOwnLines(enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'own-lines'],
    enabled,
    queryFn: async ({ signal }) => {
      const { listLines } = await import('@mvno/contracts/api/lines');
      return callApi(listLines, { query: { limit: 50 }, signal });
    },
  });
}

/**
 * Invite someone by email to one of the owner's lines with a role (decision 072); a manager to the
 * lines of the account they manage (`managedLines`), as a member or a viewer (decision 088).
 */
export function InviteMemberDialog({
  open,
  onClose,
  managedLines,
}: {
  open: boolean;
  onClose: () => void;
  managedLines?: Pick<Line, 'id' | 'nickname' | 'mdn'>[];
}) {
  const t = useT();
  const groupId = useId();
  const notify = useAppStore((s) => s.notify);
  const lines = useOwnLines(open && !managedLines);
  const roles = managedLines ? MANAGER_MAY_INVITE : MEMBER_ROLES;
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [lineId, setLineId] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [error, setError] = useState<string>();
  const choices = (managedLines ?? lines.data?.lines ?? []).map((line) => ({
    value: line.id,
    label: line.nickname ? `${line.nickname} (${formatMdn(line.mdn)})` : formatMdn(line.mdn),
  }));
  const chosenLine = lineId || choices[0]?.value || '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!chosenLine) return setError(M.noLine);
    invite.mutate(
      { email: email.trim(), lineId: chosenLine, role },
      {
        onSuccess: ({ message }) => {
          notify({ message: t(message) });
          setEmail('');
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.errors[0] ? failure.errors[0].message : failure.message,
          ),
      },
    );
  }

  return (
    <FormDialog
      open={open}
      title={t(M.inviteTitle)}
      description={t(managedLines ? M.managerIntro : M.intro)}
      onSubmit={submit}
      confirmLabel={t(M.send)}
      confirmLoading={invite.isPending}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      <FormField
        name="email"
        label={t(M.email)}
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        required
      />
      {choices.length === 0 && (managedLines || !lines.isPending) ? (
        <p>{t(M.noLine)}</p>
      ) : (
        <FormField
          name="lineId"
          label={t(M.line)}
          options={choices}
          value={chosenLine}
          onChange={setLineId}
          required
        />
      )}
      <fieldset className="members__roles">
        <legend>{t(M.role)}</legend>
        {roles.map((one) => (
          <div key={one} className="members__role">
            <input
              id={`${groupId}-${one}`}
              type="radio"
              name={`${groupId}-role`}
              checked={role === one}
              onChange={() => setRole(one)}
            />
            <label htmlFor={`${groupId}-${one}`}>{t(ROLE_HINTS[one])}</label>
          </div>
        ))}
      </fieldset>
      {error && <p role="alert">{t(error)}</p>}
    </FormDialog>
  );
}
