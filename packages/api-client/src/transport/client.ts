import { buildPath, type CallInput, type ContractTable, type DataOf } from '../contract/define';
import type { Envelope } from '../contract/envelope';
import { contract as defaultContract, type Contract } from '../contract/index';
import { Transport, type CallOptions, type TransportOptions } from './transport';

type CallFn<C> =
  {} extends CallInput<C>
    ? (input?: CallInput<C>, options?: CallOptions) => Promise<Envelope<DataOf<C>>>
    : (input: CallInput<C>, options?: CallOptions) => Promise<Envelope<DataOf<C>>>;

/** One function per contract call: `api.dashboard.statistics()`, `api.audit.list({ body })`. */
export type ApiClient<T extends ContractTable = Contract> = {
  [D in keyof T]: { [K in keyof T[D]]: CallFn<T[D][K]> };
} & {
  transport: Transport;
};

/** Derives the client from the contract table, so every call the server registers has its function. */
export function createApiClient<T extends ContractTable = Contract>(
  options: TransportOptions = {},
  table: T = defaultContract as unknown as T,
): ApiClient<T> {
  const transport = new Transport(options);
  const client: Record<string, unknown> = { transport };
  for (const [domain, calls] of Object.entries(table)) {
    const fns: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(calls)) {
      fns[name] = (
        input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
        callOptions?: CallOptions,
      ) =>
        transport.request(
          { method: spec.method, path: buildPath(spec.path, input.params), query: input.query, body: input.body },
          callOptions,
        );
    }
    client[domain] = fns;
  }
  return client as ApiClient<T>;
}
