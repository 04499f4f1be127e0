package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.replays4j.core.error.DecodeLimits;

/** Whatever the bytes, a source yields its content or an {@link IOException}; nothing unchecked. */
class ReplaySourcePropertiesTest {
  private static final byte[][] MAGICS = {
    {},
    {0x1F, (byte) 0x8B},
    {0x1F, (byte) 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0},
    {0x28, (byte) 0xB5, 0x2F, (byte) 0xFD},
    {(byte) 0xFD, '7', 'z', 'X', 'Z', 0}
  };

  @Property(tries = 300)
  void garbageBehindAnyMagicFailsCleanly(
      @ForAll @IntRange(min = 0, max = 4) int magic, @ForAll @Size(max = 200) byte[] body) {
    byte[] m = MAGICS[magic];
    byte[] all = new byte[m.length + body.length];
    System.arraycopy(m, 0, all, 0, m.length);
    System.arraycopy(body, 0, all, m.length, body.length);
    ReplaySource s = ReplaySource.of("fuzz", all);
    try {
      byte[] head = s.head();
      byte[] content = s.readAllBytes(DecodeLimits.DEFAULT.withMaxDecompressedBytes(1 << 16));
      assertThat(content).startsWith(head);
    } catch (IOException expected) {
      assertThat(expected.getMessage()).isNotNull();
    }
  }

  @Property(tries = 100)
  void gzipOfAnythingRoundTrips(@ForAll @Size(max = 5000) byte[] body) throws IOException {
    ReplaySource s = ReplaySource.of("x.gz", ReplaySourceTest.gzip(body));
    assertThat(s.readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(body);
  }
}
