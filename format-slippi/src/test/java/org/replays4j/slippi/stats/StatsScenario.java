package org.replays4j.slippi.stats;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.SlippiSamples;
import org.replays4j.slippi.SlippiWriter;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.GameEnd;

/**
 * Writes hand-made 3.18.0 offline games with {@link SlippiWriter} for the stats scenarios: the test
 * sets each player's state, then {@link #frames(int)} writes frames (pre-frames, post-frames,
 * bookend) from -123 on; the action-state counter restarts whenever the state changes.
 */
final class StatsScenario {
  /** One player's values, written on every frame until changed. */
  static final class P {
    final int port;
    int internal;
    int state = 0x0E;
    int prevState = -1;
    float counter;
    float x;
    float y;
    float facing;
    float percent;
    int stocks = 4;
    int lastAttack;
    int lCancel;
    int buttons;
    float joyX;
    float joyY;

    P(int port, int internal, float x, float facing) {
      this.port = port;
      this.internal = internal;
      this.x = x;
      this.facing = facing;
    }
  }

  final SlippiWriter w = new SlippiWriter();
  final P[] p;
  int frame = -123;

  /**
   * A game between the given external characters (one per port from port 1); internal ids and
   * starting positions follow. {@code teams}: team id per port, or null for a free-for-all.
   */
  StatsScenario(int[] external, int[] internal, int[] teams) {
    w.eventPayloads(new TreeMap<>(Map.of(0x36, 760, 0x37, 66, 0x38, 84, 0x39, 6, 0x3C, 8)));
    byte[] gs = SlippiWriter.gameStartPayload(760, 3, 18, 0, 31, external, 7);
    gs[0x1A4 - 1] = 2; // major scene: VS (offline)
    if (teams != null) {
      gs[0x0D - 1] = 1;
      for (int i = 0; i < teams.length; i++) gs[0x6E + 0x24 * i - 1] = (byte) teams[i];
    }
    w.gameStart(gs);
    p = new P[external.length];
    for (int i = 0; i < p.length; i++)
      p[i] = new P(i, internal[i], i % 2 == 0 ? -20 : 20, i % 2 == 0 ? 1 : -1);
  }

  /** A 1v1: Fox (port 1) against Falco (port 2). */
  static StatsScenario foxVsFalco() {
    return new StatsScenario(new int[] {2, 20}, new int[] {0x01, 0x16}, null);
  }

  /** Writes {@code n} frames with the current values. */
  StatsScenario frames(int n) {
    for (int k = 0; k < n; k++) {
      for (P x : p) {
        w.event(
            SlippiSamples.leaderPre(
                frame, x.port, x.state, x.x, x.y, x.facing, x.joyX, x.joyY, 0f, 0f, x.buttons, 0,
                x.percent, 0));
      }
      for (P x : p) {
        x.counter = x.state == x.prevState ? x.counter + 1 : 1;
        x.prevState = x.state;
        w.event(
            SlippiSamples.leaderPost(
                frame,
                x.port,
                x.internal,
                x.state,
                x.x,
                x.y,
                x.facing,
                x.percent,
                x.lastAttack,
                x.stocks,
                x.counter,
                x.lCancel));
      }
      w.event(new FrameBookend(frame, frame, 8, ByteSlice.EMPTY));
      frame++;
    }
    return this;
  }

  /** Writes frames until the next frame to write is {@code f}. */
  StatsScenario until(int f) {
    return frames(f - frame);
  }

  /** Ends the game: Game End with {@code method}, LRAS initiator and placements per port. */
  byte[] end(int method, int lras, List<Integer> placements) {
    w.gameEnd(new GameEnd(method, lras, placements, 6, ByteSlice.EMPTY));
    return w.toFile(Map.of());
  }
}
