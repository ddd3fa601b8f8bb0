import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PaletteCommand } from '../../core/command-search';
import { uiMessages } from '../../core/messages';
import { Modal } from '../Modal/Modal';
import { inputBase, visuallyHidden } from '../styles';
import { groupHeaderStyle, optionStyle } from '../Select/listStyles';

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps<C extends PaletteCommand> {
  isOpen: boolean;
  onClose: () => void;
  /** The text typed; the palette is controlled so the caller can search the server with it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** What the text finds, in the order to show (see `findCommands`); grouped in order of first appearance. */
  results: readonly C[];
  /** Runs the chosen command; the palette closes first. */
  onSelect: (command: C) => void;
  /** Shows that more results (a server search) are on their way. @default false */
  isSearching?: boolean;
  /** @default 'Command palette' */
  title?: string;
  /** @default 'Search pages, objects and actions...' */
  placeholder?: string;
}

/** The results grouped, each command with its index in the flat list (the keyboard moves over that). */
function grouped<C extends PaletteCommand>(results: readonly C[]) {
  const groups = new Map<string, Array<{ command: C; index: number }>>();
  results.forEach((command, index) => {
    const list = groups.get(command.group) ?? [];
    list.push({ command, index });
    groups.set(command.group, list);
  });
  return [...groups.entries()];
}

/**
 * A command palette (the WAI-ARIA combobox pattern with a listbox that is always shown, as in
 * VS Code and GitHub): focus starts in the text field; ↑/↓, Home/End move over the results; Enter
 * runs the highlighted one; Escape closes and focus returns to where it was. A status line says how
 * many results there are, so a screen reader hears the count change as you type.
 */
export function CommandPalette<C extends PaletteCommand>({
  isOpen,
  onClose,
  query,
  onQueryChange,
  results,
  onSelect,
  isSearching = false,
  title = 'Command palette',
  placeholder = 'Search pages, objects and actions...',
}: CommandPaletteProps<C>) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => setActive(0), [query, results.length]);
  const current = results[Math.min(active, results.length - 1)];
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    listRef.current?.querySelector(`[id="${CSS.escape(optionId(active))}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (command: C | undefined) => {
    if (!command) return;
    onClose();
    onSelect(command);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(current);
    } else if (moves[event.key] && results.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!());
    }
  };

  const status = isSearching
    ? 'Searching...'
    : results.length === 0
      ? uiMessages.noResults
      : `${results.length} result${results.length === 1 ? '' : 's'}`;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="md">
      <input
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(results.indexOf(current)) : undefined}
        aria-label={title}
        placeholder={placeholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        css={inputBase}
      />
      <div role="status" css={visuallyHidden}>
        {status}
      </div>
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label="Results"
        css={(theme) => ({ marginTop: theme.space[3], maxHeight: 360, overflowY: 'auto' })}
      >
        {grouped(results).map(([group, entries], groupIndex) => (
          <div key={group} role="group" aria-labelledby={`${listId}-group-${groupIndex}`}>
            <div id={`${listId}-group-${groupIndex}`} role="presentation" css={groupHeaderStyle}>
              {group}
            </div>
            {entries.map(({ command, index }) => (
              <div
                key={command.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The pointer chooses too; mousedown keeps focus in the field (no blur flicker).
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => choose(command)}
                css={(theme) => optionStyle(theme, index === active, false)}
              >
                {command.label}
                {command.description && (
                  <span css={(theme) => ({ display: 'block', ...theme.text.caption, color: theme.colors.textMuted })}>
                    {command.description}
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
        {results.length === 0 && (
          <p css={(theme) => ({ margin: 0, padding: '7px 12px', color: theme.colors.textMuted })}>
            {isSearching ? 'Searching...' : uiMessages.noResults}
          </p>
        )}
      </div>
    </Modal>
  );
}
