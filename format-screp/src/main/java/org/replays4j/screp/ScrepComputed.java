package org.replays4j.screp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.screp.record.Alliance;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Chat;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.StartLocation;
import org.replays4j.screp.record.TargetedOrder;
import org.replays4j.screp.record.Tech;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.record.Upgrade;

/**
 * The computed layer (docs/formats/screp.md#computed): statistics players expect that are <em>not</em> stored
 * in the file — APM and EAPM (screp's EAPM algorithm v1.0.6), inferred teams and observers, chat
 * with senders, leave events, start directions, matchup, a build order, and the inferred winner.
 * Separate from decoding: {@link #compute(ScrepReplay)} works on a decoded {@link ScrepReplay}.
 *
 * @param players the real players (records with a name) in screp's team order
 * @param chat chat messages with their sender
 * @param leaves leave-game commands in file order
 * @param repSaverPlayerId player id that received the chat (the replay saver), or -1 when unknown
 * @param winnerTeam the inferred winning team, or 0 when it cannot be inferred
 * @param winner {@code "inferred"} when {@code winnerTeam} was inferred, else {@code "unknown"}
 * @param matchup race letters of non-observers per team joined by {@code v} (e.g. {@code PvZ})
 * @param buildOrder Build / Train / Unit Morph / Building Morph / Tech / Upgrade commands of real players;
 *     {@link BuildOrderItem#format()} and {@link #format(List)} render them as {@code "0:42 SCV, …"}
 */
public record ScrepComputed(
    List<Player> players,
    List<ChatMessage> chat,
    List<LeaveGame> leaves,
    int repSaverPlayerId,
    int winnerTeam,
    String winner,
    String matchup,
    List<BuildOrderItem> buildOrder) {

  /** Frames per second numerator: one frame lasts 42 ms at Fastest. */
  static final double MS_PER_FRAME = 42.0;

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
   * @param lastCmdFrame frame of the last command within the header's frame count, 0 when none
   * @param startLocation the start location owned by the player's slot, or null
   * @param startDirection clock direction 1..12 of the start location from the map centre, 0 when unknown
   */
  public record Player(
      PlayerSlot slot, int team, boolean observer, int cmdCount, int effectiveCmdCount, int apm, int eapm,
      int lastCmdFrame, StartLocation startLocation, int startDirection) {}

  /**
   * A chat message.
   *
   * @param frame frame
   * @param receiverPlayerId the command's player id (the replay saver)
   * @param senderSlotId the sender's slot id
   * @param senderName the sender's name (empty when no player has that slot)
   * @param text the message
   */
  public record ChatMessage(int frame, int receiverPlayerId, int senderSlotId, String senderName, String text) {}

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
    /** What kind of step this is, from its command type; null for a command type that is no build-order step. */
    public Kind kind() { return Kind.of(commandType); }

    /**
     * The unit, tech or upgrade name as screp spells it ({@link ScrepNames#unit}, {@link ScrepNames#tech},
     * {@link ScrepNames#upgrade}); {@code "Unknown 0x…"} for an id the tables do not cover.
     */
    public String name() {
      return switch (commandType) {
        case 0x30 -> ScrepNames.tech(id);
        case 0x32 -> ScrepNames.upgrade(id);
        default -> ScrepNames.unit(id);
      };
    }

    /** The game time of the step at Fastest speed as {@code m:ss} (see {@link ScrepComputed#clock(long)}). */
    public String time() { return clock(frame); }

    /** {@code "m:ss Name"}, e.g. {@code "0:42 SCV"}. */
    public String format() { return time() + " " + name(); }
  }

  /**
   * Kind of a build-order step, by the command that started it.
   */
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

    /** The kind of a build-order command type, or null when {@code commandType} starts no build-order step. */
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
   * Game time of {@code frame} at Fastest speed (42 ms per frame, docs/formats/screp.md#computed) as {@code m:ss};
   * minutes are not wrapped into hours ({@code "198:03"}). Frames are taken as unsigned 32-bit.
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
    List<BuildOrderItem> out = new ArrayList<>();
    for (BuildOrderItem i : buildOrder) if (i.playerId() == playerId) out.add(i);
    return out;
  }

  /** Copies the lists. */
  public ScrepComputed {
    players = List.copyOf(players);
    chat = List.copyOf(chat);
    leaves = List.copyOf(leaves);
    buildOrder = List.copyOf(buildOrder);
  }

  /** Player by player id (the last with that id, like screp's map), or null. */
  public Player player(int playerId) {
    Player found = null;
    for (Player p : players) if (p.slot().playerId() == playerId) found = p;
    return found;
  }

  // ---- computation ------------------------------------------------------------------------

  private static final class P {
    PlayerSlot slot;
    int team;
    boolean observer;
    int cmdCount;
    int effective;
    int apm;
    int eapm;
    int lastCmdFrame;
    StartLocation start;
    int direction;
    // per-player command history for EAPM (cmdCount entries): key = screp type | aux (order / hotkey
    // type) << 16 | group << 24
    int[] key = new int[0];
    int[] frame = new int[0];

    void reserve(int cap) {
      key = new int[cap];
      frame = new int[cap];
    }
  }

  /** Computes everything for {@code r}. */
  public static ScrepComputed compute(ScrepReplay r) {
    // A replay from ScrepReplay.read / a collector carries the columns gathered while decoding.
    return compute(r, r.commands() instanceof LazyCommands l ? l.columns() : null);
  }

  /**
   * Computes everything for the replay a collector just gathered. Same result as
   * {@code compute(collector.result())}, faster: it reads the primitive command columns the
   * collector recorded while decoding.
   */
  public static ScrepComputed compute(ScrepReplay.Collector collector) {
    return compute(collector.result(), collector.columns());
  }

  private static ScrepComputed compute(ScrepReplay r, CommandColumns columns) {
    int gameType = r.header().gameType();
    List<P> players = new ArrayList<>();
    List<PlayerSlot> slots = r.slots();
    for (PlayerSlot s : slots) {
      if (!s.isReal()) continue;
      P p = new P();
      p.slot = s;
      p.team = s.team();
      players.add(p);
    }
    if ((gameType == 2 || gameType == 4) && players.size() == 2 && players.get(0).team == players.get(1).team) {
      players.get(0).team = 1;
      players.get(1).team = 2;
    }
    if (gameType == 3) {
      for (int i = 0; i < players.size(); i++) players.get(i).team = i + 1;
    }
    stableSortByTeam(players);
    Map<Integer, P> byPid = new HashMap<>();
    P[] pidTable = new P[256];
    for (P p : players) {
      byPid.put(p.slot.playerId(), p);
      pidTable[p.slot.playerId() & 0xFF] = p;
    }

    List<Command> cmds = r.commands();
    List<LeaveGame> leaves = new ArrayList<>();
    List<Chat> chats = new ArrayList<>();
    int[] steps = new int[64]; // indices of the build-order commands
    int stepCount = 0;
    int[] buildCounts = new int[256];
    CommandColumns col = columns != null && columns.n == cmds.size() ? columns : columnsOf(cmds);
    int count = col.n;
    int[] colFrame = col.frames();
    long[] colPacked = col.packed();
    // Exact per-player history sizes: no regrowth of the EAPM arrays.
    int[] perPid = new int[256];
    for (int i = 0; i < count; i++) perPid[(int) colPacked[i] & 0xFF]++;
    for (P p : players) p.reserve(perPid[p.slot.playerId() & 0xFF]);
    for (int i = 0; i < count; i++) {
      long packed = colPacked[i];
      int k = (int) packed;
      int player = k & 0xFF;
      int type = (k >>> 8) & 0xFF;
      boolean landing = type == 0x0C & (k & 0xFF0000) == 0x470000;
      buildCounts[player] += type == 0x0C & !landing ? 1 : 0;
      P p = pidTable[player];
      if (p == null) continue;
      int screpType = landing ? 0xFE : type;
      int frame = colFrame[i];
      int j = p.cmdCount++;
      p.key[j] = (k & 0xFFFF0000) | screpType;
      p.frame[j] = frame;
      if (BUILD_ORDER[screpType]) {
        if (stepCount == steps.length) steps = Arrays.copyOf(steps, stepCount * 2);
        steps[stepCount++] = i;
      }
    }
    BuildOrderItem[] items = new BuildOrderItem[stepCount];
    for (int s = 0; s < stepCount; s++) {
      int i = steps[s];
      long packed = colPacked[i];
      items[s] = new BuildOrderItem(colFrame[i], (int) packed & 0xFF, (int) (packed >>> 8) & 0xFF,
          (int) (packed >>> 32) & 0xFFFF);
    }
    List<BuildOrderItem> buildOrder = List.of(items);
    for (int i = 0, kept = col.keptCount(); i < kept; i++) {
      Command c = col.keptRecord(i);
      if (c instanceof LeaveGame l) leaves.add(l);
      else if (c instanceof Chat ch) chats.add(ch);
    }
    for (P p : players) p.effective = Eapm.count(p.key, p.frame, p.cmdCount);
    Map<Integer, Integer> builds = new HashMap<>();
    for (int i = 0; i < 256; i++) if (buildCounts[i] > 0) builds.put(i, buildCounts[i]);
    int repSaver = chats.isEmpty() ? -1 : chats.get(0).player();

    // Last command frame within 0..header frames (header frames as screp's signed 32-bit Frame).
    int headerFrames = (int) r.header().frames();
    int pending = 0;
    boolean[] waiting = new boolean[256];
    for (P p : byPid.values()) { // one per player id
      if (p.cmdCount > 0) {
        waiting[p.slot.playerId() & 0xFF] = true;
        pending++;
      }
    }
    for (int i = count - 1; i >= 0 && pending > 0; i--) {
      int player = (int) colPacked[i] & 0xFF;
      if (!waiting[player]) continue;
      int frame = colFrame[i];
      if (frame > headerFrames || frame < 0) continue;
      pidTable[player].lastCmdFrame = frame;
      waiting[player] = false;
      pending--;
    }
    for (P p : players) {
      if (p.lastCmdFrame == 0) continue;
      double mins = p.lastCmdFrame * MS_PER_FRAME / 60000.0;
      p.apm = (int) (p.cmdCount / mins + 0.5);
      p.eapm = (int) (p.effective / mins + 0.5);
    }

    if (gameType == 10) {
      String mapName = r.map() != null ? r.map().name().text() : r.header().mapName().text();
      mapName = clean(mapName).toLowerCase(Locale.ROOT);
      if (mapName.equals("  hunters kespa soulclan ai") || mapName.equals(":da hunters ai")
          || mapName.equals("(xb2) big game hunters") || mapName.startsWith("王牌猎人")
          || mapName.contains("[ai]") || mapName.contains("ai hunters") || mapName.contains("bgh random teams")) {
        detectObservers(players, builds, 40, 2, frames(18), true);
        players = umsTeamsAi(players, byPid, col);
      } else {
        umsTeams(players, col);
      }
    } else if (gameType == 2) {
      detectObservers(players, builds, 25, 5, 0, false);
      players = meleeTeams(players, byPid, col);
    }
    int winnerTeam = winners(players, byPid, leaves, repSaver);

    if (r.map() != null) {
      double cx = r.mapWidth() * 16.0;
      double cy = r.mapHeight() * 16.0;
      for (P p : players) {
        for (StartLocation s : r.map().startLocations()) {
          if (s.slotId() == p.slot.slotId()) {
            p.start = s;
            p.direction = angleToClock(Math.atan2(cy - s.y(), s.x() - cx));
            break;
          }
        }
      }
    }

    List<Player> out = new ArrayList<>();
    for (P p : players) {
      out.add(new Player(p.slot, p.team, p.observer, p.cmdCount, p.effective, p.apm, p.eapm, p.lastCmdFrame,
          p.start, p.direction));
    }
    List<ChatMessage> chat = new ArrayList<>();
    for (Chat c : chats) {
      String sender = "";
      for (PlayerSlot s : slots) {
        if (s.isReal() && s.slotId() == c.senderSlot()) {
          sender = s.name().text();
          break;
        }
      }
      chat.add(new ChatMessage(c.frame(), c.player(), c.senderSlot(), sender, c.message().text()));
    }
    return new ScrepComputed(out, chat, leaves, repSaver, winnerTeam, winnerTeam > 0 ? "inferred" : "unknown",
        matchup(players), buildOrder);
  }

  /** Command types (screp types: 0xFE is a landing) that add a build-order step. */
  private static final boolean[] BUILD_ORDER = new boolean[256];

  static {
    for (int t = 0; t < BUILD_ORDER.length; t++) BUILD_ORDER[t] = Kind.of(t) != null;
  }

  /** The primitive columns of {@code cmds}, for a replay that was not gathered by a collector. */
  private static CommandColumns columnsOf(List<Command> cmds) {
    CommandColumns col = new CommandColumns();
    col.reserve(cmds.size());
    for (Command c : cmds) {
      int type = c.type();
      int aux = 0;
      int grp = 0;
      int id = 0;
      switch (type) {
        case 0x15, 0x61 -> aux = ((TargetedOrder) c).order();
        case 0x13 -> {
          Hotkey h = (Hotkey) c;
          aux = h.hotkeyType();
          grp = h.group();
        }
        case 0x0C -> {
          aux = ((Build) c).order();
          id = ((Build) c).unitType();
        }
        case 0x1F, 0x23, 0x35 -> id = ((UnitTypeCommand) c).unitType();
        case 0x30 -> id = ((Tech) c).tech();
        case 0x32 -> id = ((Upgrade) c).upgrade();
        default -> { }
      }
      col.add(c.frame(), c.player(), type, aux, grp, id);
      if (CommandColumns.keeps(type)) col.keep(c);
    }
    return col;
  }

  /** screp's Duration2Frame: whole frames in {@code seconds}. */
  static int frames(int seconds) { return seconds * 1000 / 42; }

  private static void stableSortByTeam(List<P> ps) {
    ps.sort((a, b) -> Integer.compare(a.team, b.team));
  }

  /** Removes non-graphic characters (colour codes and other controls), like screp's stringsx.Clean. */
  static String clean(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    s.codePoints().filter(cp -> !Character.isISOControl(cp) && Character.getType(cp) != Character.FORMAT)
        .forEach(sb::appendCodePoint);
    return sb.toString();
  }

  private static void detectObservers(List<P> players, Map<Integer, Integer> builds, int apmLimit,
      int buildLimit, int earlyLeaveFrame, boolean computers) {
    int obs = 0;
    for (P p : players) {
      int type = p.slot.type();
      if (type == 2 && (p.apm < apmLimit && builds.getOrDefault(p.slot.playerId(), 0) < buildLimit
              || earlyLeaveFrame > 0 && p.lastCmdFrame < earlyLeaveFrame)
          || computers && type == 1) {
        p.observer = true;
        obs++;
      }
    }
    if (players.size() - obs < 2) for (P p : players) p.observer = false;
  }

  private static boolean allNonObserversSameTeam(List<P> players) {
    P first = null;
    for (P p : players) {
      if (p.observer) continue;
      if (first == null) first = p;
      else if (p.team != first.team) return false;
    }
    return true;
  }

  private static List<P> meleeTeams(List<P> players, Map<Integer, P> byPid, CommandColumns col) {
    if (players.size() < 2 || !allNonObserversSameTeam(players)) return players;
    Map<Integer, int[]> pidSlots = new LinkedHashMap<>();
    for (P p : players) if (!p.observer) pidSlots.put(p.slot.playerId(), new int[] {p.slot.slotId()});
    int limit = frames(90);
    for (int i = 0; i < col.n; i++) {
      if (col.frame(i) > limit) break;
      if (col.type(i) == 0x0E) {
        Alliance a = (Alliance) col.kept(i);
        P p = byPid.get(a.player());
        if (p != null && p.observer) continue;
        pidSlots.put(a.player(), a.alliedSlots());
      }
    }
    Map<Integer, P> bySlot = new HashMap<>();
    for (P p : players) if (!p.observer) bySlot.put(p.slot.slotId(), p);
    Map<Integer, int[]> slotSlots = new HashMap<>();
    for (Map.Entry<Integer, int[]> e : pidSlots.entrySet()) {
      P p = byPid.get(e.getKey());
      if (p != null) slotSlots.put(p.slot.slotId(), e.getValue());
    }
    for (Map.Entry<Integer, int[]> e : pidSlots.entrySet()) {
      P p = byPid.get(e.getKey());
      if (p == null) continue;
      int a = p.slot.slotId();
      for (int b : e.getValue()) {
        if (a == b) continue;
        P pb = bySlot.get(b);
        if (pb == null || pb.observer) continue;
        int[] back = slotSlots.get(b);
        boolean found = false;
        if (back != null) for (int c : back) if (c == a) found = true;
        if (!found) return players;
      }
    }
    for (P p : players) p.team = 0;
    int team = 1;
    for (P p : players) {
      if (p.observer || p.team != 0) continue;
      p.team = team;
      if (p.slot.type() != 1) {
        int[] mates = pidSlots.get(p.slot.playerId());
        if (mates != null) {
          for (int s : mates) {
            P m = bySlot.get(s);
            if (m != null && !m.observer) m.team = team;
          }
        }
      }
      team++;
    }
    for (P p : players) if (p.observer) p.team = team;
    List<P> sorted = new ArrayList<>(players);
    stableSortByTeam(sorted);
    return sorted;
  }

  private static void umsTeams(List<P> players, CommandColumns col) {
    if (players.size() < 2) return;
    java.util.Set<Integer> cand = new java.util.HashSet<>();
    java.util.Set<Integer> obs = new java.util.HashSet<>();
    for (int i = 0; i < players.size(); i++) {
      P p = players.get(i);
      if (p.slot.type() != 2) return;
      if (i < 2) {
        if (p.team != 1) return;
        cand.add(p.slot.playerId());
      } else {
        if (p.team == 1) return;
        obs.add(p.slot.playerId());
      }
    }
    int trainBuild = 0;
    for (int i = 0; i < col.n; i++) {
      int type = col.type(i);
      boolean tb = type == 0x1F || type == 0x23 || type == 0x0C && col.aux(i) != 0x47;
      if (!tb) continue;
      if (cand.contains(col.player(i))) {
        trainBuild++;
        if (obs.isEmpty()) break;
      } else if (obs.contains(col.player(i))) {
        return;
      }
    }
    if (trainBuild == 0) return;
    players.get(0).team = 1;
    players.get(1).team = 2;
    for (int i = 2; i < players.size(); i++) {
      players.get(i).team = 3;
      players.get(i).observer = true;
    }
  }

  private static List<P> umsTeamsAi(List<P> players, Map<Integer, P> byPid, CommandColumns col) {
    if (players.size() < 2 || !allNonObserversSameTeam(players)) return players;
    java.util.Set<Integer> playerSlots = new java.util.HashSet<>();
    for (P p : players) if (!p.observer) playerSlots.add(p.slot.slotId());
    Map<Integer, int[]> pidSlots = new HashMap<>();
    if (playerSlots.size() == 2) {
      for (P p : players) if (!p.observer) pidSlots.put(p.slot.playerId(), new int[] {p.slot.slotId()});
    }
    int max = frames(115);
    int min = frames(18);
    for (int i = 0; i < col.n; i++) {
      if (col.frame(i) > max) break;
      if (col.type(i) == 0x0E) {
        Alliance a = (Alliance) col.kept(i);
        Command c = a;
        P p = byPid.get(c.player());
        if (p != null && p.observer) continue;
        int[] filtered = Arrays.stream(a.alliedSlots()).filter(playerSlots::contains).toArray();
        if (filtered.length == 1 && c.frame() < min) continue;
        pidSlots.put(c.player(), filtered);
      }
    }
    Map<String, int[]> virtualTeams = new HashMap<>();
    for (int[] s : pidSlots.values()) if (s.length > 0) virtualTeams.put(Arrays.toString(s), s);
    if (virtualTeams.size() != 2) return players;
    List<int[]> teams = new ArrayList<>(virtualTeams.values());
    int[] t1 = teams.get(0);
    int[] t2 = teams.get(1);
    if (t2[0] < t1[0]) {
      int[] x = t1;
      t1 = t2;
      t2 = x;
    }
    for (int a : t1) for (int b : t2) if (a == b) return players;
    Map<Integer, Integer> slotTeam = new HashMap<>();
    for (int s : t1) slotTeam.put(s, 1);
    for (int s : t2) slotTeam.put(s, 2);
    if (playerSlots.size() != slotTeam.size()) return players;
    for (P p : players) p.team = p.observer ? 3 : slotTeam.getOrDefault(p.slot.slotId(), 0);
    List<P> sorted = new ArrayList<>(players);
    stableSortByTeam(sorted);
    return sorted;
  }

  private static int winners(List<P> players, Map<Integer, P> byPid, List<LeaveGame> leaves, int repSaver) {
    int nonObs = 0;
    Map<Integer, Integer> teamSizes = new HashMap<>();
    Map<Integer, Integer> teamComps = new HashMap<>();
    for (P p : players) {
      if (p.observer) continue;
      if (p.slot.type() == 1) teamComps.merge(p.team, 1, Integer::sum);
      else teamSizes.merge(p.team, 1, Integer::sum);
      nonObs++;
    }
    for (int team : teamComps.keySet()) if (teamSizes.getOrDefault(team, 0) == 0) return 0;
    List<Integer> leavers = new ArrayList<>();
    for (LeaveGame l : leaves) {
      P p = byPid.get(l.player());
      if (p != null && !p.observer) leavers.add(l.player());
    }
    if (repSaver >= 0) {
      P s = byPid.get(repSaver);
      if (s != null && !s.observer) leavers.add(repSaver);
    }
    for (int pid : leavers) teamSizes.merge(byPid.get(pid).team, -1, Integer::sum);
    if (teamSizes.size() < 2 || leavers.isEmpty()) return 0;
    int maxTeam = 0;
    int maxSize = -1;
    for (Map.Entry<Integer, Integer> e : teamSizes.entrySet()) {
      if (e.getValue() > maxSize) {
        maxTeam = e.getKey();
        maxSize = e.getValue();
      }
    }
    if (maxSize > 0) {
      int count = 0;
      for (int size : teamSizes.values()) if (size == maxSize) count++;
      if (count == 1) return maxTeam;
    }
    if (leavers.size() == nonObs) return byPid.get(leavers.get(leavers.size() - 1)).team;
    return 0;
  }

  /** screp's angleToClock: radians (0 = east, counter-clockwise) to a clock hour 1..12. */
  static int angleToClock(double angle) {
    double hour = Math.PI / 6;
    angle = -angle + hour * 3.5;
    while (angle < 0) angle += hour * 12;
    while (angle >= hour * 12) angle -= hour * 12;
    int h = (int) (angle / hour);
    return h == 0 ? 12 : h;
  }

  private static String matchup(List<P> players) {
    StringBuilder sb = new StringBuilder();
    int prevTeam = Integer.MIN_VALUE;
    for (P p : players) {
      if (p.observer) continue;
      if (prevTeam != Integer.MIN_VALUE && p.team != prevTeam) sb.append('v');
      sb.append(ScrepNames.raceLetter(p.slot.race()));
      prevTeam = p.team;
    }
    return sb.toString();
  }

  /**
   * screp's EAPM classification (algorithm v1.0.6) over one player's command history. Every rule
   * only ever makes a command ineffective, so their order does not matter. The rules are evaluated
   * as one branch-free integer expression (0/1 values from arithmetic, per-type flag tables): the
   * command stream is too irregular for the branch predictor, and a chain of tests cost about a third
   * more. Only the rare look-back rule (six trains within 25 frames) scans the history.
   */
  static final class Eapm {
    private Eapm() {}

    /** Bit numbers in {@link #FLAGS}, by screp type (0xFE: landing). */
    private static final int SELECT = 0;
    private static final int ADD_REMOVE = 1;
    private static final int LOOKBACK = 2;
    private static final int REPEAT_10 = 3;
    private static final int ORDER = 4;
    private static final int REPEAT = 5;
    private static final int BUILD = 6;
    private static final int HOTKEY = 7;
    private static final int[] FLAGS = new int[256];
    /** The type that is ineffective right (<= 20 frames) after a type, or 0x100 (no type). */
    private static final int[] FOLLOW_UP = new int[256];
    /** 1 for orders whose quick repetition is ineffective (stop, attack and hold kinds, 0x06, 0x27, 0x28). */
    private static final int[] REPEAT_ORDER = new int[256];

    static {
      for (int t : new int[] {0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65}) FLAGS[t] |= 1 << SELECT;
      for (int t : new int[] {0x0A, 0x0B, 0x64, 0x65}) FLAGS[t] |= 1 << ADD_REMOVE;
      for (int t : new int[] {0x1F, 0x27, 0x20}) FLAGS[t] |= 1 << LOOKBACK;
      for (int t : new int[] {0x1A, 0x2B, 0xFE}) FLAGS[t] |= 1 << REPEAT_10;
      for (int t : new int[] {0x15, 0x61}) FLAGS[t] |= 1 << ORDER;
      for (int t : new int[] {0x23, 0x35, 0x32, 0x2A, 0x5A, 0x2F, 0x34, 0x18, 0x19, 0x2E, 0x31, 0x33}) {
        FLAGS[t] |= 1 << REPEAT;
      }
      FLAGS[0x0C] |= 1 << BUILD;
      FLAGS[0x13] |= 1 << HOTKEY;
      Arrays.fill(FOLLOW_UP, 0x100);
      FOLLOW_UP[0x1F] = 0x20;
      FOLLOW_UP[0x27] = 0x20;
      FOLLOW_UP[0x23] = 0x19;
      FOLLOW_UP[0x35] = 0x19;
      FOLLOW_UP[0x32] = 0x33;
      FOLLOW_UP[0x30] = 0x31;
      for (int o : new int[] {0x01, 0x07, 0x34, // stop kinds
          0x08, 0x09, 0x0A, 0x0B, 0x0E, 0x35, 0x3B, // attack kinds
          0x6B, 0x39, 0x3E, 0x6C, 0xB2, // hold kinds
          0x06, 0x27, 0x28}) {
        REPEAT_ORDER[o] = 1;
      }
    }

    /** 1 when {@code a == b}, else 0; both non-negative. */
    private static int eq(int a, int b) { return ((a ^ b) - 1) >>> 31; }

    /** 1 when {@code delta <= max}, else 0 (exact for every int). */
    private static int atMost(int delta, int max) { return (int) (((long) delta - max - 1) >>> 63); }

    /** 1 for a selection changer (select commands, hotkey recalls); {@code key} as in the history. */
    private static int selects(int key) { return (FLAGS[key & 0xFF] >>> SELECT & 1) | eq(key & 0xFF00FF, 0x010013); }

    /**
     * The number of effective commands in one player's history {@code key[0, n)}, {@code frame[0, n)};
     * {@code key[j]} holds screp type {@code | aux << 16 | group << 24} of command {@code j} (aux: the
     * order of a targeted order, the hotkey type of a hotkey command, the order of a build).
     */
    static int count(int[] key, int[] frame, int n) {
      if (n == 0) return 0;
      int ineffective = 0; // the first command is always effective
      int kp = key[0];
      int fp = frame[0];
      int kpp = 0; // the command before the previous one: none yet, and 0 is no hotkey recall
      int fpp = 0;
      for (int i = 1; i < n; i++) {
        int ki = key[i];
        int fi = frame[i];
        int t = ki & 0xFF;
        int pt = kp & 0xFF;
        int flags = FLAGS[t];
        int delta = fi - fp;
        int x = ki ^ kp;
        int same = eq(x & 0xFF, 0);
        int sameAux = eq(x & 0xFF0000, 0);
        int sameGroup = eq(x >>> 24, 0);
        int aux = (ki >>> 16) & 0xFF;
        int hotkey = (flags >>> HOTKEY & 1);
        // A follow-up right after its command (e.g. unload after train), quick repeats of the same command.
        int ineff = atMost(delta, 20) & eq(FOLLOW_UP[pt], t)
            | same & atMost(delta, 10) & ((flags >>> REPEAT_10 & 1) | (flags >>> ORDER & 1) & sameAux & REPEAT_ORDER[aux])
            | same & ((flags >>> REPEAT & 1) | (flags >>> BUILD & 1) & (1 - eq(aux, 0x1F)))
            | same & hotkey & (1 - eq(aux, 1)) & sameAux & sameGroup
            // Select after select within 8 frames: ineffective unless it adds / removes units or
            // double-taps a hotkey (a triple tap is ineffective again).
            | atMost(delta, 8) & selects(ki) & selects(kp) & (1 - (flags >>> ADD_REMOVE & 1))
                & (1 - (hotkey & eq(pt, 0x13) & sameGroup)
                    | eq(kpp & 0xFF00FF, 0x010013) & eq(kpp >>> 24, ki >>> 24) & atMost(fp - fpp, 8));
        if ((flags >>> LOOKBACK & 1) != 0 && ineff == 0 && repeated(key, frame, i, t)) ineff = 1;
        ineffective += ineff;
        kpp = kp;
        fpp = fp;
        kp = ki;
        fp = fi;
      }
      return n - ineffective;
    }

    /** Six commands of type {@code t} within 25 frames up to {@code i}, no selection change between. */
    private static boolean repeated(int[] key, int[] frame, int i, int t) {
      int limit = frame[i] - 25;
      int count = 0;
      for (int j = i; j >= 0; j--) {
        if (frame[j] < limit) break;
        int kj = key[j];
        if ((kj & 0xFF) == t) {
          if (++count == 6) return true;
        } else if (selects(kj) != 0) {
          break;
        }
      }
      return false;
    }
  }
}
