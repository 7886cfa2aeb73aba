import { LoadErrorPanel } from "#app/components/layout/load-error-panel";

/** A tab whose data did not load says so in place (the toast has gone after 5 s) and offers a retry. */
export function TabLoadError({ message }: { message: string }) {
  return (
    <LoadErrorPanel>
      <p className="font-semibold text-foreground">{message}</p>
    </LoadErrorPanel>
  );
}
