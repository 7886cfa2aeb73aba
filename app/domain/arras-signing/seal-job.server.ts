import { eq } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { arrasContracts, contractVersions, properties } from "#app/db/schema/index";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import { accountLocale } from "#app/domain/users/account-locale.server";
import { contractSealedEmail } from "#app/emails/arras-signing.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { SealCertificate } from "#app/lib/cades-signature.server";
import type { Env } from "#app/lib/env.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Mailer } from "#app/lib/mailer.server";
import { sealCertificate } from "#app/lib/pdf-seal.server";
import { type FileStorage, getStorage } from "#app/lib/storage.server";
import { pathTo, ROUTES } from "#app/urls";
import { formatCheckCode } from "./check-code";
import { readSealedPdf, sealContractVersion } from "./seal.server";
import { SEAL_CONTRACT_JOB } from "./seal-job-name";
import type { SigningParty } from "./signing-codes.server";
import type { VersionParties } from "./versions.server";

export type SealJobDeps = {
  db: Db;
  storage: () => FileStorage;
  certificate: () => SealCertificate;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
  companyName: string;
};

/**
 * Seals the version both parties signed (once, however often the job runs: sealContractVersion is
 * idempotent) and e-mails each party the sealed copy, keyed by version and party so that a retry
 * after the e-mails were queued queues nothing more.
 */
export async function sealAndSendContract(deps: SealJobDeps, versionId: string) {
  const storage = deps.storage();
  await sealContractVersion({
    db: deps.db,
    storage,
    certificate: deps.certificate(),
    versionId,
    settings: {
      publicUrl: deps.brand.publicUrl,
      companyName: deps.companyName,
      supportEmail: deps.brand.supportEmail,
    },
  });
  const [version] = await deps.db
    .select({
      parties: contractVersions.parties,
      checkCode: contractVersions.checkCode,
      contractId: contractVersions.arrasContractId,
      propertyId: arrasContracts.propertyId,
      propertyTitle: properties.title,
    })
    .from(contractVersions)
    .leftJoin(arrasContracts, eq(arrasContracts.id, contractVersions.arrasContractId))
    .leftJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .where(eq(contractVersions.id, versionId));
  const pdf = await readSealedPdf(deps.db, storage, versionId);
  if (!version || !pdf) throw new Error("sealed contract version not found");
  const parties = version.parties as VersionParties;
  const { publicUrl } = deps.brand;
  // Each party's own page; a contract whose listing was deleted is still checked on the public page.
  const pageOf = (party: SigningParty) => {
    if (party === "seller" && version.propertyId) return saleStepPath(version.propertyId, 4);
    if (party === "buyer" && version.contractId)
      return pathTo(ROUTES.arrasSigning, { id: version.contractId });
    return pathTo(ROUTES.contractCheck);
  };
  const locales = {
    seller: "es",
    buyer: await accountLocale(deps.db, { email: parties.buyer.email }),
  } as const;
  await deps.mailer.ready();
  await deps.db.transaction(async (tx) => {
    for (const party of ["seller", "buyer"] as const)
      await deps.mailer.enqueueInTransaction(
        transactionExecutor(tx),
        contractSealedEmail({
          brand: deps.brand,
          to: parties[party].email,
          name: parties[party].name,
          propertyTitle: version.propertyTitle?.trim() || "la vivienda",
          checkCode: formatCheckCode(version.checkCode),
          url: new URL(pageOf(party), publicUrl).toString(),
          pdf,
          locale: locales[party],
        }),
        { key: `arras-signed:${versionId}:${party}` },
      );
  });
  deps.mailer.wake();
}

/** The job's dependencies from the server's settings: the company's seal, read once. */
export function sealJobDeps(
  base: Pick<SealJobDeps, "db" | "mailer" | "brand">,
  env: Pick<Env, "SEAL_P12_BASE64" | "SEAL_P12_PASSWORD" | "DATA_DIR" | "COMPANY_NAME">,
): SealJobDeps {
  let certificate: SealCertificate | undefined;
  return {
    ...base,
    storage: getStorage,
    certificate: () => {
      certificate ??= sealCertificate(env);
      return certificate;
    },
    companyName: env.COMPANY_NAME,
  };
}

/** Registers the seal's job; call before the queue starts (server/app.ts). */
export function defineSealContractJob(jobs: Pick<JobQueue, "define">, deps: SealJobDeps) {
  jobs.define<{ versionId: string }>(
    SEAL_CONTRACT_JOB,
    ({ versionId }) => sealAndSendContract(deps, versionId),
    {
      // Rendering and sealing a contract takes seconds, not minutes.
      expireInSeconds: 120,
    },
  );
}
