import { useState } from 'react';
import { zStaffInviteForm, type StaffMember } from '@mvno/contracts/api/care-staff';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { STAFF_ROLES, type StaffRole } from '@mvno/contracts/staff-roles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { useAgentSession } from '../../../lib/agent-session';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServerForm, useServerSubmit } from '../../../lib/forms/use-server-form';
import { useChangeStaff, useStaffList, useInviteStaff } from './api/staff';
import { CareTable } from '../shell/care-table';

const M = STAFF_MESSAGES.care;

export const roleLabel = (role: string) => role.replace('_', ' ');
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

function InviteForm() {
  const invite = useInviteStaff();
  const [done, setDone] = useState<string>();
  const form = useSchemaForm(zStaffInviteForm, { email: '', firstName: '', lastName: '', role: 'agent' });
  const { alert, onSubmit } = useServerSubmit(form, {
    fields: ['email', 'firstName', 'lastName', 'role'],
    send: async (values) => {
      setDone(undefined);
      const answer = await invite.mutateAsync(values);
      setDone(answer.message);
      form.reset({ email: '', firstName: '', lastName: '', role: values.role });
    },
  });

  return (
    <form className="form-stack care-invite" onSubmit={onSubmit} noValidate>
      <h3>Invite a staff member</h3>
      <FormAlert message={alert} />
      {done && <p role="status">{done}</p>}
      <FormField form={form} name="email" label="Email" type="email" autoComplete="off" />
      <FormField form={form} name="firstName" label="First name" autoComplete="off" />
      <FormField form={form} name="lastName" label="Last name" autoComplete="off" />
      <FormField form={form} name="role" label="Role" options={ROLE_OPTIONS} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

type Pending = { kind: 'role' | 'suspend' | 'deactivate' | 'withdraw'; member: StaffMember };

const fullName = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

/** Asks for the new role; the answer (or a refusal) is said in the page or the dialog. */
function RoleDialog({ member, onClose }: { member: StaffMember; onClose: (message?: string) => void }) {
  const change = useChangeStaff();
  const { form, alert, onSubmit } = useServerForm({
    defaultValues: { role: member.role as string },
    fields: ['role'],
    send: async ({ role }) => {
      const answer = await change.mutateAsync({ kind: 'role', staffId: member.id, role: role as StaffRole });
      onClose(answer.message);
    },
  });
  return (
    <FormDialog
      open
      title={M.staffRoleTitle(fullName(member))}
      description={M.staffRoleLead}
      confirmLabel="Change role"
      confirmLoading={change.isPending}
      onCancel={() => onClose()}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="role" label="New role" options={ROLE_OPTIONS} />
      <FormAlert message={alert} />
    </FormDialog>
  );
}

const CONFIRMS = {
  suspend: { title: M.staffSuspendTitle, lead: M.staffSuspendLead, label: 'Suspend' },
  deactivate: { title: M.staffDeactivateTitle, lead: M.staffDeactivateLead, label: 'Deactivate' },
  withdraw: { title: M.staffWithdrawTitle, lead: M.staffWithdrawLead, label: 'Withdraw invitation' },
} as const;

/** Suspend, deactivate or withdraw: a confirmation naming the person and what happens. */
function ConfirmDialog({
  kind,
  member,
  onClose,
}: {
  kind: keyof typeof CONFIRMS;
  member: StaffMember;
  onClose: (message?: string) => void;
}) {
  const change = useChangeStaff();
  const [error, setError] = useState<string>();
  const text = CONFIRMS[kind];
  const onConfirm = async () => {
    setError(undefined);
    try {
      onClose((await change.mutateAsync({ kind, staffId: member.id })).message);
    } catch (failure) {
      setError(serverErrorMessage(failure));
    }
  };
  return (
    <Modal
      open
      title={text.title(fullName(member))}
      description={text.lead}
      confirmLabel={text.label}
      confirmVariant="danger"
      confirmLoading={change.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={() => onClose()}
    >
      <FormAlert message={error} />
    </Modal>
  );
}

/** The actions a member's row offers: none on one's own row or a deactivated account. */
function RowActions({
  member,
  self,
  onPick,
  onReinstate,
}: {
  member: StaffMember;
  self: boolean;
  onPick: (pending: Pending) => void;
  onReinstate: (member: StaffMember) => void;
}) {
  if (self || member.status === 'deactivated') return null;
  const who = <span className="visually-hidden"> {fullName(member)}</span>;
  const pick = (kind: Pending['kind']) => () => onPick({ kind, member });
  if (member.status === 'invited')
    return (
      <Button variant="secondary" onClick={pick('withdraw')}>
        Withdraw invitation{who}
      </Button>
    );
  return (
    <div className="care-staff-actions">
      {member.status === 'active' && (
        <>
          <Button variant="secondary" onClick={pick('role')}>
            Change role{who}
          </Button>
          <Button variant="secondary" onClick={pick('suspend')}>
            Suspend{who}
          </Button>
        </>
      )}
      {member.status === 'suspended' && (
        <Button variant="secondary" onClick={() => onReinstate(member)}>
          Reinstate{who}
        </Button>
      )}
      <Button variant="danger" onClick={pick('deactivate')}>
        Deactivate{who}
      </Button>
    </div>
  );
}

/** Staff accounts for an admin: who is staff, an invitation by mail, and each account's changes. */
export function StaffAdmin() {
  const staff = useStaffList();
  const me = useAgentSession((s) => s.session?.agent.id);
  const reinstate = useChangeStaff();
  const [pending, setPending] = useState<Pending>();
  const [said, setSaid] = useState<{ message: string; error?: boolean }>();
  const closed = (message?: string) => {
    setPending(undefined);
    if (message) setSaid({ message });
  };
  const onReinstate = (member: StaffMember) => {
    setSaid(undefined);
    reinstate.mutate(
      { kind: 'reinstate', staffId: member.id },
      {
        onSuccess: (answer) => setSaid({ message: answer.message }),
        onError: (failure) => setSaid({ message: serverErrorMessage(failure), error: true }),
      },
    );
  };
  return (
    <section aria-labelledby="staff-title" className="care-section">
      <h2 id="staff-title">Staff</h2>
      <InviteForm />
      <QueryState query={staff} loadingLabel="Loading the staff" errorText="The staff could not be loaded.">
        {(data) => (
          <CareTable
            caption="Staff members"
            hideCaption
            head={['Name', 'Email', 'Role', 'Status', 'Actions']}
          >
            {data.staff.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.firstName} {member.lastName}
                </td>
                <td>{member.email}</td>
                <td>{roleLabel(member.role)}</td>
                <td>{M.staffStatusLabels[member.status]}</td>
                <td>
                  <RowActions
                    member={member}
                    self={member.id === me}
                    onPick={(next) => {
                      setSaid(undefined);
                      setPending(next);
                    }}
                    onReinstate={onReinstate}
                  />
                </td>
              </tr>
            ))}
          </CareTable>
        )}
      </QueryState>
      {said && !said.error && <p role="status">{said.message}</p>}
      <FormAlert message={said?.error ? said.message : undefined} />
      {pending?.kind === 'role' && <RoleDialog member={pending.member} onClose={closed} />}
      {pending && pending.kind !== 'role' && (
        <ConfirmDialog kind={pending.kind} member={pending.member} onClose={closed} />
      )}
    </section>
  );
}
