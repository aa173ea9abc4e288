import { BroadbandLabel } from '../../../entities/plan/broadband-label';
import { useCurrentBroadbandLabels } from '../../../entities/plan/get-broadband-labels';

/** The Broadband Facts label of the plan in the cart (the point of sale; decision 061). */
export function CartPlanLabel({ planId }: { planId: string }) {
  const label = useCurrentBroadbandLabels().data?.get(planId);
  return label ? <BroadbandLabel label={label} /> : null;
}
