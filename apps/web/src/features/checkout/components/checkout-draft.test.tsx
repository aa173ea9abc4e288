import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import type { FakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { setUpCheckout, startCheckout } from '../testing/render-checkout';

const draft = () => JSON.parse(sessionStorage.getItem('checkoutDraft') ?? 'null') as unknown;
const billingState = () => screen.getByRole('combobox', { name: 'Billing state' });

let api: FakeApi;
function start(options: Record<string, string>) {
  const view = startCheckout(options, { cards: [] });
  api = view.api;
  return view;
}

describe('checkout: what the buyer typed survives the trip to the card page', () => {
  setUpCheckout(() => api);
  afterEach(() => {
    window.location.hash = '';
  });

  it('writes a chosen billing state to the draft in the same event, before any other click', async () => {
    start({ simType: 'esim', numberType: 'new', zipCode: '90210' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'TX');
    expect(draft()).toEqual({
      values: expect.objectContaining({ billingState: 'TX' }) as unknown,
      promoCode: '',
    });
  });

  it('a profile that arrives after the buyer chose fills only what the buyer has not touched', async () => {
    start({ simType: 'psim', numberType: 'new', zipCode: '90210' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Street number' }), '77');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    act(() => {
      useAppStore.setState({
        userInfo: makeUser({ streetNumber: '12', streetName: 'Main St', city: 'Austin', state: 'CA' }),
      });
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Austin'),
    );
    expect(screen.getByRole('textbox', { name: 'Street name' })).toHaveProperty('value', 'Main St');
    expect(screen.getByRole('textbox', { name: 'Street number' })).toHaveProperty('value', '77');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveProperty('value', 'TX');
  });

  it('the state chosen just before "Add a new card" is in the draft the provider trip comes back to', async () => {
    start({ simType: 'esim', numberType: 'new', zipCode: '90210' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'NY');
    await user.click(screen.getByRole('button', { name: 'Add a new card' }));
    await waitFor(() => expect(window.location.hash).toBe('#provider-card-page'));
    expect(draft()).toMatchObject({ values: { billingState: 'NY' } });
    expect(billingState()).toHaveProperty('value', 'NY');
  });

  it('leaving checkout inside the app drops the draft', async () => {
    const { router } = start({ simType: 'esim', numberType: 'new', zipCode: '90210' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
    expect(draft()).not.toBeNull();
    await act(() => router.navigate('/shop'));
    expect(draft()).toBeNull();
  });
});
