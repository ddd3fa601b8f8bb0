import { useSelect } from 'downshift';
import { useId } from 'react';
import { uiMessages } from '../../core/messages';
import { useFormFieldControl } from '../Form/FormField';
import { ChevronDownIcon } from '../icons';
import { inputBase, inputSmall, joinIds } from '../styles';
import { groupHeaderStyle, listboxStyle, optionStyle, triggerStyle } from './listStyles';

/** An option of a select. */
export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Heading the option is listed under. Options of one group are shown together, groups in the order
   * they first appear (e.g. the rule builder's properties by property group).
   */
  group?: string;
  /** A short explanation shown under the label in the list (e.g. what an operator does). */
  description?: string;
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string | number = string> {
  options: readonly SelectOption<V>[];
  /** The chosen value, or null for none. */
  value: V | null;
  onChange: (value: V | null) => void;
  /** Accessible name when not inside a FormField (also names the list box). */
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
  /**
   * Marks the value invalid outside a FormField (inside one, the field's error does).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Height of the trigger: `sm` for toolbars, table filters and pagers.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** Ids of elements that describe the control, besides the FormField's help and error. */
  'aria-describedby'?: string;
}

type Item<V extends string | number> = SelectOption<V> | null;

/** Options in display order: grouped options together, groups in order of first appearance. */
function inDisplayOrder<V extends string | number>(options: readonly SelectOption<V>[]): SelectOption<V>[] {
  if (!options.some((o) => o.group)) return [...options];
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  return groups.flatMap((g) => options.filter((o) => (o.group ?? '') === g));
}

/**
 * A single-choice list box (downshift `useSelect`): type to jump, arrows, Enter, Escape. Options can
 * be grouped under headings (`group`, rendered as ARIA groups) and explained (`description`).
 */
export function Select<V extends string | number = string>({
  options,
  value,
  onChange,
  label,
  hasNoneOption = false,
  placeholder = 'Select...',
  isDisabled = false,
  isInvalid = false,
  size = 'md',
  'aria-describedby': describedBy,
}: SelectProps<V>) {
  const field = useFormFieldControl();
  const groupIdBase = useId();
  const ordered = inDisplayOrder(options);
  const items: Item<V>[] = hasNoneOption ? [null, ...ordered] : ordered;
  const selectedItem = options.find((o) => o.value === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps, getLabelProps } = useSelect<
    Item<V>
  >({
    items,
    selectedItem,
    itemToString: (item) => (item ? item.label : uiMessages.noneOption),
    isItemDisabled: (item) => Boolean(item?.isDisabled),
    onSelectedItemChange: ({ selectedItem: next }) => onChange(next ? (next.value as V) : null),
    ...(field ? { toggleButtonId: field.id, labelId: field.labelId } : {}),
  });
  const labelProps = getLabelProps();
  const renderOption = (item: Item<V>, index: number) => (
    <div
      key={item ? String(item.value) : '__none'}
      {...getItemProps({ item, index })}
      css={(theme) => optionStyle(theme, highlightedIndex === index, item?.value === value, item?.isDisabled)}
    >
      {item ? item.label : uiMessages.noneOption}
      {item?.description && (
        <span
          css={(theme) => ({
            display: 'block',
            ...theme.text.caption,
            color: theme.colors.textMuted,
          })}
        >
          {item.description}
        </span>
      )}
    </div>
  );
  const groups = ordered.some((o) => o.group) ? [...new Set(ordered.map((o) => o.group ?? ''))] : null;
  const offset = hasNoneOption ? 1 : 0;
  return (
    <div css={{ position: 'relative', minWidth: 0 }}>
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
          'aria-describedby': joinIds(field?.describedBy, describedBy),
          'aria-invalid': isInvalid || field?.isInvalid || undefined,
          'aria-required': field?.isRequired || undefined,
          'aria-disabled': isDisabled || undefined,
        } as Parameters<typeof getToggleButtonProps>[0])}
        css={(theme) => [inputBase(theme), size === 'sm' && inputSmall(theme), triggerStyle(theme)]}
      >
        <span
          css={(theme) => ({
            color: selectedItem ? theme.colors.text : theme.colors.textMuted,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          })}
        >
          {selectedItem ? selectedItem.label : placeholder}
        </span>
        <ChevronDownIcon css={(theme) => ({ flexShrink: 0, color: theme.colors.textMuted })} />
      </div>
      <div {...getMenuProps()} css={(theme) => listboxStyle(theme, isOpen)}>
        {isOpen && hasNoneOption && renderOption(null, 0)}
        {isOpen &&
          (groups
            ? groups.map((g, gi) => {
                const headingId = `${groupIdBase}-group-${gi}`;
                return (
                  <div key={g} role="group" aria-labelledby={headingId}>
                    <div id={headingId} role="presentation" css={groupHeaderStyle}>
                      {g}
                    </div>
                    {ordered.map((item, i) => ((item.group ?? '') === g ? renderOption(item, i + offset) : null))}
                  </div>
                );
              })
            : ordered.map((item, i) => renderOption(item, i + offset)))}
      </div>
    </div>
  );
}
