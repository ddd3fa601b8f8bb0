import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { applyDateShortcut, dateShortcuts, isFarFutureDate } from '../../core/dates';
import { Button } from '../Button/Button';
import { RadioGroup } from '../Form/Toggles';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** Props of {@link DateSelector}. */
export interface DateSelectorProps extends Omit<DatePickerProps, 'value' | 'onChange' | 'label'> {
  /** Name of the field, e.g. 'Start date'. */
  label: string;
  /** The chosen date; null (or a stored far-future end date) means the default mode. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /**
   * An end date: its default mode reads 'Lifetime' instead of 'Current'.
   * @default false
   */
  isEndDate?: boolean;
}

/**
 * Default mode (Current, or Lifetime for an end date) or a custom date with the §9 shortcuts:
 * Today, Tomorrow, 1 week, 2 weeks, 1 month, 6 months, 1 year.
 */
export function DateSelector({ label, value, onChange, isEndDate = false, ...pickerProps }: DateSelectorProps) {
  const isDefaultValue = value === null || isFarFutureDate(value);
  const [mode, setMode] = useState<'default' | 'custom'>(isDefaultValue ? 'default' : 'custom');
  const shortcutsId = useId();
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <RadioGroup
        label={label}
        orientation="horizontal"
        value={mode}
        onChange={(next) => {
          setMode(next as 'default' | 'custom');
          if (next === 'default') onChange(null);
        }}
        options={[
          { value: 'default', label: isEndDate ? 'Lifetime' : 'Current' },
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {mode === 'custom' && (
        <>
          <div
            role="group"
            aria-labelledby={shortcutsId}
            css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
          >
            <span
              id={shortcutsId}
              css={(theme) => css`
                color: ${theme.colors.textMuted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              Shortcuts
            </span>
            {dateShortcuts.map((shortcut) => (
              <Button key={shortcut.label} size="sm" onClick={() => onChange(applyDateShortcut(shortcut))}>
                {shortcut.label}
              </Button>
            ))}
          </div>
          <DatePicker
            {...pickerProps}
            label={`${label} (custom)`}
            value={isDefaultValue ? null : value}
            onChange={onChange}
          />
        </>
      )}
    </div>
  );
}
