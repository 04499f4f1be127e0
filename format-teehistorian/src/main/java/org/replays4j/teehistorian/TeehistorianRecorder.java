package org.replays4j.teehistorian;

import java.io.Closeable;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.AuthInit;
import org.replays4j.teehistorian.record.AuthLogin;
import org.replays4j.teehistorian.record.AuthLogout;
import org.replays4j.teehistorian.record.DdnetVersion;
import org.replays4j.teehistorian.record.DdnetVersionOld;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.ExTest;
import org.replays4j.teehistorian.record.JoinVer6;
import org.replays4j.teehistorian.record.JoinVer7;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerReady;
import org.replays4j.teehistorian.record.PlayerRejoin;
import org.replays4j.teehistorian.record.PlayerSwap;
import org.replays4j.teehistorian.record.PlayerTeam;
import org.replays4j.teehistorian.record.TeamFinish;
import org.replays4j.teehistorian.record.TeamLoadFailure;
import org.replays4j.teehistorian.record.TeamLoadSuccess;
import org.replays4j.teehistorian.record.TeamPractice;
import org.replays4j.teehistorian.record.TeamSaveFailure;
import org.replays4j.teehistorian.record.TeamSaveSuccess;

/**
 * Records a game the way a DDNet server does: call {@link #beginTick(int)} once per server tick,
 * then the tick's characters in ascending client id order ({@link #recordPlayer}, {@link
 * #recordDeadPlayer}), then inputs, messages and the other events. The recorder keeps the writer's
 * state of docs/formats/teehistorian.md#ticks — last written tick, previous tick's highest client
 * id, last positions, last inputs, teams — and so emits TICK_SKIP, PLAYER_DIFF vs PLAYER_NEW,
 * INPUT_DIFF vs INPUT_NEW, and nothing for unchanged state, exactly as DDNet. Not thread-safe.
 */
public final class TeehistorianRecorder implements Closeable {
  private static final int MAX = TeehistorianVersion.MAX_CLIENTS;

  private final TeehistorianWriter w;
  private int tick;
  private int lastWrittenTick;
  private boolean tickWritten = true;
  private int prevMaxCid = MAX;
  private int maxCid = MAX;

  private final boolean[] alive = new boolean[MAX];
  private final int[] x = new int[MAX];
  private final int[] y = new int[MAX];
  private final boolean[] inputExists = new boolean[MAX];
  private final int[] uniqueId = new int[MAX];
  private final int[][] lastInput = new int[MAX][];
  private final int[] team = new int[MAX];
  private final Map<Integer, Boolean> practice = new HashMap<>();

  /** Records into {@code writer}, whose header must already be written. */
  public TeehistorianRecorder(TeehistorianWriter writer) {
    this.w = Objects.requireNonNull(writer, "writer");
  }

  /** The underlying writer. */
  public TeehistorianWriter writer() {
    return w;
  }

  /** The current tick. */
  public int tick() {
    return tick;
  }

  /** Starts server tick {@code t} (greater than the previous one); its players come next. */
  public void beginTick(int t) {
    if (t <= tick)
      throw new IllegalArgumentException("ticks must increase: " + t + " after " + tick);
    tick = t;
    tickWritten = false;
    prevMaxCid = maxCid;
    maxCid = -1;
  }

  private void writeTick() throws IOException {
    w.tickSkip(tick - lastWrittenTick - 1);
    lastWrittenTick = tick;
    tickWritten = true;
  }

  private void ensureTickWritten() throws IOException {
    if (!tickWritten) writeTick();
  }

  /**
   * A player record implies the tick when its cid is not above the previous tick's highest
   * (docs/formats/teehistorian.md#ticks).
   */
  private void ensureTickWrittenPlayerData(int cid) throws IOException {
    if (cid <= maxCid)
      throw new IllegalStateException("players must be recorded in ascending cid order: " + cid);
    maxCid = cid;
    if (!tickWritten && (cid > prevMaxCid || lastWrittenTick + 1 != tick)) {
      writeTick();
    } else {
      lastWrittenTick = tick;
      tickWritten = true;
    }
  }

  /**
   * A live character of {@code cid} at ({@code px}, {@code py}); nothing is written if it did not
   * move.
   */
  public void recordPlayer(int cid, int px, int py) throws IOException {
    checkCid(cid);
    if (!alive[cid] || x[cid] != px || y[cid] != py) {
      ensureTickWrittenPlayerData(cid);
      if (alive[cid]) {
        w.playerDiff(cid, px - x[cid], py - y[cid]);
      } else {
        w.playerNew(cid, px, py);
      }
    }
    alive[cid] = true;
    x[cid] = px;
    y[cid] = py;
  }

  /** No character for {@code cid} this tick; PLAYER_OLD if it had one. */
  public void recordDeadPlayer(int cid) throws IOException {
    checkCid(cid);
    if (alive[cid]) {
      ensureTickWrittenPlayerData(cid);
      w.playerOld(cid);
    }
    alive[cid] = false;
  }

  /**
   * An input of {@code cid}; {@code uniqueClientId} changes when the slot gets a new player object.
   */
  public void recordPlayerInput(int cid, int uniqueClientId, PlayerInput input) throws IOException {
    checkCid(cid);
    int[] in = input.toArray();
    if (inputExists[cid] && uniqueId[cid] == uniqueClientId) {
      if (Arrays.equals(lastInput[cid], in)) return;
      ensureTickWritten();
      w.inputDiff(cid, input.minus(PlayerInput.of(lastInput[cid])));
    } else {
      ensureTickWritten();
      w.inputNew(cid, input);
    }
    inputExists[cid] = true;
    uniqueId[cid] = uniqueClientId;
    lastInput[cid] = in;
  }

  /** A game/system packet of {@code cid}. */
  public void recordPlayerMessage(int cid, byte[] msg) throws IOException {
    ensureTickWritten();
    w.message(cid, msg);
  }

  /** {@code cid} joins with protocol 6 or 7: JOINVER6/JOINVER7 then JOIN. */
  public void recordPlayerJoin(int cid, int protocol) throws IOException {
    checkCid(cid);
    if (protocol != 6 && protocol != 7)
      throw new IllegalArgumentException("protocol must be 6 or 7: " + protocol);
    ensureTickWritten();
    w.ex(protocol == 6 ? new JoinVer6(cid) : new JoinVer7(cid));
    w.join(cid);
  }

  /** {@code cid} rejoins (PLAYER_REJOIN). */
  public void recordPlayerRejoin(int cid) throws IOException {
    ex(new PlayerRejoin(cid));
  }

  /** {@code cid} is ready (PLAYER_READY). */
  public void recordPlayerReady(int cid) throws IOException {
    ex(new PlayerReady(cid));
  }

  /** {@code cid} leaves: DROP; its input and team state are forgotten. */
  public void recordPlayerDrop(int cid, String reason) throws IOException {
    checkCid(cid);
    ensureTickWritten();
    w.drop(cid, reason);
    inputExists[cid] = false;
  }

  /** A console command ({@code cid} -1 for the server console). */
  public void recordConsoleCommand(int cid, int flags, String command, List<String> args)
      throws IOException {
    ensureTickWritten();
    w.consoleCommand(cid, flags, command, args);
  }

  /** The TEST extension. */
  public void recordTestExtra() throws IOException {
    ex(new ExTest());
  }

  /** PLAYER_SWAP. */
  public void recordPlayerSwap(int cid1, int cid2) throws IOException {
    ex(new PlayerSwap(cid1, cid2));
  }

  /** PLAYER_TEAM, only when {@code cid}'s team changed (every player starts in team 0). */
  public void recordPlayerTeam(int cid, int t) throws IOException {
    checkCid(cid);
    if (team[cid] != t) {
      team[cid] = t;
      ex(new PlayerTeam(cid, t));
    }
  }

  /** TEAM_PRACTICE, only when the team's practice state changed (every team starts without). */
  public void recordTeamPractice(int t, boolean on) throws IOException {
    if (practice.getOrDefault(t, false) != on) {
      practice.put(t, on);
      ex(new TeamPractice(t, on ? 1 : 0));
    }
  }

  /** SAVE_SUCCESS. */
  public void recordTeamSaveSuccess(int t, UUID saveId, String save) throws IOException {
    ex(new TeamSaveSuccess(t, saveId, save));
  }

  /** SAVE_FAILURE. */
  public void recordTeamSaveFailure(int t) throws IOException {
    ex(new TeamSaveFailure(t));
  }

  /** LOAD_SUCCESS. */
  public void recordTeamLoadSuccess(int t, UUID saveId, String save) throws IOException {
    ex(new TeamLoadSuccess(t, saveId, save));
  }

  /** LOAD_FAILURE. */
  public void recordTeamLoadFailure(int t) throws IOException {
    ex(new TeamLoadFailure(t));
  }

  /** DDNETVER. */
  public void recordDdnetVersion(int cid, UUID connectionId, int version, String versionString)
      throws IOException {
    ex(new DdnetVersion(cid, connectionId, version, versionString));
  }

  /** DDNETVER_OLD. */
  public void recordDdnetVersionOld(int cid, int version) throws IOException {
    ex(new DdnetVersionOld(cid, version));
  }

  /** AUTH_INIT. */
  public void recordAuthInitial(int cid, int level, String name) throws IOException {
    ex(new AuthInit(cid, level, name));
  }

  /** AUTH_LOGIN. */
  public void recordAuthLogin(int cid, int level, String name) throws IOException {
    ex(new AuthLogin(cid, level, name));
  }

  /** AUTH_LOGOUT. */
  public void recordAuthLogout(int cid) throws IOException {
    ex(new AuthLogout(cid));
  }

  /** ANTIBOT with opaque bytes. */
  public void recordAntibot(byte[] data) throws IOException {
    ex(new Antibot(ByteSlice.wrap(data.clone())));
  }

  /** PLAYER_NAME. */
  public void recordPlayerName(int cid, String name) throws IOException {
    ex(new PlayerName(cid, name));
  }

  /** PLAYER_FINISH. */
  public void recordPlayerFinish(int cid, int timeTicks) throws IOException {
    ex(new PlayerFinish(cid, timeTicks));
  }

  /** TEAM_FINISH. */
  public void recordTeamFinish(int t, int timeTicks) throws IOException {
    ex(new TeamFinish(t, timeTicks));
  }

  /** Any extension, with the tick written first when needed. */
  public void recordEx(ExMessage m) throws IOException {
    ex(m);
  }

  /** An unknown extension. */
  public void recordUnknownEx(UUID uuid, byte[] payload) throws IOException {
    ensureTickWritten();
    w.ex(uuid, payload);
  }

  private void ex(ExMessage m) throws IOException {
    ensureTickWritten();
    w.ex(m);
  }

  /** FINISH (empty ticks at the end cost nothing). */
  public void finish() throws IOException {
    w.finish();
  }

  /** Flushes and closes the writer. */
  @Override
  public void close() throws IOException {
    w.close();
  }

  private static void checkCid(int cid) {
    if (cid < 0 || cid >= MAX)
      throw new IllegalArgumentException("client id must be in 0..127: " + cid);
  }
}
