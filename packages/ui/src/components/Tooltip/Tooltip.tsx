import type { Placement } from '@floating-ui/react';
import {
  Suspense,
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { LazyTooltipLayer, preloadFloatingLayers } from '../floating/lazy-layers';
import { useMergedRef } from '../floating/merge-refs';
import { chainHandlers, type TriggerProps } from '../floating/trigger';
import { joinIds } from '../styles';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text of the tooltip. */
  content: ReactNode;
  /** The element described; it must accept a ref and event props. */
  children: ReactElement;
  /**
   * Preferred side.
   * @default 'top'
   */
  placement?: Placement;
  /**
   * Delay before showing on hover, in ms.
   * @default 300
   */
  delay?: number;
}

/** Whether focus on `element` is keyboard focus (a click's focus does not show the tooltip). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** A tooltip shown on hover and keyboard focus, hidden by Escape; it describes its trigger. */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reference = useRef<Element>(null);
  const own = children.props as TriggerProps;
  const ref = useMergedRef(reference, (children.props as { ref?: Ref<Element> }).ref);
  const tooltipId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (after: number) => {
    preloadFloatingLayers();
    clearTimeout(timer.current);
    if (after > 0) timer.current = setTimeout(() => setIsOpen(true), after);
    else setIsOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setIsOpen(false);
  };
  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-describedby': joinIds(own['aria-describedby'], isOpen && tooltipId),
        onMouseEnter: chainHandlers(own.onMouseEnter, () => show(delay)),
        onMouseLeave: chainHandlers(own.onMouseLeave, hide),
        onFocus: chainHandlers(own.onFocus, (event) => {
          if (isFocusVisible(event.currentTarget)) show(0);
        }),
        onBlur: chainHandlers(own.onBlur, hide),
      } as object)}
      {isOpen && (
        <Suspense fallback={null}>
          <LazyTooltipLayer
            reference={reference}
            onClose={hide}
            placement={placement}
            id={tooltipId}
            content={content}
          />
        </Suspense>
      )}
    </>
  );
}
