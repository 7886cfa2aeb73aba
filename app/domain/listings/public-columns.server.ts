import { properties } from "#app/db/schema/properties";

/**
 * The columns of a listing that anyone may see, on a card and on its page alike. Never the
 * cadastral reference, the DNI, the e-mail, the contract or the agency's tax data.
 */
export const publicListingColumns = {
  id: properties.id,
  title: properties.title,
  address: properties.address,
  propertyType: properties.propertyType,
  origin: properties.propertyOrigin,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  size: properties.size,
  phone: properties.phone,
  countryCode: properties.countryCode,
  energyRating: properties.energyRating,
};
