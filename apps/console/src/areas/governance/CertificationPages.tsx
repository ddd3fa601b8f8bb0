import { PageHeader, PageLayout, useAccess } from '@portcullis/ui';
import { accessCertificationResource, certificationItemResource, titleOf } from '@portcullis/api-client';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { useRecord } from '../shared/forms';
import { ChildList } from '../shared/resource/ChildLists';
import { recordQueryKey, resourceClient } from '../shared/resource/resource-client';
import { ResourceView } from '../shared/resource/ResourceView';

type Row = Record<string, unknown>;
const campaigns = resourceClient(accessCertificationResource);

/**
 * A campaign's items (§2.4 `access-certifications/:id/items`): the generic child list, which the server
 * narrows to the caller's own items unless they administer certifications, with the bulk bar (approve,
 * reject, accept recommendations across pages). Each item links to its review page.
 */
export function CertificationItemsPage({ params, route }: ScreenProps) {
  const id = params.id ?? '';
  // Reviewers may not read the campaign itself (AccessCertificationDef.List): they see their items only,
  // and the page does not ask for the campaign (a 403 would lead to the forbidden screen, §8).
  const canReadCampaign = useAccess().hasPermission(accessCertificationResource.access.list);
  const { state } = useRecord(
    () =>
      canReadCampaign
        ? campaigns.get(id)
        : Promise.resolve({ Success: true, Data: { AccessCertificationId: id, Title: 'this campaign' } }),
    [id, canReadCampaign],
    { queryKey: recordQueryKey(accessCertificationResource, id) },
  );
  if (state.status === 'loading') return null;
  const campaign: Row =
    state.status === 'ready' ? (state.data as Row) : { AccessCertificationId: id, Title: 'this campaign' };
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description={canReadCampaign ? titleOf(accessCertificationResource, campaign) : undefined}
        />
      }
    >
      <ChildList
        def={accessCertificationResource}
        record={campaign}
        childKey="items"
        child={accessCertificationResource.children.items}
        childHref={(item) => links.accessCertificationReview({ id, itemId: String(item.ItemId) })}
      />
    </PageLayout>
  );
}

/**
 * Reviewing one item (§2.4 `…/items/:itemId/review`): the generic view of the item — who, what, granted
 * how, since when, last sign-in, the recommendation and its reason — with the decisions its state
 * allows (approve, reject with a justification, delegate) as buttons.
 */
export function CertificationReviewPage(props: ScreenProps) {
  return (
    <ResourceView
      {...props}
      params={{ ...props.params, id: props.params.itemId ?? '' }}
      definition={certificationItemResource}
    />
  );
}
