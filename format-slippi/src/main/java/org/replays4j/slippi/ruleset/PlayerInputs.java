package org.replays4j.slippi.ruleset;

import static org.replays4j.slippi.ruleset.MeleeControllerRuleset.STICK_RADIUS;

import java.util.Arrays;
import org.replays4j.slippi.PostFrameColumns;
import org.replays4j.slippi.PreFrameColumns;
import org.replays4j.slippi.PreFrameView;

/**
 * What the checks read of one player, one row per frame as written (every copy of a re-sent frame,
 * as slp-enforcer reads them): the main stick as the checks see it (normalized from its raw values
 * when the file records them, else the game's processed values), the c-stick, the action state and
 * the stocks of the leader. A frame without the player's event keeps zeros. Not thread-safe.
 */
final class PlayerInputs {
  /** Row flag: the main stick's raw X value is recorded (1.2.0). */
  static final byte RAW_X = 1;

  /** Row flag: the main stick's raw Y value is recorded (3.15.0). */
  static final byte RAW_Y = 2;

  /** Heap bytes of one row, for the model limit. */
  static final int ROW_BYTES = 28;

  /** Payload size from which the pre-frame event holds the raw X value (offset 0x3B). */
  private static final int RAW_X_SIZE = 0x3B;

  /** Payload size from which the pre-frame event holds the raw Y value (offset 0x40). */
  private static final int RAW_Y_SIZE = 0x40;

  final int port;
  int rows;
  byte[] flags = new byte[0];
  double[] x = new double[0];
  double[] y = new double[0];
  float[] cX = new float[0];
  float[] cY = new float[0];
  short[] state = new short[0];
  byte[] stocks = new byte[0];

  PlayerInputs(int port) {
    this.port = port;
  }

  /** Room for {@code n} rows in all, so that the rows up to there are added without copying. */
  void reserve(int n) {
    if (n > flags.length) grow(n);
  }

  /** Appends a row of zeros. */
  void addRow() {
    if (rows == flags.length) grow(Math.max(1024, rows * 2));
    rows++;
  }

  private void grow(int n) {
    flags = Arrays.copyOf(flags, n);
    x = Arrays.copyOf(x, n);
    y = Arrays.copyOf(y, n);
    cX = Arrays.copyOf(cX, n);
    cY = Arrays.copyOf(cY, n);
    state = Arrays.copyOf(state, n);
    stocks = Arrays.copyOf(stocks, n);
  }

  /** Sets the stick values of row {@code r} from a leader's pre-frame event. */
  void pre(int r, PreFrameView v) {
    int size = v.payloadSize();
    if (size >= RAW_Y_SIZE) {
      flags[r] = RAW_X | RAW_Y;
      raw(r, v.ucfRawX(), v.ucfRawY());
    } else {
      flags[r] = size >= RAW_X_SIZE ? RAW_X : 0;
      processed(r, v.joystickX(), v.joystickY());
    }
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
    in.reserve(frames);
    int size = pre.payloadSize();
    for (int i = 0; i < frames; i++) {
      in.addRow();
      if (i < pre.length() && pre.isPresent(i)) {
        if (size >= RAW_Y_SIZE) {
          in.flags[i] = RAW_X | RAW_Y;
          in.raw(i, pre.ucfRawX(i), pre.ucfRawY(i));
        } else {
          in.flags[i] = size >= RAW_X_SIZE ? RAW_X : 0;
          in.processed(i, pre.joystickX(i), pre.joystickY(i));
        }
        in.cX[i] = pre.cStickX(i);
        in.cY[i] = pre.cStickY(i);
      }
      if (i < post.length() && post.isPresent(i)) {
        in.post(i, post.actionStateId(i), post.stocksRemaining(i));
      }
    }
    return in;
  }

  /** Without raw values: the game's processed stick, widened from float. */
  private void processed(int r, float joyX, float joyY) {
    x[r] = joyX;
    y[r] = joyY;
  }

  /**
   * Normalizes raw stick values (signed bytes): magnitudes above {@link
   * MeleeControllerRuleset#STICK_RADIUS} are scaled back onto the circle in float arithmetic
   * (floored towards the centre on the right half, ceiled on the left), then divided by 80.
   */
  private void raw(int r, int rawX, int rawY) {
    float fx = (byte) rawX;
    float fy = (byte) rawY;
    // whole numbers: m2 is exact, and within the radius (m2 <= 80², the magnitude's float not
    // above 80) the values stay whole, so rounding leaves them as they are
    float m2 = fx * fx + fy * fy;
    if (m2 <= STICK_RADIUS * STICK_RADIUS) {
      x[r] = fx / 80.0;
      y[r] = fy / 80.0;
      return;
    }
    float shrink = STICK_RADIUS / (float) Math.sqrt(m2);
    if (fx > 0f) {
      fx = (float) Math.floor(fx * shrink);
      fy = (float) Math.floor(fy * shrink);
    } else {
      fx = (float) Math.ceil(fx * shrink);
      fy = (float) Math.ceil(fy * shrink);
    }
    x[r] = RulesetChecks.roundHalfAway(fx) / 80.0;
    y[r] = RulesetChecks.roundHalfAway(fy) / 80.0;
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
