/**
 * Moves focus to the first control marked `aria-invalid="true"` inside `root` and returns whether
 * one was found. Call it after a failed submit has rendered its errors (e.g. in an effect keyed on
 * the errors), so keyboard and screen-reader users land on what needs fixing rather than staying on
 * the submit button. Kit controls inside a FormField with an error carry `aria-invalid`.
 */
export function focusFirstInvalid(root: ParentNode | null): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}
