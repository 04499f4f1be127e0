package org.replays4j.slippi.ruleset;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.record.GameStartPlayer;

/**
 * The Melee controller ruleset checked on a Slippi game in one call. A file or stream is decoded
 * once, in salvage mode: a damaged or cut file gives the analysis of the frames before the damage,
 * marked {@link RulesetReport#partial()}. Bad input that holds no game gives a {@link
 * org.replays4j.core.error.ReplayFormatException}.
 *
 * <p>From a file or a stream the checks read every copy of a frame re-sent by rollback, in file
 * order, as slp-enforcer does: results equal its own. A decoded {@link SlippiGame} holds one copy
 * per frame number, so on a game with rollbacks {@link #analyze(SlippiGame)} reads fewer frames and
 * its metrics can differ slightly; on a game without rollback the two agree.
 */
public final class SlippiRuleset {
  private SlippiRuleset() {}

  /** Decodes {@code file} (within the default limits) and checks every player. */
  public static RulesetReport analyze(Path file) throws IOException {
    return analyze(file, DecodeLimits.DEFAULT);
  }

  /** Decodes {@code file} within {@code limits} and checks every player. */
  public static RulesetReport analyze(Path file, DecodeLimits limits) throws IOException {
    return decoder(limits).collect(file, new RulesetVisitor(null, limits)).report();
  }

  /**
   * Reads {@code source} whole within {@code limits} (a compressed container unwrapped), decodes it
   * and checks every player.
   */
  public static RulesetReport analyze(ReplaySource source, DecodeLimits limits) throws IOException {
    return decoder(limits)
        .collect(source.readAllBytes(limits), new RulesetVisitor(null, limits))
        .report();
  }

  /** Decodes a whole file held in memory and checks every player. */
  public static RulesetReport analyze(byte[] file) throws IOException {
    return decoder(DecodeLimits.DEFAULT)
        .collect(file, new RulesetVisitor(null, DecodeLimits.DEFAULT))
        .report();
  }

  /** Decodes {@code in} (not closed) within the default limits and checks every player. */
  public static RulesetReport analyze(InputStream in) throws IOException {
    return decoder(DecodeLimits.DEFAULT)
        .collect(in, new RulesetVisitor(null, DecodeLimits.DEFAULT))
        .report();
  }

  /**
   * Checks every player of a decoded game, one frame per frame number (see the class comment on
   * rollbacks).
   */
  public static RulesetReport analyze(SlippiGame game) {
    List<PlayerInputs> players = new ArrayList<>();
    int n = game.frameCount();
    if (game.gameStart() != null) {
      for (GameStartPlayer p : game.gameStart().players()) {
        if (p.isEmpty() || p.playerIndex() > 3) continue;
        int port = p.playerIndex();
        players.add(PlayerInputs.of(game.pre(port, false), game.post(port, false), n, port));
      }
    }
    return RulesetAnalysis.report(
        game.gameStart(), game.gameEnd(), game.metadata() != null, game.damage(), n, players, true);
  }

  private static SlippiDecoder decoder(DecodeLimits limits) {
    return SlippiDecoder.builder()
        .limits(limits)
        .salvage(true)
        .option(SlippiDecoder.Option.SKIP_ITEMS)
        .build();
  }
}
