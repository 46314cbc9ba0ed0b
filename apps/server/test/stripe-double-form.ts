/**
 * Stripe's request encoding, read back: form fields with bracketed paths (`metadata[invoiceId]=…`,
 * `expand[0]=payment_method`), in POST bodies and GET query strings alike.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const isIndex = (key: string) => /^\d+$/.test(key);

/** Objects whose keys are all indices become arrays, as Stripe reads `a[0]=x&a[1]=y`. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withArrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => isIndex(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

function setPath(root: FormObject, path: string[], value: string) {
  let container = root;
  for (const [position, key] of path.entries()) {
    if (position === path.length - 1) {
      container[key] = value;
      return;
    }
    const next = container[key];
    if (typeof next === 'object' && !Array.isArray(next)) {
      container = next;
    } else {
      const created: FormObject = {};
      container[key] = created;
      container = created;
    }
  }
}

export function decodeStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const path = name.replace(/\]/g, '').split('[');
    setPath(root, path, value);
  }
  const decoded = withArrays(root);
  return typeof decoded === 'object' && !Array.isArray(decoded) ? decoded : {};
}

/** Typed reads of decoded fields; anything of another shape reads as absent. */
export const form = {
  text(params: FormObject, name: string): string | undefined {
    const value = params[name];
    return typeof value === 'string' ? value : undefined;
  },
  texts(params: FormObject, name: string): string[] {
    const value = params[name];
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  },
  strings(params: FormObject, name: string): Record<string, string> {
    const value = params[name];
    if (typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  },
  flag(params: FormObject, name: string): boolean {
    return params[name] === 'true';
  },
};
