/**
 * Slippi {@code .slp} replays (Super Smash Bros. Melee), versions 0.1.0 through 3.18.0: the UBJSON
 * container and every raw event, as restated in {@code docs/formats/slippi.md} from the Slippi
 * specification (events up to 3.0.0) and the later fields, new events and corrections checked
 * against other readers and real files. Entry points: {@link org.replays4j.slippi.SlippiDecoder}
 * (visitor), {@link org.replays4j.slippi.SlippiGame} (column-wise model), {@link
 * org.replays4j.slippi.SlippiPushParser} (live) and {@link
 * org.replays4j.slippi.SlippiFileFollower}, {@link org.replays4j.slippi.SlippiWriter}.
 */
package org.replays4j.slippi;
