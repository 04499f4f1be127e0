package org.replays4j.soku;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.BoundedInputStream;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.PlayerMatchData;
import org.replays4j.soku.record.SokuCharacter;

/**
 * The game's {@code .rep} replay file (docs/formats/soku.md#rep-file), one match. Unknown bytes are
 * kept so that {@link RepCodec#write} reproduces a file read by {@link #read} ({@link
 * RepCodec#read}) exactly. The {@code read} methods taking a {@link SokuDecoder} check its limits
 * and read in its mode; those without one salvage ({@link SokuDecoder#salvaging()}): a file cut in
 * its input words gives the complete frames before the cut and its {@link #damage()}
 * (docs/formats/soku.md#damaged-captures).
 *
 * @param version u16 at 0x00 ({@link SokuVersion#REP_1_10})
 * @param unknown02 6 bytes at 0x02
 * @param mode u8 at 0x08: 0 story, 1 arcade, 2 vs COM, 3 vs player, 4 network host, 5 network
 *     client, 6 network spectator
 * @param unknown09 2 bytes at 0x09
 * @param matchCount u8 at 0x0B
 * @param unknown0C 2 bytes at 0x0C
 * @param player1 host / left player
 * @param player2 client / right player
 * @param matchUnknown the per-match byte before the stage (0x03 observed)
 * @param stage stage id
 * @param music music id
 * @param randomSeed u32
 * @param inputs input words, frame-major: host word, client word
 * @param trailing bytes after the input words (further matches of multi-match files; not
 *     interpreted)
 * @param damage where the file was cut when it was read in salvage mode ({@link #inputs} then hold
 *     the complete frames before it), or null
 */
public record RepFile(
    int version,
    ByteSlice unknown02,
    int mode,
    ByteSlice unknown09,
    int matchCount,
    ByteSlice unknown0C,
    RepPlayer player1,
    RepPlayer player2,
    int matchUnknown,
    int stage,
    int music,
    long randomSeed,
    InputWords inputs,
    ByteSlice trailing,
    Damage damage) {
  /** True when the file was read up to its damage ({@link #damage()} is set). */
  public boolean partial() {
    return damage != null;
  }

  /** Mode: network spectator. */
  public static final int MODE_NETWORK_SPECTATOR = 6;

  /** Reads a .rep file with default limits; salvages a cut one. */
  public static RepFile read(Path file) throws IOException {
    return read(file, SokuDecoder.salvaging());
  }

  /** Reads a .rep file (compressed or not: {@link ReplaySource}) with {@code decoder}'s limits. */
  public static RepFile read(Path file, SokuDecoder decoder) throws IOException {
    return read(ReplaySource.of(file).readAllBytes(decoder.limits()), decoder);
  }

  /** Reads a .rep held in memory with default limits; salvages a cut one. */
  public static RepFile read(byte[] file) throws ReplayFormatException {
    return read(file, SokuDecoder.salvaging());
  }

  /** Reads a .rep held in memory with {@code decoder}'s limits, in its mode (strict or salvage). */
  public static RepFile read(byte[] file, SokuDecoder decoder) throws ReplayFormatException {
    return RepCodec.read(file, decoder.limits(), decoder.salvage());
  }

  /** Reads a .rep from a stream (not closed) with default limits; salvages a cut one. */
  public static RepFile read(InputStream in) throws IOException {
    return read(in, SokuDecoder.salvaging());
  }

  /**
   * Reads a .rep from a stream (not closed), at most {@code maxDecompressedBytes} of {@code
   * decoder}'s limits.
   */
  public static RepFile read(InputStream in, SokuDecoder decoder) throws IOException {
    byte[] all =
        new BoundedInputStream(SokuDecoder.FORMAT, in, decoder.limits().maxDecompressedBytes())
            .readAllBytes();
    return read(all, decoder);
  }

  /** Frames (input word pairs). */
  public int frames() {
    return inputs.frames();
  }

  /**
   * A spectator-mode .rep of a rebuilt match.
   *
   * @throws IllegalArgumentException when the match lacks its GAME_MATCH or does not start at slot
   *     0
   */
  public static RepFile fromMatch(SpectatedMatch m) {
    if (m.match() == null)
      throw new IllegalArgumentException(
          "match " + m.matchId() + " has no GAME_MATCH in the capture");
    if (m.firstSlot() != 0)
      throw new IllegalArgumentException(
          "match " + m.matchId() + " starts at slot " + m.firstSlot());
    GameMatch g = m.match();
    InputWords in = m.inputs();
    if (in.size() % 2 != 0) in = InputWords.copyOf(in.toArray(), in.size() - 1);
    return new RepFile(
        SokuVersion.REP_1_10,
        ByteSlice.wrap(new byte[] {0, 0, 0, 0, 3, 9}),
        MODE_NETWORK_SPECTATOR,
        ByteSlice.wrap(new byte[2]),
        1,
        ByteSlice.wrap(new byte[2]),
        player(g.host(), 0),
        player(g.client(), 1),
        3,
        g.stage(),
        g.music(),
        g.randomSeed(),
        in,
        ByteSlice.EMPTY,
        null);
  }

  private static RepPlayer player(PlayerMatchData d, int side) {
    return new RepPlayer(
        d.character(), d.skin(), d.deck(), side, 0, d.disabledSimultaneousButtons());
  }

  /** Convenience: both characters' names. */
  public List<String> characterNames() {
    return List.of(
        String.valueOf(SokuCharacter.nameOf(player1.character())),
        String.valueOf(SokuCharacter.nameOf(player2.character())));
  }
}
