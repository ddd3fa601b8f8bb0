import { useEffect, useState } from 'react';
import { Button, Modal, Skeleton } from '@portcullis/ui';
import {
  ExportMappingEditor,
  cleanMapping,
  exportToasts,
  loadExportSettings,
  type ExportToast,
} from '@portcullis/datatable';
import { messages, type ExportMappingProperty, type PropertyMetadata } from '@portcullis/api-client';
import { api, toastStore } from '../../api';

const notify = (t: ExportToast) => toastStore.push({ kind: 'danger', title: t.title, message: t.message });

/**
 * The user's export settings of one object (its CSV columns and titles): the mapping editor over the
 * object's property metadata. Blocked, with the §5 message, while global settings are in use.
 */
export function ExportSettingsDialog({
  objectName,
  isOpen,
  onClose,
}: {
  objectName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [metadata, setMetadata] = useState<PropertyMetadata[] | null>(null);
  const [rows, setRows] = useState<ExportMappingProperty[]>([]);
  const [isGlobal, setIsGlobal] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    setMetadata(null);
    setFailed(false);
    // The §8 toasts say which call failed; the envelope's own toast is suppressed so it is not said twice.
    const quiet = { suppressErrorToast: true } as const;
    void loadExportSettings(
      objectName,
      {
        metadata: (name) => api.export.metadata({ params: { name } }, quiet),
        settings: (name) => api.export.settings({ query: { name } }, quiet),
        globalCheck: () => api.export.check(undefined, quiet),
      },
      notify,
    ).then((loaded) => {
      if (!isCurrent) return;
      if (!loaded?.metadata) return setFailed(true);
      setMetadata(loaded.metadata);
      setRows(loaded.rows);
      setIsGlobal(loaded.isGlobal);
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, objectName]);
  const save = async () => {
    const env = await api.export
      .userSettings(
        { body: { Name: objectName, Value: JSON.stringify({ Name: objectName, Properties: cleanMapping(rows) }) } },
        { suppressErrorToast: true },
      )
      .catch(() => null);
    if (env?.Success) onClose();
    else notify(exportToasts.settingsSaveFailed);
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Export settings"
      size="lg"
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: { label: 'Save settings', onClick: () => void save(), isDisabled: isGlobal || !metadata },
      }}
    >
      {failed ? (
        <p role="alert">The export settings could not be loaded.</p>
      ) : !metadata ? (
        <Skeleton variant="text" label="Loading export settings..." />
      ) : (
        <div css={{ display: 'grid', gap: 12 }}>
          {isGlobal && <p role="alert">{messages.exportSettingsGlobal}</p>}
          <p css={{ margin: 0 }}>The columns your CSV exports of this list hold, in order, with their header titles.</p>
          <ExportMappingEditor
            label={`${objectName} export`}
            metadata={metadata}
            value={rows}
            onChange={setRows}
            loadNested={async (reference) => {
              const env = await api.export.metadata(
                { params: { name: `${objectName}.${reference}` } },
                { suppressErrorToast: true },
              );
              if (!env.Success) throw new Error(env.Message ?? 'Failed');
              return env.Data ?? [];
            }}
            onNotify={notify}
          />
        </div>
      )}
    </Modal>
  );
}
