'use client';

import { Stack, Text } from '@mantine/core';
import { bookingDialogMessages as words } from '@porchlight/core/booking/booking.messages';
import type { BookingOption } from '@porchlight/core/booking/booking-options.schemas';
import { type AnsweredQuestion, toInputForm } from '@porchlight/core/requests/pricing-questions.rules';
import type { BookingState } from './booking-state';
import classes from './booking-wizard.module.css';

export const placeOf = ({ address, address2, city, stateCode, zipCode }: BookingState['address']) =>
  `${[address, address2].filter(Boolean).join(', ')}, ${city}, ${stateCode} ${zipCode}`;

/** What 'Book' will book (plan §7): the service and its price, its answers, the time, where and who. */
export function ConfirmStep({
  state,
  offer,
  questions,
  zoneName,
}: {
  state: BookingState;
  offer: BookingOption | undefined;
  questions: readonly AnsweredQuestion[];
  zoneName: string;
}) {
  const { contact } = state;
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        {words.confirmTitle}
      </Text>
      <dl className={classes.summary} data-testid="booking-summary">
        <dt>{words.steps.offer}</dt>
        <dd>
          {offer?.name} · {offer?.price}
        </dd>
        {toInputForm(questions, state.answers).map((answer) => (
          <div key={answer.name} className={classes.answer}>
            <dt>{answer.label}</dt>
            <dd>{answer.valueLabel ?? answer.value}</dd>
          </div>
        ))}
        {offer?.deposit && (
          <>
            <dt>{words.depositLine}</dt>
            <dd>{offer.deposit}</dd>
          </>
        )}
        <dt>{words.steps.time}</dt>
        <dd>
          {state.when}{' '}
          <Text span size="sm" c="dimmed">
            ({zoneName})
          </Text>
        </dd>
        <dt>Where</dt>
        <dd>{placeOf(state.address)}</dd>
        <dt>Contact</dt>
        <dd>
          {contact.firstName} {contact.lastName}
          <br />
          {contact.email}
          <br />
          {contact.phone}
        </dd>
      </dl>
    </Stack>
  );
}
