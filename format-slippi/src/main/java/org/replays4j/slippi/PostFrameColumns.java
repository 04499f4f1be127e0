package org.replays4j.slippi;

import java.util.Arrays;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.PostFrameUpdate;

/**
 * Post-Frame Update values of one character (port, leader or follower), column-wise.
 * One primitive array per field (narrowest type that holds it), indexed by row; a row may be
 * absent ({@link #isPresent(int)} false), in which case every field reads as 0. Whether a field
 * exists at all in this file is decided by {@link #payloadSize()} exactly as for the record.
 */
public final class PostFrameColumns {
  private int length;
  private int payloadSize = -1;
  private boolean[] present;
  private int[] frame;
  private byte[] playerIndex;
  private byte[] follower;
  private byte[] internalCharacterId;
  private short[] actionStateId;
  private float[] positionX;
  private float[] positionY;
  private float[] facingDirection;
  private float[] percent;
  private float[] shieldSize;
  private byte[] lastAttackLanded;
  private byte[] currentComboCount;
  private byte[] lastHitBy;
  private byte[] stocksRemaining;
  private float[] actionStateFrameCounter;
  private byte[] stateBitFlags1;
  private byte[] stateBitFlags2;
  private byte[] stateBitFlags3;
  private byte[] stateBitFlags4;
  private byte[] stateBitFlags5;
  private float[] miscAS;
  private byte[] airborne;
  private short[] lastGroundId;
  private byte[] jumpsRemaining;
  private byte[] lCancelStatus;
  private byte[] hurtboxCollisionState;
  private float[] selfInducedAirXSpeed;
  private float[] selfInducedYSpeed;
  private float[] attackBasedXSpeed;
  private float[] attackBasedYSpeed;
  private float[] selfInducedGroundXSpeed;
  private float[] hitlagRemaining;
  private int[] animationIndex;
  private short[] lastHitByInstanceId;
  private short[] instanceId;

  PostFrameColumns(int capacity) {
    present = new boolean[capacity];
    frame = new int[capacity];
    playerIndex = new byte[capacity];
    follower = new byte[capacity];
    internalCharacterId = new byte[capacity];
    actionStateId = new short[capacity];
    positionX = new float[capacity];
    positionY = new float[capacity];
    facingDirection = new float[capacity];
    percent = new float[capacity];
    shieldSize = new float[capacity];
    lastAttackLanded = new byte[capacity];
    currentComboCount = new byte[capacity];
    lastHitBy = new byte[capacity];
    stocksRemaining = new byte[capacity];
    actionStateFrameCounter = new float[capacity];
    stateBitFlags1 = new byte[capacity];
    stateBitFlags2 = new byte[capacity];
    stateBitFlags3 = new byte[capacity];
    stateBitFlags4 = new byte[capacity];
    stateBitFlags5 = new byte[capacity];
    miscAS = new float[capacity];
    airborne = new byte[capacity];
    lastGroundId = new short[capacity];
    jumpsRemaining = new byte[capacity];
    lCancelStatus = new byte[capacity];
    hurtboxCollisionState = new byte[capacity];
    selfInducedAirXSpeed = new float[capacity];
    selfInducedYSpeed = new float[capacity];
    attackBasedXSpeed = new float[capacity];
    attackBasedYSpeed = new float[capacity];
    selfInducedGroundXSpeed = new float[capacity];
    hitlagRemaining = new float[capacity];
    animationIndex = new int[capacity];
    lastHitByInstanceId = new short[capacity];
    instanceId = new short[capacity];
  }

  /** Number of rows. */
  public int length() { return length; }

  /** Payload size of the events stored here (-1 when there are none). */
  public int payloadSize() { return payloadSize; }

  /** Whether row {@code i} holds an event. */
  public boolean isPresent(int i) { return present[i]; }

  void ensure(int capacity) {
    if (capacity <= present.length) return;
    int n = Math.max(capacity, present.length * 2);
    present = Arrays.copyOf(present, n);
    frame = Arrays.copyOf(frame, n);
    playerIndex = Arrays.copyOf(playerIndex, n);
    follower = Arrays.copyOf(follower, n);
    internalCharacterId = Arrays.copyOf(internalCharacterId, n);
    actionStateId = Arrays.copyOf(actionStateId, n);
    positionX = Arrays.copyOf(positionX, n);
    positionY = Arrays.copyOf(positionY, n);
    facingDirection = Arrays.copyOf(facingDirection, n);
    percent = Arrays.copyOf(percent, n);
    shieldSize = Arrays.copyOf(shieldSize, n);
    lastAttackLanded = Arrays.copyOf(lastAttackLanded, n);
    currentComboCount = Arrays.copyOf(currentComboCount, n);
    lastHitBy = Arrays.copyOf(lastHitBy, n);
    stocksRemaining = Arrays.copyOf(stocksRemaining, n);
    actionStateFrameCounter = Arrays.copyOf(actionStateFrameCounter, n);
    stateBitFlags1 = Arrays.copyOf(stateBitFlags1, n);
    stateBitFlags2 = Arrays.copyOf(stateBitFlags2, n);
    stateBitFlags3 = Arrays.copyOf(stateBitFlags3, n);
    stateBitFlags4 = Arrays.copyOf(stateBitFlags4, n);
    stateBitFlags5 = Arrays.copyOf(stateBitFlags5, n);
    miscAS = Arrays.copyOf(miscAS, n);
    airborne = Arrays.copyOf(airborne, n);
    lastGroundId = Arrays.copyOf(lastGroundId, n);
    jumpsRemaining = Arrays.copyOf(jumpsRemaining, n);
    lCancelStatus = Arrays.copyOf(lCancelStatus, n);
    hurtboxCollisionState = Arrays.copyOf(hurtboxCollisionState, n);
    selfInducedAirXSpeed = Arrays.copyOf(selfInducedAirXSpeed, n);
    selfInducedYSpeed = Arrays.copyOf(selfInducedYSpeed, n);
    attackBasedXSpeed = Arrays.copyOf(attackBasedXSpeed, n);
    attackBasedYSpeed = Arrays.copyOf(attackBasedYSpeed, n);
    selfInducedGroundXSpeed = Arrays.copyOf(selfInducedGroundXSpeed, n);
    hitlagRemaining = Arrays.copyOf(hitlagRemaining, n);
    animationIndex = Arrays.copyOf(animationIndex, n);
    lastHitByInstanceId = Arrays.copyOf(lastHitByInstanceId, n);
    instanceId = Arrays.copyOf(instanceId, n);
  }

  void set(int i, PostFrameUpdate e) {
    ensure(i + 1);
    if (i >= length) length = i + 1;
    present[i] = true;
    payloadSize = e.payloadSize();
    frame[i] = e.frame();
    playerIndex[i] = (byte) e.playerIndex();
    follower[i] = (byte) e.follower();
    internalCharacterId[i] = (byte) e.internalCharacterId();
    actionStateId[i] = (short) e.actionStateId();
    positionX[i] = e.positionX();
    positionY[i] = e.positionY();
    facingDirection[i] = e.facingDirection();
    percent[i] = e.percent();
    shieldSize[i] = e.shieldSize();
    lastAttackLanded[i] = (byte) e.lastAttackLanded();
    currentComboCount[i] = (byte) e.currentComboCount();
    lastHitBy[i] = (byte) e.lastHitBy();
    stocksRemaining[i] = (byte) e.stocksRemaining();
    actionStateFrameCounter[i] = e.actionStateFrameCounter();
    stateBitFlags1[i] = (byte) e.stateBitFlags1();
    stateBitFlags2[i] = (byte) e.stateBitFlags2();
    stateBitFlags3[i] = (byte) e.stateBitFlags3();
    stateBitFlags4[i] = (byte) e.stateBitFlags4();
    stateBitFlags5[i] = (byte) e.stateBitFlags5();
    miscAS[i] = e.miscAS();
    airborne[i] = (byte) e.airborne();
    lastGroundId[i] = (short) e.lastGroundId();
    jumpsRemaining[i] = (byte) e.jumpsRemaining();
    lCancelStatus[i] = (byte) e.lCancelStatus();
    hurtboxCollisionState[i] = (byte) e.hurtboxCollisionState();
    selfInducedAirXSpeed[i] = e.selfInducedAirXSpeed();
    selfInducedYSpeed[i] = e.selfInducedYSpeed();
    attackBasedXSpeed[i] = e.attackBasedXSpeed();
    attackBasedYSpeed[i] = e.attackBasedYSpeed();
    selfInducedGroundXSpeed[i] = e.selfInducedGroundXSpeed();
    hitlagRemaining[i] = e.hitlagRemaining();
    animationIndex[i] = (int) e.animationIndex();
    lastHitByInstanceId[i] = (short) e.lastHitByInstanceId();
    instanceId[i] = (short) e.instanceId();
  }

  void append(PostFrameUpdate e) { set(length, e); }

  /**
   * Appends a row read through the public accessors of a view (what any collector can do). A field
   * the payload does not hold is not stored at all (its row stays 0): storing the zeros touched every
   * optional column of an old file and made building the model of a 1.2.0 replay about 20% slower.
   */
  void append(PostFrameView v) {
    int i = length;
    ensure(i + 1);
    length = i + 1;
    present[i] = true;
    int size = v.payloadSize();
    payloadSize = size;
    frame[i] = v.frame();
    playerIndex[i] = (byte) v.playerIndex();
    follower[i] = (byte) v.follower();
    internalCharacterId[i] = (byte) v.internalCharacterId();
    actionStateId[i] = (short) v.actionStateId();
    positionX[i] = v.positionX();
    positionY[i] = v.positionY();
    facingDirection[i] = v.facingDirection();
    percent[i] = v.percent();
    shieldSize[i] = v.shieldSize();
    lastAttackLanded[i] = (byte) v.lastAttackLanded();
    currentComboCount[i] = (byte) v.currentComboCount();
    lastHitBy[i] = (byte) v.lastHitBy();
    stocksRemaining[i] = (byte) v.stocksRemaining();
    if (size >= 0x25) actionStateFrameCounter[i] = v.actionStateFrameCounter();
    if (size >= 0x26) stateBitFlags1[i] = (byte) v.stateBitFlags1();
    if (size >= 0x27) stateBitFlags2[i] = (byte) v.stateBitFlags2();
    if (size >= 0x28) stateBitFlags3[i] = (byte) v.stateBitFlags3();
    if (size >= 0x29) stateBitFlags4[i] = (byte) v.stateBitFlags4();
    if (size >= 0x2A) stateBitFlags5[i] = (byte) v.stateBitFlags5();
    if (size >= 0x2E) miscAS[i] = v.miscAS();
    if (size >= 0x2F) airborne[i] = (byte) v.airborne();
    if (size >= 0x31) lastGroundId[i] = (short) v.lastGroundId();
    if (size >= 0x32) jumpsRemaining[i] = (byte) v.jumpsRemaining();
    if (size >= 0x33) lCancelStatus[i] = (byte) v.lCancelStatus();
    if (size >= 0x34) hurtboxCollisionState[i] = (byte) v.hurtboxCollisionState();
    if (size >= 0x38) selfInducedAirXSpeed[i] = v.selfInducedAirXSpeed();
    if (size >= 0x3C) selfInducedYSpeed[i] = v.selfInducedYSpeed();
    if (size >= 0x40) attackBasedXSpeed[i] = v.attackBasedXSpeed();
    if (size >= 0x44) attackBasedYSpeed[i] = v.attackBasedYSpeed();
    if (size >= 0x48) selfInducedGroundXSpeed[i] = v.selfInducedGroundXSpeed();
    if (size >= 0x4C) hitlagRemaining[i] = v.hitlagRemaining();
    if (size >= 0x50) animationIndex[i] = (int) v.animationIndex();
    if (size >= 0x52) lastHitByInstanceId[i] = (short) v.lastHitByInstanceId();
    if (size >= 0x54) instanceId[i] = (short) v.instanceId();
  }

  /** Approximate bytes held by the arrays (element storage only). */
  public long retainedBytes() {
    long n = present.length;
    n += (long) frame.length * 4;
    n += (long) playerIndex.length * 1;
    n += (long) follower.length * 1;
    n += (long) internalCharacterId.length * 1;
    n += (long) actionStateId.length * 2;
    n += (long) positionX.length * 4;
    n += (long) positionY.length * 4;
    n += (long) facingDirection.length * 4;
    n += (long) percent.length * 4;
    n += (long) shieldSize.length * 4;
    n += (long) lastAttackLanded.length * 1;
    n += (long) currentComboCount.length * 1;
    n += (long) lastHitBy.length * 1;
    n += (long) stocksRemaining.length * 1;
    n += (long) actionStateFrameCounter.length * 4;
    n += (long) stateBitFlags1.length * 1;
    n += (long) stateBitFlags2.length * 1;
    n += (long) stateBitFlags3.length * 1;
    n += (long) stateBitFlags4.length * 1;
    n += (long) stateBitFlags5.length * 1;
    n += (long) miscAS.length * 4;
    n += (long) airborne.length * 1;
    n += (long) lastGroundId.length * 2;
    n += (long) jumpsRemaining.length * 1;
    n += (long) lCancelStatus.length * 1;
    n += (long) hurtboxCollisionState.length * 1;
    n += (long) selfInducedAirXSpeed.length * 4;
    n += (long) selfInducedYSpeed.length * 4;
    n += (long) attackBasedXSpeed.length * 4;
    n += (long) attackBasedYSpeed.length * 4;
    n += (long) selfInducedGroundXSpeed.length * 4;
    n += (long) hitlagRemaining.length * 4;
    n += (long) animationIndex.length * 4;
    n += (long) lastHitByInstanceId.length * 2;
    n += (long) instanceId.length * 2;
    return n;
  }

  /**
   * New columns whose row {@code i} is row {@code rows[i]} of this ({@code -1}: absent row). The
   * same code runs whatever the payload size and absent rows (see {@link ColumnGather}).
   */
  PostFrameColumns gather(int[] rows, int n) {
    PostFrameColumns out = new PostFrameColumns(0);
    out.length = n;
    out.payloadSize = payloadSize;
    out.present = ColumnGather.present(present, rows, n);
    int[] absent = new int[n];
    int a = ColumnGather.absent(rows, n, absent);
    out.frame = ColumnGather.of(frame, rows, ColumnGather.rowsIf(payloadSize, 0x4, n), absent, a);
    out.playerIndex = ColumnGather.of(playerIndex, rows, ColumnGather.rowsIf(payloadSize, 0x5, n), absent, a);
    out.follower = ColumnGather.of(follower, rows, ColumnGather.rowsIf(payloadSize, 0x6, n), absent, a);
    out.internalCharacterId = ColumnGather.of(internalCharacterId, rows, ColumnGather.rowsIf(payloadSize, 0x7, n), absent, a);
    out.actionStateId = ColumnGather.of(actionStateId, rows, ColumnGather.rowsIf(payloadSize, 0x9, n), absent, a);
    out.positionX = ColumnGather.of(positionX, rows, ColumnGather.rowsIf(payloadSize, 0xD, n), absent, a);
    out.positionY = ColumnGather.of(positionY, rows, ColumnGather.rowsIf(payloadSize, 0x11, n), absent, a);
    out.facingDirection = ColumnGather.of(facingDirection, rows, ColumnGather.rowsIf(payloadSize, 0x15, n), absent, a);
    out.percent = ColumnGather.of(percent, rows, ColumnGather.rowsIf(payloadSize, 0x19, n), absent, a);
    out.shieldSize = ColumnGather.of(shieldSize, rows, ColumnGather.rowsIf(payloadSize, 0x1D, n), absent, a);
    out.lastAttackLanded = ColumnGather.of(lastAttackLanded, rows, ColumnGather.rowsIf(payloadSize, 0x1E, n), absent, a);
    out.currentComboCount = ColumnGather.of(currentComboCount, rows, ColumnGather.rowsIf(payloadSize, 0x1F, n), absent, a);
    out.lastHitBy = ColumnGather.of(lastHitBy, rows, ColumnGather.rowsIf(payloadSize, 0x20, n), absent, a);
    out.stocksRemaining = ColumnGather.of(stocksRemaining, rows, ColumnGather.rowsIf(payloadSize, 0x21, n), absent, a);
    out.actionStateFrameCounter = ColumnGather.of(actionStateFrameCounter, rows, ColumnGather.rowsIf(payloadSize, 0x25, n), absent, a);
    out.stateBitFlags1 = ColumnGather.of(stateBitFlags1, rows, ColumnGather.rowsIf(payloadSize, 0x26, n), absent, a);
    out.stateBitFlags2 = ColumnGather.of(stateBitFlags2, rows, ColumnGather.rowsIf(payloadSize, 0x27, n), absent, a);
    out.stateBitFlags3 = ColumnGather.of(stateBitFlags3, rows, ColumnGather.rowsIf(payloadSize, 0x28, n), absent, a);
    out.stateBitFlags4 = ColumnGather.of(stateBitFlags4, rows, ColumnGather.rowsIf(payloadSize, 0x29, n), absent, a);
    out.stateBitFlags5 = ColumnGather.of(stateBitFlags5, rows, ColumnGather.rowsIf(payloadSize, 0x2A, n), absent, a);
    out.miscAS = ColumnGather.of(miscAS, rows, ColumnGather.rowsIf(payloadSize, 0x2E, n), absent, a);
    out.airborne = ColumnGather.of(airborne, rows, ColumnGather.rowsIf(payloadSize, 0x2F, n), absent, a);
    out.lastGroundId = ColumnGather.of(lastGroundId, rows, ColumnGather.rowsIf(payloadSize, 0x31, n), absent, a);
    out.jumpsRemaining = ColumnGather.of(jumpsRemaining, rows, ColumnGather.rowsIf(payloadSize, 0x32, n), absent, a);
    out.lCancelStatus = ColumnGather.of(lCancelStatus, rows, ColumnGather.rowsIf(payloadSize, 0x33, n), absent, a);
    out.hurtboxCollisionState = ColumnGather.of(hurtboxCollisionState, rows, ColumnGather.rowsIf(payloadSize, 0x34, n), absent, a);
    out.selfInducedAirXSpeed = ColumnGather.of(selfInducedAirXSpeed, rows, ColumnGather.rowsIf(payloadSize, 0x38, n), absent, a);
    out.selfInducedYSpeed = ColumnGather.of(selfInducedYSpeed, rows, ColumnGather.rowsIf(payloadSize, 0x3C, n), absent, a);
    out.attackBasedXSpeed = ColumnGather.of(attackBasedXSpeed, rows, ColumnGather.rowsIf(payloadSize, 0x40, n), absent, a);
    out.attackBasedYSpeed = ColumnGather.of(attackBasedYSpeed, rows, ColumnGather.rowsIf(payloadSize, 0x44, n), absent, a);
    out.selfInducedGroundXSpeed = ColumnGather.of(selfInducedGroundXSpeed, rows, ColumnGather.rowsIf(payloadSize, 0x48, n), absent, a);
    out.hitlagRemaining = ColumnGather.of(hitlagRemaining, rows, ColumnGather.rowsIf(payloadSize, 0x4C, n), absent, a);
    out.animationIndex = ColumnGather.of(animationIndex, rows, ColumnGather.rowsIf(payloadSize, 0x50, n), absent, a);
    out.lastHitByInstanceId = ColumnGather.of(lastHitByInstanceId, rows, ColumnGather.rowsIf(payloadSize, 0x52, n), absent, a);
    out.instanceId = ColumnGather.of(instanceId, rows, ColumnGather.rowsIf(payloadSize, 0x54, n), absent, a);
    return out;
  }

  /** Trims the arrays to {@link #length()}. */
  void trim() {
    // small slack (presized arrays) is kept rather than copied: rows past length() are never read
    boolean copy = present.length - length > (length >> 3);
    if (copy) present = Arrays.copyOf(present, length);
    if (payloadSize < 0x4) frame = Arrays.copyOf(frame, 0);
    else if (copy) frame = Arrays.copyOf(frame, length);
    if (payloadSize < 0x5) playerIndex = Arrays.copyOf(playerIndex, 0);
    else if (copy) playerIndex = Arrays.copyOf(playerIndex, length);
    if (payloadSize < 0x6) follower = Arrays.copyOf(follower, 0);
    else if (copy) follower = Arrays.copyOf(follower, length);
    if (payloadSize < 0x7) internalCharacterId = Arrays.copyOf(internalCharacterId, 0);
    else if (copy) internalCharacterId = Arrays.copyOf(internalCharacterId, length);
    if (payloadSize < 0x9) actionStateId = Arrays.copyOf(actionStateId, 0);
    else if (copy) actionStateId = Arrays.copyOf(actionStateId, length);
    if (payloadSize < 0xD) positionX = Arrays.copyOf(positionX, 0);
    else if (copy) positionX = Arrays.copyOf(positionX, length);
    if (payloadSize < 0x11) positionY = Arrays.copyOf(positionY, 0);
    else if (copy) positionY = Arrays.copyOf(positionY, length);
    if (payloadSize < 0x15) facingDirection = Arrays.copyOf(facingDirection, 0);
    else if (copy) facingDirection = Arrays.copyOf(facingDirection, length);
    if (payloadSize < 0x19) percent = Arrays.copyOf(percent, 0);
    else if (copy) percent = Arrays.copyOf(percent, length);
    if (payloadSize < 0x1D) shieldSize = Arrays.copyOf(shieldSize, 0);
    else if (copy) shieldSize = Arrays.copyOf(shieldSize, length);
    if (payloadSize < 0x1E) lastAttackLanded = Arrays.copyOf(lastAttackLanded, 0);
    else if (copy) lastAttackLanded = Arrays.copyOf(lastAttackLanded, length);
    if (payloadSize < 0x1F) currentComboCount = Arrays.copyOf(currentComboCount, 0);
    else if (copy) currentComboCount = Arrays.copyOf(currentComboCount, length);
    if (payloadSize < 0x20) lastHitBy = Arrays.copyOf(lastHitBy, 0);
    else if (copy) lastHitBy = Arrays.copyOf(lastHitBy, length);
    if (payloadSize < 0x21) stocksRemaining = Arrays.copyOf(stocksRemaining, 0);
    else if (copy) stocksRemaining = Arrays.copyOf(stocksRemaining, length);
    if (payloadSize < 0x25) actionStateFrameCounter = Arrays.copyOf(actionStateFrameCounter, 0);
    else if (copy) actionStateFrameCounter = Arrays.copyOf(actionStateFrameCounter, length);
    if (payloadSize < 0x26) stateBitFlags1 = Arrays.copyOf(stateBitFlags1, 0);
    else if (copy) stateBitFlags1 = Arrays.copyOf(stateBitFlags1, length);
    if (payloadSize < 0x27) stateBitFlags2 = Arrays.copyOf(stateBitFlags2, 0);
    else if (copy) stateBitFlags2 = Arrays.copyOf(stateBitFlags2, length);
    if (payloadSize < 0x28) stateBitFlags3 = Arrays.copyOf(stateBitFlags3, 0);
    else if (copy) stateBitFlags3 = Arrays.copyOf(stateBitFlags3, length);
    if (payloadSize < 0x29) stateBitFlags4 = Arrays.copyOf(stateBitFlags4, 0);
    else if (copy) stateBitFlags4 = Arrays.copyOf(stateBitFlags4, length);
    if (payloadSize < 0x2A) stateBitFlags5 = Arrays.copyOf(stateBitFlags5, 0);
    else if (copy) stateBitFlags5 = Arrays.copyOf(stateBitFlags5, length);
    if (payloadSize < 0x2E) miscAS = Arrays.copyOf(miscAS, 0);
    else if (copy) miscAS = Arrays.copyOf(miscAS, length);
    if (payloadSize < 0x2F) airborne = Arrays.copyOf(airborne, 0);
    else if (copy) airborne = Arrays.copyOf(airborne, length);
    if (payloadSize < 0x31) lastGroundId = Arrays.copyOf(lastGroundId, 0);
    else if (copy) lastGroundId = Arrays.copyOf(lastGroundId, length);
    if (payloadSize < 0x32) jumpsRemaining = Arrays.copyOf(jumpsRemaining, 0);
    else if (copy) jumpsRemaining = Arrays.copyOf(jumpsRemaining, length);
    if (payloadSize < 0x33) lCancelStatus = Arrays.copyOf(lCancelStatus, 0);
    else if (copy) lCancelStatus = Arrays.copyOf(lCancelStatus, length);
    if (payloadSize < 0x34) hurtboxCollisionState = Arrays.copyOf(hurtboxCollisionState, 0);
    else if (copy) hurtboxCollisionState = Arrays.copyOf(hurtboxCollisionState, length);
    if (payloadSize < 0x38) selfInducedAirXSpeed = Arrays.copyOf(selfInducedAirXSpeed, 0);
    else if (copy) selfInducedAirXSpeed = Arrays.copyOf(selfInducedAirXSpeed, length);
    if (payloadSize < 0x3C) selfInducedYSpeed = Arrays.copyOf(selfInducedYSpeed, 0);
    else if (copy) selfInducedYSpeed = Arrays.copyOf(selfInducedYSpeed, length);
    if (payloadSize < 0x40) attackBasedXSpeed = Arrays.copyOf(attackBasedXSpeed, 0);
    else if (copy) attackBasedXSpeed = Arrays.copyOf(attackBasedXSpeed, length);
    if (payloadSize < 0x44) attackBasedYSpeed = Arrays.copyOf(attackBasedYSpeed, 0);
    else if (copy) attackBasedYSpeed = Arrays.copyOf(attackBasedYSpeed, length);
    if (payloadSize < 0x48) selfInducedGroundXSpeed = Arrays.copyOf(selfInducedGroundXSpeed, 0);
    else if (copy) selfInducedGroundXSpeed = Arrays.copyOf(selfInducedGroundXSpeed, length);
    if (payloadSize < 0x4C) hitlagRemaining = Arrays.copyOf(hitlagRemaining, 0);
    else if (copy) hitlagRemaining = Arrays.copyOf(hitlagRemaining, length);
    if (payloadSize < 0x50) animationIndex = Arrays.copyOf(animationIndex, 0);
    else if (copy) animationIndex = Arrays.copyOf(animationIndex, length);
    if (payloadSize < 0x52) lastHitByInstanceId = Arrays.copyOf(lastHitByInstanceId, 0);
    else if (copy) lastHitByInstanceId = Arrays.copyOf(lastHitByInstanceId, length);
    if (payloadSize < 0x54) instanceId = Arrays.copyOf(instanceId, 0);
    else if (copy) instanceId = Arrays.copyOf(instanceId, length);
  }

  /** frame of row {@code i} (see {@link PostFrameUpdate#frame()}). */
  public int frame(int i) {
    int[] a = frame;
    return a.length == 0 ? 0 : a[i];
  }

  /** playerIndex of row {@code i} (see {@link PostFrameUpdate#playerIndex()}). */
  public int playerIndex(int i) {
    byte[] a = playerIndex;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** follower of row {@code i} (see {@link PostFrameUpdate#follower()}). */
  public int follower(int i) {
    byte[] a = follower;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** internalCharacterId of row {@code i} (see {@link PostFrameUpdate#internalCharacterId()}). */
  public int internalCharacterId(int i) {
    byte[] a = internalCharacterId;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** actionStateId of row {@code i} (see {@link PostFrameUpdate#actionStateId()}). */
  public int actionStateId(int i) {
    short[] a = actionStateId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** positionX of row {@code i} (see {@link PostFrameUpdate#positionX()}). */
  public float positionX(int i) {
    float[] a = positionX;
    return a.length == 0 ? 0 : a[i];
  }

  /** positionY of row {@code i} (see {@link PostFrameUpdate#positionY()}). */
  public float positionY(int i) {
    float[] a = positionY;
    return a.length == 0 ? 0 : a[i];
  }

  /** facingDirection of row {@code i} (see {@link PostFrameUpdate#facingDirection()}). */
  public float facingDirection(int i) {
    float[] a = facingDirection;
    return a.length == 0 ? 0 : a[i];
  }

  /** percent of row {@code i} (see {@link PostFrameUpdate#percent()}). */
  public float percent(int i) {
    float[] a = percent;
    return a.length == 0 ? 0 : a[i];
  }

  /** shieldSize of row {@code i} (see {@link PostFrameUpdate#shieldSize()}). */
  public float shieldSize(int i) {
    float[] a = shieldSize;
    return a.length == 0 ? 0 : a[i];
  }

  /** lastAttackLanded of row {@code i} (see {@link PostFrameUpdate#lastAttackLanded()}). */
  public int lastAttackLanded(int i) {
    byte[] a = lastAttackLanded;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** currentComboCount of row {@code i} (see {@link PostFrameUpdate#currentComboCount()}). */
  public int currentComboCount(int i) {
    byte[] a = currentComboCount;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** lastHitBy of row {@code i} (see {@link PostFrameUpdate#lastHitBy()}). */
  public int lastHitBy(int i) {
    byte[] a = lastHitBy;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** stocksRemaining of row {@code i} (see {@link PostFrameUpdate#stocksRemaining()}). */
  public int stocksRemaining(int i) {
    byte[] a = stocksRemaining;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** actionStateFrameCounter of row {@code i} (see {@link PostFrameUpdate#actionStateFrameCounter()}). */
  public float actionStateFrameCounter(int i) {
    float[] a = actionStateFrameCounter;
    return a.length == 0 ? 0 : a[i];
  }

  /** stateBitFlags1 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags1()}). */
  public int stateBitFlags1(int i) {
    byte[] a = stateBitFlags1;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** stateBitFlags2 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags2()}). */
  public int stateBitFlags2(int i) {
    byte[] a = stateBitFlags2;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** stateBitFlags3 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags3()}). */
  public int stateBitFlags3(int i) {
    byte[] a = stateBitFlags3;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** stateBitFlags4 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags4()}). */
  public int stateBitFlags4(int i) {
    byte[] a = stateBitFlags4;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** stateBitFlags5 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags5()}). */
  public int stateBitFlags5(int i) {
    byte[] a = stateBitFlags5;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** miscAS of row {@code i} (see {@link PostFrameUpdate#miscAS()}). */
  public float miscAS(int i) {
    float[] a = miscAS;
    return a.length == 0 ? 0 : a[i];
  }

  /** airborne of row {@code i} (see {@link PostFrameUpdate#airborne()}). */
  public int airborne(int i) {
    byte[] a = airborne;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** lastGroundId of row {@code i} (see {@link PostFrameUpdate#lastGroundId()}). */
  public int lastGroundId(int i) {
    short[] a = lastGroundId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** jumpsRemaining of row {@code i} (see {@link PostFrameUpdate#jumpsRemaining()}). */
  public int jumpsRemaining(int i) {
    byte[] a = jumpsRemaining;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** lCancelStatus of row {@code i} (see {@link PostFrameUpdate#lCancelStatus()}). */
  public int lCancelStatus(int i) {
    byte[] a = lCancelStatus;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** hurtboxCollisionState of row {@code i} (see {@link PostFrameUpdate#hurtboxCollisionState()}). */
  public int hurtboxCollisionState(int i) {
    byte[] a = hurtboxCollisionState;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** selfInducedAirXSpeed of row {@code i} (see {@link PostFrameUpdate#selfInducedAirXSpeed()}). */
  public float selfInducedAirXSpeed(int i) {
    float[] a = selfInducedAirXSpeed;
    return a.length == 0 ? 0 : a[i];
  }

  /** selfInducedYSpeed of row {@code i} (see {@link PostFrameUpdate#selfInducedYSpeed()}). */
  public float selfInducedYSpeed(int i) {
    float[] a = selfInducedYSpeed;
    return a.length == 0 ? 0 : a[i];
  }

  /** attackBasedXSpeed of row {@code i} (see {@link PostFrameUpdate#attackBasedXSpeed()}). */
  public float attackBasedXSpeed(int i) {
    float[] a = attackBasedXSpeed;
    return a.length == 0 ? 0 : a[i];
  }

  /** attackBasedYSpeed of row {@code i} (see {@link PostFrameUpdate#attackBasedYSpeed()}). */
  public float attackBasedYSpeed(int i) {
    float[] a = attackBasedYSpeed;
    return a.length == 0 ? 0 : a[i];
  }

  /** selfInducedGroundXSpeed of row {@code i} (see {@link PostFrameUpdate#selfInducedGroundXSpeed()}). */
  public float selfInducedGroundXSpeed(int i) {
    float[] a = selfInducedGroundXSpeed;
    return a.length == 0 ? 0 : a[i];
  }

  /** hitlagRemaining of row {@code i} (see {@link PostFrameUpdate#hitlagRemaining()}). */
  public float hitlagRemaining(int i) {
    float[] a = hitlagRemaining;
    return a.length == 0 ? 0 : a[i];
  }

  /** animationIndex of row {@code i} (see {@link PostFrameUpdate#animationIndex()}). */
  public long animationIndex(int i) {
    int[] a = animationIndex;
    return a.length == 0 ? 0 : a[i] & 0xFFFFFFFFL;
  }

  /** lastHitByInstanceId of row {@code i} (see {@link PostFrameUpdate#lastHitByInstanceId()}). */
  public int lastHitByInstanceId(int i) {
    short[] a = lastHitByInstanceId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** instanceId of row {@code i} (see {@link PostFrameUpdate#instanceId()}). */
  public int instanceId(int i) {
    short[] a = instanceId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** Row {@code i} as a record (trailing bytes are not kept), or null when absent. */
  public PostFrameUpdate event(int i) {
    if (!present[i]) return null;
    return new PostFrameUpdate(frame(i), playerIndex(i), follower(i), internalCharacterId(i), actionStateId(i), positionX(i), positionY(i), facingDirection(i), percent(i), shieldSize(i), lastAttackLanded(i), currentComboCount(i), lastHitBy(i), stocksRemaining(i), actionStateFrameCounter(i), stateBitFlags1(i), stateBitFlags2(i), stateBitFlags3(i), stateBitFlags4(i), stateBitFlags5(i), miscAS(i), airborne(i), lastGroundId(i), jumpsRemaining(i), lCancelStatus(i), hurtboxCollisionState(i), selfInducedAirXSpeed(i), selfInducedYSpeed(i), attackBasedXSpeed(i), attackBasedYSpeed(i), selfInducedGroundXSpeed(i), hitlagRemaining(i), animationIndex(i), lastHitByInstanceId(i), instanceId(i), payloadSize, ByteSlice.EMPTY);
  }
}
