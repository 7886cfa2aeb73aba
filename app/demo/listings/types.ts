import type {
  EnergyRating,
  FormPropertyType,
  PropertyFeature,
  Province,
} from "#app/domain/listings/catalogues";
import type { DemoAccountKey } from "../accounts";

/** Which generated pictures suit a listing (see photos.server.ts). */
export type PhotoSet = "flat" | "house" | "villa" | "shop" | "office" | "garage" | "land" | "warehouse";

/**
 * How far the owner got in the sale process. Every demo listing is at least published with its
 * marketing paid, because only published listings reach the portal.
 */
export type DemoProgress = "marketing" | "visits" | "arras" | "sold";

type CommonListing = {
  /** Stable identity: seeds the listing's photos and cadastral reference. */
  slug: string;
  title: string;
  /** Paragraphs; stored joined by blank lines, which the detail page keeps. */
  description: readonly string[];
  address: string;
  province: Province;
  /** Whole euros. */
  price: number;
  bedrooms?: number;
  bathrooms?: number;
  /** Built area, or plot area for land, in m². */
  size?: number;
  features: readonly PropertyFeature[];
  energyRating: EnergyRating;
  /** False for the listings that show 'Contacto no disponible'. */
  hasPhone: boolean;
  /** Age of the listing, spread over the last 60 days so 'newest first' means something. */
  daysAgo: number;
  photos: PhotoSet;
};

export type ParticularDemoListing = CommonListing & {
  origin: "particular";
  owner: Exclude<DemoAccountKey, "admin" | "tester" | "agency">;
  propertyType: FormPropertyType;
  progress: DemoProgress;
};

export type AgencyDemoListing = CommonListing & {
  origin: "agency";
  owner: "agency";
  propertyType: FormPropertyType;
  /** The agency process has no viewing or arras steps: marketing, then the final fee. */
  progress: Extract<DemoProgress, "marketing" | "sold">;
  commissionPercentage: number;
};

export type DemoListing = ParticularDemoListing | AgencyDemoListing;
