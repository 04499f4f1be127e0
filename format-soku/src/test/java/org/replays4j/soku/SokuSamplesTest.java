package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.capture.CaptureFormat;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.capture.LinkType;
import org.replays4j.testkit.TestFiles;

/**
 * Generates testdata/soku: a small pcapng of a synthetic session (our capture writer) and the .rep
 * rebuilt from its spectator stream (our .rep writer). Asserts the checked-in files are identical;
 * {@code -Dreplays4j.regenerate=true} rewrites them.
 */
class SokuSamplesTest {
  static Map<String, byte[]> samples() throws Exception {
    Map<String, byte[]> out = new LinkedHashMap<>();
    byte[] cap = SokuWriter.capture(2024, 240, CaptureWriter.Options.DEFAULT);
    out.put("session-spectated.pcapng", cap);
    SokuCapture c = SokuCapture.read(cap);
    out.put("session-spectated.rep", RepCodec.write(RepFile.fromMatch(c.matches().get(0))));
    // a classic pcap: big-endian, nanosecond magic, Linux cooked capture
    out.put(
        "session-short-sll.pcap",
        SokuWriter.capture(
            7,
            20,
            new CaptureWriter.Options(
                CaptureFormat.PCAP, ByteOrder.BIG_ENDIAN, LinkType.LINUX_SLL, true)));
    return out;
  }

  @Test
  void samplesAreUpToDate() throws Exception {
    Map<String, byte[]> samples = samples();
    TestFiles.assertSamplesUpToDate("soku", samples);
    for (byte[] sample : samples.values()) assertThat(sample.length).isLessThan(64 * 1024);
  }

  @Test
  void theRepHoldsTheWholeMatch() throws Exception {
    byte[] rep = samples().get("session-spectated.rep");
    RepFile r = RepCodec.read(rep, DecodeLimits.DEFAULT);
    assertThat(r.inputs()).isEqualTo(SokuWriter.matchInputs(2024, 240));
    assertThat(r.frames()).isEqualTo(240);
    assertThat(r.mode()).isEqualTo(RepFile.MODE_NETWORK_SPECTATOR);
    assertThat(RepCodec.write(r)).isEqualTo(rep);
  }
}
