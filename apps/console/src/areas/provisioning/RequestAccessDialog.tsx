import { useEffect, useState } from 'react';
import { FormField, Modal, Select, TextInput, Textarea } from '@portcullis/ui';
import type { AccessRequest, RequestablePackage } from '@portcullis/api-client';
import { api } from '../../api';

/**
 * Requesting an access package for oneself (Entra ID's My Access "Request"): the packages the
 * caller's policies allow, a justification when the package asks for one, and an answer per question.
 */
export function RequestAccessDialog({
  isOpen,
  onClose,
  onRequested,
}: {
  isOpen: boolean;
  onClose: () => void;
  onRequested: (request: AccessRequest) => void;
}) {
  const [packages, setPackages] = useState<RequestablePackage[] | null>(null);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [justification, setJustification] = useState('');
  const [answers, setAnswers] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setPackageId(null);
    setJustification('');
    setAnswers([]);
    setError(null);
    void api.accessRequests
      .requestable({ body: { CurrentPage: 1, ItemPerPage: 100 } })
      .then((env) => setPackages(env.Data?.Data ?? []));
  }, [isOpen]);

  const chosen = packages?.find((p) => p.AccessPackageId === packageId) ?? null;
  const submit = async () => {
    if (!chosen) return setError('Access package is required.');
    if (chosen.RequireJustification && !justification.trim()) return setError('Justification is required.');
    setBusy(true);
    try {
      const env = await api.accessRequests.create({
        body: { AccessPackageId: chosen.AccessPackageId, Justification: justification.trim(), Answers: answers },
      });
      if (env.Data) onRequested(env.Data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Request access"
      size="md"
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: { label: 'Request', onClick: () => void submit(), isLoading: isBusy },
      }}
    >
      {packages && packages.length === 0 ? (
        <p>There is no access package you can request.</p>
      ) : (
        <>
          <FormField label="Access package" isRequired error={!chosen ? error : null}>
            <Select
              options={(packages ?? []).map((p) => ({
                value: p.AccessPackageId,
                label: p.Title,
                description: p.CatalogTitle,
              }))}
              value={packageId}
              onChange={(v) => {
                setPackageId(v);
                setAnswers([]);
                setError(null);
              }}
              placeholder={packages ? 'Choose an access package' : 'Loading…'}
            />
          </FormField>
          {chosen?.Description && <p>{chosen.Description}</p>}
          {chosen && (
            <FormField
              label="Justification"
              isRequired={chosen.RequireJustification}
              error={chosen && error === 'Justification is required.' ? error : null}
            >
              <Textarea value={justification} onChange={(e) => setJustification(e.target.value)} rows={3} />
            </FormField>
          )}
          {chosen?.Questions.map((question, i) => (
            <FormField key={question} label={question} isRequired>
              <TextInput
                value={answers[i] ?? ''}
                onChange={(e) => setAnswers((all) => Object.assign([...all], { [i]: e.target.value }))}
              />
            </FormField>
          ))}
        </>
      )}
    </Modal>
  );
}
