package org.replays4j.soku;

import static org.replays4j.core.table.ColumnType.INT32;
import static org.replays4j.core.table.ColumnType.INT64;
import static org.replays4j.core.table.ColumnType.STRING;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.record.SokuPacket;

/**
 * The tables of Hisoutensoku captures and replays (#13): {@code captures} (one row per capture, the
 * {@link CaptureStats} columns), {@code packets} (one row per decoded or undecodable packet) and
 * {@code inputs} (one row per frame and side of every spectated match, and of a {@code .rep}).
 */
final class SokuTables {
  private SokuTables() {}

  private static final String F = "soku";

  static final TableSchema CAPTURES =
      TableSchema.builder(F, "captures", "one row per capture file: record and packet counts")
          .add(RecordColumns.of(CaptureStats.class, Map.of()))
          .add("matches", INT32, "spectated matches reassembled")
          .build();

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

  static final TableSchema PACKETS =
      TableSchema.builder(F, "packets", "one row per Soku packet of a capture, in capture order")
          .add(META_COLUMNS.subList(0, 2))
          .add(
              "payload_offset",
              INT64,
              "offset of the UDP payload in the capture (the packet event's offset)")
          .add(META_COLUMNS.subList(2, META_COLUMNS.size()))
          .add(
              "type",
              STRING,
              "packet type name (GAME_INPUT, GAME_REPLAY, …; Undecodable when it could not be decoded)")
          .add(
              "fields",
              STRING,
              "the decoded packet's fields as text (record notation), or the decoding error")
          .build();

  static final TableSchema INPUTS =
      TableSchema.builder(
              F, "inputs", "one row per frame and side of a spectated match or a .rep replay")
          .add("match", INT32, "match id (0 for a .rep)")
          .addNullable("flow_id", INT32, "capture flow of the spectated match, null for a .rep")
          .add("frame", INT64, "frame number")
          .add("side", STRING, "host or client")
          .add("buttons", INT32, "the 16-bit input word")
          .build();

  static final List<TableSchema> ALL = List.of(CAPTURES, PACKETS, INPUTS);

  private static final RecordColumns.Writer STATS =
      new RecordColumns.Writer(CAPTURES, CaptureStats.class);
  private static final RecordColumns.Writer META =
      new RecordColumns.Writer(PACKETS, PacketMeta.class);
  private static final int P_OFFSET = PACKETS.index("payload_offset");
  private static final int P_TYPE = PACKETS.index("type");
  private static final int P_FIELDS = PACKETS.index("fields");

  static void read(
      String table,
      ReplaySource source,
      String fileId,
      TableOptions options,
      DecodeLimits limits,
      TableSink sink)
      throws IOException {
    TableSchema schema =
        ALL.stream()
            .filter(t -> t.name().equals(table))
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "soku has no table "
                            + table
                            + "; tables: "
                            + ALL.stream().map(TableSchema::name).toList()));
    TableBatchBuilder b = new TableBatchBuilder(schema, fileId, options, sink);
    if (!CaptureReader.hasMagic(source.head())) {
      if (table.equals("inputs")) {
        RepFile rep = RepCodec.read(source.readAllBytes(limits), limits);
        if (!inputs(b, 0, -1, rep.inputs())) return;
      }
      b.finish();
      return;
    }
    boolean[] stop = {false};
    IOException[] failed = {null};
    CaptureStats[] stats = {null};
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
            if (b.wants(P_FIELDS)) b.setString(P_FIELDS, packet.toString());
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
        };
    SpectatorAssembler asm = new SpectatorAssembler(v, limits);
    try (InputStream in = source.openStream()) {
      SokuDecoder.builder().limits(limits).build().decode(in, asm);
    }
    if (failed[0] != null) throw failed[0];
    if (stop[0]) return;
    if (table.equals("captures") && stats[0] != null) {
      STATS.write(b, stats[0]);
      b.setInt(CAPTURES.index("matches"), asm.matches().size());
      if (!b.endRow()) return;
    } else if (table.equals("inputs")) {
      for (SpectatedMatch m : asm.matches()) {
        if (!inputs(b, m.matchId(), m.flowId(), m.inputs())) return;
      }
    }
    b.finish();
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
}
