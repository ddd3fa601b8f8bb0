import { Suspense } from 'react';
import { LazyModalLayer } from '../floating/lazy-layers';
import type { ModalProps } from './modal-props';

export type { DialogAction, DialogActions, ModalProps, ModalSize } from './modal-props';

/**
 * A modal dialog: focus moves into it on open (see `initialFocus`), Tab stays inside, Escape closes
 * it and focus returns to the control that opened it. The page behind is inert to assistive tech.
 */
export function Modal({ isOpen, ...dialog }: ModalProps) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalLayer {...dialog} />
    </Suspense>
  );
}
