'use client';

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { deletePaymentMethodRoute, listPaymentMethodsRoute } from '@porchlight/core/payments/payments.routes';
import type { PaymentMethod } from '@porchlight/core/payments/payments.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { openConfirmDialog } from '@/lib/dialogs';
import { apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { callHub } from '../hub-api';
import { useHubRead } from '../hub-queries';
import { savedMethodLabel } from './saved-method-label';

/** The wallet (spec 3 §2.4 "wallet"): the client's saved payment methods, which one pays automatically, and Delete. */
export function HubWallet({ vanityName }: { vanityName: string }) {
  const queryClient = useQueryClient();
  const { data, failed } = useHubRead(vanityName, listPaymentMethodsRoute, { params: { uri: vanityName } });
  const remove = useAction(
    async (id: string) => {
      await callHub(vanityName, deletePaymentMethodRoute, { params: { uri: vanityName, id }, query: {} });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(listPaymentMethodsRoute) });
    },
    { success: messages.methodDeleted, errorMessage: messages.methodDeleteFailed },
  );
  const confirmRemove = (method: PaymentMethod) =>
    void openConfirmDialog({
      title: 'Delete payment method',
      children: <Text size="sm">{messages.deleteMethodQuestion(savedMethodLabel(method))}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () => remove.run(method.id),
    });

  if (failed) return <Text>{failed}</Text>;
  if (!data) return null;
  return (
    <Stack gap="sm" maw={560}>
      <Title order={2} size="h3">
        Saved payment methods
      </Title>
      {data.paymentMethods.length === 0 ? (
        <Text c="dimmed">{messages.noMethods}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Saved payment methods"
        >
          {data.paymentMethods.map((method) => {
            const label = savedMethodLabel(method);
            return (
              <Paper key={method.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text fw={600}>{label}</Text>
                    {method.autoPay && (
                      <Badge variant="light" color="teal" tt="none">
                        {messages.autoPayTag}
                      </Badge>
                    )}
                  </Group>
                  <Button
                    variant="subtle"
                    color="red.7"
                    size="compact-sm"
                    aria-label={`Delete ${label}`}
                    loading={remove.pending?.[0] === method.id}
                    onClick={() => confirmRemove(method)}
                  >
                    Delete
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
