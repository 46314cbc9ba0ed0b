import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import { slugify } from '@porchlight/core/text/slug';
import type { CatalogueCategorySource } from './catalogue-source';
import { accounting } from './categories/accounting';
import { animalsAndPets } from './categories/animals-and-pets';
import { applianceRepairAndInstallation } from './categories/appliance-repair-and-installation';
import { automotive } from './categories/automotive';
import { beautyAndPersonalCare } from './categories/beauty-and-personal-care';
import { cabinetsAndCountertops } from './categories/cabinets-and-countertops';
import { carpenters } from './categories/carpenters';
import { cleaning } from './categories/cleaning';
import { computerAndItServices } from './categories/computer-and-it-services';
import { damageRestoration } from './categories/damage-restoration';
import { docksAndBoats } from './categories/docks-and-boats';
import { electricians } from './categories/electricians';
import { fencingAndGates } from './categories/fencing-and-gates';
import { fitnessAndWellness } from './categories/fitness-and-wellness';
import { flooringContractors } from './categories/flooring-contractors';
import { foundationAndWaterproofing } from './categories/foundation-and-waterproofing';
import { handymen } from './categories/handymen';
import { homeInspectionAndTesting } from './categories/home-inspection-and-testing';
import { homeSecurityAndSmartHome } from './categories/home-security-and-smart-home';
import { hvacGasAndVentilation } from './categories/hvac-gas-and-ventilation';
import { insulationAndWeatherization } from './categories/insulation-and-weatherization';
import { interiorDesignAndDecorating } from './categories/interior-design-and-decorating';
import { junkRemovalAndHauling } from './categories/junk-removal-and-hauling';
import { landscapers } from './categories/landscapers';
import { lawnAndGarden } from './categories/lawn-and-garden';
import { legalServices } from './categories/legal-services';
import { locksmiths } from './categories/locksmiths';
import { medicalSpa } from './categories/medical-spa';
import { movers } from './categories/movers';
import { music } from './categories/music';
import { painters } from './categories/painters';
import { partiesAndEvents } from './categories/parties-and-events';
import { pestAndWildlifeControl } from './categories/pest-and-wildlife-control';
import { photographyAndVideo } from './categories/photography-and-video';
import { plumbers } from './categories/plumbers';
import { poolsAndSpas } from './categories/pools-and-spas';
import { powerSports } from './categories/power-sports';
import { realEstate } from './categories/real-estate';
import { remodelingContractors } from './categories/remodeling-contractors';
import { roadsideAssistance } from './categories/roadside-assistance';
import { roofingAndGutters } from './categories/roofing-and-gutters';
import { septicAndSewer } from './categories/septic-and-sewer';
import { sidingContractors } from './categories/siding-contractors';
import { snowAndIceRemoval } from './categories/snow-and-ice-removal';
import { solarAndEnergy } from './categories/solar-and-energy';
import { stonePaversConcrete } from './categories/stone-pavers-concrete';
import { storage } from './categories/storage';
import { treeCare } from './categories/tree-care';
import { tutoringAndLessons } from './categories/tutoring-and-lessons';
import { windowsAndDoors } from './categories/windows-and-doors';

/** Default popularity of a service that does not set `p`. */
const DEFAULT_POPULARITY = 2;

/** The 50 categories, in the order they are shown when browsing. */
export const catalogueCategories: readonly CatalogueCategorySource[] = [
  cleaning,
  plumbers,
  electricians,
  hvacGasAndVentilation,
  handymen,
  painters,
  landscapers,
  lawnAndGarden,
  treeCare,
  pestAndWildlifeControl,
  roofingAndGutters,
  remodelingContractors,
  poolsAndSpas,
  fencingAndGates,
  stonePaversConcrete,
  flooringContractors,
  windowsAndDoors,
  carpenters,
  cabinetsAndCountertops,
  sidingContractors,
  insulationAndWeatherization,
  foundationAndWaterproofing,
  damageRestoration,
  septicAndSewer,
  solarAndEnergy,
  snowAndIceRemoval,
  applianceRepairAndInstallation,
  locksmiths,
  homeSecurityAndSmartHome,
  homeInspectionAndTesting,
  interiorDesignAndDecorating,
  movers,
  junkRemovalAndHauling,
  storage,
  animalsAndPets,
  automotive,
  roadsideAssistance,
  powerSports,
  docksAndBoats,
  computerAndItServices,
  partiesAndEvents,
  photographyAndVideo,
  music,
  tutoringAndLessons,
  fitnessAndWellness,
  beautyAndPersonalCare,
  medicalSpa,
  accounting,
  legalServices,
  realEstate,
];

/**
 * Expands the compact category sources into catalogue entries: slugs derived from names,
 * `form` inherited service <- subcategory <- category, `p` defaulting to 2, and
 * `pricingForm` true when the service has pricing-form questions.
 */
export function buildCatalogue(
  categories: readonly CatalogueCategorySource[] = catalogueCategories,
): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const category of categories) {
    const cu = slugify(category.name);
    for (const subcategory of category.subcategories) {
      const su = slugify(subcategory.name);
      for (const service of subcategory.services) {
        const form = service.form ?? subcategory.form ?? category.form ?? [];
        entries.push({
          n: service.n,
          u: slugify(service.n),
          cu,
          su,
          c: category.name,
          s: subcategory.name,
          p: service.p ?? DEFAULT_POPULARITY,
          pricingForm: form.length > 0,
          inputForm: form.map((name) => ({ name })),
          keywords: [...(service.keywords ?? [])],
        });
      }
    }
  }
  return entries;
}

export const catalogue: CatalogueEntry[] = buildCatalogue();

/** The catalogue service of that name (tests and seeds name services as people read them). */
export function catalogueServiceNamed(name: string): CatalogueEntry {
  const entry = catalogue.find((candidate) => candidate.n === name);
  if (!entry) throw new Error(`no catalogue service ${name}`);
  return entry;
}
