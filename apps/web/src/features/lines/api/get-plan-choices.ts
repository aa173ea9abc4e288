import { useQuery } from '@tanstack/react-query';
import { plansQueryOptions } from '../../../entities/plan/get-plans';

/** The plans a line can change to: the shop's list (one cache), read when the dialog opens, not with the dashboard. */
export function usePlanChoices(open: boolean) {
  return useQuery({ ...plansQueryOptions(), enabled: open });
}
