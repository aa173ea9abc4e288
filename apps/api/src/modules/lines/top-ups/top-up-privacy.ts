/**
 * Data add-ons' part of the export (decisions 027 and 051): what each add-on was, when and for how
 * much. Nothing is erased: an add-on is a record of a sale, kept with its transaction.
 */
import { dataTopUps } from '../../../db/schema/usage';
import { ownRowsOf, type PrivacyHook } from '../../privacy/privacy-types';

export const topUpPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const rows = ownRowsOf(db, userId);
    const dataAddOns = await rows(dataTopUps, [
      'lineId',
      'name',
      'dataMb',
      'periodEnd',
      'status',
      'finalCents',
      'createdAt',
    ]);
    return { dataAddOns };
  },
};
