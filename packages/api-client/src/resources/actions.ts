import type { CallRef } from './define';
import type { Grants } from '../contract/access';
import type { Fields, FieldInput } from './fields';
import type { AnyLifecycle } from './lifecycle';
import { stateNameOf, stateRefusalText, transition } from './lifecycle';
import { checkFieldValue, isFieldShown, type FieldProblem } from './validate';

/**
 * Actions of resource definitions: named verbs on a record (start, close, apply, cancel) or on a
 * selection of records across pages (approve these 3 000 items), each with an input schema written
 * with the form's field kinds, the permission it needs, the lifecycle states it is allowed in, the
 * state it moves the record to, and whether it is destructive (the console asks first). From one
 * action the layer derives the contract entry (`resourceCalls`), the server's handler slot (state
 * check, access, input validation and the audit entry come from the layer; the domain writes only the
 * body), the button of the generic view and the bulk bar of the generic list.
 */
export interface ResourceAction {
  /** Button label and audit verb: 'Start'. */
  readonly title: string;
  /** The call: `{base}/:id/{verb}` for one record, `{base}/{verb}` for a selection. */
  readonly call: CallRef;
  /** The action's input (a dialog's fields in the console; validated like a save's fields). */
  readonly input?: Fields;
  /**
   * The permission the action needs; `null`: any signed-in user. On a resource with a `caller` rule,
   * callers it narrows act only on their own records (a reviewer deciding their items), others get 403.
   */
  readonly access: string | null;
  /** Lifecycle states (names) the action is allowed in; every state when absent. */
  readonly states?: readonly string[];
  /**
   * The state (name) the record moves to; the move is checked with the lifecycle's transition function.
   * When it depends on the record (approving the last stage delivers, an earlier one keeps the request
   * pending), a pure function of the record naming it; null: the body moves it (a flow decides).
   * Actions on a selection move every record to one named state.
   */
  readonly to?: string | ActionToState;
  /** Who may run it, decided per record (an approver of the current stage, the requester): see ActionActors. */
  readonly actors?: ActionActors;
  /** The console asks for confirmation first (with `confirmText`). */
  readonly isDestructive?: boolean;
  /** The confirmation's question. @default 'Do you want to {title lower-cased} this {noun}?' */
  readonly confirmText?: string;
  /**
   * The console runs it on a click, without a dialog (an action with no input that changes nothing the
   * user could regret: Run now, Send test, Enable); the toast says what happened.
   */
  readonly isImmediate?: boolean;
  /** The action applies to a selection of records (explicit ids, or every record matching the list's filters). */
  readonly selection?: boolean;
  /** What the action confers or removes (issue 11): the server then applies its no-escalation rules. */
  readonly grants?: Grants;
  /** The toast of a success. @default '{Title} done.' */
  readonly doneText?: string;
  /**
   * The action runs a call the contract already declares with the spec's shape (its path, body and
   * answer stay as the domain writes them) rather than `{base}/:id/{verb}`: see BoundCall.
   */
  readonly bound?: BoundCall;
  /** The record's field values it shows for (Enable on a disabled rule), as a field's `shownWhen`. */
  readonly shownWhen?: Readonly<Record<string, readonly unknown[]>>;
}

/**
 * An action on a call the spec fixes (`POST /rules/State` with `{ RuleId, IsEnabled }`): the layer
 * derives no contract entry for it, reads the record's id where the call carries it, and answers what
 * the action's body gives (the call's own response shape). Several actions may share one call, told
 * apart by the body values each always sends (Enable sends `IsEnabled: true`, Disable `false`).
 */
export interface BoundCall {
  /** Where the call names the record: `params.id` (its path) or `body.<Field>` (its body). */
  readonly idFrom: 'params.id' | `body.${string}`;
  /** Body values the action always sends; they pick the action among those sharing the call. */
  readonly fixed?: Readonly<Record<string, string | number | boolean | null>>;
}

/** The request of action `action` on record `id` with `input`: where the id and fixed values go. */
export function actionRequest(
  action: ResourceAction,
  id: string,
  input: Record<string, unknown>,
): { params?: { id: string }; body?: Record<string, unknown> } {
  const bound = action.bound;
  if (!bound) return { params: { id }, body: input };
  const body = { ...input, ...bound.fixed };
  if (bound.idFrom !== 'params.id') body[bound.idFrom.slice('body.'.length)] = id;
  const hasBody = Object.keys(body).length > 0;
  return { ...(bound.idFrom === 'params.id' ? { params: { id } } : {}), ...(hasBody ? { body } : {}) };
}

/** The record id a bound action's request names (the server's side of `actionRequest`). */
export function boundRecordId(bound: BoundCall, request: { params?: unknown; body?: unknown }): string | undefined {
  const from = (bound.idFrom === 'params.id' ? request.params : request.body) as Record<string, unknown> | undefined;
  const value = from?.[bound.idFrom === 'params.id' ? 'id' : bound.idFrom.slice('body.'.length)];
  return typeof value === 'string' ? value : undefined;
}

/** The action of `candidates` (sharing one bound call) whose fixed values the body carries. */
export function boundActionFor<A extends ResourceAction>(
  candidates: readonly A[],
  body: Readonly<Record<string, unknown>> | undefined,
): A | undefined {
  return candidates.find((a) => Object.entries(a.bound?.fixed ?? {}).every(([k, v]) => body?.[k] === v));
}

/** The input of a bound action: its body without the id and the fixed values. */
export function boundInput(bound: BoundCall, body: Readonly<Record<string, unknown>> | undefined) {
  const input: Record<string, unknown> = { ...body };
  if (bound.idFrom !== 'params.id') delete input[bound.idFrom.slice('body.'.length)];
  for (const key of Object.keys(bound.fixed ?? {})) delete input[key];
  return input;
}

/** Whether the record's values let the action show (`shownWhen`). */
export const isActionShownFor = (action: ResourceAction, record: Readonly<Record<string, unknown>> | undefined) =>
  !action.shownWhen || !record || Object.entries(action.shownWhen).every(([k, vs]) => vs.includes(record[k]));

/** The state an action moves a record to, computed from the record (null: its body moves it). */
export type ActionToState = (record: Readonly<Record<string, unknown>>) => string | null;

/**
 * Who may run an action on a record, when the record decides it rather than a permission (Entra ID:
 * only the approvers of the stage decide a request, never its requester; only the requester cancels
 * it). Anyone else is refused with 403 and `refusal`, audited as refused access. Checked after the
 * state, so a decided record answers with its state rather than with who could have decided it.
 */
export interface ActionActors {
  /** The record's field naming who may act: a user id, or a list of them. */
  readonly field: string;
  /** The 403's message for anyone it does not name. */
  readonly refusal: string;
  /** When the field names no one (no approver resolves), a super admin may act. @default false */
  readonly superAdminWhenEmpty?: boolean;
  /** A field naming a user who never may act, though `field` names them, checked first, with its message. */
  readonly except?: { readonly field: string; readonly refusal: string };
}

/** The caller as actor rules read them. */
export interface Actor {
  readonly userId: string;
  readonly isSuperAdmin: boolean;
}

/** Keeps the literal call names of an action table. */
export const defineActions = <const A extends Readonly<Record<string, ResourceAction>>>(actions: A): A => actions;

/**
 * The designed call of action `verb` of a resource at `base`: `{base}/:id/{verb}` for one record,
 * `{base}/{verb}` for a selection, named `{verb}` (or `{prefix}{Verb}`).
 */
export function designedActionCall<const V extends string, const P extends string = ''>(
  base: string,
  verb: V,
  options: { selection?: boolean; prefix?: P } = {},
) {
  const prefix = options.prefix ?? '';
  const Verb = verb.charAt(0).toUpperCase() + verb.slice(1);
  const name = (prefix ? `${prefix}${Verb}` : verb) as [P] extends [''] ? V : `${P}${Capitalize<V>}`;
  return { name, path: options.selection ? `${base}/${verb}` : `${base}/:id/${verb}`, isDesigned: true };
}

/**
 * How a selection names its records — the data table's selection request: `SelectedIds` (ticked rows),
 * or `AllMatching` (every record the list's filters match, across pages, but `ExceptIds`: what
 * "select all 3 000" means), never both. `Scope` is the list's scope (a child list's parent).
 */
export interface Selection {
  SelectedIds?: string[];
  AllMatching?: {
    Filters?: Array<{ Column: string; Value: unknown; Operator?: number }>;
    ExceptIds?: string[];
    Scope?: string | null;
  };
}

/** The most records one selection may name (Okta caps a campaign at 100 000 items). */
export const MAX_SELECTION = 100_000;

/** The action's input values: its fields as a save sends them. */
export type ActionInputOf<A extends ResourceAction> = A['input'] extends Fields
  ? FieldInput<A['input']>
  : Record<string, never>;

/** Every problem of an action's input (§5 messages, as a save's). */
export function checkActionInput(action: ResourceAction, input: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, f] of Object.entries(action.input ?? {})) {
    if (!isFieldShown(f, input)) continue;
    const message = checkFieldValue(f, input[name], true);
    if (message) problems.push({ Field: name, Message: message });
  }
  return problems;
}

/** The state (name) the action moves `record` to, or null when it names none (or the body moves it). */
export function targetStateOf(action: ResourceAction, record: Readonly<Record<string, unknown>> | undefined) {
  if (typeof action.to === 'string') return action.to;
  return action.to && record ? action.to(record) : null;
}

/** Why `actor` may not run the action on `record` (the 403's message), or null when they may. */
export function actorRefusal(
  action: ResourceAction,
  record: Readonly<Record<string, unknown>>,
  actor: Actor,
): string | null {
  const rule = action.actors;
  if (!rule) return null;
  if (rule.except && idsIn(record[rule.except.field]).includes(actor.userId)) return rule.except.refusal;
  const named = idsIn(record[rule.field]);
  if (named.includes(actor.userId)) return null;
  return named.length === 0 && rule.superAdminWhenEmpty && actor.isSuperAdmin ? null : rule.refusal;
}

const idsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [String(value)];

/** Whether the action may run on a record in state `value` (the state field's stored value). */
export function isActionAllowedIn(
  action: ResourceAction,
  lifecycle: AnyLifecycle | undefined,
  value: unknown,
): boolean {
  if (!action.states || !lifecycle) return true;
  const name = stateNameOf(lifecycle, value);
  return name !== undefined && action.states.includes(name);
}

/**
 * Why the action may not run on a record in state `value`, or null when it may: the state is not one
 * it is allowed in, or the move to its target state (computed from `record` when it depends on it)
 * is not a transition of the lifecycle. Pure: the server refuses with this message (400), the
 * console hides the button.
 */
export function actionRefusal(
  action: ResourceAction,
  lifecycle: AnyLifecycle | undefined,
  value: unknown,
  noun: string,
  record?: Readonly<Record<string, unknown>>,
): string | null {
  if (!lifecycle) return null;
  const current = stateNameOf(lifecycle, value);
  if (action.states && (current === undefined || !action.states.includes(current)))
    return stateRefusalText(lifecycle, current, action.title, action.states, noun);
  const to = targetStateOf(action, record);
  if (to && current !== undefined) {
    const moved = transition(lifecycle, current, to, noun);
    if (!moved.ok) return moved.message;
  }
  return null;
}

/**
 * The actions a record in state `value` offers (the view's buttons), in definition order; given the
 * record and the caller, only those its actor rules let the caller run.
 */
export function actionsFor(
  actions: Readonly<Record<string, ResourceAction>> | undefined,
  lifecycle: AnyLifecycle | undefined,
  value: unknown,
  options: { selection: boolean; record?: Readonly<Record<string, unknown>>; actor?: Actor },
): Array<[string, ResourceAction]> {
  const { record, actor } = options;
  return Object.entries(actions ?? {}).filter(
    ([, a]) =>
      Boolean(a.selection) === options.selection &&
      (options.selection ||
        (actionRefusal(a, lifecycle, value, 'record', record) === null &&
          isActionShownFor(a, record) &&
          !(record && actor && actorRefusal(a, record, actor) !== null))),
  );
}

/** The confirmation question of a destructive action. */
export const confirmTextOf = (action: ResourceAction, noun: string): string =>
  action.confirmText ?? `Do you want to ${action.title.toLowerCase()} this ${noun}?`;

/** The toast after a successful action. */
export const doneTextOf = (action: ResourceAction): string => action.doneText ?? `${action.title} done.`;
