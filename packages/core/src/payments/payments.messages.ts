import { formatCents } from '../billing/money.rules';

/**
 * The payment words: the spec's where it has them (spec 3 §8), word for word; ours (docs/decisions.md
 * "Payments") where it is silent. The processor's own decline message is shown as it comes (§8).
 */
export const paymentMessages = {
  /** Spec 3 §4, §8. */
  payDeposit: 'Pay Deposit',
  payInvoice: 'Pay Invoice',
  methodDeleted: 'Payment method deleted successfully',
  methodDeleteFailed: 'Error deleting payment method',
  noMethods: 'No payment methods found.',

  /** Ours. */
  notPayable: 'This invoice cannot be paid online',
  nothingDue: 'This invoice has nothing left to pay',
  /** A second tab (or a stale page) paying what another already paid, or is paying by bank: nothing is charged. */
  alreadyPaid: 'This invoice has already been paid.',
  alreadyProcessing: 'A payment of this invoice is already processing.',
  amountChanged: 'The amount due on this invoice changed since you opened it. Nothing was charged.',
  paymentsOff: (provider: string) => `${provider} does not take online payments yet`,
  intentNotFound: 'This payment does not exist',
  paymentNotFound: 'This payment does not exist',
  methodNotFound: 'This payment method does not exist',
  paid: (cents: number) => `Payment of ${formatCents(cents)} received. Thank you!`,
  processing: 'Your payment is processing. We will e-mail you when it clears.',
  failed: 'Your payment did not go through',
  statusUnknown: 'We could not check this payment. Refresh the page in a moment.',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  accountHolderRequired: 'Please enter the name on the account',
  routingInvalid: 'Routing number must have 9 digits',
  accountInvalid: 'Account number must have 4 to 17 digits',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  bankFailed: 'The bank account could not be debited.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  routingUnknown: 'Routing number is invalid',
  intentDone: 'This payment is already complete',
  signatureInvalid: 'The webhook signature is invalid',
  refundTooLarge: (cents: number) => `At most ${formatCents(cents)} of this payment can be refunded`,
  refundAmountInvalid: 'A refund is a whole number of cents above zero',
  refunded: (cents: number) => `Refunded ${formatCents(cents)}`,
  paymentNotRefundable: 'Only a payment that went through can be refunded',
  paymentsEnabled: 'Online payments are on',
  ownerOnly: "Only the company's owner can turn on online payments or refund them",
  autoPayOn: 'Auto-pay is on: future invoices are paid with this method when they are sent',
  autoPayOff: 'Auto-pay is off',

  /** The hub's payment screens: invoice statuses as the client reads them (spec 3 §4). */
  statusUnpaid: 'Unpaid',
  statusPartiallyPaid: 'Partially Paid',
  /** Ours: the hub's payment screens (docs/decisions.md "Paying in the hub"). */
  paymentReceived: 'Payment received. Thank you!',
  restStillDue: 'The rest of this invoice is still due.',
  cardBrands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    unknown: 'Card',
  },
  savedCard: (brand: string, last4: string, expiry: string) => `${brand} •••• ${last4}, expires ${expiry}`,
  savedBankAccount: (bankName: string, last4: string) => `${bankName} •••• ${last4}`,
  deleteMethodQuestion: (method: string) =>
    `Delete ${method}? You can save a new one with your next payment.`,
  autoPayTag: 'Auto-pay',
  authenticationRequest: (cents: number) =>
    `Your bank asks you to confirm this payment of ${formatCents(cents)}.`,

  /** The provider's Payments tab (ours). */
  noPayments: 'No online payments yet. Clients pay from the invoices you send them.',
  paymentsOffIntro:
    'Turn on online payments and your clients can pay invoices and deposits by card or bank account from their client hub.',
  turnOn: 'Turn on online payments',
  finishStripe: 'Finish setting up Stripe',
  builtinNote:
    'Test processor: use card 4242 4242 4242 4242 with any future date and CVC. No real money moves.',
  payoutsPending: 'Stripe has not enabled payouts to your bank yet.',
  refundTitle: (invoiceNumber: number) => `Refund a payment on invoice #${invoiceNumber}`,

  /** Tips (issue 36; docs/decisions.md "Tips"). */
  tipNegative: 'A tip is a whole number of cents, zero or more',
  tipTooLarge: (cents: number) => `A tip can be at most ${formatCents(cents)}`,
  tipChoiceTwice: 'Choose a tip percent or an amount, not both',
  tipPercentInvalid: 'A tip percent is 10, 15 or 20',
  tipsOff: (provider: string) => `${provider} does not take tips`,
  tipsOn: 'Clients can add a tip when they pay',
  tipsOffSaved: 'Tips are off',
  tipsSwitch: 'Let clients add a tip when they pay (10, 15 or 20 % or their own amount)',
  tipLabel: 'Tip',
  noTip: 'No tip',
  otherTip: 'Other',
  tipLine: (tip: number) => `Tip: ${formatCents(tip)}`,
  invoicePart: 'Invoice',
  tipsGoToProvider: 'Tips go to the company in full. They are not part of the invoice.',
} as const;
