import { afterEach, beforeEach } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { listLineTransfers } from '@mvno/contracts/api/line-transfers';
import type { Line } from '@mvno/contracts/api/lines';
import {
  inviteMember,
  listLineRequests,
  listMembers,
  listSharedLines,
  type LineRequest,
  type SharedLine,
} from '@mvno/contracts/api/members';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { routeOf } from '../../../test/fake-api';
import { applyLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { makeLine } from '../../../test/line-fixtures';
import { resetAppState } from '../../../test/render-page';
import { lineControlsRead } from './line-controls';

/** The shared line of the family screens' tests: the owner's "Kid phone" on a family plan. */
export const FAMILY_LINE_ID = '8f1c2a4e-6b0d-4c5e-9a7f-3d2b1c0e9f8a';

export const familyLine = (): Line =>
  makeLine({
    id: FAMILY_LINE_ID,
    nickname: 'Kid phone',
    subscriberNumber: 'SUB-1',
    activationCode: null,
    planName: 'Family 1GB',
  });

/** A pending request of Sam's about the family line: a 1 GB top-up unless told otherwise. */
export function makeLineRequest(overrides: Partial<LineRequest> = {}): LineRequest {
  return {
    id: '2b7c1d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    kind: 'top_up',
    topUpId: 'data-1gb',
    topUpName: '1 GB',
    planId: null,
    planName: null,
    when: null,
    capGb: null,
    lineId: FAMILY_LINE_ID,
    lineName: 'Kid phone',
    requesterName: 'Sam',
    status: 'pending',
    createdAt: '2026-11-28T12:00:00.000Z',
    expiresAt: '2026-11-29T12:00:00.000Z',
    decidedAt: null,
    charged: null,
    transactionId: null,
    ...overrides,
  };
}

/** Each test starts signed in (as Ada, the account's owner, unless named) and ends back in English. */
export function signedInEachTest(firstName = 'Ada'): void {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName }) });
  });
  afterEach(() => applyLanguage('en-US'));
}

/** The stubbed members list of the owner: Sam, a member using the family line. */
export const samAsMemberRead = (lineId = FAMILY_LINE_ID) => ({
  [routeOf(listMembers)]: {
    body: {
      members: [
        {
          id: 'm-1',
          role: 'member',
          email: 'sam@example.com',
          firstName: 'Sam',
          lineId,
          lineName: 'Kid phone',
          since: '2026-11-01T00:00:00.000Z',
        },
      ],
      invitations: [],
    },
  },
});

/** The stubbed invitation answer: kim@example.com invited as asked, to the family line. */
export const invitationAnswer = (expiresAt: string) => ({
  [routeOf(inviteMember)]: (body: unknown) => ({
    body: {
      message: ACCOUNT_MESSAGES.members.invited('kim@example.com'),
      invitation: {
        id: 'i-1',
        email: 'kim@example.com',
        role: 'viewer',
        lineId: FAMILY_LINE_ID,
        expiresAt,
        ...(body as object),
      },
    },
  }),
});

/**
 * The stubbed reads of the family screens for a person `line` is shared with (owned by Ada): the line, its
 * controls (theirs to manage when they are a manager), its usage (512 MB of 1 GB halfway through November), no
 * requests and no transfer offers.
 */
export const sharedLineRead = (line: Line, role: SharedLine['role'], membershipId = 'm-1') => ({
  [routeOf(listSharedLines)]: { body: { lines: [{ membershipId, role, ownerName: 'Ada', line }] } },
  [routeOf(listLineRequests)]: { body: { mine: [], toAnswer: [] } },
  [routeOf(listLineTransfers)]: { body: { offered: [], toMe: [] } },
  ...lineControlsRead(line.id, role === 'manager'),
  [`${getLineUsage.method} ${buildPath(getLineUsage.path, { id: line.id })}`]: {
    body: {
      lineId: line.id,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
      dataMb: { used: 512, allowance: 1024 },
      talkMinutes: { used: 0, allowance: null },
      texts: { used: 0, allowance: null },
      asOf: '2026-11-15T00:00:00.000Z',
    },
  },
});
