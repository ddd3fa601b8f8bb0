import { PageHeader, PageLayout } from '@portcullis/ui';
import type { ScreenProps } from '../routes/route-types';

/** Spec sentence for routes whose screens belong to later issues; the route table counts them. */
export const NOT_BUILT_TEXT = 'This screen is not built yet.';

/** The one shared placeholder of routes whose screen is not built (see `notBuiltRoutes`). */
export function NotBuiltYet({ route }: ScreenProps) {
  return (
    <PageLayout header={<PageHeader title={route.title} />}>
      <p css={{ margin: 0 }}>{NOT_BUILT_TEXT}</p>
    </PageLayout>
  );
}
