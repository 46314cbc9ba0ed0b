'use client';

import type {
  BuiltinConfirmResult,
  PaymentIntentAnswer,
  PaymentMethod,
  TipRequest,
} from '@porchlight/core/payments/payments.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { showError, showSuccess } from '@/lib/alerts';
import { errorMessage } from '@/lib/api-error';
import { ActionError, useAction } from '@/lib/use-action';
import { type NewPaymentMethod, paymentCallsOf } from './payment-calls';
import type { PaymentReturn } from './payment-return';
import {
  type PaymentOutcome,
  paidElsewhereOutcome,
  stepAfterConfirm,
  UNKNOWN_OUTCOME,
} from './payment-steps';

export type PaymentStage =
  | { kind: 'loading' }
  /** No intent could be had: the server's words. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'choosing'; intent: PaymentIntentAnswer }
  /** The card asks for 3-D Secure: the built-in processor's stand-in for the bank's page is open. */
  | { kind: 'authenticating'; intent: PaymentIntentAnswer }
  /** `amount` is null after a redirect: what was charged is the processor's to know; `tip` is in it. */
  | { kind: 'done'; outcome: PaymentOutcome; amount: number | null; tip: number };

/** Confirms on the processor's own page (Stripe's Payment Element): the intent's id, or null when it redirected. */
export type ProcessorConfirm = () => Promise<string | null>;

/**
 * One payment of one invoice (spec 3 §4 "Payment intent flow"): the live intent and saved methods are
 * read, the processor confirms, then the intent is recorded and its status checked. A redirected
 * payment (`returned`) comes back here to be recorded and checked. An intent that was not paid is
 * cancelled when the dialog closes.
 */
export function usePayment({
  vanityName,
  invoiceNumber,
  returned,
  onSettled,
  onClose,
}: {
  vanityName: string;
  invoiceNumber: number;
  returned: PaymentReturn | null;
  onSettled: (outcome: PaymentOutcome) => void;
  onClose: () => void;
}) {
  const calls = useMemo(() => paymentCallsOf(vanityName, invoiceNumber), [vanityName, invoiceNumber]);
  const [stage, setStage] = useState<PaymentStage>({ kind: 'loading' });
  const [savedMethods, setSavedMethods] = useState<PaymentMethod[]>([]);
  /** The processor took the payment: its intent must not be cancelled on closing. */
  const tookPayment = useRef(returned !== null);
  /** Asked for with a new method; set once the payment went through, after any authentication. */
  const autoPayWanted = useRef(returned?.autoPay ?? false);
  /** The client's tip choice, asked for with the intent and sent with a saved method's charge. */
  const [tip, setTip] = useState<TipRequest>({});
  const intent = stage.kind === 'choosing' || stage.kind === 'authenticating' ? stage.intent : null;

  const finish = (outcome: PaymentOutcome, paid: PaymentIntentAnswer | null) => {
    setStage({ kind: 'done', outcome, amount: paid?.amount ?? null, tip: paid?.tip ?? 0 });
    onSettled(outcome);
  };

  /** Records the intent, checks its status (Unknown when the check fails) and turns auto-pay on if asked. */
  const settle = async (paymentIntentId: string): Promise<PaymentOutcome> => {
    tookPayment.current = true;
    // The status check reads the processor again, so a failed update is logged only.
    await calls.record(paymentIntentId).catch((error) => console.warn('Update payment intent', error));
    const outcome = await calls.checkStatus(paymentIntentId).catch(() => UNKNOWN_OUTCOME);
    if (autoPayWanted.current && outcome.status !== 'unknown')
      await calls
        .setAutoPay(paymentIntentId)
        .then(({ message }) => showSuccess(message))
        .catch((error) => showError(errorMessage(error)));
    return outcome;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per dialog; `settle` is new each render
  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    const unlessCancelled = (apply: () => void) => !cancelled && apply();
    if (returned) {
      void settle(returned.paymentIntentId).then((outcome) => unlessCancelled(() => finish(outcome, null)));
    } else {
      Promise.all([
        calls.getIntent(controller.signal),
        // Without the saved methods the client can still pay with a new one.
        calls.listSavedMethods(controller.signal).catch(() => []),
      ])
        .then(([answer, methods]) =>
          unlessCancelled(() => {
            setSavedMethods(methods);
            setStage({ kind: 'choosing', intent: answer });
          }),
        )
        .catch((error) =>
          unlessCancelled(() => setStage({ kind: 'unavailable', message: errorMessage(error) })),
        );
    }
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [calls, returned]);

  /** What the processor answered to a confirm or an authentication decides the next step. */
  const follow = async (current: PaymentIntentAnswer, result: BuiltinConfirmResult) => {
    const step = stepAfterConfirm(result);
    if (step.kind === 'authenticate') return setStage({ kind: 'authenticating', intent: current });
    if (step.kind === 'refused') {
      setStage({ kind: 'choosing', intent: current });
      throw new ActionError(step.message);
    }
    finish(await settle(current.paymentIntentId), current);
  };

  /**
   * A refused pay may be another tab's doing: it paid the invoice (or is paying it by bank) since this
   * dialog opened. The invoice is read again; then the dialog says so instead of the refusal.
   */
  const unlessPaidElsewhere = async (pay: () => Promise<void>) => {
    try {
      await pay();
    } catch (error) {
      const status = await calls.invoiceStatus().catch(() => null);
      const elsewhere = status && paidElsewhereOutcome(status);
      if (!elsewhere) throw error;
      // The intent was paid or cancelled by the other tab: nothing is left to cancel here.
      tookPayment.current = true;
      finish(elsewhere, null);
    }
  };

  const payWithNewMethod = useAction(
    async (method: NewPaymentMethod, choice: { saveMethod: boolean; autoPay: boolean }) => {
      if (!intent) return;
      autoPayWanted.current = choice.autoPay;
      // Auto-pay charges the method later, so it has to be kept.
      await unlessPaidElsewhere(async () =>
        follow(intent, await calls.confirm(intent, method, choice.saveMethod || choice.autoPay)),
      );
    },
  );

  const authenticate = useAction(async (outcome: 'approve' | 'fail') => {
    if (intent) await follow(intent, await calls.authenticate(intent, outcome));
  });

  const payWithSavedMethod = useAction(async (paymentMethodId: string, autoPay: boolean) => {
    if (!intent) return;
    await unlessPaidElsewhere(async () => {
      const answer = await calls.chargeSavedMethod(paymentMethodId, autoPay, intent.amount - intent.tip, tip);
      tookPayment.current = true;
      finish(answer, intent);
    });
  });

  const payOnProcessorPage = useAction(async (confirm: ProcessorConfirm, autoPay: boolean) => {
    if (!intent) return;
    autoPayWanted.current = autoPay;
    await unlessPaidElsewhere(async () => {
      const paymentIntentId = await confirm();
      if (paymentIntentId) finish(await settle(paymentIntentId), intent);
    });
  });

  /** A tip chosen: the intent of the new sum (the server cancels the one of the old sum). */
  const chooseTip = useAction(async (choice: TipRequest) => {
    const answer = await calls.getIntent(undefined, choice);
    setTip(choice);
    setStage({ kind: 'choosing', intent: answer });
  });

  const busy =
    payWithNewMethod.busy ||
    authenticate.busy ||
    payWithSavedMethod.busy ||
    payOnProcessorPage.busy ||
    chooseTip.busy;

  const close = () => {
    // Closing while the processor is at work would cancel an intent that may be paid a moment later.
    if (busy) return;
    if (intent && !tookPayment.current)
      void calls
        .cancelIntent(intent.paymentIntentId)
        .catch((error) => console.warn('Delete payment intent', error));
    onClose();
  };

  return {
    stage,
    savedMethods,
    payWithNewMethod,
    authenticate,
    payWithSavedMethod,
    payOnProcessorPage,
    chooseTip,
    close,
  };
}

export type Payment = ReturnType<typeof usePayment>;
