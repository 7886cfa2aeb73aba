import type { ReactNode } from "react";

/** One part of a closing-room tab: a region named by its own heading, for screen-reader navigation. */
export function RoomSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h2 id={id} className="font-medium text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
