package org.replays4j.testkit.toy;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Writes files of the toy game ({@link ToyFormat}) for tests: a header, then records in the order
 * they are added. {@link #end} adds the End record; without it the file reads as cut.
 */
public final class ToyWriter {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  private ToyWriter() {}

  /** A file titled {@code title} with {@code players} (each name at most 255 UTF-8 bytes). */
  public static ToyWriter game(String title, String... players) {
    ToyWriter w = new ToyWriter();
    w.out.writeBytes(ToyFormat.MAGIC);
    w.text(title);
    w.out.write(players.length);
    for (String p : players) w.text(p);
    return w;
  }

  /** A sample game: two players, moves and scores over about three seconds, won by Ann. */
  public static byte[] sample() {
    return game("Toy cup final", "Ann", "Bob")
        .move(0, 0, 1)
        .move(10, 1, 3)
        .score(30, 0, 5)
        .move(60, 0, 2)
        .score(90, 1, 2)
        .score(120, 0, 1)
        .move(150, 1, 0)
        .end(180);
  }

  /** A Move record. */
  public ToyWriter move(int tick, int player, int dir) {
    return record(ToyFormat.MOVE, tick, player, dir);
  }

  /** A Score record. */
  public ToyWriter score(int tick, int player, int points) {
    return record(ToyFormat.SCORE, tick, player, points);
  }

  /** The End record; the file's bytes. */
  public byte[] end(int tick) {
    return record(ToyFormat.END, tick).bytes();
  }

  /** The file as written so far (without End: a cut file). */
  public byte[] bytes() {
    return out.toByteArray();
  }

  /** {@code file} cut to its first {@code n} bytes. */
  public static byte[] cut(byte[] file, int n) {
    return Arrays.copyOf(file, n);
  }

  private ToyWriter record(int type, int tick, int... payload) {
    out.write(type);
    out.write(tick >>> 8);
    out.write(tick);
    for (int p : payload) out.write(p);
    return this;
  }

  private void text(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    out.write(b.length);
    out.writeBytes(b);
  }
}
