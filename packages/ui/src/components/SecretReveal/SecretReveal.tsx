import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { timings } from '../../core/search';
import { Button } from '../Button/Button';

/** Props of {@link SecretReveal}. */
export interface SecretRevealProps {
  /** Loads the secret when the user asks (e.g. a shared account's password; the server records it). */
  loadSecret: () => Promise<string>;
  /** Name of what is revealed, for the button and announcements. @default 'password' */
  secretName?: string;
  /**
   * Seconds the secret stays visible (§9).
   * @default 9
   */
  countdownSeconds?: number;
  /** Called when loading fails. */
  onError?: (error: unknown) => void;
}

type RevealState = { phase: 'hidden' } | { phase: 'loading' } | { phase: 'shown'; secret: string; secondsLeft: number };

/** Hides a secret behind a Reveal button; once revealed it counts down 9 seconds and hides again. */
export function SecretReveal({
  loadSecret,
  secretName = 'password',
  countdownSeconds = timings.secretRevealCountdown / 1000,
  onError,
}: SecretRevealProps) {
  const [state, setState] = useState<RevealState>({ phase: 'hidden' });
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const isShown = state.phase === 'shown';
  useEffect(() => {
    if (!isShown) return;
    const interval = setInterval(() => {
      setState((s) => {
        if (s.phase !== 'shown') return s;
        return s.secondsLeft <= 1 ? { phase: 'hidden' } : { ...s, secondsLeft: s.secondsLeft - 1 };
      });
    }, 1000);
    return () => clearInterval(interval);
  }, [isShown]);

  const reveal = async () => {
    setState({ phase: 'loading' });
    try {
      const secret = await loadSecret();
      if (isMounted.current) setState({ phase: 'shown', secret, secondsLeft: countdownSeconds });
    } catch (error) {
      if (isMounted.current) setState({ phase: 'hidden' });
      onError?.(error);
    }
  };

  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <code
        aria-label={isShown ? `Revealed ${secretName}` : `Hidden ${secretName}`}
        css={(theme) => css`
          padding: 4px 8px;
          border-radius: ${theme.radii.sm};
          background: ${theme.colors.surfaceMuted};
          font-family: ${theme.fontFamilyMono};
        `}
      >
        {state.phase === 'shown' ? state.secret : '••••••••••'}
      </code>
      {state.phase === 'shown' ? (
        <>
          <span role="timer" aria-live="off" aria-label="Seconds until hidden">
            {state.secondsLeft}s
          </span>
          <Button size="sm" onClick={() => setState({ phase: 'hidden' })}>
            Hide
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => void reveal()} isLoading={state.phase === 'loading'}>
          {`Reveal ${secretName}`}
        </Button>
      )}
    </span>
  );
}
