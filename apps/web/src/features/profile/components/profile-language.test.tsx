// Profile and Settings dialogs in the page's language (decision 053): the same dialog, its texts
// in English or in Spanish, the contracts' messages (account PIN, step-up) shown in Spanish too.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { getAccountPin } from '@mvno/contracts/api/account-pin';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../testing/settings-test-kit';
import { AccountPinCard } from './account-pin-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditNameDialog } from './edit-name-dialog';
import { describeInEachLanguage } from '../../../test/page-language';

const TEXTS = {
  'en-US': {
    editName: 'Edit name',
    firstName: 'First name',
    lastName: 'Last name',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    changePassword: 'Change Password',
    passwords: ['Current password', 'New password', 'Confirm new password'],
    show: 'Show password',
    pinTitle: 'Account PIN',
    pinSet: 'Set.',
    changePin: 'Change PIN',
    removePin: 'Remove the account PIN',
    removeTitle: 'Remove your account PIN',
  },
  'es-US': {
    editName: 'Editar nombre',
    firstName: 'Nombre',
    lastName: 'Apellido',
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    changePassword: 'Cambiar contraseña',
    passwords: ['Contraseña actual', 'Contraseña nueva', 'Confirme la contraseña nueva'],
    show: 'Mostrar la contraseña',
    pinTitle: 'PIN de la cuenta',
    pinSet: 'Configurado.',
    changePin: 'Cambiar el PIN',
    removePin: 'Quitar el PIN de la cuenta',
    removeTitle: 'Elimine el PIN de su cuenta',
  },
} as const;

const noop = () => undefined;

describeInEachLanguage(
  'profile and Settings dialogs in %s',
  TEXTS,
  (text) => {
    it('edit name: the title, the fields and the buttons', () => {
      stubApi();
      renderPage('/dashboard', <EditNameDialog open onClose={noop} user={{ firstName: 'Ada' }} />, {
        at: '/dashboard',
      });
      const dialog = screen.getByRole('dialog', { name: text.editName });
      expect(within(dialog).getByLabelText(text.firstName)).toHaveValue('Ada');
      expect(within(dialog).getByLabelText(text.lastName)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: text.save })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: text.cancel })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: text.close })).toBeInTheDocument();
    });

    it('change password: the title, the three password fields and their show toggles', () => {
      stubApi();
      renderPage('/dashboard', <ChangePasswordDialog open onOpenChange={noop} />, { at: '/dashboard' });
      const dialog = screen.getByRole('dialog', { name: text.changePassword });
      for (const label of text.passwords) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
      expect(within(dialog).getAllByRole('button', { name: text.show })).toHaveLength(3);
      expect(within(dialog).getByRole('button', { name: text.changePassword })).toBeInTheDocument();
    });

    it("account PIN: the card's contract texts, its buttons and the remove dialog", async () => {
      stubApi({ [routeOf(getAccountPin)]: { body: { set: true } } });
      const { user } = renderPage('/dashboard/setting', <AccountPinCard />, { at: '/dashboard/setting' });
      expect(screen.getByRole('heading', { name: text.pinTitle })).toBeInTheDocument();
      expect(await screen.findByText(text.pinSet)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: text.changePin })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: text.removePin }));
      expect(await screen.findByRole('dialog', { name: text.removeTitle })).toBeInTheDocument();
    });
  },
  signIn,
);
