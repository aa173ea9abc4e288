import type { Plan } from '@mvno/contracts/entities';
import type { ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/store';
import { usePlans } from '../../../entities/plan/get-plans';
import { PlanTile } from './plan-tile';
import { useT } from '../../../lib/i18n';
import { MESSAGES } from '@mvno/contracts/messages';

/** The plans from the API; choosing one puts it in the cart (one item, SPEC §4) and opens the cart. */
/** `headingLevel`: the level of each plan's name, one below the section that holds the grid. */
/** `details`: what a page shows under each plan's button (the shop: its Broadband Facts label). */
export function PlanGrid({
  filter,
  headingLevel,
  details,
}: {
  filter?: (plan: Plan) => boolean;
  headingLevel: 2 | 3;
  details?: (plan: Plan) => ReactNode;
}) {
  const { data, isPending, isError, refetch } = usePlans();
  const cart = useAppStore((s) => s.cart);
  const addToCart = useAppStore((s) => s.addToCart);
  const navigate = useNavigate();
  const t = useT();

  if (isPending) return <Spinner label={t('Loading plans')} />;
  if (isError) {
    return (
      <p role="alert">
        {t('Plans could not be loaded.')}{' '}
        <button type="button" className="text-button" onClick={() => void refetch()}>
          {t(MESSAGES.tryAgain)}
        </button>
      </p>
    );
  }
  const plans = filter ? data.filter(filter) : data;
  const choose = (plan: Plan) => {
    // The new cart's pay key is made now and saved with it, before any tab can open the checkout.
    const add = (options?: Record<string, string>) => {
      addToCart({
        id: plan.id,
        retailName: plan.retailName,
        retailPrice: plan.retailPrice,
        payKey: crypto.randomUUID(),
        ...(options ? { options } : {}),
      });
      void navigate(paths.cart);
    };
    // A number checked in the dashboard goes into the cart with the plan, so it survives a reload.
    // The cart's choices (and the schema library under them) load only then: the home page's first
    // load carries none.
    const { portIn } = useAppStore.getState();
    if (!portIn.msisdn) add();
    else
      void import('../../../entities/order/cart-choices').then(({ withCheckedNumber }) =>
        add(withCheckedNumber(undefined, portIn)),
      );
  };
  return (
    <ul className="plan-grid">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanTile
            plan={plan}
            inCart={'id' in cart && cart.id === plan.id}
            onChoose={choose}
            headingLevel={headingLevel}
          >
            {details?.(plan)}
          </PlanTile>
        </li>
      ))}
    </ul>
  );
}
