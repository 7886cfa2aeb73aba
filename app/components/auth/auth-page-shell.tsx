import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card";

/** The narrow centred card the verify and reset pages share. */
export function AuthPageShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl text-foreground">{title}</h1>
        {lead ? <p className="text-muted-foreground">{lead}</p> : null}
      </header>
      <Card className="gap-5 p-5 sm:p-7">{children}</Card>
    </div>
  );
}
