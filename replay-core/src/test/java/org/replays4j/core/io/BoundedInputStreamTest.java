package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;

class BoundedInputStreamTest {
  @Test
  void exactlyTheMaximumIsAllowed() throws Exception {
    BoundedInputStream in =
        new BoundedInputStream("core", new ByteArrayInputStream(new byte[10]), 10);
    assertThat(in.readAllBytes()).hasSize(10);
    assertThat(in.count()).isEqualTo(10);
  }

  @Test
  void oneByteMoreFailsWithALimitError() {
    BoundedInputStream in =
        new BoundedInputStream("fmt", new ByteArrayInputStream(new byte[11]), 10);
    Throwable t = catchThrowable(in::readAllBytes);
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessage("fmt: offset 0xA: expected decompressed size <= 10 but the file asks for 11");
    assertThat(((ReplayFormatException) t).offset()).isEqualTo(10);
  }

  @Test
  void singleByteReadsAndSkipsCount() throws Exception {
    BoundedInputStream in =
        new BoundedInputStream("core", new ByteArrayInputStream(new byte[10]), 5);
    assertThat(in.read()).isZero();
    assertThat(in.skip(4)).isEqualTo(4);
    assertThat(in.count()).isEqualTo(5);
    assertThat(catchThrowable(in::read)).isInstanceOf(ReplayFormatException.class);
  }
}
