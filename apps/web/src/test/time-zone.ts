import { onTestFinished } from 'vitest';

/**
 * Makes this test's browser sit in `timeZone`: every `Intl.DateTimeFormat` made without a time
 * zone of its own uses it (test workers share one process, whose TZ cannot change per test).
 */
export function useBrowserTimeZone(timeZone: string): void {
  const Real = Intl.DateTimeFormat;
  function Zoned(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return new Real(locales, { ...options, timeZone: options?.timeZone ?? timeZone });
  }
  Zoned.supportedLocalesOf = Real.supportedLocalesOf;
  Zoned.prototype = Real.prototype;
  Object.defineProperty(Intl, 'DateTimeFormat', { value: Zoned, configurable: true, writable: true });
  onTestFinished(() => {
    Object.defineProperty(Intl, 'DateTimeFormat', { value: Real, configurable: true, writable: true });
  });
}
