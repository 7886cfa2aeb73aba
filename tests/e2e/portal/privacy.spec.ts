import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#app/demo/accounts";
import { DEMO_AGENCY } from "#app/demo/listings/agency";

/**
 * The private data every demo listing has in the database and no public page may send: the
 * owners' DNIs and e-mails (on the profile and copied on the listing), the agency's tax id,
 * address and legal representative, cadastral references, contracts and payments.
 */
const SECRET_VALUES = [
  ...Object.values(DEMO_ACCOUNTS).flatMap((account) => [account.email, account.dni]),
  DEMO_AGENCY.company_nif,
  DEMO_AGENCY.company_address,
  DEMO_AGENCY.legal_rep_name,
  DEMO_AGENCY.legal_rep_dni,
].filter((value): value is string => Boolean(value));

const SECRET_PATTERNS = [
  // A cadastral reference: 7 digits, 2 letters, 4 digits, a letter, 4 digits, 2 letters.
  /\b\d{7}[A-Z]{2}\d{4}[A-Z]\d{4}[A-Z]{2}\b/,
  /property-contracts/,
  /management_?contract/i,
  /catastral/i,
  /payment_?status|payment_?intent|pi_[A-Za-z0-9]{6,}/i,
  /agency_?commission/i,
];

function expectNoSecrets(body: string, where: string) {
  for (const secret of SECRET_VALUES) expect(body, `${where} contains ${secret}`).not.toContain(secret);
  for (const pattern of SECRET_PATTERNS) expect(body, `${where} matches ${pattern}`).not.toMatch(pattern);
}

test("neither the HTML nor the route data of the portal and of listings carry private data", async ({
  request,
}) => {
  const pages = ["/portal", "/portal?pagina=2", "/portal?origen=agencia"];
  const portal = await (await request.get("/portal?origen=agencia")).text();
  const agencyListing = /href="(\/propiedad\/[^"]+)"/.exec(portal)?.[1];
  const particular = await (await request.get("/portal?q=chamberi")).text();
  const particularListing = /href="(\/propiedad\/[^"]+)"/.exec(particular)?.[1];
  expect(agencyListing).toBeTruthy();
  expect(particularListing).toBeTruthy();
  pages.push(agencyListing ?? "", particularListing ?? "");

  for (const path of pages) {
    const [pathname, search = ""] = path.split("?");
    for (const url of [path, `${pathname}.data${search ? `?${search}` : ""}`]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expectNoSecrets(await response.text(), url);
    }
  }
});
