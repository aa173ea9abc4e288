import { describe, expect, it } from 'vitest';
import { formatCardDate, formatDate, formatDetailDate, formatTableDate } from './format-date';

// Local constructors: the formats use the user's time zone, so the tests hold in any zone.
describe('date formats (SPEC §9)', () => {
  it.each([
    [new Date(2026, 10, 2, 9, 30), 'Nov 02, 26', '02 Nov 2026', 'Monday, 2 Nov'],
    [new Date(2026, 0, 1, 0, 0), 'Jan 01, 26', '01 Jan 2026', 'Thursday, 1 Jan'],
    [new Date(2025, 11, 31, 23, 59), 'Dec 31, 25', '31 Dec 2025', 'Wednesday, 31 Dec'],
    [new Date(2009, 1, 28, 12), 'Feb 28, 09', '28 Feb 2009', 'Saturday, 28 Feb'],
    [new Date(2024, 1, 29, 12), 'Feb 29, 24', '29 Feb 2024', 'Thursday, 29 Feb'],
    [new Date(2000, 6, 9, 12), 'Jul 09, 00', '09 Jul 2000', 'Sunday, 9 Jul'],
  ])('%s -> %s | %s | %s', (date, table, detail, card) => {
    expect(formatTableDate(date)).toBe(table);
    expect(formatDetailDate(date)).toBe(detail);
    expect(formatCardDate(date)).toBe(card);
  });

  it('keeps characters that are not tokens', () => {
    expect(formatDate(new Date(2026, 10, 2), 'D/MMM - YYYY!')).toBe('2/Nov - 2026!');
  });
});
