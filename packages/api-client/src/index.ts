// @portcullis/api-client — the browser entry: the client derived from the route table, the envelope
// transport, enums, entity types, resource definitions and permissions. No zod, no SignalR: the
// contract's schemas are in `@portcullis/api-client/contract` (servers), the hub clients in
// `@portcullis/api-client/hubs`.
export * from './common';
export * from './transport/index';
