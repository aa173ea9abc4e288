import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import './demo-banner.css';

/** A demo deployment takes test cards and opens no real lines: every page says so, first. */
export function DemoBanner({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p className="demo-banner" role="note">
      {PRODUCT_MESSAGES.web.demoStore}
    </p>
  );
}
