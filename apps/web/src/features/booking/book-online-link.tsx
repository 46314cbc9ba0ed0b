import { bookingMessages } from '@porchlight/core/booking/booking.messages';
import { profileLinks } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { IconCalendarEvent } from '@tabler/icons-react';
import { ButtonLink } from '@/ui/button-link';
import type { ButtonStyle } from '@/ui/button-style';

/**
 * 'Book online' (issue 34, plan §2.7): a server-rendered link to the booking dialog's address, shown only
 * when the provider takes online bookings (and, on an offer page, books that offer): no JS for visitors.
 */
export function BookOnlineLink({
  profile,
  offerUri,
  ...style
}: { profile: Profile; offerUri?: string } & ButtonStyle) {
  const booking = profile.booking;
  if (!booking || (offerUri && !booking.offerUris.includes(offerUri))) return null;
  return (
    <ButtonLink
      href={profileLinks(profile.uriPrefix).book(offerUri)}
      leftSection={<IconCalendarEvent size={18} />}
      data-testid="book-online"
      {...style}
    >
      {bookingMessages.bookOnline}
    </ButtonLink>
  );
}
