/**
 * The language of actions, written once (the visual-language page shows it): which look an action
 * takes where it sits, and which word a destructive action uses. `PageHeader`, `RowActions` and the
 * `Modal`'s `actions` read these rules, so a screen cannot pick another look or verb.
 *
 * - Page actions: one primary (filled) per view, every other page action secondary (outlined).
 * - Row actions: quiet, the verb alone is visible; the accessible name adds the object.
 * - Dialog actions: Cancel secondary, the confirming action primary (danger when it destroys).
 * - Destructive verbs: what happens decides the word (as Entra ID and Keycloak do): 'Delete'
 *   destroys the object itself, 'Remove' only unlinks it from the parent shown (a member from a
 *   role, an assignment from an application). The object stays in the directory after a Remove.
 */

/** What a destructive action does: `delete` destroys the object, `remove` unlinks it from its parent. */
export type DestructiveKind = 'delete' | 'remove';

/** The one word for each destructive kind. */
export const destructiveVerbs: Readonly<Record<DestructiveKind, string>> = {
  delete: 'Delete',
  remove: 'Remove',
};

/** The visible word of a destructive action. */
export function destructiveVerb(kind: DestructiveKind): string {
  return destructiveVerbs[kind];
}

/**
 * The accessible name of a row action: the visible verb followed by the object it acts on ('Remove
 * Grace Allen'), so the name starts with what is seen (WCAG 2.5.3, label in name) and every row's
 * button is told apart by a screen reader.
 */
export function rowActionName(verb: string, objectName: string): string {
  const object = objectName.trim();
  return object ? `${verb} ${object}` : verb;
}

/** Where an action sits; each place allows its own looks. */
export type ActionPlace = 'page' | 'row' | 'dialog';

/** The looks each place allows (the `Button` variants); anything else is a screen choosing otherwise. */
export const allowedActionLooks: Readonly<Record<ActionPlace, readonly string[]>> = {
  page: ['primary', 'secondary'],
  row: ['quiet'],
  dialog: ['primary', 'secondary', 'danger'],
};

/** One action as a place lays it out: its look follows from its role. */
export interface ActionRole {
  /** The view's or dialog's main action. */
  isPrimary?: boolean;
  /** What it destroys, if anything. */
  destroys?: DestructiveKind;
}

/**
 * The look of an action at its place: page actions are primary or secondary (a destructive page
 * action is secondary, its confirmation dialog carries the danger), row actions are quiet, and a
 * dialog's confirming action is primary or, when it destroys, danger.
 */
export function actionLook(place: ActionPlace, role: ActionRole): 'primary' | 'secondary' | 'danger' | 'quiet' {
  if (place === 'row') return 'quiet';
  if (place === 'page') return role.isPrimary && !role.destroys ? 'primary' : 'secondary';
  if (!role.isPrimary) return 'secondary';
  return role.destroys ? 'danger' : 'primary';
}
