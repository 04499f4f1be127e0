package org.replays4j.bench.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.screp.ScrepDecoder;

/**
 * Per-file first-pass throughput: in this JVM (start it fresh, with the options under test), decode
 * the files of a corpus one by one in a fixed order (sorted by name), {@code PASSES} times, and
 * print for every file of pass 1 its time, its MB/s and how far it is from the same file's
 * steady-state time, plus the rolling throughput over {@code WINDOW} files and how many files it
 * takes to reach 80 % of the steady state. {@code slippi}: {@code SlippiGame.read} and the {@code
 * inspect} summary, as {@link FirstPassBenchmark}; {@code screp}: decode, computed layer and
 * summary.
 *
 * <p>A plain {@code main}, not JMH: JMH would run its own warm-up code in the JVM under test and
 * one single-shot iteration per file would need a fork per file, while the question is what one
 * process sees file after file. Time is the measuring thread's CPU time ({@link ThreadMXBean}),
 * which does not count waiting for a core on a loaded machine; wall time is printed next to it. The
 * CPU time of the JIT compiler threads and of the GC threads during each file is read from {@code
 * /proc/self/task/<tid>/schedstat} (Linux; printed as 0 elsewhere) — on a loaded machine the
 * compiler threads get fewer cycles, which stretches warm-up over more files even in CPU time.
 * Files are read into memory before the first decode. The steady-state time of a file is the median
 * of its times in the later half of the passes (pass 1 excluded).
 *
 * <pre>
 * java -cp benchmarks.jar org.replays4j.bench.corpus.FirstPassPerFile slippi|screp
 *     [--passes N] [--window W] [--limit FILES] [--csv FILE] [--quiet]
 * java -cp benchmarks.jar org.replays4j.bench.corpus.FirstPassPerFile --summarize [--window W] REFERENCE.csv RUN.csv…
 * </pre>
 *
 * Skips (exit 0, with a message) when the corpus directory is absent. See {@code
 * benchmarks/first-pass.sh}.
 */
public final class FirstPassPerFile {
  private FirstPassPerFile() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

  /**
   * Keeps every summary reachable, so no decode is optimised away (no JMH Blackhole in the JVM
   * under test).
   */
  static volatile Object sink;

  /** CPU nanoseconds of the JVM's own threads by kind, from {@code /proc/self/task}. */
  static final class VmThreads {
    private final Map<String, Long> lastByTid = new HashMap<>();
    private final Map<String, String> kindByTid = new HashMap<>();
    long c1;
    long c2;
    long gc;

    /** Finds the compiler and GC threads (a directory listing: once per pass, not per file). */
    void rescan() {
      Path tasks = Path.of("/proc/self/task");
      if (!Files.isDirectory(tasks)) return;
      try (DirectoryStream<Path> ds = Files.newDirectoryStream(tasks)) {
        for (Path t : ds) {
          String tid = t.getFileName().toString();
          if (!kindByTid.containsKey(tid))
            kindByTid.put(tid, kind(Files.readString(t.resolve("comm")).strip()));
        }
      } catch (IOException | RuntimeException e) {
        // a thread ended while we listed: the next rescan finds the rest
      }
      sample();
    }

    /**
     * Re-reads the CPU time of the threads found so far; threads that ended keep their last
     * reading.
     */
    void sample() {
      for (Map.Entry<String, String> e : kindByTid.entrySet()) {
        if (e.getValue().isEmpty()) continue;
        try {
          String st = Files.readString(Path.of("/proc/self/task", e.getKey(), "schedstat"));
          lastByTid.put(e.getKey(), Long.parseLong(st.substring(0, st.indexOf(' '))));
        } catch (IOException | RuntimeException x) {
          // ended (keep the last reading) or no schedstat
        }
      }
      c1 = 0;
      c2 = 0;
      gc = 0;
      for (Map.Entry<String, Long> e : lastByTid.entrySet()) {
        switch (kindByTid.get(e.getKey())) {
          case "c1" -> c1 += e.getValue();
          case "c2" -> c2 += e.getValue();
          default -> gc += e.getValue();
        }
      }
    }

    private static String kind(String comm) {
      if (comm.startsWith("C1 Compiler")) return "c1";
      if (comm.startsWith("C2 Compiler")) return "c2";
      if (comm.startsWith("GC Thread") || comm.startsWith("G1 ") || comm.startsWith("VM Thread"))
        return "gc";
      return "";
    }
  }

  /** One decode of one file. */
  record Sample(
      int pass,
      int index,
      long cpuNs,
      long wallNs,
      double startUptimeMs,
      long c1Ns,
      long c2Ns,
      long gcNs,
      long jitMs,
      boolean ok) {}

  public static void main(String[] args) throws IOException {
    if (args.length > 0 && args[0].equals("--summarize")) {
      summarize(Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    String which = args.length > 0 ? args[0] : "slippi";
    int passes = 10;
    int window = 3;
    int limit = Integer.MAX_VALUE;
    Path csv = null;
    boolean quiet = false;
    for (int i = 1; i < args.length; i++) {
      switch (args[i]) {
        case "--passes" -> passes = Integer.parseInt(args[++i]);
        case "--window" -> window = Integer.parseInt(args[++i]);
        case "--limit" -> limit = Integer.parseInt(args[++i]);
        case "--csv" -> csv = Path.of(args[++i]);
        case "--quiet" -> quiet = true;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (!which.equals("slippi") && !which.equals("screp")) {
      throw new IllegalArgumentException("slippi or screp, not " + which);
    }
    boolean screp = which.equals("screp");
    Path dir = FirstPassBenchmark.corpusDir(which);
    if (!Files.isDirectory(dir)) {
      System.out.println(
          "skipping "
              + which
              + ": corpus not found at "
              + dir.toAbsolutePath()
              + " (pass -Dreplays4j.shared=PATH)");
      return;
    }
    List<Path> paths = FirstPassBenchmark.corpusFiles(which, screp ? "rep" : "slp");
    if (paths.size() > limit) paths = paths.subList(0, limit);
    int n = paths.size();
    if (n == 0) {
      System.out.println("skipping " + which + ": no files in " + dir.toAbsolutePath());
      return;
    }
    byte[][] files = new byte[n][];
    String[] names = new String[n];
    long[] cumBytes = new long[n];
    for (int i = 0; i < n; i++) {
      files[i] = Files.readAllBytes(paths.get(i));
      names[i] = paths.get(i).getFileName().toString();
      cumBytes[i] = (i == 0 ? 0 : cumBytes[i - 1]) + files[i].length;
    }
    String loadBefore = loadAverage();

    VmThreads vm = new VmThreads();
    long nano0 = System.nanoTime();
    double uptime0 = ManagementFactory.getRuntimeMXBean().getUptime();
    double firstUptime = uptime0;
    Sample[][] s = new Sample[passes][n];
    for (int p = 0; p < passes; p++) {
      vm.rescan();
      ScrepDecoder decoder = screp ? ScrepDecoder.create() : null;
      for (int i = 0; i < n; i++) {
        long c1 = vm.c1;
        long c2 = vm.c2;
        long gc = vm.gc;
        long jit = JIT.getTotalCompilationTime();
        double up = uptime0 + (System.nanoTime() - nano0) / 1e6;
        long w0 = System.nanoTime();
        long t0 = THREADS.getCurrentThreadCpuTime();
        Object summary =
            screp
                ? FirstPassBenchmark.screpFile(decoder, files[i])
                : FirstPassBenchmark.slippiFile(files[i]);
        long t1 = THREADS.getCurrentThreadCpuTime();
        long w1 = System.nanoTime();
        boolean ok = summary != null;
        sink = summary;
        vm.sample();
        s[p][i] =
            new Sample(
                p + 1,
                i + 1,
                t1 - t0,
                w1 - w0,
                up,
                vm.c1 - c1,
                vm.c2 - c2,
                vm.gc - gc,
                JIT.getTotalCompilationTime() - jit,
                ok);
      }
    }
    String loadAfter = loadAverage();

    // Steady state: per file, the median of its CPU times over the later half of the passes.
    int from = Math.max(1, passes / 2);
    long[] steady = new long[n];
    double[] steadyRate = new double[n];
    if (passes > 1) {
      for (int i = 0; i < n; i++) {
        long[] t = new long[passes - from];
        for (int p = from; p < passes; p++) t[p - from] = s[p][i].cpuNs;
        steady[i] = median(t);
        steadyRate[i] = mbPerS(files[i].length, steady[i]);
      }
    }
    double steadyMedianRate = passes > 1 ? median(steadyRate) : 0;
    if (passes < 10) {
      System.out.println(
          "# note: fewer than 10 passes; the \"steady state\" of passes "
              + (from + 1)
              + "-"
              + passes
              + " is likely still warming up (C2 keeps compiling for 10-20 passes on a loaded machine)");
    }
    long steadyTotal = Arrays.stream(steady).sum();

    System.out.printf(
        Locale.ROOT,
        "# %s: %d files, %.2f MB, %d passes, window %d files; java %s %s; %d cores%n",
        which,
        n,
        cumBytes[n - 1] / 1e6,
        passes,
        window,
        System.getProperty("java.version"),
        String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()),
        Runtime.getRuntime().availableProcessors());
    System.out.printf(
        Locale.ROOT,
        "# load average before %s, after %s; JVM uptime at the first decode %.0f ms%n",
        loadBefore,
        loadAfter,
        firstUptime);
    System.out.println(
        "# MB/s = MB per CPU-second of the measuring thread; 'of steady' = this file's steady time / its time now;");
    System.out.println(
        "# roll = the last "
            + window
            + " files together; c1/c2 = CPU ms of the JIT threads, gc = of the GC and VM threads, while the file ran");
    if (!quiet) {
      System.out.printf(
          Locale.ROOT,
          "%4s %-36s %8s %8s %9s %8s %8s %8s %8s %8s %7s %7s %6s %8s%n",
          "file",
          "name",
          "KB",
          "cum MB",
          "cpu ms",
          "wall ms",
          "MB/s",
          "of st.",
          "roll MB/s",
          "roll st.",
          "c1 ms",
          "c2 ms",
          "gc ms",
          "up ms");
      for (int i = 0; i < n; i++) {
        Sample x = s[0][i];
        double roll = rollRate(s[0], files, i, window);
        System.out.printf(
            Locale.ROOT,
            "%4d %-36s %8.1f %8.2f %9.2f %8.2f %8.1f %7.0f%% %8.1f %7.0f%% %7.1f %7.1f %6.1f %8.0f%s%n",
            i + 1,
            abbreviate(names[i], 36),
            files[i].length / 1e3,
            cumBytes[i] / 1e6,
            x.cpuNs / 1e6,
            x.wallNs / 1e6,
            mbPerS(files[i].length, x.cpuNs),
            passes > 1 ? 100.0 * steady[i] / x.cpuNs : 0,
            roll,
            passes > 1 ? 100.0 * rollOfSteady(s[0], steady, i, window) : 0,
            x.c1Ns / 1e6,
            x.c2Ns / 1e6,
            x.gcNs / 1e6,
            x.startUptimeMs,
            x.ok ? "" : "  (failed)");
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%n%4s %9s %9s %9s %9s %9s %9s %9s %7s%n",
        "pass",
        "cpu s",
        "MB/s",
        "wall s",
        "c1 cpu s",
        "c2 cpu s",
        "gc cpu s",
        "jit ms",
        "failed");
    for (int p = 0; p < passes; p++) {
      long cpu = 0;
      long wall = 0;
      long c1 = 0;
      long c2 = 0;
      long gc = 0;
      long jit = 0;
      int failed = 0;
      for (Sample x : s[p]) {
        cpu += x.cpuNs;
        wall += x.wallNs;
        c1 += x.c1Ns;
        c2 += x.c2Ns;
        gc += x.gcNs;
        jit += x.jitMs;
        if (!x.ok) failed++;
      }
      System.out.printf(
          Locale.ROOT,
          "%4d %9.3f %9.1f %9.3f %9.3f %9.3f %9.3f %9d %7d%n",
          p + 1,
          cpu / 1e9,
          mbPerS(cumBytes[n - 1], cpu),
          wall / 1e9,
          c1 / 1e9,
          c2 / 1e9,
          gc / 1e9,
          jit,
          failed);
    }
    if (passes > 1) {
      double target = 0.8 * steadyMedianRate;
      int firstAbs = -1;
      int firstRel = -1;
      int stayRel = -1;
      for (int i = 0; i < n; i++) {
        if (firstAbs < 0
            && i + 1 >= Math.min(window, n)
            && rollRate(s[0], files, i, window) >= target) firstAbs = i + 1;
        boolean rel = rollOfSteady(s[0], steady, i, window) >= 0.8;
        if (firstRel < 0 && i + 1 >= Math.min(window, n) && rel) firstRel = i + 1;
        if (!rel) stayRel = -1;
        else if (stayRel < 0) stayRel = i + 1;
      }
      long pass1 = 0;
      for (Sample x : s[0]) pass1 += x.cpuNs;
      System.out.printf(
          Locale.ROOT,
          "%n%s steady state (median of passes %d-%d per file): %.1f MB/s over the corpus, median file %.1f MB/s;"
              + " pass 1 %.1f MB/s = %.0f %% of steady%n",
          which,
          from + 1,
          passes,
          mbPerS(cumBytes[n - 1], steadyTotal),
          steadyMedianRate,
          mbPerS(cumBytes[n - 1], pass1),
          100.0 * steadyTotal / pass1);
      System.out.printf(
          Locale.ROOT,
          "%s files until the rolling MB/s over %d files first reaches 80 %% of the median file's steady MB/s (%.1f): %s%n",
          which,
          window,
          target,
          firstAbs < 0
              ? "not in pass 1 (" + n + " files)"
              : firstAbs + " (" + mb(cumBytes[firstAbs - 1]) + ")");
      System.out.printf(
          Locale.ROOT,
          "%s files until %d files in a row take at most 1.25x their own steady time: first %s, for good %s%n",
          which,
          window,
          firstRel < 0 ? "not in pass 1" : firstRel + " (" + mb(cumBytes[firstRel - 1]) + ")",
          stayRel < 0 ? "not in pass 1" : stayRel + " (" + mb(cumBytes[stayRel - 1]) + ")");
    }
    if (csv != null) {
      try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(csv))) {
        w.println(
            "format,pass,file,name,bytes,cum_bytes,cpu_ns,wall_ns,steady_ns,mb_per_cpu_s,c1_ns,c2_ns,gc_ns,jit_ms,uptime_ms,ok");
        for (Sample[] pass : s) {
          for (Sample x : pass) {
            int i = x.index - 1;
            w.printf(
                Locale.ROOT,
                "%s,%d,%d,%s,%d,%d,%d,%d,%d,%.3f,%d,%d,%d,%d,%.3f,%b%n",
                which,
                x.pass,
                x.index,
                names[i],
                files[i].length,
                cumBytes[i],
                x.cpuNs,
                x.wallNs,
                steady[i],
                mbPerS(files[i].length, x.cpuNs),
                x.c1Ns,
                x.c2Ns,
                x.gcNs,
                x.jitMs,
                x.startUptimeMs,
                x.ok);
          }
        }
      }
      System.out.println("wrote " + csv);
    }
  }

  /** One CSV written by {@code --csv}: rows by pass (1-based) and file (1-based). */
  record Run(
      String label, String format, String[] names, long[] bytes, long[][] cpu, long[][] jit) {
    static Run read(Path csv) throws IOException {
      List<String> lines = Files.readAllLines(csv);
      List<String> head = Arrays.asList(lines.get(0).split(","));
      int iPass = head.indexOf("pass");
      int iFile = head.indexOf("file");
      int passes = 0;
      int files = 0;
      for (String l : lines.subList(1, lines.size())) {
        String[] c = l.split(",");
        passes = Math.max(passes, Integer.parseInt(c[iPass]));
        files = Math.max(files, Integer.parseInt(c[iFile]));
      }
      String[] names = new String[files];
      long[] bytes = new long[files];
      long[][] cpu = new long[passes][files];
      long[][] jit = new long[passes][files];
      String format = "";
      for (String l : lines.subList(1, lines.size())) {
        String[] c = l.split(",");
        int p = Integer.parseInt(c[iPass]) - 1;
        int f = Integer.parseInt(c[iFile]) - 1;
        format = c[head.indexOf("format")];
        names[f] = c[head.indexOf("name")];
        bytes[f] = Long.parseLong(c[head.indexOf("bytes")]);
        cpu[p][f] = Long.parseLong(c[head.indexOf("cpu_ns")]);
        jit[p][f] =
            Long.parseLong(c[head.indexOf("c1_ns")]) + Long.parseLong(c[head.indexOf("c2_ns")]);
      }
      String label = csv.getFileName().toString().replaceFirst("\\.csv$", "");
      return new Run(label, format, names, bytes, cpu, jit);
    }

    /** Per file, the median CPU time over the later half of the passes. */
    long[] steady() {
      int passes = cpu.length;
      int from = Math.max(1, passes / 2);
      long[] st = new long[names.length];
      for (int i = 0; i < names.length; i++) {
        long[] t = new long[Math.max(1, passes - from)];
        for (int p = from; p < passes; p++) t[p - from] = cpu[p][i];
        if (passes == 1) t[0] = cpu[0][i];
        st[i] = median(t);
      }
      return st;
    }

    long total() {
      return Arrays.stream(bytes).sum();
    }
  }

  /**
   * {@code --summarize [--window W] REFERENCE.csv RUN.csv…}: one line per run — pass 1 and pass 2
   * MB/s, its own steady state, pass 1 as a share of the reference's steady state (the default
   * JVM's, so that a C1-only run is not judged against its own lower peak), the files until W files
   * in a row first reach, and then stay at, 80 % of the reference's steady speed for those files,
   * and the JIT CPU seconds of pass 1.
   */
  static void summarize(String[] args) throws IOException {
    int window = 3;
    List<Path> csvs = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--window")) window = Integer.parseInt(args[++i]);
      else csvs.add(Path.of(args[i]));
    }
    Run ref = Run.read(csvs.get(0));
    long[] refSteady = ref.steady();
    long refTotal = Arrays.stream(refSteady).sum();
    System.out.printf(
        Locale.ROOT,
        "reference %s: %s steady %.1f MB/s; columns: MB/s per CPU-second of the decoding thread%n",
        ref.label,
        ref.format,
        mbPerS(ref.total(), refTotal));
    System.out.printf(
        Locale.ROOT,
        "%-28s %8s %8s %8s %8s %8s %8s %8s%n",
        "run",
        "pass 1",
        "pass 2",
        "steady",
        "p1/ref",
        "80% at",
        "stays",
        "p1 jit s");
    for (Path csv : csvs) {
      Run r = Run.read(csv);
      if (!r.format.equals(ref.format) || r.names.length != ref.names.length) {
        System.out.println(r.label + ": other format or corpus than the reference, skipped");
        continue;
      }
      long p1 = Arrays.stream(r.cpu[0]).sum();
      long p2 = r.cpu.length > 1 ? Arrays.stream(r.cpu[1]).sum() : 0;
      long st = Arrays.stream(r.steady()).sum();
      int first = -1;
      int stay = -1;
      for (int i = 0; i < r.names.length; i++) {
        long refT = 0;
        long t = 0;
        for (int j = Math.max(0, i - window + 1); j <= i; j++) {
          refT += refSteady[j];
          t += r.cpu[0][j];
        }
        boolean ok = i + 1 >= Math.min(window, r.names.length) && refT >= 0.8 * t;
        if (ok && first < 0) first = i + 1;
        if (!ok) stay = -1;
        else if (stay < 0) stay = i + 1;
      }
      System.out.printf(
          Locale.ROOT,
          "%-28s %8.1f %8.1f %8.1f %7.0f%% %8s %8s %8.3f%n",
          abbreviate(r.label, 28),
          mbPerS(r.total(), p1),
          mbPerS(r.total(), p2),
          mbPerS(r.total(), st),
          100.0 * refTotal / p1,
          first < 0 ? "-" : String.valueOf(first),
          stay < 0 ? "-" : String.valueOf(stay),
          Arrays.stream(r.jit[0]).sum() / 1e9);
    }
  }

  /** MB per second of {@code bytes} decoded in {@code ns}. */
  static double mbPerS(long bytes, long ns) {
    return ns <= 0 ? 0 : bytes / 1e6 / (ns / 1e9);
  }

  /** Throughput of files {@code i-window+1 .. i} (fewer at the start) together. */
  static double rollRate(Sample[] pass, byte[][] files, int i, int window) {
    long bytes = 0;
    long ns = 0;
    for (int j = Math.max(0, i - window + 1); j <= i; j++) {
      bytes += files[j].length;
      ns += pass[j].cpuNs;
    }
    return mbPerS(bytes, ns);
  }

  /**
   * Steady time over current time of files {@code i-window+1 .. i} together (1 = at steady state).
   */
  static double rollOfSteady(Sample[] pass, long[] steady, int i, int window) {
    long st = 0;
    long ns = 0;
    for (int j = Math.max(0, i - window + 1); j <= i; j++) {
      st += steady[j];
      ns += pass[j].cpuNs;
    }
    return ns <= 0 ? 0 : (double) st / ns;
  }

  static long median(long[] v) {
    long[] c = v.clone();
    Arrays.sort(c);
    return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
  }

  static double median(double[] v) {
    double[] c = v.clone();
    Arrays.sort(c);
    return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
  }

  private static String mb(long bytes) {
    return String.format(Locale.ROOT, "%.2f MB", bytes / 1e6);
  }

  private static String abbreviate(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max - 3) + "...";
  }

  private static String loadAverage() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException e) {
      return String.format(
          Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
  }
}
