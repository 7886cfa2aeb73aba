/**
 * The adapter's Spanish under a foreign buyer's own words (their message, an offer's conditions):
 * untrusted text, rendered as text, and said to be a machine's.
 */
export function MachineTranslation({ text }: { text: string }) {
  return (
    <div className="rounded-md bg-muted px-3 py-2 font-normal text-sm">
      <p className="font-medium text-muted-foreground">Traducción automática:</p>
      <p className="whitespace-pre-line text-foreground [overflow-wrap:anywhere]">{text}</p>
    </div>
  );
}
