import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupportHours, startVisitorChat } from '@mvno/contracts/api/chat';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { formatOpeningTime } from '../../../lib/format-date';
import { routeOf, stubApi } from '../../../test/fake-api';
import { resetAppState } from '../../../test/render-page';
import { setVisitorToken, VISITOR_TOKEN_KEY } from '../lib/launcher-store';
import { CLOSED, NEXT_OPEN, renderPanel as renderTitled } from '../testing/render-panel';

const renderPanel = () => renderTitled(PRODUCT_MESSAGES.web.chatTitle);

describe('ChatPanel (a visitor)', () => {
  beforeEach(() => {
    resetAppState();
    setVisitorToken(null);
    // No live connection in these tests: the panel falls back to polling.
    vi.stubGlobal('WebSocket', undefined);
  });

  it('outside support hours says when an agent will answer', async () => {
    stubApi({ [routeOf(getSupportHours)]: { body: CLOSED } });
    renderPanel();

    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      PRODUCT_MESSAGES.web.chatAway(formatOpeningTime(NEXT_OPEN)),
    );
  });

  it('asks for name and email before the first message, then keeps the visitor token', async () => {
    const state = {
      conversation: {
        id: 'c1',
        status: 'open',
        unread: 0,
        messages: [{ id: 'm1', author: 'customer', agentName: null, text: 'Hello there', sentAt: NEXT_OPEN }],
      },
      hours: { ...CLOSED, open: true, nextOpenAt: null },
    };
    const api = stubApi({
      [routeOf(getSupportHours)]: { body: state.hours },
      [routeOf(startVisitorChat)]: { body: { ...state, visitorToken: 'v'.repeat(43) } },
    });
    const user = userEvent.setup();
    const dialog = renderPanel();

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(within(dialog).getByText(MESSAGES.enterName)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.enterMessage)).toBeTruthy();
    expect(api.to(startVisitorChat)).toEqual([]);

    await user.type(name, 'Vera Stone');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'vera@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello there');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));

    const log = await within(dialog).findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello there')).toBeTruthy();
    expect(api.to(startVisitorChat)[0]!.body).toEqual({
      name: 'Vera Stone',
      email: 'vera@example.com',
      message: 'Hello there',
    });
    expect(localStorage.getItem(VISITOR_TOKEN_KEY)).toBe('v'.repeat(43));
  });
});
