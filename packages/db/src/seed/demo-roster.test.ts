import { LANDING_PAGE_LINKS } from '@porchlight/core/search/search.constants';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../reference/catalogue/catalogue';
import { LANDING_LINK_SUPPLY } from './demo-roster';

describe('the demo supply behind the landing page', () => {
  it('plans pros for every link of the menus and the tiles, once each', () => {
    expect(LANDING_LINK_SUPPLY.map((supply) => supply.link).sort()).toEqual([...LANDING_PAGE_LINKS].sort());
  });

  it('plans them with the catalogue service or category the link is named after', () => {
    for (const supply of LANDING_LINK_SUPPLY) {
      const named = supply.service
        ? catalogue.find((entry) => entry.u === supply.service)?.n
        : catalogue.find((entry) => entry.cu === supply.category)?.c;
      expect(named, supply.link).toBe(supply.link);
    }
  });
});
