import { ApiError } from '../calls/errors';
import { SUPER_ADMIN_GRANT } from '../auth/session-user';
import type { ProtectedUser } from './effective';

/**
 * A refused escalation or change to a protected account: 403 naming the permission or the protected
 * user in plain words. The pipeline rolls the write back and audits the attempt as AccessRefused.
 */
export class AccessRefused extends ApiError {
  constructor(
    message: string,
    readonly targetType: string,
    readonly targetId: string | null,
    missing: readonly string[] = [],
  ) {
    super(403, message, 'Access refused', [], {
      MissingPermissions: missing.filter((m) => m !== SUPER_ADMIN_GRANT),
      MissingPack: null,
    });
  }
}

/** The refusal of a write that touches an account the actor may not manage (the same words wherever it is refused). */
export const protectedAccountRefusal = (found: ProtectedUser): AccessRefused =>
  new AccessRefused(
    found.missing === SUPER_ADMIN_GRANT
      ? `${found.userName} is a super admin: only a super admin can manage a super admin.`
      : `${found.userName} is a protected account: they hold ${found.missing}, which you do not.`,
    'User',
    found.userId,
    [found.missing],
  );
