package org.replays4j.core.codec;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A spec table written as an enum (ids, type bytes, version numbers): each constant is one row, its
 * numeric code and its names given once, in the constant's declaration, and one piece of code
 * answers every table's lookups. A code is looked up with one array read.
 *
 * <p>Each constant's constructor hands its row over with {@link #row}; once the constants exist,
 * {@link #of(Class)} gives the table (an enum keeps it in a static field, declared after the
 * constants). A constant with a negative code (an {@code UNKNOWN} row) is in the table but not
 * found by {@link #get}. An enum whose constructors hand over no rows is a table by ordinal: each
 * constant's code is its ordinal (a bit number, a dense index) and it has no names.
 *
 * <p>The rows are handed over while the enum class initialises (under the JVM's initialisation
 * lock); a built table is immutable. The static {@link #rowCode}/{@link #rowName} find the table by
 * the constant's class (a few nanoseconds more than the instance methods on an enum's own static
 * table, which hot paths use).
 *
 * <pre>{@code
 * public enum Move {
 *   JAB(2, "Jab", "jab"),
 *   UP_AIR(16, "Up Air", "uair");
 *
 *   private static final CodeTable<Move> IDS = CodeTable.of(Move.class);
 *
 *   Move(int id, String displayName, String shortName) {
 *     CodeTable.row(this, id, displayName, shortName);
 *   }
 *
 *   public String shortName() {
 *     return IDS.name(this, 1);
 *   }
 *
 *   public static Move of(int id) {
 *     return IDS.get(id);
 *   }
 * }
 * }</pre>
 *
 * @param <E> the enum
 */
public final class CodeTable<E extends Enum<E>> {
  /** The rows each enum's constructors handed over, and its table once built. */
  private static final ClassValue<Rows> ROWS =
      new ClassValue<>() {
        @Override
        protected Rows computeValue(Class<?> type) {
          return new Rows();
        }
      };

  private final Class<E> type;
  private final int[] codes;
  private final String[][] names;
  private final E[] byCode;

  /** The bits of the codes 0..31 that have a constant. */
  private final int flagMask;

  private CodeTable(E[] constants, int[] codes, String[][] names) {
    this.type = constants[0].getDeclaringClass();
    this.codes = codes;
    this.names = names;
    int max = -1;
    for (int c : codes) max = Math.max(max, c);
    byCode = Arrays.copyOf(constants, max + 1);
    Arrays.fill(byCode, null);
    for (E e : constants) {
      int c = codes[e.ordinal()];
      if (c < 0) continue;
      if (byCode[c] != null) throw new IllegalStateException(e + " repeats code " + c);
      byCode[c] = e;
    }
    int mask = 0;
    for (int c = 0; c < Math.min(32, byCode.length); c++) if (byCode[c] != null) mask |= 1 << c;
    flagMask = mask;
  }

  /**
   * Hands over the row of {@code constant}: its code (negative for a row no code finds) and names.
   * Called once from each constant's constructor.
   */
  public static void row(Enum<?> constant, int code, String... names) {
    ROWS.get(constant.getDeclaringClass()).add(constant.ordinal(), code, names);
  }

  /**
   * Hands over the row of {@code constant} in a table whose codes are the ordinals: only its names.
   */
  public static void row(Enum<?> constant, String... names) {
    row(constant, constant.ordinal(), names);
  }

  /** The table of the enum {@code type}; its constants must all exist (call it after them). */
  @SuppressWarnings("unchecked")
  public static <E extends Enum<E>> CodeTable<E> of(Class<E> type) {
    Rows rows = ROWS.get(type);
    CodeTable<?> t = rows.table;
    return (CodeTable<E>) (t != null ? t : rows.build(type.getEnumConstants()));
  }

  /** The code of {@code constant} in its enum's table (for code outside the enum itself). */
  public static int rowCode(Enum<?> constant) {
    return tableOf(constant).codes[constant.ordinal()];
  }

  /** Name {@code column} of {@code constant} in its enum's table (for code outside the enum). */
  public static String rowName(Enum<?> constant, int column) {
    return tableOf(constant).names[constant.ordinal()][column];
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static CodeTable<?> tableOf(Enum<?> constant) {
    return of((Class) constant.getDeclaringClass());
  }

  /** The code of {@code constant}. */
  public int code(E constant) {
    return codes[constant.ordinal()];
  }

  /** Name {@code column} of {@code constant}'s row. */
  public String name(E constant, int column) {
    return names[constant.ordinal()][column];
  }

  /** The constant with {@code code}, or null when no row has it. */
  public E get(int code) {
    return code >= 0 && code < byCode.length ? byCode[code] : null;
  }

  /** The constant with {@code code}, or {@code missing} when no row has it. */
  public E get(int code, E missing) {
    E e = get(code);
    return e == null ? missing : e;
  }

  /**
   * The name of the constant with {@code code} ({@code name} of it), or {@code unknown} of the code
   * when no row has it.
   */
  public String nameOf(int code, Function<? super E, String> name, IntFunction<String> unknown) {
    E e = get(code);
    return e == null ? unknown.apply(code) : name.apply(e);
  }

  /**
   * The constants whose code is a set bit of {@code word} (a table by ordinal: bit {@code i} is the
   * constant with ordinal {@code i}); bits above the table's are ignored.
   */
  public EnumSet<E> flags(int word) {
    EnumSet<E> s = EnumSet.noneOf(type);
    for (int w = word & flagMask; w != 0; w &= w - 1)
      s.add(byCode[Integer.numberOfTrailingZeros(w)]);
    return s;
  }

  /** {@code constant}'s name in UpperCamelCase: {@code KNEE_BEND} is {@code KneeBend}. */
  public static String camelCase(Enum<?> constant) {
    StringBuilder sb = new StringBuilder();
    for (String word : constant.name().split("_"))
      sb.append(word, 0, 1).append(word.substring(1).toLowerCase(Locale.ROOT));
    return sb.toString();
  }

  /**
   * {@code constant}'s name in lower case, words joined by {@code separator}: {@code NEUTRAL_WIN}
   * is {@code neutral-win} with {@code '-'}.
   */
  public static String lowerCase(Enum<?> constant, char separator) {
    return constant.name().toLowerCase(Locale.ROOT).replace('_', separator);
  }

  /** The rows of one enum, collected while its constants are constructed. */
  private static final class Rows {
    private int[] codes = new int[0];
    private String[][] names = new String[0][];
    private int count;
    private volatile CodeTable<?> table;

    synchronized void add(int ordinal, int code, String[] rowNames) {
      if (table != null) throw new IllegalStateException("rows come from the constructors only");
      if (ordinal >= codes.length) {
        codes = Arrays.copyOf(codes, Math.max(8, ordinal * 2));
        names = Arrays.copyOf(names, codes.length);
      }
      codes[ordinal] = code;
      names[ordinal] = rowNames.clone();
      count++;
    }

    /** The table, built on first use from the constants (asked for outside the lock). */
    synchronized <E extends Enum<E>> CodeTable<E> build(E[] constants) {
      int n = constants.length;
      if (table == null && count == 0) {
        int[] ordinals = new int[n];
        Arrays.setAll(ordinals, i -> i);
        table = new CodeTable<>(constants, ordinals, new String[n][0]);
      } else if (table == null && count == n) {
        table = new CodeTable<>(constants, Arrays.copyOf(codes, n), Arrays.copyOf(names, n));
      } else if (table == null) {
        throw new IllegalStateException(count + " rows for " + n + " constants of " + constants[0]);
      }
      @SuppressWarnings("unchecked")
      CodeTable<E> t = (CodeTable<E>) table;
      return t;
    }
  }
}
