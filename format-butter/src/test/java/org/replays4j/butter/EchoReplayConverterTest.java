package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.butter.record.ButterCompression;

class EchoReplayConverterTest {
  @Test
  void convertsAndReportsUsageErrors(@TempDir Path tmp) throws Exception {
    Path in = tmp.resolve("m.echoreplay");
    String json =
        "{\"map_name\":\"mpl_arena_a\",\"teams\":[{\"players\":[{\"name\":\"A\",\"userid\":5}]}],\"pad\":\""
            + "x".repeat(400)
            + "\"}";
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    file.write(EchoReplayReaderTest.text("2022/01/01 10:00:00.000", json));
    file.write(EchoReplayReaderTest.text("2022/01/01 10:00:00.033", json));
    Files.write(in, file.toByteArray());
    Path out = tmp.resolve("m.butter");
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int rc =
        EchoReplayConverter.run(
            new String[] {in.toString(), out.toString(), "zstd", "30"},
            new PrintStream(o),
            new PrintStream(e));
    assertThat(rc).isZero();
    assertThat(o.toString()).contains("wrote 2 frames");
    ButterReplay r = ButterReplay.read(Files.readAllBytes(out));
    assertThat(r.header().compression()).isEqualTo(ButterCompression.ZSTD_3);
    assertThat(r.header().keyframeInterval()).isEqualTo(30);
    assertThat(r.frames()).hasSize(2);
    assertThat(r.frames().get(1).timeMs - r.frames().get(0).timeMs).isEqualTo(33);
    assertThat(r.header().player(1).userId()).isEqualTo(5);
    assertThat(
            EchoReplayConverter.run(
                new String[] {in.toString()}, new PrintStream(o), new PrintStream(e)))
        .isEqualTo(2);
    assertThat(
            EchoReplayConverter.run(
                new String[] {in.toString(), out.toString(), "lzma"},
                new PrintStream(o),
                new PrintStream(e)))
        .isEqualTo(2);
    assertThat(
            EchoReplayConverter.run(
                new String[] {tmp.resolve("missing").toString(), out.toString()},
                new PrintStream(o),
                new PrintStream(e)))
        .isEqualTo(1);
  }
}
