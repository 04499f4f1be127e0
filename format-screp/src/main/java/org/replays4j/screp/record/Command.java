package org.replays4j.screp.record;

/**
 * A decoded player command (docs/formats/screp.md#commands). Every command id of the spec table
 * maps to one of the permitted records; unknown ids reach {@code ScrepVisitor.visitUnknown}
 * instead.
 */
public sealed interface Command
    permits Select,
        Build,
        Vision,
        Alliance,
        GameSpeed,
        Cheat,
        Hotkey,
        RightClick,
        TargetedOrder,
        Queueable,
        UnitTypeCommand,
        UnitTagCommand,
        PositionCommand,
        Tech,
        Upgrade,
        Latency,
        LeaveGame,
        Chat,
        NoPayload,
        Opaque {
  /** Frame of the block (u32). */
  int frame();

  /** Issuing player id (u8). */
  int player();

  /** Command id as stored in the file. */
  int type();

  /** screp's type id: as stored, except 0xFE for a Build with order 0x47 (Land). */
  default int screpType() {
    return type();
  }
}
