package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

public class ReplaySourceTest {
  @TempDir Path tmp;

  public static byte[] gzip(byte[] b) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bos)) {
      gz.write(b);
    }
    return bos.toByteArray();
  }

  static byte[] content(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) b[i] = (byte) (i * 31 + 7);
    return b;
  }

  @Test
  void plainBytes() throws Exception {
    byte[] data = content(10_000);
    ReplaySource s = ReplaySource.of("mem.bin", data);
    assertThat(s.compression()).isEqualTo(Compression.NONE);
    assertThat(s.name()).isEqualTo("mem.bin");
    assertThat(s.path()).isEmpty();
    assertThat(s.storedSize()).isEqualTo(10_000);
    assertThat(s.head()).isEqualTo(Arrays.copyOf(data, ReplaySource.HEAD_BYTES));
    assertThat(s.readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(data);
    assertThat(s.toString()).isEqualTo("ReplaySource[mem.bin]");
  }

  @Test
  void anOpenerSourceStreamsTheStoredBytesOnDemandAndChecksTheLimitsLikeAFile() throws Exception {
    byte[] data = content(50_000);
    byte[] gz = gzip(data);
    int[] opened = {0};
    ReplaySource plain =
        ReplaySource.of(
            "remote.bin",
            data.length,
            () -> {
              opened[0]++;
              return new ByteArrayInputStream(data);
            });
    assertThat(opened[0]).isEqualTo(1); // only the container's magic bytes so far
    assertThat(plain.compression()).isEqualTo(Compression.NONE);
    assertThat(plain.storedSize()).isEqualTo(data.length);
    assertThat(plain.path()).isEmpty();
    try (InputStream in = plain.openStream(DecodeLimits.DEFAULT)) {
      assertThat(in.readAllBytes()).isEqualTo(data);
    }
    assertThat(plain.readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(data);
    assertThat(opened[0]).isEqualTo(3); // a new stream from the first byte each time
    Throwable tooBig =
        catchThrowable(
            () -> plain.readAllBytes(DecodeLimits.DEFAULT.withMaxDecompressedBytes(1000)));
    assertThat(tooBig).isInstanceOf(ReplayFormatException.class).hasMessageContaining("file size");
    assertThat(opened[0]).isEqualTo(3); // refused from the stored size, before reading

    ReplaySource zipped =
        ReplaySource.of("remote.bin.gz", gz.length, () -> new ByteArrayInputStream(gz));
    assertThat(zipped.compression()).isEqualTo(Compression.GZIP);
    assertThat(zipped.head()).isEqualTo(Arrays.copyOf(data, ReplaySource.HEAD_BYTES));
    assertThat(zipped.readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(data);
  }

  @Test
  void gzipIsUnwrappedTransparentlyFromFilesAndBytes() throws Exception {
    byte[] data = content(50_000);
    byte[] gz = gzip(data);
    Path f = tmp.resolve("game.slp.gz");
    Files.write(f, gz);
    for (ReplaySource s : new ReplaySource[] {ReplaySource.of(f), ReplaySource.of("x", gz)}) {
      assertThat(s.compression()).isEqualTo(Compression.GZIP);
      assertThat(s.storedSize()).isEqualTo(gz.length);
      assertThat(s.head()).isEqualTo(Arrays.copyOf(data, ReplaySource.HEAD_BYTES));
      assertThat(s.readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(data);
      try (InputStream raw = s.rawStream()) {
        assertThat(raw.readAllBytes()).isEqualTo(gz);
      }
      // Every openStream() starts again at the beginning.
      try (InputStream a = s.openStream();
          InputStream b = s.openStream()) {
        assertThat(a.readNBytes(3)).isEqualTo(b.readNBytes(3));
      }
    }
    assertThat(ReplaySource.of(f).path()).contains(f);
    assertThat(ReplaySource.of(f).toString()).endsWith(", GZIP]");
  }

  @Test
  void readAllBytesIsBoundedForEveryKindOfSource() throws Exception {
    byte[] data = content(1000);
    DecodeLimits small = DecodeLimits.DEFAULT.withMaxDecompressedBytes(999);
    Path plain = tmp.resolve("plain.bin");
    Files.write(plain, data);
    for (ReplaySource s :
        new ReplaySource[] {
          ReplaySource.of("mem", data), ReplaySource.of("gz", gzip(data)), ReplaySource.of(plain)
        }) {
      Throwable t = catchThrowable(() -> s.readAllBytes(small));
      assertThat(t)
          .as(s.toString())
          .isInstanceOf(ReplayFormatException.class)
          .hasMessageContaining(
              s.compression() == Compression.NONE
                  ? "expected file size <= 999 but the file asks for 1000"
                  : "expected maxDecompressedBytes <= 999");
      assertThat(s.readAllBytes(small.withMaxDecompressedBytes(1000))).isEqualTo(data);
    }
  }

  @Test
  void aGzipBombStopsAtTheLimit() throws Exception {
    byte[] zeros = new byte[4 << 20];
    ReplaySource s = ReplaySource.of("bomb.gz", gzip(zeros));
    assertThat(s.storedSize()).isLessThan(64 << 10);
    Throwable t =
        catchThrowable(
            () -> s.readAllBytes(DecodeLimits.DEFAULT.withMaxDecompressedBytes(1 << 20)));
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected maxDecompressedBytes <= 1048576");
  }

  @Test
  void corruptGzipIsAFormatError() {
    byte[] bad = {0x1F, (byte) 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0, (byte) 0xFF, (byte) 0xFF};
    ReplaySource s = ReplaySource.of("bad.gz", bad);
    assertThat(s.compression()).isEqualTo(Compression.GZIP);
    Throwable t = catchThrowable(() -> s.readAllBytes(DecodeLimits.DEFAULT));
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageStartingWith(
            "core: offset 0x0: gzip: expected a valid gzip stream but got an error: ");
    assertThat(((ReplayFormatException) t).path()).contains("gzip");
  }

  @Test
  void truncatedGzipIsAFormatErrorAtTheDecompressedOffsetReached() throws Exception {
    byte[] gz = gzip(content(100_000));
    ReplaySource s = ReplaySource.of("cut.gz", Arrays.copyOf(gz, gz.length / 2));
    Throwable t = catchThrowable(() -> s.readAllBytes(DecodeLimits.DEFAULT));
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("gzip: expected more gzip data but the file ended (truncated input)");
    assertThat(((ReplayFormatException) t).offset()).isPositive().isLessThan(100_000);
    // Only the two magic bytes: the header itself is cut.
    Throwable h =
        catchThrowable(() -> ReplaySource.of("hdr.gz", new byte[] {0x1F, (byte) 0x8B}).head());
    assertThat(h)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessage(
            "core: offset 0x0: gzip: expected more gzip data but the file ended (truncated input)");
  }

  @Test
  void missingZstdProviderIsAClearFormatError() {
    byte[] zst = {0x28, (byte) 0xB5, 0x2F, (byte) 0xFD, 0x00, 0x00, 0x00};
    ReplaySource s = ReplaySource.of("game.zst", zst);
    assertThat(s.compression()).isEqualTo(Compression.ZSTD);
    Throwable t = catchThrowable(s::head);
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessage(
            "core: offset 0x0: expected a ZSTD decompressor on the class path (format-teehistorian or "
                + "format-butter provide one) but found none");
  }

  @Test
  void decompressorProvidersAreFoundThroughServiceLoader() throws Exception {
    byte[] xz = {(byte) 0xFD, '7', 'z', 'X', 'Z', 0x00, 'h', 'i'};
    ReplaySource s = ReplaySource.of("game.xz", xz);
    assertThat(s.compression()).isEqualTo(Compression.XZ);
    assertThat(new String(s.readAllBytes(DecodeLimits.DEFAULT), StandardCharsets.US_ASCII))
        .isEqualTo("hi");
  }

  @Test
  void missingFileIsAnIoException() {
    assertThat(catchThrowable(() -> ReplaySource.of(tmp.resolve("nope.slp"))))
        .isInstanceOf(IOException.class);
  }

  @Test
  void emptyAndOneByteInputsAreNotContainers() throws Exception {
    assertThat(ReplaySource.of("e", new byte[0]).compression()).isEqualTo(Compression.NONE);
    assertThat(ReplaySource.of("e", new byte[0]).head()).isEmpty();
    assertThat(ReplaySource.of("one", new byte[] {0x1F}).compression()).isEqualTo(Compression.NONE);
  }

  @Test
  void equalityIsByNameAndContent() {
    byte[] a = {1, 2};
    assertThat(ReplaySource.of("a", a)).isEqualTo(ReplaySource.of("a", new byte[] {1, 2}));
    assertThat(ReplaySource.of("a", a)).hasSameHashCodeAs(ReplaySource.of("a", new byte[] {1, 2}));
    assertThat(ReplaySource.of("a", a)).isNotEqualTo(ReplaySource.of("b", a));
  }

  @Test
  void aPlainFileOfSeveralMebibytesReadsWholeIntoOneArray() throws Exception {
    byte[] data = content(3 * (1 << 20) + 17);
    Path f = tmp.resolve("big.bin");
    Files.write(f, data);
    assertThat(ReplaySource.of(f).readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(data);
  }

  @Test
  void aDeviceThatReportsNoSizeIsStillReadWithinTheLimit() {
    Path zero = Path.of("/dev/zero");
    Assumptions.assumeTrue(Files.isReadable(zero), "no /dev/zero here");
    Throwable t =
        catchThrowable(
            () ->
                ReplaySource.of(zero)
                    .readAllBytes(DecodeLimits.DEFAULT.withMaxDecompressedBytes(1 << 20)));
    assertThat(t).isInstanceOf(ReplayFormatException.class);
  }
}
