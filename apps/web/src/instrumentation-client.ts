import { makeZodJitless } from '@/lib/zod-jitless';

// Runs before any page module, and loads no zod: pages without a form never download it.
makeZodJitless();
