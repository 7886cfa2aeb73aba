import { CheckCircle2, Clock, Download, ShieldCheck } from "lucide-react";
import { Button } from "#app/components/ui/button";
import type { SigningRoom, VersionView } from "#app/domain/arras-signing/signing-room.server";
import { pathTo, ROUTES } from "#app/urls";

const PARTY_LABELS = { seller: "Parte vendedora", buyer: "Parte compradora" } as const;

/** '28 de noviembre de 2026, 14:05', in Spain's time on server and browser alike. */
export function formatSignedAt(iso: string): string {
  return new Date(iso).toLocaleString("es-ES", {
    timeZone: "Europe/Madrid",
    dateStyle: "long",
    timeStyle: "short",
  });
}

/** Who signed a version and when, or who is still to sign. */
function Signatures({ version }: { version: VersionView }) {
  return (
    <ul className="flex flex-col gap-2">
      {(["seller", "buyer"] as const).map((party) => {
        const signed = version.signatures.find((signature) => signature.party === party);
        return (
          <li key={party} className="flex items-start gap-2 text-foreground">
            {signed ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <span>
              {PARTY_LABELS[party]} ({version.parties[party].name}):{" "}
              {signed ? `firmó el ${formatSignedAt(signed.signedAt)}` : "pendiente de firma"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The version to sign: its number, its check code, its signatures; once both signed, the sealed copy. */
export function CurrentVersionStatus({ version }: { version: VersionView }) {
  const bothSigned = version.signatures.length === 2;
  return (
    <div
      className={
        bothSigned
          ? "flex flex-col gap-3 rounded-lg border border-success/40 bg-success/5 p-4"
          : "flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4"
      }
    >
      {bothSigned ? (
        <p className="flex items-center gap-2 font-semibold text-foreground text-lg">
          <ShieldCheck aria-hidden="true" className="size-6 text-success" />
          Firmado por ambas partes
        </p>
      ) : (
        <p className="font-semibold text-foreground">Versión {version.version} para firmar</p>
      )}
      <Signatures version={version} />
      <p className="text-foreground">
        Código de verificación: <strong className="font-mono">{version.checkCode}</strong>
      </p>
      {bothSigned && version.sealedAt ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild className="h-auto min-h-11 whitespace-normal py-2 text-left">
            <a href={pathTo(ROUTES.sealedContractPdf, { id: version.id })} download>
              <Download aria-hidden="true" />
              Descargar el contrato firmado
            </a>
          </Button>
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2 text-left">
            <a href={ROUTES.contractCheck}>Comprobar un contrato</a>
          </Button>
        </div>
      ) : null}
      {bothSigned && !version.sealedAt ? (
        <p role="status" className="text-muted-foreground">
          Estamos sellando la copia firmada. En unos segundos podrás descargarla aquí (recarga la página) y os
          llegará a los dos por correo.
        </p>
      ) : null}
    </div>
  );
}

/** Versions replaced by a newer one: kept as they were, signed or not, and said to be replaced. */
export function ReplacedVersions({ versions }: { versions: SigningRoom["replaced"] }) {
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="versiones-sustituidas" className="flex flex-col gap-3">
      <h4 id="versiones-sustituidas" className="font-semibold text-foreground">
        Versiones sustituidas
      </h4>
      <ul className="flex flex-col gap-3">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <p className="text-foreground">
              <strong>Versión {version.version}</strong>: sustituida
              {version.replacedAt ? ` el ${formatSignedAt(version.replacedAt)}` : ""} por una versión nueva.
              Ya no se puede firmar.
            </p>
            <Signatures version={version} />
            <a
              href={pathTo(ROUTES.contractVersionPdf, { id: version.id })}
              download
              className="self-start text-primary underline underline-offset-4"
            >
              Descargar la versión {version.version} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
