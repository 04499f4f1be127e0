package org.replays4j.core.fake;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;

/** Test-scope formats registered through ServiceLoader, to test {@code Replays} detection. */
public final class FakeFormats {
  private FakeFormats() {}

  static boolean startsWith(byte[] head, String magic) {
    byte[] m = magic.getBytes(StandardCharsets.US_ASCII);
    if (head.length < m.length) return false;
    for (int i = 0; i < m.length; i++) if (head[i] != m[i]) return false;
    return true;
  }

  /** Shared no-op decoding parts (also the base of other tests' formats). */
  public abstract static class Base implements ReplayFormat {
    @Override
    public String displayName() {
      return "fake " + id();
    }

    @Override
    public List<String> extensions() {
      return List.of(id());
    }

    @Override
    public String supportedVersions() {
      return "1";
    }

    @Override
    public ReplaySummary summarize(ReplaySource source, DecodeLimits limits) throws IOException {
      return new ReplaySummary(
          id(),
          "1",
          null,
          List.of(),
          Map.of(),
          List.of(),
          Map.of("size", source.readAllBytes(limits).length));
    }

    @Override
    public void events(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) {}
  }

  /** Signature "ALPHA": confidence 0.95; "TIE": 0.9. */
  public static final class Alpha extends Base {
    @Override
    public String id() {
      return "alpha";
    }

    @Override
    public double probe(byte[] head, String fileName) {
      return startsWith(head, "ALPHA") ? 0.95 : startsWith(head, "TIE") ? 0.9 : 0;
    }
  }

  /** Also claims "ALPHA" but less sure (0.6), "BETA" for sure, and "TIE" like alpha (0.9). */
  public static final class Beta extends Base {
    @Override
    public String id() {
      return "beta";
    }

    @Override
    public double probe(byte[] head, String fileName) {
      if (startsWith(head, "BETA")) return 1.0;
      if (startsWith(head, "TIE")) return 0.9;
      return startsWith(head, "ALPHA") ? 0.6 : 0;
    }
  }

  /** Never sure enough to be chosen (0.4), and only by extension. */
  public static final class Weak extends Base {
    @Override
    public String id() {
      return "weak";
    }

    @Override
    public double probe(byte[] head, String fileName) {
      return fileName.endsWith(".weak") ? 0.4 : 0;
    }
  }

  /** A broken probe: must not break detection of the others. */
  public static final class Throwing extends Base {
    @Override
    public String id() {
      return "throwing";
    }

    @Override
    public double probe(byte[] head, String fileName) {
      throw new IllegalStateException("probe bug");
    }
  }
}
