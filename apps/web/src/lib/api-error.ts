import { uiMessages } from '@porchlight/core/ui/ui.messages';

/** How a call failed, apart from the client itself, so forms and actions can read it without loading it. */

/** spec 1 §8 */
export const NETWORK_ERROR_MESSAGE = uiMessages.networkError;

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(status: number, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return NETWORK_ERROR_MESSAGE;
}
