package org.replays4j.parquet;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The Thrift compact protocol, writing side only, as much of it as Parquet's page headers and file
 * footer use: structs (field headers with the id delta), i32/i64 (zigzag varints), booleans (in the
 * field header), binaries and strings (varint length), lists. The caller names each field's id and
 * writes fields in increasing id order, as the protocol's delta encoding expects.
 */
final class Thrift {
  static final int BOOL_TRUE = 1;
  static final int BOOL_FALSE = 2;
  static final int I8 = 3;
  static final int I16 = 4;
  static final int I32 = 5;
  static final int I64 = 6;
  static final int BINARY = 8;
  static final int LIST = 9;
  static final int STRUCT = 12;

  private final Bytes out;
  // Last field id of each open struct (a stack; Parquet nests a few levels deep).
  private int[] lastField = new int[16];
  private int depth;

  Thrift(Bytes out) {
    this.out = out;
  }

  /** Starts a top-level struct or a struct element of a list. */
  Thrift beginStruct() {
    if (++depth == lastField.length) lastField = Arrays.copyOf(lastField, depth * 2);
    lastField[depth] = 0;
    return this;
  }

  /** Starts a struct-valued field. */
  Thrift beginStruct(int id) {
    field(id, STRUCT);
    return beginStruct();
  }

  /** Ends the current struct (the stop byte). */
  Thrift end() {
    out.put(0);
    depth--;
    return this;
  }

  Thrift i32(int id, int v) {
    return zigzagField(id, I32, v);
  }

  Thrift i8(int id, int v) {
    field(id, I8);
    out.put(v);
    return this;
  }

  Thrift i16(int id, int v) {
    return zigzagField(id, I16, v);
  }

  Thrift i64(int id, long v) {
    return zigzagField(id, I64, v);
  }

  /** A field of an integer type: its value as a zigzag varint, the same for every width. */
  private Thrift zigzagField(int id, int type, long v) {
    field(id, type);
    varint(zigzag(v));
    return this;
  }

  Thrift bool(int id, boolean v) {
    field(id, v ? BOOL_TRUE : BOOL_FALSE);
    return this;
  }

  Thrift string(int id, String v) {
    return binary(id, v.getBytes(StandardCharsets.UTF_8));
  }

  Thrift binary(int id, byte[] v) {
    field(id, BINARY);
    varint(v.length);
    out.put(v, 0, v.length);
    return this;
  }

  /** Starts a list field of {@code size} elements of {@code elementType}. */
  Thrift list(int id, int elementType, int size) {
    field(id, LIST);
    if (size < 15) {
      out.put(size << 4 | elementType);
    } else {
      out.put(0xF0 | elementType);
      varint(size);
    }
    return this;
  }

  /** An i32 element of a list. */
  Thrift i32Element(int v) {
    varint(zigzag(v));
    return this;
  }

  /** A string element of a list. */
  Thrift stringElement(String v) {
    byte[] b = v.getBytes(StandardCharsets.UTF_8);
    varint(b.length);
    out.put(b, 0, b.length);
    return this;
  }

  private void field(int id, int type) {
    int delta = id - lastField[depth];
    if (delta > 0 && delta <= 15) {
      out.put(delta << 4 | type);
    } else {
      out.put(type);
      varint(zigzag(id));
    }
    lastField[depth] = id;
  }

  private void varint(long v) {
    while ((v & ~0x7FL) != 0) {
      out.put((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.put((int) v);
  }

  private static long zigzag(long v) {
    return (v << 1) ^ (v >> 63);
  }
}
