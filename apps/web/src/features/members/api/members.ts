/** Family accounts (decision 072): the owner's members and invitations, and the lines shared with the caller. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteMember } from '@mvno/contracts/api/members';
import { callApi } from '../../../lib/api-client';

export const memberKeys = {
  members: ['members'] as const,
  shared: ['members', 'shared-lines'] as const,
  requests: ['members', 'requests'] as const,
  managed: ['members', 'managed'] as const,
};

export function useMembers() {
  return useQuery({
    queryKey: memberKeys.members,
    queryFn: async ({ signal }) => {
      const { listMembers } = await import('@mvno/contracts/api/members');
      return callApi(listMembers, { signal });
    },
  });
}

export function useSharedLines() {
  return useQuery({
    queryKey: memberKeys.shared,
    queryFn: async ({ signal }) => {
      const { listSharedLines } = await import('@mvno/contracts/api/members');
      return callApi(listSharedLines, { signal });
    },
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteMember) => {
      const { inviteMember } = await import('@mvno/contracts/api/members');
      return callApi(inviteMember, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.members }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string) => {
      const { removeMember } = await import('@mvno/contracts/api/members');
      return callApi(removeMember, { params: { memberId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.members }),
  });
}

export function useLeaveLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string) => {
      const { leaveSharedLine } = await import('@mvno/contracts/api/members');
      return callApi(leaveSharedLine, { params: { memberId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.members }),
  });
}

/** The members of the accounts the caller manages (decision 096); empty for anyone who manages none. */
export function useManagedMembers() {
  return useQuery({
    queryKey: memberKeys.managed,
    queryFn: async ({ signal }) => {
      const { listManagedMembers } = await import('@mvno/contracts/api/members');
      return callApi(listManagedMembers, { signal });
    },
  });
}
