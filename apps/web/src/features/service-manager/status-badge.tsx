import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  Draft: 'gray',
  Sent: 'blue',
  Approved: 'green',
  Rejected: 'red',
  Closed: 'dark',
  Partial: 'yellow',
  Paid: 'green',
  Processing: 'cyan',
  Unknown: 'orange',
  succeeded: 'green',
  processing: 'cyan',
  failed: 'red',
  completed: 'green',
  'in-progress': 'blue',
  scheduled: 'cyan',
  'on-my-way': 'indigo',
  unscheduled: 'gray',
  closed: 'dark',
};

/** An estimate's, invoice's or job's status, in its colour; `label` when the reader calls it otherwise. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} tt="none">
      {label ?? status.replaceAll('-', ' ')}
    </Badge>
  );
}
