import { PageLayout } from '@portcullis/ui';
import type { ScreenProps } from '../../routes/route-types';
import { DashboardHeader } from './DashboardHeader';

/** Spec §2.2: the security dashboard (flag PAGE_DASHBOARD_SECURITY) is an empty page. */
export function SecurityPage({ route }: ScreenProps) {
  return <PageLayout header={<DashboardHeader route={route} description="Security" />} />;
}
