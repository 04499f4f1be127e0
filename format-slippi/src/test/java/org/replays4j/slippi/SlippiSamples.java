package org.replays4j.slippi;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * Deterministic sample replays built with {@link SlippiWriter} (used by tests and testdata/slippi).
 */
public final class SlippiSamples {
  private SlippiSamples() {}

  private static final Charset SJIS = Charset.forName("windows-31j");

  public static Map<String, byte[]> all() {
    Map<String, byte[]> m = new LinkedHashMap<>();
    m.put("netplay-3.18-rollback.slp", netplayWithRollback());
    m.put("ice-climbers-1.0.slp", iceClimbersOld());
    m.put("in-progress-3.0.slp", inProgress());
    return m;
  }

  /** An Event Payloads table from (command, size) pairs, in that order. */
  public static Map<Integer, Integer> sizes(int... commandAndSize) {
    Map<Integer, Integer> m = new LinkedHashMap<>();
    for (int i = 0; i < commandAndSize.length; i += 2)
      m.put(commandAndSize[i], commandAndSize[i + 1]);
    return m;
  }

  /** An Event Payloads table of the newest payload size of each of {@code commands}, in order. */
  public static Map<Integer, Integer> knownSizes(int... commands) {
    Map<Integer, Integer> m = new LinkedHashMap<>();
    for (int c : commands) m.put(c, SlippiCommand.KNOWN_SIZE[c]);
    return m;
  }

  private static void put(byte[] payload, int cmdOffset, byte[] bytes) {
    System.arraycopy(bytes, 0, payload, cmdOffset - 1, bytes.length);
  }

  public static PreFrameUpdate pre(int size, int frame, int port, int follower, Random r) {
    return new PreFrameUpdate(
        frame,
        port,
        follower,
        r.nextInt() & 0xFFFFFFFFL,
        14 + r.nextInt(300),
        r.nextFloat() * 100 - 50,
        r.nextFloat() * 40,
        r.nextBoolean() ? 1f : -1f,
        r.nextFloat() * 2 - 1,
        0f,
        0f,
        0f,
        0f,
        r.nextInt(0x1000),
        r.nextInt(0x1000),
        0f,
        0f,
        r.nextInt(256) - 128,
        r.nextFloat() * 100,
        -3,
        1,
        -1,
        size,
        ByteSlice.EMPTY);
  }

  public static PostFrameUpdate post(
      int size, int frame, int port, int follower, int character, Random r) {
    return new PostFrameUpdate(
        frame,
        port,
        follower,
        character,
        14 + r.nextInt(300),
        r.nextFloat() * 100 - 50,
        r.nextFloat() * 40,
        1f,
        r.nextFloat() * 100,
        60f,
        0,
        0,
        6,
        4,
        r.nextInt(20),
        0,
        0x08,
        0,
        0,
        0,
        0f,
        r.nextInt(2),
        1,
        1,
        0,
        0,
        0.5f,
        -0.25f,
        0f,
        0f,
        1.25f,
        0f,
        0x1234,
        7,
        9,
        size,
        ByteSlice.EMPTY);
  }

  /**
   * A leader's Pre-Frame Update of 66 bytes (3.17.0) with the given fields, at 0 every field a
   * scripted test game does not set.
   */
  public static PreFrameUpdate leaderPre(
      int frame,
      int port,
      int state,
      float x,
      float y,
      float facing,
      float joyX,
      float joyY,
      float cX,
      float cY,
      int physicalButtons,
      int ucfRawX,
      float percent,
      int ucfRawY) {
    return new PreFrameUpdate(
        frame,
        port,
        0,
        0,
        state,
        x,
        y,
        facing,
        joyX,
        joyY,
        cX,
        cY,
        0f,
        0,
        physicalButtons,
        0f,
        0f,
        ucfRawX,
        percent,
        ucfRawY,
        0,
        0,
        66,
        ByteSlice.EMPTY);
  }

  /**
   * A leader's Post-Frame Update of 84 bytes (3.16.0) with the given fields, a full shield, one
   * jump left and at 0 every other field.
   */
  public static PostFrameUpdate leaderPost(
      int frame,
      int port,
      int internal,
      int state,
      float x,
      float y,
      float facing,
      float percent,
      int lastAttack,
      int stocks,
      float counter,
      int lCancel) {
    return new PostFrameUpdate(
        frame,
        port,
        0,
        internal,
        state,
        x,
        y,
        facing,
        percent,
        60f,
        lastAttack,
        0,
        0,
        stocks,
        counter,
        0,
        0,
        0,
        0,
        0,
        0f,
        0,
        0,
        1,
        lCancel,
        0,
        0f,
        0f,
        0f,
        0f,
        0f,
        0f,
        0,
        0,
        0,
        84,
        ByteSlice.EMPTY);
  }

  /**
   * 3.18.0 online game: Gecko list in two splitter chunks, items, FoD platforms, rollback re-sends.
   */
  public static byte[] netplayWithRollback() {
    Random r = new Random(318);
    byte[] gecko = geckoList();
    Map<Integer, Integer> sizes = knownSizes(0x36, 0x37, 0x38, 0x39, 0x3A, 0x3B, 0x3C);
    sizes.put(0x3D, gecko.length & 0xFFFF);
    sizes.putAll(knownSizes(0x10, 0x3F, 0x40, 0x41));
    SlippiWriter w = new SlippiWriter().eventPayloads(sizes);
    byte[] gs = SlippiWriter.gameStartPayload(760, 3, 18, 0, 2, new int[] {2, 20}, 0xC0FFEEL);
    gs[0x1A1 - 1] = 0;
    gs[0x1A3 - 1] = 2;
    gs[0x1A4 - 1] = 8;
    gs[0x2BD - 1] = 1;
    put(gs, 0x141, new byte[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1});
    put(gs, 0x1A5, "Ｆａｌｃｏ".getBytes(SJIS));
    put(gs, 0x1A5 + 0x1F, "まりお".getBytes(SJIS));
    put(gs, 0x221, "ABCD＃123".getBytes(SJIS));
    put(gs, 0x221 + 0x0A, "XYZ＃9".getBytes(SJIS));
    put(gs, 0x249, "uid-aaaa".getBytes(SJIS));
    put(gs, 0x249 + 0x1D, "uid-bbbb".getBytes(SJIS));
    put(gs, 0x2BE, "mode.unranked-2026-11-25T21:00:00.00-0".getBytes(SJIS));
    put(gs, 0x2F1, new byte[] {0, 0, 0, 1, 0, 0, 0, 0});
    w.gameStart(gs);
    w.splitMessage(0x3D, gecko);
    int last = -80;
    for (int f = -123; f <= last; f++) {
      frame(w, r, f, 0);
      if (f == -100 || f == -90 || f == -89) {
        // rollback: the game re-runs the previous two frames and writes them again
        frame(w, r, f - 1, 1);
        frame(w, r, f, 1);
      }
    }
    w.gameEnd(new GameEnd(2, -1, List.of(0, 1, -1, -1), 6, ByteSlice.EMPTY));
    return w.toFile(metadata("2026-11-25T21:00:00Z", last, "dolphin", true));
  }

  private static void frame(SlippiWriter w, Random r, int f, int resend) {
    w.event(new FrameStart(f, r.nextInt() & 0xFFFFFFFFL, f + 123 + resend, 12, ByteSlice.EMPTY));
    w.event(pre(66, f, 0, 0, r));
    w.event(pre(66, f, 1, 0, r));
    for (int i = 0; i < (f + 123) % 3; i++) {
      w.event(
          new ItemUpdate(
              f,
              0x36 + i,
              1,
              1f,
              0.5f,
              -0.5f,
              r.nextFloat() * 10,
              5f,
              0,
              120f,
              i,
              0,
              0,
              0,
              0,
              i % 2,
              3,
              44,
              ByteSlice.EMPTY));
    }
    if ((f & 7) == 0) w.event(new FodPlatform(f, f & 1, 20f + (f & 15), 9, ByteSlice.EMPTY));
    w.event(post(84, f, 0, 0, 0x16, r));
    w.event(post(84, f, 1, 0, 0x08, r));
    w.event(new FrameBookend(f, f - 2, 8, ByteSlice.EMPTY));
  }

  private static byte[] geckoList() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < 60; i++) {
      writeWord(out, 0x04000000 | (0x3000 + 4 * i));
      writeWord(out, 0x60000000);
    }
    writeWord(out, 0xC2001234);
    writeWord(out, 2);
    for (int i = 0; i < 4; i++) writeWord(out, 0x38600000 + i);
    writeWord(out, 0x06005678);
    writeWord(out, 5);
    writeWord(out, 0x41424344);
    writeWord(out, 0x45000000);
    writeWord(out, 0x08001000);
    writeWord(out, 1);
    writeWord(out, 2);
    writeWord(out, 3);
    writeWord(out, 0xFF000000);
    writeWord(out, 0);
    return out.toByteArray();
  }

  private static void writeWord(ByteArrayOutputStream out, int w) {
    out.write(w >>> 24);
    out.write(w >>> 16);
    out.write(w >>> 8);
    out.write(w);
  }

  private static Map<String, Object> metadata(
      String startAt, int lastFrame, String playedOn, boolean names) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("startAt", startAt);
    m.put("lastFrame", lastFrame);
    Map<String, Object> players = new LinkedHashMap<>();
    for (int i = 0; i < 2; i++) {
      Map<String, Object> p = new LinkedHashMap<>();
      Map<String, Object> n = new LinkedHashMap<>();
      if (names) {
        n.put("netplay", i == 0 ? "Falco" : "まりお");
        n.put("code", i == 0 ? "ABCD#123" : "XYZ#9");
      }
      p.put("names", n);
      p.put("characters", Map.of(String.valueOf(i == 0 ? 22 : 8), lastFrame + 124));
      players.put(String.valueOf(i), p);
    }
    m.put("players", players);
    m.put("playedOn", playedOn);
    return m;
  }

  /** 1.0.0 layout (no Frame Start, short payloads) with an Ice Climbers follower on port 2. */
  public static byte[] iceClimbersOld() {
    Random r = new Random(100);
    SlippiWriter w =
        new SlippiWriter().eventPayloads(sizes(0x36, 352, 0x37, 58, 0x38, 33, 0x39, 1));
    w.gameStart(SlippiWriter.gameStartPayload(352, 1, 0, 0, 8, new int[] {9, 14}, 12345));
    for (int f = -123; f < -93; f++) {
      w.event(pre(58, f, 0, 0, r));
      w.event(pre(58, f, 1, 0, r));
      w.event(pre(58, f, 1, 1, r));
      w.event(post(33, f, 0, 0, 0x02, r));
      w.event(post(33, f, 1, 0, 0x0A, r));
      w.event(post(33, f, 1, 1, 0x0B, r));
    }
    w.gameEnd(new GameEnd(3, 0, List.of(), 1, ByteSlice.EMPTY));
    Map<String, Object> md = new LinkedHashMap<>();
    md.put("startAt", "2018-01-01T00:00:00Z");
    md.put("lastFrame", -94);
    md.put("playedOn", "console");
    md.put("consoleNick", "Wii");
    return w.toFile(md);
  }

  /** A 3.0.0 game still being written: raw length 0, no Game End, no metadata. */
  public static byte[] inProgress() {
    Random r = new Random(300);
    SlippiWriter w =
        new SlippiWriter()
            .eventPayloads(
                sizes(0x36, 418, 0x37, 63, 0x38, 52, 0x39, 2, 0x3A, 8, 0x3B, 37, 0x3C, 4));
    w.gameStart(SlippiWriter.gameStartPayload(418, 3, 0, 0, 31, new int[] {-1, 2, -1, 25}, 777));
    for (int f = -123; f < -103; f++) {
      w.event(new FrameStart(f, r.nextInt() & 0xFFFFFFFFL, 0, 8, ByteSlice.EMPTY));
      w.event(pre(63, f, 1, 0, r));
      w.event(pre(63, f, 3, 0, r));
      w.event(post(52, f, 1, 0, 0x16, r));
      w.event(post(52, f, 3, 0, 0x1A, r));
      w.event(new FrameBookend(f, 0, 4, ByteSlice.EMPTY));
    }
    return w.toFile(null, true);
  }

  /**
   * A 3.18.0 game of {@code minutes} at 60 fps with {@code ports} characters and items every frame.
   */
  public static byte[] longGame(int minutes, int ports) {
    Random r = new Random(8);
    SlippiWriter w =
        new SlippiWriter()
            .eventPayloads(
                sizes(0x36, 760, 0x37, 66, 0x38, 84, 0x39, 6, 0x3A, 12, 0x3B, 44, 0x3C, 8));
    int[] chars = new int[ports];
    for (int i = 0; i < ports; i++) chars[i] = 2 + 3 * i;
    w.gameStart(SlippiWriter.gameStartPayload(760, 3, 18, 0, 31, chars, 42));
    int last = minutes * 60 * 60;
    for (int f = -123; f <= last; f++) {
      w.event(new FrameStart(f, r.nextInt() & 0xFFFFFFFFL, f + 123, 12, ByteSlice.EMPTY));
      for (int p = 0; p < ports; p++) w.event(pre(66, f, p, 0, r));
      for (int i = 0; i < (f & 3); i++) {
        w.event(
            new ItemUpdate(
                f,
                0x30 + i,
                1,
                1f,
                r.nextFloat(),
                r.nextFloat(),
                r.nextFloat() * 100,
                5f,
                0,
                120f,
                1000 + i,
                0,
                0,
                0,
                0,
                i % ports,
                7 + i,
                44,
                ByteSlice.EMPTY));
      }
      for (int p = 0; p < ports; p++) w.event(post(84, f, p, 0, chars[p], r));
      w.event(new FrameBookend(f, f, 8, ByteSlice.EMPTY));
    }
    w.gameEnd(new GameEnd(2, -1, List.of(0, 1, 2, 3), 6, ByteSlice.EMPTY));
    return w.toFile(null);
  }
}
