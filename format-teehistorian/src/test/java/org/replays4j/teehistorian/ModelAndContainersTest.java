package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.airlift.compress.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerPosition;

/** The collecting model, the header builder, and the zstd/xz providers. */
class ModelAndContainersTest {
  @Test
  void recordingModelCollectsColumnsAndMessages() throws IOException {
    TeehistorianRecording r = TeehistorianRecording.read(TeehistorianSamplesTest.session());
    assertThat(r.header().serverName()).isEqualTo("replays4j sample server");
    assertThat(r.end().finished()).isTrue();
    assertThat(r.playerNames())
        .containsEntry(0, "alice")
        .containsEntry(1, "bob")
        .containsEntry(2, "nameless tee");
    assertThat(r.positionCount()).isGreaterThan(500);
    PlayerPosition first = r.position(0);
    assertThat(first.kind()).isEqualTo(PlayerPosition.Kind.SPAWN);
    assertThat(first.cid()).isEqualTo(r.positionCid(0));
    assertThat(r.positionX(0)).isEqualTo(first.x());
    assertThat(r.inputCount()).isGreaterThan(50);
    assertThat(r.inputField(0, 6)).isEqualTo(1);
    assertThat(r.input(0).input().playerFlags()).isEqualTo(1);
    assertThat(r.joins()).hasSize(3).allMatch(j -> !j.implicit());
    assertThat(r.leaves())
        .singleElement()
        .satisfies(l -> assertThat(l.reason()).isEqualTo("Leaving"));
    assertThat(r.messages()).anyMatch(t -> t.tick() == 350 && t.message() instanceof PlayerFinish);
    assertThat(r.messages())
        .anyMatch(t -> t.tick() == 100 && t.message() instanceof ConsoleCommand c && c.cid() == -1);
    assertThatThrownBy(() -> r.position(r.positionCount()))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void playerInputHelpers() {
    PlayerInput a = PlayerInput.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    assertThat(a.toArray()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    assertThat(a.minus(a)).isEqualTo(PlayerInput.ZERO);
    assertThat(PlayerInput.ZERO.plus(a)).isEqualTo(a);
    for (int i = 0; i < 10; i++) assertThat(a.get(i)).isEqualTo(i + 1);
    assertThatThrownBy(() -> a.get(10)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void headerBuilderKeyOrderFollowsDdnet() throws IOException {
    String json =
        new String(TeehistorianWriter.headerJson(new HeaderBuilder().prngDescription("p").build()));
    assertThat(json)
        .startsWith(
            "{\"comment\":\"teehistorian@ddnet.tw\",\"version\":\"2\",\"version_minor\":\"22\",\"game_uuid\":");
    assertThat(json.indexOf("\"map_crc\"")).isLessThan(json.indexOf("\"prng_description\""));
    assertThat(json).endsWith("\"teehistorian-team-finish@ddnet.org\"]}");
  }

  @Test
  void corruptArchivesAreFormatErrors() throws IOException {
    byte[] plain = TeehistorianSamplesTest.session();
    byte[] xz = TeehistorianSamplesTest.xz(plain);
    byte[] badXz = xz.clone();
    for (int i = 40; i < 60; i++) badXz[i] ^= 0x55;
    assertThatThrownBy(() -> decode(badXz)).isInstanceOf(ReplayFormatException.class);
    byte[] zst = zstd(plain);
    byte[] badZst = zst.clone();
    for (int i = 20; i < badZst.length - 8; i += 3) badZst[i] ^= 0x5A;
    assertThatThrownBy(() -> decode(badZst)).isInstanceOf(ReplayFormatException.class);
    // Intact archives decode like the plain file, and a truncated one ends in a checked error.
    assertThat(decode(zst)).isEqualTo(decode(plain));
    assertThat(decode(xz)).isEqualTo(decode(plain));
    assertThatThrownBy(() -> decode(Arrays.copyOf(xz, xz.length / 2)))
        .isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> decode(Arrays.copyOf(zst, zst.length / 2)))
        .isInstanceOf(ReplayFormatException.class);
  }

  private static List<String> decode(byte[] stored) throws IOException {
    TestSupport.Log log = new TestSupport.Log();
    try (InputStream in = ReplaySource.of("x", stored).openStream()) {
      TeehistorianDecoder.builder()
          .option(TeehistorianDecoder.Option.STRICT)
          .build()
          .decode(in, log);
    }
    return log.lines;
  }

  private static byte[] zstd(byte[] data) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (ZstdOutputStream z = new ZstdOutputStream(bos)) {
      z.write(data);
    }
    return bos.toByteArray();
  }
}
