package org.replays4j.cli;

import java.io.Console;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Whether the process's standard streams are terminals (for the progress bar), and {@link #escape}:
 * text from files and replays made safe to print.
 */
final class Terminal {
  private Terminal() {}

  /**
   * {@code text} with every control character shown escaped, so that a file name or a replay's
   * string printed in a text output can neither move the cursor, clear the screen, set the window
   * title nor break a line: C0 controls (U+0000 to U+001F, tab and line breaks included) and DEL as
   * {@code \xHH} ({@code ESC} is {@code \x1b}), C1 controls (U+0080 to U+009F) as <code>&#92;u0085
   * </code>. Everything else is kept, other scripts and emoji included. Null gives null. Used by
   * every text output and message of the CLI (JSON output escapes controls itself).
   */
  static String escape(String text) {
    if (text == null) return null;
    int i = 0;
    int n = text.length();
    while (i < n && !isControl(text.charAt(i))) i++;
    if (i == n) return text;
    StringBuilder sb = new StringBuilder(n + 16).append(text, 0, i);
    for (; i < n; i++) {
      char c = text.charAt(i);
      if (!isControl(c)) sb.append(c);
      else if (c < 0x80) sb.append(String.format(Locale.ROOT, "\\x%02x", (int) c));
      else sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
    }
    return sb.toString();
  }

  /** C0 controls, DEL and C1 controls. */
  static boolean isControl(char c) {
    return c < 0x20 || c >= 0x7f && c <= 0x9f;
  }

  /**
   * True when stderr is a terminal, whatever stdout is. The launcher tells with the system property
   * {@code replays4j.stderrTerminal} ({@code [ -t 2 ]}); without it, on Linux, {@code
   * /proc/self/fd/2} names a terminal device; elsewhere {@code System.console()} (which on JDK
   * 17-21 also needs stdin and stdout to be terminals) decides.
   */
  static boolean stderr() {
    String told = System.getProperty("replays4j.stderrTerminal");
    if (told != null) return Boolean.parseBoolean(told);
    String target = fd(2);
    if (target != null) return isTty(target);
    Console c = System.console();
    if (c == null) return false;
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(c);
    } catch (NoSuchMethodException e) {
      return true;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  /**
   * True when standard output is a terminal that stderr may share: the launcher says so with {@code
   * replays4j.stdoutTerminal} ({@code [ -t 1 ]}); on Linux {@code /proc/self/fd/1} and {@code
   * /proc/self/fd/2} name the same terminal; elsewhere, when it cannot tell, it assumes they do
   * when {@code System.console()} exists (then stdin and stdout are terminals).
   */
  static boolean stdoutSharesStderr() {
    String told = System.getProperty("replays4j.stdoutTerminal");
    if (told != null) return Boolean.parseBoolean(told);
    String out = fd(1);
    String err = fd(2);
    if (out != null && err != null) return isTty(out) && out.equals(err);
    return System.console() != null;
  }

  /** Where {@code /proc/self/fd/N} points, or null when that cannot be read. */
  private static String fd(int n) {
    try {
      Path p = Path.of("/proc/self/fd/" + n);
      if (Files.exists(p, LinkOption.NOFOLLOW_LINKS)) return Files.readSymbolicLink(p).toString();
    } catch (IOException | RuntimeException e) {
      // not Linux, or no /proc
    }
    return null;
  }

  private static boolean isTty(String target) {
    return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
  }
}
