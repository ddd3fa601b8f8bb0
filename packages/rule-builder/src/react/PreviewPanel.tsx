import { useState } from 'react';
import { smallButtonStyle } from './styles';

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

/** The last evaluation of a saved rule (spec §3 Rule preview result). */
export interface RulePreviewResult {
  TourStartDate: string | null;
  TourEndDate: string | null;
  CreatedDate: string | null;
  UpdatedDate: string | null;
  Message: string | null;
  RuleHash: string | null;
  ErrorMessage: string | null;
}

/** Spec §9: the rule preview page size. */
export const PREVIEW_PAGE_SIZE = 10;

export interface PreviewPanelProps {
  /** Loads one page (1-based) of the users the current rule selects. */
  fetchPassedUsers: (page: number, pageSize: number) => Promise<PreviewPage>;
  /** Header figures of the last evaluation of a saved rule, when there is one. */
  result?: RulePreviewResult | null;
  /**
   * Address of a user's page in the host app; each user name links there (new tab).
   * @default undefined (names are shown as plain text: the package knows no host routes)
   */
  userHref?: (userId: string) => string;
}

const RESULT_FIELDS: Array<keyof RulePreviewResult> = [
  'TourStartDate',
  'TourEndDate',
  'CreatedDate',
  'UpdatedDate',
  'Message',
  'RuleHash',
  'ErrorMessage',
];

/**
 * The rule preview (spec §4): the list stays disabled until the first Preview click; later clicks
 * refresh it. Errors are logged silently, without a toast (spec §8).
 */
export function PreviewPanel({ fetchPassedUsers, result, userHref }: PreviewPanelProps) {
  const [isEnabled, setEnabled] = useState(false);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PreviewPage | null>(null);
  const [isLoading, setLoading] = useState(false);

  const load = async (target: number) => {
    setLoading(true);
    try {
      setData(await fetchPassedUsers(target, PREVIEW_PAGE_SIZE));
      setPage(target);
    } catch (error) {
      console.error('Rule preview failed', error);
    } finally {
      setLoading(false);
    }
  };
  const pages = data ? Math.max(1, Math.ceil(data.TotalItemCount / PREVIEW_PAGE_SIZE)) : 1;
  return (
    <section aria-label="Preview" css={{ display: 'grid', gap: 8 }}>
      <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <button
          type="button"
          css={smallButtonStyle}
          onClick={() => {
            setEnabled(true);
            void load(1);
          }}
        >
          Preview
        </button>
        {isEnabled && data && <span role="status">{data.TotalItemCount} users pass</span>}
      </div>
      {result && (
        <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0, fontSize: 13 }}>
          {RESULT_FIELDS.map((f) => [
            <dt key={`${f}-t`}>{f}</dt>,
            <dd key={`${f}-d`} css={{ margin: 0, wordBreak: 'break-all' }}>
              {result[f] ?? '—'}
            </dd>,
          ])}
        </dl>
      )}
      <fieldset
        disabled={!isEnabled || isLoading}
        aria-busy={isLoading}
        css={{ border: 0, padding: 0, margin: 0, opacity: isEnabled ? 1 : 0.5 }}
      >
        <table aria-label="Users passing the rule" css={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
          <thead>
            <tr>
              <th css={{ textAlign: 'left' }}>User Name</th>
              <th css={{ textAlign: 'left' }}>Email</th>
            </tr>
          </thead>
          <tbody>
            {(isEnabled ? (data?.Data ?? []) : []).map((u) => (
              <tr key={u.UserId}>
                <td>
                  {userHref ? (
                    <a href={userHref(u.UserId)} target="_blank" rel="noopener noreferrer">
                      {u.UserName}
                    </a>
                  ) : (
                    u.UserName
                  )}
                </td>
                <td>{u.Email ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', alignItems: 'center' }}>
          <span>
            {isEnabled && data ? `Page ${page} of ${pages}` : 'Press Preview to see the users this rule selects.'}
          </span>
          <button type="button" css={smallButtonStyle} disabled={page <= 1} onClick={() => void load(page - 1)}>
            Previous
          </button>
          <button type="button" css={smallButtonStyle} disabled={page >= pages} onClick={() => void load(page + 1)}>
            Next
          </button>
        </div>
      </fieldset>
    </section>
  );
}
