package org.replays4j.slippi.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.slippi.record.EventLayout;

/** The {@code frames} and {@code items} tables' columns derived from {@link EventLayout}. */
class LayoutColumnsTest {
  @Test
  void the_frames_and_items_columns_are_the_table_fields_with_prefixes() {
    TableSchema frames = SlippiTables.FRAMES;
    int fields = EventLayout.PRE_FRAME.fields().size() + EventLayout.POST_FRAME.fields().size() - 6;
    assertThat(frames.size()).isEqualTo(4 + fields);
    assertThat(frames.column(frames.index("post_self_induced_air_x_speed")).type())
        .isEqualTo(ColumnType.FLOAT32);
    assertThat(frames.column(frames.index("pre_buttons")).type()).isEqualTo(ColumnType.INT64);
    assertThat(frames.column(frames.index("post_stocks_remaining")).type())
        .isEqualTo(ColumnType.INT16);
    assertThat(SlippiTables.ITEMS.column(SlippiTables.ITEMS.index("owner")).type())
        .isEqualTo(ColumnType.INT8);
  }

  @Test
  void adding_a_field_of_a_future_version_is_one_line_and_the_derived_parts_pick_it_up()
      throws Exception {
    EventLayout post =
        EventLayout.POST_FRAME.with(
            new EventLayout.Field(
                "futureSpin",
                EventLayout.Wire.F32,
                0x55,
                "3.99.0",
                "made-up spin of a future version"));

    // payload sizes and presence
    assertThat(post.fullSize()).isEqualTo(0x58);
    assertThat(post.ends()).endsWith(0x54, 0x58);
    assertThat(post.optionalFieldEnds()).containsEntry("futureSpin", 0x59);
    assertThat(post.baseSize()).isEqualTo(EventLayout.POST_FRAME.baseSize());

    // the frames table schema: a new nullable column
    TableSchema schema = SlippiTables.framesSchema(EventLayout.PRE_FRAME, post);
    Column c = schema.column(schema.index("post_future_spin"));
    assertThat(c.type()).isEqualTo(ColumnType.FLOAT32);
    assertThat(c.nullable()).isTrue();
    assertThat(c.doc()).contains("made-up spin", "0x55", "since 3.99.0");

    // the table-driven row writer reads it when the payload covers it, and leaves it null otherwise
    LayoutColumns cols =
        new LayoutColumns(post, Set.of("frame", "playerIndex", "follower")).bind(schema, "post_");
    byte[] event = new byte[0x59];
    event[0] = 0x38;
    ByteBuffer.wrap(event).putInt(0x01, 77).putFloat(0x0A, 12.5f).putFloat(0x55, 3.25f);
    TableRows rows = new TableRows();
    TableBatchBuilder b = new TableBatchBuilder(schema, "f", TableOptions.ALL, rows);
    for (int size : new int[] {0x58, 0x54}) {
      b.setInt(1, 77);
      b.setByte(2, (byte) 1);
      b.setBool(3, false);
      cols.write(b, event, 0, size);
      b.endRow();
    }
    b.finish();
    assertThat(rows.column("post_future_spin")).containsExactly(3.25f, null);
    assertThat(rows.column("post_position_x")).containsExactly(12.5f, 12.5f);
  }
}
