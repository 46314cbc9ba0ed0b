import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

/** Mantine's useForm or the visitor forms' useSchemaForm. */
interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
  setFieldError: (path: never, error: string) => void;
}

/**
 * Puts a failed call's message where the user looks: a 400's field messages under their fields,
 * a status tied to one field (e.g. 409 on register -> email) under that field. Returns the message
 * to show above the form when no field owns it, else null.
 */
export function applyApiError(
  form: FormWithErrors,
  error: unknown,
  statusFields: Partial<Record<number, string>> = {},
): string | null {
  if (!(error instanceof ApiError)) return NETWORK_ERROR_MESSAGE;
  if (error.fields && Object.keys(error.fields).length > 0) {
    form.setErrors(error.fields);
    return null;
  }
  const field = statusFields[error.status];
  if (field) {
    form.setFieldError(field as never, error.message);
    return null;
  }
  return error.message;
}
