/**
 * Replies that are keywords (docs/plans/reminders.md §5.8): a body that is exactly one of these after
 * trimming, in any case. Carriers and Twilio honour the same words; "stop please" is a reply, not a keyword.
 */
const OPT_OUT = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'];
const OPT_IN = ['START', 'YES', 'UNSTOP'];
const HELP = ['HELP', 'INFO'];

export type SmsKeyword = { action: 'opt-out' | 'opt-in' | 'help'; keyword: string } | null;

export function smsKeywordOf(body: string): SmsKeyword {
  const word = body.trim().toUpperCase();
  if (OPT_OUT.includes(word)) return { action: 'opt-out', keyword: word };
  if (OPT_IN.includes(word)) return { action: 'opt-in', keyword: word };
  if (HELP.includes(word)) return { action: 'help', keyword: word };
  return null;
}
