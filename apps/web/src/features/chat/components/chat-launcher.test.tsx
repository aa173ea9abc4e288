import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { type Language } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/fake-api';
import { resetAppState } from '../../../test/render-page';
import { setUnread } from '../lib/launcher-store';
import { ChatLauncher } from './chat-launcher';
import { inPageLanguage } from '../../../test/page-language';

describe('ChatLauncher', () => {
  beforeEach(() => {
    resetAppState();
    setUnread(0);
  });

  it('is one button that calls nothing until it is opened, and names the unread count', async () => {
    // No routes: any request (the chat loading before it is opened) fails the test.
    const api = stubApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ChatLauncher />
      </QueryClientProvider>,
    );

    const launcher = screen.getByRole('button', { name: PRODUCT_MESSAGES.web.chatLauncher });
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => setUnread(2));
    expect(screen.getByRole('button', { name: PRODUCT_MESSAGES.web.chatLauncherUnread(2) })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toEqual([]);
  });
});

describe.each<Language>(['en-US', 'es-US'])('ChatLauncher in %s', (language) => {
  inPageLanguage(language, () => {
    resetAppState();
    setUnread(0);
  });

  it('has its visible word as a word of its name, with and without unread messages (WCAG 2.5.3)', () => {
    stubApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ChatLauncher />
      </QueryClientProvider>,
    );
    const launcher = screen.getByRole('button');
    const visible = launcher.textContent?.trim() ?? '';
    const words = (name: string) => name.toLowerCase().split(/[\s,.:]+/);
    expect(words(launcher.getAttribute('aria-label') ?? '')).toContain(visible.toLowerCase());
    act(() => setUnread(3));
    expect(words(launcher.getAttribute('aria-label') ?? '')).toContain(
      visible.replace(/\d+$/, '').trim().toLowerCase(),
    );
  });
});
