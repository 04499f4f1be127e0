package org.replays4j.soku.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.soku.MatchClock;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.RepPlayer;
import org.replays4j.soku.Sides;
import org.replays4j.soku.SokuCapture;
import org.replays4j.soku.SokuVersion;
import org.replays4j.soku.SpectatedMatch;
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
    List<String> host = new ArrayList<>(c.matches().size());
    List<String> client = new ArrayList<>(c.matches().size());
    for (SpectatedMatch m : c.matches()) {
      host.add(characterName(m.character(Sides.HOST)));
      client.add(characterName(m.character(Sides.CLIENT)));
    }
    List<String> profiles = c.profiles();
    return new ReplaySummary(
        format,
        version,
        c.durationSeconds(),
        participants(
            profiles.isEmpty() ? null : profiles.get(Sides.HOST),
            profiles.isEmpty() ? null : profiles.get(Sides.CLIENT),
            host,
            client),
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
        MatchClock.seconds(new long[] {r.frames()}),
        participants(
            null,
            null,
            Collections.singletonList(characterName(r.player1().character())),
            Collections.singletonList(characterName(r.player2().character()))),
        counts,
        warnings,
        repTree(r),
        r.damage());
  }

  /**
   * The two sides as the summary lists them, host then client ({@link Sides#label}): each named by
   * its profile name when known, else by the character it played over the matches ({@link
   * Sides#character}), as the shared stats view names and characterizes them.
   */
  private static List<String> participants(
      String hostProfile, String clientProfile, List<String> host, List<String> client) {
    return List.of(
        Sides.label(Sides.HOST, hostProfile, Sides.character(host)),
        Sides.label(Sides.CLIENT, clientProfile, Sides.character(client)));
  }

  private static String characterName(Integer id) {
    return id == null ? null : SokuCharacter.nameOf(id);
  }

  /**
   * The summary tree of a {@code .rep} ({@code kind} is {@code "rep"}): its header with the stage's
   * name, then the number of input words and of frames.
   */
  record RepTree(
      String kind,
      int version,
      int mode,
      int matchCount,
      RepPlayerTree player1,
      RepPlayerTree player2,
      String stage,
      int music,
      long randomSeed,
      int inputs,
      int frames) {}

  /** A player of a {@code .rep} in its summary tree: the character by name. */
  record RepPlayerTree(
      String character, int palette, List<Integer> deck, int disabledSimultaneousButtons) {
    static RepPlayerTree of(RepPlayer p) {
      return new RepPlayerTree(
          SokuCharacter.nameOf(p.character()),
          p.palette(),
          p.deck(),
          p.disabledSimultaneousButtons());
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> repTree(RepFile r) {
    return (Map<String, Object>)
        ValueTrees.toTree(
            new RepTree(
                "rep",
                r.version(),
                r.mode(),
                r.matchCount(),
                RepPlayerTree.of(r.player1()),
                RepPlayerTree.of(r.player2()),
                Stage.nameOf(r.stage()),
                r.music(),
                r.randomSeed(),
                r.inputs().size(),
                r.frames()));
  }
}
