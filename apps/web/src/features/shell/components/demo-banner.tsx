// The shell's texts alone: the whole catalogue would weigh on every page's first load.
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import { useT } from '../../../lib/i18n';
import './demo-banner.css';

/** A demo deployment takes test cards and opens no real lines: every page says so, first. */
export function DemoBanner({ demo }: { demo: boolean }) {
  const t = useT();
  if (!demo) return null;
  return (
    <p className="demo-banner" role="note">
      {t(WEB_MESSAGES.demoStore)}
    </p>
  );
}
