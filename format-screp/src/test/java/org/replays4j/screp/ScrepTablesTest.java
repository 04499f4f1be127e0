package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.table.TableContract;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

class ScrepTablesTest {
  private static final ScrepFormat FORMAT = new ScrepFormat();

  private static Path testdata(String name) {
    return Path.of(System.getProperty("replays4j.root", ".."), "testdata", "screp", name);
  }

  @ParameterizedTest
  @ValueSource(strings = {"every-command.rep", "legacy-1v1.rep", "melee-1v1-zlib.rep", "melee-1v1.rep"})
  void every_table_of_every_sample_obeys_the_table_contract(String file) throws IOException {
    for (TableSchema s : FORMAT.tables()) TableContract.check(FORMAT, s.name(), ReplaySource.of(testdata(file)));
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
    for (int i = 0; i < names.size(); i++) assertThat(names.get(i)).isEqualTo(ScrepNames.command((Integer) ids.get(i)));
    assertThat(names).contains("Right Click", "Targeted Order", "Select", "Build", "Chat", "Leave Game");
  }

  @Test
  void a_command_type_lacking_a_field_has_null_there() throws IOException {
    TableRows rows = new TableRows();
    FORMAT.readTable("commands", ReplaySource.of(testdata("every-command.rep")), "f", TableOptions.ALL,
        DecodeLimits.DEFAULT, rows);
    int type = rows.schema().index("type_id");
    int order = rows.schema().index("order");
    for (List<Object> row : rows.rows()) {
      int t = (Integer) row.get(type);
      boolean hasOrder = t == 0x0C || t == 0xFE || t == 0x15 || t == 0x61;
      assertThat(row.get(order) != null).as("order of 0x%02X", t).isEqualTo(hasOrder);
    }
  }

  @Test
  void every_command_type_has_its_payload_size_and_name_from_one_table() {
    for (ScrepCommandType t : ScrepCommandType.values()) {
      assertThat(ScrepNames.command(t.id())).isEqualTo(t.displayName());
      if (t != ScrepCommandType.LAND) assertThat(CommandParser.PAYLOAD[t.id()]).isEqualTo(t.payloadBytes());
    }
  }
}
