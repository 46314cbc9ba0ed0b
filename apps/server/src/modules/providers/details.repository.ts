import type { OpenInterval } from '@porchlight/core/providers/open-hours.schemas';
import type { Executor } from '@porchlight/db/connection';
import {
  contactPreferences,
  offers,
  photos,
  providerOpenHours,
  providers,
} from '@porchlight/db/schema/index';
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedStatement } from '../platform/prepared-statement';

export interface DetailValues {
  name?: string;
  aboutMetadata?: string;
  phoneNumber?: string | null;
  website?: string | null;
}

export interface LocationValues {
  address: string | null;
  address2: string | null;
  city: string | null;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  placeId?: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Set when the zone follows the location (the owner has not chosen one). */
  timeZone?: string;
  timeZoneSource?: 'location';
}

export interface ContactPreferenceValues {
  type: 'all' | 'paa' | 'cu';
  method: 'email' | 'sms';
  value: string;
}

const detailColumns = {
  name: providers.name,
  aboutMetadata: providers.aboutMetadata,
  phoneNumber: providers.phoneNumber,
  website: providers.website,
};

const locationColumns = {
  address: providers.address,
  address2: providers.address2,
  city: providers.city,
  stateCode: providers.stateCode,
  zipCode: providers.zipCode,
  latitude: providers.latitude,
  longitude: providers.longitude,
  placeId: providers.placeId,
  timeZone: providers.timeZone,
};

/** Company details, publishing state and what the completion wizard counts. */
export function createDetailsRepository(db: Executor) {
  const providerIdValue = sql.placeholder('providerId');
  const completionCounts = preparedStatement('details_completion_counts', (name) =>
    db
      .select({
        serviceCount: db.$count(offers, eq(offers.providerId, providerIdValue)),
        photoCount: db.$count(photos, eq(photos.providerId, providerIdValue)),
        contactPrefsCount: db.$count(contactPreferences, eq(contactPreferences.providerId, providerIdValue)),
      })
      .from(providers)
      .where(eq(providers.id, providerIdValue))
      .prepare(name),
  );

  /** One provider's columns; the row must exist (its access was just checked). */
  async function set(providerId: string, values: Partial<typeof providers.$inferInsert>): Promise<void> {
    const rows = await db
      .update(providers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id });
    if (rows.length === 0) throw new Error('provider vanished during the update');
  }

  async function read<T extends Record<string, AnyPgColumn>>(providerId: string, columns: T) {
    const [row] = await db.select(columns).from(providers).where(eq(providers.id, providerId));
    if (!row) throw new Error('provider vanished during the update');
    return row;
  }

  return {
    async updateDetails(providerId: string, values: DetailValues) {
      await set(providerId, values);
      return read(providerId, detailColumns);
    },

    async setEmail(providerId: string, email: string | null, options: { verified?: true } = {}) {
      await set(providerId, { email, ...options });
    },

    async updateLocation(providerId: string, values: LocationValues) {
      await set(providerId, values);
      return read(providerId, locationColumns);
    },

    /** Replaces the open hours (in the caller's unit of work: the rows and the flag change together). */
    async updateHours(providerId: string, shown: boolean, intervals: readonly OpenInterval[]): Promise<void> {
      await set(providerId, { hoursShown: shown });
      await db.delete(providerOpenHours).where(eq(providerOpenHours.providerId, providerId));
      if (intervals.length > 0)
        await db.insert(providerOpenHours).values(intervals.map((interval) => ({ providerId, ...interval })));
    },

    async setTimeZone(providerId: string, timeZone: string, source: 'owner' | 'location'): Promise<void> {
      await set(providerId, { timeZone, timeZoneSource: source });
    },

    /** What the PDFs print of the company (issue 36); not on the public profile, so no page to drop. */
    async setDocumentSettings(
      providerId: string,
      values: { licenseNumber: string | null; logoOnDocuments: boolean; estimatesRequireSignature: boolean },
    ) {
      await set(providerId, values);
      return read(providerId, {
        licenseNumber: providers.licenseNumber,
        logoOnDocuments: providers.logoOnDocuments,
        estimatesRequireSignature: providers.estimatesRequireSignature,
        profilePic: providers.profilePic,
      });
    },

    async recordDomainRequest(providerId: string, phone: string): Promise<void> {
      await set(providerId, { domainRequestedAt: new Date(), domainRequestPhone: phone });
    },

    async setPublished(
      providerId: string,
      published: boolean,
      wants: Partial<Record<'wantsFreeListing' | 'wantsWebsite' | 'wantsFsm' | 'wantsPhone', boolean>> = {},
    ): Promise<void> {
      const values = published ? { published, publishedAt: new Date(), ...wants } : { published };
      await set(providerId, values);
    },

    async listContactPreferences(providerId: string): Promise<ContactPreferenceValues[]> {
      return db
        .select({
          type: contactPreferences.type,
          method: contactPreferences.method,
          value: contactPreferences.value,
        })
        .from(contactPreferences)
        .where(eq(contactPreferences.providerId, providerId))
        .orderBy(asc(contactPreferences.type), asc(contactPreferences.method), asc(contactPreferences.value));
    },

    /** Replaces the whole list; call it in a unit of work. */
    async replaceContactPreferences(providerId: string, prefs: ContactPreferenceValues[]): Promise<void> {
      await db.delete(contactPreferences).where(eq(contactPreferences.providerId, providerId));
      if (prefs.length > 0) {
        await db.insert(contactPreferences).values(prefs.map((pref) => ({ ...pref, providerId })));
      }
    },

    /** What the completion wizard counts beyond the provider row. */
    /** The completion wizard's counts (its badge is on every owner's page), in one prepared query. */
    async countsForCompletion(providerId: string) {
      const [row] = await completionCounts().execute({ providerId });
      return {
        serviceCount: row?.serviceCount ?? 0,
        photoCount: row?.photoCount ?? 0,
        contactPrefsCount: row?.contactPrefsCount ?? 0,
      };
    },
  };
}

export type DetailsRepository = ReturnType<typeof createDetailsRepository>;
