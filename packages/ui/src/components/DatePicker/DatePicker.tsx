import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { format, isValid, parse } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import {
  dateFormats,
  DEFAULT_MINUTE_STEP,
  isDateTimeAllowed,
  isDayAllowed,
  minuteGridStep,
  resolveDateBounds,
  roundToMinuteStep,
  type DateConstraints,
} from '../../core/dates';
import { uiMessages } from '../../core/messages';
import { IconButton } from '../Button/Button';
import { FormFieldBoundary, useFormFieldControl } from '../Form/FormField';
import { CalendarIcon } from '../icons';
import { inputBase, popoverPanel } from '../styles';
import { Select } from '../Select/Select';
import { CalendarPanel, type CalendarView } from './CalendarPanel';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Accessible name when not inside a FormField. */
  label?: string;
  /**
   * Also picks hours and minutes.
   * @default false
   */
  withTime?: boolean;
  /** Earliest allowed moment; must not be after `maxDate` (§5: the maximum is raised to it otherwise). */
  minDate?: Date | null;
  maxDate?: Date | null;
  disabledDates?: readonly Date[];
  /** Days of week that cannot be chosen, 0 = Sunday … 6 = Saturday. */
  disabledDaysOfWeek?: readonly number[];
  /** Hours (0-23) that cannot be chosen. */
  disabledHours?: readonly number[];
  /**
   * Minute step: chosen and typed times are rounded to it; the minute grid uses 5 when it is 1 (§9).
   * @default 1
   */
  minuteStep?: number;
  /**
   * date-fns pattern of the text field.
   * @default 'dd/MM/yyyy', or 'dd/MM/yyyy HH:mm:ss' with time (§9 display formats)
   */
  displayFormat?: string;
  /** BCP 47 locale of month and weekday names; the browser's by default. */
  locale?: string;
  /** First calendar view. @default 'day' */
  initialView?: CalendarView;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Marks the value invalid outside a FormField (inside one, the field's error does).
   * @default false
   */
  isInvalid?: boolean;
  /** Ids of elements that describe the control (e.g. its error message), besides the FormField's help and error. */
  'aria-describedby'?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date (and optional time) field with a calendar popover on react-day-picker: min ≤ max, disabled
 * dates, days of week and hours, minute-step rounding, day/month/year/decade views.
 */
export function DatePicker({
  value,
  onChange,
  label,
  withTime = false,
  minDate,
  maxDate,
  disabledDates,
  disabledDaysOfWeek,
  disabledHours,
  minuteStep = DEFAULT_MINUTE_STEP,
  displayFormat,
  locale,
  initialView = 'day',
  isDisabled = false,
  isInvalid = false,
  'aria-describedby': extraDescribedBy,
}: DatePickerProps) {
  const field = useFormFieldControl();
  const dialogTitleId = useId();
  const pattern = displayFormat ?? (withTime ? dateFormats.displayDateTime : dateFormats.display);
  const bounds = resolveDateBounds(minDate, maxDate);
  const constraints: DateConstraints = {
    minDate: bounds.minDate,
    maxDate: bounds.maxDate,
    ...(disabledDates ? { disabledDates } : {}),
    ...(disabledDaysOfWeek ? { disabledDaysOfWeek } : {}),
    ...(disabledHours ? { disabledHours } : {}),
  };
  const [text, setText] = useState(value ? format(value, pattern) : '');
  const [typedError, setTypedError] = useState<string | null>(null);
  useEffect(() => setText(value ? format(value, pattern) : ''), [value, pattern]);
  const [isOpen, setIsOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setIsOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context)]);

  const commit = (next: Date) => {
    const rounded = withTime
      ? roundToMinuteStep(next, minuteStep)
      : new Date(next.getFullYear(), next.getMonth(), next.getDate());
    const isAllowed = withTime ? isDateTimeAllowed(rounded, constraints) : isDayAllowed(rounded, constraints);
    if (!isAllowed) return false;
    onChange(rounded);
    return true;
  };

  const commitText = () => {
    if (text.trim() === '') {
      setTypedError(null);
      if (value) onChange(null);
      return;
    }
    const parsed = parse(text.trim(), pattern, value ?? new Date());
    if (isValid(parsed) && commit(parsed)) {
      setTypedError(null);
      return;
    }
    setTypedError(`Enter an allowed date as ${pattern.toUpperCase().replace('HH:MM:SS', 'HH:mm:ss')}.`);
  };

  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => !disabledHours?.includes(h));
  const minuteChoices = Array.from(
    { length: Math.ceil(60 / minuteGridStep(minuteStep)) },
    (_, i) => i * minuteGridStep(minuteStep),
  );
  const setTime = (hour: number, minute: number) => {
    const base = value ?? bounds.minDate ?? new Date();
    const next = new Date(base.getFullYear(), base.getMonth(), base.getDate(), hour, minute, 0, 0);
    commit(next);
  };
  const errorId = `${dialogTitleId}-error`;
  const describedBy =
    [field?.describedBy, extraDescribedBy, typedError || bounds.isInvalid ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <div ref={refs.setReference} css={{ display: 'flex', gap: 4 }}>
        <input
          id={field?.id}
          aria-label={field ? undefined : label}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || Boolean(typedError) || field?.isInvalid || undefined}
          placeholder={pattern.toUpperCase().replace('HH:MM:SS', 'HH:mm:ss')}
          value={text}
          disabled={isDisabled}
          onChange={(e) => setText(e.target.value)}
          onBlur={commitText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitText();
            if (e.key === 'ArrowDown' && e.altKey) setIsOpen(true);
          }}
          css={inputBase}
        />
        {/* Named after its field ('Open calendar for Start date'): a form with two dates has two of these. */}
        <span id={`${dialogTitleId}-open`} hidden>
          Open calendar for
        </span>
        <IconButton
          label={label ? `Open calendar for ${label}` : 'Open calendar'}
          aria-labelledby={field ? `${dialogTitleId}-open ${field.labelId}` : undefined}
          icon={<CalendarIcon />}
          variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          disabled={isDisabled}
          onClick={() => setIsOpen(!isOpen)}
        />
      </div>
      {(typedError || bounds.isInvalid) && (
        <span id={errorId} role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSizes.xs })}>
          {typedError ?? uiMessages.dateBoundsInvalid}
        </span>
      )}
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              aria-labelledby={dialogTitleId}
              {...getFloatingProps()}
              css={(theme) => popoverPanel(theme, theme.radii.lg)}
            >
              <span
                id={dialogTitleId}
                css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {withTime ? 'Choose date and time' : 'Choose date'}
              </span>
              <CalendarPanel
                selected={value}
                constraints={constraints}
                initialView={initialView}
                {...(locale ? { locale } : {})}
                onSelectDay={(day) => {
                  const next = new Date(
                    day.getFullYear(),
                    day.getMonth(),
                    day.getDate(),
                    value?.getHours() ?? hours[0] ?? 0,
                    value?.getMinutes() ?? 0,
                  );
                  if (commit(next) && !withTime) setIsOpen(false);
                }}
              />
              {withTime && (
                <FormFieldBoundary>
                  <div css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
                    <div css={{ width: 80 }}>
                      <Select<number>
                        size="sm"
                        label="Hour"
                        placeholder="--"
                        options={hours.map((h) => ({ value: h, label: pad(h) }))}
                        value={value ? value.getHours() : null}
                        onChange={(h) => h !== null && setTime(h, value?.getMinutes() ?? 0)}
                      />
                    </div>
                    <span aria-hidden="true">:</span>
                    <div css={{ width: 80 }}>
                      <Select<number>
                        size="sm"
                        label="Minute"
                        placeholder="--"
                        options={[
                          ...(value && !minuteChoices.includes(value.getMinutes()) ? [value.getMinutes()] : []),
                          ...minuteChoices,
                        ].map((m) => ({ value: m, label: pad(m) }))}
                        value={value ? value.getMinutes() : null}
                        onChange={(m) => m !== null && setTime(value?.getHours() ?? hours[0] ?? 0, m)}
                      />
                    </div>
                  </div>
                </FormFieldBoundary>
              )}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </div>
  );
}
