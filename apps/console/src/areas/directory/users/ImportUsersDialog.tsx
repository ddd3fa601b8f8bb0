import { useState } from 'react';
import { Button, FileInput, FormField, Modal } from '@portcullis/ui';
import { urlOf, type ImportResult } from '@portcullis/api-client';
import { api } from '../../../api';

interface ImportUsersDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called after a successful import with the number of users added. */
  onImported: (count: number) => void;
}

/**
 * CSV import (/User/Import, multipart): all rows or none. Row-level problems are listed so the file
 * can be fixed; the sample CSV shows the expected columns.
 */
export function ImportUsersDialog({ isOpen, onClose, onImported }: ImportUsersDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ImportResult['Errors']>([]);
  const [isUploading, setIsUploading] = useState(false);
  const close = () => {
    setFile(null);
    setErrors([]);
    onClose();
  };
  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setIsUploading(true);
    const env = await api.users.import(undefined, { formData: form });
    setIsUploading(false);
    if (env.Success) {
      onImported(env.Data?.ImportedCount ?? 0);
      close();
    } else setErrors(env.Data?.Errors ?? []);
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Import users from CSV"
      size="lg"
      actions={{
        cancel: { label: 'Cancel', onClick: close },
        confirm: { label: 'Import', onClick: () => void upload(), isDisabled: !file, isLoading: isUploading },
      }}
    >
      <p>
        One user per row with a header row; columns UserName (required), FirstName, LastName, DisplayName, Email,
        UserSource, UserType (Standard or Shared) and IsEnabled, separated by semicolons or commas.{' '}
        <a href={urlOf('users', 'downloadSampleCsv')} download>
          Download the sample CSV
        </a>
        .
      </p>
      <FormField label="CSV file">
        <FileInput
          accept=".csv,text/csv"
          onFile={(chosen) => {
            setFile(chosen);
            setErrors([]);
          }}
        />
      </FormField>
      {errors.length > 0 && (
        <div role="alert" css={{ marginTop: 12 }}>
          <p css={{ fontWeight: 600 }}>Nothing was imported. Fix these rows and try again:</p>
          <ul aria-label="Import errors" css={{ maxHeight: 240, overflow: 'auto' }}>
            {errors.map((e) => (
              <li key={`${e.Row}-${e.Message}`}>
                Row {e.Row}: {e.Message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
