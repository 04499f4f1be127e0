package org.replays4j.screp.spi;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import org.replays4j.core.ReplayConversion;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepVisitor;

/**
 * Replay → {@code .chk} for {@code replays4j convert --to chk}: the map data section, decompressed,
 * exactly as stored (what screp's {@code -dumpMapData} writes); its SHA-256 is {@link
 * ScrepReplay#mapDataHash()}. Commands are not decoded.
 */
final class ScrepToChk implements ReplayConversion {
  @Override
  public String target() {
    return "chk";
  }

  @Override
  public String description() {
    return "the replay's map as a raw scenario.chk (decompressed map data section)";
  }

  @Override
  public void convert(
      ReplaySource source, DecodeLimits limits, Map<String, String> options, Output output)
      throws IOException {
    ByteSlice[] chk = new ByteSlice[1];
    byte[] bytes = source.readAllBytes(limits);
    ScrepDecoder.builder()
        .limits(limits)
        .option(ScrepDecoder.Option.FULL_MAP, ScrepDecoder.Option.SKIP_COMMANDS)
        .build()
        .decode(
            bytes,
            new ScrepVisitor() {
              @Override
              public void visitRawMapData(ByteSlice c) {
                chk[0] = c.copy();
              }
            });
    if (chk[0] == null) {
      throw ReplayFormatException.invalid(
          ScrepDecoder.FORMAT, -1, "expected a map data section but the replay has none");
    }
    try (OutputStream out = output.open("")) {
      out.write(chk[0].toArray());
    }
  }
}
