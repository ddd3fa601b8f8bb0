import { useMemo, useState, type DragEvent } from 'react';
import { Button, IconButton, PlusIcon, TrashIcon } from '@portcullis/ui';
import type { RuleGroup, RuleProperty } from '../core/index';
import { ruleReducer, schemaFromProperties, validateTree, type RuleSchema } from '../core/index';
import type { ObjectLookup } from './RuleValueEditor';
import { dragProps, MoveButtons, RuleRow, type BuilderContext } from './RuleRow';

export interface RuleBuilderProps {
  /** The rule tree (controlled). Its root is the first top-level group and cannot be removed. */
  value: RuleGroup;
  onChange: (value: RuleGroup) => void;
  /** Properties a rule can test, grouped in the picker by `propertygroup`. */
  properties: readonly RuleProperty[];
  /** Makes ids for new rules and groups. @default crypto.randomUUID */
  createId?: () => string;
  /** Accessible name of the whole builder. @default 'Rule' */
  label?: string;
  /** Object search for OBJECT properties (the host's API); without it their options list is used. */
  objectLookup?: ObjectLookup;
  /**
   * Shows each incomplete rule's problem ('Enter a value.') under it and marks its control invalid.
   * Hosts turn it on after a failed save or preview, so a rule being built is not flagged while it is
   * still being typed. @default false
   */
  showProblems?: boolean;
}

const pathLabel = (path: number[]) => path.join('.');

/**
 * The visual rule builder: groups nest without limit, a group's AND/OR toggles on click, each rule
 * picks a property (grouped by property group), an operator of its type (explained for properties
 * with several values) and a value, all with the kit's controls. Every control is labelled with its
 * position ("rule 1.2"); drag and drop reorders, and Move up / Move down do the same from the keyboard.
 */
export function RuleBuilder({
  value,
  onChange,
  properties,
  createId = () => crypto.randomUUID(),
  label = 'Rule',
  objectLookup,
  showProblems = false,
}: RuleBuilderProps) {
  const schema: RuleSchema = useMemo(
    () => schemaFromProperties(properties, Object.fromEntries(properties.map((p) => [p.name, p.name]))),
    [properties],
  );
  const [dragged, setDragged] = useState<string | null>(null);
  const problems = useMemo(
    () =>
      showProblems
        ? new Map(validateTree(value, schema).map((p) => [p.ruleId ?? '', p.message] as const))
        : new Map<string, string>(),
    [showProblems, value, schema],
  );
  const ctx: BuilderContext = {
    properties,
    objectLookup,
    dispatch: (...actions) => onChange(actions.reduce((tree, action) => ruleReducer(tree, action, schema), value)),
    createId,
    dragged,
    setDragged,
    problems,
  };
  return (
    <div role="group" aria-label={label}>
      <GroupView group={value} path={[1]} ctx={ctx} isRoot />
    </div>
  );
}

function GroupView({
  group,
  path,
  ctx,
  isRoot = false,
}: {
  group: RuleGroup;
  path: number[];
  ctx: BuilderContext;
  isRoot?: boolean;
}) {
  const name = `group ${pathLabel(path)}`;
  const canRemove = !isRoot && !group.disableremove;
  const other = group.type === 'AND' ? 'OR' : 'AND';
  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    e.stopPropagation();
    if (ctx.dragged && ctx.dragged !== group.id)
      ctx.dispatch({ type: 'move', id: ctx.dragged, toParentId: group.id, index });
    ctx.setDragged(null);
  };
  return (
    <fieldset
      aria-label={`${name}, ${group.type}`}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => onDrop(e, group.rules.length)}
      {...(isRoot ? {} : dragProps(group, ctx))}
      css={(t) => ({
        border: `1px solid ${t.colors.border}`,
        borderLeft: `3px solid ${group.type === 'AND' ? t.colors.primary : t.colors.warning}`,
        borderRadius: t.radii.md,
        background: isRoot ? t.colors.surface : t.colors.surfaceMuted,
        padding: t.space[3],
        margin: 0,
        minWidth: 0,
        display: 'grid',
        gap: t.space[2],
      })}
    >
      <legend
        css={(t) => ({
          display: 'flex',
          gap: t.space[1],
          alignItems: 'center',
          padding: `0 ${t.space[1]}px`,
          background: t.colors.surface,
          borderRadius: t.radii.sm,
        })}
      >
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Combine ${name} with ${other} instead of ${group.type}`}
          title={`Match ${group.type === 'AND' ? 'all' : 'any'} of the conditions; click for ${other}`}
          onClick={() => ctx.dispatch({ type: 'toggleGroupType', id: group.id })}
          css={{ minWidth: 56, fontWeight: 600, letterSpacing: '0.04em' }}
        >
          {group.type}
        </Button>
        <Button
          size="sm"
          variant="quiet"
          startIcon={<PlusIcon size={16} />}
          onClick={() => ctx.dispatch({ type: 'addRule', parentId: group.id, newId: ctx.createId() })}
          aria-label={`Add rule to ${name}`}
        >
          Rule
        </Button>
        <Button
          size="sm"
          variant="quiet"
          startIcon={<PlusIcon size={16} />}
          onClick={() => ctx.dispatch({ type: 'addGroup', parentId: group.id, newId: ctx.createId() })}
          aria-label={`Add group to ${name}`}
        >
          Group
        </Button>
        {!isRoot && <MoveButtons node={group} what={name} ctx={ctx} />}
        {canRemove && (
          <IconButton
            size="sm"
            label={`Remove ${name}`}
            icon={<TrashIcon size={16} />}
            onClick={() => ctx.dispatch({ type: 'remove', id: group.id })}
          />
        )}
      </legend>
      {group.rules.length === 0 && (
        <p css={(t) => ({ margin: 0, ...t.text.body, color: t.colors.textMuted })}>
          No rules yet: add a rule or a group.
        </p>
      )}
      {group.rules.map((child, i) => (
        <div key={child.id} onDrop={(e) => onDrop(e, i)} onDragOver={(e) => e.preventDefault()} css={{ minWidth: 0 }}>
          {child.group ? (
            <GroupView group={child} path={[...path, i + 1]} ctx={ctx} />
          ) : (
            <RuleRow rule={child} name={`rule ${pathLabel([...path, i + 1])}`} ctx={ctx} />
          )}
        </div>
      ))}
    </fieldset>
  );
}
