import { ApiError } from '../../../lib/api-client';

/** The server's name for the authenticator app's code at sign-in (decision 026). */
export const SECOND_STEP_FIELD = 'totpCode';

/**
 * Whether a sign-in failed only for want of the authenticator app's code: the first step (the
 * password or the emailed code) was right, so the page asks for the app's code and keeps the rest.
 */
export function isSecondStepRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.errors.some((one) => one.field === SECOND_STEP_FIELD)
  );
}
