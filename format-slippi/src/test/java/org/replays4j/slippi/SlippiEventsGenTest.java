package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A field of a future Slippi version is one line in {@code src/gen/events.tsv}: this test copies
 * the table, adds one made-up Post-Frame field, runs the generator, compiles the generated sources
 * together with every hand-written source of the module, and checks in a fresh class loader that
 * the field is in the record, the view, the column class, the writer and the frames table.
 */
class SlippiEventsGenTest {
  private static final Path GEN = Path.of("src", "gen");
  private static final String LAST_POST_FIELD =
      "field\tinstanceId\tu16\t0x53\t3.16.0\tinstance id of this character";
  private static final String NEW_FIELD =
      "field\tfutureSpin\tf32\t0x55\t3.99.0\tmade-up spin of a future version";

  @TempDir Path tmp;
  @TempDir static Path generatorClasses;
  private static boolean generatorCompiled;

  @Test
  void a_field_of_a_future_version_is_one_line_in_the_table() throws Exception {
    List<String> table = Files.readAllLines(GEN.resolve("events.tsv"), StandardCharsets.UTF_8);
    int at = table.indexOf(LAST_POST_FIELD);
    assertThat(at).as("the last Post-Frame field line of events.tsv").isPositive();
    List<String> edited = new ArrayList<>(table);
    edited.add(at + 1, NEW_FIELD);
    Path tsv = tmp.resolve("events.tsv");
    Files.write(tsv, edited, StandardCharsets.UTF_8);

    Path src = tmp.resolve("src");
    runGenerator(tsv, src);
    String record =
        Files.readString(src.resolve("org/replays4j/slippi/record/PostFrameUpdate.java"));
    assertThat(record)
        .contains(
            "GENERATED",
            "edit the table",
            "@param futureSpin 0x55 float: made-up spin of a future version (since 3.99.0)",
            "float futureSpin");

    Path classes = tmp.resolve("classes");
    List<Path> sources = new ArrayList<>(javaFiles(Path.of("src", "main", "java")));
    sources.addAll(javaFiles(src));
    compile(sources, classes);

    try (URLClassLoader l = isolated(classes)) {
      Class<?> post = l.loadClass("org.replays4j.slippi.record.PostFrameUpdate");
      RecordComponent[] comps = post.getRecordComponents();
      assertThat(comps[comps.length - 3].getName()).isEqualTo("futureSpin");
      assertThat(comps[comps.length - 3].getType()).isEqualTo(float.class);

      // a record of the new version, written by the table-driven writer
      Object[] args = new Object[comps.length];
      for (int i = 0; i < comps.length; i++) args[i] = zero(comps[i].getType());
      args[0] = 77; // frame
      args[5] = 12.5f; // positionX
      args[comps.length - 3] = 3.25f; // futureSpin
      args[comps.length - 2] = 0x58; // payloadSize
      args[comps.length - 1] =
          l.loadClass("org.replays4j.core.io.ByteSlice").getField("EMPTY").get(null);
      Constructor<?> ctor =
          post.getDeclaredConstructor(
              Stream.of(comps).map(RecordComponent::getType).toArray(Class[]::new));
      Object e = ctor.newInstance(args);
      Class<?> writer = l.loadClass("org.replays4j.slippi.SlippiWriter");
      Object w = writer.getConstructor().newInstance();
      Class<?> laidOut = l.loadClass("org.replays4j.slippi.record.LaidOutEvent");
      writer.getMethod("event", laidOut).invoke(w, e);
      byte[] raw = (byte[]) writer.getMethod("rawBytes").invoke(w);
      assertThat(raw).hasSize(1 + 0x58);
      assertThat(ByteBuffer.wrap(raw).getFloat(0x55)).isEqualTo(3.25f);
      assertThat(ByteBuffer.wrap(raw).getFloat(0x0A)).isEqualTo(12.5f);

      // the view reads it back, and its record equals the written one
      Class<?> viewClass = l.loadClass("org.replays4j.slippi.PostFrameView");
      Object view = call(viewClass, null, "of", new Class<?>[] {post}, e);
      assertThat(call(viewClass, view, "futureSpin", new Class<?>[0])).isEqualTo(3.25f);
      assertThat(call(viewClass, view, "toRecord", new Class<?>[0])).isEqualTo(e);

      // the column class stores it through the view's accessors, and reads 0 once finished when the
      // payload stops before it (also for an event at the very end of its array)
      Class<?> cols = l.loadClass("org.replays4j.slippi.PostFrameColumns");
      Class<?> fields = l.loadClass("org.replays4j.slippi.record.PostFrameFields");
      Constructor<?> cc = cols.getDeclaredConstructor(int.class);
      cc.setAccessible(true);
      Class<?> eventView = l.loadClass("org.replays4j.slippi.EventView");
      Constructor<?> vc = viewClass.getDeclaredConstructor();
      vc.setAccessible(true);
      Class<?>[] row = {int.class};
      Object[][] cases = {
        {raw, 0x58, 3.25f}, {raw, 0x54, 0f}, {Arrays.copyOf(raw, 1 + 0x54), 0x54, 0f}
      };
      for (Object[] k : cases) {
        Object v = vc.newInstance();
        call(eventView, v, "buffer", new Class<?>[] {byte[].class, long.class}, k[0], 0L);
        call(eventView, v, "at", new Class<?>[] {int.class, int.class}, 0, k[1]);
        assertThat(call(viewClass, v, "futureSpin", new Class<?>[0])).isEqualTo(k[2]);
        Object c = cc.newInstance(0);
        call(cols, c, "append", new Class<?>[] {fields}, v);
        call(cols, c, "trim", new Class<?>[0]);
        assertThat(call(cols, c, "futureSpin", row, 0)).as("payload " + k[1]).isEqualTo(k[2]);
        assertThat(call(cols, c, "positionX", row, 0)).isEqualTo(12.5f);
        assertThat(call(cols, c, "payloadSize", new Class<?>[0])).isEqualTo(k[1]);
      }

      // the layout and the frames table schema have it
      Class<?> layout = l.loadClass("org.replays4j.slippi.record.EventLayout");
      Object postLayout = layout.getField("POST_FRAME").get(null);
      assertThat(layout.getMethod("fullSize").invoke(postLayout)).isEqualTo(0x58);
      Class<?> tables = l.loadClass("org.replays4j.slippi.spi.SlippiTables");
      Field frames = tables.getDeclaredField("FRAMES");
      frames.setAccessible(true);
      Object schema = frames.get(null);
      int index =
          (int)
              schema.getClass().getMethod("index", String.class).invoke(schema, "post_future_spin");
      assertThat(index).isNotNegative();
      Object column = schema.getClass().getMethod("column", int.class).invoke(schema, index);
      assertThat(column.toString()).contains("FLOAT32", "made-up spin");
    }
  }

  @Test
  void the_generator_rejects_overlapping_fields_and_unknown_names() throws Exception {
    List<String> table = Files.readAllLines(GEN.resolve("events.tsv"), StandardCharsets.UTF_8);
    List<String> overlap = new ArrayList<>(table);
    overlap.add(
        overlap.indexOf(LAST_POST_FIELD) + 1,
        "field\tfutureSpin\tf32\t0x54\t3.99.0\toverlaps instanceId");
    Path tsv = tmp.resolve("overlap.tsv");
    Files.write(tsv, overlap, StandardCharsets.UTF_8);
    assertThatThrownBy(() -> runGenerator(tsv, tmp.resolve("out")))
        .hasStackTraceContaining("overlaps the previous field");
    List<String> badHas = new ArrayList<>(table);
    badHas.add(badHas.indexOf(LAST_POST_FIELD) + 1, "has\tSpin\tspin\t-");
    Files.write(tsv, badHas, StandardCharsets.UTF_8);
    assertThatThrownBy(() -> runGenerator(tsv, tmp.resolve("out")))
        .hasStackTraceContaining("has no field spin");
  }

  private static Object zero(Class<?> t) {
    if (t == int.class) return 0;
    if (t == long.class) return 0L;
    if (t == float.class) return 0f;
    return null;
  }

  private static Object call(
      Class<?> c, Object target, String name, Class<?>[] types, Object... args) throws Exception {
    Method m = c.getDeclaredMethod(name, types);
    m.setAccessible(true);
    return m.invoke(target, args);
  }

  /** Compiles and runs {@code src/gen/SlippiEventsGen.java} as the build does. */
  private static void runGenerator(Path tsv, Path out) throws Exception {
    if (!generatorCompiled) compile(List.of(GEN.resolve("SlippiEventsGen.java")), generatorClasses);
    generatorCompiled = true;
    try (URLClassLoader l =
        new URLClassLoader(
            new URL[] {generatorClasses.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
      Method main = l.loadClass("SlippiEventsGen").getMethod("main", String[].class);
      try {
        main.invoke(null, (Object) new String[] {tsv.toString(), out.toString()});
      } catch (InvocationTargetException x) {
        throw (Exception) x.getCause();
      }
    }
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }

  /**
   * The test class path minus this module's own classes (they are what the test compiles afresh).
   */
  private static List<String> dependencyPath() {
    List<String> out = new ArrayList<>();
    for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path p = Path.of(e).toAbsolutePath().normalize();
      if (p.startsWith(Path.of("target").toAbsolutePath().normalize())) continue;
      out.add(e);
    }
    return out;
  }

  private static void compile(List<Path> sources, Path classes) throws IOException {
    Files.createDirectories(classes);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter log = new StringWriter();
    try (StandardJavaFileManager fm =
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromPaths(sources);
      List<String> options =
          List.of(
              "-d",
              classes.toString(),
              "-proc:none",
              "-nowarn",
              "-encoding",
              "UTF-8",
              "-cp",
              String.join(File.pathSeparator, dependencyPath()));
      boolean ok = javac.getTask(log, fm, null, options, null, units).call();
      assertThat(ok).as("javac:\n" + log).isTrue();
    }
  }

  /**
   * A loader that sees the freshly compiled module and its dependencies, not the module on the test
   * class path.
   */
  private static URLClassLoader isolated(Path classes) throws IOException {
    List<URL> urls = new ArrayList<>();
    urls.add(classes.toUri().toURL());
    urls.add(Path.of("src", "main", "resources").toUri().toURL());
    for (String e : dependencyPath()) urls.add(Path.of(e).toUri().toURL());
    return new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
  }
}
