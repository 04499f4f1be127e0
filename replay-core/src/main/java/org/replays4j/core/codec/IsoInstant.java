package org.replays4j.core.codec;

import java.time.Instant;

/**
 * The ISO-8601 text of an instant given in whole seconds since 1970-01-01T00:00:00Z, the same text
 * as {@code Instant.ofEpochSecond(s).toString()} ({@code 2016-03-07T18:21:05Z}), without loading
 * {@code java.time}: a summary's start time is the only date a short command prints, and the
 * formatter classes behind {@code Instant.toString} are about sixty classes to load on the first
 * file.
 */
public final class IsoInstant {
  private static final long SECONDS_PER_DAY = 86_400;

  private IsoInstant() {}

  /**
   * {@code epochSecond} as {@code yyyy-MM-ddTHH:mm:ssZ}, for the years 0000 to 9999; outside them
   * the text {@code Instant.toString} gives (a sign and more digits).
   */
  public static String ofEpochSecond(long epochSecond) {
    long days = Math.floorDiv(epochSecond, SECONDS_PER_DAY);
    int secondOfDay = (int) Math.floorMod(epochSecond, SECONDS_PER_DAY);
    // Civil date from a day count (proleptic Gregorian), in 400-year eras starting on March 1st.
    long z = days + 719_468;
    long era = Math.floorDiv(z, 146_097);
    long dayOfEra = z - era * 146_097;
    long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
    long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    long mp = (5 * dayOfYear + 2) / 153;
    int day = (int) (dayOfYear - (153 * mp + 2) / 5 + 1);
    int month = (int) (mp < 10 ? mp + 3 : mp - 9);
    long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 0 || year > 9999) return Instant.ofEpochSecond(epochSecond).toString();
    char[] c = new char[20];
    digits(c, 0, (int) year, 4);
    c[4] = '-';
    digits(c, 5, month, 2);
    c[7] = '-';
    digits(c, 8, day, 2);
    c[10] = 'T';
    digits(c, 11, secondOfDay / 3600, 2);
    c[13] = ':';
    digits(c, 14, secondOfDay / 60 % 60, 2);
    c[16] = ':';
    digits(c, 17, secondOfDay % 60, 2);
    c[19] = 'Z';
    return new String(c);
  }

  private static void digits(char[] c, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      c[i] = (char) ('0' + value % 10);
      value /= 10;
    }
  }
}
