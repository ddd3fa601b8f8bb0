import { useState } from 'react';
import { Badge, Button, FormField, PageHeader, PageLayout, Textarea, TextInput } from '@portcullis/ui';
import type { SystemCertificate } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell } from '../../shared/cells';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { OperationsTable } from '../operations/OperationsTable';
import { CERTIFICATE_SOURCE_LABEL, certificateState } from './licensing-display';

/**
 * System → Certification (System.Management.Certification, default tenant): the certificates the
 * system uses (SAML signing keys of applications and uploaded ones), with 'Expiring within one month',
 * the upload of one PEM certificate and the removal of an uploaded one.
 */
export function CertificationPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.licensing.certificates(undefined, { suppressErrorToast: true }), []);
  const [name, setName] = useState('');
  const [pem, setPem] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const upload = async () => {
    const env = await api.licensing.certificateUpload(
      { body: { Name: name.trim(), Pem: pem } },
      { suppressErrorToast: true },
    );
    setOutcome({
      ok: env.Success,
      text: env.Message ?? (env.Success ? 'Certificate uploaded.' : 'The certificate was refused.'),
    });
    if (env.Success) {
      setName('');
      setPem('');
      reload();
    }
  };
  const remove = async (c: SystemCertificate) => {
    const env = await api.licensing.certificateRemove({ params: { id: c.CertificateId } });
    if (env.Success) reload();
  };
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Certificates the system uses, and the upload of a PEM certificate."
          primaryAction={{
            id: 'upload',
            label: 'Upload certificate',
            onClick: () => void upload(),
            isDisabled: !name.trim() || !pem.trim(),
          }}
        />
      }
    >
      <FormField label="Name" help="How operators call this certificate.">
        <TextInput value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="PEM certificate" help="One certificate, from -----BEGIN CERTIFICATE----- to its END line.">
        <Textarea value={pem} rows={6} onChange={(e) => setPem(e.target.value)} />
      </FormField>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} css={{ margin: '0 0 12px' }}>
          <Badge tone={outcome.ok ? 'success' : 'danger'}>{outcome.ok ? 'Uploaded' : 'Refused'}</Badge> {outcome.text}
        </p>
      )}
      <RecordState state={state} what="certificates" onRetry={reload}>
        {(rows: SystemCertificate[]) => (
          <OperationsTable<SystemCertificate>
            label="Certificates"
            rows={rows}
            rowKey={(c) => `${c.Source}/${c.CertificateId}`}
            emptyText="No certificates are in use."
            columns={[
              { id: 'name', title: 'Name', cell: (c) => c.Name },
              { id: 'source', title: 'Source', cell: (c) => CERTIFICATE_SOURCE_LABEL[c.Source] },
              { id: 'subject', title: 'Subject', cell: (c) => c.Subject },
              { id: 'issuer', title: 'Issuer', cell: (c) => c.Issuer },
              { id: 'expiry', title: 'Expires', cell: (c) => dateTimeCell(c.ValidTo) },
              {
                id: 'state',
                title: 'State',
                cell: (c) => {
                  const s = certificateState(c);
                  return <Badge tone={s.tone}>{s.text}</Badge>;
                },
              },
              {
                id: 'actions',
                title: 'Actions',
                cell: (c) =>
                  c.CanRemove ? (
                    <Button variant="secondary" aria-label={`Remove ${c.Name}`} onClick={() => void remove(c)}>
                      Remove
                    </Button>
                  ) : (
                    ''
                  ),
              },
            ]}
          />
        )}
      </RecordState>
    </PageLayout>
  );
}
