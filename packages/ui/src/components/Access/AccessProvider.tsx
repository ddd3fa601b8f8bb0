import { css } from '@emotion/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { uiMessages } from '../../core/messages';
import { Tooltip } from '../Tooltip/Tooltip';
import { LockIcon } from '../icons';
import { focusRing } from '../styles';

/** What the gates ask. */
export interface AccessValue {
  /** True when every listed permission is held (a super admin holds all). */
  hasPermission: (permission: string | readonly string[]) => boolean;
  /** True when the feature flag is on. */
  isFeatureEnabled: (flag: string) => boolean;
}

const AccessContext = createContext<AccessValue | null>(null);
AccessContext.displayName = 'AccessContext';

/** Props of {@link AccessProvider}. */
export interface AccessProviderProps {
  /** Permissions the current user holds. */
  permissions: readonly string[];
  /** Feature flags switched on in this environment. */
  featureFlags: readonly string[];
  /**
   * A super admin passes every permission check.
   * @default false
   */
  isSuperAdmin?: boolean;
  children?: ReactNode;
}

/** Supplies the held permissions and enabled feature flags to {@link PermissionGate} and {@link FeatureFlagGate}. */
export function AccessProvider({ permissions, featureFlags, isSuperAdmin = false, children }: AccessProviderProps) {
  const value = useMemo<AccessValue>(() => {
    const held = new Set(permissions);
    const flags = new Set(featureFlags);
    return {
      hasPermission: (permission) =>
        isSuperAdmin || (typeof permission === 'string' ? [permission] : permission).every((p) => held.has(p)),
      isFeatureEnabled: (flag) => flags.has(flag),
    };
  }, [permissions, featureFlags, isSuperAdmin]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

/** The access checks. Without a provider nothing is permitted and no flag is on. */
export function useAccess(): AccessValue {
  return useContext(AccessContext) ?? { hasPermission: () => false, isFeatureEnabled: () => false };
}

/** Props of {@link LockedLink}. */
export interface LockedLinkProps {
  children: ReactNode;
  /**
   * Tooltip explaining the lock.
   * @default "You don't have access to this feature!"
   */
  message?: string;
}

/** A link shown in its locked state: not navigable, with a tooltip saying why (§6). */
export function LockedLink({ children, message = uiMessages.noAccess }: LockedLinkProps) {
  return (
    <Tooltip content={message} delay={0}>
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        data-locked=""
        css={(theme) => css`
          display: inline-flex;
          align-items: center;
          gap: 4px;
          color: ${theme.colors.textMuted};
          cursor: not-allowed;
          ${focusRing(theme)}
        `}
      >
        <LockIcon />
        {children}
      </span>
    </Tooltip>
  );
}

/** Props of {@link PermissionGate}. */
export interface PermissionGateProps {
  /** Permission (or all of several) required to see the children. */
  permission: string | readonly string[];
  children: ReactNode;
  /**
   * On failure: 'remove' renders nothing, 'lock' renders the children's text as a {@link LockedLink}.
   * @default 'remove'
   */
  onDenied?: 'remove' | 'lock';
  /** Content of the locked link when `onDenied` is 'lock'; pass plain text when the children are a link. @default the children */
  lockedLabel?: ReactNode;
}

/** Shows its children only when the user holds the permission; otherwise removes them or shows them locked. */
export function PermissionGate({ permission, children, onDenied = 'remove', lockedLabel }: PermissionGateProps) {
  const { hasPermission } = useAccess();
  if (hasPermission(permission)) return <>{children}</>;
  return onDenied === 'lock' ? <LockedLink>{lockedLabel ?? children}</LockedLink> : null;
}

/** Props of {@link FeatureFlagGate}. */
export interface FeatureFlagGateProps {
  /** Flag that must be on, e.g. 'ANOMALY_DETECTION'. */
  flag: string;
  children: ReactNode;
  /**
   * When the flag is off: 'message' says 'This feature is not enabled in your environment.', 'remove' renders nothing.
   * @default 'message'
   */
  onDisabled?: 'message' | 'remove';
}

/** Shows its children only when the feature flag is on. */
export function FeatureFlagGate({ flag, children, onDisabled = 'message' }: FeatureFlagGateProps) {
  const { isFeatureEnabled } = useAccess();
  if (isFeatureEnabled(flag)) return <>{children}</>;
  if (onDisabled === 'remove') return null;
  return (
    <p role="note" css={(theme) => ({ margin: 0, padding: 12, color: theme.colors.textMuted })}>
      {uiMessages.featureDisabled}
    </p>
  );
}
