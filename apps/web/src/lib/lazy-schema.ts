import type { z } from 'zod';

/**
 * A form's core schema, loaded when the visitor first touches the form rather than with the page:
 * the schema module brings zod (about 30 KB), which a visitor who only reads never needs. The form
 * still validates with the one schema the server uses.
 */
export interface LazySchema<Schema extends z.ZodType> {
  /** Starts loading (on the form's first focus), so the schema is there by the time it is submitted. */
  preload: () => void;
  /** The schema's first message for each failing field, keyed by its path ('address.zip'). */
  validate: (values: unknown) => Promise<Record<string, string>>;
  /** The schema's output for valid values (trimmed, defaults filled in). */
  parse: (values: unknown) => Promise<z.output<Schema>>;
}

export function lazySchema<Schema extends z.ZodType>(load: () => Promise<Schema>): LazySchema<Schema> {
  let loading: Promise<Schema> | undefined;
  const schema = () => {
    // A failed load (the network) is tried again on the next call.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload: () => void schema().catch(() => {}),
    validate: async (values) => {
      const result = (await schema()).safeParse(values);
      const errors: Record<string, string> = {};
      if (result.success) return errors;
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        errors[path] ??= issue.message;
      }
      return errors;
    },
    parse: async (values) => (await schema()).parse(values),
  };
}
