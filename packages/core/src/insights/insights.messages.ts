/** Ours (docs/plans/insights.md): the Insights page and its API. */
export const insightsMessages = {
  rangeInvalid: 'Choose 7 days, 30 days, 90 days, 12 months or custom dates',
  customDatesRequired: 'Choose a start and an end date',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: 'Choose at most 366 days',
  toInFuture: 'The end date cannot be after today',
} as const;

/** The Insights page's words: ranges, figures, funnel steps, profile pages. */
export const insightsLabels = {
  title: 'Insights',
  intro:
    'How people found and contacted your company. Counted by Porchlight itself: no cookies, no ad trackers, bots and your team left out.',
  ranges: { '7d': '7 days', '30d': '30 days', '90d': '90 days', '12m': '12 months', custom: 'Custom' },
  customDates: 'Dates',
  vsPrevious: 'vs previous period',
  noChange: 'no data before',
  metrics: {
    views: 'Profile views',
    impressions: 'Search impressions',
    searchClicks: 'Clicks from search',
    clickThrough: 'Click-through',
    requests: 'Requests',
    contactRequests: 'Contact Us messages',
    pricingRequests: 'Pricing requests',
    chats: 'Chats started',
    phoneClicks: 'Phone clicks',
    websiteClicks: 'Website clicks',
  },
  funnel: { impressions: 'Seen in search', views: 'Viewed the profile', requests: 'Asked (request or chat)' },
  charts: {
    traffic: 'Views and impressions',
    requests: 'Requests and chats',
    funnel: 'From search to request',
    pages: 'Views by page',
  },
  showTable: 'Show as table',
  chartHint: 'chart; Show as table gives its figures',
  showChart: 'Show as chart',
  downloadCsv: 'Download CSV',
  period: 'Period starting',
  page: 'Page',
  thisPeriod: 'This period',
  previousPeriod: 'Previous period',
  step: 'Step',
  count: 'Count',
  updatedNote: 'Figures are updated every 10 minutes.',
} as const;
