import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../styles';

/** Help attached to a choice (§3 Setting definition → Values → Help). */
export interface ChoiceHelp {
  Text?: string;
  Icon?: string;
  Title?: string;
  Image?: string;
  Url?: string;
  /** Only visible help is shown. */
  Visible?: boolean;
}

/** One value of a setting definition (§3). */
export interface ChoiceValue {
  Value: string;
  Title: string;
  Description?: string;
  /** An icon: an image address or a short text/emoji. */
  Icon?: string;
  Help?: ChoiceHelp;
}

/** The setting definition the selector renders (§3). */
export interface SettingDefinition {
  Values: readonly ChoiceValue[];
  /** Smaller icons. */
  SmallIcon?: boolean;
  /** Denser cards without descriptions. */
  Compact?: boolean;
  /** Hides the radio mark of the cards. */
  HideSelectIcon?: boolean;
}

/** Props of {@link ChoiceCardSelector}. */
export interface ChoiceCardSelectorProps {
  /** Name of the group. */
  label: ReactNode;
  setting: SettingDefinition;
  value: string | null;
  onChange: (value: string) => void;
}

const isImage = (icon: string) => /^(https?:|data:|\/)/.test(icon);

/** Choice cards of a setting definition: a radio group drawn as cards, with optional help per choice. */
export function ChoiceCardSelector({ label, setting, value, onChange }: ChoiceCardSelectorProps) {
  const name = useId();
  const iconSize = setting.SmallIcon ? 20 : 32;
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
      <legend css={(theme) => ({ padding: 0, marginBottom: 8, fontWeight: theme.fontWeights.medium })}>{label}</legend>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${setting.Compact ? 160 : 220}px, 1fr))`,
          gap: 12,
        }}
      >
        {setting.Values.map((choice) => {
          const isChecked = choice.Value === value;
          const helpId = `${name}-${choice.Value}-help`;
          const help = choice.Help?.Visible ? choice.Help : undefined;
          return (
            <div key={choice.Value} css={{ display: 'grid', gap: 6 }}>
              <label
                data-checked={isChecked || undefined}
                css={(theme) => css`
                  display: flex;
                  gap: 10px;
                  align-items: flex-start;
                  padding: ${setting.Compact ? '8px 10px' : '14px'};
                  border: ${isChecked ? 2 : 1}px solid ${isChecked ? theme.colors.primary : theme.colors.border};
                  border-radius: ${theme.radii.lg};
                  background: ${theme.colors.surface};
                  cursor: pointer;
                  &:focus-within {
                    outline: 2px solid ${theme.colors.focus};
                    outline-offset: 2px;
                  }
                `}
              >
                <input
                  type="radio"
                  name={name}
                  value={choice.Value}
                  checked={isChecked}
                  onChange={() => onChange(choice.Value)}
                  aria-describedby={help ? helpId : undefined}
                  css={setting.HideSelectIcon ? visuallyHidden : { margin: '2px 0 0' }}
                />
                {choice.Icon &&
                  (isImage(choice.Icon) ? (
                    <img src={choice.Icon} alt="" width={iconSize} height={iconSize} />
                  ) : (
                    <span aria-hidden="true" css={{ fontSize: iconSize * 0.8, lineHeight: 1 }}>
                      {choice.Icon}
                    </span>
                  ))}
                <span css={{ display: 'grid', gap: 2 }}>
                  <strong>{choice.Title}</strong>
                  {!setting.Compact && choice.Description && (
                    <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                      {choice.Description}
                    </span>
                  )}
                </span>
              </label>
              {help && (
                <div
                  id={helpId}
                  css={(theme) => ({
                    fontSize: theme.fontSizes.sm,
                    color: theme.colors.textMuted,
                    display: 'grid',
                    gap: 4,
                  })}
                >
                  {help.Title && <strong>{help.Title}</strong>}
                  {help.Text && <span>{help.Text}</span>}
                  {help.Image && <img src={help.Image} alt={help.Title ?? ''} css={{ maxWidth: '100%' }} />}
                  {help.Url && (
                    <a
                      href={help.Url}
                      target="_blank"
                      rel="noreferrer"
                      css={(theme) => ({ color: theme.colors.primary })}
                    >
                      Learn more
                    </a>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
