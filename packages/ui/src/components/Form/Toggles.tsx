import { css } from '@emotion/react';
import type { PortcullisTheme } from '../../theme/tokens';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../styles';

// Positioned, so the visually hidden input stays inside the label's box: unpositioned, it would be
// placed against an outer ancestor and could widen the page (a switch in a table cell on a phone).
const rowStyle = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
`;
const boxStyle = (theme: PortcullisTheme) => css`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A labelled native checkbox. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, ...rest }, ref) {
  return (
    <label css={rowStyle}>
      <input ref={ref} type="checkbox" css={boxStyle} {...rest} />
      <span>{label}</span>
    </label>
  );
});
Checkbox.displayName = 'Checkbox';

/** One option of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** @default false */
  isDisabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Group name (legend). */
  label: ReactNode;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Form name of the inputs; generated when absent. */
  name?: string;
  /**
   * Layout of the options.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
}

/** A fieldset of native radio buttons (arrow keys move within the group). */
export function RadioGroup({ label, options, value, onChange, name, orientation = 'vertical' }: RadioGroupProps) {
  const generated = useId();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
      <legend
        css={(theme) => ({
          padding: 0,
          marginBottom: 6,
          fontWeight: theme.fontWeights.medium,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {label}
      </legend>
      <div
        css={{
          display: 'flex',
          flexDirection: orientation === 'vertical' ? 'column' : 'row',
          gap: orientation === 'vertical' ? 6 : 16,
        }}
      >
        {options.map((option) => (
          <label key={option.value} css={rowStyle}>
            <input
              type="radio"
              name={name ?? generated}
              value={option.value}
              checked={value === option.value}
              disabled={option.isDisabled}
              onChange={() => onChange(option.value)}
              css={boxStyle}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Props of {@link Switch}. */
export interface SwitchProps {
  label: ReactNode;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  /** @default false */
  isDisabled?: boolean;
}

/** An on/off switch (a checkbox with the `switch` role). */
export function Switch({ label, isChecked, onChange, isDisabled = false }: SwitchProps) {
  return (
    <label css={[rowStyle, isDisabled && { cursor: 'not-allowed', opacity: 0.6 }]}>
      <input
        type="checkbox"
        role="switch"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.checked)}
        css={visuallyHidden}
      />
      <span
        aria-hidden="true"
        css={(theme) => css`
          position: relative;
          width: 34px;
          height: 20px;
          border-radius: 10px;
          background: ${isChecked ? theme.colors.primary : theme.colors.border};
          transition: background 120ms;
          input:focus-visible + & {
            outline: 2px solid ${theme.colors.focus};
            outline-offset: 2px;
          }
          &::after {
            content: '';
            position: absolute;
            top: 2px;
            left: ${isChecked ? 16 : 2}px;
            width: 16px;
            height: 16px;
            border-radius: 50%;
            background: #fff;
            transition: left 120ms;
          }
        `}
      />
      <span>{label}</span>
    </label>
  );
}
