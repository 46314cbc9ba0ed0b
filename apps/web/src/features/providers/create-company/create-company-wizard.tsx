'use client';

import { Center, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { createProfileMessages } from '@porchlight/core/providers/owner-tools.messages';
import type { PlaceBusiness } from '@porchlight/core/providers/places.schemas';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { withQueryProvider } from '@/lib/query-client';
import { markAddOffers } from './add-offers-flag';
import { rememberWantedAddOns } from './add-ons';
import { AddOnsStep } from './add-ons-step';
import { BusinessSearchStep } from './business-search-step';
import { CompanyFormStep } from './company-form-step';
import { EMPTY_COMPANY, valuesFromPlace } from './company-values';
import { ExitConfirmDialog } from './exit-confirm-dialog';
import { WizardButtons } from './wizard-buttons';
import { clearWizard, loadWizard, saveWizard, type WizardState, type WizardStep } from './wizard-state';

const STEP_TITLES: Record<WizardStep, string> = {
  0: 'What are you interested in?',
  1: 'Find your business',
  2: 'Your company details',
};

/**
 * Create Your Company Profile (spec 2 §2.3, §4 "Profile creation"): step 0 interests, step 1
 * business search or manual entry, step 2 the company form; then the new profile, with the
 * add-offers flag set. Everything typed is kept in sessionStorage, so a reload loses nothing. The
 * business search reads through a query cache of its own (signed-in people only reach this page).
 */
export const CreateCompanyWizard = withQueryProvider(function CreateCompanyWizard() {
  const router = useRouter();
  // Read after hydration: the server cannot know this tab's storage.
  const [state, setState] = useState<WizardState | null>(null);
  const [confirmExit, setConfirmExit] = useState(false);

  useEffect(() => setState(loadWizard()), []);
  useEffect(() => {
    if (state) saveWizard(state);
  }, [state]);

  if (!state) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }

  const update = (change: Partial<WizardState>) =>
    setState((current) => current && { ...current, ...change });
  const cancel = () => setConfirmExit(true);

  const found = (business: PlaceBusiness) =>
    update({
      step: 2,
      values: valuesFromPlace(business),
      place: { placeID: business.placeID, phoneFound: Boolean(business.phoneNumber) },
    });

  const created = (vanityName: string) => {
    rememberWantedAddOns(vanityName, state.addOns);
    markAddOffers(vanityName);
    clearWizard();
    // A full load: the header and the profile are drawn for the new owner from the server.
    window.location.assign(`/company/${encodeURIComponent(vanityName)}`);
  };

  const exit = () => {
    clearWizard();
    router.push('/');
  };

  return (
    <Stack maw={640} mx="auto" px="md" py={{ base: 'lg', sm: 'xl' }} gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {createProfileMessages.dialogTitle}
        </Title>
        <Text c="dimmed" size="sm">
          Step {state.step + 1} of 3 · {STEP_TITLES[state.step]}
        </Text>
        <Progress value={((state.step + 1) / 3) * 100} size="sm" aria-hidden />
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Title order={2} size="h4" mb="md">
          {STEP_TITLES[state.step]}
        </Title>
        {state.step === 0 && (
          <>
            <AddOnsStep addOns={state.addOns} onChange={(addOns) => update({ addOns })} />
            <WizardButtons onCancel={cancel} next={{ label: 'Next', onClick: () => update({ step: 1 }) }} />
          </>
        )}
        {state.step === 1 && (
          <>
            <BusinessSearchStep onFound={found} onManual={() => update({ step: 2, place: null })} />
            <WizardButtons onCancel={cancel} onPrevious={() => update({ step: 0 })} />
          </>
        )}
        {state.step === 2 && (
          <CompanyFormStep
            initialValues={state.values}
            place={state.place}
            onValuesChange={(values) => update({ values })}
            // Spec 2 §4: going back clears what the business search filled in; typed entries stay.
            onPrevious={() =>
              update(state.place ? { step: 1, values: EMPTY_COMPANY, place: null } : { step: 1 })
            }
            onCancel={cancel}
            onCreated={created}
          />
        )}
      </Paper>
      <ExitConfirmDialog opened={confirmExit} onStay={() => setConfirmExit(false)} onExit={exit} />
    </Stack>
  );
});
