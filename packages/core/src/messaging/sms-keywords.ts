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

/**
 * Twilio's own answers to the keywords (Advanced Opt-Out's defaults), word for word: the carrier sends
 * them, not Porchlight; the built-in text folder writes them as Twilio would (docs/plans/reminders.md §5.8).
 */
export const TWILIO_KEYWORD_REPLIES: Record<NonNullable<SmsKeyword>['action'], string> = {
  'opt-out':
    'You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.',
  'opt-in':
    'You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe. Msg&Data Rates May Apply.',
  help: 'Reply STOP to unsubscribe. Msg&Data Rates May Apply.',
};
