package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.replays4j.screp.record.RawText;

class ScrepTextTest {
  private static byte[] padded(byte[] b, int size) {
    byte[] out = new byte[size];
    System.arraycopy(b, 0, out, 0, b.length);
    return out;
  }

  @Test
  void validUtf8IsUtf8AndRawBytesAreKept() {
    byte[] b = padded("Zerg 저그".getBytes(StandardCharsets.UTF_8), 28);
    RawText t = ScrepText.legacy(b, 0, 28);
    assertThat(t.text()).isEqualTo("Zerg 저그");
    assertThat(t.raw().toArray()).isEqualTo("Zerg 저그".getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void koreanLegacyBytesDecodeAsCp949() {
    byte[] kr = "테란".getBytes(Charset.forName("x-windows-949"));
    assertThat(ScrepText.legacy(padded(kr, 25), 0, 25).text()).isEqualTo("테란");
  }

  @Test
  void koreanCutMidCharacterKeepsThePrefix() {
    byte[] kr = "테란".getBytes(Charset.forName("x-windows-949"));
    byte[] cut = Arrays.copyOf(kr, kr.length - 1);
    assertThat(ScrepText.legacy(cut, 0, cut.length).text()).isEqualTo("테\uFFFD");
  }

  @Test
  void otherBytesFallBackToCp1252() {
    byte[] b = {'c', 'a', 'f', (byte) 0xE9, ' ', 'o', 'k', 0};
    assertThat(ScrepText.legacy(b, 0, 8).text()).isEqualTo("café ok");
    byte[] euro = {'5', (byte) 0x80, 0};
    assertThat(ScrepText.legacy(euro, 0, 3).text()).isEqualTo("5€");
  }

  @Test
  void aTrailingLeadByteIsReadAsACutKoreanCharacterAsScrepDoes() {
    byte[] b = {'I', 'S', ' ', 'B', 'L', 'U', 'E', (byte) 0xB0, 0};
    assertThat(ScrepText.legacy(b, 0, 9).text()).isEqualTo("IS BLUE\uFFFD");
  }

  @Test
  void modernTitlesDropInvalidUtf8() {
    byte[] full = "Game 게임".getBytes(StandardCharsets.UTF_8);
    byte[] cut = Arrays.copyOf(full, full.length - 1);
    assertThat(ScrepText.utf8(cut, 0, cut.length).text()).isEqualTo("Game 게");
  }

  @Test
  void noNulMeansTheWholeField() {
    byte[] b = "abcd".getBytes(StandardCharsets.US_ASCII);
    assertThat(ScrepText.legacy(b, 0, 4).text()).isEqualTo("abcd");
    assertThat(ScrepText.legacy(new byte[4], 0, 4)).isEqualTo(RawText.EMPTY);
  }
}
