// The conversation's name for a screen reader in the page's language when the caller gives none.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage, type Language } from '../../lib/i18n';
import { ChatMessages } from './chat-messages';

const NAMES = { 'en-US': 'Messages', 'es-US': 'Mensajes' } satisfies Record<Language, string>;

describe.each(Object.keys(NAMES) as Language[])('the chat messages in %s', (language) => {
  afterEach(() => applyLanguage('en-US'));

  it('name the log "Messages" in the page language by default, or as told', async () => {
    await loadLanguage(language);
    applyLanguage(language);
    const props = {
      messages: [],
      customerLabel: 'You',
      agentLabel: () => 'Support',
      ownAuthor: 'customer',
    } as const;
    const { rerender } = render(<ChatMessages {...props} />);
    expect(screen.getByRole('log', { name: NAMES[language] })).toBeInTheDocument();
    rerender(<ChatMessages {...props} label="Messages with Ada" />);
    expect(screen.getByRole('log', { name: 'Messages with Ada' })).toBeInTheDocument();
  });
});
