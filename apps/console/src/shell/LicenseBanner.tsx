import { useSnapshot } from 'valtio';
import { appState } from '../state/app-store';
import { licenceStanding } from '../state/licence-standing';
import { dateCell } from '../areas/shared/cells';
import { navigate } from './navigate';
import { links } from '../routes/index';

/** Spec §2.13/§4/§8: trial banner (days left or expired) and the licence message as a warning with Details. */
export function LicenseBanner() {
  const state = useSnapshot(appState);
  // The licence fact is read once (licence-standing): the Licensing card says the same.
  const trial = licenceStanding(state.license, state.staticData?.tenant.ExpirationDate, dateCell).banner;
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
          {trial.text}
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
