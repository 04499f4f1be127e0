package org.replays4j.core.fake;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleBiFunction;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.FormatTables;

/** Test-scope formats registered through ServiceLoader, to test {@code Replays} detection. */
public final class FakeFormats {
  private FakeFormats() {}

  static boolean startsWith(byte[] head, String magic) {
    byte[] m = magic.getBytes(StandardCharsets.US_ASCII);
    if (head.length < m.length) return false;
    for (int i = 0; i < m.length; i++) if (head[i] != m[i]) return false;
    return true;
  }

  /**
   * Shared no-op decoding parts; a fake format is its probe, and its id is its class name in lower
   * case.
   */
  public abstract static class Base extends ReplayFormat {
    private final ToDoubleBiFunction<byte[], String> probe;

    protected Base(String id, ToDoubleBiFunction<byte[], String> probe) {
      this(id, FormatTables.NONE, probe);
    }

    protected Base(String id, FormatTables tables, ToDoubleBiFunction<byte[], String> probe) {
      super(id, "fake " + id, "1", tables, id);
      this.probe = probe;
    }

    @Override
    public double probe(byte[] head, String fileName) {
      return probe.applyAsDouble(head, fileName);
    }

    @Override
    protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
        throws IOException {
      formatTables().readAll(request.tableBuilders(), source, limits, false);
      if (!request.wants(ReplayAnalysis.Product.SUMMARY)) return ReplayAnalysis.NONE;
      return new ReplayAnalysis(
          new ReplaySummary(
              id(),
              "1",
              null,
              List.of(),
              Map.of(),
              List.of(),
              Map.of("size", source.readAllBytes(limits).length)),
          null,
          null);
    }
  }

  /** Signature "ALPHA": confidence 0.95; "TIE": 0.9. */
  public static final class Alpha extends Base {
    public Alpha() {
      super("alpha", (head, name) -> startsWith(head, "ALPHA") ? 0.95 : tie(head));
    }
  }

  /** Also claims "ALPHA" but less sure (0.6), "BETA" for sure, and "TIE" like alpha (0.9). */
  public static final class Beta extends Base {
    public Beta() {
      super(
          "beta",
          (head, name) ->
              startsWith(head, "BETA") ? 1.0 : startsWith(head, "ALPHA") ? 0.6 : tie(head));
    }
  }

  /** 0.9 for the signature "TIE" that alpha and beta both claim as much, else 0. */
  static double tie(byte[] head) {
    return startsWith(head, "TIE") ? 0.9 : 0;
  }

  /** Never sure enough to be chosen (0.4), and only by extension. */
  public static final class Weak extends Base {
    public Weak() {
      super("weak", (head, name) -> name.endsWith(".weak") ? 0.4 : 0);
    }
  }

  /** A broken probe: must not break detection of the others. */
  public static final class Throwing extends Base {
    public Throwing() {
      super(
          "throwing",
          (head, name) -> {
            throw new IllegalStateException("probe bug");
          });
    }
  }
}
