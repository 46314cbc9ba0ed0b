import type { MetadataRoute } from 'next';
import { getPublicUrl } from '@/lib/request-site';

export const dynamic = 'force-dynamic';

/** robots.txt: everything public may be crawled; accounts and the API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/account/', '/api/', '/*/reviews/new'] }],
    sitemap: `${getPublicUrl()}/sitemap.xml`,
  };
}
