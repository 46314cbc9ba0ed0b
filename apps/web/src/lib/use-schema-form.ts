'use client';

import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { LazySchema } from './lazy-schema';

export type FormErrors = Partial<Record<string, string>>;

/**
 * A visitor form's state: values, the core schema's messages under their fields (the schema loads on
 * the form's first focus, lazy-schema.ts), an error cleared as its field changes. The visitor forms
 * use it instead of @mantine/form, which every page showing them would otherwise download.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  initialValues,
  schema,
}: {
  initialValues: Values;
  schema: LazySchema<Schema>;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const setFieldValue = useCallback(<Key extends keyof Values & string>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  const setFieldError = useCallback((field: string, message: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  /** The props of a text field bound to `field`. */
  const inputProps = <Key extends keyof Values & string>(field: Key) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event: { currentTarget: { value: string } }) =>
      setFieldValue(field, event.currentTarget.value as Values[Key]),
    error: errors[field],
  });

  /** Validates with the schema, then hands the schema's output to `handler`; field messages otherwise. */
  const onSubmit =
    (handler: (output: z.output<Schema>, values: Values) => void) => async (event: FormEvent) => {
      event.preventDefault();
      const current = valuesRef.current;
      const found = await schema.validate(current);
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      handler(await schema.parse(current), current);
    };

  return {
    values,
    errors,
    /** Several fields at once (values filled in from elsewhere); their errors stay until the next check. */
    setValues,
    setFieldValue,
    setFieldError,
    setErrors,
    inputProps,
    onSubmit,
    onFocus: schema.preload,
  };
}
