import { EmptyState, FormField, PageHeader, PageLayout, Switch, TextInput } from '@portcullis/ui';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { ConsoleLink } from '../../shared/ConsoleLink';
import { EditForm } from '../../shared/resource/EditForm';
import { serverLabel } from './operations-display';

interface ServerDraft {
  Name: string;
  IsDraining: boolean;
  label: string;
}

/**
 * System → Servers → Save: names a server process and drains it (its job workers stop taking jobs
 * within one heartbeat; requests are still served) or ends the drain. Processes register themselves,
 * so there is nothing to create: without an id the page points back to the list.
 */
export function ServerSavePage({ route, params }: ScreenProps) {
  const id = params.id;
  if (!id)
    return (
      <PageLayout header={<PageHeader title={route.title} />}>
        <EmptyState
          title="Servers register themselves when they start."
          description="Pick a server in the list to name or drain it."
          action={<ConsoleLink to={links.serverList()}>Back to the servers</ConsoleLink>}
        />
      </PageLayout>
    );
  return (
    <PageLayout header={<PageHeader title={route.title} description="Name this server process or drain it." />}>
      <EditForm<ServerDraft>
        label="Server"
        deps={[id]}
        load={async () => {
          const env = await api.operations.servers();
          const found = env.Data?.find((s) => s.ServerId === id);
          return {
            Name: found?.Name ?? '',
            IsDraining: found?.IsDraining ?? false,
            label: found ? serverLabel(found) : 'Unknown server',
          };
        }}
        validate={(d) => ({ Name: d.Name.length > 100 ? 'At most 100 characters.' : undefined })}
        save={(d) =>
          api.operations.serverSave({ params: { id }, body: { Name: d.Name.trim() || null, IsDraining: d.IsDraining } })
        }
        after={() => links.serverList()}
        cancelHref={links.serverList()}
        fields={(d, edit, errors) => (
          <>
            <p css={{ margin: 0 }}>{d.label}</p>
            <FormField label="Name" help="How operators call this process." error={errors.Name}>
              <TextInput value={d.Name} maxLength={100} onChange={(e) => edit({ Name: e.target.value })} />
            </FormField>
            <Switch
              label="Drain: take no background jobs"
              isChecked={d.IsDraining}
              onChange={(isDraining) => edit({ IsDraining: isDraining })}
            />
          </>
        )}
      />
    </PageLayout>
  );
}
