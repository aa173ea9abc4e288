/**
 * The language kept on the account (decision 053): read once a customer is signed in, and shown
 * if it differs from the page's; a choice made while signed in is kept on the account too.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api-client';
import { chooseLanguage, currentLanguage, type Language } from '../../lib/i18n';
import { isSessionLive } from '../../lib/session-token';
import { useAppStore } from '../../lib/store';

const accountLanguageKey = ['account-language'] as const;

/** Reads the account's language after sign-in and shows the pages in it. */
export function useAccountLanguage(onChange: (language: Language) => void): void {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const { data } = useQuery({
    queryKey: accountLanguageKey,
    queryFn: async ({ signal }) => {
      const { getAccountLanguage } = await import('@mvno/contracts/api/language');
      return callApi(getAccountLanguage, { signal });
    },
    enabled: isLoggedIn && isSessionLive(),
    staleTime: Infinity,
  });
  const language = isLoggedIn ? data?.language : undefined;
  useEffect(() => {
    if (!language || language === currentLanguage()) return;
    void chooseLanguage(language).then(() => onChange(language));
  }, [language, onChange]);
}

/** Keeps a choice on the account of the signed-in customer (a failure leaves the browser's choice). */
export async function keepOnAccount(language: Language): Promise<void> {
  if (!useAppStore.getState().isLoggedIn || !isSessionLive()) return;
  const { setAccountLanguage } = await import('@mvno/contracts/api/language');
  await callApi(setAccountLanguage, { body: { language } }).catch(() => undefined);
}
