import { NOT_FOUND_TITLE, type EnvelopeError } from '@portcullis/api-client/contract';

/** A refusal with an HTTP status and an envelope message; thrown by handlers and the pipeline. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title: string | null = null,
    readonly errors: EnvelopeError[] = [],
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: EnvelopeError[] = []) =>
  new ApiError(400, message, 'Validation', errors);
export const notFound = (what: string) => new ApiError(404, `${what} was not found.`, NOT_FOUND_TITLE);
export const conflict = (message: string) => new ApiError(409, message, 'Conflict');
