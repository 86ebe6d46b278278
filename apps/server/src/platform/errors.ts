// Typed errors thrown by modules; platform/http/error-handler.ts maps every one of them to the envelope.
import { ErrorCode, errorMessages, httpStatusOf, type ErrorCodeValue } from '@pautang/contract/errors';
import type { FieldErrors } from '@pautang/contract/origination';

export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: ErrorCodeValue,
    message: string = errorMessages[code],
    /** For 429: how long until the limit resets, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** What the envelope's data carries (logical names; the error handler renames it for the wire): null unless set. */
    readonly data?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
    this.httpStatus = httpStatusOf(code);
  }
}

export const notFound = (message?: string) => new AppError(ErrorCode.NotFound, message);
export const invalid = (message: string) => new AppError(ErrorCode.Validation, message);

/**
 * A refused form: the first refused field's message is the envelope's message (the toast), and data.fields names
 * every refused item's code with its own message, so a form can mark each field.
 */
export function refusedFields(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? errorMessages[ErrorCode.Validation];
  return new AppError(ErrorCode.Validation, first, undefined, { fields });
}
