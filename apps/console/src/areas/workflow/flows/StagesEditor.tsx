import { Button, FormField, IconButton, Select, TextInput, TrashIcon } from '@portcullis/ui';
import {
  APPROVER_KIND_TITLES,
  APPROVER_KINDS,
  field,
  STAGE_DECISION_TITLES,
  STAGE_DECISIONS,
  type ApproverKind,
  type FlowApprover,
  type FlowStageSpec,
  type StageDecision,
} from '@portcullis/api-client';
import { ObjectListControl } from '../../shared/resource/list-controls';
import { ReorderableList } from '../ReorderableList';

const KIND_OPTIONS = APPROVER_KINDS.map((k) => ({ value: k, label: APPROVER_KIND_TITLES[k] }));
const DECISION_OPTIONS = STAGE_DECISIONS.map((d) => ({ value: d, label: STAGE_DECISION_TITLES[d] }));
const pickers = {
  User: field.objectList('User', 'User', { maxItems: 1 }),
  Group: field.objectList('Group', 'Group', { maxItems: 1 }),
  fallback: field.objectList('Fallback approvers', 'User', { maxItems: 20 }),
  rule: field.objectList('Condition rule', 'Rule', { maxItems: 1 }),
};

/** One approver entry: who (a user, a group's members, the manager, the owners) and, for a user or group, which. */
function ApproverRow({
  approver,
  onChange,
  onRemove,
  n,
}: {
  approver: FlowApprover;
  onChange: (a: FlowApprover) => void;
  onRemove: () => void;
  n: number;
}) {
  const picker = approver.Kind === 'User' || approver.Kind === 'Group' ? pickers[approver.Kind] : null;
  return (
    <div
      css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8, alignItems: 'end' }}
    >
      <FormField label={`Approver ${n}`}>
        <Select
          options={KIND_OPTIONS}
          value={approver.Kind}
          onChange={(k) =>
            k &&
            onChange(
              k === 'User' || k === 'Group' ? { Kind: k as ApproverKind, Id: null } : { Kind: k as ApproverKind },
            )
          }
        />
      </FormField>
      {picker ? (
        <FormField label={`Approver ${n}: ${picker.title.toLowerCase()}`} isRequired>
          <ObjectListControl
            f={picker}
            value={approver.Id ? [approver.Id] : []}
            onChange={(ids) => onChange({ ...approver, Id: (ids as string[])[0] ?? null })}
          />
        </FormField>
      ) : (
        <span />
      )}
      <IconButton size="sm" variant="ghost" label={`Remove approver ${n}`} icon={<TrashIcon />} onClick={onRemove} />
    </div>
  );
}

function StageSettings({ stage, onChange }: { stage: FlowStageSpec; onChange: (s: FlowStageSpec) => void }) {
  const set = (patch: Partial<FlowStageSpec>) => onChange({ ...stage, ...patch });
  const approvers = stage.Approvers;
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div css={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <FormField label="Stage title" isRequired>
          <TextInput value={stage.Title} onChange={(e) => set({ Title: e.target.value })} />
        </FormField>
        <FormField label="Decision" isRequired>
          <Select
            options={DECISION_OPTIONS}
            value={stage.Decision}
            onChange={(d) => d && set({ Decision: d as StageDecision })}
          />
        </FormField>
      </div>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend css={{ fontWeight: 600, marginBottom: 4 }}>Approvers</legend>
        {approvers.map((a, i) => (
          <ApproverRow
            key={i}
            n={i + 1}
            approver={a}
            onChange={(next) => set({ Approvers: approvers.map((x, j) => (j === i ? next : x)) })}
            onRemove={() => set({ Approvers: approvers.filter((_, j) => j !== i) })}
          />
        ))}
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => set({ Approvers: [...approvers, { Kind: 'User', Id: null }] })}
          >
            Add approver
          </Button>
        </div>
      </fieldset>
      <div css={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <FormField label="Timeout (hours)" help="Empty: never escalates.">
          <TextInput
            type="number"
            value={stage.TimeoutHours ? String(stage.TimeoutHours) : ''}
            onChange={(e) => set({ TimeoutHours: e.target.value ? Number(e.target.value) : null })}
          />
        </FormField>
        <FormField label="Fallback approvers" help="Join the stage when it times out, or when no approver resolves.">
          <ObjectListControl
            f={pickers.fallback}
            value={stage.FallbackApproverIds ?? []}
            onChange={(ids) => set({ FallbackApproverIds: ids as string[] })}
          />
        </FormField>
        <FormField label="Condition" help="A rule the requester must pass for this stage to apply. Empty: always.">
          <ObjectListControl
            f={pickers.rule}
            value={stage.ConditionRuleId ? [stage.ConditionRuleId] : []}
            onChange={(ids) => set({ ConditionRuleId: (ids as string[])[0] ?? null })}
          />
        </FormField>
      </div>
    </div>
  );
}

/**
 * A flow's stages (§2.10 `flows/save/:id?`), in order — reordered by drag or with Move up and Move
 * down — each with its approvers, decision, timeout with fallback approvers and optional condition.
 * The flow model checks them (its message shows under the list; the server answers the same).
 */
export function StagesEditor({
  value,
  onChange,
  error,
}: {
  value: FlowStageSpec[] | null;
  onChange: (stages: FlowStageSpec[]) => void;
  error?: string;
}) {
  const stages = value ?? [];
  return (
    <section aria-labelledby="flow-stages-heading" css={{ display: 'grid', gap: 8 }}>
      <h3 id="flow-stages-heading" css={{ margin: 0 }}>
        Stages
      </h3>
      <ReorderableList
        label="Stages in order"
        items={stages}
        onChange={onChange}
        itemLabel={(s, i) => s.Title || `Stage ${i + 1}`}
        renderItem={(s, index) => (
          <StageSettings stage={s} onChange={(next) => onChange(stages.map((x, i) => (i === index ? next : x)))} />
        )}
        removeLabel={(s, index) => `Remove stage ${s.Title || index + 1}`}
        error={error}
        add={{
          label: 'Add stage',
          item: (): FlowStageSpec => ({
            Title: `Stage ${stages.length + 1}`,
            Approvers: [{ Kind: 'Manager' }],
            Decision: 'AnyOf',
          }),
        }}
      />
    </section>
  );
}
