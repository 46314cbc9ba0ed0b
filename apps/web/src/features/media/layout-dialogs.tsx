'use client';

import {
  Box,
  Button,
  ColorInput,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  type BannerPosition,
  HEX_COLOR_INPUT_MAX_LENGTH,
  type ImageFit,
} from '@porchlight/core/media/profile-editing.constants';
import {
  profileEditingHandlerLabels as labels,
  profileEditingMessages as messages,
  profileEditingErrorTitles as titles,
} from '@porchlight/core/media/profile-editing.messages';
import {
  updateBannerSettingsRoute,
  updateLogoSettingsRoute,
} from '@porchlight/core/media/profile-editing.routes';
import {
  bannerSettingsRequestSchema,
  isHexColor,
  logoSettingsRequestSchema,
} from '@porchlight/core/media/profile-editing.schemas';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { mediaUrl } from './profile-editing-api';

const SWATCHES = ['#ffffff', '#f8f9fa', '#212529', '#1d4526', '#0b355f', '#4a1c17', '#35194f', '#f4a823'];

const FIT_OPTIONS = [
  { value: 'cover', label: 'Fill (cover)' },
  { value: 'contain', label: 'Whole image (contain)' },
];

/** '#'-prefixed for the colour input; stored values come without it (spec 1 §3). */
const withHash = (color: string | null) => (color ? `#${color.replace(/^#/, '')}` : '');

function ColorField({
  value,
  onChange,
  error,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  description: string;
}) {
  return (
    <ColorInput
      label="Background color"
      description={description}
      placeholder="#ffffff"
      value={value}
      onChange={onChange}
      format="hex"
      swatches={SWATCHES}
      swatchesPerRow={8}
      withEyeDropper={false}
      fixOnBlur={false}
      maxLength={HEX_COLOR_INPUT_MAX_LENGTH}
      error={error}
    />
  );
}

function colorError(fit: ImageFit, color: string): string | null {
  return (fit === 'contain' || color.trim() !== '') && !isHexColor(color) ? messages.hexColorInvalid : null;
}

function Footer({ onClose, disabled, busy }: { onClose: () => void; disabled: boolean; busy: boolean }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} loading={busy}>
        Submit
      </Button>
    </Group>
  );
}

// ---------------------------------------------------------------------------------------------
// Banner layout

export interface BannerLayout {
  bannerImage: string | null;
  bannerImagePosition: BannerPosition;
  bannerImageFit: ImageFit;
  bannerImageBackgroundColor: string | null;
  bannerImageShowCompanyOverlay: boolean;
}

/** Banner layout (spec 1 §2, §4): starts from the saved values every time it opens. */
export function BannerLayoutDialog({
  vanityName,
  name,
  saved,
  opened,
  onClose,
}: {
  vanityName: string;
  name: string;
  saved: BannerLayout;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Banner layout" size="lg" centered>
      <BannerLayoutForm vanityName={vanityName} name={name} saved={saved} onClose={onClose} />
    </Modal>
  );
}

function BannerLayoutForm({
  vanityName,
  name,
  saved,
  onClose,
}: {
  vanityName: string;
  name: string;
  saved: BannerLayout;
  onClose: () => void;
}) {
  const [position, setPosition] = useState<BannerPosition>(saved.bannerImagePosition);
  const [fit, setFit] = useState<ImageFit>(saved.bannerImageFit);
  const [color, setColor] = useState(withHash(saved.bannerImageBackgroundColor));
  const [overlay, setOverlay] = useState(saved.bannerImageShowCompanyOverlay);
  const error = colorError(fit, color);
  const body = { position, fit, backgroundColor: color.trim() || null, showCompanyOverlay: overlay };

  const save = useAction(async () => callApi(updateBannerSettingsRoute, { query: { vanityName }, body }), {
    success: messages.bannerSettingsUpdated,
    refresh: 'reload-soon',
    errorTitle: titles.bannerOptions,
    errorLabel: labels.bannerSettings,
  });

  const background = isHexColor(color) ? withHash(color) : 'var(--mantine-color-gray-2)';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (bannerSettingsRequestSchema.safeParse(body).success) save.run();
      }}
      noValidate
    >
      <Stack>
        <Box
          role="img"
          aria-label="Preview of the banner"
          style={{
            aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}`,
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            position: 'relative',
            backgroundColor: background,
            backgroundImage: saved.bannerImage ? `url("${mediaUrl(saved.bannerImage)}")` : undefined,
            backgroundSize: fit,
            backgroundPosition: `center ${position}`,
            backgroundRepeat: 'no-repeat',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {overlay && (
            <Text
              fw={700}
              c="white"
              size="lg"
              style={{
                position: 'absolute',
                left: 12,
                bottom: 10,
                textShadow: '0 1px 4px rgba(0,0,0,0.7)',
              }}
            >
              {name}
            </Text>
          )}
        </Box>
        <Input.Wrapper label="Image position" description="Which part of the image stays in view">
          <SegmentedControl
            fullWidth
            mt={4}
            value={position}
            onChange={(value) => setPosition(value as BannerPosition)}
            data={[
              { value: 'top', label: 'Top' },
              { value: 'center', label: 'Center' },
              { value: 'bottom', label: 'Bottom' },
            ]}
          />
        </Input.Wrapper>
        <FitAndColorFields
          fit={fit}
          onFitChange={setFit}
          color={color}
          onColorChange={setColor}
          error={error}
          subject="image"
        />
        <Switch
          checked={overlay}
          onChange={(event) => setOverlay(event.currentTarget.checked)}
          label="Show the company name and location over the banner"
        />
        <Footer onClose={onClose} disabled={error !== null} busy={save.busy} />
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Logo layout

export interface LogoLayout {
  profilePic: string | null;
  profilePicFit: ImageFit;
  profilePicBackgroundColor: string | null;
}

/** Logo layout (spec 1 §4): starts from the saved values every time it opens. */
export function LogoLayoutDialog({
  vanityName,
  saved,
  opened,
  onClose,
}: {
  vanityName: string;
  saved: LogoLayout;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Logo layout" centered>
      <LogoLayoutForm vanityName={vanityName} saved={saved} onClose={onClose} />
    </Modal>
  );
}

function LogoLayoutForm({
  vanityName,
  saved,
  onClose,
}: {
  vanityName: string;
  saved: LogoLayout;
  onClose: () => void;
}) {
  const [fit, setFit] = useState<ImageFit>(saved.profilePicFit);
  const [color, setColor] = useState(withHash(saved.profilePicBackgroundColor));
  const error = colorError(fit, color);
  const body = { fit, backgroundColor: color.trim() || null };

  const save = useAction(async () => callApi(updateLogoSettingsRoute, { query: { vanityName }, body }), {
    success: messages.logoSettingsUpdated,
    refresh: 'reload-soon',
    errorTitle: titles.logoSettings,
    errorLabel: labels.logoSettings,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (logoSettingsRequestSchema.safeParse(body).success) save.run();
      }}
      noValidate
    >
      <Stack>
        <Group justify="center">
          <Box
            role="img"
            aria-label="Preview of the logo"
            w={175}
            h={175}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              backgroundColor: isHexColor(color) ? withHash(color) : 'var(--mantine-color-gray-2)',
              backgroundImage: saved.profilePic ? `url("${mediaUrl(saved.profilePic)}")` : undefined,
              backgroundSize: fit,
              backgroundPosition: 'center',
              backgroundRepeat: 'no-repeat',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          />
        </Group>
        <FitAndColorFields
          fit={fit}
          onFitChange={setFit}
          color={color}
          onColorChange={setColor}
          error={error}
          subject="logo"
        />
        <Footer onClose={onClose} disabled={error !== null} busy={save.busy} />
      </Stack>
    </form>
  );
}

/** Fit and background colour: the two settings banner and logo layouts share. */
function FitAndColorFields(props: {
  fit: ImageFit;
  onFitChange: (fit: ImageFit) => void;
  color: string;
  onColorChange: (color: string) => void;
  error: string | null;
  subject: 'image' | 'logo';
}) {
  return (
    <>
      <Input.Wrapper label="Image fit">
        <SegmentedControl
          fullWidth
          mt={4}
          value={props.fit}
          onChange={(value) => props.onFitChange(value as ImageFit)}
          data={FIT_OPTIONS}
        />
      </Input.Wrapper>
      <ColorField
        value={props.color}
        onChange={props.onColorChange}
        error={props.error}
        description={`Shown around the ${props.subject} when the whole ${props.subject} is fitted in`}
      />
    </>
  );
}
