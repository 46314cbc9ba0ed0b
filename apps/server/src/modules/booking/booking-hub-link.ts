import { clientHubLink, linkExpiry } from '@porchlight/core/client-hub/client-hub.rules';
import type { Repositories } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import type { MailSite } from './booking-mails';
import type { BookingRow } from './bookings.repository';

/**
 * The client hub's job page for the booking (`artifact_type 'job'`, section view-job), valid until the
 * visit ends and at least the usual 7 days: the booking e-mails' "Manage your booking". The link is the
 * hub's own (client_hub_links), as documents' links are; null when the job or client is gone.
 */
export async function bookingHubUrl(
  repositories: Repositories,
  site: MailSite,
  provider: Pick<ProviderRow, 'id' | 'vanityName'>,
  booking: Pick<BookingRow, 'clientId' | 'visitId' | 'emailLc' | 'endsAt'>,
  realNow: Date,
): Promise<string | null> {
  const client = await repositories.clientHub.findClient(booking.clientId);
  const record = booking.visitId ? await repositories.visits.find(provider.id, booking.visitId) : undefined;
  if (!client || !record) return null;
  const jobNumber = record.job.jobNumber;
  const usual = linkExpiry(realNow);
  const link = await repositories.clientHub.insertLink({
    clientId: client.id,
    providerId: provider.id,
    artifactType: 'job',
    artifactNumber: jobNumber,
    // Mailed to the client's own address (a booking matched by e-mail): opening it shows its holder reads it.
    emailedTo: client.emailAddress?.toLowerCase() === booking.emailLc ? client.emailAddress : null,
    expiresAt: new Date(Math.max(booking.endsAt.getTime(), usual.getTime())),
  });
  return clientHubLink({
    siteUrl: site.publicUrl,
    vanityName: provider.vanityName,
    sessionId: link.id,
    clientHubId: client.clientHubId,
    section: 'view-job',
    number: jobNumber,
  });
}

/** The hub link of a booking by its id (the confirmation e-mails, which carry the booking's facts). */
export async function bookingHubUrlById(
  repositories: Repositories,
  site: MailSite,
  provider: Pick<ProviderRow, 'id' | 'vanityName'>,
  bookingId: string,
  realNow: Date,
): Promise<string | undefined> {
  const found = await repositories.bookings.findById(bookingId);
  return (found && (await bookingHubUrl(repositories, site, provider, found.booking, realNow))) ?? undefined;
}
