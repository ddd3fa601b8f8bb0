import { useState } from 'react';
import {
  Badge,
  Button,
  CopyButton,
  EmptyState,
  FormField,
  PageHeader,
  PageLayout,
  Table,
  TextInput,
  useAccess,
} from '@portcullis/ui';
import { hostNameProblem, Permissions, type BrandingDomain } from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';

/**
 * §2.12 domain (Branding.Domain.View; changes need Branding.Domain.Edit): custom host names for the
 * tenant's sign-in page. Each shows the TXT record to publish; Verify asks DNS and says plainly when the
 * domain is not verified yet (no record yet, or DNS could not be asked).
 */
export function DomainPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.branding.domains(), []);
  const [hostName, setHostName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { hasPermission } = useAccess();
  const canEdit = hasPermission(Permissions.BrandingDomainEdit);

  const add = async () => {
    const problem = hostNameProblem(hostName);
    setError(problem);
    if (problem) return;
    const env = await api.branding.saveDomain({ body: { HostName: hostName } });
    if (env.Success) {
      setHostName('');
      reload();
    } else setError(env.Errors?.[0]?.Message ?? env.Message ?? null);
  };
  const verify = async (d: BrandingDomain) => {
    await api.branding.verifyDomain({ params: { id: d.DomainId } });
    reload();
  };
  const remove = async (d: BrandingDomain) => {
    const env = await api.branding.removeDomain({ params: { id: d.DomainId } });
    if (env.Success) reload();
  };

  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description="Custom domains for your sign-in page."
          primaryAction={{
            id: 'add-domain',
            label: 'Add domain',
            onClick: () => void add(),
            permission: Permissions.BrandingDomainEdit,
          }}
        />
      }
    >
      {canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
          css={{ maxWidth: 480, marginBottom: 24 }}
        >
          <FormField label="Host name" help="Such as login.example.com." error={error} isRequired>
            <TextInput value={hostName} onChange={(e) => setHostName(e.target.value)} maxLength={253} />
          </FormField>
        </form>
      )}
      <RecordState state={state} what="domains" onRetry={reload}>
        {(domains) =>
          domains.length === 0 ? (
            <EmptyState
              title="No custom domains yet."
              description="Your sign-in page is reached at the product's address."
            />
          ) : (
            <Table label="Custom domains">
              <thead>
                <tr>
                  <th scope="col">Domain</th>
                  <th scope="col">TXT record to publish</th>
                  <th scope="col">Status</th>
                  {canEdit && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {domains.map((d) => (
                  <tr key={d.DomainId}>
                    <td>{d.HostName}</td>
                    <td>
                      <div>
                        <code>{d.RecordName}</code> <CopyButton text={d.RecordName} label="Copy name" />
                      </div>
                      <div>
                        <code>{d.RecordValue}</code> <CopyButton text={d.RecordValue} label="Copy value" />
                      </div>
                    </td>
                    <td>
                      <Badge tone={d.IsVerified ? 'success' : 'warning'}>
                        {d.IsVerified ? 'Verified' : 'Not verified'}
                      </Badge>
                      {d.LastCheckMessage && <p css={{ margin: '4px 0 0' }}>{d.LastCheckMessage}</p>}
                    </td>
                    {canEdit && (
                      <td>
                        <div css={{ display: 'flex', gap: 8 }}>
                          <Button variant="secondary" onClick={() => void verify(d)}>
                            Verify
                          </Button>
                          <Button variant="secondary" onClick={() => void remove(d)}>
                            Remove
                          </Button>
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </RecordState>
    </PageLayout>
  );
}
