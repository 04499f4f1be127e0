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

  /**
   * Appends a row read through the public accessors of a view (what any collector can do). A field
   * the payload does not hold is not stored at all (its row stays 0): storing the zeros touched every
   * optional column of an old file and made building the model of a 1.2.0 replay about 20% slower.
   */
  void append(ItemUpdateView v) {
    int i = length;
    ensure(i + 1);
    length = i + 1;
    present[i] = true;
    int size = v.payloadSize();
    payloadSize = size;
    frame[i] = v.frame();
    typeId[i] = (short) v.typeId();
    state[i] = (byte) v.state();
    facingDirection[i] = v.facingDirection();
    velocityX[i] = v.velocityX();
    velocityY[i] = v.velocityY();
    positionX[i] = v.positionX();
    positionY[i] = v.positionY();
    damageTaken[i] = (short) v.damageTaken();
    expirationTimer[i] = v.expirationTimer();
    if (size >= 0x25) spawnId[i] = (int) v.spawnId();
    if (size >= 0x26) misc1[i] = (byte) v.misc1();
    if (size >= 0x27) misc2[i] = (byte) v.misc2();
    if (size >= 0x28) misc3[i] = (byte) v.misc3();
    if (size >= 0x29) misc4[i] = (byte) v.misc4();
    if (size >= 0x2A) owner[i] = (byte) v.owner();
    if (size >= 0x2C) instanceId[i] = (short) v.instanceId();
  }

  /** Approximate bytes held by the arrays (element storage only). */
  public long retainedBytes() {
    long n = present.length;
    n += (long) frame.length * 4;
    n += (long) typeId.length * 2;
    n += (long) state.length * 1;
    n += (long) facingDirection.length * 4;
    n += (long) velocityX.length * 4;
    n += (long) velocityY.length * 4;
    n += (long) positionX.length * 4;
    n += (long) positionY.length * 4;
    n += (long) damageTaken.length * 2;
    n += (long) expirationTimer.length * 4;
    n += (long) spawnId.length * 4;
    n += (long) misc1.length * 1;
    n += (long) misc2.length * 1;
    n += (long) misc3.length * 1;
    n += (long) misc4.length * 1;
    n += (long) owner.length * 1;
    n += (long) instanceId.length * 2;
    return n;
  }

  /**
   * New columns whose row {@code i} is row {@code rows[i]} of this ({@code -1}: absent row). The
   * same code runs whatever the payload size and absent rows (see {@link ColumnGather}).
   */
  ItemColumns gather(int[] rows, int n) {
    ItemColumns out = new ItemColumns(0);
    out.length = n;
    out.payloadSize = payloadSize;
    out.present = ColumnGather.present(present, rows, n);
    int[] absent = new int[n];
    int a = ColumnGather.absent(rows, n, absent);
    out.frame = ColumnGather.of(frame, rows, ColumnGather.rowsIf(payloadSize, 0x4, n), absent, a);
    out.typeId = ColumnGather.of(typeId, rows, ColumnGather.rowsIf(payloadSize, 0x6, n), absent, a);
    out.state = ColumnGather.of(state, rows, ColumnGather.rowsIf(payloadSize, 0x7, n), absent, a);
    out.facingDirection = ColumnGather.of(facingDirection, rows, ColumnGather.rowsIf(payloadSize, 0xB, n), absent, a);
    out.velocityX = ColumnGather.of(velocityX, rows, ColumnGather.rowsIf(payloadSize, 0xF, n), absent, a);
    out.velocityY = ColumnGather.of(velocityY, rows, ColumnGather.rowsIf(payloadSize, 0x13, n), absent, a);
    out.positionX = ColumnGather.of(positionX, rows, ColumnGather.rowsIf(payloadSize, 0x17, n), absent, a);
    out.positionY = ColumnGather.of(positionY, rows, ColumnGather.rowsIf(payloadSize, 0x1B, n), absent, a);
    out.damageTaken = ColumnGather.of(damageTaken, rows, ColumnGather.rowsIf(payloadSize, 0x1D, n), absent, a);
    out.expirationTimer = ColumnGather.of(expirationTimer, rows, ColumnGather.rowsIf(payloadSize, 0x21, n), absent, a);
    out.spawnId = ColumnGather.of(spawnId, rows, ColumnGather.rowsIf(payloadSize, 0x25, n), absent, a);
    out.misc1 = ColumnGather.of(misc1, rows, ColumnGather.rowsIf(payloadSize, 0x26, n), absent, a);
    out.misc2 = ColumnGather.of(misc2, rows, ColumnGather.rowsIf(payloadSize, 0x27, n), absent, a);
    out.misc3 = ColumnGather.of(misc3, rows, ColumnGather.rowsIf(payloadSize, 0x28, n), absent, a);
    out.misc4 = ColumnGather.of(misc4, rows, ColumnGather.rowsIf(payloadSize, 0x29, n), absent, a);
    out.owner = ColumnGather.of(owner, rows, ColumnGather.rowsIf(payloadSize, 0x2A, n), absent, a);
    out.instanceId = ColumnGather.of(instanceId, rows, ColumnGather.rowsIf(payloadSize, 0x2C, n), absent, a);
    return out;
  }

  /** Trims the arrays to {@link #length()}. */
  void trim() {
    // small slack (presized arrays) is kept rather than copied: rows past length() are never read
    boolean copy = present.length - length > (length >> 3);
    if (copy) present = Arrays.copyOf(present, length);
    if (payloadSize < 0x4) frame = Arrays.copyOf(frame, 0);
    else if (copy) frame = Arrays.copyOf(frame, length);
    if (payloadSize < 0x6) typeId = Arrays.copyOf(typeId, 0);
    else if (copy) typeId = Arrays.copyOf(typeId, length);
    if (payloadSize < 0x7) state = Arrays.copyOf(state, 0);
    else if (copy) state = Arrays.copyOf(state, length);
    if (payloadSize < 0xB) facingDirection = Arrays.copyOf(facingDirection, 0);
    else if (copy) facingDirection = Arrays.copyOf(facingDirection, length);
    if (payloadSize < 0xF) velocityX = Arrays.copyOf(velocityX, 0);
    else if (copy) velocityX = Arrays.copyOf(velocityX, length);
    if (payloadSize < 0x13) velocityY = Arrays.copyOf(velocityY, 0);
    else if (copy) velocityY = Arrays.copyOf(velocityY, length);
    if (payloadSize < 0x17) positionX = Arrays.copyOf(positionX, 0);
    else if (copy) positionX = Arrays.copyOf(positionX, length);
    if (payloadSize < 0x1B) positionY = Arrays.copyOf(positionY, 0);
    else if (copy) positionY = Arrays.copyOf(positionY, length);
    if (payloadSize < 0x1D) damageTaken = Arrays.copyOf(damageTaken, 0);
    else if (copy) damageTaken = Arrays.copyOf(damageTaken, length);
    if (payloadSize < 0x21) expirationTimer = Arrays.copyOf(expirationTimer, 0);
    else if (copy) expirationTimer = Arrays.copyOf(expirationTimer, length);
    if (payloadSize < 0x25) spawnId = Arrays.copyOf(spawnId, 0);
    else if (copy) spawnId = Arrays.copyOf(spawnId, length);
    if (payloadSize < 0x26) misc1 = Arrays.copyOf(misc1, 0);
    else if (copy) misc1 = Arrays.copyOf(misc1, length);
    if (payloadSize < 0x27) misc2 = Arrays.copyOf(misc2, 0);
    else if (copy) misc2 = Arrays.copyOf(misc2, length);
    if (payloadSize < 0x28) misc3 = Arrays.copyOf(misc3, 0);
    else if (copy) misc3 = Arrays.copyOf(misc3, length);
    if (payloadSize < 0x29) misc4 = Arrays.copyOf(misc4, 0);
    else if (copy) misc4 = Arrays.copyOf(misc4, length);
    if (payloadSize < 0x2A) owner = Arrays.copyOf(owner, 0);
    else if (copy) owner = Arrays.copyOf(owner, length);
    if (payloadSize < 0x2C) instanceId = Arrays.copyOf(instanceId, 0);
    else if (copy) instanceId = Arrays.copyOf(instanceId, length);
  }

  /** frame of row {@code i} (see {@link ItemUpdate#frame()}). */
  public int frame(int i) {
    int[] a = frame;
    return a.length == 0 ? 0 : a[i];
  }

  /** typeId of row {@code i} (see {@link ItemUpdate#typeId()}). */
  public int typeId(int i) {
    short[] a = typeId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** state of row {@code i} (see {@link ItemUpdate#state()}). */
  public int state(int i) {
    byte[] a = state;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** facingDirection of row {@code i} (see {@link ItemUpdate#facingDirection()}). */
  public float facingDirection(int i) {
    float[] a = facingDirection;
    return a.length == 0 ? 0 : a[i];
  }

  /** velocityX of row {@code i} (see {@link ItemUpdate#velocityX()}). */
  public float velocityX(int i) {
    float[] a = velocityX;
    return a.length == 0 ? 0 : a[i];
  }

  /** velocityY of row {@code i} (see {@link ItemUpdate#velocityY()}). */
  public float velocityY(int i) {
    float[] a = velocityY;
    return a.length == 0 ? 0 : a[i];
  }

  /** positionX of row {@code i} (see {@link ItemUpdate#positionX()}). */
  public float positionX(int i) {
    float[] a = positionX;
    return a.length == 0 ? 0 : a[i];
  }

  /** positionY of row {@code i} (see {@link ItemUpdate#positionY()}). */
  public float positionY(int i) {
    float[] a = positionY;
    return a.length == 0 ? 0 : a[i];
  }

  /** damageTaken of row {@code i} (see {@link ItemUpdate#damageTaken()}). */
  public int damageTaken(int i) {
    short[] a = damageTaken;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** expirationTimer of row {@code i} (see {@link ItemUpdate#expirationTimer()}). */
  public float expirationTimer(int i) {
    float[] a = expirationTimer;
    return a.length == 0 ? 0 : a[i];
  }

  /** spawnId of row {@code i} (see {@link ItemUpdate#spawnId()}). */
  public long spawnId(int i) {
    int[] a = spawnId;
    return a.length == 0 ? 0 : a[i] & 0xFFFFFFFFL;
  }

  /** misc1 of row {@code i} (see {@link ItemUpdate#misc1()}). */
  public int misc1(int i) {
    byte[] a = misc1;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** misc2 of row {@code i} (see {@link ItemUpdate#misc2()}). */
  public int misc2(int i) {
    byte[] a = misc2;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** misc3 of row {@code i} (see {@link ItemUpdate#misc3()}). */
  public int misc3(int i) {
    byte[] a = misc3;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** misc4 of row {@code i} (see {@link ItemUpdate#misc4()}). */
  public int misc4(int i) {
    byte[] a = misc4;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** owner of row {@code i} (see {@link ItemUpdate#owner()}). */
  public int owner(int i) {
    byte[] a = owner;
    return a.length == 0 ? 0 : a[i];
  }

  /** instanceId of row {@code i} (see {@link ItemUpdate#instanceId()}). */
  public int instanceId(int i) {
    short[] a = instanceId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** Row {@code i} as a record (trailing bytes are not kept), or null when absent. */
  public ItemUpdate event(int i) {
    if (!present[i]) return null;
    return new ItemUpdate(frame(i), typeId(i), state(i), facingDirection(i), velocityX(i), velocityY(i), positionX(i), positionY(i), damageTaken(i), expirationTimer(i), spawnId(i), misc1(i), misc2(i), misc3(i), misc4(i), owner(i), instanceId(i), payloadSize, ByteSlice.EMPTY);
  }
}
