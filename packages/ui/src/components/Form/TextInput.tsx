import { forwardRef, useEffect, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { resolveInputType, timings, type AllowedInputType } from '../../core/search';
import { inputBase, joinIds } from '../styles';
import { useFormFieldControl } from './FormField';

/** Props of {@link TextInput}. */
export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /**
   * Input type, limited to those of §5 (text, email, date, number, password, tel, url).
   * @default 'text'
   */
  type?: AllowedInputType;
  /**
   * Marks the value invalid (also set by a surrounding FormField with an error).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Turns autocomplete off; the field is also read-only for its first 500 ms (§9) so browsers do not
   * autofill saved credentials into it.
   * @default false
   */
  isAutocompleteOff?: boolean;
}

/** A single-line input limited to the §5 input types; inside a FormField it takes the field's id and descriptions. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type, isInvalid, isAutocompleteOff = false, readOnly, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFormFieldControl();
  const [isGuarded, setIsGuarded] = useState(isAutocompleteOff);
  useEffect(() => {
    if (!isAutocompleteOff) return;
    const timer = setTimeout(() => setIsGuarded(false), timings.autocompleteOffReadOnly);
    return () => clearTimeout(timer);
  }, [isAutocompleteOff]);
  return (
    <input
      ref={ref}
      type={resolveInputType(type)}
      readOnly={readOnly || isGuarded}
      {...(isAutocompleteOff ? { autoComplete: 'off' } : {})}
      id={field?.id}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      aria-invalid={isInvalid || field?.isInvalid || undefined}
      aria-required={field?.isRequired || undefined}
      css={inputBase}
      {...rest}
    />
  );
});
TextInput.displayName = 'TextInput';

/** Props of {@link Textarea}. */
export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** @default false */
  isInvalid?: boolean;
}

/** A multi-line input; inside a FormField it takes the field's id and descriptions. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { isInvalid, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFormFieldControl();
  return (
    <textarea
      ref={ref}
      rows={rows}
      id={field?.id}
      aria-describedby={joinIds(field?.describedBy, describedBy)}
      aria-invalid={isInvalid || field?.isInvalid || undefined}
      aria-required={field?.isRequired || undefined}
      css={(theme) => [inputBase(theme), { resize: 'vertical', minHeight: 72 }]}
      {...rest}
    />
  );
});
Textarea.displayName = 'Textarea';
