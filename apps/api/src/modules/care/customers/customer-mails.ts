import { type Mail, type MailContext, layoutMail } from '../../../lib/mail';

/** The code a staff member asked for to verify the customer (CPNI); sent to the email of record. */
export function verificationCodeMail(
  to: string,
  code: string,
  minutes: number,
  { brandName }: MailContext,
): Mail {
  return layoutMail({
    to,
    subject: `Your ${brandName} verification code: ${code}`,
    text: [
      `A ${brandName} support agent asked to verify you. Your code is:`,
      '',
      code,
      '',
      `Read it to the agent only if you are talking to ${brandName} support right now. It works for ${minutes} minutes.`,
      `If you are not talking to us, do not share it: someone may be trying to get at your account.`,
    ],
  });
}

/** A support sign-in link was made for the customer's account (decision 012): they are told. */
export function supportLinkNoticeMail(
  to: string,
  agentName: string,
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to,
    subject: `${brandName} support signed in to help you`,
    text: [
      `${agentName} of ${brandName} support made a sign-in link to your account to help you, after you verified yourself.`,
      '',
      `If you did not ask for help, sign in at ${publicUrl}/dashboard/setting, sign out the other devices and change your password.`,
    ],
  });
}
