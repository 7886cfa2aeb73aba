import type { AgencyDetails } from "#app/db/schema/properties";
import { isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";
import { singleLineText, z } from "#app/lib/zod";
import { isValidCompanyNif } from "./company-nif";

/** The agency form's toasts, copied exactly ('Title: description'). */
export const AGENCY_TOASTS = {
  propertyRequired: {
    title: "Campos de propiedad requeridos",
    description: "Por favor, completa todos los campos del formulario de la propiedad, incluyendo el tipo.",
  },
  detailsRequired: {
    title: "Datos de la agencia requeridos",
    description: "Por favor, completa todos los datos de tu agencia.",
  },
  commissionRequired: {
    title: "Comisión requerida",
    description: "Debes introducir la comisión pactada (en % o cantidad fija).",
  },
  contractMissing: { title: "Falta contrato", description: "Debes subir el contrato de gestión de venta." },
  notEnoughPhotos: { title: "Fotos insuficientes", description: "Debes subir al menos 15 fotos." },
  limitReached: { title: "Límite alcanzado", description: "Ya has subido el máximo de 50 fotos." },
  invalidFields: {
    title: "Revisa los datos",
    description: "Hay campos con errores: corrígelos para continuar.",
  },
  createFailed: (message: string) => ({
    title: "Error de guardado",
    description: `No se pudo crear la propiedad. ${message}`.trim(),
  }),
  saveFailed: (message: string) => ({
    title: "Error de guardado",
    description: `No se pudieron guardar los cambios. ${message}`.trim(),
  }),
  contractUploadFailed: { title: "Error", description: "No se pudo subir el archivo del contrato." },
  contractUploadCritical: (message: string) => ({
    title: "Error Crítico",
    description: `No se pudo subir el archivo del contrato. ${message}`.trim(),
  }),
  contractUploaded: { title: "¡Éxito!", description: "Contrato subido correctamente." },
  saleConfirmed: {
    title: "¡Venta confirmada!",
    description: "La comisión final ha sido pagada. Propiedad marcada como vendida.",
  },
} as const;

const required = (message: string, max: number) =>
  singleLineText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `No puede tener más de ${max} caracteres.`);

/** The five agency details; each field says what is wrong with it. */
export const AgencyDetailsSchema = z.object({
  company_name: required("Escribe la razón social de la agencia.", 160),
  company_nif: required("Escribe el NIF (CIF) de la agencia.", 20)
    .transform(normalizeSpanishId)
    .refine(
      isValidCompanyNif,
      "Escribe un NIF/CIF español válido, con su carácter de control (p. ej. B12345674).",
    ),
  company_address: required("Escribe el domicilio social de la agencia.", 200),
  legal_rep_name: required("Escribe el nombre del representante legal.", 120),
  legal_rep_dni: required("Escribe el DNI o NIE del representante legal.", 20)
    .transform(normalizeSpanishId)
    .refine(isValidSpanishId, "Escribe un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L)."),
}) satisfies z.ZodType<AgencyDetails, unknown>;

export const AGENCY_DETAIL_FIELDS = [
  "company_name",
  "company_nif",
  "company_address",
  "legal_rep_name",
  "legal_rep_dni",
] as const satisfies readonly (keyof AgencyDetails)[];

export const AGENCY_DETAIL_LABELS: Record<keyof AgencyDetails, string> = {
  company_name: "Razón social",
  company_nif: "NIF / CIF de la agencia",
  company_address: "Domicilio social",
  legal_rep_name: "Representante legal",
  legal_rep_dni: "DNI / NIE del representante",
};
