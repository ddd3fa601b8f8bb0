import { useEffect, useState } from 'react';
import { CopyButton, FormField, Menu, Modal, Skeleton, Textarea } from '@portcullis/ui';
import type { RuleGroup, RuleProperty, RuleSqlText } from '@portcullis/api-client';
import { exportRuleJson, importRuleJson } from '@portcullis/rule-builder/core';
import { api } from '../../api';

type Open = 'json' | 'sql' | 'import' | null;

const codeBlock = {
  fontSize: 12,
  margin: 0,
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/**
 * A rule taken out of the console and back: as JSON (to keep, review or load into another console), as
 * the parameterised SQL the server runs (for an auditor), and loaded from JSON checked against this
 * console's properties and operators. Pasting is used rather than a file picker, so the whole exchange
 * stays in the kit's labelled controls.
 */
export function RuleFileMenu({
  tree,
  about,
  properties,
  onImport,
}: {
  tree: RuleGroup;
  about: { name: string; title: string };
  properties: readonly RuleProperty[];
  onImport: (imported: { tree: RuleGroup; name?: string; title?: string }) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Menu
        label="Rule file"
        items={[
          { id: 'json', label: 'Show as JSON', onSelect: () => setOpen('json') },
          { id: 'sql', label: 'Show as SQL', onSelect: () => setOpen('sql') },
          { id: 'import', label: 'Import from JSON', onSelect: () => setOpen('import') },
        ]}
      />
      {open === 'json' && (
        <Modal
          isOpen
          onClose={close}
          title="Rule as JSON"
          size="lg"
          actions={{ confirm: { label: 'Done', onClick: close } }}
        >
          <Copyable text={exportRuleJson(tree, about)} label="rule JSON" />
        </Modal>
      )}
      {open === 'sql' && <SqlDialog tree={tree} onClose={close} />}
      {open === 'import' && (
        <ImportDialog
          properties={properties}
          onClose={close}
          onImport={(imported) => {
            onImport(imported);
            close();
          }}
        />
      )}
    </>
  );
}

function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <pre aria-label={label} css={(t) => ({ ...codeBlock, width: '100%', background: t.colors.surfaceMuted })}>
        {text}
      </pre>
      <CopyButton text={text} label={`Copy ${label}`} />
    </div>
  );
}

function SqlDialog({ tree, onClose }: { tree: RuleGroup; onClose: () => void }) {
  const [reply, setReply] = useState<RuleSqlText | string | null>(null);
  useEffect(() => {
    void api.rules
      .sqlText({ body: { Tree: tree } }, { suppressErrorToast: true })
      .then((env) =>
        setReply(env.Success && env.Data ? env.Data : (env.Message ?? 'The rule could not be written as SQL.')),
      )
      .catch(() => setReply('The server could not be reached.'));
  }, [tree]);
  const text =
    reply && typeof reply === 'object'
      ? `${reply.Sql};\n${reply.Parameters.map((p) => `-- ${p.Name} = ${p.Value}`).join('\n')}`
      : '';
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Rule as SQL"
      size="lg"
      actions={{ confirm: { label: 'Done', onClick: onClose } }}
    >
      {reply === null ? (
        <Skeleton variant="text" label="Writing the SQL..." />
      ) : typeof reply === 'string' ? (
        <p role="alert">{reply}</p>
      ) : (
        <div css={{ display: 'grid', gap: 8 }}>
          <p css={{ margin: 0 }}>The statement the server runs for this rule; values are passed as parameters.</p>
          <Copyable text={text} label="rule SQL" />
        </div>
      )}
    </Modal>
  );
}

function ImportDialog({
  properties,
  onClose,
  onImport,
}: {
  properties: readonly RuleProperty[];
  onClose: () => void;
  onImport: (imported: { tree: RuleGroup; name?: string; title?: string }) => void;
}) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const load = () => {
    const result = importRuleJson(text, properties);
    if ('tree' in result) onImport(result);
    else setProblems(result.problems);
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Import a rule"
      size="lg"
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: { label: 'Load rule', onClick: load, isDisabled: !text.trim() },
      }}
    >
      <div css={{ display: 'grid', gap: 12 }}>
        <p css={{ margin: 0 }}>
          Paste a rule shown as JSON here or in another console. It replaces the conditions of this form; nothing is
          saved until you save.
        </p>
        <FormField label="Rule JSON" error={problems.length ? 'The rule cannot be loaded.' : undefined}>
          <Textarea
            rows={10}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblems([]);
            }}
          />
        </FormField>
        {problems.length > 0 && (
          <ul aria-label="Problems in the rule" css={{ margin: 0 }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
