package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayConversion;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.core.io.ReplaySource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code replays4j convert --to TARGET FILE…}: writes each file in another format, through the
 * conversions the format modules declare ({@link ReplayFormat#conversions()}), plus JSON Lines for
 * every format (the {@code events} stream). Output files are written next to the input (or to
 * {@code -o}) through {@link AtomicOutput}: a temporary file renamed over the destination once the
 * conversion is complete, so a failed or interrupted conversion leaves nothing behind and an older
 * file intact; an existing output file is only replaced with {@code --force}.
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description = {
      "Writes each replay in another format: --to jsonl (any format: the events stream as JSON Lines),",
      "butter (from .echoreplay), rep (one .rep per spectated match of a Hisoutensoku capture),",
      "chk (a StarCraft replay's map, the raw scenario.chk). --list shows targets and options.",
      "Output: beside each input with the target's extension (a part name before it when one input",
      "gives several files, e.g. watch.match-1.rep), or -o for one input; an existing file is kept",
      "unless --force. Directories are searched recursively; - reads standard input (with -o)."
    })
final class ConvertCommand extends BatchCommand {
  /** The target every format offers. */
  static final String JSONL = "jsonl";

  @Parameters(
      paramLabel = "PATH",
      arity = "0..*",
      description = "Replay files or directories to convert; - reads standard input (needs -o).")
  List<Path> files = new ArrayList<>();

  @Option(
      names = "--list",
      description = "List the targets, the formats they convert from, and their options.")
  boolean list;

  @Option(names = "--to", paramLabel = "TARGET", description = "Target format (see --list).")
  String target;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description =
          "Output file (one input only; '-' = standard output). Several parts become OUT with"
              + " the part name before its extension.")
  String output;

  @Option(
      names = {"-O", "--option"},
      paramLabel = "KEY=VALUE",
      description = "A conversion option, e.g. -O compression=zstd (repeatable; see --list).")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(names = "--force", description = "Replace existing output files.")
  boolean force;

  /** The directories this run has cleaned of stale temporary files. */
  private final Set<Path> swept = ConcurrentHashMap.newKeySet();

  private PrintWriter out;
  private PrintWriter err;

  /** The files this run has written, so that a second input with the same output name fails. */
  private final Set<Path> written = ConcurrentHashMap.newKeySet();

  /**
   * A target: the conversion each format offers for it (empty for jsonl, which all formats have).
   */
  private record Target(
      String id, String extension, String description, Map<String, ReplayConversion> byFormat) {}

  /** Every target of the installed formats, by id (sorted). */
  static Map<String, Target> targets() {
    Map<String, Target> out = new TreeMap<>();
    out.put(
        JSONL,
        new Target(
            JSONL,
            "jsonl",
            "JSON Lines: every event, as 'replays4j events' prints them",
            Map.of()));
    for (ReplayFormat f : Replays.formats()) {
      for (ReplayConversion c : f.conversions()) {
        Target t =
            out.computeIfAbsent(
                c.target(), k -> new Target(k, c.extension(), c.description(), new TreeMap<>()));
        t.byFormat().put(f.id(), c);
      }
    }
    return out;
  }

  private static String targetList(Map<String, Target> targets) {
    List<String> parts = new ArrayList<>();
    for (Target t : targets.values()) {
      parts.add(
          t.id()
              + " (from "
              + (t.byFormat().isEmpty() ? "any format" : String.join(", ", t.byFormat().keySet()))
              + ")");
    }
    return String.join(", ", parts);
  }

  @Override
  List<Path> paths() {
    return files;
  }

  @Override
  public Integer call() throws Exception {
    out = spec.commandLine().getOut();
    err = spec.commandLine().getErr();
    Map<String, Target> targets = targets();
    if (list) {
      printList(out, targets);
      return Main.OK;
    }
    if (target == null)
      throw usage("Missing --to TARGET; supported targets: " + targetList(targets));
    String to = target.toLowerCase(Locale.ROOT);
    Target t = targets.get(to);
    if (t == null) {
      throw usage(
          "Unknown target '"
              + target
              + "'; supported targets: "
              + targetList(targets)
              + ("arrow".equals(to) || "parquet".equals(to) || "csv".equals(to)
                  ? " (tables go to " + to + " with replays4j export --to " + to + ")"
                  : ""));
    }
    if (files.isEmpty()) throw usage("Missing PATH to convert");
    DecodeLimits decodeLimits = checkedLimits();
    if (output != null && (files.size() > 1 || Files.isDirectory(files.get(0)))) {
      throw usage("-o/--output takes one input file, but got " + files);
    }
    if (output == null && files.stream().anyMatch(p -> p.toString().equals("-"))) {
      throw usage("converting standard input (-) needs -o OUT (a file, or - for standard output)");
    }
    if (t.byFormat().isEmpty() && !options.isEmpty()) {
      throw usage("the " + t.id() + " target has no options, but got " + options.keySet());
    }
    for (String key : options.keySet()) {
      boolean known = t.byFormat().values().stream().anyMatch(c -> c.options().containsKey(key));
      if (!known)
        throw usage("Unknown option '" + key + "' for target " + t.id() + "; see convert --list");
    }
    return runWritingFiles(
        decodeLimits,
        "-".equals(output),
        "converted",
        (e, slot) -> convertOne(e, slot, t, decodeLimits));
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  private static void printList(PrintWriter out, Map<String, Target> targets) {
    for (Target t : targets.values()) {
      out.println(t.id() + " (." + t.extension() + "): " + t.description());
      out.println(
          "  from: "
              + (t.byFormat().isEmpty() ? "any format" : String.join(", ", t.byFormat().keySet())));
      Map<String, String> opts = new TreeMap<>();
      for (ReplayConversion c : t.byFormat().values()) opts.putAll(c.options());
      opts.forEach((k, v) -> out.println("  -O " + k + "=…  " + v));
    }
    out.println(
        "(tables of many replays go to Arrow, Parquet, CSV or JSON Lines with replays4j export)");
  }

  /** Converts one replay; never throws for a bad file. */
  private Batch.Outcome convertOne(
      CollectionEntry e, Reorder.Slot slot, Target t, DecodeLimits limits)
      throws InterruptedException {
    String file = e.name();
    List<String> messages = new ArrayList<>();
    Outputs outputs = null;
    try {
      ReplaySource source = e.source();
      ReplayFormat f = e.format().orElseThrow();
      ReplayConversion conversion = t.byFormat().get(f.id());
      if (conversion == null && !t.byFormat().isEmpty()) {
        List<String> offered = new ArrayList<>();
        for (ReplayConversion c : f.conversions()) offered.add(c.target());
        offered.add(JSONL);
        String why =
            "a "
                + f.id()
                + " file cannot be converted to "
                + t.id()
                + " ("
                + t.id()
                + " is made from "
                + String.join(", ", t.byFormat().keySet())
                + "; "
                + f.id()
                + " converts to "
                + String.join(", ", offered)
                + ")";
        // a file of another format found in a directory is passed over, one named fails
        return e.named()
            ? Batch.Outcome.of(FileOutcome.Status.FAILED, e, "replays4j: " + file + ": " + why)
            : Batch.Outcome.of(
                FileOutcome.Status.SKIPPED, e, "replays4j: " + file + ": skipped: " + why);
      }
      outputs = new Outputs(e, t.extension(), messages);
      if (conversion == null && "-".equals(output)) {
        writeJsonLines(f, source, limits, out);
      } else if (conversion == null) {
        try (PrintWriter w = Output.writer(outputs.open(""))) {
          writeJsonLines(f, source, limits, w);
        }
      } else {
        Map<String, String> mine = new LinkedHashMap<>();
        options.forEach(
            (k, v) -> {
              if (conversion.options().containsKey(k)) mine.put(k, v);
            });
        conversion.convert(source, limits, mine, outputs);
      }
      // Files are renamed into place in the walker's order, so that two inputs with the same
      // output name (game.rep and game.pcapng both give game.jsonl) end the same way whatever -t.
      slot.awaitTurn();
      outputs.commit();
      return Batch.Outcome.of(FileOutcome.Status.OK, e, messages.toArray(String[]::new));
    } catch (ExistingOutput x) {
      messages.add("replays4j: " + file + ": " + x.getMessage());
    } catch (IllegalArgumentException x) {
      messages.add("replays4j: " + file + ": " + x.getMessage());
    } catch (ReplayFormatException x) {
      messages.add("replays4j: " + file + ": " + x.getMessage());
    } catch (IOException | UncheckedIOException x) {
      messages.add("replays4j: " + file + ": " + Output.plain(x));
    } catch (StackOverflowError | OutOfMemoryError x) {
      messages.add("replays4j: " + file + ": decoder failure: " + x);
    } catch (RuntimeException x) {
      messages.add("replays4j: " + file + ": decoder bug: " + x);
    } finally {
      if (outputs != null) outputs.discard();
    }
    return Batch.Outcome.of(FileOutcome.Status.FAILED, e, messages.toArray(String[]::new));
  }

  /** The events of {@code source} as JSON Lines, like {@code replays4j events}. */
  private static void writeJsonLines(
      ReplayFormat f, ReplaySource source, DecodeLimits limits, PrintWriter w) throws IOException {
    JsonGenerator g = Json.generator(w);
    f.events(
        source,
        limits,
        (type, offset, event) -> {
          try {
            EventsCommand.writeEvent(g, type, offset, event);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          return true;
        });
    g.flush();
  }

  /** An output file exists and --force was not given. */
  private static final class ExistingOutput extends IOException {
    ExistingOutput(String message) {
      super(message);
    }
  }

  /**
   * The files of one conversion: each part goes to a temporary file next to its destination and is
   * moved there by {@link #commit()}; {@link #discard()} deletes whatever was not committed.
   */
  private final class Outputs implements ReplayConversion.Output {
    private final String name;
    private final Path input;
    private final String extension;
    private final List<String> messages;
    private final Map<Path, AtomicOutput> pending = new LinkedHashMap<>();
    private boolean stdoutUsed;

    /**
     * @param messages where the lines for stderr go (printed in the walker's order)
     */
    Outputs(CollectionEntry entry, String extension, List<String> messages) {
      this.name = entry.name();
      this.input = entry.path().orElse(null);
      this.extension = extension;
      this.messages = messages;
    }

    @Override
    public OutputStream open(String part) throws IOException {
      if ("-".equals(output)) {
        if (stdoutUsed)
          throw new IOException(
              "this conversion writes several files; name one with -o FILE instead of -o -");
        stdoutUsed = true;
        out.flush();
        // standard output belongs to the process: never closed here
        return new FilterOutputStream(Output.STDOUT_BYTES) {
          @Override
          public void write(byte[] b, int off, int len) throws IOException {
            super.out.write(b, off, len);
          }

          @Override
          public void close() throws IOException {
            flush();
          }
        };
      }
      Path dest = destination(part);
      if (input != null && Output.clash(dest, List.of(input)) != null) {
        throw new ExistingOutput(
            Terminal.escape(dest.toString()) + " is the input file; choose another name with -o");
      }
      if (pending.containsKey(dest))
        throw new IOException("two parts named " + Terminal.escape(dest.toString()));
      checkFree(dest);
      Path dir = dest.toAbsolutePath().getParent();
      Output.folder(dir);
      // temporary files of an earlier conversion killed without a chance to clean up (SIGKILL)
      if (swept.add(dir)) Output.sweep(dir);
      // created like any new file (mode 0666 less the umask, e.g. 0644), since it becomes the
      // output by a rename; deleted by the shutdown hook if the process is stopped first
      AtomicOutput tmp = Output.file(dest);
      pending.put(dest, tmp);
      return Output.stream(tmp);
    }

    /** Where {@code part} goes: beside the input with the target's extension, or {@code -o}. */
    private Path destination(String part) {
      String suffix = part.isEmpty() ? "" : "." + part;
      if (output != null) {
        Path o = Path.of(output);
        if (suffix.isEmpty()) return o;
        String name = o.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String ext = dot > 0 ? name.substring(dot) : "." + extension;
        return o.resolveSibling(base + suffix + ext);
      }
      String name = input.getFileName().toString();
      for (String compressed : List.of(".gz", ".xz", ".zst")) {
        if (name.toLowerCase(Locale.ROOT).endsWith(compressed))
          name = name.substring(0, name.length() - compressed.length());
      }
      int dot = name.lastIndexOf('.');
      String base = dot > 0 ? name.substring(0, dot) : name;
      return input.resolveSibling(base + suffix + "." + extension);
    }

    @Override
    public void warn(String message) {
      messages.add("replays4j: " + name + ": " + message);
    }

    /**
     * Fails when {@code dest} was written from another input of this run, or exists and {@code
     * --force} was not given.
     */
    private void checkFree(Path dest) throws ExistingOutput {
      if (written.contains(dest.toAbsolutePath().normalize()))
        throw new ExistingOutput(
            Terminal.escape(dest.toString())
                + " is also the output of an earlier input of this run; convert this one with -o");
      if (Files.exists(dest) && !Files.isRegularFile(dest))
        throw new ExistingOutput(
            Terminal.escape(dest.toString())
                + " is not a regular file (a folder, device or pipe), which a conversion never"
                + " replaces; name a file, or - for standard output");
      if (Files.exists(dest) && !force)
        throw new ExistingOutput(
            Terminal.escape(dest.toString()) + " exists (use --force to replace it)");
    }

    /**
     * Renames every part over its destination (all of them, or none when the process is being
     * stopped) and reports it.
     */
    void commit() throws IOException {
      for (Path dest : pending.keySet()) checkFree(dest);
      Output.commitAll(List.copyOf(pending.values()));
      for (Path dest : pending.keySet()) {
        written.add(dest.toAbsolutePath().normalize());
        messages.add("replays4j: wrote " + dest);
      }
      pending.clear();
    }

    /** Deletes the temporary files of parts not committed. */
    void discard() {
      for (AtomicOutput tmp : pending.values()) Output.discard(tmp);
      pending.clear();
    }
  }
}
