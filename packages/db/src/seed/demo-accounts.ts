/** The demo logins printed at start and listed in the README. */
export const DEMO_PASSWORD = 'porchlight-demo';

export const DEMO_ACCOUNTS = [
  { email: 'admin@porchlight.test', description: 'admin' },
  { email: 'pro@porchlight.test', description: 'owner of a Pro provider' },
  { email: 'owner@porchlight.test', description: 'owner of a free provider' },
  { email: 'customer@porchlight.test', description: 'a customer with friends and reviews' },
  { email: 'tech@porchlight.test', description: "a technician on the Pro provider's team" },
  { email: 'lawn@porchlight.test', description: 'owner of a Pro provider that approves each online booking' },
] as const;
