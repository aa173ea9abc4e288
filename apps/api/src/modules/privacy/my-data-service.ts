/** The export of everything about the customer (decision 027): one document, theirs alone. */
import type { MyData } from '@mvno/contracts/api/my-data';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../errors';
import type { Customer } from '../accounts/accounts-types';
import type { MyDataRepository } from './my-data-repository';

export function createMyDataService({ repository }: { repository: MyDataRepository }) {
  return {
    async exportOf(customer: Pick<Customer, 'id'>): Promise<{ data: MyData; fileName: string }> {
      const collected = await repository.collect(customer.id);
      if (!collected) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
      const now = new Date();
      // Dates become ISO 8601 text and nothing but plain data remains: what the file will hold.
      const data = JSON.parse(JSON.stringify({ exportedAt: now.toISOString(), ...collected })) as MyData;
      return { data, fileName: ACCOUNT_MESSAGES.myData.fileName(now.toISOString().slice(0, 10)) };
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;
