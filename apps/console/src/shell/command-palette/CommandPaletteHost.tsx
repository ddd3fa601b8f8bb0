import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { canSearch, CommandPalette, debounceDelays, findCommands } from '@portcullis/ui';
import { accessContextOf, appState } from '../../state/app-store';
import { navigate } from '../navigate';
import { actionCommands, pageCommands, searchableKinds, type ConsoleCommand } from './palette-commands';
import { searchPaletteObjects } from './palette-search';
import { readRecentCommands, rememberRecentCommand } from './recent-commands';

/**
 * The console's command palette (loaded on first use): the pages of the side navigation, the actions
 * the user may take, and users, groups, applications and roles found on the server as they type
 * (3 characters, the §9 object-search debounce). Recent choices come first. Recent objects are shown
 * only while their kind is still searchable by this user; recent pages and actions only while they are
 * still offered (a permission taken away takes them out).
 */
export default function CommandPaletteHost({ onClose }: { onClose: () => void }) {
  const state = useSnapshot(appState);
  const ctx = useMemo(() => accessContextOf(state), [state.currentUser, state.staticData]);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(readRecentCommands);
  const [found, setFound] = useState<ConsoleCommand[]>([]);
  const [isSearching, setIsSearching] = useState(false);
  const offered = useMemo(() => (ctx ? [...pageCommands(ctx), ...actionCommands(ctx)] : []), [ctx]);
  const kinds = useMemo(() => (ctx ? searchableKinds(ctx) : []), [ctx]);

  useEffect(() => {
    setFound([]);
    if (!canSearch(query) || kinds.length === 0) return setIsSearching(false);
    setIsSearching(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchPaletteObjects(kinds, query.trim(), controller.signal).then((objects) => {
        if (controller.signal.aborted) return;
        setFound(objects);
        setIsSearching(false);
      });
    }, debounceDelays.objectSearch);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, kinds]);

  const results = useMemo(() => {
    const offeredIds = new Set(offered.map((c) => c.id));
    const searchableGroups = new Set(kinds.map((k) => k.group));
    const recentObjects = recent.filter((c) => !offeredIds.has(c.id) && searchableGroups.has(c.group));
    const foundIds = new Set(found.map((c) => c.id));
    const all = [...offered, ...recentObjects.filter((c) => !foundIds.has(c.id)), ...found];
    return findCommands(
      all,
      query,
      recent.map((c) => c.id),
    );
  }, [offered, kinds, recent, found, query]);

  return (
    <CommandPalette
      isOpen
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      results={results}
      isSearching={isSearching}
      onSelect={(command) => {
        setRecent(rememberRecentCommand(recent, command));
        navigate(command.href);
      }}
    />
  );
}
