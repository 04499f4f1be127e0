package org.replays4j.butter.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.EchoReplay;
import org.replays4j.butter.EchoReplayReader;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.io.ReplaySource;

/**
 * {@link org.replays4j.core.ReplayFormat} for the recorder's .echoreplay files (id {@code
 * echoreplay}), the source format .butter is converted from: a ZIP with one {@code *.echoreplay}
 * entry or the same tab-separated text (docs/formats/butter.md#echoreplay). Frames are read into
 * the butter frame model, and give the same tables as .butter files ({@code matches}, {@code
 * frames}, {@code player_frames}, {@code discs}).
 */
public final class EchoReplayFormat extends EchoVrFormat {
  /** Creates the (stateless) format. */
  public EchoReplayFormat() {
    super(
        "echoreplay",
        "Echo VR .echoreplay (Spark API frame log)",
        "zip and plain text, 2018–2022 API frames",
        () -> ButterTables.ECHOREPLAY_TABLES,
        List.of(new EchoReplayToButter()),
        "echoreplay");
  }

  /**
   * A ZIP whose first entry is named {@code *.echoreplay} (or any ZIP named {@code *.echoreplay}),
   * or a line starting "yyyy/MM/dd HH:mm:ss.fff\t{".
   */
  @Override
  public double probe(byte[] head, String fileName) {
    try {
      if (head.length >= 30 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
        int nameLen = Bytes.u16le(head, 26);
        if (30 + nameLen <= head.length) {
          String name = new String(head, 30, nameLen, StandardCharsets.ISO_8859_1);
          if (name.toLowerCase(Locale.ROOT).endsWith(".echoreplay")) return 0.95;
        }
        // a ZIP repacked with another file first: the reader looks for the replay entry
        return fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".echoreplay")
            ? 0.8
            : 0;
      }
      if (head.length >= 25) {
        String s = new String(head, 0, 25, StandardCharsets.ISO_8859_1);
        if (s.matches("\\d{4}/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3}\t\\{")) return 0.9;
      }
      return 0;
    } catch (RuntimeException e) {
      return 0;
    }
  }

  /**
   * The whole model, read as a stream within {@code limits} (a file over the limit fails, never cut
   * short).
   */
  static EchoReplay model(ReplaySource source, DecodeLimits limits) throws IOException {
    try (InputStream in = source.openStream(limits)) {
      return EchoReplay.read(in, EchoReplayReader.builder().limits(limits).build());
    }
  }

  /** Streams the frames, unwrapped within {@code limits}, in salvage mode (the SPI's contract). */
  @Override
  ButterHeader read(ReplaySource source, DecodeLimits limits, ButterVisitor visitor)
      throws IOException {
    try (InputStream in = source.openStream(limits)) {
      return EchoReplayReader.salvaging(limits).stream(in, new FrameFeed(visitor));
    }
  }

  /**
   * Streams the events as the lines are read ({@link EchoReplaySinkVisitor}): frames are counted
   * and forgotten, so memory does not grow with the file.
   */
  @Override
  EventVisitor eventVisitor(ReplayEventSink sink) {
    return new EchoReplaySinkVisitor(sink);
  }

  @Override
  ButterStatsVisitor statsVisitor(DecodeLimits limits) {
    return ButterStatsVisitor.forEchoReplay(limits);
  }

  @Override
  ReplaySummary summary(SummaryCollector c, ButterHeader last) {
    return c.echoReplay(last);
  }

  /**
   * The event types of {@link #events}: {@code Header}, {@code Player} for a player first seen
   * later, one {@code Frame} per line.
   */
  @Override
  public List<String> eventTypes() {
    return List.of("Header", "Player", "Frame");
  }
}
