package org.replays4j.butter;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;

/**
 * {@link org.replays4j.core.ReplayFormat} for Echo VR .butter replays (id {@code butter}).
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
        ButterTables.TABLES,
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
      boolean named =
          fileName != null && fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".butter");
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
        h =
            ButterHeaderReader.read(
                org.replays4j.core.io.ByteReader.of(ButterDecoder.FORMAT, head));
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

  @Override
  ReplaySummary summaryOnly(ReplaySource source, DecodeLimits limits) throws IOException {
    SummaryVisitor sv = new SummaryVisitor(null);
    decode(source, limits, sv);
    return summary(sv);
  }

  @Override
  SummaryAndStats summaryAndStats(ReplaySource source, DecodeLimits limits) throws IOException {
    ButterStatsVisitor v = new ButterStatsVisitor(null, limits);
    SummaryVisitor sv = new SummaryVisitor(v);
    decode(source, limits, sv);
    return new SummaryAndStats(summary(sv), v.checkedStats());
  }

  private static ReplaySummary summary(SummaryVisitor sv) {
    ButterHeader h = sv.header;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("version", h.version());
    d.put("compression", h.compression().label());
    d.put("keyframeInterval", h.keyframeInterval());
    d.put("frames", sv.frames);
    d.put("chunks", sv.chunks);
    double duration = sv.frames < 2 ? 0 : (sv.lastTime - sv.firstTime) / 1000.0;
    d.put("durationSeconds", duration);
    List<String> names = putPlayers(d, h, number(sv.blue), number(sv.orange));
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("frames", (long) sv.frames);
    counts.put("keyframes", (long) sv.keyframes);
    counts.put("chunks", (long) sv.chunks);
    return new ReplaySummary(
        "butter", Integer.toString(h.version()), duration, names, counts, List.of(), d, sv.damage);
  }

  private static Number number(float f) {
    return f == (int) f ? (Number) (int) f : (Number) f;
  }

  /**
   * The event types of {@link #events}: {@code Header}, {@code Chunk}, {@code Frame}, {@code
   * Unknown}.
   */
  @Override
  public List<String> eventTypes() {
    return List.of("Header", "Chunk", "Frame", "Unknown");
  }

  @Override
  void streamEvents(ReplaySource source, DecodeLimits limits, ReplayEventSink sink)
      throws IOException {
    decode(source, limits, sinkVisitor(sink));
  }

  /** Adapts the visitor to the generic sink of {@link #events}, damage included. */
  static ButterVisitor sinkVisitor(ReplayEventSink sink) {
    return new ButterVisitor() {
      private ButterHeader header;

      @Override
      public void visitDamage(Damage d) {
        sink.damage(d);
      }

      private void accept(String type, Object event) {
        sink.acceptOrStop(type, eventOffset(), event);
      }

      @Override
      public void visitHeader(ButterHeader h) {
        header = h;
        accept("Header", h);
      }

      @Override
      public void visitChunk(ButterChunkInfo c) {
        accept("Chunk", c);
      }

      @Override
      public void visitFrame(ButterFrame frame) {
        accept("Frame", eventTree(frame, header));
      }

      @Override
      public void visitUnknown(int code, ByteSlice bytes) {
        accept("Unknown", Map.of("length", bytes.length()));
      }
    };
  }

  @Override
  MatchStats matchStats(ReplaySource source, DecodeLimits limits) throws IOException {
    ButterStatsVisitor v = new ButterStatsVisitor(null, limits);
    decode(source, limits, v);
    return v.checkedStats();
  }

  /** Decodes a file as a stream (bounded memory), anything else from its bytes. */
  static void decode(ReplaySource source, DecodeLimits limits, ButterVisitor v) throws IOException {
    // salvage mode, the SPI's contract
    ButterDecoder decoder =
        limits.equals(DecodeLimits.DEFAULT)
            ? ButterDecoder.salvaging()
            : ButterDecoder.builder().limits(limits).salvage(true).build();
    if (source.path().isPresent()) {
      decoder.decode(source, v);
    } else {
      decoder.decode(source.readAllBytes(limits), v);
    }
  }

  /** What the summary reads of a decode; forwards every event to {@code next} (may be null). */
  private static final class SummaryVisitor extends ButterVisitor {
    ButterHeader header;
    Damage damage;

    SummaryVisitor(ButterVisitor next) {
      super(next);
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      super.visitDamage(d);
    }

    int frames;
    int keyframes;
    int chunks;
    long firstTime;
    long lastTime;
    float blue;
    float orange;

    @Override
    public void visitHeader(ButterHeader h) {
      header = h;
      super.visitHeader(h);
    }

    @Override
    public void visitChunk(ButterChunkInfo c) {
      chunks++;
      super.visitChunk(c);
    }

    @Override
    public void visitFrame(ButterFrame f) {
      if (frames == 0) firstTime = f.timeMs;
      lastTime = f.timeMs;
      frames++;
      if (f.keyframe) keyframes++;
      blue = f.bluePoints;
      orange = f.orangePoints;
      super.visitFrame(f);
    }
  }

  /**
   * A frame as the event stream shows it: {@link ButterFrame#toTree} (the .echoreplay shape) plus
   * the combat payload and rules groups that shape has no place for, so that every column of the
   * {@code frames} table is visible in the events.
   */
  static Map<String, Object> eventTree(ButterFrame f, ButterHeader header) {
    Map<String, Object> m = f.toTree(header);
    Map<String, Object> payload = new LinkedHashMap<>();
    payload.put("contested", f.contested);
    payload.put("checkpoint", f.payloadCheckpoint);
    payload.put("defenders", f.payloadDefenders);
    payload.put("distance", f.payloadDistance);
    payload.put("speed", f.payloadSpeed);
    m.put("payload", payload);
    Map<String, Object> rules = new LinkedHashMap<>();
    rules.put("changed_at", f.rulesChangedAt);
    rules.put("changed_by", f.rulesChangedBy);
    m.put("rules", rules);
    return m;
  }
}
