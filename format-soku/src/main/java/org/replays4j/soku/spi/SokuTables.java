package org.replays4j.soku.spi;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.Listeners;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.soku.CaptureStats;
import org.replays4j.soku.InputWords;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.record.BattleButton;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.stats.MatchStats;
import org.replays4j.soku.stats.PlayerInputs;
import org.replays4j.soku.stats.SokuStats;

/**
 * The tables of Hisoutensoku captures and replays: {@code captures} (one row per capture, the
 * {@link CaptureStats} columns), {@code packets} (one row per decoded or undecodable packet) and
 * {@code inputs} (one row per frame and side of every spectated match, and of a {@code .rep}), and
 * {@code player_stats} (one row per match and side: {@link SokuStats}).
 */
final class SokuTables {
  private SokuTables() {}

  private static final String F = "soku";

  private static final List<Column> META_COLUMNS =
      RecordColumns.of(
          PacketMeta.class,
          Map.of(
              "source",
              "source endpoint ip:port",
              "destination",
              "destination endpoint ip:port",
              "flow_id",
              "flow id (Flow table of the event stream)"));

  private static final TableSpecs SPECS =
      TableSpecs.load(SokuTables.class, F)
          .withColumns("stats", RecordColumns.of(CaptureStats.class, Map.of()))
          .withColumns("meta_first", META_COLUMNS.subList(0, 2))
          .withColumns("meta_rest", META_COLUMNS.subList(2, META_COLUMNS.size()));

  static final TableSchema CAPTURES = SPECS.schema("captures");
  static final TableSchema PACKETS = SPECS.schema("packets");
  static final TableSchema INPUTS = SPECS.schema("inputs");
  static final TableSchema PLAYER_STATS = SPECS.schema("player_stats");

  static final List<TableSchema> ALL = List.of(CAPTURES, PACKETS, INPUTS, PLAYER_STATS);

  /** The tables and their row producer, for {@link SokuFormat#formatTables()}. */
  static final FormatTables TABLES = FormatTables.of(ALL);

  /** True for a table whose rows come from the capture's stats, not from its packets. */
  static boolean fromStats(TableBatchBuilder b) {
    return b.schema() == PLAYER_STATS;
  }

  private static final RecordColumns.Writer STATS =
      new RecordColumns.Writer(CAPTURES, CaptureStats.class);
  private static final RecordColumns.Writer META =
      new RecordColumns.Writer(PACKETS, PacketMeta.class);
  private static final int P_OFFSET = PACKETS.index("payload_offset");
  private static final int P_TYPE = PACKETS.index("type");
  private static final int P_FIELDS = PACKETS.index("fields");

  /** The rows of {@code b}'s table of a read {@code .rep} ({@code stats}: its stats, or null). */
  static void rep(TableBatchBuilder b, RepFile rep, SokuStats stats) throws IOException {
    // every table of a .rep reports a cut file's damage
    if (rep.damage() != null) b.damage(rep.damage());
    if (b.schema() == INPUTS) inputs(b, 0, -1, rep.inputs());
    else if (b.schema() == PLAYER_STATS) playerStats(b, stats);
  }

  /**
   * The rows of the capture tables ({@code captures}, {@code packets}, {@code inputs}) written
   * while the capture is decoded, forwarding every event to {@code next}; the rows that need the
   * whole capture (its stats row, the rebuilt matches' inputs) are written by {@link #finish}.
   */
  static final class CaptureRows extends SokuVisitor {
    private final List<TableBatchBuilder> rows;
    private final Listeners stops;
    private CaptureStats stats;
    private Damage damage;
    private IOException failed;

    CaptureRows(List<TableBatchBuilder> rows, Listeners stops, SokuVisitor next) {
      super(next);
      this.rows = rows;
      this.stops = stops;
    }

    private void row(TableBatchBuilder b, PacketMeta meta, String type, String fields)
        throws IOException {
      META.write(b, meta);
      if (b.wants(P_OFFSET)) b.setLong(P_OFFSET, eventOffset());
      b.setString(P_TYPE, type);
      if (fields != null) b.setString(P_FIELDS, fields);
      if (!b.endRow()) stops.stopped();
    }

    private void packet(PacketMeta meta, String type, Object fields) {
      for (TableBatchBuilder b : rows) {
        if (b.schema() != PACKETS || b.stopped()) continue;
        try {
          row(
              b,
              meta,
              type,
              fields instanceof String text
                  ? text
                  : b.wants(P_FIELDS) ? ValueTrees.toJson(fields) : null);
        } catch (IOException e) {
          failed = e; // a sink that cannot write ends the whole read; thrown after the decode
          throw StopDecoding.INSTANCE;
        }
      }
    }

    @Override
    public void visitPacket(PacketMeta meta, SokuPacket packet) {
      packet(meta, packet.typeName(), packet);
      super.visitPacket(meta, packet);
    }

    @Override
    public void visitUndecodable(PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
      packet(meta, "Undecodable", error.getMessage());
      super.visitUndecodable(meta, payload, error);
    }

    @Override
    public void visitStats(CaptureStats s) {
      stats = s;
      super.visitStats(s);
    }

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      for (TableBatchBuilder b : rows) b.damage(d);
      super.visitDamage(d);
    }

    /** After the decode: the stats row of {@code captures}, the inputs of {@code matches}. */
    void finish(List<SpectatedMatch> matches) throws IOException {
      if (failed != null) throw failed;
      for (TableBatchBuilder b : rows) {
        if (b.stopped()) continue;
        if (b.schema() == CAPTURES && stats != null) {
          STATS.write(b, stats);
          b.setInt(CAPTURES.index("matches"), matches.size());
          if (damage != null) b.setString(CAPTURES.index("damage"), damage.toString());
          b.endRow();
        } else if (b.schema() == INPUTS) {
          for (SpectatedMatch m : matches) {
            if (!inputs(b, m.matchId(), m.flowId(), m.inputs())) break;
          }
        }
      }
    }
  }

  private static boolean inputs(TableBatchBuilder b, int match, int flow, InputWords w)
      throws IOException {
    for (int i = 0; i < w.size(); i++) {
      long slot = w.firstSlot() + i;
      b.setInt(1, match);
      if (flow >= 0) b.setInt(2, flow);
      b.setLong(3, slot >> 1);
      b.setString(4, (slot & 1) == 0 ? InputWords.HOST : InputWords.CLIENT);
      b.setInt(5, w.get(i));
      if (!b.endRow()) return false;
    }
    return true;
  }

  /** One row per match and side of {@code s}; stops when the sink asks to. */
  static void playerStats(TableBatchBuilder b, SokuStats s) throws IOException {
    TableSchema t = b.schema();
    for (MatchStats m : s.matches()) {
      for (int side = 0; side < 2; side++) {
        PlayerInputs p = side == 0 ? m.host() : m.client();
        if (m.matchId() != null) b.setInt(t.index("match"), m.matchId());
        b.setString(t.index("side"), side == 0 ? InputWords.HOST : InputWords.CLIENT);
        b.setInt(t.index("slot"), side);
        b.setString(t.index("profile"), side == 0 ? s.hostProfile() : s.clientProfile());
        b.setString(
            t.index("character"), side == 0 ? m.hostCharacterName() : m.clientCharacterName());
        StringBuilder deck = new StringBuilder();
        for (int card : side == 0 ? m.hostDeck() : m.clientDeck()) {
          if (deck.length() > 0) deck.append(',');
          deck.append(card);
        }
        b.setString(t.index("deck"), deck.toString());
        b.setString(t.index("stage"), m.stageName());
        if (m.music() != null) b.setInt(t.index("music"), m.music());
        if (m.randomSeed() != null) b.setLong(t.index("random_seed"), m.randomSeed());
        b.setLong(t.index("match_frames"), m.frames());
        b.setDouble(t.index("match_seconds"), m.seconds());
        b.setBool(t.index("complete"), m.complete());
        b.setLong(t.index("frames"), p.frames());
        b.setLong(t.index("input_changes"), p.inputChanges());
        if (p.inputsPerMinute() != null)
          b.setDouble(t.index("inputs_per_minute"), p.inputsPerMinute());
        b.setLong(t.index("direction_changes"), p.directionChanges());
        for (BattleButton k : BattleButton.values()) {
          b.setLong(t.index("presses_" + k.name().toLowerCase(Locale.ROOT)), p.presses().get(k));
        }
        if (!b.endRow()) return;
      }
    }
  }
}
