import { useSelect } from 'downshift';
import { uiMessages } from '../../core/messages';
import { useFormFieldControl } from '../Form/FormField';
import { inputBase } from '../styles';
import { listboxStyle, optionStyle, triggerStyle } from './listStyles';

/** An option of a select. */
export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  /** @default false */
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string | number = string> {
  options: readonly SelectOption<V>[];
  /** The chosen value, or null for none. */
  value: V | null;
  onChange: (value: V | null) => void;
  /** Accessible name when not inside a FormField. */
  label?: string;
  /**
   * Prepends the '-None-' option (§9) which sets the value to null.
   * @default false
   */
  hasNoneOption?: boolean;
  /**
   * Text shown when nothing is chosen.
   * @default 'Select...'
   */
  placeholder?: string;
  /** @default false */
  isDisabled?: boolean;
}

type Item<V extends string | number> = SelectOption<V> | null;

/** A single-choice list box (downshift `useSelect`): type to jump, arrows, Enter, Escape. */
export function Select<V extends string | number = string>({
  options,
  value,
  onChange,
  label,
  hasNoneOption = false,
  placeholder = 'Select...',
  isDisabled = false,
}: SelectProps<V>) {
  const field = useFormFieldControl();
  const items: Item<V>[] = hasNoneOption ? [null, ...options] : [...options];
  const selectedItem = options.find((o) => o.value === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps, getLabelProps } = useSelect<
    Item<V>
  >({
    items,
    selectedItem,
    itemToString: (item) => (item ? item.label : uiMessages.noneOption),
    isItemDisabled: (item) => Boolean(item?.isDisabled),
    onSelectedItemChange: ({ selectedItem: next }) => onChange(next ? (next.value as V) : null),
    ...(field ? { toggleButtonId: field.id } : {}),
  });
  const labelProps = getLabelProps();
  return (
    <div css={{ position: 'relative' }}>
      {!field && label && (
        <span {...labelProps} css={{ display: 'none' }}>
          {label}
        </span>
      )}
      <div
        {...getToggleButtonProps({
          disabled: isDisabled,
          'aria-label': field ? undefined : label,
          'aria-labelledby': field ? field.labelId : undefined,
          'aria-describedby': field?.describedBy,
          'aria-invalid': field?.isInvalid || undefined,
          'aria-required': field?.isRequired || undefined,
          'aria-disabled': isDisabled || undefined,
        } as Parameters<typeof getToggleButtonProps>[0])}
        css={(theme) => [inputBase(theme), triggerStyle(theme)]}
      >
        <span css={(theme) => ({ color: selectedItem ? theme.colors.text : theme.colors.textMuted })}>
          {selectedItem ? selectedItem.label : placeholder}
        </span>
        <span aria-hidden="true">▾</span>
      </div>
      <ul {...getMenuProps()} css={(theme) => listboxStyle(theme, isOpen)}>
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item ? String(item.value) : '__none'}
              {...getItemProps({ item, index })}
              css={(theme) => optionStyle(theme, highlightedIndex === index, item?.value === value, item?.isDisabled)}
            >
              {item ? item.label : uiMessages.noneOption}
            </li>
          ))}
      </ul>
    </div>
  );
}
