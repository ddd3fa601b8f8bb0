import { css, keyframes } from '@emotion/react';
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createToastStore,
  type Toast,
  type ToastInput,
  type ToastKind,
  type ToastLink,
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

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const isUrgent = toast.kind === 'danger';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      css={(theme) => {
        const bg: Record<ToastKind, [string, string]> = {
          success: [theme.colors.success, theme.colors.onSuccess],
          danger: [theme.colors.danger, theme.colors.onDanger],
          info: [theme.colors.info, theme.colors.onInfo],
        };
        const [background, color] = bg[toast.kind];
        return css`
          display: flex;
          gap: 12px;
          align-items: flex-start;
          min-width: 260px;
          max-width: 380px;
          padding: 12px 14px;
          border-radius: ${theme.radii.md};
          background: ${background};
          color: ${color};
          box-shadow: ${theme.shadows.md};
          animation: ${slideIn} 150ms ease-out;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `;
      }}
    >
      <div css={{ flex: 1 }}>
        {toast.title && <strong css={{ display: 'block', marginBottom: 2 }}>{toast.title}</strong>}
        <span css={{ display: 'block' }}>{toast.message}</span>
        {toast.link && <ToastLinkAnchor link={toast.link} onFollowed={onDismiss} />}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
        css={css`
          border: 0;
          background: transparent;
          color: inherit;
          font-size: 16px;
          line-height: 1;
          cursor: pointer;
          padding: 2px;
          &:focus-visible {
            outline: 2px solid currentColor;
          }
        `}
      >
        ×
      </button>
    </div>
  );
}

/** The toast's link, underlined in the toast's own text colour so it reads on every toast kind. */
function ToastLinkAnchor({ link, onFollowed }: { link: ToastLink; onFollowed: () => void }) {
  return (
    <a
      href={link.href}
      onClick={(event) => {
        if (!link.onFollow || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        link.onFollow(link.href);
        onFollowed();
      }}
      css={css`
        display: inline-block;
        margin-top: 4px;
        color: inherit;
        font-weight: 600;
        text-decoration: underline;
        &:focus-visible {
          outline: 2px solid currentColor;
          outline-offset: 2px;
        }
      `}
    >
      {link.label}
    </a>
  );
}

/**
 * Shows toasts (success, danger, info; auto-hidden after 5000 ms) at the bottom right and gives
 * `useToast()` to components. Pass `store` to share the list with non-React code.
 */
export function ToastProvider({ children, store: givenStore, autoHideMs }: ToastProviderProps) {
  const [ownStore] = useState(() => givenStore ?? createToastStore(autoHideMs === undefined ? {} : { autoHideMs }));
  const store = givenStore ?? ownStore;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
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
