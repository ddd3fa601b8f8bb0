import { Badge } from '@portcullis/ui';
import type { UserRow } from '@portcullis/api-client';

/** How a user's state and source read in the user list and the user view (one definition for both). */

/** Locked (a sign-in lock still running), else enabled or disabled. */
export const userStateBadge = (u: Pick<UserRow, 'IsLocked' | 'IsEnabled'>) =>
  u.IsLocked ? (
    <Badge tone="danger">Locked</Badge>
  ) : u.IsEnabled ? (
    <Badge tone="success">Enabled</Badge>
  ) : (
    <Badge tone="neutral">Disabled</Badge>
  );

/** §3: an unknown user source reads '- Unknown -'. */
export const userSourceTitle = (u: { SourceTitle: string | null }) => u.SourceTitle ?? '- Unknown -';
