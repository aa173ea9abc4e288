import { describe, expect, test } from 'vitest';
import { drawRequestFaults, faultsFromEnv, NO_FAULTS } from '../src/faults';

describe('text delivery faults', () => {
  test('are read from CARRIER_FAULT_SMS_FAIL_RATE and CARRIER_FAULT_SMS_FAIL_REASONS', () => {
    const faults = faultsFromEnv({
      CARRIER_FAULT_SMS_FAIL_RATE: '0.25',
      CARRIER_FAULT_SMS_FAIL_REASONS: 'handset_unreachable, spam_filtered',
    });
    expect(faults).toMatchObject({
      smsFailRate: 0.25,
      smsFailReasons: ['handset_unreachable', 'spam_filtered'],
    });
    expect(() => faultsFromEnv({ CARRIER_FAULT_SMS_FAIL_RATE: '3' })).toThrow(/SMS_FAIL_RATE/);
  });

  test('are drawn only for a command that can fail delivery, from the listed reasons', () => {
    const faults = { ...NO_FAULTS, smsFailRate: 1, smsFailReasons: ['spam_filtered'] };
    expect(drawRequestFaults(faults, [], () => 0, ['handset_unreachable', 'spam_filtered'])).toEqual({
      undelivered: 'spam_filtered',
    });
    expect(drawRequestFaults(faults, [], () => 0)).toEqual({});
  });
});
