import type { Card } from '@mvno/contracts/entities';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { Modal } from '../../../components/ui/modal';
import { useDeleteCard } from '../api/delete-card';
import { CARD_NETWORK_NAMES } from '../../../entities/card/card-networks';
import { useT } from '../../../lib/i18n';

type DeleteCardModalProps = { card: Card | undefined; onClose: () => void };

/** SPEC §2 'Delete Card?'. On success the modal closes and the list shows the server's cards. */
export function DeleteCardModal({ card, onClose }: DeleteCardModalProps) {
  const t = useT();
  const deletion = useDeleteCard({ onDeleted: onClose });
  // While the request runs, closing would hide its outcome; the buttons wait for it instead.
  const close = () => {
    if (!deletion.isPending) onClose();
  };
  return (
    <Modal
      open={card !== undefined}
      title={t(PAYMENT_TEXTS.deleteCardTitle)}
      description={
        card &&
        t('{network} ending in {lastFour} will be removed.', {
          network: CARD_NETWORK_NAMES[card.network],
          lastFour: card.last4Digits,
        })
      }
      onConfirm={() => card && deletion.mutate(card.id)}
      onCancel={close}
      confirmLabel={t(PAYMENT_TEXTS.confirmDelete)}
      cancelLabel={t(PAYMENT_TEXTS.cancel)}
      confirmLoading={deletion.isPending}
      confirmVariant="danger"
    />
  );
}
