/** One item of the envelope's error list (spec §3, §8). */
export interface EnvelopeError {
  Message: string;
  /** Name of the request field the message is about, when there is one (forms show it beside the field). */
  Field?: string;
}

/** The response envelope of every call (spec §3, §7, §8). */
export interface Envelope<TData = unknown> {
  Success: boolean;
  Message?: string | null;
  Title?: string | null;
  Data: TData | null;
  Errors?: EnvelopeError[];
}

/** Body of a 403 reply (spec §3 Forbidden response). */
export interface ForbiddenData {
  MissingPermissions: string[];
  MissingPack: string | null;
}

/** A server-paged table page (spec §3: Data.Data rows and Data.TotalItemCount). */
export interface PagedData<TRow> {
  Data: TRow[];
  TotalItemCount: number;
}

/** The fallback message of a failure toast (spec §8). */
export const FALLBACK_ERROR_MESSAGE = 'Unable to proceed your request.';

/** Title of the server's 404 envelopes ('… was not found.'). */
export const NOT_FOUND_TITLE = 'Not found';

/** Whether a failed envelope says the record does not exist (a 404), rather than another failure. */
export const isNotFound = (envelope: Pick<Envelope, 'Success' | 'Title'>): boolean =>
  !envelope.Success && envelope.Title === NOT_FOUND_TITLE;
