package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
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
}
