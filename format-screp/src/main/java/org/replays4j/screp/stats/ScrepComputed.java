package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.screp.CommandColumns;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.StartLocation;

/**
 * The computed layer (docs/formats/screp.md#computed): statistics players expect that are
 * <em>not</em> stored in the file — APM and EAPM (screp's EAPM algorithm v1.0.6), inferred teams
 * and observers, chat with senders, leave events, start directions, matchup, a build order, and the
 * inferred winner. Separate from decoding: {@link #compute(ScrepReplay)} works on a decoded {@link
 * ScrepReplay}. This record is the facade of the package; each concern is its own class: {@code
 * Actions} (APM and the histories of {@code Eapm}), {@code Teams} (teams and observers), {@code
 * Winner}, {@code BuildOrder}, {@code ChatLog}, {@code Matchup}, {@code StartLocations}.
 *
 * @param players the real players (records with a name) in screp's team order
 * @param chat chat messages with their sender
 * @param leaves leave-game commands in file order
 * @param repSaverPlayerId player id that received the chat (the replay saver), or -1 when unknown
 * @param winnerTeam the inferred winning team, or 0 when it cannot be inferred
 * @param winner {@code "inferred"} when {@code winnerTeam} was inferred, else {@code "unknown"}
 * @param matchup race letters of non-observers per team joined by {@code v} (e.g. {@code PvZ})
 * @param buildOrder the effective Build / Train / Unit Morph / Building Morph / Tech / Upgrade
 *     commands of real players (the commands EAPM counts: a repeated click is one step); {@link
 *     BuildOrderItem#format()} and {@link #format(List)} render them as {@code "0:42 SCV, …"}
 * @param frames the game's length in frames (0 .. 2^31 - 1) that every duration, APM and last
 *     command frame uses: the header's frame count when the command stream agrees with it, else the
 *     frame of the last command read ({@link #framesMeasured()})
 * @param framesWarning why {@code frames} is not the header's count (a damaged file, or a header
 *     count the command stream contradicts), or null when it is the header's
 */
public record ScrepComputed(
    List<Player> players,
    List<ChatMessage> chat,
    List<LeaveGame> leaves,
    int repSaverPlayerId,
    int winnerTeam,
    String winner,
    String matchup,
    List<BuildOrderItem> buildOrder,
    long frames,
    String framesWarning) {

  /** True when {@link #frames()} was measured from the commands instead of read from the header. */
  public boolean framesMeasured() {
    return framesWarning != null;
  }

  /** The game's length in seconds at Fastest speed: {@link #frames()} × 42 ms. */
  public double durationSeconds() {
    return frames * 42 / 1000.0;
  }

  /**
   * A real player with computed values.
   *
   * @param slot the player record (names/colours from the Remastered sections applied)
   * @param team inferred team (screp's rules; the stored team unless a rule changed it)
   * @param observer inferred observer flag
   * @param cmdCount commands issued
   * @param effectiveCmdCount commands classified effective (EAPM)
   * @param apm actions per minute up to the last command
   * @param eapm effective actions per minute
   * @param lastCmdFrame frame of the last command within the game's length ({@link
   *     ScrepComputed#frames()}), 0 when none
   * @param startLocation the start location owned by the player's slot, or null
   * @param startDirection clock direction 1..12 of the start location from the map centre, 0 when
   *     unknown
   */
  public record Player(
      PlayerSlot slot,
      int team,
      boolean observer,
      int cmdCount,
      int effectiveCmdCount,
      int apm,
      int eapm,
      int lastCmdFrame,
      StartLocation startLocation,
      int startDirection) {

    /**
     * The player's name as a person reads it: the stored name decoded, colour and control bytes
     * removed ({@code slot().name().text()}); never null, empty when none is stored. The stored
     * bytes are {@code slot().name().raw()}.
     */
    public String name() {
      return slot.name().text();
    }

    /**
     * The stored name decoded, colour and control characters kept ({@code slot().name().decoded()},
     * the {@code rawName} of the summary and the {@code raw_name} column); never null.
     */
    public String rawName() {
      return slot.name().decoded();
    }

    /**
     * screp's redundancy figure: the share of this player's commands that are ineffective, in
     * percent rounded half up ({@code round((cmdCount - effectiveCmdCount) * 100 / cmdCount)}), 0
     * without commands.
     */
    public int redundancy() {
      if (cmdCount == 0) return 0;
      return (int) ((double) (cmdCount - effectiveCmdCount) * 100 / cmdCount + 0.5);
    }
  }

  /**
   * A chat message.
   *
   * @param frame frame
   * @param receiverPlayerId the command's player id (the replay saver)
   * @param senderSlotId the sender's slot id
   * @param senderName the sender's name (empty when no player has that slot)
   * @param text the message
   */
  public record ChatMessage(
      int frame, int receiverPlayerId, int senderSlotId, String senderName, String text) {}

  /**
   * One build-order step; {@link #format()} renders it as {@code "0:42 SCV"}.
   *
   * @param frame frame
   * @param playerId player id
   * @param commandType screp command type (0x0C Build, 0x1F Train, 0x23 Unit Morph, 0x35 Building
   *     Morph, 0x30 Tech, 0x32 Upgrade)
   * @param id unit type, tech or upgrade id
   */
  public record BuildOrderItem(int frame, int playerId, int commandType, int id) {
    /**
     * What kind of step this is, from its command type; null for a command type that is no
     * build-order step.
     */
    public Kind kind() {
      return Kind.of(commandType);
    }

    /**
     * The unit, tech or upgrade name as screp spells it ({@link ScrepNames#unit}, {@link
     * ScrepNames#tech}, {@link ScrepNames#upgrade}); {@code "Unknown 0x…"} for an id the tables do
     * not cover.
     */
    public String name() {
      return switch (commandType) {
        case 0x30 -> ScrepNames.tech(id);
        case 0x32 -> ScrepNames.upgrade(id);
        default -> ScrepNames.unit(id);
      };
    }

    /**
     * The game time of the step at Fastest speed as {@code m:ss} (see {@link
     * ScrepComputed#clock(long)}).
     */
    public String time() {
      return clock(frame);
    }

    /** {@code "m:ss Name"}, e.g. {@code "0:42 SCV"}. */
    public String format() {
      return time() + " " + name();
    }
  }

  /** Kind of a build-order step, by the command that started it. */
  public enum Kind {
    /** Train (0x1F): a unit from a Terran or Protoss production building. */
    UNIT,
    /** Build (0x0C, not a landing): a building placed by a worker, or an add-on. */
    BUILDING,
    /** Unit Morph (0x23): a Zerg unit from larva, or a Lurker / Guardian / Devourer morph. */
    UNIT_MORPH,
    /** Building Morph (0x35): Lair, Hive, Greater Spire, Sunken / Spore Colony. */
    BUILDING_MORPH,
    /** Tech (0x30): a research. */
    TECH,
    /** Upgrade (0x32). */
    UPGRADE;

    /**
     * The kind of a build-order command type, or null when {@code commandType} starts no
     * build-order step.
     */
    public static Kind of(int commandType) {
      return switch (commandType) {
        case 0x1F -> UNIT;
        case 0x0C -> BUILDING;
        case 0x23 -> UNIT_MORPH;
        case 0x35 -> BUILDING_MORPH;
        case 0x30 -> TECH;
        case 0x32 -> UPGRADE;
        default -> null;
      };
    }
  }

  /**
   * Game time of {@code frame} at Fastest speed (42 ms per frame, docs/formats/screp.md#computed)
   * as {@code m:ss}; minutes are not wrapped into hours ({@code "198:03"}). Frames are taken as
   * unsigned 32-bit.
   */
  public static String clock(long frame) {
    long seconds = (frame & 0xFFFFFFFFL) * 42 / 1000;
    long s = seconds % 60;
    return (seconds / 60) + (s < 10 ? ":0" : ":") + s;
  }

  /**
   * A build order as text: {@code "0:42 SCV, 1:10 Supply Depot, …"}, in list order.
   *
   * @param items build-order steps, e.g. {@link #buildOrder()} filtered to one player
   */
  public static String format(List<BuildOrderItem> items) {
    StringBuilder sb = new StringBuilder();
    for (BuildOrderItem i : items) {
      if (sb.length() > 0) sb.append(", ");
      sb.append(i.format());
    }
    return sb.toString();
  }

  /** The build-order steps of one player, in command order. */
  public List<BuildOrderItem> buildOrder(int playerId) {
    if (buildOrder instanceof BuildOrder.Steps s) return s.player(playerId);
    List<BuildOrderItem> out = new ArrayList<>();
    for (BuildOrderItem i : buildOrder) if (i.playerId() == playerId) out.add(i);
    return out;
  }

  /** Copies the lists. */
  public ScrepComputed {
    players = List.copyOf(players);
    chat = List.copyOf(chat);
    leaves = List.copyOf(leaves);
    // the computed steps are already an unmodifiable compact list (a copy would make a record
    // per step)
    buildOrder = buildOrder instanceof BuildOrder.Steps ? buildOrder : List.copyOf(buildOrder);
  }

  /** Player by player id (the last with that id, like screp's map), or null. */
  public Player player(int playerId) {
    Player found = null;
    for (Player p : players) if (p.slot().playerId() == playerId) found = p;
    return found;
  }

  /**
   * Computes everything for {@code r} (from the command columns it carries, or from its records).
   */
  public static ScrepComputed compute(ScrepReplay r) {
    return compute(r, r.commandColumns());
  }

  /**
   * Computes everything for the replay a collector just gathered. Same result as {@code
   * compute(collector.result())}: both read the primitive command columns the collector recorded
   * while decoding.
   */
  public static ScrepComputed compute(ScrepReplay.Collector collector) {
    return compute(collector.result(), collector.commandColumns());
  }

  private static ScrepComputed compute(ScrepReplay r, CommandColumns col) {
    int gameType = r.header().gameType();
    List<PlayerSlot> slots = r.slots();
    List<PlayerState> players = new ArrayList<>();
    for (PlayerSlot s : slots) if (s.isReal()) players.add(new PlayerState(s));
    Teams.fromHeader(players, gameType);
    Map<Integer, PlayerState> byPid = new HashMap<>();
    for (PlayerState p : players) byPid.put(p.playerId(), p);
    PlayerState[] pidTable = PlayerState.byPid(players);

    long headerFrames = r.header().frames();
    long lastFrame = lastFrame(r, col);
    String framesWarning = null;
    long frames = headerFrames;
    if (r.damage() != null) {
      frames = lastFrame;
      framesWarning =
          "the replay is damaged: its length is measured from the commands read (last at frame "
              + lastFrame
              + "; the header says "
              + headerFrames
              + ")";
    } else if (headerFrames > Integer.MAX_VALUE || headerFrames < lastFrame) {
      // BWAPI-written replays store garbage here (3758342264 frames, 5 years): the stream decides.
      frames = lastFrame;
      framesWarning =
          "header frame count "
              + headerFrames
              + " contradicts the commands (last at frame "
              + lastFrame
              + "): the length is measured from the commands";
    }
    BuildOrder.Candidates steps = new BuildOrder.Candidates();
    int[] buildCounts = Actions.count(players, pidTable, col, (int) frames, steps);
    List<BuildOrderItem> buildOrder = BuildOrder.of(pidTable, col, steps);
    ChatLog log = new ChatLog(col);
    int repSaver = log.repSaver();
    Map<Integer, Integer> builds = new HashMap<>();
    for (int i = 0; i < 256; i++) if (buildCounts[i] > 0) builds.put(i, buildCounts[i]);

    players = Teams.infer(players, byPid, col, gameType, r.mapName().text(), builds);
    int winnerTeam = Winner.team(players, byPid, log.leaves, repSaver);
    StartLocations.assign(players, r);

    List<Player> out = new ArrayList<>();
    for (PlayerState p : players) out.add(p.toPlayer());
    return new ScrepComputed(
        out,
        log.messages(slots),
        log.leaves,
        repSaver,
        winnerTeam,
        winnerTeam > 0 ? "inferred" : "unknown",
        Matchup.of(players),
        buildOrder,
        frames,
        framesWarning);
  }

  /**
   * The frame of the last command read (decoded or of an unknown id), unsigned, capped at 2^31 - 1
   * (screp's signed frame); 0 without commands.
   */
  private static long lastFrame(ScrepReplay r, CommandColumns col) {
    long last = 0;
    for (int i = 0; i < col.size(); i++)
      last = Math.max(last, Integer.toUnsignedLong(col.frame(i)));
    for (ScrepReplay.UnknownCommand u : r.unknownCommands())
      last = Math.max(last, Integer.toUnsignedLong(u.frame()));
    return Math.min(last, Integer.MAX_VALUE);
  }

  /** screp's Duration2Frame: whole frames in {@code seconds}. */
  static int frames(int seconds) {
    return seconds * 1000 / 42;
  }
}
