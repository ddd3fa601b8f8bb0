import type { RulePreviewResult } from '@portcullis/api-client';
import { ErrorIcon, formatDisplayDate } from '@portcullis/ui';

/** The last evaluation of a saved rule: the api-client's wire type (spec §3 Rule preview result). */
export type { RulePreviewResult };

/** §9 display date and time, or null when absent or unreadable. */
const when = (value: string | null) => (value ? formatDisplayDate(value, true) || null : null);

/**
 * The last evaluation of a saved rule in words, above the preview: when it ran, what it said and
 * whether it failed. Decision: RuleHash is internal (it tells whether the rule changed since) and is
 * not shown; dates use the §9 display format; absent figures are left out rather than shown as '—'.
 */
export function LastEvaluation({ result }: { result: RulePreviewResult }) {
  const ran = when(result.TourEndDate) ?? when(result.TourStartDate);
  const rows: Array<[string, string]> = [];
  if (ran) rows.push(['Last evaluated', ran]);
  if (result.Message) rows.push(['Result', result.Message]);
  const updated = when(result.UpdatedDate) ?? when(result.CreatedDate);
  if (updated) rows.push([result.UpdatedDate ? 'Rule changed' : 'Rule created', updated]);
  if (rows.length === 0 && !result.ErrorMessage) return null;
  return (
    <section
      aria-label="Last evaluation"
      css={(t) => ({
        display: 'grid',
        gap: t.space[2],
        padding: t.space[3],
        borderRadius: t.radii.md,
        background: t.colors.surfaceMuted,
      })}
    >
      {rows.length > 0 && (
        <dl
          css={(t) => ({
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: `${t.space[1]}px ${t.space[4]}px`,
            margin: 0,
            ...t.text.body,
            '& dt': { color: t.colors.textMuted },
            '& dd': { margin: 0 },
          })}
        >
          {rows.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
        </dl>
      )}
      {result.ErrorMessage && (
        <p
          css={(t) => ({
            display: 'flex',
            gap: t.space[2],
            margin: 0,
            color: t.colors.danger,
            ...t.text.body,
            '& > svg': { flexShrink: 0, marginTop: 2 },
          })}
        >
          <ErrorIcon size={16} aria-hidden="true" />
          {`The last evaluation failed: ${result.ErrorMessage}`}
        </p>
      )}
    </section>
  );
}
