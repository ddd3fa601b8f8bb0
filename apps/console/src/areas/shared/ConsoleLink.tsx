import type { MouseEvent, ReactNode } from 'react';
import type { Href } from '../../routes/links';
import { navigate } from '../../routes/navigate';

/**
 * A link to a console page: a real href (open in a new tab works) and client-side navigation on a
 * plain click. `to` comes from a link builder (`links.userView({ id })`), never a path string.
 */
export function ConsoleLink({ to, children, label }: { to: Href; children: ReactNode; label?: string }) {
  return (
    <a
      href={to}
      aria-label={label}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
