'use client';

import { Button, Group } from '@mantine/core';
import type { PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { getPricingFormsRoute } from '@porchlight/core/providers/profile.routes';
import { profileLinks } from '@porchlight/core/providers/profile.rules';
import type { OfferDetail } from '@porchlight/core/providers/profile.schemas';
import { IconForms, IconPencil, IconPhoto, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { PromoVideoDialog } from '@/features/reviews/promo-video-dialog';
import { callApi } from '@/lib/api-client';
import { withQueryProvider } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { EditOfferDialog } from './edit-offer-dialog';
import { PhotoTaggingDialog } from './photo-tagging-dialog';
import { PricingFormBuilderDialog } from './pricing-form-builder-dialog';

/**
 * The owner's buttons on an offer page (spec 2 §2.16): edit the offer, shape its pricing form, tag its
 * photos, choose its promotional video from the gallery's videos; their dialogs read through a query
 * cache of their own.
 */
export const OfferOwnerTools = withQueryProvider(function OfferOwnerTools({
  vanityName,
  offer,
  uriPrefix,
}: {
  vanityName: string;
  offer: OfferDetail;
  /** The profile's address prefix: a renamed offer's page moves with its name. */
  uriPrefix: string;
}) {
  const [editing, setEditing] = useState(false);
  const [pricingForm, setPricingForm] = useState<PricingFormQuestion[] | null>(null);
  const [tagging, setTagging] = useState(false);
  const [choosingVideo, setChoosingVideo] = useState(false);

  const openBuilder = useAction(
    async () => {
      const { offers } = await callApi(getPricingFormsRoute, { params: { uri: vanityName } });
      setPricingForm(offers.find((one) => one.nameUri === offer.nameUri)?.pricingForm ?? []);
    },
    { errorTitle: offerMessages.offerDetailErrorTitle },
  );

  return (
    <Group gap="xs" data-testid="offer-owner-tools">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} />}
        onClick={() => setEditing(true)}
      >
        Edit service
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconForms size={14} />}
        loading={openBuilder.busy}
        onClick={() => openBuilder.run()}
      >
        Pricing form
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPhoto size={14} />}
        onClick={() => setTagging(true)}
      >
        Photos
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconVideo size={14} />}
        onClick={() => setChoosingVideo(true)}
      >
        Promo video
      </Button>
      <PromoVideoDialog
        title={`${offer.name} Promotional Video`}
        vanityName={vanityName}
        slot={{ offerNumber: offer.offerNumber }}
        currentPath={offer.promoVideoPath}
        galleryHref={profileLinks(uriPrefix).photos}
        opened={choosingVideo}
        onClose={() => setChoosingVideo(false)}
      />
      {tagging && (
        <PhotoTaggingDialog
          vanityName={vanityName}
          offerNumber={offer.offerNumber}
          offerName={offer.name}
          tagged={offer.photos.map((photo) => photo.friendlyImageName)}
          onClose={() => setTagging(false)}
        />
      )}
      {editing && (
        <EditOfferDialog
          vanityName={vanityName}
          offer={offer}
          uriPrefix={uriPrefix}
          onClose={() => setEditing(false)}
        />
      )}
      {pricingForm && (
        <PricingFormBuilderDialog
          vanityName={vanityName}
          offerNumber={offer.offerNumber}
          offerName={offer.name}
          initial={pricingForm}
          onClose={() => setPricingForm(null)}
        />
      )}
    </Group>
  );
});
