'use client';

import { Anchor, Stack } from '@mantine/core';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanChange, PlanView } from '@porchlight/core/plans/plans.schemas';
import { useMemo, useState } from 'react';
import { AccountPageHeader } from '@/features/identity/account-page-header';
import { showSuccess } from '@/lib/alerts';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';
import { CardCheckoutDialog } from './card-checkout-dialog';
import { ChoiceBar } from './choice-bar';
import { PastDueAlert } from './past-due-alert';
import { PlanActions } from './plan-actions';
import { planCallsOf } from './plan-calls';
import { PlanCatalogue } from './plan-catalogue';
import { PlanReceipts } from './plan-receipts';
import { choiceChange, initialChoice, toggled } from './plan-state';
import { PlanSummary } from './plan-summary';
import { plansHref } from './plans-href';
import { useReturnAfterPaying } from './return-after-paying';
import { TestClockPanel } from './test-clock-panel';
import { useCheckout } from './use-checkout';
import { useCheckoutReturn } from './use-checkout-return';

/**
 * The owner's Plans page (issue 21): the plan now, the catalogue to choose from with the monthly total,
 * paying (built-in card form or Stripe Checkout), add-ons, the card, cancelling, receipts, and the
 * built-in processor's test clock. Every change answers the page's new state; with `returnTo` the
 * owner goes back there once a change is paid for.
 */
export function PlansView({
  vanityName,
  providerName,
  companies,
  initialView,
  returnTo = null,
}: {
  vanityName: string;
  providerName: string;
  companies: { vanityName: string; name: string }[];
  initialView: PlanView;
  returnTo?: string | null;
}) {
  const calls = useMemo(() => planCallsOf(vanityName), [vanityName]);
  const [view, setView] = useState(initialView);
  const [choice, setChoice] = useState<PlanItemKey[]>(() => initialChoice(initialView));

  const apply = (change: PlanChange) => {
    setView(change.plan);
    setChoice(initialChoice(change.plan));
    showSuccess(change.message);
  };

  const back = useReturnAfterPaying(vanityName, returnTo);
  const checkout = useCheckout(
    calls,
    (change, kind) => {
      apply(change);
      if (kind === 'subscribe') back.paid();
    },
    back.beforeStripe,
  );
  useCheckoutReturn(calls, (change) => {
    apply(change);
    back.paidOnStripe();
  });
  const saveItems = useAction(async () => {
    apply(await calls.changeItems(choice));
    back.paid();
  });
  const cancel = useAction(async () => apply(await calls.cancel()));
  const resume = useAction(async () => apply(await calls.resume()));
  const advance = useAction(async (days: number) => apply(await calls.advanceClock(days)));

  const cardBusy = checkout.updateCard.busy;
  const busy =
    checkout.subscribe.busy || checkout.leaving || saveItems.busy || cancel.busy || resume.busy || cardBusy;

  return (
    <Stack gap="lg" maw={1100} mx="auto" px="md" py="xl">
      <AccountPageHeader
        title={words.title}
        subtitle={providerName}
        vanityName={vanityName}
        companies={companies}
        hrefOf={plansHref}
      />
      {returnTo && (
        <Anchor component={Link} href={returnTo} size="sm" w="fit-content">
          {words.backWithoutChange}
        </Anchor>
      )}

      <PastDueAlert view={view} busy={cardBusy} onUpdateCard={() => checkout.updateCard.run()} />

      <PlanSummary
        view={view}
        actions={
          <PlanActions
            view={view}
            busy={{ card: cardBusy, cancel: cancel.busy, resume: resume.busy }}
            onUpdateCard={() => checkout.updateCard.run()}
            onCancel={() => cancel.run()}
            onResume={() => resume.run()}
          />
        }
      />

      <PlanCatalogue
        view={view}
        choice={choice}
        locked={busy || view.cancelAtPeriodEnd}
        onToggle={(key, on) => setChoice((current) => toggled(view, current, key, on))}
      />

      <ChoiceBar
        view={view}
        choice={choice}
        busy={checkout.subscribe.busy || checkout.leaving || saveItems.busy}
        onContinue={() => checkout.subscribe.run(choice, choiceChange(view, choice).totalCents)}
        onSave={() => saveItems.run()}
      />

      <PlanReceipts receipts={view.receipts} hrefOf={calls.receiptHref} />

      <TestClockPanel
        now={view.testClockNow}
        busyDays={advance.pending?.[0] ?? null}
        onAdvance={(days) => advance.run(days)}
      />

      {checkout.open && (
        <CardCheckoutDialog
          key={checkout.open.checkoutId}
          checkout={checkout.open}
          calls={calls}
          onComplete={checkout.finish}
          onClose={checkout.close}
        />
      )}
    </Stack>
  );
}
