/**
 * The language kept on the account (decision 053): read once a customer is signed in, and shown
 * if it differs from the page's; a choice made while signed in is kept on the account too.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../lib/api-client';
import { chooseLanguage, currentLanguage, type Language } from '../../lib/i18n';
import { isSessionLive } from '../../lib/session-token';
import { useAppStore } from '../../lib/store';

const accountLanguageKey = ['account-language'] as const;

/** Whether the visitor chose a language on this page: the account's answer then no longer moves it. */
let chosenHere = false;

/**
 * Reads the account's language after sign-in and shows the pages in it (`onChange` then moves to
 * its address); answers how to keep a new choice on the account.
 */
export function useAccountLanguage(onChange: (language: Language) => void) {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: accountLanguageKey,
    queryFn: async ({ signal }) => {
      const { getAccountLanguage } = await import('@mvno/contracts/api/language');
      return callApi(getAccountLanguage, { signal });
    },
    enabled: isLoggedIn && isSessionLive(),
    staleTime: Infinity,
  });
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const language = isLoggedIn ? data?.language : undefined;
  // Only a new answer from the account moves the page: not a move of the page itself.
  useEffect(() => {
    if (!language || chosenHere || language === currentLanguage()) return;
    void chooseLanguage(language).then(() => changed.current(language));
  }, [language]);

  /** Keeps a choice on the signed-in customer's account (a failure leaves the browser's choice). */
  return async (next: Language): Promise<void> => {
    chosenHere = true;
    if (!useAppStore.getState().isLoggedIn || !isSessionLive()) return;
    queryClient.setQueryData(accountLanguageKey, { language: next });
    const { setAccountLanguage } = await import('@mvno/contracts/api/language');
    await callApi(setAccountLanguage, { body: { language: next } }).catch(() => undefined);
  };
}
