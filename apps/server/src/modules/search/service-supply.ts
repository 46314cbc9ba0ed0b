/**
 * How many published providers offer each catalogue service, per 1° grid cell: read from PostgreSQL once and
 * kept in memory, so that reading an ambiguous query ("pool", "repair") can prefer the services pros near the
 * searched place actually offer without a query of its own (docs/search.md "Reading the query").
 */
export interface SupplyRow {
  /** Catalogue slug. */
  u: string;
  /** floor(latitude + 90) and floor(longitude + 180); null for providers without a position. */
  row: number | null;
  column: number | null;
  providers: number;
}

export interface SupplyArea {
  latitude: number;
  longitude: number;
  meters: number;
}

const METERS_PER_DEGREE = 111_320;
/** The counts only steer which service names an ambiguous search: a few minutes old is fresh enough. */
const MAX_AGE_MS = 5 * 60_000;

const cellKey = (row: number, column: number) => row * 360 + (((column % 360) + 360) % 360);

interface Snapshot {
  /** Per service: providers per cell. */
  byCell: Map<string, Map<number, number>>;
  /** Per service: providers anywhere. */
  total: Map<string, number>;
  loadedAt: number;
}

function toSnapshot(rows: readonly SupplyRow[], loadedAt: number): Snapshot {
  const byCell = new Map<string, Map<number, number>>();
  const total = new Map<string, number>();
  for (const { u, row, column, providers } of rows) {
    total.set(u, (total.get(u) ?? 0) + providers);
    if (row === null || column === null) continue;
    const cells = byCell.get(u) ?? new Map<number, number>();
    const key = cellKey(row, column);
    cells.set(key, (cells.get(key) ?? 0) + providers);
    byCell.set(u, cells);
  }
  return { byCell, total, loadedAt };
}

/** The cells the circle's bounding box touches (a 25-mile circle: 1 to 4 cells). */
function cellsAround({ latitude, longitude, meters }: SupplyArea): number[] {
  const dLatitude = meters / METERS_PER_DEGREE;
  const dLongitude = Math.min(
    180,
    meters / (METERS_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01)),
  );
  const keys: number[] = [];
  for (let row = Math.floor(latitude - dLatitude + 90); row <= Math.floor(latitude + dLatitude + 90); row++) {
    for (
      let column = Math.floor(longitude - dLongitude + 180);
      column <= Math.floor(longitude + dLongitude + 180);
      column++
    ) {
      keys.push(cellKey(row, column));
    }
  }
  return keys;
}

export function createServiceSupply(load: () => Promise<SupplyRow[]>, now: () => number = Date.now) {
  let current: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  const reload = () => {
    loading ??= load()
      .then((rows) => {
        current = toSnapshot(rows, now());
        return current;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  /** The counts, waiting only for the very first load; later ones refresh in the background. */
  async function snapshot(): Promise<Snapshot> {
    if (!current) return reload();
    if (now() - current.loadedAt > MAX_AGE_MS) void reload().catch(() => {});
    return current;
  }

  return {
    /** Providers offering a service in the area (or anywhere, without one). */
    async near(area: SupplyArea | undefined): Promise<(u: string) => number> {
      const { byCell, total } = await snapshot();
      if (!area) return (u) => total.get(u) ?? 0;
      const cells = cellsAround(area);
      return (u) => {
        const counts = byCell.get(u);
        if (!counts) return 0;
        let sum = 0;
        for (const cell of cells) sum += counts.get(cell) ?? 0;
        return sum;
      };
    },
  };
}

export type ServiceSupply = ReturnType<typeof createServiceSupply>;
