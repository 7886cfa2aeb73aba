/**
 * Synthetic listings for the portal benchmark, generated inside the database with one
 * `INSERT … SELECT generate_series` per table (seconds for 100.000 rows, where row-by-row
 * inserts from Node would take minutes). The mix looks like the real thing: 50 provinces,
 * every form type, one listing in ten from an agency, nine in ten published, accented titles
 * ('Ático', 'Dúplex', 'Málaga') so the accent-insensitive search has something to find.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { FORM_PROPERTY_TYPES, PROVINCES } from "#app/domain/listings/catalogues";

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

  const provinces = textArray(PROVINCES);
  const formTypes = textArray(FORM_PROPERTY_TYPES);
  const streets = textArray(STREETS);
  const highlights = textArray(HIGHLIGHTS);
  const description = `'Vivienda en una finca bien conservada, cerca de comercios, colegios y transporte público.' || chr(10) || chr(10) || repeat('Salón amplio, cocina equipada y dormitorios exteriores con armarios empotrados. ', 8)`;

  // n drives every column deterministically; the modulo primes keep the combinations varied.
  await db.execute(sql`
    INSERT INTO properties (
      user_id, title, description, address, province, property_type, property_origin, price,
      bedrooms, bathrooms, size, phone, country_code, email, dni, energy_rating, images, features,
      catastral_reference, status, owner_name, agency_details, management_contract_url,
      marketing_active, payment_status, created_at, updated_at
    )
    SELECT
      'bench-' || (1 + n % ${OWNER_COUNT}),
      form_type || ' ' ||
        (${highlights})[1 + n % 8] || ' en ' || province,
      sql_description,
      (${streets})[1 + n % 12] || ' ' || (1 + n % 180) || ', ' || lpad(((n * 7) % 52000)::text, 5, '0') || ' ' || province,
      province,
      form_type,
      CASE WHEN is_agency THEN 'agency' ELSE 'particular' END,
      60000 + (n * 7919) % 900000,
      NULLIF(n % 6, 0),
      1 + n % 3,
      35 + (n * 13) % 300,
      CASE WHEN n % 17 = 0 THEN NULL ELSE '6' || lpad(((n::bigint * 104729) % 100000000)::text, 8, '0') END,
      '+34',
      'bench-secret-' || n || '@bench.invalid',
      '99999999R',
      (ARRAY['A','B','C','D','E','F','G','En trámite','Exento'])[1 + n % 9],
      ARRAY(SELECT '/files/property-images/bench/' || n || '-' || p || '-1920.webp'
            FROM generate_series(1, ${PHOTOS_PER_LISTING}) AS p),
      -- Varied, so that a feature filter (issue #38) finds as many as in life: a pool in 1 of 11.
      array_remove(ARRAY[
        CASE WHEN n % 3 = 0 THEN 'Ascensor' END, 'Calefacción', CASE WHEN n % 4 = 0 THEN 'Terraza' END,
        CASE WHEN n % 5 = 0 THEN 'Garaje' END, CASE WHEN n % 7 = 0 THEN 'Trastero' END,
        CASE WHEN n % 11 = 0 THEN 'Piscina' END], NULL),
      '9872023VH5797S0001WX',
      CASE WHEN n % 10 = 9 THEN 'sold' ELSE 'published' END,
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
      SELECT n,
        n % 10 = 3 AS is_agency,
        (${provinces})[1 + (n * 31) % 50] AS province,
        (${formTypes})[1 + (n * 7) % 13] AS form_type,
        ${sql.raw(description)} AS sql_description
      FROM generate_series(1, ${count}) AS n
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
