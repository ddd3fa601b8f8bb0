import { useId, type DragEvent } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  DragHandleIcon,
  ErrorIcon,
  HelpIcon,
  IconButton,
  Select,
  Tooltip,
  TrashIcon,
} from '@portcullis/ui';
import type { RuleLeaf, RuleNode, RuleProperty } from '../core/index';
import {
  ARRAY_OPERATOR_HELP,
  ENUM_OPERATOR_HELP,
  operatorFamily,
  type OperatorName,
  type RuleAction,
} from '../core/index';
import { RuleValueEditor, type ObjectLookup } from './RuleValueEditor';

/** What every row and group of a builder shares. */
export interface BuilderContext {
  properties: readonly RuleProperty[];
  /** Applies one or more actions in order, then reports the new tree once. */
  dispatch: (...actions: RuleAction[]) => void;
  createId: () => string;
  objectLookup?: ObjectLookup | undefined;
  dragged: string | null;
  setDragged: (id: string | null) => void;
  /** Problems by rule id, when the host asked to show them. */
  problems: ReadonlyMap<string, string>;
}

/** Move up / Move down: the keyboard's way to reorder (drag and drop does the same with a pointer). */
export function MoveButtons({ node, what, ctx }: { node: RuleNode; what: string; ctx: BuilderContext }) {
  return (
    <>
      <IconButton
        size="sm"
        label={`Move ${what} up`}
        icon={<ArrowUpIcon size={16} />}
        onClick={() => ctx.dispatch({ type: 'moveBy', id: node.id, delta: -1 })}
      />
      <IconButton
        size="sm"
        label={`Move ${what} down`}
        icon={<ArrowDownIcon size={16} />}
        onClick={() => ctx.dispatch({ type: 'moveBy', id: node.id, delta: 1 })}
      />
    </>
  );
}

/** Attributes that make a rule or group draggable. */
export function dragProps(node: RuleNode, ctx: BuilderContext) {
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.stopPropagation();
      ctx.setDragged(node.id);
    },
    onDragEnd: () => ctx.setDragged(null),
  };
}

/** Help for an operator of a property: for several-valued and choice properties only, where names mislead. */
function operatorHelp(property: RuleProperty, operator: string): string | undefined {
  const family = operatorFamily(property.type, property.options?.multiple);
  const table = family === 'ARRAY' ? ARRAY_OPERATOR_HELP : family === 'ENUM' ? ENUM_OPERATOR_HELP : null;
  return table?.[operator as OperatorName];
}

/**
 * One condition on one line: drag handle, property (kit Select grouped by property group), operator
 * (each explained in the list, and by a help button for the chosen one), value, then move and remove.
 * The line wraps only when the builder is narrower than its controls.
 */
export function RuleRow({ rule, name, ctx }: { rule: RuleLeaf; name: string; ctx: BuilderContext }) {
  const property = ctx.properties.find((p) => p.name === rule.property);
  const problem = ctx.problems.get(rule.id);
  const problemId = useId();
  const help = property && rule.operator ? operatorHelp(property, rule.operator) : undefined;
  return (
    <div
      role="group"
      aria-label={name}
      aria-describedby={problem ? problemId : undefined}
      {...dragProps(rule, ctx)}
      css={(t) => ({
        display: 'grid',
        gap: t.space[1],
        padding: `${t.space[1]}px ${t.space[2]}px`,
        borderRadius: t.radii.md,
        background: t.colors.surface,
        border: `1px solid ${problem ? t.colors.danger : t.colors.border}`,
      })}
    >
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], alignItems: 'center' })}>
        <span aria-hidden="true" css={(t) => ({ display: 'inline-flex', color: t.colors.textMuted, cursor: 'grab' })}>
          <DragHandleIcon size={16} />
        </span>
        <div css={{ width: 200 }}>
          <Select
            label={`Property of ${name}`}
            placeholder="Choose a property…"
            isInvalid={problem !== undefined && !property}
            aria-describedby={problem !== undefined && !property ? problemId : undefined}
            options={ctx.properties.map((p) => ({ value: p.name, label: p.title, group: p.propertygroup }))}
            value={rule.property ?? null}
            onChange={(value) => {
              const next = ctx.properties.find((p) => p.name === value);
              const setProperty: RuleAction = { type: 'setProperty', id: rule.id, property: next?.name ?? null };
              if (next && next.propertygroup !== rule.propertygroup)
                ctx.dispatch({ type: 'setPropertyGroup', id: rule.id, propertygroup: next.propertygroup }, setProperty);
              else ctx.dispatch(setProperty);
            }}
          />
        </div>
        {property && (
          <div css={{ width: 170 }}>
            <Select
              label={`Operator of ${name}`}
              options={property.operators.map((o) => ({
                value: o.name,
                label: o.title,
                ...(operatorHelp(property, o.name) ? { description: operatorHelp(property, o.name)! } : {}),
              }))}
              value={rule.operator ?? null}
              isInvalid={problem !== undefined && !rule.operator}
              aria-describedby={problem !== undefined && !rule.operator ? problemId : undefined}
              onChange={(operator) => ctx.dispatch({ type: 'setOperator', id: rule.id, operator })}
            />
          </div>
        )}
        {help && (
          <Tooltip content={help}>
            <IconButton
              size="sm"
              label={`About "${property!.operators.find((o) => o.name === rule.operator)?.title}"`}
              icon={<HelpIcon size={16} />}
            />
          </Tooltip>
        )}
        {property && (
          <div css={{ flex: '1 1 200px', minWidth: 180, maxWidth: 360 }}>
            <RuleValueEditor
              rule={rule}
              property={property}
              label={`Value of ${name}`}
              objectLookup={ctx.objectLookup}
              isInvalid={problem !== undefined && Boolean(rule.operator)}
              describedBy={problem !== undefined && rule.operator ? problemId : undefined}
              onChange={(value) => ctx.dispatch({ type: 'setValue', id: rule.id, value })}
            />
          </div>
        )}
        <span css={(t) => ({ display: 'inline-flex', gap: t.space[1], marginLeft: 'auto' })}>
          <MoveButtons node={rule} what={name} ctx={ctx} />
          <IconButton
            size="sm"
            label={`Remove ${name}`}
            icon={<TrashIcon size={16} />}
            onClick={() => ctx.dispatch({ type: 'remove', id: rule.id })}
          />
        </span>
      </div>
      {problem && (
        <span
          id={problemId}
          css={(t) => ({
            display: 'flex',
            gap: t.space[1],
            alignItems: 'center',
            color: t.colors.danger,
            ...t.text.caption,
          })}
        >
          <ErrorIcon size={14} aria-hidden="true" />
          {problem}
        </span>
      )}
    </div>
  );
}
