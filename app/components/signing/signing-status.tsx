import { CheckCircle2, Clock, Download, ShieldCheck } from "lucide-react";
import { Button } from "#app/components/ui/button";
import type { SigningRoom, VersionView } from "#app/domain/arras-signing/signing-room.server";
import { INTL_TAGS, type Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { pathTo, ROUTES } from "#app/urls";

const PARTY_LABELS = { seller: "closing.sign.status.seller", buyer: "closing.sign.status.buyer" } as const;

/**
 * '28 de noviembre de 2026, 14:05', in Spain's time on server and browser alike; the other
 * languages write it their way, still on Madrid's clock (their sentences say so).
 */
export function formatSignedAt(iso: string, locale: Locale = "es"): string {
  return new Date(iso).toLocaleString(locale === "es" ? "es-ES" : INTL_TAGS[locale], {
    timeZone: "Europe/Madrid",
    dateStyle: "long",
    timeStyle: "short",
  });
}

/** Who signed a version and when, or who is still to sign. */
function Signatures({ version, locale }: { version: VersionView; locale: Locale }) {
  const t = translator(locale);
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
              {t(PARTY_LABELS[party])} ({version.parties[party].name}):{" "}
              {signed
                ? t("closing.sign.status.signedOn", { when: formatSignedAt(signed.signedAt, locale) })
                : t("closing.sign.status.pending")}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The version to sign: its number, its check code, its signatures; once both signed, the sealed copy. */
export function CurrentVersionStatus({ version, locale = "es" }: { version: VersionView; locale?: Locale }) {
  const t = translator(locale);
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
          {t("closing.sign.status.bothSigned")}
        </p>
      ) : (
        <p className="font-semibold text-foreground">
          {t("closing.sign.status.version", { version: version.version })}
        </p>
      )}
      <Signatures version={version} locale={locale} />
      <p className="text-foreground">
        {t("closing.sign.status.checkCode")} <strong className="font-mono">{version.checkCode}</strong>
      </p>
      {bothSigned && version.sealedAt ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild className="h-auto min-h-11 whitespace-normal py-2 text-left">
            <a href={pathTo(ROUTES.sealedContractPdf, { id: version.id })} download>
              <Download aria-hidden="true" />
              {t("closing.sign.status.downloadSigned")}
            </a>
          </Button>
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2 text-left">
            <a href={ROUTES.contractCheck}>{t("closing.sign.status.check")}</a>
          </Button>
        </div>
      ) : null}
      {bothSigned && !version.sealedAt ? (
        <p role="status" className="text-muted-foreground">
          {t("closing.sign.status.sealing")}
        </p>
      ) : null}
    </div>
  );
}

/** Versions replaced by a newer one: kept as they were, signed or not, and said to be replaced. */
export function ReplacedVersions({
  versions,
  locale = "es",
}: {
  versions: SigningRoom["replaced"];
  locale?: Locale;
}) {
  if (versions.length === 0) return null;
  const t = translator(locale);
  return (
    <section aria-labelledby="versiones-sustituidas" className="flex flex-col gap-3">
      <h4 id="versiones-sustituidas" className="font-semibold text-foreground">
        {t("closing.sign.replaced.heading")}
      </h4>
      <ul className="flex flex-col gap-3">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <p className="text-foreground">
              <strong>{t("closing.sign.replaced.version", { version: version.version })}</strong>
              {version.replacedAt
                ? t("closing.sign.replaced.on", { when: formatSignedAt(version.replacedAt, locale) })
                : t("closing.sign.replaced.plain")}
            </p>
            <Signatures version={version} locale={locale} />
            <a
              href={pathTo(ROUTES.contractVersionPdf, { id: version.id })}
              download
              className="self-start text-primary underline underline-offset-4"
            >
              {t("closing.sign.replaced.download", { version: version.version })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
