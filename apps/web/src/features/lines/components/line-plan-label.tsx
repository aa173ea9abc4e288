import { BroadbandLabel } from '../../../entities/plan/broadband-label';
import { useLineLabel } from '../api/get-line-labels';

/** The Broadband Facts label of the line's plan (47 CFR 8.1: in the customer's account; decision 061). */
export function LinePlanLabel({ lineId }: { lineId: string }) {
  const label = useLineLabel(lineId);
  return label ? <BroadbandLabel label={label} /> : null;
}
