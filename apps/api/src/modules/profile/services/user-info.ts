import { createHmac } from 'node:crypto';
import type { UserInfo } from '@mvno/contracts/entities';
import type { UserRecord } from '../../accounts/accounts-types';

/** Identity verification for the chat widget: only the server knows the secret. */
export function userHash(userId: string, chatSecret: string): string {
  return createHmac('sha256', chatSecret).update(userId).digest('hex');
}

/** SPEC §3 User info. Built field by field, so nothing else (a password hash) can slip out. */
export function toUserInfo(user: UserRecord, hashOf: (userId: string) => string): UserInfo {
  return {
    id: user.id,
    userHash: hashOf(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    contactNumber: user.contactNumber,
    streetNumber: user.streetNumber,
    streetDirection: user.streetDirection,
    streetName: user.streetName,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
  };
}
