import { css } from '@emotion/react';
import { useMultipleSelection, useSelect } from 'downshift';
import { useFormFieldControl } from '../Form/FormField';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../icons';
import { inputBase, joinIds } from '../styles';
import { listboxStyle, optionStyle, triggerStyle } from './listStyles';
import type { SelectOption } from './Select';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps<V extends string | number = string> {
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Accessible name when not inside a FormField. */
  label?: string;
  /**
   * Text shown when nothing is chosen.
   * @default 'Select...'
   */
  placeholder?: string;
  /**
   * Marks the value invalid outside a FormField (inside one, the field's error does).
   * @default false
   */
  isInvalid?: boolean;
  /** Ids of elements that describe the control (e.g. its error message), besides the FormField's help and error. */
  'aria-describedby'?: string;
}

/**
 * A multiple-choice list box (downshift `useSelect` + `useMultipleSelection`): choosing toggles an
 * option and keeps the list open; chosen options show as removable tags.
 */
export function MultiSelect<V extends string | number = string>({
  options,
  value,
  onChange,
  label,
  placeholder = 'Select...',
  isInvalid = false,
  'aria-describedby': describedBy,
}: MultiSelectProps<V>) {
  const field = useFormFieldControl();
  const selectedItems = options.filter((o) => value.includes(o.value));
  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<SelectOption<V>>({
    selectedItems,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems: next }) => onChange(next.map((i) => i.value)),
  });
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps, getLabelProps } = useSelect<
    SelectOption<V>
  >({
    items: [...options],
    selectedItem: null,
    itemToString: (item) => item?.label ?? '',
    isItemDisabled: (item) => Boolean(item.isDisabled),
    stateReducer: (_state, { changes, type }) =>
      type === useSelect.stateChangeTypes.ToggleButtonKeyDownEnter ||
      type === useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton ||
      type === useSelect.stateChangeTypes.ItemClick
        ? { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex }
        : changes,
    onStateChange: ({ type, selectedItem }) => {
      if (
        selectedItem &&
        (type === useSelect.stateChangeTypes.ToggleButtonKeyDownEnter ||
          type === useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton ||
          type === useSelect.stateChangeTypes.ItemClick)
      ) {
        const isChosen = value.includes(selectedItem.value);
        onChange(isChosen ? value.filter((v) => v !== selectedItem.value) : [...value, selectedItem.value]);
      }
    },
    ...(field ? { toggleButtonId: field.id, labelId: field.labelId } : {}),
  });
  const labelProps = getLabelProps();
  return (
    <div css={{ position: 'relative', display: 'grid', gap: 6 }}>
      {!field && label && (
        <span {...labelProps} css={{ display: 'none' }}>
          {label}
        </span>
      )}
      <div
        {...getToggleButtonProps(
          getDropdownProps({
            preventKeyAction: isOpen,
            'aria-label': field ? undefined : label,
            'aria-labelledby': field ? field.labelId : undefined,
            'aria-describedby': joinIds(field?.describedBy, describedBy),
            'aria-invalid': isInvalid || field?.isInvalid || undefined,
          } as Parameters<typeof getDropdownProps>[0]),
        )}
        css={(theme) => [inputBase(theme), triggerStyle(theme)]}
      >
        <span css={(theme) => ({ color: selectedItems.length ? theme.colors.text : theme.colors.textMuted })}>
          {selectedItems.length ? `${selectedItems.length} selected` : placeholder}
        </span>
        <ChevronDownIcon css={(theme) => ({ flexShrink: 0, color: theme.colors.textMuted })} />
      </div>
      <ul
        {...getMenuProps({ 'aria-multiselectable': true } as Parameters<typeof getMenuProps>[0])}
        css={(theme) => listboxStyle(theme, isOpen)}
      >
        {isOpen &&
          options.map((item, index) => {
            const isChosen = value.includes(item.value);
            return (
              <li
                key={String(item.value)}
                {...getItemProps({ item, index, 'aria-selected': isChosen } as Parameters<typeof getItemProps>[0])}
                css={(theme) => optionStyle(theme, highlightedIndex === index, isChosen, item.isDisabled)}
              >
                <span aria-hidden="true" css={{ display: 'inline-flex', width: 22, verticalAlign: 'middle' }}>
                  {isChosen ? <CheckIcon size={14} /> : null}
                </span>
                {item.label}
              </li>
            );
          })}
      </ul>
      {selectedItems.length > 0 && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {selectedItems.map((item, index) => (
            <span
              key={String(item.value)}
              {...getSelectedItemProps({ selectedItem: item, index })}
              css={(theme) => css`
                display: inline-flex;
                align-items: center;
                gap: 4px;
                padding: 2px 4px 2px 8px;
                border-radius: ${theme.radii.round};
                background: ${theme.colors.surfaceMuted};
                font-size: ${theme.fontSizes.sm};
                &:focus-visible {
                  outline: 2px solid ${theme.colors.focus};
                }
              `}
            >
              {item.label}
              <button
                type="button"
                aria-label={`Remove ${item.label}`}
                onClick={(e) => {
                  e.stopPropagation();
                  removeSelectedItem(item);
                }}
                css={{ border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer', padding: '0 4px' }}
              >
                <CloseIcon size={12} aria-hidden />
              </button>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
