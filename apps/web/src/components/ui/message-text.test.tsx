import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from '../../lib/linkify';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows markup as the text it is: nothing a customer types runs in the page', () => {
    const typed = '<img src=x onerror="alert(1)"><script>alert(2)</script> <b>bold</b>';
    const { container } = render(<MessageText text={typed} />);

    expect(container.textContent).toBe(typed);
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('makes web links clickable, opening apart from the page, and leaves other schemes as text', () => {
    render(
      <MessageText text="See https://example.com/port-in. Not javascript:alert(1) nor data:text/html,x" />,
    );

    const link = screen.getByRole('link', { name: 'https://example.com/port-in' });
    expect(link.getAttribute('href')).toBe('https://example.com/port-in');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('linkify', () => {
  it('keeps sentence punctuation out of the link and every character of the text', () => {
    const text = 'Try (http://a.example/x?y=1), then https://b.example!';
    const parts = linkify(text);

    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual([
      'http://a.example/x?y=1',
      'https://b.example',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
});
