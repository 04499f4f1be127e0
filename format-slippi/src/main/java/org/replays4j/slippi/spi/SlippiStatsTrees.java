package org.replays4j.slippi.spi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.stats.RollbackFrames;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.slippi.stats.SlippiGameStats;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.slippi.stats.SlippiStatsVisitor;
import org.replays4j.slippi.stats.StadiumStats;

/** The value trees of Slippi's stats: the {@code stats} command's tree and its parts. */
final class SlippiStatsTrees {
  private SlippiStatsTrees() {}

  /**
   * slippi-js's {@code matchInfo} of a Game Start: {@code matchId} (the session id, e.g. {@code
   * mode.ranked-2022-12-28T03:16:14.19-1}; slippi-js's older name {@code sessionId} is kept beside
   * it), {@code gameNumber} and {@code tiebreakerNumber} (3.14.0; 0 = not a tiebreak); each null
   * when the Game Start is older than its field.
   */
  record MatchInfo(String matchId, String sessionId, Long gameNumber, Long tiebreakerNumber) {
    static MatchInfo of(GameStart gs) {
      return new MatchInfo(gs.sessionId(), gs.sessionId(), gs.gameNumber(), gs.tiebreakerNumber());
    }
  }

  /** A player's Slippi Online identity beside its port, as the stats tree lists it. */
  record OnlinePlayer(
      int port, int playerIndex, String displayName, String connectCode, String userId) {
    static OnlinePlayer of(GameStartPlayer p) {
      return new OnlinePlayer(
          p.port(), p.playerIndex(), p.displayName(), p.connectCode(), p.userId());
    }
  }

  /**
   * {@code stats}: slippi-js's {@code getStats()} object (null without Game Start), {@code
   * winners}: its {@code getWinners()} array, {@code stadiumStats}: its {@code getStadiumStats()}
   * (null outside Home-Run Contest and Target Test), {@code rollback}: its {@code
   * getRollbackFrames()} count and lengths, {@code matchInfo}: its {@code getSettings().matchInfo}
   * (null without Game Start) and {@code players}: each player's online identity ({@link
   * OnlinePlayer}); then the {@code damage} of a damaged file. {@code start} is the first Game
   * Start (may be null).
   */
  static Map<String, Object> statsTree(
      SlippiStatsVisitor v, SlippiExtrasVisitor extras, GameStart start) {
    Map<String, Object> m = new LinkedHashMap<>();
    SlippiGameStats s = v.stats();
    m.put("stats", s == null ? null : SlippiStats.toTree(s));
    m.put("winners", SlippiStats.toTree(v.winners()));
    m.put("stadiumStats", stadiumTree(extras.stadiumStats()));
    m.put("rollback", rollbackTree(extras.rollbackFrames()));
    m.put("matchInfo", start == null ? null : matchInfo(start));
    List<OnlinePlayer> players = new ArrayList<>();
    if (start != null) {
      for (GameStartPlayer p : start.players()) if (!p.isEmpty()) players.add(OnlinePlayer.of(p));
    }
    m.put("players", treeList(players));
    if (v.damage() != null) m.put("damage", v.damage().toTree());
    return m;
  }

  /** {@link MatchInfo} of {@code gs} as a tree. */
  static Map<String, Object> matchInfo(GameStart gs) {
    return tree(MatchInfo.of(gs));
  }

  /** The trees of {@code records} ({@link #tree}). */
  @SuppressWarnings("unchecked")
  static List<Object> treeList(List<? extends Record> records) {
    return (List<Object>) ValueTrees.toTree(records);
  }

  /** A record's tree ({@link ValueTrees}): its components in order. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> tree(Record r) {
    return (Map<String, Object>) ValueTrees.toTree(r);
  }

  /**
   * slippi-js's {@code getStadiumStats()} shape: {@code {type: "home-run-contest", distance,
   * units}} or {@code {type: "target-test", targetsBroken, playableFrames, totalSeconds,
   * targetBreaks: [{spawnId, frameDestroyed, positionX, positionY}]}}; null for none.
   */
  static Map<String, Object> stadiumTree(StadiumStats s) {
    if (s == null) return null;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", s.type());
    if (s instanceof StadiumStats.HomeRunContest h) {
      m.put("distance", h.distance());
      m.put("units", h.units());
    } else if (s instanceof StadiumStats.TargetTest t) {
      // the short figures first, so that the text view's line shows them
      m.put("targetsBroken", t.broken());
      m.put("playableFrames", t.playableFrames());
      m.put("totalSeconds", t.totalSeconds());
      m.put("targetBreaks", ValueTrees.toTree(t.targetBreaks()));
    }
    return m;
  }

  /** slippi-js's {@code getRollbackFrames()} figures: {@code {count, lengths}}. */
  static Map<String, Object> rollbackTree(RollbackFrames r) {
    return tree(r);
  }
}
