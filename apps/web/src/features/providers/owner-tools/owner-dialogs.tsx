'use client';

import type { SocialLinksResponse } from '@porchlight/core/providers/social-links.schemas';
import { EditSocialLinksDialog } from '@/features/reviews/edit-social-links-dialog';
import { lazyComponent } from '@/lib/lazy-component';
import type { OwnerDetails } from './owner-details';

/** Each dialog's code loads the first time it opens. */
const GeneralInformationDialog = lazyComponent(() =>
  import('./general-information-dialog').then((m) => m.GeneralInformationDialog),
);
const EmailDialog = lazyComponent(() => import('./email-dialog').then((m) => m.EmailDialog));
const HoursDialog = lazyComponent(() => import('./hours-dialog').then((m) => m.HoursDialog));
const WebsiteDialog = lazyComponent(() => import('./website-dialog').then((m) => m.WebsiteDialog));
const NotificationsDialog = lazyComponent(() =>
  import('./notifications-dialog').then((m) => m.NotificationsDialog),
);
const AddServicesDialog = lazyComponent(() =>
  import('./add-services-dialog').then((m) => m.AddServicesDialog),
);
const PromoVideosDialog = lazyComponent(() =>
  import('./promo-videos-dialog').then((m) => m.PromoVideosDialog),
);
const LocationDialog = lazyComponent(() => import('./location-dialog').then((m) => m.LocationDialog));
const TimeZoneDialog = lazyComponent(() => import('./time-zone-dialog').then((m) => m.TimeZoneDialog));
const DocumentsDialog = lazyComponent(() => import('./documents-dialog').then((m) => m.DocumentsDialog));
const OnlineBookingDialog = lazyComponent(() =>
  import('./online-booking-dialog').then((m) => m.OnlineBookingDialog),
);

export type OwnerDialogKey =
  | 'services'
  | 'general'
  | 'email'
  | 'location'
  | 'hours'
  | 'timeZone'
  | 'booking'
  | 'documents'
  | 'website'
  /** The Website dialog on its custom-domain tab (the way back from the Plans page). */
  | 'customDomain'
  | 'notifications'
  | 'social'
  | 'promo';

export interface OwnerDialogProps {
  details: OwnerDetails;
  onClose: () => void;
  /** After a save: the page and the wizard read the profile again. */
  onSaved: () => void;
}

/** The one company-details dialog open now, if any. */
export function OwnerDialogs({
  open,
  details,
  onClose,
  onSaved,
}: OwnerDialogProps & { open: OwnerDialogKey | null }) {
  const props = { details, onClose, onSaved };
  switch (open) {
    case 'services':
      return <AddServicesDialog {...props} />;
    case 'general':
      return <GeneralInformationDialog {...props} />;
    case 'email':
      return <EmailDialog {...props} />;
    case 'location':
      return <LocationDialog {...props} />;
    case 'hours':
      return <HoursDialog {...props} />;
    case 'timeZone':
      return <TimeZoneDialog {...props} />;
    case 'booking':
      return <OnlineBookingDialog {...props} />;
    case 'documents':
      return <DocumentsDialog {...props} />;
    case 'website':
      return <WebsiteDialog {...props} />;
    case 'customDomain':
      return <WebsiteDialog {...props} tab="domain" />;
    case 'notifications':
      return <NotificationsDialog {...props} />;
    case 'promo':
      return <PromoVideosDialog {...props} />;
    case 'social':
      return (
        <EditSocialLinksDialog
          vanityName={details.vanityName}
          links={details.social}
          opened
          onClose={onClose}
          onSaved={(_links: SocialLinksResponse) => onSaved()}
        />
      );
    default:
      return null;
  }
}
