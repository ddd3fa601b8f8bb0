import type { MouseEvent, ReactNode } from 'react';
import { Link, type LinkVariant } from '@portcullis/ui';
import type { Href } from '../../routes/links';
import { navigate } from '../../shell/navigate';

/**
 * A link to a console page: the kit's Link (a real href, so open in a new tab works) with
 * client-side navigation on a plain click. `to` comes from a link builder (`links.userView({ id })`),
 * never a path string.
 */
export function ConsoleLink({
  to,
  children,
  label,
  variant,
}: {
  to: Href;
  children: ReactNode;
  label?: string;
  /** @default 'standalone' */
  variant?: LinkVariant;
}) {
  return (
    <Link
      href={to}
      aria-label={label}
      {...(variant ? { variant } : {})}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * The `href` and `onClick` of a console link for the kit's link-shaped controls (`RowActions`): a
 * real href for open-in-new-tab, client-side navigation on a plain click.
 */
export function routerLink(to: Href): { href: Href; onClick: (event: MouseEvent<HTMLElement>) => void } {
  return {
    href: to,
    onClick: (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(to);
    },
  };
}
