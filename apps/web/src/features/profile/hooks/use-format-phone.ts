import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatUsPhone } from '../lib/format-us-phone';

type FormatPhone = (stored: string) => string;

/** `formatPhone` of ./phone.ts (libphonenumber-js and its metadata, 24 kB), once loaded. */
let loaded: FormatPhone | undefined;
let loading: Promise<FormatPhone> | undefined;
const listeners = new Set<() => void>();

/** Loads the phone metadata once; every component formatting numbers then has it. */
export function loadFormatPhone(): Promise<FormatPhone> {
  loading ??= import('../lib/phone').then(
    ({ formatPhone }) => {
      loaded = formatPhone;
      for (const listener of listeners) listener();
      return formatPhone;
    },
    (error: unknown) => {
      // A load that failed (the network) is tried again by the next component that needs it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLoaded = () => loaded;

/**
 * Phone numbers as people read them (`formatPhone` of ./phone.ts), with the phone metadata
 * loaded only when one of `numbers` needs it: US numbers, nearly all of them, are formatted the
 * same without it (../lib/format-us-phone.ts). Undefined while the metadata loads: the caller
 * shows its spinner meanwhile. Should it fail to load, numbers show as stored, as `formatPhone`
 * shows a number it cannot read.
 */
export function useFormatPhone(numbers: readonly (string | null | undefined)[]): FormatPhone | undefined {
  const needsMetadata = numbers.some((stored) => stored && formatUsPhone(stored) === undefined);
  const metadataFormat = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  const [failed, setFailed] = useState(false);
  const waiting = needsMetadata && metadataFormat === undefined && !failed;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadFormatPhone().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [waiting]);
  if (waiting) return undefined;
  return (stored) => formatUsPhone(stored) ?? (metadataFormat ? metadataFormat(stored) : stored);
}
