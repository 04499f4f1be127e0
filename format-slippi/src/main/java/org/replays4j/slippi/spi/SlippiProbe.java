package org.replays4j.slippi.spi;

import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.SlippiCommand;
import org.replays4j.slippi.SlippiDecoder;

/** How sure the Slippi format is that a file's head is a {@code .slp} replay. */
final class SlippiProbe {
  private SlippiProbe() {}

  /**
   * 1.0 when the head starts with the <code>&#123;U\x03raw[$U#l</code> signature; 0.9 for a bare
   * event stream whose head is a plausible Event Payloads table (see {@link #probeBare}); else 0.
   */
  static double probe(byte[] head) {
    if (head == null) return 0;
    if (probeBare(head)) return 0.9;
    if (head.length < SlippiDecoder.SIGNATURE.length) return 0;
    for (int i = 0; i < SlippiDecoder.SIGNATURE.length; i++) {
      if (head[i] != SlippiDecoder.SIGNATURE[i]) return 0;
    }
    return 1.0;
  }

  /**
   * Whether {@code head} starts a bare event stream: 0x35, a size of the form 3n+1 (n ≥ 1), a table
   * wholly inside the head whose commands are distinct, lists Game Start (0x36) with a plausible
   * size (its base 0x140 to 0x1000; 3.18.0 has 0x2F8), and is followed by the Game Start event
   * itself.
   */
  static boolean probeBare(byte[] head) {
    if (head.length < 2 || (head[0] & 0xFF) != SlippiCommand.EVENT_PAYLOADS) return false;
    int n = head[1] & 0xFF;
    if (n < 4 || (n - 1) % 3 != 0 || 2 + n > head.length) return false;
    boolean[] seen = new boolean[256];
    int gameStart = -1;
    for (int i = 2; i < 1 + n; i += 3) {
      int cmd = head[i] & 0xFF;
      if (seen[cmd] || cmd == SlippiCommand.EVENT_PAYLOADS) return false;
      seen[cmd] = true;
      if (cmd == SlippiCommand.GAME_START) gameStart = Bytes.u16be(head, i + 1);
    }
    return gameStart >= 0x140
        && gameStart <= 0x1000
        && (head[1 + n] & 0xFF) == SlippiCommand.GAME_START;
  }
}
