import { useState } from 'react';
import { FormField, Modal, PageHeader, PageLayout, RowActions, Textarea } from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableColumn } from '@portcullis/datatable';
import { Permissions, type LanguageValueRow } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { fieldErrors, useRecord } from '../shared/forms';
import { pageOf } from '../shared/cells';
import { RecordState } from '../shared/RecordState';
import { links } from '../../routes/index';

function EditValueDialog({
  languageId,
  row,
  onClose,
}: {
  languageId: string;
  row: LanguageValueRow | null;
  onClose: () => void;
}) {
  const [value, setValue] = useState(row?.Value ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!row) return;
    if (!value.trim()) return setError('Value is required.');
    const env = await api.languageValues.save({ params: { id: languageId }, body: { Key: row.Key, Value: value } });
    if (!env.Success) return setError(fieldErrors(env).Value ?? env.Message ?? 'The text could not be saved.');
    invalidateQueries(['language-values', languageId]);
    onClose();
  };
  return (
    <Modal
      isOpen={row !== null}
      onClose={onClose}
      title={row ? `Edit ${row.Key}` : ''}
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: { label: 'Save', onClick: () => void save() },
      }}
    >
      {row && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p css={(t) => ({ color: t.colors.textMuted, marginTop: 0 })}>English: {row.EnglishValue ?? '—'}</p>
          <FormField label="Value" isRequired error={error}>
            <Textarea rows={3} value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
        </form>
      )}
    </Modal>
  );
}

/**
 * System → languages → values (`languages/values/:id`): the language's texts, every English key with
 * the language's value beside the English one, paged and filtered; Edit opens a dialog. A key with
 * no value of this language shows in English in the console.
 */
export function LanguageValuesPage({ params }: ScreenProps) {
  const id = params.id!;
  const { state, reload } = useRecord(() => api.languages.get({ params: { id } }), [id]);
  const [editing, setEditing] = useState<LanguageValueRow | null>(null);
  const columns: DataTableColumn<LanguageValueRow>[] = [
    { id: 'Key', title: 'Key', cell: (r) => r.Key, filter: { kind: 'text' } },
    { id: 'Value', title: 'Value', cell: (r) => r.Value || '—', filter: { kind: 'text' } },
    { id: 'EnglishValue', title: 'English', cell: (r) => r.EnglishValue ?? '—', filter: { kind: 'text' } },
    {
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (r) => (
        <RowActions
          objectName={r.Key}
          actions={[{ id: 'edit', label: 'Edit', permission: Permissions.LanguageEdit, onClick: () => setEditing(r) }]}
        />
      ),
    },
  ];
  return (
    <RecordState state={state} what="language" backTo={links.languageList()} onRetry={reload}>
      {(language) => (
        <PageLayout
          header={
            <PageHeader
              title={`${language.Title} texts`}
              description={`The console's texts in ${language.Title} (${language.Code}).`}
            />
          }
        >
          <DataTable
            queryKey={['language-values', id]}
            label={`${language.Title} texts`}
            columns={columns}
            rowKey={(r) => r.Key}
            searchColumns={['Key', 'Value', 'EnglishValue']}
            emptyText="No text matches."
            fetchPage={async (request, { signal }) =>
              pageOf(await api.languageValues.list({ params: { id }, body: request }, { signal }))
            }
          />
          {editing && (
            <EditValueDialog key={editing.Key} languageId={id} row={editing} onClose={() => setEditing(null)} />
          )}
        </PageLayout>
      )}
    </RecordState>
  );
}
