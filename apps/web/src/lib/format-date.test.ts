import { describe, expect, it } from 'vitest';
import { useBrowserTimeZone } from '../test/time-zone';
import { formatDay, formatDayTime, formatShortDay } from './format-date';

// 02:00 UTC on November 25 is still the evening of November 24 in New York.
const LATE_EVENING_IN_NEW_YORK = '2026-11-25T02:00:00.000Z';

describe('dates a customer reads', () => {
  it('are in the browser’s time zone, not UTC', () => {
    useBrowserTimeZone('America/New_York');
    expect(formatDay(LATE_EVENING_IN_NEW_YORK)).toBe('November 24, 2026');
    expect(formatShortDay(LATE_EVENING_IN_NEW_YORK)).toBe('Nov 24, 2026');
    expect(formatDayTime(LATE_EVENING_IN_NEW_YORK)).toBe('Nov 24, 2026, 9:00 PM');
  });

  it('follow the browser elsewhere too', () => {
    useBrowserTimeZone('Asia/Tokyo');
    expect(formatDay(LATE_EVENING_IN_NEW_YORK)).toBe('November 25, 2026');
  });
});
