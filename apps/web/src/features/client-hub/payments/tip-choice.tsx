'use client';

import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { centsOfDollars } from '@porchlight/core/billing/money.rules';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { TipRequest } from '@porchlight/core/payments/payments.schemas';
import { TIP_PERCENTS, tipLimitOf, tipProblemOf } from '@porchlight/core/payments/tip.rules';
import { useState } from 'react';

const NONE = 'none';
const OTHER = 'other';

/**
 * No tip / 10 / 15 / 20 % / Other (issue 36): a chip asks for the intent with that tip at once; Other
 * takes the client's amount, checked by core's rule before it is asked for.
 */
export function TipChoice({
  invoiceAmount,
  busy,
  onChoose,
}: {
  /** What the invoice asks now, in cents: the percent chips are of it. */
  invoiceAmount: number;
  busy: boolean;
  onChoose: (tip: TipRequest) => void;
}) {
  const [choice, setChoice] = useState(NONE);
  const [dollars, setDollars] = useState<number | string>('');
  const cents = dollars === '' ? null : centsOfDollars(Number(dollars));
  const problem = dollars === '' ? null : tipProblemOf(invoiceAmount, cents ?? -1);

  const choose = (value: string) => {
    setChoice(value);
    if (value === NONE) onChoose({});
    else if (value !== OTHER) onChoose({ tipPercent: Number(value) });
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={messages.tipLabel}
        data={[
          { value: NONE, label: messages.noTip },
          ...TIP_PERCENTS.map((percent) => ({ value: String(percent), label: `${percent}%` })),
          { value: OTHER, label: messages.otherTip },
        ]}
        value={choice}
        onChange={choose}
        disabled={busy}
        fullWidth
      />
      {choice === OTHER && (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <NumberInput
            aria-label="Tip amount"
            placeholder="Tip amount"
            prefix="$"
            hideControls
            decimalScale={2}
            min={0}
            max={tipLimitOf(invoiceAmount) / 100}
            thousandSeparator=","
            value={dollars}
            onChange={setDollars}
            error={problem}
            style={{ flex: 1 }}
          />
          <Button
            variant="light"
            loading={busy}
            disabled={cents === null || problem !== null}
            onClick={() => cents !== null && onChoose({ tipAmount: cents })}
          >
            Add tip
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {messages.tipsGoToProvider}
      </Text>
    </Stack>
  );
}
