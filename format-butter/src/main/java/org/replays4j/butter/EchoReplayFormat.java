package org.replays4j.butter;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
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
        ButterTables.ECHOREPLAY_TABLES,
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
          if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".echoreplay")) return 0.95;
        }
        // a ZIP repacked with another file first: the reader looks for the replay entry
        return fileName != null
                && fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".echoreplay")
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
  static EchoReplay read(ReplaySource source, DecodeLimits limits) throws IOException {
    try (InputStream in = source.openStream(limits)) {
      return EchoReplay.read(in, EchoReplayReader.builder().limits(limits).build());
    }
  }

  /**
   * Streams the frames of {@code source}, unwrapped within {@code limits}, to {@code sink}, in
   * salvage mode (the SPI's contract).
   */
  static ButterHeader stream(
      ReplaySource source, DecodeLimits limits, EchoReplayReader.FrameSink sink)
      throws IOException {
    try (InputStream in = source.openStream(limits)) {
      return reader(limits).stream(in, sink);
    }
  }

  /** The SPI's reader: {@code limits}, salvage mode. */
  static EchoReplayReader reader(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? EchoReplayReader.salvaging()
        : EchoReplayReader.builder().limits(limits).salvage(true).build();
  }

  /** A frame sink that keeps the damage, if any, for the caller. */
  private abstract static class Frames implements EchoReplayReader.FrameSink {
    Damage damage;

    @Override
    public void damage(Damage d) {
      damage = d;
    }
  }

  /**
   * Summarises while streaming: frames are counted and forgotten, so memory does not grow with the
   * file.
   */
  @Override
  ReplaySummary summaryOnly(ReplaySource source, DecodeLimits limits) throws IOException {
    return summaryAndStats(source, limits, null).summary();
  }

  @Override
  SummaryAndStats summaryAndStats(ReplaySource source, DecodeLimits limits) throws IOException {
    return summaryAndStats(source, limits, ButterStatsVisitor.forEchoReplay(limits));
  }

  /** The summary, and the stats when {@code v} is not null, from one read. */
  private SummaryAndStats summaryAndStats(
      ReplaySource source, DecodeLimits limits, ButterStatsVisitor v) throws IOException {
    int[] count = {0};
    long[] times = {0, 0};
    int[] score = {0, 0};
    Frames frames =
        new Frames() {
          @Override
          public boolean frame(ButterHeader h, ButterFrame f) throws ReplayFormatException {
            if (count[0]++ == 0) times[0] = f.timeMs;
            times[1] = f.timeMs;
            score[0] = (int) f.bluePoints;
            score[1] = (int) f.orangePoints;
            return v == null || v.frame(h, f);
          }

          @Override
          public void damage(Damage d) {
            super.damage(d);
            if (v != null) v.damage(d);
          }
        };
    ButterHeader header = stream(source, limits, frames);
    double duration = count[0] < 2 ? 0 : (times[1] - times[0]) / 1000.0;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("frames", count[0]);
    d.put("durationSeconds", duration);
    List<String> names = putPlayers(d, header, score[0], score[1]);
    ReplaySummary summary =
        new ReplaySummary(
            "echoreplay",
            null,
            duration,
            names,
            Map.of("frames", (long) count[0]),
            List.of(),
            d,
            frames.damage);
    if (v == null) return new SummaryAndStats(summary, null);
    // a file without frames still names its session (the empty header), as matchStats does
    if (v.stats().frames() == 0) v.visitHeader(header);
    return new SummaryAndStats(summary, v.checkedStats());
  }

  @Override
  MatchStats matchStats(ReplaySource source, DecodeLimits limits) throws IOException {
    ButterStatsVisitor v = ButterStatsVisitor.forEchoReplay(limits);
    ButterHeader header = stream(source, limits, v);
    // a file without frames still names its session (the empty header)
    if (v.stats().frames() == 0) v.visitHeader(header);
    return v.checkedStats();
  }

  /**
   * The event types of {@link #events}: {@code Header}, {@code Player} for a player first seen
   * later, one {@code Frame} per line.
   */
  @Override
  public List<String> eventTypes() {
    return List.of("Header", "Player", "Frame");
  }

  /**
   * Streams the events as the lines are read: {@code Header} with the first frame (its players are
   * those seen so far), a {@code Player} event for each player that first appears later, just
   * before the frame holding it, and a {@code Frame} per accepted row. A file without frames gives
   * one {@code Header}.
   */
  @Override
  void streamEvents(ReplaySource source, DecodeLimits limits, ReplayEventSink sink)
      throws IOException {
    int[] players = {0};
    boolean[] stopped = {false};
    boolean[] headerSent = {false};
    Frames frames =
        new Frames() {
          @Override
          public boolean frame(ButterHeader h, ButterFrame f) {
            if (!headerSent[0]) {
              headerSent[0] = true;
              if (!sink.accept("Header", 0, h)) return !(stopped[0] = true);
            } else {
              for (int i = players[0]; i < h.players().size(); i++) {
                if (!sink.accept("Player", -1, h.players().get(i))) return !(stopped[0] = true);
              }
            }
            players[0] = h.players().size();
            if (!sink.accept("Frame", -1, f.toTree(h))) return !(stopped[0] = true);
            return true;
          }
        };
    ButterHeader last = stream(source, limits, frames);
    if (!headerSent[0]) sink.accept("Header", 0, last);
    if (frames.damage != null && !stopped[0]) sink.damage(frames.damage);
  }
}
