package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * The field table {@link EventLayout} is the one description of the frame events: the records,
 * views and column classes have exactly its fields, in its order (the JSON field order of {@code
 * events}), with the Java type of its wire type; the decoder's size tables and the tables' columns
 * come from it; and a field of a future version is one more line.
 */
class EventLayoutTest {
  private static final Map<EventLayout, Class<? extends Record>> RECORDS =
      Map.of(
          EventLayout.PRE_FRAME,
          PreFrameUpdate.class,
          EventLayout.POST_FRAME,
          PostFrameUpdate.class,
          EventLayout.ITEM_UPDATE,
          ItemUpdate.class,
          EventLayout.FRAME_START,
          FrameStart.class,
          EventLayout.FRAME_BOOKEND,
          FrameBookend.class);
  private static final Map<EventLayout, Class<?>> VIEWS =
      Map.of(
          EventLayout.PRE_FRAME,
          PreFrameView.class,
          EventLayout.POST_FRAME,
          PostFrameView.class,
          EventLayout.ITEM_UPDATE,
          ItemUpdateView.class,
          EventLayout.FRAME_START,
          FrameStartView.class,
          EventLayout.FRAME_BOOKEND,
          FrameBookendView.class);
  private static final Map<EventLayout, Class<?>> COLUMNS =
      Map.of(
          EventLayout.PRE_FRAME,
          PreFrameColumns.class,
          EventLayout.POST_FRAME,
          PostFrameColumns.class,
          EventLayout.ITEM_UPDATE,
          ItemColumns.class);

  private static Class<?> javaType(EventLayout.Wire w) {
    switch (w) {
      case U32:
        return long.class;
      case F32:
        return float.class;
      default:
        return int.class;
    }
  }

  @Test
  void every_record_has_the_tables_fields_in_its_order_with_the_java_type_of_the_wire_type() {
    for (EventLayout l : EventLayout.ALL) {
      Class<? extends Record> r = RECORDS.get(l);
      List<RecordComponent> comps =
          Arrays.stream(r.getRecordComponents())
              .filter(c -> !c.getName().equals("payloadSize") && !c.getName().equals("trailing"))
              .toList();
      assertThat(comps.stream().map(RecordComponent::getName).toList())
          .as(l.name())
          .isEqualTo(l.fields().stream().map(EventLayout.Field::name).toList());
      for (int i = 0; i < comps.size(); i++) {
        assertThat(comps.get(i).getType())
            .as(l.name() + "." + comps.get(i).getName())
            .isEqualTo(javaType(l.fields().get(i).wire()));
      }
    }
  }

  @Test
  void every_view_and_column_class_has_an_accessor_per_field_of_the_table() throws Exception {
    for (EventLayout l : EventLayout.ALL) {
      for (EventLayout.Field f : l.fields()) {
        Method v = VIEWS.get(l).getMethod(f.name());
        assertThat(v.getReturnType())
            .as(l.name() + " view " + f.name())
            .isEqualTo(javaType(f.wire()));
        if (COLUMNS.containsKey(l)) {
          Method c = COLUMNS.get(l).getMethod(f.name(), int.class);
          assertThat(c.getReturnType())
              .as(l.name() + " columns " + f.name())
              .isEqualTo(javaType(f.wire()));
        }
      }
    }
  }

  @Test
  void the_decoders_size_tables_and_the_records_presence_come_from_the_table() {
    assertThat(EventParser.POST_FRAME_ENDS)
        .containsExactly(
            0x21, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2E, 0x2F, 0x31, 0x32, 0x33, 0x34, 0x38,
            0x3C, 0x40, 0x44, 0x48, 0x4C, 0x50, 0x52, 0x54);
    assertThat(EventParser.PRE_FRAME_ENDS).containsExactly(0x3A, 0x3B, 0x3F, 0x40, 0x41, 0x42);
    assertThat(EventParser.ITEM_UPDATE_ENDS)
        .containsExactly(0x21, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2C);
    assertThat(PostFrameUpdate.BASE_SIZE).isEqualTo(0x21);
    assertThat(PreFrameUpdate.BASE_SIZE).isEqualTo(0x3A);
    assertThat(ItemUpdate.BASE_SIZE).isEqualTo(0x21);
    assertThat(FrameStart.BASE_SIZE).isEqualTo(8);
    assertThat(FrameBookend.BASE_SIZE).isEqualTo(4);
    assertThat(EventLayout.POST_FRAME.optionalFieldEnds())
        .containsEntry("actionStateFrameCounter", 0x26)
        .containsEntry("instanceId", 0x55)
        .doesNotContainKey("stocksRemaining");
    // the slippi-side payload sizes of the newest layout (3.18.0)
    assertThat(EventLayout.PRE_FRAME.fullSize()).isEqualTo(0x42);
    assertThat(EventLayout.POST_FRAME.fullSize()).isEqualTo(0x54);
    assertThat(EventLayout.ITEM_UPDATE.fullSize()).isEqualTo(0x2C);
  }

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
        new LayoutColumns(post, java.util.Set.of("frame", "playerIndex", "follower"))
            .bind(schema, "post_");
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
