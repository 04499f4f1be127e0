package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * A commands section far larger than any real one, with every zlib chunk present 5): each entry
 * point rejects it with a {@link ReplayFormatException} in a 256 MB heap, whichever limit stops it
 * (declared size, decompression ratio, or the command count). The file is a writer-made 1.18 replay
 * whose commands section is replaced at test time.
 */
class ScrepBombTest {
  /** One frame block: frame 1, 254 bytes of 127 two-byte commands (0x05, no payload). */
  private static final byte[] BLOCK = block();

  private static byte[] block() {
    byte[] b = new byte[5 + 254];
    b[0] = 1;
    b[4] = (byte) 254;
    for (int i = 5; i < b.length; i += 2) b[i + 1] = 0x05;
    return b;
  }

  private static void u32(ByteArrayOutputStream o, long v) {
    for (int i = 0; i < 4; i++) o.write((int) (v >>> (8 * i)));
  }

  /**
   * One frame block of three chat commands (0x5C, 81-byte payload): the commands the model keeps as
   * records.
   */
  private static final byte[] CHAT_BLOCK = chatBlock();

  private static byte[] chatBlock() {
    byte[] b = new byte[5 + 3 * 83];
    b[0] = 1;
    b[4] = (byte) (3 * 83);
    for (int c = 0; c < 3; c++) {
      b[5 + 83 * c + 1] = 0x5C;
      b[5 + 83 * c + 2] = (byte) c;
      for (int i = 3; i < 83; i++) b[5 + 83 * c + i] = (byte) ('a' + i % 26);
    }
    return b;
  }

  /**
   * A 1.18 replay whose commands section declares and holds {@code size} bytes of {@link #BLOCK}s.
   */
  static byte[] withCommandsSection(long size) {
    return withCommandsSection(size, BLOCK, true);
  }

  /**
   * A 1.18 replay whose commands section declares and holds {@code size} bytes of {@code block}s,
   * in zlib chunks or raw ones.
   */
  static byte[] withCommandsSection(long size, byte[] block, boolean zlib) {
    byte[] file = ScrepWriter.write(ScrepFixtures.random(3), ScrepWriter.Options.V1_18_ZLIB);
    int sizeSection = ScrepFixtures.sectionStart(file, 2, false);
    int mapSizeSection = ScrepFixtures.sectionStart(file, 4, false);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(file, 0, sizeSection);
    // commands size: one raw 4-byte chunk (the checksum does not match; that is reported, not
    // fatal)
    u32(out, 0);
    u32(out, 1);
    u32(out, 4);
    u32(out, size);
    long chunks = (size + SectionReader.CHUNK - 1) / SectionReader.CHUNK;
    u32(out, 0);
    u32(out, chunks);
    // the section repeats with period BLOCK.length, so chunks repeat too: compress each phase once
    byte[][] byPhase = new byte[block.length][];
    Deflater d = new Deflater(9);
    byte[] chunk = new byte[SectionReader.CHUNK];
    byte[] z = new byte[SectionReader.CHUNK * 2];
    for (long c = 0; c < chunks; c++) {
      long start = c * SectionReader.CHUNK;
      int len = (int) Math.min(SectionReader.CHUNK, size - start);
      int phase = (int) (start % block.length);
      byte[] stored = len == SectionReader.CHUNK ? byPhase[phase] : null;
      if (stored == null) {
        for (int i = 0; i < len; i++) chunk[i] = block[(int) ((start + i) % block.length)];
        if (zlib) {
          d.reset();
          d.setInput(chunk, 0, len);
          d.finish();
          int n = d.deflate(z);
          stored = Arrays.copyOf(z, n);
        } else {
          stored = Arrays.copyOf(chunk, len);
        }
        if (len == SectionReader.CHUNK) byPhase[phase] = stored;
      }
      u32(out, stored.length);
      out.write(stored, 0, stored.length);
    }
    out.write(file, mapSizeSection, file.length - mapSizeSection);
    return out.toByteArray();
  }

  /** Decodes {@code file} through every entry point; each must throw a ReplayFormatException. */
  static void everyEntryPointRejects(byte[] file, DecodeLimits limits) throws IOException {
    ScrepDecoder o = ScrepDecoder.builder().limits(limits).build();
    int rejected = 0;
    try {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      o.decode(file, c);
      ScrepComputed.compute(c);
    } catch (ReplayFormatException e) {
      rejected++;
    }
    try {
      o.decode(new ByteArrayInputStream(file), new ScrepReplay.Collector());
    } catch (ReplayFormatException e) {
      rejected++;
    }
    try {
      new ScrepFormat().summarize(ReplaySource.of("bomb.rep", file), limits);
    } catch (ReplayFormatException e) {
      if (rejected == 2) throw e;
    }
    throw new AssertionError("only " + rejected + " of 3 entry points rejected the bomb");
  }

  /** Child JVM: a 1 GiB commands section (about 5 MB stored), default limits. */
  static void gigabyteSection() throws IOException {
    everyEntryPointRejects(withCommandsSection(1L << 30), DecodeLimits.DEFAULT);
  }

  /** Child JVM: a 32 MiB commands section (about 150 KB stored), default limits. */
  static void sectionAtTheByteLimit() throws IOException {
    everyEntryPointRejects(withCommandsSection(32L << 20), DecodeLimits.DEFAULT);
  }

  /** Child JVM: the same with the ratio limit lifted: 16 M commands, stopped at maxElements. */
  static void sectionAtTheByteLimitRatioLifted() throws IOException {
    everyEntryPointRejects(
        withCommandsSection(32L << 20),
        DecodeLimits.DEFAULT.withMaxDecompressionRatio(Integer.MAX_VALUE));
  }

  /**
   * Child JVM: 31 MiB of chat commands in raw chunks (a 31 MiB file, no compression to limit): the
   * most the model keeps per byte (a record per chat) within the default limits.
   */
  static void chatsJustUnderTheByteLimit(String[] args) throws IOException {
    byte[] file = Files.readAllBytes(Path.of(args[0]));
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.create().decode(file, c);
    ScrepComputed.compute(c);
    System.out.println("commands " + c.result().commands().size());
  }

  @Test
  void chatCommandsJustUnderTheByteLimitDecodeInA256MegabyteHeap(@TempDir Path tmp)
      throws Exception {
    Path f = tmp.resolve("chats.rep");
    Files.write(
        f,
        withCommandsSection(
            (31L << 20) / CHAT_BLOCK.length * CHAT_BLOCK.length, CHAT_BLOCK, false));
    SmallHeapJvm.decodes(ScrepBombTest.class, "chatsJustUnderTheByteLimit", f.toString());
  }

  @Test
  void commandsSectionBombsAreRejectedInA256MegabyteHeap() throws Exception {
    String[][] cases = {
      {
        "gigabyteSection",
        "commands section bytes <= " + DecodeLimits.DEFAULT.maxDecompressedBytes()
      },
      {"sectionAtTheByteLimit", "maxDecompressionRatio"},
      {"sectionAtTheByteLimitRatioLifted", "maxElements (commands) <= " + (4 << 20)}
    };
    for (String[] c : cases) {
      String out = SmallHeapJvm.rejects(ScrepBombTest.class, c[0]);
      assertThat(out).as(c[0]).contains(c[1]);
    }
  }

  @Test
  void aSectionWithinTheLimitsStillDecodes() throws IOException {
    int blocks = (1 << 20) / BLOCK.length; // 1 MiB of commands inflates 180x: within the floor
    byte[] file = withCommandsSection((long) blocks * BLOCK.length);
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.create().decode(file, c);
    assertThat(c.result().commands()).hasSize(blocks * 127);
  }
}
