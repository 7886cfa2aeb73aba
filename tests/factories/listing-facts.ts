/**
 * The facts a home needs to be published (app/domain/listings/facts.ts), as the listing form sends
 * them: spread into a form so it publishes. A Madrid home needs no cédula.
 */
export const LISTING_FACTS_FORM: Record<string, string> = {
  usefulSize: "82",
  yearBuilt: "1978",
  yearRenovated: "2019",
  floor: "3.ª",
  hasLift: "si",
  occupancy: "libre",
  communityFeesYearly: "1.320",
  ibiYearly: "486",
  energyConsumption: "142,6",
  energyEmissionsRating: "E",
  energyEmissions: "31,2",
};

/** A listing form that publishes: an attic in Madrid with every fact above. */
export const LISTING_FORM: Record<string, string> = {
  title: "Ático con terraza en Chamberí",
  description: "Luminoso y exterior.",
  address: "Calle de Fuencarral 100, Madrid",
  province: "Madrid",
  propertyType: "Ático",
  price: "250.000",
  bedrooms: "3",
  bathrooms: "",
  size: "95",
  countryCode: "+34",
  phone: "612 345 678",
  energyRating: "D",
  ...LISTING_FACTS_FORM,
};
