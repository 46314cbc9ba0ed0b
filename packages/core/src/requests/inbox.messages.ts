/** The provider's inbox (ours: spec 2 names no inbox screen; issue 12 asks for one). */
export const inboxMessages = {
  title: 'Requests',
  empty: 'No requests yet. Pricing requests and Contact Us messages from your profile will appear here.',
  notMember: "Only the company's owner or managers can read its requests",
  notFound: 'This request does not exist',
  markedRead: 'Marked as read',
  errorTitle: 'Requests Error',
} as const;
