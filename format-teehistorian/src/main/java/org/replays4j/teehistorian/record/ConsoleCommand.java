package org.replays4j.teehistorian.record;

import java.util.List;

/**
 * CONSOLE_COMMAND (-10): a console command was executed.
 *
 * @param cid client id, or -1 for the server/econ console
 * @param flags the console flag mask
 * @param command command name
 * @param args arguments, in order
 */
public record ConsoleCommand(int cid, int flags, String command, List<String> args) {
  /** Copies {@code args}. */
  public ConsoleCommand {
    args = List.copyOf(args);
  }
}
