package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableSchema;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j formats}: the installed formats, their extensions and versions, and whether they
 * decode.
 */
@Command(
    name = "formats",
    mixinStandardHelpOptions = true,
    description =
        "Lists the installed replay formats: id, name, extensions, versions, decoder available"
            + " (and, with --events, their event types; with --tables, their tables and columns).")
final class FormatsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--json", description = "One JSON object per format (JSON Lines).")
  boolean json;

  @Option(
      names = "--events",
      description = "Also list each format's event types (what 'events --type' accepts).")
  boolean events;

  @Option(
      names = "--tables",
      description =
          "Also list each format's tables ('export --table') with their columns and types.")
  boolean tables;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    List<ReplayFormat> formats = Replays.formats();
    if (json) {
      JsonGenerator g = Json.generator(out);
      for (ReplayFormat f : formats) {
        g.writeStartObject();
        g.writeStringField("id", f.id());
        g.writeStringField("name", f.displayName());
        g.writeFieldName("extensions");
        Json.write(g, f.extensions());
        g.writeStringField("versions", f.supportedVersions());
        g.writeBooleanField("decoderAvailable", f.decoderAvailable());
        if (events) {
          g.writeFieldName("events");
          Json.write(g, f.eventTypes());
        }
        if (tables) {
          g.writeArrayFieldStart("tables");
          for (TableSchema t : f.tables()) {
            g.writeStartObject();
            g.writeStringField("name", t.name());
            g.writeStringField("doc", t.doc());
            g.writeArrayFieldStart("columns");
            for (Column c : t.columns()) {
              g.writeStartObject();
              g.writeStringField("name", c.name());
              g.writeStringField("type", c.type().label());
              g.writeBooleanField("nullable", c.nullable());
              g.writeStringField("doc", c.doc());
              g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
          }
          g.writeEndArray();
        }
        g.writeEndObject();
        g.writeRaw('\n');
      }
      g.flush();
    } else if (formats.isEmpty()) {
      out.println("no replay formats are installed");
    } else {
      // Columns sized to their content; the free-text VERSIONS column goes last so it never pushes
      // the others out of line.
      List<String[]> rows = new ArrayList<>();
      rows.add(new String[] {"ID", "NAME", "EXTENSIONS", "DECODER", "VERSIONS"});
      for (ReplayFormat f : formats) {
        rows.add(
            new String[] {
              f.id(),
              f.displayName(),
              String.join(", ", f.extensions()),
              f.decoderAvailable() ? "yes" : "detection only",
              f.supportedVersions()
            });
      }
      int[] width = new int[4];
      for (String[] r : rows)
        for (int c = 0; c < width.length; c++) width[c] = Math.max(width[c], r[c].length());
      for (String[] r : rows) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < width.length; c++)
          line.append(r[c]).append(" ".repeat(width[c] - r[c].length() + 2));
        out.println(line.append(r[width.length]));
      }
      if (events) {
        out.println();
        out.println("EVENT TYPES");
        for (ReplayFormat f : formats) {
          List<String> types = f.eventTypes();
          out.println(
              f.id() + ": " + (types.isEmpty() ? "(not listed)" : String.join(", ", types)));
        }
      }
      if (tables) {
        out.println();
        out.println(
            "TABLES (format.table: what a row is; then name type [null] -- doc per column)");
        for (ReplayFormat f : formats) {
          Set<String> shared = new TreeSet<>();
          for (TableSchema t : f.tables()) {
            // a table set shared with another format (Echo VR's) is described under that format
            if (!t.format().equals(f.id())) {
              shared.add(t.format());
              continue;
            }
            out.println();
            out.print(t.describe().substring(2)); // without the "# " of the golden files
          }
          for (String other : shared) {
            out.println();
            out.println(f.id() + ": writes the " + other + " tables (one table set)");
          }
        }
      }
    }
    out.flush();
    return Main.OK;
  }
}
