import type { PlacedOrder } from '@mvno/contracts/api/checkout';
import { formatMdn } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { OrderChoices } from '../../../entities/order/order-choices';
import { EsimActivation } from './esim-activation';
import { useT } from '../../../lib/i18n';

const A = PRODUCT_MESSAGES.addLine;

type AddLineResultProps = { order: PlacedOrder; choices: OrderChoices };

/**
 * The paid order, as after a shop purchase: the new number, and how the SIM arrives (an eSIM's
 * activation code and QR code here; a physical SIM by post). A brought number goes on to the port-in step.
 */
export function AddLineResult({ order, choices }: AddLineResultProps) {
  const t = useT();
  const line = order.line;
  if (!line) return <p role="status">{t(order.message)}</p>;
  const number = formatMdn(line.mdn);
  return (
    <div className="add-line__result">
      <h3>{line.nickname || t('Your new line')}</h3>
      <p role="status">
        <strong>{t(order.message)}</strong>{' '}
        {/* No number yet: the carrier activates the line a little later (decision 073). */}
        {line.mdn === ''
          ? t(PRODUCT_MESSAGES.lines.activatingReason)
          : t(order.portInFollows ? A.portFollows(number) : A.added(number))}
      </p>
      {choices.simType === 'psim' && <p>{t(A.shipping)}</p>}
      {line.activationCode && <EsimActivation activationCode={line.activationCode} />}
    </div>
  );
}
