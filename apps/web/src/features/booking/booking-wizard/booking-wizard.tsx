'use client';

// The Stepper's stylesheet comes with the dialog's chunk, not in every page's render-blocking CSS.
import '@mantine/core/styles/Stepper.css';
import { Alert, Button, Group, Loader, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  availabilityMessages,
  bookingMessages,
  bookingRequestMessages,
  bookingDialogMessages as words,
} from '@porchlight/core/booking/booking.messages';
import type { BookingOptions } from '@porchlight/core/booking/booking-options.schemas';
import { type BookingResponse, bookingRequestSchema } from '@porchlight/core/booking/booking-request.schemas';
import type { PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';
import {
  type AnsweredQuestion,
  type PricingAnswerValue,
  questionIssue,
} from '@porchlight/core/requests/pricing-questions.rules';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-error';
import { lazyComponent } from '@/lib/lazy-component';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import { bookingBodyOf, readOptions, sendBooking } from './booking-calls';
import { BookingDone } from './booking-done';
import {
  BOOKING_STEPS,
  type BookingState,
  type BookingStep,
  clearBookingState,
  startingBookingState,
  storeBookingState,
} from './booking-state';
import { ChoiceGroup } from './choice-group';
import { ConfirmStep } from './confirm-step';
import { DetailsStep } from './details-step';
import { OfferQuestions, questionField } from './offer-questions';
import { TimeStep } from './time-step';

/** The card form (the hub's, or Stripe's) loads only when a deposit is to be paid. */
const DepositStep = lazyComponent(() => import('./deposit-step').then((m) => m.DepositStep));

export interface BookingWizardProps {
  vanityName: string;
  providerName: string;
  /** book/{offerUri}: that offer chosen. */
  offerUri: string | null;
  /** Signed in: the name filled in, the account's e-mail used. */
  user: { firstName: string; lastName: string; email: string } | null;
  loginHref: string;
  onClose: () => void;
}

/** Changing these makes another booking: the idempotency key made at Confirm goes with them (plan §2.3). */
const BOOKED_FIELDS = ['offerUri', 'answers', 'start', 'address', 'contact'] as const;

/** The chosen offer's questions left blank or wrong: question name → message ('{Label} is required'). */
function answerIssues(
  questions: readonly AnsweredQuestion[],
  answers: Readonly<Record<string, PricingAnswerValue>>,
): Record<string, string> {
  return Object.fromEntries(
    questions.flatMap((question) => {
      const issue = questionIssue(question, answers[question.name]);
      return issue ? [[question.name, issue]] : [];
    }),
  );
}

/** The details step's issues by field, from the same schema the server checks ('contact.phone' → 'phone'). */
function detailIssues(state: BookingState): Record<string, string> {
  const body = { ...bookingBodyOf(state, []), idempotencyKey: crypto.randomUUID(), start: 'chosen' };
  const parsed = bookingRequestSchema.safeParse(body);
  const issues: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const [group, field] = issue.path.map(String);
    if ((group === 'contact' || group === 'address') && field && !issues[field])
      issues[field] = issue.message;
  }
  return issues;
}

/**
 * The visitor's booking dialog (issue 34 item 3, plan §7): service → time → address and contact →
 * confirm → done, in a Stepper; full screen below `sm`. Its state (the idempotency key included) lives
 * in localStorage, so a reload reopens it at the same step; a time taken meanwhile (409 slotTaken or
 * dayFull) sends the visitor back to the times, read again, with the message.
 */
export function BookingWizard({
  vanityName,
  providerName,
  offerUri,
  user,
  loginHref,
  onClose,
}: BookingWizardProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [options, setOptions] = useState<BookingOptions | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<BookingState>(() => startingBookingState(vanityName, offerUri));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);
  /** The held booking's intent: asked again with the same key after a reload (the same intent). */
  const [depositIntent, setDepositIntent] = useState<PaymentIntentAnswer | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const offer = options?.offers.find((one) => one.uri === state.offerUri);
  const questions = offer?.questions ?? [];

  useEffect(() => {
    readOptions(vanityName).then(setOptions, (error) => setFailure(errorMessage(error)));
  }, [vanityName]);

  useEffect(() => {
    if (user)
      setState((current) => ({
        ...current,
        contact: {
          ...current.contact,
          firstName: current.contact.firstName || user.firstName,
          lastName: current.contact.lastName || user.lastName,
          email: user.email,
        },
      }));
  }, [user]);

  useEffect(() => storeBookingState(vanityName, state), [vanityName, state]);

  // Opened at an offer's times (its page's 'Book online'): its required questions are asked first.
  const askedFirst = useRef(false);
  useEffect(() => {
    if (!options || askedFirst.current) return;
    askedFirst.current = true;
    if (state.step === 'time' && Object.keys(answerIssues(questions, state.answers)).length > 0)
      setState((current) => ({ ...current, step: 'offer' }));
  });

  const update = (change: Partial<BookingState>) => {
    setErrors({});
    setState((current) => {
      const changesBooking = BOOKED_FIELDS.some((field) => field in change);
      return { ...current, ...change, ...(changesBooking ? { idempotencyKey: null } : {}) };
    });
  };
  const goTo = (step: BookingStep) => {
    setErrors({});
    setState((current) => ({
      ...current,
      step,
      idempotencyKey:
        step === 'confirm' ? (current.idempotencyKey ?? crypto.randomUUID()) : current.idempotencyKey,
    }));
  };

  /** Where a booking's answer leads: its deposit while held, the times again when the hold ran out, else done. */
  const follow = (booked: BookingResponse) => {
    const ids = { bookingId: booked.bookingId, token: booked.token };
    if (booked.status === 'held' && booked.deposit?.intent) {
      setDepositIntent(booked.deposit.intent);
      setState((current) => ({ ...current, ...ids, step: 'deposit' }));
    } else if (booked.status === 'expired' && booked.deposit && !booked.deposit.paid) {
      setNotice(bookingMessages.holdExpired);
      setReload((n) => n + 1);
      setState((current) => ({ ...current, step: 'time', start: null, when: null, idempotencyKey: null }));
    } else setState((current) => ({ ...current, ...ids, step: 'done' }));
  };

  const book = async () => {
    setBusy(true);
    try {
      follow(await sendBooking(vanityName, state, questions));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The time went meanwhile (or the day filled): pick again from times read afresh.
        setNotice(error.message);
        setReload((n) => n + 1);
        setState((current) => ({ ...current, step: 'time', start: null, when: null, idempotencyKey: null }));
      } else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        const fields = Object.keys(error.fields);
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([key, value]) => [key.split('.').at(-1), value]),
          ),
        );
        // An answer the offer's questions refuse goes back to them ('answers.{name}'), else the details.
        const step = fields.some((field) => field.startsWith('answers.')) ? 'offer' : 'details';
        setState((current) => ({ ...current, step }));
      } else setErrors({ step: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const submit = useLeadingDebounce(book);

  // Reopened at the deposit (a reload mid-payment): the same key answers the same booking and intent.
  const resumed = useRef(false);
  useEffect(() => {
    // After the options: the same key must be sent with the same answers.
    if (state.step !== 'deposit' || depositIntent || resumed.current || !options) return;
    resumed.current = true;
    void book();
  });

  const close = () => {
    if (state.step === 'done') clearBookingState(vanityName);
    onClose();
  };

  const next = () => {
    if (state.step === 'offer') {
      if (!state.offerUri) return setErrors({ step: availabilityMessages.offerRequired });
      const issues = answerIssues(questions, state.answers);
      if (Object.keys(issues).length > 0) {
        setErrors(issues);
        // The first question left blank takes the focus, so a keyboard or screen reader lands on its words.
        const [first] = Object.keys(issues);
        requestAnimationFrame(() => {
          const field = formRef.current && first ? questionField(formRef.current, first) : null;
          field?.focus({ preventScroll: true });
          // Its label in view too, below the dialog's sticky title (scroll-margin of .question).
          field?.closest('[data-question]')?.scrollIntoView({ block: 'start' });
        });
        return;
      }
      goTo('time');
    } else if (state.step === 'time') {
      if (!state.start) return setErrors({ step: bookingRequestMessages.startRequired });
      setNotice(null);
      goTo('details');
    } else if (state.step === 'details') {
      const issues = detailIssues(state);
      if (Object.keys(issues).length > 0) return setErrors(issues);
      goTo('confirm');
    } else if (state.step === 'confirm') submit();
  };
  const previous = () => {
    const index = BOOKING_STEPS.indexOf(state.step);
    const back = BOOKING_STEPS[index - 1];
    if (back) goTo(back);
  };

  const active = BOOKING_STEPS.indexOf(state.step);

  let body: React.ReactNode;
  if (failure)
    body = (
      <Alert color="yellow" role="alert">
        {failure}
      </Alert>
    );
  else if (!options)
    body = (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Loading online booking" />
      </Stack>
    );
  else if (state.step === 'deposit')
    body =
      depositIntent && state.bookingId && state.token ? (
        <DepositStep
          vanityName={vanityName}
          booked={{ bookingId: state.bookingId, token: state.token }}
          intent={depositIntent}
          when={state.when}
          onPaid={follow}
        />
      ) : (
        <Stack align="center" py="lg">
          {errors.step ? (
            <Text c="red.8" size="sm" role="alert">
              {errors.step}
            </Text>
          ) : (
            <Loader size="sm" aria-label="Loading the deposit" />
          )}
        </Stack>
      );
  else if (state.step === 'done' && state.bookingId && state.token)
    body = (
      <BookingDone
        vanityName={vanityName}
        bookingId={state.bookingId}
        token={state.token}
        start={state.start}
        durationMinutes={offer?.durationMinutes ?? null}
      />
    );
  else
    body = (
      <form
        ref={formRef}
        noValidate
        data-testid="booking-wizard"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        {state.step === 'offer' && (
          <ChoiceGroup
            name="booking-offer"
            legend={words.offerTitle}
            align="start"
            minWidth={220}
            value={state.offerUri}
            onChange={(uri) => update({ offerUri: uri, date: null, start: null, when: null })}
            choices={options.offers.map((one) => ({
              value: one.uri,
              label: (
                <>
                  <Text span fw={700}>
                    {one.name}
                  </Text>
                  <Text span size="sm" c="dark.4">
                    {one.price}
                  </Text>
                </>
              ),
            }))}
          />
        )}
        {state.step === 'offer' && questions.length > 0 && (
          <OfferQuestions
            questions={questions}
            answers={state.answers}
            errors={errors}
            onChange={(name, value) => update({ answers: { ...state.answers, [name]: value } })}
          />
        )}
        {state.step === 'time' && (
          <TimeStep vanityName={vanityName} state={state} notice={notice} reload={reload} onChange={update} />
        )}
        {state.step === 'details' && (
          <DetailsStep
            state={state}
            errors={errors}
            signedInEmail={user?.email ?? null}
            loginHref={loginHref}
            onChange={update}
          />
        )}
        {state.step === 'confirm' && (
          <ConfirmStep state={state} offer={offer} questions={questions} zoneName={options.zoneName} />
        )}
        {errors.step && (
          <Text c="red.8" size="sm" mt="sm" role="alert">
            {errors.step}
          </Text>
        )}
        <Group justify="space-between" mt="lg">
          {active > 0 ? (
            <Button variant="default" onClick={previous} disabled={busy}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy}>
            {state.step !== 'confirm'
              ? 'Next'
              : offer?.deposit
                ? words.bookAndPay(offer.deposit)
                : words.book}
          </Button>
        </Group>
      </form>
    );

  return (
    <Modal
      opened
      onClose={close}
      title={<Text fw={800}>{words.title(providerName)}</Text>}
      centered
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Stepper
          active={active}
          size="xs"
          onStepClick={(index) => {
            const step = BOOKING_STEPS[index];
            if (step && index < active && state.step !== 'done') goTo(step);
          }}
          aria-label="Booking steps"
        >
          <Stepper.Step label={phone ? undefined : words.steps.offer} aria-label={words.steps.offer} />
          <Stepper.Step label={phone ? undefined : words.steps.time} aria-label={words.steps.time} />
          <Stepper.Step label={phone ? undefined : words.steps.details} aria-label={words.steps.details} />
          <Stepper.Step label={phone ? undefined : words.steps.confirm} aria-label={words.steps.confirm} />
          {offer?.deposit && (
            <Stepper.Step label={phone ? undefined : words.steps.deposit} aria-label={words.steps.deposit} />
          )}
        </Stepper>
        {body}
      </Stack>
    </Modal>
  );
}
