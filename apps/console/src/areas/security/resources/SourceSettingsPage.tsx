import { useState } from 'react';
import { Badge, Button, FormField, PageHeader, TextInput, PageLayout } from '@portcullis/ui';
import {
  SOURCE_PROVIDER_SETTINGS,
  SOURCE_PROVIDERS,
  type Source,
  type SourceProviderName,
  type SourceSettingsTestResult,
} from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { links } from '../../../routes/index';
import { useRecord } from '../../shared/forms';
import { EditForm } from '../../shared/resource/EditForm';
import { RecordState } from '../../shared/RecordState';
import { retypeMessage, secretsToRetype, toSettings, type Draft, type Setting } from './source-settings-draft';
import { ConnectionTestResult } from '../../shared/ConnectionTestResult';

const providerTitle = (name: string) => SOURCE_PROVIDERS.find((p) => p.value === name)?.title ?? name;

/**
 * `resources/sources/settings/:id`: the connection settings of a resource source, as its provider
 * names them (secrets are never shown: left empty, the stored one is kept while the target is the same;
 * a changed target asks for them again; Clear removes one), with a connection test that uses what is
 * typed and says in words what failed.
 */
export function SourceSettingsPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord(async () => {
    const [source, settings] = await Promise.all([
      api.sources.get({ params: { id } }, { suppressErrorToast: true }),
      api.sources.settings({ params: { id } }, { suppressErrorToast: true }),
    ]);
    if (!source.Success || !settings.Success) return { ...source, Data: null };
    return { ...source, Data: { source: source.Data!, stored: settings.Data!.Settings } };
  }, [id]);
  const [result, setResult] = useState<SourceSettingsTestResult | 'testing' | null>(null);
  return (
    <RecordState state={state} what="resource source" backTo={links.sourceList()} onRetry={reload}>
      {({ source, stored }: { source: Source; stored: Setting[] }) => {
        const known = SOURCE_PROVIDER_SETTINGS[source.ProviderName as SourceProviderName] ?? [];
        const provider = source.ProviderName as SourceProviderName;
        const storedSecrets = new Set(stored.filter((s) => s.IsSecret).map((s) => s.Name));
        const retype = (d: Draft) => new Set(secretsToRetype(provider, known, stored, d));
        const others = stored.filter((s) => !known.some((k) => k.Name === s.Name));
        const test = async (draft: Draft) => {
          const [first] = retype(draft);
          if (first) return setResult({ IsSuccess: false, Message: retypeMessage(first) });
          setResult('testing');
          const env = await api.sources.settingsTest({
            body: { SourceId: id, Settings: toSettings(known, stored, draft) },
          });
          setResult(env.Success && env.Data ? env.Data : null);
        };
        return (
          <PageLayout
            header={
              <PageHeader
                title={`${source.Title} settings`}
                description={`How the console connects to this ${providerTitle(source.ProviderName)} source. Secret values are never shown; leave one empty to keep it while the address stays the same.`}
              />
            }
          >
            <EditForm<Draft>
              label="Connection settings"
              deps={[id]}
              cancelHref={links.sourceList()}
              after={() => links.sourceList()}
              load={async () => ({
                values: Object.fromEntries(
                  known.map((k) => [k.Name, stored.find((s) => s.Name === k.Name && !s.IsSecret)?.Value ?? '']),
                ),
                cleared: [],
              })}
              validate={(d) => ({
                ...Object.fromEntries(
                  known
                    .filter((k) => k.IsRequired && !d.values[k.Name]?.trim() && !storedSecrets.has(k.Name))
                    .map((k) => [k.Name, `${k.Name} is required.`]),
                ),
                ...Object.fromEntries([...retype(d)].map((name) => [name, retypeMessage(name)])),
              })}
              save={(d) => api.sources.settingsSave({ body: { SourceId: id, Settings: toSettings(known, stored, d) } })}
              fields={(d, edit, errors) => {
                const mustRetype = retype(d);
                return (
                  <>
                    {known.map((k) => {
                      const isStored = Boolean(k.IsSecret && storedSecrets.has(k.Name));
                      const isCleared = d.cleared.includes(k.Name);
                      return (
                        <FormField
                          key={k.Name}
                          label={k.Name}
                          isRequired={k.IsRequired}
                          help={isCleared ? `The stored ${k.Name} is removed when you save.` : k.Help}
                          error={
                            mustRetype.has(k.Name)
                              ? retypeMessage(k.Name)
                              : errors[k.Name] === retypeMessage(k.Name)
                                ? undefined
                                : errors[k.Name]
                          }
                        >
                          <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                            <TextInput
                              type={k.IsSecret ? 'password' : 'text'}
                              autoComplete={k.IsSecret ? 'new-password' : 'off'}
                              value={d.values[k.Name] ?? ''}
                              disabled={isCleared}
                              placeholder={
                                isStored && !isCleared
                                  ? mustRetype.has(k.Name)
                                    ? 'Type again'
                                    : 'Unchanged'
                                  : undefined
                              }
                              onChange={(e) => {
                                setResult(null);
                                edit({ values: { ...d.values, [k.Name]: e.target.value } });
                              }}
                            />
                            {isStored && (
                              <Button
                                type="button"
                                variant="secondary"
                                onClick={() => {
                                  setResult(null);
                                  edit({
                                    values: { ...d.values, [k.Name]: '' },
                                    cleared: isCleared ? d.cleared.filter((n) => n !== k.Name) : [...d.cleared, k.Name],
                                  });
                                }}
                              >
                                {isCleared ? `Keep ${k.Name}` : `Clear ${k.Name}`}
                              </Button>
                            )}
                          </div>
                        </FormField>
                      );
                    })}
                    {others.length > 0 && (
                      <p css={(t) => ({ color: t.colors.textMuted, margin: 0 })}>
                        Other stored settings are kept: {others.map((o) => o.Name).join(', ')}.
                      </p>
                    )}
                    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
                      <Button type="button" variant="secondary" onClick={() => void test(d)}>
                        Test connection
                      </Button>
                      <ConnectionTestResult result={result} />
                    </div>
                  </>
                );
              }}
            />
          </PageLayout>
        );
      }}
    </RecordState>
  );
}
