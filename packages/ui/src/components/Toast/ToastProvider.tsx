import { css, keyframes } from '@emotion/react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button, IconButton } from '../Button/Button';
import { Link } from '../Link/Link';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../icons';
import {
  createToastStore,
  type Toast,
  type ToastInput,
  type ToastKind,
  type ToastSink,
  type ToastStore,
} from '../../core/toastStore';

/** What `useToast` returns. */
export interface ToastApi {
  /** Shows any toast; a {@link ToastSink}. */
  show: ToastSink;
  success: (title: string, message: string) => void;
  danger: (title: string, message: string) => void;
  info: (title: string, message: string) => void;
  dismiss: (id: number) => void;
  /** The store behind the provider, for code outside React (the api-client). */
  store: ToastStore;
}

const ToastContext = createContext<ToastApi | null>(null);
ToastContext.displayName = 'ToastContext';

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** An existing store, e.g. one the api-client was created with; a new one is made otherwise. */
  store?: ToastStore;
  /**
   * Auto-hide delay of toasts from a store this provider creates.
   * @default 5000
   */
  autoHideMs?: number;
}

const slideIn = keyframes`from { transform: translateY(8px); opacity: 0; } to { transform: none; opacity: 1; }`;

const kindIcon = { success: SuccessIcon, danger: ErrorIcon, info: InfoIcon } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const isUrgent = toast.kind === 'danger';
  const Icon = kindIcon[toast.kind];
  const { action } = toast;
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      css={(theme) => {
        const accent: Record<ToastKind, string> = {
          success: theme.colors.success,
          danger: theme.colors.danger,
          info: theme.colors.info,
        };
        return css`
          display: flex;
          gap: ${theme.space[3]}px;
          align-items: flex-start;
          box-sizing: border-box;
          width: 380px;
          max-width: calc(100vw - 32px);
          padding: ${theme.space[3]}px ${theme.space[3]}px ${theme.space[3]}px ${theme.space[4]}px;
          border: 1px solid ${theme.colors.border};
          border-left: 4px solid ${accent[toast.kind]};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          box-shadow: ${theme.elevation.overlay};
          animation: ${slideIn} 150ms ease-out;
          & > svg {
            flex-shrink: 0;
            margin-top: 2px;
            color: ${accent[toast.kind]};
          }
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `;
      }}
    >
      <Icon size={18} />
      <div css={{ flex: 1, minWidth: 0 }}>
        {toast.title && (
          <strong css={(theme) => ({ display: 'block', marginBottom: 2, ...theme.text.bodyStrong })}>
            {toast.title}
          </strong>
        )}
        <span css={(theme) => ({ color: toast.title ? theme.colors.textMuted : theme.colors.text })}>
          {toast.message}
        </span>
        {action && (
          <div css={{ marginTop: 6 }}>
            {action.href ? (
              <Link
                href={action.href}
                onClick={(event) => {
                  action.onClick?.(event);
                  onDismiss();
                }}
              >
                {action.label}
              </Link>
            ) : (
              <Button
                size="sm"
                variant="quiet"
                onClick={(event) => {
                  action.onClick?.(event);
                  onDismiss();
                }}
              >
                {action.label}
              </Button>
            )}
          </div>
        )}
      </div>
      <IconButton size="sm" label="Dismiss notification" icon={<CloseIcon />} onClick={onDismiss} />
    </div>
  );
}

/**
 * Shows toasts (success, danger, info; auto-hidden after 5000 ms) at the bottom right and gives
 * `useToast()` to components. Pass `store` to share the list with non-React code. While the pointer
 * is over the toasts or focus is inside them, no toast hides itself (the store is paused).
 */
export function ToastProvider({ children, store: givenStore, autoHideMs }: ToastProviderProps) {
  const [ownStore] = useState(() => givenStore ?? createToastStore(autoHideMs === undefined ? {} : { autoHideMs }));
  const store = givenStore ?? ownStore;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const hold = useRef({ isHovered: false, hasFocus: false });
  const updateHold = (next: Partial<typeof hold.current>) => {
    hold.current = { ...hold.current, ...next };
    if (hold.current.isHovered || hold.current.hasFocus) store.pause();
    else store.resume();
  };
  // The last toast can leave while hovered or focused: nothing would then resume the others.
  useEffect(() => {
    if (toasts.length === 0 && (hold.current.isHovered || hold.current.hasFocus)) {
      hold.current = { isHovered: false, hasFocus: false };
      store.resume();
    }
  }, [toasts.length, store]);
  const api = useMemo<ToastApi>(() => {
    const show: ToastSink = (toast: ToastInput) => {
      store.push(toast);
    };
    return {
      show,
      success: (title, message) => show({ kind: 'success', title, message }),
      danger: (title, message) => show({ kind: 'danger', title, message }),
      info: (title, message) => show({ kind: 'info', title, message }),
      dismiss: store.dismiss,
      store,
    };
  }, [store]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label="Notifications"
        onMouseEnter={() => updateHold({ isHovered: true })}
        onMouseLeave={() => updateHold({ isHovered: false })}
        onFocus={() => updateHold({ hasFocus: true })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) updateHold({ hasFocus: false });
        }}
        css={(theme) => css`
          position: fixed;
          right: 16px;
          bottom: 16px;
          z-index: ${theme.zIndices.toast};
          display: flex;
          flex-direction: column;
          gap: 8px;
        `}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Shows toasts from a component. Must be used under {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
