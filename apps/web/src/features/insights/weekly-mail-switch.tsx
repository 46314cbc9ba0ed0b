'use client';

import { Switch } from '@mantine/core';
import { getWeeklyMailRoute, updateWeeklyMailRoute } from '@porchlight/core/insights/insights.routes';
import { weeklySummaryMessages as words } from '@porchlight/core/insights/weekly-summary.messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQuery } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';

/** The owner's switch for the weekly summary e-mail (Notifications): saved as soon as it is flipped. */
export function WeeklyMailSwitch({ vanityName }: { vanityName: string }) {
  const query = apiQuery(getWeeklyMailRoute, { query: { vanityName } });
  const setting = useQuery(query);
  const queryClient = useQueryClient();
  const save = useAction(
    async (weeklyMail: boolean) => {
      const saved = await callApi(updateWeeklyMailRoute, { query: { vanityName }, body: { weeklyMail } });
      queryClient.setQueryData(query.queryKey, saved);
      return saved;
    },
    {
      success: (saved) => (saved.weeklyMail ? words.switchedOn : words.switchedOff),
      errorMessage: words.switchFailed,
    },
  );
  return (
    <Switch
      label={words.switchLabel}
      description={words.switchDescription}
      checked={setting.data?.weeklyMail ?? true}
      disabled={!setting.data || save.busy}
      onChange={(event) => save.run(event.currentTarget.checked)}
    />
  );
}
