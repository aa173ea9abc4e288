import { UUID_PATTERN } from '@mvno/contracts/api/common';

/** Ids are UUIDs; anything else cannot name a row (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
