/** The provider's Service Manager in the owner's account area. */
export const SERVICE_MANAGER_PATH = '/account/service-manager';

export const SERVICE_MANAGER_TABS = [
  'clients',
  'estimates',
  'invoices',
  'jobs',
  'payments',
  'schedule',
  'team',
  'messages',
] as const;
export type ServiceManagerTab = (typeof SERVICE_MANAGER_TABS)[number];

export const serviceManagerHref = (vanityName: string, tab?: ServiceManagerTab) =>
  `${SERVICE_MANAGER_PATH}?company=${encodeURIComponent(vanityName)}${tab ? `&tab=${tab}` : ''}`;
