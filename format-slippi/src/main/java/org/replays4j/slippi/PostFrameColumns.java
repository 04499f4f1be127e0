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

  /** Appends a row read straight from an event's bytes ({@code c} = command byte index). */
  void appendRaw(byte[] b, int c, int size) {
    int i = length;
    ensure(i + 1);
    length = i + 1;
    present[i] = true;
    payloadSize = size;
    frame[i] = EventParser.i32(b, c + 0x1);
    playerIndex[i] = b[c + 0x5];
    follower[i] = b[c + 0x6];
    internalCharacterId[i] = b[c + 0x7];
    actionStateId[i] = (short) (((b[c + 0x8] & 0xFF) << 8) | (b[c + 0x8 + 1] & 0xFF));
    positionX[i] = EventParser.f32(b, c + 0xA);
    positionY[i] = EventParser.f32(b, c + 0xE);
    facingDirection[i] = EventParser.f32(b, c + 0x12);
    percent[i] = EventParser.f32(b, c + 0x16);
    shieldSize[i] = EventParser.f32(b, c + 0x1A);
    lastAttackLanded[i] = b[c + 0x1E];
    currentComboCount[i] = b[c + 0x1F];
    lastHitBy[i] = b[c + 0x20];
    stocksRemaining[i] = b[c + 0x21];
    if (size >= 0x25) actionStateFrameCounter[i] = EventParser.f32(b, c + 0x22);
    if (size >= 0x26) stateBitFlags1[i] = b[c + 0x26];
    if (size >= 0x27) stateBitFlags2[i] = b[c + 0x27];
    if (size >= 0x28) stateBitFlags3[i] = b[c + 0x28];
    if (size >= 0x29) stateBitFlags4[i] = b[c + 0x29];
    if (size >= 0x2A) stateBitFlags5[i] = b[c + 0x2A];
    if (size >= 0x2E) miscAS[i] = EventParser.f32(b, c + 0x2B);
    if (size >= 0x2F) airborne[i] = b[c + 0x2F];
    if (size >= 0x31) lastGroundId[i] = (short) (((b[c + 0x30] & 0xFF) << 8) | (b[c + 0x30 + 1] & 0xFF));
    if (size >= 0x32) jumpsRemaining[i] = b[c + 0x32];
    if (size >= 0x33) lCancelStatus[i] = b[c + 0x33];
    if (size >= 0x34) hurtboxCollisionState[i] = b[c + 0x34];
    if (size >= 0x38) selfInducedAirXSpeed[i] = EventParser.f32(b, c + 0x35);
    if (size >= 0x3C) selfInducedYSpeed[i] = EventParser.f32(b, c + 0x39);
    if (size >= 0x40) attackBasedXSpeed[i] = EventParser.f32(b, c + 0x3D);
    if (size >= 0x44) attackBasedYSpeed[i] = EventParser.f32(b, c + 0x41);
    if (size >= 0x48) selfInducedGroundXSpeed[i] = EventParser.f32(b, c + 0x45);
    if (size >= 0x4C) hitlagRemaining[i] = EventParser.f32(b, c + 0x49);
    if (size >= 0x50) animationIndex[i] = EventParser.i32(b, c + 0x4D);
    if (size >= 0x52) lastHitByInstanceId[i] = (short) (((b[c + 0x51] & 0xFF) << 8) | (b[c + 0x51 + 1] & 0xFF));
    if (size >= 0x54) instanceId[i] = (short) (((b[c + 0x53] & 0xFF) << 8) | (b[c + 0x53 + 1] & 0xFF));
  }

  void setLength(int n) { ensure(n); length = n; }

  /** Copies row {@code from} of {@code src} into row {@code to} of this. */
  void copyRow(PostFrameColumns src, int from, int to) {
    present[to] = src.present[from];
    if (src.payloadSize >= 0) payloadSize = src.payloadSize;
    frame[to] = src.frame[from];
    playerIndex[to] = src.playerIndex[from];
    follower[to] = src.follower[from];
    internalCharacterId[to] = src.internalCharacterId[from];
    actionStateId[to] = src.actionStateId[from];
    positionX[to] = src.positionX[from];
    positionY[to] = src.positionY[from];
    facingDirection[to] = src.facingDirection[from];
    percent[to] = src.percent[from];
    shieldSize[to] = src.shieldSize[from];
    lastAttackLanded[to] = src.lastAttackLanded[from];
    currentComboCount[to] = src.currentComboCount[from];
    lastHitBy[to] = src.lastHitBy[from];
    stocksRemaining[to] = src.stocksRemaining[from];
    actionStateFrameCounter[to] = src.actionStateFrameCounter[from];
    stateBitFlags1[to] = src.stateBitFlags1[from];
    stateBitFlags2[to] = src.stateBitFlags2[from];
    stateBitFlags3[to] = src.stateBitFlags3[from];
    stateBitFlags4[to] = src.stateBitFlags4[from];
    stateBitFlags5[to] = src.stateBitFlags5[from];
    miscAS[to] = src.miscAS[from];
    airborne[to] = src.airborne[from];
    lastGroundId[to] = src.lastGroundId[from];
    jumpsRemaining[to] = src.jumpsRemaining[from];
    lCancelStatus[to] = src.lCancelStatus[from];
    hurtboxCollisionState[to] = src.hurtboxCollisionState[from];
    selfInducedAirXSpeed[to] = src.selfInducedAirXSpeed[from];
    selfInducedYSpeed[to] = src.selfInducedYSpeed[from];
    attackBasedXSpeed[to] = src.attackBasedXSpeed[from];
    attackBasedYSpeed[to] = src.attackBasedYSpeed[from];
    selfInducedGroundXSpeed[to] = src.selfInducedGroundXSpeed[from];
    hitlagRemaining[to] = src.hitlagRemaining[from];
    animationIndex[to] = src.animationIndex[from];
    lastHitByInstanceId[to] = src.lastHitByInstanceId[from];
    instanceId[to] = src.instanceId[from];
  }

  /** Trims the arrays to {@link #length()}. */
  void trim() {
    if (present.length == length) return;
    present = Arrays.copyOf(present, length);
    frame = Arrays.copyOf(frame, length);
    playerIndex = Arrays.copyOf(playerIndex, length);
    follower = Arrays.copyOf(follower, length);
    internalCharacterId = Arrays.copyOf(internalCharacterId, length);
    actionStateId = Arrays.copyOf(actionStateId, length);
    positionX = Arrays.copyOf(positionX, length);
    positionY = Arrays.copyOf(positionY, length);
    facingDirection = Arrays.copyOf(facingDirection, length);
    percent = Arrays.copyOf(percent, length);
    shieldSize = Arrays.copyOf(shieldSize, length);
    lastAttackLanded = Arrays.copyOf(lastAttackLanded, length);
    currentComboCount = Arrays.copyOf(currentComboCount, length);
    lastHitBy = Arrays.copyOf(lastHitBy, length);
    stocksRemaining = Arrays.copyOf(stocksRemaining, length);
    actionStateFrameCounter = Arrays.copyOf(actionStateFrameCounter, length);
    stateBitFlags1 = Arrays.copyOf(stateBitFlags1, length);
    stateBitFlags2 = Arrays.copyOf(stateBitFlags2, length);
    stateBitFlags3 = Arrays.copyOf(stateBitFlags3, length);
    stateBitFlags4 = Arrays.copyOf(stateBitFlags4, length);
    stateBitFlags5 = Arrays.copyOf(stateBitFlags5, length);
    miscAS = Arrays.copyOf(miscAS, length);
    airborne = Arrays.copyOf(airborne, length);
    lastGroundId = Arrays.copyOf(lastGroundId, length);
    jumpsRemaining = Arrays.copyOf(jumpsRemaining, length);
    lCancelStatus = Arrays.copyOf(lCancelStatus, length);
    hurtboxCollisionState = Arrays.copyOf(hurtboxCollisionState, length);
    selfInducedAirXSpeed = Arrays.copyOf(selfInducedAirXSpeed, length);
    selfInducedYSpeed = Arrays.copyOf(selfInducedYSpeed, length);
    attackBasedXSpeed = Arrays.copyOf(attackBasedXSpeed, length);
    attackBasedYSpeed = Arrays.copyOf(attackBasedYSpeed, length);
    selfInducedGroundXSpeed = Arrays.copyOf(selfInducedGroundXSpeed, length);
    hitlagRemaining = Arrays.copyOf(hitlagRemaining, length);
    animationIndex = Arrays.copyOf(animationIndex, length);
    lastHitByInstanceId = Arrays.copyOf(lastHitByInstanceId, length);
    instanceId = Arrays.copyOf(instanceId, length);
  }

  /** frame of row {@code i} (see {@link PostFrameUpdate#frame()}). */
  public int frame(int i) { return frame[i]; }

  /** playerIndex of row {@code i} (see {@link PostFrameUpdate#playerIndex()}). */
  public int playerIndex(int i) { return playerIndex[i] & 0xFF; }

  /** follower of row {@code i} (see {@link PostFrameUpdate#follower()}). */
  public int follower(int i) { return follower[i] & 0xFF; }

  /** internalCharacterId of row {@code i} (see {@link PostFrameUpdate#internalCharacterId()}). */
  public int internalCharacterId(int i) { return internalCharacterId[i] & 0xFF; }

  /** actionStateId of row {@code i} (see {@link PostFrameUpdate#actionStateId()}). */
  public int actionStateId(int i) { return actionStateId[i] & 0xFFFF; }

  /** positionX of row {@code i} (see {@link PostFrameUpdate#positionX()}). */
  public float positionX(int i) { return positionX[i]; }

  /** positionY of row {@code i} (see {@link PostFrameUpdate#positionY()}). */
  public float positionY(int i) { return positionY[i]; }

  /** facingDirection of row {@code i} (see {@link PostFrameUpdate#facingDirection()}). */
  public float facingDirection(int i) { return facingDirection[i]; }

  /** percent of row {@code i} (see {@link PostFrameUpdate#percent()}). */
  public float percent(int i) { return percent[i]; }

  /** shieldSize of row {@code i} (see {@link PostFrameUpdate#shieldSize()}). */
  public float shieldSize(int i) { return shieldSize[i]; }

  /** lastAttackLanded of row {@code i} (see {@link PostFrameUpdate#lastAttackLanded()}). */
  public int lastAttackLanded(int i) { return lastAttackLanded[i] & 0xFF; }

  /** currentComboCount of row {@code i} (see {@link PostFrameUpdate#currentComboCount()}). */
  public int currentComboCount(int i) { return currentComboCount[i] & 0xFF; }

  /** lastHitBy of row {@code i} (see {@link PostFrameUpdate#lastHitBy()}). */
  public int lastHitBy(int i) { return lastHitBy[i] & 0xFF; }

  /** stocksRemaining of row {@code i} (see {@link PostFrameUpdate#stocksRemaining()}). */
  public int stocksRemaining(int i) { return stocksRemaining[i] & 0xFF; }

  /** actionStateFrameCounter of row {@code i} (see {@link PostFrameUpdate#actionStateFrameCounter()}). */
  public float actionStateFrameCounter(int i) { return actionStateFrameCounter[i]; }

  /** stateBitFlags1 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags1()}). */
  public int stateBitFlags1(int i) { return stateBitFlags1[i] & 0xFF; }

  /** stateBitFlags2 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags2()}). */
  public int stateBitFlags2(int i) { return stateBitFlags2[i] & 0xFF; }

  /** stateBitFlags3 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags3()}). */
  public int stateBitFlags3(int i) { return stateBitFlags3[i] & 0xFF; }

  /** stateBitFlags4 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags4()}). */
  public int stateBitFlags4(int i) { return stateBitFlags4[i] & 0xFF; }

  /** stateBitFlags5 of row {@code i} (see {@link PostFrameUpdate#stateBitFlags5()}). */
  public int stateBitFlags5(int i) { return stateBitFlags5[i] & 0xFF; }

  /** miscAS of row {@code i} (see {@link PostFrameUpdate#miscAS()}). */
  public float miscAS(int i) { return miscAS[i]; }

  /** airborne of row {@code i} (see {@link PostFrameUpdate#airborne()}). */
  public int airborne(int i) { return airborne[i] & 0xFF; }

  /** lastGroundId of row {@code i} (see {@link PostFrameUpdate#lastGroundId()}). */
  public int lastGroundId(int i) { return lastGroundId[i] & 0xFFFF; }

  /** jumpsRemaining of row {@code i} (see {@link PostFrameUpdate#jumpsRemaining()}). */
  public int jumpsRemaining(int i) { return jumpsRemaining[i] & 0xFF; }

  /** lCancelStatus of row {@code i} (see {@link PostFrameUpdate#lCancelStatus()}). */
  public int lCancelStatus(int i) { return lCancelStatus[i] & 0xFF; }

  /** hurtboxCollisionState of row {@code i} (see {@link PostFrameUpdate#hurtboxCollisionState()}). */
  public int hurtboxCollisionState(int i) { return hurtboxCollisionState[i] & 0xFF; }

  /** selfInducedAirXSpeed of row {@code i} (see {@link PostFrameUpdate#selfInducedAirXSpeed()}). */
  public float selfInducedAirXSpeed(int i) { return selfInducedAirXSpeed[i]; }

  /** selfInducedYSpeed of row {@code i} (see {@link PostFrameUpdate#selfInducedYSpeed()}). */
  public float selfInducedYSpeed(int i) { return selfInducedYSpeed[i]; }

  /** attackBasedXSpeed of row {@code i} (see {@link PostFrameUpdate#attackBasedXSpeed()}). */
  public float attackBasedXSpeed(int i) { return attackBasedXSpeed[i]; }

  /** attackBasedYSpeed of row {@code i} (see {@link PostFrameUpdate#attackBasedYSpeed()}). */
  public float attackBasedYSpeed(int i) { return attackBasedYSpeed[i]; }

  /** selfInducedGroundXSpeed of row {@code i} (see {@link PostFrameUpdate#selfInducedGroundXSpeed()}). */
  public float selfInducedGroundXSpeed(int i) { return selfInducedGroundXSpeed[i]; }

  /** hitlagRemaining of row {@code i} (see {@link PostFrameUpdate#hitlagRemaining()}). */
  public float hitlagRemaining(int i) { return hitlagRemaining[i]; }

  /** animationIndex of row {@code i} (see {@link PostFrameUpdate#animationIndex()}). */
  public long animationIndex(int i) { return animationIndex[i] & 0xFFFFFFFFL; }

  /** lastHitByInstanceId of row {@code i} (see {@link PostFrameUpdate#lastHitByInstanceId()}). */
  public int lastHitByInstanceId(int i) { return lastHitByInstanceId[i] & 0xFFFF; }

  /** instanceId of row {@code i} (see {@link PostFrameUpdate#instanceId()}). */
  public int instanceId(int i) { return instanceId[i] & 0xFFFF; }

  /** Row {@code i} as a record (trailing bytes are not kept), or null when absent. */
  public PostFrameUpdate event(int i) {
    if (!present[i]) return null;
    return new PostFrameUpdate(frame(i), playerIndex(i), follower(i), internalCharacterId(i), actionStateId(i), positionX(i), positionY(i), facingDirection(i), percent(i), shieldSize(i), lastAttackLanded(i), currentComboCount(i), lastHitBy(i), stocksRemaining(i), actionStateFrameCounter(i), stateBitFlags1(i), stateBitFlags2(i), stateBitFlags3(i), stateBitFlags4(i), stateBitFlags5(i), miscAS(i), airborne(i), lastGroundId(i), jumpsRemaining(i), lCancelStatus(i), hurtboxCollisionState(i), selfInducedAirXSpeed(i), selfInducedYSpeed(i), attackBasedXSpeed(i), attackBasedYSpeed(i), selfInducedGroundXSpeed(i), hitlagRemaining(i), animationIndex(i), lastHitByInstanceId(i), instanceId(i), payloadSize, ByteSlice.EMPTY);
  }
}
