package org.replays4j.teehistorian.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.teehistorian.TeehistorianVersion;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.stats.TeehistorianNamesVisitor;

/**
 * What the summary reads of a decode: the header, the decoder's {@link End}, the damage of a
 * damaged recording (which the stats tree and the statistics tables report too) and, as the {@link
 * TeehistorianNamesVisitor} it is, the players (those of the statistics, without their counters).
 * Ends the chain; one decode.
 */
final class SummaryCollector extends TeehistorianNamesVisitor {
  private Header header;
  private End end;
  private Damage damage;

  /** A collector whose players are bounded by {@code limits}. */
  SummaryCollector(DecodeLimits limits) {
    super(null, limits);
  }

  @Override
  public void visitHeader(Header h) {
    header = h;
  }

  @Override
  public void visitSummary(End e) {
    end = e;
  }

  @Override
  public void visitDamage(Damage d) {
    damage = d;
  }

  /**
   * The summary's details: the header's version, game, server and map, then what the decode counted
   * ({@link End}).
   */
  record Details(
      int version,
      OptionalInt versionMinor,
      UUID gameUuid,
      String serverVersion,
      String startTime,
      MapInfo map,
      long messages,
      Map<String, Long> countsByType,
      Ticks ticks,
      int players,
      boolean finished) {}

  /** The map of the header: its name, size in bytes and SHA-256, each null when not written. */
  record MapInfo(String name, OptionalLong size, String sha256) {}

  /** The first and last tick with a message (null without one) and the ticks with messages. */
  record Ticks(OptionalInt first, OptionalInt last, int count) {}

  /** The damage the decode met, or null. */
  Damage damage() {
    return damage;
  }

  /**
   * The summary of what the decode saw (details keys as the CLI prints them); {@code format} is the
   * format's id. The participants are the players ({@link #participants()}); when they stopped
   * being followed early ({@link #limitExceeded()}: their model bound), those read before, and a
   * warning says so.
   */
  ReplaySummary summary(String format) {
    return summary(format, header, end, damage, participants(), limitExceeded());
  }

  /**
   * The summary of a decode that saw {@code h}, {@code end} and {@code damage} (null when none),
   * with the players {@code participants} as a {@link TeehistorianNamesVisitor} followed them;
   * {@code namesStopped} (or null) is why they stopped being followed before the end.
   */
  @SuppressWarnings("unchecked")
  static ReplaySummary summary(
      String format,
      Header h,
      End end,
      Damage damage,
      List<String> participants,
      ReplayFormatException namesStopped) {
    Details d =
        new Details(
            h.version(),
            h.versionMinor(),
            h.gameUuid(),
            h.serverVersion(),
            h.startTime(),
            new MapInfo(h.mapName(), h.mapSize(), h.mapSha256()),
            end.messages(),
            end.countsByType(),
            new Ticks(end.firstTick(), end.lastTick(), end.ticksWithMessages()),
            end.players(),
            end.finished());
    String version =
        h.version() + (h.versionMinor().isPresent() ? "." + h.versionMinor().getAsInt() : "");
    Double duration =
        end.lastTick().isPresent()
            ? end.lastTick().getAsInt() / (double) TeehistorianVersion.TICKS_PER_SECOND
            : null;
    List<String> warnings = end.warnings();
    if (namesStopped != null) {
      warnings = new ArrayList<>(warnings);
      warnings.add(
          "participants: only those read before the statistics stopped: "
              + namesStopped.getMessage());
    }
    return new ReplaySummary(
        format,
        version,
        duration,
        participants,
        end.countsByType(),
        warnings,
        (Map<String, Object>) ValueTrees.toTree(d),
        damage);
  }
}
