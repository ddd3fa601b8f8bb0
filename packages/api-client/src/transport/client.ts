import { buildPath, type CallInput, type ContractTable, type DataOf } from '../contract/define';
import type { Envelope } from '../contract/envelope';
import type { Contract } from '../contract/index';
import type { RouteTable, RoutesOf } from '../routes/derive';
import { routes } from '../routes/route-table.generated';
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

/**
 * Derives the client from the route table, so every call the server registers has its function. The
 * route table is the contract without its zod schemas: the client never validates (the server does),
 * so a browser bundle holds no zod. Pass another product's table (a contract table or its routes) as
 * the second argument.
 */
export function createApiClient<T extends ContractTable = Contract>(
  options: TransportOptions = {},
  table: RoutesOf<T> = routes as unknown as RoutesOf<T>,
): ApiClient<T> {
  const transport = new Transport(options);
  const client: Record<string, unknown> = { transport };
  for (const [domain, calls] of Object.entries(table as RouteTable)) {
    const fns: Record<string, unknown> = {};
    for (const [name, route] of Object.entries(calls)) {
      fns[name] = (
        input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
        callOptions?: CallOptions,
      ) =>
        transport.request(
          { method: route.method, path: buildPath(route.path, input.params), query: input.query, body: input.body },
          callOptions,
        );
    }
    client[domain] = fns;
  }
  return client as ApiClient<T>;
}
