import { hash } from '@node-rs/argon2';
import {
  drawBanner,
  drawLogo,
  drawPhoto,
  type ImageTheme,
  type PhotoScene,
  type RenderedPhoto,
  renderPhotoWithThumbnails,
  renderSvg,
  type SceneOptions,
  THUMBNAIL_SIZES,
  themePalette,
} from '@porchlight/artwork/images';
import { createRandom, hashSeed, type Random } from '@porchlight/artwork/random';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import { entryOf, itemAt } from '@porchlight/core/platform/required';
import type { Hours, HoursDay } from '@porchlight/core/providers/profile.schemas';
import { slugify } from '@porchlight/core/text/slug';
import { type ZipLocation, zipCodesOfCity } from '@porchlight/zip-codes/zip-codes';
import { count, eq, sql } from 'drizzle-orm';
import { upsertCatalogue } from '../reference/upsert-catalogue';
import { contactPreferences, friendRequests, offerPhotos, serviceCatalogue, users } from '../schema/index';
import { insertPhotos, insertProvidersWithOffers, insertReviews, insertUsers } from './bulk-factories';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoBooking } from './demo-booking';
import { seedDemoApprovalBooking } from './demo-booking-approval';
import { seedDemoGooglePlaces } from './demo-google-places';
import { seedDemoInsights } from './demo-insights';
import { seedDemoMessages } from './demo-messages';
import { seedHalfCompleteProfile } from './demo-onboarding';
import { seedDemoPayments } from './demo-payments';
import { seedDemoReviewExtras } from './demo-reviews';
import {
  COMPANION_SERVICES,
  createBusinessNamer,
  type DemoCityKey,
  type DemoTradeKey,
  localReviewerNames,
  QUICK_LINK_SUPPLY,
  type QuickLinkSupply,
  TILE_ONLY_SUPPLY,
} from './demo-roster';
import { seedDemoSchedule } from './demo-schedule';
import { seedDemoServiceManager } from './demo-service-manager';
import {
  befriend,
  type Db,
  type ProviderRow,
  type SeedProviderInput,
  type SeedReviewInput,
  seedOffer,
  seedPhoto,
  seedProvider,
  seedReview,
  seedUser,
  type UserRow,
} from './factories';

/**
 * Demo data for a fresh install: the demo accounts (demo-accounts.ts), about 60 named providers in 7 metro areas with
 * logos, banners, photos, services and reviews, a customer with friends, and enough generated neighbourhood
 * pros around them for every link of the landing page to find several (planNeighbourhoodPros).
 * Deterministic (seeded PRNG) and idempotent (nothing happens once the demo admin exists).
 */

type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

/** Who the demo logins are; their e-mails, password and descriptions live in demo-accounts.ts. */
const DEMO_PEOPLE: Record<DemoEmail, { firstName: string; lastName: string; role: 'user' | 'admin' }> = {
  'admin@porchlight.test': { firstName: 'Avery', lastName: 'Quinn', role: 'admin' },
  'pro@porchlight.test': { firstName: 'Jordan', lastName: 'Ellis', role: 'user' },
  'owner@porchlight.test': { firstName: 'Sam', lastName: 'Patel', role: 'user' },
  'customer@porchlight.test': { firstName: 'Casey', lastName: 'Morgan', role: 'user' },
  // Bright Nest's technician (demo-schedule.ts makes the membership and the visits).
  'tech@porchlight.test': { firstName: 'Marcus', lastName: 'Bell', role: 'user' },
  // Hill Country Lawn & Landscape's owner, who approves its online bookings (demo-booking-approval.ts).
  'lawn@porchlight.test': { firstName: 'Dana', lastName: 'Reyes', role: 'user' },
};
const DEMO_ADMIN: DemoEmail = 'admin@porchlight.test';

export interface SeedDemoOptions {
  db: Db;
  /** Stores one media file (logos, banners, photos and thumbnails) under a storage key. */
  saveMedia: (key: string, data: Buffer) => Promise<void>;
  log?: (line: string) => void;
}

export interface SeedDemoResult {
  /** False when the demo data was already there and nothing was done. */
  created: boolean;
  users: number;
  providers: number;
  offers: number;
  photos: number;
  reviews: number;
  mediaFiles: number;
  milliseconds: number;
}

// ---------------------------------------------------------------------------------------------
// Trades, cities and the providers

type TradeKey = DemoTradeKey;

interface Shot {
  scene: PhotoScene;
  options?: SceneOptions;
  /** The friendly image name, before its number. */
  caption: string;
}

interface Trade {
  theme: ImageTheme;
  /** Catalogue sources: a category slug, or 'category/subcategory'. */
  sources: string[];
  /** "cleaning", for sentences like "a cleaning company". */
  noun: string;
  /** What the pros do, for the brief description. */
  work: string[];
  /** A sentence about how they work, for the about text. */
  approach: string;
  /** Praise that fits the trade, for reviews. */
  praise: string[];
  hours: 'office' | 'extended' | 'emergency';
  shots: Shot[];
}

const TRADES: Record<TradeKey, Trade> = {
  cleaning: {
    theme: 'cleaning',
    sources: ['cleaning/home-cleaning', 'cleaning/specialty-cleaning', 'cleaning/outdoor-cleaning'],
    noun: 'cleaning',
    work: [
      'Recurring, deep and move-out cleans',
      'Weekly and bi-weekly house cleaning, deep cleans and move-outs',
    ],
    approach:
      'Every clean follows the same room-by-room checklist, our cleaners are background-checked and bring their own eco-friendly supplies, and you get the same team each visit.',
    praise: [
      'The kitchen has not looked this good since we moved in.',
      'They even did the baseboards and the inside of the microwave.',
      'The whole house smelled fresh and every bathroom sparkled.',
    ],
    hours: 'extended',
    shots: [
      { scene: 'kitchen', options: { sparkle: true }, caption: 'kitchen-deep-clean' },
      { scene: 'bathroom', options: { sparkle: true }, caption: 'bathroom-scrub' },
      { scene: 'living-room', options: { sparkle: true }, caption: 'living-room-refresh' },
      { scene: 'living-room', options: { boxes: true }, caption: 'move-out-clean' },
      { scene: 'kitchen', options: { sparkle: true }, caption: 'countertop-detail' },
      { scene: 'bathroom', options: { sparkle: true }, caption: 'spotless-vanity' },
    ],
  },
  plumbing: {
    theme: 'plumbing',
    sources: ['plumbers'],
    noun: 'plumbing',
    work: [
      'Drain cleaning, leak repair, water heaters and repiping',
      'Clogs, leaks, fixtures and water heaters fixed fast',
    ],
    approach:
      'Our licensed plumbers carry the common parts on the truck, so most repairs are finished in one visit, and we price by the job, not by the hour.',
    praise: [
      'Found the leak behind the wall in minutes and fixed it the same day.',
      'The new water heater was installed and running before lunch.',
      'Our kitchen drain has never run this fast.',
    ],
    hours: 'emergency',
    shots: [
      { scene: 'kitchen', caption: 'kitchen-sink-install' },
      { scene: 'bathroom', caption: 'bathroom-plumbing' },
      { scene: 'kitchen', options: { evening: true }, caption: 'garbage-disposal-repair' },
      { scene: 'bathroom', caption: 'new-vanity-faucet' },
      { scene: 'house', caption: 'water-line-repair' },
      { scene: 'kitchen', caption: 'faucet-replacement' },
    ],
  },
  electrical: {
    theme: 'electrical',
    sources: ['electricians'],
    noun: 'electrical',
    work: [
      'Panel upgrades, lighting, EV chargers and troubleshooting',
      'Lighting, outlets, panels and EV chargers, done to code',
    ],
    approach:
      'Every job is done to code by a licensed electrician, permits are pulled when needed, and we test every circuit before we leave.',
    praise: [
      'The new recessed lights completely changed our living room.',
      'Our EV charger was installed neatly and passed inspection the first time.',
      'Tracked down a tripping breaker two other companies could not find.',
    ],
    hours: 'office',
    shots: [
      { scene: 'living-room', options: { evening: true }, caption: 'recessed-lighting' },
      { scene: 'kitchen', options: { evening: true }, caption: 'pendant-lights' },
      { scene: 'house', options: { evening: true }, caption: 'outdoor-lighting' },
      { scene: 'living-room', options: { evening: true }, caption: 'ceiling-fan-install' },
      { scene: 'bathroom', options: { evening: true }, caption: 'vanity-lighting' },
      { scene: 'house', options: { evening: true }, caption: 'porch-light-install' },
    ],
  },
  landscaping: {
    theme: 'landscaping',
    sources: ['landscapers', 'lawn-and-garden'],
    noun: 'landscaping',
    work: [
      'Lawn care, planting, mulch and irrigation',
      'Weekly mowing, seasonal cleanups, planting and sprinklers',
    ],
    approach:
      'We design for your yard and your climate, use native plants where they thrive, and the same crew looks after your lawn all season.',
    praise: [
      'Our yard is the best-looking one on the street now.',
      'The new beds and mulch look fantastic and the crew was so tidy.',
      'Mowing is always on schedule and the edges are perfect.',
    ],
    hours: 'extended',
    shots: [
      { scene: 'house', caption: 'front-yard-makeover' },
      { scene: 'garden', caption: 'raised-garden-beds' },
      { scene: 'garden', caption: 'spring-planting' },
      { scene: 'house', caption: 'weekly-lawn-mowing' },
      { scene: 'park', caption: 'sod-installation' },
      { scene: 'garden', caption: 'flower-bed-mulching' },
    ],
  },
  roofing: {
    theme: 'roofing',
    sources: ['roofing-and-gutters'],
    noun: 'roofing',
    work: [
      'Roof repair and replacement, inspections and gutters',
      'Shingle, metal and flat roofs, plus gutters and guards',
    ],
    approach:
      'We start with a free, photo-documented inspection, explain what really needs doing, and back every new roof with a written workmanship warranty.',
    praise: [
      'They replaced our whole roof in two days and cleaned up every nail.',
      'Sent photos of the damage so we could see exactly what was wrong.',
      'The new gutters handled the first big storm without a drop over the edge.',
    ],
    hours: 'office',
    shots: [
      { scene: 'roof', caption: 'shingle-roof-replacement' },
      { scene: 'house', caption: 'new-roof-finished' },
      { scene: 'roof', caption: 'chimney-flashing-repair' },
      { scene: 'roof', caption: 'skylight-install' },
      { scene: 'house', caption: 'gutter-installation' },
      { scene: 'roof', caption: 'roof-inspection' },
    ],
  },
  hvac: {
    theme: 'hvac',
    sources: ['hvac-gas-and-ventilation'],
    noun: 'heating and air',
    work: [
      'AC and furnace repair, installs and maintenance plans',
      'Heating, cooling and air quality for every season',
    ],
    approach:
      'Our NATE-certified technicians size every system properly, explain repair-versus-replace honestly, and maintenance-plan members get priority service.',
    praise: [
      'Had our AC running again within hours on the hottest day of the year.',
      'The new furnace is so quiet we forget it is on.',
      'Explained every option and never pushed a replacement we did not need.',
    ],
    hours: 'emergency',
    shots: [
      { scene: 'ac-unit', caption: 'ac-condenser-install' },
      { scene: 'ac-unit', caption: 'heat-pump-upgrade' },
      { scene: 'living-room', caption: 'comfortable-home' },
      { scene: 'house', caption: 'whole-home-hvac' },
      { scene: 'ac-unit', caption: 'seasonal-tune-up' },
      { scene: 'living-room', options: { evening: true }, caption: 'smart-thermostat' },
    ],
  },
  painting: {
    theme: 'painting',
    sources: ['painters'],
    noun: 'painting',
    work: [
      'Interior and exterior painting, cabinets and drywall',
      'Walls, ceilings, trim, cabinets and exteriors',
    ],
    approach:
      'We protect floors and furniture, fix the drywall before we paint, use premium low-VOC paint and finish with a walkthrough so every line is crisp.',
    praise: [
      'Perfectly straight lines and not a drop of paint on the floors.',
      'Our kitchen cabinets look brand new.',
      'Helped us choose colours and the whole house feels brighter.',
    ],
    hours: 'office',
    shots: [
      { scene: 'painting', caption: 'accent-wall' },
      { scene: 'living-room', caption: 'living-room-repaint' },
      { scene: 'painting', caption: 'interior-painting' },
      { scene: 'house', caption: 'exterior-painting' },
      { scene: 'kitchen', caption: 'cabinet-painting' },
      { scene: 'painting', caption: 'color-consultation' },
    ],
  },
  pest: {
    theme: 'pest',
    sources: ['pest-and-wildlife-control'],
    noun: 'pest control',
    work: [
      'Ants, roaches, rodents, termites and mosquitoes',
      'Family- and pet-safe pest control with quarterly plans',
    ],
    approach:
      'We find out how pests get in, seal what we can, and treat with family- and pet-safe products; quarterly plans include free re-treatments between visits.',
    praise: [
      'Not a single ant since the first treatment.',
      'Sealed up where the mice were getting in and they are gone.',
      'Explained what they were spraying and made sure it was safe for our dog.',
    ],
    hours: 'office',
    shots: [
      { scene: 'house', caption: 'perimeter-treatment' },
      { scene: 'garden', caption: 'mosquito-control' },
      { scene: 'kitchen', caption: 'kitchen-ant-treatment' },
      { scene: 'house', caption: 'termite-inspection' },
      { scene: 'garden', caption: 'yard-treatment' },
      { scene: 'living-room', caption: 'pest-free-home' },
    ],
  },
  remodeling: {
    theme: 'remodeling',
    sources: ['remodeling-contractors'],
    noun: 'remodeling',
    work: [
      'Kitchen and bath remodels, additions and basements',
      'Kitchens, bathrooms and basements, designed and built',
    ],
    approach:
      'One project manager runs your remodel from design to final walkthrough, with a fixed schedule, weekly updates and a clean job site every evening.',
    praise: [
      'Our new kitchen came in on budget and a week early.',
      'The bathroom remodel is stunning and the tile work is flawless.',
      'Weekly updates meant we always knew what was happening.',
    ],
    hours: 'office',
    shots: [
      { scene: 'kitchen', caption: 'kitchen-remodel' },
      { scene: 'bathroom', caption: 'bathroom-remodel' },
      { scene: 'kitchen', options: { evening: true }, caption: 'kitchen-island' },
      { scene: 'bathroom', caption: 'walk-in-shower' },
      { scene: 'living-room', caption: 'basement-finish' },
      { scene: 'kitchen', caption: 'backsplash-install' },
    ],
  },
  pool: {
    theme: 'pool',
    sources: ['pools-and-spas'],
    noun: 'pool service',
    work: [
      'Weekly pool cleaning, repairs and equipment',
      'Crystal-clear water with weekly service and fast repairs',
    ],
    approach:
      'Weekly visits cover brushing, skimming, filters and chemistry, with a photo report after every visit, and our techs repair pumps and heaters on the spot.',
    praise: [
      'The pool has never been this clear.',
      'Turned our green pool blue in three days.',
      'The photo report after each visit is a great touch.',
    ],
    hours: 'extended',
    shots: [
      { scene: 'pool', caption: 'weekly-pool-cleaning' },
      { scene: 'pool', caption: 'crystal-clear-water' },
      { scene: 'pool', caption: 'pool-resurfacing' },
      { scene: 'house', caption: 'backyard-pool-home' },
      { scene: 'pool', caption: 'pool-equipment-repair' },
      { scene: 'garden', caption: 'poolside-landscaping' },
    ],
  },
  movers: {
    theme: 'movers',
    sources: ['movers'],
    noun: 'moving',
    work: [
      'Local and long-distance moves, packing and storage',
      'Careful movers for apartments, homes and offices',
    ],
    approach:
      'We give a binding estimate, wrap every piece of furniture, and the same crew that packs your home unloads it at the other end.',
    praise: [
      'Moved our whole three-bedroom house in one day without a scratch.',
      'The crew wrapped everything and were careful with the stairs.',
      'The final bill matched the estimate to the dollar.',
    ],
    hours: 'extended',
    shots: [
      { scene: 'moving', caption: 'moving-day' },
      { scene: 'living-room', options: { boxes: true }, caption: 'packing-services' },
      { scene: 'moving', caption: 'local-move' },
      { scene: 'living-room', options: { boxes: true }, caption: 'apartment-move' },
      { scene: 'house', caption: 'new-home-delivery' },
      { scene: 'moving', caption: 'long-distance-move' },
    ],
  },
  pets: {
    theme: 'pets',
    sources: [
      'animals-and-pets/pet-sitting-and-boarding',
      'animals-and-pets/pet-grooming',
      'animals-and-pets/pet-training',
    ],
    noun: 'pet care',
    work: [
      'Dog walking, pet sitting and drop-in visits',
      'Walks, sitting and grooming from people who love pets',
    ],
    approach:
      'Every walker is insured and trained in pet first aid, and you get a photo update with notes after every visit.',
    praise: [
      'Our dog gets so excited when his walker arrives.',
      'The photo updates made our vacation stress-free.',
      'They followed our cat’s medication schedule perfectly.',
    ],
    hours: 'extended',
    shots: [
      { scene: 'park', caption: 'afternoon-dog-walk' },
      { scene: 'park', caption: 'happy-pup' },
      { scene: 'living-room', caption: 'in-home-pet-sitting' },
      { scene: 'park', caption: 'park-playtime' },
      { scene: 'garden', caption: 'backyard-play' },
      { scene: 'park', caption: 'group-walk' },
    ],
  },
  handyman: {
    theme: 'handyman',
    sources: ['handymen', 'carpenters/interior-carpentry'],
    noun: 'handyman',
    work: [
      'Repairs, assembly, mounting and small projects',
      'Your to-do list, done: repairs, installs and assembly',
    ],
    approach: 'Send us your whole to-do list: one visit, one upfront price, and we clean up before we go.',
    praise: [
      'Knocked out our whole to-do list in one afternoon.',
      'Mounted the TV and hid every cable.',
      'Fixed the squeaky door, the loose railing and the leaky tap in one visit.',
    ],
    hours: 'office',
    shots: [
      { scene: 'living-room', caption: 'tv-mounting' },
      { scene: 'painting', caption: 'drywall-patch' },
      { scene: 'kitchen', caption: 'cabinet-hardware' },
      { scene: 'house', caption: 'porch-repair' },
      { scene: 'bathroom', caption: 'bathroom-fixtures' },
      { scene: 'living-room', caption: 'shelf-installation' },
    ],
  },
  exterior: {
    theme: 'cleaning',
    sources: ['cleaning/outdoor-cleaning'],
    noun: 'exterior cleaning',
    work: [
      'House washing, windows, driveways, decks and gutters',
      'Soft washing, pressure washing and streak-free windows',
    ],
    approach:
      'We match the pressure to the surface: a gentle soft wash for siding and roofs, hot water for concrete, and every plant is rinsed before and after.',
    praise: [
      'Our driveway looks like it was poured yesterday.',
      'The siding is white again and not a single plant was harmed.',
      'The windows are so clean the birds are confused.',
    ],
    hours: 'extended',
    shots: [
      { scene: 'house', caption: 'house-soft-wash' },
      { scene: 'house', options: { evening: true }, caption: 'fresh-exterior-at-dusk' },
      { scene: 'garden', caption: 'deck-and-patio-cleaning' },
      { scene: 'roof', caption: 'roof-soft-wash' },
      { scene: 'living-room', options: { sparkle: true }, caption: 'streak-free-windows' },
      { scene: 'house', caption: 'driveway-pressure-washing' },
    ],
  },
  tree: {
    theme: 'landscaping',
    sources: ['tree-care'],
    noun: 'tree care',
    work: [
      'Tree trimming, removal, stump grinding and storm cleanup',
      'Pruning, removals and tree health from certified arborists',
    ],
    approach:
      'An ISA-certified arborist looks at every tree before we quote, we rope and rig instead of dropping limbs on your lawn, and the site is raked clean when we leave.',
    praise: [
      'Took down a huge oak next to the house without touching the roof.',
      'The stump is gone and you cannot even tell where it was.',
      'Explained which limbs needed to go and why; the tree looks healthier already.',
    ],
    hours: 'emergency',
    shots: [
      { scene: 'park', caption: 'tree-trimming' },
      { scene: 'garden', caption: 'stump-grinding' },
      { scene: 'house', caption: 'tree-removal' },
      { scene: 'park', caption: 'crown-thinning' },
      { scene: 'garden', caption: 'tree-planting' },
      { scene: 'house', caption: 'storm-cleanup' },
    ],
  },
  fencing: {
    theme: 'handyman',
    sources: ['fencing-and-gates'],
    noun: 'fencing',
    work: [
      'Wood, vinyl, aluminum and chain-link fences and gates',
      'New fences, gates and repairs, built straight and to code',
    ],
    approach:
      'We call in the utility locates, set every post in concrete, and check property lines and HOA rules with you before the first hole is dug.',
    praise: [
      'The new cedar fence is beautiful and went up in two days.',
      'Fixed our sagging gate so it closes with one finger.',
      'Helped us pick a style the HOA approved the first time.',
    ],
    hours: 'office',
    shots: [
      { scene: 'garden', caption: 'cedar-privacy-fence' },
      { scene: 'house', caption: 'front-yard-picket-fence' },
      { scene: 'park', caption: 'chain-link-fence' },
      { scene: 'garden', caption: 'custom-gate' },
      { scene: 'house', caption: 'fence-repair' },
      { scene: 'pool', caption: 'pool-fence' },
    ],
  },
  hardscape: {
    theme: 'landscaping',
    sources: ['stone-pavers-concrete'],
    noun: 'hardscaping',
    work: [
      'Paver patios, driveways, retaining walls and concrete',
      'Patios, walkways, walls and fire pits in stone and concrete',
    ],
    approach:
      'A solid, compacted base is most of the job: we excavate properly, grade for drainage, and back our patios and walls with a five-year warranty.',
    praise: [
      'Our paver patio is now the favourite room of the house.',
      'The retaining wall fixed the erosion problem for good.',
      'The new driveway is perfectly level and drains beautifully.',
    ],
    hours: 'office',
    shots: [
      { scene: 'garden', caption: 'paver-patio' },
      { scene: 'house', caption: 'concrete-driveway' },
      { scene: 'garden', caption: 'retaining-wall' },
      { scene: 'pool', caption: 'pool-deck' },
      { scene: 'park', caption: 'walkway-pavers' },
      { scene: 'house', options: { evening: true }, caption: 'fire-pit-patio' },
    ],
  },
};

type CityKey = DemoCityKey;

interface City {
  city: string;
  stateCode: string;
  areaCode: string;
  /** Residential ZIP codes of the city (no PO boxes). */
  zips: string[];
}

const CITIES: Record<CityKey, City> = {
  austin: {
    city: 'Austin',
    stateCode: 'TX',
    areaCode: '512',
    zips: ['78701', '78702', '78703', '78704', '78705', '78723', '78731', '78745', '78748', '78757'],
  },
  denver: {
    city: 'Denver',
    stateCode: 'CO',
    areaCode: '303',
    zips: ['80202', '80203', '80205', '80206', '80209', '80210', '80211', '80218', '80220', '80224'],
  },
  seattle: {
    city: 'Seattle',
    stateCode: 'WA',
    areaCode: '206',
    zips: ['98101', '98102', '98103', '98105', '98107', '98109', '98112', '98115', '98117', '98122'],
  },
  chicago: {
    city: 'Chicago',
    stateCode: 'IL',
    areaCode: '312',
    zips: ['60601', '60605', '60607', '60610', '60611', '60613', '60614', '60618', '60622', '60657'],
  },
  atlanta: {
    city: 'Atlanta',
    stateCode: 'GA',
    areaCode: '404',
    zips: ['30303', '30305', '30306', '30307', '30308', '30309', '30312', '30318', '30324', '30327'],
  },
  phoenix: {
    city: 'Phoenix',
    stateCode: 'AZ',
    areaCode: '602',
    zips: ['85003', '85004', '85006', '85008', '85012', '85013', '85014', '85016', '85018', '85020'],
  },
  boston: {
    city: 'Boston',
    stateCode: 'MA',
    areaCode: '617',
    zips: ['02108', '02109', '02110', '02113', '02114', '02115', '02116', '02118', '02127', '02130'],
  },
};

/**
 * Flags: pro / pro2 (paid plans), spotlight, unpublished, unclaimed, no-email (unclaimed without an
 * e-mail), html (rich about text), place (Google place id + reviews), chat, no-forms, no-photos.
 */
interface ProviderSpec {
  name: string;
  trade: TradeKey;
  city: CityKey;
  flags?: string;
  customDomain?: string;
  /** Catalogue services (slugs) it offers besides those picked from its trade. */
  services?: string[];
  /** Its zip code; else the city's zips in turn. */
  zipCode?: string;
  /** A neighbourhood pro (see planNeighbourhoodPros): reviewed by locals, sharing banners with its trade. */
  generated?: boolean;
}

const PROVIDERS: ProviderSpec[] = [
  {
    name: 'Bright Nest Cleaning Co.',
    trade: 'cleaning',
    city: 'austin',
    flags: 'pro spotlight html place chat',
    customDomain: 'brightnest.example',
  },
  { name: 'Lone Star Plumbing Pros', trade: 'plumbing', city: 'austin' },
  { name: 'Hill Country Lawn & Landscape', trade: 'landscaping', city: 'austin', flags: 'pro2 spotlight' },
  { name: 'Barton Creek Electric', trade: 'electrical', city: 'austin' },
  { name: 'Capital City Roofing', trade: 'roofing', city: 'austin' },
  { name: 'Live Oak Handyman Services', trade: 'handyman', city: 'austin', flags: 'unpublished no-photos' },
  { name: 'Bluebonnet Pest Control', trade: 'pest', city: 'austin' },
  { name: 'South Congress Painters', trade: 'painting', city: 'austin' },
  { name: 'Austin Pool Doctors', trade: 'pool', city: 'austin', flags: 'unclaimed' },

  { name: 'Mile High Plumbing & Drain', trade: 'plumbing', city: 'denver' },
  { name: 'Front Range Heating & Air', trade: 'hvac', city: 'denver', flags: 'pro html' },
  { name: 'Rocky Mountain Roofing Co.', trade: 'roofing', city: 'denver', flags: 'spotlight' },
  { name: 'Columbine Cleaning Services', trade: 'cleaning', city: 'denver' },
  { name: 'Red Rocks Landscaping', trade: 'landscaping', city: 'denver' },
  { name: 'Cherry Creek Remodeling', trade: 'remodeling', city: 'denver' },
  { name: 'Summit Electric Denver', trade: 'electrical', city: 'denver' },
  { name: 'Aspen Paws Pet Care', trade: 'pets', city: 'denver', flags: 'unclaimed no-email' },
  { name: 'Platte River Movers', trade: 'movers', city: 'denver', flags: 'unpublished' },

  { name: 'Emerald City Maids', trade: 'cleaning', city: 'seattle', flags: 'pro2 spotlight chat' },
  { name: 'Puget Sound Plumbing', trade: 'plumbing', city: 'seattle', flags: 'pro' },
  { name: 'Evergreen Lawn & Garden', trade: 'landscaping', city: 'seattle' },
  { name: 'Rainier Roofing & Gutters', trade: 'roofing', city: 'seattle' },
  { name: 'Ballard Handyman Co.', trade: 'handyman', city: 'seattle' },
  { name: 'Cascade Heating & Cooling', trade: 'hvac', city: 'seattle' },
  { name: 'Pike Place Painting', trade: 'painting', city: 'seattle' },
  { name: 'Northwest Pest Solutions', trade: 'pest', city: 'seattle', flags: 'unclaimed' },
  { name: 'Sound Electric Works', trade: 'electrical', city: 'seattle', flags: 'unpublished' },

  { name: 'Windy City Plumbing', trade: 'plumbing', city: 'chicago', flags: 'pro spotlight place' },
  { name: 'Lakeshore Home Cleaning', trade: 'cleaning', city: 'chicago' },
  { name: 'Second City Electric', trade: 'electrical', city: 'chicago' },
  { name: 'Wrigleyville Handyman', trade: 'handyman', city: 'chicago', flags: 'unclaimed no-email' },
  { name: 'Prairie Lawn Care', trade: 'landscaping', city: 'chicago' },
  { name: 'Lincoln Park Kitchen & Bath', trade: 'remodeling', city: 'chicago', flags: 'pro2 html' },
  { name: 'Great Lakes Heating & Air', trade: 'hvac', city: 'chicago' },
  { name: 'Chi-Town Movers', trade: 'movers', city: 'chicago', flags: 'no-forms' },
  { name: 'Lakeview Painting Co.', trade: 'painting', city: 'chicago' },

  { name: 'Peachtree Pest Control', trade: 'pest', city: 'atlanta', flags: 'pro spotlight' },
  { name: 'Piedmont Park Landscaping', trade: 'landscaping', city: 'atlanta' },
  { name: 'Buckhead Maid Service', trade: 'cleaning', city: 'atlanta' },
  { name: 'Southern Comfort Heating & Air', trade: 'hvac', city: 'atlanta' },
  { name: 'Magnolia Painting', trade: 'painting', city: 'atlanta', flags: 'unpublished no-photos' },
  { name: 'Midtown Electric', trade: 'electrical', city: 'atlanta' },
  { name: 'Georgia Pine Roofing', trade: 'roofing', city: 'atlanta', flags: 'unclaimed' },
  { name: 'Sweet Auburn Plumbing', trade: 'plumbing', city: 'atlanta' },

  {
    name: 'Desert Sun Pool Service',
    trade: 'pool',
    city: 'phoenix',
    flags: 'pro2 spotlight html place',
    customDomain: 'desertsunpools.example',
  },
  { name: 'Camelback Heating & Cooling', trade: 'hvac', city: 'phoenix' },
  { name: 'Saguaro Landscaping', trade: 'landscaping', city: 'phoenix' },
  { name: 'Valley Pro Plumbing', trade: 'plumbing', city: 'phoenix' },
  { name: 'Sonoran Pest Solutions', trade: 'pest', city: 'phoenix' },
  { name: 'Copper State Electric', trade: 'electrical', city: 'phoenix' },
  { name: 'Cactus Clean Maids', trade: 'cleaning', city: 'phoenix' },
  { name: 'Arizona Tile & Remodel', trade: 'remodeling', city: 'phoenix', flags: 'unpublished' },

  { name: 'Beacon Hill Handyman', trade: 'handyman', city: 'boston' },
  { name: 'Harbor Home Cleaning', trade: 'cleaning', city: 'boston', flags: 'spotlight' },
  { name: 'Back Bay Plumbing & Heating', trade: 'plumbing', city: 'boston', flags: 'pro' },
  { name: 'Bay State Roofing', trade: 'roofing', city: 'boston' },
  { name: 'Fenway Painting Co.', trade: 'painting', city: 'boston', flags: 'unclaimed no-email' },
  { name: 'Charles River Movers', trade: 'movers', city: 'boston' },
  { name: 'Commonwealth Electric', trade: 'electrical', city: 'boston' },
  { name: 'Brookline Pet Sitters', trade: 'pets', city: 'boston', flags: 'unpublished' },
];

/**
 * Two small Austin house cleaners the demo customer's friends swear by: a few public reviews and farther from
 * 78701 than most, so relevance ranks them low and Sort by friends lifts them to the top (issue 18).
 */
const FRIENDS_FAVOURITES: ProviderSpec[] = [
  {
    name: 'Mueller Maids',
    trade: 'cleaning',
    city: 'austin',
    zipCode: '78723',
    services: ['house-cleaning', 'move-out-cleaning'],
  },
  {
    name: 'Tidy Armadillo Cleaning',
    trade: 'cleaning',
    city: 'austin',
    zipCode: '78748',
    services: ['house-cleaning', 'deep-cleaning'],
  },
];

/** Published pros each landing-page link finds within 25 miles of every metro's zip (issues 18 and 29). */
const PROS_PER_QUICK_LINK = 6;
/** One common search with more results than a page of DEFAULT_PAGE_SIZE (10). */
const SECOND_PAGE = { city: 'austin', link: 'House Cleaning', pros: 14 } as const;
const NEIGHBOURHOOD_SEED = 18_000_001;
const TILE_ONLY_SEED = 29_000_001;
const LOCAL_REVIEWS_SEED = 18_000_002;
/** Reviewers of the neighbourhood pros in each metro. */
const LOCAL_REVIEWERS_PER_CITY = 16;

const PRO_PROVIDER = 'Bright Nest Cleaning Co.';
const COMPLIMENTARY_SHOWCASE = ['pro', 'domain', 'fsm', 'clientHub'];
const OWNER_PROVIDER = 'Mile High Plumbing & Drain';
const APPROVAL_PROVIDER = 'Hill Country Lawn & Landscape';

// ---------------------------------------------------------------------------------------------
// People

const REVIEWER_NAMES: [string, string][] = [
  ['Maria', 'Gonzalez'],
  ['James', 'Carter'],
  ['Aisha', 'Bello'],
  ['Daniel', 'Kim'],
  ['Emily', 'Nguyen'],
  ['Michael', 'Brooks'],
  ['Sofia', 'Rossi'],
  ['David', 'Cohen'],
  ['Olivia', 'Turner'],
  ['Ethan', 'Walker'],
  ['Priya', 'Raman'],
  ['Marcus', 'Johnson'],
  ['Hannah', 'Schultz'],
  ['Luis', 'Hernandez'],
  ['Grace', 'Liu'],
  ['Noah', 'Bennett'],
  ['Chloe', 'Martin'],
  ['Jamal', 'Washington'],
  ['Rachel', 'Goldberg'],
  ['Kevin', "O'Brien"],
  ['Fatima', 'Haddad'],
  ['Tyler', 'Reed'],
  ['Mei', 'Chen'],
  ['Brandon', 'Lee'],
  ['Isabella', 'Costa'],
  ['Andre', 'Dubois'],
  ['Natalie', 'Price'],
  ['Samuel', 'Okafor'],
  ['Lauren', 'Hughes'],
  ['Diego', 'Ramirez'],
  ['Zoe', 'Fischer'],
  ['Omar', 'Siddiqui'],
  ['Megan', 'Sullivan'],
  ['Ryan', 'Park'],
  ['Leah', 'Friedman'],
  ['Victor', 'Alvarez'],
  ['Hailey', 'Morris'],
  ['Kenji', 'Tanaka'],
  ['Brianna', 'Scott'],
  ['Patrick', 'Doyle'],
];

const OWNER_FIRST_NAMES = [
  'Rosa',
  'Mike',
  'Tanya',
  'Greg',
  'Lena',
  'Carlos',
  'Beth',
  'Raj',
  'Denise',
  'Tom',
  'Yuki',
  'Frank',
  'Nadia',
  'Steve',
  'Carmen',
  'Joe',
  'Alicia',
  'Ben',
  'Monique',
  'Eric',
  'Julia',
  'Hector',
  'Amy',
  'Dmitri',
  'Kim',
];
const OWNER_LAST_NAMES = [
  'Delgado',
  'Sanders',
  'Whitaker',
  'Novak',
  'Ortiz',
  'Hale',
  'Mehta',
  'Brennan',
  'Foster',
  'Yamamoto',
  'Russo',
  'Kowalski',
  'Grant',
  'Ibrahim',
  'Lindqvist',
  'Moreau',
  'Castillo',
  'Weber',
  'Dawson',
  'Abbott',
];

const TECHS = ['Marco', 'Jess', 'Andre', 'Priya', 'Luis', 'Hannah', 'Tom', 'Keisha', 'Omar', 'Sarah'];

// ---------------------------------------------------------------------------------------------
// Texts

const STREETS = [
  'Oak St',
  'Maple Ave',
  'Main St',
  'Cedar Ln',
  'Park Blvd',
  'Elm St',
  'Lakeview Dr',
  'Washington Ave',
  'Pine St',
  'Sunset Blvd',
  'Hillside Rd',
  'Market St',
  'Highland Ave',
  'River Rd',
  'Church St',
  'Willow Way',
];

function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function briefDescription(random: Random, trade: Trade, city: string, since: number): string {
  const openers = [
    `Family-owned ${trade.noun} in ${city} since ${since}.`,
    `${city}'s friendly ${trade.noun} team.`,
    `Locally owned ${trade.noun} pros serving ${city} and nearby.`,
  ];
  const closers = [
    'Licensed, insured and on time.',
    'Upfront prices, no surprises.',
    'Free estimates and a satisfaction guarantee.',
    'Same-week appointments available.',
  ];
  const text = `${random.pick(openers)} ${random.pick(trade.work)}. ${random.pick(closers)}`;
  return text.length <= 200 ? text : `${text.slice(0, 197).replace(/\s+\S*$/, '')}...`;
}

interface AboutText {
  text: string;
  html: string;
}

function aboutText(
  random: Random,
  spec: ProviderSpec,
  trade: Trade,
  since: number,
  services: string[],
  phone: string,
): AboutText {
  const city = CITIES[spec.city];
  const ownership = random.pick(['family-owned', 'locally owned', 'veteran-owned', 'woman-owned']);
  const neighbours = random.pick(['thousands of', 'hundreds of', 'more than 2,000']);
  const first = `${spec.name} is a ${ownership} ${trade.noun} company based in ${city.city}, ${city.stateCode}. Since ${since} we have helped ${neighbours} neighbors with ${joinWords(services.slice(0, 3).map((s) => s.toLowerCase()))}.`;
  const guarantee = random.pick([
    'a written satisfaction guarantee',
    'a one-year workmanship warranty',
    'upfront, flat-rate pricing',
  ]);
  const reply = random.pick(['one business day', 'a few hours', 'the same day']);
  const last = `Every job comes with ${guarantee}. Call us at ${formatPhone(phone)} or request a quote online; we usually reply within ${reply}.`;
  const reasons = [
    'Licensed and insured',
    'Background-checked, uniformed team',
    'Clear written quotes before any work',
    `Serving ${city.city} since ${since}`,
  ];
  const text = `${first}\n\n${trade.approach}\n\n${last}`;
  const html = `<p>${first}</p><p>${trade.approach}</p><p><strong>Why neighbors choose us</strong></p><ul>${reasons
    .map((reason) => `<li>${reason}</li>`)
    .join('')}</ul><p>${last}</p>`;
  return { text, html: html.replace(/&(?![a-z]+;)/g, '&amp;') };
}

function day(open: boolean, time = '8 AM - 5 PM', allDay = false): HoursDay {
  return { open, allDay, time };
}

function hoursFor(random: Random, trade: Trade): Hours {
  const kind =
    trade.hours === 'emergency' && random.chance(0.5)
      ? '24h'
      : trade.hours === 'emergency'
        ? 'office'
        : trade.hours;
  if (kind === '24h') {
    const always = day(true, '12 AM - 11:59 PM', true);
    return {
      version: 1,
      enabled: true,
      mon: always,
      tue: always,
      wed: always,
      thu: always,
      fri: always,
      sat: always,
      sun: always,
    };
  }
  const weekday =
    kind === 'extended'
      ? random.pick(['7 AM - 6 PM', '7:30 AM - 6 PM', '8 AM - 7 PM'])
      : random.pick(['8 AM - 5 PM', '9 AM - 5 PM', '7 AM - 4 PM']);
  const saturday =
    kind === 'extended' || random.chance(0.3)
      ? day(true, random.pick(['8 AM - 2 PM', '9 AM - 1 PM', '9 AM - 3 PM']))
      : day(false);
  const week = day(true, weekday);
  return {
    version: 1,
    enabled: true,
    mon: week,
    tue: week,
    wed: week,
    thu: week,
    fri: week,
    sat: saturday,
    sun: day(false),
  };
}

// Reviews: sentences keyed by the attribute they illustrate (spec 1 §3 attribute codes).
type PositiveAttribute = 6 | 7 | 8 | 9 | 10;
type NegativeAttribute = 1 | 2 | 3 | 4 | 5;
const POSITIVE_SENTENCES: Record<PositiveAttribute, string[]> = {
  6: [],
  7: [
    'The price matched the quote exactly.',
    'Fair price for excellent work.',
    'Great value compared to the other quotes we got.',
  ],
  8: [
    'Courteous, professional and they cleaned up after themselves.',
    'Everyone we dealt with was polite and knew their stuff.',
  ],
  9: [
    'They answered my message within an hour and booked us the same week.',
    'Quick to reply and easy to schedule.',
  ],
  10: [
    '{tech} arrived right on time and explained everything before starting.',
    'On time, every single visit.',
  ],
};
const NEGATIVE_SENTENCES: Record<NegativeAttribute, string[]> = {
  1: [
    'The work had to be redone a week later.',
    'The finish was sloppy and we had to point out several misses.',
  ],
  2: ['The final bill was much higher than the quote.', 'Far more expensive than we were led to expect.'],
  3: ['The crew was rude and left a mess behind.', 'Nobody explained what they were doing or why.'],
  4: ['I had to call three times to get a callback.', 'Messages went unanswered for days.'],
  5: ['They missed the first appointment and never called.', 'Showed up three hours late without a word.'],
};
const POSITIVE_HEADLINES = [
  'Absolutely fantastic',
  'Would hire again in a heartbeat',
  'Above and beyond',
  'Five stars, no question',
  'Punctual and thorough',
  'Highly recommend',
  'Best in town',
  'So glad we found them',
];
const GOOD_HEADLINES = [
  'Great work, small hiccup',
  'Very good overall',
  'Solid, reliable service',
  'Happy with the result',
];
const MIXED_HEADLINES = ['It was okay', 'Mixed experience', 'Fine, not great'];
const NEGATIVE_HEADLINES = [
  'Disappointed',
  'Would not use again',
  'Communication needs work',
  'Not what we were promised',
];
const MIXED_SENTENCES = [
  'The work itself was fine, but they arrived two hours late.',
  'Decent job; we had to call them back to fix a small thing.',
  'Friendly crew, but it took longer than promised.',
];
const GOOD_CAVEATS = [
  'Scheduling took a couple of days, but the work itself was excellent.',
  'A little pricier than others we called, but worth it.',
];

interface ReviewText {
  headline: string | null;
  review: string | null;
  attributes: number[];
}

function reviewText(random: Random, rating: number, trade: Trade, empty: boolean): ReviewText {
  if (empty) return { headline: null, review: null, attributes: [] };
  const tech = random.pick(TECHS);
  const fill = (sentence: string) => sentence.replace('{tech}', tech);
  if (rating > 3) {
    const attributes = random
      .sample<PositiveAttribute>([6, 7, 8, 9, 10], random.int(1, 4))
      .sort((a, b) => a - b);
    const sentences = attributes.map((code) =>
      code === 6 ? random.pick(trade.praise) : fill(random.pick(POSITIVE_SENTENCES[code])),
    );
    if (rating === 4) sentences.push(random.pick(GOOD_CAVEATS));
    else if (random.chance(0.5))
      sentences.push(
        random.pick(["We've already booked them again.", 'Cannot recommend them enough.', 'Thank you!']),
      );
    const headline = random.chance(0.85)
      ? random.pick(rating === 5 ? POSITIVE_HEADLINES : GOOD_HEADLINES)
      : null;
    return { headline, review: sentences.join(' '), attributes };
  }
  if (rating === 3) {
    return { headline: random.pick(MIXED_HEADLINES), review: random.pick(MIXED_SENTENCES), attributes: [] };
  }
  const attributes = random
    .sample<NegativeAttribute>([1, 2, 3, 4, 5], random.int(1, 3))
    .sort((a, b) => a - b);
  const sentences = attributes.map((code) => random.pick(NEGATIVE_SENTENCES[code]));
  return { headline: random.pick(NEGATIVE_HEADLINES), review: sentences.join(' '), attributes };
}

function replyTo(random: Random, rating: number, firstName: string): string {
  if (rating >= 4) {
    return random.pick([
      `Thank you, ${firstName}! It was a pleasure working with you.`,
      `Thanks so much for the kind words, ${firstName}. See you next time!`,
      `We appreciate you, ${firstName}. Thanks for trusting us with your home.`,
    ]);
  }
  return random.pick([
    `We're sorry to hear this, ${firstName}. We've reached out to make it right.`,
    `${firstName}, thank you for the honest feedback. Our manager will call you this week.`,
  ]);
}

function ratingFor(random: Random, favourite: boolean): number {
  const roll = random.next();
  if (favourite) return roll < 0.7 ? 5 : roll < 0.95 ? 4 : 3;
  return roll < 0.52 ? 5 : roll < 0.78 ? 4 : roll < 0.87 ? 3 : roll < 0.93 ? 2 : 1;
}

// ---------------------------------------------------------------------------------------------
// Images

interface MediaPlan {
  logoKey: string;
  bannerKey: string;
  logoBackground: string;
  bannerBackground: string;
  /** What the banner is drawn from: the provider's own vanity name, or a banner its trade shares. */
  bannerDrawing: string;
  photos: { friendlyImageName: string; storageKey: string; renderKey: string }[];
}

/** Renders each distinct photo once: providers of a trade share a few variants of each scene. */
class PhotoRenderer {
  private readonly cache = new Map<string, Promise<RenderedPhoto>>();
  render(shot: Shot, variant: number): { key: string; result: Promise<RenderedPhoto> } {
    const key = `${shot.scene}|${JSON.stringify(shot.options ?? {})}|${variant}`;
    let result = this.cache.get(key);
    if (!result) {
      const seed = hashSeed(key);
      result = renderPhotoWithThumbnails(
        drawPhoto(shot.scene, { ...shot.options, seed, palette: themePalette('home', variant) }),
      );
      this.cache.set(key, result);
    }
    return { key, result };
  }
}

/** Runs tasks with at most `limit` at a time (sharp works on the libuv pool; 2 cores here). */
async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  // One iterator shared by the workers: each takes the next task not yet started.
  const queue = tasks.values();
  const worker = async () => {
    for (const task of queue) await task();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// The plan: everything decided up front from the seeded PRNG, before any row is written.

interface PlannedProvider {
  spec: ProviderSpec;
  trade: Trade;
  vanityName: string;
  place: ZipLocation;
  fields: SeedProviderInput;
  services: CatalogueEntry[];
  featured: Set<string>;
  media?: MediaPlan;
  contact: { type: 'all' | 'paa' | 'cu'; method: 'email' | 'sms'; value: string }[];
}

function flagsOf(spec: ProviderSpec): Set<string> {
  return new Set((spec.flags ?? '').split(/\s+/).filter(Boolean));
}

function zipsOf(city: City): ZipLocation[] {
  const inCity = new Map(zipCodesOfCity(city.city, city.stateCode).map((zip) => [zip.zipCode, zip]));
  const chosen = city.zips.map((zip) => inCity.get(zip)).filter((zip) => zip !== undefined);
  if (chosen.length > 0) return chosen;
  // The ZIP data changed under us: any ZIP of the city will do.
  const any = [...inCity.values()];
  if (any.length === 0) throw new Error(`No ZIP codes found for ${city.city}, ${city.stateCode}`);
  return any;
}

function servicesOf(trade: Trade, entries: CatalogueEntry[]): CatalogueEntry[] {
  const wanted = entries.filter((entry) =>
    trade.sources.some((source) => {
      const [cu, su] = source.split('/');
      return entry.cu === cu && (su === undefined || entry.su === su);
    }),
  );
  return wanted.filter((entry) => !/horse|farrier|euthanasia/i.test(entry.n));
}

/** What planning one provider needs to know of the others: names, zips and trade counts so far. */
interface PlanContext {
  entries: CatalogueEntry[];
  vanityNames: Set<string>;
  zipsByCity: Map<CityKey, ZipLocation[]>;
  tradeCounts: Map<TradeKey, number>;
}

/** Banners each trade's neighbourhood pros share (rendered once each, saved under every profile). */
const SHARED_BANNERS_PER_TRADE = 3;

function planProvider(
  context: PlanContext,
  random: Random,
  spec: ProviderSpec,
  index: number,
): PlannedProvider {
  const { entries, vanityNames, zipsByCity, tradeCounts } = context;
  const flags = flagsOf(spec);
  const trade = TRADES[spec.trade];
  const city = CITIES[spec.city];
  const zips = zipsByCity.get(spec.city) ?? zipsOf(city);
  zipsByCity.set(spec.city, zips);
  const place =
    zips.find((zip) => zip.zipCode === spec.zipCode) ??
    itemAt(zips, index % zips.length, `zip code of ${spec.city}`);
  let vanityName = slugify(spec.name);
  for (let n = 2; vanityNames.has(vanityName); n++) vanityName = `${slugify(spec.name)}-${n}`;
  vanityNames.add(vanityName);
  const stem = vanityName.replace(/-(co|inc|llc)$/, '').replace(/-/g, '');
  const domain = `${stem}.example`;
  // The neighbourhood pros ring on 555-2xxx, clear of the named providers' 555-0xxx numbers.
  const phone = spec.generated
    ? `${city.areaCode}555${2000 + index}`
    : `${city.areaCode}5550${String(100 + index).slice(-3)}`;
  const unclaimed = flags.has('unclaimed');
  const published = !flags.has('unpublished');
  const pro = flags.has('pro2') ? 2 : flags.has('pro') ? 1 : 0;
  const since = random.int(1988, 2021);
  const tradeIndex = tradeCounts.get(spec.trade) ?? 0;
  tradeCounts.set(spec.trade, tradeIndex + 1);

  // Services: the ones the spec names, then popular ones of the trade (likelier); Pro profiles list more.
  const required = (spec.services ?? []).map((u) => catalogueEntry(entries, u));
  const pool = servicesOf(trade, entries).filter((entry) => !required.includes(entry));
  const howMany = Math.min(pool.length, pro ? random.int(6, 10) : random.int(3, 7));
  const services = [
    ...required,
    ...pool
      .map((entry) => ({ entry, score: entry.p + random.float(0, 3.5) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, Math.max(0, howMany - required.length))
      .map(({ entry }) => entry),
  ].sort((a, b) => a.cu.localeCompare(b.cu) || (a.su ?? '').localeCompare(b.su ?? '') || b.p - a.p);
  const featured = new Set<string>();
  if (pro || random.chance(0.35)) {
    for (const entry of [...services].sort((a, b) => b.p - a.p).slice(0, pro ? 2 : 1)) featured.add(entry.u);
  }

  const email = unclaimed && flags.has('no-email') ? null : `hello@${domain}`;
  const website = spec.customDomain
    ? `https://${spec.customDomain}`
    : !unclaimed && random.chance(0.65)
      ? `https://www.${domain}`
      : null;
  const about = aboutText(
    random,
    spec,
    trade,
    since,
    services.map((s) => s.n),
    phone,
  );
  const useHtml = flags.has('html');
  const hasStreet = random.chance(0.8);
  const social = !unclaimed && random.chance(0.55);
  const createdDaysAgo = random.int(60, 900);
  const createdAt = new Date(Date.now() - createdDaysAgo * 86_400_000);

  const fields: SeedProviderInput = {
    name: spec.name,
    vanityName,
    customDomain: spec.customDomain ?? null,
    published,
    publishedAt: published ? new Date(createdAt.getTime() + random.int(1, 20) * 86_400_000) : null,
    verified: !unclaimed && (pro > 0 || random.chance(0.6)),
    unclaimed,
    pro,
    // The demo's Pro companies have their plan from the platform; the flagship has every tool too.
    complimentaryItems: spec.name === PRO_PROVIDER ? COMPLIMENTARY_SHOWCASE : pro ? ['pro'] : [],
    spotlight: flags.has('spotlight'),
    chatEnabled: flags.has('chat'),
    disableRequestForms: flags.has('no-forms'),
    aboutMetadata: briefDescription(random, trade, city.city, since),
    aboutDesc: unclaimed && random.chance(0.5) ? null : useHtml ? about.html : about.text,
    aboutHtml: useHtml,
    phoneNumber: phone,
    email,
    website,
    hours:
      unclaimed && random.chance(0.5) ? null : { ...hoursFor(random, trade), enabled: random.chance(0.92) },
    address: hasStreet ? `${random.int(100, 9899)} ${random.pick(STREETS)}` : null,
    address2:
      hasStreet && random.chance(0.3)
        ? `Suite ${random.int(1, 4)}${random.int(0, 2)}${random.int(0, 9)}`
        : null,
    city: place.city,
    stateCode: place.stateCode,
    zipCode: place.zipCode,
    latitude: place.latitude,
    longitude: place.longitude,
    placeId: flags.has('place') ? `demo-place-${vanityName}` : null,
    googleReviewsEnabled: flags.has('place'),
    profilePicFit: random.chance(0.75) ? 'contain' : 'cover',
    bannerImagePosition: random.pick(['center', 'center', 'top', 'bottom'] as const),
    bannerImageShowCompanyOverlay: random.chance(0.92),
    facebook: social ? `https://www.facebook.com/${stem}` : null,
    instagram: social && random.chance(0.7) ? `https://www.instagram.com/${stem}` : null,
    x: social && random.chance(0.3) ? `https://x.com/${stem.slice(0, 15)}` : null,
    linkedin: social && random.chance(0.3) ? `https://www.linkedin.com/company/${vanityName}` : null,
    pinterest:
      social && (spec.trade === 'painting' || spec.trade === 'remodeling')
        ? `https://www.pinterest.com/${stem}`
        : null,
    whatsapp: social && random.chance(0.15) ? `https://wa.me/1${phone}` : null,
    createdAt,
    updatedAt: createdAt,
  };

  const contact: PlannedProvider['contact'] = [];
  if (!unclaimed && email && random.chance(0.55)) {
    contact.push({ type: 'all', method: 'email', value: email });
    if (random.chance(0.5)) contact.push({ type: 'paa', method: 'sms', value: phone });
  }

  let media: MediaPlan | undefined;
  if (!unclaimed) {
    const base = `providers/${vanityName}`;
    // Neighbourhood pros show fewer photos: hundreds of profiles are enough files to write.
    const photoCount = flags.has('no-photos')
      ? 0
      : spec.generated
        ? pro
          ? 4
          : random.int(2, 4)
        : pro
          ? 6
          : random.int(4, 6);
    const shots = random.shuffle(trade.shots).slice(0, photoCount);
    const used = new Map<string, number>();
    const renders = new Set<string>();
    media = {
      logoKey: `${base}/logo.webp`,
      bannerKey: `${base}/banner.webp`,
      logoBackground: '',
      bannerBackground: themePalette(trade.theme, tradeIndex).dark.replace('#', ''),
      bannerDrawing: spec.generated
        ? `${spec.trade}-banner-${tradeIndex % SHARED_BANNERS_PER_TRADE}`
        : vanityName,
      photos: shots.map((shot, i) => {
        const n = (used.get(shot.caption) ?? 0) + 1;
        used.set(shot.caption, n);
        const friendlyImageName = `${shot.caption}-${n}`;
        // Two shots of the same scene on one profile must not be the same picture.
        let variant = (tradeIndex + i) % 3;
        while (renders.has(`${shot.scene}|${JSON.stringify(shot.options ?? {})}|${variant}`)) variant++;
        renders.add(`${shot.scene}|${JSON.stringify(shot.options ?? {})}|${variant}`);
        return {
          friendlyImageName,
          storageKey: `${base}/photos/${friendlyImageName}.webp`,
          renderKey: `${trade.shots.indexOf(shot)}:${variant}`,
        };
      }),
    };
  }

  return { spec, trade, vanityName, place, fields, services, featured, media, contact };
}

function catalogueEntry(entries: CatalogueEntry[], u: string): CatalogueEntry {
  const entry = entries.find((candidate) => candidate.u === u);
  if (!entry) throw new Error(`The catalogue has no service ${u} for the demo providers`);
  return entry;
}

function planProviders(random: Random, entries: CatalogueEntry[]): PlannedProvider[] {
  const context: PlanContext = {
    entries,
    vanityNames: new Set(),
    zipsByCity: new Map(),
    tradeCounts: new Map(),
  };
  const named = PROVIDERS.map((spec, index) => planProvider(context, random, spec, index));
  return [...named, ...planNeighbourhoodPros(context, named)];
}

/** Whether a planned provider is found by the landing-page link's search (the same service or category). */
function offersQuickLink(planned: PlannedProvider, supply: QuickLinkSupply): boolean {
  return planned.services.some((entry) =>
    supply.service ? entry.u === supply.service : entry.cu === supply.category,
  );
}

/**
 * The neighbourhood pros: generated local businesses, as many as each metro needs for every landing-page link
 * to find PROS_PER_QUICK_LINK published pros near its zip (SECOND_PAGE more for one search). Planned with their
 * own PRNG after the named providers, so the named providers' data stays what it was before them; the tiles
 * that are in neither menu come last, with a PRNG of their own, for the same reason.
 */
function planNeighbourhoodPros(context: PlanContext, named: PlannedProvider[]): PlannedProvider[] {
  const planned: PlannedProvider[] = [];
  const plan = (random: Random, spec: ProviderSpec) => {
    const provider = planProvider(context, random, spec, PROVIDERS.length + planned.length);
    planned.push(provider);
    return provider;
  };
  const fill = (random: Random, supplies: readonly QuickLinkSupply[]) => {
    const nameBusiness = createBusinessNamer(random, [
      ...[...PROVIDERS, ...FRIENDS_FAVOURITES].map((spec) => spec.name),
      ...planned.map((provider) => provider.spec.name),
    ]);
    for (const city of Object.keys(CITIES) as CityKey[]) {
      const local = [...named, ...planned].filter(
        (provider) => provider.spec.city === city && provider.fields.published,
      );
      for (const supply of supplies) {
        const wanted =
          city === SECOND_PAGE.city && supply.link === SECOND_PAGE.link
            ? SECOND_PAGE.pros
            : PROS_PER_QUICK_LINK;
        while (local.filter((provider) => offersQuickLink(provider, supply)).length < wanted) {
          local.push(plan(random, neighbourhoodSpec(random, city, supply, nameBusiness)));
        }
      }
    }
  };
  const menus = createRandom(NEIGHBOURHOOD_SEED);
  for (const spec of FRIENDS_FAVOURITES) plan(menus, { ...spec, generated: true });
  fill(menus, QUICK_LINK_SUPPLY);
  fill(createRandom(TILE_ONLY_SEED), TILE_ONLY_SUPPLY);
  return planned;
}

/** A generated local business for the landing-page link: its name, zip, services and kind (claimed, Pro …). */
function neighbourhoodSpec(
  random: Random,
  city: CityKey,
  supply: QuickLinkSupply,
  nameBusiness: (city: CityKey, trade: TradeKey) => string,
): ProviderSpec {
  const services = new Set(supply.service ? [supply.service] : []);
  for (const { service, chance } of COMPANION_SERVICES[supply.trade] ?? []) {
    if (random.chance(chance)) services.add(service);
  }
  // About one in seven unclaimed (half of those without an e-mail), one in six on a Pro plan.
  const roll = random.next();
  const flags =
    roll < 0.07
      ? 'unclaimed'
      : roll < 0.14
        ? 'unclaimed no-email'
        : roll < 0.24
          ? 'pro'
          : roll < 0.31
            ? 'pro2 html'
            : '';
  return {
    name: nameBusiness(city, supply.trade),
    trade: supply.trade,
    city,
    flags,
    zipCode: random.pick(CITIES[city].zips),
    services: [...services],
    generated: true,
  };
}

// ---------------------------------------------------------------------------------------------

const DEMO_LOCK = 7_411_001;

async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.email, DEMO_ADMIN));
  return (row?.value ?? 0) > 0;
}

async function catalogueEntries(db: Db): Promise<CatalogueEntry[]> {
  const read = () => db.select().from(serviceCatalogue);
  let rows = await read();
  if (rows.length === 0) {
    await upsertCatalogue(db);
    rows = await read();
  }
  return rows.map((row) => ({ ...row, su: row.su ?? undefined, s: row.s ?? undefined }));
}

/** Seeds the demo data once; a second call returns { created: false } straight away. */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = performance.now();
  const { db, saveMedia } = options;
  const log = options.log ?? (() => {});
  const result: SeedDemoResult = {
    created: false,
    users: 0,
    providers: 0,
    offers: 0,
    photos: 0,
    reviews: 0,
    mediaFiles: 0,
    milliseconds: 0,
  };
  if (await isSeeded(db)) {
    result.milliseconds = Math.round(performance.now() - started);
    return result;
  }
  log('Seeding demo data…');
  const random = createRandom(20_261_121);
  const entries = await catalogueEntries(db);
  const plan = planProviders(random, entries);

  // Images first (outside the transaction, which then stays short): logos, banners, photos.
  const photos = new PhotoRenderer();
  // Shared banners and any logos that come out the same are rendered once and saved under each profile.
  const rendered = new Map<string, Promise<Buffer>>();
  const renderOnce = (key: string, svg: () => string) => {
    let data = rendered.get(key);
    if (!data) {
      data = renderSvg(svg()).then((image) => image.data);
      rendered.set(key, data);
    }
    return data;
  };
  const saved = async (key: string, data: Buffer) => {
    await saveMedia(key, data);
    result.mediaFiles++;
  };
  const tasks: (() => Promise<void>)[] = [];
  for (const planned of plan) {
    const media = planned.media;
    if (!media) continue;
    const logo = drawLogo(planned.spec.name);
    media.logoBackground = logo.backgroundColor;
    tasks.push(async () => saved(media.logoKey, await renderOnce(logo.svg, () => logo.svg)));
    tasks.push(async () => {
      const banner = await renderOnce(`banner:${media.bannerDrawing}`, () =>
        drawBanner(planned.trade.theme, { seed: hashSeed(media.bannerDrawing) }),
      );
      await saved(media.bannerKey, banner);
    });
    for (const photo of media.photos) {
      const [shotIndex, variant] = photo.renderKey.split(':').map(Number) as [number, number];
      tasks.push(async () => {
        const shot = itemAt(planned.trade.shots, shotIndex, `${planned.spec.trade} shot`);
        const rendered = await photos.render(shot, variant).result;
        await saved(photo.storageKey, rendered.data);
        for (const size of THUMBNAIL_SIZES)
          await saved(
            thumbnailKey(photo.storageKey, size),
            entryOf(rendered.thumbnails, size, 'photo thumbnail'),
          );
      });
    }
  }
  // Most tasks only write files of images rendered once (the renders queue on sharp's thread pool).
  await runLimited(tasks, 16);
  log(`Demo images ready (${result.mediaFiles} files) in ${Math.round(performance.now() - started)} ms`);

  const passwordHash = await hash(DEMO_PASSWORD);
  const created = await db.transaction(async (tx) => {
    // Two processes starting at once: the second waits here, then sees the data and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (await isSeeded(tx)) return false;

    const accounts = new Map<string, UserRow>();
    for (const { email } of DEMO_ACCOUNTS) {
      // Demo addresses count as verified, so customer@ reaches Casey Morgan's Client Hub at Bright Nest.
      accounts.set(
        email,
        await seedUser(tx, { email, ...DEMO_PEOPLE[email], passwordHash, emailVerified: true }),
      );
    }
    const account = (email: string) => entryOf(accounts, email, 'demo account');
    const customer = account('customer@porchlight.test');
    const reviewers: UserRow[] = [];
    for (const [firstName, lastName] of REVIEWER_NAMES) {
      const email = `${slugify(firstName)}.${slugify(lastName)}@example.com`;
      reviewers.push(await seedUser(tx, { email, firstName, lastName, passwordHash }));
    }
    result.users = DEMO_ACCOUNTS.length + reviewers.length;

    // The customer's circle: six friends, one request waiting for an answer, one sent.
    const friends = reviewers.slice(0, 6);
    for (const friend of friends) await befriend(tx, customer.id, friend.id);
    const reviewerAt = (index: number) => itemAt(reviewers, index, 'demo reviewer');
    await befriend(tx, reviewerAt(0).id, reviewerAt(1).id);
    await befriend(tx, reviewerAt(2).id, reviewerAt(3).id);
    await tx.insert(friendRequests).values([
      { fromUserId: reviewerAt(6).id, toUserId: customer.id },
      { fromUserId: customer.id, toUserId: reviewerAt(7).id },
    ]);

    const providerRows = new Map<string, ProviderRow>();
    const ownerNames = createRandom(7);
    const ownerOf = (planned: PlannedProvider) => {
      const firstName = ownerNames.pick(OWNER_FIRST_NAMES);
      const lastName = ownerNames.pick(OWNER_LAST_NAMES);
      const domain = planned.fields.email?.split('@')[1] ?? `${planned.vanityName}.example`;
      return { email: `${slugify(firstName)}@${domain}`, firstName, lastName, passwordHash };
    };
    const imageFields = (media: MediaPlan | undefined) => ({
      profilePic: media?.logoKey ?? null,
      profilePicBackgroundColor: media?.logoBackground ?? null,
      bannerImage: media?.bannerKey ?? null,
      bannerImageBackgroundColor: media?.bannerBackground ?? null,
    });
    const photoInputs = (planned: PlannedProvider, providerId: string, offerIds: string[]) =>
      (planned.media?.photos ?? []).map((photo, i) => ({
        providerId,
        friendlyImageName: photo.friendlyImageName,
        storageKey: photo.storageKey,
        contentType: 'image/webp',
        width: 1200,
        height: 900,
        orderNumber: 1000 + i,
        // The first photos illustrate the services, one each.
        offerId: offerIds[i],
      }));
    const named = plan.filter((planned) => !planned.spec.generated);
    const generated = plan.filter((planned) => planned.spec.generated);
    for (const planned of named) {
      let owner: string | undefined;
      if (!planned.fields.unclaimed) {
        if (planned.spec.name === PRO_PROVIDER) owner = account('pro@porchlight.test').id;
        else if (planned.spec.name === OWNER_PROVIDER) owner = account('owner@porchlight.test').id;
        else if (planned.spec.name === APPROVAL_PROVIDER) {
          // Drawn and unused, so the other owners keep their names.
          ownerOf(planned);
          owner = account('lawn@porchlight.test').id;
        } else {
          owner = (await seedUser(tx, ownerOf(planned))).id;
          result.users++;
        }
      }
      const media = planned.media;
      const provider = await seedProvider(tx, { ...planned.fields, owner, ...imageFields(media) });
      providerRows.set(planned.spec.name, provider);
      result.providers++;

      const offerRows = [];
      for (const [i, entry] of planned.services.entries()) {
        offerRows.push(
          await seedOffer(tx, provider.id, entry, {
            featured: planned.featured.has(entry.u),
            orderNumber: 1000 + i,
            companyName: provider.name,
          }),
        );
      }
      result.offers += offerRows.length;

      for (const [i, photo] of (media?.photos ?? []).entries()) {
        const row = await seedPhoto(tx, {
          providerId: provider.id,
          friendlyImageName: photo.friendlyImageName,
          storageKey: photo.storageKey,
          contentType: 'image/webp',
          width: 1200,
          height: 900,
          orderNumber: 1000 + i,
        });
        const offer = offerRows[i % Math.max(1, offerRows.length)];
        if (offer && i < offerRows.length)
          await tx.insert(offerPhotos).values({ offerId: offer.id, photoId: row.id });
        result.photos++;
      }
      if (planned.contact.length > 0) {
        await tx
          .insert(contactPreferences)
          .values(planned.contact.map((pref) => ({ ...pref, providerId: provider.id })));
      }
    }

    // The neighbourhood pros, hundreds of them: written a table at a time (see bulk-factories.ts).
    const claimed = generated.filter((planned) => !planned.fields.unclaimed);
    const ownerInputs = claimed.map((planned) => ({ name: planned.spec.name, owner: ownerOf(planned) }));
    const owners = await insertUsers(
      tx,
      ownerInputs.map(({ owner }) => owner),
    );
    result.users += owners.length;
    const userIds = new Map(owners.map((user) => [user.email, user.id]));
    const ownerIds = new Map(ownerInputs.map(({ name, owner }) => [name, userIds.get(owner.email)]));
    const written = await insertProvidersWithOffers(
      tx,
      generated.map((planned) => ({
        fields: {
          ...planned.fields,
          name: planned.spec.name,
          vanityName: planned.vanityName,
          owner: ownerIds.get(planned.spec.name),
          ...imageFields(planned.media),
        },
        offers: planned.services.map((entry) => ({ entry, featured: planned.featured.has(entry.u) })),
      })),
    );
    const photoRows = [];
    const contactRows = [];
    for (const [i, { provider, offers: offerRows }] of written.entries()) {
      const planned = itemAt(generated, i, 'neighbourhood pro');
      providerRows.set(planned.spec.name, provider);
      result.providers++;
      result.offers += offerRows.length;
      photoRows.push(
        ...photoInputs(
          planned,
          provider.id,
          offerRows.map((offer) => offer.id),
        ),
      );
      contactRows.push(...planned.contact.map((pref) => ({ ...pref, providerId: provider.id })));
    }
    result.photos += (await insertPhotos(tx, photoRows)).length;
    if (contactRows.length > 0) await tx.insert(contactPreferences).values(contactRows);

    // The owner's second company, half set up: the completion wizard and Publish to try (issue 11).
    const halfComplete = await seedHalfCompleteProfile(tx, account('owner@porchlight.test').id, entries);
    result.providers++;
    result.offers += halfComplete.offers;

    // Reviews: first the customer's and their friends' (so "friends' reviews" has content), then
    // a random share of the reviewer pool for every provider.
    const reviewed = new Map<string, Set<string>>();
    const addReview = async (
      providerName: string,
      user: UserRow,
      rating: number,
      extra: {
        visibility?: 'p' | 'f';
        relationship?: 'c' | 'e' | 'f' | 's';
        empty?: boolean;
        daysAgo?: number;
      } = {},
      // The neighbourhood pros' reviews draw from their own PRNG, leaving the named providers' as they were,
      // and are written together at the end.
      neighbourhood?: { draws: Random; pending: SeedReviewInput[] },
    ) => {
      const draws = neighbourhood?.draws ?? random;
      const planned = plan.find((p) => p.spec.name === providerName);
      if (!planned) throw new Error(`No demo provider is planned with the name ${providerName}`);
      const provider = entryOf(providerRows, providerName, 'seeded demo provider');
      const seen = reviewed.get(provider.id) ?? new Set<string>();
      if (seen.has(user.id)) return;
      seen.add(user.id);
      reviewed.set(provider.id, seen);
      const empty = extra.empty ?? false;
      const relationship = empty
        ? 'c'
        : (extra.relationship ?? (draws.chance(0.85) ? 'c' : draws.pick(['s', 'f', 'e'] as const)));
      const text = reviewText(random, rating, planned.trade, empty);
      const createdAt = new Date(
        Date.now() - (extra.daysAgo ?? draws.int(3, 700)) * 86_400_000 - draws.int(0, 86_399) * 1000,
      );
      const reply = !provider.unclaimed && (rating < 3 ? draws.chance(0.8) : draws.chance(0.25));
      const review: SeedReviewInput = {
        providerId: provider.id,
        userId: user.id,
        rating,
        ...text,
        relationship,
        visibility: extra.visibility ?? (draws.chance(0.12) ? 'f' : 'p'),
        // A verified customer may leave just the stars (spec 3 "empty" reviews).
        verifiedCustomer: empty || (relationship === 'c' && draws.chance(0.35)),
        providerReply: reply ? replyTo(random, rating, user.firstName) : null,
        providerReplyDate: reply ? new Date(createdAt.getTime() + draws.int(1, 5) * 86_400_000) : null,
        createdAt,
      };
      if (neighbourhood) neighbourhood.pending.push(review);
      else await seedReview(tx, review);
      result.reviews++;
    };

    await addReview(PRO_PROVIDER, customer, 5, { visibility: 'p', relationship: 'c', daysAgo: 12 });
    await addReview('Hill Country Lawn & Landscape', customer, 4, {
      visibility: 'p',
      relationship: 'c',
      daysAgo: 40,
    });
    await addReview('Barton Creek Electric', customer, 5, {
      visibility: 'f',
      relationship: 'c',
      daysAgo: 75,
    });
    await addReview('Lone Star Plumbing Pros', customer, 2, {
      visibility: 'p',
      relationship: 'c',
      daysAgo: 120,
    });
    await addReview('Emerald City Maids', customer, 5, { visibility: 'p', relationship: 's', daysAgo: 200 });
    const friendReviews: [string, number, 'p' | 'f'][] = [
      [PRO_PROVIDER, 5, 'p'],
      [PRO_PROVIDER, 4, 'f'],
      [PRO_PROVIDER, 5, 'f'],
      ['Hill Country Lawn & Landscape', 5, 'p'],
      ['Hill Country Lawn & Landscape', 5, 'f'],
      ['Lone Star Plumbing Pros', 4, 'p'],
      ['Barton Creek Electric', 5, 'f'],
      ['South Congress Painters', 5, 'p'],
      ['South Congress Painters', 3, 'p'],
      ['Capital City Roofing', 4, 'f'],
      [OWNER_PROVIDER, 5, 'p'],
      ['Bluebonnet Pest Control', 2, 'p'],
    ];
    for (const [i, [providerName, rating, visibility]] of friendReviews.entries()) {
      const friend = itemAt(friends, i % friends.length, 'friend of the demo customer');
      await addReview(providerName, friend, rating, { visibility, relationship: 'c' });
    }

    for (const planned of plan.filter((provider) => !provider.spec.generated)) {
      const flags = flagsOf(planned.spec);
      const favourite = flags.has('spotlight');
      const wanted = flags.has('unpublished')
        ? random.int(0, 2)
        : favourite
          ? random.int(9, 15)
          : flags.has('unclaimed')
            ? random.int(1, 6)
            : random.int(0, 12);
      const provider = entryOf(providerRows, planned.spec.name, 'seeded demo provider');
      const already = reviewed.get(provider.id)?.size ?? 0;
      const others = random.sample(reviewers.slice(8), Math.max(0, wanted - already));
      for (const reviewer of others) {
        const rating = ratingFor(random, favourite);
        await addReview(planned.spec.name, reviewer, rating, { empty: rating >= 4 && random.chance(0.1) });
      }
    }
    await reviewNeighbourhoodPros();
    return true;

    /**
     * The neighbourhood pros are reviewed by people of their own metro (…@example.net, so the busy
     * provider's extra reviewers stay who they were), and the customer's friends recommend the favourites.
     */
    async function reviewNeighbourhoodPros() {
      const draws = createRandom(LOCAL_REVIEWS_SEED);
      const neighbourhood = { draws, pending: [] as SeedReviewInput[] };
      const takenNames = new Set(REVIEWER_NAMES.map(([firstName, lastName]) => `${firstName} ${lastName}`));
      const locals = new Map<CityKey, UserRow[]>();
      for (const city of Object.keys(CITIES) as CityKey[]) {
        const names = localReviewerNames(draws, LOCAL_REVIEWERS_PER_CITY, takenNames);
        const people = await insertUsers(
          tx,
          names.map(([firstName, lastName]) => ({
            email: `${slugify(firstName)}.${slugify(lastName)}@example.net`,
            firstName,
            lastName,
            passwordHash,
          })),
        );
        // Sorted as named: the PRNG samples from this list.
        const byEmail = new Map(people.map((person) => [person.email, person]));
        locals.set(
          city,
          names.map(([firstName, lastName]) =>
            entryOf(byEmail, `${slugify(firstName)}.${slugify(lastName)}@example.net`, 'local reviewer'),
          ),
        );
        result.users += people.length;
      }

      const friendAt = (index: number) => itemAt(friends, index, 'friend of the demo customer');
      const [mueller, armadillo] = FRIENDS_FAVOURITES.map((spec) => spec.name);
      if (!mueller || !armadillo) throw new Error('The demo needs two friends’ favourites');
      // Who of the customer's friends recommends which favourite: public and friends-only reviews.
      const recommendations = [
        [mueller, 1, 5, 'p', 30],
        [mueller, 3, 5, 'f', 64],
        [armadillo, 0, 5, 'p', 21],
        [armadillo, 5, 4, 'f', 90],
      ] as const;
      for (const [provider, friend, rating, visibility, daysAgo] of recommendations) {
        await addReview(
          provider,
          friendAt(friend),
          rating,
          { visibility, relationship: 'c', daysAgo },
          neighbourhood,
        );
      }

      const favourites = new Set<string>(FRIENDS_FAVOURITES.map((spec) => spec.name));
      for (const planned of plan.filter((provider) => provider.spec.generated)) {
        const unclaimed = flagsOf(planned.spec).has('unclaimed');
        // The favourites are small and new; the rest range from brand new to well established.
        const wanted = favourites.has(planned.spec.name)
          ? draws.int(1, 2)
          : unclaimed
            ? draws.int(1, 5)
            : draws.int(0, 14);
        const people = entryOf(locals, planned.spec.city, 'local reviewers of the metro');
        for (const reviewer of draws.sample(people, wanted)) {
          const rating = ratingFor(draws, false);
          const empty = rating >= 4 && draws.chance(0.1);
          await addReview(planned.spec.name, reviewer, rating, { empty }, neighbourhood);
        }
      }
      await insertReviews(tx, neighbourhood.pending);
    }
  });

  result.created = created;
  // Stored Google reviews for the demo place ids, and a busy provider with empty verified-customer reviews.
  await seedDemoGooglePlaces(db);
  if (created) result.reviews += await seedDemoReviewExtras(db);
  // The Pro provider's clients, estimates, invoices and jobs (issue 13), and its team's week (issue 33).
  if (created) {
    await seedDemoServiceManager(db);
    await seedDemoSchedule(db);
    await seedDemoInsights(db);
  }
  // It books online (issue 34); idempotent, for older demo data too.
  await seedDemoBooking(db);
  // A second company books online in approval mode, one booking a day (issue 34 slice 9).
  await seedDemoApprovalBooking(db);
  // Its clients pay online through the built-in test processor (issue 14); idempotent, for older demo data too.
  await seedDemoPayments(db);
  // Its clients' consent to texts and their coming reminders, planned on the server's first start (issue 35).
  await seedDemoMessages(db);
  result.milliseconds = Math.round(performance.now() - started);
  if (created) {
    log(
      `Demo data: ${result.users} users, ${result.providers} providers, ${result.offers} offers, ${result.photos} photos, ${result.reviews} reviews, ${result.mediaFiles} media files in ${result.milliseconds} ms`,
    );
  }
  return result;
}
