import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { MAX_MANAGEMENT_CONTRACT_BYTES } from "#app/domain/agency/management-contract";

/** The form field's name: the file travels with the form, and the server reads it under this name. */
export const MANAGEMENT_CONTRACT_FIELD = "managementContract";

/** The management contract (encargo de venta): PDF only; the server checks the bytes. */
export function ManagementContractField({ hasSaved, disabled }: { hasSaved: boolean; disabled?: boolean }) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const maxMb = MAX_MANAGEMENT_CONTRACT_BYTES / (1024 * 1024);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        Contrato de gestión de venta (PDF)
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </Label>
      <Input
        id={id}
        type="file"
        name={MANAGEMENT_CONTRACT_FIELD}
        accept="application/pdf,.pdf"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
        className="h-auto py-2"
      />
      <p id={`${id}-hint`} className="flex items-center gap-2 text-muted-foreground text-sm">
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        {fileName
          ? `Seleccionado: ${fileName}`
          : hasSaved
            ? "Ya tenemos tu contrato de gestión. Elige otro archivo solo si quieres sustituirlo."
            : `El encargo de venta firmado con el propietario, en PDF (máximo ${maxMb} MB).`}
      </p>
    </div>
  );
}
