package org.replays4j.core.collect;

/** Why a {@link CollectionEntry} is not read (its status is skipped or failed). */
public enum EntryReason {
  /** No installed format recognises the content. */
  NOT_A_REPLAY("not a replay"),
  /** The format that recognises the content can only detect it, not decode it. */
  DECODER_NOT_AVAILABLE("decoder not available"),
  /** A name starting with {@code .} inside a directory (hidden directories are not entered). */
  HIDDEN("hidden"),
  /** A named pipe inside a directory (reading it could block forever). */
  FIFO("FIFO"),
  /** A socket. */
  SOCKET("socket"),
  /** A character or block device, or a link to one ({@code /dev/zero} never ends). */
  DEVICE("device"),
  /** Another kind of file that is neither regular nor a directory. */
  OTHER_FILE_TYPE("not a regular file"),
  /** A symbolic link whose target does not exist. */
  DANGLING_LINK("dangling link"),
  /** A symbolic link that leads back to itself or to a directory above it. */
  SYMLINK_LOOP("symlink loop"),
  /** A directory reached a second time through another link; its files were listed once. */
  ALREADY_LISTED("directory already listed"),
  /** The file or directory cannot be opened or listed (permissions, I/O error). */
  UNREADABLE("unreadable"),
  /** A path named explicitly does not exist. */
  NOT_FOUND("no such file or directory"),
  /** Standard input (or a named pipe) holds more than the decode limits allow. */
  TOO_LARGE("larger than the decode limits allow"),
  /** Standard input named a second time: it was read once, at its first mention. */
  STDIN_REPEATED("standard input named more than once");

  private final String label;

  EntryReason(String label) {
    this.label = label;
  }

  /** A short lower-case label, as the CLI prints it ({@code "symlink loop"}). */
  public String label() {
    return label;
  }
}
