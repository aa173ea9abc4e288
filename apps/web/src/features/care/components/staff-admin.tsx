import { useState } from 'react';
import { zStaffInviteForm } from '@mvno/contracts/api/care-staff';
import { STAFF_ROLES } from '@mvno/contracts/staff-roles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useStaffList, useInviteStaff } from '../api/staff';

export const roleLabel = (role: string) => role.replace('_', ' ');
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

function InviteForm() {
  const invite = useInviteStaff();
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();
  const form = useSchemaForm(zStaffInviteForm, { email: '', firstName: '', lastName: '', role: 'agent' });

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    setDone(undefined);
    try {
      const answer = await invite.mutateAsync(values);
      setDone(answer.message);
      form.reset({ email: '', firstName: '', lastName: '', role: values.role });
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['email', 'firstName', 'lastName', 'role']));
    }
  });

  return (
    <form className="form-stack care-invite" onSubmit={(event) => void onSubmit(event)} noValidate>
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

/** Staff accounts for an admin: who is staff, and an invitation by mail. */
export function StaffAdmin() {
  const staff = useStaffList();
  return (
    <section aria-labelledby="staff-title" className="care-section">
      <h2 id="staff-title">Staff</h2>
      <InviteForm />
      <QueryState query={staff} loadingLabel="Loading the staff" errorText="The staff could not be loaded.">
        {(data) => (
          <div className="care-table-wrap">
            <table className="care-table">
              <caption className="visually-hidden">Staff members</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.staff.map((member) => (
                  <tr key={member.id}>
                    <td>
                      {member.firstName} {member.lastName}
                    </td>
                    <td>{member.email}</td>
                    <td>{roleLabel(member.role)}</td>
                    <td>{member.active ? 'Active' : 'Invited'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
