package org.replays4j.teehistorian.record;

/** FINISH (-1): the recording ended normally. */
public record Finish() {
  /** The only instance needed. */
  public static final Finish INSTANCE = new Finish();
}
