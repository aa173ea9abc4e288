import { useId } from 'react';
import type { UserInfo } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useAppStore } from '../../../lib/store';

function formatAddress(user: Partial<UserInfo>): string {
  const street = [user.streetNumber, user.streetDirection, user.streetName].filter(Boolean).join(' ');
  const region = [user.state, user.zipCode].filter(Boolean).join(' ');
  return [street, user.city, region].filter(Boolean).join(', ');
}

/** Read-only for now: editing name, email, phone and address is a later issue's dialogs. */
export function ProfileSection() {
  const headingId = useId();
  const user = useAppStore((s) => s.userInfo);
  const query = useCurrentUser();
  const rows = [
    { term: 'Name', value: [user.firstName, user.lastName].filter(Boolean).join(' ') },
    { term: 'Email', value: user.email },
    { term: 'Phone', value: user.contactNumber },
    { term: 'Address', value: formatAddress(user) },
  ];
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <h2 id={headingId}>Profile</h2>
      {user.email === undefined && query.isError ? (
        <p role="alert">
          Your details could not be loaded.{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : user.email === undefined ? (
        <Spinner label="Loading your details" />
      ) : (
        <dl className="profile-list">
          {rows.map(({ term, value }) => (
            <div key={term} className="profile-list__row">
              <dt>{term}</dt>
              <dd>{value || PRODUCT_MESSAGES.web.notProvided}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
