package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.error.ReplayFormatException;

/** .echoreplay reading (zip and plain text) and the real API frames converted field by field. */
class EchoReplayReaderTest {

  static byte[] text(String time, String json) {
    return (time + "\t" + json + "\r\n").getBytes(StandardCharsets.UTF_8);
  }

  /**
   * The API frame {@code corpus/butter/api-frame-NAME.json} on one line, as a recorder writes it.
   */
  static String apiFrame(String name) throws IOException {
    Path file = Shared.dir("corpus/butter").resolve("api-frame-" + name + ".json");
    return Files.readString(file).replace("\r", " ").replace("\n", " ");
  }

  static byte[] zip(byte[] text) throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bo)) {
      z.putNextEntry(new ZipEntry("x.echoreplay"));
      z.write(text);
      z.closeEntry();
    }
    return bo.toByteArray();
  }

  @Test
  void real2021FrameFieldByField() throws Exception {
    byte[] plain = text("2021/11/20 21:33:10.123", apiFrame("2021-11-20-arena-private"));
    EchoReplay a = EchoReplay.read(plain);
    EchoReplay b = EchoReplay.read(zip(plain));
    assertThat(b.frames().get(0).toTree(b.header()))
        .isEqualTo(a.frames().get(0).toTree(a.header()));
    ButterFrame f = a.frames().get(0);
    assertThat(a.header().clientName()).isEqualTo("NtsFranz");
    assertThat(a.header().sessionId()).isEqualTo("892E23E2-8272-4B07-85E8-5E291AC85F93");
    assertThat(a.header().map()).isEqualTo(ButterMap.ARENA);
    assertThat(a.header().players()).hasSize(10);
    assertThat(f.timeMs).isEqualTo(1637443990123L);
    assertThat(f.gameClock).isEqualTo(600f);
    assertThat(ButterFrame.GAME_STATUS[f.gameStatus]).isEqualTo("round_over");
    assertThat(f.bluePoints).isEqualTo(15);
    assertThat(f.orangePoints).isEqualTo(8);
    assertThat(f.inputs).isEqualTo(1);
    assertThat(f.lastScorePoints).isEqualTo(2);
    assertThat(ButterFrame.GOAL_TYPE[f.lastScoreGoalType]).isEqualTo("INSIDE SHOT");
    assertThat(a.header().player(f.lastScoreScorer).name()).isEqualTo("NtsFranz");
    assertThat(f.lastThrow[0]).isEqualTo(0.35953924f);
    ButterPlayer p = f.teams[0].player(0);
    assertThat(a.header().player(p.fileIndex).name()).isEqualTo("Loveridge-");
    assertThat(a.header().player(p.fileIndex).userId()).isEqualTo(1583780395029509L);
    assertThat(p.ping).isEqualTo(54);
    assertThat(p.stats.count(ButterCounter.POINTS)).isEqualTo(13);
    assertThat(p.stats.stuns).isEqualTo(30);
    assertThat(p.positions[ButterPosePart.RIGHT_HAND.positionOffset()]).isEqualTo(4.96f);
    // rotation from forward/up round-trips to the API vectors
    double[] fwd = Quaternions.forward(p.rotations, ButterPosePart.RIGHT_HAND.rotationOffset());
    assertThat(fwd[0]).isCloseTo(-0.427, within(2e-3));
    assertThat(fwd[2]).isCloseTo(0.689, within(2e-3));
    assertThat(f.teams[1].possession).isTrue();

    // converted to .butter and back: field by field within quantisation bounds
    for (ButterCompression comp : ButterCompression.values()) {
      if (comp == ButterCompression.ZSTD_7_DICT) continue;
      ButterReplay rep = ButterReplay.read(ButterWriter.convert(a, comp, 300));
      SourceComparison sc = new SourceComparison();
      sc.compare(rep.frames().get(0), f, new ButterFrame(), 0.04, 0.5, false);
      sc.groups.forEach((g, v) -> assertThat((int) v[0]).as("%s%n%s", g, sc.report()).isZero());
      assertThat(rep.header().players()).isEqualTo(a.header().players());
    }
  }

  @Test
  void old2018FrameConvertsToo() throws Exception {
    EchoReplay a =
        EchoReplay.read(text("2018/06/01 10:00:00.000", apiFrame("2018-single-player-private")));
    assertThat(a.frames()).hasSize(1);
    assertThat(a.header().map()).isEqualTo(ButterMap.UNCODED);
    assertThat(a.header().players())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.name()).isEqualTo("Ajedi32");
              assertThat(p.userId()).isEqualTo(1412867812132181L);
              assertThat(p.number()).isEqualTo(32);
              assertThat(p.level()).isEqualTo(50);
            });
    ButterPlayer p = a.frames().get(0).teams[0].player(0);
    assertThat(p.positions[0]).isEqualTo(0.19700001f);
    assertThat(p.positions[ButterPosePart.LEFT_HAND.positionOffset()]).isEqualTo(0.37900001f);
    assertThat(a.frames().get(0).teams[1].playerCount).isZero();
    ButterReplay rep = ButterReplay.read(ButterWriter.convert(a, ButterCompression.GZIP, 300));
    SourceComparison sc = new SourceComparison();
    sc.compare(rep.frames().get(0), a.frames().get(0), new ButterFrame(), 0.04, 0.5, false);
    sc.groups.forEach((g, v) -> assertThat((int) v[0]).as("%s%n%s", g, sc.report()).isZero());
  }

  static byte[] zip(String[] names, byte[][] contents) throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bo)) {
      for (int i = 0; i < names.length; i++) {
        z.putNextEntry(new ZipEntry(names[i]));
        z.write(contents[i]);
        z.closeEntry();
      }
    }
    return bo.toByteArray();
  }

  static byte[] twoFrames() {
    String big = "{\"teams\":[],\"game_clock\":12.5,\"pad\":\"" + "x".repeat(400) + "\"}";
    return ("2020/01/01 00:00:00.100\t" + big + "\r\n" + "2020/01/01 00:00:00.300\t" + big + "\r\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void aZipWhoseReplayIsNotTheFirstEntryReadsTheReplayEntry() throws Exception {
    byte[] text = twoFrames();
    byte[] readme = "Recorded with Spark.\n".getBytes(StandardCharsets.UTF_8);
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 0};
    EchoReplay plain = EchoReplay.read(text);
    assertThat(plain.frames()).hasSize(2);
    for (byte[] zipped :
        new byte[][] {
          zip(
              new String[] {"README.txt", "shot.png", "match.echoreplay"},
              new byte[][] {readme, png, text}),
          zip(
              new String[] {"dir/", "README.txt", "match.ECHOREPLAY"},
              new byte[][] {{}, readme, text}),
          // no .echoreplay name: the entry whose first line starts with a frame time
          zip(new String[] {"README.txt", "match.txt"}, new byte[][] {readme, text})
        }) {
      EchoReplay r = EchoReplay.read(zipped);
      assertThat(r.frames()).hasSize(2);
      assertThat(r.frames().get(1).timeMs).isEqualTo(plain.frames().get(1).timeMs);
      assertThat(r.frames().get(1).gameClock).isEqualTo(12.5f);
    }
  }

  @Test
  void aZipWithoutAReplayEntryIsAFormatErrorNamingItsEntries() throws Exception {
    byte[] readme = "Recorded with Spark.\n".getBytes(StandardCharsets.UTF_8);
    byte[] zipped = zip(new String[] {"README.txt", "notes.md"}, new byte[][] {readme, readme});
    assertThatThrownBy(() -> EchoReplay.read(zipped))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("'README.txt', 'notes.md'")
        .hasMessageContaining("expected a ZIP with a .echoreplay entry");
    assertThatThrownBy(() -> EchoReplay.read(zip(new String[0], new byte[0][])))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("empty archive");
  }

  @Test
  void shortRowsAndOddColumnCountsAreSkipped() throws Exception {
    String big = "{\"teams\":[],\"pad\":\"" + "x".repeat(400) + "\"}";
    byte[] b =
        ("2020/01/01 00:00:00.000\t{\"err_code\":-6}\r\n"
                + "2020/01/01 00:00:00.100\t"
                + big
                + "\r\n"
                + "2020/01/01 00:00:00.200\t"
                + big
                + "\tx\ty\r\n"
                + "2020/01/01 00:00:00.300\t"
                + big
                + "\n")
            .getBytes(StandardCharsets.UTF_8);
    EchoReplay r = EchoReplay.read(b);
    assertThat(r.frames()).hasSize(2);
    assertThat(r.frames().get(1).timeMs - r.frames().get(0).timeMs).isEqualTo(200);
  }

  @Test
  void badTimeAndJsonAreFormatErrors() {
    String big = "{\"a\":\"" + "x".repeat(400) + "\"}";
    assertThatThrownBy(() -> EchoReplay.read(text("yesterday", big)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("line[1]");
    assertThatThrownBy(
            () -> EchoReplay.read(text("2020/01/01 00:00:00.000", big.substring(0, 350))))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected JSON");
    assertThatThrownBy(() -> EchoReplay.read(new byte[] {'P', 'K', 3, 4, 0, 0}))
        .isInstanceOf(ReplayFormatException.class);
  }
}
