package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j events PATH…}: every decoded event of each replay as one JSON object per line,
 * in file order and the walker's order of files, written while decoding (nothing is collected but
 * the bounded output of files whose turn has not come). Each line has {@code type} (the event type
 * name) and {@code offset} (byte offset in the decoded stream, when the format knows it) followed
 * by the event's fields; a field that is itself called {@code type} or {@code offset} is written as
 * {@code _type} / {@code _offset}.
 */
@Command(
    name = "events",
    mixinStandardHelpOptions = true,
    description = {
      "Prints every decoded event of each replay as JSON Lines: {\"type\":…,\"offset\":…,<fields>}.",
      "With a directory or several paths each line starts with \"file\"; files come in the walker's order.",
      "Events decoded before an error are printed; the error goes to stderr (exit code 1)."
    })
final class EventsCommand implements Callable<Integer> {
  private static final Set<String> RESERVED = Set.of("type", "offset");
  private static final Set<String> RESERVED_WITH_FILE = Set.of("file", "type", "offset");

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "Replay files or directories; - reads standard input.")
  List<Path> paths;

  @Mixin Options.OutputFile output = new Options.OutputFile();

  @Option(names = "--pretty", description = "Indented JSON, one object after the other.")
  boolean pretty;

  @Option(
      names = "--limit",
      paramLabel = "N",
      description = "Stop after N printed events of each file.")
  long limit = Long.MAX_VALUE;

  @Option(
      names = "--type",
      paramLabel = "TYPE",
      split = ",",
      description =
          "Only print events of these types (repeatable or comma-separated; "
              + "'replays4j formats --events' lists them).")
  List<String> types;

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    if (limit < 0) {
      throw new picocli.CommandLine.ParameterException(
          spec.commandLine(), "--limit must not be negative");
    }
    parallel.check(spec);
    DecodeLimits decodeLimits = limits.limits(spec);
    Set<String> only = types == null ? null : Set.copyOf(types);
    if (only != null) checkTypes(only);
    boolean withFile =
        paths.size() > 1 || paths.stream().anyMatch(p -> java.nio.file.Files.isDirectory(p));
    try (Output o = output.open(spec, paths)) {
      PrintWriter out = o.writer();
      ReplayCollection collection = walk.collection(paths, decodeLimits);
      Progress progress = parallel.progress(err, collection, output.toStdout());
      Batch.Tally tally =
          Batch.run(
              collection,
              parallel,
              err,
              new Reorder(Batch.TEXT_BOUND),
              progress,
              (e, slot) -> {
                if (!e.isReplay()) return Batch.Outcome.notRead(e, Batch.notReadLine(e));
                return events(e, decodeLimits, only, withFile, slot, out);
              });
      o.commit();
      tally.report(err, "listed the events of", paths);
      return tally.exitCode();
    }
  }

  /** Writes the events of one replay to its slot; never throws for a bad file. */
  private Batch.Outcome events(
      CollectionEntry e,
      DecodeLimits decodeLimits,
      Set<String> only,
      boolean withFile,
      Reorder.Slot slot,
      PrintWriter out)
      throws InterruptedException {
    String file = e.name();
    if (limit == 0) return Batch.Outcome.of(FileOutcome.Status.OK, e);
    long[] printed = {0};
    Damage[] damage = {null};
    Reorder.SlotWriter w = new Reorder.SlotWriter(slot, out);
    try {
      JsonGenerator g = Json.generator(w);
      if (pretty) g.useDefaultPrettyPrinter();
      try {
        e.format()
            .orElseThrow()
            .events(
                e.source(),
                decodeLimits,
                new ReplayEventSink() {
                  @Override
                  public boolean accept(String type, long offset, Object event) {
                    if (only != null && !only.contains(type)) return true;
                    try {
                      writeEvent(g, withFile ? file : null, type, offset, event);
                    } catch (IOException x) {
                      throw new java.io.UncheckedIOException(x);
                    }
                    printed[0]++;
                    // Stop at the limit or when nobody reads the output any more (closed pipe).
                    return printed[0] < limit && !(printed[0] % 1024 == 0 && out.checkError());
                  }

                  @Override
                  public void damage(Damage d) {
                    damage[0] = d;
                  }
                });
      } finally {
        g.flush();
        w.close();
      }
      if (damage[0] != null) {
        return Batch.Outcome.of(
            FileOutcome.Status.PARTIAL,
            e,
            "replays4j: "
                + file
                + ": partial: damaged, "
                + damage[0]
                + " (after "
                + printed[0]
                + " events)");
      }
      return Batch.Outcome.of(FileOutcome.Status.OK, e);
    } catch (ReplayFormatException x) {
      return failed(e, x.getMessage() + " (after " + printed[0] + " events)");
    } catch (java.io.InterruptedIOException x) {
      throw new InterruptedException(x.getMessage());
    } catch (IOException | java.io.UncheckedIOException x) {
      return failed(e, "I/O error: " + Output.plain(x) + " (after " + printed[0] + " events)");
    } catch (StackOverflowError | OutOfMemoryError x) {
      return failed(e, "decoder failure: " + x + " (after " + printed[0] + " events)");
    } catch (RuntimeException x) {
      return failed(e, "decoder bug: " + x + " (after " + printed[0] + " events)");
    }
  }

  private static Batch.Outcome failed(CollectionEntry e, String message) {
    return Batch.Outcome.of(
        FileOutcome.Status.FAILED, e, "replays4j: " + e.name() + ": " + message);
  }

  /**
   * Rejects (as a usage error, before any file is read) a {@code --type} that none of the installed
   * formats that list their event types ({@link ReplayFormat#eventTypes()}) emits.
   */
  private void checkTypes(Set<String> only) {
    List<String> known = new java.util.ArrayList<>();
    for (ReplayFormat f : Replays.formats()) known.addAll(f.eventTypes());
    if (known.isEmpty()) return;
    for (String t : new java.util.TreeSet<>(only)) {
      if (!matches(known, t)) {
        throw new picocli.CommandLine.ParameterException(
            spec.commandLine(),
            "unknown event type '"
                + t
                + "': no installed format emits it ('replays4j formats --events' lists them)");
      }
    }
  }

  /** Whether {@code type} is one of {@code known} (an entry ending in {@code *} is a prefix). */
  static boolean matches(List<String> known, String type) {
    for (String k : known) {
      if (k.endsWith("*") ? type.startsWith(k.substring(0, k.length() - 1)) : k.equals(type))
        return true;
    }
    return false;
  }

  /** One event as a JSON object and a line break, without a {@code file} field. */
  static void writeEvent(JsonGenerator g, String type, long offset, Object event)
      throws IOException {
    writeEvent(g, null, type, offset, event);
  }

  /**
   * One event as a JSON object and a line break; {@code file} first when not null. A field of the
   * event with a reserved name is written with a {@code _} before it.
   */
  static void writeEvent(JsonGenerator g, String file, String type, long offset, Object event)
      throws IOException {
    Set<String> reserved = file == null ? RESERVED : RESERVED_WITH_FILE;
    g.writeStartObject();
    if (file != null) g.writeStringField("file", file);
    g.writeStringField("type", type);
    if (offset >= 0) g.writeNumberField("offset", offset);
    Object tree = ValueTrees.toTree(event);
    if (tree instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> x : m.entrySet()) {
        String key = String.valueOf(x.getKey());
        g.writeFieldName(reserved.contains(key) ? "_" + key : key);
        Json.write(g, x.getValue());
      }
    } else if (tree != null) {
      g.writeFieldName("value");
      Json.write(g, tree);
    }
    g.writeEndObject();
    g.writeRaw('\n');
  }
}
