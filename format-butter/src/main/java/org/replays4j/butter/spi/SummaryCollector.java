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
import org.replays4j.core.event.ValueTrees;

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

  /**
   * The details of a .butter summary: the header's version, compression and keyframe interval, the
   * frames and chunks read and their duration, then the {@link Match}.
   */
  record ButterDetails(
      int version,
      String compression,
      int keyframeInterval,
      int frames,
      int chunks,
      double durationSeconds) {}

  /** The details of a .echoreplay summary: the frames read and their duration, then the match. */
  record EchoReplayDetails(int frames, double durationSeconds) {}

  /**
   * What both summaries end with: the map's API name, whether the match is private (under the key
   * {@code private}), the players of the header in file order and the final score.
   */
  record Match(String map, boolean privateMatch, List<Player> players, Score finalScore) {}

  /** A player of the header as the summary lists it. */
  record Player(String name, long userId, int number, int level) {}

  /** The last frame's points of each team. */
  record Score(Number blue, Number orange) {}

  /** The summary of a .butter file (format {@code butter}). */
  ReplaySummary butter() {
    ButterHeader h = header;
    Map<String, Object> d =
        tree(
            new ButterDetails(
                h.version(),
                h.compression().label(),
                h.keyframeInterval(),
                frames,
                chunks,
                duration()));
    d.putAll(matchTree(h, number(blue), number(orange)));
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("frames", (long) frames);
    counts.put("keyframes", (long) keyframes);
    counts.put("chunks", (long) chunks);
    return new ReplaySummary(
        "butter",
        Integer.toString(h.version()),
        duration(),
        names(h),
        counts,
        List.of(),
        d,
        damage);
  }

  /**
   * The summary of a .echoreplay file (format {@code echoreplay}) whose header after the last line
   * is {@code last}.
   */
  ReplaySummary echoReplay(ButterHeader last) {
    Map<String, Object> d = tree(new EchoReplayDetails(frames, duration()));
    d.putAll(matchTree(last, (int) blue, (int) orange));
    return new ReplaySummary(
        "echoreplay",
        null,
        duration(),
        names(last),
        Map.of("frames", (long) frames),
        List.of(),
        d,
        damage);
  }

  private static Number number(float f) {
    return f == (int) f ? (Number) (int) f : (Number) f;
  }

  /** The player names of {@code h}, in file order. */
  private static List<String> names(ButterHeader h) {
    List<String> names = new ArrayList<>(h.players().size());
    for (ButterPlayerInfo p : h.players()) names.add(p.name());
    return names;
  }

  /**
   * The {@link Match} of {@code h} with the final score as a tree, {@code privateMatch} under the
   * key {@code private} (a Java keyword, so no record component can carry that name).
   */
  private static Map<String, Object> matchTree(ButterHeader h, Number blue, Number orange) {
    List<Player> players = new ArrayList<>(h.players().size());
    for (ButterPlayerInfo p : h.players()) {
      players.add(new Player(p.name(), p.userId(), p.number(), p.level()));
    }
    Match m = new Match(h.map().apiName(), h.privateMatch(), players, new Score(blue, orange));
    Map<String, Object> out = new LinkedHashMap<>();
    tree(m).forEach((k, v) -> out.put(k.equals("privateMatch") ? "private" : k, v));
    return out;
  }

  /** A record's tree ({@link ValueTrees}): its components in order. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> tree(Record r) {
    return (Map<String, Object>) ValueTrees.toTree(r);
  }
}
