package org.replays4j.slippi.ruleset;

import java.util.Arrays;
import org.replays4j.slippi.PostFrameColumns;
import org.replays4j.slippi.PreFrameColumns;
import org.replays4j.slippi.PreFrameView;

/**
 * What the checks read of one player, one row per frame as written (every copy of a re-sent frame,
 * as slp-enforcer reads them): the main stick's raw and processed values, the c-stick, the action
 * state and the stocks of the leader. A frame without the player's event keeps zeros. Not
 * thread-safe.
 */
final class PlayerInputs {
  /** Row flag: the main stick's raw X value is recorded (1.2.0). */
  static final byte RAW_X = 1;

  /** Row flag: the main stick's raw Y value is recorded (3.15.0). */
  static final byte RAW_Y = 2;

  /** Heap bytes of one row, for the model limit. */
  static final int ROW_BYTES = 24;

  /** Payload size from which the pre-frame event holds the raw X value (offset 0x3B). */
  private static final int RAW_X_SIZE = 0x3B;

  /** Payload size from which the pre-frame event holds the raw Y value (offset 0x40). */
  private static final int RAW_Y_SIZE = 0x40;

  final int port;
  int rows;
  byte[] flags = new byte[0];
  byte[] rawX = new byte[0];
  byte[] rawY = new byte[0];
  float[] joyX = new float[0];
  float[] joyY = new float[0];
  float[] cX = new float[0];
  float[] cY = new float[0];
  short[] state = new short[0];
  byte[] stocks = new byte[0];

  PlayerInputs(int port) {
    this.port = port;
  }

  /** Appends a row of zeros. */
  void addRow() {
    if (rows == flags.length) {
      int n = Math.max(1024, rows * 2);
      flags = Arrays.copyOf(flags, n);
      rawX = Arrays.copyOf(rawX, n);
      rawY = Arrays.copyOf(rawY, n);
      joyX = Arrays.copyOf(joyX, n);
      joyY = Arrays.copyOf(joyY, n);
      cX = Arrays.copyOf(cX, n);
      cY = Arrays.copyOf(cY, n);
      state = Arrays.copyOf(state, n);
      stocks = Arrays.copyOf(stocks, n);
    }
    rows++;
  }

  /** Sets the stick values of row {@code r} from a leader's pre-frame event. */
  void pre(int r, PreFrameView v) {
    int size = v.payloadSize();
    byte f = 0;
    if (size >= RAW_X_SIZE) {
      f |= RAW_X;
      rawX[r] = (byte) v.ucfRawX();
    }
    if (size >= RAW_Y_SIZE) {
      f |= RAW_Y;
      rawY[r] = (byte) v.ucfRawY();
    }
    flags[r] = f;
    joyX[r] = v.joystickX();
    joyY[r] = v.joystickY();
    cX[r] = v.cStickX();
    cY[r] = v.cStickY();
  }

  /** Sets the action state and stocks of row {@code r} from a leader's post-frame event. */
  void post(int r, int actionState, int stocksRemaining) {
    state[r] = (short) actionState;
    stocks[r] = (byte) stocksRemaining;
  }

  /** The inputs of a decoded game's finalized frames (one row per frame number). */
  static PlayerInputs of(PreFrameColumns pre, PostFrameColumns post, int frames, int port) {
    PlayerInputs in = new PlayerInputs(port);
    int size = pre.payloadSize();
    for (int i = 0; i < frames; i++) {
      in.addRow();
      if (i < pre.length() && pre.isPresent(i)) {
        byte f = 0;
        if (size >= RAW_X_SIZE) {
          f |= RAW_X;
          in.rawX[i] = (byte) pre.ucfRawX(i);
        }
        if (size >= RAW_Y_SIZE) {
          f |= RAW_Y;
          in.rawY[i] = (byte) pre.ucfRawY(i);
        }
        in.flags[i] = f;
        in.joyX[i] = pre.joystickX(i);
        in.joyY[i] = pre.joystickY(i);
        in.cX[i] = pre.cStickX(i);
        in.cY[i] = pre.cStickY(i);
      }
      if (i < post.length() && post.isPresent(i)) {
        in.post(i, post.actionStateId(i), post.stocksRemaining(i));
      }
    }
    return in;
  }

  /** True when every row that has the player's event records raw X and Y. */
  boolean rawStick() {
    boolean any = false;
    for (int i = 0; i < rows; i++) {
      if (flags[i] == 0) continue;
      if ((flags[i] & (RAW_X | RAW_Y)) != (RAW_X | RAW_Y)) return false;
      any = true;
    }
    return any;
  }
}
