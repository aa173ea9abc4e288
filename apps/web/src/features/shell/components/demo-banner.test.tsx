import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { DemoBanner } from './demo-banner';

describe('DemoBanner', () => {
  it('says the store is a demo when the server says so', () => {
    render(<DemoBanner demo />);

    expect(screen.getByRole('note')).toHaveTextContent(PRODUCT_MESSAGES.web.demoStore);
  });

  it('shows nothing in a real store', () => {
    const { container } = render(<DemoBanner demo={false} />);

    expect(container).toBeEmptyDOMElement();
  });
});
