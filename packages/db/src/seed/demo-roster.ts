import type { Random } from '@porchlight/artwork/random';
import type { LandingPageLink } from '@porchlight/core/search/search.constants';

/**
 * The demo's neighbourhood pros: besides the named providers of demo.ts, every metro gets enough generated
 * local businesses that each link of the landing page (menus and tiles) finds several pros near the metro's zip
 * (issues 18 and 29). This file holds what the generator needs that is not a trade's texts: what each link searches for,
 * the local words and trade words business names are made of, and the names of local reviewers.
 */

export type DemoCityKey = 'austin' | 'denver' | 'seattle' | 'chicago' | 'atlanta' | 'phoenix' | 'boston';

export type DemoTradeKey =
  | 'cleaning'
  | 'exterior'
  | 'plumbing'
  | 'electrical'
  | 'landscaping'
  | 'tree'
  | 'fencing'
  | 'hardscape'
  | 'roofing'
  | 'hvac'
  | 'painting'
  | 'pest'
  | 'remodeling'
  | 'pool'
  | 'movers'
  | 'pets'
  | 'handyman';

/** Each metro's main zip, as the README names them: searches around it find the metro's pros. */
export const DEMO_METRO_ZIPS: Record<DemoCityKey, string> = {
  austin: '78701',
  denver: '80202',
  seattle: '98101',
  chicago: '60601',
  atlanta: '30303',
  phoenix: '85004',
  boston: '02108',
};

/** A landing-page link finds providers offering one catalogue service, or any service of one category. */
export type QuickLinkSupply = { link: LandingPageLink; trade: DemoTradeKey } & (
  | { service: string; category?: never }
  | { category: string; service?: never }
);

/**
 * What each quick link is read as by the search (a service name or a category name of the catalogue) and
 * which trade offers it. In filling order: the trades whose pros also offer a later link's service come
 * first (cleaners wash exteriors, landscapers trim trees, handymen mend fences), so fewer pros are needed.
 */
export const QUICK_LINK_SUPPLY: readonly QuickLinkSupply[] = [
  { link: 'House Cleaning', service: 'house-cleaning', trade: 'cleaning' },
  { link: 'Painting', service: 'painting', trade: 'painting' },
  { link: 'Handyman', service: 'handyman', trade: 'handyman' },
  { link: 'Plumbing', service: 'plumbing', trade: 'plumbing' },
  { link: 'HVAC', service: 'hvac', trade: 'hvac' },
  { link: 'Electrical', service: 'electrical', trade: 'electrical' },
  { link: 'Pest Control', service: 'pest-control', trade: 'pest' },
  { link: 'Landscaping', service: 'landscaping', trade: 'landscaping' },
  { link: 'Lawn Care', service: 'lawn-care', trade: 'landscaping' },
  { link: 'Pools and Spas', category: 'pools-and-spas', trade: 'pool' },
  { link: 'Roofing and Gutters', category: 'roofing-and-gutters', trade: 'roofing' },
  { link: 'Exterior Cleaning', service: 'exterior-cleaning', trade: 'exterior' },
  { link: 'Tree Service', service: 'tree-service', trade: 'tree' },
  { link: 'Fencing and Gates', category: 'fencing-and-gates', trade: 'fencing' },
  { link: 'Stone/Pavers/Concrete', category: 'stone-pavers-concrete', trade: 'hardscape' },
];

/**
 * The Popular Services tiles that are in neither menu (issue 29). Their pros are planned after the menus' with
 * a PRNG of their own, so the pros generated before them stay who and where they were.
 */
export const TILE_ONLY_SUPPLY: readonly QuickLinkSupply[] = [
  { link: 'Remodeling', service: 'remodeling', trade: 'remodeling' },
];

/** What every link of the landing page searches for, menus first. */
export const LANDING_LINK_SUPPLY: readonly QuickLinkSupply[] = [...QUICK_LINK_SUPPLY, ...TILE_ONLY_SUPPLY];

/**
 * Other services a generated pro of the trade may offer besides its trade's own, each with its chance:
 * the combinations real firms advertise. Catalogue slugs.
 */
export const COMPANION_SERVICES: Partial<Record<DemoTradeKey, { service: string; chance: number }[]>> = {
  cleaning: [
    { service: 'exterior-cleaning', chance: 0.3 },
    { service: 'window-cleaning', chance: 0.3 },
  ],
  exterior: [{ service: 'gutter-cleaning', chance: 0.5 }],
  landscaping: [
    { service: 'landscaping', chance: 0.7 },
    { service: 'lawn-care', chance: 0.85 },
    { service: 'tree-service', chance: 0.35 },
    { service: 'paver-patio-installation', chance: 0.3 },
    { service: 'retaining-wall-installation', chance: 0.15 },
  ],
  handyman: [
    { service: 'fence-repair', chance: 0.35 },
    { service: 'gate-repair', chance: 0.15 },
  ],
  fencing: [{ service: 'retaining-wall-installation', chance: 0.25 }],
  hardscape: [{ service: 'fence-installation', chance: 0.15 }],
  pool: [{ service: 'hot-tub-repair', chance: 0.4 }],
  roofing: [{ service: 'gutter-installation', chance: 0.5 }],
};

/** Neighbourhoods, landmarks and local images a business in the metro may be named after. */
const METRO_WORDS: Record<DemoCityKey, string[]> = {
  austin: [
    'Zilker',
    'Lady Bird',
    'Crestview',
    'Pecan Street',
    'Travis Heights',
    'Balcones',
    'Shoal Creek',
    'Longhorn',
    'Red River',
    'Bee Cave',
    'Onion Creek',
    'Violet Crown',
    'Mockingbird',
    'Tarrytown',
    'Riverside',
    'Bastrop Street',
  ],
  denver: [
    'Highlands',
    'LoDo',
    'Washington Park',
    'Sloan Lake',
    'Bluebird',
    'Foothills',
    'Alpine',
    'Colfax',
    'Larimer',
    'Centennial',
    'Timberline',
    'Pikes Peak',
    'Union Station',
    'Berkeley',
    'Glendale',
    'Clear Creek',
  ],
  seattle: [
    'Fremont',
    'Queen Anne',
    'Green Lake',
    'Salish',
    'Olympic',
    'Alki',
    'Wallingford',
    'Elliott Bay',
    'Lake Union',
    'Madrona',
    'Orca',
    'Cedar River',
    'Discovery Park',
    'Ravenna',
    'Leschi',
    'Snoqualmie',
  ],
  chicago: [
    'Bucktown',
    'Logan Square',
    'Hyde Park',
    'Wicker Park',
    'River North',
    'Gold Coast',
    'Andersonville',
    'Pilsen',
    'Bronzeville',
    'Lake Michigan',
    'Roscoe Village',
    'Ravenswood',
    'Bridgeport',
    'Ukrainian Village',
    'Navy Pier',
    'Old Town',
  ],
  atlanta: [
    'Old Fourth Ward',
    'Inman Park',
    'Virginia-Highland',
    'Decatur',
    'Chattahoochee',
    'Dogwood',
    'Grant Park',
    'Kirkwood',
    'East Lake',
    'Red Clay',
    'Ponce',
    'Candler Park',
    'Stone Mountain',
    'Cabbagetown',
    'West End',
    'Ansley',
  ],
  phoenix: [
    'Mesquite',
    'Palo Verde',
    'Roadrunner',
    'Papago',
    'Arcadia',
    'South Mountain',
    'Piestewa',
    'Ocotillo',
    'Encanto',
    'Agave',
    'Sunbelt',
    'Coronado',
    'Biltmore',
    'Sunnyslope',
    'Canyon State',
    'Monsoon',
  ],
  boston: [
    'Minuteman',
    'North End',
    'Jamaica Plain',
    'South End',
    'Patriot',
    'Cape Ann',
    'Old North',
    'Freedom Trail',
    'Dorchester',
    'Mystic River',
    'Charlestown',
    'Newbury',
    'Quincy',
    'Somerville',
    'Cambridge',
    'Fort Point',
  ],
};

/** How businesses of each trade call themselves, after a place or a family name. */
const TRADE_WORDS: Record<DemoTradeKey, string[]> = {
  cleaning: [
    'Maids',
    'Cleaning Co.',
    'Home Cleaning',
    'House Cleaning',
    'Maid Service',
    'Cleaning Services',
    'Housekeeping',
  ],
  exterior: [
    'Pressure Washing',
    'Window & Gutter Cleaning',
    'Power Wash Co.',
    'Exterior Cleaning',
    'Soft Wash',
  ],
  plumbing: ['Plumbing', 'Plumbing & Drain', 'Plumbing Co.', 'Rooter', 'Plumbing Services'],
  electrical: ['Electric', 'Electrical Services', 'Electric Co.', 'Electricians'],
  landscaping: ['Landscaping', 'Lawn & Landscape', 'Landscape Co.', 'Yard Care', 'Gardens & Lawns'],
  tree: ['Tree Service', 'Tree Care', 'Arborists', 'Tree Experts'],
  fencing: ['Fence Co.', 'Fence & Gate', 'Fencing', 'Fence Builders'],
  hardscape: ['Hardscapes', 'Pavers', 'Concrete', 'Stoneworks', 'Patio & Paver'],
  roofing: ['Roofing', 'Roofing & Gutters', 'Roofing Co.', 'Roof Pros', 'Exteriors'],
  hvac: ['Heating & Air', 'Air Conditioning', 'Heating & Cooling', 'Comfort Systems', 'HVAC'],
  painting: ['Painting', 'Painters', 'Painting Co.', 'Custom Painting', 'Paint Pros'],
  pest: ['Pest Control', 'Exterminating', 'Pest Solutions', 'Termite & Pest'],
  remodeling: ['Remodeling', 'Kitchen & Bath', 'Design-Build', 'Renovations'],
  pool: ['Pool Service', 'Pools & Spas', 'Pool Care', 'Pool & Spa'],
  movers: ['Movers', 'Moving Co.', 'Moving & Storage'],
  pets: ['Pet Care', 'Dog Walkers', 'Pet Sitters'],
  handyman: ['Handyman', 'Handyman Services', 'Home Repair', 'Fix-It Co.', 'Home Services'],
};

/** Family names for businesses named after their owners ("Okafor Plumbing", "Rosa's Maids"). */
const FAMILY_NAMES = [
  'Alvarez',
  'Brennan',
  'Castillo',
  'Dawson',
  'Eriksen',
  'Fitzgerald',
  'Guerrero',
  'Hoffman',
  'Iverson',
  'Jablonski',
  'Kowalczyk',
  'Lindgren',
  'McAllister',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quintero',
  'Rasmussen',
  'Sorensen',
  'Thibodeaux',
  'Underwood',
  'Vasquez',
  'Whitfield',
  'Yilmaz',
  'Zimmerman',
];
const OWNER_FIRST_NAMES = [
  'Rosa',
  'Manny',
  'Dee',
  'Gus',
  'Lupe',
  'Hank',
  'Ivy',
  'Omar',
  'Tess',
  'Ray',
  'Nina',
];

/**
 * Names businesses of a trade in a city: mostly "{local word} {trade word}", some after a family
 * ("Okafor & Sons Plumbing") or a first name ("Tess's Maids"). Never a name in `taken` or one it gave
 * before, and a local word or family leads few names per city, as in a real directory.
 */
export function createBusinessNamer(random: Random, taken: Iterable<string>) {
  const names = new Set([...taken].map((name) => name.toLowerCase()));
  const leads = new Map<string, number>();
  return (city: DemoCityKey, trade: DemoTradeKey): string => {
    for (let attempt = 0; attempt < 400; attempt++) {
      const roll = random.next();
      const lead =
        roll < 0.62
          ? random.pick(METRO_WORDS[city])
          : roll < 0.9
            ? random.pick(FAMILY_NAMES)
            : `${random.pick(OWNER_FIRST_NAMES)}'s`;
      const tradeWord = random.pick(TRADE_WORDS[trade]);
      const andSons = roll >= 0.82 && roll < 0.9 && !tradeWord.includes('&');
      const name = andSons ? `${lead} & Sons ${tradeWord}` : `${lead} ${tradeWord}`;
      // One name per lead while there are free ones; a second or third only when the city runs short.
      const leadKey = `${city}|${lead}`;
      if ((leads.get(leadKey) ?? 0) > Math.floor(attempt / 100) || names.has(name.toLowerCase())) continue;
      leads.set(leadKey, (leads.get(leadKey) ?? 0) + 1);
      names.add(name.toLowerCase());
      return name;
    }
    throw new Error(`No free demo business name is left for ${trade} in ${city}`);
  };
}

const REVIEWER_FIRST_NAMES = [
  'Abby',
  'Brian',
  'Carla',
  'Derek',
  'Elena',
  'Felix',
  'Gina',
  'Henry',
  'Irene',
  'Jorge',
  'Kara',
  'Liam',
  'Monica',
  'Nate',
  'Paula',
  'Quinn',
  'Rita',
  'Shawn',
  'Tara',
  'Uma',
  'Vince',
  'Wendy',
  'Xavier',
  'Yara',
];
const REVIEWER_LAST_NAMES = [
  'Adams',
  'Baker',
  'Chavez',
  'Diaz',
  'Ellison',
  'Flores',
  'Gupta',
  'Hayes',
  'Ingram',
  'Jensen',
  'Khan',
  'Lopez',
  'Mitchell',
  'Novak',
  'Ortega',
  'Patel',
  'Reyes',
  'Stewart',
  'Thompson',
  'Vargas',
  'Wong',
  'Young',
];

/** Distinct "first last" names of the metro's own reviewers (people review pros near home). */
export function localReviewerNames(random: Random, count: number, taken: Set<string>): [string, string][] {
  const names: [string, string][] = [];
  while (names.length < count) {
    const first = random.pick(REVIEWER_FIRST_NAMES);
    const last = random.pick(REVIEWER_LAST_NAMES);
    const key = `${first} ${last}`;
    if (taken.has(key)) continue;
    taken.add(key);
    names.push([first, last]);
  }
  return names;
}
