import { type AddOnChoice, NO_ADD_ONS } from './add-ons';
import { type CompanyFormValues, EMPTY_COMPANY } from './company-values';

/** Step 0 interests, step 1 business search, step 2 company form (spec 2 §2.3, §4). */
export type WizardStep = 0 | 1 | 2;

/** The business chosen in step 1, whose details prefilled the form. */
export interface ChosenPlace {
  placeID: string;
  /** 'Phone required when prefilled from Google and a phone was found' (spec 2 §5). */
  phoneFound: boolean;
}

export interface WizardState {
  step: WizardStep;
  addOns: AddOnChoice;
  values: CompanyFormValues;
  place: ChosenPlace | null;
}

export const INITIAL_WIZARD: WizardState = {
  step: 0,
  addOns: NO_ADD_ONS,
  values: EMPTY_COMPANY,
  place: null,
};

/** sessionStorage: a reload keeps what was typed; another tab or a new visit starts afresh. */
const STORAGE_KEY = 'pl-create-company';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The defaults, overwritten by the stored fields of the same name and type. */
function pickKnownFields<T extends object>(defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return defaults;
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (typeof stored[key] === typeof fallback) result[key] = stored[key];
  }
  return result as T;
}

/** The saved wizard, checked field by field: storage is input like any other. */
export function loadWizard(): WizardState {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(stored)) return INITIAL_WIZARD;
    const step = stored.step === 1 || stored.step === 2 ? stored.step : 0;
    const place =
      isRecord(stored.place) && typeof stored.place.placeID === 'string'
        ? { placeID: stored.place.placeID, phoneFound: stored.place.phoneFound === true }
        : null;
    return {
      step,
      addOns: pickKnownFields(NO_ADD_ONS, stored.addOns),
      values: pickKnownFields(EMPTY_COMPANY, stored.values),
      place,
    };
  } catch {
    return INITIAL_WIZARD;
  }
}

export function saveWizard(state: WizardState): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage unavailable (private mode): the wizard still works, a reload starts it again.
  }
}

export function clearWizard(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
