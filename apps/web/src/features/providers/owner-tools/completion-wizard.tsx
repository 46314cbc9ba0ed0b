'use client';

import { ActionIcon, Button, Group, Paper, Progress, Switch, Text, Title } from '@mantine/core';
import {
  type CompletionStepKey,
  isAutoCollapsed,
  isNextDisabled,
  isStepClickable,
  isWizardDone,
  openingStep,
} from '@porchlight/core/providers/completion.rules';
import type { CompletionResponse } from '@porchlight/core/providers/publishing.schemas';
import { IconCheck, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isBrandNewProfile } from './brand-new-profile';
import type { OwnerDialogKey } from './owner-dialogs';
import classes from './owner-tools.module.css';

type GuideAction = { label: string; dialog: OwnerDialogKey } | { label: string; page: 'photos' | 'services' };

/** What each step asks of the owner, and the dialog (or page) that does it. */
const STEP_GUIDE: Record<CompletionStepKey, { text: string; action?: GuideAction }> = {
  services: {
    text: 'Add the services you offer: customers find you in search by them.',
    action: { label: 'Add services', dialog: 'services' },
  },
  website: {
    text: 'Link your website, or ask us to build one on your own domain.',
    action: { label: 'Configure website', dialog: 'website' },
  },
  phone: {
    text: 'A public phone number lets customers call you from your profile.',
    action: { label: 'Add phone number', dialog: 'general' },
  },
  notifications: {
    text: 'Choose where new requests and messages reach you: e-mail or text message.',
    action: { label: 'Set notifications', dialog: 'notifications' },
  },
  photos: {
    text: 'Photos of your work make customers three times as likely to get in touch.',
    action: { label: 'Upload photos', page: 'photos' },
  },
  social: {
    text: 'Link your Facebook, Instagram and other pages.',
    action: { label: 'Add social links', dialog: 'social' },
  },
  verification: {
    text: 'We verify businesses by phone once they are public; the check mark then shows on your profile.',
  },
};

const storageKey = (vanityName: string) => `pl-completion-${vanityName.toLowerCase()}`;

function storedPercentage(vanityName: string): number | null {
  const value = Number(localStorage.getItem(storageKey(vanityName)));
  return Number.isFinite(value) && localStorage.getItem(storageKey(vanityName)) !== null ? value : null;
}

/**
 * The profile completion wizard (spec 2 §4): 7 steps with the percentage done, opening on the first
 * incomplete required step (or notifications for a brand-new profile), steps clickable once the first
 * is complete, Next disabled on an incomplete required step, collapsible (on its own at a stored 60%+),
 * and a toggle that shows completed steps too. Gone once everything is done.
 */
export function CompletionWizard({
  vanityName,
  completion,
  photosHref,
  servicesHref,
  onOpenDialog,
}: {
  vanityName: string;
  completion: CompletionResponse;
  photosHref: string;
  servicesHref: string;
  onOpenDialog: (dialog: OwnerDialogKey) => void;
}) {
  const { steps, percentage } = completion;
  const [collapsed, setCollapsed] = useState(false);
  const [showCompleted, setShowCompleted] = useState(false);
  const [current, setCurrent] = useState<CompletionStepKey | null>(null);

  // Where it opens and whether it is collapsed are decided once; later changes keep the owner's place.
  const firstSteps = useRef(steps);
  useEffect(() => {
    setCollapsed(isAutoCollapsed(storedPercentage(vanityName)));
    setCurrent(openingStep(firstSteps.current, { brandNewProfile: isBrandNewProfile(vanityName) }));
  }, [vanityName]);

  useEffect(() => {
    localStorage.setItem(storageKey(vanityName), String(percentage));
  }, [vanityName, percentage]);

  if (isWizardDone(steps)) return null;
  const index = Math.max(
    0,
    steps.findIndex((step) => step.key === current),
  );
  const step = steps[index];
  if (!step) return null;
  const visible = steps.filter(
    (candidate) => showCompleted || !candidate.complete || candidate.key === step.key,
  );
  const guide = STEP_GUIDE[step.key];
  const pages = { photos: photosHref, services: servicesHref };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.wizard}
      aria-label="Complete your profile"
      component="section"
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div className={classes.wizardTitle}>
          <Title order={2} size="h4">
            Complete your profile
          </Title>
          <Text size="sm" c="dimmed">
            {percentage}% complete
          </Text>
        </div>
        <ActionIcon
          variant="subtle"
          aria-label={collapsed ? 'Show the steps' : 'Hide the steps'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
        </ActionIcon>
      </Group>
      <Progress value={percentage} mt="xs" aria-label={`${percentage}% complete`} />
      {!collapsed && (
        <>
          <ol className={classes.steps}>
            {visible.map((candidate) => {
              const position = steps.indexOf(candidate);
              return (
                <li key={candidate.key}>
                  <button
                    type="button"
                    className={classes.step}
                    data-complete={candidate.complete || undefined}
                    aria-current={candidate.key === step.key ? 'step' : undefined}
                    disabled={!isStepClickable(steps, position)}
                    onClick={() => setCurrent(candidate.key)}
                  >
                    {candidate.complete && <IconCheck size={14} aria-label="done" />}
                    {candidate.label}
                    {candidate.required && !candidate.complete && <span aria-hidden> *</span>}
                  </button>
                </li>
              );
            })}
          </ol>
          <div className={classes.stepBody}>
            <Text fw={700}>
              {step.label}
              {step.required ? ' (required)' : ''}
              {step.complete ? ' · done' : ''}
            </Text>
            <Text size="sm" c="dark.4">
              {guide.text}
            </Text>
            <Group justify="space-between" mt="sm" gap="sm">
              <StepAction action={guide.action} pages={pages} onOpenDialog={onOpenDialog} />
              <Group gap="xs">
                <Switch
                  size="xs"
                  label="Show completed"
                  checked={showCompleted}
                  onChange={(event) => setShowCompleted(event.currentTarget.checked)}
                />
                <Button
                  size="sm"
                  variant="default"
                  disabled={index === 0}
                  onClick={() => setCurrent(steps[index - 1]?.key ?? step.key)}
                >
                  Previous
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  disabled={isNextDisabled(step) || index === steps.length - 1}
                  onClick={() => setCurrent(steps[index + 1]?.key ?? step.key)}
                >
                  Next
                </Button>
              </Group>
            </Group>
          </div>
        </>
      )}
    </Paper>
  );
}

function StepAction({
  action,
  pages,
  onOpenDialog,
}: {
  action: GuideAction | undefined;
  pages: Record<'photos' | 'services', string>;
  onOpenDialog: (dialog: OwnerDialogKey) => void;
}) {
  if (!action) return <span />;
  if ('dialog' in action) {
    const { dialog } = action;
    return (
      <Button size="sm" onClick={() => onOpenDialog(dialog)}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button size="sm" component="a" href={pages[action.page]}>
      {action.label}
    </Button>
  );
}
