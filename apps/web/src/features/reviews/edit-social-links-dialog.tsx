'use client';

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { updateSocialLinksRoute } from '@porchlight/core/providers/social-links.routes';
import {
  SOCIAL_LINK_RULES,
  SOCIAL_NETWORKS,
  type SocialLinksResponse,
  type SocialNetwork,
  socialLinksFormValues,
  socialLinksRequestSchema,
  socialLinksToastMessages,
} from '@porchlight/core/providers/social-links.schemas';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandWhatsapp,
  IconBrandX,
  IconShare,
} from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';

const ICONS: Record<SocialNetwork, typeof IconBrandX> = {
  facebook: IconBrandFacebook,
  x: IconBrandX,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  pinterest: IconBrandPinterest,
  whatsapp: IconBrandWhatsapp,
};

type SocialLinks = Partial<Record<SocialNetwork, string | null>>;
type SocialFormValues = Record<SocialNetwork, string>;

/**
 * 'Edit Social Links' (spec 3 §2.2, spec 2 §5): the six URLs, only non-empty saved values filled in,
 * Submit disabled until a field changes; PATCH provider/profile/social.
 */
export function EditSocialLinksDialog({
  vanityName,
  links,
  opened,
  onClose,
  onSaved,
}: {
  vanityName: string;
  /** The saved links (profile.social). */
  links: SocialLinks;
  opened: boolean;
  onClose: () => void;
  /** After 'Social links updated successfully'; by default the page's server data is refreshed. */
  onSaved?: (links: SocialLinksResponse) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={800}>Edit Social Links</Text>}
      centered
      size="lg"
    >
      {/* Mounted per opening: the fields start from the saved links every time. */}
      {opened && (
        <SocialLinksForm vanityName={vanityName} links={links} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function SocialLinksForm({
  vanityName,
  links,
  onClose,
  onSaved,
}: {
  vanityName: string;
  links: SocialLinks;
  onClose: () => void;
  onSaved?: (links: SocialLinksResponse) => void;
}) {
  const form = useForm<SocialFormValues>({
    initialValues: socialLinksFormValues(links),
    validate: schemaResolver(socialLinksRequestSchema, { sync: true }),
  });

  const submit = useAction(
    async (values: SocialFormValues) => {
      const saved = await callApi(updateSocialLinksRoute, { query: { vanityName }, body: values });
      onClose();
      onSaved?.(saved);
    },
    {
      success: socialLinksToastMessages.updated,
      refresh: onSaved ? undefined : 'router',
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: socialLinksToastMessages.errorTitle,
      errorLabel: socialLinksToastMessages.networkError,
      networkError: socialLinksToastMessages.networkError,
    },
  );

  return (
    <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate>
      <Stack gap="sm">
        {SOCIAL_NETWORKS.map((network) => {
          const rule = SOCIAL_LINK_RULES[network];
          const Icon = ICONS[network];
          return (
            <TextInput
              key={network}
              label={`${rule.label} URL`}
              placeholder={`${rule.prefixes[0]}…`}
              maxLength={rule.maxLength}
              leftSection={<Icon size={18} aria-hidden />}
              inputMode="url"
              autoComplete="url"
              {...form.getInputProps(network)}
            />
          );
        })}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.busy} disabled={!form.isDirty()}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The manager's 'Edit social links' control with its dialog. */
export function EditSocialLinksButton({
  vanityName,
  links,
  onSaved,
}: {
  vanityName: string;
  links: SocialLinks;
  onSaved?: (links: SocialLinksResponse) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconShare size={16} />}
        onClick={() => setOpened(true)}
      >
        Edit social links
      </Button>
      <EditSocialLinksDialog
        vanityName={vanityName}
        links={links}
        opened={opened}
        onClose={() => setOpened(false)}
        onSaved={onSaved}
      />
    </>
  );
}
