import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { resetAppState } from '../../../test/render-page';
import { NotificationStack } from './notification-stack';

const L = PRODUCT_MESSAGES.lines;

describe('NotificationStack: below the header', () => {
  beforeEach(resetAppState);

  it('starts below the site header, so a notice never covers its cart and account buttons', async () => {
    const header = document.createElement('header');
    header.className = 'site-header';
    header.getBoundingClientRect = () => ({ ...new DOMRect(0, 0, 1280, 72), bottom: 72 });
    document.body.prepend(header);
    try {
      useAppStore.getState().notify({ message: L.numberInCart('Unlimited Plus'), stayOpen: true });
      render(
        <main>
          <NotificationStack />
        </main>,
      );
      const stack = screen.getByRole('region', { name: 'Notifications' });
      await waitFor(() => expect(stack.style.top).toBe('80px'));
      expect(within(stack).getByRole('status')).toHaveTextContent(L.numberInCart('Unlimited Plus'));
      expect(await axeViolations()).toEqual([]);
    } finally {
      header.remove();
    }
  });
});
