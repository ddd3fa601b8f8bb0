import { lazy } from 'react';

/**
 * The open state of the kit's overlays (menu, popover, tooltip, modal) is a separate chunk: their
 * positioning, focus management and dismissal come from @floating-ui/react (about 20 kB gzip), which a
 * page does not need until someone opens an overlay. Triggers render without it; the chunk is fetched
 * when the pointer or focus reaches a trigger (so it is usually ready by the click), or at the latest
 * when an overlay opens, which then shows once it has arrived.
 */
type FloatingLayers = typeof import('./layers');

let loading: Promise<FloatingLayers> | undefined;

/** Fetches the overlays' open state once; a failed fetch is tried again on the next call. */
function loadFloatingLayers(): Promise<FloatingLayers> {
  loading ??= import('./layers').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the overlays' open state (for a trigger's pointer-enter or focus). */
export function preloadFloatingLayers(): void {
  loadFloatingLayers().catch(() => undefined);
}

export const LazyMenuLayer = lazy(() => loadFloatingLayers().then((layers) => ({ default: layers.MenuLayer })));
export const LazyPopoverLayer = lazy(() => loadFloatingLayers().then((layers) => ({ default: layers.PopoverLayer })));
export const LazyTooltipLayer = lazy(() => loadFloatingLayers().then((layers) => ({ default: layers.TooltipLayer })));
export const LazyModalLayer = lazy(() => loadFloatingLayers().then((layers) => ({ default: layers.ModalLayer })));
