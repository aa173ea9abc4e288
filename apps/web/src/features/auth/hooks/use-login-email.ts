import { useAppStore } from '../../../lib/store';

/** The email typed on /login, carried to the next steps (and kept over a reload, SPEC §3). */
export function useLoginEmail(): [string, (email: string) => void] {
  return [useAppStore((s) => s.email), useAppStore((s) => s.setEmail)];
}
