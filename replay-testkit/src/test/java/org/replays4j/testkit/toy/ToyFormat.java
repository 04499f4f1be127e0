package org.replays4j.testkit.toy;

import static org.replays4j.core.stats.Result.Outcome.LOSS;
import static org.replays4j.core.stats.Result.Outcome.WIN;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayAnalysis.Product;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.BasicGameStats;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;

/**
 * A sixth game in test scope, small enough to read at a glance: what a new format writes to get
 * every door (inspect, stats, events, export, catalog, salvage). Layout, integers big-endian: the
 * magic {@code TOY1}; the header (u8 length and UTF-8 bytes of the title, u8 player count, per
 * player u8 length and UTF-8 name); then records, each a u8 type and a u16 tick (60 per second):
 * {@code 1} Move (u8 player, u8 direction), {@code 2} Score (u8 player, u8 points), {@code 3} End
 * (no payload, last). A file without its End record is damaged where it stops.
 */
public final class ToyFormat extends ReplayFormat {
  static final byte[] MAGIC = "TOY1".getBytes(StandardCharsets.US_ASCII);

  /** Record type bytes and the tick rate. */
  static final int MOVE = 1, SCORE = 2, END = 3, TICKS_PER_SECOND = 60;

  /** The header, as the first event (offset 0). */
  public record Header(String title, List<String> players) {}

  /** A player moved; {@code player} is the 0-based index in the header's list. */
  public record Move(int tick, int player, int dir) {}

  /** A player scored {@code points} (0–255). */
  public record Score(int tick, int player, int points) {}

  /** The game ended normally. */
  public record End(int tick) {}

  /** One player's stats: name and points scored. */
  public record PlayerPoints(String name, int points) {}

  /**
   * The toy's typed stats: title, players with their points, the last tick read, the winner's name
   * (the single top scorer, or null) and whether the file was cut (the stats cover what was read).
   */
  public record ToyStats(
      String title, List<PlayerPoints> players, int ticks, String winner, boolean partial) {
    static ToyStats of(String title, List<String> names, int[] points, int ticks, boolean cut) {
      List<PlayerPoints> ps = new ArrayList<>();
      int top = Arrays.stream(points).max().orElse(-1), best = -1, tops = 0;
      for (int i = 0; i < points.length; i++) {
        ps.add(new PlayerPoints(names.get(i), points[i]));
        if (points[i] == top && tops++ == 0) best = i;
      }
      return new ToyStats(title, ps, ticks, tops == 1 ? names.get(best) : null, cut);
    }

    /** The shared view: one participant per player, a win for the winner, one event per score. */
    GameStats gameStats(List<Score> scores) {
      List<ParticipantStats> ps = new ArrayList<>();
      int top = players.stream().mapToInt(PlayerPoints::points).max().orElse(0);
      for (int i = 0; i < players.size(); i++) {
        PlayerPoints p = players.get(i);
        Result r = winner == null ? Result.UNKNOWN : Result.of(p.points() == top ? WIN : LOSS);
        ps.add(new ParticipantStats(i, p.name(), null, null, r, null));
      }
      List<ScoringEvent> es = new ArrayList<>();
      for (Score s : scores)
        es.add(new ScoringEvent(seconds(s.tick()), s.player(), null, "score", (double) s.points()));
      return new BasicGameStats("toy", seconds(ticks), ps, es, partial);
    }
  }

  /** The one table: a row per Score record, its columns those of {@link Score}. */
  static final TableSchema SCORES =
      TableSchema.builder("toy", "scores", "one row per Score record, in file order")
          .add(RecordColumns.of(Score.class, Map.of()))
          .build();

  private static final RecordColumns.Writer ROW = new RecordColumns.Writer(SCORES, Score.class);

  /** Public no-argument constructor for {@link java.util.ServiceLoader}. */
  public ToyFormat() {
    super("toy", "Toy test game", "1", FormatTables.of(List.of(SCORES)), "toy");
  }

  @Override
  public double probe(byte[] head, String fileName) {
    return head.length >= 4 && Arrays.equals(head, 0, 4, MAGIC, 0, 4) ? 1.0 : 0.0;
  }

  @Override
  public List<String> eventTypes() {
    return List.of("Header", "Move", "Score", "End");
  }

  static double seconds(int ticks) {
    return (double) ticks / TICKS_PER_SECOND;
  }

  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    ByteReader in = ByteReader.of(id(), source.readAllBytes(limits));
    byte[] magic = in.readBytes(Math.min(4, in.remaining()));
    if (!Arrays.equals(magic, MAGIC)) throw ReplayFormatException.badMagic(id(), 0, MAGIC, magic);
    String title = text(in);
    int n = in.readU8();
    limits.checkPlayers(id(), in.position() - 1, "players", n);
    List<String> players = new ArrayList<>();
    for (int i = 0; i < n; i++) players.add(text(in));
    Map<String, Long> counts = new LinkedHashMap<>();
    ReplayEventSink sink = emit(request.events(), counts, "Header", 0, new Header(title, players));
    int[] points = new int[n];
    List<Score> scores = new ArrayList<>();
    int tick = 0;
    Damage damage = null;
    try {
      for (Object event = null; !(event instanceof End); ) {
        long at = in.position();
        if (in.atEnd()) throw ReplayFormatException.truncated(id(), at, 3, 0);
        int type = in.readU8(), t = in.readU16be();
        if (type == END) {
          event = new End(t);
          if (!in.atEnd()) throw ReplayFormatException.invalid(id(), at + 3, "expected no more");
        } else if (type == MOVE || type == SCORE) {
          int p = in.readU8(), v = in.readU8();
          if (p >= n) throw ReplayFormatException.invalid(id(), at + 3, "expected a player < " + n);
          event = type == MOVE ? new Move(t, p, v) : new Score(t, p, v);
        } else throw ReplayFormatException.invalid(id(), at, "expected a record type 1-3");
        if (event instanceof Score s) {
          points[s.player()] += s.points();
          if (request.wants(Product.GAME_STATS)) scores.add(s);
          for (TableBatchBuilder b : request.tableBuilders()) {
            if (b.stopped()) continue;
            ROW.write(b, s);
            b.endRow();
          }
        }
        tick = t;
        sink = emit(sink, counts, event.getClass().getSimpleName(), at, event);
      }
    } catch (ReplayFormatException e) {
      if (!Damage.salvageable(e)) throw e;
      damage = Damage.of(e);
      if (sink != null) sink.damage(damage);
      for (TableBatchBuilder b : request.tableBuilders()) b.damage(damage);
    }
    ToyStats st = ToyStats.of(title, players, points, tick, damage != null);
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("title", title);
    details.put("winner", st.winner());
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("stats", ValueTrees.toTree(st));
    if (damage != null) tree.put("damage", damage.toTree());
    return new ReplayAnalysis(
        request.wants(Product.SUMMARY)
            ? new ReplaySummary(
                id(), "1", seconds(tick), players, counts, List.of(), details, damage)
            : null,
        request.wants(Product.STATS) ? tree : null,
        request.wants(Product.GAME_STATS) ? st.gameStats(scores) : null);
  }

  private static String text(ByteReader in) throws ReplayFormatException {
    return new String(in.readBytes(in.readU8()), StandardCharsets.UTF_8);
  }

  /** Counts the event and passes it on; the sink, or null once it asked to stop. */
  private static ReplayEventSink emit(
      ReplayEventSink sink, Map<String, Long> counts, String type, long at, Object event) {
    counts.merge(type, 1L, Long::sum);
    return sink != null && sink.accept(type, at, event) ? sink : null;
  }
}
