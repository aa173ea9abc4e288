import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmEmailChange, editProfile, resendEmailChangeCode } from '@mvno/contracts/api/profile';
import { viewUser } from '@mvno/contracts/api/users';
import type { UserInfo } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { ProfileSection } from './profile-section';

const USER = makeUser({ firstName: 'Ada', lastName: 'Lovelace', contactNumber: '+15125550143' });

/** The API: the user, and an edit that applies the body to it (as the server does). */
function stubProfileApi(routes: Record<string, FakeRoute> = {}) {
  let user: UserInfo = { ...USER };
  return stubApi({
    [routeOf(viewUser)]: () => ({ body: user }),
    [routeOf(editProfile)]: (body) => {
      user = { ...user, ...(body as Partial<UserInfo>) };
      return { body: { message: PRODUCT_MESSAGES.profile.nameSaved, user } };
    },
    ...routes,
  });
}

function setup() {
  return renderPage(
    '/dashboard/profile',
    <main>
      <h1>My account</h1>
      <ProfileSection />
    </main>,
    { at: '/dashboard/profile' },
  );
}

// A dialog's module loads after the page (lib/lazy-dialog.tsx): tests wait for it once opened.
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('ProfileSection', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: USER });
  });

  // First in the file: the phone metadata has not loaded yet (the phone dialog brings it later).
  it('shows a number from another country formatted too, once the phone metadata has loaded', async () => {
    useAppStore.setState({ userInfo: { ...USER, contactNumber: '+447911123456' } });
    stubProfileApi();
    setup();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('status', { name: 'Loading your details' })).toBeInTheDocument();
    expect(await within(profile).findByText('+44 7911 123456')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Edit phone number' })).toBeInTheDocument();
  });

  it('shows the stored E.164 number formatted for people, and an Edit control per detail', async () => {
    stubProfileApi();
    setup();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('(512) 555-0143')).toBeInTheDocument();
    for (const name of ['Edit name', 'Edit email', 'Edit phone number', 'Edit address'])
      expect(within(profile).getByRole('button', { name })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('edit name: checks before sending, sends the names, shows the change at once, gives the focus back', async () => {
    const api = stubProfileApi();
    const { user } = setup();
    const edit = screen.getByRole('button', { name: 'Edit name' });
    await user.click(edit);
    await screen.findByRole('dialog', { name: 'Edit name' });
    expect(await axeViolations()).toEqual([]);
    const firstName = within(dialog('Edit name')).getByLabelText('First name');
    await user.clear(firstName);
    await user.click(within(dialog('Edit name')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(MESSAGES.enterFirstName));
    expect(api.to(editProfile)).toHaveLength(0);
    await user.type(firstName, 'Grace');
    expect(firstName).not.toHaveAccessibleDescription(MESSAGES.enterFirstName);
    await user.click(within(dialog('Edit name')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grace Lovelace')).toBeInTheDocument();
    expect(api.to(editProfile)[0]?.body).toStrictEqual({ firstName: 'Grace', lastName: 'Lovelace' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(useAppStore.getState().notifications.map((n) => n.message)).toContain(
      PRODUCT_MESSAGES.profile.nameSaved,
    );
  });

  it('edit address: street number 12 and direction NE travel in their own properties', async () => {
    const api = stubProfileApi();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await screen.findByRole('dialog', { name: 'Edit address' });
    const form = dialog('Edit address');
    expect(await axeViolations()).toEqual([]);
    await user.type(within(form).getByLabelText('Street number'), '12');
    await user.click(within(form).getByRole('button', { name: 'NE' }));
    await user.type(within(form).getByLabelText('Street name'), 'Congress Ave');
    await user.type(within(form).getByLabelText('City'), 'Austin');
    await user.selectOptions(within(form).getByLabelText('State'), 'TX');
    await user.type(within(form).getByLabelText('ZIP Code'), '78701');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('12 NE Congress Ave, Austin, TX 78701')).toBeInTheDocument();
    expect(api.to(editProfile)[0]?.body).toStrictEqual({
      streetNumber: '12',
      streetDirection: 'NE',
      streetName: 'Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
  });

  it('edit phone: +44 and the UK flag without a saved number; a country fills in its code; server errors land on the field', async () => {
    useAppStore.setState({ userInfo: { ...USER, contactNumber: null } });
    const api = stubProfileApi({
      [routeOf(editProfile)]: {
        status: 400,
        body: {
          message: MESSAGES.api.validation,
          errors: [{ field: 'phoneNumber.contactNumber', message: MESSAGES.invalidPhoneNumber }],
        },
      },
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit phone number' }));
    await screen.findByRole('dialog', { name: 'Edit phone number' });
    const form = dialog('Edit phone number');
    const country = within(form).getByLabelText('Country', { selector: 'select' });
    expect(country).toHaveValue('GB');
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent(
      '🇬🇧 United Kingdom (+44)',
    );
    expect(within(form).getByLabelText('Country code')).toHaveValue('+44');
    expect(within(form).getByLabelText('Country code')).toHaveAttribute('placeholder', '+44');
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(country, 'US');
    expect(within(form).getByLabelText('Country code')).toHaveValue('+1');
    await user.clear(within(form).getByLabelText('Country code'));
    await user.type(within(form).getByLabelText('Country code'), '44');
    expect(within(form).getByLabelText('Country code')).toHaveValue('+44');
    expect(country).toHaveValue('GB');
    await user.type(within(form).getByLabelText('Phone number'), '79a11');
    expect(within(form).getByLabelText('Phone number')).toHaveValue('7911');
    await user.type(within(form).getByLabelText('Phone number'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(MESSAGES.invalidPhoneNumber)).toBeInTheDocument();
    expect(api.to(editProfile)[0]?.body).toStrictEqual({
      phoneNumber: { countryCode: '+44', contactNumber: '7911123456' },
    });
  });

  it('edit email: step 2 after the code is sent, a 00:SS countdown, Cancel back to step 1, the pasted code confirms', async () => {
    const newEmail = 'grace@example.com';
    const api = stubProfileApi({
      [routeOf(editProfile)]: { body: { message: PRODUCT_MESSAGES.profile.emailCodeSent, user: USER } },
      [routeOf(resendEmailChangeCode)]: { body: { message: MESSAGES.codeResent } },
      [routeOf(confirmEmailChange)]: (body) =>
        (body as { otp: string }).otp === '12345'
          ? { body: { message: PRODUCT_MESSAGES.profile.emailChanged, user: { ...USER, email: newEmail } } }
          : {
              status: 400,
              body: {
                message: PRODUCT_MESSAGES.verification.badCode,
                errors: [{ field: 'otp', message: PRODUCT_MESSAGES.verification.badCode }],
              },
            },
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit email' }));
    await screen.findByRole('dialog', { name: 'Edit email' });
    await user.type(within(dialog('Edit email')).getByLabelText('New email'), newEmail);
    await user.type(
      within(dialog('Edit email')).getByLabelText('Current password', { selector: 'input' }),
      'Secret#123',
    );
    await user.click(within(dialog('Edit email')).getByRole('button', { name: 'Send code' }));

    const code = await within(dialog('Edit email')).findByLabelText('Code');
    expect(api.to(editProfile)[0]?.body).toStrictEqual({ email: newEmail, currentPassword: 'Secret#123' });
    const resend = within(dialog('Edit email')).getByRole('button', { name: /Re-send code in 00:(30|2\d)$/ });
    expect(resend).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog('Edit email')).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog('Edit email')).getByLabelText('New email')).toHaveValue(newEmail);
    await user.click(within(dialog('Edit email')).getByRole('button', { name: 'Send code' }));
    // Within the 30 s wait no new code is mailed: the one sent still works, with the wait shown.
    expect(
      await within(dialog('Edit email')).findByRole('button', { name: /Re-send code in 00:([0-2]\d|30)$/ }),
    ).toBeDisabled();
    expect(api.to(editProfile)).toHaveLength(1);

    // A wrong code: its message at the boxes, the boxes empty again.
    fireEvent.change(await within(dialog('Edit email')).findByLabelText('Code'), {
      target: { value: '99999' },
    });
    expect(
      await within(dialog('Edit email')).findAllByText(PRODUCT_MESSAGES.verification.badCode),
    ).not.toHaveLength(0);
    expect(within(dialog('Edit email')).getByLabelText('Code')).toHaveValue('');

    // A pasted code (with the space a mail may put in it) is complete at once and confirms.
    await act(async () => {
      fireEvent.change(within(dialog('Edit email')).getByLabelText('Code'), { target: { value: '123 45' } });
    });
    expect(await screen.findByText(newEmail)).toBeInTheDocument();
    expect(api.to(confirmEmailChange).map((r) => r.body)).toStrictEqual([
      { newEmail, otp: '99999' },
      { newEmail, otp: '12345' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(code).not.toBeInTheDocument();
  });

  it('edit email: the 30 s wait holds when the dialog is closed and opened again for the same address', async () => {
    const newEmail = 'hopper@example.com';
    const api = stubProfileApi({
      [routeOf(editProfile)]: { body: { message: PRODUCT_MESSAGES.profile.emailCodeSent, user: USER } },
    });
    const { user } = setup();
    const sendCodeTo = async (email: string) => {
      await user.click(screen.getByRole('button', { name: 'Edit email' }));
      await screen.findByRole('dialog', { name: 'Edit email' });
      await user.type(within(dialog('Edit email')).getByLabelText('New email'), email);
      await user.type(
        within(dialog('Edit email')).getByLabelText('Current password', { selector: 'input' }),
        'Secret#123',
      );
      await user.click(within(dialog('Edit email')).getByRole('button', { name: 'Send code' }));
      await within(dialog('Edit email')).findByLabelText('Code');
    };

    await sendCodeTo(newEmail);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await sendCodeTo(newEmail);

    expect(api.to(editProfile)).toHaveLength(1);
    expect(
      within(dialog('Edit email')).getByRole('button', { name: /Re-send code in 00:([0-2]\d|30)$/ }),
    ).toBeDisabled();
  });
});
