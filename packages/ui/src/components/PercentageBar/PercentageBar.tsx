import { css } from '@emotion/react';
import { percentageColorName } from '../../core/color';

/** Props of {@link PercentageBar}. */
export interface PercentageBarProps {
  /** Name of what is measured. */
  label: string;
  /** 0..100. */
  value: number;
  /**
   * Shows the number beside the bar, with one decimal (§9).
   * @default true
   */
  showValue?: boolean;
}

/** A bar coloured by the §9 bands: 0-25 pink, 25-50 orange, 50-75 blue, 75-100 green. */
export function PercentageBar({ label, value, showValue = true }: PercentageBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const band = percentageColorName(clamped);
  const text = `${clamped.toFixed(1)}%`;
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
        data-band={band}
        css={(theme) => css`
          flex: 1;
          height: 8px;
          border-radius: ${theme.radii.round};
          background: ${theme.colors.surfaceMuted};
          overflow: hidden;
        `}
      >
        <div css={(theme) => ({ width: `${clamped}%`, height: '100%', background: theme.colors[band] })} />
      </div>
      {showValue && (
        <span
          css={(theme) => ({
            minWidth: 48,
            textAlign: 'right',
            color: theme.colors[band],
            fontWeight: theme.fontWeights.bold,
          })}
        >
          {text}
        </span>
      )}
    </div>
  );
}
