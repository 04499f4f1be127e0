package org.replays4j.slippi.spi;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.ReplaySummary;
import org.replays4j.slippi.SlippiCommand;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.stats.ActionCount;
import org.replays4j.slippi.stats.ActionCounts;
import org.replays4j.slippi.stats.MeleeCharacter;
import org.replays4j.slippi.stats.Overall;
import org.replays4j.slippi.stats.Ratio;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.slippi.stats.SlippiGameStats;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.slippi.stats.Stage;

/** Builds the {@link ReplaySummary} of a decoded Slippi game (its details under {@code slippi}). */
final class SlippiSummaries {
  private SlippiSummaries() {}

  /**
   * A player as the summary lists it: the Game Start's fields, the starting character by id and by
   * name, the online identity and a small {@code stats} object ({@link #playerStats}).
   */
  record SummaryPlayer(
      int port,
      int playerIndex,
      int characterId,
      String character,
      int characterColor,
      int type,
      int startStocks,
      int teamId,
      String nametag,
      String displayName,
      String connectCode,
      String userId,
      Map<String, Object> stats) {}

  /**
   * The Game End as the summary gives it: the method's code and, beside it, its name ({@link
   * EventSinkVisitor#gameEndLabel}); the L+R+A+Start initiator and the placements where the event
   * has them.
   */
  record GameEndSummary(
      int method, String methodName, Integer lrasInitiator, List<Integer> placements) {}

  /** The frames of the game: first and last frame number (null without frames) and their count. */
  record Frames(Integer first, Integer last, int count) {}

  /**
   * The summary with slippi-js's rollback figures ({@code rollback}) and stadium stats ({@code
   * stadiumStats}) from {@code extras} (null: both null); partial when the game is ({@link
   * SlippiGame#damage()}). The details name what a person reads, for the JSON and the text view
   * alike: {@code events} counts the events by type name ({@link SlippiCommand#name}; a command
   * this reader does not know by its hex code), {@code gameEnd} has its method's name beside the
   * code.
   */
  static ReplaySummary summary(SlippiGame g, SlippiStats.Result stats, SlippiExtrasVisitor extras) {
    GameStart gs = g.gameStart();
    Map<String, Object> d = new LinkedHashMap<>();
    List<String> participants = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    if (gs != null) {
      d.put("stageId", gs.stageId());
      d.put("stage", Stage.nameOf(gs.stageId()));
      d.put("isTeams", gs.isTeams());
      d.put("isPAL", gs.isPAL());
      d.put("matchInfo", SlippiStatsTrees.matchInfo(gs));
      List<SummaryPlayer> players = new ArrayList<>();
      Map<Integer, String> labels = new HashMap<>();
      for (GameStartPlayer p : gs.players()) {
        if (p.isEmpty()) continue;
        int character = g.startingCharacterId(p.playerIndex());
        players.add(
            new SummaryPlayer(
                p.port(),
                p.playerIndex(),
                character,
                MeleeCharacter.nameOf(character),
                p.costumeIndex(),
                p.type(),
                p.startStocks(),
                p.teamId(),
                p.nametag(),
                p.displayName(),
                p.connectCode(),
                p.userId(),
                stats.stats() == null ? null : playerStats(stats.stats(), p.playerIndex())));
        String label = label(p, character);
        participants.add(label);
        labels.put(p.playerIndex(), label);
      }
      d.put("players", SlippiStatsTrees.treeList(players));
      // as slippi-js gives them, each with the name a person reads (the participant's label)
      List<Object> winners = SlippiStats.toTree(stats.winners());
      for (Object w : winners) {
        @SuppressWarnings("unchecked")
        Map<String, Object> wm = (Map<String, Object>) w;
        wm.put("name", labels.get((Integer) wm.get("playerIndex")));
      }
      d.put("winners", winners);
    } else {
      for (String k : List.of("stageId", "stage", "isTeams", "isPAL", "matchInfo")) d.put(k, null);
      d.put("players", List.of());
      d.put("winners", List.of());
      warnings.add("no Game Start event");
    }
    d.put(
        "frames", SlippiStatsTrees.tree(new Frames(g.firstFrame(), g.lastFrame(), g.frameCount())));
    Map<String, Object> events = new LinkedHashMap<>();
    long total = 0;
    for (int c = 0; c < 256; c++) {
      long n = g.eventCount(c);
      if (n > 0) {
        events.put(SlippiCommand.name(c), n);
        total += n;
      }
    }
    d.put("events", events);
    d.put("rollbackFrames", g.rollbackFrames());
    d.put(
        "rollback", extras == null ? null : SlippiStatsTrees.rollbackTree(extras.rollbackFrames()));
    d.put(
        "stadiumStats",
        extras == null ? null : SlippiStatsTrees.stadiumTree(extras.stadiumStats()));
    GameEnd ge = g.gameEnd();
    d.put(
        "gameEnd",
        ge == null
            ? null
            : SlippiStatsTrees.tree(
                new GameEndSummary(
                    ge.method(),
                    EventSinkVisitor.gameEndLabel(ge),
                    ge.hasLrasInitiator() ? ge.lrasInitiator() : null,
                    ge.hasPlacements() ? ge.placements() : null)));
    SlippiMetadata md = g.metadata();
    d.put("metadata", md == null ? null : md.tree());
    if (g.rawEnd() != null && g.rawEnd().incomplete())
      warnings.add("raw length 0 and no metadata: game still being written");
    if (g.rawStart() != null && g.rawStart().bare())
      warnings.add("bare event stream: no UBJSON container, no metadata");
    if (g.gameEnds().size() > 1) warnings.add(g.gameEnds().size() + " Game End events");
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("events", total);
    counts.put("frames", (long) g.frameCount());
    return new ReplaySummary(
        SlippiDecoder.FORMAT,
        gs == null ? null : gs.version().toString(),
        g.durationSeconds(),
        participants,
        counts,
        warnings,
        d,
        g.damage());
  }

  /**
   * The name a person reads for a player: {@code P<port> <name>}, the name being the netplay
   * display name, else the nametag, else the character's name; then the connect code in parentheses
   * when there is one.
   */
  private static String label(GameStartPlayer p, int character) {
    String name =
        p.displayName() != null && !p.displayName().isEmpty()
            ? p.displayName()
            : p.nametag() != null && !p.nametag().isEmpty()
                ? p.nametag()
                : MeleeCharacter.nameOf(character);
    String code = p.connectCode();
    return "P" + p.port() + " " + name + (code != null && !code.isEmpty() ? " (" + code + ")" : "");
  }

  /**
   * The per-player stats {@code inspect} shows: kills, deaths, totalDamage, conversions,
   * openingsPerKill, damagePerOpening, neutralWinRatio, inputsPerMinute (numbers; null where
   * slippi-js has no ratio) and lCancelSuccess (successes over attempts; null without attempts or
   * outside 1v1).
   */
  static Map<String, Object> playerStats(SlippiGameStats s, int playerIndex) {
    Map<String, Object> m = new LinkedHashMap<>();
    Overall o = s.overall(playerIndex);
    if (o == null) return m;
    m.put("kills", o.killCount());
    m.put("deaths", s.deaths(playerIndex));
    m.put("totalDamage", o.totalDamage());
    m.put("conversions", o.conversionCount());
    m.put("openingsPerKill", ratio(o.openingsPerKill()));
    m.put("damagePerOpening", ratio(o.damagePerOpening()));
    m.put("neutralWinRatio", ratio(o.neutralWinRatio()));
    m.put("inputsPerMinute", ratio(o.inputsPerMinute()));
    ActionCounts a = s.actionCounts(playerIndex);
    Double lc = null;
    if (a != null) {
      int ok = a.get(ActionCount.L_CANCEL_SUCCESS);
      int attempts = ok + a.get(ActionCount.L_CANCEL_FAIL);
      if (attempts > 0) lc = (double) ok / attempts;
    }
    m.put("lCancelSuccess", lc);
    return m;
  }

  private static Double ratio(Ratio r) {
    double v = r.ratio();
    return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
  }
}
