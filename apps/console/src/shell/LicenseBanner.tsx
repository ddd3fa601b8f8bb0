import { useSnapshot } from 'valtio';
import { appState } from '../state/app-store';
import { trialBanner } from '../state/shell-rules';
import { navigate } from '../routes/navigate';
import { links } from '../routes/index';

/** Spec §2.13/§4/§8: trial banner (days left or expired) and the licence message as a warning with Details. */
export function LicenseBanner() {
  const state = useSnapshot(appState);
  const trial = trialBanner(state.staticData?.tenant.ExpirationDate);
  const message = state.license?.message;
  if (!trial.isShown && !message) return null;
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[2], padding: `${t.space[4]}px ${t.layout.gutter}px 0` })}>
      {trial.isShown && (
        <div
          role="status"
          css={(t) => ({
            padding: t.space[3],
            borderRadius: t.radii.md,
            background: trial.isExpired ? t.colors.danger : t.colors.info,
            color: trial.isExpired ? t.colors.onDanger : t.colors.onInfo,
          })}
        >
          {trial.isExpired
            ? 'Your trial has expired.'
            : `Your trial ends in ${trial.daysLeft} ${trial.daysLeft === 1 ? 'day' : 'days'}.`}
        </div>
      )}
      {message && (
        <div
          role="alert"
          css={(t) => ({
            padding: t.space[3],
            borderRadius: t.radii.md,
            background: t.colors.warning,
            color: t.colors.onWarning,
          })}
        >
          {message}{' '}
          <a
            href={links.licensing()}
            onClick={(e) => {
              e.preventDefault();
              navigate(links.licensing());
            }}
            css={{ color: 'inherit', fontWeight: 600 }}
          >
            Details
          </a>
        </div>
      )}
    </div>
  );
}
