package org.replays4j.teehistorian.spi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
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

  /** The damage the decode met, or null. */
  Damage damage() {
    return damage;
  }

  /**
   * The summary of what the decode saw (details keys as the CLI prints them); {@code format} is the
   * format's id.
   */
  ReplaySummary summary(String format) {
    Header h = header;
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("version", h.version());
    d.put("versionMinor", h.versionMinor().isPresent() ? h.versionMinor().getAsInt() : null);
    d.put("gameUuid", h.gameUuid() == null ? null : h.gameUuid().toString());
    d.put("serverVersion", h.serverVersion());
    d.put("startTime", h.startTime());
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("name", h.mapName());
    map.put("size", h.mapSize().isPresent() ? h.mapSize().getAsLong() : null);
    map.put("sha256", h.mapSha256());
    d.put("map", map);
    d.put("messages", end.messages());
    d.put("countsByType", new LinkedHashMap<String, Object>(end.countsByType()));
    Map<String, Object> ticks = new LinkedHashMap<>();
    ticks.put("first", end.firstTick().isPresent() ? end.firstTick().getAsInt() : null);
    ticks.put("last", end.lastTick().isPresent() ? end.lastTick().getAsInt() : null);
    ticks.put("count", end.ticksWithMessages());
    d.put("ticks", ticks);
    d.put("players", end.players());
    d.put("finished", end.finished());
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
        d,
        damage);
  }
}
