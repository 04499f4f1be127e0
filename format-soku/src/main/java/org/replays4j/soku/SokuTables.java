package org.replays4j.soku;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.record.SokuPacket;

/**
 * The tables of Hisoutensoku captures and replays: {@code captures} (one row per capture, the
 * {@link CaptureStats} columns), {@code packets} (one row per decoded or undecodable packet) and
 * {@code inputs} (one row per frame and side of every spectated match, and of a {@code .rep}), and
 * {@code player_stats} (one row per match and side: {@link org.replays4j.soku.stats.SokuStats}).
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
  static final FormatTables TABLES =
      new FormatTables(ALL, SokuTables::read, SokuTables::readTogether);

  /**
   * The rows of every builder's table: {@code player_stats} and the shared stats from one stats
   * decode ({@link SokuFormat#computeStats}) instead of one each, the other tables (each with its
   * own stop) from a decode each, as read alone.
   *
   * @return the shared stats when {@code gameStats}, else null
   */
  private static GameStats readTogether(
      List<TableBatchBuilder> rows, ReplaySource source, DecodeLimits limits, boolean gameStats)
      throws IOException {
    List<TableBatchBuilder> stats = new ArrayList<>();
    for (TableBatchBuilder b : rows) {
      if (b.schema().name().equals("player_stats")) stats.add(b);
      else read(b, source, limits);
    }
    if (stats.isEmpty() && !gameStats) return null;
    org.replays4j.core.error.Damage[] damage = {null};
    org.replays4j.soku.stats.SokuStats s =
        SokuFormat.computeStats(source, limits, d -> damage[0] = d);
    for (TableBatchBuilder b : stats) {
      if (damage[0] != null) b.damage(damage[0]);
      if (!b.stopped()) playerStats(b, s);
    }
    return gameStats ? s : null;
  }

  private static final RecordColumns.Writer STATS =
      new RecordColumns.Writer(CAPTURES, CaptureStats.class);
  private static final RecordColumns.Writer META =
      new RecordColumns.Writer(PACKETS, PacketMeta.class);
  private static final int P_OFFSET = PACKETS.index("payload_offset");
  private static final int P_TYPE = PACKETS.index("type");
  private static final int P_FIELDS = PACKETS.index("fields");

  private static void read(TableBatchBuilder b, ReplaySource source, DecodeLimits limits)
      throws IOException {
    String table = b.schema().name();
    if (table.equals("player_stats")) {
      playerStats(b, SokuFormat.computeStats(source, limits, b::damage));
      return;
    }
    if (!CaptureReader.hasMagic(source.head())) {
      // every table of a .rep reads it, so that each reports a cut file's damage
      RepFile rep = SokuFormat.readRep(source, limits);
      if (rep.damage() != null) b.damage(rep.damage());
      if (table.equals("inputs")) inputs(b, 0, -1, rep.inputs());
      return;
    }
    boolean[] stop = {false};
    IOException[] failed = {null};
    CaptureStats[] stats = {null};
    Damage[] damage = {null};
    boolean packets = table.equals("packets");
    SokuVisitor v =
        new SokuVisitor() {
          private void row(PacketMeta meta, String type) {
            META.write(b, meta);
            if (b.wants(P_OFFSET)) b.setLong(P_OFFSET, eventOffset());
            b.setString(P_TYPE, type);
          }

          private void end() {
            try {
              if (b.endRow()) return;
            } catch (IOException e) {
              failed[0] = e;
            }
            stop[0] = true;
            throw StopDecoding.INSTANCE;
          }

          @Override
          public void visitPacket(PacketMeta meta, SokuPacket packet) {
            if (!packets) return;
            row(meta, packet.typeName());
            if (b.wants(P_FIELDS)) b.setString(P_FIELDS, ValueTrees.toJson(packet));
            end();
          }

          @Override
          public void visitUndecodable(
              PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
            if (!packets) return;
            row(meta, "Undecodable");
            b.setString(P_FIELDS, error.getMessage());
            end();
          }

          @Override
          public void visitStats(CaptureStats s) {
            stats[0] = s;
          }

          @Override
          public void visitDamage(Damage d) {
            damage[0] = d;
            b.damage(d);
          }
        };
    SpectatorAssembler asm = new SpectatorAssembler(v, limits);
    try (InputStream in = source.openStream()) {
      SokuFormat.decoder(limits).decode(in, asm);
    }
    if (failed[0] != null) throw failed[0];
    if (stop[0]) return;
    if (table.equals("captures") && stats[0] != null) {
      STATS.write(b, stats[0]);
      b.setInt(CAPTURES.index("matches"), asm.matches().size());
      if (damage[0] != null) b.setString(CAPTURES.index("damage"), damage[0].toString());
      b.endRow();
    } else if (table.equals("inputs")) {
      for (SpectatedMatch m : asm.matches()) {
        if (!inputs(b, m.matchId(), m.flowId(), m.inputs())) return;
      }
    }
  }

  /** One row per word: frame and side from the word's slot (even slots are the host's). */
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
  private static void playerStats(TableBatchBuilder b, org.replays4j.soku.stats.SokuStats s)
      throws IOException {
    TableSchema t = b.schema();
    for (org.replays4j.soku.stats.MatchStats m : s.matches()) {
      for (int side = 0; side < 2; side++) {
        org.replays4j.soku.stats.PlayerInputs p = side == 0 ? m.host() : m.client();
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
          b.setLong(
              t.index("presses_" + k.name().toLowerCase(java.util.Locale.ROOT)),
              p.presses().get(k));
        }
        if (!b.endRow()) return;
      }
    }
  }
}
