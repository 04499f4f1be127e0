package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;

class ScrepTablesTest {
  private static final ScrepFormat FORMAT = new ScrepFormat();

  private static Path testdata(String name) {
    return Path.of(System.getProperty("replays4j.root", ".."), "testdata", "screp", name);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"every-command.rep", "legacy-1v1.rep", "melee-1v1-zlib.rep", "melee-1v1.rep"})
  void every_table_of_every_sample_obeys_the_table_contract(String file) throws IOException {
    for (TableSchema s : FORMAT.tables())
      TableContract.check(FORMAT, s.name(), ReplaySource.of(testdata(file)));
  }

  @Test
  void the_commands_table_has_one_row_per_decoded_command_with_screps_names() throws IOException {
    ReplaySource src = ReplaySource.of(testdata("every-command.rep"));
    TableRows rows = new TableRows();
    FORMAT.readTable("commands", src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    ScrepReplay r = ScrepReplay.read(src.readAllBytes(DecodeLimits.DEFAULT));
    assertThat(rows.rows()).hasSize(r.commands().size() + r.unknownCommands().size());
    List<Object> names = rows.column("type_name");
    List<Object> ids = rows.column("type_id");
    for (int i = 0; i < names.size(); i++)
      assertThat(names.get(i)).isEqualTo(ScrepNames.command((Integer) ids.get(i)));
    assertThat(names)
        .contains("Right Click", "Targeted Order", "Select", "Build", "Chat", "Leave Game");
  }

  @Test
  void a_command_type_lacking_a_field_has_null_there() throws IOException {
    TableRows rows = new TableRows();
    FORMAT.readTable(
        "commands",
        ReplaySource.of(testdata("every-command.rep")),
        "f",
        TableOptions.ALL,
        DecodeLimits.DEFAULT,
        rows);
    int type = rows.schema().index("type_id");
    int order = rows.schema().index("order");
    for (List<Object> row : rows.rows()) {
      int t = (Integer) row.get(type);
      boolean hasOrder = t == 0x0C || t == 0xFE || t == 0x15 || t == 0x61;
      assertThat(row.get(order) != null).as("order of 0x%02X", t).isEqualTo(hasOrder);
    }
  }

  /**
   * The commands table is written from the decoder's columnar form; it must equal the rows written
   * from the command records by their generic record writers (how the table was made before).
   */
  @Test
  void the_columnar_commands_table_equals_the_rows_of_the_records() throws Exception {
    List<byte[]> files = new ArrayList<>();
    for (String n :
        List.of("every-command.rep", "legacy-1v1.rep", "melee-1v1-zlib.rep", "melee-1v1.rep")) {
      files.add(Files.readAllBytes(testdata(n)));
    }
    for (long seed = 1; seed <= 30; seed++)
      files.add(ScrepWriter.write(ScrepFixtures.random(seed)));
    if (ScrepCorpus.present()) {
      List<Path> corpus = ScrepCorpus.replays();
      for (int i = 0; i < corpus.size(); i += 7) files.add(Files.readAllBytes(corpus.get(i)));
    }
    int compared = 0;
    for (byte[] f : files) {
      List<List<Object>> expected;
      try {
        expected = viaRecords(f);
      } catch (ReplayFormatException e) {
        continue;
      }
      TableRows rows = new TableRows();
      FORMAT.readTable(
          "commands", ReplaySource.of("f", f), "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
      assertThat(hex(rows.rows())).isEqualTo(expected);
      compared++;
    }
    assertThat(compared).isGreaterThan(30);
  }

  private static List<List<Object>> viaRecords(byte[] file) throws IOException {
    TableSchema s = FORMAT.table("commands").orElseThrow();
    TableRows rows = new TableRows();
    TableBatchBuilder b = new TableBatchBuilder(s, "f", TableOptions.ALL, rows);
    Map<Class<?>, RecordColumns.Writer> writers = new HashMap<>();
    ScrepDecoder.builder()
        .option(ScrepDecoder.Option.SKIP_MAP_DATA, ScrepDecoder.Option.SKIP_MODERN_SECTIONS)
        .build()
        .decode(
            file,
            new ScrepVisitor() {
              @Override
              public void visitCommand(Command c) {
                b.setInt(1, c.frame());
                b.setInt(2, c.player());
                b.setInt(3, c.screpType());
                b.setString(4, ScrepNames.command(c.screpType()));
                writers
                    .computeIfAbsent(
                        c.getClass(),
                        k -> new RecordColumns.Writer(s, c.getClass().asSubclass(Record.class)))
                    .write(b, c);
                end();
              }

              @Override
              public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
                b.setInt(1, frame);
                b.setInt(2, player);
                b.setInt(3, type);
                b.setString(4, ScrepNames.command(type));
                byte[] a = rest.toArray();
                b.setBinary(s.index("payload"), a, 0, a.length);
                end();
              }

              private void end() {
                try {
                  b.endRow();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              }
            });
    b.finish();
    return hex(rows.rows());
  }

  /**
   * The rows with payloads in hex and without the {@code effective} column (a derived class, not a
   * field of the command record).
   */
  private static List<List<Object>> hex(List<List<Object>> rows) {
    int effective = FORMAT.table("commands").orElseThrow().index("effective");
    List<List<Object>> out = new ArrayList<>();
    for (List<Object> r : rows) {
      List<Object> row = new ArrayList<>(r);
      row.remove(effective);
      out.add(
          row.stream()
              .map(v -> v instanceof byte[] a ? (Object) ByteSlice.wrap(a).toHex() : v)
              .toList());
    }
    return out;
  }

  @Test
  void the_effective_commands_of_each_player_sum_to_the_eapm_numerator_on_the_samples()
      throws IOException {
    for (String n :
        List.of("every-command.rep", "legacy-1v1.rep", "melee-1v1-zlib.rep", "melee-1v1.rep")) {
      byte[] f = Files.readAllBytes(testdata(n));
      assertEffectiveCountsMatch(n, f, ScrepReplay.read(f));
    }
    for (long seed = 1; seed <= 30; seed++) {
      byte[] f = ScrepWriter.write(ScrepFixtures.random(seed));
      assertEffectiveCountsMatch("seed " + seed, f, ScrepReplay.read(f));
    }
  }

  @Test
  void the_effective_commands_of_each_player_sum_to_the_eapm_numerator_on_the_corpus()
      throws IOException {
    int files = 0;
    for (ScrepCorpus.Decoded d : ScrepCorpus.decodable()) {
      assertEffectiveCountsMatch(d.file().toString(), d.bytes(), d.replay());
      files++;
    }
    assertThat(files).isPositive();
  }

  /** Per real player, the rows marked effective equal {@code effectiveCmdCount}. */
  private static void assertEffectiveCountsMatch(String name, byte[] file, ScrepReplay r)
      throws IOException {
    TableRows rows = new TableRows();
    FORMAT.readTable(
        "commands", ReplaySource.of("f", file), "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    int player = rows.schema().index("player");
    int type = rows.schema().index("type_id");
    int effective = rows.schema().index("effective");
    Map<Integer, Integer> counted = new HashMap<>();
    Map<Integer, Integer> classified = new HashMap<>();
    for (List<Object> row : rows.rows()) {
      Object e = row.get(effective);
      boolean known = !ScrepNames.command((Integer) row.get(type)).startsWith("Unknown");
      assertThat(e != null)
          .as("%s: effective set exactly for known commands", name)
          .isEqualTo(known);
      if (e == null) continue;
      classified.merge((Integer) row.get(player), 1, Integer::sum);
      if ((Boolean) e) counted.merge((Integer) row.get(player), 1, Integer::sum);
    }
    ScrepComputed comp = ScrepComputed.compute(r);
    for (ScrepComputed.Player p : comp.players()) {
      int id = p.slot().playerId();
      assertThat(counted.getOrDefault(id, 0))
          .as("%s player %d", name, id)
          .isEqualTo(p.effectiveCmdCount());
      assertThat(classified.getOrDefault(id, 0))
          .as("%s player %d", name, id)
          .isEqualTo(p.cmdCount());
    }
  }

  @Test
  void every_command_type_has_its_payload_size_and_name_from_one_table() {
    for (ScrepCommandType t : ScrepCommandType.values()) {
      assertThat(ScrepNames.command(t.id())).isEqualTo(t.displayName());
      if (t != ScrepCommandType.LAND)
        assertThat(CommandParser.PAYLOAD[t.id()]).isEqualTo(t.payloadBytes());
    }
  }

  @Test
  void every_command_type_gives_a_width_to_each_payload_component_of_its_record() {
    for (ScrepCommandType t : ScrepCommandType.values()) {
      long components =
          Arrays.stream(t.record().getRecordComponents())
              .filter(rc -> !List.of("frame", "player", "type").contains(rc.getName()))
              .count();
      assertThat(t.layout()).as(t.name()).hasSize((int) components);
    }
  }
}
