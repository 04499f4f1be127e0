package org.replays4j.slippi;

import java.util.Arrays;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.ItemUpdate;

/**
 * Item Update values, column-wise, one row per item update of the finalized frames in frame order.
 * One primitive array per field (narrowest type that holds it), indexed by row; a row may be
 * absent ({@link #isPresent(int)} false), in which case every field reads as 0. Whether a field
 * exists at all in this file is decided by {@link #payloadSize()} exactly as for the record.
 */
public final class ItemColumns {
  private int length;
  private int payloadSize = -1;
  private boolean[] present;
  private int[] frame;
  private short[] typeId;
  private byte[] state;
  private float[] facingDirection;
  private float[] velocityX;
  private float[] velocityY;
  private float[] positionX;
  private float[] positionY;
  private short[] damageTaken;
  private float[] expirationTimer;
  private int[] spawnId;
  private byte[] misc1;
  private byte[] misc2;
  private byte[] misc3;
  private byte[] misc4;
  private byte[] owner;
  private short[] instanceId;

  ItemColumns(int capacity) {
    present = new boolean[capacity];
    frame = new int[capacity];
    typeId = new short[capacity];
    state = new byte[capacity];
    facingDirection = new float[capacity];
    velocityX = new float[capacity];
    velocityY = new float[capacity];
    positionX = new float[capacity];
    positionY = new float[capacity];
    damageTaken = new short[capacity];
    expirationTimer = new float[capacity];
    spawnId = new int[capacity];
    misc1 = new byte[capacity];
    misc2 = new byte[capacity];
    misc3 = new byte[capacity];
    misc4 = new byte[capacity];
    owner = new byte[capacity];
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
    typeId = Arrays.copyOf(typeId, n);
    state = Arrays.copyOf(state, n);
    facingDirection = Arrays.copyOf(facingDirection, n);
    velocityX = Arrays.copyOf(velocityX, n);
    velocityY = Arrays.copyOf(velocityY, n);
    positionX = Arrays.copyOf(positionX, n);
    positionY = Arrays.copyOf(positionY, n);
    damageTaken = Arrays.copyOf(damageTaken, n);
    expirationTimer = Arrays.copyOf(expirationTimer, n);
    spawnId = Arrays.copyOf(spawnId, n);
    misc1 = Arrays.copyOf(misc1, n);
    misc2 = Arrays.copyOf(misc2, n);
    misc3 = Arrays.copyOf(misc3, n);
    misc4 = Arrays.copyOf(misc4, n);
    owner = Arrays.copyOf(owner, n);
    instanceId = Arrays.copyOf(instanceId, n);
  }

  void set(int i, ItemUpdate e) {
    ensure(i + 1);
    if (i >= length) length = i + 1;
    present[i] = true;
    payloadSize = e.payloadSize();
    frame[i] = e.frame();
    typeId[i] = (short) e.typeId();
    state[i] = (byte) e.state();
    facingDirection[i] = e.facingDirection();
    velocityX[i] = e.velocityX();
    velocityY[i] = e.velocityY();
    positionX[i] = e.positionX();
    positionY[i] = e.positionY();
    damageTaken[i] = (short) e.damageTaken();
    expirationTimer[i] = e.expirationTimer();
    spawnId[i] = (int) e.spawnId();
    misc1[i] = (byte) e.misc1();
    misc2[i] = (byte) e.misc2();
    misc3[i] = (byte) e.misc3();
    misc4[i] = (byte) e.misc4();
    owner[i] = (byte) e.owner();
    instanceId[i] = (short) e.instanceId();
  }

  void append(ItemUpdate e) { set(length, e); }

  /** Appends a row read straight from an event's bytes ({@code c} = command byte index). */
  void appendRaw(byte[] b, int c, int size) {
    int i = length;
    ensure(i + 1);
    length = i + 1;
    present[i] = true;
    payloadSize = size;
    frame[i] = EventParser.i32(b, c + 0x1);
    typeId[i] = (short) (((b[c + 0x5] & 0xFF) << 8) | (b[c + 0x5 + 1] & 0xFF));
    state[i] = b[c + 0x7];
    facingDirection[i] = EventParser.f32(b, c + 0x8);
    velocityX[i] = EventParser.f32(b, c + 0xC);
    velocityY[i] = EventParser.f32(b, c + 0x10);
    positionX[i] = EventParser.f32(b, c + 0x14);
    positionY[i] = EventParser.f32(b, c + 0x18);
    damageTaken[i] = (short) (((b[c + 0x1C] & 0xFF) << 8) | (b[c + 0x1C + 1] & 0xFF));
    expirationTimer[i] = EventParser.f32(b, c + 0x1E);
    if (size >= 0x25) spawnId[i] = EventParser.i32(b, c + 0x22);
    if (size >= 0x26) misc1[i] = b[c + 0x26];
    if (size >= 0x27) misc2[i] = b[c + 0x27];
    if (size >= 0x28) misc3[i] = b[c + 0x28];
    if (size >= 0x29) misc4[i] = b[c + 0x29];
    if (size >= 0x2A) owner[i] = b[c + 0x2A];
    if (size >= 0x2C) instanceId[i] = (short) (((b[c + 0x2B] & 0xFF) << 8) | (b[c + 0x2B + 1] & 0xFF));
  }

  void setLength(int n) { ensure(n); length = n; }

  /** Copies row {@code from} of {@code src} into row {@code to} of this. */
  void copyRow(ItemColumns src, int from, int to) {
    present[to] = src.present[from];
    if (src.payloadSize >= 0) payloadSize = src.payloadSize;
    frame[to] = src.frame[from];
    typeId[to] = src.typeId[from];
    state[to] = src.state[from];
    facingDirection[to] = src.facingDirection[from];
    velocityX[to] = src.velocityX[from];
    velocityY[to] = src.velocityY[from];
    positionX[to] = src.positionX[from];
    positionY[to] = src.positionY[from];
    damageTaken[to] = src.damageTaken[from];
    expirationTimer[to] = src.expirationTimer[from];
    spawnId[to] = src.spawnId[from];
    misc1[to] = src.misc1[from];
    misc2[to] = src.misc2[from];
    misc3[to] = src.misc3[from];
    misc4[to] = src.misc4[from];
    owner[to] = src.owner[from];
    instanceId[to] = src.instanceId[from];
  }

  /** Trims the arrays to {@link #length()}. */
  void trim() {
    if (present.length == length) return;
    present = Arrays.copyOf(present, length);
    frame = Arrays.copyOf(frame, length);
    typeId = Arrays.copyOf(typeId, length);
    state = Arrays.copyOf(state, length);
    facingDirection = Arrays.copyOf(facingDirection, length);
    velocityX = Arrays.copyOf(velocityX, length);
    velocityY = Arrays.copyOf(velocityY, length);
    positionX = Arrays.copyOf(positionX, length);
    positionY = Arrays.copyOf(positionY, length);
    damageTaken = Arrays.copyOf(damageTaken, length);
    expirationTimer = Arrays.copyOf(expirationTimer, length);
    spawnId = Arrays.copyOf(spawnId, length);
    misc1 = Arrays.copyOf(misc1, length);
    misc2 = Arrays.copyOf(misc2, length);
    misc3 = Arrays.copyOf(misc3, length);
    misc4 = Arrays.copyOf(misc4, length);
    owner = Arrays.copyOf(owner, length);
    instanceId = Arrays.copyOf(instanceId, length);
  }

  /** frame of row {@code i} (see {@link ItemUpdate#frame()}). */
  public int frame(int i) { return frame[i]; }

  /** typeId of row {@code i} (see {@link ItemUpdate#typeId()}). */
  public int typeId(int i) { return typeId[i] & 0xFFFF; }

  /** state of row {@code i} (see {@link ItemUpdate#state()}). */
  public int state(int i) { return state[i] & 0xFF; }

  /** facingDirection of row {@code i} (see {@link ItemUpdate#facingDirection()}). */
  public float facingDirection(int i) { return facingDirection[i]; }

  /** velocityX of row {@code i} (see {@link ItemUpdate#velocityX()}). */
  public float velocityX(int i) { return velocityX[i]; }

  /** velocityY of row {@code i} (see {@link ItemUpdate#velocityY()}). */
  public float velocityY(int i) { return velocityY[i]; }

  /** positionX of row {@code i} (see {@link ItemUpdate#positionX()}). */
  public float positionX(int i) { return positionX[i]; }

  /** positionY of row {@code i} (see {@link ItemUpdate#positionY()}). */
  public float positionY(int i) { return positionY[i]; }

  /** damageTaken of row {@code i} (see {@link ItemUpdate#damageTaken()}). */
  public int damageTaken(int i) { return damageTaken[i] & 0xFFFF; }

  /** expirationTimer of row {@code i} (see {@link ItemUpdate#expirationTimer()}). */
  public float expirationTimer(int i) { return expirationTimer[i]; }

  /** spawnId of row {@code i} (see {@link ItemUpdate#spawnId()}). */
  public long spawnId(int i) { return spawnId[i] & 0xFFFFFFFFL; }

  /** misc1 of row {@code i} (see {@link ItemUpdate#misc1()}). */
  public int misc1(int i) { return misc1[i] & 0xFF; }

  /** misc2 of row {@code i} (see {@link ItemUpdate#misc2()}). */
  public int misc2(int i) { return misc2[i] & 0xFF; }

  /** misc3 of row {@code i} (see {@link ItemUpdate#misc3()}). */
  public int misc3(int i) { return misc3[i] & 0xFF; }

  /** misc4 of row {@code i} (see {@link ItemUpdate#misc4()}). */
  public int misc4(int i) { return misc4[i] & 0xFF; }

  /** owner of row {@code i} (see {@link ItemUpdate#owner()}). */
  public int owner(int i) { return owner[i]; }

  /** instanceId of row {@code i} (see {@link ItemUpdate#instanceId()}). */
  public int instanceId(int i) { return instanceId[i] & 0xFFFF; }

  /** Row {@code i} as a record (trailing bytes are not kept), or null when absent. */
  public ItemUpdate event(int i) {
    if (!present[i]) return null;
    return new ItemUpdate(frame(i), typeId(i), state(i), facingDirection(i), velocityX(i), velocityY(i), positionX(i), positionY(i), damageTaken(i), expirationTimer(i), spawnId(i), misc1(i), misc2(i), misc3(i), misc4(i), owner(i), instanceId(i), payloadSize, ByteSlice.EMPTY);
  }
}
