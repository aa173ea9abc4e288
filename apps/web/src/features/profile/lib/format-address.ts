import type { UserInfo } from '@mvno/contracts/entities';

/** "12 NE Congress Ave, Austin, TX 78701" from the profile's address fields. */
export function formatAddress(user: Partial<UserInfo>): string {
  const street = [user.streetNumber, user.streetDirection, user.streetName].filter(Boolean).join(' ');
  const region = [user.state, user.zipCode].filter(Boolean).join(' ');
  return [street, user.city, region].filter(Boolean).join(', ');
}
