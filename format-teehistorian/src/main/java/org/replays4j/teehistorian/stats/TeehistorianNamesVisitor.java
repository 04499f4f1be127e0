package org.replays4j.teehistorian.stats;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ModelBytes;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.teehistorian.TeehistorianVersion;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;

/**
 * Follows who plays a recording and under which name, and nothing more, while it is decoded,
 * forwarding every event to {@code next}: the players of {@link TeehistorianStatsVisitor} (which
 * extends it), for a reader that needs only their names ({@link #participants()}).
 *
 * <p>Identity: a player is a name. The effective name comes from PLAYER_NAME (DDNet 18.3+); when a
 * session has none, the name the client asked for in its Cl_StartInfo or Cl_ChangeInfo net message
 * is used, settled at the end of the tick it arrived in (a PLAYER_NAME of the same tick wins). A
 * session whose name matches an earlier player's joins that player. A client that finishes before
 * any join was seen (a file cut mid-game) is a player too.
 *
 * <p>What it keeps grows with the recording ({@link #PLAYER_BYTES} per join, {@link #NAME_BYTES}
 * plus two bytes per character per other name), bounded by {@link DecodeLimits#maxModelBytes()} and
 * counted as the statistics' bytes: past the bound it stops following the players, with a {@code
 * LIMIT_EXCEEDED} error in {@link #limitExceeded()}, but lets the decode go on, so that the
 * visitors after it still see the whole recording ({@link TeehistorianStatsVisitor} stops the
 * decode instead).
 *
 * <p>One decode; not thread-safe.
 */
public class TeehistorianNamesVisitor extends TeehistorianVisitor {
  static final int N = TeehistorianVersion.MAX_CLIENTS;

  // First byte of a stored game message: (message id << 1), a one-byte Teeworlds varint.
  private static final int START_INFO_06 = 20 << 1;
  private static final int CHANGE_INFO_06 = 21 << 1;
  private static final int START_INFO_07 = 27 << 1;

  /** Estimated heap of one join: its player, session and their lines in the result. */
  public static final int PLAYER_BYTES = 448;

  /** Estimated heap of one other name of a player, without its characters. */
  public static final int NAME_BYTES = 96;

  /** The bytes kept, shared with the statistics of a subclass. */
  final ModelBytes modelBytes;

  /** Whether passing the bound stops the decode (the statistics) or only this visitor. */
  private final boolean stopsDecode;

  /** False once the bound was passed (only when it does not stop the decode). */
  private boolean following = true;

  /** The tick of the last {@code visitTick}. */
  int tick;

  /** Every player, in order of first join (those joined to an earlier one included). */
  final List<Member> players = new ArrayList<>();

  private final Map<String, Member> byName = new HashMap<>();

  /** The player of each client id, or null. */
  final Member[] current = new Member[N];

  /** The protocol of each client id's session (6 or 7). */
  final int[] protocol = new int[N];

  private final boolean[] effectiveName = new boolean[N];
  private final String[] requestedName = new String[N];
  private int pendingNames;

  /**
   * A visitor forwarding every event to {@code next} (may be {@code null}), bounded by {@code
   * limits}' {@link DecodeLimits#maxModelBytes()}.
   */
  public TeehistorianNamesVisitor(TeehistorianVisitor next, DecodeLimits limits) {
    this(next, limits, false);
  }

  TeehistorianNamesVisitor(TeehistorianVisitor next, DecodeLimits limits, boolean stopsDecode) {
    super(next);
    this.modelBytes = new ModelBytes("teehistorian", "stats", limits);
    this.stopsDecode = stopsDecode;
  }

  /**
   * Why the players stopped being followed ({@code LIMIT_EXCEEDED}: what is kept would have grown
   * beyond {@link DecodeLimits#maxModelBytes()}), or null when they were not. {@link
   * #participants()} then names those read before.
   */
  public ReplayFormatException limitExceeded() {
    return modelBytes.limitExceeded();
  }

  /**
   * The players read so far by slot (the client id of their first session; players of the same slot
   * in order of first join), each by its name, or {@code #slot} when the recording never names it.
   * Requested names still waiting for the end of their tick are settled first.
   */
  public List<String> participants() {
    if (pendingNames > 0) settleNames();
    List<Member> bySlot = new ArrayList<>(players.size());
    for (Member p : players) if (p.into == null) bySlot.add(p);
    bySlot.sort(Comparator.comparingInt(Member::slot));
    List<String> names = new ArrayList<>(bySlot.size());
    for (Member p : bySlot) names.add(ParticipantStats.displayName(p.slot(), p.name));
    return names;
  }

  @Override
  public void visitTick(int t) {
    if (following && pendingNames > 0) settleNames();
    tick = t;
    super.visitTick(t);
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    if (following) join(j.cid(), j.tick(), j.protocol());
    super.visitPlayerJoin(j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    int cid = l.cid();
    Member p = following ? current[cid] : null;
    if (p != null) {
      if (requestedName[cid] != null) settle(cid);
      p = current[cid];
      p.openSession(cid)[2] = l.tick();
      left(p, cid);
      current[cid] = null;
    }
    super.visitPlayerLeave(l);
  }

  @Override
  public void visitMessage(Message m) {
    int cid = m.cid();
    ByteSlice d = m.data();
    if (following && valid(cid) && current[cid] != null && d.length() > 0) {
      int id = d.getU8(0);
      if (protocol[cid] == 7 ? id == START_INFO_07 : id == START_INFO_06 || id == CHANGE_INFO_06)
        request(cid, d);
    }
    super.visitMessage(m);
  }

  @Override
  public void visitEx(ExMessage m) {
    // Client ids inside extension payloads are not range-checked by the reader.
    if (!following) {
      // no more players
    } else if (m instanceof PlayerName n && valid(n.cid())) {
      name(n.cid(), n.name());
    } else if (m instanceof PlayerFinish f && valid(f.cid()) && current[f.cid()] == null) {
      joinUnseen(f.cid());
    }
    super.visitEx(m);
  }

  @Override
  public void visitEnd() {
    if (following && pendingNames > 0) settleNames();
    super.visitEnd();
  }

  /** A new player; the statistics make theirs. */
  Member newMember() {
    return new Member();
  }

  /** Called when the client {@code cid} joined, its player made and current. */
  void joined(int cid) {}

  /** Called when player {@code p} of client {@code cid} left, before it stops being current. */
  void left(Member p, int cid) {}

  static boolean valid(int cid) {
    return cid >= 0 && cid < N;
  }

  /**
   * Counts {@code n} bytes more of {@code what}; false past the bound, where the statistics stop
   * the decode and the names alone stop following.
   */
  private boolean grow(long n, String what) {
    try {
      modelBytes.grow(n, what, eventOffset());
      return true;
    } catch (StopDecoding stop) {
      if (stopsDecode) throw stop;
      following = false;
      return false;
    }
  }

  private void join(int cid, int joinTick, int proto) {
    if (!grow(PLAYER_BYTES, "players")) return;
    Member p = newMember();
    p.sessions.add(new int[] {cid, joinTick, -1});
    players.add(p);
    current[cid] = p;
    protocol[cid] = proto;
    effectiveName[cid] = false;
    clearRequested(cid);
    joined(cid);
  }

  /**
   * A client that does something before any join was seen (a file cut mid-game); null past the
   * bound.
   */
  Member joinUnseen(int cid) {
    if (!grow(PLAYER_BYTES, "players")) return null;
    Member p = newMember();
    p.sessions.add(new int[] {cid, tick, -1});
    players.add(p);
    current[cid] = p;
    return p;
  }

  /** Cl_StartInfo / Cl_ChangeInfo: the name string follows the one-byte message id. */
  private void request(int cid, ByteSlice d) {
    if (effectiveName[cid] || current[cid].name != null) return;
    int end = 1;
    while (end < d.length() && d.getU8(end) != 0) end++;
    if (end >= d.length() || end == 1) return;
    byte[] b = d.subSlice(1, end - 1).toArray();
    if (requestedName[cid] == null) pendingNames++;
    requestedName[cid] = new String(b, StandardCharsets.UTF_8);
  }

  private void clearRequested(int cid) {
    if (requestedName[cid] != null) pendingNames--;
    requestedName[cid] = null;
  }

  /** Settles the requested names still waiting for the end of their tick. */
  final void settleNames() {
    for (int cid = 0; cid < N && pendingNames > 0; cid++)
      if (requestedName[cid] != null) settle(cid);
  }

  private void settle(int cid) {
    String n = requestedName[cid];
    clearRequested(cid);
    if (current[cid] != null && current[cid].name == null) assign(cid, n);
  }

  /** PLAYER_NAME: the server-side name of {@code cid} is now {@code n}. */
  private void name(int cid, String n) {
    clearRequested(cid);
    Member p = current[cid];
    if (p == null) p = joinUnseen(cid);
    if (p == null) return;
    effectiveName[cid] = true;
    if (p.name == null) {
      assign(cid, n);
    } else if (!p.name.equals(n) && !p.otherNames.contains(n)) {
      if (!grow(NAME_BYTES + 2L * n.length(), "names")) return;
      p.otherNames.add(n);
      byName.putIfAbsent(n, p);
    }
  }

  /** Names the unnamed player of {@code cid}, joining an earlier player of that name. */
  private void assign(int cid, String n) {
    Member p = current[cid];
    Member earlier = byName.get(n);
    if (earlier == null) {
      p.name = n;
      byName.put(n, p);
      return;
    }
    if (earlier == p) return;
    earlier.absorb(p);
    // p stays in the lists (removing it would cost a pass over them per name): marked as joined
    p.into = earlier;
    for (int c = 0; c < N; c++) if (current[c] == p) current[c] = earlier;
  }

  /** One player: its names and sessions. */
  static class Member {
    String name;
    final Set<String> otherNames = new LinkedHashSet<>();

    /** The earlier player of the same name this one joined, or null. */
    Member into;

    /** {cid, join tick, leave tick or -1}, in join order. */
    final List<int[]> sessions = new ArrayList<>();

    /** The player whose lines this one's are now: itself unless it joined an earlier one. */
    Member merged() {
      Member p = this;
      while (p.into != null) p = p.into;
      return p;
    }

    /** The client id of the first session by join tick (the first joined of equal ticks). */
    int slot() {
      int[] first = sessions.get(0);
      for (int[] s : sessions) if (s[1] < first[1]) first = s;
      return first[0];
    }

    int[] openSession(int cid) {
      for (int i = sessions.size() - 1; i >= 0; i--) {
        int[] s = sessions.get(i);
        if (s[0] == cid && s[2] < 0) return s;
      }
      return sessions.get(sessions.size() - 1);
    }

    /** Adds the sessions and names of {@code o} (a later session of the same name). */
    void absorb(Member o) {
      sessions.addAll(o.sessions); // in join order only in the result
      otherNames.addAll(o.otherNames);
    }
  }
}
