package org.replays4j.arrow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Random;
import java.util.function.Consumer;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.compression.CompressionCodec;
import org.apache.arrow.vector.compression.CompressionUtil.CodecType;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

/**
 * The pure-Java buffer codecs: what they compress decompresses to the same bytes, and a damaged
 * buffer is an exception, never an allocation of the size it claims.
 */
class PureJavaCodecsTest {
  /** Repetitive bytes (they compress) with random runs, larger than one LZ4 block of 4 MiB. */
  private static byte[] sample(int n) {
    byte[] b = new byte[n];
    Random r = new Random(7);
    for (int i = 0; i < n; i++) b[i] = (byte) (r.nextInt(8) == 0 ? r.nextInt() : i / 64);
    return b;
  }

  private static ArrowBuf buffer(BufferAllocator a, byte[] bytes) {
    ArrowBuf buf = a.buffer(bytes.length);
    buf.setBytes(0, bytes);
    buf.writerIndex(bytes.length);
    return buf;
  }

  private static byte[] bytes(ArrowBuf buf) {
    byte[] out = new byte[Math.toIntExact(buf.writerIndex())];
    buf.getBytes(0, out);
    return out;
  }

  @Test
  void zstd_and_lz4_buffers_decompress_to_the_bytes_compressed() {
    byte[] data = sample(5 << 20);
    try (BufferAllocator a = new RootAllocator()) {
      for (CodecType t : new CodecType[] {CodecType.ZSTD, CodecType.LZ4_FRAME}) {
        CompressionCodec codec = PureJavaCodecs.INSTANCE.createCodec(t);
        ArrowBuf compressed = codec.compress(a, buffer(a, data));
        assertThat(compressed.writerIndex()).as(t.name()).isLessThan(data.length);
        ArrowBuf back = codec.decompress(a, compressed);
        assertThat(bytes(back)).as(t.name()).isEqualTo(data);
        back.close();
      }
    }
  }

  @Test
  void a_zstd_buffer_whose_length_prefix_disagrees_with_its_frame_is_an_error_not_an_allocation() {
    decompressingDamagedZstd(c -> c.setLong(0, 1L << 40)) // claims a terabyte
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("zstd buffer declares");
  }

  @Test
  void a_truncated_zstd_buffer_is_an_exception() {
    decompressingDamagedZstd(c -> c.writerIndex(c.writerIndex() / 2))
        .isInstanceOf(RuntimeException.class);
  }

  /** What decompressing a 64 KiB zstd buffer throws after {@code damage} was done to it. */
  private static AbstractThrowableAssert<?, ? extends Throwable> decompressingDamagedZstd(
      Consumer<ArrowBuf> damage) {
    byte[] data = sample(1 << 16);
    try (BufferAllocator a = new RootAllocator()) {
      CompressionCodec codec = PureJavaCodecs.INSTANCE.createCodec(CodecType.ZSTD);
      ArrowBuf compressed = codec.compress(a, buffer(a, data));
      damage.accept(compressed);
      Throwable thrown = catchThrowable(() -> codec.decompress(a, compressed));
      compressed.close();
      return assertThat(thrown);
    }
  }

  @Test
  void the_lz4_frame_header_checksum_is_xxhash32_of_the_descriptor() {
    // xxHash32 (seed 0) of the empty input, a published test vector
    assertThat(PureJavaCodecs.Lz4Frames.xxh32(new byte[0])).isEqualTo(0x02CC5D05);
  }
}
