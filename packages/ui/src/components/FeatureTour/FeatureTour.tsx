import { css } from '@emotion/react';
import { FloatingPortal, autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { timings } from '../../core/search';
import { Button } from '../Button/Button';

/** One step of a tour. */
export interface TourStep {
  /** CSS selector of the element to highlight. */
  target: string;
  title: string;
  content: ReactNode;
}

/** Why a tour ended. */
export type TourEndReason = 'done' | 'skipped' | 'timeout';

/** Props of {@link FeatureTour}. */
export interface FeatureTourProps {
  steps: readonly TourStep[];
  /** Whether the tour runs. */
  isOpen: boolean;
  /** Called when the tour ends: finished, skipped, or given up because a target never appeared or time ran out. */
  onEnd: (reason: TourEndReason) => void;
  /**
   * How long a step waits for its element and stays highlighted before the tour gives up, in ms (§9).
   * @default 30000
   */
  timeoutMs?: number;
}

function useTargetElement(selector: string | undefined, isActive: boolean, timeoutMs: number, onTimeout: () => void) {
  const [element, setElement] = useState<Element | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;
  useEffect(() => {
    setElement(null);
    if (!isActive || !selector) return;
    let found: Element | null = document.querySelector(selector);
    const observer = new MutationObserver(() => {
      if (found) return;
      found = document.querySelector(selector);
      if (found) setElement(found);
    });
    if (found) setElement(found);
    else observer.observe(document.body, { childList: true, subtree: true });
    // Gives up after the timeout: the element never appeared, or the step was left open that long.
    const timer = setTimeout(() => onTimeoutRef.current(), timeoutMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [selector, isActive, timeoutMs]);
  return element;
}

/** Walks the user through elements of the page, highlighting each; gives up after 30 seconds per step. */
export function FeatureTour({ steps, isOpen, onEnd, timeoutMs = timings.featureTourTimeout }: FeatureTourProps) {
  const [index, setIndex] = useState(0);
  const titleId = useId();
  useEffect(() => {
    if (isOpen) setIndex(0);
  }, [isOpen]);
  const step = steps[index];
  const target = useTargetElement(step?.target, isOpen, timeoutMs, () => onEnd('timeout'));
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom',
    whileElementsMounted: autoUpdate,
    middleware: [offset(12), flip(), shift({ padding: 8 })],
    elements: { reference: target },
  });
  const dialogRef = useRef<HTMLDivElement | null>(null);
  if (!isOpen || !step || !target) return null;
  const rect = target.getBoundingClientRect();
  const isLast = index === steps.length - 1;
  return (
    <FloatingPortal>
      <div
        aria-hidden="true"
        data-tour-highlight=""
        css={(theme) => css`
          position: fixed;
          z-index: ${theme.zIndices.popover};
          pointer-events: none;
          border-radius: ${theme.radii.md};
          box-shadow:
            0 0 0 3px ${theme.colors.focus},
            0 0 0 9999px rgba(0, 0, 0, 0.35);
        `}
        style={{ top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8 }}
      />
      <div
        ref={(el) => {
          // The portal mounts its content a tick later, so focus is moved when the dialog element arrives.
          if (el && el !== dialogRef.current) el.focus();
          dialogRef.current = el;
          refs.setFloating(el);
        }}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={floatingStyles}
        onKeyDown={(e) => e.key === 'Escape' && onEnd('skipped')}
        css={(theme) => css`
          z-index: ${theme.zIndices.popover + 1};
          width: 300px;
          padding: 14px;
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.lg};
          outline: none;
        `}
      >
        <h2 id={titleId} css={(theme) => ({ margin: '0 0 6px', fontSize: theme.fontSizes.lg })}>
          {step.title}
        </h2>
        <div>{step.content}</div>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 12 }}>
          <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            {index + 1} / {steps.length}
          </span>
          <span css={{ display: 'flex', gap: 8 }}>
            <Button size="sm" variant="ghost" onClick={() => onEnd('skipped')}>
              Skip
            </Button>
            <Button size="sm" variant="primary" onClick={() => (isLast ? onEnd('done') : setIndex(index + 1))}>
              {isLast ? 'Done' : 'Next'}
            </Button>
          </span>
        </div>
      </div>
    </FloatingPortal>
  );
}
