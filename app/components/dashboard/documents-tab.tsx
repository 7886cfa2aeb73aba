import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { DataCell, DataRow, DataTable, EmptyState } from "#app/components/ui/data-table";
import { Spinner } from "#app/components/ui/spinner";
import type { OwnContract } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { originLabel } from "#app/domain/listings/labels";
import type { OwnArrasContract } from "#app/domain/sale/arras.server";
import { arrasPdfPath } from "#app/domain/sale/sale-path";
import { formatDateEs } from "#app/lib/format";
import { downloadContract } from "./contract-download";
import { TabLoadError } from "./load-error";

const COLUMNS = ["Propiedad", "Tipo", "Aceptado el", "Documento"];

/**
 * 'Mis Documentos': the contracts the user signed, with their PDF, and the arras
 * contracts of their sales, drafts included.
 */
export function DocumentsTab({
  contracts,
  arrasContracts,
}: {
  contracts: OwnContract[] | null;
  arrasContracts: OwnArrasContract[] | null;
}) {
  if (contracts === null)
    return <TabLoadError message={DASHBOARD_MESSAGES.contractsLoadFailed.description} />;
  const arras = arrasContracts ?? [];
  if (contracts.length === 0 && arras.length === 0)
    return <EmptyState>Todavía no has firmado ningún contrato.</EmptyState>;
  return (
    <div className="flex flex-col gap-8">
      {contracts.length > 0 ? <SignedContracts contracts={contracts} /> : null}
      {arras.length > 0 ? <ArrasContracts contracts={arras} /> : null}
    </div>
  );
}

function SignedContracts({ contracts }: { contracts: OwnContract[] }) {
  return (
    <DataTable caption="Mis contratos firmados" columns={COLUMNS}>
      {contracts.map((contract) => (
        <DataRow key={contract.id}>
          <DataCell label="Propiedad" className="font-semibold text-foreground">
            {contract.propertyTitle ?? "Propiedad sin título"}
          </DataCell>
          <DataCell label="Tipo">
            {contract.propertyOrigin ? originLabel(contract.propertyOrigin) : "—"}
          </DataCell>
          <DataCell label="Aceptado el" className="md:whitespace-nowrap">
            {formatDateEs(contract.acceptedAt)}
          </DataCell>
          <DataCell>
            <DownloadButton contract={contract} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

const ARRAS_COLUMNS = ["Propiedad", "Estado", "Archivo"];

/** Plain download links: the route checks who asks. One heading names the table. */
function ArrasContracts({ contracts }: { contracts: OwnArrasContract[] }) {
  return (
    <section aria-labelledby="contratos-arras" className="flex flex-col gap-3">
      <h3 id="contratos-arras" className="font-semibold text-foreground text-lg">
        Contratos de arras
      </h3>
      <DataTable labelledBy="contratos-arras" columns={ARRAS_COLUMNS}>
        {contracts.map((contract) => (
          <DataRow key={contract.id}>
            <DataCell label="Propiedad" className="font-semibold text-foreground">
              {contract.propertyTitle ?? "Propiedad sin título"}
            </DataCell>
            <DataCell label="Estado" className="md:whitespace-nowrap">
              {contract.signedAt
                ? `Firmado el ${formatDateEs(contract.signedAt)}`
                : `Borrador del ${formatDateEs(contract.draftedAt)}`}
            </DataCell>
            <DataCell>
              <Button asChild variant="outline" size="sm" className="max-md:w-full">
                <a
                  href={arrasPdfPath(contract.id)}
                  download
                  aria-label={`Descargar el contrato de arras de ${contract.propertyTitle ?? "la propiedad"}`}
                >
                  <Download aria-hidden="true" />
                  Descargar
                </a>
              </Button>
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </section>
  );
}

export function DownloadButton({
  contract,
}: {
  contract: Pick<OwnContract, "id" | "hasPdf" | "propertyTitle">;
}) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={isBusy}
      aria-label={`Descargar el contrato de ${contract.propertyTitle ?? "la propiedad"}`}
      className="max-md:w-full"
      onClick={async () => {
        setBusy(true);
        await downloadContract(contract);
        setBusy(false);
      }}
    >
      {isBusy ? <Spinner label={null} className="size-4 text-current" /> : <Download aria-hidden="true" />}
      Descargar
    </Button>
  );
}
