package org.replays4j.teehistorian.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerTeam;
import org.replays4j.teehistorian.record.TeamFinish;
import org.replays4j.teehistorian.record.TeamLoadFailure;
import org.replays4j.teehistorian.record.TeamLoadSuccess;
import org.replays4j.teehistorian.record.TeamSaveFailure;
import org.replays4j.teehistorian.record.TeamSaveSuccess;

/**
 * Computes {@link TeehistorianStats} while a recording is decoded, forwarding every event to {@code
 * next}. {@link #stats()} can be called at any point (after any event, for a live view) and returns
 * an immutable snapshot of what was read so far.
 *
 * <p>It needs both event families of the decoder (the default): the reconstructed ticks, joins,
 * leaves and inputs, and the raw PLAYER_NEW/PLAYER_OLD, MESSAGE, CONSOLE_COMMAND and EX messages.
 *
 * <p>Identity: the players and their names are those of {@link TeehistorianNamesVisitor}, which it
 * extends.
 *
 * <p>What it keeps grows with the recording (a player per join, a line per finish, save or new
 * name), so its estimated heap ({@link #PLAYER_BYTES} per join, {@link #FINISH_BYTES} per finish or
 * team finish and {@link #MEMBER_BYTES} per member, {@link #SAVE_BYTES} per save, {@link
 * #NAME_BYTES} plus two bytes per character per other name, each with its share of the result) is
 * bounded by {@link DecodeLimits#maxModelBytes()}: a recording that would exceed it stops the
 * decode ({@link StopDecoding}) with a {@code LIMIT_EXCEEDED} error in {@link #limitExceeded()},
 * which the format SPI throws.
 *
 * <p>One decode; not thread-safe.
 */
public class TeehistorianStatsVisitor extends TeehistorianNamesVisitor {

  // First byte of a stored game message: (message id << 1), a one-byte Teeworlds varint.
  private static final int SAY_06 = 17 << 1;
  private static final int KILL_06 = 22 << 1;
  private static final int SAY_07 = 24 << 1;
  private static final int KILL_07 = 28 << 1;

  /** The fire counter wraps at this mask ({@code INPUT_STATE_MASK}). */
  private static final int FIRE_MASK = 0x3f;

  /** Estimated heap of one player or team finish and its line in the result. */
  public static final int FINISH_BYTES = 160;

  /** Estimated heap of one member of a team finish (both lists' slots and the name's slot). */
  public static final int MEMBER_BYTES = 24;

  /** Estimated heap of one save or load and its line in the result. */
  public static final int SAVE_BYTES = 128;

  private Header header;
  private boolean anyTick;
  private int firstTick;
  private int lastTick;
  private boolean complete;
  private boolean damaged;

  private final int[] team = new int[N];
  private final boolean[] hasInput = new boolean[N];
  private final int[] direction = new int[N];
  private final int[] jump = new int[N];
  private final int[] hook = new int[N];
  private final int[] fire = new int[N];

  private final List<Finish> finishes = new ArrayList<>();
  private final List<TeamFinishAt> teamFinishes = new ArrayList<>();
  private final List<SaveEvent> saves = new ArrayList<>();

  /** A visitor that ends the chain, with the default limits. */
  public TeehistorianStatsVisitor() {
    this(null, DecodeLimits.DEFAULT);
  }

  /** A visitor forwarding every event to {@code next} (may be {@code null}). */
  public TeehistorianStatsVisitor(TeehistorianVisitor next) {
    this(next, DecodeLimits.DEFAULT);
  }

  /**
   * A visitor forwarding every event to {@code next} (may be {@code null}), bounded by {@code
   * limits}' {@link DecodeLimits#maxModelBytes()}.
   */
  public TeehistorianStatsVisitor(TeehistorianVisitor next, DecodeLimits limits) {
    super(next, limits, true);
  }

  /**
   * Why the stats stopped the decode early ({@code LIMIT_EXCEEDED}: what they keep would have grown
   * beyond {@link DecodeLimits#maxModelBytes()}), or null when they did not. {@link #stats()} then
   * describes the recording up to that point.
   */
  @Override
  public ReplayFormatException limitExceeded() {
    return super.limitExceeded();
  }

  /** {@link #stats()}, or the {@link #limitExceeded()} error when there is one. */
  public TeehistorianStats checkedStats() throws ReplayFormatException {
    modelBytes.check();
    return stats();
  }

  @Override
  public void visitHeader(Header h) {
    header = h;
    super.visitHeader(h);
  }

  @Override
  public void visitTick(int t) {
    if (!anyTick) firstTick = t;
    anyTick = true;
    lastTick = t;
    super.visitTick(t);
  }

  @Override
  Member newMember() {
    return new Player();
  }

  @Override
  void joined(int cid) {
    team[cid] = 0;
    hasInput[cid] = false;
  }

  @Override
  void left(Member p, int cid) {
    ((Player) p).lastTeam = team[cid];
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    Player p = (Player) current[m.cid()];
    if (p != null) p.spawns++;
    super.visitPlayerNew(m);
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    Player p = (Player) current[m.cid()];
    if (p != null) p.characterLosses++;
    super.visitPlayerOld(m);
  }

  @Override
  public void visitPlayerInput(InputState s) {
    int cid = s.cid();
    Player p = (Player) current[cid];
    if (p != null) {
      PlayerInput in = s.input();
      p.inputs++;
      int f = in.fire() & FIRE_MASK;
      if (hasInput[cid] && !s.first()) {
        if (in.direction() != direction[cid]) p.directionChanges++;
        if (in.jump() != 0 && jump[cid] == 0) p.jumps++;
        if (in.hook() != 0 && hook[cid] == 0) p.hooks++;
        // Presses are the odd values the counter passed through since the previous input.
        int from = fire[cid];
        int to = from + ((f - from) & FIRE_MASK);
        p.fires += ((to + 1) >> 1) - ((from + 1) >> 1);
      }
      hasInput[cid] = true;
      direction[cid] = in.direction();
      jump[cid] = in.jump();
      hook[cid] = in.hook();
      fire[cid] = f;
    }
    super.visitPlayerInput(s);
  }

  @Override
  public void visitMessage(Message m) {
    int cid = m.cid();
    Player p = valid(cid) ? (Player) current[cid] : null;
    ByteSlice d = m.data();
    if (p != null && d.length() > 0) {
      // name requests: the names visitor's
      int id = d.getU8(0);
      boolean seven = protocol[cid] == 7;
      if (id == (seven ? KILL_07 : KILL_06)) p.killRequests++;
      else if (id == (seven ? SAY_07 : SAY_06)) p.chatMessages++;
    }
    super.visitMessage(m);
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand c) {
    if (valid(c.cid())) {
      Player p = (Player) current[c.cid()];
      if (p != null) {
        p.commands++;
        if (c.command().equals("kill")) p.killRequests++;
      }
    }
    super.visitConsoleCommand(c);
  }

  @Override
  public void visitEx(ExMessage m) {
    // Client ids inside extension payloads are not range-checked by the reader; PLAYER_NAME is the
    // names visitor's
    if (m instanceof PlayerTeam t && valid(t.cid())) {
      if (team[t.cid()] != t.team() && current[t.cid()] != null)
        ((Player) current[t.cid()]).teamChanges++;
      team[t.cid()] = t.team();
    } else if (m instanceof PlayerFinish f && valid(f.cid())) {
      Player p = (Player) current[f.cid()];
      if (p == null) p = (Player) joinUnseen(f.cid());
      modelBytes.grow(FINISH_BYTES, "finishes", eventOffset());
      Finish x = new Finish(tick, f.cid(), team[f.cid()], f.timeTicks());
      p.finishes.add(x);
      finishes.add(x);
    } else if (m instanceof TeamFinish f) {
      List<Integer> members = new ArrayList<>();
      for (int cid = 0; cid < N; cid++)
        if (current[cid] != null && team[cid] == f.team()) members.add(cid);
      modelBytes.grow(
          FINISH_BYTES + (long) MEMBER_BYTES * members.size(), "team finishes", eventOffset());
      List<Player> ps = new ArrayList<>();
      for (int cid : members) ps.add((Player) current[cid]);
      teamFinishes.add(new TeamFinishAt(tick, f.team(), ps, f.timeTicks()));
    } else if (m instanceof TeamSaveSuccess s) {
      modelBytes.grow(SAVE_BYTES, "saves", eventOffset());
      saves.add(new SaveEvent(tick, SaveEvent.Kind.SAVE, s.team(), s.saveId()));
    } else if (m instanceof TeamSaveFailure s) {
      modelBytes.grow(SAVE_BYTES, "saves", eventOffset());
      saves.add(new SaveEvent(tick, SaveEvent.Kind.SAVE_FAILURE, s.team(), null));
    } else if (m instanceof TeamLoadSuccess s) {
      modelBytes.grow(SAVE_BYTES, "saves", eventOffset());
      saves.add(new SaveEvent(tick, SaveEvent.Kind.LOAD, s.team(), s.saveId()));
    } else if (m instanceof TeamLoadFailure s) {
      modelBytes.grow(SAVE_BYTES, "saves", eventOffset());
      saves.add(new SaveEvent(tick, SaveEvent.Kind.LOAD_FAILURE, s.team(), null));
    }
    super.visitEx(m);
  }

  @Override
  public void visitDamage(Damage damage) {
    damaged = true;
    super.visitDamage(damage);
  }

  @Override
  public void visitEnd() {
    complete = true;
    super.visitEnd();
  }

  /**
   * The statistics of what was read so far: complete after the decode ended, a live view during it.
   * Requested names still waiting for the end of their tick are settled first.
   */
  public TeehistorianStats stats() {
    settleNames();
    int end = anyTick ? lastTick : tick;
    // Ranks among all finishes read so far: 1 + the number of strictly faster times.
    int[] times = new int[finishes.size()];
    for (int i = 0; i < times.length; i++) times[i] = finishes.get(i).timeTicks;
    Arrays.sort(times);
    int[] teamTimes = new int[teamFinishes.size()];
    for (int i = 0; i < teamTimes.length; i++) teamTimes[i] = teamFinishes.get(i).timeTicks;
    Arrays.sort(teamTimes);

    Map<Finish, RaceFinish> made = new HashMap<>();
    List<PlayerStats> ps = new ArrayList<>(players.size());
    for (Member m : players) {
      if (m.into != null) continue; // joined an earlier player of its name
      Player p = (Player) m;
      List<RaceFinish> fs = new ArrayList<>();
      for (Finish f : p.finishes) {
        RaceFinish r =
            new RaceFinish(f.tick, f.cid, p.name, f.team, f.timeTicks, rank(times, f.timeTicks));
        made.put(f, r);
        fs.add(r);
      }
      List<Session> sessions = new ArrayList<>();
      long inGame = 0;
      List<int[]> byJoin = new ArrayList<>(p.sessions);
      byJoin.sort((a, b) -> Integer.compare(a[1], b[1]));
      for (int[] s : byJoin) {
        sessions.add(new Session(s[0], s[1], s[2] < 0 ? null : s[2]));
        inGame += Math.max(0, (s[2] < 0 ? end : s[2]) - s[1]);
      }
      int lastCid = byJoin.get(byJoin.size() - 1)[0];
      ps.add(
          new PlayerStats(
              p.name,
              new ArrayList<>(p.otherNames),
              sessions,
              inGame,
              current[lastCid] == p ? team[lastCid] : p.lastTeam,
              p.teamChanges,
              fs,
              p.killRequests,
              p.characterLosses,
              p.spawns,
              p.inputs,
              p.directionChanges,
              p.jumps,
              p.hooks,
              p.fires,
              p.chatMessages,
              p.commands));
    }
    List<RaceFinish> fs = new ArrayList<>(finishes.size());
    for (Finish f : finishes) fs.add(made.get(f));
    List<TeamRaceFinish> tfs = new ArrayList<>(teamFinishes.size());
    for (TeamFinishAt t : teamFinishes) {
      List<String> names = new ArrayList<>();
      for (Player p : t.members) names.add(p.merged().name);
      tfs.add(new TeamRaceFinish(t.tick, t.team, names, t.timeTicks, rank(teamTimes, t.timeTicks)));
    }
    Header h = header;
    return new TeehistorianStats(
        h == null ? null : h.gameUuid(),
        h == null ? null : h.mapName(),
        h == null ? null : h.serverName(),
        h == null ? null : h.serverVersion(),
        h == null ? null : h.startTime(),
        anyTick ? firstTick : null,
        anyTick ? lastTick : null,
        ps,
        fs,
        tfs,
        saves,
        complete,
        damaged);
  }

  private static int rank(int[] sorted, int t) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (sorted[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }

  /** A finish as recorded; ranks and names are filled in by {@link #stats()}. */
  private static final class Finish {
    final int tick;
    final int cid;
    final int team;
    final int timeTicks;

    Finish(int tick, int cid, int team, int timeTicks) {
      this.tick = tick;
      this.cid = cid;
      this.team = team;
      this.timeTicks = timeTicks;
    }
  }

  private static final class TeamFinishAt {
    final int tick;
    final int team;
    final List<Player> members;
    final int timeTicks;

    TeamFinishAt(int tick, int team, List<Player> members, int timeTicks) {
      this.tick = tick;
      this.team = team;
      this.members = members;
      this.timeTicks = timeTicks;
    }
  }

  /** The mutable counters of one player. */
  private static final class Player extends Member {
    int lastTeam;
    int teamChanges;
    final List<Finish> finishes = new ArrayList<>();
    int killRequests;
    int characterLosses;
    int spawns;
    long inputs;
    long directionChanges;
    long jumps;
    long hooks;
    long fires;
    int chatMessages;
    int commands;

    /** Adds the sessions, names and counters of {@code o} (a later session of the same name). */
    @Override
    void absorb(Member m) {
      super.absorb(m);
      Player o = (Player) m;
      teamChanges += o.teamChanges;
      finishes.addAll(o.finishes);
      killRequests += o.killRequests;
      characterLosses += o.characterLosses;
      spawns += o.spawns;
      inputs += o.inputs;
      directionChanges += o.directionChanges;
      jumps += o.jumps;
      hooks += o.hooks;
      fires += o.fires;
      chatMessages += o.chatMessages;
      commands += o.commands;
    }
  }
}
