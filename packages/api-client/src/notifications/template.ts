/**
 * Notification templates: `{{Variable}}` placeholders (spaces inside the braces allowed) replaced by
 * values; an unknown variable renders empty, as Handlebars and Keycloak's FreeMarker-with-defaults do,
 * so a typo never blocks a delivery. Text only: e-mails are sent as plain text, the bell renders text.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Replaces each `{{Name}}` in `template` with `values[Name]` (empty when absent). */
export function renderTemplate(
  template: string,
  values: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === null || value === undefined ? '' : String(value);
  });
}

/** The variable names a template uses, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}
