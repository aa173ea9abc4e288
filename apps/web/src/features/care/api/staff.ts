import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteStaff, listStaff, type StaffInviteForm } from '@mvno/contracts/api/care-staff';
import { callApi } from '../../../lib/api-client';
import { CARE_KEY } from './view-staff';

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
