import { css } from '@emotion/react';
import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { IconButton } from '../Button/Button';
import { useMergedRef } from '../floating/merge-refs';
import { useFormFieldControl } from '../Form/FormField';
import { CloseIcon, SearchIcon } from '../icons';
import { inputBase, inputSmall, joinIds } from '../styles';

/** Props of {@link SearchInput}. */
export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'size'
> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name (e.g. 'Search Users'); a visible label is not needed next to the icon. */
  label: string;
  /**
   * Text shown while empty. The box is at least as wide as it, so it is never cut off.
   * @default 'Search...'
   */
  placeholder?: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * A search box: a magnifier, a clear button once something is typed (Escape clears too) and a width
 * that fits its placeholder. The caller debounces, since pages differ (§9: 750 ms search, 300 ms tables).
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  {
    value,
    onChange,
    label,
    placeholder = 'Search...',
    size = 'md',
    onKeyDown,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const field = useFormFieldControl();
  const inner = useRef<HTMLInputElement>(null);
  const refs = useMergedRef(inner, ref);
  return (
    <div
      css={css`
        position: relative;
        display: inline-flex;
        align-items: center;
        max-width: 100%;
        /* Fits the placeholder plus icon and clear button; 'ch' is a digit's width, wider than most letters. */
        width: min(100%, calc(${placeholder.length}ch + 72px));
        min-width: 200px;
      `}
    >
      <SearchIcon
        css={(theme) => ({ position: 'absolute', left: 10, color: theme.colors.textMuted, pointerEvents: 'none' })}
      />
      <input
        ref={refs}
        type="search"
        id={field?.id}
        aria-label={field ? undefined : label}
        aria-describedby={joinIds(field?.describedBy, describedBy)}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
          onKeyDown?.(e);
        }}
        css={(theme) => [
          inputBase(theme),
          size === 'sm' && inputSmall(theme),
          css`
            padding-left: 32px;
            padding-right: ${value ? 36 : 10}px;
            &::-webkit-search-cancel-button {
              display: none;
            }
          `,
        ]}
        {...rest}
      />
      {value && (
        <IconButton
          label="Clear search"
          icon={<CloseIcon size={14} />}
          size="sm"
          onClick={() => {
            onChange('');
            inner.current?.focus();
          }}
          css={{ position: 'absolute', right: 2, minHeight: 0, height: size === 'sm' ? 28 : 32, width: 32 }}
        />
      )}
    </div>
  );
});
SearchInput.displayName = 'SearchInput';
