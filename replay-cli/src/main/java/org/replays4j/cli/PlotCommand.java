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
import java.util.concurrent.Callable;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.plot.Picture;
import org.replays4j.plot.Plots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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
final class PlotCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

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

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  @Override
  public Integer call() throws Exception {
    // drawing needs no display; without this a desktop session's AWT would start a toolkit
    if (System.getProperty("java.awt.headless") == null)
      System.setProperty("java.awt.headless", "true");
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    DecodeLimits decodeLimits = limits.limits(spec);
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
    ReplayCollection collection = walk.collection(paths, decodeLimits);
    Progress progress = parallel.progress(err, collection, true);
    Batch.Tally tally =
        Batch.run(
            collection,
            parallel,
            err,
            new Reorder(Batch.TEXT_BOUND),
            progress,
            new Batch.Work() {
              @Override
              public Batch.Outcome process(CollectionEntry e, Reorder.Slot slot)
                  throws InterruptedException {
                if (!e.isReplay()) return Batch.Outcome.notRead(e, Batch.notReadLine(e));
                ReplayFormat f = e.format().orElseThrow();
                String fail;
                try {
                  List<Picture> pictures = Plots.of(f, e.source(), decodeLimits);
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
                  return Batch.Outcome.of(
                      FileOutcome.Status.PARTIAL,
                      e,
                      "replays4j: "
                          + e.name()
                          + ": partial: damaged, "
                          + damage
                          + " (drawn as far as read)");
                } catch (ReplayFormatException x) {
                  fail = x.getMessage();
                } catch (IOException x) {
                  fail = "I/O error: " + x;
                } catch (RuntimeException | StackOverflowError | OutOfMemoryError x) {
                  fail = "plot failed: " + x;
                }
                return Batch.Outcome.of(
                    FileOutcome.Status.FAILED, e, "replays4j: " + e.name() + ": " + fail);
              }
            });
    out.flush();
    return tally.exitCode();
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
