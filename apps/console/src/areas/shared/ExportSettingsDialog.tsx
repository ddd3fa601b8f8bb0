import { useEffect, useState } from 'react';
import { Button, Modal, Skeleton } from '@portcullis/ui';
import { ExportMappingEditor, cleanMapping } from '@portcullis/datatable';
import { messages, type ExportMappingProperty, type PropertyMetadata } from '@portcullis/api-client';
import { api, toastStore } from '../../api';

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
  useEffect(() => {
    if (!isOpen) return;
    void Promise.all([
      api.export.metadata({ params: { name: objectName } }),
      api.export.settings({ query: { name: objectName } }),
      api.export.check(undefined, { suppressErrorToast: true }),
    ]).then(([meta, setting, check]) => {
      setMetadata(meta.Data ?? []);
      setIsGlobal(Boolean(check.Data?.IsGlobalSettingsInUse));
      try {
        setRows((JSON.parse(setting.Data?.Value ?? '{}') as { Properties?: ExportMappingProperty[] }).Properties ?? []);
      } catch {
        setRows([]);
      }
    });
  }, [isOpen, objectName]);
  const save = async () => {
    const env = await api.export.userSettings({
      body: { Name: objectName, Value: JSON.stringify({ Name: objectName, Properties: cleanMapping(rows) }) },
    });
    if (env.Success) onClose();
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
      {!metadata ? (
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
            loadNested={async (reference) =>
              (await api.export.metadata({ params: { name: `${objectName}.${reference}` } })).Data ?? []
            }
            onNotify={(t) => toastStore.push({ kind: 'danger', title: t.title, message: t.message })}
          />
        </div>
      )}
    </Modal>
  );
}
