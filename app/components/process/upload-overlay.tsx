import { Spinner } from "#app/components/ui/spinner";

/** A full-screen overlay while files upload. */
export function UploadOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="upload-overlay-text"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-background/85 p-6 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center shadow-card">
        <Spinner label={null} className="size-10 text-primary" />
        <p id="upload-overlay-text" className="font-semibold text-foreground text-lg">
          Subiendo archivos, por favor espera...
        </p>
      </div>
    </div>
  );
}
