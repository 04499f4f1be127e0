package org.replays4j.soku;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.AbstractReplayConversion;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.capture.CaptureReader;

/**
 * Capture → {@code .rep} for {@code replays4j convert --to rep}: every spectated match that {@link
 * SpectatorAssembler} rebuilds from slot 0 with its GAME_MATCH becomes one spectator-mode {@code
 * .rep} ({@link RepFile#fromMatch}), part {@code match-<id>} (with the flow when two flows carry
 * the same match id). Matches seen only from the middle, or without their GAME_MATCH, cannot be
 * written and are reported; matches whose end or some slots were not captured are written up to the
 * first missing slot and reported, unless {@code complete-only=true} leaves them out.
 */
public final class CaptureToRep extends AbstractReplayConversion {
  /** The conversion, stateless. */
  public CaptureToRep() {
    super(
        "rep",
        "Hisoutensoku .rep, one per spectated match of a capture",
        Map.of(
            "complete-only",
            "true: leave out matches whose end or some inputs were not captured (default false)"));
  }

  @Override
  public void convert(
      ReplaySource source, DecodeLimits limits, Map<String, String> options, Output output)
      throws IOException {
    boolean completeOnly = flag(options.get("complete-only"));
    if (!CaptureReader.hasMagic(source.head())) {
      throw ReplayFormatException.invalid(
          SokuDecoder.FORMAT,
          0,
          "expected a pcap/pcapng capture to rebuild matches from but got a .rep replay (it is already one)");
    }
    SpectatorAssembler asm = new SpectatorAssembler(null, limits);
    try (InputStream in = source.openStream()) {
      SokuDecoder.builder().limits(limits).build().decode(in, asm);
    }
    List<SpectatedMatch> matches = asm.matches();
    long sameId = matches.stream().map(SpectatedMatch::matchId).distinct().count();
    int written = 0;
    for (SpectatedMatch m : matches) {
      String part =
          sameId == matches.size()
              ? "match-" + m.matchId()
              : "flow-" + m.flowId() + "-match-" + m.matchId();
      if (m.match() == null || m.firstSlot() != 0) {
        output.warn(
            part
                + " not written: "
                + (m.match() == null
                    ? "the capture has no GAME_MATCH for it"
                    : "the capture starts at slot " + m.firstSlot()));
        continue;
      }
      if (!m.complete()) {
        if (completeOnly) {
          output.warn(part + " not written: incomplete (" + why(m) + ")");
          continue;
        }
        output.warn(part + " is incomplete (" + why(m) + "): written up to frame " + m.frames());
      }
      try (OutputStream out = output.open(part)) {
        out.write(RepCodec.write(RepFile.fromMatch(m)));
      }
      written++;
    }
    if (written == 0) {
      throw ReplayFormatException.invalid(
          SokuDecoder.FORMAT,
          -1,
          "expected a spectated match (GAME_MATCH and GAME_REPLAY packets from slot 0) but got "
              + (matches.isEmpty()
                  ? "no spectator stream in the capture"
                  : matches.size() + " match(es), none writable"));
    }
  }

  private static String why(SpectatedMatch m) {
    if (m.endSlot() == 0) return "its end was not captured";
    return m.gaps() > 0 ? m.gaps() + " missing slot range(s)" : "slots missing before the end";
  }

  private static boolean flag(String v) {
    if (v == null) return false;
    return switch (v.toLowerCase(Locale.ROOT)) {
      case "true", "yes", "1" -> true;
      case "false", "no", "0" -> false;
      default ->
          throw new IllegalArgumentException(
              "complete-only must be true or false but got '" + v + "'");
    };
  }
}
