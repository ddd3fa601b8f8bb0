/**
 * The ASP.NET Core SignalR JSON hub protocol (HubProtocol.md, TransportProtocols.md in
 * dotnet/aspnetcore): records are JSON texts each ended by the record separator 0x1E.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type HubMessage =
  | InvocationMessage
  | { type: 2; invocationId: string; item: unknown }
  | { type: 3; invocationId: string; result?: unknown; error?: string }
  | { type: 4; invocationId: string; target: string; arguments: unknown[] }
  | { type: 5; invocationId: string }
  | { type: 6 }
  | { type: 7; error?: string; allowReconnect?: boolean };

/** Writes one record. */
export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/**
 * Splits incoming text into complete records; returns the records and the unfinished rest, which the
 * caller keeps until the next frame (a record may span frames, a frame may hold several records).
 */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

/** Parses a hub message; null when it is not a JSON object with a known numeric type. */
export function parseMessage(record: string): HubMessage | null {
  try {
    const value = JSON.parse(record) as { type?: unknown };
    if (!value || typeof value !== 'object' || typeof value.type !== 'number' || value.type < 1 || value.type > 7)
      return null;
    return value as HubMessage;
  } catch {
    return null;
  }
}
