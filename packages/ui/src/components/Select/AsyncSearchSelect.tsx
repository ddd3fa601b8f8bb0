import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { uiMessages } from '../../core/messages';
import { canSearch, debounceDelays, pickerResultLimits, SEARCH_MIN_CHARACTERS } from '../../core/search';
import { useFormFieldControl } from '../Form/FormField';
import { inputBase, joinIds } from '../styles';
import { listboxStyle, optionStyle } from './listStyles';
import type { SelectOption } from './Select';

/** Props of {@link AsyncSearchSelect}. */
export interface AsyncSearchSelectProps<V extends string | number = string> {
  /** Fetches options for the text; the signal aborts when the text changes again. */
  search: (text: string, signal: AbortSignal) => Promise<readonly SelectOption<V>[]>;
  /** The chosen option, or null. */
  value: SelectOption<V> | null;
  onChange: (option: SelectOption<V> | null) => void;
  /** Accessible name when not inside a FormField. */
  label?: string;
  /**
   * Characters needed before searching (§5).
   * @default 3
   */
  minCharacters?: number;
  /**
   * Debounce of the search in ms (§9: 750 for search, 350 object search, 250 user search).
   * @default 750
   */
  debounceMs?: number;
  /**
   * Most results shown (§9: 5 for search, 10 for select).
   * @default 5
   */
  limit?: number;
  /** Called when `search` rejects (other than by abort). */
  onError?: (error: unknown) => void;
  /** @default 'Search...' */
  placeholder?: string;
  /**
   * Notice while the text is empty; object search uses 'Type something to search...' (§5).
   * @default 'Type at least 3 characters to search...'
   */
  emptyMessage?: string;
  /**
   * Marks the value invalid outside a FormField (inside one, the field's error does).
   * @default false
   */
  isInvalid?: boolean;
  /** Ids of elements that describe the control (e.g. its error message), besides the FormField's help and error. */
  'aria-describedby'?: string;
}

type Phase = 'idle' | 'loading' | 'done' | 'error';

/**
 * A combobox that searches as you type: at least 3 characters, debounced, limited results. An option's
 * `description` shows under its label (a user's user name and e-mail, to tell equal names apart).
 */
export function AsyncSearchSelect<V extends string | number = string>({
  search,
  value,
  onChange,
  label,
  minCharacters = SEARCH_MIN_CHARACTERS,
  debounceMs = debounceDelays.search,
  limit = pickerResultLimits.search,
  onError,
  placeholder = 'Search...',
  emptyMessage = uiMessages.searchMinimumCharacters,
  isInvalid = false,
  'aria-describedby': describedBy,
}: AsyncSearchSelectProps<V>) {
  const field = useFormFieldControl();
  const [inputValue, setInputValue] = useState(value?.label ?? '');
  // A value set from outside (e.g. a label loaded after mount) shows in the input.
  useEffect(() => {
    if (value) setInputValue(value.label);
  }, [value?.value, value?.label]);
  const [results, setResults] = useState<readonly SelectOption<V>[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const searchRef = useRef(search);
  searchRef.current = search;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const isSearchable = canSearch(inputValue, minCharacters) && inputValue !== value?.label;
  useEffect(() => {
    if (!isSearchable) {
      setResults([]);
      setPhase('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPhase('loading');
      searchRef.current(inputValue.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setResults(found.slice(0, limit));
          setPhase('done');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResults([]);
          setPhase('error');
          onErrorRef.current?.(error);
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [inputValue, isSearchable, debounceMs, limit]);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } = useCombobox<
    SelectOption<V>
  >({
    items: [...results],
    inputValue,
    selectedItem: value,
    itemToString: (item) => item?.label ?? '',
    onInputValueChange: ({ inputValue: next, type }) => {
      setInputValue(next ?? '');
      if (type === useCombobox.stateChangeTypes.InputChange && next === '' && value) onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    ...(field ? { inputId: field.id, labelId: field.labelId } : {}),
  });

  let notice: string | null = null;
  if (inputValue.trim() === '') notice = emptyMessage;
  else if (!canSearch(inputValue, minCharacters)) notice = uiMessages.searchMinimumCharacters;
  else if (phase === 'loading') notice = 'Searching...';
  else if (phase === 'error') notice = 'Something went wrong';
  else if (phase === 'done' && results.length === 0) notice = uiMessages.noResults;
  const labelProps = getLabelProps();

  return (
    <div css={{ position: 'relative' }}>
      {!field && label && (
        <label {...labelProps} css={{ display: 'none' }}>
          {label}
        </label>
      )}
      <input
        {...getInputProps({
          placeholder,
          'aria-label': field ? undefined : label,
          'aria-describedby': joinIds(field?.describedBy, describedBy),
          'aria-invalid': isInvalid || field?.isInvalid || undefined,
          'aria-busy': phase === 'loading' || undefined,
          // Escape closes an open list first and keeps the typed text; only the next Escape reaches a
          // surrounding dialog (the WAI-ARIA combobox pattern), which would otherwise close with it.
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Escape' || !isOpen) return;
            // Both: the dialog listens in React (on its panel) and on the document.
            event.stopPropagation();
            event.nativeEvent.stopPropagation();
          },
        } as Parameters<typeof getInputProps>[0])}
        css={inputBase}
      />
      <ul {...getMenuProps()} css={(theme) => listboxStyle(theme, isOpen)}>
        {isOpen &&
          results.map((item, index) => (
            <li
              key={String(item.value)}
              {...getItemProps({ item, index })}
              css={(theme) =>
                optionStyle(theme, highlightedIndex === index, value?.value === item.value, item.isDisabled)
              }
            >
              {item.label}
              {item.description && (
                <span css={(theme) => ({ display: 'block', ...theme.text.caption, color: theme.colors.textMuted })}>
                  {item.description}
                </span>
              )}
            </li>
          ))}
      </ul>
      {isOpen && notice && (
        <div
          role="status"
          css={(theme) => [listboxStyle(theme, true), { padding: '7px 12px', color: theme.colors.textMuted }]}
        >
          {notice}
        </div>
      )}
    </div>
  );
}
