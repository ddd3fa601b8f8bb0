import { PageHeader, PageLayout } from '@portcullis/ui';
import { Permissions } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';
import { Facts } from '../shared/resource/Facts';
import { displaySettingValue } from './setting-values';
import { useTranslation } from '../../i18n/useTranslation';

const TYPE_TITLES: Record<number, string> = {
  0: 'Untyped',
  1: 'Text',
  2: 'Number',
  3: 'Date',
  4: 'Date and time',
  5: 'Dropdown',
  6: 'Radio button',
  7: 'Checklist',
  10: 'Image',
  11: 'Yes or no',
};

/** System → configurations → view (`configurations/view/:id`): one setting, its value and definition. */
export function ConfigurationViewPage({ params }: ScreenProps) {
  const id = params.id!;
  const { t, formatDate } = useTranslation();
  const { state, reload } = useRecord(() => api.configurations.get({ params: { id } }), [id]);
  return (
    <RecordState state={state} what="setting" backTo={links.configurationList()} onRetry={reload}>
      {(s) => (
        <PageLayout
          header={
            <PageHeader
              title={s.Title}
              description={s.Description}
              primaryAction={{
                id: 'edit',
                label: t('actions.edit'),
                permission: Permissions.ConfigurationEdit,
                onClick: () => navigate(links.configurationSave({ id: s.Key })),
              }}
            />
          }
        >
          <Facts
            facts={[
              ['Key', s.Key],
              [
                'Value',
                s.ValueType === 10 && s.Value ? (
                  <img src={s.Value} alt={s.Title} css={{ maxHeight: 64 }} />
                ) : (
                  displaySettingValue(s)
                ),
              ],
              ['Type', TYPE_TITLES[s.ValueType] ?? String(s.ValueType)],
              ['Tab', s.Category],
              ['Default', s.DefaultValue ?? '-None-'],
              [
                'Changed',
                s.UpdatedDate ? formatDate(s.UpdatedDate, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never',
              ],
            ]}
          />
        </PageLayout>
      )}
    </RecordState>
  );
}
