package org.replays4j.butter;

import java.util.List;
import org.replays4j.butter.record.ButterHeader;

/**
 * A decoded .echoreplay (the recorder's text format, docs/formats/butter.md#echoreplay) in the butter frame
 * model, with full float precision. The header is derived the way the butter writer derives it
 * (players in order of first appearance, values of the first frame).
 *
 * @param header header fields as the butter writer would write them (version 3, compression none)
 * @param frames frames in file order, absolute
 */
public record EchoReplay(ButterHeader header, List<ButterFrame> frames) {
  /** Copies the frame list. */
  public EchoReplay {
    frames = List.copyOf(frames);
  }
}
