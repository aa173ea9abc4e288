import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import type { CartItem } from '../../../lib/store';
import { describeChoices } from '../../../entities/order/order-choices';
import type { OrderChoices } from '../../../entities/order/order-choices';
import { useT } from '../../../lib/i18n';

/** What is being bought, with the cart choices and a way back to change them. */
export function PlanSummary({ item, choices }: { item: CartItem; choices: OrderChoices }) {
  const t = useT();
  const { sim, number } = describeChoices(choices);
  return (
    <section className="checkout__panel" aria-labelledby="checkout-plan-title">
      <h2 id="checkout-plan-title">{t('Your plan')}</h2>
      <p className="checkout__plan">
        <strong>{item.retailName}</strong> {formatPrice(item.retailPrice)}
        {t('/mo')}
      </p>
      <ul className="checkout__choices">
        <li>{sim}</li>
        <li>{number}</li>
      </ul>
      <Link to={paths.cart}>{t('Change plan or choices')}</Link>
    </section>
  );
}
