package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Fuzzes the byte readers: a script of reads, skips and slices drawn from the input runs on the
 * array reader and on the stream reader (small window) over the same bytes; both must give the same
 * values and fail at the same offset, with only {@link ReplayFormatException}.
 */
class ReaderFuzzTest {
  @FuzzTest(maxDuration = "1m")
  void arrayAndStreamReadersAgree(FuzzedDataProvider data) throws Exception {
    int window = data.consumeInt(16, 64);
    int[] script = data.consumeInts(64);
    byte[] bytes = data.consumeRemainingAsBytes();
    List<Object> a = run(ByteReader.of("core", bytes), script);
    List<Object> b =
        run(new StreamByteReader("core", new ByteArrayInputStream(bytes), window, 0), script);
    assertThat(b).isEqualTo(a);
  }

  private static List<Object> run(ByteInput in, int[] script) {
    List<Object> out = new ArrayList<>();
    try {
      for (int op : script) {
        int n = (op >>> 8) & 0xF; // within the smallest window: both readers must agree
        switch (Math.floorMod(op, 12)) {
          case 0 -> out.add(in.readU8());
          case 1 -> out.add(in.readU16le());
          case 2 -> out.add(in.readS32be());
          case 3 -> out.add(in.readU32le());
          case 4 -> out.add(in.readS64be());
          case 5 -> out.add(Float.floatToRawIntBits(in.readF16le()));
          case 6 -> out.add(in.readTwVarInt());
          case 7 -> in.skip(n);
          case 8 -> out.add(ByteSlice.wrap(in.readBytes(n)).toHex());
          case 9 -> {
            ByteReader s = in.slice(n);
            out.add(s.remaining());
            if (s.remaining() >= 2) out.add(s.readU16be());
          }
          case 10 -> out.add(in.has(n));
          default -> out.add(in.position());
        }
      }
      out.add(in.position());
    } catch (ReplayFormatException e) {
      out.add("error at " + e.offset());
    }
    return out;
  }
}
