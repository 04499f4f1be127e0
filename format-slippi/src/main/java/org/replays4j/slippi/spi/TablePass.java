package org.replays4j.slippi.spi;

import java.util.Set;
import org.replays4j.core.stats.GameStats;
import org.replays4j.slippi.FrameEvents;
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
 * and, when counting, the count of Pre-Frame Updates and each port's first post-frame character;
 * with the stats visitor and the ruleset visitor of the pass (each null when not wanted).
 */
final class TablePass extends OutlineVisitor {
  long pre;
  boolean complete;
  SlippiStatsVisitor stats;
  RulesetVisitor ruleset;
  private final boolean counting;
  private final int[] firstInternal = {-1, -1, -1, -1};

  /**
   * A pass that forwards every event to {@code next} (may be null); {@code counting}: it also reads
   * the frame events for the {@code games} table's count and the shared view's characters.
   */
  TablePass(SlippiVisitor next, boolean counting) {
    super(next, counting ? Set.of(Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW) : Set.of());
    this.counting = counting;
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
    super.visitPreFrameView(p);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
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
        metadata() == null ? null : metadata().startAt(),
        damage() != null);
  }
}
