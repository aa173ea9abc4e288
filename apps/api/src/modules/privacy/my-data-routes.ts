import { exportMyData } from '@mvno/contracts/api/my-data';
import type { Router } from '../../http/router';
import type { Customer } from '../accounts/accounts-types';
import type { MyDataService } from './my-data-service';

export function registerMyDataRoutes(router: Router<Customer>, myData: MyDataService): void {
  router.add(exportMyData, async ({ user, reply }) => {
    const { data, fileName } = await myData.exportOf(user);
    // A browser that opens the address saves it as a file; the web app downloads it the same way.
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return data;
  });
}
