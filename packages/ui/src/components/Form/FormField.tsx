import { css } from '@emotion/react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { ErrorIcon } from '../icons';

/** What a control inside a {@link FormField} receives. */
export interface FormFieldControl {
  id: string;
  /** Id of the field's label, for controls that are not labelable elements (list boxes, trees). */
  labelId: string;
  /** Ids of the help and error texts, for `aria-describedby`. */
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
}

const FormFieldContext = createContext<FormFieldControl | null>(null);
FormFieldContext.displayName = 'FormFieldContext';

/** The surrounding field's ids and state, or null outside a {@link FormField}. */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

/**
 * Controls inside are not part of the surrounding FormField: they keep their own names and states
 * (e.g. the hour and minute pickers in a date picker's popup, which would otherwise all take the
 * date field's id and label).
 */
export function FormFieldBoundary({ children }: { children: ReactNode }) {
  return <FormFieldContext.Provider value={null}>{children}</FormFieldContext.Provider>;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the control. */
  help?: ReactNode;
  /** Error message; marks the control invalid and is announced. */
  error?: string | null;
  /**
   * Marks the field required (an asterisk and `aria-required`).
   * @default false
   */
  isRequired?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** A control of this package (TextInput, Textarea, Select…) that picks up the field's ids. */
  children: ReactNode;
}

/**
 * A labelled field with optional help and error text. The kit control inside (TextInput, Textarea,
 * Select, MultiSelect, DatePicker, AsyncSearchSelect, TreeSelect…) takes the field's id, is named by
 * its label, lists the error and help in `aria-describedby` and is `aria-invalid` while there is an
 * error. The error is also announced when it appears.
 */
export function FormField({ label, help, error, isRequired = false, id, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <FormFieldContext.Provider
      value={{ id: controlId, labelId: `${controlId}-label`, describedBy, isInvalid: Boolean(error), isRequired }}
    >
      <div css={{ display: 'grid', gap: 4 }}>
        <label
          id={`${controlId}-label`}
          htmlFor={controlId}
          css={(theme) => ({ ...theme.text.label, color: theme.colors.text })}
        >
          {label}
          {isRequired && (
            <span aria-hidden="true" css={(theme) => ({ color: theme.colors.danger, marginLeft: 2 })}>
              *
            </span>
          )}
        </label>
        {children}
        {help && (
          <span id={helpId} css={(theme) => ({ ...theme.text.caption, color: theme.colors.textMuted })}>
            {help}
          </span>
        )}
        {error && (
          <span
            id={errorId}
            role="alert"
            css={(theme) => css`
              display: flex;
              gap: ${theme.space[1]}px;
              align-items: flex-start;
              color: ${theme.colors.danger};
              font-size: ${theme.text.caption.fontSize};
              line-height: ${theme.text.caption.lineHeight};
              & > svg {
                flex-shrink: 0;
                margin-top: 1px;
              }
            `}
          >
            <ErrorIcon size={14} />
            {error}
          </span>
        )}
      </div>
    </FormFieldContext.Provider>
  );
}
