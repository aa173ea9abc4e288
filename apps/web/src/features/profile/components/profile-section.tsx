import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { MESSAGES } from '@mvno/contracts/messages';
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
import { msg, useT } from '../../../lib/i18n';

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
  { key: 'name', term: msg('Name'), editLabel: msg('name'), dialog: EditNameDialog },
  { key: 'email', term: msg('Email'), editLabel: msg('email'), dialog: EditEmailDialog },
  { key: 'phone', term: msg('Phone'), editLabel: msg('phone number'), dialog: EditPhoneDialog },
  { key: 'address', term: msg('Address'), editLabel: msg('address'), dialog: EditAddressDialog },
];

/**
 * SPEC §2 profile: name, email, phone and address, each with its Edit control and dialog.
 * A saved change shows at once; closing a dialog puts the focus back on its Edit control.
 */
export function ProfileSection() {
  const t = useT();
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
      <h2 id={headingId}>{t('Profile')}</h2>
      {user.email === undefined && query.isError ? (
        <p role="alert">
          {t('Your details could not be loaded.')}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            {t(MESSAGES.tryAgain)}
          </Button>
        </p>
      ) : user.email === undefined || !formatPhone ? (
        <Spinner label={msg('Loading your details')} />
      ) : (
        <>
          <dl className="profile-list">
            {ROWS.map(({ key, term, editLabel }) => (
              <div key={key} className="profile-list__row">
                <dt>{t(term)}</dt>
                <dd>{values[key] || t(PRODUCT_MESSAGES.web.notProvided)}</dd>
                <dd className="profile-list__action">
                  <Button variant="link" onClick={() => setEditing(key)}>
                    {t('Edit')}
                    <span className="visually-hidden"> {t(editLabel)}</span>
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
