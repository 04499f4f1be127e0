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
    randomSeed[i] = EventParser.i32(b, c + 0x7);
    actionStateId[i] = (short) (((b[c + 0xB] & 0xFF) << 8) | (b[c + 0xB + 1] & 0xFF));
    positionX[i] = EventParser.f32(b, c + 0xD);
    positionY[i] = EventParser.f32(b, c + 0x11);
    facingDirection[i] = EventParser.f32(b, c + 0x15);
    joystickX[i] = EventParser.f32(b, c + 0x19);
    joystickY[i] = EventParser.f32(b, c + 0x1D);
    cStickX[i] = EventParser.f32(b, c + 0x21);
    cStickY[i] = EventParser.f32(b, c + 0x25);
    trigger[i] = EventParser.f32(b, c + 0x29);
    buttons[i] = EventParser.i32(b, c + 0x2D);
    physicalButtons[i] = (short) (((b[c + 0x31] & 0xFF) << 8) | (b[c + 0x31 + 1] & 0xFF));
    physicalLTrigger[i] = EventParser.f32(b, c + 0x33);
    physicalRTrigger[i] = EventParser.f32(b, c + 0x37);
    if (size >= 0x3B) ucfRawX[i] = b[c + 0x3B];
    if (size >= 0x3F) percent[i] = EventParser.f32(b, c + 0x3C);
    if (size >= 0x40) ucfRawY[i] = b[c + 0x40];
    if (size >= 0x41) cStickRawX[i] = b[c + 0x41];
    if (size >= 0x42) cStickRawY[i] = b[c + 0x42];
  }

  void setLength(int n) { ensure(n); length = n; }

  /** Copies row {@code from} of {@code src} into row {@code to} of this. */
  void copyRow(PreFrameColumns src, int from, int to) {
    present[to] = src.present[from];
    if (src.payloadSize >= 0) payloadSize = src.payloadSize;
    frame[to] = src.frame[from];
    playerIndex[to] = src.playerIndex[from];
    follower[to] = src.follower[from];
    randomSeed[to] = src.randomSeed[from];
    actionStateId[to] = src.actionStateId[from];
    positionX[to] = src.positionX[from];
    positionY[to] = src.positionY[from];
    facingDirection[to] = src.facingDirection[from];
    joystickX[to] = src.joystickX[from];
    joystickY[to] = src.joystickY[from];
    cStickX[to] = src.cStickX[from];
    cStickY[to] = src.cStickY[from];
    trigger[to] = src.trigger[from];
    buttons[to] = src.buttons[from];
    physicalButtons[to] = src.physicalButtons[from];
    physicalLTrigger[to] = src.physicalLTrigger[from];
    physicalRTrigger[to] = src.physicalRTrigger[from];
    ucfRawX[to] = src.ucfRawX[from];
    percent[to] = src.percent[from];
    ucfRawY[to] = src.ucfRawY[from];
    cStickRawX[to] = src.cStickRawX[from];
    cStickRawY[to] = src.cStickRawY[from];
  }

  /** Trims the arrays to {@link #length()}. */
  void trim() {
    if (present.length == length) return;
    present = Arrays.copyOf(present, length);
    frame = Arrays.copyOf(frame, length);
    playerIndex = Arrays.copyOf(playerIndex, length);
    follower = Arrays.copyOf(follower, length);
    randomSeed = Arrays.copyOf(randomSeed, length);
    actionStateId = Arrays.copyOf(actionStateId, length);
    positionX = Arrays.copyOf(positionX, length);
    positionY = Arrays.copyOf(positionY, length);
    facingDirection = Arrays.copyOf(facingDirection, length);
    joystickX = Arrays.copyOf(joystickX, length);
    joystickY = Arrays.copyOf(joystickY, length);
    cStickX = Arrays.copyOf(cStickX, length);
    cStickY = Arrays.copyOf(cStickY, length);
    trigger = Arrays.copyOf(trigger, length);
    buttons = Arrays.copyOf(buttons, length);
    physicalButtons = Arrays.copyOf(physicalButtons, length);
    physicalLTrigger = Arrays.copyOf(physicalLTrigger, length);
    physicalRTrigger = Arrays.copyOf(physicalRTrigger, length);
    ucfRawX = Arrays.copyOf(ucfRawX, length);
    percent = Arrays.copyOf(percent, length);
    ucfRawY = Arrays.copyOf(ucfRawY, length);
    cStickRawX = Arrays.copyOf(cStickRawX, length);
    cStickRawY = Arrays.copyOf(cStickRawY, length);
  }

  /** frame of row {@code i} (see {@link PreFrameUpdate#frame()}). */
  public int frame(int i) { return frame[i]; }

  /** playerIndex of row {@code i} (see {@link PreFrameUpdate#playerIndex()}). */
  public int playerIndex(int i) { return playerIndex[i] & 0xFF; }

  /** follower of row {@code i} (see {@link PreFrameUpdate#follower()}). */
  public int follower(int i) { return follower[i] & 0xFF; }

  /** randomSeed of row {@code i} (see {@link PreFrameUpdate#randomSeed()}). */
  public long randomSeed(int i) { return randomSeed[i] & 0xFFFFFFFFL; }

  /** actionStateId of row {@code i} (see {@link PreFrameUpdate#actionStateId()}). */
  public int actionStateId(int i) { return actionStateId[i] & 0xFFFF; }

  /** positionX of row {@code i} (see {@link PreFrameUpdate#positionX()}). */
  public float positionX(int i) { return positionX[i]; }

  /** positionY of row {@code i} (see {@link PreFrameUpdate#positionY()}). */
  public float positionY(int i) { return positionY[i]; }

  /** facingDirection of row {@code i} (see {@link PreFrameUpdate#facingDirection()}). */
  public float facingDirection(int i) { return facingDirection[i]; }

  /** joystickX of row {@code i} (see {@link PreFrameUpdate#joystickX()}). */
  public float joystickX(int i) { return joystickX[i]; }

  /** joystickY of row {@code i} (see {@link PreFrameUpdate#joystickY()}). */
  public float joystickY(int i) { return joystickY[i]; }

  /** cStickX of row {@code i} (see {@link PreFrameUpdate#cStickX()}). */
  public float cStickX(int i) { return cStickX[i]; }

  /** cStickY of row {@code i} (see {@link PreFrameUpdate#cStickY()}). */
  public float cStickY(int i) { return cStickY[i]; }

  /** trigger of row {@code i} (see {@link PreFrameUpdate#trigger()}). */
  public float trigger(int i) { return trigger[i]; }

  /** buttons of row {@code i} (see {@link PreFrameUpdate#buttons()}). */
  public long buttons(int i) { return buttons[i] & 0xFFFFFFFFL; }

  /** physicalButtons of row {@code i} (see {@link PreFrameUpdate#physicalButtons()}). */
  public int physicalButtons(int i) { return physicalButtons[i] & 0xFFFF; }

  /** physicalLTrigger of row {@code i} (see {@link PreFrameUpdate#physicalLTrigger()}). */
  public float physicalLTrigger(int i) { return physicalLTrigger[i]; }

  /** physicalRTrigger of row {@code i} (see {@link PreFrameUpdate#physicalRTrigger()}). */
  public float physicalRTrigger(int i) { return physicalRTrigger[i]; }

  /** ucfRawX of row {@code i} (see {@link PreFrameUpdate#ucfRawX()}). */
  public int ucfRawX(int i) { return ucfRawX[i]; }

  /** percent of row {@code i} (see {@link PreFrameUpdate#percent()}). */
  public float percent(int i) { return percent[i]; }

  /** ucfRawY of row {@code i} (see {@link PreFrameUpdate#ucfRawY()}). */
  public int ucfRawY(int i) { return ucfRawY[i]; }

  /** cStickRawX of row {@code i} (see {@link PreFrameUpdate#cStickRawX()}). */
  public int cStickRawX(int i) { return cStickRawX[i]; }

  /** cStickRawY of row {@code i} (see {@link PreFrameUpdate#cStickRawY()}). */
  public int cStickRawY(int i) { return cStickRawY[i]; }

  /** Row {@code i} as a record (trailing bytes are not kept), or null when absent. */
  public PreFrameUpdate event(int i) {
    if (!present[i]) return null;
    return new PreFrameUpdate(frame(i), playerIndex(i), follower(i), randomSeed(i), actionStateId(i), positionX(i), positionY(i), facingDirection(i), joystickX(i), joystickY(i), cStickX(i), cStickY(i), trigger(i), buttons(i), physicalButtons(i), physicalLTrigger(i), physicalRTrigger(i), ucfRawX(i), percent(i), ucfRawY(i), cStickRawX(i), cStickRawY(i), payloadSize, ByteSlice.EMPTY);
  }
}
