import { useEffect, useRef, useState } from 'react';
import { uiMessages } from '../../core/messages';
import { timings } from '../../core/search';
import { Button, type ButtonSize } from '../Button/Button';
import { CopyIcon } from '../icons';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** Text put on the clipboard. */
  text: string;
  /**
   * Label of the button.
   * @default 'Copy'
   */
  label?: string;
  /**
   * How long the 'Copied' confirmation shows, in ms (§9).
   * @default 2000
   */
  confirmationMs?: number;
  /** Called after a successful copy. */
  onCopy?: (text: string) => void;
  /** @default 'sm' */
  size?: ButtonSize;
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // The async clipboard needs focus and permission; fall back to the selection-based copy.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const isCopied = document.execCommand('copy');
  area.remove();
  if (!isCopied) throw new Error('Copy failed');
}

/** Copies text to the clipboard and confirms with 'Copied' for 2 seconds. */
export function CopyButton({
  text,
  label = uiMessages.copy,
  confirmationMs = timings.copyConfirmation,
  onCopy,
  size = 'sm',
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await writeClipboard(text);
      setState('copied');
      onCopy?.(text);
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), confirmationMs);
  };
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Button size={size} onClick={() => void copy()} startIcon={<CopyIcon />}>
        {state === 'copied' ? uiMessages.copied : label}
      </Button>
      <span
        role="status"
        css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {state === 'copied' ? uiMessages.copied : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
}
