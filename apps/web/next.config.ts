import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  transpilePackages: ['@porchlight/core'],
  // Types are checked by `tsc` (npm run typecheck), not twice during the build.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  poweredByHeader: false,
  // ANALYZE=1 npm run build: source maps, to see what each page's JavaScript is made of.
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  experimental: { turbopackChunking: JSON.parse(process.env.CHUNKING ?? '{}') },
};

export default nextConfig;
