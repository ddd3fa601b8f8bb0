import { addMonths, addYears, endOfMonth, endOfYear, startOfMonth, startOfYear } from 'date-fns';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { isDayAllowed, resolveDateBounds, type DateConstraints } from '../../core/dates';
import { IconButton } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { dayPickerStyles, periodCellStyle } from './calendarStyles';

/** Calendar views (§2.13: day, month, year and decade). */
export type CalendarView = 'day' | 'month' | 'year' | 'decade';

/** Props of {@link CalendarPanel}. */
export interface CalendarPanelProps {
  selected: Date | null;
  onSelectDay: (day: Date) => void;
  constraints: DateConstraints;
  /** BCP 47 locale for month and weekday names. */
  locale?: string;
  /** @default 'day' */
  initialView?: CalendarView;
}

const decadeStart = (year: number) => Math.floor(year / 10) * 10;
const centuryStart = (year: number) => Math.floor(year / 100) * 100;

/** A calendar with day (42 cells), month, year and decade views; the heading button zooms out. */
export function CalendarPanel({ selected, onSelectDay, constraints, locale, initialView = 'day' }: CalendarPanelProps) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [month, setMonth] = useState<Date>(startOfMonth(selected ?? constraints.minDate ?? new Date()));
  const { minDate, maxDate } = resolveDateBounds(constraints.minDate, constraints.maxDate);
  const year = month.getFullYear();
  const monthName = (m: number, style: 'long' | 'short') =>
    new Intl.DateTimeFormat(locale, { month: style }).format(new Date(2000, m, 1));

  const isPeriodOutside = (start: Date, end: Date) =>
    Boolean((minDate && end.getTime() < minDate.getTime()) || (maxDate && start.getTime() > maxDate.getTime()));

  const step = {
    day: (n: number) => addMonths(month, n),
    month: (n: number) => addYears(month, n),
    year: (n: number) => addYears(month, 10 * n),
    decade: (n: number) => addYears(month, 100 * n),
  }[view];
  const heading = {
    day: `${monthName(month.getMonth(), 'long')} ${year}`,
    month: String(year),
    year: `${decadeStart(year)}-${decadeStart(year) + 9}`,
    decade: `${centuryStart(year)}-${centuryStart(year) + 99}`,
  }[view];
  const zoomOut: Record<CalendarView, CalendarView> = { day: 'month', month: 'year', year: 'decade', decade: 'decade' };
  const unit = { day: 'month', month: 'year', year: 'decade', decade: 'century' }[view];

  return (
    <div data-view={view} css={{ display: 'grid', gap: 8, width: 264 }}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          size="sm"
          label={`Previous ${unit}`}
          icon={<ChevronLeftIcon size={16} />}
          onClick={() => setMonth(step(-1))}
        />
        <button
          type="button"
          aria-live="polite"
          aria-label={view === 'decade' ? heading : `${heading}, choose ${zoomOut[view]}`}
          onClick={() => setView(zoomOut[view])}
          disabled={view === 'decade'}
          css={(theme) => [periodCellStyle(theme, false), { padding: '4px 10px', fontWeight: theme.fontWeights.bold }]}
        >
          {heading}
        </button>
        <IconButton
          size="sm"
          label={`Next ${unit}`}
          icon={<ChevronRightIcon size={16} />}
          onClick={() => setMonth(step(1))}
        />
      </div>
      {view === 'day' && (
        <div css={dayPickerStyles}>
          <DayPicker
            mode="single"
            month={month}
            onMonthChange={setMonth}
            hideNavigation
            fixedWeeks
            showOutsideDays
            selected={selected ?? undefined}
            onSelect={(day) => day && onSelectDay(day)}
            disabled={(day: Date) => !isDayAllowed(day, constraints)}
            labels={{
              // The visible day number must appear as a word in the name (WCAG 2.5.3 label in name).
              labelDayButton: (day, modifiers) =>
                new Intl.DateTimeFormat(locale, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                }).format(day) +
                (modifiers.today ? ', today' : '') +
                (modifiers.selected ? ', selected' : ''),
            }}
          />
        </div>
      )}
      {view !== 'day' && (
        <div role="grid" aria-label={heading} css={{ display: 'grid', gap: 4 }}>
          {[0, 1, 2, 3].map((row) => (
            <div role="row" key={row} css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>
              {[0, 1, 2].map((col) => {
                const i = row * 3 + col;
                let start: Date;
                let end: Date;
                let text: string;
                let isSelected = false;
                let choose: () => void;
                if (view === 'month') {
                  start = new Date(year, i, 1);
                  end = endOfMonth(start);
                  text = monthName(i, 'short');
                  isSelected = selected?.getFullYear() === year && selected.getMonth() === i;
                  choose = () => {
                    setMonth(start);
                    setView('day');
                  };
                } else if (view === 'year') {
                  const y = decadeStart(year) - 1 + i;
                  start = startOfYear(new Date(y, 0, 1));
                  end = endOfYear(start);
                  text = String(y);
                  isSelected = selected?.getFullYear() === y;
                  choose = () => {
                    setMonth(new Date(y, month.getMonth(), 1));
                    setView('month');
                  };
                } else {
                  const d = centuryStart(year) - 10 + i * 10;
                  start = new Date(d, 0, 1);
                  end = endOfYear(new Date(d + 9, 0, 1));
                  text = `${d}-${d + 9}`;
                  isSelected = selected !== null && decadeStart(selected.getFullYear()) === d;
                  choose = () => {
                    setMonth(new Date(d + (year % 10), month.getMonth(), 1));
                    setView('year');
                  };
                }
                return (
                  <button
                    key={text}
                    type="button"
                    role="gridcell"
                    aria-selected={isSelected}
                    disabled={isPeriodOutside(start, end)}
                    onClick={choose}
                    css={(theme) => periodCellStyle(theme, isSelected)}
                  >
                    {text}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
