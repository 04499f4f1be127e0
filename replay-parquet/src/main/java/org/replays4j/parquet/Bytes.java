package org.replays4j.parquet;

import java.util.Arrays;

/** A growable byte array written little-endian (Parquet's byte order), reused between pages. */
final class Bytes {
  byte[] buf;
  int size;

  Bytes(int capacity) {
    buf = new byte[capacity];
  }

  void reset() {
    size = 0;
  }

  /** Makes room for {@code n} more bytes. */
  void ensure(int n) {
    if (size + n > buf.length) {
      long want = Math.max((long) size + n, buf.length * 2L);
      if (want > Integer.MAX_VALUE - 16) throw new IllegalStateException("page larger than 2 GiB");
      buf = Arrays.copyOf(buf, (int) want);
    }
  }

  void put(int b) {
    if (size == buf.length) ensure(1);
    buf[size++] = (byte) b;
  }

  void put(byte[] b, int off, int len) {
    ensure(len);
    System.arraycopy(b, off, buf, size, len);
    size += len;
  }

  void putInt(int v) {
    ensure(4);
    buf[size] = (byte) v;
    buf[size + 1] = (byte) (v >>> 8);
    buf[size + 2] = (byte) (v >>> 16);
    buf[size + 3] = (byte) (v >>> 24);
    size += 4;
  }

  void putLong(long v) {
    ensure(8);
    for (int k = 0; k < 8; k++) buf[size + k] = (byte) (v >>> (8 * k));
    size += 8;
  }

  /** Overwrites 4 bytes at {@code at} (a length prefix written before its content was known). */
  void setInt(int at, int v) {
    buf[at] = (byte) v;
    buf[at + 1] = (byte) (v >>> 8);
    buf[at + 2] = (byte) (v >>> 16);
    buf[at + 3] = (byte) (v >>> 24);
  }

  void varint(int v) {
    while ((v & ~0x7F) != 0) {
      put((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    put(v);
  }
}
