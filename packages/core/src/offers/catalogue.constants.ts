/** Pricing-form question names the spec knows (spec 2 §3). Every catalogue inputForm entry uses one. */
export const INPUT_FORM_NAMES = [
  'availability',
  'address',
  'location-type',
  'phone-type',
  'description',
  'frequency',
  'bedrooms',
  'bathrooms',
  'pets',
  'clippings',
  'lawn-size',
  'grass-height',
] as const;

export type InputFormName = (typeof INPUT_FORM_NAMES)[number];

/** The catalogue claim quoted in the product (spec 2 §1). */
export const CATALOGUE_MIN_SERVICES = 1000;
export const CATALOGUE_CATEGORY_COUNT = 50;
