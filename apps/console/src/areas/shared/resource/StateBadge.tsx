import { Badge } from '@portcullis/ui';
import { stateOf, type AnyLifecycle } from '@portcullis/api-client';

/**
 * A record's lifecycle state as a badge: its label and tone come from the definition's lifecycle table
 * (the one place they are written; §4 "Certification state badge colours are mapped per state").
 */
export function StateBadge({ lifecycle, value }: { lifecycle: AnyLifecycle; value: unknown }) {
  const state = stateOf(lifecycle, value);
  return <Badge tone={state.tone}>{state.title}</Badge>;
}
