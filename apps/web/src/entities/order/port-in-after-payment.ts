import { isCarrierSimIccid } from '@mvno/contracts/constants';
import { useAppStore, type PortInState } from '../../lib/store';

/** The line a paid order opened, which receives a brought number (its temporary subscription). */
export type PortInLine = { id: string; nickname: string; mdn: string; zipCode: string; iccid: string };

/**
 * SPEC §3 port-in state for the step after paying for a brought number: the number, its ZIP, the
 * line that receives it, and the SIM the line was activated on. A partner SIM checked before moves
 * the number only when the order chose "Use the SIM I have" (the line is on it); an eSIM or a
 * shipped SIM is kept, and the number moves with the old account's details (decision 076). The
 * port-in step (lines feature) reads it from the store.
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
    iccid: line.iccid,
    tempSubscriptionId: line.id,
  });
  try {
    sessionStorage.setItem(STEP_KEY, JSON.stringify({ line, portIn: useAppStore.getState().portIn }));
  } catch {
    // Storage unavailable: a reload leads to the dashboard's "Add port-in details" instead.
  }
}

/** The port-in step in progress in this tab (the cart is already empty by then), for a reload. */
const STEP_KEY = 'checkoutPortInStep';

/**
 * After a reload in the middle of the port-in step: its line, with the port-in state stored
 * again, so the form opens where the buyer was rather than on an empty checkout. Not for a
 * partner SIM, whose number was sent at once when the step began.
 */
export function resumePortInAfterPayment(): PortInLine | undefined {
  try {
    const saved = sessionStorage.getItem(STEP_KEY);
    if (!saved) return undefined;
    const { line, portIn } = JSON.parse(saved) as { line: PortInLine; portIn: PortInState };
    if (!line?.id || !portIn?.msisdn || (portIn.iccid && isCarrierSimIccid(portIn.iccid))) return undefined;
    useAppStore.getState().setPortIn(portIn);
    return line;
  } catch {
    return undefined;
  }
}

/** The port-in step is over (saved, left or failed): a reload no longer reopens it. */
export function endPortInAfterPayment(): void {
  try {
    sessionStorage.removeItem(STEP_KEY);
  } catch {
    // Nothing was kept.
  }
}
