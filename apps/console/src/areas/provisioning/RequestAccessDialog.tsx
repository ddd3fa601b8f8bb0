import { useEffect, useState } from 'react';
import { FormField, Modal, Select, TextInput, Textarea } from '@portcullis/ui';
import { checkAnswers, type AccessRequest, type FormAnswers, type RequestablePackage } from '@portcullis/api-client';
import { api } from '../../api';
import { FormAnswerFields } from '../workflow/forms/FormAnswerFields';

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
  // The form of the package's approval flow (issue 27): checked by the form model before sending.
  const [formAnswers, setFormAnswers] = useState<FormAnswers>({});
  const [showFormErrors, setShowFormErrors] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setPackageId(null);
    setJustification('');
    setAnswers([]);
    setFormAnswers({});
    setShowFormErrors(false);
    setError(null);
    void api.accessRequests
      .requestable({ body: { CurrentPage: 1, ItemPerPage: 100 } })
      .then((env) => setPackages(env.Data?.Data ?? []));
  }, [isOpen]);

  const chosen = packages?.find((p) => p.AccessPackageId === packageId) ?? null;
  const submit = async () => {
    if (!chosen) return setError('Access package is required.');
    if (chosen.RequireJustification && !justification.trim()) return setError('Justification is required.');
    const hasForm = chosen.FormFields.length > 0;
    if (hasForm && checkAnswers(chosen.FormFields, formAnswers).length) return setShowFormErrors(true);
    setBusy(true);
    try {
      const env = await api.accessRequests.create({
        body: {
          AccessPackageId: chosen.AccessPackageId,
          Justification: justification.trim(),
          Answers: answers,
          ...(hasForm ? { FormAnswers: formAnswers } : {}),
        },
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
                setFormAnswers({});
                setShowFormErrors(false);
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
          {chosen && chosen.FormFields.length > 0 && (
            <FormAnswerFields
              fields={chosen.FormFields}
              answers={formAnswers}
              onChange={setFormAnswers}
              showErrors={showFormErrors}
            />
          )}
        </>
      )}
    </Modal>
  );
}
