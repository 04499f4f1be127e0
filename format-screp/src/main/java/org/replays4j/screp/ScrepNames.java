package org.replays4j.screp;

/**
 * Names of the enumerations of StarCraft replays, as screp prints them
 * (docs/formats/screp.md#header and docs/formats/screp.md#commands; screp's {@code
 * repcore/enums.go} and {@code repcmd} tables: orders, unit types, techs, upgrades). Unknown ids
 * render as {@code "Unknown 0x…"} (lower-case hex, like screp's unknown enums).
 */
public final class ScrepNames {
  private ScrepNames() {}

  private static final String[] ENGINES = {"StarCraft", "Brood War"};
  private static final String[] SPEEDS = {
    "Slowest", "Slower", "Slow", "Normal", "Fast", "Faster", "Fastest"
  };
  private static final String[] GAME_TYPES = {
    "None",
    "Custom",
    "Melee",
    "Free For All",
    "One on One",
    "Capture The Flag",
    "Greed",
    "Slaughter",
    "Sudden Death",
    "Ladder",
    "Use map settings",
    "Team Melee",
    "Team Free For All",
    "Team Capture The Flag",
    null,
    "Top vs Bottom",
    "Iron Man Ladder"
  };
  private static final String[] PLAYER_TYPES = {
    "Inactive",
    "Computer",
    "Human",
    "Rescue Passive",
    "(Unused)",
    "Computer Controlled",
    "Open",
    "Neutral",
    "Closed"
  };
  private static final String[] RACES = {"Zerg", "Terran", "Protoss"};
  private static final String[] COLORS = {
    "Red",
    "Blue",
    "Teal",
    "Purple",
    "Orange",
    "Brown",
    "White",
    "Yellow",
    "Green",
    "Pale Yellow",
    "Tan",
    "Aqua",
    "Pale Green",
    "Blueish Grey",
    "Pale Yellow2",
    "Cyan",
    "Pink",
    "Olive",
    "Lime",
    "Navy",
    "Dark Aqua",
    "Magenta",
    "Grey",
    "Black"
  };
  private static final String[] TILESETS = {
    "Badlands",
    "Space Platform",
    "Installation",
    "Ashworld",
    "Jungle",
    "Desert",
    "Arctic",
    "Twilight"
  };
  private static final String[] LEAVE_REASONS = {
    null, "Quit", "Defeat", "Victory", "Finished", "Draw", "Dropped"
  };
  private static final String[] HOTKEY_TYPES = {"Assign", "Select", "Add"};
  private static final String[] LATENCIES = {"Low", "High", "Extra High"};
  private static final String[] ORDERS = {
    "Die",
    "Stop",
    "Guard",
    "PlayerGuard",
    "TurretGuard",
    "BunkerGuard",
    "Move",
    "ReaverStop",
    "Attack1",
    "Attack2",
    "AttackUnit",
    "AttackFixedRange",
    "AttackTile",
    "Hover",
    "AttackMove",
    "InfestedCommandCenter",
    "UnusedNothing",
    "UnusedPowerup",
    "TowerGuard",
    "TowerAttack",
    "VultureMine",
    "StayInRange",
    "TurretAttack",
    "Nothing",
    "Unused_24",
    "DroneStartBuild",
    "DroneBuild",
    "CastInfestation",
    "MoveToInfest",
    "InfestingCommandCenter",
    "PlaceBuilding",
    "PlaceProtossBuilding",
    "CreateProtossBuilding",
    "ConstructingBuilding",
    "Repair",
    "MoveToRepair",
    "PlaceAddon",
    "BuildAddon",
    "Train",
    "RallyPointUnit",
    "RallyPointTile",
    "ZergBirth",
    "ZergUnitMorph",
    "ZergBuildingMorph",
    "IncompleteBuilding",
    "IncompleteMorphing",
    "BuildNydusExit",
    "EnterNydusCanal",
    "IncompleteWarping",
    "Follow",
    "Carrier",
    "ReaverCarrierMove",
    "CarrierStop",
    "CarrierAttack",
    "CarrierMoveToAttack",
    "CarrierIgnore2",
    "CarrierFight",
    "CarrierHoldPosition",
    "Reaver",
    "ReaverAttack",
    "ReaverMoveToAttack",
    "ReaverFight",
    "ReaverHoldPosition",
    "TrainFighter",
    "InterceptorAttack",
    "ScarabAttack",
    "RechargeShieldsUnit",
    "RechargeShieldsBattery",
    "ShieldBattery",
    "InterceptorReturn",
    "DroneLand",
    "BuildingLand",
    "BuildingLiftOff",
    "DroneLiftOff",
    "LiftingOff",
    "ResearchTech",
    "Upgrade",
    "Larva",
    "SpawningLarva",
    "Harvest1",
    "Harvest2",
    "MoveToGas",
    "WaitForGas",
    "HarvestGas",
    "ReturnGas",
    "MoveToMinerals",
    "WaitForMinerals",
    "MiningMinerals",
    "Harvest3",
    "Harvest4",
    "ReturnMinerals",
    "Interrupted",
    "EnterTransport",
    "PickupIdle",
    "PickupTransport",
    "PickupBunker",
    "Pickup4",
    "PowerupIdle",
    "Sieging",
    "Unsieging",
    "WatchTarget",
    "InitCreepGrowth",
    "SpreadCreep",
    "StoppingCreepGrowth",
    "GuardianAspect",
    "ArchonWarp",
    "CompletingArchonSummon",
    "HoldPosition",
    "QueenHoldPosition",
    "Cloak",
    "Decloak",
    "Unload",
    "MoveUnload",
    "FireYamatoGun",
    "MoveToFireYamatoGun",
    "CastLockdown",
    "Burrowing",
    "Burrowed",
    "Unburrowing",
    "CastDarkSwarm",
    "CastParasite",
    "CastSpawnBroodlings",
    "CastEMPShockwave",
    "NukeWait",
    "NukeTrain",
    "NukeLaunch",
    "NukePaint",
    "NukeUnit",
    "CastNuclearStrike",
    "NukeTrack",
    "InitializeArbiter",
    "CloakNearbyUnits",
    "PlaceMine",
    "RightClickAction",
    "SuicideUnit",
    "SuicideLocation",
    "SuicideHoldPosition",
    "CastRecall",
    "Teleport",
    "CastScannerSweep",
    "Scanner",
    "CastDefensiveMatrix",
    "CastPsionicStorm",
    "CastIrradiate",
    "CastPlague",
    "CastConsume",
    "CastEnsnare",
    "CastStasisField",
    "CastHallucination",
    "Hallucination2",
    "ResetCollision",
    "ResetHarvestCollision",
    "Patrol",
    "CTFCOPInit",
    "CTFCOPStarted",
    "CTFCOP2",
    "ComputerAI",
    "AtkMoveEP",
    "HarassMove",
    "AIPatrol",
    "GuardPost",
    "RescuePassive",
    "Neutral",
    "ComputerReturn",
    "InitializePsiProvider",
    "SelfDestructing",
    "Critter",
    "HiddenGun",
    "OpenDoor",
    "CloseDoor",
    "HideTrap",
    "RevealTrap",
    "EnableDoodad",
    "DisableDoodad",
    "WarpIn",
    "Medic",
    "MedicHeal",
    "HealMove",
    "MedicHoldPosition",
    "MedicHealToIdle",
    "CastRestoration",
    "CastDisruptionWeb",
    "CastMindControl",
    "DarkArchonMeld",
    "CastFeedback",
    "CastOpticalFlare",
    "CastMaelstrom",
    "JunkYardDog",
    "Fatal",
    "None"
  };

  /**
   * Unit types 0x00..0xE4 (screp {@code repcmd/units.go}; 0x28 and 0x77, absent there, from BWAPI).
   */
  private static final String[] UNITS = {
    /* 0x00 */ "Marine", "Ghost", "Vulture", "Goliath", "Goliath Turret", "Siege Tank (Tank Mode)",
        "Siege Tank Turret (Tank Mode)", "SCV",
    /* 0x08 */ "Wraith", "Science Vessel", "Gui Motang (Firebat)", "Dropship", "Battlecruiser",
        "Spider Mine", "Nuclear Missile", "Terran Civilian",
    /* 0x10 */ "Sarah Kerrigan (Ghost)", "Alan Schezar (Goliath)", "Alan Schezar Turret",
        "Jim Raynor (Vulture)", "Jim Raynor (Marine)", "Tom Kazansky (Wraith)",
        "Magellan (Science Vessel)", "Edmund Duke (Tank Mode)",
    /* 0x18 */ "Edmund Duke Turret (Tank Mode)", "Edmund Duke (Siege Mode)",
        "Edmund Duke Turret (Siege Mode)", "Arcturus Mengsk (Battlecruiser)",
        "Hyperion (Battlecruiser)", "Norad II (Battlecruiser)", "Terran Siege Tank (Siege Mode)",
        "Siege Tank Turret (Siege Mode)",
    /* 0x20 */ "Firebat", "Scanner Sweep", "Medic", "Larva", "Egg", "Zergling", "Hydralisk",
        "Ultralisk",
    /* 0x28 */ "Broodling", "Drone", "Overlord", "Mutalisk", "Guardian", "Queen", "Defiler",
        "Scourge",
    /* 0x30 */ "Torrasque (Ultralisk)", "Matriarch (Queen)", "Infested Terran",
        "Infested Kerrigan (Infested Terran)", "Unclean One (Defiler)", "Hunter Killer (Hydralisk)",
        "Devouring One (Zergling)", "Kukulza (Mutalisk)",
    /* 0x38 */ "Kukulza (Guardian)", "Yggdrasill (Overlord)", "Valkyrie", "Mutalisk Cocoon",
        "Corsair", "Dark Templar", "Devourer", "Dark Archon",
    /* 0x40 */ "Probe", "Zealot", "Dragoon", "High Templar", "Archon", "Shuttle", "Scout",
        "Arbiter",
    /* 0x48 */ "Carrier", "Interceptor", "Protoss Dark Templar (Hero)", "Zeratul (Dark Templar)",
        "Tassadar/Zeratul (Archon)", "Fenix (Zealot)", "Fenix (Dragoon)", "Tassadar (Templar)",
    /* 0x50 */ "Mojo (Scout)", "Warbringer (Reaver)", "Gantrithor (Carrier)", "Reaver", "Observer",
        "Scarab", "Danimoth (Arbiter)", "Aldaris (Templar)",
    /* 0x58 */ "Artanis (Scout)", "Rhynadon (Badlands Critter)", "Bengalaas (Jungle Critter)",
        "Cargo Ship (Unused)", "Mercenary Gunship (Unused)", "Scantid (Desert Critter)",
        "Kakaru (Twilight Critter)", "Ragnasaur (Ashworld Critter)",
    /* 0x60 */ "Ursadon (Ice World Critter)", "Lurker Egg", "Raszagal (Corsair)",
        "Samir Duran (Ghost)", "Alexei Stukov (Ghost)", "Map Revealer",
        "Gerard DuGalle (BattleCruiser)", "Lurker",
    /* 0x68 */ "Infested Duran (Infested Terran)", "Disruption Web", "Command Center", "ComSat",
        "Nuclear Silo", "Supply Depot", "Refinery", "Barracks",
    /* 0x70 */ "Academy", "Factory", "Starport", "Control Tower", "Science Facility", "Covert Ops",
        "Physics Lab", "Starbase (Unused)",
    /* 0x78 */ "Machine Shop", "Repair Bay (Unused)", "Engineering Bay", "Armory", "Missile Turret",
        "Bunker", "Norad II (Crashed)", "Ion Cannon",
    /* 0x80 */ "Uraj Crystal", "Khalis Crystal", "Infested CC", "Hatchery", "Lair", "Hive",
        "Nydus Canal", "Hydralisk Den",
    /* 0x88 */ "Defiler Mound", "Greater Spire", "Queens Nest", "Evolution Chamber",
        "Ultralisk Cavern", "Spire", "Spawning Pool", "Creep Colony",
    /* 0x90 */ "Spore Colony", "Unused Zerg Building1", "Sunken Colony",
        "Zerg Overmind (With Shell)", "Overmind", "Extractor", "Mature Chrysalis", "Cerebrate",
    /* 0x98 */ "Cerebrate Daggoth", "Unused Zerg Building2", "Nexus", "Robotics Facility", "Pylon",
        "Assimilator", "Unused Protoss Building1", "Observatory",
    /* 0xA0 */ "Gateway", "Unused Protoss Building2", "Photon Cannon", "Citadel of Adun",
        "Cybernetics Core", "Templar Archives", "Forge", "Stargate",
    /* 0xA8 */ "Stasis Cell/Prison", "Fleet Beacon", "Arbiter Tribunal", "Robotics Support Bay",
        "Shield Battery", "Khaydarin Crystal Formation", "Protoss Temple", "Xel'Naga Temple",
    /* 0xB0 */ "Mineral Field (Type 1)", "Mineral Field (Type 2)", "Mineral Field (Type 3)",
        "Cave (Unused)", "Cave-in (Unused)", "Cantina (Unused)", "Mining Platform (Unused)",
        "Independent Command Center (Unused)",
    /* 0xB8 */ "Independent Starport (Unused)", "Independent Jump Gate (Unused)", "Ruins (Unused)",
        "Khaydarin Crystal Formation (Unused)", "Vespene Geyser", "Warp Gate", "Psi Disrupter",
        "Zerg Marker",
    /* 0xC0 */ "Terran Marker", "Protoss Marker", "Zerg Beacon", "Terran Beacon", "Protoss Beacon",
        "Zerg Flag Beacon", "Terran Flag Beacon", "Protoss Flag Beacon",
    /* 0xC8 */ "Power Generator", "Overmind Cocoon", "Dark Swarm", "Floor Missile Trap",
        "Floor Hatch (Unused)", "Left Upper Level Door", "Right Upper Level Door", "Left Pit Door",
    /* 0xD0 */ "Right Pit Door", "Floor Gun Trap", "Left Wall Missile Trap", "Left Wall Flame Trap",
        "Right Wall Missile Trap", "Right Wall Flame Trap", "Start Location", "Flag",
    /* 0xD8 */ "Young Chrysalis", "Psi Emitter", "Data Disc", "Khaydarin Crystal",
        "Mineral Cluster Type 1", "Mineral Cluster Type 2", "Protoss Vespene Gas Orb Type 1",
        "Protoss Vespene Gas Orb Type 2",
    /* 0xE0 */ "Zerg Vespene Gas Sac Type 1", "Zerg Vespene Gas Sac Type 2",
        "Terran Vespene Gas Tank Type 1", "Terran Vespene Gas Tank Type 2", "None"
  };

  /** Techs 0x00..0x22 (screp {@code repcmd/techs.go}). */
  private static final String[] TECHS = {
    /* 0x00 */ "Stim Packs", "Lockdown", "EMP Shockwave", "Spider Mines", "Scanner Sweep",
        "Tank Siege Mode", "Defensive Matrix", "Irradiate",
    /* 0x08 */ "Yamato Gun", "Cloaking Field", "Personnel Cloaking", "Burrowing", "Infestation",
        "Spawn Broodlings", "Dark Swarm", "Plague",
    /* 0x10 */ "Consume", "Ensnare", "Parasite", "Psionic Storm", "Hallucination", "Recall",
        "Stasis Field", "Archon Warp",
    /* 0x18 */ "Restoration", "Disruption Web", "Unused 26", "Mind Control", "Dark Archon Meld",
        "Feedback", "Optical Flare", "Maelstrom",
    /* 0x20 */ "Lurker Aspect", "Unused 33", "Healing"
  };

  /** Upgrades 0x00..0x36, gaps are unused ids (screp {@code repcmd/upgrades.go}). */
  private static final String[] UPGRADES = {
    /* 0x00 */ "Terran Infantry Armor",
    "Terran Vehicle Plating",
    "Terran Ship Plating",
    "Zerg Carapace",
    "Zerg Flyer Carapace",
    "Protoss Ground Armor",
    "Protoss Air Armor",
    "Terran Infantry Weapons",
    /* 0x08 */ "Terran Vehicle Weapons",
    "Terran Ship Weapons",
    "Zerg Melee Attacks",
    "Zerg Missile Attacks",
    "Zerg Flyer Attacks",
    "Protoss Ground Weapons",
    "Protoss Air Weapons",
    "Protoss Plasma Shields",
    /* 0x10 */ "U-238 Shells (Marine Range)",
    "Ion Thrusters (Vulture Speed)",
    null,
    "Titan Reactor (Science Vessel Energy)",
    "Ocular Implants (Ghost Sight)",
    "Moebius Reactor (Ghost Energy)",
    "Apollo Reactor (Wraith Energy)",
    "Colossus Reactor (Battle Cruiser Energy)",
    /* 0x18 */ "Ventral Sacs (Overlord Transport)",
    "Antennae (Overlord Sight)",
    "Pneumatized Carapace (Overlord Speed)",
    "Metabolic Boost (Zergling Speed)",
    "Adrenal Glands (Zergling Attack)",
    "Muscular Augments (Hydralisk Speed)",
    "Grooved Spines (Hydralisk Range)",
    "Gamete Meiosis (Queen Energy)",
    /* 0x20 */ "Defiler Energy",
    "Singularity Charge (Dragoon Range)",
    "Leg Enhancement (Zealot Speed)",
    "Scarab Damage",
    "Reaver Capacity",
    "Gravitic Drive (Shuttle Speed)",
    "Sensor Array (Observer Sight)",
    "Gravitic Booster (Observer Speed)",
    /* 0x28 */ "Khaydarin Amulet (Templar Energy)",
    "Apial Sensors (Scout Sight)",
    "Gravitic Thrusters (Scout Speed)",
    "Carrier Capacity",
    "Khaydarin Core (Arbiter Energy)",
    null,
    null,
    "Argus Jewel (Corsair Energy)",
    /* 0x30 */ null,
    "Argus Talisman (Dark Archon Energy)",
    null,
    "Caduceus Reactor (Medic Energy)",
    "Chitinous Plating (Ultralisk Armor)",
    "Anabolic Synthesis (Ultralisk Speed)",
    "Charon Boosters (Goliath Range)"
  };

  private static final String[] COMMANDS = commands();

  private static String[] commands() {
    String[] c = new String[256];
    for (ScrepCommandType t : ScrepCommandType.values()) c[t.id()] = t.displayName();
    return c;
  }

  private static String pick(String[] names, long id) {
    if (id >= 0 && id < names.length && names[(int) id] != null) return names[(int) id];
    return "Unknown 0x" + Long.toHexString(id);
  }

  /** Engine name (0 StarCraft, 1 Brood War). */
  public static String engine(int id) {
    return pick(ENGINES, id);
  }

  /** Game speed name. */
  public static String speed(int id) {
    return pick(SPEEDS, id);
  }

  /** Game type name (e.g. 2 Melee, 10 Use map settings). */
  public static String gameType(int id) {
    return pick(GAME_TYPES, id);
  }

  /** Player type name. */
  public static String playerType(int id) {
    return pick(PLAYER_TYPES, id);
  }

  /** Race name. */
  public static String race(int id) {
    return pick(RACES, id);
  }

  /** Race letter (Z, T, P; U when unknown). */
  public static char raceLetter(int id) {
    return id >= 0 && id < 3 ? "ZTP".charAt(id) : 'U';
  }

  /** Colour name. */
  public static String color(long id) {
    return pick(COLORS, id);
  }

  /** Tileset name. */
  public static String tileset(int id) {
    return pick(TILESETS, id);
  }

  /** Leave-game reason name. */
  public static String leaveReason(int id) {
    return pick(LEAVE_REASONS, id);
  }

  /** Hotkey type name. */
  public static String hotkeyType(int id) {
    return pick(HOTKEY_TYPES, id);
  }

  /** Latency name. */
  public static String latency(int id) {
    return pick(LATENCIES, id);
  }

  /** Unit order name (e.g. 0x06 Move, 0x47 BuildingLand). */
  public static String order(int id) {
    return pick(ORDERS, id);
  }

  /**
   * Unit type name as screp spells it (e.g. 0x07 SCV, 0x6D Supply Depot, 0x8E Spawning Pool), for
   * the unit type of Build, Train, Unit Morph, Building Morph, Right Click and Targeted Order
   * commands and of map units. Covers 0x00..0xE4 (buildings, heroes, critters, neutral and special
   * units).
   */
  public static String unit(int id) {
    return pick(UNITS, id);
  }

  /**
   * Tech (research) name as screp spells it (e.g. 0x00 Stim Packs, 0x20 Lurker Aspect), for Tech
   * commands.
   */
  public static String tech(int id) {
    return pick(TECHS, id);
  }

  /**
   * Upgrade name as screp spells it (e.g. 0x03 Zerg Carapace, 0x10 U-238 Shells (Marine Range)),
   * for Upgrade commands.
   */
  public static String upgrade(int id) {
    return pick(UPGRADES, id);
  }

  /** Command name as screp prints it (0xFE = the virtual Land command). */
  public static String command(int id) {
    return pick(COMMANDS, id);
  }

  /** True for ids screp knows how to parse. */
  public static boolean isKnownCommand(int id) {
    return id >= 0 && id < 256 && COMMANDS[id] != null && id != 0xFE;
  }
}
