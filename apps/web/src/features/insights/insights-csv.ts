import { toCsv } from '@porchlight/core/insights/csv.rules';
import { saveBlob } from '@/lib/save-blob';

/** One chart's table, as shown and as downloaded. */
export interface ChartTable {
  header: string[];
  rows: (string | number | null)[][];
}

/** Saves a chart's table as `<name>.csv`. */
export function downloadCsv(table: ChartTable, name: string): void {
  saveBlob(new Blob([toCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}
