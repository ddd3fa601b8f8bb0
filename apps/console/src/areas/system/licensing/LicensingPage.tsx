import { useState } from 'react';
import { Badge, FileInput, FormField, PageHeader, PageLayout } from '@portcullis/ui';
import type { LicenceDetails } from '@portcullis/api-client';
import { api } from '../../../api';
import type { ScreenProps } from '../../../routes/route-types';
import { dateTimeCell } from '../../shared/cells';
import { Facts } from '../../shared/resource/Facts';
import { useRecord } from '../../shared/forms';
import { RecordState } from '../../shared/RecordState';
import { daysLeftText } from './licensing-display';

/**
 * System → Licensing (License, default tenant): the stored licence and its seats, the trial's days
 * left, and the upload of a signed licence file (format: apps/server/src/domains/licensing/README.md).
 * A refused file's message stays on the page, beside the upload.
 */
export function LicensingPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.licensing.licenceDetails(undefined, { suppressErrorToast: true }), []);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    const env = await api.licensing.licenceUpload({ body: { File: await file.text() } }, { suppressErrorToast: true });
    setOutcome({
      ok: env.Success,
      text: env.Message ?? (env.Success ? 'Licence uploaded.' : 'The licence was refused.'),
    });
    if (env.Success) reload();
  };
  return (
    <RecordState state={state} what="licence" onRetry={reload}>
      {(d: LicenceDetails) => (
        <PageLayout
          header={<PageHeader title={route.title} description="The licence of this installation and its upload." />}
        >
          {d.Warning && (
            <p role="status" css={{ margin: '0 0 12px' }}>
              <Badge tone="warning">Warning</Badge> {d.Warning}
            </p>
          )}
          <Facts
            facts={[
              ['Tenant', d.Tenant.Name],
              ['Status', d.IsTrial ? 'Trial (no licence is found)' : 'Licensed'],
              ['Licence id', d.Licence?.LicenceId ?? '—'],
              ['Edition', d.Licence?.Edition ?? '—'],
              [
                'Seats',
                d.Licence?.Seats != null ? `${d.SeatsUsed} of ${d.Licence.Seats} used` : `${d.SeatsUsed} users`,
              ],
              [
                'Expires',
                (d.IsTrial ? d.Tenant.ExpirationDate : d.Licence?.ExpirationUtc)
                  ? dateTimeCell((d.IsTrial ? d.Tenant.ExpirationDate : d.Licence?.ExpirationUtc)!)
                  : 'Never',
              ],
              [d.IsTrial ? 'Trial days left' : 'Days left', daysLeftText(d.DaysLeft)],
              ['Uploaded', d.Licence?.UploadedDate ? dateTimeCell(d.Licence.UploadedDate) : '—'],
            ]}
          />
          <FormField
            label="Licence file"
            help="A signed Portcullis licence (JSON). It replaces the current licence once its signature is verified."
          >
            <FileInput
              isClearedAfterChoice
              aria-label="Upload a licence file"
              accept=".json,.lic,application/json"
              onFile={(file) => void upload(file)}
            />
          </FormField>
          {outcome && (
            <p role={outcome.ok ? 'status' : 'alert'} css={{ margin: '8px 0 0' }}>
              <Badge tone={outcome.ok ? 'success' : 'danger'}>{outcome.ok ? 'Uploaded' : 'Refused'}</Badge>{' '}
              {outcome.text}
            </p>
          )}
        </PageLayout>
      )}
    </RecordState>
  );
}
