import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  listStaff,
  reinstateStaff,
  suspendStaff,
  withdrawStaffInvitation,
  type StaffInviteForm,
} from '@mvno/contracts/api/care-staff';
import type { StaffRole } from '@mvno/contracts/staff-roles';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const STAFF_KEY = [...CARE_KEY, 'staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => callApi(listStaff, { signal }) });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteForm) => callApi(inviteStaff, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** An admin's change of a staff account (decision 044); the list is read again after. */
export type StaffChange =
  | { kind: 'role'; staffId: string; role: StaffRole }
  | { kind: 'suspend' | 'reinstate' | 'deactivate' | 'withdraw'; staffId: string };

function send(change: StaffChange): Promise<{ message: string }> {
  const params = { staffId: change.staffId };
  switch (change.kind) {
    case 'role':
      return callApi(changeStaffRole, { params, body: { role: change.role } });
    case 'suspend':
      return callApi(suspendStaff, { params });
    case 'reinstate':
      return callApi(reinstateStaff, { params });
    case 'deactivate':
      return callApi(deactivateStaff, { params });
    case 'withdraw':
      return callApi(withdrawStaffInvitation, { params });
  }
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
