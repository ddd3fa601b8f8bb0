import { forwardRef, type InputHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { buttonStyles } from '../Button/Button';
import { focusRing, joinIds } from '../styles';
import { useFormFieldControl } from './FormField';

/** Props of {@link FileInput}. */
export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  /** The chosen file, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  /** @default false */
  isInvalid?: boolean;
  /**
   * The input forgets the file once it is reported, so choosing the same file again reports it again
   * (for choices that upload at once).
   * @default false
   */
  isClearedAfterChoice?: boolean;
}

/**
 * A file chooser: the browser's own file input (keyboard-operable, read by every screen reader, and
 * what drag-and-drop and test drivers target), its button drawn as the kit's secondary button. Inside a
 * FormField it takes the field's id and descriptions; on its own it needs an `aria-label`. Reading,
 * size and type checks stay with the caller: what is acceptable differs per use (a CSV, a logo, a licence).
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { onFile, isInvalid, isClearedAfterChoice = false, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFormFieldControl();
  return (
    <input
      ref={ref}
      type="file"
      id={field?.id}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      aria-invalid={isInvalid || field?.isInvalid || undefined}
      aria-required={field?.isRequired || undefined}
      onChange={(e) => {
        onFile(e.target.files?.[0] ?? null);
        if (isClearedAfterChoice) e.target.value = '';
      }}
      css={(theme) => css`
        max-width: 100%;
        color: ${theme.colors.textMuted};
        font: inherit;
        font-size: ${theme.fontSizes.sm};
        border-radius: ${theme.radii.md};
        ${focusRing(theme)}
        &::file-selector-button {
          ${buttonStyles(theme, 'secondary', 'sm')}
          margin-right: ${theme.space[3]}px;
        }
      `}
      {...rest}
    />
  );
});
FileInput.displayName = 'FileInput';
