import type { MessageResponse } from '@mvno/contracts/api/auth';
import type { EditProfileBody, EditProfileResponse } from '@mvno/contracts/api/profile';
import type { UserInfo } from '@mvno/contracts/entities';
import type { EditAddressForm, EditEmailForm, EmailCodeForm } from '@mvno/contracts/forms';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { isUniqueViolation } from '../../../db/errors';
import { fieldError } from '../../../errors';
import { noticeAddresses, recentPreviousEmail } from '../../../lib/address-of-record';
import type { Log } from '../../../lib/log';
import type { AuthUser, UserRecord } from '../../accounts/accounts-types';
import type { ConfirmCodeInput, SendCodeInput } from '../../accounts/accounts-module';
import type { ProfileRepository } from '../repositories/profile-repository';
import { toE164 } from './phone-number';
import { contactChangedMail, emailChangedMail } from './profile-mails';
import { inLanguage, type Mailing } from '../../../lib/mail';

/** What the profile needs of the accounts module's face. */
export type ProfileAccountsPort = {
  /** The user's details changed: every process reads its sessions' user again. */
  userChanged: (userId: string) => Promise<void>;
  verifyPasswordForEmailChange: (user: AuthUser, password: string) => Promise<void>;
  retireMailedSecrets: (userId: string) => Promise<void>;
  verificationCodes: {
    send: (input: SendCodeInput) => Promise<void>;
    pendingSubject: (userId: string, purpose: 'email_change') => Promise<string | undefined>;
    confirm: (input: ConfirmCodeInput) => Promise<void>;
  };
};

export type ProfileServiceDeps = Mailing & {
  profiles: ProfileRepository;
  accounts: ProfileAccountsPort;
  toUserInfo: (user: UserRecord) => UserInfo;
  log: Log;
};

const normalize = (email: string) => email.trim().toLowerCase();
const emailTaken = (field: string) => fieldError(field, PRODUCT_MESSAGES.profile.emailTaken);

/**
 * The customer's own details (SPEC §2 dialogs, §4 email change, §7 calls): name, address and
 * phone change at once; a new email address changes only once the code sent to it is confirmed.
 */
export function createProfileService(deps: ProfileServiceDeps) {
  const answer = (message: string, user: UserRecord): EditProfileResponse => ({
    message,
    user: deps.toUserInfo(user),
  });

  function addressPatch(body: EditAddressForm) {
    return {
      streetNumber: body.streetNumber,
      // '' means "no direction" (choosing the selected direction clears it, SPEC §5).
      streetDirection: body.streetDirection || null,
      streetName: body.streetName,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
    };
  }

  /** The address or phone of record changed: the customer is told at once, without the new value. */
  async function notifyContactChange(user: AuthUser, what: 'address' | 'phone') {
    const now = new Date();
    for (const to of noticeAddresses(user, now)) {
      try {
        await deps.mail.send(contactChangedMail(to, what, now, inLanguage(deps.mailContext, user.language)));
      } catch (error) {
        deps.log.warn({ err: error }, 'contact-change notice was not sent');
      }
    }
  }

  async function startEmailChange(user: AuthUser, body: EditEmailForm): Promise<EditProfileResponse> {
    const email = body.email.trim();
    if (normalize(email) === normalize(user.email))
      throw fieldError('email', PRODUCT_MESSAGES.profile.emailUnchanged);
    // The password first: whether an address is in use is told only to someone who knows it.
    await deps.accounts.verifyPasswordForEmailChange(user, body.currentPassword);
    if (await deps.profiles.emailTakenByOther(user.id, email)) throw emailTaken('email');
    // Asking again for the same address is a resend, whichever way it comes (step 1 again after
    // Cancel): it waits 30 seconds after the last code too (SPEC §4, §9). Another address may
    // have its code at once (a mistyped one corrected).
    await deps.accounts.verificationCodes.send({
      userId: user.id,
      purpose: 'email_change',
      subject: normalize(email),
      to: email,
      resend: true,
    });
    return answer(PRODUCT_MESSAGES.profile.emailCodeSent, user);
  }

  return {
    viewUser: (user: UserRecord): UserInfo => deps.toUserInfo(user),

    /** PUT or POST /app/users/edit: the body's keys say which form it is. */
    async edit(user: AuthUser, body: EditProfileBody): Promise<EditProfileResponse> {
      if ('firstName' in body) {
        const updated = await deps.profiles.update(user.id, {
          firstName: body.firstName,
          lastName: body.lastName,
        });
        return answer(PRODUCT_MESSAGES.profile.nameSaved, updated);
      }
      if ('streetNumber' in body) {
        const patch = addressPatch(body);
        const updated = await deps.profiles.update(user.id, patch);
        const changed = (Object.keys(patch) as (keyof typeof patch)[]).some(
          (key) => patch[key] !== user[key],
        );
        if (changed) await notifyContactChange(user, 'address');
        return answer(PRODUCT_MESSAGES.profile.addressSaved, updated);
      }
      if ('phoneNumber' in body) {
        const contactNumber = toE164(body.phoneNumber);
        const updated = await deps.profiles.update(user.id, { contactNumber });
        if (contactNumber !== user.contactNumber) await notifyContactChange(user, 'phone');
        return answer(PRODUCT_MESSAGES.profile.phoneSaved, updated);
      }
      return startEmailChange(user, body);
    },

    /** SPEC §7 resend/otp: a new code to the address waiting for confirmation (30 s after the last). */
    async resendEmailCode(user: AuthUser, { email }: { email: string }): Promise<MessageResponse> {
      const pending = await deps.accounts.verificationCodes.pendingSubject(user.id, 'email_change');
      if (pending !== normalize(email)) throw fieldError('email', PRODUCT_MESSAGES.profile.noEmailChange);
      await deps.accounts.verificationCodes.send({
        userId: user.id,
        purpose: 'email_change',
        subject: pending,
        to: email.trim(),
        resend: true,
      });
      return { message: MESSAGES.codeResent };
    },

    /** The code from the new address's mailbox: the email changes and the old address is told. */
    async confirmEmailChange(user: AuthUser, { newEmail, otp }: EmailCodeForm): Promise<EditProfileResponse> {
      const email = newEmail.trim();
      await deps.accounts.verificationCodes.confirm({
        userId: user.id,
        purpose: 'email_change',
        subject: normalize(email),
        code: otp,
        field: 'otp',
      });
      let updated: UserRecord;
      try {
        // The address of record before any recent change is kept for the grace period: a second
        // change within it keeps the first address (decision 025).
        const now = new Date();
        updated = await deps.profiles.update(user.id, {
          email,
          previousEmail: recentPreviousEmail(user, now) ?? user.email,
          emailChangedAt: now,
        });
      } catch (error) {
        // Another account took the address between the code and now: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken('newEmail');
        throw error;
      }
      await deps.accounts.retireMailedSecrets(user.id);
      try {
        await deps.mail.send(
          emailChangedMail(user.email, email, new Date(), inLanguage(deps.mailContext, user.language)),
        );
      } catch (error) {
        deps.log.warn({ err: error }, 'email-changed notice was not sent');
      }
      return answer(PRODUCT_MESSAGES.profile.emailChanged, updated);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
