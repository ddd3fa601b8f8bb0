import { useEffect, useState } from 'react';
import { Button, ChevronRightIcon, Skeleton, useToast, PageLayout } from '@portcullis/ui';
import { messages, type UserStatistics } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { DashboardHeader } from './DashboardHeader';
import { Panel } from './Panel';
import { awarenessCards, type AwarenessCard } from './awareness-cards';
import { AwarenessModal } from './AwarenessModal';
import { links } from '../../routes/index';
import { countText } from '../shared/cells';

/** Spec §9: card empty-state minimum height (a card with nothing to list). */
const CARD_MIN_HEIGHT = 293;

/** Spec §2.2 Awareness: six cards, each with a count button opening its list. */
export function AwarenessPage({ route }: ScreenProps) {
  const toast = useToast();
  const [stats, setStats] = useState<UserStatistics | null>(null);
  const [open, setOpen] = useState<AwarenessCard<unknown> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api.dashboard.userStatistics({ body: {} }, { signal: controller.signal, suppressErrorToast: true }).then(
      (env) => {
        if (env.Success && env.Data) setStats(env.Data);
        else if (!window.location.pathname.startsWith(links.access()))
          toast.danger(messages.userStatisticsTitle, messages.somethingWentWrong);
      },
      () => toast.danger(messages.userStatisticsTitle, messages.somethingWentWrong),
    );
    return () => controller.abort();
  }, [toast]);
  return (
    <PageLayout header={<DashboardHeader route={route} />}>
      {!stats ? (
        <Skeleton variant="text" rows={6} label="Loading awareness..." />
      ) : (
        <div
          css={(t) => ({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
            gap: t.space[4],
          })}
        >
          {awarenessCards.map((card) => {
            const count = card.count(stats);
            return (
              <Panel key={card.id} title={card.title} minHeight={count === 0 ? CARD_MIN_HEIGHT : undefined}>
                <div
                  css={(t) => ({
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: t.space[3],
                  })}
                >
                  <span
                    aria-hidden
                    css={(t) => ({ fontSize: t.fontSizes.xxl, fontWeight: t.fontWeights.bold, lineHeight: 1.1 })}
                  >
                    {countText(count)}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    endIcon={<ChevronRightIcon />}
                    onClick={() => setOpen(card)}
                    aria-label={`${card.title}: ${count}, show the list`}
                  >
                    Show the list
                  </Button>
                </div>
                {count === 0 && (
                  <p css={(t) => ({ margin: `${t.space[2]}px 0 0`, color: t.colors.textMuted })}>{card.emptyText}</p>
                )}
              </Panel>
            );
          })}
        </div>
      )}
      {open && <AwarenessModal card={open} onClose={() => setOpen(null)} />}
    </PageLayout>
  );
}
