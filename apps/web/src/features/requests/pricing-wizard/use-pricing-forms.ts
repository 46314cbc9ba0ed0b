'use client';

import type { HubContactPrefill } from '@porchlight/core/client-hub/hub-contact.rules';
import { getPricingFormsRoute } from '@porchlight/core/providers/profile.routes';
import type { PricingForms } from '@porchlight/core/providers/profile.schemas';
import { submitClientHubRequestRoute } from '@porchlight/core/requests/requests.routes';
import { useEffect, useState } from 'react';
import { hubBearer } from '@/features/client-hub/hub-tokens';
import { callApi } from '@/lib/api-client';

/**
 * The provider's pricing forms for the wizard, read once the hub session is known (`hub` undefined
 * until then): with the hub's token a client also reaches a provider that is not public yet.
 * `unavailable` when the API did not answer (spec 2 §8), or the probe failed on a custom domain.
 */
export function usePricingForms(
  vanityName: string,
  onCustomDomain: boolean,
  hub: HubContactPrefill | null | undefined,
) {
  const [offers, setOffers] = useState<PricingForms | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const hubKnown = hub !== undefined;
  const asHubClient = Boolean(hub);

  useEffect(() => {
    if (!hubKnown) return;
    let active = true;
    (async () => {
      if (onCustomDomain)
        await callApi(submitClientHubRequestRoute, {
          params: { uri: vanityName },
          body: { accessibilityTest: true },
        });
      const answer = await callApi(
        getPricingFormsRoute,
        { params: { uri: vanityName } },
        { bearer: asHubClient ? hubBearer(vanityName) : undefined },
      );
      if (active) setOffers(answer.offers);
    })().catch(() => active && setUnavailable(true));
    return () => {
      active = false;
    };
  }, [vanityName, onCustomDomain, hubKnown, asHubClient]);

  return { offers, unavailable, setUnavailable };
}
