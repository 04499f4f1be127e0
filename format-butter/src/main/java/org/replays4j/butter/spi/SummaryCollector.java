package org.replays4j.butter.spi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;

/**
 * What the summary of either Echo VR format reads of a read: frames, keyframes and chunks counted
 * and forgotten (memory does not grow with the file), the first and last frame times, the last
 * score, the header and the damage. Ends the chain; one read.
 */
final class SummaryCollector extends ButterVisitor {
  private ButterHeader header;
  private Damage damage;
  private int frames;
  private int keyframes;
  private int chunks;
  private long firstTime;
  private long lastTime;
  private float blue;
  private float orange;

  @Override
  public void visitHeader(ButterHeader h) {
    header = h;
  }

  @Override
  public void visitChunk(ButterChunkInfo c) {
    chunks++;
  }

  @Override
  public void visitFrame(ButterFrame f) {
    if (frames == 0) firstTime = f.timeMs;
    lastTime = f.timeMs;
    frames++;
    if (f.keyframe) keyframes++;
    blue = f.bluePoints;
    orange = f.orangePoints;
  }

  @Override
  public void visitDamage(Damage d) {
    damage = d;
  }

  private double duration() {
    return frames < 2 ? 0 : (lastTime - firstTime) / 1000.0;
  }

  /** The summary of a .butter file (format {@code butter}). */
  ReplaySummary butter() {
    ButterHeader h = header;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("version", h.version());
    d.put("compression", h.compression().label());
    d.put("keyframeInterval", h.keyframeInterval());
    d.put("frames", frames);
    d.put("chunks", chunks);
    d.put("durationSeconds", duration());
    List<String> names = putPlayers(d, h, number(blue), number(orange));
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("frames", (long) frames);
    counts.put("keyframes", (long) keyframes);
    counts.put("chunks", (long) chunks);
    return new ReplaySummary(
        "butter", Integer.toString(h.version()), duration(), names, counts, List.of(), d, damage);
  }

  /**
   * The summary of a .echoreplay file (format {@code echoreplay}) whose header after the last line
   * is {@code last}.
   */
  ReplaySummary echoReplay(ButterHeader last) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("frames", frames);
    d.put("durationSeconds", duration());
    List<String> names = putPlayers(d, last, (int) blue, (int) orange);
    return new ReplaySummary(
        "echoreplay",
        null,
        duration(),
        names,
        Map.of("frames", (long) frames),
        List.of(),
        d,
        damage);
  }

  private static Number number(float f) {
    return f == (int) f ? (Number) (int) f : (Number) f;
  }

  /**
   * Puts the summary fields of {@code h} into {@code details} ({@code map}, {@code private}, {@code
   * players}) and the final score, and returns the player names in file order.
   */
  private static List<String> putPlayers(
      Map<String, Object> details, ButterHeader h, Number blue, Number orange) {
    details.put("map", h.map().apiName());
    details.put("private", h.privateMatch());
    List<Object> players = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ButterPlayerInfo p : h.players()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("name", p.name());
      pm.put("userId", p.userId());
      pm.put("number", p.number());
      pm.put("level", p.level());
      players.add(pm);
      names.add(p.name());
    }
    details.put("players", players);
    Map<String, Object> score = new LinkedHashMap<>();
    score.put("blue", blue);
    score.put("orange", orange);
    details.put("finalScore", score);
    return names;
  }
}
