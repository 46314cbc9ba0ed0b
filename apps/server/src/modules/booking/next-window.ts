import { nextBookableSlot } from '@porchlight/core/booking/availability.rules';
import type { Repositories } from '../platform/unit-of-work';
import { availabilityInputOf } from './availability.service';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Search's next window (issue 34 item 5, plan §2.7): the earliest bookable time of the provider's SHORTEST
 * bookable offer (one availability statement, not one per offer: a longer offer is never free earlier),
 * stored on booking_settings; `provider.changed` (content only) when it moved, so cached card pages refresh.
 * Called inside the unit of work of each write that can move it, and by the periodic net.
 */
export async function refreshNextWindow(
  repositories: Repositories,
  provider: { id: string; vanityName: string; timeZone: string },
  now: Date,
): Promise<void> {
  const { bookingSettings, availability, events } = repositories;
  // One after another: the unit of work's one connection runs a statement at a time.
  const row = await bookingSettings.find(provider.id);
  const offers = await bookingSettings.listOffers(provider.id);
  if (!row) return;
  const durations = offers.flatMap((offer) =>
    offer.durationMinutes === null ? [] : [offer.durationMinutes],
  );
  const next = row.enabled && row.listed && durations.length > 0 ? await earliest(durations) : null;
  if (await bookingSettings.saveNextWindow(provider.id, next, now))
    await events.providerChanged(provider, { contentOnly: true });

  async function earliest(lengths: number[]) {
    const durationMinutes = Math.min(...lengths);
    const from = new Date(now.getTime() - 2 * DAY_MS);
    const to = new Date(now.getTime() + (row?.horizonDays ?? 0) * DAY_MS + 2 * DAY_MS);
    const facts = await availability.facts({ providerId: provider.id, offerUri: '', from, to, now });
    if (!facts.settings) return null;
    const offer = { offerId: '', name: '', durationMinutes, priceCents: null };
    const slot = nextBookableSlot(
      availabilityInputOf(facts, facts.settings, offer, {
        timeZone: provider.timeZone,
        now,
        days: facts.settings.horizonDays,
      }),
    );
    if (!slot) return null;
    // A window's length is the slot's span (the work fits the shortest offer's window); a start time has none.
    const windowMinutes =
      facts.settings.mode === 'windows'
        ? Math.round((slot.end.getTime() - slot.start.getTime()) / MINUTE_MS)
        : null;
    return { startsAt: slot.start, windowMinutes };
  }
}
