import { z } from "zod";

// Spanish for every message a schema does not set itself (a field sent twice, a wrong type), so a
// user never reads Zod's English defaults. Schemas import `z` from here so the setting is always
// applied before they parse, on the server and in the browser.
z.config(z.locales.es());

export { z };
