import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useAppStore } from '../../../lib/store';
import { formatAddress } from '../lib/format-address';
import { formatPhone } from '../lib/phone';
import { EditAddressDialog } from './edit-address-dialog';
import { EditEmailDialog } from './edit-email-dialog';
import { EditNameDialog } from './edit-name-dialog';
import type { EditDialogProps } from './edit-name-dialog';
import { EditPhoneDialog } from './edit-phone-dialog';
import './profile.css';

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
  const values: Record<Editable, string | null | undefined> = {
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    phone: user.contactNumber ? formatPhone(user.contactNumber) : null,
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
      ) : user.email === undefined ? (
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
