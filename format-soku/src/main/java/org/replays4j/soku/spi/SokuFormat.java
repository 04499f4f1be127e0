package org.replays4j.soku.spi;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.CaptureToRep;
import org.replays4j.soku.InputWords;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.RepCodec;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.record.BattleButton;
import org.replays4j.soku.record.GameType;
import org.replays4j.soku.record.PacketType;
import org.replays4j.soku.record.SokuPacket;

/**
 * {@link ReplayFormat} for Soku netplay captures (pcap / pcapng) and the game's {@code .rep} files.
 *
 * <p>Tables ({@link #formatTables()}): {@code captures}, {@code packets}, {@code inputs}.
 */
public final class SokuFormat extends ReplayFormat {
  /** Public no-argument constructor for {@link java.util.ServiceLoader}. */
  public SokuFormat() {
    super(
        "soku",
        "Touhou 12.3 Hisoutensoku netplay capture / .rep replay",
        "netplay protocol of 1.10a (vanilla, Sokuroll; Giuroll/Soku2/APM/DesyncDetector packets typed-raw) "
            + "in pcap/pcapng captures; .rep 1.10 (0xD2), 1.00-1.03 assumed same layout",
        () -> SokuTables.TABLES,
        List.of(new CaptureToRep()),
        "pcapng",
        "pcap",
        "rep");
  }

  @Override
  public double probe(byte[] head, String fileName) {
    try {
      if (CaptureReader.hasMagic(head)) {
        long[] soku = {0};
        try {
          SokuDecoder.create()
              .decode(
                  head,
                  new SokuVisitor() {
                    @Override
                    public void visitPacket(PacketMeta m, SokuPacket p) {
                      soku[0]++;
                      throw StopDecoding.INSTANCE; // one is enough
                    }
                  });
        } catch (IOException | RuntimeException e) {
          // the head is cut mid-record: what was seen counts
        }
        return soku[0] > 0 ? 0.95 : 0.6;
      }
      if (RepCodec.looksLikeRep(head)) {
        return fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".rep") ? 0.9 : 0.75;
      }
    } catch (RuntimeException e) {
      return 0;
    }
    return 0;
  }

  /**
   * The one pass of the SPI ({@link SokuPass}): a {@code .rep} read once, a capture streamed once
   * through only the consumers asked for.
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    return SokuPass.decode(id(), source, limits, request);
  }

  /**
   * The event types of {@link #events}: {@code RepFile} for a {@code .rep}; for captures {@code
   * Flow}, the packet types ({@link PacketType} and {@link GameType} names, each a {@link
   * SokuEvents.Packet}), {@code Undecodable} and {@code SpectatedMatch}. Input words ({@link
   * InputWords} of a {@code RepFile} or {@code SpectatedMatch}) show as one entry per word: frame,
   * side, the raw word and its {@link BattleButton} names.
   */
  @Override
  public List<String> eventTypes() {
    Set<String> t = new LinkedHashSet<>(List.of("RepFile", "Flow"));
    for (PacketType p : PacketType.values()) t.add(p.name());
    for (GameType g : GameType.values()) t.add(g.name());
    t.add("Undecodable");
    t.add("SpectatedMatch");
    return List.copyOf(t);
  }
}
