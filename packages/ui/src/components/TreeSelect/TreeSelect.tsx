import { css } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  buildTree,
  filterTree,
  initiallyExpandedIds,
  TREE_SELECT_DEFAULT_EXPAND_LEVEL,
  TREE_SELECT_DEFAULT_LIMIT,
  visibleTreeNodes,
  type TreeNode,
  type TreeSourceRecord,
} from '../../core/tree';
import { Button } from '../Button/Button';
import { CheckIcon, ChevronDownIcon, ChevronRightIcon } from '../icons';
import { inputBase } from '../styles';

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps {
  /** Accessible name of the picker. */
  label: string;
  /** Flat records; id from `keyField`, label from Title or Name, parent from `parentField` (§3). */
  records: readonly TreeSourceRecord[];
  keyField: string;
  /** @default 'ParentId' */
  parentField?: string;
  /** Chosen ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /**
   * Several nodes may be chosen.
   * @default true
   */
  isMultiple?: boolean;
  /**
   * Chosen nodes shown before '+N more' (§9).
   * @default 5
   */
  limit?: number;
  /**
   * Levels expanded when opened (§9).
   * @default 3
   */
  expandLevel?: number;
  /** @default 'Select...' */
  placeholder?: string;
  /**
   * Marks the choice invalid: the trigger carries `aria-invalid` and a danger edge.
   * @default false
   */
  isInvalid?: boolean;
  /** Ids of elements that describe the picker (e.g. its error message), set on the trigger. */
  'aria-describedby'?: string;
}

const ROW_HEIGHT = 32;

/** A tree picker with filtering, keyboard tree navigation and a virtualised list for large trees. */
export function TreeSelect({
  label,
  records,
  keyField,
  parentField = 'ParentId',
  value,
  onChange,
  isMultiple = true,
  limit = TREE_SELECT_DEFAULT_LIMIT,
  expandLevel = TREE_SELECT_DEFAULT_EXPAND_LEVEL,
  placeholder = 'Select...',
  isInvalid = false,
  'aria-describedby': describedBy,
}: TreeSelectProps) {
  const id = useId();
  const roots = useMemo(() => buildTree(records, { keyField, parentField }), [records, keyField, parentField]);
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => initiallyExpandedIds(roots, expandLevel));
  const [activeId, setActiveId] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const filtered = useMemo(() => filterTree(roots, query), [roots, query]);
  // While filtering every match is shown with its path, so all filtered branches are open.
  const effectiveExpanded = useMemo(() => {
    if (!query.trim()) return expanded;
    const all = new Set<string>();
    const walk = (list: readonly TreeNode[]) => list.forEach((n) => (all.add(n.id), walk(n.children)));
    walk(filtered);
    return all;
  }, [query, expanded, filtered]);
  const visible = useMemo(() => visibleTreeNodes(filtered, effectiveExpanded), [filtered, effectiveExpanded]);
  const byId = useMemo(() => {
    const map = new Map<string, TreeNode>();
    const walk = (list: readonly TreeNode[]) => list.forEach((n) => (map.set(n.id, n), walk(n.children)));
    walk(roots);
    return map;
  }, [roots]);

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const toggleChosen = (nodeId: string) => {
    if (!isMultiple) {
      onChange(value.includes(nodeId) ? [] : [nodeId]);
      return;
    }
    onChange(value.includes(nodeId) ? value.filter((v) => v !== nodeId) : [...value, nodeId]);
  };
  const setExpandedTo = (nodeId: string, isExpanded: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (isExpanded) next.add(nodeId);
      else next.delete(nodeId);
      return next;
    });
  const moveTo = (index: number) => {
    const node = visible[Math.max(0, Math.min(visible.length - 1, index))];
    if (!node) return;
    setActiveId(node.id);
    virtualizer.scrollToIndex(visible.indexOf(node));
  };

  const onTreeKeyDown = (event: KeyboardEvent) => {
    const index = visible.findIndex((n) => n.id === activeId);
    const node = visible[index];
    const handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index <= 0 ? 0 : index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(visible.length - 1);
        break;
      case 'ArrowRight':
        if (node && node.children.length > 0) {
          if (!effectiveExpanded.has(node.id)) setExpandedTo(node.id, true);
          else moveTo(index + 1);
        }
        break;
      case 'ArrowLeft':
        if (node && node.children.length > 0 && effectiveExpanded.has(node.id)) setExpandedTo(node.id, false);
        else if (node?.parentId) {
          const parentIndex = visible.findIndex((n) => n.id === node.parentId);
          if (parentIndex >= 0) moveTo(parentIndex);
        }
        break;
      case 'Enter':
      case ' ':
        if (node) toggleChosen(node.id);
        break;
      default:
        return;
    }
    if (handled) event.preventDefault();
  };

  const chosen = value.map((v) => byId.get(v)).filter((n): n is TreeNode => Boolean(n));
  const siblingsOf = (node: TreeNode) => (node.parentId ? byId.get(node.parentId)?.children : filtered) ?? filtered;

  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        <Button
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onClick={() => setIsOpen(!isOpen)}
          css={(theme) => (isInvalid ? { borderColor: theme.colors.danger } : undefined)}
        >
          {label}
        </Button>
        <span aria-label={`${label}: chosen`} role="list" css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {chosen.length === 0 && (
            <span role="listitem" css={(theme) => ({ color: theme.colors.textMuted })}>
              {placeholder}
            </span>
          )}
          {chosen.slice(0, limit).map((node) => (
            <span
              key={node.id}
              role="listitem"
              css={(theme) => css`
                padding: 2px 8px;
                border-radius: ${theme.radii.round};
                background: ${theme.colors.surfaceMuted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              {node.label}
            </span>
          ))}
          {chosen.length > limit && <span role="listitem">{`+${chosen.length - limit} more`}</span>}
        </span>
      </div>
      {isOpen && (
        <div
          id={`${id}-panel`}
          css={(theme) => ({
            display: 'grid',
            gap: 6,
            padding: 8,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
          })}
        >
          <input
            type="search"
            aria-label={`Filter ${label}`}
            placeholder="Filter..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            css={inputBase}
          />
          <div ref={scrollRef} css={{ maxHeight: 280, overflowY: 'auto' }}>
            <div
              role="tree"
              aria-label={label}
              aria-multiselectable={isMultiple}
              tabIndex={0}
              aria-activedescendant={activeId ? `${id}-node-${activeId}` : undefined}
              onKeyDown={onTreeKeyDown}
              onFocus={() => activeId === null && visible[0] && setActiveId(visible[0].id)}
              css={(theme) => css`
                position: relative;
                height: ${virtualizer.getTotalSize()}px;
                outline: none;
                &:focus-visible {
                  box-shadow: inset 0 0 0 2px ${theme.colors.focus};
                }
              `}
            >
              {virtualizer.getVirtualItems().map((row) => {
                const node = visible[row.index] as TreeNode;
                const hasChildren = node.children.length > 0;
                const isExpanded = effectiveExpanded.has(node.id);
                const isChosen = value.includes(node.id);
                const siblings = siblingsOf(node);
                return (
                  <div
                    key={node.id}
                    id={`${id}-node-${node.id}`}
                    role="treeitem"
                    aria-level={node.depth + 1}
                    aria-setsize={siblings.length}
                    aria-posinset={siblings.findIndex((s) => s.id === node.id) + 1}
                    aria-expanded={hasChildren ? isExpanded : undefined}
                    aria-selected={isChosen}
                    data-active={node.id === activeId || undefined}
                    onClick={() => {
                      setActiveId(node.id);
                      toggleChosen(node.id);
                    }}
                    css={(theme) => css`
                      position: absolute;
                      top: 0;
                      left: 0;
                      right: 0;
                      height: ${ROW_HEIGHT}px;
                      display: flex;
                      align-items: center;
                      gap: 6px;
                      padding-left: ${8 + node.depth * 18}px;
                      cursor: pointer;
                      background: ${node.id === activeId ? theme.colors.surfaceMuted : 'transparent'};
                      font-weight: ${isChosen ? theme.fontWeights.bold : theme.fontWeights.regular};
                    `}
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    <span
                      aria-hidden="true"
                      onClick={(e) => {
                        if (!hasChildren) return;
                        e.stopPropagation();
                        setExpandedTo(node.id, !isExpanded);
                      }}
                      css={{ width: 16, display: 'inline-flex', flexShrink: 0 }}
                    >
                      {hasChildren && (isExpanded ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />)}
                    </span>
                    <span
                      aria-hidden="true"
                      css={(t) => ({
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        flexShrink: 0,
                        width: 16,
                        height: 16,
                        boxSizing: 'border-box',
                        borderRadius: t.radii.sm,
                        border: `1px solid ${isChosen ? t.colors.primary : t.colors.borderStrong}`,
                        background: isChosen ? t.colors.primary : t.colors.surface,
                        color: t.colors.onPrimary,
                      })}
                    >
                      {isChosen && <CheckIcon size={12} strokeWidth={3} />}
                    </span>
                    {node.label}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
