import { checkDevice, listLines, saveLineDevice, updateNickname } from '@mvno/contracts/api/lines';
import {
  bringNumber,
  checkPortEligibility,
  keepTemporaryNumber,
  startPortIn,
  updateTempPortIn,
} from '@mvno/contracts/api/port-in';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { DeviceService } from './device-service';
import type { LineService } from './line-service';
import type { PortInService } from './port-in-service';

export function registerLineRoutes(
  router: Router<Customer>,
  services: { lines: LineService; portIn: PortInService; devices: DeviceService },
): void {
  const { lines, portIn, devices } = services;
  router.add(listLines, ({ user, query }) => lines.listLines(user, query));
  router.add(updateNickname, ({ user, params, body }) => lines.rename(user, params.id, body.nickname));
  router.add(saveLineDevice, ({ user, params, body }) => lines.saveDevice(user, params.id, body.imei));
  router.add(checkDevice, ({ body }) => devices.check(body.imei));
  router.add(checkPortEligibility, ({ user, body, request }) =>
    portIn.checkEligibility(user, body, request.ip),
  );
  router.add(updateTempPortIn, ({ user, body }) => portIn.updateTemp(user, body));
  router.add(bringNumber, ({ user, body }) => portIn.bringNumber(user, body));
  router.add(startPortIn, ({ user, body }) => portIn.resubmit(user, body));
  router.add(keepTemporaryNumber, ({ user, body }) => portIn.keepTemporaryNumber(user, body));
}
