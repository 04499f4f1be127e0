package org.replays4j.core.table;

import static org.replays4j.core.table.ColumnType.INT16;
import static org.replays4j.core.table.ColumnType.INT32;
import static org.replays4j.core.table.ColumnType.INT64;
import static org.replays4j.core.table.ColumnType.INT8;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import org.replays4j.core.event.TextValue;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;

/**
 * Table columns derived from event records, so a table is described where the event is: each record
 * component becomes a column named in snake case ({@code unitTag} → {@code unit_tag}), typed from
 * the component ({@code int} → INT32, {@code long} → INT64, {@code boolean} → BOOL, {@code
 * float}/{@code double}, {@code String} and enums → STRING, {@link ByteSlice} and {@code byte[]} →
 * BINARY, {@code OptionalInt}/{@code OptionalLong}/{@code OptionalDouble} → nullable INT32/INT64/
 * FLOAT64; any other type → STRING of its {@code toString()}). {@link #union} merges several
 * records into one table whose columns are nullable where a record lacks them; {@link Writer}
 * copies a record's components into a row without reflection on the hot path (method handles).
 */
public final class RecordColumns {
  private RecordColumns() {}

  /** Snake case of a Java name: {@code unitTag} → {@code unit_tag}, {@code x2} → {@code x2}. */
  public static String snake(String javaName) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < javaName.length(); i++) {
      char ch = javaName.charAt(i);
      if (Character.isUpperCase(ch)) {
        if (i > 0 && !Character.isUpperCase(javaName.charAt(i - 1))) sb.append('_');
        sb.append(Character.toLowerCase(ch));
      } else {
        sb.append(ch);
      }
    }
    return sb.toString().toLowerCase(Locale.ROOT);
  }

  /** The column type of a component type, and whether it is nullable by nature. */
  static ColumnType typeOf(Class<?> t) {
    if (t == int.class || t == OptionalInt.class) return ColumnType.INT32;
    if (t == long.class || t == OptionalLong.class) return ColumnType.INT64;
    if (t == short.class) return ColumnType.INT16;
    if (t == byte.class) return ColumnType.INT8;
    if (t == boolean.class) return ColumnType.BOOL;
    if (t == float.class) return ColumnType.FLOAT32;
    if (t == double.class || t == OptionalDouble.class) return ColumnType.FLOAT64;
    if (t == ByteSlice.class || t == byte[].class) return ColumnType.BINARY;
    return ColumnType.STRING;
  }

  static boolean nullableByType(Class<?> t) {
    return !t.isPrimitive();
  }

  /**
   * The columns of {@code type}'s components (minus {@code skip}), each documented as {@code
   * "<Record>.<component>"} unless {@code docs} has the column name.
   */
  public static List<Column> of(
      Class<? extends Record> type, Map<String, String> docs, String... skip) {
    return union(List.of(type), docs, skip);
  }

  /**
   * The union of the columns of {@code types}, in order of first appearance. A column is nullable
   * when some record lacks it or its type is nullable; the same name with two types is an {@link
   * IllegalArgumentException}.
   */
  public static List<Column> union(
      List<Class<? extends Record>> types, Map<String, String> docs, String... skip) {
    List<String> skipped = List.of(skip);
    Map<String, ColumnType> typeByName = new LinkedHashMap<>();
    Map<String, Integer> count = new LinkedHashMap<>();
    Map<String, Boolean> nullable = new LinkedHashMap<>();
    Map<String, List<String>> owners = new LinkedHashMap<>();
    List<Class<? extends Record>> distinct = types.stream().distinct().toList();
    for (Class<? extends Record> t : distinct) {
      for (RecordComponent rc : t.getRecordComponents()) {
        String name = snake(rc.getName());
        if (skipped.contains(name)) continue;
        ColumnType ct = typeOf(rc.getType());
        ColumnType prev = typeByName.putIfAbsent(name, ct);
        if (prev != null && prev != ct) {
          throw new IllegalArgumentException(
              name + " is " + prev + " in one record and " + ct + " in " + t.getSimpleName());
        }
        count.merge(name, 1, Integer::sum);
        nullable.merge(name, nullableByType(rc.getType()), Boolean::logicalOr);
        owners.computeIfAbsent(name, k -> new ArrayList<>()).add(t.getSimpleName());
      }
    }
    List<Column> out = new ArrayList<>();
    for (Map.Entry<String, ColumnType> e : typeByName.entrySet()) {
      String n = e.getKey();
      boolean isNullable = nullable.get(n) || count.get(n) < distinct.size();
      String doc =
          docs.getOrDefault(
              n, String.join(", ", owners.get(n).stream().map(o -> o + "." + n).toList()));
      out.add(new Column(n, e.getValue(), isNullable, doc));
    }
    return out;
  }

  /**
   * Copies the components of records of one class into the columns of the same names of a schema
   * (components without a column are skipped); an {@code int} component fills an INT8, INT16 or
   * INT64 column cast to it. Thread-safe; create once per (schema, class). The method handles are
   * made on the first {@link #write}, so that a writer a format's tables class holds costs nothing
   * in a run that reads none of its records (a catalog's schema loads every format's tables).
   */
  public static final class Writer {
    /** The column types an {@code int} component is cast to (any other takes it as INT32). */
    private static final Set<ColumnType> INTEGERS = EnumSet.of(INT8, INT16, INT32, INT64);

    private final TableSchema schema;
    private final Class<? extends Record> record;

    /** The columns and their setters, made on the first write (final fields: safe to share). */
    private Handles handles;

    /** A writer of {@code record}'s components into {@code schema}. */
    public Writer(TableSchema schema, Class<? extends Record> record) {
      this.schema = schema;
      this.record = record;
    }

    /** The column of each component the schema has, and its setter. */
    private static final class Handles {
      private final int[] column;

      /** Per column, {@code (TableBatchBuilder, column, record)void}: reads and sets its cell. */
      private final MethodHandle[] set;

      Handles(TableSchema schema, Class<? extends Record> record) {
        List<Integer> cols = new ArrayList<>();
        List<MethodHandle> handles = new ArrayList<>();
        for (RecordComponent rc : record.getRecordComponents()) {
          int c = schema.indexOf(snake(rc.getName()));
          if (c < 0) continue;
          MethodHandle get;
          try {
            get = MethodHandles.publicLookup().unreflect(rc.getAccessor());
          } catch (IllegalAccessException e) {
            throw new IllegalArgumentException(record + " is not public", e);
          }
          Class<?> t = rc.getType();
          ColumnType kind = schema.column(c).type();
          MethodHandle setter =
              setterOf(t == int.class && INTEGERS.contains(kind) ? kind.element() : t);
          // the component's value cast as Java casts it to what the setter takes (int to short, …)
          MethodType value = MethodType.methodType(setter.type().parameterType(2), Object.class);
          handles.add(
              MethodHandles.filterArguments(
                  setter, 2, MethodHandles.explicitCastArguments(get, value)));
          cols.add(c);
        }
        column = new int[cols.size()];
        for (int i = 0; i < column.length; i++) column[i] = cols.get(i);
        set = handles.toArray(new MethodHandle[0]);
      }
    }

    /** Sets the columns of {@code record}'s components in the builder's current row. */
    public void write(TableBatchBuilder b, Object record) {
      Handles h = handles;
      if (h == null) handles = h = new Handles(schema, this.record);
      int[] column = h.column;
      MethodHandle[] set = h.set;
      try {
        for (int i = 0; i < column.length; i++) {
          int c = column[i];
          if (b.wants(c)) set[i].invokeExact(b, c, record);
        }
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException("record accessor failed", e);
      }
    }

    /**
     * The builder's setter of a primitive ({@code setLong(int, long)} for {@code long}), else
     * {@link #setObject}: {@code (TableBatchBuilder, int, t)void}.
     */
    private static MethodHandle setterOf(Class<?> t) {
      try {
        if (!t.isPrimitive()) {
          return MethodHandles.lookup()
              .findStatic(
                  RecordColumns.class,
                  "setObject",
                  MethodType.methodType(
                      void.class, TableBatchBuilder.class, int.class, Object.class));
        }
        for (Method m : TableBatchBuilder.class.getMethods()) {
          if (m.getName().startsWith("set")
              && Arrays.equals(m.getParameterTypes(), new Class<?>[] {int.class, t})) {
            return MethodHandles.publicLookup().unreflect(m);
          }
        }
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
      throw new AssertionError("no setter of " + t);
    }
  }

  /** Sets column {@code c} from a component value of a reference type (see the class doc). */
  static void setObject(TableBatchBuilder b, int c, Object v) {
    if (v == null) return;
    if (v instanceof ByteSlice s) {
      byte[] a = s.toArray();
      b.setBinary(c, a, 0, a.length);
    } else if (v instanceof byte[] a) {
      b.setBinary(c, a, 0, a.length);
    } else if (v instanceof OptionalInt o) {
      if (o.isPresent()) b.setInt(c, o.getAsInt());
    } else if (v instanceof OptionalLong o) {
      if (o.isPresent()) b.setLong(c, o.getAsLong());
    } else if (v instanceof OptionalDouble o) {
      if (o.isPresent()) b.setDouble(c, o.getAsDouble());
    } else if (v instanceof Optional<?> o) {
      if (o.isPresent()) b.setValue(c, scalar(o.get()));
    } else if (v instanceof Enum<?> e) {
      b.setString(c, e.name());
    } else {
      b.setValue(c, scalar(v));
    }
  }

  /**
   * A number, boolean or string as itself; a {@link org.replays4j.core.event.TextValue} as its
   * text; a value with a text form of its own (a version's {@code "3.18.0"}, a decoded string) as
   * that; a collection, a map or a record that only has the generated {@code Name[a=…]} form as
   * compact JSON of its value tree: never a Java {@code toString()} meant for debugging.
   */
  private static Object scalar(Object v) {
    if (v instanceof Number || v instanceof Boolean || v instanceof String) return v;
    if (v instanceof TextValue t) return t.text();
    if (!(v instanceof Record || v instanceof Collection || v instanceof Map)) {
      return v.toString();
    }
    if (v instanceof Record) {
      String text = v.toString();
      if (!text.startsWith(v.getClass().getSimpleName() + "[")) return text;
    }
    return ValueTrees.toJson(v);
  }
}
