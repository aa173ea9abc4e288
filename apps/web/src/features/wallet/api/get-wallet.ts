import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The wallet's query key: only this feature reads it (a load reads it again with the payments). */
export const WALLET_KEY = ['wallet'] as const;

/** The customer's account credit: balance, entries and referral code (decision 071). */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: WALLET_KEY,
    queryFn: async ({ signal }) => {
      const { getWallet } = await import('@mvno/contracts/api/wallet');
      return callApi(getWallet, { signal });
    },
  });
