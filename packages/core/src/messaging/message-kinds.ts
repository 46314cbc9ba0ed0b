/**
 * The messages Porchlight sends clients by itself (issue 35, docs/plans/reminders.md §4): each kind, when
 * it goes, which placeholders its templates may use. Browser-safe (no Temporal): the settings tab reads it.
 */

export const MESSAGE_KINDS = [
  'booking-confirmation',
  'visit-reminder',
  'on-my-way',
  'invoice-due-soon',
  'invoice-due-today',
  'invoice-overdue',
  'auto-pay-declined',
  'estimate-follow-up',
  'estimate-expiring',
  'review-request',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A scheduled message's life: pending until it is sent, skipped (with an outcome) or cancelled. */
export const SCHEDULED_MESSAGE_STATUSES = ['pending', 'sent', 'skipped', 'cancelled'] as const;

/** Why a message (or one of its channels) was not sent, or was cancelled. */
export const MESSAGE_OUTCOMES = [
  'paid',
  'visit-cancelled',
  'visit-moved',
  'answered',
  'booked-late',
  'no-address',
  'no-consent',
  'opted-out',
  'client-switched-off',
  'kind-off',
  'quiet-hours',
  'discarded',
] as const;

/** How a client's agreement to texts was recorded, and how it ended (sms_consents). */
export const SMS_CONSENT_GRANTED_VIA = ['provider', 'client-hub', 'booking', 'keyword'] as const;
export const SMS_CONSENT_REVOKED_VIA = ['provider', 'client-hub', 'keyword', 'number-changed'] as const;

export const MESSAGE_GROUPS = ['Visits', 'Invoices', 'Estimates', 'Reviews'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** Template lengths (the database checks the same numbers). */
export const MESSAGE_LIMITS = {
  subject: 150,
  emailBody: 3000,
  smsBody: 480,
  /** A text may take at most this many segments, rendered with the longest sample values. */
  smsSegments: 3,
} as const;

/** A provider's general message settings before they change anything (message_settings defaults). */
export const MESSAGE_DEFAULTS = {
  /** Texts wait from 8 PM to 8 AM on the client's clock (minutes after midnight). */
  quietStartMinute: 20 * 60,
  quietEndMinute: 8 * 60,
  visitCancelCutoffHours: 24,
  estimateValidDays: 30,
} as const;

export const MESSAGE_SETTING_RANGES = {
  visitCancelCutoffHours: { min: 0, max: 168 },
  estimateValidDays: { min: 0, max: 365 },
} as const;

/** Send-at times are whole five minutes of the provider's day. */
export const SEND_AT_STEP_MINUTES = 5;
export const DEFAULT_SEND_AT_MINUTE = 9 * 60;

/**
 * When a kind goes. `days`: at `sendAt` on a date `offsetDays` before or after its anchor date (the
 * visit's, the due date, the estimate's sending or expiry); `delay`: minutes after the event; `at-once`:
 * when it happens (a confirmation waits a fixed two minutes so a drag session makes one message).
 */
export type KindTiming =
  | { type: 'at-once'; fixedDelayMinutes: number }
  | {
      type: 'days';
      relation: 'before' | 'after' | 'on';
      anchor: 'visit' | 'due date' | 'sending' | 'expiry';
      offsetDays: { default: number; min: number; max: number };
    }
  | { type: 'delay'; anchor: string; delayMinutes: { default: number; min: number; max: number } };

const COMMON_PLACEHOLDERS = ['client_first_name', 'client_name', 'company_name', 'company_phone'] as const;
const VISIT_PLACEHOLDERS = ['visit_date', 'visit_time', 'job_title', 'address'] as const;
const INVOICE_PLACEHOLDERS = ['invoice_number', 'amount_due', 'due_date'] as const;
const ESTIMATE_PLACEHOLDERS = ['estimate_number', 'estimate_total', 'expires_on'] as const;

export const PLACEHOLDERS = [
  ...COMMON_PLACEHOLDERS,
  ...VISIT_PLACEHOLDERS,
  'technician_first_name',
  ...INVOICE_PLACEHOLDERS,
  ...ESTIMATE_PLACEHOLDERS,
  'link',
  /** The client's hub account, where a saved card is replaced (a declined auto-pay). */
  'card_link',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export interface MessageKindDefinition {
  label: string;
  group: MessageGroup;
  timing: KindTiming;
  /** The closed list a template of this kind may use, in the order the editor offers them. */
  placeholders: readonly Placeholder[];
  /** The kind's e-mail button and text link (on my way has none). */
  linkLabel: string | null;
}

const daysBefore = (anchor: 'visit' | 'due date' | 'expiry', value: number, max: number): KindTiming => ({
  type: 'days',
  relation: 'before',
  anchor,
  offsetDays: { default: value, min: 1, max },
});

export const MESSAGE_KIND_DEFINITIONS: Record<MessageKind, MessageKindDefinition> = {
  'booking-confirmation': {
    label: 'Booking confirmation',
    group: 'Visits',
    timing: { type: 'at-once', fixedDelayMinutes: 2 },
    placeholders: [...COMMON_PLACEHOLDERS, ...VISIT_PLACEHOLDERS, 'link'],
    linkLabel: 'See or change your visit',
  },
  'visit-reminder': {
    label: 'Appointment reminder',
    group: 'Visits',
    timing: daysBefore('visit', 1, 7),
    placeholders: [...COMMON_PLACEHOLDERS, ...VISIT_PLACEHOLDERS, 'link'],
    linkLabel: 'See or change your visit',
  },
  'on-my-way': {
    label: 'On my way',
    group: 'Visits',
    timing: { type: 'at-once', fixedDelayMinutes: 0 },
    placeholders: [...COMMON_PLACEHOLDERS, ...VISIT_PLACEHOLDERS, 'technician_first_name'],
    linkLabel: null,
  },
  'invoice-due-soon': {
    label: 'Invoice due soon',
    group: 'Invoices',
    timing: daysBefore('due date', 3, 14),
    placeholders: [...COMMON_PLACEHOLDERS, ...INVOICE_PLACEHOLDERS, 'link'],
    linkLabel: 'Pay the invoice',
  },
  'invoice-due-today': {
    label: 'Invoice due today',
    group: 'Invoices',
    timing: {
      type: 'days',
      relation: 'on',
      anchor: 'due date',
      offsetDays: { default: 0, min: 0, max: 0 },
    },
    placeholders: [...COMMON_PLACEHOLDERS, ...INVOICE_PLACEHOLDERS, 'link'],
    linkLabel: 'Pay the invoice',
  },
  'invoice-overdue': {
    label: 'Invoice overdue',
    group: 'Invoices',
    timing: {
      type: 'days',
      relation: 'after',
      anchor: 'due date',
      offsetDays: { default: 7, min: 1, max: 30 },
    },
    placeholders: [...COMMON_PLACEHOLDERS, ...INVOICE_PLACEHOLDERS, 'link'],
    linkLabel: 'Pay the invoice',
  },
  'auto-pay-declined': {
    label: 'Auto-pay declined',
    group: 'Invoices',
    timing: { type: 'at-once', fixedDelayMinutes: 0 },
    placeholders: [...COMMON_PLACEHOLDERS, ...INVOICE_PLACEHOLDERS, 'link', 'card_link'],
    linkLabel: 'Pay the invoice',
  },
  'estimate-follow-up': {
    label: 'Estimate follow-up',
    group: 'Estimates',
    timing: {
      type: 'days',
      relation: 'after',
      anchor: 'sending',
      offsetDays: { default: 3, min: 1, max: 14 },
    },
    placeholders: [...COMMON_PLACEHOLDERS, ...ESTIMATE_PLACEHOLDERS, 'link'],
    linkLabel: 'See the estimate',
  },
  'estimate-expiring': {
    label: 'Estimate expiring',
    group: 'Estimates',
    timing: daysBefore('expiry', 2, 7),
    placeholders: [...COMMON_PLACEHOLDERS, ...ESTIMATE_PLACEHOLDERS, 'link'],
    linkLabel: 'See the estimate',
  },
  'review-request': {
    label: 'Review request',
    group: 'Reviews',
    timing: { type: 'delay', anchor: 'the job', delayMinutes: { default: 120, min: 0, max: 72 * 60 } },
    placeholders: [...COMMON_PLACEHOLDERS, 'job_title', 'link'],
    linkLabel: 'Write a review',
  },
};

export function isMessageKind(value: string): value is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(value);
}
