import { getSitemapProfilesRoute } from '@porchlight/core/providers/profile.routes';
import type { MetadataRoute } from 'next';
import { getPublicUrl } from '@/lib/request-site';
import { callServerApi } from '@/lib/server-api';

// Built from the database on each request, never at build time.
export const dynamic = 'force-dynamic';

/** sitemap.xml: the main pages and every published profile with the pages it has. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getPublicUrl();
  const { profiles } = await callServerApi(getSitemapProfilesRoute);
  const entries: MetadataRoute.Sitemap = [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/search`, changeFrequency: 'daily', priority: 0.8 },
    { url: `${base}/business`, changeFrequency: 'monthly', priority: 0.5 },
  ];
  for (const profile of profiles) {
    const home = `${base}/company/${encodeURIComponent(profile.vanityName)}`;
    const lastModified = profile.updatedAt;
    entries.push({ url: home, lastModified, changeFrequency: 'weekly', priority: 0.9 });
    const pages = [
      profile.hasServices && 'services',
      profile.hasPhotos && 'photos',
      profile.hasAbout && 'about',
      'reviews',
      profile.showContact && 'contact-us',
    ].filter((page): page is string => Boolean(page));
    for (const page of pages)
      entries.push({ url: `${home}/${page}`, lastModified, changeFrequency: 'weekly', priority: 0.6 });
  }
  return entries;
}
