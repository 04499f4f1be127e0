package org.replays4j.butter.spi;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;

/**
 * {@link ReplayFormat} for Echo VR .butter replays (id {@code butter}).
 *
 * <p>Tables ({@link #formatTables()}): {@code matches}, {@code frames}, {@code player_frames},
 * {@code discs}, and the stats tables {@code match_stats}, {@code teams}, {@code player_stats},
 * {@code player_rounds}, {@code goals}, {@code rounds}, {@code score_changes}.
 */
public final class ButterFormat extends EchoVrFormat {
  /** Creates the (stateless) format. */
  public ButterFormat() {
    super(
        "butter",
        "Echo VR .butter replay",
        "1, 2, 3 (compression none, gzip, zstd)",
        () -> ButterTables.TABLES,
        List.of(),
        "butter");
  }

  /**
   * The header has no magic: checks version 1–3, compression 0–6, an ASCII client name, a plausible
   * player table and, when the head holds it, the first chunk's first bytes.
   */
  @Override
  public double probe(byte[] head, String fileName) {
    try {
      boolean named = fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".butter");
      if (head.length < 8) return 0;
      int version = head[0] & 0xFF;
      if (version < 1 || version > 3) return 0;
      int comp = head[3] & 0xFF;
      if (comp > 6) return 0;
      int i = 4;
      while (i < head.length && head[i] != 0) {
        int c = head[i] & 0xFF;
        if (c < 0x20 || c > 0x7E) return 0;
        if (i - 4 > 64) return 0;
        i++;
      }
      if (i >= head.length) return named ? 0.3 : 0;
      ButterHeader h;
      try {
        h = ButterDecoder.readHeader(head);
      } catch (IOException e) {
        // a long player table may not fit in the probe's head: plausible when the head ran out
        boolean ranOut =
            e instanceof ReplayFormatException r
                && r.kind() == ReplayFormatException.Kind.TRUNCATED
                && head.length >= 4096;
        return ranOut ? (named ? 0.9 : 0.6) : (named ? 0.4 : 0.1);
      }
      for (ButterPlayerInfo p : h.players()) {
        for (char ch : p.name().toCharArray()) {
          if (ch < 0x20 || ch > 0x7E) return 0.05;
        }
      }
      if (h.mapIndex() > 7) return 0.05;
      return named ? 0.95 : 0.7;
    } catch (RuntimeException e) {
      return 0;
    }
  }

  /** Decodes a file as a stream (bounded memory), anything else from its bytes. */
  @Override
  ButterHeader read(ReplaySource source, DecodeLimits limits, ButterVisitor visitor)
      throws IOException {
    HeaderKeeper v = new HeaderKeeper(visitor);
    ButterDecoder decoder = ButterDecoder.salvaging(limits);
    if (source.path().isPresent()) {
      decoder.decode(source, v);
    } else {
      decoder.decode(source.readAllBytes(limits), v);
    }
    return v.header;
  }

  /** Keeps the header on its way to {@code next}. */
  private static final class HeaderKeeper extends ButterVisitor {
    ButterHeader header;

    HeaderKeeper(ButterVisitor next) {
      super(next);
    }

    @Override
    public void visitHeader(ButterHeader h) {
      header = h;
      super.visitHeader(h);
    }
  }

  @Override
  EventVisitor eventVisitor(ReplayEventSink sink) {
    return new ButterSinkVisitor(sink);
  }

  @Override
  ButterStatsVisitor statsVisitor(DecodeLimits limits) {
    return new ButterStatsVisitor(null, limits);
  }

  @Override
  ReplaySummary summary(SummaryCollector c, ButterHeader last) {
    return c.butter();
  }

  /**
   * The event types of {@link #events}: {@code Header}, {@code Chunk}, {@code Frame}, {@code
   * Unknown}.
   */
  @Override
  public List<String> eventTypes() {
    return List.of("Header", "Chunk", "Frame", "Unknown");
  }
}
