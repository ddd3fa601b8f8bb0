import { useState } from 'react';
import { Button, Checkbox, Menu, Modal, PercentageBar, RadioGroup } from '@portcullis/ui';
import { checkExportChoice, EXPORT_SCOPES, type ExportChoice, type ExportFormat } from '../core/index';
import { ExportScope } from '../core/api-values';

export interface ExportColumnOption {
  id: string;
  title: string;
}

export interface ExportMenuProps {
  /** Columns the export may hold (at least one must be chosen, §5). */
  columns: readonly ExportColumnOption[];
  /** Rows ticked in the table; offers the "Selected rows" scope when there are some. */
  selectedIds?: readonly string[];
  /** Starts the export; resolves when the job is accepted. */
  onExport: (choice: ExportChoice) => Promise<unknown> | void;
  /** Opens the dialog for this format when the menu mounts (the page was asked to export: `?export=csv`). */
  initialFormat?: ExportFormat | null;
}

const SELECTED = 'selected';
/**
 * The scope the dialog starts on: the rows of the list as filtered (§9 scope 2), which is what someone
 * exporting a list expects; the current page is one choice among the others.
 */
const DEFAULT_SCOPE = String(ExportScope.OnlyFiltered);

/**
 * The Export button of a table: CSV or Excel, then a dialog for the scope (current page, all pages,
 * only filtered — §9 — or the selected rows) and the columns.
 */
export function ExportMenu({ columns, selectedIds = [], onExport, initialFormat = null }: ExportMenuProps) {
  const [format, setFormat] = useState<ExportFormat | null>(initialFormat);
  const [scope, setScope] = useState<string>(selectedIds.length ? SELECTED : DEFAULT_SCOPE);
  const [chosen, setChosen] = useState<string[]>(columns.map((c) => c.id));
  const [error, setError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const open = (f: ExportFormat) => {
    setFormat(f);
    setError(null);
    setScope(selectedIds.length ? SELECTED : DEFAULT_SCOPE);
    setChosen(columns.map((c) => c.id));
  };
  const start = async () => {
    if (!format) return;
    const problem = checkExportChoice({ columns: chosen });
    if (problem) return setError(problem);
    setIsStarting(true);
    try {
      await onExport(
        scope === SELECTED
          ? { format, scope: 2, columns: chosen, selectedIds: [...selectedIds] }
          : { format, scope: Number(scope) as 0 | 1 | 2, columns: chosen },
      );
      setFormat(null);
    } finally {
      setIsStarting(false);
    }
  };
  const scopes = [
    ...EXPORT_SCOPES.map((s) => ({ value: String(s.value), label: s.label })),
    ...(selectedIds.length ? [{ value: SELECTED, label: `Selected rows (${selectedIds.length})` }] : []),
  ];
  return (
    <>
      <Menu
        label="Export"
        variant="secondary"
        items={[
          { id: 'csv', label: 'CSV', onSelect: () => open('csv') },
          { id: 'xlsx', label: 'Excel', onSelect: () => open('xlsx') },
        ]}
      />
      <Modal
        isOpen={format !== null}
        onClose={() => setFormat(null)}
        title={format === 'csv' ? 'Export to CSV' : 'Export to Excel'}
        actions={{
          cancel: { label: 'Cancel', onClick: () => setFormat(null) },
          confirm: { label: 'Export', onClick: () => void start(), isLoading: isStarting },
        }}
      >
        <div css={{ display: 'grid', gap: 16 }}>
          <RadioGroup label="Rows" options={scopes} value={scope} onChange={setScope} />
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
            <legend css={{ fontWeight: 600, marginBottom: 6 }}>Columns</legend>
            {columns.map((c) => (
              <Checkbox
                key={c.id}
                label={c.title}
                checked={chosen.includes(c.id)}
                onChange={(e) => {
                  setError(null);
                  setChosen((x) =>
                    e.target.checked
                      ? columns.map((k) => k.id).filter((k) => k === c.id || x.includes(k))
                      : x.filter((k) => k !== c.id),
                  );
                }}
              />
            ))}
          </fieldset>
          {error && (
            <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger })}>
              {error}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
}

/** Live progress of a running export (percent from the excel hub's ExportToExcel messages). */
export function ExportProgress({ percent, label = 'Export progress' }: { percent: number; label?: string }) {
  return <PercentageBar label={label} value={Math.max(0, Math.min(100, percent))} showValue />;
}
