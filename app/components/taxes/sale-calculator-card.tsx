import type * as React from "react";

// A no-break space: '3 %' must not break between the number and its sign on a phone.
export const percent = (bp: number) =>
  `${(bp / 100).toLocaleString("es-ES", { maximumFractionDigits: 2 })}\u00a0%`;

/** One titled part of the calculator's result; the title names the region for screen readers. */
export function Card({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6">
      <h3 id={id} className="font-semibold text-xl">
        {title}
      </h3>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}
