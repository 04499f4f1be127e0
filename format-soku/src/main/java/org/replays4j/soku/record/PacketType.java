package org.replays4j.soku.record;

import org.replays4j.core.codec.CodeTable;

/**
 * The one-byte packet type at offset 0 of every Soku datagram (docs/formats/soku.md#packets and
 * docs/formats/soku.md#mod-packets). {@code expectedSize} is the exact datagram size for fixed-size
 * packets, or -1 when variable.
 */
public enum PacketType {
  /** 0x01: connection request / hole-punch helper request. */
  HELLO(0x01, 37),
  /** 0x02: hole-punch request forwarded to a target. */
  PUNCH(0x02, 21),
  /** 0x03: connection accepted. */
  OLLEH(0x03, 1),
  /** 0x04: subtree size notification. */
  CHAIN(0x04, 5),
  /** 0x05: session request (play or spectate). */
  INIT_REQUEST(0x05, 65),
  /** 0x06: session accepted. */
  INIT_SUCCESS(0x06, -1),
  /** 0x07: session refused. */
  INIT_ERROR(0x07, 5),
  /** 0x08: redirect to a child. */
  REDIRECT(0x08, 69),
  /** 0x0B: session closed. */
  QUIT(0x0B, 1),
  /** 0x0D: game packet from a parent to its child. */
  HOST_GAME(0x0D, -1),
  /** 0x0E: game packet from a child to its parent. */
  CLIENT_GAME(0x0E, -1),
  /** 0x10: Sokuroll latency probe. */
  SOKUROLL_TIME(0x10, 9),
  /** 0x11: Sokuroll latency probe answer. */
  SOKUROLL_TIME_ACK(0x11, 9),
  /** 0x12: Sokuroll debug state. */
  SOKUROLL_STATE(0x12, 25),
  /** 0x13: Sokuroll delay/rollback settings. */
  SOKUROLL_SETTINGS(0x13, 3),
  /** 0x14: Sokuroll settings acknowledgement. */
  SOKUROLL_SETTINGS_ACK(0x14, 1),
  /** 0x15: AdvancedPracticeMode session request (mod). */
  APM_START_SESSION_REQUEST(0x15, -1),
  /** 0x16: AdvancedPracticeMode session response (mod). */
  APM_START_SESSION_RESPONSE(0x16, -1),
  /** 0x17: AdvancedPracticeMode element updated (mod). */
  APM_ELEMENT_UPDATED(0x17, -1),
  /** 0x20: DesyncDetector enable request (mod). */
  DESYNC_DETECTOR_ENABLE(0x20, -1),
  /** 0x21: DesyncDetector state (mod). */
  DESYNC_DETECTOR_STATE(0x21, -1),
  /** 0x6B: Giuroll rollback input (mod). */
  GIUROLL_INPUT(0x6B, -1),
  /** 0x6C: Giuroll 62-fps handshake request (mod). */
  GIUROLL_62FPS_REQUEST(0x6C, -1),
  /** 0x6D: Giuroll 62-fps handshake answer (mod). */
  GIUROLL_62FPS_RESPONSE(0x6D, -1),
  /** 0x6E: Giuroll opponent pressed Esc (mod). */
  GIUROLL_ESCAPE(0x6E, -1),
  /** 0xD3: Soku2 play request (mod). */
  SOKU2_PLAY_REQUEST(0xD3, -1);

  private static final CodeTable<PacketType> CODES = CodeTable.of(PacketType.class);

  private final int expectedSize;

  PacketType(int code, int expectedSize) {
    CodeTable.row(this, code);
    this.expectedSize = expectedSize;
  }

  /** The type byte. */
  public int code() {
    return CODES.code(this);
  }

  /** Exact datagram size, or -1 when the size varies. */
  public int expectedSize() {
    return expectedSize;
  }

  /** True for the packet types that mods add (typed-raw in this library). */
  public boolean isMod() {
    return code() >= 0x15;
  }

  /** The type for {@code code}, or {@code null} when no packet has it. */
  public static PacketType of(int code) {
    return CODES.get(code & 0xFF);
  }
}
