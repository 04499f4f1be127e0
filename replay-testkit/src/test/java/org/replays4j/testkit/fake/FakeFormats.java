package org.replays4j.testkit.fake;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.TableSchema;

/**
 * Fake formats that exercise every path of a format's user (the CLI): one that decodes, one that
 * rejects its input, one whose decoder crashes or hangs, one without a decoder. Each recognises
 * files starting with its magic; the content after the magic is ignored unless noted.
 *
 * <p>Not registered here: a test module that wants them lists them in its own {@code
 * src/test/resources/META-INF/services/org.replays4j.core.ReplayFormat}, so they never show up
 * among the real formats of the modules that use this test-jar for something else.
 */
public final class FakeFormats {
  private FakeFormats() {}

  /**
   * A format that recognises files starting with {@code magic}; its id is the magic in lower case.
   */
  abstract static class Base extends ReplayFormat {
    private final String magic;

    Base(String magic) {
      this(magic, FormatTables.NONE);
    }

    Base(String magic, FormatTables tables) {
      super(
          magic.toLowerCase(Locale.ROOT),
          "CLI test format " + magic.toLowerCase(Locale.ROOT),
          "1.0–2.0",
          tables,
          magic.toLowerCase(Locale.ROOT),
          "bin");
      this.magic = magic;
    }

    @Override
    public double probe(byte[] head, String fileName) {
      byte[] m = magic.getBytes(StandardCharsets.US_ASCII);
      return head.length >= m.length && Arrays.equals(head, 0, m.length, m, 0, m.length)
          ? 1.0
          : 0.0;
    }

    /** The summary of {@code source}. */
    abstract ReplaySummary summary(ReplaySource source, DecodeLimits limits) throws IOException;

    /** Streams the events of {@code source} to {@code sink}. */
    abstract void stream(ReplaySource source, DecodeLimits limits, ReplayEventSink sink)
        throws IOException;

    @Override
    protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
        throws IOException {
      if (request.events() != null) stream(source, limits, request.events());
      formatTables().readAll(request.tableBuilders(), source, limits, false);
      return new ReplayAnalysis(
          request.wants(ReplayAnalysis.Product.SUMMARY) ? summary(source, limits) : null,
          null,
          null);
    }
  }

  /** An event with a field called {@code type}, which the events command must rename. */
  public record Ping(int seq, String type, float[] xy) {}

  /** "CLIOK": decodes; the byte after the magic is the number of Ping events. */
  public static final class Ok extends Base {
    public Ok() {
      super("CLIOK");
    }

    @Override
    public List<String> eventTypes() {
      return List.of("Ping", "Pong");
    }

    @Override
    ReplaySummary summary(ReplaySource source, DecodeLimits limits) throws IOException {
      byte[] b = source.readAllBytes(limits);
      int n = b.length > 5 ? b[5] : 0;
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("pings", n);
      details.put("players", List.of(Map.of("port", 1), Map.of("port", 2)));
      details.put("nothing", null);
      details.put("ratio", 0.5);
      return new ReplaySummary(
          id(),
          "2.0",
          83.25,
          List.of("Fox", "Marth"),
          Map.of("Ping", (long) n),
          List.of(),
          details);
    }

    @Override
    void stream(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) throws IOException {
      byte[] b = source.readAllBytes(limits);
      int n = b.length > 5 ? b[5] : 0;
      for (int i = 0; i < n; i++) {
        String type = i % 2 == 0 ? "Ping" : "Pong";
        if (!sink.accept(type, 5 + i, new Ping(i, "inner", new float[] {i, -i}))) return;
      }
    }
  }

  /**
   * "CLIBAD": recognised, but the content is invalid at offset 6 (after two events for {@code
   * events}).
   */
  public static final class Bad extends Base {
    public Bad() {
      super("CLIBAD");
    }

    @Override
    ReplaySummary summary(ReplaySource source, DecodeLimits limits) throws IOException {
      throw ReplayFormatException.invalid(id(), 6, "expected a frame marker 0x37 but got 0x00")
          .withRawOffset(2)
          .withPath("clibad/frame[0]");
    }

    @Override
    void stream(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) throws IOException {
      sink.accept("Ping", 0, new Ping(0, "a", new float[0]));
      sink.accept("Ping", 3, new Ping(1, "b", new float[0]));
      throw ReplayFormatException.truncated(id(), 6, 4, 1);
    }
  }

  /**
   * "CLIBOOM": a decoder bug; byte 7 selects S = stack overflow, O = out of memory, H = hang, X =
   * hang ignoring interrupts, else a RuntimeException.
   */
  public static final class Boom extends Base {
    public Boom() {
      super(
          "CLIBOOM",
          new FormatTables(
              List.of(
                  TableSchema.builder("cliboom", "crash", "fails like the summary")
                      .add("n", ColumnType.INT64, "never written")
                      .build()),
              (rows, source, limits) -> crash(source, limits)));
    }

    @Override
    ReplaySummary summary(ReplaySource source, DecodeLimits limits) throws IOException {
      return crash(source, limits);
    }

    private static ReplaySummary crash(ReplaySource source, DecodeLimits limits)
        throws IOException {
      byte[] b = source.readAllBytes(limits);
      int mode = b.length > 7 ? b[7] : 0;
      if (mode == 'S') return recurse(0);
      if (mode == 'O') throw new OutOfMemoryError("Java heap space");
      if (mode == 'X') {
        // Hangs and ignores interrupts (until the test JVM ends; the thread is a daemon).
        while (true) {
          try {
            Thread.sleep(10);
          } catch (InterruptedException ignored) {
            // a badly behaved decoder
          }
        }
      }
      if (mode == 'H') {
        while (true) {
          try {
            Thread.sleep(10);
          } catch (InterruptedException e) {
            throw new InterruptedIOException("interrupted");
          }
        }
      }
      throw new NullPointerException("decoder forgot a check");
    }

    private static ReplaySummary recurse(int depth) {
      return depth < 0 ? null : recurse(depth + 1);
    }

    @Override
    void stream(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) {
      throw new IllegalStateException("decoder bug");
    }
  }

  /** "CLIPROBE": only detection exists; decoding must never be attempted. */
  public static final class ProbeOnly extends Base {
    public ProbeOnly() {
      super("CLIPROBE");
    }

    @Override
    public boolean decoderAvailable() {
      return false;
    }

    @Override
    ReplaySummary summary(ReplaySource source, DecodeLimits limits) {
      throw new AssertionError("summarize must not be called without a decoder");
    }

    @Override
    void stream(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) {
      throw new AssertionError("events must not be called without a decoder");
    }
  }
}
