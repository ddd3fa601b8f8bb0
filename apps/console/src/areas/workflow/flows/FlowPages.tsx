import { PageHeader, PageLayout } from '@portcullis/ui';
import {
  flowItemResource,
  flowResource,
  formDefResource,
  titleOf,
  type FlowStageSpec,
  type FormFieldSpec,
} from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { navigate } from '../../../shell/navigate';
import { useRecord } from '../../shared/forms';
import { ChildList } from '../../shared/resource/ChildLists';
import type { ControlProps } from '../../shared/resource/overrides';
import { recordQueryKey, resourceClient } from '../../shared/resource/resource-client';
import { resourceScreen } from '../../shared/resource/screens';
import { ResourceView } from '../../shared/resource/ResourceView';
import { FormDesigner } from '../forms/FormDesigner';
import { StagesEditor } from './StagesEditor';

type Row = Record<string, unknown>;
const flows = resourceClient(flowResource);

/** `forms/def/:id?`: the generic save form with the form designer (fields, reordering, live preview). */
export const FormDefPage = resourceScreen(formDefResource, 'save', {
  controls: {
    Fields: (props) => {
      const { value, onChange, error } = props as unknown as ControlProps<FormFieldSpec[] | null>;
      return <FormDesigner value={value} onChange={onChange} error={error} />;
    },
  },
});

/** `flows/save/:id?`: the generic save form with the stages editor. */
export const FlowSavePage = resourceScreen(flowResource, 'save', {
  controls: {
    Stages: (props) => {
      const { value, onChange, error } = props as unknown as ControlProps<FlowStageSpec[] | null>;
      return <StagesEditor value={value} onChange={onChange} error={error} />;
    },
  },
});

/** A flow's view: its facts and its items as a tab, with a link to the items page. */
export const FlowViewPage = resourceScreen(flowResource, 'view', {
  viewActions: (flow) => [
    { id: 'items', label: 'Items', onClick: () => navigate(links.flowItems({ id: String(flow.FlowId) })) },
  ],
});

/**
 * `flow/:id/items`: the running and finished instances of a flow with their state and the stages they
 * wait for; each opens its page (answers, history, approve and deny).
 */
export function FlowItemsPage({ params, route }: ScreenProps) {
  const id = params.id ?? '';
  const { state } = useRecord(() => flows.get(id), [id], { queryKey: recordQueryKey(flowResource, id) });
  if (state.status === 'loading') return null;
  if (state.status !== 'ready')
    return (
      <PageLayout header={<PageHeader title={route.title} />}>
        <p role="alert">The flow could not be loaded.</p>
      </PageLayout>
    );
  const flow = state.data as Row;
  return (
    <PageLayout header={<PageHeader title={route.title} description={titleOf(flowResource, flow)} />}>
      <ChildList
        def={flowResource}
        record={flow}
        childKey="items"
        child={flowResource.children.items}
        childHref={(item) => links.flowItemView({ id: String(item.FlowItemId) })}
      />
    </PageLayout>
  );
}

/** One flow item: who asked what, the answers, the history, and Approve or Deny for its approvers. */
export function FlowItemPage(props: ScreenProps) {
  return <ResourceView {...props} definition={flowItemResource} />;
}
