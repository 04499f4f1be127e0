package org.replays4j.soku.spi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.ReplaySummary;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.RepPlayer;
import org.replays4j.soku.SokuCapture;
import org.replays4j.soku.SokuVersion;
import org.replays4j.soku.Stage;
import org.replays4j.soku.record.SokuCharacter;

/** The format-agnostic summary of a capture or a {@code .rep}, as {@code inspect} shows it. */
final class SokuSummaries {
  private SokuSummaries() {}

  /** The summary of a collected capture; partial when the capture is damaged after its header. */
  static ReplaySummary of(String format, SokuCapture c) {
    List<String> warnings = new ArrayList<>();
    if (c.stats().undecodable() > 0) {
      warnings.add(
          c.stats().undecodable()
              + " undecodable packet(s) in Soku flows; first: "
              + c.firstUndecodable().getMessage());
    }
    if (c.stats().captureErrors() > 0)
      warnings.add(c.stats().captureErrors() + " capture record error(s)");
    String version = c.info() == null ? null : c.info().format().name().toLowerCase(Locale.ROOT);
    return new ReplaySummary(
        format,
        version,
        c.durationSeconds(),
        c.profiles(),
        c.byType(),
        warnings,
        c.summaryTree(),
        c.damage());
  }

  /** The summary of a read {@code .rep}; partial when the file is cut. */
  static ReplaySummary of(String format, RepFile r) {
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("inputs", (long) r.inputs().size());
    counts.put("frames", (long) r.frames());
    List<String> warnings = new ArrayList<>();
    if (r.trailing().length() > 0)
      warnings.add(r.trailing().length() + " byte(s) after the first match not interpreted");
    return new ReplaySummary(
        format,
        SokuVersion.repVersionName(r.version()),
        r.frames() / 60.0,
        r.characterNames(),
        counts,
        warnings,
        repTree(r),
        r.damage());
  }

  private static Map<String, Object> repTree(RepFile r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", "rep");
    m.put("version", r.version());
    m.put("mode", r.mode());
    m.put("matchCount", r.matchCount());
    m.put("player1", player(r.player1()));
    m.put("player2", player(r.player2()));
    m.put("stage", Stage.nameOf(r.stage()));
    m.put("music", r.music());
    m.put("randomSeed", r.randomSeed());
    m.put("inputs", r.inputs().size());
    m.put("frames", r.frames());
    return m;
  }

  private static Map<String, Object> player(RepPlayer p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("character", SokuCharacter.nameOf(p.character()));
    m.put("palette", p.palette());
    m.put("deck", p.deck());
    m.put("disabledSimultaneousButtons", p.disabledSimultaneousButtons());
    return m;
  }
}
