import { defineRoute, providerPathAccess } from '../platform/route';

/** A visitor's bookable times (issue 34 item 2, plan §2.2, §5): `book`, anyone but the company's people. */
export const availabilityRoute = defineRoute({
  method: 'GET',
  path: '/booking/:uri/availability',
  access: providerPathAccess('book', 'uri'),
});
