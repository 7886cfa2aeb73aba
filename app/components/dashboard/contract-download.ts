import { toast } from "#app/components/ui/use-toast";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { pathTo, ROUTES } from "#app/urls";

/** The file name the server chose (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "contrato.pdf";
}

/**
 * 'Descargar': fetched through the authorised route by the contract's
 * id, then saved under its file name. Failures say so.
 */
export async function downloadContract(contract: { id: string; hasPdf: boolean }): Promise<void> {
  if (!contract.hasPdf) {
    toast({ ...DASHBOARD_MESSAGES.contractWithoutPdf, variant: "destructive" });
    return;
  }
  try {
    const response = await fetch(pathTo(ROUTES.contractPdf, { id: contract.id }), {
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(`download failed: ${response.status}`);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers start the download after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    toast({ ...DASHBOARD_MESSAGES.downloadFailed, variant: "destructive" });
  }
}
