/**
 * Touhou 12.3 Hisoutensoku ("Soku") netplay: packet codec ({@link
 * org.replays4j.soku.SokuPacketCodec}), capture decoding ({@link org.replays4j.soku.SokuDecoder},
 * {@link org.replays4j.soku.SokuVisitor}), spectator replay reassembly ({@link
 * org.replays4j.soku.SpectatorAssembler}) and the game's {@code .rep} files.
 *
 * <p>Spec: delthas/touhou-protocol-docs {@code protocol_123.md} @ 97beb5c with the corrections
 * restated in {@code docs/formats/soku.md} (SokuLib @ 0794becf, youmu-thlink @ 3195f6ab, Giuroll @
 * 7eaf02ea, REIMU_Plugins_V2 @ c71e34ff), which win where they disagree. Game version 1.10a.
 */
package org.replays4j.soku;
