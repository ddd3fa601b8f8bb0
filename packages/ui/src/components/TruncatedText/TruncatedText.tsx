import { isTruncated, TRUNCATE_LENGTH, truncateText } from '../../core/text';
import { Tooltip } from '../Tooltip/Tooltip';

/** Props of {@link TruncatedText}. */
export interface TruncatedTextProps {
  text: string;
  /**
   * Characters kept before the ellipsis (§9).
   * @default 30
   */
  maxLength?: number;
}

/** Text cut to 30 characters plus an ellipsis; the full text is in a tooltip and the accessible name. */
export function TruncatedText({ text, maxLength = TRUNCATE_LENGTH }: TruncatedTextProps) {
  if (!isTruncated(text, maxLength)) return <span>{text}</span>;
  return (
    <Tooltip content={text} delay={200}>
      <span tabIndex={0} aria-label={text} role="text" css={{ cursor: 'help' }}>
        <span aria-hidden="true">{truncateText(text, maxLength)}</span>
      </span>
    </Tooltip>
  );
}
