package org.replays4j.butter;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;

/**
 * {@link ReplayFormat} for the recorder's .echoreplay files (id {@code echoreplay}), the source
 * format .butter is converted from: a ZIP with one {@code *.echoreplay} entry or the same
 * tab-separated text (butter-facts.md §8). Frames are read into the butter frame model.
 */
public final class EchoReplayFormat implements ReplayFormat {
  /** Creates the (stateless) format. */
  public EchoReplayFormat() {}

  @Override
  public String id() {
    return "echoreplay";
  }

  @Override
  public String displayName() {
    return "Echo VR .echoreplay (Spark API frame log)";
  }

  @Override
  public List<String> extensions() {
    return List.of("echoreplay");
  }

  @Override
  public String supportedVersions() {
    return "zip and plain text, 2018–2022 API frames";
  }

  /** A ZIP whose first entry is named {@code *.echoreplay}, or a line starting "yyyy/MM/dd HH:mm:ss.fff\t{". */
  @Override
  public double probe(byte[] head, String fileName) {
    try {
      if (head.length >= 30 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
        int nameLen = (head[26] & 0xFF) | (head[27] & 0xFF) << 8;
        if (30 + nameLen <= head.length) {
          String name = new String(head, 30, nameLen, StandardCharsets.ISO_8859_1);
          if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".echoreplay")) return 0.95;
        }
        return 0;
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

  private static EchoReplay read(ReplaySource source, DecodeLimits limits) throws IOException {
    try (InputStream in = source.openStream(limits)) {
      byte[] b = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxDecompressedBytes()));
      return new EchoReplayReader(limits).read(b);
    }
  }

  @Override
  public ReplaySummary summarize(ReplaySource source, DecodeLimits limits) throws IOException {
    EchoReplay r = read(source, limits);
    List<ButterFrame> fs = r.frames();
    double duration = fs.size() < 2 ? 0 : (fs.get(fs.size() - 1).timeMs - fs.get(0).timeMs) / 1000.0;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("frames", fs.size());
    d.put("durationSeconds", duration);
    d.put("map", r.header().map().apiName());
    d.put("private", r.header().privateMatch());
    List<Object> players = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ButterPlayerInfo p : r.header().players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("name", p.name());
      pm.put("userId", p.userId());
      pm.put("number", p.number());
      pm.put("level", p.level());
      players.add(pm);
      names.add(p.name());
    }
    d.put("players", players);
    Map<String, Object> score = new LinkedHashMap<>();
    score.put("blue", fs.isEmpty() ? 0 : (int) fs.get(fs.size() - 1).bluePoints);
    score.put("orange", fs.isEmpty() ? 0 : (int) fs.get(fs.size() - 1).orangePoints);
    d.put("finalScore", score);
    return new ReplaySummary("echoreplay", null, duration, names, Map.of("frames", (long) fs.size()), List.of(), d);
  }

  @Override
  public void events(ReplaySource source, DecodeLimits limits, ReplayEventSink sink) throws IOException {
    EchoReplay r = read(source, limits);
    if (!sink.accept("Header", 0, r.header())) return;
    for (ButterFrame f : r.frames()) {
      if (!sink.accept("Frame", -1, f.toTree(r.header()))) return;
    }
  }
}
