import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { addKeyValuePair, type KeyValuePair } from '../../core/keyValue';
import { uiMessages } from '../../core/messages';
import { Button, IconButton } from '../Button/Button';
import { inputBase } from '../styles';

/** Props of {@link KeyValueEditor}. */
export interface KeyValueEditorProps {
  /** Name of the editor (a group label). */
  label: string;
  value: readonly KeyValuePair[];
  onChange: (pairs: KeyValuePair[]) => void;
  /**
   * Accepts the same key twice.
   * @default false
   */
  allowDuplicates?: boolean;
  /** @default 'Key' */
  keyLabel?: string;
  /** @default 'Value' */
  valueLabel?: string;
}

/** Edits key-value pairs: an empty key is ignored, duplicates are rejected unless allowed, values are trimmed (§5). */
export function KeyValueEditor({
  label,
  value,
  onChange,
  allowDuplicates = false,
  keyLabel = 'Key',
  valueLabel = 'Value',
}: KeyValueEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<KeyValuePair>({ key: '', value: '' });
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addKeyValuePair(value, draft, { allowDuplicates });
    if (result.status === 'duplicate') {
      setError(uiMessages.keyValueDuplicate);
      return;
    }
    setError(null);
    if (result.status === 'added') {
      onChange(result.pairs);
      setDraft({ key: '', value: '' });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} css={{ display: 'grid', gap: 8 }}>
      <h3 id={`${id}-title`} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {label}
      </h3>
      {value.length > 0 && (
        <table
          css={(theme) => css`
            border-collapse: collapse;
            td,
            th {
              padding: 6px 8px;
              border-bottom: 1px solid ${theme.colors.border};
              text-align: left;
            }
          `}
        >
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">{valueLabel}</th>
              <th scope="col">
                <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Actions
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.map((pair, index) => (
              <tr key={`${pair.key}-${index}`}>
                <td>{pair.key}</td>
                <td>{pair.value}</td>
                <td css={{ width: 40 }}>
                  <IconButton
                    size="sm"
                    label={`Remove ${pair.key}`}
                    icon="×"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add} css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input
          aria-label={keyLabel}
          placeholder={keyLabel}
          value={draft.key}
          onChange={(e) => setDraft({ ...draft, key: e.target.value })}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          css={inputBase}
        />
        <input
          aria-label={valueLabel}
          placeholder={valueLabel}
          value={draft.value}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          css={inputBase}
        />
        <Button type="submit">Add</Button>
      </form>
      {error && (
        <span
          id={`${id}-error`}
          role="alert"
          css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSizes.xs })}
        >
          {error}
        </span>
      )}
    </section>
  );
}
