/**
 * Lifecycles of resource definitions: the states a record of one kind moves through, their §4 values,
 * labels and badge tones, and the transitions allowed between them — one table that the server enforces
 * (any other transition is refused with a 400 naming the current state and the allowed ones) and the
 * screens read (badges, which actions show). Plain data and pure functions, no React.
 *
 * Like midPoint's lifecycle states and Okta's campaign status, the transitions are data rather than code:
 * a workflow flow, a delivery or a webhook declares its own table the same way.
 */

/** Tones a state badge can take (the kit's Badge tones). */
export type StateTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

/** One state: its stored value (a §4 number, or a text), the label shown, and its badge tone. */
export interface LifecycleState {
  readonly value: number | string;
  readonly title: string;
  readonly tone: StateTone;
}

/**
 * A lifecycle: the field that holds the state, the states by name, the state a new record starts in,
 * and for each state the states it may move to (a state with none is final).
 */
export interface Lifecycle<S extends string = string> {
  /** The record's field that stores the state's value (a `choice` or computed choice field). */
  readonly field: string;
  readonly states: Readonly<Record<S, LifecycleState>>;
  readonly initial: S;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
}

/** Keeps the state names' literal types and checks the table: transitions name known states, values are unique. */
export function defineLifecycle<const S extends string>(lifecycle: {
  readonly field: string;
  readonly states: Readonly<Record<S, LifecycleState>>;
  readonly initial: NoInfer<S>;
  readonly transitions: Readonly<Record<NoInfer<S>, readonly NoInfer<S>[]>>;
}): Lifecycle<S> {
  const names = Object.keys(lifecycle.states) as S[];
  if (!names.includes(lifecycle.initial)) throw new Error(`Lifecycle: unknown initial state ${lifecycle.initial}.`);
  const values = names.map((n) => lifecycle.states[n].value);
  if (new Set(values).size !== values.length) throw new Error('Lifecycle: two states share a value.');
  for (const [from, tos] of Object.entries(lifecycle.transitions) as Array<[string, readonly string[]]>) {
    if (!names.includes(from as S)) throw new Error(`Lifecycle: transitions from unknown state ${from}.`);
    for (const to of tos)
      if (!names.includes(to as S)) throw new Error(`Lifecycle: transition ${from} → unknown state ${to}.`);
  }
  return lifecycle;
}

/** Any lifecycle (for generic code). */
export type AnyLifecycle = Lifecycle<string>;

/** The name of the state stored as `value`, or undefined when no state has it. */
export function stateNameOf<S extends string>(lifecycle: Lifecycle<S>, value: unknown): S | undefined {
  return (Object.keys(lifecycle.states) as S[]).find((n) => lifecycle.states[n].value === value);
}

/**
 * How a stored value reads: its state's name, label and tone; a value no state has reads as itself
 * with a neutral tone (a badge never breaks on an unexpected value).
 */
export function stateOf(lifecycle: AnyLifecycle, value: unknown): { name: string | undefined } & LifecycleState {
  const name = stateNameOf(lifecycle, value);
  if (name === undefined) return { name, value: value as number | string, title: String(value ?? ''), tone: 'neutral' };
  return { name, ...(lifecycle.states as Record<string, LifecycleState>)[name]! };
}

/** The states `from` may move to, in table order. */
export function allowedTransitions<S extends string>(lifecycle: Lifecycle<S>, from: S): readonly S[] {
  return lifecycle.transitions[from] ?? [];
}

/** Whether the state has no way out. */
export const isFinalState = <S extends string>(lifecycle: Lifecycle<S>, state: S): boolean =>
  allowedTransitions(lifecycle, state).length === 0;

/** The outcome of asking to move a record from one state to another. */
export type TransitionResult<S extends string = string> =
  | { readonly ok: true; readonly from: S; readonly to: S }
  | { readonly ok: false; readonly from: S; readonly to: S; readonly allowed: readonly S[]; readonly message: string };

const titleOfState = (lifecycle: AnyLifecycle, name: string) =>
  (lifecycle.states as Record<string, LifecycleState>)[name]?.title ?? name;

/**
 * The pure transition function: moving `from` → `to` is allowed when the table lists it. A refusal
 * names the current state and the allowed ones ("… is Ready; it can move to Completed or Cancel."),
 * the message the server's 400 carries.
 */
export function transition<S extends string>(
  lifecycle: Lifecycle<S>,
  from: S,
  to: S,
  noun = 'record',
): TransitionResult<S> {
  const allowed = allowedTransitions(lifecycle, from);
  if (allowed.includes(to)) return { ok: true, from, to };
  return { ok: false, from, to, allowed, message: refusalText(lifecycle, from, to, allowed, noun) };
}

/** 'The campaign is Ready; it cannot move to Applied. It can move to Completed or Cancel.' */
function refusalText(lifecycle: AnyLifecycle, from: string, to: string, allowed: readonly string[], noun: string) {
  const now = `The ${noun} is ${titleOfState(lifecycle, from)}; it cannot move to ${titleOfState(lifecycle, to)}.`;
  if (allowed.length === 0) return `${now} ${titleOfState(lifecycle, from)} is final.`;
  return `${now} It can move to ${listText(allowed.map((s) => titleOfState(lifecycle, s)))}.`;
}

/** A refusal of an action in a state it is not allowed in: names the current state and those it is allowed in. */
export function stateRefusalText(
  lifecycle: AnyLifecycle,
  current: string | undefined,
  actionTitle: string,
  allowedIn: readonly string[],
  noun = 'record',
): string {
  const now = current === undefined ? 'in no known state' : titleOfState(lifecycle, current);
  return `${actionTitle} is not possible: the ${noun} is ${now}. It is possible when the ${noun} is ${listText(
    allowedIn.map((s) => titleOfState(lifecycle, s)),
  )}.`;
}

/** 'A', 'A or B', 'A, B or C'. */
export function listText(items: readonly string[], joiner = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** The choices of a lifecycle's state field (value and label per state, in table order). */
export function lifecycleChoices<S extends string>(
  lifecycle: Lifecycle<S>,
): Array<{ value: number | string; title: string }> {
  return (Object.keys(lifecycle.states) as S[]).map((n) => ({
    value: lifecycle.states[n].value,
    title: lifecycle.states[n].title,
  }));
}
