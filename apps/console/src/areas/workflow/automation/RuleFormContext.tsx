import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { PageLayout, Skeleton } from '@portcullis/ui';
import type { RulePreviewResult, RuleProperty } from '@portcullis/api-client';
import { api } from '../../../api';

/** What the rule save page's controls share: the rule's id (none when creating), its properties and last evaluation. */
export interface RuleForm {
  id: string | undefined;
  properties: readonly RuleProperty[];
  result: RulePreviewResult | null;
}

const RuleFormContext = createContext<RuleForm | null>(null);

/** The rule form's shared facts (inside `RuleFormProvider`). */
export function useRuleForm(): RuleForm {
  const form = useContext(RuleFormContext);
  if (!form) throw new Error('useRuleForm is used outside RuleFormProvider.');
  return form;
}

/**
 * Loads the properties a rule can test (and, for a saved rule, its last evaluation for the preview's
 * header) before the save page renders its builder, as the page did before it was generic.
 */
export function RuleFormProvider({ id, children }: { id: string | undefined; children: ReactNode }) {
  const [properties, setProperties] = useState<RuleProperty[] | null>(null);
  const [result, setResult] = useState<RulePreviewResult | null>(null);
  useEffect(() => {
    void api.rules.properties().then((env) => setProperties(env.Data ?? []));
    setResult(null);
    if (id)
      void api.rules
        .ruleResult({ body: { RuleId: id } }, { suppressErrorToast: true })
        .then((env) => setResult(env.Data));
  }, [id]);
  if (!properties)
    return (
      <PageLayout>
        <Skeleton variant="header" label="Loading rule properties..." />
      </PageLayout>
    );
  return <RuleFormContext.Provider value={{ id, properties, result }}>{children}</RuleFormContext.Provider>;
}
