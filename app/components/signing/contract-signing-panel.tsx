import type { SigningParty } from "#app/domain/arras-signing/signing-codes.server";
import type { SigningRoom } from "#app/domain/arras-signing/signing-room.server";
import type { LegalDocument } from "#app/domain/legal/document";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { pathTo, ROUTES } from "#app/urls";
import { ContractReader } from "./contract-reader";
import { SignForms, type SigningActionData } from "./sign-forms";
import { CurrentVersionStatus, ReplacedVersions } from "./signing-status";

export type { SigningActionData };

/**
 * One party's side of the contract signed online: where it stands, the whole contract to read,
 * the code and the signature while this party has not signed, and the versions it replaced.
 */
export function ContractSigningPanel({
  room,
  document,
  party,
  hidden,
  actionData,
  canSign,
  locale = "es",
}: {
  room: SigningRoom;
  document: LegalDocument | null;
  party: SigningParty;
  hidden: Record<string, string>;
  actionData?: SigningActionData;
  canSign: boolean;
  /** The reader's language: the buyer's; the seller reads Spanish. */
  locale?: Locale;
}) {
  const t = translator(locale);
  const current = room.current;
  const hasSigned = current?.signatures.some((signature) => signature.party === party) ?? false;
  return (
    <div className="flex flex-col gap-5">
      {current ? <CurrentVersionStatus version={current} locale={locale} /> : null}
      {current && document && !hasSigned ? (
        <>
          <ContractReader
            document={document}
            pdfHref={pathTo(ROUTES.contractVersionPdf, { id: current.id })}
            locale={locale}
          />
          {!current.isReadyToSign ? (
            <p
              role="status"
              className="rounded-lg border border-accent/40 bg-accent-soft p-3 text-foreground"
            >
              {party === "buyer"
                ? t("closing.sign.panel.completeFirst")
                : "Falta que el comprador complete sus datos (DNI o NIE, domicilio y estado civil) en su página. Te avisaremos por correo y entonces podrás firmar."}
            </p>
          ) : canSign ? (
            <SignForms
              versionId={current.id}
              documentSha256={current.documentSha256}
              signerEmail={current.parties[party].email}
              hidden={hidden}
              actionData={actionData}
              locale={locale}
            />
          ) : null}
        </>
      ) : null}
      {current && hasSigned && current.signatures.length < 2 ? (
        <p className="text-foreground">{t("closing.sign.panel.signedWaiting")}</p>
      ) : null}
      <ReplacedVersions versions={room.replaced} locale={locale} />
    </div>
  );
}
