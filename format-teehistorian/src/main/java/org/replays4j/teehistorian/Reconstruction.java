package org.replays4j.teehistorian;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.BiConsumer;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.record.AuthInit;
import org.replays4j.teehistorian.record.AuthLogin;
import org.replays4j.teehistorian.record.AuthLogout;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.DdnetVersion;
import org.replays4j.teehistorian.record.DdnetVersionOld;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.JoinVer6;
import org.replays4j.teehistorian.record.JoinVer7;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.PlayerReady;
import org.replays4j.teehistorian.record.PlayerRejoin;
import org.replays4j.teehistorian.record.PlayerSwap;
import org.replays4j.teehistorian.record.PlayerTeam;
import org.replays4j.teehistorian.record.TickSkip;

/**
 * The reconstruction adapter, head of the decoder's visitor chain: from the raw messages it keeps
 * the tick clock and every client's position and input (docs/formats/teehistorian.md#ticks) and
 * adds the reconstructed events ({@code visitTick}, {@code visitPlayerPosition}, {@code
 * visitPlayerInput}, {@code visitPlayerJoin}, {@code visitPlayerLeave}) around the raw ones it
 * forwards. Which families reach {@code next} is chosen by {@code raw} and {@code reconstructed};
 * the state runs either way, because the summary reports ticks, players and the tolerated problems
 * it finds (recorded in the {@link Tally}). Client ids were checked by the reader. One decode; not
 * thread-safe.
 */
final class Reconstruction extends TeehistorianVisitor {
  private static final int MAX_CID = TeehistorianVersion.MAX_CLIENTS - 1;
  private static final int N = TeehistorianVersion.MAX_CLIENTS;

  private final boolean raw;
  private final boolean reconstructed;
  private final Tally tally;

  private int tick;
  private int lastCid = Integer.MAX_VALUE;

  /**
   * The last tick that had a message ({@code visitTick} delivered), valid once {@link #anyTick}.
   */
  private int countedTick;

  private boolean anyTick;
  private final boolean[] seen = new boolean[N];

  // Player state, indexed by cid.
  private final int[] px = new int[N];
  private final int[] py = new int[N];
  private final boolean[] alive = new boolean[N];
  private final int[] input = new int[N * PlayerInput.SIZE];
  private final boolean[] hasInput = new boolean[N];
  private final boolean[] joined = new boolean[N];
  private final int[] protocol = new int[N];

  /**
   * @param next the user's visitor (not {@code null})
   * @param raw forward the raw messages
   * @param reconstructed deliver the reconstructed events
   */
  Reconstruction(TeehistorianVisitor next, boolean raw, boolean reconstructed, Tally tally) {
    super(Objects.requireNonNull(next, "visitor"));
    this.raw = raw;
    this.reconstructed = reconstructed;
    this.tally = tally;
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    int cid = playerRecord(m, m.cid(), TeehistorianVisitor::visitPlayerDiff);
    if (!alive[cid]) tally.moveWithoutCharacter[cid] = true;
    int x = px[cid] += m.dx();
    int y = py[cid] += m.dy();
    if (reconstructed)
      next.visitPlayerPosition(new PlayerPosition(tick, cid, x, y, PlayerPosition.Kind.MOVE));
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    tick += m.dt() + 1;
    lastCid = -1;
    if (raw) next.visitTickSkip(m);
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    int cid = playerRecord(m, m.cid(), TeehistorianVisitor::visitPlayerNew);
    if (alive[cid]) tally.newWhileAlive[cid] = true;
    px[cid] = m.x();
    py[cid] = m.y();
    alive[cid] = true;
    if (reconstructed)
      next.visitPlayerPosition(
          new PlayerPosition(tick, cid, m.x(), m.y(), PlayerPosition.Kind.SPAWN));
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    int cid = playerRecord(m, m.cid(), TeehistorianVisitor::visitPlayerOld);
    if (!alive[cid]) tally.oldWithoutCharacter[cid] = true;
    alive[cid] = false;
    if (reconstructed)
      next.visitPlayerPosition(
          new PlayerPosition(tick, cid, px[cid], py[cid], PlayerPosition.Kind.DESPAWN));
  }

  @Override
  public void visitInputNew(InputNew m) {
    int cid = inputRecord(m, m.cid(), TeehistorianVisitor::visitInputNew);
    PlayerInput a = m.input();
    int b = cid * PlayerInput.SIZE;
    Arrays.fill(input, b, b + PlayerInput.SIZE, 0);
    addInput(b, a);
    hasInput[cid] = true;
    if (reconstructed) next.visitPlayerInput(new InputState(tick, cid, a, true));
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    int cid = inputRecord(m, m.cid(), TeehistorianVisitor::visitInputDiff);
    int b = cid * PlayerInput.SIZE;
    if (!hasInput[cid]) {
      tally.diffWithoutBase[cid] = true;
      Arrays.fill(input, b, b + PlayerInput.SIZE, 0);
    }
    addInput(b, m.delta());
    hasInput[cid] = true;
    if (reconstructed)
      next.visitPlayerInput(new InputState(tick, cid, PlayerInput.of(input, b), false));
  }

  /**
   * Adds {@code d} component-wise to the input at {@code b} (wrapping like DDNet's 32-bit ints); an
   * INPUT_NEW is added to a zeroed input.
   */
  private void addInput(int b, PlayerInput d) {
    final int[] in = input;
    in[b] += d.direction();
    in[b + 1] += d.targetX();
    in[b + 2] += d.targetY();
    in[b + 3] += d.jump();
    in[b + 4] += d.fire();
    in[b + 5] += d.hook();
    in[b + 6] += d.playerFlags();
    in[b + 7] += d.wantedWeapon();
    in[b + 8] += d.nextWeapon();
    in[b + 9] += d.prevWeapon();
  }

  @Override
  public void visitMessage(Message m) {
    clientMessage(m, m.cid(), TeehistorianVisitor::visitMessage);
  }

  @Override
  public void visitJoin(Join m) {
    int cid = clientMessage(m, m.cid(), TeehistorianVisitor::visitJoin);
    joined[cid] = true;
    if (reconstructed) next.visitPlayerJoin(new PlayerJoin(tick, cid, protocol[cid], false));
    protocol[cid] = 0;
  }

  @Override
  public void visitDrop(Drop m) {
    int cid = clientMessage(m, m.cid(), TeehistorianVisitor::visitDrop);
    ensureJoined(cid);
    joined[cid] = false;
    if (reconstructed) next.visitPlayerLeave(new PlayerLeave(tick, cid, m.reason()));
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    clientMessage(m, m.cid(), TeehistorianVisitor::visitConsoleCommand);
  }

  @Override
  public void visitEx(ExMessage m) {
    markTick();
    seeEx(m);
    if (raw) next.visitEx(m);
    int cid = m instanceof JoinVer6 j ? j.cid() : m instanceof JoinVer7 j ? j.cid() : -1;
    if (cid >= 0 && cid <= MAX_CID) protocol[cid] = m instanceof JoinVer6 ? 6 : 7;
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    markTick();
    if (raw) next.visitUnknown(code, payload);
  }

  @Override
  public void visitFinish() {
    if (raw) next.visitFinish();
  }

  /**
   * PLAYER_DIFF/NEW/OLD {@code m} about client {@code cid}: a cid not above the previous one starts
   * a new tick; then as {@link #inputRecord}.
   */
  private <M> int playerRecord(M m, int cid, BiConsumer<TeehistorianVisitor, M> visit) {
    if (cid <= lastCid) tick++;
    lastCid = cid;
    return inputRecord(m, cid, visit);
  }

  /**
   * A message {@code m} about client {@code cid}'s character or input: the tick and the client
   * (joined implicitly when it has not joined) are recorded, then {@code m} is forwarded with
   * {@code visit} when raw messages are on. Returns {@code cid}.
   */
  private <M> int inputRecord(M m, int cid, BiConsumer<TeehistorianVisitor, M> visit) {
    markTick();
    if (!seen[cid]) see(cid);
    if (!joined[cid]) ensureJoined(cid);
    if (raw) visit.accept(next, m);
    return cid;
  }

  /**
   * MESSAGE, JOIN, DROP, CONSOLE_COMMAND {@code m} from client {@code cid} in this tick: recorded,
   * then forwarded with {@code visit} when raw messages are on. Returns {@code cid}.
   */
  private <M> int clientMessage(M m, int cid, BiConsumer<TeehistorianVisitor, M> visit) {
    markTick();
    see(cid);
    if (raw) visit.accept(next, m);
    return cid;
  }

  private void markTick() {
    if (tick != countedTick || !anyTick) newTick();
  }

  /** The first message of a tick. */
  private void newTick() {
    anyTick = true;
    countedTick = tick;
    tally.tickWithMessages(tick);
    if (reconstructed) next.visitTick(tick);
  }

  /** Client id {@code cid} appeared in a message (ids out of range are ignored). */
  private void see(int cid) {
    if (cid >= 0 && cid <= MAX_CID && !seen[cid]) {
      seen[cid] = true;
      tally.players++;
    }
  }

  /** A client active without JOIN: an implicit join (docs/formats/teehistorian.md#ticks). */
  private void ensureJoined(int cid) {
    if (!joined[cid]) {
      joined[cid] = true;
      tally.missingJoin[cid] = true;
      if (reconstructed) next.visitPlayerJoin(new PlayerJoin(tick, cid, protocol[cid], true));
    }
  }

  /** Client ids named by EX messages count as seen players. */
  private void seeEx(ExMessage m) {
    if (m instanceof DdnetVersion x) see(x.cid());
    else if (m instanceof DdnetVersionOld x) see(x.cid());
    else if (m instanceof AuthInit x) see(x.cid());
    else if (m instanceof AuthLogin x) see(x.cid());
    else if (m instanceof AuthLogout x) see(x.cid());
    else if (m instanceof JoinVer6 x) see(x.cid());
    else if (m instanceof JoinVer7 x) see(x.cid());
    else if (m instanceof PlayerTeam x) see(x.cid());
    else if (m instanceof PlayerReady x) see(x.cid());
    else if (m instanceof PlayerSwap x) {
      see(x.cid1());
      see(x.cid2());
    } else if (m instanceof PlayerRejoin x) see(x.cid());
    else if (m instanceof PlayerName x) see(x.cid());
    else if (m instanceof PlayerFinish x) see(x.cid());
  }
}
