import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/index";
import { withTestDatabase } from "#tests/setup/db";
import { postForm } from "#tests/support/auth-context";
import { personFilled, withListingLeads } from "#tests/support/listing-leads";
import { action } from "./property";

/** A buyer writing from the listing in their language: the lead keeps it, the answer stays in it. */
const database = withTestDatabase();
const fixture = withListingLeads(database);
let context: AppLoadContext;
let listingId: string;
beforeEach(() => {
  ({ context, listingId } = fixture);
});

async function sendFrom(path: string, fields: Record<string, string>) {
  const result = await action({
    request: postForm(path, fields),
    context,
    params: { id: listingId },
  } as never);
  return result as unknown as Response;
}

const contact = () => ({
  intent: "contact",
  ...personFilled(context, listingId),
  message: "Guten Tag, ist die Wohnung noch frei?",
});

describe("the buyer's language on a lead", () => {
  test("a message from /de/propiedad/:id records 'de' and leads back to the German listing", async () => {
    const response = await sendFrom(`/de/propiedad/${listingId}`, contact());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/de/propiedad/${listingId}?contacto=enviado#contactar`);
    const [lead] = await database().db.select().from(leads);
    expect(lead?.locale).toBe("de");
  });

  test("a message from the Spanish listing records 'es', whatever a form field claims", async () => {
    const response = await sendFrom(`/propiedad/${listingId}`, { ...contact(), locale: "en" });
    expect(response.status).toBe(303);
    const [lead] = await database().db.select().from(leads);
    expect(lead?.locale).toBe("es");
  });
});
