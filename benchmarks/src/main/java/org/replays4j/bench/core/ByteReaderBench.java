package org.replays4j.bench.core;

import java.io.ByteArrayInputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.replays4j.bench.ShortRun;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteInput;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.StreamByteReader;

/**
 * Cost of the checked readers: {@link ByteReader#readU32be()} in a loop over a {@code byte[]} (and
 * {@link StreamByteReader} over the same bytes as a stream, and {@code ByteBuffer.getInt}) against
 * the same loop done with a raw big-endian {@link VarHandle} (no bounds check of our own, no
 * exception path). Both sum the values into a long that is returned, so nothing is eliminated. One
 * operation is one 32-bit read; MB/s = ops/s × 4 / 1e6.
 */
@State(Scope.Thread)
public class ByteReaderBench extends ShortRun {
  private static final VarHandle U32BE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  /** 64 Ki values = 256 KiB of input, which stays in L2 on most machines. */
  private static final int INTS = 1 << 16;

  /** 64 KiB: the 256 KiB input is streamed through four window refills. */
  private static final int WINDOW = 1 << 16;

  private byte[] data;

  @Setup(Level.Trial)
  public void setup() {
    data = new byte[INTS * 4];
    new SplittableRandom(42).nextBytes(data);
  }

  /** The checked reader. */
  @Benchmark
  @OperationsPerInvocation(INTS)
  public long readerReadU32be() throws ReplayFormatException {
    return sumU32be(ByteReader.of("bench", data));
  }

  /** The streaming reader over an in-memory stream, 64 KiB window (allocated per invocation). */
  @Benchmark
  @OperationsPerInvocation(INTS)
  public long streamReaderReadU32be() throws ReplayFormatException {
    return sumU32be(new StreamByteReader("bench", new ByteArrayInputStream(data), WINDOW, 0));
  }

  /**
   * The checked readers' loop; each benchmark runs in its own fork and passes a reader of a final
   * class, so the call is inlined as in a decoder.
   */
  private static long sumU32be(ByteInput r) throws ReplayFormatException {
    long sum = 0;
    for (int i = 0; i < INTS; i++) {
      sum += r.readU32be();
    }
    return sum;
  }

  /** The JDK's own bounds-checked reads: {@code ByteBuffer.getInt} (big-endian by default). */
  @Benchmark
  @OperationsPerInvocation(INTS)
  public long byteBufferGetInt() {
    ByteBuffer bb = ByteBuffer.wrap(data);
    long sum = 0;
    for (int i = 0; i < INTS; i++) {
      sum += bb.getInt() & 0xFFFF_FFFFL;
    }
    return sum;
  }

  /** The baseline: a raw view handle at computed offsets. */
  @Benchmark
  @OperationsPerInvocation(INTS)
  public long rawVarHandle() {
    byte[] d = data;
    long sum = 0;
    for (int i = 0, off = 0; i < INTS; i++, off += 4) {
      sum += (int) U32BE.get(d, off) & 0xFFFF_FFFFL;
    }
    return sum;
  }
}
