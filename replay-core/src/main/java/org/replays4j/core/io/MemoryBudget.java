package org.replays4j.core.io;

import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Heap bytes shared by the decodes of one process that run at the same time (the CLI's {@code -t N}
 * pool, the tasks of a Spark executor, any caller's own threads): the large allocations whose size
 * a file chooses (an xz dictionary, a decode slot handed out per file) are {@linkplain #acquire
 * taken} from it before they are made and given back when they are freed. A request that does not
 * fit now <em>waits</em> until earlier ones are released, in arrival order; a request larger than
 * the whole budget can never fit and fails at once with {@link
 * ReplayFormatException.Kind#LIMIT_EXCEEDED} naming what asked for it. So one file never fails
 * because others happened to be decoding beside it, and parallel decodes together stay within the
 * budget instead of each within its own.
 *
 * <p>{@link #process()} is the one budget of the process; its capacity is half the maximum heap
 * ({@code -Xmx}), or the number of bytes in the system property {@value #CAPACITY_PROPERTY} when
 * set. A thread that already holds a grant of a budget does not wait for a further one (it is
 * granted at once, beyond the capacity if need be): waiting there could deadlock two threads that
 * each hold part of the budget. Thread-safe.
 */
public final class MemoryBudget {
  /** System property overriding the {@link #process()} budget's capacity, in bytes. */
  public static final String CAPACITY_PROPERTY = "replays4j.memoryBudget";

  private static final MemoryBudget PROCESS = new MemoryBudget(processCapacity());

  private final long capacity;
  private long used;
  private final ArrayDeque<Object> waiting = new ArrayDeque<>();
  private final ThreadLocal<int[]> held = ThreadLocal.withInitial(() -> new int[1]);

  /** A budget of {@code capacity} bytes (positive). */
  public MemoryBudget(long capacity) {
    if (capacity <= 0) {
      throw new IllegalArgumentException("capacity must be positive: " + capacity);
    }
    this.capacity = capacity;
  }

  /** The budget every decode of this process shares. */
  public static MemoryBudget process() {
    return PROCESS;
  }

  private static long processCapacity() {
    String p = System.getProperty(CAPACITY_PROPERTY);
    if (p != null) {
      try {
        long v = Long.parseLong(p.trim());
        if (v > 0) return v;
      } catch (NumberFormatException e) {
        // fall through to the default: a bad property must not stop every decode
      }
    }
    return Math.max(16L << 20, Runtime.getRuntime().maxMemory() / 2);
  }

  /** The bytes this budget holds in all. */
  public long capacity() {
    return capacity;
  }

  /**
   * True when the current thread holds a grant of this budget (a decode slot): what it allocates
   * next was counted in that grant, so a decompressor need not take more.
   */
  public boolean heldByCurrentThread() {
    return held.get()[0] > 0;
  }

  /** The bytes granted and not yet released (may exceed the capacity by nested grants). */
  public synchronized long used() {
    return used;
  }

  /**
   * Takes {@code bytes} from the budget, waiting while earlier requests and the grants in use leave
   * too little; the returned grant gives them back when closed.
   *
   * @param format the format or container asking (the error's format)
   * @param what what the bytes are for, named in the error (e.g. {@code "xz dictionary of
   *     game.teehistorian.xz"})
   * @param bytes how many (0 or more)
   * @throws ReplayFormatException {@code LIMIT_EXCEEDED} when {@code bytes} exceeds the capacity
   * @throws InterruptedIOException when the thread is interrupted while waiting (the interrupt flag
   *     stays set)
   */
  public Grant acquire(String format, String what, long bytes)
      throws ReplayFormatException, InterruptedIOException {
    if (bytes < 0) throw new IllegalArgumentException("bytes must be >= 0: " + bytes);
    if (bytes > capacity) {
      throw ReplayFormatException.limitExceeded(
          format, 0, "memory budget (" + what + ")", capacity, bytes);
    }
    int[] mine = held.get();
    synchronized (this) {
      if (mine[0] > 0) {
        used += bytes;
      } else {
        Object ticket = new Object();
        waiting.addLast(ticket);
        try {
          while (waiting.peekFirst() != ticket || used + bytes > capacity) wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("interrupted while waiting for " + what);
        } finally {
          waiting.remove(ticket);
          notifyAll();
        }
        used += bytes;
      }
    }
    mine[0]++;
    return new Grant(bytes, mine);
  }

  /**
   * Takes {@code bytes} when they are free now and no earlier request waits, else returns null
   * (never waits, never throws for size: a request above the capacity returns null).
   */
  public Grant tryAcquire(long bytes) {
    if (bytes < 0) throw new IllegalArgumentException("bytes must be >= 0: " + bytes);
    int[] mine = held.get();
    synchronized (this) {
      if (!waiting.isEmpty() || used + bytes > capacity) return null;
      used += bytes;
    }
    mine[0]++;
    return new Grant(bytes, mine);
  }

  private synchronized void release(long bytes) {
    used -= bytes;
    notifyAll();
  }

  /**
   * Bytes taken from a {@link MemoryBudget}; {@link #close()} gives them back (once: later calls do
   * nothing). Close it from the thread that acquired it.
   */
  public final class Grant implements AutoCloseable {
    private final long bytes;
    private final int[] owner;
    private boolean closed;

    private Grant(long bytes, int[] owner) {
      this.bytes = bytes;
      this.owner = owner;
    }

    /** The bytes granted. */
    public long bytes() {
      return bytes;
    }

    @Override
    public void close() {
      synchronized (this) {
        if (closed) return;
        closed = true;
      }
      owner[0]--;
      release(bytes);
    }
  }
}
