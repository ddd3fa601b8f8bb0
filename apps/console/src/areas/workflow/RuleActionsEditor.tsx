import { AsyncSearchSelect, Button, FormField, Select, TextInput, type SelectOption } from '@portcullis/ui';
import {
  RULE_ACTION_EVENTS,
  RULE_ACTION_EVENT_TITLES,
  RULE_ACTION_KIND_TITLES,
  RULE_ACTION_KINDS,
  RULE_ACTION_TARGETS,
  type RuleActionEvent,
  type RuleActionKind,
} from '@portcullis/api-client';
import { api } from '../../api';
import { actionProblems, canAddAction, changeKind, newAction, type ActionDraft } from './rule-actions-draft';

const EVENT_OPTIONS: SelectOption<RuleActionEvent>[] = RULE_ACTION_EVENTS.map((e) => ({
  value: e,
  label: RULE_ACTION_EVENT_TITLES[e],
}));
const KIND_OPTIONS: SelectOption<RuleActionKind>[] = RULE_ACTION_KINDS.map((k) => ({
  value: k,
  label: RULE_ACTION_KIND_TITLES[k],
  ...(RULE_ACTION_TARGETS[k] && RULE_ACTION_TARGETS[k] !== 'Group'
    ? { description: 'Delivered by the notification, webhook and flow services.' }
    : {}),
}));

const searchGroups = async (text: string): Promise<SelectOption[]> =>
  (
    (await api.groups.groupDefsBySelect({ params: {}, query: { search: text } }, { suppressErrorToast: true })).Data ??
    []
  ).map((g) => ({ value: g.GroupDefId, label: g.Title }));

// A flow's title contains the text typed (Operator 4: contains, §5 text filter conditions).
const searchFlows = async (text: string): Promise<SelectOption[]> =>
  (
    (
      await api.flows.flowList(
        { body: { CurrentPage: 1, ItemPerPage: 20, Filters: [{ Column: 'Title', Value: text, Operator: 4 }] } },
        { suppressErrorToast: true },
      )
    ).Data?.Data ?? []
  ).map((f) => ({ value: String(f.FlowId), label: String(f.Title) }));

export interface RuleActionsEditorProps {
  value: readonly ActionDraft[];
  onChange: (next: ActionDraft[]) => void;
  /** Shows each action's problem (after a first save attempt). */
  showProblems: boolean;
  /** Who the actions run as (the rule's owner today; whoever saves next becomes it). */
  ownerName: string | null;
}

/**
 * The actions section of the automation save page: what happens to a user who starts or stops passing
 * the rule. Group actions pick their group; notify, webhook and flow actions take the id of what they
 * deliver until those areas offer pickers.
 */
export function RuleActionsEditor({ value, onChange, showProblems, ownerName }: RuleActionsEditorProps) {
  const problems = actionProblems(value);
  const update = (key: string, next: (d: ActionDraft) => ActionDraft) =>
    onChange(value.map((d) => (d.key === key ? next(d) : d)));
  return (
    <fieldset css={{ display: 'grid', gap: 12, border: 0, padding: 0, margin: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: 4 }}>Actions</legend>
      <p css={{ margin: 0 }}>
        Actions run with the rights of the user who last saved the rule
        {ownerName ? ` (now ${ownerName}; saving makes it you)` : ' (saving makes it you)'}.
      </p>
      {value.length === 0 && <p css={{ margin: 0 }}>No actions: the rule only selects users.</p>}
      {value.map((draft, index) => {
        const n = index + 1;
        const target = RULE_ACTION_TARGETS[draft.Kind];
        const problem = showProblems ? (problems.get(draft.key) ?? null) : null;
        return (
          <div
            key={draft.key}
            role="group"
            aria-label={`Action ${n}`}
            css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
          >
            <div css={{ minWidth: 220 }}>
              <Select
                label={`When of action ${n}`}
                options={EVENT_OPTIONS}
                value={draft.On}
                onChange={(on) => on && update(draft.key, (d) => ({ ...d, On: on }))}
              />
            </div>
            <div css={{ minWidth: 200 }}>
              <Select
                label={`Kind of action ${n}`}
                options={KIND_OPTIONS}
                value={draft.Kind}
                onChange={(kind) => kind && update(draft.key, (d) => changeKind(d, kind))}
              />
            </div>
            {(target === 'Group' || target === 'Flow') && (
              <div css={{ minWidth: 240 }}>
                <FormField label={`${target} of action ${n}`} error={problem}>
                  <AsyncSearchSelect
                    value={
                      draft.TargetId ? { value: draft.TargetId, label: draft.TargetTitle ?? draft.TargetId } : null
                    }
                    onChange={(o) =>
                      update(draft.key, (d) => ({ ...d, TargetId: o?.value ?? null, TargetTitle: o?.label ?? null }))
                    }
                    placeholder="Type at least 3 characters..."
                    search={target === 'Group' ? searchGroups : searchFlows}
                  />
                </FormField>
              </div>
            )}
            {target && target !== 'Group' && target !== 'Flow' && (
              <div css={{ minWidth: 320 }}>
                <FormField label={`${target} id of action ${n}`} error={problem}>
                  <TextInput
                    value={draft.TargetId ?? ''}
                    onChange={(e) => update(draft.key, (d) => ({ ...d, TargetId: e.target.value || null }))}
                  />
                </FormField>
              </div>
            )}
            {!target && problem && <p role="alert">{problem}</p>}
            <Button
              type="button"
              variant="secondary"
              aria-label={`Remove action ${n}`}
              onClick={() => onChange(value.filter((d) => d.key !== draft.key))}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={!canAddAction(value)}
          onClick={() => onChange([...value, newAction()])}
        >
          Add action
        </Button>
      </div>
    </fieldset>
  );
}
