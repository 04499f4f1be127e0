package org.replays4j.slippi.spi;

import java.util.Set;
import org.replays4j.core.stats.GameStats;
import org.replays4j.slippi.FrameBookendView;
import org.replays4j.slippi.FrameEvents;
import org.replays4j.slippi.FrameStartView;
import org.replays4j.slippi.OutlineVisitor;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.PreFrameView;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.SlippiVersion;
import org.replays4j.slippi.ruleset.RulesetVisitor;
import org.replays4j.slippi.stats.SharedView;
import org.replays4j.slippi.stats.SlippiStatsVisitor;

/**
 * What one decode gathers for the {@code games}, {@code players}, stats and ruleset tables, the
 * stats tree and the shared stats: the Game Start (first and last), Game End, metadata, the damage,
 * and, when counting, the count of Pre-Frame Updates, each port's first post-frame character and
 * the lowest and highest frame number (the game's length, as {@link SlippiGame#durationSeconds()}
 * counts it); with the stats visitor and the ruleset visitor of the pass (each null when not
 * wanted).
 */
final class TablePass extends OutlineVisitor {
  long pre;
  boolean complete;
  SlippiStatsVisitor stats;
  RulesetVisitor ruleset;
  private final boolean counting;
  private final int[] firstInternal = {-1, -1, -1, -1};
  private int firstFrame = Integer.MAX_VALUE;
  private int lastFrame = Integer.MIN_VALUE;

  /**
   * A pass that forwards every event to {@code next} (may be null); {@code counting}: it also reads
   * the frame events for the {@code games} table's count, the shared view's characters and the
   * game's length; {@code timing} (with {@code counting}): the Frame Start and Frame Bookend events
   * count in the length too, as they do in the summary's game (a file cut right after a frame's
   * Frame Start holds that frame). Items, which only follow their frame's other events, need not.
   */
  TablePass(SlippiVisitor next, boolean counting, boolean timing) {
    super(next, interests(counting, timing));
    this.counting = counting;
  }

  private static Set<Interest> interests(boolean counting, boolean timing) {
    if (!counting) return Set.of();
    if (!timing) return Set.of(Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW);
    return Set.of(
        Interest.FRAME_START_VIEW,
        Interest.PRE_FRAME_VIEW,
        Interest.POST_FRAME_VIEW,
        Interest.FRAME_BOOKEND_VIEW);
  }

  @Override
  public void visitFrameStartView(FrameStartView v) {
    frame(v.frame());
    super.visitFrameStartView(v);
  }

  @Override
  public void visitFrameBookendView(FrameBookendView v) {
    frame(v.frame());
    super.visitFrameBookendView(v);
  }

  /** Widens the frames read to frame number {@code f}. */
  private void frame(int f) {
    if (f < firstFrame) firstFrame = f;
    if (f > lastFrame) lastFrame = f;
  }

  @Override
  public void visitFrameEvents(FrameEvents events) {
    if (!counting) {
      super.visitFrameEvents(events);
      return;
    }
    while (events.next() >= 0) events.visitCurrent(this);
  }

  @Override
  public void visitPreFrameView(PreFrameView p) {
    pre++;
    frame(p.frame());
    super.visitPreFrameView(p);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
    frame(v.frame());
    int port = v.playerIndex();
    if (port < 4 && !v.isFollower() && firstInternal[port] < 0)
      firstInternal[port] = v.internalCharacterId();
    super.visitPostFrameView(v);
  }

  @Override
  public void visitEnd() {
    complete = damage() == null;
    super.visitEnd();
  }

  /**
   * {@link SlippiGame#startingCharacterId} without the frames: before 1.6.0 a Zelda or Sheik start
   * is told apart by the first post-frame character of the port.
   */
  int startingCharacterId(int playerIndex) {
    GameStart gs = lastGameStart();
    if (gs == null) return -1;
    GameStartPlayer p = gs.player(playerIndex);
    if (p.isEmpty()) return -1;
    int id = p.characterId();
    if (!gs.version().atLeast(SlippiVersion.V1_6) && (id == 0x12 || id == 0x13)) {
      int internal = firstInternal[playerIndex];
      if (internal == 0x07) return 0x13;
      if (internal == 0x13) return 0x12;
    }
    return id;
  }

  /** The shared view of this decode (needs the stats visitor). */
  GameStats shared() {
    return SharedView.of(
        lastGameStart(),
        this::startingCharacterId,
        stats.stats(),
        stats.winners(),
        firstFrame > lastFrame
            ? null
            : SlippiGame.durationSeconds(firstFrame, lastFrame, lastGameStart()),
        metadata() == null ? null : metadata().startAt(),
        damage() != null);
  }
}
