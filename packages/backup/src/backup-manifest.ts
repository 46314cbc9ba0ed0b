/** What a backup archive holds, written as manifest.json beside the table files and the media. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Migrations applied to the database the backup was taken from: a restore needs at least as many. */
  migrations: number;
  tables: BackupTable[];
  /** Local media files (DATA_DIR/media); empty when media live in an S3 bucket. */
  media: MediaFile[];
}

export interface BackupTable {
  schema: string;
  name: string;
  /** The columns written, in file order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  /** Path inside the archive, PostgreSQL's COPY text format. */
  file: string;
}

export interface MediaFile {
  /** Path under the media folder, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST_FILE = 'manifest.json';
export const TABLES_FOLDER = 'tables';
export const MEDIA_FOLDER = 'media';
/** Where drizzle records the migrations it applied; a restore migrates afresh instead of copying it. */
export const MIGRATIONS_TABLE = { schema: 'drizzle', name: '__drizzle_migrations' } as const;
