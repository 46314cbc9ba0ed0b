'use client';

import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  NativeSelect,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { centsOfDollars } from '@porchlight/core/billing/money.rules';
import {
  BOOKING_CHANGE_CUTOFF_MAX_HOURS,
  BOOKING_DAILY_LIMIT_MAX,
  BOOKING_DAILY_LIMIT_MIN,
  BOOKING_DEPOSIT_PERCENT_MAX,
  BOOKING_DEPOSIT_PERCENT_MIN,
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  BOOKING_REPLY_HOURS,
  BOOKING_START_STEPS,
  BOOKING_WINDOW_GRID_MINUTES,
} from '@porchlight/core/booking/booking.constants';
import {
  getBookingSettingsRoute,
  putBookingSettingsRoute,
} from '@porchlight/core/booking/booking-settings.routes';
import {
  type BookingSettingsResponse,
  bookingSettingsRequestSchema,
} from '@porchlight/core/booking/booking-settings.schemas';
import { getTeamRoute } from '@porchlight/core/providers/team.routes';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

type Form = Omit<BookingSettingsResponse, 'listed' | 'blockers'>;

const DURATION_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480];
const NOTICE_CHOICES = [0, 120, 240, 720, 1440, 2880, 4320, 10080];
const BUFFER_CHOICES = [0, 15, 30, 45, 60, 90, 120];
/** Quarter hours of a day, '8 AM', '8:15 AM' … as the window selects offer them. */
const GRID = Array.from(
  { length: 1440 / BOOKING_WINDOW_GRID_MINUTES + 1 },
  (_, i) => i * BOOKING_WINDOW_GRID_MINUTES,
);

const minutesLabel = (minutes: number) =>
  minutes === 0
    ? 'None'
    : minutes % 1440 === 0
      ? `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`
      : minutes % 60 === 0
        ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
        : `${minutes} minutes`;
/** '8 AM', '8:15 AM', 'Midnight' for a wall minute. */
function wallLabel(minute: number): string {
  if (minute === 0 || minute === 1440) return 'Midnight';
  const hour = Math.floor(minute / 60);
  const clock = `${hour % 12 || 12}${minute % 60 ? `:${String(minute % 60).padStart(2, '0')}` : ''}`;
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}
const options = <T extends number>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value: String(value), label: label(value) }));

/** A select of whole numbers ('2 hours', '30 minutes'), read and written as numbers. */
function NumberSelect<T extends number>({
  choices,
  labelOf,
  value,
  onChange,
  ...props
}: {
  choices: readonly T[];
  labelOf: (value: T) => string;
  value: number;
  onChange: (value: T) => void;
  label?: string;
  'aria-label'?: string;
  w: number;
  disabled?: boolean;
  error?: ReactNode;
}) {
  return (
    <NativeSelect
      {...props}
      data={options(choices, labelOf)}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value) as T)}
    />
  );
}

/**
 * Online booking (issue 34 item 1): on or off, bookable offers with their length and price, arrival
 * windows or start times, notice, how far ahead, buffer, most per day, who takes bookings, approval,
 * deposit, refund and change cutoff; what still keeps it from visitors, in words. Owner only; loaded
 * the first time the owner opens it, so visitors never pay for it.
 */
export function OnlineBookingDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const query = { query: { vanityName: details.vanityName } };
  const settings = useQuery({ ...apiQuery(getBookingSettingsRoute, query), gcTime: 0 });
  const team = useQuery(apiQuery(getTeamRoute, query));
  return (
    <OwnerDialogFrame title="Online Booking" onClose={onClose} size="lg">
      {settings.data && team.data ? (
        <BookingForm
          answer={settings.data}
          members={team.data.members}
          details={details}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <Group justify="center" py="lg">
          {settings.isError ? (
            <Text c="red">We could not load your booking settings.</Text>
          ) : (
            <Loader size="sm" />
          )}
        </Group>
      )}
    </OwnerDialogFrame>
  );
}

function BookingForm({
  answer,
  members,
  details,
  onClose,
  onSaved,
}: OwnerDialogProps & {
  answer: BookingSettingsResponse;
  members: { userId: string; firstName: string; lastName: string }[];
}) {
  const queryClient = useQueryClient();
  const { listed: _listed, blockers, ...initial } = answer;
  const form = useForm<Form>({
    initialValues: initial,
    validate: schemaResolver(bookingSettingsRequestSchema, { sync: true }),
  });
  const save = useAction(
    async (values: Form) => {
      const saved = await callApi(putBookingSettingsRoute, {
        query: { vanityName: details.vanityName },
        body: bookingSettingsRequestSchema.parse(values),
      });
      queryClient.setQueryData(
        apiQueryKey(getBookingSettingsRoute, { query: { vanityName: details.vanityName } }),
        saved,
      );
      onSaved();
      onClose();
    },
    {
      success: 'Online booking saved.',
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: 'Online booking was not saved',
    },
  );
  const values = form.values;
  const set = form.setFieldValue;
  const deposit = values.settings.deposit;

  return (
    <form onSubmit={form.onSubmit((v) => save.run(v))} noValidate>
      <Stack gap="md">
        <Switch
          label="Take bookings online"
          description="Visitors pick a time your team can do, from your profile and search."
          {...form.getInputProps('settings.enabled', { type: 'checkbox' })}
        />
        {blockers.length > 0 && (
          <Alert color="yellow" title="Not shown to visitors yet" data-testid="booking-blockers">
            <List size="sm">
              {blockers.map((blocker) => (
                <List.Item key={blocker}>{blocker}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Stack gap={6}>
          <Text fw={700} size="sm">
            Services booked online
          </Text>
          {values.offers.length === 0 && (
            <Text size="sm" c="dimmed">
              Add services to your profile first.
            </Text>
          )}
          {values.offers.map((offer, index) => (
            <Group key={offer.offerId} gap="xs" wrap="wrap" align="flex-end">
              <Checkbox
                label={offer.name}
                style={{ flex: '1 1 180px' }}
                {...form.getInputProps(`offers.${index}.bookable`, { type: 'checkbox' })}
              />
              <NumberSelect
                aria-label={`How long ${offer.name} takes`}
                w={130}
                disabled={!offer.bookable}
                choices={DURATION_CHOICES}
                labelOf={minutesLabel}
                value={offer.durationMinutes}
                onChange={(value) => set(`offers.${index}.durationMinutes`, value)}
              />
              <NumberInput
                aria-label={`${offer.name} price`}
                w={130}
                disabled={!offer.bookable}
                prefix="$"
                min={0}
                decimalScale={2}
                placeholder="Price on site"
                value={offer.priceCents === null ? '' : offer.priceCents / 100}
                onChange={(value) =>
                  set(`offers.${index}.priceCents`, value === '' ? null : centsOfDollars(Number(value)))
                }
                error={form.errors[`offers.${index}.priceCents`]}
              />
            </Group>
          ))}
        </Stack>

        <Stack gap={6}>
          <Text fw={700} size="sm">
            When visitors can arrive
          </Text>
          <SegmentedControl
            data={[
              { value: 'windows', label: 'Arrival windows' },
              { value: 'start-times', label: 'Exact start times' },
            ]}
            value={values.settings.mode}
            onChange={(mode) => {
              set('settings.mode', mode as Form['settings']['mode']);
              if (mode === 'start-times' && values.settings.startStepMinutes === null)
                set('settings.startStepMinutes', 30);
            }}
          />
          {values.settings.mode === 'windows' ? (
            <>
              {values.windows.map((window, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a window's times change as it is edited
                <Group key={index} gap="xs" data-testid="booking-window">
                  <NumberSelect
                    aria-label="Window opens"
                    w={120}
                    choices={GRID.slice(0, -1)}
                    labelOf={wallLabel}
                    value={window.startsMinute}
                    onChange={(value) => set(`windows.${index}.startsMinute`, value)}
                  />
                  <Text size="sm">to</Text>
                  <NumberSelect
                    aria-label="Window closes"
                    w={120}
                    choices={GRID.slice(1)}
                    labelOf={wallLabel}
                    value={window.endsMinute}
                    onChange={(value) => set(`windows.${index}.endsMinute`, value)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="Remove window"
                    onClick={() => form.removeListItem('windows', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              {form.errors.windows && (
                <Text size="sm" c="red">
                  {form.errors.windows}
                </Text>
              )}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} />}
                w="fit-content"
                onClick={() => {
                  const last = values.windows.at(-1)?.endsMinute ?? 480;
                  const startsMinute = Math.min(last, 1320);
                  form.insertListItem('windows', { startsMinute, endsMinute: startsMinute + 120 });
                }}
              >
                Add a window
              </Button>
            </>
          ) : (
            <NumberSelect
              label="A start every"
              w={200}
              choices={BOOKING_START_STEPS}
              labelOf={(step) => `${step} minutes`}
              value={values.settings.startStepMinutes ?? 30}
              onChange={(value) => set('settings.startStepMinutes', value)}
            />
          )}
        </Stack>

        <Group gap="sm" wrap="wrap" align="flex-start">
          <NumberSelect
            label="Earliest notice"
            w={150}
            error={form.errors['settings.noticeMinutes']}
            choices={NOTICE_CHOICES}
            labelOf={minutesLabel}
            value={values.settings.noticeMinutes}
            onChange={(value) => set('settings.noticeMinutes', value)}
          />
          <NumberInput
            label="Days ahead"
            w={120}
            min={BOOKING_HORIZON_MIN_DAYS}
            max={BOOKING_HORIZON_MAX_DAYS}
            {...form.getInputProps('settings.horizonDays')}
          />
          <NumberSelect
            label="Buffer between visits"
            w={170}
            choices={BUFFER_CHOICES}
            labelOf={minutesLabel}
            value={values.settings.bufferMinutes}
            onChange={(value) => set('settings.bufferMinutes', value)}
          />
          <NumberInput
            label="Most per day"
            w={120}
            min={BOOKING_DAILY_LIMIT_MIN}
            max={BOOKING_DAILY_LIMIT_MAX}
            placeholder="No limit"
            value={values.settings.dailyLimit ?? ''}
            onChange={(value) => set('settings.dailyLimit', value === '' ? null : Number(value))}
            error={form.errors['settings.dailyLimit']}
          />
        </Group>

        <Checkbox.Group
          label="Who takes bookings"
          value={values.memberIds}
          onChange={(ids) => set('memberIds', ids)}
          error={form.errors.memberIds}
        >
          <Group gap="md" mt={6}>
            {members.map((member) => (
              <Checkbox
                key={member.userId}
                value={member.userId}
                label={`${member.firstName} ${member.lastName}`.trim()}
              />
            ))}
          </Group>
        </Checkbox.Group>

        <Radio.Group
          label="New bookings"
          value={values.settings.approval}
          onChange={(approval) => {
            set('settings.approval', approval as Form['settings']['approval']);
            if (approval === 'approve' && values.settings.replyHours === null) set('settings.replyHours', 24);
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="auto" label="Confirm them at once" />
            <Group gap="xs">
              <Radio value="approve" label="I approve each booking within" />
              <NumberSelect
                aria-label="Reply within"
                w={110}
                disabled={values.settings.approval !== 'approve'}
                choices={BOOKING_REPLY_HOURS}
                labelOf={(hours) => `${hours} hours`}
                value={values.settings.replyHours ?? 24}
                onChange={(value) => set('settings.replyHours', value)}
              />
            </Group>
          </Stack>
        </Radio.Group>
        {form.errors['settings.replyHours'] && (
          <Text size="sm" c="red">
            {form.errors['settings.replyHours']}
          </Text>
        )}

        <Group gap="sm" wrap="wrap" align="flex-end">
          <NativeSelect
            label="Deposit"
            w={170}
            data={[
              { value: 'none', label: 'No deposit' },
              { value: 'fixed', label: 'A fixed amount' },
              { value: 'percent', label: 'A percent of the price' },
            ]}
            value={deposit?.kind ?? 'none'}
            onChange={(event) => {
              const kind = event.currentTarget.value;
              set(
                'settings.deposit',
                kind === 'fixed' ? { kind, cents: 2500 } : kind === 'percent' ? { kind, percent: 20 } : null,
              );
            }}
          />
          {deposit?.kind === 'fixed' && (
            <NumberInput
              aria-label="Deposit amount"
              w={130}
              prefix="$"
              min={0.01}
              decimalScale={2}
              value={deposit.cents / 100}
              onChange={(value) =>
                set('settings.deposit', { kind: 'fixed', cents: centsOfDollars(Number(value)) ?? 0 })
              }
              error={form.errors['settings.deposit.cents']}
            />
          )}
          {deposit?.kind === 'percent' && (
            <NumberInput
              aria-label="Deposit percent"
              w={110}
              suffix="%"
              min={BOOKING_DEPOSIT_PERCENT_MIN}
              max={BOOKING_DEPOSIT_PERCENT_MAX}
              value={deposit.percent}
              onChange={(value) => set('settings.deposit', { kind: 'percent', percent: Number(value) })}
              error={form.errors['settings.deposit.percent']}
            />
          )}
          {deposit && (
            <NativeSelect
              label="If the client cancels in time"
              w={210}
              data={[
                { value: 'refund', label: 'Refund the deposit' },
                { value: 'keep', label: 'Keep the deposit' },
              ]}
              {...form.getInputProps('settings.refundPolicy')}
            />
          )}
        </Group>
        <NumberInput
          label="Clients can change or cancel online until (hours before the visit)"
          w={{ base: '100%', sm: 420 }}
          min={0}
          max={BOOKING_CHANGE_CUTOFF_MAX_HOURS}
          {...form.getInputProps('settings.changeCutoffHours')}
        />
      </Stack>
      <DialogButtons onCancel={onClose} busy={save.busy} submitLabel="Save" />
    </form>
  );
}
