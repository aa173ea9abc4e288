/**
 * The referral code a visitor came with (`/register?ref=CODE`, decision 071), kept in this browser
 * until the new account has recorded it: registration sends it at once, and the wallet's referral
 * form fills it in if that failed. Storage that cannot be used (a private window) keeps nothing.
 */
const KEY = 'referral-code';

/** Keeps the page's `?ref=` code, if any; answers the code kept. */
export function keepReferralCode(search: string): string | null {
  const fromLink = new URLSearchParams(search).get('ref')?.trim();
  try {
    if (fromLink) localStorage.setItem(KEY, fromLink);
    return localStorage.getItem(KEY);
  } catch {
    return fromLink ?? null;
  }
}

export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
