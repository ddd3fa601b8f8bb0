import { Button, Checkbox, FormField, PageHeader, PageLayout, RowActions, TextInput } from '@portcullis/ui';
import type { Envelope } from '@portcullis/api-client';
import type { Href } from '../../../routes/links';
import { EditForm } from './EditForm';

interface Setting {
  Name: string;
  Value: string;
  IsSecret: boolean;
}

/** Connection settings of a source: name, value and a secret flag; a secret left empty keeps its stored value. */
export function SettingsEditor({
  load,
  save,
  backHref,
  title,
}: {
  load: () => Promise<Setting[]>;
  save: (settings: Setting[]) => Promise<Envelope<unknown>>;
  backHref: Href;
  title: string;
}) {
  return (
    <PageLayout
      header={
        <PageHeader title={title} description="Secret values are never shown; leave a secret empty to keep it." />
      }
    >
      <EditForm<{ settings: Setting[] }>
        label={title}
        deps={[]}
        cancelHref={backHref}
        after={() => backHref}
        load={async () => ({ settings: await load() })}
        validate={(d) => (d.settings.some((s) => !s.Name.trim()) ? { Settings: 'Every setting needs a name.' } : {})}
        save={(d) => save(d.settings.map((s) => ({ ...s, Name: s.Name.trim() })))}
        fields={(d, edit, errors) => (
          <>
            {d.settings.map((s, i) => {
              const change = (next: Partial<Setting>) =>
                edit({ settings: d.settings.map((x, j) => (j === i ? { ...x, ...next } : x)) });
              return (
                <fieldset
                  key={i}
                  css={{
                    display: 'grid',
                    gridTemplateColumns: '1fr 1fr auto auto',
                    gap: 8,
                    alignItems: 'end',
                    border: 0,
                    padding: 0,
                    margin: 0,
                  }}
                >
                  <FormField label={`Setting ${i + 1} name`}>
                    <TextInput value={s.Name} onChange={(e) => change({ Name: e.target.value })} />
                  </FormField>
                  <FormField label={`Setting ${i + 1} value`}>
                    <TextInput
                      type={s.IsSecret ? 'password' : 'text'}
                      value={s.Value}
                      onChange={(e) => change({ Value: e.target.value })}
                      placeholder={s.IsSecret ? 'Unchanged' : undefined}
                    />
                  </FormField>
                  <Checkbox
                    label="Secret"
                    checked={s.IsSecret}
                    onChange={(e) => change({ IsSecret: e.target.checked })}
                  />
                  <RowActions
                    objectName={`setting ${i + 1}`}
                    actions={[
                      {
                        id: 'delete',
                        destroys: 'delete',
                        onClick: () => edit({ settings: d.settings.filter((_, j) => j !== i) }),
                      },
                    ]}
                  />
                </fieldset>
              );
            })}
            {errors.Settings && <p role="alert">{errors.Settings}</p>}
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => edit({ settings: [...d.settings, { Name: '', Value: '', IsSecret: false }] })}
              >
                Add setting
              </Button>
            </div>
          </>
        )}
      />
    </PageLayout>
  );
}
