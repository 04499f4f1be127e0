package org.replays4j.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j}: the top-level command. Exit codes: 0 = everything succeeded, 1 = at least one
 * file could not be read (or an unexpected error), 2 = bad usage.
 */
@Command(
    name = "replays4j",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Reads Slippi, teehistorian, Hisoutensoku, Echo VR butter and StarCraft replays.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every replay was read (files in directories that are not replays are skipped)",
      "1:at least one replay failed",
      "2:bad usage"
    })
public final class Main implements Runnable {
  /** Exit code when every file was read. */
  public static final int OK = 0;

  /** Exit code when at least one file failed. */
  public static final int FAILED = 1;

  /** Exit code for bad usage. */
  public static final int USAGE = 2;

  @Spec CommandSpec spec;

  /** Without a subcommand there is nothing to do: that is a usage error. */
  @Override
  public void run() {
    throw new ParameterException(
        spec.commandLine(),
        "Missing command: choose inspect, stats, events, formats, convert, export, index, query,"
            + " plot, ruleset or serve");
  }

  /** The subcommands' names, in the order the usage lists them ({@code help} last). */
  private static final List<String> COMMANDS =
      List.of(
          "inspect", "stats", "events", "formats", "convert", "export", "index", "query", "plot",
          "ruleset", "serve");

  /** A new instance of the subcommand {@code name} (one of {@link #COMMANDS}). */
  private static Object command(String name) {
    return switch (name) {
      case "inspect" -> new InspectCommand();
      case "stats" -> new StatsCommand();
      case "events" -> new EventsCommand();
      case "formats" -> new FormatsCommand();
      case "convert" -> new ConvertCommand();
      case "export" -> new ExportCommand();
      case "index" -> new IndexCommand();
      case "query" -> new QueryCommand();
      case "plot" -> new PlotCommand();
      case "ruleset" -> new RulesetCommand();
      case "serve" -> new ServeCommand();
      default -> throw new IllegalArgumentException("no subcommand " + name);
    };
  }

  /**
   * A configured command line with every subcommand; {@code out}/{@code err} receive all output.
   */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    return commandLine(out, err, COMMANDS);
  }

  /**
   * The command line for {@code args}: when the first argument names a subcommand, only that one is
   * registered. Picocli reflects over every registered command up front, which was a tenth of a
   * short run's CPU time; the subcommand parses and prints its usage the same either way.
   */
  static CommandLine commandLine(PrintWriter out, PrintWriter err, String... args) {
    return commandLine(
        out, err, args.length > 0 && COMMANDS.contains(args[0]) ? List.of(args[0]) : COMMANDS);
  }

  private static CommandLine commandLine(PrintWriter out, PrintWriter err, List<String> commands) {
    CommandLine cl = new CommandLine(new Main());
    for (String c : commands) cl.addSubcommand(c, command(c));
    if (commands.size() > 1) cl.addSubcommand("help", new CommandLine.HelpCommand());
    // set after the subcommands are added, so that they print to the same writers
    cl.setOut(out);
    cl.setErr(err);
    cl.setExecutionExceptionHandler(new ReportFailure());
    cl.setParameterExceptionHandler(new ShortUsage());
    return cl;
  }

  /**
   * A usage error is one line saying what is wrong and one naming the command's help, not the whole
   * help (which buried the useful line under thirty others).
   */
  private static final class ShortUsage implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
      CommandLine cmd = ex.getCommandLine();
      PrintWriter err = cmd.getErr();
      err.println("replays4j: " + ex.getMessage());
      err.println("see `" + cmd.getCommandSpec().qualifiedName(" ") + " --help`");
      err.flush();
      return USAGE;
    }
  }

  /**
   * Prints an exception a command threw and exits with {@link #FAILED}. A named class, not a
   * lambda: a lambda implementing one of picocli's (Java 5) interfaces cannot go into the
   * class-data archive.
   */
  private static final class ReportFailure implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(
        Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
      cmd.getErr().println("replays4j: " + Output.plain(ex));
      cmd.getErr().flush();
      return FAILED;
    }
  }

  /**
   * Runs {@code args} and returns the exit code (for tests and embedding). An output that cannot be
   * written ({@link Output.Failed}: a full disk, {@code /dev/full}, a folder that cannot be
   * written) ends the run with one message and {@link #FAILED}; when {@code out} is {@link #stdout
   * standard output} and its reader goes away (a broken pipe), the command stops at its next write
   * and this returns {@link #OK} without a message.
   */
  public static int run(PrintWriter out, PrintWriter err, String... args) {
    int code;
    try {
      Integer plain = InspectCommand.runPlain(args, out, err);
      if (plain == null) plain = RulesetCommand.runPlain(args, out, err);
      code = plain != null ? plain : commandLine(out, err, args).execute(args);
      out.flush(); // what is still buffered: standard output's last error shows here
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("replays4j: interrupted");
      code = FAILED;
    } catch (Output.Failed failed) {
      code = failed.quiet() ? OK : reported(err, failed);
    } finally {
      err.flush();
    }
    return code;
  }

  private static int reported(PrintWriter err, Output.Failed failed) {
    err.println("replays4j: " + failed.getMessage());
    err.flush();
    return FAILED;
  }

  /**
   * A writer on {@code stdout} (the process's file descriptor 1) through {@link Output.Checked}: a
   * write error ends the command ({@link Output.Failed}), a closed pipe quietly.
   */
  static PrintWriter stdout(java.io.OutputStream stdout) {
    return Output.writer(new Output.Checked(stdout, Output.STDOUT));
  }

  /** Entry point of the runnable jar. */
  public static void main(String[] args) {
    // the file descriptor itself: System.out (a PrintStream) would swallow a closed pipe
    PrintWriter out = Output.writer(Output.STDOUT_BYTES);
    PrintWriter err =
        new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
    // SIGTERM or SIGINT before the command returns: the JVM runs its shutdown hooks and exits with
    // 143 or 130; AtomicOutput's hook deletes the files being written, this one says so
    AtomicBoolean finished = new AtomicBoolean();
    Runtime.getRuntime().addShutdownHook(new Thread(new Interrupted(finished, err), "interrupted"));
    int code = run(out, err, args);
    finished.set(true);
    System.exit(code);
  }

  /**
   * What the signal hook prints when a run is stopped before its command returned; a command whose
   * promise is another (query only reads; index commits and says so itself, or null) sets its own
   * before it starts.
   */
  static volatile String interruptedMessage =
      "replays4j: interrupted; output files not yet complete were discarded, earlier files"
          + " are unchanged";

  /** The message of a run stopped by a signal (a named class for the class-data archive). */
  private static final class Interrupted implements Runnable {
    private final AtomicBoolean finished;
    private final PrintWriter err;

    Interrupted(AtomicBoolean finished, PrintWriter err) {
      this.finished = finished;
      this.err = err;
    }

    @Override
    public void run() {
      String message = interruptedMessage;
      if (finished.get() || message == null) return;
      err.println(message);
      err.flush();
    }
  }

  /** The version from the jar manifest (set by the build). */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {
        "replays4j " + (v == null ? "(development build)" : v),
        "Java "
            + System.getProperty("java.version")
            + " ("
            + System.getProperty("java.vm.name")
            + ")"
      };
    }
  }
}
