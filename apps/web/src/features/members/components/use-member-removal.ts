import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useRemoveMember } from '../api/members';

/**
 * Removing a member or a viewer from its confirmation: the answer's message is shown and `onRemoved` closes
 * the confirmation; a failure is shown and the confirmation stays open.
 */
export function useMemberRemoval(onRemoved: () => void) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const remove = useRemoveMember();
  return {
    pending: remove.isPending,
    confirm: (memberId: string) =>
      remove.mutate(memberId, {
        onSuccess: ({ message }) => {
          notify({ message: t(message) });
          onRemoved();
        },
        onError: (error) => notify({ error: true, message: error.message }),
      }),
  };
}
