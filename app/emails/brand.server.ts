import type { Env } from "#app/lib/env.server";
import type { EmailBrand } from "./layout.server";

/** The sender's identity for templates, from the validated configuration. */
export function emailBrand(env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">): EmailBrand {
  return { name: env.BRAND_NAME, publicUrl: env.PUBLIC_URL, supportEmail: env.SUPPORT_EMAIL };
}
