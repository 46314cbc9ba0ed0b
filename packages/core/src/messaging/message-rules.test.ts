import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from './message-kinds';
import { checkKindRule, clockWords, defaultRuleOf, type KindRuleInput, whenLabel } from './message-rules';

const reminder = (change: Partial<KindRuleInput> = {}): KindRuleInput => {
  const { sendAtMinute: _at, ...rule } = defaultRuleOf('visit-reminder');
  return { ...rule, sendAt: '09:00', ...change };
};

describe('kind rules', () => {
  it('says when each default goes', () => {
    const labels = Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [kind, whenLabel(kind, defaultRuleOf(kind))]),
    );
    expect(labels).toEqual({
      'booking-confirmation': '2 minutes after booking',
      'visit-reminder': '9:00 AM the day before',
      'on-my-way': 'At once',
      'invoice-due-soon': '9:00 AM, 3 days before the due date',
      'invoice-due-today': '9:00 AM on the due date',
      'invoice-overdue': '9:00 AM, 7 days after the due date',
      'auto-pay-declined': 'At once',
      'estimate-follow-up': '9:00 AM, 3 days after sending',
      'estimate-expiring': '9:00 AM, 2 days before the expiry',
      'review-request': '2 hours after the job',
    });
    expect(whenLabel('visit-reminder', { offsetDays: 3, sendAtMinute: 1050, delayMinutes: null })).toBe(
      '5:30 PM 3 days before',
    );
    expect(clockWords(0)).toBe('12:00 AM');
    expect(clockWords(12 * 60)).toBe('12:00 PM');
  });

  it('accepts the defaults of every kind', () => {
    for (const kind of MESSAGE_KINDS) {
      const { sendAtMinute, ...rule } = defaultRuleOf(kind);
      const sendAt = sendAtMinute === null ? null : '09:00';
      expect(checkKindRule(kind, { ...rule, sendAt })).toEqual({ ok: true, rule: defaultRuleOf(kind) });
    }
  });

  it('refuses timing out of the kind’s range, word for word', () => {
    expect(checkKindRule('visit-reminder', reminder({ offsetDays: 8, sendAt: '09:03' }))).toEqual({
      ok: false,
      fields: {
        offsetDays: 'Choose 1 to 7 days.',
        sendAt: 'Choose a time such as 9:00 AM, on a whole five minutes.',
      },
    });
    const review = defaultRuleOf('review-request');
    expect(checkKindRule('review-request', { ...review, delayMinutes: 73 * 60 })).toEqual({
      ok: false,
      fields: { delayMinutes: 'Choose 0 to 72 hours.' },
    });
  });

  it('refuses templates with a wrong placeholder, empty or too long', () => {
    expect(
      checkKindRule(
        'visit-reminder',
        reminder({ subject: ' ', emailBody: 'Pay {amount_due}', smsBody: 'x'.repeat(481) }),
      ),
    ).toEqual({
      ok: false,
      fields: {
        subject: 'Write a subject.',
        emailBody:
          '{amount_due} is not a placeholder here. Use one of: {client_first_name}, {client_name}, {company_name}, {company_phone}, {visit_date}, {visit_time}, {job_title}, {address}, {link}.',
        smsBody: 'Keep the text message to 480 characters.',
      },
    });
  });

  it('keeps a subject on one line and strips control characters', () => {
    const checked = checkKindRule('visit-reminder', reminder({ subject: 'See\nyou\u0007 soon' }));
    expect(checked).toMatchObject({ ok: true, rule: { subject: 'See you soon' } });
  });
});
