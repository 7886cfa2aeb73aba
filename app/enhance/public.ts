/**
 * The public pages' only script (docs/decisions/0018-html-first-public-pages.md): every feature
 * works without it; each enhancement looks for its markup and does nothing on pages without it.
 * Built on its own by vite.config.ts and loaded by the root as a module with the CSP nonce.
 */
import { PAGE_READY_ATTRIBUTE } from "#app/lib/hydration";
import { enhanceCalculator } from "./calculator";
import { enhanceConsent } from "./consent";
import { enhanceCountdowns } from "./countdown";
import { enhanceGallery } from "./gallery";
import { enhanceLanguageSuggestion } from "./language-suggestion";
import { enhanceMortgage } from "./mortgage";
import { enhancePhoneReveal } from "./phone-reveal";
import { enhanceShare } from "./share";
import { enhanceBackToPortal, enhanceDropEmptyFields, enhanceSignOut } from "./small";
import { enhanceServerToasts } from "./toast";

for (const enhance of [
  enhanceServerToasts,
  enhanceLanguageSuggestion,
  enhanceConsent,
  enhanceShare,
  enhanceGallery,
  enhanceCalculator,
  enhancePhoneReveal,
  enhanceMortgage,
  enhanceCountdowns,
  enhanceDropEmptyFields,
  enhanceBackToPortal,
  enhanceSignOut,
]) {
  try {
    enhance();
  } catch (error) {
    // One feature failing leaves the others, and the page, as they are.
    console.error(error);
  }
}

document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, "");
