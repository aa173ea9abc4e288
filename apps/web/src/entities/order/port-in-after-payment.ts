import { useAppStore } from '../../lib/store';

/** The line a paid order opened, which receives a brought number (its temporary subscription). */
export type PortInLine = { id: string; nickname: string; mdn: string; zipCode: string; iccid: string };

/**
 * SPEC §3 port-in state for the step after paying for a brought number: the number, its ZIP, the
 * line that receives it, and the SIM (one checked before, else the order's new one). The port-in
 * step (lines feature) reads it from the store.
 */
export function storePortInAfterPayment(line: PortInLine, portNumber: string): void {
  const { portIn: checked, setPortIn } = useAppStore.getState();
  const msisdn = portNumber.replace(/\D/g, '').slice(-10);
  // The service ZIP checked with this number is the one the old carrier matches; the line's is
  // the order's (the same when the cart carried it), never an empty one over a checked one.
  const checkedZip = checked.msisdn === msisdn ? checked.zipCode : undefined;
  setPortIn({
    msisdn,
    zipCode: checkedZip || line.zipCode || checked.zipCode,
    iccid: checked.iccid ?? line.iccid,
    tempSubscriptionId: line.id,
  });
}
