import type { ReactNode } from "react";

/** One term of an offer (amount, financing, arras date…) in a `<dl>`: the buyer's, the seller's and step 4's views. */
export function OfferTerm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="whitespace-pre-line font-medium text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
