package org.replays4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.plot.Picture;
import org.replays4j.plot.Plots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code replays4j plot}: pictures of games ({@link Plots#of}), one SVG (or PNG) per picture per
 * game, named {@code <file name>.<picture>.svg}; with {@code --db}, the collection pictures of a
 * catalog ({@link Plots#ofCatalog}), named {@code catalog.<picture>.svg}. Each file is written
 * beside its destination and renamed into place ({@link AtomicOutput}); the paths written are
 * printed, one per line, in the walker's order whatever {@code -t}.
 */
@Command(
    name = "plot",
    mixinStandardHelpOptions = true,
    description = {
      "Draws pictures of games: one SVG per picture per game (PNG with --png), named",
      "<file name>.<picture>.svg; with --db, the collection pictures of a catalog (catalog.<picture>.svg).",
      "Slippi: percent, stocks and damage per conversion, and per player the stick coordinates",
      "used with the controller-ruleset violations marked; StarCraft: APM and build order;",
      "DDNet: finishes, presence, input rate; Echo VR: score, possession, speed;",
      "Hisoutensoku: per-match outcome and input rate. Damaged files are drawn as far as read."
    })
final class PlotCommand extends BatchCommand {
  @Parameters(
      arity = "0..*",
      paramLabel = "PATH",
      description = "Replay files or directories; - reads standard input.")
  List<Path> paths = List.of();

  @Option(
      names = "--db",
      paramLabel = "CATALOG",
      description = "Draw the collection pictures of this catalog (replays4j index) instead.")
  Path db;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      description = "Output directory (created; default: the current directory).")
  Path output = Path.of(".");

  @Option(names = "--png", description = "Write PNG images instead of SVG.")
  boolean png;

  @Override
  List<Path> paths() {
    return paths;
  }

  @Override
  public Integer call() throws Exception {
    // drawing needs no display; without this a desktop session's AWT would start a toolkit
    if (System.getProperty("java.awt.headless") == null)
      System.setProperty("java.awt.headless", "true");
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    DecodeLimits decodeLimits = checkedLimits();
    if (db == null && paths.isEmpty())
      throw new ParameterException(spec.commandLine(), "give replay PATHs or --db CATALOG");
    if (db != null && !paths.isEmpty())
      throw new ParameterException(spec.commandLine(), "give either PATHs or --db, not both");
    if (db != null && !Files.isRegularFile(db)) {
      err.println("replays4j: " + db + ": no such catalog");
      return Main.FAILED;
    }
    Files.createDirectories(output);
    // temporary files of an earlier run killed without a chance to clean up (SIGKILL)
    AtomicOutput.removeStale(output);
    Writer writer = new Writer(out);
    if (db != null) {
      List<Picture> pictures;
      try {
        pictures = Plots.ofCatalog(db);
      } catch (IOException e) {
        err.println("replays4j: " + db + ": " + e.getMessage());
        return Main.FAILED;
      }
      writer.write("catalog", pictures, rendered(pictures));
      out.flush();
      return Main.OK;
    }
    return runWritingFiles(
        decodeLimits, true, "plotted", (e, slot) -> plot(e, slot, decodeLimits, writer));
  }

  /**
   * Draws the pictures of one replay and hands them to {@code writer}; never throws for a bad file.
   */
  private Batch.Outcome plot(
      CollectionEntry e, Reorder.Slot slot, DecodeLimits decodeLimits, Writer writer)
      throws InterruptedException {
    try {
      List<Picture> pictures = Plots.of(e.format().orElseThrow(), e.source(), decodeLimits);
      List<byte[]> bytes = rendered(pictures);
      long size = 0;
      for (byte[] b : bytes) size += b.length;
      long held = size;
      String base = e.path().map(p -> p.getFileName().toString()).orElse("stdin");
      slot.emit(
          new Reorder.Chunk() {
            @Override
            public void write() throws IOException {
              writer.write(base, pictures, bytes);
            }

            @Override
            public long bytes() {
              return held;
            }
          });
      String damage = pictures.isEmpty() ? null : pictures.get(0).damage();
      if (damage == null) return Batch.Outcome.of(FileOutcome.Status.OK, e);
      return Batch.partial(e, damage, "drawn as far as read");
    } catch (ReplayFormatException x) {
      return Batch.failed(e, x.getMessage());
    } catch (IOException x) {
      return Batch.failed(e, "I/O error: " + x);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError x) {
      return Batch.failed(e, "plot failed: " + x);
    }
  }

  /** The bytes of each picture in the chosen image format. */
  private List<byte[]> rendered(List<Picture> pictures) {
    List<byte[]> out = new ArrayList<>(pictures.size());
    for (Picture p : pictures) out.add(png ? p.png() : p.svg().getBytes(StandardCharsets.UTF_8));
    return out;
  }

  /**
   * The one place the command writes files: each through a temporary file renamed into place.
   * Called in the walker's order, one call at a time; a name already written in this run gets
   * {@code -2}, {@code -3}… so that files of the same name in different directories all appear.
   */
  private final class Writer {
    private final PrintWriter out;
    private final Set<String> used = new HashSet<>();

    Writer(PrintWriter out) {
      this.out = out;
    }

    void write(String base, List<Picture> pictures, List<byte[]> bytes) throws IOException {
      String name = base;
      for (int n = 2; !used.add(name); n++) name = base + "-" + n;
      String ext = png ? ".png" : ".svg";
      for (int i = 0; i < pictures.size(); i++) {
        Path dest = output.resolve(name + "." + pictures.get(i).name() + ext);
        try (AtomicOutput o = AtomicOutput.create(dest)) {
          try (OutputStream s = o.newOutputStream()) {
            s.write(bytes.get(i));
          }
          o.commit();
        }
        out.println(dest);
      }
    }
  }
}
