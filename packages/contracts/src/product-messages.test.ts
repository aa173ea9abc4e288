import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from './product-constants/accounts';
import { ACCOUNT_MESSAGES } from './account-messages';
import { PRODUCT_MESSAGES } from './product-messages';
import { STAFF_MESSAGES } from './staff-messages';

const texts = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));

describe('PRODUCT_MESSAGES', () => {
  it('names the numbers of product-constants/', () => {
    expect(PRODUCT_MESSAGES.accounts.codeSent).toContain(`${LOGIN_CODE_LENGTH}-digit code`);
    expect(PRODUCT_MESSAGES.accounts.codeSent).toContain(`valid for ${LOGIN_CODE_MINUTES} minutes`);
    expect(PRODUCT_MESSAGES.accounts.resetSent).toContain(`valid for ${RESET_LINK_MINUTES} minutes`);
  });

  it('holds each text once (with the account and staff texts kept apart), and none of the SPEC §8 catalogue', () => {
    const ours = [...texts(PRODUCT_MESSAGES), ...texts(ACCOUNT_MESSAGES), ...texts(STAFF_MESSAGES)];
    expect(new Set(ours).size).toBe(ours.length);
    const spec = new Set(texts(MESSAGES));
    expect(ours.filter((text) => spec.has(text))).toEqual([]);
  });
});
