import { MONTH_ABBREVIATIONS } from '@mvno/contracts/constants';
import { Dropdown } from '../../../components/ui/dropdown';
import { ALL_MONTHS, pickerYears } from '../lib/transactions';
import type { MonthFilter } from '../lib/transactions';

type MonthYearPickerProps = {
  month: MonthFilter;
  year: number;
  onMonthChange: (month: MonthFilter) => void;
  onYearChange: (year: number) => void;
};

const MONTH_OPTIONS = [
  { label: 'All months', value: ALL_MONTHS },
  ...MONTH_ABBREVIATIONS.map((label, index) => ({ label, value: String(index) })),
];

/** SPEC §2/§9 picker: Jan to Dec (or all months) and the current year with the 11 before it. */
export function MonthYearPicker({ month, year, onMonthChange, onYearChange }: MonthYearPickerProps) {
  const yearOptions = pickerYears().map((value) => ({ label: String(value), value: String(value) }));
  return (
    <div className="month-year-picker">
      <Dropdown
        label="Month"
        name="orderMonth"
        options={MONTH_OPTIONS}
        value={String(month)}
        onChange={(value) => onMonthChange(value === ALL_MONTHS ? ALL_MONTHS : Number(value))}
      />
      <Dropdown
        label="Year"
        name="orderYear"
        options={yearOptions}
        value={String(year)}
        onChange={(value) => onYearChange(Number(value))}
      />
    </div>
  );
}
