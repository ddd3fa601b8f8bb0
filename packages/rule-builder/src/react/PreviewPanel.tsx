import { useState } from 'react';
import { Button, ErrorIcon, Link, Pagination, ShowIcon, Table } from '@portcullis/ui';
import { LastEvaluation, type RulePreviewResult } from './LastEvaluation';

export type { RulePreviewResult } from './LastEvaluation';

/** A user the rule selects (spec §3 Preview users). */
export interface PreviewUser {
  UserId: string;
  UserName: string;
  Email: string | null;
}

/** One page of the users a rule selects: the server's `{ Data, TotalItemCount }`. */
export interface PreviewPage {
  Data: PreviewUser[];
  TotalItemCount: number;
}

/** Spec §9: the rule preview page size. */
export const PREVIEW_PAGE_SIZE = 10;

export interface PreviewPanelProps {
  /**
   * Loads one page (1-based) of the users the current rule selects. A rejection's message is shown
   * to the user (e.g. the server's 'The rule is incomplete: Enter a value.').
   */
  fetchPassedUsers: (page: number, pageSize: number) => Promise<PreviewPage>;
  /** Header figures of the last evaluation of a saved rule, when there is one. */
  result?: RulePreviewResult | null;
  /**
   * Address of a user's page in the host app; each user name links there (new tab).
   * @default undefined (names are shown as plain text: the package knows no host routes)
   */
  userHref?: (userId: string) => string;
  /** Told when a preview fails, e.g. to show the builder's problems (RuleBuilder `showProblems`). */
  onError?: (error: unknown) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The preview failed. Check the rule and try again.';

/**
 * The rule preview (spec §4): the list stays disabled until the first Preview click; later clicks
 * refresh it. Decision (spec §8 says preview errors raise no toast): a failed preview is not silent
 * either; its message is shown in place of the list and announced (`role="alert"`), and the host is
 * told through `onError` so it can mark the incomplete rule.
 */
export function PreviewPanel({ fetchPassedUsers, result, userHref, onError }: PreviewPanelProps) {
  const [isEnabled, setEnabled] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PreviewPage | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async (target: number) => {
    setLoading(true);
    try {
      setData(await fetchPassedUsers(target, PREVIEW_PAGE_SIZE));
      setPage(target);
      setError(null);
    } catch (failure) {
      setData(null);
      setError(messageOf(failure));
      onError?.(failure);
    } finally {
      setLoading(false);
    }
  };
  const pages = data ? Math.max(1, Math.ceil(data.TotalItemCount / PREVIEW_PAGE_SIZE)) : 1;
  const rows = isEnabled ? (data?.Data ?? []) : [];
  return (
    <section aria-label="Preview" css={(t) => ({ display: 'grid', gap: t.space[3] })}>
      <div css={(t) => ({ display: 'flex', gap: t.space[3], alignItems: 'center' })}>
        <Button
          variant="secondary"
          startIcon={<ShowIcon size={16} />}
          isLoading={isLoading}
          onClick={() => {
            setEnabled(true);
            void load(1);
          }}
        >
          Preview
        </Button>
        {isEnabled && data && (
          <span role="status" css={(t) => ({ ...t.text.bodyStrong })}>
            {`${data.TotalItemCount.toLocaleString('en')} ${data.TotalItemCount === 1 ? 'user passes' : 'users pass'}`}
          </span>
        )}
      </div>
      {result && <LastEvaluation result={result} />}
      <div role="alert">
        {error && (
          <p
            css={(t) => ({
              display: 'flex',
              gap: t.space[2],
              alignItems: 'flex-start',
              margin: 0,
              padding: `${t.space[2]}px ${t.space[3]}px`,
              borderRadius: t.radii.md,
              background: t.colors.dangerSubtle,
              color: t.colors.text,
              '& > svg': { color: t.colors.danger, flexShrink: 0, marginTop: 2 },
            })}
          >
            <ErrorIcon size={16} aria-hidden="true" />
            {error}
          </p>
        )}
      </div>
      <fieldset
        disabled={!isEnabled || isLoading}
        aria-busy={isLoading}
        css={(t) => ({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: t.space[2] })}
      >
        <Table label="Users passing the rule" density="compact" css={{ opacity: isEnabled ? 1 : 0.6 }}>
          <thead>
            <tr>
              <th scope="col">User Name</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.UserId}>
                <td>
                  {userHref ? (
                    <Link href={userHref(u.UserId)} isExternal>
                      {u.UserName}
                    </Link>
                  ) : (
                    u.UserName
                  )}
                </td>
                <td>{u.Email ?? ''}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={2} css={(t) => ({ color: t.colors.textMuted, textAlign: 'center' })}>
                  {!isEnabled || !data
                    ? 'Press Preview to see the users this rule selects.'
                    : 'No user passes this rule.'}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
        {isEnabled && data && (
          <Pagination
            label="Preview pages"
            page={page}
            pageCount={pages}
            onPageChange={(target) => void load(target)}
            totalCount={data.TotalItemCount}
            isDisabled={isLoading}
          />
        )}
      </fieldset>
    </section>
  );
}
