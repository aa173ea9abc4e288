import { Dropdown } from '../../../components/ui/dropdown';
import { msg, useT } from '../../../lib/i18n';
import { monthNames } from '../lib/format-date';
import { ALL_MONTHS, pickerYears } from '../lib/transactions';
import type { MonthFilter } from '../lib/transactions';

type MonthYearPickerProps = {
  month: MonthFilter;
  year: number;
  onMonthChange: (month: MonthFilter) => void;
  onYearChange: (year: number) => void;
};

const ALL_MONTHS_LABEL = msg('All months');

/** SPEC §2/§9 picker: Jan to Dec (or all months) and the current year with the 11 before it. */
export function MonthYearPicker({ month, year, onMonthChange, onYearChange }: MonthYearPickerProps) {
  const t = useT();
  const monthOptions = [
    { label: t(ALL_MONTHS_LABEL), value: ALL_MONTHS },
    ...monthNames().map((label, index) => ({ label, value: String(index) })),
  ];
  const yearOptions = pickerYears().map((value) => ({ label: String(value), value: String(value) }));
  return (
    <div className="month-year-picker">
      <Dropdown
        label={t('Month')}
        name="orderMonth"
        options={monthOptions}
        value={String(month)}
        onChange={(value) => onMonthChange(value === ALL_MONTHS ? ALL_MONTHS : Number(value))}
      />
      <Dropdown
        label={t('Year')}
        name="orderYear"
        options={yearOptions}
        value={String(year)}
        onChange={(value) => onYearChange(Number(value))}
      />
    </div>
  );
}
