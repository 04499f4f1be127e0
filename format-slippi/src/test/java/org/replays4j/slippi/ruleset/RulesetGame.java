package org.replays4j.slippi.ruleset;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.SlippiSamples;
import org.replays4j.slippi.SlippiWriter;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;

/**
 * Writes small 3.18.0 games with {@link SlippiWriter} for the ruleset tests: one row of inputs per
 * frame and player (raw main stick in steps, c-stick, action state, stocks), from frame -123 on.
 */
final class RulesetGame {
  /** One frame of one player. */
  record Input(int rawX, int rawY, float cX, float cY, int state, int stocks) {
    static Input stick(int rawX, int rawY) {
      return new Input(rawX, rawY, 0f, 0f, 0x0E, 4);
    }
  }

  private final List<List<Input>> players = new ArrayList<>();

  /** Adds a player (port = order of addition) with its frames. */
  RulesetGame player(List<Input> frames) {
    players.add(List.copyOf(frames));
    return this;
  }

  /** The file: every player gets the same number of frames (the longest; shorter ones idle). */
  byte[] bytes() {
    SlippiWriter w = new SlippiWriter();
    w.eventPayloads(
        new TreeMap<>(Map.of(0x36, 760, 0x37, 66, 0x38, 84, 0x39, 6, 0x3A, 12, 0x3C, 8)));
    int[] chars = new int[players.size()];
    for (int i = 0; i < chars.length; i++) chars[i] = 2;
    byte[] gs = SlippiWriter.gameStartPayload(760, 3, 18, 0, 31, chars, 7);
    gs[0x1A4 - 1] = 2; // major scene: VS (offline)
    w.gameStart(gs);
    int n = 0;
    for (List<Input> p : players) n = Math.max(n, p.size());
    for (int k = 0; k < n; k++) {
      int frame = k - 123;
      w.event(new FrameStart(frame, 0, k, 12, ByteSlice.EMPTY));
      for (int port = 0; port < players.size(); port++) {
        List<Input> p = players.get(port);
        Input in = k < p.size() ? p.get(k) : Input.stick(0, 0);
        w.event(
            SlippiSamples.leaderPre(
                frame,
                port,
                in.state(),
                0f,
                0f,
                1f,
                in.rawX() / 80f,
                in.rawY() / 80f,
                in.cX(),
                in.cY(),
                0,
                in.rawX(),
                0f,
                in.rawY()));
      }
      for (int port = 0; port < players.size(); port++) {
        List<Input> p = players.get(port);
        Input in = k < p.size() ? p.get(k) : Input.stick(0, 0);
        w.event(
            SlippiSamples.leaderPost(
                frame, port, 1, in.state(), 0f, 0f, 1f, 0f, 0, in.stocks(), 1f, 0));
      }
      w.event(new FrameBookend(frame, frame, 8, ByteSlice.EMPTY));
    }
    w.gameEnd(new GameEnd(2, -1, List.of(), 6, ByteSlice.EMPTY));
    return w.toFile(Map.of("startAt", "2024-01-01T00:00:00Z"));
  }

  // ---- input sequences

  /** {@code n} frames at one raw coordinate. */
  static List<Input> hold(int rawX, int rawY, int n) {
    List<Input> out = new ArrayList<>();
    for (int i = 0; i < n; i++) out.add(Input.stick(rawX, rawY));
    return out;
  }

  /** Concatenates sequences. */
  @SafeVarargs
  static List<Input> seq(List<Input>... parts) {
    List<Input> out = new ArrayList<>();
    for (List<Input> p : parts) out.addAll(p);
    return out;
  }

  /**
   * An analog stick sweeping the rim: {@code n} distinct rim coordinates (magnitude 80) with both
   * axes at least 7 steps from zero, each held one frame, between neutral frames.
   */
  static List<Input> analogSweep(int n) {
    List<Input> out = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    for (int i = 0; out.size() < 2 * n && i < 100000; i++) {
      double a = i * 0.0173;
      int x = (int) Math.round(80 * Math.cos(a));
      int y = (int) Math.round(80 * Math.sin(a));
      if (Math.abs(x) < 7 || Math.abs(y) < 7 || x * x + y * y > 6400 || x * x + y * y < 6241)
        continue;
      if (!seen.add(((long) x << 32) ^ (y & 0xFFFFFFFFL))) continue;
      out.add(Input.stick(x, y));
      out.add(Input.stick(0, 0));
    }
    return out;
  }
}
