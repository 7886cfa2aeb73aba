import { expect, test } from "vitest";
import { formStampScopeOfPath, listingFormStampScope } from "./form-stamp-scope";

const ID = "6a1f8f8e-7a34-4a6b-9d7e-0d2c1b3a4f5e";

test("a listing's page hands out its listing's scope; any other page, one no buyer form reads", () => {
  expect(formStampScopeOfPath(`/propiedad/${ID}`)).toBe(listingFormStampScope(ID));
  expect(formStampScopeOfPath(`/propiedad/${ID.toUpperCase()}/`)).toBe(listingFormStampScope(ID));
  for (const path of ["/portal", `/propiedad/${ID}/hipoteca`, "/propiedad/%E0%A4%A", "/"])
    expect(formStampScopeOfPath(path)).not.toMatch(/^listing:/);
});

test("the listing in another language hands out the same listing's scope, so its forms can be sent", () => {
  for (const locale of ["en", "de", "fr", "nl"])
    expect(formStampScopeOfPath(`/${locale}/propiedad/${ID}`)).toBe(listingFormStampScope(ID));
  for (const path of [`/xx/propiedad/${ID}`, `/en/propiedad/${ID}/hipoteca`, "/en/portal"])
    expect(formStampScopeOfPath(path)).not.toMatch(/^listing:/);
});
