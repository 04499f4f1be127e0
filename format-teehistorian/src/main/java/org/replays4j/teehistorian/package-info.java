/**
 * DDNet teehistorian recordings: every input a DDNet server received, tick by tick.
 *
 * <p>Specification: DDNet's {@code teehistorian.md} (versions 1 and 2 of the file format) and the
 * behaviour of DDNet's writer ({@code src/game/server/teehistorian.cpp}, {@code
 * src/engine/shared/teehistorian_ex_chunks.h}) up to DDNet 19.9 / header {@code version_minor} 22,
 * as restated in {@code docs/formats/teehistorian.md}: the Teeworlds variable width int, UUID v3
 * names, the 21 extension messages, the header keys, the 10 input fields and the implicit-tick
 * rule.
 *
 * <p>Entry points: {@link org.replays4j.teehistorian.TeehistorianDecoder} (byte arrays, buffers and
 * streams of any length in bounded memory) calling a {@link
 * org.replays4j.teehistorian.TeehistorianVisitor}; {@link
 * org.replays4j.teehistorian.TeehistorianRecording} as a collecting model; {@link
 * org.replays4j.teehistorian.TeehistorianWriter} and {@link
 * org.replays4j.teehistorian.TeehistorianRecorder} to produce files. Event records live in {@link
 * org.replays4j.teehistorian.record}.
 */
package org.replays4j.teehistorian;
