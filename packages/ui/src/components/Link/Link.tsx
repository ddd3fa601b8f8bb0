import { css } from '@emotion/react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { PortcullisTheme } from '../../theme/tokens';
import { ExternalLinkIcon } from '../icons';
import { visuallyHidden } from '../styles';

/**
 * How a link sits in its surroundings:
 * - `standalone`: on its own, e.g. a name in a table cell or a "View all" under a card. Link colour,
 *   underlined on hover and focus.
 * - `inline`: inside a sentence. Always underlined, so it is told apart from the text without
 *   relying on colour (WCAG 1.4.1).
 * - `quiet`: text colour until hovered, for dense lists where many links sit side by side.
 */
export type LinkVariant = 'standalone' | 'inline' | 'quiet';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
  /** @default 'standalone' */
  variant?: LinkVariant;
  /**
   * Opens in a new tab: adds `target="_blank"`, `rel="noopener noreferrer"`, an icon and
   * "(opens in a new tab)" for screen readers.
   * @default false
   */
  isExternal?: boolean;
}

/** The look of a kit link, for anchors a host renders itself (e.g. a router's own link). */
export const linkStyles = (theme: PortcullisTheme, variant: LinkVariant = 'standalone') => css`
  color: ${variant === 'quiet' ? theme.colors.text : theme.colors.link};
  font-weight: ${variant === 'inline' ? 'inherit' : theme.fontWeights.medium};
  text-decoration: ${variant === 'inline' ? 'underline' : 'none'};
  text-decoration-thickness: 1px;
  text-underline-offset: 2px;
  border-radius: 2px;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.linkHover};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
    text-decoration: underline;
  }
  & > svg {
    display: inline-block;
    vertical-align: -2px;
    margin-left: 3px;
  }
`;

/**
 * A styled anchor: the one look of links across the kit and the console. It is a real `<a href>`,
 * so opening in a new tab works; a host router passes `onClick` to navigate on a plain click.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, variant = 'standalone', isExternal = false, target, rel, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      target={isExternal ? '_blank' : target}
      rel={isExternal ? 'noopener noreferrer' : rel}
      css={(theme) => linkStyles(theme, variant)}
      {...rest}
    >
      {children}
      {isExternal && (
        <>
          <ExternalLinkIcon size={14} />
          <span css={visuallyHidden}> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
});
Link.displayName = 'Link';
