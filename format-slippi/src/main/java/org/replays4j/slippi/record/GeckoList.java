package org.replays4j.slippi.record;

import java.util.List;
import org.replays4j.core.io.ByteSlice;

/**
 * The Gecko code list (command 0x3D), reassembled from Message Splitter chunks. Its declared size
 * in Event Payloads is a uint16 that overflows, so the size here is the sum of the chunks' sizes.
 *
 * @param bytes the reassembled message without a command byte (copy)
 * @param codes the message split into code records (see docs/formats/slippi.md#gecko-list)
 * @param declaredSize the (possibly overflowed) size listed in Event Payloads, -1 when not listed
 */
public record GeckoList(ByteSlice bytes, List<GeckoCode> codes, int declaredSize) {
  /** Copies the list. */
  public GeckoList {
    codes = List.copyOf(codes);
  }
}
