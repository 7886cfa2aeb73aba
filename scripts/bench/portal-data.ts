/**
 * Synthetic listings for the portal benchmark, generated inside the database with one
 * `INSERT … SELECT generate_series` per table (seconds for 100.000 rows, where row-by-row
 * inserts from Node would take minutes). The mix follows the real market's shape, because a
 * uniform spread hides the plans that matter: a province's share follows its population (Madrid
 * and Barcelona a quarter of all listings, Soria a thousandth), pisos are half of them, prices
 * follow the province's price per m² and the surface, most homes have 2–3 bedrooms, one listing
 * in ten is an agency's, 82 % are published, 3 % published and reserved (arras signed), the rest
 * sold, withdrawn or drafts. Accented titles ('Ático', 'Dúplex', 'Málaga') give the
 * accent-insensitive search something to find. Every column is a hash of the row number:
 * the same data on every run and on both engines.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type FormPropertyType, isDwelling, type Province } from "#app/domain/listings/catalogues";

const OWNER_COUNT = 500;
const PHOTOS_PER_LISTING = 15;

const STREETS = [
  "Calle Mayor",
  "Avenida de la Constitución",
  "Calle Real",
  "Paseo de la Castellana",
  "Calle de Alcalá",
  "Carrer de Balmes",
  "Calle Larios",
  "Avenida del Puerto",
  "Calle San Fernando",
  "Plaza de España",
  "Calle del Sol",
  "Ronda de Segovia",
];
const HIGHLIGHTS = [
  "con terraza",
  "reformado",
  "con vistas al mar",
  "junto al metro",
  "con jardín",
  "para reformar",
  "muy luminoso",
  "con garaje y trastero",
];

/** Inhabitants in thousands (INE, 1 January 2023, rounded): a province's share of the listings. */
const POPULATION: Record<Province, number> = {
  Álava: 335,
  Albacete: 386,
  Alicante: 1950,
  Almería: 740,
  Asturias: 1010,
  Ávila: 159,
  Badajoz: 668,
  Barcelona: 5760,
  Burgos: 357,
  Cáceres: 389,
  Cádiz: 1250,
  Cantabria: 588,
  Castellón: 590,
  Ceuta: 83,
  "Ciudad Real": 492,
  Córdoba: 773,
  Cuenca: 196,
  Gerona: 800,
  Granada: 925,
  Guadalajara: 270,
  Guipúzcoa: 730,
  Huelva: 528,
  Huesca: 225,
  "Islas Baleares": 1190,
  Jaén: 623,
  "La Coruña": 1120,
  "La Rioja": 322,
  "Las Palmas": 1130,
  León: 450,
  Lérida: 445,
  Lugo: 326,
  Madrid: 6870,
  Málaga: 1720,
  Melilla: 85,
  Murcia: 1550,
  Navarra: 672,
  Orense: 305,
  Palencia: 159,
  Pontevedra: 945,
  Salamanca: 327,
  "Santa Cruz de Tenerife": 1060,
  Segovia: 155,
  Sevilla: 1950,
  Soria: 89,
  Tarragona: 830,
  Teruel: 134,
  Toledo: 710,
  Valencia: 2620,
  Valladolid: 520,
  Vizcaya: 1150,
  Zamora: 168,
  Zaragoza: 975,
};
/** Asking price per m² in euros, roughly: the dearest provinces; the rest 1.500. */
const PRICE_PER_M2: Partial<Record<Province, number>> = {
  Madrid: 4200,
  Barcelona: 3900,
  "Islas Baleares": 4300,
  Guipúzcoa: 3600,
  Vizcaya: 2900,
  Málaga: 3200,
  Álava: 2500,
  "Las Palmas": 2400,
  "Santa Cruz de Tenerife": 2300,
  Cantabria: 2000,
  Gerona: 2300,
  Alicante: 2100,
  Valencia: 1900,
  Sevilla: 1900,
  Cádiz: 2000,
  Navarra: 1900,
  Zaragoza: 1700,
};
/** Share of the listings per form type, in thousandths (pisos half of the market). */
const TYPE_SHARE: Record<FormPropertyType, number> = {
  Piso: 520,
  Casa: 90,
  Chalet: 90,
  Ático: 50,
  Dúplex: 30,
  Loft: 10,
  Estudio: 30,
  "Local comercial": 50,
  Oficina: 20,
  Garaje: 50,
  Trastero: 15,
  Terreno: 35,
  "Nave industrial": 10,
};
/** Surface range in m² per form type: [smallest, spread]. */
const TYPE_SIZE: Record<FormPropertyType, [number, number]> = {
  Piso: [45, 110],
  Casa: [90, 200],
  Chalet: [120, 300],
  Ático: [60, 120],
  Dúplex: [80, 120],
  Loft: [40, 60],
  Estudio: [25, 25],
  "Local comercial": [40, 200],
  Oficina: [40, 200],
  Garaje: [10, 20],
  Trastero: [4, 12],
  Terreno: [300, 3000],
  "Nave industrial": [200, 1500],
};

/**
 * A weighted pick as SQL rows (value, from, to): a row's hash modulo the total falls in exactly one
 * value's [from, to) range.
 */
function weightedRows(weights: Record<string, number>, alias: string) {
  let from = 0;
  const rows = Object.entries(weights).map(([value, weight]) => {
    const row = `('${value.replaceAll("'", "''")}', ${from}, ${from + weight})`;
    from += weight;
    return row;
  });
  return { values: sql.raw(`(VALUES ${rows.join(", ")}) AS ${alias}(value, lo, hi)`), total: from };
}

/** A deterministic pseudo-random integer in [0, modulo) for row n and a salt (PostgreSQL's own hash). */
const hashOf = (salt: number, modulo: number) =>
  sql.raw(`(abs(hashint4(n * ${salt} + ${salt})) % ${modulo})`);

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]::text[]`);

/** Removes every listing and owner the benchmark created before (a fresh database has none). */
export async function clearBenchListings(db: Db) {
  await db.execute(sql`DELETE FROM properties WHERE user_id LIKE 'bench-%'`);
  await db.execute(sql`DELETE FROM users WHERE id LIKE 'bench-%'`);
}

/**
 * Inserts `count` listings owned by OWNER_COUNT synthetic users. The secrets every listing
 * carries (DNI, e-mail, cadastral reference, contract URL, agency NIF) are fixed strings so the
 * benchmark can also assert that none of them reaches a public page.
 */
export async function insertBenchListings(db: Db, count: number) {
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified, dni, role)
    SELECT 'bench-' || n, 'Propietaria ' || n, 'bench-' || n || '@bench.invalid', true, '00000000T', 'user'
    FROM generate_series(1, ${OWNER_COUNT}) AS n
    ON CONFLICT (id) DO NOTHING`);

  const provinces = weightedRows(POPULATION, "pw");
  const types = weightedRows(TYPE_SHARE, "tw");
  const pricePerM2 = sql.raw(
    `(VALUES ${Object.entries(PRICE_PER_M2)
      .map(([province, euros]) => `('${province}', ${euros})`)
      .join(", ")}) AS pm(province, euros)`,
  );
  const typeSizes = sql.raw(
    `(VALUES ${Object.entries(TYPE_SIZE)
      .map(([type, [smallest, spread]]) => `('${type}', ${smallest}, ${spread})`)
      .join(", ")}) AS ts(form_type, smallest, spread)`,
  );
  const dwellings = textArray(Object.keys(TYPE_SHARE).filter((type) => isDwelling(type)));
  const streets = textArray(STREETS);
  const highlights = textArray(HIGHLIGHTS);
  const description = `'Vivienda en una finca bien conservada, cerca de comercios, colegios y transporte público.' || chr(10) || chr(10) || repeat('Salón amplio, cocina equipada y dormitorios exteriores con armarios empotrados. ', 8)`;

  await db.execute(sql`
    INSERT INTO properties (
      user_id, title, description, address, province, property_type, property_origin, price,
      bedrooms, bathrooms, size, phone, country_code, email, dni, energy_rating, images, features,
      catastral_reference, status, arras_signed, owner_name, agency_details, management_contract_url,
      marketing_active, payment_status, created_at, updated_at
    )
    SELECT
      'bench-' || (1 + n % ${OWNER_COUNT}),
      form_type || ' ' || (${highlights})[1 + ${hashOf(3, 8)}] || ' en ' || province,
      sql_description,
      (${streets})[1 + ${hashOf(5, 12)}] || ' ' || (1 + ${hashOf(7, 180)}) || ', ' || lpad(((n * 7) % 52000)::text, 5, '0') || ' ' || province,
      province,
      form_type,
      CASE WHEN is_agency THEN 'agency' ELSE 'particular' END,
      -- The province's price per m² times the surface, ±40 %; land, warehouses and garages apart.
      greatest(6000, round(size * euros * (0.6 + ${hashOf(17, 80)} / 100.0) * CASE form_type
        WHEN 'Terreno' THEN 0.04 WHEN 'Nave industrial' THEN 0.3 WHEN 'Garaje' THEN 1.2
        WHEN 'Trastero' THEN 0.8 ELSE 1 END / 1000) * 1000)::int,
      CASE WHEN is_dwelling THEN CASE
        WHEN form_type = 'Estudio' THEN NULL WHEN rooms_draw < 8 THEN 1 WHEN rooms_draw < 33 THEN 2
        WHEN rooms_draw < 70 THEN 3 WHEN rooms_draw < 90 THEN 4 ELSE 5 END END,
      CASE WHEN is_dwelling THEN 1 + ${hashOf(23, 2)} + (rooms_draw / 70)
        WHEN form_type IN ('Local comercial', 'Oficina') THEN 1 END,
      size,
      CASE WHEN n % 17 = 0 THEN NULL ELSE '6' || lpad(((n::bigint * 104729) % 100000000)::text, 8, '0') END,
      '+34',
      'bench-secret-' || n || '@bench.invalid',
      '99999999R',
      (ARRAY['A','B','C','D','E','F','G','En trámite','Exento'])[1 + ${hashOf(41, 9)}],
      ARRAY(SELECT '/files/property-images/bench/' || n || '-' || p || '-1920.webp'
            FROM generate_series(1, ${PHOTOS_PER_LISTING}) AS p),
      -- Varied, so that a feature filter finds as many as in life: a pool in 1 of 11.
      array_remove(ARRAY[
        CASE WHEN n % 3 = 0 THEN 'Ascensor' END, 'Calefacción', CASE WHEN n % 4 = 0 THEN 'Terraza' END,
        CASE WHEN n % 5 = 0 THEN 'Garaje' END, CASE WHEN n % 7 = 0 THEN 'Trastero' END,
        CASE WHEN n % 11 = 0 THEN 'Piscina' END], NULL),
      '9872023VH5797S0001WX',
      CASE WHEN state_draw < 85 THEN 'published' WHEN state_draw < 90 THEN 'sold'
        WHEN state_draw < 96 THEN 'unpublished' ELSE 'draft' END,
      state_draw < 3,
      'Propietario ' || n,
      CASE WHEN is_agency THEN jsonb_build_object(
        'company_name', 'Inmobiliaria Banco de Pruebas S.L.', 'company_nif', 'B99999990',
        'company_address', 'Calle Secreta 1', 'legal_rep_name', 'Representante Secreto',
        'legal_rep_dni', '99999999R') END,
      CASE WHEN is_agency THEN '/contracts/bench-secret.pdf' END,
      true,
      'paid',
      now() - make_interval(mins => n),
      now() - make_interval(mins => n)
    FROM (
      SELECT n, pw.value AS province, tw.value AS form_type,
        ${hashOf(37, 10)} = 3 AS is_agency,
        tw.value = ANY(${dwellings}) AS is_dwelling,
        ${hashOf(19, 100)} AS rooms_draw,
        ${hashOf(29, 100)} AS state_draw,
        coalesce(pm.euros, 1500) AS euros,
        ts.smallest + ${hashOf(13, 1000)} * ts.spread / 1000 AS size,
        ${sql.raw(description)} AS sql_description
      FROM generate_series(1, ${count}) AS n
      JOIN ${provinces.values} ON ${hashOf(31, provinces.total)} >= pw.lo AND ${hashOf(31, provinces.total)} < pw.hi
      JOIN ${types.values} ON ${hashOf(11, types.total)} >= tw.lo AND ${hashOf(11, types.total)} < tw.hi
      LEFT JOIN ${pricePerM2} ON pm.province = pw.value
      JOIN ${typeSizes} ON ts.form_type = tw.value
    ) AS generated`);
  await db.execute(sql`ANALYZE properties`);
  await db.execute(sql`ANALYZE users`);
}

/** The values no public page may contain (see insertBenchListings). */
export const BENCH_SECRETS = [
  "9872023VH5797S0001WX",
  "99999999R",
  "bench-secret-",
  "B99999990",
  "Representante Secreto",
  "/contracts/bench-secret.pdf",
  "Calle Secreta",
  "00000000T",
  "@bench.invalid",
] as const;
