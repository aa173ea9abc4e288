// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useBrowserTimeZone } from '../test/time-zone';
import { formatDay } from './format-date';

// 02:00 UTC on November 25 is still the evening of November 24 in New York.
const LATE_EVENING_IN_NEW_YORK = '2026-11-25T02:00:00.000Z';

// Rendered where there is no browser (the prerendered pages), whatever the machine's own zone.
describe('dates on a page the server renders', () => {
  it('are in the brand’s time zone (New York)', () => {
    useBrowserTimeZone('Asia/Tokyo');
    expect(formatDay(LATE_EVENING_IN_NEW_YORK)).toBe('November 24, 2026');
  });
});
