import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";

type NewProperty = typeof properties.$inferInsert;

/** A realistic published private listing; override any field. */
export async function createProperty(db: Db, userId: string, overrides: Partial<NewProperty> = {}) {
  const [property] = await db
    .insert(properties)
    .values({
      userId,
      title: "Piso reformado con terraza en Ruzafa",
      description: "Piso exterior de tres dormitorios.\nCocina abierta y terraza de 12 m².",
      address: "Calle de Cádiz 45, Valencia",
      province: "Valencia",
      propertyType: "Piso",
      propertyOrigin: "particular",
      price: 265000,
      bedrooms: 3,
      bathrooms: 2,
      size: 98,
      phone: "612345678",
      energyRating: "C",
      status: "published",
      ...overrides,
    })
    .returning();
  if (!property) throw new Error("property not created");
  return property;
}
