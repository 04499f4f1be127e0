package org.replays4j.slippi;

import java.util.Arrays;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * Pre-Frame Update values of one character (port, leader or follower), column-wise.
 * One primitive array per field (narrowest type that holds it), indexed by row; a row may be
 * absent ({@link #isPresent(int)} false), in which case every field reads as 0. Whether a field
 * exists at all in this file is decided by {@link #payloadSize()} exactly as for the record.
 */
public final class PreFrameColumns {
  private int length;
  private int payloadSize = -1;
  private boolean[] present;
  private int[] frame;
  private byte[] playerIndex;
  private byte[] follower;
  private int[] randomSeed;
  private short[] actionStateId;
  private float[] positionX;
  private float[] positionY;
  private float[] facingDirection;
  private float[] joystickX;
  private float[] joystickY;
  private float[] cStickX;
  private float[] cStickY;
  private float[] trigger;
  private int[] buttons;
  private short[] physicalButtons;
  private float[] physicalLTrigger;
  private float[] physicalRTrigger;
  private byte[] ucfRawX;
  private float[] percent;
  private byte[] ucfRawY;
  private byte[] cStickRawX;
  private byte[] cStickRawY;

  PreFrameColumns(int capacity) {
    present = new boolean[capacity];
    frame = new int[capacity];
    playerIndex = new byte[capacity];
    follower = new byte[capacity];
    randomSeed = new int[capacity];
    actionStateId = new short[capacity];
    positionX = new float[capacity];
    positionY = new float[capacity];
    facingDirection = new float[capacity];
    joystickX = new float[capacity];
    joystickY = new float[capacity];
    cStickX = new float[capacity];
    cStickY = new float[capacity];
    trigger = new float[capacity];
    buttons = new int[capacity];
    physicalButtons = new short[capacity];
    physicalLTrigger = new float[capacity];
    physicalRTrigger = new float[capacity];
    ucfRawX = new byte[capacity];
    percent = new float[capacity];
    ucfRawY = new byte[capacity];
    cStickRawX = new byte[capacity];
    cStickRawY = new byte[capacity];
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
    randomSeed = Arrays.copyOf(randomSeed, n);
    actionStateId = Arrays.copyOf(actionStateId, n);
    positionX = Arrays.copyOf(positionX, n);
    positionY = Arrays.copyOf(positionY, n);
    facingDirection = Arrays.copyOf(facingDirection, n);
    joystickX = Arrays.copyOf(joystickX, n);
    joystickY = Arrays.copyOf(joystickY, n);
    cStickX = Arrays.copyOf(cStickX, n);
    cStickY = Arrays.copyOf(cStickY, n);
    trigger = Arrays.copyOf(trigger, n);
    buttons = Arrays.copyOf(buttons, n);
    physicalButtons = Arrays.copyOf(physicalButtons, n);
    physicalLTrigger = Arrays.copyOf(physicalLTrigger, n);
    physicalRTrigger = Arrays.copyOf(physicalRTrigger, n);
    ucfRawX = Arrays.copyOf(ucfRawX, n);
    percent = Arrays.copyOf(percent, n);
    ucfRawY = Arrays.copyOf(ucfRawY, n);
    cStickRawX = Arrays.copyOf(cStickRawX, n);
    cStickRawY = Arrays.copyOf(cStickRawY, n);
  }

  void set(int i, PreFrameUpdate e) {
    ensure(i + 1);
    if (i >= length) length = i + 1;
    present[i] = true;
    payloadSize = e.payloadSize();
    frame[i] = e.frame();
    playerIndex[i] = (byte) e.playerIndex();
    follower[i] = (byte) e.follower();
    randomSeed[i] = (int) e.randomSeed();
    actionStateId[i] = (short) e.actionStateId();
    positionX[i] = e.positionX();
    positionY[i] = e.positionY();
    facingDirection[i] = e.facingDirection();
    joystickX[i] = e.joystickX();
    joystickY[i] = e.joystickY();
    cStickX[i] = e.cStickX();
    cStickY[i] = e.cStickY();
    trigger[i] = e.trigger();
    buttons[i] = (int) e.buttons();
    physicalButtons[i] = (short) e.physicalButtons();
    physicalLTrigger[i] = e.physicalLTrigger();
    physicalRTrigger[i] = e.physicalRTrigger();
    ucfRawX[i] = (byte) e.ucfRawX();
    percent[i] = e.percent();
    ucfRawY[i] = (byte) e.ucfRawY();
    cStickRawX[i] = (byte) e.cStickRawX();
    cStickRawY[i] = (byte) e.cStickRawY();
  }

  void append(PreFrameUpdate e) { set(length, e); }

  /**
   * Appends a row read through the public accessors of a view (what any collector can do). A field
   * the payload does not hold is not stored at all (its row stays 0): storing the zeros touched every
   * optional column of an old file and made building the model of a 1.2.0 replay about 20% slower.
   */
  void append(PreFrameView v) {
    int i = length;
    ensure(i + 1);
    length = i + 1;
    present[i] = true;
    int size = v.payloadSize();
    payloadSize = size;
    frame[i] = v.frame();
    playerIndex[i] = (byte) v.playerIndex();
    follower[i] = (byte) v.follower();
    randomSeed[i] = (int) v.randomSeed();
    actionStateId[i] = (short) v.actionStateId();
    positionX[i] = v.positionX();
    positionY[i] = v.positionY();
    facingDirection[i] = v.facingDirection();
    joystickX[i] = v.joystickX();
    joystickY[i] = v.joystickY();
    cStickX[i] = v.cStickX();
    cStickY[i] = v.cStickY();
    trigger[i] = v.trigger();
    buttons[i] = (int) v.buttons();
    physicalButtons[i] = (short) v.physicalButtons();
    physicalLTrigger[i] = v.physicalLTrigger();
    physicalRTrigger[i] = v.physicalRTrigger();
    if (size >= 0x3B) ucfRawX[i] = (byte) v.ucfRawX();
    if (size >= 0x3F) percent[i] = v.percent();
    if (size >= 0x40) ucfRawY[i] = (byte) v.ucfRawY();
    if (size >= 0x41) cStickRawX[i] = (byte) v.cStickRawX();
    if (size >= 0x42) cStickRawY[i] = (byte) v.cStickRawY();
  }

  /** Approximate bytes held by the arrays (element storage only). */
  public long retainedBytes() {
    long n = present.length;
    n += (long) frame.length * 4;
    n += (long) playerIndex.length * 1;
    n += (long) follower.length * 1;
    n += (long) randomSeed.length * 4;
    n += (long) actionStateId.length * 2;
    n += (long) positionX.length * 4;
    n += (long) positionY.length * 4;
    n += (long) facingDirection.length * 4;
    n += (long) joystickX.length * 4;
    n += (long) joystickY.length * 4;
    n += (long) cStickX.length * 4;
    n += (long) cStickY.length * 4;
    n += (long) trigger.length * 4;
    n += (long) buttons.length * 4;
    n += (long) physicalButtons.length * 2;
    n += (long) physicalLTrigger.length * 4;
    n += (long) physicalRTrigger.length * 4;
    n += (long) ucfRawX.length * 1;
    n += (long) percent.length * 4;
    n += (long) ucfRawY.length * 1;
    n += (long) cStickRawX.length * 1;
    n += (long) cStickRawY.length * 1;
    return n;
  }

  /**
   * New columns whose row {@code i} is row {@code rows[i]} of this ({@code -1}: absent row). The
   * same code runs whatever the payload size and absent rows (see {@link ColumnGather}).
   */
  PreFrameColumns gather(int[] rows, int n) {
    PreFrameColumns out = new PreFrameColumns(0);
    out.length = n;
    out.payloadSize = payloadSize;
    out.present = ColumnGather.present(present, rows, n);
    int[] absent = new int[n];
    int a = ColumnGather.absent(rows, n, absent);
    out.frame = ColumnGather.of(frame, rows, ColumnGather.rowsIf(payloadSize, 0x4, n), absent, a);
    out.playerIndex = ColumnGather.of(playerIndex, rows, ColumnGather.rowsIf(payloadSize, 0x5, n), absent, a);
    out.follower = ColumnGather.of(follower, rows, ColumnGather.rowsIf(payloadSize, 0x6, n), absent, a);
    out.randomSeed = ColumnGather.of(randomSeed, rows, ColumnGather.rowsIf(payloadSize, 0xA, n), absent, a);
    out.actionStateId = ColumnGather.of(actionStateId, rows, ColumnGather.rowsIf(payloadSize, 0xC, n), absent, a);
    out.positionX = ColumnGather.of(positionX, rows, ColumnGather.rowsIf(payloadSize, 0x10, n), absent, a);
    out.positionY = ColumnGather.of(positionY, rows, ColumnGather.rowsIf(payloadSize, 0x14, n), absent, a);
    out.facingDirection = ColumnGather.of(facingDirection, rows, ColumnGather.rowsIf(payloadSize, 0x18, n), absent, a);
    out.joystickX = ColumnGather.of(joystickX, rows, ColumnGather.rowsIf(payloadSize, 0x1C, n), absent, a);
    out.joystickY = ColumnGather.of(joystickY, rows, ColumnGather.rowsIf(payloadSize, 0x20, n), absent, a);
    out.cStickX = ColumnGather.of(cStickX, rows, ColumnGather.rowsIf(payloadSize, 0x24, n), absent, a);
    out.cStickY = ColumnGather.of(cStickY, rows, ColumnGather.rowsIf(payloadSize, 0x28, n), absent, a);
    out.trigger = ColumnGather.of(trigger, rows, ColumnGather.rowsIf(payloadSize, 0x2C, n), absent, a);
    out.buttons = ColumnGather.of(buttons, rows, ColumnGather.rowsIf(payloadSize, 0x30, n), absent, a);
    out.physicalButtons = ColumnGather.of(physicalButtons, rows, ColumnGather.rowsIf(payloadSize, 0x32, n), absent, a);
    out.physicalLTrigger = ColumnGather.of(physicalLTrigger, rows, ColumnGather.rowsIf(payloadSize, 0x36, n), absent, a);
    out.physicalRTrigger = ColumnGather.of(physicalRTrigger, rows, ColumnGather.rowsIf(payloadSize, 0x3A, n), absent, a);
    out.ucfRawX = ColumnGather.of(ucfRawX, rows, ColumnGather.rowsIf(payloadSize, 0x3B, n), absent, a);
    out.percent = ColumnGather.of(percent, rows, ColumnGather.rowsIf(payloadSize, 0x3F, n), absent, a);
    out.ucfRawY = ColumnGather.of(ucfRawY, rows, ColumnGather.rowsIf(payloadSize, 0x40, n), absent, a);
    out.cStickRawX = ColumnGather.of(cStickRawX, rows, ColumnGather.rowsIf(payloadSize, 0x41, n), absent, a);
    out.cStickRawY = ColumnGather.of(cStickRawY, rows, ColumnGather.rowsIf(payloadSize, 0x42, n), absent, a);
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
    if (payloadSize < 0xA) randomSeed = Arrays.copyOf(randomSeed, 0);
    else if (copy) randomSeed = Arrays.copyOf(randomSeed, length);
    if (payloadSize < 0xC) actionStateId = Arrays.copyOf(actionStateId, 0);
    else if (copy) actionStateId = Arrays.copyOf(actionStateId, length);
    if (payloadSize < 0x10) positionX = Arrays.copyOf(positionX, 0);
    else if (copy) positionX = Arrays.copyOf(positionX, length);
    if (payloadSize < 0x14) positionY = Arrays.copyOf(positionY, 0);
    else if (copy) positionY = Arrays.copyOf(positionY, length);
    if (payloadSize < 0x18) facingDirection = Arrays.copyOf(facingDirection, 0);
    else if (copy) facingDirection = Arrays.copyOf(facingDirection, length);
    if (payloadSize < 0x1C) joystickX = Arrays.copyOf(joystickX, 0);
    else if (copy) joystickX = Arrays.copyOf(joystickX, length);
    if (payloadSize < 0x20) joystickY = Arrays.copyOf(joystickY, 0);
    else if (copy) joystickY = Arrays.copyOf(joystickY, length);
    if (payloadSize < 0x24) cStickX = Arrays.copyOf(cStickX, 0);
    else if (copy) cStickX = Arrays.copyOf(cStickX, length);
    if (payloadSize < 0x28) cStickY = Arrays.copyOf(cStickY, 0);
    else if (copy) cStickY = Arrays.copyOf(cStickY, length);
    if (payloadSize < 0x2C) trigger = Arrays.copyOf(trigger, 0);
    else if (copy) trigger = Arrays.copyOf(trigger, length);
    if (payloadSize < 0x30) buttons = Arrays.copyOf(buttons, 0);
    else if (copy) buttons = Arrays.copyOf(buttons, length);
    if (payloadSize < 0x32) physicalButtons = Arrays.copyOf(physicalButtons, 0);
    else if (copy) physicalButtons = Arrays.copyOf(physicalButtons, length);
    if (payloadSize < 0x36) physicalLTrigger = Arrays.copyOf(physicalLTrigger, 0);
    else if (copy) physicalLTrigger = Arrays.copyOf(physicalLTrigger, length);
    if (payloadSize < 0x3A) physicalRTrigger = Arrays.copyOf(physicalRTrigger, 0);
    else if (copy) physicalRTrigger = Arrays.copyOf(physicalRTrigger, length);
    if (payloadSize < 0x3B) ucfRawX = Arrays.copyOf(ucfRawX, 0);
    else if (copy) ucfRawX = Arrays.copyOf(ucfRawX, length);
    if (payloadSize < 0x3F) percent = Arrays.copyOf(percent, 0);
    else if (copy) percent = Arrays.copyOf(percent, length);
    if (payloadSize < 0x40) ucfRawY = Arrays.copyOf(ucfRawY, 0);
    else if (copy) ucfRawY = Arrays.copyOf(ucfRawY, length);
    if (payloadSize < 0x41) cStickRawX = Arrays.copyOf(cStickRawX, 0);
    else if (copy) cStickRawX = Arrays.copyOf(cStickRawX, length);
    if (payloadSize < 0x42) cStickRawY = Arrays.copyOf(cStickRawY, 0);
    else if (copy) cStickRawY = Arrays.copyOf(cStickRawY, length);
  }

  /** frame of row {@code i} (see {@link PreFrameUpdate#frame()}). */
  public int frame(int i) {
    int[] a = frame;
    return a.length == 0 ? 0 : a[i];
  }

  /** playerIndex of row {@code i} (see {@link PreFrameUpdate#playerIndex()}). */
  public int playerIndex(int i) {
    byte[] a = playerIndex;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** follower of row {@code i} (see {@link PreFrameUpdate#follower()}). */
  public int follower(int i) {
    byte[] a = follower;
    return a.length == 0 ? 0 : a[i] & 0xFF;
  }

  /** randomSeed of row {@code i} (see {@link PreFrameUpdate#randomSeed()}). */
  public long randomSeed(int i) {
    int[] a = randomSeed;
    return a.length == 0 ? 0 : a[i] & 0xFFFFFFFFL;
  }

  /** actionStateId of row {@code i} (see {@link PreFrameUpdate#actionStateId()}). */
  public int actionStateId(int i) {
    short[] a = actionStateId;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** positionX of row {@code i} (see {@link PreFrameUpdate#positionX()}). */
  public float positionX(int i) {
    float[] a = positionX;
    return a.length == 0 ? 0 : a[i];
  }

  /** positionY of row {@code i} (see {@link PreFrameUpdate#positionY()}). */
  public float positionY(int i) {
    float[] a = positionY;
    return a.length == 0 ? 0 : a[i];
  }

  /** facingDirection of row {@code i} (see {@link PreFrameUpdate#facingDirection()}). */
  public float facingDirection(int i) {
    float[] a = facingDirection;
    return a.length == 0 ? 0 : a[i];
  }

  /** joystickX of row {@code i} (see {@link PreFrameUpdate#joystickX()}). */
  public float joystickX(int i) {
    float[] a = joystickX;
    return a.length == 0 ? 0 : a[i];
  }

  /** joystickY of row {@code i} (see {@link PreFrameUpdate#joystickY()}). */
  public float joystickY(int i) {
    float[] a = joystickY;
    return a.length == 0 ? 0 : a[i];
  }

  /** cStickX of row {@code i} (see {@link PreFrameUpdate#cStickX()}). */
  public float cStickX(int i) {
    float[] a = cStickX;
    return a.length == 0 ? 0 : a[i];
  }

  /** cStickY of row {@code i} (see {@link PreFrameUpdate#cStickY()}). */
  public float cStickY(int i) {
    float[] a = cStickY;
    return a.length == 0 ? 0 : a[i];
  }

  /** trigger of row {@code i} (see {@link PreFrameUpdate#trigger()}). */
  public float trigger(int i) {
    float[] a = trigger;
    return a.length == 0 ? 0 : a[i];
  }

  /** buttons of row {@code i} (see {@link PreFrameUpdate#buttons()}). */
  public long buttons(int i) {
    int[] a = buttons;
    return a.length == 0 ? 0 : a[i] & 0xFFFFFFFFL;
  }

  /** physicalButtons of row {@code i} (see {@link PreFrameUpdate#physicalButtons()}). */
  public int physicalButtons(int i) {
    short[] a = physicalButtons;
    return a.length == 0 ? 0 : a[i] & 0xFFFF;
  }

  /** physicalLTrigger of row {@code i} (see {@link PreFrameUpdate#physicalLTrigger()}). */
  public float physicalLTrigger(int i) {
    float[] a = physicalLTrigger;
    return a.length == 0 ? 0 : a[i];
  }

  /** physicalRTrigger of row {@code i} (see {@link PreFrameUpdate#physicalRTrigger()}). */
  public float physicalRTrigger(int i) {
    float[] a = physicalRTrigger;
    return a.length == 0 ? 0 : a[i];
  }

  /** ucfRawX of row {@code i} (see {@link PreFrameUpdate#ucfRawX()}). */
  public int ucfRawX(int i) {
    byte[] a = ucfRawX;
    return a.length == 0 ? 0 : a[i];
  }

  /** percent of row {@code i} (see {@link PreFrameUpdate#percent()}). */
  public float percent(int i) {
    float[] a = percent;
    return a.length == 0 ? 0 : a[i];
  }

  /** ucfRawY of row {@code i} (see {@link PreFrameUpdate#ucfRawY()}). */
  public int ucfRawY(int i) {
    byte[] a = ucfRawY;
    return a.length == 0 ? 0 : a[i];
  }

  /** cStickRawX of row {@code i} (see {@link PreFrameUpdate#cStickRawX()}). */
  public int cStickRawX(int i) {
    byte[] a = cStickRawX;
    return a.length == 0 ? 0 : a[i];
  }

  /** cStickRawY of row {@code i} (see {@link PreFrameUpdate#cStickRawY()}). */
  public int cStickRawY(int i) {
    byte[] a = cStickRawY;
    return a.length == 0 ? 0 : a[i];
  }

  /** Row {@code i} as a record (trailing bytes are not kept), or null when absent. */
  public PreFrameUpdate event(int i) {
    if (!present[i]) return null;
    return new PreFrameUpdate(frame(i), playerIndex(i), follower(i), randomSeed(i), actionStateId(i), positionX(i), positionY(i), facingDirection(i), joystickX(i), joystickY(i), cStickX(i), cStickY(i), trigger(i), buttons(i), physicalButtons(i), physicalLTrigger(i), physicalRTrigger(i), ucfRawX(i), percent(i), ucfRawY(i), cStickRawX(i), cStickRawY(i), payloadSize, ByteSlice.EMPTY);
  }
}
