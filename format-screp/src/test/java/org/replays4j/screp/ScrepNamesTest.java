package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Unit, tech and upgrade names: every id of the 2004 community format description (its unit-type
 * list and the 0x30 / 0x32 command tables), the full ranges screp covers, and unknown ids.
 */
class ScrepNamesTest {
  /** The 2004 community document's unit-type list (ids and names as it lists them). */
  private static final String SEED_UNITS =
      "0x00 Marine;0x01 Ghost;0x02 Vulture;0x03 Goliath;0x05 Siege Tank;"
          + "0x07 SCV;0x07 Wraith;0x09 Science Vessel;0x0B Dropship;0x0C Battlecruiser;0x0E Nuke;0x20 Firebat;"
          + "0x22 Medic;0x25 Zergling;0x26 Hydralisk;0x27 Ultralisk;0x29 Drone;0x2A Overlord;0x2B Mutalisk;"
          + "0x2C Guardian;0x2D Queen;0x2E Defiler;0x2F Scourge;0x32 Infested Terran;0x3A Valkyrie;0x3C Corsair;"
          + "0x3D Dark Templar;0x3E Devourer;0x40 Probe;0x41 Zealot;0x42 Dragoon;0x43 High Templar;0x45 Shuttle;"
          + "0x46 Scout;0x47 Arbiter;0x48 Carrier;0x53 Reaver;0x54 Observer;0x67 Lurker;0x6A Command Center;"
          + "0x6B ComSat;0x6C Nuclear Silo;0x6D Supply Depot;0x6E Refinery;0x6F Barracks;0x70 Academy;0x71 Factory;"
          + "0x72 Starport;0x73 Control Tower;0x74 Science Facility;0x75 Covert Ops;0x76 Physics Lab;0x78 Machine Shop;"
          + "0x7A Engineering Bay;0x7B Armory;0x7C Missile Turret;0x7D Bunker;0x82 Infested CC;0x83 Hatchery;0x84 Lair;"
          + "0x85 Hive;0x86 Nydus Canal;0x87 Hydralisk Den;0x88 Defiler Mound;0x89 Greater Spire;0x8A Queens Nest;"
          + "0x8B Evolution Chamber;0x8C Ultralisk Cavern;0x8D Spire;0x8E Spawning Pool;0x8F Creep Colony;"
          + "0x90 Spore Colony;0x92 Sunken Colony;0x95 Extractor;0x9A Nexus;0x9B Robotics Facility;0x9C Pylon;"
          + "0x9D Assimilator;0x9F Observatory;0xA0 Gateway;0xA2 Photon Cannon;0xA3 Citadel of Adun;"
          + "0xA4 Cybernetics Core;0xA5 Templar Archives;0xA6 Forge;0xA7 Stargate;0xA9 Fleet Beacon;"
          + "0xAA Arbiter Tribunal;0xAB Robotics Support Bay;0xAC Shield Battery;0xC0 Larva;0xC1 Rine/Bat;"
          + "0xC2 Dark Archon;0xC3 Archon;0xC4 Scarab;0xC5 Interceptor;0xC6 Interceptor/Scarab";

  /** Seed command 0x30 "Research" ids. */
  private static final String SEED_TECHS =
      "0x00 Stim Pack;0x01 Lockdown;0x02 EMP Shockwave;0x03 Spider Mines;"
          + "0x05 Siege Tank;0x07 Irradiate;0x08 Yamato Gun;0x09 Cloaking Field (wraith);"
          + "0x0A Personal Cloaking (ghost);0x0B Burrow;0x0D Spawn Broodling;0x0F Plague;0x10 Consume;0x11 Ensnare;"
          + "0x13 Psionic Storm;0x14 Hallucination;0x15 Recall;0x16 Stasis Field;0x18 Restoration;"
          + "0x19 Disruption Web;0x1B Mind Control;0x1E Optical Flare;0x1F Maelstrom;0x20 Lurker Aspect";

  /** Seed command 0x32 "Upgrade" ids; screp spells every one of them exactly like the seed. */
  private static final String SEED_UPGRADES =
      "0x00 Terran Infantry Armor;0x01 Terran Vehicle Plating;"
          + "0x02 Terran Ship Plating;0x03 Zerg Carapace;0x04 Zerg Flyer Carapace;0x05 Protoss Ground Armor;"
          + "0x06 Protoss Air Armor;0x07 Terran Infantry Weapons;0x08 Terran Vehicle Weapons;0x09 Terran Ship Weapons;"
          + "0x0A Zerg Melee Attacks;0x0B Zerg Missile Attacks;0x0C Zerg Flyer Attacks;0x0D Protoss Ground Weapons;"
          + "0x0E Protoss Air Weapons;0x0F Protoss Plasma Shields;0x10 U-238 Shells (Marine Range);"
          + "0x11 Ion Thrusters (Vulture Speed);0x13 Titan Reactor (Science Vessel Energy);"
          + "0x14 Ocular Implants (Ghost Sight);0x15 Moebius Reactor (Ghost Energy);0x16 Apollo Reactor (Wraith Energy);"
          + "0x17 Colossus Reactor (Battle Cruiser Energy);0x18 Ventral Sacs (Overlord Transport);"
          + "0x19 Antennae (Overlord Sight);0x1A Pneumatized Carapace (Overlord Speed);"
          + "0x1B Metabolic Boost (Zergling Speed);0x1C Adrenal Glands (Zergling Attack);"
          + "0x1D Muscular Augments (Hydralisk Speed);0x1E Grooved Spines (Hydralisk Range);"
          + "0x1F Gamete Meiosis (Queen Energy);0x20 Defiler Energy;0x21 Singularity Charge (Dragoon Range);"
          + "0x22 Leg Enhancement (Zealot Speed);0x23 Scarab Damage;0x24 Reaver Capacity;"
          + "0x25 Gravitic Drive (Shuttle Speed);0x26 Sensor Array (Observer Sight);"
          + "0x27 Gravitic Booster (Observer Speed);0x28 Khaydarin Amulet (Templar Energy);"
          + "0x29 Apial Sensors (Scout Sight);0x2A Gravitic Thrusters (Scout Speed);0x2B Carrier Capacity;"
          + "0x2C Khaydarin Core (Arbiter Energy);0x2F Argus Jewel (Corsair Energy);"
          + "0x31 Argus Talisman (Dark Archon Energy);0x33 Caduceus Reactor (Medic Energy);"
          + "0x34 Chitinous Plating (Ultralisk Armor);0x35 Anabolic Synthesis (Ultralisk Speed);"
          + "0x36 Charon Boosters (Goliath Range)";

  /**
   * Seed unit entries that are wrong, checked against screp and BWAPI: the second 0x07 (Wraith is
   * 0x08), 0x0E "Nuke" (screp: Nuclear Missile) and the 0xC0..0xC6 block, which are map markers and
   * beacons in the game's units.dat (0xC0 Terran Marker, ...), not Larva/Archon/Scarab (those are
   * 0x23, 0x44, 0x55).
   */
  private static final Map<Integer, String> SEED_UNIT_ERRATA =
      Map.of(
          0x07,
          "Wraith",
          0x0E,
          "Nuke",
          0xC0,
          "Larva",
          0xC1,
          "Rine/Bat",
          0xC2,
          "Dark Archon",
          0xC3,
          "Archon",
          0xC4,
          "Scarab",
          0xC5,
          "Interceptor",
          0xC6,
          "Interceptor/Scarab");

  private static Map<Integer, String> parse(String table) {
    Map<Integer, String> m = new LinkedHashMap<>();
    for (String e : table.split(";")) {
      int sp = e.indexOf(' ');
      m.merge(Integer.parseInt(e.substring(2, sp), 16), e.substring(sp + 1), (a, b) -> a + ";" + b);
    }
    return m;
  }

  /** Word stems (first 5 letters, lower case) of a name, ignoring parenthesised notes. */
  private static Set<String> stems(String name) {
    Set<String> s = new TreeSet<>();
    for (String w :
        name.replaceAll("\\(.*?\\)", " ").toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
      if (w.length() >= 3) s.add(w.substring(0, Math.min(5, w.length())));
    }
    return s;
  }

  @Test
  void everySeedUnitIdHasTheSameUnitUnderScrepsSpelling() {
    for (Map.Entry<Integer, String> e : parse(SEED_UNITS).entrySet()) {
      int id = e.getKey();
      String name = ScrepNames.unit(id);
      assertThat(name).as("unit 0x%02X", id).doesNotStartWith("Unknown");
      for (String seedName : e.getValue().split(";")) {
        if (seedName.equals(SEED_UNIT_ERRATA.get(id))) continue;
        assertThat(stems(name))
            .as("unit 0x%02X: seed %s, ours %s", id, seedName, name)
            .containsAnyElementsOf(stems(seedName));
      }
    }
    expect(
        ScrepNames::unit,
        "0x07 SCV;0x08 Wraith;0x0E Nuclear Missile;0x23 Larva;0x44 Archon;0xC0 Terran Marker;"
            + "0xC6 Terran Flag Beacon");
  }

  @Test
  void everySeedTechIdHasTheSameTechUnderScrepsSpelling() {
    for (Map.Entry<Integer, String> e : parse(SEED_TECHS).entrySet()) {
      String name = ScrepNames.tech(e.getKey());
      assertThat(stems(name))
          .as("tech 0x%02X: seed %s, ours %s", e.getKey(), e.getValue(), name)
          .containsAnyElementsOf(stems(e.getValue()));
    }
    expect(
        ScrepNames::tech,
        "0x00 Stim Packs;0x05 Tank Siege Mode;0x0A Personnel Cloaking;0x0B Burrowing;"
            + "0x20 Lurker Aspect");
  }

  @Test
  void everySeedUpgradeIdIsSpelledExactlyLikeTheSeed() {
    Map<Integer, String> seed = parse(SEED_UPGRADES);
    expect(ScrepNames::upgrade, SEED_UPGRADES);
    // the seed's gaps are screp's gaps: ids the game never uses
    for (int id = 0; id <= 0x36; id++) {
      assertThat(ScrepNames.upgrade(id).startsWith("Unknown"))
          .as("upgrade 0x%02X", id)
          .isEqualTo(!seed.containsKey(id));
    }
  }

  @Test
  void fullRangesAreNamed() {
    Set<String> units = new TreeSet<>();
    for (int id = 0; id <= 0xE4; id++) {
      assertThat(ScrepNames.unit(id))
          .as("unit 0x%02X", id)
          .doesNotStartWith("Unknown")
          .isNotBlank();
      units.add(ScrepNames.unit(id));
    }
    assertThat(units).as("names are distinct").hasSize(0xE5);
    for (int id = 0; id <= 0x22; id++) assertThat(ScrepNames.tech(id)).doesNotStartWith("Unknown");
    expect(
        ScrepNames::unit,
        "0x28 Broodling;0x6A Command Center;0xB0 Mineral Field (Type 1);0xBC Vespene Geyser;"
            + "0xD6 Start Location;0xE4 None");
    expect(ScrepNames::tech, "0x22 Healing");
  }

  @Test
  void unknownIdsFallBackToTheirHexValue() {
    expect(ScrepNames::unit, "0xE5 Unknown 0xe5;0xFFFF Unknown 0xffff");
    expect(ScrepNames::tech, "0x23 Unknown 0x23;0xFF Unknown 0xff");
    expect(ScrepNames::upgrade, "0x12 Unknown 0x12;0x37 Unknown 0x37");
    assertThat(ScrepNames.unit(-1)).startsWith("Unknown 0x");
  }

  /** Asserts {@code names} for each {@code "0xID Name"} entry of {@code table}. */
  private static void expect(IntFunction<String> names, String table) {
    parse(table)
        .forEach((id, name) -> assertThat(names.apply(id)).as("0x%02X", id).isEqualTo(name));
  }
}
