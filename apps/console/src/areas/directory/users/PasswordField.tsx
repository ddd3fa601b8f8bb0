import { useEffect, useId, useState } from 'react';
import { Button, FormField, TextInput } from '@portcullis/ui';
import {
  checkPassword,
  generatePolicyPassword,
  USER_PASSWORD_LENGTH,
  type PasswordPolicy,
} from '@portcullis/api-client';
import { api } from '../../../api';
import { appState } from '../../../state/app-store';

/**
 * The policy of a category, fetched per category (§5) — or of a user or user source, by its id; when
 * the fetch fails, the policy configured in the static data is used, and missing values take the §5
 * defaults (inside `checkPassword`).
 */
export function usePasswordPolicy(category: string): PasswordPolicy | null {
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void api.application.passwordPolicy({ params: { category } }, { suppressErrorToast: true }).then((env) => {
      if (!isCurrent) return;
      setPolicy(
        env.Success && env.Data
          ? env.Data
          : (appState.staticData?.PasswordPolicies[category] ?? appState.staticData?.PasswordPolicies.default ?? null),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [category]);
  return policy;
}

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Told whether the value meets the policy (an empty value counts as valid: nothing to check). */
  onValidity?: (isValid: boolean) => void;
  /** A policy category, or the id of a user or user source (their policy). @default 'default' */
  category?: string;
  /** Makes a password on the server (user passwords page); default: letters and digits made here. */
  generate?: () => Promise<string | null>;
}

/** A password input with a live policy checklist, a show/hide toggle and a generator (letters and digits, §9, plus what the policy demands). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  onValidity,
  category = 'default',
  generate,
}: PasswordFieldProps) {
  const policy = usePasswordPolicy(category);
  const [isShown, setIsShown] = useState(false);
  const listId = useId();
  const failures = value ? checkPassword(value, policy) : [];
  useEffect(() => {
    onValidity?.(failures.length === 0);
  }, [failures.length, onValidity]);
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <FormField
        label={label}
        error={error}
        help={value && failures.length === 0 ? 'The password meets the policy.' : undefined}
      >
        <TextInput
          type={isShown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          isAutocompleteOff
          aria-describedby={failures.length ? listId : undefined}
        />
      </FormField>
      <div css={{ display: 'flex', gap: 8 }}>
        <Button type="button" size="sm" variant="secondary" onClick={() => setIsShown((s) => !s)}>
          {isShown ? 'Hide password' : 'Show password'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={async () => {
            const made = generate ? await generate() : generatePolicyPassword(USER_PASSWORD_LENGTH, policy);
            if (made) {
              onChange(made);
              setIsShown(true);
            }
          }}
        >
          Generate password
        </Button>
      </div>
      {failures.length > 0 && (
        <ul
          id={listId}
          aria-label="Password policy"
          css={(t) => ({ margin: 0, paddingLeft: 20, color: t.colors.danger, fontSize: 13 })}
        >
          {failures.map((f) => (
            <li key={f.rule}>{f.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
