'use client';

import { Button, Group, Text } from '@mantine/core';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import { openConfirmDialog } from '@/lib/dialogs';
import { isRunning } from './plan-state';

/**
 * The running plan's buttons: Update card, and Cancel plan (asked first; it ends with the period) or
 * Resume plan while a cancellation waits for the period's end.
 */
export function PlanActions({
  view,
  busy,
  onUpdateCard,
  onCancel,
  onResume,
}: {
  view: PlanView;
  busy: { card: boolean; cancel: boolean; resume: boolean };
  onUpdateCard: () => void;
  onCancel: () => void;
  onResume: () => void;
}) {
  if (!isRunning(view)) return null;
  const ends = view.currentPeriodEnd ? formatDay(view.currentPeriodEnd) : '';
  const confirmCancel = () =>
    void openConfirmDialog({
      title: words.cancelTitle,
      children: <Text size="sm">{words.cancelText(ends)}</Text>,
      labels: { confirm: words.confirmCancel, cancel: words.keepPlan },
      confirmProps: { color: 'red.7' },
      onConfirm: onCancel,
    });
  return (
    <Group gap="xs">
      <Button variant="default" size="sm" loading={busy.card} onClick={onUpdateCard}>
        {words.updateCard}
      </Button>
      {view.cancelAtPeriodEnd ? (
        <Button size="sm" loading={busy.resume} onClick={onResume}>
          {words.resume}
        </Button>
      ) : (
        <Button variant="subtle" color="red.7" size="sm" loading={busy.cancel} onClick={confirmCancel}>
          {words.cancelPlan}
        </Button>
      )}
    </Group>
  );
}
