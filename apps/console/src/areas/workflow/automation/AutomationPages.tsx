import { Badge } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import { automationRuleResource, Permissions, type RuleGroup, type RuleRun } from '@portcullis/api-client';
import { api } from '../../../api';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell } from '../../shared/cells';
import { useRuleChangeReview } from '../../shared/RuleChangeReview';
import type { SaveReview } from '../../shared/resource/overrides';
import { resourceScreen } from '../../shared/resource/screens';
import { ActionSwitch } from '../../shared/resource/RecordActionControls';
import { RuleFileMenu } from '../RuleFileDialogs';
import { runCounts } from '../rule-run-text';
import { EnabledControl, RuleActionsControl, RuleTreeControl } from './RuleControls';
import { RuleFormProvider, useRuleForm } from './RuleFormContext';
import { SelectedRuleRuns } from './RuleRuns';

type Row = Record<string, unknown>;
const reload = () => invalidateQueries(['resource', automationRuleResource.name, 'list']);

/**
 * Workflow → Automation (spec §2.10, Rule.List): the generic list of the automation-rule definition,
 * with the enabled state as a badge and a switch, the last run, a Runs link per row; automation/:id
 * shows that rule's runs (the definition's child list) under the list.
 */
export const AutomationListPage = resourceScreen(automationRuleResource, 'list', {
  tableLabel: automationRuleResource.titles.many,
  cells: {
    IsEnabled: (r) => <Badge tone={r.IsEnabled ? 'success' : 'neutral'}>{r.IsEnabled ? 'Enabled' : 'Disabled'}</Badge>,
    UpdatedDate: (r) => dateTimeCell(r.UpdatedDate ?? r.CreatedDate),
    LastRun: (r) => {
      const run = r.LastRun as RuleRun | null;
      return run ? `${dateTimeCell(run.StartedAt)} · ${runCounts(run)}` : 'Not run yet';
    },
  },
  rowControls: (r) => (
    <ActionSwitch
      def={automationRuleResource}
      on="enable"
      off="disable"
      flag="IsEnabled"
      record={r}
      label={`${r.Title} enabled`}
      onDone={reload}
    />
  ),
  rowActions: (r) => [
    {
      id: 'runs',
      label: 'Runs',
      permission: Permissions.RuleEdit,
      href: links.automationList({ id: r.RuleId }),
      onClick: (e) => {
        e.preventDefault();
        navigate(links.automationList({ id: r.RuleId }));
      },
    },
  ],
  listBelow: (params) => params.id && <SelectedRuleRuns id={params.id} />,
});

/** Saving a changed tree first shows who the rule newly selects and drops (the review dialog). */
function useRuleSaveReview(): SaveReview {
  const { review, dialog } = useRuleChangeReview('rule');
  return {
    dialog,
    confirm: async (draft, record) =>
      !record ||
      JSON.stringify(draft.Tree) === JSON.stringify(record.Tree) ||
      review(() =>
        api.rules.simulate(
          { body: { RuleId: String(record.RuleId), Tree: draft.Tree as RuleGroup } },
          { suppressErrorToast: true },
        ),
      ),
  };
}

/** The rule file menu beside Save: the rule as JSON or SQL, and loading one from JSON. */
function RuleFile({ draft, edit }: { draft: Row; edit: (next: Row) => void }) {
  const { properties } = useRuleForm();
  return (
    <RuleFileMenu
      tree={draft.Tree as RuleGroup}
      about={{ name: String(draft.Name ?? ''), title: String(draft.Title ?? '') }}
      properties={properties}
      onImport={(imported) =>
        edit({
          Tree: imported.tree,
          ...(!draft.Title && imported.title ? { Title: imported.title } : {}),
          ...(!draft.Name && imported.name ? { Name: imported.name } : {}),
        })
      }
    />
  );
}

const GenericRuleSave = resourceScreen(automationRuleResource, 'save', {
  // Rendered as components: the builder and the actions editor keep state of their own.
  controls: {
    IsEnabled: (props) => <EnabledControl {...props} />,
    Tree: (props) => <RuleTreeControl {...props} />,
    Actions: (props) => <RuleActionsControl {...props} />,
  },
  formMaxWidth: 960,
  formActions: (draft, edit) => <RuleFile draft={draft} edit={edit} />,
  useSaveReview: useRuleSaveReview,
  afterSave: () => links.automationList(),
});

/**
 * Create or edit an automation rule: the generic save form of the definition, with the visual builder
 * and a live preview of the users it selects, the actions editor, the rule file menu, and a review of
 * who a changed rule adds and drops before it is saved.
 */
export function AutomationSavePage(props: ScreenProps) {
  return (
    <RuleFormProvider id={props.params.id}>
      <GenericRuleSave {...props} />
    </RuleFormProvider>
  );
}
