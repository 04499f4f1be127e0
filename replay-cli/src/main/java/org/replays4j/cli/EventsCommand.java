package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ValueTrees;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j events FILE}: every decoded event as one JSON object per line, in file order,
 * written while decoding (nothing is collected). Each line has {@code type} (the event type name)
 * and {@code offset} (byte offset in the decoded stream, when the format knows it) followed by the
 * event's fields; a field that is itself called {@code type} or {@code offset} is written as {@code
 * _type} / {@code _offset}.
 */
@Command(
    name = "events",
    mixinStandardHelpOptions = true,
    description = {
      "Prints every decoded event of FILE as JSON Lines: {\"type\":…,\"offset\":…,<fields>}.",
      "Events decoded before an error are printed; the error goes to stderr (exit code 1)."
    })
final class EventsCommand implements Callable<Integer> {
  private static final Set<String> RESERVED = Set.of("type", "offset");

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "One replay file; - reads standard input.")
  Path file;

  @Mixin Options.OutputFile output = new Options.OutputFile();

  @Option(names = "--pretty", description = "Indented JSON, one object after the other.")
  boolean pretty;

  @Option(names = "--limit", paramLabel = "N", description = "Stop after N printed events.")
  long limit = Long.MAX_VALUE;

  @Option(
      names = "--type",
      paramLabel = "TYPE",
      split = ",",
      description =
          "Only print events of these types (repeatable or comma-separated; "
              + "'replays4j formats --events' lists them).")
  List<String> types;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    if (limit < 0) {
      throw new picocli.CommandLine.ParameterException(
          spec.commandLine(), "--limit must not be negative");
    }
    boolean stdin = file.toString().equals(Inputs.STDIN);
    if (!stdin && !Inputs.regularFile(file, err)) return Main.FAILED;
    ReplaySource source;
    try {
      source =
          stdin
              ? ReplaySource.of(Inspector.STDIN_NAME, Inspector.readStdin(DecodeLimits.DEFAULT))
              : ReplaySource.of(file);
    } catch (ReplayFormatException e) {
      err.println("replays4j: " + file + ": " + e.getMessage());
      return Main.FAILED;
    } catch (IOException e) {
      err.println("replays4j: " + file + ": I/O error: " + e);
      return Main.FAILED;
    }
    try (Output o = output.open(spec)) {
      return run(source, o.writer(), err);
    }
  }

  private int run(ReplaySource source, PrintWriter out, PrintWriter err) throws IOException {
    long[] printed = {0};
    JsonGenerator g = Json.generator(out);
    if (pretty) g.useDefaultPrettyPrinter();
    try {
      ReplayFormat f = Inputs.decoder(source, file, err);
      if (f == null) return Main.FAILED;
      Set<String> only = types == null ? null : Set.copyOf(types);
      if (only != null) checkTypes(f, only);
      if (limit == 0) return Main.OK;
      f.events(
          source,
          DecodeLimits.DEFAULT,
          (type, offset, event) -> {
            if (only != null && !only.contains(type)) return true;
            try {
              writeEvent(g, type, offset, event);
            } catch (IOException e) {
              throw new java.io.UncheckedIOException(e);
            }
            printed[0]++;
            // Stop when the limit is reached or nobody reads the output any more (closed pipe).
            return printed[0] < limit && !(printed[0] % 1024 == 0 && out.checkError());
          });
      return Main.OK;
    } catch (ReplayFormatException e) {
      g.flush();
      err.println(
          "replays4j: " + file + ": " + e.getMessage() + " (after " + printed[0] + " events)");
      return Main.FAILED;
    } catch (IOException | java.io.UncheckedIOException e) {
      g.flush();
      err.println("replays4j: " + file + ": I/O error: " + e);
      return Main.FAILED;
    } catch (StackOverflowError | OutOfMemoryError e) {
      g.flush();
      err.println(
          "replays4j: " + file + ": decoder failure: " + e + " (after " + printed[0] + " events)");
      return Main.FAILED;
    } catch (picocli.CommandLine.ParameterException e) {
      throw e;
    } catch (RuntimeException e) {
      g.flush();
      err.println(
          "replays4j: " + file + ": decoder bug: " + e + " (after " + printed[0] + " events)");
      return Main.FAILED;
    } finally {
      g.flush();
      out.flush();
    }
  }

  /**
   * Rejects (as a usage error) a {@code --type} that {@code f} never emits, when the format lists
   * its event types ({@link ReplayFormat#eventTypes()}).
   */
  private void checkTypes(ReplayFormat f, Set<String> only) {
    List<String> known = f.eventTypes();
    if (known.isEmpty()) return;
    for (String t : only) {
      if (!matches(known, t)) {
        throw new picocli.CommandLine.ParameterException(
            spec.commandLine(),
            "unknown event type '"
                + t
                + "' for "
                + f.id()
                + "; its event types are: "
                + String.join(", ", known));
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

  static void writeEvent(JsonGenerator g, String type, long offset, Object event)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("type", type);
    if (offset >= 0) g.writeNumberField("offset", offset);
    Object tree = ValueTrees.toTree(event);
    if (tree instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        String key = String.valueOf(e.getKey());
        g.writeFieldName(RESERVED.contains(key) ? "_" + key : key);
        Json.write(g, e.getValue());
      }
    } else if (tree != null) {
      g.writeFieldName("value");
      Json.write(g, tree);
    }
    g.writeEndObject();
    g.writeRaw('\n');
  }
}
