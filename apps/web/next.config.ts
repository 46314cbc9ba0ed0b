import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  transpilePackages: ['@porchlight/core'],
  // Types are checked by `tsc` (npm run typecheck), not twice during the build.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  poweredByHeader: false,
  // ANALYZE=1 npm run build: source maps, to see what each page's JavaScript is made of.
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  experimental: {
    // Public pages are mostly a visitor's first and only page: a few larger chunks per page rather than
    // many small ones shared across pages (each compressed on its own, ~3 KB more in all). npm run size.
    turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000 },
  },
};

export default nextConfig;
