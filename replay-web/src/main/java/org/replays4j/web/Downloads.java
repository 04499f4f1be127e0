package org.replays4j.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.web.CatalogView.FileState;
import org.replays4j.web.CatalogView.Game;

/**
 * One table of one game as a file (Arrow, Parquet, CSV: the table writers on the class path, the
 * ones {@code replays4j export} uses), read from the catalog's recorded path of the game, never
 * from a path in the request.
 */
final class Downloads {
  /** The file formats offered, in this order, when their writer is on the class path. */
  static final List<String> OFFERED = List.of("arrow", "parquet", "csv");

  private final Map<String, TableFileFormat> writers = new TreeMap<>();
  private final DecodeLimits limits;

  Downloads(DecodeLimits limits) {
    this.limits = limits;
    for (TableFileFormat f :
        ServiceLoader.load(TableFileFormat.class, Downloads.class.getClassLoader())) {
      if (OFFERED.contains(f.id())) writers.putIfAbsent(f.id(), f);
    }
  }

  /** The writer ids available, in {@link #OFFERED} order. */
  List<String> writers() {
    List<String> out = new ArrayList<>();
    for (String id : OFFERED) if (writers.containsKey(id)) out.add(id);
    return out;
  }

  /** The tables of {@code format} (every table it declares), empty when it is not installed. */
  static List<String> tables(String format) {
    List<String> out = new ArrayList<>();
    if (format == null) return out;
    Replays.format(format).ifPresent(f -> f.tables().forEach(t -> out.add(t.name())));
    return out;
  }

  /** A written table file: its temporary path (the caller deletes it) and download name. */
  record Written(Path file, String name, String contentType, String damage) {}

  /**
   * Writes table {@code table} of game {@code g} as {@code ext} to a temporary file.
   *
   * @throws HttpError 404 for an unknown table or file format, 409 when the file changed or is gone
   */
  Written write(Game g, FileState state, String table, String ext) throws IOException {
    TableFileFormat w = writers.get(ext);
    if (w == null) {
      throw HttpError.notFound(
          "no table file format '"
              + Params.clip(ext)
              + "' here; available: "
              + String.join(", ", writers()));
    }
    ReplayFormat format =
        Replays.format(g.format() == null ? "" : g.format())
            .orElseThrow(
                () -> HttpError.notFound("no installed format reads " + g.format() + " files"));
    TableSchema schema =
        format
            .table(table)
            .orElseThrow(
                () ->
                    HttpError.notFound(
                        g.format()
                            + " has no table '"
                            + Params.clip(table)
                            + "'; its tables: "
                            + String.join(", ", tables(g.format()))));
    if (state != FileState.UNCHANGED) {
      throw new HttpError(
          409,
          state == FileState.MISSING
              ? "the replay file is gone since it was indexed"
              : "the replay file changed since it was indexed; run replays4j index again");
    }
    Path path = Path.of(g.path());
    Iterator<CollectionEntry> it =
        ReplayCollection.builder(List.of(path)).limits(limits).build().iterator();
    CollectionEntry e = it.next().detect();
    if (e.format().isEmpty() || !e.format().get().id().equals(format.id())) {
      throw new HttpError(409, "the replay file no longer reads as " + format.id());
    }
    Path tmp = Files.createTempFile("replays4j-download-", "." + w.extension());
    String damage = null;
    try {
      try (TableFileWriter out = w.open(tmp, schema, Map.of())) {
        try {
          format.readTable(table, e.source(), g.path(), TableOptions.ALL, limits, out);
        } catch (ReplayFormatException x) {
          // the rows before the error stay, as in replays4j export; the header says why it stops
          damage = x.getMessage();
        }
      }
      String name = "game-" + g.id() + "-" + format.id() + "." + table + "." + w.extension();
      return new Written(tmp, name, contentType(ext), damage);
    } catch (IOException | RuntimeException x) {
      Files.deleteIfExists(tmp);
      throw x;
    }
  }

  private static String contentType(String ext) {
    return switch (ext) {
      case "csv" -> "text/csv; charset=utf-8";
      case "arrow" -> "application/vnd.apache.arrow.file";
      default -> "application/octet-stream";
    };
  }
}
