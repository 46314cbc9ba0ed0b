import type { Executor } from '@porchlight/db/connection';
import { bookingOffers, bookingSettings, offers } from '@porchlight/db/schema/index';
import { asc, eq } from 'drizzle-orm';

/** What the visitor's booking dialog offers (plan §5 `/booking/:uri/options`): the terms and bookable offers. */
export function createBookingOptionsRepository(db: Executor) {
  return {
    async findSettings(providerId: string) {
      const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.providerId, providerId));
      return row;
    },

    /** The bookable offers in the profile's menu order. */
    async listBookableOffers(providerId: string) {
      return db
        .select({
          uri: offers.nameUri,
          name: offers.name,
          durationMinutes: bookingOffers.durationMinutes,
          priceCents: bookingOffers.priceCents,
        })
        .from(bookingOffers)
        .innerJoin(offers, eq(offers.id, bookingOffers.offerId))
        .where(eq(bookingOffers.providerId, providerId))
        .orderBy(asc(offers.orderNumber), asc(offers.name));
    },
  };
}

export type BookingOptionsRepository = ReturnType<typeof createBookingOptionsRepository>;
