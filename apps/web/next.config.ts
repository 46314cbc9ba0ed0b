import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  transpilePackages: ['@porchlight/core'],
  // Types are checked by `tsc` (npm run typecheck), not twice during the build.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  poweredByHeader: false,
};

export default nextConfig;
