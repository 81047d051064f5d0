import type { ReactNode } from "react";

export type FigureColumn = { label: string; numeric?: boolean; breakAll?: boolean };

/**
 * A plain table of figures: a text column or two, then counts aligned right in tabular digits. The analytics
 * tab's quiz and link tables and the chart's per-day figures share it, so they read alike.
 */
export function FigureTable({
  columns,
  rows,
  className = "mt-3 w-full text-left text-sm",
  headClassName = "border-b border-border text-muted-foreground",
}: {
  columns: FigureColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  className?: string;
  headClassName?: string;
}) {
  const cellClass = (column: FigureColumn, index: number) =>
    [
      "py-1.5",
      index < columns.length - 1 ? "pr-3" : "",
      column.numeric ? "text-right tabular-nums" : "",
      column.breakAll ? "break-all" : "",
    ]
      .filter(Boolean)
      .join(" ");
  return (
    <table className={className}>
      <thead>
        <tr className={headClassName}>
          {columns.map((column, index) => (
            <th key={column.label} scope="col" className={`${cellClass(column, index)} font-medium`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border/60">
            {row.cells.map((cell, index) => (
              <td key={columns[index]!.label} className={cellClass(columns[index]!, index)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
