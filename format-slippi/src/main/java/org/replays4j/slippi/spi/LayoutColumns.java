package org.replays4j.slippi.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.slippi.record.EventLayout;

/**
 * Table columns of an {@link EventLayout}, and the table-driven copy of an event's bytes into a
 * row: one column per field ({@code prefix} + the field name in snake case), typed from the wire
 * type (unsigned widened: u8 → int16, u16 → int32, u32 → int64), nullable when the field is
 * optional (or {@code allNullable}); a field the payload does not cover is left null.
 */
final class LayoutColumns {
  private final EventLayout layout;
  private final EventLayout.Field[] fields;
  private final int[] offset;
  private final int[] end;
  private final int[] wire;
  private int[] column;

  /** The columns of {@code layout} minus the fields in {@code skip}. */
  LayoutColumns(EventLayout layout, Set<String> skip) {
    this.layout = layout;
    List<EventLayout.Field> l = new ArrayList<>();
    for (EventLayout.Field f : layout.fields()) if (!skip.contains(f.name())) l.add(f);
    fields = l.toArray(new EventLayout.Field[0]);
    offset = new int[fields.length];
    end = new int[fields.length];
    wire = new int[fields.length];
    for (int i = 0; i < fields.length; i++) {
      offset[i] = fields[i].offset();
      end[i] = fields[i].end();
      wire[i] = fields[i].wire().ordinal();
    }
  }

  static ColumnType typeOf(EventLayout.Wire w) {
    switch (w) {
      case U8:
        return ColumnType.INT16;
      case I8:
        return ColumnType.INT8;
      case U16:
      case I32:
        return ColumnType.INT32;
      case U32:
        return ColumnType.INT64;
      default:
        return ColumnType.FLOAT32;
    }
  }

  /**
   * The column name of field {@code f}: {@code prefix} + snake case ({@code selfInducedAirXSpeed} →
   * {@code self_induced_air_x_speed}).
   */
  static String name(String prefix, EventLayout.Field f) {
    return prefix + snake(f.name());
  }

  /**
   * Snake case of a camel-case field name; an upper-case run before a lower-case letter splits
   * ({@code miscAS} → {@code misc_as}).
   */
  static String snake(String camel) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < camel.length(); i++) {
      char ch = camel.charAt(i);
      if (Character.isUpperCase(ch) && i > 0) {
        char prev = camel.charAt(i - 1);
        boolean nextLower = i + 1 < camel.length() && Character.isLowerCase(camel.charAt(i + 1));
        if (!Character.isUpperCase(prev) || nextLower) sb.append('_');
      }
      sb.append(Character.toLowerCase(ch));
    }
    return sb.toString();
  }

  /** The columns, documented with the field's doc, offset and version. */
  List<Column> columns(String prefix, boolean allNullable) {
    List<Column> out = new ArrayList<>();
    for (EventLayout.Field f : fields) {
      String doc =
          f.doc()
              + " ("
              + layout.name()
              + " 0x"
              + hex2(f.offset())
              + ' '
              + f.wire().name().toLowerCase(Locale.ROOT)
              + (layout.isOptional(f) ? ", since " + f.since() : "")
              + ")";
      out.add(
          new Column(name(prefix, f), typeOf(f.wire()), allNullable || layout.isOptional(f), doc));
    }
    return out;
  }

  /**
   * An offset in upper-case hexadecimal, at least two digits (as {@code %02X}: every format's
   * schema is built when the format registry starts, where {@link String#format} was a tenth of the
   * Slippi tables' set-up).
   */
  static String hex2(int v) {
    String h = Integer.toHexString(v).toUpperCase(Locale.ROOT);
    return h.length() < 2 ? "0" + h : h;
  }

  /** Binds the fields to the columns of {@code schema} named {@code prefix + field}. */
  LayoutColumns bind(TableSchema schema, String prefix) {
    column = new int[fields.length];
    for (int i = 0; i < fields.length; i++) column[i] = schema.index(name(prefix, fields[i]));
    return this;
  }

  /**
   * Sets the field columns from the event whose command byte is {@code b[c]} with payload {@code
   * size}.
   */
  void write(TableBatchBuilder t, byte[] b, int c, int size) {
    int[] col = column;
    // fields ascend by offset, so the present ones are a prefix (a pruned column's setter is a
    // no-op)
    int n = 0;
    while (n < col.length && end[n] <= size) n++;
    for (int i = 0; i < n; i++) {
      int k = col[i];
      int p = c + offset[i];
      switch (wire[i]) {
        case 0:
          t.setShort(k, (short) (b[p] & 0xFF));
          break; // U8
        case 1:
          t.setByte(k, b[p]);
          break; // I8
        case 2:
          t.setInt(k, Bytes.u16be(b, p));
          break; // U16
        case 3:
          t.setInt(k, Bytes.s32be(b, p));
          break; // I32
        case 4:
          t.setLong(k, Bytes.u32be(b, p));
          break; // U32
        default:
          t.setFloat(k, Bytes.f32be(b, p));
          break; // F32
      }
    }
  }
}
