package org.replays4j.testkit;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayDecoder;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ReplayVisitor;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * The contract every {@link ReplayFormat} must pass on damaged input. A format module subclasses
 * this with its samples and its richest model entry point; every damaged variant of every sample is
 * then decoded three ways — the SPI's {@code summarize}, the SPI's {@code events}, and {@link
 * #decodeModel} — and each decode must:
 *
 * <ul>
 *   <li>end in success or {@link ReplayFormatException}, never another exception or error;
 *   <li>end within {@link Budget#decodeTimeout()} (a {@link Watchdog} enforces it);
 *   <li>for the mutations that can make a file ask for huge sizes (bit flips, hostile 4-byte
 *       values, chunk deletion and duplication): do so on a 256 MiB heap, in a child JVM ({@link
 *       ContractChild});
 *   <li>for truncation: deliver through {@code events} exactly the events of the intact file that
 *       lie wholly before the cut (when the sample's event offsets are offsets in its stored
 *       bytes);
 *   <li>for truncation, salvage (the SPI reads in salvage mode): a cut after the header delivers a
 *       prefix of the intact file's events, never fewer than a shorter cut, then the damage ({@link
 *       org.replays4j.core.event.ReplayEventSink#damage}); a cut the format cannot tell from a
 *       complete file ({@link #truncationMayGoUnnoticed}) may end without damage;
 *   <li>salvage on every way in ({@link #salvageWaysIn}): the same events and the same damage, or
 *       the same failure, from the array, the buffers, the stream and the path.
 * </ul>
 *
 * <p>Known, tracked failures are reported by {@link #knownIssue}: a case whose every failure is
 * known is skipped with the reasons, a case with any other failure fails.
 */
public abstract class ReplayFormatContract {
  /** The heap the memory-sensitive cases run on. */
  public static final String CHILD_HEAP = "256m";

  /**
   * How much of each sample the cases cover. The default keeps one format's contract to a few
   * seconds; the system property {@code replays4j.contract.scale} (an integer, default 1)
   * multiplies every count for a thorough run by hand.
   */
  public record Budget(
      int maxCuts, int flips, int maxOverwritePositions, int maxChunks, Duration decodeTimeout) {
    /**
     * 100 cuts, 40 flip variants, 40 overwrite positions (9 values each), 16 chunks, 20 s per
     * decode.
     */
    public static final Budget DEFAULT =
        new Budget(100, 40, 40, 16, Duration.ofSeconds(20))
            .scaled(Integer.getInteger("replays4j.contract.scale", 1));

    /** Every count multiplied by {@code k}. */
    public Budget scaled(int k) {
      return new Budget(
          maxCuts * k, flips * k, maxOverwritePositions * k, maxChunks * k, decodeTimeout);
    }
  }

  /** One decode that broke the contract (or a case that could not run to its end). */
  public record Failure(String sample, String kase, String variant, String path, String error) {
    String line() {
      return String.join(
          "\t", "FAIL", clean(sample), clean(kase), clean(variant), clean(path), clean(error));
    }

    @Override
    public String toString() {
      return sample + " / " + variant + " / " + path + ": " + error;
    }
  }

  /** One event as the SPI delivered it, in tree form (compared by value). */
  public record Event(String type, long offset, Object tree) {}

  /** The three ways in every variant is decoded. */
  public static final List<String> PATHS = List.of("summarize", "events", "model");

  /** The cases run in the child JVM, in order. */
  public static final List<String> CHILD_CASES =
      List.of("bit flips", "hostile 4-byte values", "chunk deletion and duplication");

  private final ReplayFormat format;
  private final String testdata;
  private final Predicate<Sample> withoutStoredOffsets;

  /**
   * The contract of {@code format} over the samples of {@code Sample.testdata(testdata)}, those
   * that {@code withoutStoredOffsets} matches taken {@link Sample#withoutStoredOffsets()} (their
   * event offsets are not offsets in the stored bytes, e.g. compressed files).
   */
  protected ReplayFormatContract(
      ReplayFormat format, String testdata, Predicate<Sample> withoutStoredOffsets) {
    this.format = Objects.requireNonNull(format, "format");
    this.testdata = testdata;
    this.withoutStoredOffsets = Objects.requireNonNull(withoutStoredOffsets);
  }

  /** The contract of {@code format} over samples the subclass makes ({@link #samples()}). */
  protected ReplayFormatContract(ReplayFormat format) {
    this(format, null, s -> false);
  }

  // ---------------------------------------------------------------- what a format module provides

  /** The format under test. */
  protected ReplayFormat format() {
    return format;
  }

  /**
   * The intact inputs: by default those of the constructor's testdata directory; a format adds
   * writer-made ones by overriding this (a contract built without a directory must).
   */
  protected List<Sample> samples() throws Exception {
    if (testdata == null) throw new IllegalStateException(getClass() + " makes no samples");
    return Sample.testdata(testdata).stream()
        .map(s -> withoutStoredOffsets.test(s) ? s.withoutStoredOffsets() : s)
        .toList();
  }

  /**
   * Decodes {@code file} through the format's richest entry point: the model plus its computed
   * layers (not only headers). Bad input must end in {@link ReplayFormatException}.
   */
  protected abstract void decodeModel(byte[] file) throws Exception;

  /** The limits passed to the SPI. */
  protected DecodeLimits limits() {
    return DecodeLimits.DEFAULT;
  }

  /** The budget of every case. */
  protected Budget budget() {
    return Budget.DEFAULT;
  }

  /**
   * Boundaries of the chunks that {@code chunk deletion and duplication} deletes or repeats, as
   * stored-byte offsets. Default: the distinct event offsets of the intact decode (one chunk per
   * event), when {@link Sample#offsetsAreStored()}; else none. Formats with a container structure
   * (sections, compressed chunks) override this.
   */
  protected int[] chunkBoundaries(Sample s, List<Event> intact) {
    if (!s.offsetsAreStored()) return new int[0];
    return intact.stream()
        .mapToLong(Event::offset)
        .filter(o -> o >= 0 && o <= s.bytes().length)
        .mapToInt(o -> (int) o)
        .distinct()
        .sorted()
        .toArray();
  }

  /**
   * Why a cut of {@code s} may decode as a complete file (no damage reported), or empty when every
   * cut after the header must report damage. A format says so where a file may legitimately end at
   * any event boundary (a file still being written, a server killed between two messages).
   */
  protected Optional<String> truncationMayGoUnnoticed(Sample s) {
    return Optional.empty();
  }

  /**
   * Event types the format delivers at the end of every decode, describing what was read (a
   * summary): the salvage check leaves them out on both sides, since a cut file's summary is its
   * own. Default none.
   */
  protected Set<String> closingEventTypes() {
    return Set.of();
  }

  /**
   * Tables whose rows describe what was read (a summary row, per-player counts, statistics) rather
   * than follow the file: a damaged file's rows of these need not be the first rows of the whole
   * file's. Default none.
   */
  protected Set<String> tablesOfWhatWasRead() {
    return Set.of();
  }

  /** One way into a format's decoder, for {@link #salvageWaysIn}. */
  @FunctionalInterface
  public interface WayIn {
    /**
     * Decodes {@code file} in salvage mode and returns what it delivered, comparable by {@code
     * equals} (for instance the events and the damage as a list of value trees); {@code dir} is a
     * scratch directory for a way in that reads a file.
     */
    Object read(byte[] file, Path dir) throws Exception;
  }

  /**
   * The format's decoder's ways in (name → way), each in salvage mode: array, heap and direct
   * buffers, stream, path. Every (sampled) cut of every sample must give the same result, or the
   * same failure, on each. Empty (the default) skips the case.
   */
  protected Map<String, WayIn> salvageWaysIn() {
    return Map.of();
  }

  /**
   * The five ways into {@code decoder} (which must be in salvage mode), each recording what {@code
   * visitor} (the format's adapter from its visitor to a generic sink, as its SPI's {@code events}
   * uses it) passes on: the array, a heap buffer at a non-zero position, a direct buffer, a stream
   * that returns at most 7 bytes per read, and a file.
   */
  protected static <V extends ReplayVisitor<V>> Map<String, WayIn> waysIn(
      ReplayDecoder<V, ?> decoder, Function<ReplayEventSink, V> visitor) {
    Map<String, WayIn> m = new LinkedHashMap<>();
    m.put("array", recorded(visitor, (b, dir, v) -> decoder.decode(b, v)));
    m.put(
        "heap buffer",
        recorded(
            visitor,
            (b, dir, v) -> {
              byte[] padded = new byte[b.length + 5];
              System.arraycopy(b, 0, padded, 3, b.length);
              decoder.decode(ByteBuffer.wrap(padded, 3, b.length), v);
            }));
    m.put(
        "direct buffer",
        recorded(
            visitor,
            (b, dir, v) -> {
              ByteBuffer d = ByteBuffer.allocateDirect(Math.max(1, b.length));
              d.put(b).flip();
              decoder.decode(d, v);
            }));
    m.put("stream", recorded(visitor, (b, dir, v) -> decoder.decode(new ChunkedStream(b, 7), v)));
    m.put(
        "path",
        recorded(visitor, (b, dir, v) -> decoder.collect(Files.write(dir.resolve("cut"), b), v)));
    return m;
  }

  /** One way of feeding {@code file} (or a copy of it) to the visitor {@code v}. */
  private interface Feed<V> {
    void feed(byte[] file, Path dir, V v) throws Exception;
  }

  /** The way in that feeds a file to {@code visitor}'s adapter of an {@link EventRecorder}. */
  private static <V> WayIn recorded(Function<ReplayEventSink, V> visitor, Feed<V> feed) {
    return (b, dir) -> {
      EventRecorder r = EventRecorder.trees();
      feed.feed(b, dir, visitor.apply(r));
      return r.got();
    };
  }

  /**
   * The format's SPI {@code events} (salvage mode) on three kinds of source named {@code name}: the
   * bytes in memory, a file, and stored bytes streamed at most 7 bytes per read; for a format whose
   * reader has only a stream way in.
   */
  protected final Map<String, WayIn> sourceWaysIn(String name) {
    Map<String, WayIn> m = new LinkedHashMap<>();
    m.put("bytes", (b, dir) -> events(ReplaySource.of(name, b)));
    m.put("path", (b, dir) -> events(ReplaySource.of(Files.write(dir.resolve(name), b))));
    m.put(
        "stream",
        (b, dir) -> events(ReplaySource.of(name, b.length, () -> new ChunkedStream(b, 7))));
    return m;
  }

  private List<String> events(ReplaySource source) throws IOException {
    EventRecorder r = EventRecorder.trees();
    format.events(source, DecodeLimits.DEFAULT, r);
    return r.got();
  }

  /**
   * A reason when {@code f} is a known, tracked failure (name the issue and item), else empty.
   * Remove the entry with the fix.
   */
  protected Optional<String> knownIssue(Failure f) {
    return Optional.empty();
  }

  // ---------------------------------------------------------------- the cases

  /**
   * Each intact sample decodes all three ways without any error (else the damage cases mean
   * little).
   */
  @TestFactory
  Stream<DynamicTest> everyIntactSampleDecodesAllThreeWays() throws Exception {
    return eachSample(
        (s, w) -> {
          for (String path : PATHS) {
            Throwable t = w.run(() -> decode(path, s, s.bytes(), new ArrayList<>()));
            if (t != null) Assertions.fail(s + " does not decode through " + path, t);
          }
        });
  }

  /**
   * Every prefix (sampled for big samples) ends in success or {@link ReplayFormatException} on
   * time, and {@code events} delivers the intact file's events that lie wholly before the cut; a
   * salvaged prefix delivers exactly the first events of the intact file, then the damage.
   */
  @TestFactory
  Stream<DynamicTest> truncationAtEveryPrefixSalvagesTheSameEventsThenTheDamage() throws Exception {
    return eachSample(
        (s, w) -> {
          List<Failure> failures = new ArrayList<>();
          List<Event> intact = new ArrayList<>();
          Throwable t = w.run(() -> decode("events", s, s.bytes(), intact));
          if (t != null) Assertions.fail(s + " does not decode", t);
          long[] ends = completeEnds(intact);
          if (s.offsetsAreStored()
              && !intact.isEmpty()
              && Arrays.stream(ends).noneMatch(e -> e <= s.bytes().length)) {
            Assertions.fail(
                s
                    + ": no event of the intact file has a known end, so the prefix check would be"
                    + " empty; use Sample.withoutStoredOffsets() when its event offsets are not stored event boundaries");
          }
          if (!intact.isEmpty() && intact.get(intact.size() - 1).type().equals(DAMAGE)) {
            Assertions.fail(s + ": the intact sample reports damage " + intact);
          }
          Optional<String> unnoticed = truncationMayGoUnnoticed(s);
          int salvagedBefore = -1; // events of the last salvaged cut, -1 before the first
          for (int cut : Mutations.cuts(s.bytes().length, budget().maxCuts())) {
            byte[] b = Arrays.copyOf(s.bytes(), cut);
            String variant = "cut at " + cut;
            for (String path : PATHS) {
              List<Event> got = new ArrayList<>();
              Failure f = attempt(w, s, "truncation", variant, path, b, got);
              if (f != null) failures.add(f);
              if (f != null || !path.equals("events")) continue;
              boolean threw = got.size() == 1 && got.get(0).type().equals(FAILED);
              if (threw) {
                if (salvagedBefore >= 0)
                  failures.add(
                      new Failure(
                          s.name(),
                          "truncation",
                          variant,
                          path,
                          "salvage: fails where a shorter cut was salvaged"));
                continue;
              }
              boolean damaged = !got.isEmpty() && got.get(got.size() - 1).type().equals(DAMAGE);
              List<Event> events = damaged ? got.subList(0, got.size() - 1) : got;
              if (s.offsetsAreStored()) {
                String bad = prefixViolation(intact, ends, events, cut);
                if (bad != null)
                  failures.add(new Failure(s.name(), "truncation", variant, path, bad));
              }
              String bad =
                  salvageViolation(
                      withoutClosing(intact),
                      withoutClosing(events),
                      damaged,
                      salvagedBefore,
                      unnoticed);
              if (bad != null)
                failures.add(new Failure(s.name(), "truncation", variant, path, bad));
              if (damaged) salvagedBefore = withoutClosing(events).size();
            }
          }
          report(s, "truncation", failures);
        });
  }

  /**
   * Each (sampled) cut of each sample, and the whole sample, decoded on every way in of {@link
   * #salvageWaysIn} in salvage mode: the same events and damage, or the same failure, on each.
   */
  @TestFactory
  Stream<DynamicTest> salvageGivesTheSameEventsAndDamageOnEveryWayIn() throws Exception {
    Map<String, WayIn> ways = salvageWaysIn();
    Assumptions.assumeFalse(ways.isEmpty(), "this format lists no ways in");
    return eachSample(
        (s, w) -> {
          // the array and buffer ways in take the format's own bytes, not a compressed container
          if (ReplaySource.of(s.name(), s.bytes()).compression() != Compression.NONE) return;
          Path dir = Files.createTempDirectory("salvage");
          try {
            List<String> failures = new ArrayList<>();
            int[] cuts = Mutations.cuts(s.bytes().length, Math.max(8, budget().maxCuts() / 5));
            int[] all = Arrays.copyOf(cuts, cuts.length + 1);
            all[cuts.length] = s.bytes().length;
            for (int cut : all) {
              byte[] b = Arrays.copyOf(s.bytes(), cut);
              String first = null;
              Object expected = null;
              for (Map.Entry<String, WayIn> way : ways.entrySet()) {
                Object[] got = new Object[1];
                Throwable t = w.run(() -> got[0] = way.getValue().read(b, dir));
                Object outcome =
                    t == null
                        ? got[0]
                        // a failure (a damaged header) by its kind: the salvaged results are
                        // compared exactly
                        : t instanceof ReplayFormatException e
                            ? "fails: " + e.kind()
                            : "throws " + describe(t);
                if (first == null) {
                  first = way.getKey();
                  expected = outcome;
                } else if (!Objects.equals(expected, outcome)) {
                  failures.add(
                      "cut at "
                          + cut
                          + ": "
                          + way.getKey()
                          + " gives "
                          + abbreviate(outcome)
                          + " but "
                          + first
                          + " gives "
                          + abbreviate(expected));
                }
              }
            }
            if (!failures.isEmpty())
              Assertions.fail(
                  s
                      + ": the ways in differ:\n  "
                      + String.join("\n  ", failures.subList(0, Math.min(8, failures.size()))));
          } finally {
            try (Stream<Path> files = Files.list(dir)) {
              for (Path p : files.toList()) Files.deleteIfExists(p);
            }
            Files.deleteIfExists(dir);
          }
        });
  }

  /**
   * Every table of a sample cut at a quarter, half, three quarters of its length and one byte short
   * (the table contract's {@link TableContract#checkDamaged}): the table's sink gets the damage
   * exactly once, after its rows, and the rows of a table that follows the file are the first rows
   * of the whole file's; a cut that the SPI's {@code events} reports as damaged is reported to
   * every table's sink too (unless {@link #truncationMayGoUnnoticed}). The whole sample reports no
   * damage to any table.
   */
  @TestFactory
  Stream<DynamicTest> everyTableOfACutSampleGetsTheDamageOnceAfterTheRowsBeforeIt()
      throws Exception {
    Assumptions.assumeFalse(format().tables().isEmpty(), "this format has no tables");
    return eachSample(
        (s, w) -> {
          ReplaySource whole = ReplaySource.of(s.name(), s.bytes());
          for (TableSchema t : format().tables()) {
            Checked c = checkDamaged(w, t.name(), whole, whole, false);
            if (c.failure() != null)
              Assertions.fail(s + ": table " + t.name() + " of the whole sample", c.failure());
            if (c.rows() == null || !c.rows().damages().isEmpty())
              Assertions.fail(
                  s
                      + ": table "
                      + t.name()
                      + " of the whole sample: "
                      + (c.rows() == null ? "fails" : "reports damage " + c.rows().damages()));
          }
          int n = s.bytes().length;
          List<String> failures = new ArrayList<>();
          for (int cut : new int[] {n / 4, n / 2, 3 * n / 4, n - 1}) {
            if (cut <= 0) continue;
            byte[] b = Arrays.copyOf(s.bytes(), cut);
            List<Event> events = new ArrayList<>();
            w.run(() -> decode("events", s, b, events));
            boolean damaged =
                !events.isEmpty() && events.get(events.size() - 1).type().equals(DAMAGE);
            for (TableSchema t : format().tables()) {
              Checked c =
                  checkDamaged(
                      w,
                      t.name(),
                      whole,
                      ReplaySource.of(s.name(), b),
                      !tablesOfWhatWasRead().contains(t.name()));
              if (c.failure() != null) {
                failures.add("cut at " + cut + ": " + describe(c.failure()));
              } else if (damaged
                  && c.rows() != null
                  && c.rows().damages().isEmpty()
                  && truncationMayGoUnnoticed(s).isEmpty()) {
                failures.add(
                    "cut at " + cut + ": table " + t.name() + " got no damage, events did");
              }
            }
          }
          if (!failures.isEmpty()) Assertions.fail(s + ":\n  " + String.join("\n  ", failures));
        });
  }

  /**
   * What {@link TableContract#checkDamaged} gave: the rows read, or the failure (then null rows).
   */
  private record Checked(TableRows rows, Throwable failure) {}

  /**
   * {@link TableContract#checkDamaged} of {@code table} over {@code read} against {@code whole},
   * under the watchdog {@code w}.
   */
  private Checked checkDamaged(
      Watchdog w, String table, ReplaySource whole, ReplaySource read, boolean followsTheFile)
      throws Watchdog.Hung, InterruptedException {
    TableRows[] got = new TableRows[1];
    Throwable th =
        w.run(
            () ->
                got[0] = TableContract.checkDamaged(format(), table, whole, read, followsTheFile));
    return new Checked(got[0], th);
  }

  /** A case run on one intact sample under a {@link Watchdog} of the decode timeout. */
  @FunctionalInterface
  private interface SampleCase {
    void run(Sample s, Watchdog w) throws Throwable;
  }

  /** One dynamic test per sample, named after it, running {@code kase} under a watchdog. */
  private Stream<DynamicTest> eachSample(SampleCase kase) throws Exception {
    return samples().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.toString(),
                    () -> {
                      try (Watchdog w = new Watchdog(budget().decodeTimeout())) {
                        kase.run(s, w);
                      }
                    }));
  }

  /**
   * Bit flips, hostile 4-byte values at every (sampled) offset, and chunk deletion and duplication,
   * decoded in a child JVM on a {@value #CHILD_HEAP} heap: each ends in success or {@link
   * ReplayFormatException}, on time, without running out of memory.
   */
  @TestFactory
  Stream<DynamicTest> damagedInputsEndInSuccessOrReplayFormatExceptionOnA256MiBHeap()
      throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    for (Sample s : samples()) {
      for (String kase : CHILD_CASES) {
        tests.add(
            DynamicTest.dynamicTest(
                s + ": " + kase,
                () -> {
                  ChildReport r = childReport();
                  if (!r.ran.contains(s.name() + "\t" + kase)) {
                    Assertions.fail(
                        "the child JVM did not finish this case (exit "
                            + r.exitCode
                            + "):\n"
                            + r.output);
                  }
                  report(
                      s,
                      kase,
                      r.failures.stream()
                          .filter(f -> f.sample().equals(s.name()) && f.kase().equals(kase))
                          .toList());
                }));
      }
    }
    return tests.stream();
  }

  // ---------------------------------------------------------------- machinery

  private static final Map<Class<?>, ChildReport> CHILD_REPORTS = new ConcurrentHashMap<>();

  private record ChildReport(
      int exitCode, String output, List<String> ran, List<Failure> failures) {}

  private ChildReport childReport() throws Exception {
    ChildReport r = CHILD_REPORTS.get(getClass());
    if (r != null) return r;
    synchronized (CHILD_REPORTS) {
      r = CHILD_REPORTS.get(getClass());
      if (r != null) return r;
      Path report = Files.createTempFile("contract", ".tsv");
      try {
        ForkedJvm.Result res =
            ForkedJvm.run(
                ContractChild.class,
                List.of(getClass().getName(), report.toString()),
                CHILD_HEAP,
                Duration.ofMinutes(5));
        List<String> ran = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        for (String line : Files.readAllLines(report, StandardCharsets.UTF_8)) {
          String[] p = line.split("\t", -1);
          if (p[0].equals("RAN")) ran.add(p[1] + "\t" + p[2]);
          if (p[0].equals("FAIL")) failures.add(new Failure(p[1], p[2], p[3], p[4], p[5]));
        }
        r = new ChildReport(res.exitCode(), res.output(), ran, failures);
      } finally {
        Files.deleteIfExists(report);
      }
      CHILD_REPORTS.put(getClass(), r);
      return r;
    }
  }

  /**
   * Runs the child cases of every sample, writing RAN and FAIL lines; called by {@link
   * ContractChild}.
   */
  void runChildCases(PrintWriter out) throws Exception {
    Budget budget = budget();
    try (Watchdog w = new Watchdog(budget.decodeTimeout())) {
      for (Sample s : samples()) {
        List<Event> intact = new ArrayList<>();
        Throwable t = w.run(() -> decode("events", s, s.bytes(), intact));
        if (t != null) {
          for (String kase : CHILD_CASES)
            out.println(new Failure(s.name(), kase, "intact", "events", describe(t)).line());
          continue;
        }
        int[] chunks = chunkBoundaries(s, intact);
        intact.clear();
        for (String kase : CHILD_CASES) {
          List<Mutations.Variant> variants = new ArrayList<>();
          switch (kase) {
            case "bit flips" ->
                variants = Mutations.bitFlips(s.bytes(), s.name().hashCode(), budget.flips());
            case "chunk deletion and duplication" ->
                variants = Mutations.chunkEdits(s.bytes(), chunks, budget.maxChunks());
            default -> {}
          }
          if (kase.equals("hostile 4-byte values")) {
            for (int pos :
                Mutations.overwritePositions(s.bytes().length, budget.maxOverwritePositions())) {
              for (Mutations.Variant v : Mutations.overwrite(s.bytes(), pos))
                runAll(w, s, kase, v, out);
            }
          } else {
            for (Mutations.Variant v : variants) runAll(w, s, kase, v, out);
          }
          out.println(String.join("\t", "RAN", clean(s.name()), kase));
          out.flush();
        }
      }
    }
  }

  private void runAll(Watchdog w, Sample s, String kase, Mutations.Variant v, PrintWriter out)
      throws Exception {
    for (String path : PATHS) {
      Failure f = attempt(w, s, kase, v.label(), path, v.bytes(), null);
      if (f != null) {
        out.println(f.line());
        out.flush();
        // a known failure (often running out of memory) would mostly repeat on the other paths:
        // save the time
        if (knownIssue(f).isPresent()) return;
      }
    }
  }

  /** One decode under the watchdog; the failure, or null when it kept the contract. */
  private Failure attempt(
      Watchdog w, Sample s, String kase, String variant, String path, byte[] b, List<Event> events)
      throws InterruptedException {
    try {
      Throwable t = w.run(() -> decode(path, s, b, events));
      if (t == null || (t instanceof ReplayFormatException && t.getMessage() != null)) return null;
      return new Failure(s.name(), kase, variant, path, describe(t));
    } catch (Watchdog.Hung h) {
      return new Failure(s.name(), kase, variant, path, describe(h));
    }
  }

  private void decode(String path, Sample s, byte[] b, List<Event> events) throws Exception {
    DecodeLimits limits = limits();
    switch (path) {
      case "summarize" ->
          Objects.requireNonNull(
              format().summarize(ReplaySource.of(s.name(), b), limits), "summary");
      case "events" -> {
        try {
          format()
              .events(
                  ReplaySource.of(s.name(), b),
                  limits,
                  new ReplayEventSink() {
                    @Override
                    public boolean accept(String type, long offset, Object event) {
                      if (events != null)
                        events.add(new Event(type, offset, ValueTrees.toTree(event)));
                      return true;
                    }

                    @Override
                    public void damage(Damage d) {
                      if (events != null) events.add(new Event(DAMAGE, d.offset(), d.toTree()));
                    }
                  });
        } catch (ReplayFormatException e) {
          if (events != null) {
            events.clear();
            events.add(new Event(FAILED, e.offset(), e.kind().name()));
          }
          throw e;
        }
      }
      case "model" -> decodeModel(b);
      default -> throw new IllegalArgumentException("no decode path " + path);
    }
  }

  /**
   * For each intact event, the stored length from which it is wholly present: the next greater
   * event offset. An event with no offset (-1) may be built from the bytes of the next event that
   * has one (a new flow announced with its first packet, frames with the chunk that follows), so it
   * counts as present only when that event is (Long.MAX_VALUE when there is none).
   */
  private static long[] completeEnds(List<Event> intact) {
    long[] ends = new long[intact.size()];
    TreeSet<Long> later = new TreeSet<>();
    long nextKnownEnd = Long.MAX_VALUE;
    for (int i = intact.size() - 1; i >= 0; i--) {
      long o = intact.get(i).offset();
      if (o < 0) {
        ends[i] = nextKnownEnd;
      } else {
        Long g = later.higher(o);
        ends[i] = g == null ? Long.MAX_VALUE : g;
        later.add(o);
        nextKnownEnd = ends[i];
      }
    }
    return ends;
  }

  private List<Event> withoutClosing(List<Event> events) {
    Set<String> closing = closingEventTypes();
    if (closing.isEmpty()) return events;
    return events.stream().filter(e -> !closing.contains(e.type())).toList();
  }

  /** The type of the last entry of an events list that ended with damage. */
  private static final String DAMAGE = "<damage>";

  /** The type of the only entry of an events list whose decode failed. */
  private static final String FAILED = "<failed>";

  /**
   * Why the events salvaged from a cut break the salvage property, or null: with damage, they are
   * exactly the first events of the intact decode and at least as many as a shorter cut salvaged;
   * without, the format must allow a cut to go unnoticed.
   */
  private static String salvageViolation(
      List<Event> intact,
      List<Event> got,
      boolean damaged,
      int salvagedBefore,
      Optional<String> unnoticed) {
    if (!damaged) {
      return unnoticed.isPresent()
          ? null
          : "salvage: the cut decoded as a complete file (no damage reported)";
    }
    if (got.size() > intact.size()) {
      return "salvage: " + got.size() + " events, more than the intact file's " + intact.size();
    }
    String differs = firstDifference("salvage", intact, got, got.size());
    if (differs != null) return differs;
    if (got.size() < salvagedBefore) {
      return "salvage: %d events, fewer than the %d of a shorter cut"
          .formatted(got.size(), salvagedBefore);
    }
    return null;
  }

  /**
   * Why {@code got} (decoded from the first {@code cut} bytes) breaks the prefix property, or null.
   */
  private static String prefixViolation(List<Event> intact, long[] ends, List<Event> got, int cut) {
    int complete = 0;
    while (complete < intact.size() && ends[complete] <= cut) complete++;
    if (got.size() < complete) {
      return "prefix: delivered %d events but the %d intact events before the cut are wholly present"
          .formatted(got.size(), complete);
    }
    return firstDifference("prefix", intact, got, complete);
  }

  /**
   * The first of the first {@code n} events where {@code got} is not {@code intact}, as the {@code
   * check}'s failure, or null when they agree.
   */
  private static String firstDifference(String check, List<Event> intact, List<Event> got, int n) {
    for (int i = 0; i < n; i++) {
      if (!intact.get(i).equals(got.get(i))) {
        return check
            + ": event "
            + i
            + " differs from the intact file's: got "
            + abbreviate(got.get(i))
            + ", expected "
            + abbreviate(intact.get(i));
      }
    }
    return null;
  }

  private void report(Sample s, String kase, List<Failure> failures) {
    if (failures.isEmpty()) return;
    List<Failure> unknown = new ArrayList<>();
    Map<String, Integer> known = new LinkedHashMap<>();
    for (Failure f : failures) {
      Optional<String> why = knownIssue(f);
      if (why.isPresent()) known.merge(why.get(), 1, Integer::sum);
      else unknown.add(f);
    }
    if (unknown.isEmpty()) {
      Assumptions.abort(s.name() + " / " + kase + ": only known failures " + known);
    }
    StringBuilder sb = new StringBuilder();
    sb.append(unknown.size())
        .append(" decode(s) of ")
        .append(s)
        .append(" broke the contract in case '")
        .append(kase)
        .append("'");
    if (!known.isEmpty()) sb.append(" (besides known ").append(known).append(")");
    sb.append(":");
    for (Failure f : unknown.subList(0, Math.min(12, unknown.size()))) sb.append("\n  ").append(f);
    Assertions.fail(sb.toString());
  }

  /** A throwable in one line: class, message, and the first frames in project code. */
  static String describe(Throwable t) {
    StringBuilder sb =
        new StringBuilder(t.getClass().getName()).append(": ").append(t.getMessage());
    int shown = 0;
    for (StackTraceElement e : t.getStackTrace()) {
      if (shown == 3) break;
      if (e.getClassName().startsWith("org.replays4j.")
          && !e.getClassName().startsWith("org.replays4j.testkit.")) {
        sb.append(shown == 0 ? " at " : " < ")
            .append(e.getClassName().replaceFirst("^org\\.replays4j\\.", ""))
            .append('.')
            .append(e.getMethodName())
            .append(':')
            .append(e.getLineNumber());
        shown++;
      }
    }
    return sb.toString();
  }

  private static String abbreviate(Event e) {
    return abbreviate((Object) (e.type() + "@" + e.offset() + " " + e.tree()));
  }

  private static String abbreviate(Object o) {
    String s = String.valueOf(o);
    return s.length() > 300 ? s.substring(0, 300) + "…" : s;
  }

  static String clean(String s) {
    return s == null ? "" : s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
  }
}
