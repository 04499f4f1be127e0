package org.replays4j.core.collect;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Puts the output of files decoded in parallel into the walker's order, each file's output
 * together, in bounded memory. Each file gets a {@link Slot} numbered in the collection's order;
 * the slot of the earliest unfinished file, the <em>head</em>, writes straight through. Any other
 * slot keeps copies of its chunks until its turn; when the copies of all slots together pass the
 * byte bound, a slot that is not the head waits until it becomes the head (it always will: the
 * head's file was submitted first, so it is decoding and never waits). When the head finishes, the
 * next slots' copies are written and the next unfinished slot becomes the head. So the output is
 * the same bytes whatever the number of threads, and at most about the bound (plus one chunk per
 * worker) is held. Thread-safe.
 *
 * <p>A chunk whose {@link Chunk#write()} throws an {@link IOException} records the failure ({@link
 * #check()}) and later chunks are dropped; one that throws a {@link CollectionRun.Stop} stops the
 * run: it is rethrown to every later writer and by {@link #checkClosed()}.
 */
public final class Reorder {
  /** A piece of one file's output. */
  public interface Chunk {
    /** Writes the piece to its destination; called in order, one chunk at a time. */
    void write() throws IOException;

    /** About how much memory a buffered copy holds, in bytes. */
    long bytes();
  }

  /** A line of text (a line break is added) for {@code out}. */
  public static Chunk line(PrintWriter out, String text) {
    return new Chunk() {
      @Override
      public void write() {
        out.println(text);
      }

      @Override
      public long bytes() {
        return 2L * text.length() + 64;
      }
    };
  }

  /** Text written as it is for {@code out}. */
  public static Chunk text(Writer out, String text) {
    return new Chunk() {
      @Override
      public void write() throws IOException {
        out.write(text);
      }

      @Override
      public long bytes() {
        return 2L * text.length() + 64;
      }
    };
  }

  /**
   * A writer that hands what is written to a {@link Slot} in chunks of about 64 K characters (and
   * the rest on {@link #close()}), so that a file's long output is neither held whole nor written
   * one line at a time through the lock. A wait for the slot's turn that is interrupted is an
   * {@link InterruptedIOException}.
   */
  public static final class SlotWriter extends Writer {
    private static final int CHUNK = 1 << 16;
    private final Slot slot;
    private final Writer out;
    private StringBuilder pending = new StringBuilder();

    /** A writer handing what is written to {@code slot}, for {@code out}. */
    public SlotWriter(Slot slot, Writer out) {
      this.slot = slot;
      this.out = out;
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
      pending.append(cbuf, off, len);
      if (pending.length() >= CHUNK) emit();
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
      pending.append(str, off, off + len);
      if (pending.length() >= CHUNK) emit();
    }

    private void emit() throws IOException {
      if (pending.length() == 0) return;
      String text = pending.toString();
      pending = new StringBuilder();
      try {
        slot.emit(text(out, text));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("interrupted while waiting for its turn");
      }
    }

    /** Does nothing: text is handed on in chunks and at {@link #close()}, never flushed early. */
    @Override
    public void flush() {}

    /** Hands on the rest. */
    @Override
    public void close() throws IOException {
      emit();
    }
  }

  private final long bound;
  private final Map<Long, Slot> slots = new HashMap<>();
  private long head;
  private long buffered;
  private IOException failure;
  private CollectionRun.Stop closed;

  /**
   * @param bound the bytes of buffered copies beyond which a non-head slot waits for its turn
   */
  public Reorder(long bound) {
    this.bound = bound;
  }

  /** The slot of the next file in order (numbered from 0, one call per file, in order). */
  public synchronized Slot open(long seq) {
    Slot s = new Slot(seq);
    slots.put(seq, s);
    return s;
  }

  /** The bytes of copies held now (at most the bound plus one chunk per waiting slot). */
  public synchronized long buffered() {
    return buffered;
  }

  /** The first write failure, rethrown once the run is over. */
  public synchronized void check() throws IOException {
    if (failure != null) throw failure;
  }

  /**
   * An output failed in a way that stops the run ({@link CollectionRun.Stop}, e.g. standard output
   * closed by its reader); rethrown to the thread that asks.
   */
  public synchronized void checkClosed() {
    if (closed != null) throw closed;
  }

  private void write(Chunk c) {
    if (closed != null) throw closed;
    if (failure != null) return;
    try {
      c.write();
    } catch (IOException e) {
      failure = e;
    } catch (CollectionRun.Stop e) {
      closed = e;
      throw e;
    }
  }

  /** Moves the head past finished slots, writing what they buffered. Holds the lock. */
  private void advance() {
    while (true) {
      Slot s = slots.get(head);
      if (s == null) break;
      s.drain();
      if (!s.done) break;
      slots.remove(head);
      head++;
    }
    notifyAll();
  }

  /** One file's output. */
  public final class Slot {
    private final long seq;
    private final ArrayDeque<Chunk> copies = new ArrayDeque<>();
    private long bytes;
    private boolean done;

    private Slot(long seq) {
      this.seq = seq;
    }

    /** Writes the buffered copies. Holds the lock. */
    private void drain() {
      for (Chunk c; (c = copies.poll()) != null; ) write(c);
      buffered -= bytes;
      bytes = 0;
    }

    /**
     * Emits a chunk: written now when this slot is the head ({@code chunk} itself, which may be a
     * view that is only valid during this call), else {@code copy} of it is kept until its turn.
     *
     * @throws InterruptedException when the thread is interrupted while waiting for its turn
     */
    public void emit(Chunk chunk, Supplier<Chunk> copy) throws InterruptedException {
      synchronized (Reorder.this) {
        if (done || writtenAsHead(chunk)) return;
      }
      Chunk c = copy.get();
      synchronized (Reorder.this) {
        if (done || writtenAsHead(c)) return;
        copies.add(c);
        bytes += c.bytes();
        buffered += c.bytes();
        while (buffered > bound && seq != head && !done) Reorder.this.wait();
        if (seq == head) drain();
      }
    }

    /** Writes {@code c} now, after the copies, when this slot is the head. Holds the lock. */
    private boolean writtenAsHead(Chunk c) {
      if (seq != head) return false;
      drain();
      write(c);
      return true;
    }

    /** Emits a chunk that stays valid (no copy needed). */
    public void emit(Chunk chunk) throws InterruptedException {
      emit(chunk, () -> chunk);
    }

    /**
     * Waits until this slot is the head, so that what the caller does next (renaming a converted
     * file into place) happens in the walker's order.
     */
    public void awaitTurn() throws InterruptedException {
      synchronized (Reorder.this) {
        while (seq != head && !done) Reorder.this.wait();
        if (seq == head) drain();
      }
    }

    /** This file's output is complete; later emits are ignored. Idempotent. */
    public void finish() {
      synchronized (Reorder.this) {
        if (done) return;
        done = true;
        if (seq == head) advance();
      }
    }

    /**
     * Ends this file with {@code replacement} in place of whatever it had not written yet (a file
     * given up on after a timeout: its worker may still be running, its later emits are ignored).
     */
    public void abandon(Chunk replacement) {
      synchronized (Reorder.this) {
        if (done) return;
        buffered -= bytes;
        bytes = 0;
        copies.clear();
        if (replacement != null) copies.add(replacement);
        done = true;
        if (seq == head) advance();
        Reorder.this.notifyAll();
      }
    }
  }
}
