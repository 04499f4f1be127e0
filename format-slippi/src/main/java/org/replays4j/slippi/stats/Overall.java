package org.replays4j.slippi.stats;

/**
 * The per-player summary of slippi-js's {@code overall} (docs/formats/slippi-stats.md §8).
 *
 * @param playerIndex the player's port index (0..3)
 * @param inputCounts the player's inputs; null in games that are not 1v1
 * @param conversionCount conversions whose victim is another player
 * @param totalDamage damage of this player's moves in those conversions
 * @param killCount those conversions that killed, with this player as the attacker
 * @param successfulConversions conversions this player opened with at least two moves, over {@code
 *     conversionCount}
 * @param inputsPerMinute total inputs per minute (60 fps)
 * @param digitalInputsPerMinute button presses per minute
 * @param openingsPerKill conversions per kill
 * @param damagePerOpening damage per conversion
 * @param neutralWinRatio this player's neutral-win openings over all players' neutral-win openings
 * @param counterHitRatio the same for counter-attack openings
 * @param beneficialTradeRatio trades that went this player's way, over this player's trades
 */
public record Overall(
    int playerIndex,
    InputCounts inputCounts,
    int conversionCount,
    double totalDamage,
    int killCount,
    Ratio successfulConversions,
    Ratio inputsPerMinute,
    Ratio digitalInputsPerMinute,
    Ratio openingsPerKill,
    Ratio damagePerOpening,
    Ratio neutralWinRatio,
    Ratio counterHitRatio,
    Ratio beneficialTradeRatio) {}
