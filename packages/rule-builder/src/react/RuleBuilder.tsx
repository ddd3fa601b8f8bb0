import { useMemo, useState, type DragEvent } from 'react';
import type { RuleGroup, RuleLeaf, RuleNode, RuleProperty } from '../core/index';
import { ruleReducer, schemaFromProperties, type RuleAction, type RuleSchema } from '../core/index';
import { RuleValueEditor, type ObjectLookup } from './RuleValueEditor';
import { controlStyle, smallButtonStyle } from './styles';

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
}

interface Ctx {
  properties: readonly RuleProperty[];
  /** Applies one or more actions in order, then reports the new tree once. */
  dispatch: (...actions: RuleAction[]) => void;
  createId: () => string;
  objectLookup?: ObjectLookup;
  dragged: string | null;
  setDragged: (id: string | null) => void;
}

const pathLabel = (path: number[]) => path.join('.');

/**
 * The visual rule builder: groups nest without limit, a group's AND/OR toggles on click, each rule
 * picks a property (grouped), an operator of its type and a value. Every control is labelled with its
 * position ("rule 1.2"); drag and drop reorders, and Move up / Move down do the same from the keyboard.
 */
export function RuleBuilder({
  value,
  onChange,
  properties,
  createId = () => crypto.randomUUID(),
  label = 'Rule',
  objectLookup,
}: RuleBuilderProps) {
  const schema: RuleSchema = useMemo(
    () => schemaFromProperties(properties, Object.fromEntries(properties.map((p) => [p.name, p.name]))),
    [properties],
  );
  const [dragged, setDragged] = useState<string | null>(null);
  const ctx: Ctx = {
    properties,
    objectLookup,
    dispatch: (...actions) => onChange(actions.reduce((tree, action) => ruleReducer(tree, action, schema), value)),
    createId,
    dragged,
    setDragged,
  };
  return (
    <div role="group" aria-label={label}>
      <GroupView group={value} path={[1]} ctx={ctx} isRoot />
    </div>
  );
}

function moveButtons(node: RuleNode, what: string, ctx: Ctx) {
  return (
    <>
      <button
        type="button"
        css={smallButtonStyle}
        aria-label={`Move ${what} up`}
        onClick={() => ctx.dispatch({ type: 'moveBy', id: node.id, delta: -1 })}
      >
        ↑
      </button>
      <button
        type="button"
        css={smallButtonStyle}
        aria-label={`Move ${what} down`}
        onClick={() => ctx.dispatch({ type: 'moveBy', id: node.id, delta: 1 })}
      >
        ↓
      </button>
    </>
  );
}

function dragProps(node: RuleNode, ctx: Ctx) {
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.stopPropagation();
      ctx.setDragged(node.id);
    },
    onDragEnd: () => ctx.setDragged(null),
  };
}

function GroupView({
  group,
  path,
  ctx,
  isRoot = false,
}: {
  group: RuleGroup;
  path: number[];
  ctx: Ctx;
  isRoot?: boolean;
}) {
  const name = `group ${pathLabel(path)}`;
  const canRemove = !isRoot && !group.disableremove;
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
        borderRadius: 8,
        padding: 12,
        margin: 0,
        display: 'grid',
        gap: 8,
      })}
    >
      <legend css={{ display: 'flex', gap: 6, alignItems: 'center', padding: '0 4px' }}>
        <button
          type="button"
          css={smallButtonStyle}
          aria-label={`Combine ${name} with ${group.type === 'AND' ? 'OR' : 'AND'} instead of ${group.type}`}
          onClick={() => ctx.dispatch({ type: 'toggleGroupType', id: group.id })}
        >
          {group.type}
        </button>
        <button
          type="button"
          css={smallButtonStyle}
          onClick={() => ctx.dispatch({ type: 'addRule', parentId: group.id, newId: ctx.createId() })}
          aria-label={`Add rule to ${name}`}
        >
          + Rule
        </button>
        <button
          type="button"
          css={smallButtonStyle}
          onClick={() => ctx.dispatch({ type: 'addGroup', parentId: group.id, newId: ctx.createId() })}
          aria-label={`Add group to ${name}`}
        >
          + Group
        </button>
        {!isRoot && moveButtons(group, name, ctx)}
        {canRemove && (
          <button
            type="button"
            css={smallButtonStyle}
            aria-label={`Remove ${name}`}
            onClick={() => ctx.dispatch({ type: 'remove', id: group.id })}
          >
            Remove
          </button>
        )}
      </legend>
      {group.rules.length === 0 && <p css={{ margin: 0, fontSize: 13 }}>No rules yet: add a rule or a group.</p>}
      {group.rules.map((child, i) => (
        <div key={child.id} onDrop={(e) => onDrop(e, i)} onDragOver={(e) => e.preventDefault()}>
          {child.group ? (
            <GroupView group={child} path={[...path, i + 1]} ctx={ctx} />
          ) : (
            <RuleView rule={child} path={[...path, i + 1]} ctx={ctx} />
          )}
        </div>
      ))}
    </fieldset>
  );
}

function RuleView({ rule, path, ctx }: { rule: RuleLeaf; path: number[]; ctx: Ctx }) {
  const name = `rule ${pathLabel(path)}`;
  const property = ctx.properties.find((p) => p.name === rule.property);
  const groups = [...new Set(ctx.properties.map((p) => p.propertygroup))];
  return (
    <div
      role="group"
      aria-label={name}
      {...dragProps(rule, ctx)}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
    >
      <select
        css={controlStyle}
        aria-label={`Property of ${name}`}
        value={rule.property ?? ''}
        onChange={(e) => {
          const next = ctx.properties.find((p) => p.name === e.target.value);
          const setProperty: RuleAction = { type: 'setProperty', id: rule.id, property: next?.name ?? null };
          if (next && next.propertygroup !== rule.propertygroup)
            ctx.dispatch({ type: 'setPropertyGroup', id: rule.id, propertygroup: next.propertygroup }, setProperty);
          else ctx.dispatch(setProperty);
        }}
      >
        <option value="">Choose a property…</option>
        {groups.map((g) => (
          <optgroup key={g} label={g}>
            {ctx.properties
              .filter((p) => p.propertygroup === g)
              .map((p) => (
                <option key={p.name} value={p.name}>
                  {p.title}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {property && (
        <select
          css={controlStyle}
          aria-label={`Operator of ${name}`}
          value={rule.operator ?? ''}
          onChange={(e) => ctx.dispatch({ type: 'setOperator', id: rule.id, operator: e.target.value || null })}
        >
          {property.operators.map((o) => (
            <option key={o.name} value={o.name}>
              {o.title}
            </option>
          ))}
        </select>
      )}
      {property && (
        <RuleValueEditor
          rule={rule}
          property={property}
          label={`Value of ${name}`}
          objectLookup={ctx.objectLookup}
          onChange={(value) => ctx.dispatch({ type: 'setValue', id: rule.id, value })}
        />
      )}
      {moveButtons(rule, name, ctx)}
      <button
        type="button"
        css={smallButtonStyle}
        aria-label={`Remove ${name}`}
        onClick={() => ctx.dispatch({ type: 'remove', id: rule.id })}
      >
        Remove
      </button>
    </div>
  );
}
