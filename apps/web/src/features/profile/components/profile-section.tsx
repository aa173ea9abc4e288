import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../entities/user/current-user';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { formatAddress } from '../lib/format-address';
import { loadFormatPhone, useFormatPhone } from '../hooks/use-format-phone';
import './profile.css';
import type { EditDialogProps } from './edit-name-dialog';

// The edit dialogs (with the form kit, their schemas and, for the phone, the country list) load
// after the page, not with it.
const EditNameDialog = lazyDialog(() => import('./edit-name-dialog').then((m) => m.EditNameDialog));
const EditEmailDialog = lazyDialog(() => import('./edit-email-dialog').then((m) => m.EditEmailDialog));
// The phone dialog brings the phone metadata: once it is there, a number saved from another
// country shows formatted at once.
const EditPhoneDialog = lazyDialog(() =>
  Promise.all([import('./edit-phone-dialog'), loadFormatPhone()]).then(([m]) => m.EditPhoneDialog),
);
const EditAddressDialog = lazyDialog(() => import('./edit-address-dialog').then((m) => m.EditAddressDialog));

type Editable = 'name' | 'email' | 'phone' | 'address';

const ROWS: readonly {
  key: Editable;
  term: string;
  editLabel: string;
  dialog: ComponentType<EditDialogProps>;
}[] = [
  { key: 'name', term: 'Name', editLabel: 'name', dialog: EditNameDialog },
  { key: 'email', term: 'Email', editLabel: 'email', dialog: EditEmailDialog },
  { key: 'phone', term: 'Phone', editLabel: 'phone number', dialog: EditPhoneDialog },
  { key: 'address', term: 'Address', editLabel: 'address', dialog: EditAddressDialog },
];

/**
 * SPEC §2 profile: name, email, phone and address, each with its Edit control and dialog.
 * A saved change shows at once; closing a dialog puts the focus back on its Edit control.
 */
export function ProfileSection() {
  const headingId = useId();
  const user = useAppStore((s) => s.userInfo);
  const query = useCurrentUser();
  const [editing, setEditing] = useState<Editable>();
  // A number from another country needs the phone metadata: the details show once it is there.
  const formatPhone = useFormatPhone([user.contactNumber]);
  const values: Record<Editable, string | null | undefined> = {
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    phone: user.contactNumber && formatPhone ? formatPhone(user.contactNumber) : null,
    address: formatAddress(user),
  };
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
      ) : user.email === undefined || !formatPhone ? (
        <Spinner label="Loading your details" />
      ) : (
        <>
          <dl className="profile-list">
            {ROWS.map(({ key, term, editLabel }) => (
              <div key={key} className="profile-list__row">
                <dt>{term}</dt>
                <dd>{values[key] || PRODUCT_MESSAGES.web.notProvided}</dd>
                <dd className="profile-list__action">
                  <Button variant="link" onClick={() => setEditing(key)}>
                    Edit<span className="visually-hidden"> {editLabel}</span>
                  </Button>
                </dd>
              </div>
            ))}
          </dl>
          {ROWS.map(({ key, dialog: Dialog }) => (
            <Dialog key={key} open={editing === key} onClose={() => setEditing(undefined)} user={user} />
          ))}
        </>
      )}
    </section>
  );
}
