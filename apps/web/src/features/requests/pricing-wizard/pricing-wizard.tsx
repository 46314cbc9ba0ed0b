'use client';

import { Alert, Button, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type HubContactPrefill,
  prefillAddress,
  prefillContact,
} from '@porchlight/core/client-hub/hub-contact.rules';
import {
  pricingRequestMessages as messages,
  RADIO_AUTO_ADVANCE_MS,
} from '@porchlight/core/requests/pricing-request.constants';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { hubBearer } from '@/features/client-hub/hub-tokens';
import { useHubContact } from '@/features/client-hub/use-hub-contact';
import { ApiError } from '@/lib/api-error';
import { openDialog } from '@/lib/dialogs';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import { AddressStep } from './address-step';
import { ContactStep } from './contact-step';
import { PhotosStep } from './photos-step';
import classes from './pricing-wizard.module.css';
import { QuestionStep } from './question-step';
import { ServicesStep } from './services-step';
import { stepIssues, stepOfField } from './step-issues';
import { type SubmitOutcome, submitPricingRequest } from './submit-pricing-request';
import { usePricingForms } from './use-pricing-forms';
import { clearStoredWizard, startingState, storeWizard, type WizardState } from './wizard-state';
import { type WizardStep, wizardProgress, wizardSteps } from './wizard-steps';

export interface PricingWizardProps {
  vanityName: string;
  providerName: string;
  /** On the provider's custom domain the accessibility probe goes first (spec 2 §7). */
  onCustomDomain: boolean;
  /** The offer page's service: the wizard starts at step 2 (spec 2 §4). */
  preselected: string | null;
  /** The hub client's details, read already (the hub's new-request dialog); else read if a hub session is kept. */
  hubContact?: HubContactPrefill;
  /** Instead of the thank-you view (the hub closes its dialog and lists the new request). */
  onSent?: (outcome: SubmitOutcome) => void;
  /** Shown instead of the wizard when the provider offers no services to price. */
  whenNoServices?: ReactNode;
}

/** The API did not answer, or answered that it is down: the wizard cannot work now (spec 2 §8). */
function isUnavailable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError || error.status >= 502;
}

/**
 * Request Pricing & Check Availability (spec 2 §2.2, §4): services, one step per question of the
 * chosen services' pricing forms, the address, photos and contact; kept in session storage so a
 * reload in the middle loses nothing but the chosen photos. A Client Hub customer finds the contact
 * step filled in from the hub, name and e-mail locked (spec 2 §6), and sends with the hub's token.
 */
export function PricingWizard({
  vanityName,
  providerName,
  onCustomDomain,
  preselected,
  hubContact,
  onSent,
  whenNoServices,
}: PricingWizardProps) {
  const hub = useHubContact(vanityName, hubContact);
  const { offers, unavailable, setUnavailable } = usePricingForms(vanityName, onCustomDomain, hub);
  const [state, setState] = useState<WizardState>(() => startingState(vanityName, preselected));
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SubmitOutcome | null>(null);
  const advanceTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  useEffect(() => {
    if (hub)
      setState((current) => ({
        ...current,
        contact: prefillContact(current.contact, hub),
        address: prefillAddress(current.address, hub),
      }));
  }, [hub]);

  useEffect(() => {
    if (!done) storeWizard(vanityName, state);
  }, [vanityName, state, done]);

  const steps = useMemo(() => wizardSteps(offers ?? [], state.services), [offers, state.services]);
  const index = Math.min(state.step, steps.length - 1);
  const step = steps[index];

  const update = (change: Partial<WizardState>) => {
    setErrors({});
    setState((current) => ({ ...current, ...change }));
  };
  const goTo = (next: number) => {
    window.clearTimeout(advanceTimer.current);
    setErrors({});
    setState((current) => ({ ...current, step: next }));
  };

  const send = async () => {
    setBusy(true);
    try {
      const questions = steps.flatMap((one) => (one.kind === 'question' ? [one.question] : []));
      const bearer = hub ? hubBearer(vanityName) : undefined;
      const outcome = await submitPricingRequest(vanityName, state, questions, photos, bearer);
      clearStoredWizard(vanityName);
      if (onSent) onSent(outcome);
      else setDone(outcome);
    } catch (error) {
      if (isUnavailable(error)) setUnavailable(true);
      else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        const [field = ''] = Object.keys(error.fields);
        const target = stepOfField(steps, field);
        setState((current) => ({ ...current, step: target }));
        setErrors(stepErrors(steps[target], error.fields));
      } else {
        void openDialog({
          title: messages.errorTitle,
          children: <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>,
        });
      }
    } finally {
      setBusy(false);
    }
  };
  const submit = useLeadingDebounce(send);

  const next = () => {
    if (!step) return;
    const issues = stepIssues(step, state, photos);
    if (Object.keys(issues).length > 0) return setErrors(issues);
    if (index === steps.length - 1) submit();
    else goTo(index + 1);
  };

  if (unavailable)
    return (
      <Alert color="yellow" role="alert" data-testid="pricing-unavailable">
        {messages.unavailable}
      </Alert>
    );
  if (done) return <ThankYou providerName={providerName} outcome={done} />;
  if (!offers || !step)
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Loading the pricing form" />
      </Stack>
    );
  if (offers.length === 0 && whenNoServices) return whenNoServices;

  const first = preselected ? 1 : 0;
  const last = index === steps.length - 1;
  return (
    <Stack gap="md" data-testid="pricing-wizard">
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          Step {index + 1} of {steps.length}
        </Text>
        <Progress value={wizardProgress(index, steps.length)} size="sm" aria-label="Progress" />
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        {step.kind === 'services' && (
          <ServicesStep
            services={offers.map((offer) => offer.name)}
            chosen={state.services}
            error={errors.step ?? null}
            onChange={(services) => update({ services })}
          />
        )}
        {step.kind === 'question' && (
          <QuestionStep
            key={step.question.name}
            question={step.question}
            value={state.answers[step.question.name]}
            error={errors.step ?? null}
            onChange={(value) => update({ answers: { ...state.answers, [step.question.name]: value } })}
            onRadioChosen={() => {
              window.clearTimeout(advanceTimer.current);
              advanceTimer.current = window.setTimeout(() => goTo(index + 1), RADIO_AUTO_ADVANCE_MS);
            }}
          />
        )}
        {step.kind === 'address' && (
          <AddressStep address={state.address} errors={errors} onChange={(address) => update({ address })} />
        )}
        {step.kind === 'photos' && (
          <PhotosStep
            uploader={step.uploader}
            photos={photos}
            error={errors.step ?? null}
            onChange={(chosen) => {
              setErrors({});
              setPhotos(chosen);
            }}
          />
        )}
        {step.kind === 'contact' && (
          <ContactStep
            contact={state.contact}
            hub={hub}
            errors={errors}
            onChange={(contact) => update({ contact })}
          />
        )}
        <div className={classes.footer}>
          {index > first ? (
            <Button variant="default" onClick={() => goTo(index - 1)} disabled={busy}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy}>
            {last ? 'Send request' : 'Next'}
          </Button>
        </div>
      </form>
    </Stack>
  );
}

/** The address and contact steps show errors by field; the others show one under the question. */
function stepErrors(step: WizardStep | undefined, fields: Record<string, string>): Record<string, string> {
  if (step?.kind === 'address' || step?.kind === 'contact') return fields;
  return { step: Object.values(fields)[0] ?? '' };
}

function ThankYou({ providerName, outcome }: { providerName: string; outcome: SubmitOutcome }) {
  return (
    <Stack align="center" ta="center" gap="xs" py="md" role="status" data-testid="pricing-thank-you">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Title order={3}>{messages.thankYouTitle}</Title>
      <Text c="dimmed" maw={420}>
        {messages.thankYou(providerName)}
      </Text>
      <Text size="sm" c="dimmed">
        Reference number: <strong>#{outcome.requestNumber}</strong>
      </Text>
      {outcome.photosFailed && (
        <Alert color="yellow" role="alert" ta="left">
          {messages.photosFailed}
        </Alert>
      )}
    </Stack>
  );
}
