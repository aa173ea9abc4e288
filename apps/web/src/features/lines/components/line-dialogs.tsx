import type { ComponentType } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { lazyDialog } from '../../../lib/lazy-dialog';
import type { LineCardAction } from './line-card';

/** What every dialog of a line card is given: the line (closed: none) and the way out. */
export type LineDialogProps = {
  line: Line | undefined;
  onClose: () => void;
  /** Renew now, back from adding a card: the new card is chosen. */
  chooseNewCard?: boolean;
};

// The dialogs (and the form kit and schemas they carry) load after the page, not with it.
/** The dialog each of a line card's buttons opens, by the button's action: one place names them all. */
export const LINE_DIALOGS = {
  nickname: lazyDialog(() => import('./nickname-dialog').then((m) => m.NicknameDialog)),
  device: lazyDialog(() => import('./device-dialog').then((m) => m.DeviceDialog)),
  'transfer-pin': lazyDialog(() => import('./transfer-pin-dialog').then((m) => m.TransferPinDialog)),
  'sim-change': lazyDialog(() => import('./sim-change-dialog').then((m) => m.SimChangeDialog)),
  renew: lazyDialog(() => import('./renew-dialog').then((m) => m.RenewDialog)),
  'change-plan': lazyDialog(() => import('./plan-change-dialog').then((m) => m.PlanChangeDialog)),
  'cancel-line': lazyDialog(() => import('./cancel-line-dialog').then((m) => m.CancelLineDialog)),
  'add-data': lazyDialog(() => import('./add-data-dialog').then((m) => m.AddDataDialog)),
  'suspend-lost': lazyDialog(() => import('./suspend-line-dialog').then((m) => m.SuspendLineDialog)),
} satisfies Partial<Record<LineCardAction, ComponentType<LineDialogProps>>>;

export type LineDialogAction = keyof typeof LINE_DIALOGS;

/**
 * Dialogs that keep the line as it was when opened: their own save reads the list again, and a new
 * copy of the line would start their form (and the device verdict) afresh. The others follow the list
 * (a renewal or plan change just paid shows at once).
 */
export const KEEPS_LINE_AS_OPENED: ReadonlySet<LineDialogAction> = new Set(['nickname', 'device']);

export const isLineDialogAction = (action: LineCardAction): action is LineDialogAction =>
  action in LINE_DIALOGS;
