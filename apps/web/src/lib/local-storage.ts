/**
 * A value in local storage, or null when it is not there or storage cannot be read (a private
 * window, storage turned off): the page then works for this visit without it. Tiny on purpose:
 * the first script of every page uses it.
 */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
