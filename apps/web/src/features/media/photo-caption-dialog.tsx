'use client';

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import { updatePhotoTitleRoute } from '@porchlight/core/media/profile-editing.routes';
import {
  type PhotoTitleRequest,
  photoTitleRequestSchema,
} from '@porchlight/core/media/profile-editing.schemas';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { FormAlert } from '@/ui/form-alert';

/**
 * The owner names a gallery photo: the caption under it in the viewer and its alt text. Emptied, the
 * caption goes back to words made from the file name.
 */
export default function PhotoCaptionDialog({
  vanityName,
  photo,
  opened,
  onClose,
  onSaved,
}: {
  vanityName: string;
  photo: Photo;
  opened: boolean;
  onClose: () => void;
  onSaved: (photo: Photo) => void;
}) {
  return (
    // Above the full-screen viewer it is opened from.
    <Modal opened={opened} onClose={onClose} title="Edit caption" centered zIndex={1000}>
      <CaptionForm key={photo.friendlyImageName} vanityName={vanityName} photo={photo} onSaved={onSaved} />
    </Modal>
  );
}

function CaptionForm({
  vanityName,
  photo,
  onSaved,
}: {
  vanityName: string;
  photo: Photo;
  onSaved: (photo: Photo) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PhotoTitleRequest>({
    initialValues: { title: photo.title },
    validate: schemaResolver(photoTitleRequestSchema, { sync: true }),
  });
  const save = useAction(
    async (values: PhotoTitleRequest) => {
      setFormError(null);
      onSaved(
        await callApi(updatePhotoTitleRoute, {
          params: { friendlyImageName: photo.friendlyImageName },
          query: { vanityName },
          body: photoTitleRequestSchema.parse(values),
        }),
      );
    },
    {
      success: messages.photoTitleSaved,
      onError: (error) => {
        setFormError(applyApiError(form, error));
        return true;
      },
    },
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
      <Stack gap="md">
        {formError ? <FormAlert icon={<IconAlertCircle size={18} />}>{formError}</FormAlert> : null}
        <TextInput
          label="Caption"
          description="Shown under the photo and read out by screen readers. Leave empty to use the file name."
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.busy} disabled={!form.isDirty()}>
            Save caption
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
