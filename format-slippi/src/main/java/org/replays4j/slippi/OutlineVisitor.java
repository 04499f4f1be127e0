package org.replays4j.slippi;

import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.SlippiMetadata;

/**
 * A visitor that keeps the outline of a decode for what it computes once the decode is over: the
 * first and the last Game Start, the last Game End, the metadata and the damage (salvage mode). It
 * keeps each before forwarding the event to {@code next}; a subclass overriding one of these
 * methods calls {@code super} to keep it. Single use; not thread-safe.
 */
public abstract class OutlineVisitor extends SlippiVisitor {
  private GameStart firstStart;
  private GameStart lastStart;
  private GameEnd gameEnd;
  private SlippiMetadata metadata;
  private Damage damage;

  /** A visitor forwarding to {@code next} (may be null) that wants {@code interests}. */
  protected OutlineVisitor(SlippiVisitor next, Set<Interest> interests) {
    super(next, interests);
  }

  /** The first Game Start, or null before it (a file holds one, a concatenation of files more). */
  public final GameStart firstGameStart() {
    return firstStart;
  }

  /** The last Game Start, or null before the first. */
  public final GameStart lastGameStart() {
    return lastStart;
  }

  @Override
  public void visitGameStart(GameStart e) {
    if (firstStart == null) firstStart = e;
    lastStart = e;
    super.visitGameStart(e);
  }

  /** The last Game End, or null (absent in some files, twice in a few). */
  public final GameEnd gameEnd() {
    return gameEnd;
  }

  @Override
  public void visitGameEnd(GameEnd e) {
    gameEnd = e;
    super.visitGameEnd(e);
  }

  /** The metadata element, or null when the file has none (or the decode has not reached it). */
  public final SlippiMetadata metadata() {
    return metadata;
  }

  @Override
  public void visitMetadata(SlippiMetadata e) {
    metadata = e;
    super.visitMetadata(e);
  }

  /**
   * Where the file was damaged (salvage mode), or null: what the visitor gathered then covers every
   * complete event before it.
   */
  public final Damage damage() {
    return damage;
  }

  @Override
  public void visitDamage(Damage d) {
    damage = d;
    super.visitDamage(d);
  }
}
