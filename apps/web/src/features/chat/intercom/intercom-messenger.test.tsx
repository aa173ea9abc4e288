import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewUser } from '@mvno/contracts/api/users';
import type { UserInfo } from '@mvno/contracts/entities';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import IntercomMessenger, { bootPayload } from './intercom-messenger';

/** The API's identity hash of this id with Intercom's test secret (apps/api/test/intercom.test.ts). */
const USER: UserInfo = makeUser({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  userHash: '7dfe54cf9dfadb3dc7415b630b8320c5dff7bb8b70e2cf351ac6966e380bf3bf',
  firstName: 'Ivy',
  lastName: 'Chen',
  email: 'ivy@example.com',
});

type IntercomWindow = Window & { Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

describe('Intercom boot payload (SPEC §1: first name, email, id and hash)', () => {
  it('identifies a logged-in customer with the hash the server computed', () => {
    expect(bootPayload('abc123xy', USER)).toEqual({
      app_id: 'abc123xy',
      user_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      email: 'ivy@example.com',
      name: 'Ivy',
      user_hash: '7dfe54cf9dfadb3dc7415b630b8320c5dff7bb8b70e2cf351ac6966e380bf3bf',
    });
  });

  it('is anonymous without a customer', () => {
    expect(bootPayload('abc123xy')).toEqual({ app_id: 'abc123xy' });
  });
});

describe('IntercomMessenger', () => {
  beforeEach(() => {
    resetAppState();
    delete (window as IntercomWindow).Intercom;
  });
  afterEach(() => {
    delete (window as IntercomWindow).Intercom;
    document.head.querySelectorAll('script[src*="intercom"]').forEach((s) => s.remove());
  });

  it('loads the messenger script, boots identified, and on logout shuts down and boots anonymous', async () => {
    stubApi({ [routeOf(viewUser)]: { body: USER } });
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true });

    render(
      <QueryClientProvider client={createQueryClient()}>
        <IntercomMessenger appId="abc123xy" />
      </QueryClientProvider>,
    );
    const calls = () => (window as IntercomWindow).Intercom?.q ?? [];
    await vi.waitFor(() => expect(calls()).toEqual([['boot', bootPayload('abc123xy', USER)]]));
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://widget.intercom.io/widget/abc123xy',
    );

    act(() => endSession());

    expect(calls().slice(1)).toEqual([
      ['shutdown', undefined],
      ['boot', { app_id: 'abc123xy' }],
    ]);
  });
});
