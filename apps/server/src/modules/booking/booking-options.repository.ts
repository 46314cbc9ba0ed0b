import type { Executor } from '@porchlight/db/connection';
import { bookingOffers, bookingSettings, offers } from '@porchlight/db/schema/index';
import { and, asc, eq } from 'drizzle-orm';

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
          pricingForm: offers.pricingForm,
        })
        .from(bookingOffers)
        .innerJoin(offers, eq(offers.id, bookingOffers.offerId))
        .where(eq(bookingOffers.providerId, providerId))
        .orderBy(asc(offers.orderNumber), asc(offers.name));
    },

    /** A bookable offer's pricing form (its questions, bookingQuestionsOf); undefined when it is not bookable. */
    async findPricingForm(providerId: string, offerUri: string) {
      const [row] = await db
        .select({ pricingForm: offers.pricingForm })
        .from(bookingOffers)
        .innerJoin(offers, eq(offers.id, bookingOffers.offerId))
        .where(and(eq(bookingOffers.providerId, providerId), eq(offers.nameUri, offerUri)));
      return row ? (row.pricingForm ?? []) : undefined;
    },
  };
}

export type BookingOptionsRepository = ReturnType<typeof createBookingOptionsRepository>;
