import { defineRoute, providerPathAccess } from '../platform/route';

/** What a visitor's booking dialog offers (issue 34 item 3, plan §5): `book`, anyone but the company's people. */
export const bookingOptionsRoute = defineRoute({
  method: 'GET',
  path: '/booking/:uri/options',
  access: providerPathAccess('book', 'uri'),
});
