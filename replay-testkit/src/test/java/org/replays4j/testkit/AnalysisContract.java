package org.replays4j.testkit;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayAnalysis.Product;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * The rule of {@link ReplayFormat#analyze}, as a check over one file: every combination of the
 * products from one call equals the separate calls ({@link ReplayFormat#summarize}, {@link
 * ReplayFormat#stats}, {@link ReplayFormat#gameStats}); where a separate call fails, the combined
 * call fails with the first failure (summary, stats, shared view in that order) of the same kind
 * and message. Checked on the file, on its content cut at half and at nine tenths (damaged), and
 * under limits the file exceeds. Throws {@link AssertionError} naming the broken case.
 */
public final class AnalysisContract {
  private AnalysisContract() {}

  /**
   * Checks {@code format}'s {@link ReplayFormat#analyze} over {@code source}, cut copies and tight
   * limits, and that one request for everything equals the separate calls (intact and cut).
   */
  public static void check(ReplayFormat format, ReplaySource source) throws IOException {
    check(format, source, DecodeLimits.DEFAULT, "");
    checkEverything(format, source, DecodeLimits.DEFAULT, "");
    byte[] content = source.readAllBytes(DecodeLimits.DEFAULT);
    checkEverything(
        format,
        ReplaySource.of(source.name() + ".half", Arrays.copyOf(content, content.length / 2)),
        DecodeLimits.DEFAULT,
        " cut at " + content.length / 2);
    for (int cut : new int[] {content.length / 2, content.length * 9 / 10}) {
      ReplaySource damaged =
          ReplaySource.of(source.name() + ".cut" + cut, Arrays.copyOf(content, cut));
      check(format, damaged, DecodeLimits.DEFAULT, " cut at " + cut + " of " + content.length);
    }
    // limits the separate calls exceed: a decompressed size below the file's, few elements
    check(
        format,
        source,
        DecodeLimits.DEFAULT.withMaxDecompressedBytes(Math.max(1, content.length / 2)),
        " with maxDecompressedBytes " + content.length / 2);
    check(format, source, DecodeLimits.DEFAULT.withMaxElements(8), " with maxElements 8");
  }

  /**
   * Checks that one request for everything (every product, the events, every table) opens the
   * stored {@code file} once: the format's {@code decode} is one pass, not one read per product.
   */
  public static void checkReadsOnce(ReplayFormat format, Path file) throws IOException {
    byte[] stored = Files.readAllBytes(file);
    int[] opened = {0};
    ReplaySource counted =
        ReplaySource.of(
            file.getFileName().toString(),
            stored.length,
            () -> {
              opened[0]++;
              return new ByteArrayInputStream(stored);
            });
    int before = opened[0];
    List<TableRead> reads = new ArrayList<>();
    for (TableSchema t : format.tables()) reads.add(TableRead.of(t.name(), batch -> true));
    format.read(
        counted,
        DecodeLimits.DEFAULT,
        DecodeRequest.of(EnumSet.allOf(Product.class))
            .withEvents((type, offset, event) -> true)
            .withTables("f", reads));
    if (opened[0] - before != 1)
      throw new AssertionError(
          format.id()
              + " "
              + file
              + ": one request for everything opened the file "
              + (opened[0] - before)
              + " times");
  }

  /**
   * {@link #check} and {@link #checkReadsOnce} on every file of {@code dir}, in name order; fails
   * if the directory holds no file.
   */
  public static void checkEveryFile(ReplayFormat format, Path dir) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.sorted().toList();
    }
    if (files.isEmpty()) throw new AssertionError(dir + " holds no file");
    for (Path f : files) {
      check(format, ReplaySource.of(f));
      checkReadsOnce(format, f);
    }
  }

  /**
   * One {@link ReplayFormat#read} of a request for everything: every product (the summary with
   * {@code summaryOptions}), the events into {@code events}, and every table of the format with
   * {@link TableOptions#ALL} for file id {@code fileId}, its rows put into {@code tables} by table
   * name in the format's order.
   *
   * @return what the read gives
   */
  public static ReplayAnalysis readEverything(
      ReplayFormat format,
      ReplaySource source,
      DecodeLimits limits,
      Set<String> summaryOptions,
      ReplayEventSink events,
      String fileId,
      Map<String, TableRows> tables)
      throws IOException {
    List<TableRead> reads = new ArrayList<>();
    for (TableSchema t : format.tables()) {
      TableRows rows = new TableRows();
      tables.put(t.name(), rows);
      reads.add(new TableRead(t.name(), TableOptions.ALL, rows));
    }
    return format.read(
        source,
        limits,
        DecodeRequest.of(EnumSet.allOf(Product.class))
            .withSummaryOptions(summaryOptions)
            .withEvents(events)
            .withTables(fileId, reads));
  }

  /** Every non-empty combination of the products, in a fixed order. */
  static List<Set<Product>> combinations() {
    List<Set<Product>> out = new ArrayList<>();
    Product[] all = Product.values();
    for (int mask = 1; mask < 1 << all.length; mask++) {
      EnumSet<Product> s = EnumSet.noneOf(Product.class);
      for (int i = 0; i < all.length; i++) if ((mask & 1 << i) != 0) s.add(all[i]);
      out.add(s);
    }
    return out;
  }

  /**
   * One {@link ReplayFormat#read} of a request for everything (every product, the events, every
   * table) gives each part exactly what its own call gives: the same events and damage, the same
   * rows and damage of each table, the same products; or fails as the first of them fails.
   */
  private static void checkEverything(
      ReplayFormat format, ReplaySource source, DecodeLimits limits, String what)
      throws IOException {
    String name = format.id() + " " + source.name() + what + " (one request for everything)";
    EventRecorder events = EventRecorder.json();
    Object alone = outcome(() -> format.events(source, limits, events));
    Map<String, TableRows> tables = new LinkedHashMap<>();
    for (TableSchema t : format.tables()) {
      TableRows rows = new TableRows();
      Object failed =
          outcome(
              () -> {
                format.readTable(t.name(), source, "f", TableOptions.ALL, limits, rows);
                return null;
              });
      if (alone == null && failed instanceof Failure) alone = failed;
      tables.put(t.name(), rows);
    }
    Object summary = outcome(() -> format.summarize(source, limits, Set.of()));
    Object stats = outcome(() -> format.stats(source, limits).orElse(null));
    Object game = outcome(() -> format.gameStats(source, limits).orElse(null));
    for (Object o : new Object[] {summary, stats, game}) {
      if (alone == null && o instanceof Failure) alone = o;
    }
    EventRecorder together = EventRecorder.json();
    Map<String, TableRows> togetherTables = new LinkedHashMap<>();
    ReplayAnalysis a;
    try {
      a = readEverything(format, source, limits, Set.of(), together, "f", togetherTables);
    } catch (ReplayFormatException e) {
      if (!(alone instanceof Failure))
        throw new AssertionError(name + ": fails with " + new Failure(e) + ", separately not");
      return;
    }
    if (alone instanceof Failure f) throw new AssertionError(name + ": succeeds, separately " + f);
    expect(name, "events", events.got(), together.got());
    for (String t : tables.keySet()) {
      TableRows want = tables.get(t), got = togetherTables.get(t);
      if (!TableContract.equalRows(want.rows(), got.rows()))
        throw new AssertionError(name + ": table " + t + " rows differ from its own read");
      expect(name, "table " + t + " damage", want.damages(), got.damages());
    }
    expect(name, "summary", summary, a.summary());
    expect(name, "stats", stats, a.stats());
    expect(name, "gameStats", game, a.gameStats());
  }

  private static void check(
      ReplayFormat format, ReplaySource source, DecodeLimits limits, String what)
      throws IOException {
    Object summary = outcome(() -> format.summarize(source, limits, Set.of()));
    Object stats = outcome(() -> format.stats(source, limits).orElse(null));
    Object game = outcome(() -> format.gameStats(source, limits).orElse(null));
    for (Set<Product> products : combinations()) {
      String name = format.id() + " " + source.name() + what + " " + products;
      Object failure = null;
      for (Product p : Product.values()) {
        if (!products.contains(p)) continue;
        Object o = p == Product.SUMMARY ? summary : p == Product.STATS ? stats : game;
        if (o instanceof Failure) {
          failure = o;
          break;
        }
      }
      ReplayAnalysis a;
      try {
        a = format.analyze(source, limits, Set.of(), products);
      } catch (ReplayFormatException e) {
        Failure got = new Failure(e);
        if (!got.equals(failure))
          throw new AssertionError(
              name + ": analyze fails with " + got + ", separately " + failure);
        continue;
      }
      if (failure != null)
        throw new AssertionError(name + ": analyze succeeds, separately " + failure);
      expect(name, "summary", products.contains(Product.SUMMARY) ? summary : null, a.summary());
      expect(name, "stats", products.contains(Product.STATS) ? stats : null, a.stats());
      expect(name, "gameStats", products.contains(Product.GAME_STATS) ? game : null, a.gameStats());
    }
  }

  private static void expect(String name, String part, Object want, Object got) {
    if (!Objects.equals(want, got))
      throw new AssertionError(name + ": " + part + " " + got + ", separately " + want);
  }

  /** A separate call's failure: its kind and message. */
  private record Failure(ReplayFormatException.Kind kind, String message) {
    Failure(ReplayFormatException e) {
      this(e.kind(), e.getMessage());
    }
  }

  private interface Call {
    Object get() throws IOException;
  }

  /** A call without a value. */
  private interface Run {
    void run() throws IOException;
  }

  /** The call's {@link Failure}, or null when it succeeds. */
  private static Object outcome(Run r) throws IOException {
    return outcome(
        () -> {
          r.run();
          return null;
        });
  }

  /** The call's value, or its {@link Failure}. */
  private static Object outcome(Call c) throws IOException {
    try {
      return c.get();
    } catch (ReplayFormatException e) {
      return new Failure(e);
    }
  }
}
