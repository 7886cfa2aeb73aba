import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { DataCell, DataRow, DataTable, EmptyState } from "#app/components/ui/data-table";
import { Spinner } from "#app/components/ui/spinner";
import type { OwnContract } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { originLabel } from "#app/domain/listings/labels";
import { formatDateEs } from "#app/lib/format";
import { downloadContract } from "./contract-download";
import { TabLoadError } from "./load-error";

const COLUMNS = ["Propiedad", "Tipo", "Aceptado el", "Documento"];

/** 'Mis Documentos' (spec §2): the contracts the user signed, with their PDF. */
export function DocumentsTab({ contracts }: { contracts: OwnContract[] | null }) {
  if (contracts === null)
    return <TabLoadError message={DASHBOARD_MESSAGES.contractsLoadFailed.description} />;
  if (contracts.length === 0) return <EmptyState>Todavía no has firmado ningún contrato.</EmptyState>;
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
