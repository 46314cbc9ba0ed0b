'use client';

import { Alert, Anchor, Button, Group, Switch, Text } from '@mantine/core';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { connectPaymentsRoute, setTipsRoute } from '@porchlight/core/payments/payments.routes';
import type { PaymentsAccount as Account } from '@porchlight/core/payments/payments.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { IconCreditCard } from '@tabler/icons-react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/**
 * Whether the provider takes payments online: on (and with which processor), off with Turn on for
 * the owner, or a Stripe account waiting for its owner to finish onboarding on Stripe's pages.
 */
export function PaymentsAccount({
  vanityName,
  account,
  onChanged,
}: {
  vanityName: string;
  account: Account;
  onChanged: (account: Account) => void;
}) {
  const connect = useAction(
    async () => {
      const answer = await callApi(connectPaymentsRoute, { query: { vanityName }, body: {} });
      onChanged(answer);
      if (answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
      return answer;
    },
    {
      success: (answer) => (answer.enabled ? messages.paymentsEnabled : ''),
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );

  const setTips = useAction(
    async (enabled: boolean) => {
      const answer = await callApi(setTipsRoute, { query: { vanityName }, body: { enabled } });
      onChanged(answer);
      return answer;
    },
    {
      success: (answer) => (answer.tipsEnabled ? messages.tipsOn : messages.tipsOffSaved),
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );

  if (account.enabled)
    return (
      <Alert color="green" icon={<IconCreditCard size={18} />} title={messages.paymentsEnabled}>
        <Text size="sm">
          {account.processor === 'builtin'
            ? messages.builtinNote
            : `Stripe account ${account.accountId ?? ''}. ${account.payoutsEnabled ? '' : messages.payoutsPending}`}
        </Text>
        <Switch
          mt="sm"
          label={messages.tipsSwitch}
          checked={account.tipsEnabled}
          // The owner's decision (managers see it): tips ride on the owner's payments account.
          disabled={!account.canManage || setTips.busy}
          onChange={(event) => setTips.run(event.currentTarget.checked)}
        />
      </Alert>
    );
  return (
    <Alert color="blue" icon={<IconCreditCard size={18} />} title="Online payments are off">
      <Text size="sm" mb="sm">
        {messages.paymentsOffIntro}
      </Text>
      <Group gap="sm">
        {account.onboardingUrl ? (
          <Anchor href={account.onboardingUrl}>{messages.finishStripe}</Anchor>
        ) : (
          account.canManage && (
            <Button size="xs" loading={connect.busy} onClick={() => connect.run()}>
              {messages.turnOn}
            </Button>
          )
        )}
        {!account.canManage && <Text size="sm">{messages.ownerOnly}</Text>}
      </Group>
    </Alert>
  );
}
