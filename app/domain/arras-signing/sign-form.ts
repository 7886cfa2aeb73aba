/**
 * What the signing form posts, read on the server (and shown back beside its fields): the version
 * and the document hash the signer was shown, the six-digit code and the ticked consent.
 */
export const SIGN_CONTRACT_INTENT = "sign-contract";
export const REQUEST_SIGNING_CODE_INTENT = "request-signing-code";

export type SignFormErrors = { code?: string; consent?: string };
export type SignForm = { versionId: string; documentSha256: string; code: string };

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export function readSignForm(
  formData: FormData,
): { ok: true; form: SignForm } | { ok: false; errors: SignFormErrors; code: string } {
  const code = text(formData, "code").replace(/\s/g, "");
  const errors: SignFormErrors = {};
  if (!/^\d{6}$/.test(code)) errors.code = "Escribe el código de 6 cifras que te hemos enviado por correo.";
  if (formData.get("consent") !== "on")
    errors.consent = "Marca la casilla para confirmar que firmas el contrato.";
  if (errors.code || errors.consent) return { ok: false, errors, code };
  return {
    ok: true,
    form: { versionId: text(formData, "versionId"), documentSha256: text(formData, "documentSha256"), code },
  };
}
