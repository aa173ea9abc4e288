import { STAFF_IDLE_MINUTES } from '../product-constants';

/** The care console (docs/decisions/028-care-console.md). */
export const care = {
  consoleTitle: 'Care console',
  /** A staff session calling an endpoint its role has no permission for. */
  permissionDenied: 'Your role does not allow this',
  signInLead: 'Staff sign in with their password and a code mailed to them.',
  idleSignedOut: `You were signed out after ${STAFF_IDLE_MINUTES} minutes without activity.`,
  auditEmpty: 'No audit entries match.',
  welcome: 'Choose a tool from the menu.',
} as const;
