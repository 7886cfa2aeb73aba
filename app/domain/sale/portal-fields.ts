import {
  isInSpain,
  isLatitudeInSpain,
  isLongitudeInSpain,
  isVideoUrl,
  isVirtualTourUrl,
  parseDegrees,
} from "#app/domain/listings/portal-media";
import { singleLineText, z } from "#app/lib/zod";
import { isValidCadastralReference, normalizeCadastralReference } from "./cadastral-reference";

/**
 * The private listing's optional fields for portals abroad (ADR 0059): the home's point, its
 * cadastral reference, which photo is the floor plan, a video and a virtual tour. Each empty one is
 * null; a filled one must be right, with its error in Spanish next to it.
 */
export const PORTAL_MESSAGES = {
  latitude: "Escribe la latitud en grados decimales, dentro de España (p. ej. 36,7218).",
  longitude: "Escribe la longitud en grados decimales, dentro de España (p. ej. -4,4180).",
  pair: "Escribe la latitud y la longitud, o ninguna de las dos.",
  outside: "Ese punto no está en España: revisa el signo de la longitud y que no estén intercambiadas.",
  catastral:
    "La referencia catastral no es válida: son 20 caracteres con sus dos letras de control (p. ej. 9872023VH5797S0001WX).",
  video: "Pega el enlace del vídeo en YouTube o Vimeo, empezando por https://.",
  virtualTour: "Pega el enlace de la visita virtual, empezando por https://.",
} as const;

/** '' (or not sent) is null; otherwise `read` gives the value or null when it is wrong. */
const optional = <T>(message: string, read: (text: string) => T | null) =>
  singleLineText()
    .optional()
    .transform((value, context): T | null => {
      if (value === undefined || value.trim() === "") return null;
      const parsed = read(value.trim());
      if (parsed === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });

const degrees = (inRange: (value: number) => boolean) => (text: string) => {
  const value = parseDegrees(text);
  return value !== null && inRange(value) ? value : null;
};

export const portalFields = {
  latitude: optional(PORTAL_MESSAGES.latitude, degrees(isLatitudeInSpain)),
  longitude: optional(PORTAL_MESSAGES.longitude, degrees(isLongitudeInSpain)),
  catastralReference: optional(PORTAL_MESSAGES.catastral, (text) => {
    const reference = normalizeCadastralReference(text);
    return isValidCadastralReference(reference) ? reference : null;
  }),
  // Which of the listing's photos: checked against its photos where they are saved.
  floorPlanImage: optional("Elige una de las fotos del anuncio.", (text) =>
    text.length <= 500 ? text : null,
  ),
  videoUrl: optional(PORTAL_MESSAGES.video, (text) => (isVideoUrl(text) && text.length <= 500 ? text : null)),
  virtualTourUrl: optional(PORTAL_MESSAGES.virtualTour, (text) =>
    isVirtualTourUrl(text) && text.length <= 500 ? text : null,
  ),
};

/** The point is both numbers or none, and the two together fall in Spain (each alone may). */
export function checkPortalPoint(
  value: { latitude?: number | null; longitude?: number | null },
  context: z.RefinementCtx,
) {
  const { latitude = null, longitude = null } = value;
  if (latitude === null && longitude === null) return;
  if (latitude === null || longitude === null) {
    context.addIssue({
      code: "custom",
      message: PORTAL_MESSAGES.pair,
      path: [latitude === null ? "latitude" : "longitude"],
    });
    return;
  }
  if (!isInSpain(latitude, longitude))
    context.addIssue({ code: "custom", message: PORTAL_MESSAGES.outside, path: ["latitude"] });
}

/** The floor plan kept only while it is one of the listing's photos (one deleted takes its mark with it). */
export function floorPlanAmong(floorPlanImage: string | null | undefined, images: readonly string[]) {
  return floorPlanImage && images.includes(floorPlanImage) ? floorPlanImage : null;
}
