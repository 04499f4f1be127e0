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
 * The computed layer (screp-facts.md §E): statistics players expect that are <em>not</em> stored
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
   * Game time of {@code frame} at Fastest speed (42 ms per frame, screp-facts.md §E) as {@code m:ss};
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
    // per-player command history for EAPM: screp type, frame, aux (order / hotkey type), group
    int n;
    int[] type = new int[64];
    int[] frame = new int[64];
    int[] aux = new int[64];
    int[] grp = new int[64];

    void reserve(int cap) {
      if (cap > type.length) {
        type = Arrays.copyOf(type, cap);
        frame = Arrays.copyOf(frame, cap);
        aux = Arrays.copyOf(aux, cap);
        grp = Arrays.copyOf(grp, cap);
      }
    }

    void add(int t, int f, int a, int g) {
      if (n == type.length) {
        type = Arrays.copyOf(type, n * 2);
        frame = Arrays.copyOf(frame, n * 2);
        aux = Arrays.copyOf(aux, n * 2);
        grp = Arrays.copyOf(grp, n * 2);
      }
      type[n] = t;
      frame[n] = f;
      aux[n] = a;
      grp[n] = g;
      n++;
    }
  }

  /** Computes everything for {@code r}. */
  public static ScrepComputed compute(ScrepReplay r) { return compute(r, null); }

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
    for (PlayerSlot s : r.slots()) {
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
    List<BuildOrderItem> buildOrder = new ArrayList<>();
    int[] buildCounts = new int[256];
    CommandColumns col = columns != null && columns.n == cmds.size() ? columns : null;
    // Exact per-player history sizes: no regrowth of the EAPM arrays.
    int[] perPid = new int[256];
    for (int i = 0, count = cmds.size(); i < count; i++) perPid[col != null ? col.player(i) : cmds.get(i).player() & 0xFF]++;
    for (P p : players) p.reserve(perPid[p.slot.playerId() & 0xFF]);
    for (int i = 0, count = cmds.size(); i < count; i++) {
      int player;
      int type;
      int frame;
      int aux = 0;
      int grp = 0;
      int id = 0; // build-order unit type, tech or upgrade id
      if (col != null) {
        player = col.player(i);
        type = col.type(i);
        frame = col.frame(i);
        aux = col.aux(i);
        grp = col.grp(i);
        id = col.id(i);
      } else {
        // One interface call per accessor; the type id selects the exact record class for casts.
        Command c = cmds.get(i);
        player = c.player() & 0xFF;
        type = c.type();
        frame = c.frame();
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
      }
      int screpType = type == 0x0C && aux == 0x47 ? 0xFE : type;
      switch (type) {
        case 0x0C -> {
          if (screpType == 0x0C) buildCounts[player]++;
        }
        case 0x57 -> leaves.add((LeaveGame) cmds.get(i));
        case 0x5C -> chats.add((Chat) cmds.get(i));
        default -> { }
      }
      P p = pidTable[player];
      if (p != null) {
        p.cmdCount++;
        p.add(screpType, frame, aux, grp);
        if (Eapm.effective(p.type, p.frame, p.aux, p.grp, p.n - 1)) p.effective++;
        switch (screpType) {
          case 0x0C -> buildOrder.add(new BuildOrderItem(frame, player, 0x0C, id));
          case 0x1F, 0x23, 0x35 ->
              buildOrder.add(new BuildOrderItem(frame, player, type, id));
          case 0x30 -> buildOrder.add(new BuildOrderItem(frame, player, 0x30, id));
          case 0x32 -> buildOrder.add(new BuildOrderItem(frame, player, 0x32, id));
          default -> { }
        }
      }
    }
    Map<Integer, Integer> builds = new HashMap<>();
    for (int i = 0; i < 256; i++) if (buildCounts[i] > 0) builds.put(i, buildCounts[i]);
    int repSaver = chats.isEmpty() ? -1 : chats.get(0).player();

    // Last command frame within 0..header frames (header frames as screp's signed 32-bit Frame).
    int headerFrames = (int) r.header().frames();
    Map<Integer, P> pending = new HashMap<>();
    for (P p : byPid.values()) if (p.cmdCount > 0) pending.put(p.slot.playerId(), p);
    for (int i = cmds.size() - 1; i >= 0 && !pending.isEmpty(); i--) {
      int player = col != null ? col.player(i) : cmds.get(i).player();
      int frame = col != null ? col.frame(i) : cmds.get(i).frame();
      P p = pending.get(player);
      if (p == null) continue;
      if (frame > headerFrames || frame < 0) continue;
      p.lastCmdFrame = frame;
      pending.remove(player);
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
        players = umsTeamsAi(players, byPid, cmds);
      } else {
        umsTeams(players, cmds);
      }
    } else if (gameType == 2) {
      detectObservers(players, builds, 25, 5, 0, false);
      players = meleeTeams(players, byPid, cmds);
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
      for (PlayerSlot s : r.slots()) {
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

  /** screp's Duration2Frame: whole frames in {@code seconds}. */
  static int frames(int seconds) { return (int) (seconds * 1000 / 42); }

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

  private static List<P> meleeTeams(List<P> players, Map<Integer, P> byPid, List<Command> cmds) {
    if (players.size() < 2 || !allNonObserversSameTeam(players)) return players;
    Map<Integer, int[]> pidSlots = new LinkedHashMap<>();
    for (P p : players) if (!p.observer) pidSlots.put(p.slot.playerId(), new int[] {p.slot.slotId()});
    int limit = frames(90);
    for (Command c : cmds) {
      if (c.frame() > limit) break;
      if (c instanceof Alliance a) {
        P p = byPid.get(c.player());
        if (p != null && p.observer) continue;
        pidSlots.put(c.player(), a.alliedSlots());
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

  private static void umsTeams(List<P> players, List<Command> cmds) {
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
    for (Command c : cmds) {
      boolean tb = (c instanceof UnitTypeCommand u && (u.type() == 0x1F || u.type() == 0x23))
          || (c instanceof Build b && !b.isLand());
      if (!tb) continue;
      if (cand.contains(c.player())) {
        trainBuild++;
        if (obs.isEmpty()) break;
      } else if (obs.contains(c.player())) {
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

  private static List<P> umsTeamsAi(List<P> players, Map<Integer, P> byPid, List<Command> cmds) {
    if (players.size() < 2 || !allNonObserversSameTeam(players)) return players;
    java.util.Set<Integer> playerSlots = new java.util.HashSet<>();
    for (P p : players) if (!p.observer) playerSlots.add(p.slot.slotId());
    Map<Integer, int[]> pidSlots = new HashMap<>();
    if (playerSlots.size() == 2) {
      for (P p : players) if (!p.observer) pidSlots.put(p.slot.playerId(), new int[] {p.slot.slotId()});
    }
    int max = frames(115);
    int min = frames(18);
    for (Command c : cmds) {
      if (c.frame() > max) break;
      if (c instanceof Alliance a) {
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

  /** screp's EAPM classification (algorithm v1.0.6) over one player's command history. */
  static final class Eapm {
    private Eapm() {}

    static boolean selectionChanger(int type, int aux) {
      return type == 0x09 || type == 0x0A || type == 0x0B || type == 0x63 || type == 0x64 || type == 0x65
          || type == 0x13 && aux == 1;
    }

    private static boolean stopAttackHold(int o) {
      return o == 0x01 || o == 0x07 || o == 0x34 // stop kinds
          || o == 0x08 || o == 0x09 || o == 0x0A || o == 0x0B || o == 0x0E || o == 0x35 || o == 0x3B // attack
          || o == 0x6B || o == 0x39 || o == 0x3E || o == 0x6C || o == 0xB2; // hold kinds
    }

    static boolean effective(int[] type, int[] frame, int[] aux, int[] grp, int i) {
      if (i == 0) return true;
      int t = type[i];
      if (t == 0x1F || t == 0x27 || t == 0x20) {
        int limit = frame[i] - 25;
        int count = 0;
        for (int j = i; j >= 0; j--) {
          if (frame[j] < limit) break;
          if (type[j] == t) {
            if (++count == 6) break;
          } else if (selectionChanger(type[j], aux[j])) {
            break;
          }
        }
        if (count >= 6) return false;
      }
      int pt = type[i - 1];
      int delta = frame[i] - frame[i - 1];
      if (delta <= 20) {
        if ((pt == 0x1F || pt == 0x27) && t == 0x20) return false;
        if ((pt == 0x23 || pt == 0x35) && t == 0x19) return false;
        if (pt == 0x32 && t == 0x33) return false;
        if (pt == 0x30 && t == 0x31) return false;
      }
      if (delta <= 10 && t == pt) {
        if (t == 0x1A || t == 0x2B || t == 0xFE) return false;
        if ((t == 0x15 || t == 0x61) && aux[i] == aux[i - 1]) {
          int o = aux[i];
          if (stopAttackHold(o) || o == 0x06 || o == 0x27 || o == 0x28) return false;
        }
      }
      if (delta <= 8 && selectionChanger(t, aux[i]) && selectionChanger(pt, aux[i - 1])) {
        boolean addRemove = t == 0x0A || t == 0x0B || t == 0x64 || t == 0x65;
        boolean doubleTap = false;
        if (!addRemove && t == 0x13 && pt == 0x13 && grp[i] == grp[i - 1]) {
          doubleTap = true;
          if (i >= 2 && type[i - 2] == 0x13 && aux[i - 2] == 1 && grp[i - 2] == grp[i]
              && frame[i - 1] - frame[i - 2] <= 8) {
            return false;
          }
        }
        if (!addRemove && !doubleTap) return false;
      }
      if (t == pt) {
        switch (t) {
          case 0x23, 0x35, 0x32, 0x2A, 0x5A, 0x2F, 0x34, 0x18, 0x19, 0x2E, 0x31, 0x33:
            return false;
          case 0x0C:
            if (aux[i] != 0x1F) return false;
            break;
          default:
            break;
        }
      }
      if (t == 0x13 && aux[i] != 1 && pt == 0x13 && aux[i - 1] == aux[i] && grp[i] == grp[i - 1]) return false;
      return true;
    }
  }
}
