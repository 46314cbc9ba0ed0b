import { NOTES_MAX_LENGTH } from './service-manager.constants';

/** How a pricing request (or Contact Us message) becomes a client and a draft estimate (issue 13). */

export interface ConvertibleRequest {
  requestNumber: number;
  firstName: string;
  lastName: string | null;
  email: string | null;
  mobilePhoneNumber: string | null;
  services: string[] | null;
  inputForm: { label: string; value: string; valueLabel?: string }[];
  address: string | null;
  address2: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
}

/** The customer as a client: the address they asked about is the service address. */
export function clientFromRequest(request: ConvertibleRequest) {
  return {
    companyName: null,
    firstName: request.firstName,
    lastName: request.lastName || null,
    emailAddress: request.email?.toLowerCase() || null,
    mobilePhoneNumber: request.mobilePhoneNumber?.replace(/\D/g, '') || null,
    address: request.address || null,
    address2: request.address2 || null,
    city: request.city || null,
    stateCode: request.stateCode || null,
    zipCode: request.zipCode || null,
    separateBilling: false,
  };
}

/** One unpriced line per service asked about; the provider fills in the rates. */
export function draftItemsFromRequest(request: ConvertibleRequest) {
  return (request.services ?? []).map((name) => ({
    name,
    description: null,
    rate: 0,
    quantity: 1,
    tax: false,
    type: null,
    billingCycle: null,
  }));
}

/** The customer's answers as the estimate's notes ('Label: answer' a line), cut to the notes limit. */
export function notesFromRequest(request: ConvertibleRequest): string {
  const lines = [
    `From request #${request.requestNumber}`,
    ...request.inputForm
      .map((answer) => ({ label: answer.label.trim(), value: (answer.valueLabel || answer.value).trim() }))
      .filter((answer) => answer.value)
      .map((answer) => `${answer.label}: ${answer.value}`),
  ];
  const notes = lines.join('\n');
  return notes.length > NOTES_MAX_LENGTH ? `${notes.slice(0, NOTES_MAX_LENGTH - 1)}…` : notes;
}
