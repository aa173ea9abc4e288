import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createQueryClient } from '../../../lib/query-client';
import ChatPanel from '../components/chat-panel';

/** Support's hours while it is closed: it opens again on Monday, November 30 2026, at 9:00 in New York. */
export const NEXT_OPEN = '2026-11-30T14:00:00.000Z';
export const CLOSED = {
  open: false,
  nextOpenAt: NEXT_OPEN,
  schedule: 'Mon-Fri 09:00-18:00 (America/New_York)',
};

/** The chat panel, open, with the app's query client; answers its dialog (named `title`). */
export function renderPanel(title: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChatPanel open onClose={() => undefined} launcher={createRef()} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: title });
}
