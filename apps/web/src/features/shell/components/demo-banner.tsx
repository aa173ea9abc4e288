// The shell's texts alone: the whole catalogue would weigh on every page's first load.
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import './demo-banner.css';

/** A demo deployment takes test cards and opens no real lines: every page says so, first. */
export function DemoBanner({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p className="demo-banner" role="note">
      {WEB_MESSAGES.demoStore}
    </p>
  );
}
