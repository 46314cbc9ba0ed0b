'use client';

import { Alert, Button, Group, List, Text } from '@mantine/core';
import { publishMessages } from '@porchlight/core/providers/owner-tools.messages';
import { publishProfileRoute } from '@porchlight/core/providers/publishing.routes';
import type { CompletionResponse } from '@porchlight/core/providers/publishing.schemas';
import { IconEyeOff } from '@tabler/icons-react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { readWantedAddOns } from './wanted-add-ons';

/**
 * 'Your profile is not public' (spec 2 §4 "Publishing"), for the owner only: Publish is enabled once
 * the required steps are complete and nothing in the publish requirements is missing, which it lists.
 */
export function PublishBanner({
  vanityName,
  completion,
}: {
  vanityName: string;
  completion: CompletionResponse | null;
}) {
  const publish = useAction(
    () => callApi(publishProfileRoute, { query: { vanityName }, body: readWantedAddOns(vanityName) }),
    {
      success: publishMessages.published,
      refresh: 'reload-soon',
      errorTitle: publishMessages.profileErrorTitle,
    },
  );
  const blockers = Object.values(completion?.publishBlockers ?? {});
  const missingSteps = completion?.steps.filter((step) => step.required && !step.complete) ?? [];

  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconEyeOff size={20} />}
      title={publishMessages.notPublic}
      role="region"
      aria-label={publishMessages.notPublic}
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Text size="sm">Visitors and search cannot see it yet. {publishMessages.ownerOnlyHint}</Text>
          {(blockers.length > 0 || missingSteps.length > 0) && (
            <List size="sm" mt={6} spacing={2}>
              {missingSteps.map((step) => (
                <List.Item key={step.key}>Add at least one service ({step.label} step)</List.Item>
              ))}
              {blockers.map((blocker) => (
                <List.Item key={blocker}>{blocker}</List.Item>
              ))}
            </List>
          )}
        </div>
        <Button onClick={() => publish.run()} loading={publish.busy} disabled={!completion?.canPublish}>
          Publish
        </Button>
      </Group>
    </Alert>
  );
}
