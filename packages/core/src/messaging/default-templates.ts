import type { MessageKind } from './message-kinds';

export interface MessageTemplate {
  subject: string;
  emailBody: string;
  /** The text's body: the company's name goes before it and "Reply STOP to opt out." after it when sent. */
  smsBody: string;
}

/** What every provider sends until they edit a kind (docs/plans/reminders.md §4, §5.5). */
export const DEFAULT_TEMPLATES: Record<MessageKind, MessageTemplate> = {
  'booking-confirmation': {
    subject: 'Your visit on {visit_date} is booked',
    emailBody:
      'Hi {client_first_name},\n\n{company_name} will see you on {visit_date}, {visit_time} at {address} for {job_title}.\n\nNeed another time? Call us at {company_phone}. You can also reschedule or cancel from the link below.',
    smsBody: "You're booked for {visit_date}, {visit_time} at {address}. To reschedule or cancel: {link}",
  },
  'visit-reminder': {
    subject: 'Reminder: {company_name} visits you on {visit_date}',
    emailBody:
      'Hi {client_first_name},\n\nA reminder that {company_name} will see you on {visit_date}, {visit_time} at {address} for {job_title}.\n\nIf that time no longer works, call us at {company_phone}. You can also reschedule or cancel from the link below.',
    smsBody: 'See you {visit_date}, {visit_time} at {address}. To reschedule or cancel: {link}',
  },
  'on-my-way': {
    subject: '{technician_first_name} from {company_name} is on the way',
    emailBody:
      'Hi {client_first_name},\n\n{technician_first_name} from {company_name} is on the way to {address} for {job_title}.\n\nQuestions? Call us at {company_phone}.',
    smsBody: '{technician_first_name} is on the way to {address}.',
  },
  'invoice-due-soon': {
    subject: 'Invoice {invoice_number} is due on {due_date}',
    emailBody:
      'Hi {client_first_name},\n\nA friendly reminder that invoice {invoice_number} for {amount_due} is due on {due_date}.\n\nYou can pay it online from the link below. Thank you for your business!',
    smsBody: 'Invoice {invoice_number} for {amount_due} is due on {due_date}. Pay online: {link}',
  },
  'invoice-due-today': {
    subject: 'Invoice {invoice_number} is due today',
    emailBody:
      'Hi {client_first_name},\n\nInvoice {invoice_number} for {amount_due} is due today.\n\nYou can pay it online from the link below. If you have already paid, thank you and please ignore this message.',
    smsBody: 'Invoice {invoice_number} for {amount_due} is due today. Pay online: {link}',
  },
  'invoice-overdue': {
    subject: 'Invoice {invoice_number} is past due',
    emailBody:
      'Hi {client_first_name},\n\nInvoice {invoice_number} for {amount_due} was due on {due_date} and is still open.\n\nYou can pay it online from the link below. Questions about it? Call us at {company_phone}.',
    smsBody: 'Invoice {invoice_number} for {amount_due} was due on {due_date}. Pay online: {link}',
  },
  'auto-pay-declined': {
    subject: 'Your automatic payment for invoice {invoice_number} was declined',
    emailBody:
      'Hi {client_first_name},\n\nYour card was declined when we tried to pay invoice {invoice_number} for {amount_due}.\n\nPlease pay it from the link below, and update your card in your account: {card_link}',
    smsBody:
      'Your card was declined for invoice {invoice_number} ({amount_due}). Pay it: {link} Update your card: {card_link}',
  },
  'estimate-follow-up': {
    subject: 'Any questions about estimate {estimate_number}?',
    emailBody:
      'Hi {client_first_name},\n\nWe sent you estimate {estimate_number} for {estimate_total} a few days ago. Do you have any questions about it? Call us at {company_phone}.\n\nYou can look at it and approve it from the link below.',
    smsBody:
      'Any questions about estimate {estimate_number} ({estimate_total})? See it and approve it: {link}',
  },
  'estimate-expiring': {
    subject: 'Estimate {estimate_number} expires on {expires_on}',
    emailBody:
      'Hi {client_first_name},\n\nEstimate {estimate_number} for {estimate_total} is valid until {expires_on}.\n\nYou can look at it and approve it from the link below. Questions? Call us at {company_phone}.',
    smsBody: 'Estimate {estimate_number} ({estimate_total}) is valid until {expires_on}. See it: {link}',
  },
  'review-request': {
    subject: 'How did {company_name} do?',
    emailBody:
      'Hi {client_first_name},\n\nThank you for choosing {company_name}. Would you take a minute to review us? Every review helps other people choose.\n\nWrite your review from the link below.',
    smsBody: 'Thank you for choosing us! Would you review us? {link}',
  },
};
