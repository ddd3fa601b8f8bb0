import { css } from '@emotion/react';
import { useState } from 'react';
import { avatarInitials } from '../../core/text';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Name the initials are taken from; also the accessible name. */
  name?: string | null;
  /** Photo address; initials are shown when it is missing or fails to load. */
  photoUrl?: string | null;
  /**
   * Diameter in px.
   * @default 40
   */
  size?: number;
}

/** A round photo, or two-letter initials of the name ('APP' when there is no name). */
export function Avatar({ name, photoUrl, size = 40 }: AvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const initials = avatarInitials(name);
  const label = name?.trim() || initials;
  const box = css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    overflow: hidden;
  `;
  if (photoUrl && !hasFailed) {
    return (
      <img
        src={photoUrl}
        alt={label}
        width={size}
        height={size}
        onError={() => setHasFailed(true)}
        css={[box, { objectFit: 'cover' }]}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      css={(theme) => [
        box,
        css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          font-size: ${Math.round(size * (initials.length > 2 ? 0.32 : 0.4))}px;
          font-weight: ${theme.fontWeights.bold};
        `,
      ]}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
