import { buildPath } from '@mvno/contracts/api/common';
import { getLineControls } from '@mvno/contracts/api/member-controls';

/** The stubbed read of a line's controls (decision 089) that the family screens make for each shared line. */
export const lineControlsRead = (lineId: string, mayManage: boolean) => ({
  [`${getLineControls.method} ${buildPath(getLineControls.path, { id: lineId })}`]: {
    body: {
      lineId,
      spendingCapCents: null,
      spentThisMonthCents: 0,
      dataAlertPercent: null,
      paused: false,
      dataStoppedUntil: null,
      mayManage,
    },
  },
});
