import { Button, Checkbox } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import type { ReactNode } from 'react';
import type { NewPaymentMethod } from './payment-calls';

/** What the new-card and new-bank-account forms take. */
export interface NewMethodFormProps {
  amount: number;
  busy: boolean;
  /** Auto-pay charges the method later, so saving it is then not a choice. */
  autoPay: boolean;
  /** Shown above the submit: the auto-pay choice. */
  children?: ReactNode;
  onPay: (method: NewPaymentMethod, saveMethod: boolean) => void;
}

/** The pay dialog's submit, naming the amount charged. */
export function PaySubmit({ amount, busy, disabled }: { amount: number; busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" loading={busy} disabled={disabled} fullWidth mt="xs">
      Pay {formatCents(amount)}
    </Button>
  );
}

/**
 * The end of a new-method form: keep the method for later payments (ticked and fixed under auto-pay),
 * the auto-pay choice, and the submit.
 */
export function NewMethodFormEnd({
  saveLabel,
  saved,
  onSavedChange,
  amount,
  busy,
  autoPay,
  children,
}: Omit<NewMethodFormProps, 'onPay'> & {
  saveLabel: string;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}) {
  return (
    <>
      <Checkbox
        label={saveLabel}
        checked={saved || autoPay}
        disabled={autoPay}
        onChange={(event) => onSavedChange(event.currentTarget.checked)}
      />
      {children}
      <PaySubmit amount={amount} busy={busy} />
    </>
  );
}
