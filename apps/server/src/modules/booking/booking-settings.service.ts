import { bookingSettingsMessages as messages } from '@porchlight/core/booking/booking.messages';
import { bookingBlockersOf } from '@porchlight/core/booking/booking-blockers.rules';
import type {
  BookingSettingsRequest,
  BookingSettingsResponse,
} from '@porchlight/core/booking/booking-settings.schemas';
import { bookingSettingsSchema } from '@porchlight/core/booking/booking-settings.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isForeignKeyViolation } from '../platform/db-errors';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { settingsOf } from './booking-settings.repository';
import { refreshNextWindow } from './next-window';

/** A provider that never saved its settings reads the defaults, off, at version 0. */
const DEFAULT_SETTINGS = bookingSettingsSchema.parse({ enabled: false });
/** An offer not bookable yet shows this length in the dialog. */
const DEFAULT_DURATION_MINUTES = 120;

/** Deposits are charged through the company's online payments (booking-deposits.ts). */
const takesPayments = async (repositories: Repositories, providerId: string) =>
  (await repositories.payments.account(providerId))?.chargesEnabled ?? false;

/** The owner's online-booking settings (issue 34 item 1; plan §1.1-1.2, §4-5): `manageBooking`. */
export function createBookingSettingsService(deps: { access: Access; unitOfWork: UnitOfWork }) {
  async function answer(repositories: Repositories, providerId: string): Promise<BookingSettingsResponse> {
    const { bookingSettings: repository, profiles } = repositories;
    const [row, offers, windows, memberIds, openHours, paymentsOn] = await Promise.all([
      repository.find(providerId),
      repository.listOffers(providerId),
      repository.listWindows(providerId),
      repository.listMemberIds(providerId),
      profiles.listOpenHours(providerId),
      takesPayments(repositories, providerId),
    ]);
    const settings = row ? settingsOf(row) : DEFAULT_SETTINGS;
    const bookable = offers.filter((offer) => offer.durationMinutes !== null);
    const blockers = bookingBlockersOf({
      settings,
      bookableOffers: bookable.length,
      memberIds,
      windows,
      openHours,
      paymentsOn,
    });
    return {
      settings,
      offers: offers.map((offer) => ({
        offerId: offer.offerId,
        name: offer.name,
        bookable: offer.durationMinutes !== null,
        durationMinutes: offer.durationMinutes ?? DEFAULT_DURATION_MINUTES,
        priceCents: offer.priceCents,
      })),
      windows,
      memberIds,
      listed: blockers.length === 0,
      blockers,
      version: row?.version ?? 0,
    };
  }

  async function owned(principal: Principal, vanityName: string) {
    return (await deps.access.requireProviderAccess(principal, { vanityName }, 'manageBooking')).provider;
  }

  return {
    async get(principal: Principal, { vanityName }: { vanityName: string }) {
      const provider = await owned(principal, vanityName);
      return deps.unitOfWork((repositories) => answer(repositories, provider.id));
    },

    /** Saves everything sent, or 409 when another save came first (the version read is stale). */
    async put(
      principal: Principal,
      { vanityName, body }: { vanityName: string; body: BookingSettingsRequest },
    ) {
      const provider = await owned(principal, vanityName);
      const bookable = body.offers.filter((offer) => offer.bookable);
      try {
        return await deps.unitOfWork(async (repositories) => {
          const repository = repositories.bookingSettings;
          await repository.ensure(provider.id);
          const current = await repository.find(provider.id, true);
          if ((current?.version ?? 0) !== body.version)
            throw new AppError('conflict', messages.changedBySomeoneElse);
          const ids = body.offers.map((offer) => offer.offerId);
          if ((await repository.countOffersOf(provider.id, ids)) !== ids.length)
            throw new AppError('badRequest', messages.offerNotYours, { offers: messages.offerNotYours });
          await repository.replaceTerms(provider.id, {
            offers: bookable.map(({ offerId, durationMinutes, priceCents }) => ({
              offerId,
              durationMinutes,
              priceCents,
            })),
            windows: body.windows,
            memberIds: body.memberIds,
          });
          const openHours = await repositories.profiles.listOpenHours(provider.id);
          const listed =
            bookingBlockersOf({
              settings: body.settings,
              bookableOffers: bookable.length,
              memberIds: body.memberIds,
              windows: body.windows,
              openHours,
              paymentsOn: await takesPayments(repositories, provider.id),
            }).length === 0;
          await repository.save(provider.id, body.settings, body.version + 1, listed);
          await refreshNextWindow(repositories, provider, new Date());
          // Joining or leaving the pros who book online changes where search lists it (`?booking=online`).
          if (listed !== (current?.listed ?? false))
            await repositories.events.providerChanged(provider, { contentOnly: false });
          return answer(repositories, provider.id);
        });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('badRequest', messages.memberNotInTeam, { memberIds: messages.memberNotInTeam });
        throw error;
      }
    },
  };
}

export type BookingSettingsService = ReturnType<typeof createBookingSettingsService>;
