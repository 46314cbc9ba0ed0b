import { formatCents } from '@porchlight/core/billing/money.rules';
import { bookingMessages } from '@porchlight/core/booking/booking.messages';
import { zoneNameOf } from '@porchlight/core/booking/booking-labels.rules';
import { depositCentsOf } from '@porchlight/core/booking/booking-money.rules';
import type { BookingOptions } from '@porchlight/core/booking/booking-options.schemas';
import { bookingQuestionsOf } from '@porchlight/core/booking/booking-questions.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { BookingOptionsRepository } from './booking-options.repository';
import { depositOf } from './booking-settings.repository';

/**
 * What a visitor's booking dialog offers (issue 34 item 3, plan §5): `book` (the company's own people get
 * 403 memberCannotBook); a provider not listed for online booking answers 409 bookingOff, as availability.
 */
export function createBookingOptionsService(deps: {
  access: Access;
  repository: BookingOptionsRepository;
  now: () => Date;
}) {
  return {
    async of(principal: Principal, { uri }: { uri: string }): Promise<BookingOptions> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'book');
      const [settings, offers] = await Promise.all([
        deps.repository.findSettings(provider.id),
        deps.repository.listBookableOffers(provider.id),
      ]);
      if (!settings?.enabled || !settings.listed)
        throw new AppError('conflict', bookingMessages.bookingOff(provider.name));
      const deposit = depositOf(settings);
      const depositWords = (priceCents: number | null) => {
        const cents = depositCentsOf(deposit, priceCents);
        return cents > 0 ? formatCents(cents) : null;
      };
      return {
        providerName: provider.name,
        timeZone: provider.timeZone,
        zoneName: zoneNameOf(provider.timeZone, deps.now()),
        offers: offers.map((offer) => ({
          uri: offer.uri,
          name: offer.name,
          durationMinutes: offer.durationMinutes,
          price: offer.priceCents === null ? bookingMessages.priceOnSite : formatCents(offer.priceCents),
          deposit: depositWords(offer.priceCents),
          questions: bookingQuestionsOf(offer.pricingForm ?? []),
        })),
        approval: settings.approval,
        replyHours: settings.replyHours,
        cutoffHours: settings.changeCutoffHours,
        refundPolicy: settings.refundPolicy,
      };
    },
  };
}

export type BookingOptionsService = ReturnType<typeof createBookingOptionsService>;
