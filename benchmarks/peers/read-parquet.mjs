// Reads Parquet files with hyparquet (a JavaScript implementation independent of parquet-java) and
// prints, per file, one JSON line: rows (decoded, and from the footer), null values, and the first
// row's first columns. Used to check `replays4j export --to parquet`.
// Usage: node read-parquet.mjs FILE...   (snappy or uncompressed; zstd needs hyparquet-compressors)
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';

for (const f of process.argv.slice(2)) {
  const file = await asyncBufferFromFile(f);
  const meta = await parquetMetadataAsync(file);
  const rows = await parquetReadObjects({ file });
  let nulls = 0;
  for (const r of rows) for (const v of Object.values(r)) if (v === null || v === undefined) nulls++;
  const first = rows.length ? Object.entries(rows[0]).slice(0, 8) : [];
  console.log(JSON.stringify({
    file: f,
    rows: rows.length,
    footerRows: Number(meta.num_rows),
    nulls,
    first: Object.fromEntries(first.map(([k, v]) => [k, typeof v === 'bigint' ? String(v) : v])),
  }));
}
