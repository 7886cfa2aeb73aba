import { uploadFromBytes } from "#app/domain/listings/property-photos.server";
import { requireTester, type SampleInput } from "#app/domain/process/sample.server";
import { SAMPLE_PROPERTY, samplePhotos } from "#app/domain/sale/sample-property.server";
import { renderPdf } from "#app/lib/pdf.server";
import { AgencyListingSchema } from "./agency-listing.schema";
import { createAgencyProperty } from "./agency-property.server";

/** 'fake agency data for agency'. Valid ids, so the sample passes the same checks as real data. */
export const SAMPLE_AGENCY_FORM = {
  title: "Piso de prueba de agencia en Chamberí",
  description: SAMPLE_PROPERTY.description,
  address: SAMPLE_PROPERTY.address,
  province: SAMPLE_PROPERTY.province,
  propertyType: "Piso",
  price: String(SAMPLE_PROPERTY.price),
  bedrooms: String(SAMPLE_PROPERTY.bedrooms),
  bathrooms: String(SAMPLE_PROPERTY.bathrooms),
  size: String(SAMPLE_PROPERTY.size),
  countryCode: SAMPLE_PROPERTY.countryCode,
  phone: SAMPLE_PROPERTY.phone,
  energyRating: SAMPLE_PROPERTY.energyRating,
  features: [...SAMPLE_PROPERTY.features],
  usefulSize: String(SAMPLE_PROPERTY.usefulSize),
  yearBuilt: String(SAMPLE_PROPERTY.yearBuilt),
  yearRenovated: String(SAMPLE_PROPERTY.yearRenovated),
  floor: SAMPLE_PROPERTY.floor,
  hasLift: "si",
  occupancy: SAMPLE_PROPERTY.occupancy,
  communityFeesYearly: String(SAMPLE_PROPERTY.communityFeesYearly),
  ibiYearly: String(SAMPLE_PROPERTY.ibiYearly),
  charges: SAMPLE_PROPERTY.charges,
  energyConsumption: String(SAMPLE_PROPERTY.energyConsumption),
  energyEmissionsRating: SAMPLE_PROPERTY.energyEmissionsRating,
  energyEmissions: String(SAMPLE_PROPERTY.energyEmissions),
  catastralReference: "9872023VH5797S0001WX",
  company_name: "Inmobiliaria de Prueba S.L.",
  company_nif: "B12345674",
  company_address: "Calle de Alcalá 1, 28014 Madrid",
  legal_rep_name: "Representante de Prueba",
  legal_rep_dni: "12345678Z",
  commissionPercentage: "4",
  commissionFixed: "",
};

/** A one-page 'encargo de venta' standing in for the management contract a real agency uploads. */
export function sampleManagementContract(companyName: string): Promise<Buffer> {
  return renderPdf({
    title: "Encargo de venta (documento de prueba)",
    blocks: [
      {
        type: "paragraph",
        text: `Documento generado en el modo de prueba en nombre de ${companyName}. No tiene validez legal.`,
      },
    ],
  });
}

/**
 * 'Modo de Prueba' of the agency process: a published agency listing with fake agency data, 15
 * photos, a management contract and the accepted collaboration contract (row and PDF), all through
 * the same path as a real agency's. Only testers, by their stored role.
 */
export async function createSampleAgencyProperty({ db, storage, user }: SampleInput) {
  requireTester(user);
  const input = AgencyListingSchema.parse(SAMPLE_AGENCY_FORM);
  const [photos, contract] = await Promise.all([
    samplePhotos(),
    sampleManagementContract(input.agencyDetails.company_name),
  ]);
  return createAgencyProperty({
    db,
    storage,
    user,
    input,
    photos: photos.map((photo) => uploadFromBytes(photo.name, photo.bytes)),
    managementContract: uploadFromBytes("encargo.pdf", contract),
  });
}
