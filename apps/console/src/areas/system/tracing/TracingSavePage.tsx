import { AsyncSearchSelect, FormField, PageHeader, PageLayout, Select, type SelectOption } from '@portcullis/ui';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { EditForm } from '../../shared/resource/EditForm';
import { searchObjects, searchUsers } from '../../shared/object-search';
import { TRACE_DURATIONS } from './tracing-display';

interface TraceDraft {
  TargetType: 'User' | 'Application';
  target: SelectOption | null;
  DurationMinutes: string;
}

const TARGET_TYPES = [
  { value: 'User', label: 'User' },
  { value: 'Application', label: 'Application' },
] as const;

const findUsers = searchUsers();
const findApplications = searchObjects('Application');

/** System → Tracing → Start: pick a user or an application and how long its requests are traced. */
export function TracingSavePage({ route }: ScreenProps) {
  return (
    <PageLayout
      header={<PageHeader title={route.title} description="Trace a user's or an application's requests for a while." />}
    >
      <EditForm<TraceDraft>
        label="Trace"
        deps={[]}
        load={async () => ({ TargetType: 'User', target: null, DurationMinutes: '60' })}
        validate={(d) => ({ Target: d.target ? undefined : `Choose the ${d.TargetType.toLowerCase()} to trace.` })}
        save={(d) =>
          api.tracing.save({
            body:
              d.TargetType === 'User'
                ? { TargetType: 'User', UserId: d.target!.value, DurationMinutes: Number(d.DurationMinutes) }
                : {
                    TargetType: 'Application',
                    ApplicationId: d.target!.value,
                    DurationMinutes: Number(d.DurationMinutes),
                  },
          })
        }
        after={() => links.tracing()}
        cancelHref={links.tracing()}
        fields={(d, edit, errors) => (
          <>
            <FormField label="Trace">
              <Select
                options={TARGET_TYPES}
                value={d.TargetType}
                onChange={(value) => edit({ TargetType: value ?? 'User', target: null })}
              />
            </FormField>
            <FormField
              label={d.TargetType}
              help={d.TargetType === 'Application' ? 'Every request made in a session of this application.' : undefined}
              error={errors.Target ?? errors.UserId ?? errors.ApplicationId}
            >
              <AsyncSearchSelect
                key={d.TargetType}
                search={d.TargetType === 'User' ? findUsers : findApplications}
                value={d.target}
                onChange={(target) => edit({ target })}
                debounceMs={d.TargetType === 'User' ? 250 : 350}
              />
            </FormField>
            <FormField label="Duration" error={errors.DurationMinutes}>
              <Select
                options={TRACE_DURATIONS}
                value={d.DurationMinutes}
                onChange={(value) => edit({ DurationMinutes: value ?? '60' })}
              />
            </FormField>
          </>
        )}
      />
    </PageLayout>
  );
}
