import type {
  ContactPreference,
  ContactPreferencesResponse,
} from '@porchlight/core/providers/contact-preferences.schemas';
import type {
  CompanyDetailsRequest,
  CompanyDetailsResponse,
  DocumentSettingsRequest,
  DocumentSettingsResponse,
  EmailChangeResponse,
  LocationRequest,
  LocationResponse,
} from '@porchlight/core/providers/details.schemas';
import { hoursOf, intervalsOf } from '@porchlight/core/providers/open-hours.rules';
import {
  emailMessages,
  locationMessages,
  websiteMessages,
} from '@porchlight/core/providers/owner-tools.messages';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { Hours } from '@porchlight/core/providers/profile.schemas';
import type { TimeZoneRequest, TimeZoneResponse } from '@porchlight/core/providers/time-zone.schemas';
import {
  VERIFICATION_CODE_TTL_HOURS,
  verificationMessages,
} from '@porchlight/core/providers/verification.constants';
import type { GeocodingAdapter, GeoPoint } from '../../adapters/geocoding';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { ProviderChange } from '../platform/events.repository';
import { emailMessage } from '../platform/notification-message';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { DetailsRepository } from './details.repository';
import type { VerificationCodes } from './verification-codes';

type Owned<T> = T & { vanityName: string };

function documentSettingsOf(provider: {
  licenseNumber: string | null;
  logoOnDocuments: boolean;
  estimatesRequireSignature: boolean;
  profilePic: string | null;
}): DocumentSettingsResponse {
  return {
    licenseNumber: provider.licenseNumber,
    logoOnDocuments: provider.logoOnDocuments,
    estimatesRequireSignature: provider.estimatesRequireSignature,
    hasProfilePicture: provider.profilePic !== null,
  };
}
type Log = { error(payload: unknown, message: string): void };

/** Company details dialogs (spec 2 §2.5-§2.10, §2.13): owner-only writes on the main site. */
export function createDetailsService(deps: {
  repository: DetailsRepository;
  access: Access;
  unitOfWork: UnitOfWork;
  codes: VerificationCodes;
  geocoding: GeocodingAdapter;
  siteName: string;
  supportEmail: string;
  publicUrl: string;
  log: Log;
}) {
  const { repository, access } = deps;

  const owned = async (
    principal: Principal,
    vanityName: string,
    action: 'editDetails' | 'requestCustomDomain' = 'editDetails',
  ) => (await access.requireProviderAccess(principal, { vanityName }, action)).provider;

  /**
   * A write the public profile shows, with the event that drops its cached pages, in one transaction.
   * Name and location decide where search lists it; the rest (e-mail, phone, hours…) only what it shows.
   */
  function changeProfile<T>(
    provider: { vanityName: string },
    change: ProviderChange,
    write: (details: DetailsRepository) => Promise<T>,
  ): Promise<T> {
    return deps.unitOfWork(async ({ details, events }) => {
      const result = await write(details);
      await events.providerChanged(provider, change);
      return result;
    });
  }

  /** The address must be somewhere we can place it; an unreachable geocoder is a 503, not the owner's fault. */
  async function locate(body: LocationRequest): Promise<GeoPoint> {
    let point: GeoPoint | null;
    try {
      point = await deps.geocoding.geocodeAddress(body);
    } catch (error) {
      deps.log.error({ err: error }, 'geocoding a location failed');
      throw new AppError('serviceUnavailable', locationMessages.addressInvalid);
    }
    if (!point)
      throw new AppError('badRequest', locationMessages.addressInvalid, {
        address: locationMessages.addressInvalid,
      });
    return point;
  }

  return {
    /** PATCH provider/profile/details: general information, the phone alone, or the website. */
    async updateDetails(
      principal: Principal,
      { vanityName, ...body }: Owned<CompanyDetailsRequest>,
    ): Promise<CompanyDetailsResponse> {
      const provider = await owned(principal, vanityName);
      const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      // Its name is what search finds it by.
      return changeProfile(provider, { contentOnly: false }, (details) =>
        details.updateDetails(provider.id, values),
      );
    },

    /**
     * PATCH provider/profile/details/email: clearing takes effect at once; a new address gets a code
     * and becomes the profile's only when verified.
     */
    async changeEmail(
      principal: Principal,
      { vanityName, email }: Owned<{ email: string | null }>,
    ): Promise<EmailChangeResponse> {
      const user = requireUser(principal);
      const provider = await owned(principal, vanityName);
      if (email === null) {
        await changeProfile(provider, { contentOnly: true }, (details) =>
          details.setEmail(provider.id, null),
        );
        return { email: null, codeSent: false };
      }
      if (email === provider.email) {
        throw new AppError('badRequest', emailMessages.sameAsCurrent, { email: emailMessages.sameAsCurrent });
      }
      const owner = {
        purpose: 'email',
        providerId: provider.id,
        userId: user.userId,
        target: email,
      } as const;
      await deps.unitOfWork(async (repositories) => {
        await deps.codes.issue(repositories, owner, async (code) => {
          await repositories.outbox.enqueue(
            emailMessage(
              email,
              {
                providerName: provider.name,
                siteName: deps.siteName,
                subject: `Confirm the e-mail address of ${provider.name}`,
                highlight: code,
                paragraphs: [
                  `To make this the e-mail address of ${provider.name} on ${deps.siteName}, enter this verification code:`,
                  `The code expires in ${VERIFICATION_CODE_TTL_HOURS} hours. If you did not ask for it, ignore this e-mail.`,
                ],
              },
              { kind: 'email-code', providerId: provider.id },
            ),
          );
        });
        await repositories.events.publish('outbox.queued', {});
      });
      return { email: provider.email, codeSent: true };
    },

    /** POST provider/profile/details/email-verify: the code sets the new address and verifies the profile. */
    async verifyEmail(
      principal: Principal,
      { vanityName, code }: Owned<{ code: string }>,
    ): Promise<{ email: string }> {
      const user = requireUser(principal);
      const provider = await owned(principal, vanityName);
      const row = await deps.codes.check(
        { purpose: 'email', providerId: provider.id, userId: user.userId },
        code,
      );
      await deps.unitOfWork(async ({ verificationCodes, details, events }) => {
        if (!(await verificationCodes.consume(row.id))) {
          throw new AppError('notFound', verificationMessages.codeInvalid);
        }
        await details.setEmail(provider.id, row.target, { verified: true });
        await events.providerChanged(provider, { contentOnly: true });
      });
      return { email: row.target };
    },

    /** PATCH provider/profile/location: stored with its point, which search uses at once. */
    async updateLocation(
      principal: Principal,
      { vanityName, ...body }: Owned<LocationRequest>,
    ): Promise<LocationResponse> {
      const provider = await owned(principal, vanityName);
      const geocoded = await locate(body);
      // The owner may have moved the pin on the map (step 3): their point wins over the geocoder's.
      const pinned = typeof body.latitude === 'number' && typeof body.longitude === 'number';
      const latitude = pinned ? body.latitude : geocoded.latitude;
      const longitude = pinned ? body.longitude : geocoded.longitude;
      // The zone follows the place until the owner chooses one (issue 33).
      const zone =
        provider.timeZoneSource === 'owner' || latitude == null || longitude == null
          ? undefined
          : deps.geocoding.timeZoneAt(latitude, longitude);
      return changeProfile(provider, { contentOnly: false }, (details) =>
        details.updateLocation(provider.id, {
          address: body.address,
          address2: body.address2,
          city: body.city,
          stateCode: body.stateCode,
          zipCode: body.zipCode,
          countryCode: body.countryCode,
          ...(body.placeID ? { placeId: body.placeID } : {}),
          latitude: latitude ?? null,
          longitude: longitude ?? null,
          ...(zone ? { timeZone: zone, timeZoneSource: 'location' as const } : {}),
        }),
      );
    },

    /** PATCH provider/profile/time-zone (issue 33): the owner's choice, kept when the location moves. */
    async updateTimeZone(
      principal: Principal,
      { vanityName, timeZone }: Owned<TimeZoneRequest>,
    ): Promise<TimeZoneResponse> {
      const provider = await owned(principal, vanityName);
      await changeProfile(provider, { contentOnly: true }, (details) =>
        details.setTimeZone(provider.id, timeZone, 'owner'),
      );
      return { timeZone, chosen: true };
    },

    /** PATCH provider/profile/hours: kept as weekly intervals; the answer is the object as read back. */
    async updateHours(principal: Principal, { vanityName, ...hours }: Owned<Hours>): Promise<Hours> {
      const provider = await owned(principal, vanityName);
      const intervals = intervalsOf(hours);
      await changeProfile(provider, { contentOnly: true }, (details) =>
        details.updateHours(provider.id, hours.enabled, intervals),
      );
      return hoursOf(intervals, hours.enabled);
    },

    /** POST provider/profile/request-website-domain: recorded, and support is asked to call back. */
    async requestWebsiteDomain(
      principal: Principal,
      { vanityName, phoneNumber }: Owned<{ phoneNumber: string }>,
    ): Promise<{ message: string }> {
      const provider = await owned(principal, vanityName, 'requestCustomDomain');
      await deps.unitOfWork(async ({ details, outbox, events }) => {
        await details.recordDomainRequest(provider.id, phoneNumber);
        await outbox.enqueue(
          emailMessage(
            deps.supportEmail,
            {
              providerName: provider.name,
              siteName: deps.siteName,
              subject: `Custom domain request from ${provider.name}`,
              paragraphs: [
                `${provider.name} asked for a website on a custom domain. Please call them back at ${formatPhoneNumber(phoneNumber)}.`,
              ],
              link: { label: 'Their profile', url: `${deps.publicUrl}/company/${provider.vanityName}` },
            },
            { kind: 'custom-domain-request', providerId: provider.id },
          ),
        );
        await events.publish('outbox.queued', {});
      });
      return { message: websiteMessages.domainRequested };
    },

    /** GET provider/profile/documents (issue 36): what estimates, invoices and receipts print. */
    async getDocumentSettings(
      principal: Principal,
      { vanityName }: { vanityName: string },
    ): Promise<DocumentSettingsResponse> {
      return documentSettingsOf(await owned(principal, vanityName));
    },

    /** PUT provider/profile/documents */
    async updateDocumentSettings(
      principal: Principal,
      { vanityName, ...body }: Owned<DocumentSettingsRequest>,
    ): Promise<DocumentSettingsResponse> {
      const provider = await owned(principal, vanityName);
      return documentSettingsOf(await repository.setDocumentSettings(provider.id, body));
    },

    /** GET provider/profile/contact-preferences */
    async getContactPreferences(
      principal: Principal,
      { vanityName }: { vanityName: string },
    ): Promise<ContactPreferencesResponse> {
      const { provider } = await access.requireProviderAccess(
        principal,
        { vanityName },
        'editContactPreferences',
      );
      return { contactPrefs: await repository.listContactPreferences(provider.id) };
    },

    /** PATCH provider/profile/contact-preferences: the list sent replaces the stored one. */
    async updateContactPreferences(
      principal: Principal,
      { vanityName, contactPrefs }: Owned<{ contactPrefs: ContactPreference[] }>,
    ): Promise<ContactPreferencesResponse> {
      const { provider } = await access.requireProviderAccess(
        principal,
        { vanityName },
        'editContactPreferences',
      );
      await deps.unitOfWork(({ details }) => details.replaceContactPreferences(provider.id, contactPrefs));
      return { contactPrefs: await repository.listContactPreferences(provider.id) };
    },
  };
}

export type DetailsService = ReturnType<typeof createDetailsService>;
