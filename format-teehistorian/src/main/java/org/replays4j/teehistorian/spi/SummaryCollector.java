package org.replays4j.teehistorian.spi;

import java.util.ArrayList;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.UUID;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.teehistorian.TeehistorianVersion;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerName;

/**
 * What the summary reads of a decode: the header, the players' names, the decoder's {@link End} and
 * the damage of a damaged recording (which the stats tree and the statistics tables report too).
 * Ends the chain; one decode.
 */
final class SummaryCollector extends TeehistorianVisitor {
  private Header header;
  private End end;
  private Damage damage;
  private final Map<Integer, String> names = new TreeMap<>();

  @Override
  public void visitHeader(Header h) {
    header = h;
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    names.putIfAbsent(j.cid(), "#" + j.cid());
  }

  @Override
  public void visitEx(ExMessage m) {
    if (m instanceof PlayerName n) names.put(n.cid(), n.name());
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
   * format's id.
   */
  @SuppressWarnings("unchecked")
  ReplaySummary summary(String format) {
    Header h = header;
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
    return new ReplaySummary(
        format,
        version,
        duration,
        new ArrayList<>(names.values()),
        end.countsByType(),
        end.warnings(),
        (Map<String, Object>) ValueTrees.toTree(d),
        damage);
  }
}
