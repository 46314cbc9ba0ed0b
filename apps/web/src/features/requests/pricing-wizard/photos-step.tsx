'use client';

import { Alert, CloseButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';
import { pricingFormMessages } from '@porchlight/core/offers/pricing-form.rules';
import {
  pricingRequestMessages as messages,
  PRICING_PHOTO_MAX_BYTES,
  PRICING_PHOTO_MIME_TYPES,
  PRICING_PHOTOS_MAX,
} from '@porchlight/core/requests/pricing-request.constants';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DropzonePrompt } from '@/features/media/dropzone-prompt';
import classes from './pricing-wizard.module.css';

const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** The same file chosen twice is one photo. */
const photoKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** Photos of the job: up to 10 JPG, PNG, GIF or WEBP files of 25 MB each (spec 2 §5). */
export function PhotosStep({
  uploader,
  photos,
  error,
  onChange,
}: {
  uploader: PricingFormQuestion | null;
  photos: File[];
  error: string | null;
  onChange: (photos: File[]) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (files: File[], rejected: number) => {
    const fitting = files.filter(
      (file) => EXTENSIONS.test(file.name) && file.size <= PRICING_PHOTO_MAX_BYTES,
    );
    const room = PRICING_PHOTOS_MAX - photos.length;
    if (fitting.length > room) setNotice(messages.tooManyPhotos);
    else if (rejected > 0 || fitting.length < files.length) setNotice(messages.photosRejected);
    else setNotice(null);
    if (room > 0) onChange([...photos, ...fitting.slice(0, room)]);
  };

  const required = uploader?.required ?? false;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={700} size="lg">
          {uploader?.label || pricingFormMessages.uploaderLabel(required)}
          {required && (
            <Text span c="red" aria-hidden>
              {' '}
              *
            </Text>
          )}
        </Text>
        {uploader?.descriptionText && (
          <Text size="sm" c="dimmed">
            {uploader.descriptionText}
          </Text>
        )}
      </div>
      <Dropzone
        onDrop={(files) => add(files, 0)}
        onReject={(rejections) => add([], rejections.length)}
        maxSize={PRICING_PHOTO_MAX_BYTES}
        accept={[...PRICING_PHOTO_MIME_TYPES]}
        disabled={photos.length >= PRICING_PHOTOS_MAX}
        aria-label="Photos of the job: drop images here or click to choose them"
      >
        <DropzonePrompt
          idleIcon={<IconPhoto size={44} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          title="Add photos"
          hint={`JPG, PNG, GIF or WEBP, up to 25 MB each, ${PRICING_PHOTOS_MAX} photos at most.`}
        />
      </Dropzone>
      {(notice || error) && (
        <Alert color={error ? 'red' : 'yellow'} role="alert" py="xs">
          {error ?? notice}
        </Alert>
      )}
      {photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <div key={photoKey(photo)} className={classes.photo}>
              <Image src={previews[index]} alt={photo.name} radius="sm" h={84} fit="cover" />
              <CloseButton
                size="sm"
                className={classes.removePhoto}
                aria-label={`Remove ${photo.name}`}
                onClick={() => onChange(photos.filter((_, other) => other !== index))}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
