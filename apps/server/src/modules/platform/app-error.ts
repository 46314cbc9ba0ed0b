/** Error codes and the HTTP status each maps to: the one table the error handler reads. */
export const errorStatus = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serviceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A failure the caller can act on; the message is the spec's text, shown to the user as is. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

/** A 429 that says when to come back: the error handler sends `Retry-After` in whole seconds. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('tooManyRequests', message);
  }
}
