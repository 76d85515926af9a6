<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>adj::ActionOdds</name>
    <message numerus="yes">
        <source>Exact, from every way the dice can fall (%n path(s)).</source>
        <translation>
            <numerusform>Exact, from every way the dice can fall (%n path).</numerusform>
            <numerusform>Exact, from every way the dice can fall (%n paths).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::BattleChecks</name>
    <message numerus="yes">
        <source>%1 is %n hex(es) from %2: %3 needs the enemy in an adjacent hex</source>
        <translation>
            <numerusform>%1 is %n hex from %2: %3 needs the enemy in an adjacent hex</numerusform>
            <numerusform>%1 is %n hexes from %2: %3 needs the enemy in an adjacent hex</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::BattleOverview</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::BoardMoves</name>
    <message numerus="yes">
        <source>Terrain painted: %n hex(es), %1</source>
        <translation>
            <numerusform>Terrain painted: %n hex, %1</numerusform>
            <numerusform>Terrain painted: %n hexes, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::BoardScene</name>
    <message numerus="yes">
        <source>%1 at %2 → %3, %n hex(es): %4</source>
        <translation>
            <numerusform>%1 at %2 → %3, %n hex: %4</numerusform>
            <numerusform>%1 at %2 → %3, %n hexes: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::Cli</name>
    <message numerus="yes">
        <source>%n event(s) in the log.</source>
        <translation>
            <numerusform>%n event in the log.</numerusform>
            <numerusform>%n events in the log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>adjutant-cli: %1: nothing imported, %n error(s):</source>
        <translation>
            <numerusform>adjutant-cli: %1: nothing imported, %n error:</numerusform>
            <numerusform>adjutant-cli: %1: nothing imported, %n errors:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) written to %1</source>
        <translation>
            <numerusform>%n unit written to %1</numerusform>
            <numerusform>%n units written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schema file(s) written to %1</source>
        <translation>
            <numerusform>%n schema file written to %1</numerusform>
            <numerusform>%n schema files written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) revealed</source>
        <translation>
            <numerusform>%n event revealed</numerusform>
            <numerusform>%n events revealed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n battle(s)</source>
        <translation>
            <numerusform>%1 — %n battle</numerusform>
            <numerusform>%1 — %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n owed:</source>
        <translation>
            <numerusform>Turn %1: %n owed:</numerusform>
            <numerusform>Turn %1: %n owed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>adjutant-cli: advanced with %n thing(s) still owed:</source>
        <translation>
            <numerusform>adjutant-cli: advanced with %n thing still owed:</numerusform>
            <numerusform>adjutant-cli: advanced with %n things still owed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rebuilt from the club: %n event(s)</source>
        <translation>
            <numerusform>%1 rebuilt from the club: %n event</numerusform>
            <numerusform>%1 rebuilt from the club: %n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Campaign totals, %1 (%2, %n battle(s)): %3</source>
        <translation>
            <numerusform>Campaign totals, %1 (%2, %n battle): %3</numerusform>
            <numerusform>Campaign totals, %1 (%2, %n battles): %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ClubDialog</name>
    <message numerus="yes">
        <source>%n event(s) not known to be on the server.</source>
        <translation>
            <numerusform>%n event not known to be on the server.</numerusform>
            <numerusform>%n events not known to be on the server.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ClubMirror</name>
    <message numerus="yes">
        <source>club: %n event(s) waiting</source>
        <translation>
            <numerusform>club: %n event waiting</numerusform>
            <numerusform>club: %n events waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::Edits</name>
    <message numerus="yes">
        <source>Board: %1 × %2 hexes, %n terrain tile(s)</source>
        <translation>
            <numerusform>Board: %1 × %2 hexes, %n terrain tile</numerusform>
            <numerusform>Board: %1 × %2 hexes, %n terrain tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>House rules: %n table entr(y/ies) changed</source>
        <translation>
            <numerusform>House rules: %n table entry changed</numerusform>
            <numerusform>House rules: %n table entries changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FhgAftermath</name>
    <message numerus="yes">
        <source>%1, must retreat up to %n hex(es) at once: %2</source>
        <translation>
            <numerusform>%1, must retreat up to %n hex at once: %2</numerusform>
            <numerusform>%1, must retreat up to %n hexes at once: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FhgLand</name>
    <message numerus="yes">
        <source>%1: %2 AP left, %n unit(s) not yet activated</source>
        <translation>
            <numerusform>%1: %2 AP left, %n unit not yet activated</numerusform>
            <numerusform>%1: %2 AP left, %n units not yet activated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreatAction</name>
    <message numerus="yes">
        <source>%1 may retreat up to %n hex(es) by a way clear of enemy units and impassable terrain, ending where no other leader stands: %2, not %3 (8.4.5)</source>
        <translation>
            <numerusform>%1 may retreat up to %n hex by a way clear of enemy units and impassable terrain, ending where no other leader stands: %2, not %3 (8.4.5)</numerusform>
            <numerusform>%1 may retreat up to %n hexes by a way clear of enemy units and impassable terrain, ending where no other leader stands: %2, not %3 (8.4.5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, with the eliminated %2, must retreat up to %n hex(es) at once: %3</source>
        <translation>
            <numerusform>%1, with the eliminated %2, must retreat up to %n hex at once: %3</numerusform>
            <numerusform>%1, with the eliminated %2, must retreat up to %n hexes at once: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreats</name>
    <message numerus="yes">
        <source>%1 must retreat up to %n hex(es)</source>
        <translation>
            <numerusform>%1 must retreat up to %n hex</numerusform>
            <numerusform>%1 must retreat up to %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohChargePhase</name>
    <message numerus="yes">
        <source>the written charges are revealed together: %n charge(s)</source>
        <translation>
            <numerusform>the written charges are revealed together: %n charge</numerusform>
            <numerusform>the written charges are revealed together: %n charges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>opportunity fire on the charger: %n hit(s)</source>
        <translation>
            <numerusform>opportunity fire on the charger: %n hit</numerusform>
            <numerusform>opportunity fire on the charger: %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>opportunity fire is over (%n hit(s) on the charger); the charger tests its morale</source>
        <translation>
            <numerusform>opportunity fire is over (%n hit on the charger); the charger tests its morale</numerusform>
            <numerusform>opportunity fire is over (%n hits on the charger); the charger tests its morale</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohCharges</name>
    <message numerus="yes">
        <source>Charges, turn %1: %n written, to be revealed together</source>
        <translation>
            <numerusform>Charges, turn %1: %n written, to be revealed together</numerusform>
            <numerusform>Charges, turn %1: %n written, to be revealed together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charges: all %1 resolved (%n in contact)</source>
        <translation>
            <numerusform>Charges: all %1 resolved (%n in contact)</numerusform>
            <numerusform>Charges: all %1 resolved (%n in contact)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohFire</name>
    <message numerus="yes">
        <source>%1; %2 always misses: %3: %n accurate</source>
        <translation>
            <numerusform>%1; %2 always misses: %3: %n accurate</numerusform>
            <numerusform>%1; %2 always misses: %3: %n accurate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kill roll %1 = %2; %2 / %3: %n hit(s)</source>
        <translation>
            <numerusform>kill roll %1 = %2; %2 / %3: %n hit</numerusform>
            <numerusform>kill roll %1 = %2; %2 / %3: %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the target</source>
        <translation>
            <numerusform>%n temporary hit on the target</numerusform>
            <numerusform>%n temporary hits on the target</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the target (%1 in all)</source>
        <translation>
            <numerusform>%n temporary hit on the target (%1 in all)</numerusform>
            <numerusform>%n temporary hits on the target (%1 in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohMelee</name>
    <message numerus="yes">
        <source>%1 rolls %2 = %3; %3 / %4: %n hit(s)</source>
        <translation>
            <numerusform>%1 rolls %2 = %3; %3 / %4: %n hit</numerusform>
            <numerusform>%1 rolls %2 = %3; %3 / %4: %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the %1</source>
        <translation>
            <numerusform>%n temporary hit on the %1</numerusform>
            <numerusform>%n temporary hits on the %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the %1 (%2 in all)</source>
        <translation>
            <numerusform>%n temporary hit on the %1 (%2 in all)</numerusform>
            <numerusform>%n temporary hits on the %1 (%2 in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohMovementPhase</name>
    <message numerus="yes">
        <source>Movement: %1 moves %n more BMUG(s) (%2 of %3 still to move)</source>
        <translation>
            <numerusform>Movement: %1 moves %n more BMUG (%2 of %3 still to move)</numerusform>
            <numerusform>Movement: %1 moves %n more BMUGs (%2 of %3 still to move)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Movement: every BMUG has moved (%n took opportunity fire)</source>
        <translation>
            <numerusform>Movement: every BMUG has moved (%n took opportunity fire)</numerusform>
            <numerusform>Movement: every BMUG has moved (%n took opportunity fire)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2: may move up to %n BMUG(s)</source>
        <translation>
            <numerusform>%1 rolls %2: may move up to %n BMUG</numerusform>
            <numerusform>%1 rolls %2: may move up to %n BMUGs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n BMUG(s) have not moved</source>
        <translation>
            <numerusform>only %n BMUG has not moved</numerusform>
            <numerusform>only %n BMUGs have not moved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohOwed</name>
    <message numerus="yes">
        <source>both sides write their charges (%n written so far), then they are revealed together</source>
        <translation>
            <numerusform>both sides write their charges (%n written so far), then they are revealed together</numerusform>
            <numerusform>both sides write their charges (%n written so far), then they are revealed together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n hit(s) this turn: Morale Test</source>
        <translation>
            <numerusform>%1 took %n hit this turn: Morale Test</numerusform>
            <numerusform>%1 took %n hits this turn: Morale Test</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n temporary hit(s) to distribute</source>
        <translation>
            <numerusform>%1: %n temporary hit to distribute</numerusform>
            <numerusform>%1: %n temporary hits to distribute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohRecord</name>
    <message numerus="yes">
        <source>Turn %1: %n unit(s) took hits</source>
        <translation>
            <numerusform>Turn %1: %n unit took hits</numerusform>
            <numerusform>Turn %1: %n units took hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n melee(s)</source>
        <translation>
            <numerusform>%n melee</numerusform>
            <numerusform>%n melees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Morale Phase test(s)</source>
        <translation>
            <numerusform>%n Morale Phase test</numerusform>
            <numerusform>%n Morale Phase tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohTurn</name>
    <message numerus="yes">
        <source>one stand per %1: %n stand(s) lost</source>
        <translation>
            <numerusform>one stand per %1: %n stand lost</numerusform>
            <numerusform>one stand per %1: %n stands lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) kept</source>
        <translation>
            <numerusform>%n hit kept</numerusform>
            <numerusform>%n hits kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n permanent hit(s) kept</source>
        <translation>
            <numerusform>%n permanent hit kept</numerusform>
            <numerusform>%n permanent hits kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n stand(s)</source>
        <translation>
            <numerusform>remove %n stand</numerusform>
            <numerusform>remove %n stands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::MainWindow</name>
    <message numerus="yes">
        <source>Another window or program changed the battle: %n action(s) read from the file.</source>
        <translation>
            <numerusform>Another window or program changed the battle: %n action read from the file.</numerusform>
            <numerusform>Another window or program changed the battle: %n actions read from the file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::NewBattleDialog</name>
    <message numerus="yes">
        <source>%1 Strength in %2; %n phase(s) a turn.</source>
        <translation>
            <numerusform>%1 Strength in %2; %n phase a turn.</numerusform>
            <numerusform>%1 Strength in %2; %n phases a turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblFire</name>
    <message numerus="yes">
        <source>general&apos;s dice %1: %n on %2</source>
        <translation>
            <numerusform>general&apos;s dice %1: %n on %2</numerusform>
            <numerusform>general&apos;s dice %1: %n on %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n unit(s) fired on</source>
        <translation>
            <numerusform>Turn %1: %n unit fired on</numerusform>
            <numerusform>Turn %1: %n units fired on</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblMelee</name>
    <message numerus="yes">
        <source>%n higher quality</source>
        <translation>
            <numerusform>%n higher quality</numerusform>
            <numerusform>%n higher quality</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblRisk</name>
    <message numerus="yes">
        <source>Turn %1: %n general(s) to roll for the risk</source>
        <translation>
            <numerusform>Turn %1: %n general to roll for the risk</numerusform>
            <numerusform>Turn %1: %n generals to roll for the risk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is with %2, which lost %n figure(s): one d10 for each two hits</source>
        <translation>
            <numerusform>%1 is with %2, which lost %n figure: one d10 for each two hits</numerusform>
            <numerusform>%1 is with %2, which lost %n figures: one d10 for each two hits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblSequence</name>
    <message numerus="yes">
        <source>Turn %1: draw the next card (%n left in the deck)</source>
        <translation>
            <numerusform>Turn %1: draw the next card (%n left in the deck)</numerusform>
            <numerusform>Turn %1: draw the next card (%n left in the deck)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblTurn</name>
    <message numerus="yes">
        <source>the deck of turn %1 is in play (%n cards drawn); the next shuffle is for the next turn</source>
        <translation>
            <numerusform>the deck of turn %1 is in play (%n card drawn); the next shuffle is for the next turn</numerusform>
            <numerusform>the deck of turn %1 is in play (%n cards drawn); the next shuffle is for the next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>turn %1: a new deck of %n cards: %2</source>
        <translation>
            <numerusform>turn %1: a new deck of %n card: %2</numerusform>
            <numerusform>turn %1: a new deck of %n cards: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n units go through the sequence: %3</source>
        <translation>
            <numerusform>%1 (%2): %n unit goes through the sequence: %3</numerusform>
            <numerusform>%1 (%2): %n units go through the sequence: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::RosterActions</name>
    <message numerus="yes">
        <source>Remove these %n units from the roster? %1. Their markers and measured ranges go with them; their leaders stay on the table alone. Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Remove this %n unit from the roster? %1. Its markers and measured ranges go with it; its leaders stay on the table alone. Ctrl+Z brings it back.</numerusform>
            <numerusform>Remove these %n units from the roster? %1. Their markers and measured ranges go with them; their leaders stay on the table alone. Ctrl+Z brings them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units removed: %1</source>
        <translation>
            <numerusform>%n unit removed: %1</numerusform>
            <numerusform>%n units removed: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was imported.</source>
        <translation>
            <numerusform>%1 has %n error; nothing was imported.</numerusform>
            <numerusform>%1 has %n errors; nothing was imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::RosterCsv</name>
    <message numerus="yes">
        <source>Roster imported from CSV: %n unit(s)</source>
        <translation>
            <numerusform>Roster imported from CSV: %n unit</numerusform>
            <numerusform>Roster imported from CSV: %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::RuleSets</name>
    <message numerus="yes">
        <source>%n die/dice used, and %1 left over</source>
        <translation>
            <numerusform>%n die used, and %1 left over</numerusform>
            <numerusform>%n dice used, and %1 left over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 … (%n die/dice in all)</source>
        <translation>
            <numerusform>%1 … (%n die in all)</numerusform>
            <numerusform>%1 … (%n dice in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::Scenario</name>
    <message numerus="yes">
        <source>Roster imported: %n unit(s)</source>
        <translation>
            <numerusform>Roster imported: %n unit</numerusform>
            <numerusform>Roster imported: %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::SchemaCheck</name>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::SchemaForm</name>
    <message numerus="yes">
        <source>nothing yet; %n more input(s)</source>
        <translation>
            <numerusform>nothing yet; %n more input</numerusform>
            <numerusform>nothing yet; %n more inputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::TableLinkWindow</name>
    <message numerus="yes">
        <source>%1 · %n page(s) open</source>
        <translation>
            <numerusform>%1 · %n page open</numerusform>
            <numerusform>%1 · %n pages open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::TurnBar</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n still owed&lt;/b&gt;: press %1 again to advance anyway</source>
        <translation>
            <numerusform>&lt;b&gt;%n still owed&lt;/b&gt;: press %1 again to advance anyway</numerusform>
            <numerusform>&lt;b&gt;%n still owed&lt;/b&gt;: press %1 again to advance anyway</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owed: %n</source>
        <translation>
            <numerusform>Owed: %n</numerusform>
            <numerusform>Owed: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::Vocabulary</name>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the defender</source>
        <translation>
            <numerusform>%n hit on the defender</numerusform>
            <numerusform>%n hits on the defender</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the attacker</source>
        <translation>
            <numerusform>%n hit on the attacker</numerusform>
            <numerusform>%n hits on the attacker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on %1</source>
        <translation>
            <numerusform>%n hit on %1</numerusform>
            <numerusform>%n hits on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n casualty</numerusform>
            <numerusform>%n casualties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>attacker loses %n figure(s)</source>
        <translation>
            <numerusform>attacker loses %n figure</numerusform>
            <numerusform>attacker loses %n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>defender loses %n figure(s)</source>
        <translation>
            <numerusform>defender loses %n figure</numerusform>
            <numerusform>defender loses %n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) absorbed</source>
        <translation>
            <numerusform>%n hit absorbed</numerusform>
            <numerusform>%n hits absorbed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plotted move(s)</source>
        <translation>
            <numerusform>%n plotted move</numerusform>
            <numerusform>%n plotted moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stand(s) lost</source>
        <translation>
            <numerusform>%n stand lost</numerusform>
            <numerusform>%n stands lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) kept</source>
        <translation>
            <numerusform>%n hit kept</numerusform>
            <numerusform>%n hits kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BMUG(s) may move</source>
        <translation>
            <numerusform>%n BMUG may move</numerusform>
            <numerusform>%n BMUGs may move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n charge(s)</source>
        <translation>
            <numerusform>%n charge</numerusform>
            <numerusform>%n charges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::WfaBoardRules</name>
    <message numerus="yes">
        <source>beyond broadside range (%n hex(es))</source>
        <translation>
            <numerusform>beyond broadside range (%n hex)</numerusform>
            <numerusform>beyond broadside range (%n hexes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::WfaPlotActions</name>
    <message numerus="yes">
        <source>type %1&apos;s %n marker(s) for turn %2 left to right: S straight, R starboard, L port, X stop (5.6, 5.7)</source>
        <translation>
            <numerusform>type %1&apos;s %n marker for turn %2 left to right: S straight, R starboard, L port, X stop (5.6, 5.7)</numerusform>
            <numerusform>type %1&apos;s %n markers for turn %2 left to right: S straight, R starboard, L port, X stop (5.6, 5.7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::WfaSecretChoices</name>
    <message numerus="yes">
        <source>a plot is a list of %n marker(s), left to right (5.6, 5.7)</source>
        <translation>
            <numerusform>a plot is a list of %n marker, left to right (5.6, 5.7)</numerusform>
            <numerusform>a plot is a list of %n markers, left to right (5.6, 5.7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) to plot, left to right</source>
        <translation>
            <numerusform>%n marker to plot, left to right</numerusform>
            <numerusform>%n markers to plot, left to right</numerusform>
        </translation>
    </message>
</context>
</TS>
