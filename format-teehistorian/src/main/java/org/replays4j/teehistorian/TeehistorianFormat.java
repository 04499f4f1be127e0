package org.replays4j.teehistorian;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Finish;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.TickSkip;
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * The teehistorian {@link ReplayFormat}: detected by the 16-byte magic UUID (after transparent
 * gzip/zstd/xz unwrapping by {@link ReplaySource}); summaries list the header's common fields,
 * message counts by type, the tick range and the players (details keys as the CLI summary").
 * Stateless and thread-safe.
 *
 * <p>Tables ({@link #formatTables()}): {@code recordings}, {@code players}, {@code inputs}, {@code
 * positions}, {@code events}.
 */
public final class TeehistorianFormat extends ReplayFormat {
  /** ServiceLoader constructor. */
  public TeehistorianFormat() {
    super(
        "teehistorian",
        "DDNet teehistorian recording",
        "version 1 and 2, version_minor up to "
            + MinorVersion.NEWEST.code()
            + " (DDNet 11.0 .. 19.9)",
        TeehistorianTables.TABLES,
        "teehistorian");
  }

  @Override
  public double probe(byte[] head, String fileName) {
    if (head == null || head.length < 16) return 0;
    return Arrays.equals(head, 0, 16, TeehistorianUuids.MAGIC_BYTES, 0, 16) ? 1.0 : 0;
  }

  /**
   * The one pass of the SPI: events and table rows when asked; the summary alone from the summary's
   * collector; any other products from one salvaging decode (the summary's collector behind the
   * stats visitor).
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    if (request.events() != null) decoder(limits).decode(source, new SinkVisitor(request.events()));
    org.replays4j.core.stats.GameStats shared = null;
    if (!request.tableBuilders().isEmpty()) {
      shared =
          formatTables()
              .readAll(
                  request.tableBuilders(),
                  source,
                  limits,
                  request.wants(ReplayAnalysis.Product.GAME_STATS));
    }
    java.util.Set<ReplayAnalysis.Product> rest =
        java.util.EnumSet.noneOf(ReplayAnalysis.Product.class);
    rest.addAll(request.products());
    if (shared != null) rest.remove(ReplayAnalysis.Product.GAME_STATS);
    if (rest.isEmpty()) return new ReplayAnalysis(null, null, shared);
    if (rest.equals(java.util.Set.of(ReplayAnalysis.Product.SUMMARY))) {
      SummaryVisitor v = new SummaryVisitor(null);
      decoder(limits).decode(source, v);
      return new ReplayAnalysis(summary(v), null, shared);
    }
    ReplayAnalysis a = analysis(source, limits, rest);
    return shared == null ? a : new ReplayAnalysis(a.summary(), a.stats(), shared);
  }

  /**
   * The summary, the stats tree and the shared view from one salvaging decode (the summary's
   * collector behind the stats visitor), as the separate calls read them; a damaged recording's
   * parts are marked as theirs are.
   */
  private ReplayAnalysis analysis(
      ReplaySource source, DecodeLimits limits, java.util.Set<ReplayAnalysis.Product> products)
      throws IOException {
    boolean summary = products.contains(ReplayAnalysis.Product.SUMMARY);
    SummaryVisitor sv = summary ? new SummaryVisitor(null) : null;
    Damage[] damage = new Damage[1];
    org.replays4j.teehistorian.stats.TeehistorianStatsVisitor v =
        new org.replays4j.teehistorian.stats.TeehistorianStatsVisitor(sv, limits) {
          @Override
          public void visitDamage(Damage d) {
            damage[0] = d;
            super.visitDamage(d);
          }
        };
    decoder(limits).decode(source, v);
    org.replays4j.teehistorian.stats.TeehistorianStats stats = v.checkedStats();
    Map<String, Object> tree = null;
    if (products.contains(ReplayAnalysis.Product.STATS)) {
      tree = new LinkedHashMap<>();
      tree.put("stats", stats.toTree());
      if (damage[0] != null) tree.put("damage", damage[0].toTree());
    }
    return new ReplayAnalysis(
        summary ? summary(sv) : null,
        tree,
        products.contains(ReplayAnalysis.Product.GAME_STATS) ? stats : null);
  }

  /** What the summary reads of a decode; forwards every event to {@code next} (may be null). */
  private static final class SummaryVisitor extends TeehistorianVisitor {
    Header header;
    End end;
    Damage damage;
    final Map<Integer, String> names = new TreeMap<>();

    SummaryVisitor(TeehistorianVisitor next) {
      super(next);
    }

    @Override
    public void visitHeader(Header h) {
      header = h;
      super.visitHeader(h);
    }

    @Override
    public void visitPlayerJoin(PlayerJoin j) {
      names.putIfAbsent(j.cid(), "#" + j.cid());
      super.visitPlayerJoin(j);
    }

    @Override
    public void visitEx(ExMessage m) {
      if (m instanceof PlayerName n) names.put(n.cid(), n.name());
      super.visitEx(m);
    }

    @Override
    public void visitSummary(End e) {
      end = e;
      super.visitSummary(e);
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      super.visitDamage(d);
    }
  }

  /** The summary of a decode that {@code v} saw. */
  private ReplaySummary summary(SummaryVisitor v) {
    Map<Integer, String> names = v.names;
    Header h = v.header;
    End end = v.end;
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
        id(),
        version,
        duration,
        new ArrayList<>(names.values()),
        end.countsByType(),
        end.warnings(),
        d,
        v.damage);
  }

  /** The SPI's decoder: {@code limits}, salvage mode (the {@link ReplayFormat} contract). */
  static TeehistorianDecoder decoder(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? TeehistorianDecoder.salvaging()
        : TeehistorianDecoder.builder().limits(limits).salvage(true).build();
  }

  /** Decodes {@code source} (streamed, bounded memory) into its statistics. */
  static org.replays4j.teehistorian.stats.TeehistorianStats computeStats(
      ReplaySource source, DecodeLimits limits) throws IOException {
    return computeStats(source, limits, d -> {});
  }

  /**
   * {@link #computeStats(ReplaySource, DecodeLimits)} in salvage mode, handing the damage of a
   * damaged recording to {@code onDamage} (the stats tables report it to their sink).
   */
  static org.replays4j.teehistorian.stats.TeehistorianStats computeStats(
      ReplaySource source, DecodeLimits limits, java.util.function.Consumer<Damage> onDamage)
      throws IOException {
    org.replays4j.teehistorian.stats.TeehistorianStatsVisitor v =
        new org.replays4j.teehistorian.stats.TeehistorianStatsVisitor(null, limits) {
          @Override
          public void visitDamage(Damage d) {
            onDamage.accept(d);
            super.visitDamage(d);
          }
        };
    decoder(limits).decode(source, v);
    return v.checkedStats();
  }

  /**
   * The event types of {@link #events}: {@code Header}, the base messages and the known extended
   * messages by their summary names ({@link MessageType#countName()}, {@link ExType#countName()}),
   * {@code Ex:<uuid>} for unknown extended messages, the reconstructed state ({@code Tick}, {@code
   * PlayerPosition}, {@code PlayerInput}, {@code PlayerJoin}, {@code PlayerLeave}, each right after
   * the raw message it comes from) and {@code End}.
   */
  /** Names of the reconstructed events, as {@link #events} emits them. */
  private static final List<String> RECONSTRUCTED_TYPES =
      List.of("Tick", "PlayerPosition", "PlayerInput", "PlayerJoin", "PlayerLeave");

  @Override
  public List<String> eventTypes() {
    List<String> t = new java.util.ArrayList<>();
    t.add("Header");
    for (MessageType m : MessageType.values()) if (m != MessageType.EX) t.add(m.countName());
    for (ExType x : ExType.values()) t.add(x.countName());
    t.add("Ex:*");
    t.addAll(RECONSTRUCTED_TYPES);
    t.add("End");
    return List.copyOf(t);
  }

  /**
   * Forwards raw messages and the reconstructed ticks, positions, inputs, joins and leaves (so that
   * every table column is visible in the event stream) to a generic sink; payload slices are copied
   * since the sink may keep them.
   */
  static final class SinkVisitor extends TeehistorianVisitor {
    private final ReplayEventSink sink;

    SinkVisitor(ReplayEventSink sink) {
      this.sink = sink;
    }

    private void emit(String type, Object e) {
      sink.acceptOrStop(type, eventOffset(), e);
    }

    @Override
    public void visitDamage(Damage d) {
      sink.damage(d);
    }

    /** A reconstructed event: no offset of its own (-1). */
    private void reconstructed(String type, Object e) {
      sink.acceptOrStop(type, -1, e);
    }

    @Override
    public void visitHeader(Header h) {
      sink.acceptOrStop("Header", 0, h);
    }

    @Override
    public void visitPlayerDiff(PlayerDiff m) {
      emit("PlayerDiff", m);
    }

    @Override
    public void visitTickSkip(TickSkip m) {
      emit("TickSkip", m);
    }

    @Override
    public void visitPlayerNew(PlayerNew m) {
      emit("PlayerNew", m);
    }

    @Override
    public void visitPlayerOld(PlayerOld m) {
      emit("PlayerOld", m);
    }

    @Override
    public void visitInputDiff(InputDiff m) {
      emit("InputDiff", m);
    }

    @Override
    public void visitInputNew(InputNew m) {
      emit("InputNew", m);
    }

    @Override
    public void visitMessage(Message m) {
      emit("Message", new Message(m.cid(), m.data().copy()));
    }

    @Override
    public void visitJoin(Join m) {
      emit("Join", m);
    }

    @Override
    public void visitDrop(Drop m) {
      emit("Drop", m);
    }

    @Override
    public void visitConsoleCommand(ConsoleCommand m) {
      emit("ConsoleCommand", m);
    }

    @Override
    public void visitEx(ExMessage m) {
      if (m instanceof Antibot a) m = new Antibot(a.data().copy());
      emit(m.type().countName(), m);
    }

    @Override
    public void visitUnknown(int code, ByteSlice payload) {
      if (code != UnknownEx.CODE) return;
      UnknownEx x = UnknownEx.of(payload);
      emit("Ex:" + x.uuid(), x);
    }

    @Override
    public void visitFinish() {
      emit("Finish", Finish.INSTANCE);
    }

    @Override
    public void visitTick(int tick) {
      reconstructed("Tick", Map.of("tick", tick));
    }

    @Override
    public void visitPlayerPosition(PlayerPosition p) {
      reconstructed("PlayerPosition", p);
    }

    @Override
    public void visitPlayerInput(InputState s) {
      reconstructed("PlayerInput", s);
    }

    @Override
    public void visitPlayerJoin(PlayerJoin j) {
      reconstructed("PlayerJoin", j);
    }

    @Override
    public void visitPlayerLeave(PlayerLeave l) {
      reconstructed("PlayerLeave", l);
    }

    @Override
    public void visitSummary(End end) {
      sink.acceptOrStop("End", end.endOffset(), end);
    }
  }
}
