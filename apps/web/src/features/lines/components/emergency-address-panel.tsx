import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useEmergencyAddress } from '../api/emergency-address';
import './emergency-address-panel.css';
import { useT } from '../../../lib/i18n';

const E = ACCOUNT_MESSAGES.emergencyAddress;
const EmergencyAddressDialog = lazyDialog(() =>
  import('./emergency-address-dialog').then((m) => m.EmergencyAddressDialog),
);

/**
 * Wi-Fi calling on the line card (decision 032): whether the line is ready, and the button that
 * opens the dialog taking its emergency address.
 */
export function EmergencyAddressPanel({ lineId, nickname }: { lineId: string; nickname: string }) {
  const t = useT();
  const current = useEmergencyAddress(lineId);
  const [open, setOpen] = useState(false);
  const ready = current.data?.wifiCallingReady === true;

  if (!current.data) return null;
  return (
    <div className="emergency-address">
      <p className={ready ? 'emergency-address__ready' : 'emergency-address__not-ready'}>
        {t(ready ? E.ready : E.notReady)}
      </p>
      <Button
        variant="secondary"
        aria-label={`${t(ready ? E.edit : E.add)}: ${nickname}`}
        onClick={() => setOpen(true)}
      >
        {t(ready ? E.edit : E.add)}
      </Button>
      {open && (
        <EmergencyAddressDialog
          lineId={lineId}
          address={current.data.address}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
