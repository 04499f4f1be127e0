package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;

class TwVarIntTest {
  @Test
  void intMinIsFiveBytes() throws ReplayFormatException {
    byte[] b = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f};
    assertThat(ByteReader.of("t", b).readTwVarInt()).isEqualTo(Integer.MIN_VALUE);
  }

  @Property
  void roundTrips(@ForAll int v) throws ReplayFormatException {
    byte[] b = new byte[5];
    int n = TwVarInt.write(v, b, 0);
    assertThat(n).isEqualTo(TwVarInt.size(v));
    ByteReader r = new ByteReader("t", b, 0, n, 0);
    assertThat(r.readTwVarInt()).isEqualTo(v);
    assertThat(r.remaining()).isZero();
  }
}
