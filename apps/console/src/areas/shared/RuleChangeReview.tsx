import { useRef, useState, type ReactNode } from 'react';
import { Modal } from '@portcullis/ui';
import type { Envelope, PagedData, PreviewUser, RuleSimulation } from '@portcullis/api-client';
import { links } from '../../routes/index';
import { ConsoleLink } from './ConsoleLink';

/** What the review calls the two sides: an automation rule selects users, a group's members join and leave. */
export type RuleChangeWording = 'rule' | 'group';

const WORDS: Record<
  RuleChangeWording,
  { summary: (gains: number, losses: number) => string; gains: string; losses: string }
> = {
  rule: {
    summary: (gains, losses) =>
      `Saving this rule selects ${both(gains && `${people(gains)} more`, losses && `${people(losses)} fewer`)}.`,
    gains: 'Newly selected',
    losses: 'No longer selected',
  },
  group: {
    summary: (gains, losses) =>
      `Saving this group ${both(gains && `adds ${people(gains)} to it`, losses && `removes ${people(losses)}`)}.`,
    gains: 'Join the group',
    losses: 'Leave the group',
  },
};
const people = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'user' : 'users'}`;
/** One side, or both joined: a side with nobody in it is not mentioned. */
const both = (first: string | 0, second: string | 0) => [first, second].filter(Boolean).join(' and ');

/**
 * Asks before a changed rule is saved, as Entra's dynamic-membership validation does: who the change
 * adds and who it drops, counted over the whole directory with the first names of each side. A change
 * that moves nobody, or whose simulation fails (an incomplete rule: the save then says why), is saved
 * without asking.
 */
export function useRuleChangeReview(wording: RuleChangeWording): {
  review: (simulate: () => Promise<Envelope<RuleSimulation>>) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [simulation, setSimulation] = useState<RuleSimulation | null>(null);
  const answer = useRef<(isConfirmed: boolean) => void>(() => {});
  const close = (isConfirmed: boolean) => {
    setSimulation(null);
    answer.current(isConfirmed);
  };
  const review = async (simulate: () => Promise<Envelope<RuleSimulation>>) => {
    const env = await simulate().catch(() => null);
    const data = env?.Success ? env.Data : null;
    if (!data || (data.Gains.TotalItemCount === 0 && data.Losses.TotalItemCount === 0)) return true;
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setSimulation(data);
    });
  };
  const words = WORDS[wording];
  const dialog = (
    <Modal
      isOpen={simulation !== null}
      onClose={() => close(false)}
      title="Review the change"
      size="md"
      actions={{
        cancel: { label: 'Keep editing', onClick: () => close(false) },
        confirm: { label: 'Save', onClick: () => close(true) },
      }}
    >
      {simulation && (
        <div css={{ display: 'grid', gap: 16 }}>
          <p css={{ margin: 0 }}>{words.summary(simulation.Gains.TotalItemCount, simulation.Losses.TotalItemCount)}</p>
          <UserSample title={words.gains} side={simulation.Gains} />
          <UserSample title={words.losses} side={simulation.Losses} />
        </div>
      )}
    </Modal>
  );
  return { review, dialog };
}

function UserSample({ title, side }: { title: string; side: PagedData<PreviewUser> }) {
  if (side.TotalItemCount === 0) return null;
  const more = side.TotalItemCount - side.Data.length;
  return (
    <section aria-label={title} css={{ display: 'grid', gap: 4 }}>
      <h3 css={(t) => ({ ...t.text.label, margin: 0 })}>
        {title} ({side.TotalItemCount.toLocaleString('en')})
      </h3>
      <ul css={{ margin: 0, paddingLeft: 20 }}>
        {side.Data.map((u) => (
          <li key={u.UserId}>
            <ConsoleLink to={links.userView({ id: u.UserId })} variant="inline">
              {u.UserName}
            </ConsoleLink>
            {u.Email ? ` (${u.Email})` : ''}
          </li>
        ))}
      </ul>
      {more > 0 && <p css={{ margin: 0 }}>and {more.toLocaleString('en')} more.</p>}
    </section>
  );
}
