import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

/**
 * A table of rows (TanStack Table): header cells are `th scope="col"`, an optional row action opens the row by keyboard
 * too (a link or button inside a cell does that), and an empty table says so. On a narrow screen each row is a card
 * of its cells, each labelled with its column (`data-label`), so no cell (a row's actions) is off-screen.
 */
// biome-ignore lint/suspicious/noExplicitAny: TanStack's own ColumnDef default for mixed value types
export function DataTable<T>({ columns, rows, label, empty }: { columns: ColumnDef<T, any>[]; rows: T[]; label: string; empty: string }) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className="table-wrap">
      <table aria-label={label} className="stacked">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : ''}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted" data-label="">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
