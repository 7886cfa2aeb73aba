// biome-ignore-all lint/a11y/noRedundantRoles: on phones the table is restyled as cards, which drops table semantics in some browsers; the explicit roles keep them.
import type * as React from "react";
import { cn } from "#app/lib/utils";

/**
 * A table on wide screens, one card per row on phones (no sideways scrolling at 390 px). On
 * phones each cell shows its column name; the header row stays for screen readers.
 */
export function DataTable({
  columns,
  children,
  ...name
}: (
  | { caption: string; labelledBy?: never }
  /** The id of the visible heading that names the table: no second, hidden caption repeating it. */
  | { caption?: never; labelledBy: string }
) & {
  columns: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-card md:shadow-card">
      <table
        role="table"
        aria-labelledby={name.labelledBy}
        className="w-full border-collapse text-left text-sm max-md:block"
      >
        {name.caption ? <caption className="sr-only">{name.caption}</caption> : null}
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row" className="border-border border-b bg-muted/60">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="whitespace-nowrap px-4 py-3 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:flex max-md:flex-col max-md:gap-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function DataRow({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <tr
      role="row"
      className={cn(
        "border-border align-middle max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:shadow-card md:border-b md:last:border-b-0",
        className,
      )}
    >
      {children}
    </tr>
  );
}

export function DataCell({
  label,
  className,
  children,
}: {
  /** The column name, shown beside the value on phones. */
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <td role="cell" className={cn("break-words md:px-4 md:py-3", className)}>
      {label ? (
        <span
          aria-hidden="true"
          className="mr-2 font-semibold text-muted-foreground text-xs uppercase tracking-wide md:hidden"
        >
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}

/** A table with no rows says so in its own row (e.g. a search that found nothing). */
export function DataEmptyRow({ columns, children }: { columns: number; children: React.ReactNode }) {
  return (
    <tr role="row">
      <td role="cell" colSpan={columns} className="px-4 py-10 text-center text-muted-foreground max-md:block">
        {children}
      </td>
    </tr>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border border-dashed bg-card p-8 text-center text-muted-foreground">
      {children}
    </div>
  );
}
