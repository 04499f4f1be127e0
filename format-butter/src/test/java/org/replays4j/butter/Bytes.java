package org.replays4j.butter;

import java.io.ByteArrayOutputStream;

/** Little-endian byte builder for hand-written test vectors (independent of the writer). */
final class Bytes {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  Bytes u8(int... vs) {
    for (int v : vs) out.write(v);
    return this;
  }

  Bytes u16(int... vs) {
    for (int v : vs) u8(v & 0xFF, (v >>> 8) & 0xFF);
    return this;
  }

  Bytes u32(long v) {
    return u16((int) (v & 0xFFFF), (int) ((v >>> 16) & 0xFFFF));
  }

  Bytes i64(long v) {
    return u32(v & 0xFFFFFFFFL).u32(v >>> 32);
  }

  Bytes f32(float f) {
    return u32(Float.floatToRawIntBits(f) & 0xFFFFFFFFL);
  }

  Bytes str(String s) {
    for (char c : s.toCharArray()) out.write(c);
    out.write(0);
    return this;
  }

  Bytes bytes(byte[] b) {
    out.write(b, 0, b.length);
    return this;
  }

  int size() {
    return out.size();
  }

  byte[] build() {
    return out.toByteArray();
  }
}
