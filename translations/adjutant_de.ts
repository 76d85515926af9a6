<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>adj::ActionOdds</name>
    <message>
        <source>Working out the odds…</source>
        <translation>Wahrscheinlichkeiten werden berechnet…</translation>
    </message>
    <message>
        <source>No odds: %1</source>
        <translation>Keine Wahrscheinlichkeiten: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exact, from every way the dice can fall (%n path(s)).</source>
        <translation>
            <numerusform>Exakt, aus allen möglichen Würfelergebnissen (%n Pfad).</numerusform>
            <numerusform>Exakt, aus allen möglichen Würfelergebnissen (%n Pfade).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ActionPanel</name>
    <message>
        <source>The action to resolve, from the battle&apos;s rule set</source>
        <translation>Die auszuwertende Aktion aus dem Regelwerk der Schlacht</translation>
    </message>
    <message>
        <source>A&amp;cting unit:</source>
        <translation>&amp;Handelnde Einheit:</translation>
    </message>
    <message>
        <source>The unit that acts; follows the roster&apos;s selection</source>
        <translation>Die handelnde Einheit; folgt der Auswahl in der Aufstellung</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>The unit acted on; select a unit of the other side in the roster to choose it</source>
        <translation>Die betroffene Einheit; wählen Sie dafür eine Einheit der anderen Seite in der Aufstellung</translation>
    </message>
    <message>
        <source>Exact odds</source>
        <translation>Exakte Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>Adjutant rolls the dice with a fresh seed; the seed is logged</source>
        <translation>Adjutant würfelt mit einem neuen Seed; der Seed wird protokolliert</translation>
    </message>
    <message>
        <source>The trace of the resolution, with the rule behind each line, shows here.</source>
        <translation>Hier erscheint der Ablauf der Auswertung, mit der Regel hinter jeder Zeile.</translation>
    </message>
    <message>
        <source>Applies the resolution to the battle as one action (Ctrl+Z takes it back)</source>
        <translation>Übernimmt die Auswertung als eine Aktion in die Schlacht (Strg+Z nimmt sie zurück)</translation>
    </message>
    <message>
        <source>no battle open</source>
        <translation>keine Schlacht geöffnet</translation>
    </message>
    <message>
        <source>no actions for %1 yet</source>
        <translation>noch keine Aktionen für %1</translation>
    </message>
    <message>
        <source>There are no actions for %1 in this version of Adjutant yet; the roster, markers and log work as for every rule set.</source>
        <translation>Für %1 gibt es in dieser Version von Adjutant noch keine Aktionen; Aufstellung, Marker und Protokoll funktionieren wie bei jedem Regelwerk.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The battle changed: roll or enter the dice again.</source>
        <translation>Die Schlacht hat sich geändert: Würfeln Sie erneut oder geben Sie die Würfel erneut ein.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Acting unit:</source>
        <translation>Handelnde Einheit:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>%1
Rule %2</source>
        <translation>%1
Regel %2</translation>
    </message>
    <message>
        <source>Range: %1</source>
        <translation>Entfernung: %1</translation>
    </message>
    <message>
        <source>Rolled by Adjutant (seed %1, logged with the action)</source>
        <translation>Von Adjutant gewürfelt (Seed %1, mit der Aktion protokolliert)</translation>
    </message>
    <message>
        <source>Choose the action and its units first.</source>
        <translation>Wählen Sie zuerst die Aktion und ihre Einheiten.</translation>
    </message>
    <message>
        <source>Not resolved: %1</source>
        <translation>Nicht ausgewertet: %1</translation>
    </message>
    <message>
        <source>Nothing was applied: %1</source>
        <translation>Nichts wurde angewendet: %1</translation>
    </message>
    <message>
        <source>Applied as event %1: %2. Ctrl+Z takes it back.</source>
        <translation>Als Ereignis %1 übernommen: %2. Strg+Z nimmt es zurück.</translation>
    </message>
    <message>
        <source>A&amp;ction:</source>
        <translation>A&amp;ktion:</translation>
    </message>
    <message>
        <source>R&amp;ange:</source>
        <translation>Ent&amp;fernung:</translation>
    </message>
    <message>
        <source>Ro&amp;ll</source>
        <translation>Würfe&amp;ln</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>Übe&amp;rnehmen</translation>
    </message>
    <message>
        <source>The players&apos; dice in the order the plan asks: 556, 5 5 6, 5,5,6 or 543 624. Return applies the result</source>
        <translation>Die Würfel der Spieler in der Reihenfolge, die der Plan verlangt: 556, 5 5 6, 5,5,6 oder 543 624. Die Eingabetaste übernimmt das Ergebnis</translation>
    </message>
    <message>
        <source>from the board, or 3</source>
        <translation>vom Spielplan, oder 3</translation>
    </message>
    <message>
        <source>7, 7.5in, 18cm</source>
        <translation>7, 7.5in, 18cm</translation>
    </message>
    <message>
        <source>The range in hexes: 3 or 3h. Empty: the range the board gives</source>
        <translation>Die Entfernung in Hexfeldern: 3 oder 3h. Leer: die Entfernung laut Spielplan</translation>
    </message>
    <message>
        <source>The measured range: 7 (inches), 7.5in or 18cm; a band where the rule set reads bands (short). Empty: the range last measured</source>
        <translation>Die gemessene Entfernung: 7 (Zoll), 7.5in oder 18cm; ein Entfernungsbereich, wo das Regelwerk Bereiche verwendet (kurz). Leer: die zuletzt gemessene Entfernung</translation>
    </message>
    <message>
        <source>✕</source>
        <translation>✕</translation>
    </message>
    <message>
        <source>Takes %1 out of the action</source>
        <translation>Nimmt %1 aus der Aktion</translation>
    </message>
    <message>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <source>Adds a unit to the action: %1</source>
        <translation>Fügt der Aktion eine Einheit hinzu: %1</translation>
    </message>
    <message>
        <source>Choose the %1 in the roster, on the board or in the list above.</source>
        <translation>Wählen Sie: %1 – in der Aufstellung, auf dem Spielplan oder in der Liste oben.</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <source>No dice: Apply records it.</source>
        <translation>Keine Würfel: „Übernehmen“ trägt es ein.</translation>
    </message>
    <message>
        <source>then, %1: %2</source>
        <translation>dann, %1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Würfeln: %1</translation>
    </message>
    <message>
        <source>Entered: %1. Return applies it.</source>
        <translation>Eingegeben: %1. Die Eingabetaste übernimmt es.</translation>
    </message>
    <message>
        <source>%1. Return or Apply records it.</source>
        <translation>%1. Eingabetaste oder „Übernehmen“ trägt es ein.</translation>
    </message>
    <message>
        <source>%1: %2. Apply records it.</source>
        <translation>%1: %2. „Übernehmen“ trägt es ein.</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Ausgewertet</translation>
    </message>
    <message>
        <source>Not applicable: %1</source>
        <translation>Nicht anwendbar: %1</translation>
    </message>
</context>
<context>
    <name>adj::ActionRunner</name>
    <message>
        <source>the rule set %1 has no actions in this version of Adjutant</source>
        <translation>das Regelwerk %1 hat in dieser Version von Adjutant keine Aktionen</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set %2; available: %3</source>
        <translation>unbekannte Aktion „%1“ im Regelwerk %2; vorhanden: %3</translation>
    </message>
</context>
<context>
    <name>adj::BattleChecks</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is out of play (%2): it takes no further part in the battle</source>
        <translation>%1 ist aus dem Spiel (%2): die Einheit nimmt an der Schlacht nicht mehr teil</translation>
    </message>
    <message>
        <source>%1 is on %2&apos;s own side (%3): %4 is made against an enemy unit</source>
        <translation>%1 gehört zur eigenen Seite von %2 (%3): %4 richtet sich gegen eine feindliche Einheit</translation>
    </message>
    <message>
        <source>%1 is of %2, not of %3&apos;s side: only its own side takes part with it</source>
        <translation>%1 gehört zu %2, nicht zur Seite von %3: nur die eigene Seite wirkt mit</translation>
    </message>
    <message>
        <source>%1 is of %2: only the enemy&apos;s units stand with the target</source>
        <translation>%1 gehört zu %2: beim Ziel stehen nur Einheiten des Gegners</translation>
    </message>
    <message>
        <source>%1 comes in %2, and this is %3: advance the turn to it</source>
        <translation>%1 kommt in %2, und dies ist %3: schalten Sie den Zug dorthin weiter</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 is %2&apos;s: in %3 only %4 acts</source>
        <translation>%1 gehört zu %2: in %3 handelt nur %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n hex(es) from %2: %3 needs the enemy in an adjacent hex</source>
        <translation>
            <numerusform>%1 ist %n Hexfeld von %2 entfernt: %3 braucht den Feind im Nachbarfeld</numerusform>
            <numerusform>%1 ist %n Hexfelder von %2 entfernt: %3 braucht den Feind im Nachbarfeld</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4) are not in one hex: %5 needs both in the same hex</source>
        <translation>%1 (%2) und %3 (%4) stehen nicht in einem Hexfeld: %5 braucht beide im selben Feld</translation>
    </message>
    <message>
        <source>%1 has done this once this turn</source>
        <translation>%1 hat dies in diesem Zug schon einmal getan</translation>
    </message>
    <message>
        <source>Turn %1: %2 used by %3</source>
        <translation>Zug %1: %2 von %3 genutzt</translation>
    </message>
    <message>
        <source>%1 cannot be its own target: %2 is made against an enemy unit</source>
        <translation>%1 kann nicht sein eigenes Ziel sein: %2 richtet sich gegen eine feindliche Einheit</translation>
    </message>
    <message>
        <source>in %1 only %2 acts, not %3</source>
        <translation>in %1 handelt nur %2, nicht %3</translation>
    </message>
</context>
<context>
    <name>adj::BattleDocument</name>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>nothing to redo: no action was undone since the last one</source>
        <translation>nichts wiederherzustellen: seit der letzten Aktion wurde keine zurückgenommen</translation>
    </message>
    <message>
        <source>nothing to undo: no action stands</source>
        <translation>nichts zurückzunehmen: keine Aktion gilt</translation>
    </message>
    <message>
        <source>another window or program has changed the battle&apos;s undo history meanwhile: nothing was changed; look at the Edit menu again</source>
        <translation>ein anderes Fenster oder Programm hat den Rückgängig-Verlauf der Schlacht inzwischen geändert: nichts wurde geändert; sehen Sie erneut ins Menü Bearbeiten</translation>
    </message>
    <message>
        <source>event %1 of the log cannot be read</source>
        <translation>Ereignis %1 des Protokolls kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>adj::BattleOverview</name>
    <message>
        <source>No battle open</source>
        <translation>Keine Schlacht geöffnet</translation>
    </message>
    <message>
        <source>Create a battle with File ▸ New, or open one with File ▸ Open.</source>
        <translation>Legen Sie mit Datei ▸ Neue Schlacht eine Schlacht an oder öffnen Sie eine mit Datei ▸ Öffnen.</translation>
    </message>
    <message>
        <source>%1 scale (%2 yards to the inch)</source>
        <translation>Maßstab %1 (%2 Yards pro Zoll)</translation>
    </message>
    <message>
        <source>distances in %1</source>
        <translation>Entfernungen in %1</translation>
    </message>
    <message>
        <source>strength in %1</source>
        <translation>Stärke in %1</translation>
    </message>
    <message>
        <source>optional rules: %1</source>
        <translation>Optionalregeln: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zug %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1&lt;/b&gt; — phase %2 of %3: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zug %1&lt;/b&gt; — Phase %2 von %3: &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This battle has no sides yet.</source>
        <translation>Diese Schlacht hat noch keine Seiten.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Units in play:</source>
        <translation>Einheiten im Spiel:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>%1 / %2 %3</source>
        <translation>%1 / %2 %3</translation>
    </message>
    <message>
        <source>Strength now against the start of the battle.</source>
        <translation>Aktuelle Stärke im Vergleich zum Beginn der Schlacht.</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Stärke:</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Active markers:</source>
        <translation>Aktive Marker:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Leaders:</source>
        <translation>Anführer:</translation>
    </message>
    <message>
        <source>Counters:</source>
        <translation>Zähler:</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::BattleResolution</name>
    <message>
        <source>the battle&apos;s house rules: %1</source>
        <translation>Hausregeln der Schlacht: %1</translation>
    </message>
    <message>
        <source>the rule set %1 has no actions in this version of Adjutant</source>
        <translation>das Regelwerk %1 hat in dieser Version von Adjutant keine Aktionen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>adj::BattleSoFarHtml</name>
    <message>
        <source>… and %1 more, the earliest, not shown here; print or export the summary for all of them.</source>
        <translation>… und %1 weitere, die frühesten, hier nicht gezeigt; drucken oder exportieren Sie den Bericht für alle.</translation>
    </message>
    <message>
        <source>%1 → %2 (−%3 +%4)</source>
        <translation>%1 → %2 (−%3 +%4)</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, Zug %2</translation>
    </message>
    <message>
        <source>markers %1</source>
        <translation>Marker %1</translation>
    </message>
    <message>
        <source>%1: %2 units</source>
        <translation>%1: %2 Einheiten</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <source>%1 regained</source>
        <translation>%1 zurückgewonnen</translation>
    </message>
    <message>
        <source>%1 at the end</source>
        <translation>%1 am Ende</translation>
    </message>
    <message>
        <source>Resolutions</source>
        <translation>Auflösungen</translation>
    </message>
    <message>
        <source>Units out</source>
        <translation>Ausgefallene Einheiten</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Cards, wind, order</source>
        <translation>Karten, Wind, Reihenfolge</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Zug für Zug</translation>
    </message>
    <message>
        <source>No turns.</source>
        <translation>Keine Züge.</translation>
    </message>
    <message>
        <source>Every unit whose strength, status or markers changed: its strength at the start → now (%1; − lost, + regained), its last change of status, and the markers placed on it (+) and lifted (−).</source>
        <translation>Jede Einheit, deren Stärke, Status oder Marker sich geändert haben: ihre Stärke zu Beginn → jetzt (%1; − verloren, + zurückgewonnen), ihre letzte Statusänderung und die auf sie gelegten (+) und entfernten (−) Marker.</translation>
    </message>
    <message>
        <source>Unit by unit</source>
        <translation>Einheit für Einheit</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>No resolutions.</source>
        <translation>Keine Auflösungen.</translation>
    </message>
    <message>
        <source>%1 resolutions, counted turn by turn above. Each of them, with every card drawn, marker and change of status, is listed when the summary is printed with every resolution (the Summary&apos;s &quot;Every resolution&quot;, adjutant-cli summary --resolutions).</source>
        <translation>%1 Auflösungen, oben Zug für Zug gezählt. Jede davon, mit jeder gezogenen Karte, jedem Marker und jeder Statusänderung, wird aufgeführt, wenn der Bericht mit jeder Auflösung gedruckt wird („Jede Auflösung“ im Bericht, adjutant-cli summary --resolutions).</translation>
    </message>
</context>
<context>
    <name>adj::BattleStore</name>
    <message>
        <source>unknown rule set &quot;%1&quot;</source>
        <translation>unbekanntes Regelwerk „%1“</translation>
    </message>
    <message>
        <source>%1 needs a scale, one of %2</source>
        <translation>%1 braucht einen Maßstab (einen von %2)</translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this Adjutant does not know.</source>
        <translation>%1 verwendet das Regelwerk „%2“, das diese Version von Adjutant nicht kennt.</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1: Datei nicht gefunden.</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2).</source>
        <translation>%1: kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle: it is not a SQLite database.</source>
        <translation>%1 ist keine Adjutant-Schlacht: Es ist keine SQLite-Datenbank.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not an Adjutant battle.</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine Adjutant-Schlacht.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Adjutant (battle file version %2; this version reads up to %3). It was left unchanged.</source>
        <translation>%1 wurde von einer neueren Adjutant-Version geschrieben (Schlachtdatei-Version %2; diese Version liest bis %3). Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 is an Adjutant battle without a schema version: it is damaged.</source>
        <translation>%1 ist eine Adjutant-Schlacht ohne Schemaversion: Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 already exists; a new battle never overwrites a file.</source>
        <translation>%1 existiert bereits; eine neue Schlacht überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be opened for writing: %2</source>
        <translation>%1 kann nicht zum Schreiben geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date and was left as it was: %2</source>
        <translation>%1 konnte nicht aktualisiert werden und blieb unverändert: %2</translation>
    </message>
    <message>
        <source>%1 has no event log: %2</source>
        <translation>%1 hat kein Ereignisprotokoll: %2</translation>
    </message>
    <message>
        <source>%1: the table %2 cannot be read: %3</source>
        <translation>%1: Die Tabelle %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1 has no battle record: it is damaged.</source>
        <translation>%1 enthält keinen Schlachtdatensatz: Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>the table %1 has no column %2</source>
        <translation>die Tabelle %1 hat keine Spalte %2</translation>
    </message>
    <message>
        <source>the %1 row %2 does not exist</source>
        <translation>Zeile %2 der Tabelle %1 existiert nicht</translation>
    </message>
    <message>
        <source>no battle is open</source>
        <translation>keine Schlacht geöffnet</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or remove it first.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen oder entfernen Sie die Datei zuerst.</translation>
    </message>
    <message>
        <source>The battle could not be copied to %1: %2</source>
        <translation>Die Schlacht konnte nicht nach %1 kopiert werden: %2</translation>
    </message>
    <message>
        <source>The copy could not be renamed to %1: %2</source>
        <translation>Die Kopie konnte nicht in %1 umbenannt werden: %2</translation>
    </message>
    <message>
        <source>The copy written for %1 is not a valid battle: %2</source>
        <translation>Die für %1 geschriebene Kopie ist keine gültige Schlacht: %2</translation>
    </message>
    <message>
        <source>The copy written for %1 is damaged: %2</source>
        <translation>Die für %1 geschriebene Kopie ist beschädigt: %2</translation>
    </message>
    <message>
        <source>battle record</source>
        <translation>Schlachtdatensatz</translation>
    </message>
    <message>
        <source>side</source>
        <translation>seite</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>measured range</source>
        <translation>gemessene Entfernung</translation>
    </message>
    <message>
        <source>rule set&apos;s record</source>
        <translation>Datensatz des Regelwerks</translation>
    </message>
    <message>
        <source>the %1 has changed since this action was prepared (another window or program may have changed it): nothing was saved; look again and repeat it</source>
        <translation>%1 hat sich geändert, seit diese Aktion vorbereitet wurde (ein anderes Fenster oder Programm hat sie womöglich geändert): Nichts wurde gespeichert; sehen Sie noch einmal nach und wiederholen Sie sie</translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing was changed</source>
        <translation>%1 ist schreibgeschützt (%2): Nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1 could not be created: %2</source>
        <translation>%1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: this Adjutant&apos;s SQLite cannot be made safe for files from others.</source>
        <translation>%1 kann nicht geöffnet werden: Das SQLite dieses Adjutant lässt sich für fremde Dateien nicht absichern.</translation>
    </message>
    <message>
        <source>%1: the last action was not saved</source>
        <translation>%1: Die letzte Aktion wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the table %2 has more than %3 rows</source>
        <translation>%1: Die Tabelle %2 hat mehr als %3 Zeilen</translation>
    </message>
    <message>
        <source>%1 holds a value Adjutant does not accept: %2 (row %3)</source>
        <translation>%1 enthält einen Wert, den Adjutant nicht annimmt: %2 (Zeile %3)</translation>
    </message>
    <message>
        <source>the colour &quot;%1&quot; is not of the form #rrggbb</source>
        <translation>die Farbe „%1“ hat nicht die Form #rrggbb</translation>
    </message>
    <message>
        <source>a write is already under way</source>
        <translation>es läuft bereits ein Schreibvorgang</translation>
    </message>
    <message>
        <source>no write is under way</source>
        <translation>es läuft kein Schreibvorgang</translation>
    </message>
    <message>
        <source>the battle holds %1 rows of %2 already, the most it can</source>
        <translation>die Schlacht enthält bereits %1 Zeilen %2, so viele wie möglich</translation>
    </message>
    <message>
        <source>the battle&apos;s log is full (%1 events)</source>
        <translation>das Protokoll der Schlacht ist voll (%1 Ereignisse)</translation>
    </message>
    <message>
        <source>turn %1 is outside 1 to %2</source>
        <translation>Zug %1 liegt nicht zwischen 1 und %2</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>its folder %1 is not writable</source>
        <translation>ihr Ordner %1 ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>%1 cannot be read and was left unchanged: %2</source>
        <translation>%1 kann nicht gelesen werden und blieb unverändert: %2</translation>
    </message>
    <message>
        <source>%1 is not a battle Adjutant opens, and was left unchanged: %2</source>
        <translation>%1 ist keine Schlacht, die Adjutant öffnet, und blieb unverändert: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (SQLite&apos;s integrity check failed) and was left unchanged.</source>
        <translation>%1 ist beschädigt (die Integritätsprüfung von SQLite schlug fehl) und blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: the table %2 has more than %3 rows.</source>
        <translation>%1 wurde abgelehnt und blieb unverändert: Die Tabelle %2 hat mehr als %3 Zeilen.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: it holds a value Adjutant does not accept: %2 (row %3).</source>
        <translation>%1 wurde abgelehnt und blieb unverändert: Die Datei enthält einen Wert, den Adjutant nicht annimmt: %2 (Zeile %3).</translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this Adjutant does not know. It was left unchanged.</source>
        <translation>%1 verwendet das Regelwerk „%2“, das diese Version von Adjutant nicht kennt. Die Datei blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 has no battle record: it is damaged. It was left unchanged.</source>
        <translation>%1 enthält keinen Schlachtdatensatz: Die Datei ist beschädigt. Sie blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: its log is not numbered 1 to %2 (it runs from %3 to %4).</source>
        <translation>%1 wurde abgelehnt und blieb unverändert: Das Protokoll ist nicht von 1 bis %2 nummeriert (es läuft von %3 bis %4).</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: its log holds a turn outside 1 to %2.</source>
        <translation>%1 wurde abgelehnt und blieb unverändert: Das Protokoll enthält einen Zug außerhalb von 1 bis %2.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: an undo or redo in its log names an event that does not come before it.</source>
        <translation>%1 wurde abgelehnt und blieb unverändert: Ein Rückgängig oder Wiederholen im Protokoll nennt ein Ereignis, das nicht davor liegt.</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>sie wurde schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>%1 was written by an older Adjutant and must be brought up to date, but %2: copy it into a folder you can write to. It was left unchanged.</source>
        <translation>%1 wurde von einer älteren Adjutant-Version geschrieben und muss aktualisiert werden, aber %2: Kopieren Sie die Datei in einen beschreibbaren Ordner. Sie blieb unverändert.</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <source>the undo history of %1 cannot be read: %2</source>
        <translation>der Rückgängig-Verlauf von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the event log of %1 cannot be read: %2</source>
        <translation>das Ereignisprotokoll von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: its undo history names an event that is not an action of its log.</source>
        <translation>%1 wurde abgelehnt und blieb unverändert: Sein Rückgängig-Verlauf nennt ein Ereignis, das keine Aktion seines Protokolls ist.</translation>
    </message>
</context>
<context>
    <name>adj::Board</name>
    <message>
        <source>this unit ignores line of sight</source>
        <translation>diese Einheit ignoriert die Sichtlinie</translation>
    </message>
    <message>
        <source>adjacent units always see each other</source>
        <translation>benachbarte Einheiten sehen einander immer</translation>
    </message>
    <message>
        <source>a unit</source>
        <translation>eine Einheit</translation>
    </message>
    <message>
        <source>blocked by %1 in %2</source>
        <translation>blockiert durch %1 in %2</translation>
    </message>
    <message>
        <source>blocked along the hex side between %1 (%2) and %3 (%4): both sides block</source>
        <translation>blockiert entlang der Hexfeldseite zwischen %1 (%2) und %3 (%4): beide Seiten blockieren</translation>
    </message>
    <message>
        <source>clear: the line runs along a hex side blocked on one side only</source>
        <translation>frei: Die Linie verläuft entlang einer nur einseitig blockierten Hexfeldseite</translation>
    </message>
    <message>
        <source>clear: nothing blocks between %1 and %2</source>
        <translation>frei: Zwischen %1 und %2 blockiert nichts</translation>
    </message>
    <message>
        <source>a board needs a width and height between 1 and 999</source>
        <translation>ein Spielplan braucht eine Breite und Höhe zwischen 1 und 999</translation>
    </message>
    <message>
        <source>unknown board layout &quot;%1&quot; (even-r, odd-r, even-q, odd-q)</source>
        <translation>unbekanntes Spielplan-Layout „%1“ (even-r, odd-r, even-q, odd-q)</translation>
    </message>
    <message>
        <source>tile at &quot;%1&quot;: not a hex of this board</source>
        <translation>Geländefeld bei „%1“: kein Hexfeld dieses Spielplans</translation>
    </message>
    <message>
        <source>unit %1: &quot;%2&quot; is not a hex of this board</source>
        <translation>Einheit %1: „%2“ ist kein Hexfeld dieses Spielplans</translation>
    </message>
</context>
<context>
    <name>adj::BoardMoves</name>
    <message>
        <source>there is no unit %1</source>
        <translation>es gibt keine Einheit %1</translation>
    </message>
    <message>
        <source>%1 stays where it is</source>
        <translation>%1 bleibt an Ort und Stelle</translation>
    </message>
    <message>
        <source>the move changes nothing</source>
        <translation>die Bewegung ändert nichts</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 steht nicht auf dem Spielplan</translation>
    </message>
    <message>
        <source>%1 is already at %2</source>
        <translation>%1 steht bereits auf %2</translation>
    </message>
    <message>
        <source>%1 taken off the board</source>
        <translation>%1 vom Spielplan genommen</translation>
    </message>
    <message>
        <source>%1 placed at %2</source>
        <translation>%1 auf %2 gesetzt</translation>
    </message>
    <message>
        <source>the terrain is already so</source>
        <translation>das Gelände ist bereits so</translation>
    </message>
    <message numerus="yes">
        <source>Terrain painted: %n hex(es), %1</source>
        <translation>
            <numerusform>Gelände gemalt: %n Hexfeld, %1</numerusform>
            <numerusform>Gelände gemalt: %n Hexfelder, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a board is 1 to 200 hexes each way</source>
        <translation>ein Spielplan misst in jeder Richtung 1 bis 200 Hexfelder</translation>
    </message>
    <message>
        <source>the board is %1 × %2 hexes already</source>
        <translation>der Spielplan ist bereits %1 × %2 Hexfelder groß</translation>
    </message>
    <message>
        <source>%1; off the new board: %2</source>
        <translation>%1; außerhalb des neuen Spielplans: %2</translation>
    </message>
    <message>
        <source>%1 has no facing to turn</source>
        <translation>%1 hat keine Ausrichtung, die sich drehen ließe</translation>
    </message>
</context>
<context>
    <name>adj::BoardPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Shows the board larger (also Ctrl+wheel)</source>
        <translation>Zeigt den Spielplan größer (auch Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Shows more of the board</source>
        <translation>Zeigt mehr vom Spielplan</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fits the whole board in the window</source>
        <translation>Passt den ganzen Spielplan ins Fenster ein</translation>
    </message>
    <message>
        <source>Edit Board</source>
        <translation>Spielplan bearbeiten</translation>
    </message>
    <message>
        <source>Paints terrain, sets the board&apos;s size and places units without the rules of movement; each stroke or placement is one undoable change</source>
        <translation>Malt Gelände, legt die Größe des Spielplans fest und setzt Einheiten ohne die Bewegungsregeln; jeder Strich und jedes Setzen ist eine Änderung, die sich rückgängig machen lässt</translation>
    </message>
    <message>
        <source>The terrain a click or a drag paints</source>
        <translation>Das Gelände, das ein Klick oder Ziehen malt</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>width </source>
        <translation>Breite </translation>
    </message>
    <message>
        <source>height </source>
        <translation>Höhe </translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Größe ändern</translation>
    </message>
    <message>
        <source>Gives the board the width and height set beside it (one undoable change)</source>
        <translation>Gibt dem Spielplan die daneben eingestellte Breite und Höhe (eine Änderung, die sich rückgängig machen lässt)</translation>
    </message>
    <message>
        <source>move to hex…</source>
        <translation>zu Hexfeld bewegen…</translation>
    </message>
    <message>
        <source>Type a hex (e.g. 0507) and press Enter to move the selected unit there (M on the board)</source>
        <translation>Geben Sie ein Hexfeld ein (z. B. 0507) und drücken Sie die Eingabetaste, um die gewählte Einheit dorthin zu bewegen (M auf dem Spielplan)</translation>
    </message>
    <message>
        <source>Click or drag to paint %1.</source>
        <translation>Klicken oder ziehen Sie, um %1 zu malen.</translation>
    </message>
    <message>
        <source>Type the hex to move %1 to and press Enter (Esc goes back to the board).</source>
        <translation>Geben Sie das Hexfeld ein, auf das %1 soll, und drücken Sie die Eingabetaste (Esc führt zurück zum Spielplan).</translation>
    </message>
    <message>
        <source>No battle open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>This battle is played on an open table: it has no hex board.</source>
        <translation>Diese Schlacht wird auf offenem Tisch gespielt: Sie hat keinen Hex-Spielplan.</translation>
    </message>
    <message>
        <source>This battle has no board yet. Switch on Edit Board (Ctrl+E), set its width and height and press Resize.</source>
        <translation>Diese Schlacht hat noch keinen Spielplan. Schalten Sie „Spielplan bearbeiten“ ein (Strg+E), stellen Sie Breite und Höhe ein und klicken Sie auf „Größe ändern“.</translation>
    </message>
    <message>
        <source>* blocks line of sight (%1)</source>
        <translation>* blockiert die Sichtlinie (%1)</translation>
    </message>
    <message>
        <source>Editing the board: click or drag to paint %1; drag a counter to place it; drag units from the roster onto a hex.</source>
        <translation>Spielplan bearbeiten: Klicken oder ziehen Sie, um %1 zu malen; ziehen Sie einen Zähler, um ihn zu setzen; ziehen Sie Einheiten aus der Aufstellung auf ein Hexfeld.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1. Ctrl+Z takes it back.</source>
        <translation>%1. Strg+Z nimmt es zurück.</translation>
    </message>
    <message>
        <source>Select a unit on the board or in the roster first.</source>
        <translation>Wählen Sie zuerst eine Einheit auf dem Spielplan oder in der Aufstellung.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex of this %2 × %3 board (labels are column then row, e.g. 0507)</source>
        <translation>„%1“ ist kein Hexfeld dieses %2 × %3 großen Spielplans (Bezeichnungen sind Spalte, dann Reihe, z. B. 0507)</translation>
    </message>
    <message>
        <source>%1: %2 → %3…</source>
        <translation>%1: %2 → %3…</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>%1 auswählen</translation>
    </message>
    <message>
        <source>Turn Right (heading +1)</source>
        <translation>Rechts drehen (Kurs +1)</translation>
    </message>
    <message>
        <source>Turn Left (heading −1)</source>
        <translation>Links drehen (Kurs −1)</translation>
    </message>
    <message>
        <source>Take Off the Board</source>
        <translation>Vom Spielplan nehmen</translation>
    </message>
    <message>
        <source>Place %1 at %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message>
        <source>Paint %1 as</source>
        <translation>%1 malen als</translation>
    </message>
    <message>
        <source>%1. Drag it to a marked hex or type the hex (M).</source>
        <translation>%1. Ziehen Sie sie auf ein markiertes Hexfeld oder tippen Sie das Hexfeld ein (M).</translation>
    </message>
    <message>
        <source>Retreat %1 to %2</source>
        <translation>%1 nach %2 zurückziehen</translation>
    </message>
</context>
<context>
    <name>adj::BoardPrint</name>
    <message>
        <source>The board at the end of turn %1</source>
        <translation>Der Spielplan am Ende von Zug %1</translation>
    </message>
    <message>
        <source>The board as it stands now (turn %1, still in play)</source>
        <translation>Der Spielplan, wie er jetzt steht (Zug %1, noch im Spiel)</translation>
    </message>
</context>
<context>
    <name>adj::BoardRules</name>
    <message>
        <source>clear</source>
        <translation>offenes Gelände</translation>
    </message>
</context>
<context>
    <name>adj::BoardScene</name>
    <message>
        <source>%1 (leader, rating %2), alone in %3</source>
        <translation>%1 (Anführer, Wert %2), allein in %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3 %4</source>
        <translation>%1, %2 von %3 %4</translation>
    </message>
    <message>
        <source>at %1, %2</source>
        <translation>auf %1, %2</translation>
    </message>
    <message>
        <source>markers: %1</source>
        <translation>Marker: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>leaders: %1</source>
        <translation>Anführer: %1</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>in Flucht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, blocks line of sight (%2)</source>
        <translation>%1, blockiert die Sichtlinie (%2)</translation>
    </message>
    <message>
        <source>%1 (leader)</source>
        <translation>%1 (Anführer)</translation>
    </message>
    <message>
        <source>line of sight clear</source>
        <translation>Sichtlinie frei</translation>
    </message>
    <message>
        <source>adjacent, always in sight</source>
        <translation>benachbart, immer in Sicht</translation>
    </message>
    <message>
        <source>blocked by %1 at %2</source>
        <translation>blockiert durch %1 auf %2</translation>
    </message>
    <message>
        <source>blocked along the hex side between %1 (%2) and %3 (%4): both sides block</source>
        <translation>blockiert entlang der Hexfeldseite zwischen %1 (%2) und %3 (%4): beide Seiten blockieren</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 → %3, %n hex(es): %4</source>
        <translation>
            <numerusform>%1 auf %2 → %3, %n Hexfeld: %4</numerusform>
            <numerusform>%1 auf %2 → %3, %n Hexfelder: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 (%2)</source>
        <translation>; %1 (%2)</translation>
    </message>
</context>
<context>
    <name>adj::Campaign</name>
    <message>
        <source>%1: a battle is an object {&quot;file&quot;, &quot;name&quot;}</source>
        <translation>%1: eine Schlacht ist ein Objekt {&quot;file&quot;, &quot;name&quot;}</translation>
    </message>
    <message>
        <source>%1.file: the battle file&apos;s path is missing</source>
        <translation>%1.file: der Pfad der Schlachtdatei fehlt</translation>
    </message>
    <message>
        <source>%1.name: a battle&apos;s name is text</source>
        <translation>%1.name: der Name einer Schlacht ist Text</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: a campaign file is at most %2 bytes; this one is damaged</source>
        <translation>%1: eine Feldzugsdatei hat höchstens %2 Bytes; diese ist beschädigt</translation>
    </message>
    <message>
        <source>%1: battles[%2] is the same battle as battles[%3] (%4); a battle counts once in a campaign</source>
        <translation>%1: battles[%2] ist dieselbe Schlacht wie battles[%3] (%4); eine Schlacht zählt einmal in einem Feldzug</translation>
    </message>
    <message>
        <source>%1: the campaign file is damaged: %2 at byte %3</source>
        <translation>%1: die Feldzugsdatei ist beschädigt: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>%1: not an Adjutant campaign (&quot;format&quot; must be &quot;adjutant-campaign&quot;)</source>
        <translation>%1: kein Adjutant-Feldzug („format“ muss „adjutant-campaign“ sein)</translation>
    </message>
    <message>
        <source>%1: version: the campaign file is damaged (a version is a whole number from 1)</source>
        <translation>%1: version: die Feldzugsdatei ist beschädigt (eine Version ist eine ganze Zahl ab 1)</translation>
    </message>
    <message>
        <source>%1: made by a newer Adjutant (campaign version %2; this one reads version %3 and older). Open it with that Adjutant or a newer one.</source>
        <translation>%1: von einem neueren Adjutant erstellt (Feldzugsversion %2; dieser liest Version %3 und älter). Öffnen Sie sie mit jenem Adjutant oder einem neueren.</translation>
    </message>
    <message>
        <source>%1: name: a campaign needs a name</source>
        <translation>%1: name: ein Feldzug braucht einen Namen</translation>
    </message>
    <message>
        <source>%1: ruleset: &quot;%2&quot; is not a rule set Adjutant knows</source>
        <translation>%1: ruleset: „%2“ ist kein Regelwerk, das Adjutant kennt</translation>
    </message>
    <message>
        <source>%1: battles: the campaign file is damaged (a list of battles is expected)</source>
        <translation>%1: battles: die Feldzugsdatei ist beschädigt (eine Liste von Schlachten wird erwartet)</translation>
    </message>
    <message>
        <source>%1: battles: at most %2 battles in a campaign</source>
        <translation>%1: battles: höchstens %2 Schlachten in einem Feldzug</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: there is no battle file there</source>
        <translation>%1: dort ist keine Schlachtdatei</translation>
    </message>
    <message>
        <source>%1: not a battle Adjutant can open: %2</source>
        <translation>%1: keine Schlacht, die Adjutant öffnen kann: %2</translation>
    </message>
    <message>
        <source>%1 is a battle of %2; this campaign totals battles of %3</source>
        <translation>%1 ist eine Schlacht von %2; dieser Feldzug zählt Schlachten von %3</translation>
    </message>
    <message>
        <source>%1 is already battle %2 (&quot;%3&quot;) of this campaign; a battle counts once</source>
        <translation>%1 ist bereits Schlacht %2 („%3“) dieses Feldzugs; eine Schlacht zählt einmal</translation>
    </message>
    <message>
        <source>at most %1 battles in a campaign</source>
        <translation>höchstens %1 Schlachten in einem Feldzug</translation>
    </message>
    <message>
        <source>battle %1: the campaign has %2 battle(s)</source>
        <translation>Schlacht %1: der Feldzug hat %2 Schlacht(en)</translation>
    </message>
    <message>
        <source>no battle &quot;%1&quot; in the campaign (give its number from 1 to %2, its name or its file)</source>
        <translation>keine Schlacht „%1“ im Feldzug (geben Sie ihre Nummer von 1 bis %2, ihren Namen oder ihre Datei an)</translation>
    </message>
    <message>
        <source>battle %1 (&quot;%2&quot;): its file %3 is missing (moved or deleted); point the campaign to where it is now</source>
        <translation>Schlacht %1 („%2“): ihre Datei %3 fehlt (verschoben oder gelöscht); zeigen Sie dem Feldzug, wo sie jetzt ist</translation>
    </message>
    <message>
        <source>%1: the campaign file is damaged (a list of lists of side names is expected)</source>
        <translation>%1: die Kampagnendatei ist beschädigt (erwartet wird eine Liste von Listen von Seitennamen)</translation>
    </message>
    <message>
        <source>%1: at most %2 lists</source>
        <translation>%1: höchstens %2 Listen</translation>
    </message>
    <message>
        <source>%1[%2]: a side&apos;s names, two or more</source>
        <translation>%1[%2]: die Namen einer Seite, zwei oder mehr</translation>
    </message>
    <message>
        <source>%1[%2]: a side&apos;s name is text</source>
        <translation>%1[%2]: der Name einer Seite ist Text</translation>
    </message>
    <message>
        <source>%1[%2]: &quot;%3&quot; is named twice; a side is one side</source>
        <translation>%1[%2]: &quot;%3&quot; ist zweimal genannt; eine Seite ist eine Seite</translation>
    </message>
    <message>
        <source>name the sides that are one side, two or more</source>
        <translation>nennen Sie die Seiten, die eine Seite sind, zwei oder mehr</translation>
    </message>
    <message>
        <source>no battle of the campaign has a side called &quot;%1&quot; (its sides: %2)</source>
        <translation>keine Schlacht der Kampagne hat eine Seite namens &quot;%1&quot; (ihre Seiten: %2)</translation>
    </message>
    <message>
        <source>%1 and %2 both fight in battle %3 (&quot;%4&quot;): two sides of one battle are never one side</source>
        <translation>%1 und %2 kämpfen beide in Schlacht %3 (&quot;%4&quot;): zwei Seiten einer Schlacht sind nie eine Seite</translation>
    </message>
    <message>
        <source>%1 are already one side, shown as %2</source>
        <translation>%1 sind bereits eine Seite, angezeigt als %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not said to be the same side as another; it counts on its own already</source>
        <translation>&quot;%1&quot; wurde nicht als dieselbe Seite wie eine andere genannt; sie zählt bereits für sich</translation>
    </message>
    <message>
        <source>%1 is a battle of %2; rule %4 links battles of %3 only</source>
        <translation>%1 ist eine Schlacht von %2; Regel %4 verbindet nur Schlachten von %3</translation>
    </message>
</context>
<context>
    <name>adj::CampaignChart</name>
    <message>
        <source>Total %1, battle by battle</source>
        <translation>Summe %1, Schlacht für Schlacht</translation>
    </message>
    <message>
        <source>Battle (0: the start)</source>
        <translation>Schlacht (0: der Beginn)</translation>
    </message>
</context>
<context>
    <name>adj::CampaignHtml</name>
    <message>
        <source>%1 (earned %2)</source>
        <translation>%1 (erzielt %2)</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>führt</translation>
    </message>
    <message>
        <source>Campaign summary</source>
        <translation>Feldzugsbericht</translation>
    </message>
    <message>
        <source>Campaign summary: report for %1</source>
        <translation>Feldzugsbericht: Bericht für %1</translation>
    </message>
    <message>
        <source>%1; %2; printed %3</source>
        <translation>%1; %2; gedruckt %3</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>No battles.</source>
        <translation>Keine Schlachten.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Partei</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>The totals battle by battle</source>
        <translation>Die Summen Schlacht für Schlacht</translation>
    </message>
</context>
<context>
    <name>adj::CampaignPrinter</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); nothing was written.</source>
        <translation>%1 konnte nicht geschrieben werden (%2); nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>adj::CampaignReport</name>
    <message>
        <source>this is already the players&apos; version for %1</source>
        <translation>dies ist bereits die Spielerfassung für %1</translation>
    </message>
    <message>
        <source>the campaign has no side called &quot;%1&quot; (its sides: %2)</source>
        <translation>der Feldzug hat keine Partei „%1“ (seine Parteien: %2)</translation>
    </message>
    <message>
        <source>The sides are level on %1 %2</source>
        <translation>Die Parteien liegen gleichauf bei %1 %2</translation>
    </message>
    <message>
        <source>%1 leads by %2 %3</source>
        <translation>%1 führt mit %2 %3</translation>
    </message>
    <message>
        <source>battle file missing</source>
        <translation>Schlachtdatei fehlt</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>in progress, turn %1</source>
        <translation>läuft, Zug %1</translation>
    </message>
    <message>
        <source>ended in victory</source>
        <translation>mit Sieg beendet</translation>
    </message>
    <message>
        <source>ended: victory for %1</source>
        <translation>beendet: Sieg für %1</translation>
    </message>
    <message>
        <source>ended on time</source>
        <translation>nach Zeit beendet</translation>
    </message>
    <message>
        <source>ended on time: won by %1</source>
        <translation>nach Zeit beendet: gewonnen von %1</translation>
    </message>
    <message>
        <source>ended by the referee</source>
        <translation>vom Schiedsrichter beendet</translation>
    </message>
    <message>
        <source>ended by the referee: won by %1</source>
        <translation>vom Schiedsrichter beendet: gewonnen von %1</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>each battle&apos;s %1 totalled</source>
        <translation>die %1 jeder Schlacht summiert</translation>
    </message>
    <message>
        <source>battle file damaged</source>
        <translation>Schlachtdatei beschädigt</translation>
    </message>
    <message>
        <source>a battle of another rule set</source>
        <translation>eine Schlacht eines anderen Regelwerks</translation>
    </message>
    <message>
        <source>ended by the referee, time called before the turn limit</source>
        <translation>durch den Schiedsrichter beendet, Zeit vor dem Zuglimit ausgerufen</translation>
    </message>
    <message>
        <source>ended by the referee, time called before the turn limit: won by %1</source>
        <translation>durch den Schiedsrichter beendet, Zeit vor dem Zuglimit ausgerufen: gewonnen von %1</translation>
    </message>
    <message>
        <source>%1 fights in battle %2 (%3) only: counted as a side of its own</source>
        <translation>%1 kämpft nur in Schlacht %2 (%3): als eigene Seite gezählt</translation>
    </message>
</context>
<context>
    <name>adj::CampaignRules</name>
    <message>
        <source>For Honor and Glory rule 12: the total VP of all its battles decides; a time win credits the victor the VP the scenario needed, the referee&apos;s call each side the VP it earned</source>
        <translation>For Honor and Glory, Regel 12: die gesamten SP aller ihrer Schlachten entscheiden; ein Sieg auf Zeit schreibt dem Sieger die SP gut, die das Szenario zum Sieg verlangte, die Entscheidung des Schiedsrichters jeder Seite die SP, die sie errang</translation>
    </message>
</context>
<context>
    <name>adj::CampaignStanding</name>
    <message>
        <source>its file %1 is missing (moved or deleted)</source>
        <translation>ihre Datei %1 fehlt (verschoben oder gelöscht)</translation>
    </message>
    <message>
        <source>%1 is a battle of another rule set (%2)</source>
        <translation>%1 ist eine Schlacht eines anderen Regelwerks (%2)</translation>
    </message>
    <message>
        <source>battle %1 (&quot;%2&quot;): %3</source>
        <translation>Schlacht %1 („%2“): %3</translation>
    </message>
    <message>
        <source>its file %1 is damaged: %2</source>
        <translation>ihre Datei %1 ist beschädigt: %2</translation>
    </message>
</context>
<context>
    <name>adj::CampaignView</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>in progress, turn %1</source>
        <translation>läuft, Zug %1</translation>
    </message>
    <message>
        <source>ended: victory for %1</source>
        <translation>beendet: Sieg für %1</translation>
    </message>
    <message>
        <source>ended on time: %1 won</source>
        <translation>nach Zeit beendet: %1 gewann</translation>
    </message>
    <message>
        <source>ended by the referee</source>
        <translation>vom Schiedsrichter beendet</translation>
    </message>
    <message>
        <source>ended by the referee: %1 won</source>
        <translation>vom Schiedsrichter beendet: %1 gewann</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Erzielt</translation>
    </message>
    <message>
        <source>Counts for the campaign (running total)</source>
        <translation>Zählt für den Feldzug (laufende Summe)</translation>
    </message>
    <message>
        <source>&amp;Open Battle</source>
        <translation>Schlacht ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Add Battle…</source>
        <translation>Schlacht &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove Battle</source>
        <translation>Schlacht &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Point to Moved File…</source>
        <translation>Auf &amp;verschobene Datei zeigen…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Campaign: %1</source>
        <translation>Feldzug: %1</translation>
    </message>
    <message>
        <source>each battle&apos;s %1 totalled</source>
        <translation>die %1 jeder Schlacht summiert</translation>
    </message>
    <message>
        <source>%1, %2. Totals: %3. %4</source>
        <translation>%1, %2. Summen: %3. %4</translation>
    </message>
    <message>
        <source>Nobody leads.</source>
        <translation>Niemand führt.</translation>
    </message>
    <message>
        <source>%1 leads.</source>
        <translation>%1 führt.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Campaign Not Changed</source>
        <translation>Feldzug nicht geändert</translation>
    </message>
    <message>
        <source>Add a Battle to the Campaign</source>
        <translation>Schlacht zum Feldzug hinzufügen</translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Adjutant-Schlachten (*.adjutant)</translation>
    </message>
    <message>
        <source>Where Is %1 Now?</source>
        <translation>Wo ist %1 jetzt?</translation>
    </message>
    <message>
        <source>Battle Missing</source>
        <translation>Schlacht fehlt</translation>
    </message>
    <message>
        <source>%1 is not there any more (moved or deleted). Point the campaign to where it is now with &quot;Point to Moved File…&quot;.</source>
        <translation>%1 ist nicht mehr dort (verschoben oder gelöscht). Zeigen Sie dem Feldzug mit „Auf verschobene Datei zeigen…“, wo sie jetzt ist.</translation>
    </message>
    <message>
        <source>S&amp;ummary for:</source>
        <translation>&amp;Bericht für:</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Dr&amp;uckvorschau…</translation>
    </message>
    <message>
        <source>Shows the campaign summary&apos;s pages as they will print</source>
        <translation>Zeigt die Seiten des Feldzugsberichts so, wie sie gedruckt werden</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Prints the campaign summary</source>
        <translation>Druckt den Feldzugsbericht</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Writes the campaign summary to a PDF file</source>
        <translation>Schreibt den Feldzugsbericht in eine PDF-Datei</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>H&amp;TML exportieren…</translation>
    </message>
    <message>
        <source>Writes the campaign summary to one HTML file, its chart included</source>
        <translation>Schreibt den Feldzugsbericht samt Diagramm in eine einzige HTML-Datei</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Writes the campaign summary as JSON</source>
        <translation>Schreibt den Feldzugsbericht als JSON</translation>
    </message>
    <message>
        <source>The referee (every figure)</source>
        <translation>Der Schiedsrichter (alle Zahlen)</translation>
    </message>
    <message>
        <source>%1 (the enemy&apos;s losses in words)</source>
        <translation>%1 (die Verluste des Feindes in Worten)</translation>
    </message>
    <message>
        <source>%1 campaign summary</source>
        <translation>%1 Feldzugsbericht</translation>
    </message>
    <message>
        <source>Export the Campaign Summary</source>
        <translation>Feldzugsbericht exportieren</translation>
    </message>
    <message>
        <source>Written to %1. &lt;a href=&quot;%2&quot;&gt;Open the folder&lt;/a&gt;</source>
        <translation>Gespeichert unter %1. &lt;a href=&quot;%2&quot;&gt;Ordner öffnen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); nothing was written.</source>
        <translation>%1 konnte nicht geschrieben werden (%2); es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>another rule set</source>
        <translation>anderes Regelwerk</translation>
    </message>
    <message>
        <source>ended by the referee (time called early)</source>
        <translation>durch den Schiedsrichter beendet (Zeit vorzeitig ausgerufen)</translation>
    </message>
    <message>
        <source>ended by the referee (time called early): %1 won</source>
        <translation>durch den Schiedsrichter beendet (Zeit vorzeitig ausgerufen): %1 gewann</translation>
    </message>
    <message>
        <source>%1 %2 (as %3)</source>
        <translation>%1 %2 (als %3)</translation>
    </message>
    <message>
        <source>Sa&amp;me Side…</source>
        <translation>&amp;Gleiche Seite…</translation>
    </message>
    <message>
        <source>%1 fights in battle %2 (&quot;%3&quot;) only; if it is a side of another battle under another name, say so with Same Side….</source>
        <translation>%1 kämpft nur in Schlacht %2 (&quot;%3&quot;); wenn sie unter anderem Namen eine Seite einer anderen Schlacht ist, sagen Sie es mit Gleiche Seite….</translation>
    </message>
    <message>
        <source>totalled by rule %1</source>
        <translation>nach Regel %1 summiert</translation>
    </message>
</context>
<context>
    <name>adj::Cli</name>
    <message>
        <source>The battle file.</source>
        <translation>Die Schlachtdatei.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>adjutant-cli: %1</source>
        <translation>adjutant-cli: %1</translation>
    </message>
    <message>
        <source>Adjutant&apos;s command line: the referee&apos;s books of a miniatures battle.</source>
        <translation>Adjutant auf der Kommandozeile: die Buchführung des Spielleiters für eine Miniaturenschlacht.</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;.
%2</source>
        <translation>unbekannter Befehl „%1“.
%2</translation>
    </message>
    <message>
        <source>The battle file (or --battle).</source>
        <translation>Die Schlachtdatei (oder --battle).</translation>
    </message>
    <message>
        <source>Creates a new battle file. It never overwrites a file.</source>
        <translation>Legt eine neue Schlachtdatei an. Eine vorhandene Datei wird nie überschrieben.</translation>
    </message>
    <message>
        <source>Rule set id (see &apos;rulesets&apos;).</source>
        <translation>Regelwerk-ID (siehe &apos;rulesets&apos;).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>The battle&apos;s name.</source>
        <translation>Der Name der Schlacht.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>maßstab</translation>
    </message>
    <message>
        <source>Create it from a scenario or roster JSON file.</source>
        <translation>Aus einer Szenario- oder Aufstellungs-JSON-Datei anlegen.</translation>
    </message>
    <message>
        <source>json</source>
        <translation>json</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>new needs --ruleset ID or --scenario FILE</source>
        <translation>new braucht --ruleset ID oder --scenario DATEI</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>%1 angelegt</translation>
    </message>
    <message>
        <source>Prints a battle&apos;s state: sides, units, markers, counters.</source>
        <translation>Gibt den Stand einer Schlacht aus: Seiten, Einheiten, Marker, Zähler.</translation>
    </message>
    <message>
        <source>%1 — turn %2, %3</source>
        <translation>%1 — Zug %2, %3</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>%1/%2 %3</source>
        <translation>%1/%2 %3</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>auf %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) in the log.</source>
        <translation>
            <numerusform>%n Ereignis im Protokoll.</numerusform>
            <numerusform>%n Ereignisse im Protokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>The side&apos;s name.</source>
        <translation>Der Name der Seite.</translation>
    </message>
    <message>
        <source>Its colour (#rrggbb).</source>
        <translation>Ihre Farbe (#rrggbb).</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>farbe</translation>
    </message>
    <message>
        <source>Adds a unit; its attributes are checked against the rule set&apos;s profile.</source>
        <translation>Fügt eine Einheit hinzu; ihre Attribute werden anhand des Profils im Regelwerk geprüft.</translation>
    </message>
    <message>
        <source>side</source>
        <translation>seite</translation>
    </message>
    <message>
        <source>The unit&apos;s name.</source>
        <translation>Der Name der Einheit.</translation>
    </message>
    <message>
        <source>Unit type id (see &apos;rulesets --json&apos;).</source>
        <translation>Einheitentyp-ID (siehe &apos;rulesets --json&apos;).</translation>
    </message>
    <message>
        <source>type</source>
        <translation>typ</translation>
    </message>
    <message>
        <source>Strength now (default: the start).</source>
        <translation>Aktuelle Stärke (Standard: die Anfangsstärke).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Strength at the start (default: the type&apos;s).</source>
        <translation>Anfangsstärke (Standard: die des Typs).</translation>
    </message>
    <message>
        <source>A profile attribute, name=value (repeatable).</source>
        <translation>Ein Profilattribut, name=wert (wiederholbar).</translation>
    </message>
    <message>
        <source>name=value</source>
        <translation>name=wert</translation>
    </message>
    <message>
        <source>Hex label or position.</source>
        <translation>Hexfeld-Bezeichnung oder Position.</translation>
    </message>
    <message>
        <source>label</source>
        <translation>bezeichnung</translation>
    </message>
    <message>
        <source>add-unit needs --%1</source>
        <translation>add-unit braucht --%1</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not &quot;%2&quot;</source>
        <translation>--%1 muss eine ganze Zahl sein, nicht „%2“</translation>
    </message>
    <message>
        <source>--attr takes name=value, not &quot;%1&quot;</source>
        <translation>--attr erwartet name=wert, nicht „%1“</translation>
    </message>
    <message>
        <source>Place a marker of this kind.</source>
        <translation>Einen Marker dieser Art platzieren.</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>art</translation>
    </message>
    <message>
        <source>Lift the marker of this kind.</source>
        <translation>Den Marker dieser Art entfernen.</translation>
    </message>
    <message>
        <source>mark needs --unit and one of --place KIND or --lift KIND</source>
        <translation>mark braucht --unit und entweder --place ART oder --lift ART</translation>
    </message>
    <message>
        <source>there is no unit called &quot;%1&quot;</source>
        <translation>es gibt keine Einheit namens „%1“</translation>
    </message>
    <message>
        <source>%1 has no %2 marker</source>
        <translation>%1 hat keinen %2-Marker</translation>
    </message>
    <message>
        <source>Advance to the next turn instead of the next phase.</source>
        <translation>Zum nächsten Zug statt zur nächsten Phase weiterschalten.</translation>
    </message>
    <message>
        <source>Only this turn.</source>
        <translation>Nur dieser Zug.</translation>
    </message>
    <message>
        <source>--turn must be a turn number, not &quot;%1&quot;</source>
        <translation>--turn muss eine Zugnummer sein, nicht „%1“</translation>
    </message>
    <message>
        <source>#%1 turn %2 %3: %4</source>
        <translation>#%1 Zug %2 %3: %4</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(rückgängig gemacht)</translation>
    </message>
    <message>
        <source>actions: not implemented yet</source>
        <translation>actions: noch nicht implementiert</translation>
    </message>
    <message>
        <source>actions: %1</source>
        <translation>actions: %1</translation>
    </message>
    <message>
        <source>Resolves an action and prints the resolution (and with --odds the exact odds) as JSON.
Without --battle nothing is stored. With --battle the inputs may name the battle&apos;s units
and what the battle knows is filled in; with --apply the result is committed to it.
Without --dice or --seed Adjutant rolls, and the seed is logged.</source>
        <translation>Wertet eine Aktion aus und gibt das Ergebnis (mit --odds auch die exakten Wahrscheinlichkeiten) als JSON aus.
Ohne --battle wird nichts gespeichert. Mit --battle dürfen die Eingaben Einheiten der Schlacht nennen,
und was die Schlacht weiß, wird ergänzt; mit --apply wird das Ergebnis in die Schlacht übernommen.
Ohne --dice oder --seed würfelt Adjutant, und der Seed wird protokolliert.</translation>
    </message>
    <message>
        <source>Rule set id (default: the battle&apos;s).</source>
        <translation>Regelwerk-ID (Standard: das der Schlacht).</translation>
    </message>
    <message>
        <source>Action id (see &apos;rulesets --json&apos;).</source>
        <translation>Aktions-ID (siehe &apos;rulesets --json&apos;).</translation>
    </message>
    <message>
        <source>The action&apos;s inputs as a JSON object.</source>
        <translation>Die Eingaben der Aktion als JSON-Objekt.</translation>
    </message>
    <message>
        <source>The players&apos; dice, in the order asked: 5,5,6 or &quot;5 5 6&quot;.</source>
        <translation>Die Würfel der Spieler in der abgefragten Reihenfolge: 5,5,6 oder „5 5 6“.</translation>
    </message>
    <message>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>Roll with this seed (repeatable results).</source>
        <translation>Mit diesem Seed würfeln (wiederholbare Ergebnisse).</translation>
    </message>
    <message>
        <source>Print the exact odds of every outcome; without --dice or --seed, only the odds (nothing is rolled).</source>
        <translation>Die exakten Wahrscheinlichkeiten jedes Ergebnisses ausgeben; ohne --dice oder --seed nur die Wahrscheinlichkeiten (es wird nicht gewürfelt).</translation>
    </message>
    <message>
        <source>Commit the result to the battle (one undoable action).</source>
        <translation>Das Ergebnis in die Schlacht übernehmen (eine Aktion, die sich rückgängig machen lässt).</translation>
    </message>
    <message>
        <source>resolve needs --action ID</source>
        <translation>resolve braucht --action ID</translation>
    </message>
    <message>
        <source>give --dice or --seed, not both</source>
        <translation>--dice oder --seed angeben, nicht beides</translation>
    </message>
    <message>
        <source>--apply needs --battle FILE</source>
        <translation>--apply braucht --battle DATEI</translation>
    </message>
    <message>
        <source>--apply needs a result: give --dice or --seed, or leave out --odds to roll</source>
        <translation>--apply braucht ein Ergebnis: --dice oder --seed angeben oder --odds weglassen, um zu würfeln</translation>
    </message>
    <message>
        <source>--input must be a JSON object: %1 at character %2</source>
        <translation>--input muss ein JSON-Objekt sein: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>%1 is a %2 battle, not %3</source>
        <translation>%1 ist eine %2-Schlacht, nicht %3</translation>
    </message>
    <message>
        <source>resolve needs --ruleset ID or --battle FILE</source>
        <translation>resolve braucht --ruleset ID oder --battle DATEI</translation>
    </message>
    <message>
        <source>the rule set &quot;%1&quot; has no actions in this version of Adjutant (available: %2)</source>
        <translation>das Regelwerk „%1“ hat in dieser Version von Adjutant keine Aktionen (verfügbar: %2)</translation>
    </message>
    <message>
        <source>--dice: %1</source>
        <translation>--dice: %1</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not &quot;%1&quot;</source>
        <translation>--seed muss eine ganze Zahl sein, nicht „%1“</translation>
    </message>
    <message>
        <source>Sets a hex battle&apos;s board. Hexes are labelled CCRR (column, row, from 01).</source>
        <translation>Legt den Spielplan einer Hex-Schlacht fest. Hexfelder werden als CCRR bezeichnet (Spalte, Reihe, ab 01).</translation>
    </message>
    <message>
        <source>Columns x rows, e.g. 30x20.</source>
        <translation>Spalten x Reihen, z. B. 30x20.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>Offset layout: odd-q (default), even-q, odd-r, even-r.</source>
        <translation>Versatz-Layout: odd-q (Standard), even-q, odd-r, even-r.</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>layout</translation>
    </message>
    <message>
        <source>A tile, LABEL=TERRAIN (repeatable); clear removes it.</source>
        <translation>Ein Geländefeld, BEZEICHNUNG=GELÄNDE (wiederholbar); clear entfernt es.</translation>
    </message>
    <message>
        <source>label=terrain</source>
        <translation>bezeichnung=gelände</translation>
    </message>
    <message>
        <source>%1 is played on an open table: it has no hex board</source>
        <translation>%1 wird auf offenem Tisch gespielt: Es gibt keinen Hex-Spielplan</translation>
    </message>
    <message>
        <source>--size takes columns x rows from 1x1 to 200x200, not &quot;%1&quot;</source>
        <translation>--size erwartet Spalten x Reihen von 1x1 bis 200x200, nicht „%1“</translation>
    </message>
    <message>
        <source>the battle has no board yet: give --size</source>
        <translation>die Schlacht hat noch keinen Spielplan: --size angeben</translation>
    </message>
    <message>
        <source>--terrain takes LABEL=TERRAIN, not &quot;%1&quot;</source>
        <translation>--terrain erwartet BEZEICHNUNG=GELÄNDE, nicht „%1“</translation>
    </message>
    <message>
        <source>--terrain %1: &quot;%2&quot; is not a hex of this %3 x %4 board</source>
        <translation>--terrain %1: „%2“ ist kein Hexfeld dieses %3 x %4 großen Spielplans</translation>
    </message>
    <message>
        <source>--terrain %1: &quot;%2&quot; is not a terrain of this rule set (%3)</source>
        <translation>--terrain %1: „%2“ ist kein Gelände dieses Regelwerks (%3)</translation>
    </message>
    <message>
        <source>The board is unchanged.</source>
        <translation>Der Spielplan ist unverändert.</translation>
    </message>
    <message>
        <source>Changes this battle&apos;s rule table (house rules) or its optional rules. A change that leaves a gap or an impossible value is refused.</source>
        <translation>Ändert die Regeltabelle dieser Schlacht (Hausregeln) oder ihre Optionalregeln. Eine Änderung, die eine Lücke oder einen unmöglichen Wert hinterlässt, wird abgelehnt.</translation>
    </message>
    <message>
        <source>A table entry, path=value, e.g. hit.artillery.2=4 (repeatable).</source>
        <translation>Ein Tabelleneintrag, pfad=wert, z. B. hit.artillery.2=4 (wiederholbar).</translation>
    </message>
    <message>
        <source>path=value</source>
        <translation>pfad=wert</translation>
    </message>
    <message>
        <source>Drop this entry&apos;s house rule (repeatable).</source>
        <translation>Die Hausregel für diesen Eintrag verwerfen (wiederholbar).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>pfad</translation>
    </message>
    <message>
        <source>Switch an optional rule on, e.g. 11.9 (repeatable).</source>
        <translation>Eine Optionalregel einschalten, z. B. 11.9 (wiederholbar).</translation>
    </message>
    <message>
        <source>Switch an optional rule off (repeatable).</source>
        <translation>Eine Optionalregel ausschalten (wiederholbar).</translation>
    </message>
    <message>
        <source>the rule set %1 has no rule table in this version of Adjutant</source>
        <translation>das Regelwerk %1 hat in dieser Version von Adjutant keine Regeltabelle</translation>
    </message>
    <message>
        <source>--set takes path=value, not &quot;%1&quot;</source>
        <translation>--set erwartet pfad=wert, nicht „%1“</translation>
    </message>
    <message>
        <source>Writes the summary of a turn (default: the current one) or of the battle so far: casualties,
units lost, markers, leaders, standings, resolutions with their rules, notes and charts.
With --side, the players&apos; report of that side: the enemy&apos;s losses only in words.</source>
        <translation>Schreibt den Bericht eines Zuges (Standard: des aktuellen) oder der bisherigen Schlacht: Verluste,
verlorene Einheiten, Marker, Anführer, Spielstände, Auswertungen mit ihren Regeln, Notizen und Diagramme.
Mit --side den Spielerbericht dieser Seite: die Verluste des Gegners nur in Worten.</translation>
    </message>
    <message>
        <source>The turn, or &quot;all&quot; for the battle so far.</source>
        <translation>Der Zug oder „all“ für die bisherige Schlacht.</translation>
    </message>
    <message>
        <source>A players&apos; report for this side.</source>
        <translation>Ein Spielerbericht für diese Seite.</translation>
    </message>
    <message>
        <source>Write a PDF to this file.</source>
        <translation>Ein PDF in diese Datei schreiben.</translation>
    </message>
    <message>
        <source>Write HTML to this file.</source>
        <translation>HTML in diese Datei schreiben.</translation>
    </message>
    <message>
        <source>Paper for the PDF: a4 (default) or letter.</source>
        <translation>Papier für das PDF: a4 (Standard) oder letter.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>größe</translation>
    </message>
    <message>
        <source>summary needs one of --pdf FILE, --html FILE or --json</source>
        <translation>summary braucht --pdf DATEI, --html DATEI oder --json</translation>
    </message>
    <message>
        <source>--paper is a4 or letter, not &quot;%1&quot;</source>
        <translation>--paper ist a4 oder letter, nicht „%1“</translation>
    </message>
    <message>
        <source>--turn must be a turn number or &quot;all&quot;, not &quot;%1&quot;</source>
        <translation>--turn muss eine Zugnummer oder „all“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>drawing a summary needs the graphical libraries (started without them)</source>
        <translation>das Zeichnen eines Berichts braucht die Grafikbibliotheken (ohne sie gestartet)</translation>
    </message>
    <message>
        <source>turn %1 has not been played: %2 is in turn %3</source>
        <translation>Zug %1 wurde noch nicht gespielt: %2 ist in Zug %3</translation>
    </message>
    <message>
        <source>A demo id or a rule set id (see --list).</source>
        <translation>Eine Demo-ID oder eine Regelwerk-ID (siehe --list).</translation>
    </message>
    <message>
        <source>List the demo battles.</source>
        <translation>Die Demo-Schlachten auflisten.</translation>
    </message>
    <message>
        <source>demo takes one id at most</source>
        <translation>demo nimmt höchstens eine ID an</translation>
    </message>
    <message>
        <source>there is no demo battle &quot;%1&quot;; &apos;adjutant-cli demo --list&apos; names them</source>
        <translation>es gibt keine Demo-Schlacht „%1“; &apos;adjutant-cli demo --list&apos; nennt alle</translation>
    </message>
    <message>
        <source>Records the range measured between two units this turn; actions between them reuse it.</source>
        <translation>Trägt die in diesem Zug zwischen zwei Einheiten gemessene Entfernung ein; Aktionen zwischen ihnen verwenden sie wieder.</translation>
    </message>
    <message>
        <source>The unit measured from.</source>
        <translation>Die Einheit, von der aus gemessen wurde.</translation>
    </message>
    <message>
        <source>The unit measured to.</source>
        <translation>Die Einheit, bis zu der gemessen wurde.</translation>
    </message>
    <message>
        <source>The distance: 7 or 7in, 18cm, 3h.</source>
        <translation>Die Entfernung: 7 oder 7in, 18cm, 3h.</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>entfernung</translation>
    </message>
    <message>
        <source>range needs --%1</source>
        <translation>range braucht --%1</translation>
    </message>
    <message>
        <source>--value takes a distance such as 7, 7.5in, 18cm or 3h, not &quot;%1&quot;</source>
        <translation>--value erwartet eine Entfernung wie 7, 7.5in, 18cm oder 3h, nicht „%1“</translation>
    </message>
    <message>
        <source>A CSV roster (one row per unit; see README).</source>
        <translation>Eine CSV-Aufstellung (eine Zeile pro Einheit; siehe README).</translation>
    </message>
    <message>
        <source>A JSON roster (the scenario format).</source>
        <translation>Eine JSON-Aufstellung (das Szenarioformat).</translation>
    </message>
    <message>
        <source>Adds the sides, units and leaders of a roster file to a battle, as one action that
can be undone. A file with errors names every bad line and field and imports nothing.</source>
        <translation>Fügt die Seiten, Einheiten und Anführer einer Aufstellungsdatei einer Schlacht hinzu, als eine Aktion, die
rückgängig gemacht werden kann. Bei einer fehlerhaften Datei werden alle fehlerhaften Zeilen und Felder genannt, und nichts wird importiert.</translation>
    </message>
    <message numerus="yes">
        <source>adjutant-cli: %1: nothing imported, %n error(s):</source>
        <translation>
            <numerusform>adjutant-cli: %1: nichts importiert, %n Fehler:</numerusform>
            <numerusform>adjutant-cli: %1: nichts importiert, %n Fehler:</numerusform>
        </translation>
    </message>
    <message>
        <source>Writes a battle&apos;s roster to a CSV or JSON file (the battle is only read).</source>
        <translation>Schreibt die Aufstellung einer Schlacht in eine CSV- oder JSON-Datei (die Schlacht wird nur gelesen).</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) written to %1</source>
        <translation>
            <numerusform>%n Einheit in %1 geschrieben</numerusform>
            <numerusform>%n Einheiten in %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves a unit, with the leaders who go with it, or a leader alone, hex by hex on the battle&apos;s board. The rule set checks every hex (terrain, hex limits, enemy units, AP) and the move is committed as one undoable action; a refused move changes nothing.</source>
        <translation>Bewegt eine Einheit mit den Anführern, die mit ihr ziehen, oder einen Anführer allein Hexfeld für Hexfeld auf dem Spielplan der Schlacht. Das Regelwerk prüft jedes Hexfeld (Gelände, Hexfeldgrenzen, feindliche Einheiten, AP), und die Bewegung wird als eine Aktion festgeschrieben, die sich rückgängig machen lässt; eine abgelehnte Bewegung ändert nichts.</translation>
    </message>
    <message>
        <source>The unit, or the leader alone, that moves.</source>
        <translation>Die Einheit, die sich bewegt, oder der Anführer, der allein zieht.</translation>
    </message>
    <message>
        <source>The hex to reach; the shortest legal path is found.</source>
        <translation>Das Zielhexfeld; der kürzeste zulässige Weg wird ermittelt.</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>hexfeld</translation>
    </message>
    <message>
        <source>The hexes entered in order, e.g. &quot;0405 0406&quot;.</source>
        <translation>Die Hexfelder in der Reihenfolge des Betretens, z. B. &quot;0405 0406&quot;.</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>hexfelder</translation>
    </message>
    <message>
        <source>Use the leader&apos;s extra hex (1 more AP; no fire or close combat after).</source>
        <translation>Das zusätzliche Hexfeld des Anführers nutzen (1 AP mehr; danach kein Beschuss und kein Nahkampf).</translation>
    </message>
    <message>
        <source>move needs --unit NAME</source>
        <translation>move braucht --unit NAME</translation>
    </message>
    <message>
        <source>move needs --to HEX or --path &quot;HEX HEX ...&quot;</source>
        <translation>move braucht --to HEXFELD oder --path &quot;HEXFELD HEXFELD ...&quot;</translation>
    </message>
    <message>
        <source>%1 has no move action in this version of Adjutant: move the figures by hand</source>
        <translation>%1 hat in dieser Version von Adjutant keine Bewegungsaktion: Bewegen Sie die Figuren von Hand</translation>
    </message>
    <message>
        <source>--input: &quot;%1&quot; is null; give it a value, or leave it out for its default</source>
        <translation>--input: „%1“ ist null; geben Sie einen Wert an oder lassen Sie die Eingabe für ihren Standardwert weg</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); nothing was written.</source>
        <translation>%1 konnte nicht geschrieben werden (%2); es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>the disk may be full, or the folder not writable</source>
        <translation>der Datenträger ist vielleicht voll oder der Ordner nicht beschreibbar</translation>
    </message>
    <message>
        <source>The scale, for a rule set played at a choice of scales (see &apos;rulesets&apos;).</source>
        <translation>Der Maßstab, für ein Regelwerk mit wählbaren Maßstäben (siehe &apos;rulesets&apos;).</translation>
    </message>
    <message>
        <source>Copies a demo battle into the data folder on first use and prints its path. Without an id: the first one --list names.</source>
        <translation>Kopiert eine Demo-Schlacht bei der ersten Verwendung in den Datenordner und gibt ihren Pfad aus. Ohne ID: die erste, die --list nennt.</translation>
    </message>
    <message>
        <source>which battle? Give a battle file or --battle FILE.</source>
        <translation>welche Schlacht? Geben Sie eine Schlachtdatei oder --battle DATEI an.</translation>
    </message>
    <message>
        <source>Accept typed-in dice left over (they are noted in the trace).</source>
        <translation>Übrige eingegebene Würfel annehmen (sie werden im Ablauf vermerkt).</translation>
    </message>
    <message>
        <source>Print the dice the action asks for, in order, with their conditions (nothing is rolled).</source>
        <translation>Die Würfel ausgeben, die die Aktion verlangt, in ihrer Reihenfolge und mit ihren Bedingungen (es wird nicht gewürfelt).</translation>
    </message>
    <message>
        <source>import needs one of --csv FILE or --roster FILE</source>
        <translation>import braucht entweder --csv DATEI oder --roster DATEI</translation>
    </message>
    <message>
        <source>export needs one of --csv FILE or --roster FILE</source>
        <translation>export braucht entweder --csv DATEI oder --roster DATEI</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Writes the JSON Schemas (draft 2020-12) of every command&apos;s --json output and of every action&apos;s --input into a folder: output/COMMAND.json and input/RULESET/ACTION.json (docs/schema/).</source>
        <translation>Schreibt die JSON-Schemas (Draft 2020-12) der --json-Ausgabe jedes Befehls und der --input jeder Aktion in einen Ordner: output/BEFEHL.json und input/REGELWERK/AKTION.json (docs/schema/).</translation>
    </message>
    <message>
        <source>The folder to write into.</source>
        <translation>Der Ordner, in den geschrieben wird.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>schema needs --out FOLDER</source>
        <translation>schema braucht --out ORDNER</translation>
    </message>
    <message numerus="yes">
        <source>%n schema file(s) written to %1</source>
        <translation>
            <numerusform>%n Schemadatei nach %1 geschrieben</numerusform>
            <numerusform>%n Schemadateien nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Sets a value the rule set keeps for the battle, such as the wind a Wars for America scenario starts with, as one logged action that can be undone. Without --set: lists what can be set.</source>
        <translation>Setzt einen Wert, den das Regelwerk für die Schlacht führt, etwa den Wind, mit dem ein Wars-for-America-Szenario beginnt, als eine protokollierte Aktion, die sich zurücknehmen lässt. Ohne --set: listet, was sich setzen lässt.</translation>
    </message>
    <message>
        <source>The value to set, name=value (repeatable), e.g. wind=4.</source>
        <translation>Der zu setzende Wert, Name=Wert (wiederholbar), z. B. wind=4.</translation>
    </message>
    <message>
        <source>--set takes name=value, not &quot;%1&quot;</source>
        <translation>--set nimmt Name=Wert, nicht „%1“</translation>
    </message>
    <message>
        <source>the battle&apos;s rule set &quot;%1&quot; is not in this version of Adjutant</source>
        <translation>das Regelwerk „%1“ der Schlacht ist nicht in dieser Version von Adjutant</translation>
    </message>
    <message>
        <source>%1 keeps no value that can be set directly.</source>
        <translation>%1 führt keinen Wert, der sich direkt setzen lässt.</translation>
    </message>
    <message>
        <source>Puts back the last action undone, as the GUI&apos;s Redo does, even after the battle was closed. The redo is logged as an event of its own.</source>
        <translation>Stellt die zuletzt zurückgenommene Aktion wieder her, wie Wiederherstellen im Fenster, auch nachdem die Schlacht geschlossen wurde. Das Wiederherstellen wird als eigenes Ereignis protokolliert.</translation>
    </message>
    <message>
        <source>Takes back the last action that stands, as the GUI&apos;s Undo does, even after the battle was closed. The undo is logged as an event of its own.</source>
        <translation>Nimmt die letzte geltende Aktion zurück, wie Rückgängig im Fenster, auch nachdem die Schlacht geschlossen wurde. Das Zurücknehmen wird als eigenes Ereignis protokolliert.</translation>
    </message>
    <message>
        <source>nothing to redo in %1: no action was undone since the last one</source>
        <translation>in %1 gibt es nichts wiederherzustellen: seit der letzten Aktion wurde keine zurückgenommen</translation>
    </message>
    <message>
        <source>nothing to undo in %1: no action stands</source>
        <translation>in %1 gibt es nichts zurückzunehmen: keine Aktion gilt</translation>
    </message>
    <message>
        <source>could not redo &quot;%1&quot;: %2</source>
        <translation>„%1“ konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>could not undo &quot;%1&quot;: %2</source>
        <translation>„%1“ konnte nicht zurückgenommen werden: %2</translation>
    </message>
    <message>
        <source>Its new name.</source>
        <translation>Ihr neuer Name.</translation>
    </message>
    <message>
        <source>Its strength now.</source>
        <translation>Ihre jetzige Stärke.</translation>
    </message>
    <message>
        <source>Its strength at the start.</source>
        <translation>Ihre Stärke zu Beginn.</translation>
    </message>
    <message>
        <source>A profile attribute, name=value (repeatable); name= puts back the profile&apos;s default.</source>
        <translation>Ein Profilattribut, Name=Wert (wiederholbar); Name= setzt den Vorgabewert des Profils zurück.</translation>
    </message>
    <message>
        <source>Hex label or position; &quot;&quot; takes it off the board.</source>
        <translation>Hexfeld-Bezeichnung oder Position; &quot;&quot; nimmt sie vom Spielplan.</translation>
    </message>
    <message>
        <source>Changes a unit&apos;s name, strength, attributes or position, as one action that can be undone.
The unit is checked against the rule set&apos;s profile like add-unit; a refused change changes nothing.</source>
        <translation>Ändert Name, Stärke, Attribute oder Position einer Einheit als eine Aktion, die sich zurücknehmen lässt.
Die Einheit wird wie bei add-unit gegen das Profil des Regelwerks geprüft; eine abgelehnte Änderung ändert nichts.</translation>
    </message>
    <message>
        <source>edit-unit needs --unit NAME</source>
        <translation>edit-unit braucht --unit NAME</translation>
    </message>
    <message>
        <source>edit-unit needs something to change: --name, --strength, --start, --attr or --position</source>
        <translation>edit-unit braucht etwas zu ändern: --name, --strength, --start, --attr oder --position</translation>
    </message>
    <message>
        <source>Removes a unit, with its markers and ranges (its leaders stay, alone), as one action that can be undone.</source>
        <translation>Entfernt eine Einheit mit ihren Markern und Entfernungen (ihre Anführer bleiben, allein) als eine Aktion, die sich zurücknehmen lässt.</translation>
    </message>
    <message>
        <source>remove-unit needs --unit NAME</source>
        <translation>remove-unit braucht --unit NAME</translation>
    </message>
    <message>
        <source>Serves the table link for a battle: each side&apos;s page for its secret choices and its players&apos;
report, on the local network, until stopped (Ctrl+C). Prints each side&apos;s address.</source>
        <translation>Stellt den Tisch-Link einer Schlacht bereit: die Seite jeder Partei für ihre geheimen Entscheidungen und ihren
Spielerbericht, im lokalen Netz, bis er beendet wird (Strg+C). Gibt die Adresse jeder Partei aus.</translation>
    </message>
    <message>
        <source>The port (default 8765; 0: any free port).</source>
        <translation>Der Port (Vorgabe 8765; 0: ein freier Port).</translation>
    </message>
    <message>
        <source>The address to listen on (default: this machine&apos;s first network address; 127.0.0.1 for this machine only).</source>
        <translation>Die Adresse, auf der gelauscht wird (Vorgabe: die erste Netzwerkadresse dieses Rechners; 127.0.0.1 nur für diesen Rechner).</translation>
    </message>
    <message>
        <source>ip</source>
        <translation>IP</translation>
    </message>
    <message>
        <source>--port takes 0 to 65535, not &quot;%1&quot;</source>
        <translation>--port nimmt 0 bis 65535, nicht „%1“</translation>
    </message>
    <message>
        <source>--address takes an IP address, not &quot;%1&quot;</source>
        <translation>--address nimmt eine IP-Adresse, nicht „%1“</translation>
    </message>
    <message>
        <source>Table link on %1 (Ctrl+C stops it)</source>
        <translation>Tisch-Link auf %1 (Strg+C beendet ihn)</translation>
    </message>
    <message>
        <source>link takes status, reveal or renew, not &quot;%1&quot;</source>
        <translation>link nimmt status, reveal oder renew, nicht „%1“</translation>
    </message>
    <message>
        <source>link status: each side&apos;s state as the referee sees it (never its choice).
link reveal: the sealed choices enter the battle, as the referee&apos;s own entry would.
link renew --side S: a new code for the side; its old address stops working.</source>
        <translation>link status: der Stand jeder Partei, wie der Schiedsrichter ihn sieht (nie ihre Entscheidung).
link reveal: die versiegelten Entscheidungen gehen in die Schlacht ein, wie die eigene Eingabe des Schiedsrichters.
link renew --side S: ein neuer Code für die Partei; ihre alte Adresse funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>The side (link renew).</source>
        <translation>Die Partei (link renew).</translation>
    </message>
    <message>
        <source>the battle has no side &quot;%1&quot;</source>
        <translation>die Schlacht hat keine Partei „%1“</translation>
    </message>
    <message>
        <source>%1 has a new code; its old address serves nothing</source>
        <translation>%1 hat einen neuen Code; die alte Adresse liefert nichts mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) revealed</source>
        <translation>
            <numerusform>%n Ereignis aufgedeckt</numerusform>
            <numerusform>%n Ereignisse aufgedeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>The campaign file.</source>
        <translation>Die Feldzugsdatei.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>campaign needs a subcommand.
%1</source>
        <translation>campaign braucht einen Unterbefehl.
%1</translation>
    </message>
    <message>
        <source>unknown campaign subcommand &quot;%1&quot;.
%2</source>
        <translation>unbekannter campaign-Unterbefehl „%1“.
%2</translation>
    </message>
    <message>
        <source>The campaign file (or --campaign).</source>
        <translation>Die Feldzugsdatei (oder --campaign).</translation>
    </message>
    <message>
        <source>which campaign? Give a campaign file or --campaign FILE.</source>
        <translation>welcher Feldzug? Geben Sie eine Feldzugsdatei oder --campaign DATEI an.</translation>
    </message>
    <message>
        <source>Creates a campaign file. It never overwrites a file.</source>
        <translation>Legt eine Feldzugsdatei an. Überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>The campaign&apos;s name.</source>
        <translation>Der Name des Feldzugs.</translation>
    </message>
    <message>
        <source>campaign new needs --name NAME and --ruleset ID</source>
        <translation>campaign new braucht --name NAME und --ruleset ID</translation>
    </message>
    <message>
        <source>ruleset: &quot;%1&quot; is not a rule set Adjutant knows</source>
        <translation>ruleset: „%1“ ist kein Regelwerk, das Adjutant kennt</translation>
    </message>
    <message>
        <source>%1 already exists; a new campaign never overwrites a file</source>
        <translation>%1 existiert bereits; ein neuer Feldzug überschreibt nie eine Datei</translation>
    </message>
    <message>
        <source>Adds a battle file to the campaign.</source>
        <translation>Fügt dem Feldzug eine Schlachtdatei hinzu.</translation>
    </message>
    <message>
        <source>Removes a battle from the campaign (its file stays as it is).</source>
        <translation>Entfernt eine Schlacht aus dem Feldzug (ihre Datei bleibt, wie sie ist).</translation>
    </message>
    <message>
        <source>Points a battle of the campaign to where its file is now.</source>
        <translation>Zeigt eine Schlacht des Feldzugs auf ihre jetzige Datei.</translation>
    </message>
    <message>
        <source>The battle&apos;s number or name.</source>
        <translation>Nummer oder Name der Schlacht.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>The battle&apos;s name in the campaign (default: its own).</source>
        <translation>Der Name der Schlacht im Feldzug (Vorgabe: ihr eigener).</translation>
    </message>
    <message>
        <source>Where the battle file is now.</source>
        <translation>Wo die Schlachtdatei jetzt ist.</translation>
    </message>
    <message>
        <source>campaign relink needs --battle NUMBER|NAME and --file FILE</source>
        <translation>campaign relink braucht --battle NUMMER|NAME und --file DATEI</translation>
    </message>
    <message>
        <source>campaign %1 needs --battle</source>
        <translation>campaign %1 braucht --battle</translation>
    </message>
    <message>
        <source>Battle %1 added: %2</source>
        <translation>Schlacht %1 hinzugefügt: %2</translation>
    </message>
    <message>
        <source>Battle %1 removed</source>
        <translation>Schlacht %1 entfernt</translation>
    </message>
    <message>
        <source>Battle %1 now at %2</source>
        <translation>Schlacht %1 jetzt bei %2</translation>
    </message>
    <message>
        <source>Prints the campaign&apos;s standing battle by battle: each battle&apos;s VP (or Glory) earned and credited, the totals and who leads (For Honor and Glory: rule 12).</source>
        <translation>Gibt den Stand des Feldzugs Schlacht für Schlacht aus: die erzielten und angerechneten SP (oder Ruhm) jeder Schlacht, die Summen und wer führt (For Honor and Glory: Regel 12).</translation>
    </message>
    <message>
        <source>Lists the campaign&apos;s battles, their state and the running totals.</source>
        <translation>Listet die Schlachten des Feldzugs, ihren Stand und die laufenden Summen auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n battle(s)</source>
        <translation>
            <numerusform>%1 — %n Schlacht</numerusform>
            <numerusform>%1 — %n Schlachten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 (%3) — %4</source>
        <translation>%1. %2 (%3) — %4</translation>
    </message>
    <message>
        <source>running total %1</source>
        <translation>laufende Summe %1</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Summen: %1</translation>
    </message>
    <message>
        <source>Nobody leads: the totals are tied</source>
        <translation>Niemand führt: die Summen sind gleich</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 führt</translation>
    </message>
    <message>
        <source>Not counted: %1</source>
        <translation>Nicht gezählt: %1</translation>
    </message>
    <message>
        <source>Point a moved battle to its file with &apos;adjutant-cli campaign relink&apos;.</source>
        <translation>Zeigen Sie eine verschobene Schlacht mit „adjutant-cli campaign relink“ auf ihre Datei.</translation>
    </message>
    <message>
        <source>With --turn all, list every resolution, card drawn, marker and change of status one by one
(else the battle so far is told turn by turn and unit by unit).</source>
        <translation>Mit --turn all jede Auflösung, gezogene Karte, jeden Marker und jede Statusänderung einzeln aufführen
(sonst wird die bisherige Schlacht Zug für Zug und Einheit für Einheit erzählt).</translation>
    </message>
    <message>
        <source>--resolutions is for the battle so far (--turn all): a turn&apos;s summary lists every one</source>
        <translation>--resolutions gilt für die bisherige Schlacht (--turn all): der Bericht eines Zuges führt alle auf</translation>
    </message>
    <message>
        <source>--resolutions is for --pdf or --html: the JSON has every resolution</source>
        <translation>--resolutions gilt für --pdf oder --html: das JSON hat jede Auflösung</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from 0 to %2, not &quot;%3&quot;</source>
        <translation>--%1 muss eine ganze Zahl von 0 bis %2 sein, nicht „%3“</translation>
    </message>
    <message>
        <source>No victory conditions are set.</source>
        <translation>Es sind keine Siegbedingungen gesetzt.</translation>
    </message>
    <message>
        <source>How it ended: victory, time or referee.</source>
        <translation>Wie sie endete: victory, time oder referee.</translation>
    </message>
    <message>
        <source>ending</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>end needs --ending victory|time|referee</source>
        <translation>end braucht --ending victory|time|referee</translation>
    </message>
    <message>
        <source>--ending must be victory, time or referee, not &quot;%1&quot;</source>
        <translation>--ending muss victory, time oder referee sein, nicht „%1“</translation>
    </message>
    <message>
        <source>Write the campaign summary as PDF (summary only).</source>
        <translation>Den Feldzugsbericht als PDF schreiben (nur summary).</translation>
    </message>
    <message>
        <source>Write the campaign summary as HTML (summary only).</source>
        <translation>Den Feldzugsbericht als HTML schreiben (nur summary).</translation>
    </message>
    <message>
        <source>A side&apos;s players&apos; version (with --pdf, --html or --json): the enemy&apos;s losses in words.</source>
        <translation>Die Fassung für die Spieler einer Seite (mit --pdf, --html oder --json): die Verluste des Feindes in Worten.</translation>
    </message>
    <message>
        <source>--side is for --pdf, --html or --json</source>
        <translation>--side gilt nur mit --pdf, --html oder --json</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>adjutant-cli resolve --apply --action %1 --input &apos;%2&apos;</source>
        <translation>adjutant-cli resolve --apply --action %1 --input &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Lists what the turn still owes by the rules now (morale tests after losses, hits to distribute, plots not written, AP left, ...), each with the action that settles it and its units filled in.</source>
        <translation>Listet auf, was der Zug nach den Regeln jetzt noch schuldet (Moraltests nach Verlusten, zu verteilende Treffer, nicht geschriebene Pläne, übrige AP, ...), jeweils mit der Aktion, die es erledigt, und ihren Einheiten.</translation>
    </message>
    <message>
        <source>Turn %1: nothing is owed.</source>
        <translation>Zug %1: nichts steht aus.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n owed:</source>
        <translation>
            <numerusform>Zug %1: %n Punkt steht aus:</numerusform>
            <numerusform>Zug %1: %n Punkte stehen aus:</numerusform>
        </translation>
    </message>
    <message>
        <source>Advances the battle to the next phase (or with --turn to the next turn, or with --to to the named phase). What the turn still owes is said, on stderr or as &quot;owed&quot;, and never blocks.</source>
        <translation>Schaltet die Schlacht zur nächsten Phase weiter (mit --turn zum nächsten Zug, mit --to zur genannten Phase). Was der Zug noch schuldet, wird gesagt, auf stderr oder als „owed“, und hält nie auf.</translation>
    </message>
    <message>
        <source>Advance phase by phase to this phase (of this turn or the next).</source>
        <translation>Phase für Phase bis zu dieser Phase weiterschalten (in diesem oder dem nächsten Zug).</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>--to: &quot;%1&quot; is not a phase of %2 (%3)</source>
        <translation>--to: „%1“ ist keine Phase von %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>adjutant-cli: advanced with %n thing(s) still owed:</source>
        <translation>
            <numerusform>adjutant-cli: weitergeschaltet, %n Punkt steht noch aus:</numerusform>
            <numerusform>adjutant-cli: weitergeschaltet, %n Punkte stehen noch aus:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing was changed</source>
        <translation>%1 ist schreibgeschützt (%2): Nichts wurde geändert</translation>
    </message>
    <message>
        <source>Subcommands:
  init       create or migrate the club&apos;s schema and roles on the server, and the club (--server --club)
  join       join a battle to a club (--battle FILE --server --club)
  leave      take a battle out of its club
  status     the battle&apos;s club, its events waiting and the server&apos;s count
  sync       send the battle&apos;s waiting events now
  mirror     send the battle&apos;s events as they are committed, until stopped
  takeover   write a battle of the club from this laptop (asks first; --yes)
  pull       rebuild a battle file from the club (--server --battle ID --out FILE)
  standings  every table of the club and the campaign totals (--server --club)
  serve      the club&apos;s board for a projector, live, read-only (--server --club)</source>
        <translation>Unterbefehle:
  init       Schema und Rollen des Clubs auf dem Server anlegen oder migrieren, und den Club (--server --club)
  join       eine Schlacht einem Club beitreten lassen (--battle DATEI --server --club)
  leave      eine Schlacht aus ihrem Club nehmen
  status     der Club der Schlacht, ihre wartenden Ereignisse und der Stand des Servers
  sync       die wartenden Ereignisse der Schlacht jetzt senden
  mirror     die Ereignisse der Schlacht senden, sobald sie gespeichert sind, bis zum Abbruch
  takeover   eine Schlacht des Clubs von diesem Laptop aus schreiben (fragt zuerst; --yes)
  pull       eine Schlachtdatei aus dem Club neu aufbauen (--server --battle ID --out DATEI)
  standings  jeder Tisch des Clubs und die Feldzugssummen (--server --club)
  serve      die Anzeigetafel des Clubs für einen Beamer, live, nur lesend (--server --club)</translation>
    </message>
    <message>
        <source>club needs a subcommand.
%1</source>
        <translation>club braucht einen Unterbefehl.
%1</translation>
    </message>
    <message>
        <source>unknown club subcommand &quot;%1&quot;.
%2</source>
        <translation>unbekannter Unterbefehl „%1“ von club.
%2</translation>
    </message>
    <message>
        <source>The club&apos;s server: postgresql://[user@]host[:port]/database[?sslmode=...] (the password from ~/.pgpass, PGPASSFILE or a service file).</source>
        <translation>Der Server des Clubs: postgresql://[benutzer@]host[:port]/datenbank[?sslmode=...] (das Passwort aus ~/.pgpass, PGPASSFILE oder einer Dienstdatei).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adresse</translation>
    </message>
    <message>
        <source>The club&apos;s name.</source>
        <translation>Der Name des Clubs.</translation>
    </message>
    <message>
        <source>Take the battle over without asking.</source>
        <translation>Die Schlacht ohne Rückfrage übernehmen.</translation>
    </message>
    <message>
        <source>The battle&apos;s id in the club (club standings lists them).</source>
        <translation>Die Kennung der Schlacht im Club (club standings listet sie).</translation>
    </message>
    <message>
        <source>The battle file to write (never overwritten).</source>
        <translation>Die zu schreibende Schlachtdatei (nie überschrieben).</translation>
    </message>
    <message>
        <source>The port (default 8766; 0: any free port).</source>
        <translation>Der Port (Vorgabe 8766; 0: ein beliebiger freier Port).</translation>
    </message>
    <message>
        <source>The address to listen on (default: every address of this machine; 127.0.0.1 for this machine only).</source>
        <translation>Die Adresse, auf der gelauscht wird (Vorgabe: jede Adresse dieses Rechners; 127.0.0.1 nur für diesen Rechner).</translation>
    </message>
    <message>
        <source>Read the standings from this replica&apos;s address (the board still listens on --server for the tables&apos; news).</source>
        <translation>Den Stand von der Adresse dieses Replikats lesen (die Anzeigetafel lauscht weiter auf --server auf die Neuigkeiten der Tische).</translation>
    </message>
    <message>
        <source>--server is needed: the club&apos;s postgresql:// address</source>
        <translation>--server wird gebraucht: die postgresql://-Adresse des Clubs</translation>
    </message>
    <message>
        <source>The club&apos;s board on %1 (Ctrl+C stops it)</source>
        <translation>Die Anzeigetafel des Clubs auf %1 (Strg+C beendet sie)</translation>
    </message>
    <message>
        <source>--club takes the club&apos;s name (1 to 200 characters)</source>
        <translation>--club nimmt den Namen des Clubs (1 bis 200 Zeichen)</translation>
    </message>
    <message>
        <source>--club takes the club&apos;s name</source>
        <translation>--club nimmt den Namen des Clubs</translation>
    </message>
    <message>
        <source>%1 joined the club &quot;%2&quot; on %3 as %4
%5</source>
        <translation>%1 ist dem Club „%2“ auf %3 als %4 beigetreten
%5</translation>
    </message>
    <message>
        <source>%1 left the club &quot;%2&quot;</source>
        <translation>%1 hat den Club „%2“ verlassen</translation>
    </message>
    <message>
        <source>%1 left the club &quot;%2&quot; (its server could not be told)</source>
        <translation>%1 hat den Club „%2“ verlassen (sein Server konnte nicht benachrichtigt werden)</translation>
    </message>
    <message>
        <source>%1 has joined no club</source>
        <translation>%1 ist in keinem Club</translation>
    </message>
    <message>
        <source>%1: club &quot;%2&quot; on %3, battle %4</source>
        <translation>%1: Club „%2“ auf %3, Schlacht %4</translation>
    </message>
    <message>
        <source>the server has %1 of %2 events; %3</source>
        <translation>der Server hat %1 von %2 Ereignissen; %3</translation>
    </message>
    <message>
        <source>this laptop writes it</source>
        <translation>dieser Laptop schreibt sie</translation>
    </message>
    <message>
        <source>written from %1 (club takeover moves it here)</source>
        <translation>geschrieben von %1 (club takeover holt sie hierher)</translation>
    </message>
    <message>
        <source>%1 has joined no club: pull the battle from the club first (club pull)</source>
        <translation>%1 ist in keinem Club: Holen Sie die Schlacht zuerst aus dem Club (club pull)</translation>
    </message>
    <message>
        <source>a takeover asks first: with --json, give --yes</source>
        <translation>eine Übernahme fragt zuerst: mit --json geben Sie --yes an</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written from %2 (the club has %3 of its events). From now on only this laptop may write it, and %2 is refused. Take it over? [y/N] </source>
        <translation>„%1“ wird von %2 geschrieben (der Club hat %3 ihrer Ereignisse). Von nun an darf nur dieser Laptop sie schreiben, und %2 wird abgewiesen. Übernehmen? [y/N] </translation>
    </message>
    <message>
        <source>not taken over: nothing was changed</source>
        <translation>nicht übernommen: nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1 is written from this laptop now (it was %2)
%3</source>
        <translation>%1 wird jetzt von diesem Laptop geschrieben (vorher %2)
%3</translation>
    </message>
    <message>
        <source>--battle takes the battle&apos;s id in the club (club standings lists them)</source>
        <translation>--battle nimmt die Kennung der Schlacht im Club (club standings listet sie)</translation>
    </message>
    <message>
        <source>--out takes the battle file to write</source>
        <translation>--out nimmt die zu schreibende Schlachtdatei</translation>
    </message>
    <message numerus="yes">
        <source>%1 rebuilt from the club: %n event(s)</source>
        <translation>
            <numerusform>%1 aus dem Club neu aufgebaut: %n Ereignis</numerusform>
            <numerusform>%1 aus dem Club neu aufgebaut: %n Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>the server has no club &quot;%1&quot;</source>
        <translation>der Server hat keinen Club „%1“</translation>
    </message>
    <message>
        <source>The club &quot;%1&quot;</source>
        <translation>Der Club „%1“</translation>
    </message>
    <message>
        <source>No table has joined the club yet.</source>
        <translation>Noch kein Tisch ist dem Club beigetreten.</translation>
    </message>
    <message>
        <source>%1 (%2) — turn %3, %4 — %5</source>
        <translation>%1 (%2) — Zug %3, %4 — %5</translation>
    </message>
    <message>
        <source>  ended; winner: %1</source>
        <translation>  beendet; Sieger: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>  %1: %2 %3 lost</source>
        <translation>  %1: %2 %3 verloren</translation>
    </message>
    <message>
        <source>  last: %1 (%2)</source>
        <translation>  zuletzt: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Campaign totals, %1 (%2, %n battle(s)): %3</source>
        <translation>
            <numerusform>Feldzugssummen, %1 (%2, %n Schlacht): %3</numerusform>
            <numerusform>Feldzugssummen, %1 (%2, %n Schlachten): %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the battles&apos; totals</source>
        <translation>die Summen der Schlachten</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>another rule set</source>
        <translation>anderes Regelwerk</translation>
    </message>
    <message>
        <source>Subcommands:
  new      create a campaign file (--campaign FILE --name NAME --ruleset ID)
  add      add a battle file to the campaign (--battle FILE [--name NAME])
  remove   remove a battle from the campaign (--battle NUMBER|NAME); its file stays
  relink   point a moved battle to where its file is now (--battle NUMBER|NAME --file FILE)
  same-side      say that sides of different battles are one side (--side NAME --side NAME
                 ...; the first named is shown)
  separate-side  a side said to be the same as another counts on its own again (--side NAME)
  show     list the battles, their state and the running totals
  summary  the campaign&apos;s standing battle by battle (JSON with --json)</source>
        <translation>Unterbefehle:
  new      eine Kampagnendatei anlegen (--campaign FILE --name NAME --ruleset ID)
  add      eine Schlachtdatei zur Kampagne hinzufügen (--battle FILE [--name NAME])
  remove   eine Schlacht aus der Kampagne entfernen (--battle NUMBER|NAME); ihre Datei bleibt
  relink   eine verschobene Schlacht auf ihre Datei zeigen lassen (--battle NUMBER|NAME --file FILE)
  same-side      sagen, dass Seiten verschiedener Schlachten eine Seite sind (--side NAME --side NAME
                 ...; der zuerst genannte Name wird gezeigt)
  separate-side  eine als gleich genannte Seite zählt wieder für sich (--side NAME)
  show     die Schlachten, ihren Stand und die laufenden Summen auflisten
  summary  der Stand der Kampagne Schlacht für Schlacht (JSON mit --json)</translation>
    </message>
    <message>
        <source>Says that sides of the campaign&apos;s battles are one side, named differently from battle to battle (&quot;American&quot;, &quot;United States&quot;): the campaign totals them as one, under the first name given.</source>
        <translation>Sagt, dass Seiten der Schlachten der Kampagne eine Seite sind, von Schlacht zu Schlacht anders benannt (&quot;American&quot;, &quot;United States&quot;): die Kampagne zählt sie als eine, unter dem zuerst genannten Namen.</translation>
    </message>
    <message>
        <source>Takes a side out of the side it was said to be the same as: it counts on its own again.</source>
        <translation>Nimmt eine Seite aus der Seite heraus, mit der sie als gleich genannt wurde: sie zählt wieder für sich.</translation>
    </message>
    <message>
        <source>A side&apos;s name as a battle of the campaign has it (two or more).</source>
        <translation>Der Name einer Seite, wie eine Schlacht der Kampagne ihn hat (zwei oder mehr).</translation>
    </message>
    <message>
        <source>campaign same-side needs two or more --side NAME</source>
        <translation>campaign same-side braucht zwei oder mehr --side NAME</translation>
    </message>
    <message>
        <source>campaign separate-side needs one --side NAME</source>
        <translation>campaign separate-side braucht ein --side NAME</translation>
    </message>
    <message>
        <source>%1 are one side in this campaign, shown as %2</source>
        <translation>%1 sind in dieser Kampagne eine Seite, angezeigt als %2</translation>
    </message>
    <message>
        <source>%1 counts on its own again</source>
        <translation>%1 zählt wieder für sich</translation>
    </message>
    <message>
        <source>%1 fights here as %2</source>
        <translation>%1 kämpft hier als %2</translation>
    </message>
    <message>
        <source>%1 fights in battle %2 (&quot;%3&quot;) only. If it is a side of another battle under another name, say so: adjutant-cli campaign same-side %4 --side NAME --side &quot;%1&quot;</source>
        <translation>%1 kämpft nur in Schlacht %2 (&quot;%3&quot;). Wenn sie unter anderem Namen eine Seite einer anderen Schlacht ist, sagen Sie es: adjutant-cli campaign same-side %4 --side NAME --side &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The VP (or Glory) to win: the side&apos;s (--side), else every side&apos;s; 0: none.</source>
        <translation>Die SP (oder Ruhm) zum Sieg: die der Seite (--side), sonst die jeder Seite; 0: keine.</translation>
    </message>
    <message>
        <source>The turn by which the side (--side) must reach its VP, the other winning on time when it does not (10.C); without --side the battle&apos;s last turn; 0: none.</source>
        <translation>Der Zug, bis zu dem die Seite (--side) ihre SP erreichen muss; erreicht sie sie nicht, gewinnt die andere auf Zeit (10.C); ohne --side der letzte Zug der Schlacht; 0: keiner.</translation>
    </message>
    <message>
        <source>The side the conditions are for, each side its own; without it one VP target for every side and a turn limit that names no side.</source>
        <translation>Die Seite, für die die Bedingungen gelten, jede Seite ihre eigenen; ohne sie ein SP-Ziel für jede Seite und ein Zuglimit, das keine Seite nennt.</translation>
    </message>
    <message>
        <source>--side needs a side&apos;s name</source>
        <translation>--side braucht den Namen einer Seite</translation>
    </message>
    <message>
        <source>the victory conditions are set side by side (%1): name the side with --side</source>
        <translation>die Siegbedingungen sind Seite für Seite gesetzt (%1): nennen Sie die Seite mit --side</translation>
    </message>
    <message>
        <source>Sets a battle&apos;s victory conditions as one logged, undoable action: with --side that side&apos;s VP to win and the turn by which it must reach them (10.C), else one VP target for every side and a turn limit. Without options prints them, each side&apos;s VP and whether they are met.</source>
        <translation>Setzt die Siegbedingungen einer Schlacht als eine protokollierte, rückgängig machbare Aktion: mit --side die SP der Seite zum Sieg und den Zug, bis zu dem sie sie erreichen muss (10.C), sonst ein SP-Ziel für jede Seite und ein Zuglimit. Ohne Optionen gibt sie aus, dazu die SP jeder Seite und ob sie erfüllt sind.</translation>
    </message>
    <message>
        <source>Records the end of a battle (by victory, on time or by the referee&apos;s call) with each side&apos;s VP as one logged action; &apos;undo&apos; takes it back. A time win is the victory conditions&apos;: without --winner the side that wins on time; a time called before it is up is the referee&apos;s call.</source>
        <translation>Hält das Ende einer Schlacht (durch Sieg, auf Zeit oder durch Entscheidung des Schiedsrichters) mit den SP jeder Seite als eine protokollierte Aktion fest; &apos;undo&apos; nimmt es zurück. Ein Sieg auf Zeit ist der der Siegbedingungen: ohne --winner die Seite, die auf Zeit gewinnt; eine Zeit, die ausgerufen wird, bevor sie abgelaufen ist, ist die Entscheidung des Schiedsrichters.</translation>
    </message>
    <message>
        <source>The side that won (needed for a victory; on time, when the conditions do not say).</source>
        <translation>Die Seite, die gewann (nötig für einen Sieg; auf Zeit, wenn die Bedingungen es nicht sagen).</translation>
    </message>
    <message>
        <source>Record a victory for a side short of its VP and behind on VP.</source>
        <translation>Einen Sieg für eine Seite festhalten, der SP zu ihrem Ziel fehlen und die bei den SP zurückliegt.</translation>
    </message>
    <message>
        <source>winner: %1; a victory for %2 asks first: add --confirm to record it</source>
        <translation>winner: %1; ein Sieg für %2 fragt zuerst: fügen Sie --confirm hinzu, um ihn festzuhalten</translation>
    </message>
    <message>
        <source>%1: give the hex with --to</source>
        <translation>%1: geben Sie das Hexfeld mit --to an</translation>
    </message>
    <message>
        <source>a temporary file cannot be written in %1: %2</source>
        <translation>im Ordner %1 kann keine temporäre Datei geschrieben werden: %2</translation>
    </message>
    <message>
        <source>a temporary file in %1 could not be written</source>
        <translation>eine temporäre Datei im Ordner %1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>totalled by rule %1</source>
        <translation>nach Regel %1 summiert</translation>
    </message>
    <message>
        <source>create a battle file (from a rule set or a scenario)</source>
        <translation>eine Schlachtdatei anlegen (aus einem Regelwerk oder einem Szenario)</translation>
    </message>
    <message>
        <source>print a battle&apos;s state</source>
        <translation>den Stand einer Schlacht ausgeben</translation>
    </message>
    <message>
        <source>add a side to a battle</source>
        <translation>einer Schlacht eine Seite hinzufügen</translation>
    </message>
    <message>
        <source>link battles into a campaign: new, add, remove, relink, same-side,
             separate-side, show, summary</source>
        <translation>Schlachten zu einer Kampagne verbinden: new, add, remove, relink, same-side,
             separate-side, show, summary</translation>
    </message>
    <message>
        <source>join a battle to a club, mirror it, take it over, pull it; the standings and the board: init, join, leave, status, sync, mirror, takeover, pull, standings, serve</source>
        <translation>eine Schlacht einem Club beitreten lassen, spiegeln, übernehmen, holen; der Stand und die Anzeigetafel: init, join, leave, status, sync, mirror, takeover, pull, standings, serve</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Victory and campaigns:</source>
        <translation>Sieg und Kampagnen:</translation>
    </message>
    <message>
        <source>The club (many tables, one PostgreSQL server):</source>
        <translation>Der Club (viele Tische, ein PostgreSQL-Server):</translation>
    </message>
    <message>
        <source>With --json every command prints its result or its refusal as JSON (docs/json.md).
Run &apos;adjutant-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Mit --json gibt jeder Befehl sein Ergebnis oder seine Ablehnung als JSON aus (docs/json.md).
Mit &apos;adjutant-cli BEFEHL --help&apos; erhalten Sie die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>serve the table link: each side&apos;s page for its secret choices and its report</source>
        <translation>den Tisch-Link bereitstellen: die Seite jeder Seite für ihre geheimen Entscheidungen und ihren Bericht</translation>
    </message>
    <message>
        <source>the table link&apos;s sides as the referee sees them; reveal their choices; renew a code</source>
        <translation>die Seiten des Tisch-Links, wie der Schiedsrichter sie sieht; ihre Entscheidungen aufdecken; einen Code erneuern</translation>
    </message>
    <message>
        <source>print a battle&apos;s event log</source>
        <translation>das Ereignisprotokoll einer Schlacht ausgeben</translation>
    </message>
    <message>
        <source>list the rule sets and their unit profiles</source>
        <translation>die Regelwerke und ihre Einheitenprofile auflisten</translation>
    </message>
    <message>
        <source>make sure a demo battle exists (one per rule set) and print its path</source>
        <translation>sicherstellen, dass eine Demo-Schlacht existiert (eine pro Regelwerk), und ihren Pfad ausgeben</translation>
    </message>
    <message>
        <source>move a unit (or a leader alone) hex by hex, checked by the rules, as one action</source>
        <translation>eine Einheit (oder einen Anführer allein) Hexfeld für Hexfeld bewegen, von den Regeln geprüft, als eine Aktion</translation>
    </message>
    <message>
        <source>resolve an action (fire, melee, morale, ...) with exact odds; apply it to a battle</source>
        <translation>eine Aktion (Beschuss, Handgemenge, Moral, ...) mit exakten Wahrscheinlichkeiten auswerten; auf eine Schlacht anwenden</translation>
    </message>
    <message>
        <source>set a hex battle&apos;s board: size and terrain tiles by hex label</source>
        <translation>den Spielplan einer Hex-Schlacht festlegen: Größe und Geländefelder nach Hexfeld-Bezeichnung</translation>
    </message>
    <message>
        <source>change a rule table entry for one battle, or switch optional rules</source>
        <translation>einen Regeltabelleneintrag für eine Schlacht ändern oder Optionalregeln schalten</translation>
    </message>
    <message>
        <source>record the range measured between two units this turn</source>
        <translation>die zwischen zwei Einheiten in diesem Zug gemessene Entfernung festhalten</translation>
    </message>
    <message>
        <source>add units to a battle from a roster file (CSV or JSON), all or nothing</source>
        <translation>einer Schlacht Einheiten aus einer Aufstellungsdatei (CSV oder JSON) hinzufügen, alles oder nichts</translation>
    </message>
    <message>
        <source>write a battle&apos;s roster to a CSV or JSON file</source>
        <translation>die Aufstellung einer Schlacht in eine CSV- oder JSON-Datei schreiben</translation>
    </message>
    <message>
        <source>write the JSON Schemas of every command&apos;s output and every action&apos;s input</source>
        <translation>die JSON-Schemas der Ausgabe jedes Befehls und der Eingaben jeder Aktion schreiben</translation>
    </message>
    <message>
        <source>write a turn&apos;s summary or a players&apos; report as PDF, HTML or JSON</source>
        <translation>den Zugbericht oder einen Spielerbericht als PDF, HTML oder JSON schreiben</translation>
    </message>
    <message>
        <source>set a rule set&apos;s tracked value (the wind, ...) as one action</source>
        <translation>einen vom Regelwerk geführten Wert (den Wind, ...) als eine Aktion setzen</translation>
    </message>
    <message>
        <source>advance the battle to the next phase or turn (saying what is still owed)</source>
        <translation>die Schlacht zur nächsten Phase oder zum nächsten Zug weiterschalten (und sagen, was noch aussteht)</translation>
    </message>
    <message>
        <source>list what the turn still owes by the rules, with the action that settles each</source>
        <translation>auflisten, was der Zug nach den Regeln noch schuldet, jeweils mit der Aktion, die es erledigt</translation>
    </message>
    <message>
        <source>take back the last action that stands, even after a restart</source>
        <translation>die letzte geltende Aktion zurücknehmen, auch nach einem Neustart</translation>
    </message>
    <message>
        <source>put back the last action undone</source>
        <translation>die zuletzt zurückgenommene Aktion wiederherstellen</translation>
    </message>
    <message>
        <source>add a unit to a side</source>
        <translation>einer Seite eine Einheit hinzufügen</translation>
    </message>
    <message>
        <source>change a unit&apos;s name, strength, attributes or position</source>
        <translation>Name, Stärke, Attribute oder Position einer Einheit ändern</translation>
    </message>
    <message>
        <source>remove a unit (its leaders stay, alone)</source>
        <translation>eine Einheit entfernen (ihre Anführer bleiben, allein)</translation>
    </message>
    <message>
        <source>place or lift a marker on a unit</source>
        <translation>einen Marker auf eine Einheit legen oder von ihr entfernen</translation>
    </message>
    <message>
        <source>set or print a battle&apos;s victory conditions (VP to win, turn limit)</source>
        <translation>die Siegbedingungen einer Schlacht setzen oder ausgeben (SP zum Sieg, Zuglimit)</translation>
    </message>
    <message>
        <source>record the end of a battle (victory, time, referee) as one action</source>
        <translation>das Ende einer Schlacht festhalten (victory, time, referee) als eine Aktion</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>interner Fehler: %1</translation>
    </message>
</context>
<context>
    <name>adj::ClubAddress</name>
    <message>
        <source>the club&apos;s server is given as postgresql://host/database, not &quot;%1&quot;</source>
        <translation>der Server des Clubs wird als postgresql://host/datenbank angegeben, nicht „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address: %2</source>
        <translation>„%1“ ist keine gültige Adresse: %2</translation>
    </message>
    <message>
        <source>the address holds a password: put it in ~/.pgpass (or the file PGPASSFILE names) instead, so that the battle file never holds it</source>
        <translation>die Adresse enthält ein Passwort: Legen Sie es stattdessen in ~/.pgpass ab (oder in der Datei, die PGPASSFILE nennt), damit die Schlachtdatei es nie enthält</translation>
    </message>
    <message>
        <source>the address&apos;s option &quot;%1&quot; is not one Adjutant passes on to the server</source>
        <translation>die Option „%1“ der Adresse gibt Adjutant nicht an den Server weiter</translation>
    </message>
    <message>
        <source>the address&apos;s option &quot;%1&quot; holds a semicolon</source>
        <translation>die Option „%1“ der Adresse enthält ein Semikolon</translation>
    </message>
</context>
<context>
    <name>adj::ClubBoard</name>
    <message>
        <source>The club: {club}</source>
        <translation>Der Club: {club}</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>No table has joined the club yet.</source>
        <translation>Noch kein Tisch ist dem Club beigetreten.</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Partei</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>won by {side}</source>
        <translation>gewonnen von {side}</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Letzte Aktion</translation>
    </message>
    <message>
        <source>no action yet</source>
        <translation>noch keine Aktion</translation>
    </message>
    <message>
        <source>{events} events</source>
        <translation>{events} Ereignisse</translation>
    </message>
    <message>
        <source>Campaign totals</source>
        <translation>Feldzugssummen</translation>
    </message>
    <message>
        <source>rule 12</source>
        <translation>Regel 12</translation>
    </message>
    <message>
        <source>the battles&apos; totals</source>
        <translation>die Summen der Schlachten</translation>
    </message>
    <message>
        <source>{battles} battles</source>
        <translation>{battles} Schlachten</translation>
    </message>
    <message>
        <source>ahead: {side}</source>
        <translation>vorn: {side}</translation>
    </message>
    <message>
        <source>level</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinde…</translation>
    </message>
    <message>
        <source>The board has lost the club&apos;s server; it shows the tables as they were.</source>
        <translation>Die Anzeigetafel hat den Server des Clubs verloren; sie zeigt die Tische, wie sie waren.</translation>
    </message>
    <message>
        <source>updated {time}</source>
        <translation>aktualisiert {time}</translation>
    </message>
</context>
<context>
    <name>adj::ClubDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Leave the Club</source>
        <translation>Club &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Take Over…</source>
        <translation>Ü&amp;bernehmen…</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>The club&apos;s PostgreSQL server. The password is read from ~/.pgpass (or the file PGPASSFILE names), never stored in the battle.</source>
        <translation>Der PostgreSQL-Server des Clubs. Das Passwort wird aus ~/.pgpass gelesen (oder der Datei, die PGPASSFILE nennt), nie in der Schlacht gespeichert.</translation>
    </message>
    <message>
        <source>the club&apos;s name</source>
        <translation>der Name des Clubs</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>This battle is in no club. Joining mirrors every action to the club&apos;s server; the table never waits for it.</source>
        <translation>Diese Schlacht ist in keinem Club. Ein Beitritt spiegelt jede Aktion auf den Server des Clubs; der Tisch wartet nie auf ihn.</translation>
    </message>
    <message>
        <source>In the club &quot;%1&quot; since %2.</source>
        <translation>Im Club „%1“ seit %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) not known to be on the server.</source>
        <translation>
            <numerusform>%n Ereignis nicht sicher auf dem Server.</numerusform>
            <numerusform>%n Ereignisse nicht sicher auf dem Server.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server has %1 of the battle&apos;s %2 events; this laptop writes it.</source>
        <translation>Der Server hat %1 der %2 Ereignisse der Schlacht; dieser Laptop schreibt sie.</translation>
    </message>
    <message>
        <source>The server takes this battle&apos;s actions from %1; take it over to write it from here.</source>
        <translation>Der Server nimmt die Aktionen dieser Schlacht von %1 an; übernehmen Sie sie, um sie von hier zu schreiben.</translation>
    </message>
    <message>
        <source>Give the club&apos;s name.</source>
        <translation>Geben Sie den Namen des Clubs an.</translation>
    </message>
    <message>
        <source>The battle did not join the club: %1</source>
        <translation>Die Schlacht ist dem Club nicht beigetreten: %1</translation>
    </message>
    <message>
        <source>Leave the club? The club&apos;s board no longer shows this battle, and what has not reached the server yet stays in this file only.</source>
        <translation>Den Club verlassen? Die Anzeigetafel des Clubs zeigt diese Schlacht nicht mehr, und was den Server noch nicht erreicht hat, bleibt nur in dieser Datei.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written from %2. From now on only this laptop may write it, and %2 is refused. Take it over?</source>
        <translation>„%1“ wird von %2 geschrieben. Von nun an darf nur dieser Laptop sie schreiben, und %2 wird abgewiesen. Übernehmen?</translation>
    </message>
    <message>
        <source>C&amp;lub…</source>
        <translation>C&amp;lub…</translation>
    </message>
    <message>
        <source>Joins this battle to a club&apos;s server: its tables on one board, the campaign&apos;s totals, another laptop able to carry on.</source>
        <translation>Verbindet diese Schlacht mit dem Server eines Clubs: seine Tische auf einer Anzeigetafel, die Summen des Feldzugs, ein anderer Laptop kann weitermachen.</translation>
    </message>
    <message>
        <source>Open a battle first: it is the battle that joins a club.</source>
        <translation>Öffnen Sie zuerst eine Schlacht: Es ist die Schlacht, die einem Club beitritt.</translation>
    </message>
</context>
<context>
    <name>adj::ClubJoin</name>
    <message>
        <source>%1 is read-only (%2): it cannot join a club</source>
        <translation>%1 ist schreibgeschützt (%2): Sie kann keinem Club beitreten</translation>
    </message>
    <message>
        <source>%1 is in the club &quot;%2&quot; already (%3): leave it first</source>
        <translation>%1 ist schon im Club „%2“ (%3): Verlassen Sie ihn zuerst</translation>
    </message>
    <message>
        <source>%1 has joined no club</source>
        <translation>%1 ist in keinem Club</translation>
    </message>
</context>
<context>
    <name>adj::ClubMirror</name>
    <message>
        <source>club: %1</source>
        <translation>Club: %1</translation>
    </message>
    <message numerus="yes">
        <source>club: %n event(s) waiting</source>
        <translation>
            <numerusform>Club: %n Ereignis wartet</numerusform>
            <numerusform>Club: %n Ereignisse warten</numerusform>
        </translation>
    </message>
    <message>
        <source>club: up to date</source>
        <translation>Club: auf dem neuesten Stand</translation>
    </message>
</context>
<context>
    <name>adj::ClubPull</name>
    <message>
        <source>the battle&apos;s log cannot be read whole (%1 of %2 events)</source>
        <translation>das Protokoll der Schlacht kann nicht ganz gelesen werden (%1 von %2 Ereignissen)</translation>
    </message>
    <message>
        <source>this battle&apos;s log does not tell how it came to be as it is (it holds changes made outside its events): it cannot be mirrored to a club</source>
        <translation>das Protokoll dieser Schlacht erklärt nicht, wie sie zu ihrem Stand kam (sie enthält Änderungen außerhalb ihrer Ereignisse): Sie kann nicht in einen Club gespiegelt werden</translation>
    </message>
    <message>
        <source>the club has %1 events of this battle and this file %2: pull it again (club pull)</source>
        <translation>der Club hat %1 Ereignisse dieser Schlacht und diese Datei %2: Holen Sie sie neu (club pull)</translation>
    </message>
    <message>
        <source>the club&apos;s event %1 cannot be read</source>
        <translation>das Ereignis %1 des Clubs kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>this file&apos;s event %1 is not the club&apos;s: it is another battle&apos;s history (pull it again)</source>
        <translation>das Ereignis %1 dieser Datei ist nicht das des Clubs: Es ist die Geschichte einer anderen Schlacht (holen Sie sie neu)</translation>
    </message>
    <message>
        <source>%1 already exists; a battle pulled from the club never overwrites a file</source>
        <translation>%1 existiert schon; eine vom Club geholte Schlacht überschreibt nie eine Datei</translation>
    </message>
    <message>
        <source>the club&apos;s origin of this battle is not one Adjutant writes</source>
        <translation>der Anfangsstand dieser Schlacht beim Club ist keiner, den Adjutant schreibt</translation>
    </message>
    <message>
        <source>the club&apos;s event %1 of this battle does not match its digest</source>
        <translation>das Ereignis %1 dieser Schlacht beim Club passt nicht zu seiner Prüfsumme</translation>
    </message>
    <message>
        <source>the club&apos;s event %1 cannot be written: %2</source>
        <translation>das Ereignis %1 des Clubs kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the club sent %1 of the battle&apos;s %2 events</source>
        <translation>der Club schickte %1 der %2 Ereignisse der Schlacht</translation>
    </message>
</context>
<context>
    <name>adj::ClubSender</name>
    <message>
        <source>the club&apos;s server takes this battle&apos;s events from another laptop (%1): take it over (club takeover) to write it from here</source>
        <translation>der Server des Clubs nimmt die Ereignisse dieser Schlacht von einem anderen Laptop an (%1): Übernehmen Sie sie (club takeover), um sie von hier zu schreiben</translation>
    </message>
    <message>
        <source>the battle has joined no club</source>
        <translation>die Schlacht ist in keinem Club</translation>
    </message>
</context>
<context>
    <name>adj::ClubServer</name>
    <message>
        <source>this Adjutant cannot reach PostgreSQL: Qt&apos;s QPSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>dieses Adjutant erreicht PostgreSQL nicht: Der QPSQL-Treiber von Qt ist nicht installiert (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club&apos;s server %1 cannot be reached: %2</source>
        <translation>der Server des Clubs %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>the club&apos;s server takes this battle&apos;s events from another laptop (%1): take it over (club takeover) to write it from here</source>
        <translation>der Server des Clubs nimmt die Ereignisse dieser Schlacht von einem anderen Laptop an (%1): Übernehmen Sie sie (club takeover), um sie von hier zu schreiben</translation>
    </message>
    <message>
        <source>event %1 does not match its digest: it changed after it was written</source>
        <translation>Ereignis %1 passt nicht zu seiner Prüfsumme: Es wurde nach dem Schreiben geändert</translation>
    </message>
    <message>
        <source>the club&apos;s server holds another event %1 for this battle: this file is not the battle the club has (pull it again)</source>
        <translation>der Server des Clubs hat ein anderes Ereignis %1 für diese Schlacht: Diese Datei ist nicht die Schlacht des Clubs (holen Sie sie neu)</translation>
    </message>
    <message>
        <source>the club&apos;s server has this battle&apos;s events up to %1 only</source>
        <translation>der Server des Clubs hat die Ereignisse dieser Schlacht nur bis %1</translation>
    </message>
    <message>
        <source>the server has no club &quot;%1&quot; (club init makes one)</source>
        <translation>der Server hat keinen Club „%1“ (club init legt ihn an)</translation>
    </message>
    <message>
        <source>this battle belongs to the club &quot;%1&quot; on that server</source>
        <translation>diese Schlacht gehört auf jenem Server zum Club „%1“</translation>
    </message>
    <message>
        <source>the club&apos;s server has no such battle</source>
        <translation>der Server des Clubs hat keine solche Schlacht</translation>
    </message>
    <message>
        <source>the club&apos;s server %1 was lost: %2</source>
        <translation>die Verbindung zum Server des Clubs %1 ist verloren: %2</translation>
    </message>
    <message>
        <source>the club&apos;s server said: %1</source>
        <translation>der Server des Clubs meldete: %1</translation>
    </message>
    <message>
        <source>the club&apos;s schema on the server is of a newer Adjutant (version %1; this one knows %2)</source>
        <translation>das Schema des Clubs auf dem Server stammt von einem neueren Adjutant (Version %1; dieses kennt %2)</translation>
    </message>
    <message>
        <source>the club&apos;s schema %1 version %2</source>
        <translation>das Schema des Clubs %1 Version %2</translation>
    </message>
    <message>
        <source>created at</source>
        <translation>angelegt in</translation>
    </message>
    <message>
        <source>migrated to</source>
        <translation>migriert auf</translation>
    </message>
    <message>
        <source>the roles %1 (tables: their own battles&apos; events, and reading) and %2 (the board: reading)</source>
        <translation>die Rollen %1 (Tische: die Ereignisse ihrer eigenen Schlachten, und Lesen) und %2 (die Anzeigetafel: Lesen)</translation>
    </message>
    <message>
        <source>the club &quot;%1&quot; created</source>
        <translation>der Club „%1“ angelegt</translation>
    </message>
    <message>
        <source>the club &quot;%1&quot; was there already</source>
        <translation>der Club „%1“ war schon da</translation>
    </message>
    <message>
        <source>the club&apos;s server has no battle %1</source>
        <translation>der Server des Clubs hat keine Schlacht %1</translation>
    </message>
</context>
<context>
    <name>adj::ClubStanding</name>
    <message>
        <source>the server has no club &quot;%1&quot;</source>
        <translation>der Server hat keinen Club „%1“</translation>
    </message>
    <message>
        <source>the club&apos;s board cannot listen on %1, port %2: is another program using it?</source>
        <translation>die Anzeigetafel des Clubs kann nicht auf %1, Port %2 lauschen: Benutzt ein anderes Programm ihn?</translation>
    </message>
</context>
<context>
    <name>adj::ClubStore</name>
    <message>
        <source>%1 cannot be opened for the club: %2</source>
        <translation>%1 kann für den Club nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 has no club tables: open it with this version of Adjutant first</source>
        <translation>%1 hat keine Club-Tabellen: Öffnen Sie sie zuerst mit dieser Version von Adjutant</translation>
    </message>
    <message>
        <source>%1: the club&apos;s rows were not written</source>
        <translation>%1: die Zeilen des Clubs wurden nicht geschrieben</translation>
    </message>
    <message>
        <source>%1: the club&apos;s rows cannot be read: %2</source>
        <translation>%1: die Zeilen des Clubs können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the log cannot be read: %2</source>
        <translation>%1: das Protokoll kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the club&apos;s outbox cannot be read: %2</source>
        <translation>%1: der Ausgang des Clubs kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>adj::ClubWriter</name>
    <message>
        <source>this laptop&apos;s club key %1 cannot be read: %2</source>
        <translation>der Club-Schlüssel dieses Laptops %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>this laptop&apos;s club key %1 is damaged (64 hex digits expected)</source>
        <translation>der Club-Schlüssel dieses Laptops %1 ist beschädigt (64 Hexadezimalziffern erwartet)</translation>
    </message>
    <message>
        <source>this laptop&apos;s club key %1 cannot be written: %2</source>
        <translation>der Club-Schlüssel dieses Laptops %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>adj::Demo</name>
    <message>
        <source>Cannot create the data folder %1.</source>
        <translation>Der Datenordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The demo battle is missing from this build.</source>
        <translation>Die Demo-Schlacht fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>Queenston Heights, 1812 (For Honor and Glory)</source>
        <translation>Queenston Heights, 1812 (For Honor and Glory)</translation>
    </message>
    <message>
        <source>Lake Erie, 1813 (Wars for America, naval)</source>
        <translation>Eriesee, 1813 (Wars for America, See)</translation>
    </message>
    <message>
        <source>Cowpens, 1781 (One If By Land)</source>
        <translation>Cowpens, 1781 (One If By Land)</translation>
    </message>
    <message>
        <source>Chippawa, 1814 (Fields of Honor, battalion scale)</source>
        <translation>Chippawa, 1814 (Fields of Honor, Maßstab Bataillon)</translation>
    </message>
    <message>
        <source>The Ford at Carrow Vale (Honour &amp; Glory)</source>
        <translation>Die Furt bei Carrow Vale (Honour &amp; Glory)</translation>
    </message>
    <message>
        <source>There is no demo battle &quot;%1&quot; (%2).</source>
        <translation>Es gibt keine Demo-Schlacht „%1“ (%2).</translation>
    </message>
</context>
<context>
    <name>adj::DiceField</name>
    <message>
        <source>Next: die %1, a %2 for %3</source>
        <translation>Als Nächstes: Würfel %1, ein %2 für %3</translation>
    </message>
    <message>
        <source>Not resolved: %1</source>
        <translation>Nicht ausgewertet: %1</translation>
    </message>
    <message>
        <source>Type the players&apos; dice first, e.g. 556 or 5 5 6.</source>
        <translation>Geben Sie zuerst die Würfel der Spieler ein, z. B. 556 oder 5 5 6.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>e.g. 556 or 5 5 6</source>
        <translation>z. B. 556 oder 5 5 6</translation>
    </message>
</context>
<context>
    <name>adj::DicePlan</name>
    <message>
        <source>up to %1</source>
        <translation>bis zu %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to roll: %1</source>
        <translation>Nichts zu würfeln: %1</translation>
    </message>
    <message>
        <source>No dice.</source>
        <translation>Keine Würfel.</translation>
    </message>
    <message>
        <source>Then, %1: %2.</source>
        <translation>Dann, %1: %2.</translation>
    </message>
    <message>
        <source>Roll %1.</source>
        <translation>Würfeln: %1.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
</context>
<context>
    <name>adj::Edits</name>
    <message>
        <source>a side needs a name</source>
        <translation>eine Seite braucht einen Namen</translation>
    </message>
    <message>
        <source>there is already a side called &quot;%1&quot;</source>
        <translation>es gibt bereits eine Seite namens „%1“</translation>
    </message>
    <message>
        <source>Side %1 added</source>
        <translation>Seite %1 hinzugefügt</translation>
    </message>
    <message>
        <source>there is no side called &quot;%1&quot;</source>
        <translation>es gibt keine Seite namens „%1“</translation>
    </message>
    <message>
        <source>a unit needs a name</source>
        <translation>eine Einheit braucht einen Namen</translation>
    </message>
    <message>
        <source>there is already a unit called &quot;%1&quot;</source>
        <translation>es gibt bereits eine Einheit namens „%1“</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot;: %2</source>
        <translation>Einheit „%1“: %2</translation>
    </message>
    <message>
        <source>%1 added to %2</source>
        <translation>%1 zu %2 hinzugefügt</translation>
    </message>
    <message>
        <source>there is no unit %1</source>
        <translation>es gibt keine Einheit %1</translation>
    </message>
    <message>
        <source>there is no side %1</source>
        <translation>es gibt keine Seite %1</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>nichts zu ändern</translation>
    </message>
    <message>
        <source>%1: strength %2 → %3</source>
        <translation>%1: Stärke %2 → %3</translation>
    </message>
    <message>
        <source>%1 edited</source>
        <translation>%1 bearbeitet</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>a leader needs a name</source>
        <translation>ein Anführer braucht einen Namen</translation>
    </message>
    <message>
        <source>leader rating %1 is outside 0..9</source>
        <translation>Anführerwert %1 liegt außerhalb von 0..9</translation>
    </message>
    <message>
        <source>there is no unit called &quot;%1&quot;</source>
        <translation>es gibt keine Einheit namens „%1“</translation>
    </message>
    <message>
        <source>%1 is not on the side of %2</source>
        <translation>%1 gehört nicht zur Seite von %2</translation>
    </message>
    <message>
        <source>Leader %1 added to %2</source>
        <translation>Anführer %1 zu %2 hinzugefügt</translation>
    </message>
    <message>
        <source>there is no leader %1</source>
        <translation>es gibt keinen Anführer %1</translation>
    </message>
    <message>
        <source>a leader can only join a unit of his own side</source>
        <translation>ein Anführer kann sich nur einer Einheit seiner eigenen Seite anschließen</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 schließt sich %2 an</translation>
    </message>
    <message>
        <source>%1 leaves his unit</source>
        <translation>%1 verlässt seine Einheit</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker of %2 (%3)</source>
        <translation>„%1“ ist kein Marker von %2 (%3)</translation>
    </message>
    <message>
        <source>%1 already has a %2 marker</source>
        <translation>%1 hat bereits einen %2-Marker</translation>
    </message>
    <message>
        <source>%1 marker placed on %2</source>
        <translation>%1-Marker auf %2 platziert</translation>
    </message>
    <message>
        <source>there is no marker %1 on the table</source>
        <translation>es gibt keinen Marker %1 auf dem Tisch</translation>
    </message>
    <message>
        <source>%1 marker lifted from %2</source>
        <translation>%1-Marker von %2 entfernt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a counter of %2 (%3)</source>
        <translation>„%1“ ist kein Zähler von %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 is already %3</source>
        <translation>%1 von %2 ist bereits %3</translation>
    </message>
    <message>
        <source>%1 of %2: %3 → %4</source>
        <translation>%1 von %2: %3 → %4</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2</source>
        <translation>Zug %1 beginnt: %2</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>a range needs two different units</source>
        <translation>eine Entfernung braucht zwei verschiedene Einheiten</translation>
    </message>
    <message>
        <source>range %1 is not a distance</source>
        <translation>Entfernung %1 ist keine gültige Distanz</translation>
    </message>
    <message>
        <source>%1 measures in hexes, not %2</source>
        <translation>%1 misst in Hexfeldern, nicht in %2</translation>
    </message>
    <message>
        <source>a range in hexes is a whole number, not %1</source>
        <translation>eine Entfernung in Hexfeldern ist eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <source>%1 measures in inches or centimetres, not %2</source>
        <translation>%1 misst in Zoll oder Zentimetern, nicht in %2</translation>
    </message>
    <message>
        <source>%1 has no measured ranges</source>
        <translation>%1 hat keine gemessenen Entfernungen</translation>
    </message>
    <message>
        <source>%1 → %2: %3 %4 (%5 yards)</source>
        <translation>%1 → %2: %3 %4 (%5 Yards)</translation>
    </message>
    <message>
        <source>%1 → %2: %3 hexes</source>
        <translation>%1 → %2: %3 Hexfelder</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an optional rule of %2</source>
        <translation>„%1“ ist keine Optionalregel von %2</translation>
    </message>
    <message>
        <source>Optional rules: %1</source>
        <translation>Optionalregeln: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Referee&apos;s notes changed</source>
        <translation>Notizen des Spielleiters geändert</translation>
    </message>
    <message numerus="yes">
        <source>Board: %1 × %2 hexes, %n terrain tile(s)</source>
        <translation>
            <numerusform>Spielplan: %1 × %2 Hexfelder, %n Geländefeld</numerusform>
            <numerusform>Spielplan: %1 × %2 Hexfelder, %n Geländefelder</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules cleared</source>
        <translation>Hausregeln zurückgesetzt</translation>
    </message>
    <message numerus="yes">
        <source>House rules: %n table entr(y/ies) changed</source>
        <translation>
            <numerusform>Hausregeln: %n Tabelleneintrag geändert</numerusform>
            <numerusform>Hausregeln: %n Tabelleneinträge geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>a leader cannot change sides</source>
        <translation>ein Anführer kann nicht die Seite wechseln</translation>
    </message>
    <message>
        <source>%1: rating %2 → %3</source>
        <translation>%1: Wert %2 → %3</translation>
    </message>
    <message>
        <source>Leader %1 edited</source>
        <translation>Anführer %1 bearbeitet</translation>
    </message>
    <message>
        <source>side &quot;%1&quot;: the colour &quot;%2&quot; is not of the form #rrggbb (six hexadecimal digits)</source>
        <translation>Seite „%1“: Die Farbe „%2“ hat nicht die Form #rrggbb (sechs Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a phase of %2</source>
        <translation>„%1“ ist keine Phase von %2</translation>
    </message>
</context>
<context>
    <name>adj::EffectEdits</name>
    <message>
        <source>%1: no side &quot;%2&quot; in this battle</source>
        <translation>%1: keine Seite „%2“ in dieser Schlacht</translation>
    </message>
    <message>
        <source>%1 has %2 AP left; this action needs %3 (%4)</source>
        <translation>%1 hat noch %2 AP; diese Aktion braucht %3 (%4)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a counter of %3</source>
        <translation>%1: „%2“ ist kein Zähler von %3</translation>
    </message>
    <message>
        <source>%1: no leader with &quot;%2&quot;</source>
        <translation>%1: kein Anführer mit „%2“</translation>
    </message>
    <message>
        <source>%1: the inputs name no unit of this battle for &quot;%2&quot;</source>
        <translation>%1: Die Eingaben nennen für „%2“ keine Einheit dieser Schlacht</translation>
    </message>
    <message>
        <source>%1: a loss cannot be negative (%2)</source>
        <translation>%1: Ein Verlust kann nicht negativ sein (%2)</translation>
    </message>
    <message>
        <source>%1: a gain cannot be negative (%2)</source>
        <translation>%1: Ein Gewinn kann nicht negativ sein (%2)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a marker of %3</source>
        <translation>%1: „%2“ ist kein Marker von %3</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <source>%1: no leader of this battle for &quot;%2&quot;</source>
        <translation>%1: kein Anführer dieser Schlacht für „%2“</translation>
    </message>
    <message>
        <source>%1: a tracker needs a key and a JSON object</source>
        <translation>%1: ein Tracker braucht einen Schlüssel und ein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1 on %2: a position is a hex label or text</source>
        <translation>%1 auf %2: Eine Position ist eine Hexfeld-Bezeichnung oder ein Text</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a phase of %3</source>
        <translation>%1: „%2“ ist keine Phase von %3</translation>
    </message>
</context>
<context>
    <name>adj::EndBattleDialog</name>
    <message>
        <source>End Battle</source>
        <translation>Schlacht beenden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No victory conditions are set.</source>
        <translation>Es sind keine Siegbedingungen gesetzt.</translation>
    </message>
    <message>
        <source>Turn %1. Standing now: %2</source>
        <translation>Zug %1. Stand jetzt: %2</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>On time (the turn limit)</source>
        <translation>Nach Zeit (das Zuglimit)</translation>
    </message>
    <message>
        <source>The referee&apos;s call</source>
        <translation>Entscheidung des Schiedsrichters</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(niemand)</translation>
    </message>
    <message>
        <source>&amp;Ended by:</source>
        <translation>&amp;Beendet durch:</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>&amp;Sieger:</translation>
    </message>
    <message>
        <source>The time is up at the end of turn %1; ending the battle before that is the referee&apos;s call.</source>
        <translation>Die Zeit ist am Ende von Zug %1 abgelaufen; die Schlacht davor zu beenden ist die Entscheidung des Schiedsrichters.</translation>
    </message>
    <message>
        <source>No turn limit is set: ending the battle on time is the referee&apos;s call.</source>
        <translation>Kein Zuglimit gesetzt: die Schlacht auf Zeit zu beenden ist die Entscheidung des Schiedsrichters.</translation>
    </message>
    <message>
        <source>%1.

Record a victory for %2 all the same?</source>
        <translation>%1.

Trotzdem einen Sieg für %2 festhalten?</translation>
    </message>
    <message>
        <source>Victory Short of the Conditions</source>
        <translation>Sieg unter den Bedingungen</translation>
    </message>
</context>
<context>
    <name>adj::EnteredDice</name>
    <message>
        <source>needs more dice: die %1 (a %2) for %3; %4 given</source>
        <translation>es fehlen Würfel: Würfel %1 (ein %2) für %3; %4 angegeben</translation>
    </message>
    <message>
        <source>die %1 reads %2, which a %3 cannot show (%4-%5); it was for %6</source>
        <translation>Würfel %1 zeigt %2, was ein %3 nicht zeigen kann (%4-%5); er war für %6</translation>
    </message>
    <message>
        <source>die %1: &quot;%2&quot; is not a number</source>
        <translation>Würfel %1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: type the digits the dice show, e.g. 556 or 5 5 6</source>
        <translation>„%1“ ist keine Zahl: Geben Sie die Augenzahlen der Würfel ein, z. B. 556 oder 5 5 6</translation>
    </message>
</context>
<context>
    <name>adj::EntryListHtml</name>
    <message>
        <source>%1 · %2: %3, turn %4</source>
        <translation>%1 · %2: %3, Zug %4</translation>
    </message>
    <message>
        <source>%1 · %2: at the start %3, lost %4, regained %5, now %6</source>
        <translation>%1 · %2: zu Beginn %3, verloren %4, zurückgewonnen %5, jetzt %6</translation>
    </message>
    <message>
        <source>, full strength %1</source>
        <translation>, Sollstärke %1</translation>
    </message>
    <message>
        <source>%1 · %2: %3 placed, turn %4</source>
        <translation>%1 · %2: %3 platziert, Zug %4</translation>
    </message>
    <message>
        <source>%1 · %2: %3 lifted, turn %4</source>
        <translation>%1 · %2: %3 entfernt, Zug %4</translation>
    </message>
    <message>
        <source>turn %1 · %2</source>
        <translation>Zug %1 · %2</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 — %4</source>
        <translation>#%1 · Zug %2 · %3 — %4</translation>
    </message>
    <message>
        <source>(rules %1)</source>
        <translation>(Regeln %1)</translation>
    </message>
    <message>
        <source>#%1 · turn %2 — %3</source>
        <translation>#%1 · Zug %2 — %3</translation>
    </message>
</context>
<context>
    <name>adj::EnumeratingDice</name>
    <message>
        <source>too large to work out exactly (over %1 branches of the dice); roll it</source>
        <translation>zu groß, um es genau auszurechnen (über %1 Würfelzweige); würfeln Sie es</translation>
    </message>
    <message>
        <source>too large to work out exactly (over %1 dice to walk); roll it</source>
        <translation>zu groß, um es genau auszurechnen (über %1 Würfel zu durchlaufen); würfeln Sie es</translation>
    </message>
</context>
<context>
    <name>adj::EventLogModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>adj::EventLogView</name>
    <message>
        <source>Everything done in this battle, in order. Undone actions are struck through; select an entry to read its trace and dice.</source>
        <translation>Alles, was in dieser Schlacht geschehen ist, in Reihenfolge. Rückgängig gemachte Aktionen sind durchgestrichen; wählen Sie einen Eintrag, um seinen Ablauf und seine Würfel zu lesen.</translation>
    </message>
</context>
<context>
    <name>adj::FhgAftermath</name>
    <message>
        <source>%1 must retreat 1 hex from %2, to %3</source>
        <translation>%1 muss sich 1 Hexfeld von %2 zurückziehen, nach %3</translation>
    </message>
    <message>
        <source>%1 stays in %2 with the units that held</source>
        <translation>%1 bleibt in %2 bei den Einheiten, die standgehalten haben</translation>
    </message>
    <message>
        <source>%1 stands in %2 until the retreat</source>
        <translation>%1 steht bis zum Rückzug in %2</translation>
    </message>
    <message>
        <source>%1 retreats with %2: all the units of the hex retreat</source>
        <translation>%1 zieht sich mit %2 zurück: Alle Einheiten des Hexfelds ziehen sich zurück</translation>
    </message>
    <message>
        <source>%1, left alone in %2</source>
        <translation>%1, allein in %2 zurückgelassen</translation>
    </message>
    <message>
        <source>%1, stacked with the eliminated %2</source>
        <translation>%1, gestapelt mit der ausgeschalteten Einheit %2</translation>
    </message>
    <message>
        <source>%1, is blocked on every way by enemy units or impassable terrain and is eliminated</source>
        <translation>%1, ist auf jedem Weg durch feindliche Einheiten oder unpassierbares Gelände blockiert und wird ausgeschaltet</translation>
    </message>
    <message>
        <source>%1 is eliminated: no way to retreat</source>
        <translation>%1 wird ausgeschaltet: kein Weg zum Rückzug</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>Anführer ausgeschaltet</translation>
    </message>
    <message numerus="yes">
        <source>%1, must retreat up to %n hex(es) at once: %2</source>
        <translation>
            <numerusform>%1, muss sich auf einmal bis zu %n Hexfeld zurückziehen: %2</numerusform>
            <numerusform>%1, muss sich auf einmal bis zu %n Hexfelder zurückziehen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stands alone in %2</source>
        <translation>%1 steht allein in %2</translation>
    </message>
</context>
<context>
    <name>adj::FhgBattle</name>
    <message>
        <source>the battle&apos;s board: %1</source>
        <translation>Spielplan der Schlacht: %1</translation>
    </message>
    <message>
        <source>%1 has already been activated this turn (6.1.4)</source>
        <translation>%1 wurde in diesem Zug bereits aktiviert (6.1.4)</translation>
    </message>
    <message>
        <source>hex %1: %2</source>
        <translation>Hexfeld %1: %2</translation>
    </message>
    <message>
        <source>%1 has moved this turn and may take no further action (6.2.1, 7.1.1)</source>
        <translation>%1 hat sich in diesem Zug bewegt und darf keine weitere Aktion ausführen (6.2.1, 7.1.1)</translation>
    </message>
    <message>
        <source>%1 has already moved this turn (7.1.1)</source>
        <translation>%1 hat sich in diesem Zug bereits bewegt (7.1.1)</translation>
    </message>
    <message>
        <source>%1 has moved this turn: a change of formation leaves the unit in place (7.5)</source>
        <translation>%1 hat sich in diesem Zug bewegt: Ein Formationswechsel lässt die Einheit an Ort und Stelle (7.5)</translation>
    </message>
    <message>
        <source>%1 has fired this turn and may now only move (6.2.4)</source>
        <translation>%1 hat in diesem Zug gefeuert und darf sich jetzt nur noch bewegen (6.2.4)</translation>
    </message>
</context>
<context>
    <name>adj::FhgBoardRules</name>
    <message>
        <source>%1: no hex is open; the retreat eliminates it (%2)</source>
        <translation>%1: kein Hexfeld ist frei; der Rückzug schaltet sie aus (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>adj::FhgCloseCombat</name>
    <message>
        <source>Close combat</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>An infantry or Indian unit attacks an adjacent enemy hex: 2 AP. The defenders check for retreat first.</source>
        <translation>Eine Infanterie- oder Indianereinheit greift ein benachbartes feindliches Hexfeld an: 2 AP. Die Verteidiger prüfen zuerst auf Rückzug.</translation>
    </message>
    <message>
        <source>Attacking unit</source>
        <translation>Angreifende Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that attacks (optional).</source>
        <translation>Die angreifende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Attacker type</source>
        <translation>Typ des Angreifers</translation>
    </message>
    <message>
        <source>Unit type of the attacker.</source>
        <translation>Einheitentyp des Angreifers.</translation>
    </message>
    <message>
        <source>Attacker MP</source>
        <translation>MP des Angreifers</translation>
    </message>
    <message>
        <source>Current MP of the attacker (default: its full MP); used by 11.1 and 11.3.</source>
        <translation>Aktuelle MP des Angreifers (Standard: seine vollen MP); verwendet von 11.1 und 11.3.</translation>
    </message>
    <message>
        <source>Attacker in column</source>
        <translation>Angreifer in Kolonne</translation>
    </message>
    <message>
        <source>A unit in column rolls 1 die.</source>
        <translation>Eine Einheit in Kolonne würfelt mit 1 Würfel.</translation>
    </message>
    <message>
        <source>Adjacent</source>
        <translation>Benachbart</translation>
    </message>
    <message>
        <source>Close combat needs the attacker adjacent to the defender.</source>
        <translation>Für den Nahkampf muss der Angreifer dem Verteidiger benachbart sein.</translation>
    </message>
    <message>
        <source>Attacker moved this turn</source>
        <translation>Angreifer hat sich in diesem Zug bewegt</translation>
    </message>
    <message>
        <source>Indians may not move in the turn they close combat; other units may not move and attack.</source>
        <translation>Indianer dürfen sich im Zug ihres Nahkampfs nicht bewegen; andere Einheiten dürfen nicht zugleich bewegen und angreifen.</translation>
    </message>
    <message>
        <source>Leader with the attacker</source>
        <translation>Anführer beim Angreifer</translation>
    </message>
    <message>
        <source>+1 on the attacker&apos;s 11.1 check; +1 die with 11.8.</source>
        <translation>+1 auf die Probe des Angreifers nach 11.1; +1 Würfel mit 11.8.</translation>
    </message>
    <message>
        <source>Defending unit</source>
        <translation>Verteidigende Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit attacked (optional).</source>
        <translation>Die angegriffene Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Defender type</source>
        <translation>Typ des Verteidigers</translation>
    </message>
    <message>
        <source>Unit type of the defender.</source>
        <translation>Einheitentyp des Verteidigers.</translation>
    </message>
    <message>
        <source>Defender MP</source>
        <translation>MP des Verteidigers</translation>
    </message>
    <message>
        <source>Current MP of the defender.</source>
        <translation>Aktuelle MP des Verteidigers.</translation>
    </message>
    <message>
        <source>Defender in column</source>
        <translation>Verteidiger in Kolonne</translation>
    </message>
    <message>
        <source>The attacker rolls 1 extra die.</source>
        <translation>Der Angreifer würfelt mit 1 zusätzlichen Würfel.</translation>
    </message>
    <message>
        <source>Defender&apos;s terrain</source>
        <translation>Gelände des Verteidigers</translation>
    </message>
    <message>
        <source>Terrain of the defending hex: modifies the attack dice and the retreat check.</source>
        <translation>Gelände des verteidigenden Hexfelds: modifiziert die Angriffswürfel und die Rückzugsprobe.</translation>
    </message>
    <message>
        <source>Second defending unit</source>
        <translation>Zweite verteidigende Einheit</translation>
    </message>
    <message>
        <source>The other unit in the hex (optional).</source>
        <translation>Die andere Einheit im Hexfeld (optional).</translation>
    </message>
    <message>
        <source>Second unit type</source>
        <translation>Typ der zweiten Einheit</translation>
    </message>
    <message>
        <source>Type of a second unit in the defending hex (e.g. artillery with infantry).</source>
        <translation>Typ einer zweiten Einheit im verteidigenden Hexfeld (z. B. Artillerie mit Infanterie).</translation>
    </message>
    <message>
        <source>Second unit MP</source>
        <translation>MP der zweiten Einheit</translation>
    </message>
    <message>
        <source>Current MP of the second unit.</source>
        <translation>Aktuelle MP der zweiten Einheit.</translation>
    </message>
    <message>
        <source>Hits to</source>
        <translation>Treffer an</translation>
    </message>
    <message>
        <source>With two units of equal MP the owner chooses which takes the hits.</source>
        <translation>Bei zwei Einheiten mit gleichen MP wählt der Besitzer, welche die Treffer nimmt.</translation>
    </message>
    <message>
        <source>Leader with the defender</source>
        <translation>Anführer beim Verteidiger</translation>
    </message>
    <message>
        <source>+1 to the retreat check (9.2); a 1 on any attack die puts him at risk (9.3.1).</source>
        <translation>+1 auf die Rückzugsprobe (9.2); eine 1 auf irgendeinem Angriffswürfel gefährdet ihn (9.3.1).</translation>
    </message>
    <message>
        <source>Defending leader</source>
        <translation>Verteidigender Anführer</translation>
    </message>
    <message>
        <source>The battle&apos;s leader in the defending hex (optional).</source>
        <translation>Der Anführer der Schlacht im verteidigenden Hexfeld (optional).</translation>
    </message>
    <message>
        <source>Flank/rear attack</source>
        <translation>Flanken-/Rückenangriff</translation>
    </message>
    <message>
        <source>With 11.9: +1 on each attack die, -1 on the defender&apos;s retreat check.</source>
        <translation>Mit 11.9: +1 auf jeden Angriffswürfel, -1 auf die Rückzugsprobe des Verteidigers.</translation>
    </message>
    <message>
        <source>Dragoons retreat before combat</source>
        <translation>Dragoner weichen vor dem Kampf aus</translation>
    </message>
    <message>
        <source>With 11.12 defending dragoons may retreat instead of accepting the attack.</source>
        <translation>Mit 11.12 dürfen verteidigende Dragoner zurückweichen, statt den Angriff anzunehmen.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>Verbleibende AP</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the attack is refused when too few (optional).</source>
        <translation>Die verbleibenden AP der Seite in diesem Zug; bei zu wenigen wird der Angriff abgelehnt (optional).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Name of the attacking side, for the AP and VP effects.</source>
        <translation>Name der angreifenden Seite, für die AP- und VP-Effekte.</translation>
    </message>
    <message>
        <source>11.1 attacker morale</source>
        <translation>11.1 Moral des Angreifers</translation>
    </message>
    <message>
        <source>The attacker must pass a morale check after paying the AP.</source>
        <translation>Der Angreifer muss nach dem Bezahlen der AP eine Moralprobe bestehen.</translation>
    </message>
    <message>
        <source>11.3 elite 4 dice</source>
        <translation>11.3 Elite 4 Würfel</translation>
    </message>
    <message>
        <source>Elite at 3 or 4 MP roll 4 dice.</source>
        <translation>Elite mit 3 oder 4 MP würfelt mit 4 Würfeln.</translation>
    </message>
    <message>
        <source>11.4 Indians vs works</source>
        <translation>11.4 Indianer gegen Befestigungen</translation>
    </message>
    <message>
        <source>Indians are -2 against entrenchments and towns.</source>
        <translation>Indianer erhalten -2 gegen Schanzen und Ortschaften.</translation>
    </message>
    <message>
        <source>11.7 waterway</source>
        <translation>11.7 Wasserlauf</translation>
    </message>
    <message>
        <source>+1 on each die against units on a waterway.</source>
        <translation>+1 auf jeden Würfel gegen Einheiten in einem Wasserlauf.</translation>
    </message>
    <message>
        <source>11.8 leader die</source>
        <translation>11.8 Anführerwürfel</translation>
    </message>
    <message>
        <source>A leader with the attacker adds 1 die.</source>
        <translation>Ein Anführer beim Angreifer bringt 1 zusätzlichen Würfel.</translation>
    </message>
    <message>
        <source>11.9 flank attacks</source>
        <translation>11.9 Flankenangriffe</translation>
    </message>
    <message>
        <source>Flank/rear attacks: +1 to hit, -1 to the defender&apos;s retreat check.</source>
        <translation>Flanken-/Rückenangriffe: +1 zum Treffen, -1 auf die Rückzugsprobe des Verteidigers.</translation>
    </message>
    <message>
        <source>11.12 dragoons evade</source>
        <translation>11.12 Dragoner weichen aus</translation>
    </message>
    <message>
        <source>Dragoons may retreat before close combat.</source>
        <translation>Dragoner dürfen sich vor dem Nahkampf zurückziehen.</translation>
    </message>
    <message>
        <source>close combat needs the fhg-land rule table</source>
        <translation>Nahkampf braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>only infantry and Indian units may close combat (8.3.1)</source>
        <translation>nur Infanterie- und Indianereinheiten dürfen Nahkampf führen (8.3.1)</translation>
    </message>
    <message>
        <source>%1 may not conduct close combat; only infantry and Indian units may (8.3.1)</source>
        <translation>%1: kein Nahkampf möglich; nur Infanterie- und Indianereinheiten dürfen ihn führen (8.3.1)</translation>
    </message>
    <message>
        <source>close combat needs the attacker adjacent to the defender (8.3.1)</source>
        <translation>für den Nahkampf muss der Angreifer dem Verteidiger benachbart sein (8.3.1)</translation>
    </message>
    <message>
        <source>Indians may not move in the turn they conduct close combat (6.2.4)</source>
        <translation>Indianer dürfen sich im Zug, in dem sie Nahkampf führen, nicht bewegen (6.2.4)</translation>
    </message>
    <message>
        <source>a unit that moved may not close combat in the same turn (6.2.1)</source>
        <translation>eine Einheit, die sich bewegt hat, darf im selben Zug keinen Nahkampf führen (6.2.1)</translation>
    </message>
    <message>
        <source>input &quot;attackerMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>Eingabe „attackerMp“ ist %1, aber für %2 sind höchstens %3 MP möglich (3.4)</translation>
    </message>
    <message>
        <source>input &quot;attackerColumn&quot;: %1 cannot be in column (7.5)</source>
        <translation>Eingabe „attackerColumn“: für %1 ist keine Kolonne möglich (7.5)</translation>
    </message>
    <message>
        <source>not enough AP: close combat costs %1 AP and %2 are left (6.2.2)</source>
        <translation>nicht genug AP: Nahkampf kostet %1 AP, und es sind noch %2 übrig (6.2.2)</translation>
    </message>
    <message>
        <source>input &quot;defenderMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>Eingabe „defenderMp“ ist %1, aber für %2 sind höchstens %3 MP möglich (3.4)</translation>
    </message>
    <message>
        <source>input &quot;defenderColumn&quot;: %1 cannot be in column (7.5)</source>
        <translation>Eingabe „defenderColumn“: für %1 ist keine Kolonne möglich (7.5)</translation>
    </message>
    <message>
        <source>input &quot;dragoonsEvade&quot; needs optional rule 11.12 (opt11_12)</source>
        <translation>Eingabe „dragoonsEvade“ erfordert die Optionalregel 11.12 (opt11_12)</translation>
    </message>
    <message>
        <source>input &quot;dragoonsEvade&quot;: there are no dragoons in the defending hex (11.12)</source>
        <translation>Eingabe „dragoonsEvade“: Im verteidigenden Hexfeld stehen keine Dragoner (11.12)</translation>
    </message>
    <message>
        <source>%1 MP</source>
        <translation>%1 MP</translation>
    </message>
    <message>
        <source>leader %1</source>
        <translation>Anführer %1</translation>
    </message>
    <message>
        <source>elite %1</source>
        <translation>Elite %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>flank %1</source>
        <translation>Flanke %1</translation>
    </message>
    <message>
        <source>elite at %1 MP: %2 dice (11.3)</source>
        <translation>Elite mit %1 MP: %2 Würfel (11.3)</translation>
    </message>
    <message>
        <source>attacker in column: %1 (7.5.1)</source>
        <translation>Angreifer in Kolonne: %1 (7.5.1)</translation>
    </message>
    <message>
        <source>defender in column +%1 (7.5.1)</source>
        <translation>Verteidiger in Kolonne +%1 (7.5.1)</translation>
    </message>
    <message>
        <source>leader +%1 (11.8)</source>
        <translation>Anführer +%1 (11.8)</translation>
    </message>
    <message>
        <source>%1 in close combat</source>
        <translation>%1 im Nahkampf</translation>
    </message>
    <message>
        <source>spend %1 AP for close combat</source>
        <translation>%1 AP für den Nahkampf ausgeben</translation>
    </message>
    <message>
        <source>%1 (dragoons) retreat before the close combat</source>
        <translation>%1 (Dragoner) weichen vor dem Nahkampf zurück</translation>
    </message>
    <message>
        <source>%1 (dragoons) retreat 1 hex instead of accepting the attack (8.4.1)</source>
        <translation>%1 (Dragoner) weichen 1 Hexfeld zurück, statt den Angriff anzunehmen (8.4.1)</translation>
    </message>
    <message>
        <source>the attacker may advance into the vacated hex</source>
        <translation>der Angreifer darf in das geräumte Hexfeld nachrücken</translation>
    </message>
    <message>
        <source>attacker&apos;s morale check before close combat</source>
        <translation>Moralprobe des Angreifers vor dem Nahkampf</translation>
    </message>
    <message>
        <source>attacker checks morale: %1 against %2 (%3): passes</source>
        <translation>Moralprobe des Angreifers: %1 gegen %2 (%3): bestanden</translation>
    </message>
    <message>
        <source>attacker checks morale: %1 against %2 (%3): fails</source>
        <translation>Moralprobe des Angreifers: %1 gegen %2 (%3): nicht bestanden</translation>
    </message>
    <message>
        <source>the attack is called off: the AP are spent and the attacking unit may only fire</source>
        <translation>der Angriff wird abgebrochen: Die AP sind ausgegeben, und die angreifende Einheit darf nur noch feuern</translation>
    </message>
    <message>
        <source>%1 (%2) passes with the infantry it is stacked with</source>
        <translation>%1 (%2) besteht zusammen mit der Infanterie im selben Hexfeld</translation>
    </message>
    <message>
        <source>retreat check of %1</source>
        <translation>Rückzugsprobe von %1</translation>
    </message>
    <message>
        <source>%1 (%2) checks for retreat: %3 against %4 (%5): stays</source>
        <translation>%1 (%2) prüft auf Rückzug: %3 gegen %4 (%5): bleibt stehen</translation>
    </message>
    <message>
        <source>%1 (%2) checks for retreat: a %3 always retreats</source>
        <translation>%1 (%2) prüft auf Rückzug: %3 – zieht sich immer zurück</translation>
    </message>
    <message>
        <source>%1 (%2) checks for retreat: %3 against %4 (%5): retreats after the combat</source>
        <translation>%1 (%2) prüft auf Rückzug: %3 gegen %4 (%5): zieht sich nach dem Kampf zurück</translation>
    </message>
    <message>
        <source>two units in the hex: the hits go to %1 (%2 MP)</source>
        <translation>zwei Einheiten im Hexfeld: Die Treffer gehen an %1 (%2 MP)</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>Einheit ausgeschaltet</translation>
    </message>
    <message>
        <source>%1 (%2) retreats 1 hex toward its side or its main group, not adjacent to the attacker if it can (8.4.1); blocked by impassable terrain, the board edge or enemy units it is eliminated (8.4.2); a friendly unit in the way is displaced, only one (8.4.3)</source>
        <translation>%1 (%2) zieht sich 1 Hexfeld in Richtung der eigenen Seite oder der eigenen Hauptgruppe zurück, wenn möglich nicht benachbart zum Angreifer (8.4.1); blockieren unpassierbares Gelände, der Spielplanrand oder feindliche Einheiten den Rückzug, wird sie ausgeschaltet (8.4.2); eine befreundete Einheit im Weg wird verdrängt, aber nur eine (8.4.3)</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>Anführer ausgeschaltet</translation>
    </message>
    <message>
        <source>the leader stacked with the eliminated unit may retreat up to %1 hexes at once; if enemy units or impassable terrain block him, he is eliminated</source>
        <translation>der mit der ausgeschalteten Einheit gestapelte Anführer darf sich auf einmal bis zu %1 Hexfelder zurückziehen; blockieren ihn feindliche Einheiten oder unpassierbares Gelände, wird er ausgeschaltet</translation>
    </message>
    <message>
        <source>the leader must retreat with the retreating units</source>
        <translation>der Anführer muss sich mit den zurückweichenden Einheiten zurückziehen</translation>
    </message>
    <message>
        <source>a VP unit in the hex may not retreat with them</source>
        <translation>eine VP-Einheit im Hexfeld darf sich nicht mit ihnen zurückziehen</translation>
    </message>
    <message>
        <source>defending hex</source>
        <translation>verteidigendes Hexfeld</translation>
    </message>
    <message>
        <source>attacker&apos;s morale check</source>
        <translation>Moralprobe des Angreifers</translation>
    </message>
    <message>
        <source>before the attack</source>
        <translation>vor dem Angriff</translation>
    </message>
    <message>
        <source>retreat check, one die per defending unit</source>
        <translation>Rückzugsprobe, ein Würfel je verteidigender Einheit</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Das Gelände des Spielplans und die Einheiten und Anführer darauf, aus der Schlacht gelesen.</translation>
    </message>
    <message>
        <source>Retreats owed</source>
        <translation>Ausstehende Rückzüge</translation>
    </message>
    <message>
        <source>The retreats still owed in the battle.</source>
        <translation>Die in der Schlacht noch ausstehenden Rückzüge.</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a unit stacked with the defender defends with it (8.4.4)</source>
        <translation>%1 (%2) steht nicht im Hexfeld von %3 (%4): Nur eine mit dem Verteidiger gestapelte Einheit verteidigt mit ihm (8.4.4)</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a leader there defends with it (9.2)</source>
        <translation>%1 (%2) steht nicht im Hexfeld von %3 (%4): Nur ein Anführer dort verteidigt mit ihm (9.2)</translation>
    </message>
    <message>
        <source>input &quot;dragoonsEvade&quot;: the dragoons have no hex to retreat to, so they accept the attack (11.12, 8.4.2)</source>
        <translation>Eingabe „dragoonsEvade“: Die Dragoner haben kein Hexfeld zum Ausweichen und nehmen den Angriff daher an (11.12, 8.4.2)</translation>
    </message>
    <message>
        <source>%1 is eliminated: its retreat is blocked</source>
        <translation>%1 wird ausgeschaltet: ihr Rückzug ist blockiert</translation>
    </message>
</context>
<context>
    <name>adj::FhgCombat</name>
    <message>
        <source>no face</source>
        <translation>keine Augenzahl</translation>
    </message>
    <message>
        <source>%1 %2 on each die</source>
        <translation>%1 %2 auf jeden Würfel</translation>
    </message>
    <message>
        <source>defender on %1 %2%3 on each die</source>
        <translation>Verteidiger (Gelände: %1) %2%3 auf jeden Würfel</translation>
    </message>
    <message>
        <source>flank/rear attack %1%2 on each die</source>
        <translation>Flanken-/Rückenangriff %1%2 auf jeden Würfel</translation>
    </message>
    <message>
        <source>%1: attack dice</source>
        <translation>%1: Angriffswürfel</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message>
        <source>need %1</source>
        <translation>benötigt %1</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>elite %1 at 1 MP: does hit %2 apply?</source>
        <translation>Elite %1 mit 1 MP: Zählt Treffer %2?</translation>
    </message>
    <message>
        <source>elite at 1 MP rolls %1 for hit %2: 1-%3 ignores it</source>
        <translation>Elite mit 1 MP würfelt %1 für Treffer %2: 1-%3 ignoriert ihn</translation>
    </message>
    <message>
        <source>elite at 1 MP rolls %1 for hit %2: %3-%4 applies it</source>
        <translation>Elite mit 1 MP würfelt %1 für Treffer %2: %3-%4 lässt ihn zählen</translation>
    </message>
    <message>
        <source>%1 (%2, %3 MP) is eliminated</source>
        <translation>%1 (%2, %3 MP) ist ausgeschaltet</translation>
    </message>
    <message>
        <source>eliminate %1 (%2)</source>
        <translation>%1 (%2) ausschalten</translation>
    </message>
    <message>
        <source>%1 (%2) goes from %3 to %4 MP</source>
        <translation>%1 (%2) sinkt von %3 auf %4 MP</translation>
    </message>
    <message>
        <source>%1 (%2) loses %3 MP</source>
        <translation>%1 (%2) verliert %3 MP</translation>
    </message>
    <message>
        <source>%1 (%2) stays at %3 MP</source>
        <translation>%1 (%2) bleibt bei %3 MP</translation>
    </message>
    <message>
        <source>leader casualty check</source>
        <translation>Verlustprobe für den Anführer</translation>
    </message>
    <message>
        <source>a %1 among the attack dice: the leader rolls %2 and is eliminated</source>
        <translation>eine %1 unter den Angriffswürfeln: Der Anführer würfelt %2 und ist ausgeschaltet</translation>
    </message>
    <message>
        <source>a %1 among the attack dice: the leader rolls %2 and survives</source>
        <translation>eine %1 unter den Angriffswürfeln: Der Anführer würfelt %2 und überlebt</translation>
    </message>
    <message>
        <source>the leader is eliminated; his side&apos;s command AP drop by %1 for the rest of the game (never below 0)</source>
        <translation>der Anführer ist ausgeschaltet; die Befehls-AP seiner Seite sinken für den Rest des Spiels um %1 (nie unter 0)</translation>
    </message>
    <message>
        <source>command AP -%1 for the rest of the game, never below 0</source>
        <translation>Befehls-AP -%1 für den Rest des Spiels, nie unter 0</translation>
    </message>
    <message>
        <source>+%1 VP to the attacking side: %2</source>
        <translation>+%1 VP für die angreifende Seite: %2</translation>
    </message>
    <message>
        <source>both units in the hex have %1 MP: the owner chooses which one takes the hits; set input &quot;hitsTo&quot; to %2 (8.1.2)</source>
        <translation>beide Einheiten im Hexfeld haben %1 MP: Der Besitzer wählt, welche die Treffer nimmt; Eingabe „hitsTo“ auf %2 setzen (8.1.2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>input &quot;secondMp&quot; is required when there is a second unit in the %1</source>
        <translation>Eingabe „secondMp“ ist erforderlich, wenn im %1 eine zweite Einheit steht</translation>
    </message>
    <message>
        <source>input &quot;secondMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>Eingabe „secondMp“ ist %1, aber für %2 sind höchstens %3 MP möglich (3.4)</translation>
    </message>
    <message>
        <source>%1 and %2 cannot share a hex (4.3)</source>
        <translation>%1 und %2 dürfen nicht im selben Hexfeld stehen (4.3)</translation>
    </message>
    <message>
        <source>elite absorption, one die per further hit</source>
        <translation>Elite-Absorption, ein Würfel je weiterem Treffer</translation>
    </message>
    <message>
        <source>if the elite unit hit is at 1 MP</source>
        <translation>wenn die getroffene Eliteeinheit 1 MP hat</translation>
    </message>
    <message>
        <source>attack dice</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>if an attack die shows 1</source>
        <translation>wenn ein Angriffswürfel 1 zeigt</translation>
    </message>
</context>
<context>
    <name>adj::FhgCommand</name>
    <message>
        <source>Action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <source>At the start of his turn a player rolls 1 die on the random AP chart and adds the result to his command AP.</source>
        <translation>Zu Beginn seines Zuges würfelt ein Spieler 1 Würfel auf der Tabelle für zufällige AP und addiert das Ergebnis zu seinen Befehls-AP.</translation>
    </message>
    <message>
        <source>Command AP</source>
        <translation>Befehls-AP</translation>
    </message>
    <message>
        <source>The scenario&apos;s command AP for this side.</source>
        <translation>Die Befehls-AP dieser Seite laut Szenario.</translation>
    </message>
    <message>
        <source>Leaders lost</source>
        <translation>Verlorene Anführer</translation>
    </message>
    <message>
        <source>Leaders this side has lost so far: -1 command AP each, never below 0.</source>
        <translation>Anführer, die diese Seite bisher verloren hat: je -1 Befehls-AP, nie unter 0.</translation>
    </message>
    <message>
        <source>AP on the counter</source>
        <translation>AP auf dem Zähler</translation>
    </message>
    <message>
        <source>AP still on the side&apos;s counter; the effect sets it to the new total.</source>
        <translation>Noch auf dem Zähler der Seite stehende AP; der Effekt setzt ihn auf die neue Summe.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Name of the side rolling.</source>
        <translation>Name der würfelnden Seite.</translation>
    </message>
    <message>
        <source>11.13 equal command AP</source>
        <translation>11.13 gleiche Befehls-AP</translation>
    </message>
    <message>
        <source>Both sides use the highest command AP of the scenario.</source>
        <translation>Beide Seiten verwenden die höchsten Befehls-AP des Szenarios.</translation>
    </message>
    <message>
        <source>Highest command AP</source>
        <translation>Höchste Befehls-AP</translation>
    </message>
    <message>
        <source>With 11.13: the highest command AP in the scenario.</source>
        <translation>Mit 11.13: die höchsten Befehls-AP im Szenario.</translation>
    </message>
    <message>
        <source>11.14 adjusted command AP</source>
        <translation>11.14 angepasste Befehls-AP</translation>
    </message>
    <message>
        <source>Command AP adjusted to balance players of different skill.</source>
        <translation>Befehls-AP werden angepasst, um Spieler unterschiedlicher Spielstärke auszugleichen.</translation>
    </message>
    <message>
        <source>Command AP adjustment</source>
        <translation>Anpassung der Befehls-AP</translation>
    </message>
    <message>
        <source>With 11.14: AP added to (or taken from) this side&apos;s command AP.</source>
        <translation>Mit 11.14: AP, die zu den Befehls-AP dieser Seite addiert (oder davon abgezogen) werden.</translation>
    </message>
    <message>
        <source>%1 (the scenario&apos;s highest, 11.13)</source>
        <translation>%1 (die höchsten des Szenarios, 11.13)</translation>
    </message>
    <message>
        <source>+ %1 adjustment (11.14)</source>
        <translation>+ %1 Anpassung (11.14)</translation>
    </message>
    <message>
        <source>- %1 adjustment (11.14)</source>
        <translation>- %1 Anpassung (11.14)</translation>
    </message>
    <message>
        <source>- %1 for %2 leader(s) lost (9.3.2)</source>
        <translation>- %1 für %2 verlorene(n) Anführer (9.3.2)</translation>
    </message>
    <message>
        <source>never below 0 (9.3.2)</source>
        <translation>nie unter 0 (9.3.2)</translation>
    </message>
    <message>
        <source>the AP roll needs the fhg-land rule table</source>
        <translation>der AP-Wurf braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>input &quot;highestCommandAp&quot; is required with optional rule 11.13</source>
        <translation>Eingabe „highestCommandAp“ ist mit der Optionalregel 11.13 erforderlich</translation>
    </message>
    <message>
        <source>input &quot;highestCommandAp&quot; (%1) is below this side&apos;s own command AP (%2) (11.13)</source>
        <translation>Eingabe „highestCommandAp“ (%1) liegt unter den eigenen Befehls-AP dieser Seite (%2) (11.13)</translation>
    </message>
    <message>
        <source>input &quot;commandApAdjustment&quot; needs optional rule 11.14 (opt11_14)</source>
        <translation>Eingabe „commandApAdjustment“ erfordert die Optionalregel 11.14 (opt11_14)</translation>
    </message>
    <message>
        <source>random action points</source>
        <translation>zufällige Aktionspunkte</translation>
    </message>
    <message>
        <source>command AP %1 = %2</source>
        <translation>Befehls-AP %1 = %2</translation>
    </message>
    <message>
        <source>random AP: the die shows %1: +%2; %3 AP this turn</source>
        <translation>zufällige AP: Der Würfel zeigt %1: +%2; %3 AP in diesem Zug</translation>
    </message>
    <message>
        <source>%1 AP for this turn</source>
        <translation>%1 AP für diesen Zug</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>A leader that began the turn with a damaged unit restores 1 MP for 1 AP; neither moves.</source>
        <translation>Ein Anführer, der den Zug bei einer beschädigten Einheit begonnen hat, stellt für 1 AP 1 MP wieder her; keiner von beiden bewegt sich.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit to rally (optional).</source>
        <translation>Die zu sammelnde Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <source>Type of the unit to rally.</source>
        <translation>Typ der zu sammelnden Einheit.</translation>
    </message>
    <message>
        <source>Current MP</source>
        <translation>Aktuelle MP</translation>
    </message>
    <message>
        <source>The unit&apos;s MP now.</source>
        <translation>Die aktuellen MP der Einheit.</translation>
    </message>
    <message>
        <source>Starting MP</source>
        <translation>Anfangs-MP</translation>
    </message>
    <message>
        <source>The unit&apos;s MP at the start of the scenario: never exceeded.</source>
        <translation>Die MP der Einheit zu Beginn des Szenarios: werden nie überschritten.</translation>
    </message>
    <message>
        <source>Leader with the unit</source>
        <translation>Anführer bei der Einheit</translation>
    </message>
    <message>
        <source>The leader began the turn with the unit and stays.</source>
        <translation>Der Anführer hat den Zug bei der Einheit begonnen und bleibt bei ihr.</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>The battle&apos;s leader who rallies (optional).</source>
        <translation>Der sammelnde Anführer der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Unit or leader moved</source>
        <translation>Einheit oder Anführer bewegt</translation>
    </message>
    <message>
        <source>Neither may move in a turn they rally.</source>
        <translation>Keiner von beiden darf sich im Zug des Sammelns bewegen.</translation>
    </message>
    <message>
        <source>Unit fired</source>
        <translation>Einheit hat gefeuert</translation>
    </message>
    <message>
        <source>A rallied unit may not fire in the same turn.</source>
        <translation>Eine gesammelte Einheit darf im selben Zug nicht feuern.</translation>
    </message>
    <message>
        <source>MP already rallied this turn</source>
        <translation>In diesem Zug bereits gesammelte MP</translation>
    </message>
    <message>
        <source>At most 1 MP per unit per turn.</source>
        <translation>Höchstens 1 MP pro Einheit und Zug.</translation>
    </message>
    <message>
        <source>Fired on this turn</source>
        <translation>In diesem Zug beschossen</translation>
    </message>
    <message>
        <source>With 11.2 a unit fired on this turn cannot rally.</source>
        <translation>Mit 11.2 kann eine in diesem Zug beschossene Einheit nicht gesammelt werden.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>Verbleibende AP</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn (optional).</source>
        <translation>Die verbleibenden AP der Seite in diesem Zug (optional).</translation>
    </message>
    <message>
        <source>Name of the rallying side.</source>
        <translation>Name der sammelnden Seite.</translation>
    </message>
    <message>
        <source>11.2 rally only if not fired on</source>
        <translation>11.2 Sammeln nur ohne Beschuss</translation>
    </message>
    <message>
        <source>Only units not fired on this turn may rally.</source>
        <translation>Nur Einheiten, die in diesem Zug nicht beschossen wurden, dürfen sich sammeln.</translation>
    </message>
    <message>
        <source>rally needs the fhg-land rule table</source>
        <translation>Sammeln braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>%1 cannot be rallied (9.4)</source>
        <translation>%1: Sammeln nicht möglich (9.4)</translation>
    </message>
    <message>
        <source>input &quot;startMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>Eingabe „startMp“ ist %1, aber für %2 sind höchstens %3 MP möglich (3.4)</translation>
    </message>
    <message>
        <source>input &quot;currentMp&quot; (%1) is above the starting MP (%2)</source>
        <translation>Eingabe „currentMp“ (%1) liegt über den Anfangs-MP (%2)</translation>
    </message>
    <message>
        <source>the unit is at its starting %1 MP: rallied units never exceed it (9.4)</source>
        <translation>die Einheit hat ihre anfänglichen %1 MP: Gesammelte Einheiten überschreiten diese nie (9.4)</translation>
    </message>
    <message>
        <source>a unit rallies only with a leader that began and ends the turn in its hex (9.4)</source>
        <translation>eine Einheit sammelt sich nur mit einem Anführer, der den Zug in ihrem Hexfeld beginnt und beendet (9.4)</translation>
    </message>
    <message>
        <source>the unit and the leader may not move in the turn they rally (9.4)</source>
        <translation>Einheit und Anführer dürfen sich im Zug des Sammelns nicht bewegen (9.4)</translation>
    </message>
    <message>
        <source>a rallied unit may not fire in the turn it rallies (9.4)</source>
        <translation>eine gesammelte Einheit darf im Zug des Sammelns nicht feuern (9.4)</translation>
    </message>
    <message>
        <source>only %1 MP per unit per turn may be recovered (9.4)</source>
        <translation>pro Einheit und Zug können nur %1 MP wiederhergestellt werden (9.4)</translation>
    </message>
    <message>
        <source>the unit was fired on this turn and cannot be rallied (11.2)</source>
        <translation>die Einheit wurde in diesem Zug beschossen und kann nicht gesammelt werden (11.2)</translation>
    </message>
    <message>
        <source>not enough AP: rally costs %1 AP and %2 are left (9.4)</source>
        <translation>nicht genug AP: Sammeln kostet %1 AP, und es sind noch %2 übrig (9.4)</translation>
    </message>
    <message>
        <source>the leader rallies the %1: %2 to %3 MP</source>
        <translation>der Anführer sammelt %1: von %2 auf %3 MP</translation>
    </message>
    <message>
        <source>spend %1 AP to rally</source>
        <translation>%1 AP für das Sammeln ausgeben</translation>
    </message>
    <message>
        <source>%1 regains %2 MP; it may not move or fire this turn</source>
        <translation>%1 erhält %2 MP zurück; darf sich in diesem Zug weder bewegen noch feuern</translation>
    </message>
</context>
<context>
    <name>adj::FhgFire</name>
    <message>
        <source>Fire combat</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>A unit fires at an enemy hex within range and line of sight: 1 AP.</source>
        <translation>Eine Einheit feuert auf ein feindliches Hexfeld in Reichweite und Sichtlinie: 1 AP.</translation>
    </message>
    <message>
        <source>Firing unit</source>
        <translation>Feuernde Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that fires (optional).</source>
        <translation>Die feuernde Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Firer type</source>
        <translation>Typ der feuernden Einheit</translation>
    </message>
    <message>
        <source>Unit type of the firing unit.</source>
        <translation>Einheitentyp der feuernden Einheit.</translation>
    </message>
    <message>
        <source>Firer MP</source>
        <translation>MP der feuernden Einheit</translation>
    </message>
    <message>
        <source>Current MP of the firer; needed for 11.3 (default: its full MP).</source>
        <translation>Aktuelle MP der feuernden Einheit; nötig für 11.3 (Standard: ihre vollen MP).</translation>
    </message>
    <message>
        <source>Firer in column</source>
        <translation>Feuernde Einheit in Kolonne</translation>
    </message>
    <message>
        <source>A unit in column rolls 1 die.</source>
        <translation>Eine Einheit in Kolonne würfelt mit 1 Würfel.</translation>
    </message>
    <message>
        <source>Firer&apos;s terrain</source>
        <translation>Gelände der feuernden Einheit</translation>
    </message>
    <message>
        <source>Terrain of the firer&apos;s hex (11.5: hill).</source>
        <translation>Gelände des Hexfelds der feuernden Einheit (11.5: Hügel).</translation>
    </message>
    <message>
        <source>Range (hexes)</source>
        <translation>Entfernung (Hexfelder)</translation>
    </message>
    <message>
        <source>Hexes from firer to target.</source>
        <translation>Hexfelder von der feuernden Einheit bis zum Ziel.</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source>False when terrain or units block the line (adjacent units and rockets ignore it).</source>
        <translation>Aus, wenn Gelände oder Einheiten die Linie blockieren (benachbarte Einheiten und Raketen ignorieren sie).</translation>
    </message>
    <message>
        <source>Moved and fires</source>
        <translation>Bewegt und feuert</translation>
    </message>
    <message>
        <source>Dragoons and Indians may move and fire for 1 more AP (Indians only at an adjacent enemy).</source>
        <translation>Dragoner und Indianer dürfen sich für 1 weiteren AP bewegen und feuern (Indianer nur auf einen benachbarten Feind).</translation>
    </message>
    <message>
        <source>Target unit</source>
        <translation>Zieleinheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit fired at (optional).</source>
        <translation>Die beschossene Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <source>Unit type of the target.</source>
        <translation>Einheitentyp des Ziels.</translation>
    </message>
    <message>
        <source>Target MP</source>
        <translation>MP des Ziels</translation>
    </message>
    <message>
        <source>Current MP of the target.</source>
        <translation>Aktuelle MP des Ziels.</translation>
    </message>
    <message>
        <source>Target in column</source>
        <translation>Ziel in Kolonne</translation>
    </message>
    <message>
        <source>The attacker rolls 1 extra die.</source>
        <translation>Der Angreifer würfelt mit 1 zusätzlichen Würfel.</translation>
    </message>
    <message>
        <source>Target&apos;s terrain</source>
        <translation>Gelände des Ziels</translation>
    </message>
    <message>
        <source>Terrain of the target hex; modifies each die.</source>
        <translation>Gelände des Zielhexfelds; modifiziert jeden Würfel.</translation>
    </message>
    <message>
        <source>Second unit</source>
        <translation>Zweite Einheit</translation>
    </message>
    <message>
        <source>The other unit in the target hex (optional).</source>
        <translation>Die andere Einheit im Zielhexfeld (optional).</translation>
    </message>
    <message>
        <source>Second unit type</source>
        <translation>Typ der zweiten Einheit</translation>
    </message>
    <message>
        <source>Type of a second unit in the target hex.</source>
        <translation>Typ einer zweiten Einheit im Zielhexfeld.</translation>
    </message>
    <message>
        <source>Second unit MP</source>
        <translation>MP der zweiten Einheit</translation>
    </message>
    <message>
        <source>Current MP of the second unit.</source>
        <translation>Aktuelle MP der zweiten Einheit.</translation>
    </message>
    <message>
        <source>Hits to</source>
        <translation>Treffer an</translation>
    </message>
    <message>
        <source>With two units of equal MP the owner chooses which takes the hits.</source>
        <translation>Bei zwei Einheiten mit gleichen MP wählt der Besitzer, welche die Treffer nimmt.</translation>
    </message>
    <message>
        <source>Leader in target hex</source>
        <translation>Anführer im Zielhexfeld</translation>
    </message>
    <message>
        <source>A 1 on any attack die puts the leader at risk.</source>
        <translation>Eine 1 auf irgendeinem Angriffswürfel gefährdet den Anführer.</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>The battle&apos;s leader in the target hex (optional).</source>
        <translation>Der Anführer der Schlacht im Zielhexfeld (optional).</translation>
    </message>
    <message>
        <source>Leader with the firer</source>
        <translation>Anführer bei der feuernden Einheit</translation>
    </message>
    <message>
        <source>With 11.8 the firer rolls 1 extra die.</source>
        <translation>Mit 11.8 würfelt die feuernde Einheit mit 1 zusätzlichen Würfel.</translation>
    </message>
    <message>
        <source>Flank/rear attack</source>
        <translation>Flanken-/Rückenangriff</translation>
    </message>
    <message>
        <source>With 11.9: attackers on opposite sides of the defender add +1 to each die.</source>
        <translation>Mit 11.9: Angreifer auf gegenüberliegenden Seiten des Verteidigers erhalten +1 auf jeden Würfel.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>Verbleibende AP</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the fire is refused when too few (optional).</source>
        <translation>Die verbleibenden AP der Seite in diesem Zug; bei zu wenigen wird der Beschuss abgelehnt (optional).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Name of the firing side, for the AP effect.</source>
        <translation>Name der feuernden Seite, für den AP-Effekt.</translation>
    </message>
    <message>
        <source>11.3 elite 4 dice</source>
        <translation>11.3 Elite 4 Würfel</translation>
    </message>
    <message>
        <source>Elite at 3 or 4 MP roll 4 dice.</source>
        <translation>Elite mit 3 oder 4 MP würfelt mit 4 Würfeln.</translation>
    </message>
    <message>
        <source>11.4 Indians vs works</source>
        <translation>11.4 Indianer gegen Befestigungen</translation>
    </message>
    <message>
        <source>Indians are -2 against entrenchments and towns.</source>
        <translation>Indianer erhalten -2 gegen Schanzen und Ortschaften.</translation>
    </message>
    <message>
        <source>11.5 guns on a hill</source>
        <translation>11.5 Geschütze auf Hügeln</translation>
    </message>
    <message>
        <source>Artillery/rockets on a hill fire 1 hex further, hitting on 6 there.</source>
        <translation>Artillerie/Raketen auf einem Hügel feuern 1 Hexfeld weiter und treffen dort bei 6.</translation>
    </message>
    <message>
        <source>11.6 artillery into forest</source>
        <translation>11.6 Artillerie in Wald</translation>
    </message>
    <message>
        <source>Artillery is -2 firing into forest.</source>
        <translation>Artillerie erhält -2 beim Feuern in Wald.</translation>
    </message>
    <message>
        <source>11.7 waterway</source>
        <translation>11.7 Wasserlauf</translation>
    </message>
    <message>
        <source>+1 on each die against units on a waterway.</source>
        <translation>+1 auf jeden Würfel gegen Einheiten in einem Wasserlauf.</translation>
    </message>
    <message>
        <source>11.8 leader die</source>
        <translation>11.8 Anführerwürfel</translation>
    </message>
    <message>
        <source>A leader with the attacker adds 1 die.</source>
        <translation>Ein Anführer beim Angreifer bringt 1 zusätzlichen Würfel.</translation>
    </message>
    <message>
        <source>11.9 flank attacks</source>
        <translation>11.9 Flankenangriffe</translation>
    </message>
    <message>
        <source>Flank/rear attacks +1 on each die.</source>
        <translation>Flanken-/Rückenangriffe +1 auf jeden Würfel.</translation>
    </message>
    <message>
        <source>11.10 advance after fire</source>
        <translation>11.10 Nachrücken nach Beschuss</translation>
    </message>
    <message>
        <source>An adjacent firer may advance into a hex it emptied.</source>
        <translation>Eine benachbarte feuernde Einheit darf in ein Hexfeld nachrücken, das sie freigeschossen hat.</translation>
    </message>
    <message>
        <source>the fire action needs the fhg-land rule table</source>
        <translation>der Beschuss braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>a leader cannot fire: leaders rally and lead units (3.4.10)</source>
        <translation>ein Anführer kann nicht feuern: Anführer sammeln und führen Einheiten (3.4.10)</translation>
    </message>
    <message>
        <source>a victory point unit cannot fire (3.4.11)</source>
        <translation>eine Siegpunkteinheit kann nicht feuern (3.4.11)</translation>
    </message>
    <message>
        <source>input &quot;firerMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>Eingabe „firerMp“ ist %1, aber für %2 sind höchstens %3 MP möglich (3.4)</translation>
    </message>
    <message>
        <source>%1 cannot fire: the range and firepower chart gives them no dice or range (8.1.3)</source>
        <translation>%1: kein Beschuss möglich; die Reichweiten- und Feuerkrafttabelle sieht weder Würfel noch Reichweite vor (8.1.3)</translation>
    </message>
    <message>
        <source>input &quot;firerColumn&quot;: %1 cannot be in column; only infantry form columns (7.5)</source>
        <translation>Eingabe „firerColumn“: für %1 ist keine Kolonne möglich; nur Infanterie bildet Kolonnen (7.5)</translation>
    </message>
    <message>
        <source>input &quot;targetColumn&quot;: %1 cannot be in column; only infantry form columns (7.5)</source>
        <translation>Eingabe „targetColumn“: für %1 ist keine Kolonne möglich; nur Infanterie bildet Kolonnen (7.5)</translation>
    </message>
    <message>
        <source>input &quot;range&quot;: %1 hexes is beyond the %2-hex range of %3 (8.1.3)</source>
        <translation>Eingabe „range“: %1 Hexfelder liegen außerhalb der Reichweite von %2 Hexfeldern für %3 (8.1.3)</translation>
    </message>
    <message>
        <source>no line of sight: blocking terrain or units between firer and target (8.2)</source>
        <translation>keine Sichtlinie: blockierendes Gelände oder Einheiten zwischen feuernder Einheit und Ziel (8.2)</translation>
    </message>
    <message>
        <source>input &quot;moveAndFire&quot;: %1 may move or fire, not both (6.2.1)</source>
        <translation>Eingabe „moveAndFire“: %1 dürfen sich entweder bewegen oder feuern, nicht beides (6.2.1)</translation>
    </message>
    <message>
        <source>input &quot;moveAndFire&quot;: Indians may move and fire only at adjacent enemy units (6.2.4)</source>
        <translation>Eingabe „moveAndFire“: Indianer dürfen sich nur dann bewegen und feuern, wenn sie auf benachbarte feindliche Einheiten feuern (6.2.4)</translation>
    </message>
    <message>
        <source>not enough AP: the fire costs %1 AP and %2 are left (6.2.8)</source>
        <translation>nicht genug AP: Der Beschuss kostet %1 AP, und es sind noch %2 übrig (6.2.8)</translation>
    </message>
    <message>
        <source>input &quot;targetMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>Eingabe „targetMp“ ist %1, aber für %2 sind höchstens %3 MP möglich (3.4)</translation>
    </message>
    <message>
        <source>elite at %1 MP: %2 dice (11.3)</source>
        <translation>Elite mit %1 MP: %2 Würfel (11.3)</translation>
    </message>
    <message>
        <source>firer in column: %1 (7.5.1)</source>
        <translation>feuernde Einheit in Kolonne: %1 (7.5.1)</translation>
    </message>
    <message>
        <source>target in column +%1 (7.5.1)</source>
        <translation>Ziel in Kolonne +%1 (7.5.1)</translation>
    </message>
    <message>
        <source>leader +%1 (11.8)</source>
        <translation>Anführer +%1 (11.8)</translation>
    </message>
    <message>
        <source>%1 at 1 hex</source>
        <translation>%1 auf 1 Hexfeld</translation>
    </message>
    <message>
        <source>%1 at %2 hexes</source>
        <translation>%1 auf %2 Hexfelder</translation>
    </message>
    <message>
        <source>rockets ignore line of sight</source>
        <translation>Raketen ignorieren die Sichtlinie</translation>
    </message>
    <message>
        <source>%1 on a hill reach %2 hexes</source>
        <translation>%1 auf einem Hügel: Reichweite %2 Hexfelder</translation>
    </message>
    <message>
        <source>spend %1 AP</source>
        <translation>%1 AP ausgeben</translation>
    </message>
    <message>
        <source>two units in the hex: the hits go to %1 (%2 MP)</source>
        <translation>zwei Einheiten im Hexfeld: Die Treffer gehen an %1 (%2 MP)</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>Einheit ausgeschaltet</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>Anführer ausgeschaltet</translation>
    </message>
    <message>
        <source>the leader stacked with the eliminated unit may retreat up to %1 hexes at once; if enemy units or impassable terrain block him, he is eliminated</source>
        <translation>der mit der ausgeschalteten Einheit gestapelte Anführer darf sich auf einmal bis zu %1 Hexfelder zurückziehen; blockieren ihn feindliche Einheiten oder unpassierbares Gelände, wird er ausgeschaltet</translation>
    </message>
    <message>
        <source>the firer may advance into the vacated hex</source>
        <translation>die feuernde Einheit darf in das geräumte Hexfeld nachrücken</translation>
    </message>
    <message>
        <source>target hex</source>
        <translation>Zielhexfeld</translation>
    </message>
    <message>
        <source>Firer moved this turn</source>
        <translation>In diesem Zug bewegt</translation>
    </message>
    <message>
        <source>The move was recorded and paid: dragoons and Indians fire for the 1 more AP only; other units may not fire after moving.</source>
        <translation>Die Bewegung wurde eingetragen und bezahlt: Dragoner und Indianer feuern für nur noch 1 AP mehr; andere Einheiten dürfen nach einer Bewegung nicht feuern.</translation>
    </message>
    <message>
        <source>%1 moved this turn and may not fire (6.2.1)</source>
        <translation>%1 hat sich in diesem Zug bewegt und darf nicht feuern (6.2.1)</translation>
    </message>
    <message>
        <source>moved this turn: the fire costs %1 more AP, %2 with the move</source>
        <translation>in diesem Zug bewegt: Der Beschuss kostet %1 AP mehr, %2 mit der Bewegung</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Das Gelände des Spielplans und die Einheiten und Anführer darauf, aus der Schlacht gelesen.</translation>
    </message>
    <message>
        <source>Retreats owed</source>
        <translation>Ausstehende Rückzüge</translation>
    </message>
    <message>
        <source>The retreats still owed in the battle.</source>
        <translation>Die in der Schlacht noch ausstehenden Rückzüge.</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a unit stacked with the target shares its hits (8.1.2)</source>
        <translation>%1 (%2) steht nicht im Hexfeld von %3 (%4): Nur eine mit dem Ziel gestapelte Einheit teilt dessen Treffer (8.1.2)</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a leader there is at risk (9.3.1)</source>
        <translation>%1 (%2) steht nicht im Hexfeld von %3 (%4): Nur ein Anführer dort ist gefährdet (9.3.1)</translation>
    </message>
</context>
<context>
    <name>adj::FhgGround</name>
    <message>
        <source>no board: the battle needs a hex board (adjutant-cli board) and the unit a hex</source>
        <translation>kein Spielplan: Die Schlacht braucht einen Hex-Spielplan (adjutant-cli board) und die Einheit ein Hexfeld</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>der Spielplan: %1</translation>
    </message>
    <message>
        <source>%1 stands on &quot;%2&quot;, which is not a hex of this board</source>
        <translation>%1 steht auf „%2“, das kein Hexfeld dieses Spielplans ist</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2 is off the %3 x %4 board (7.1)</source>
        <translation>Eingabe „%1“: %2 liegt außerhalb des %3 x %4 großen Spielplans (7.1)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not a hex label; hexes are CCRR, column then row, e.g. 0405 (7.1)</source>
        <translation>Eingabe „%1“: „%2“ ist keine Hexfeld-Bezeichnung; Hexfelder heißen CCRR, Spalte, dann Reihe, z. B. 0405 (7.1)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; names no hex: give the hexes entered in order, e.g. &quot;0405 0406&quot; (7.1)</source>
        <translation>Eingabe „%1“ nennt kein Hexfeld: Geben Sie die Hexfelder in der Reihenfolge des Betretens an, z. B. „0405 0406“ (7.1)</translation>
    </message>
</context>
<context>
    <name>adj::FhgLand</name>
    <message>
        <source>For Honor and Glory (land)</source>
        <translation>For Honor and Glory (Land)</translation>
    </message>
    <message>
        <source>Attackers pass a morale check before close combat</source>
        <translation>Angreifer legen vor dem Nahkampf eine Moralprobe ab</translation>
    </message>
    <message>
        <source>Only units not fired on this turn may rally</source>
        <translation>Nur Einheiten, die in diesem Zug nicht beschossen wurden, dürfen sich sammeln</translation>
    </message>
    <message>
        <source>Elite units at 3 or 4 MP roll 4 dice</source>
        <translation>Eliteeinheiten mit 3 oder 4 MP würfeln mit 4 Würfeln</translation>
    </message>
    <message>
        <source>Indians -2 attacking entrenchments and towns</source>
        <translation>Indianer -2 beim Angriff auf Schanzen und Ortschaften</translation>
    </message>
    <message>
        <source>Artillery/rockets +1 range from a hill, hitting on 6 there</source>
        <translation>Artillerie/Raketen +1 Reichweite von einem Hügel, treffen dort bei 6</translation>
    </message>
    <message>
        <source>Artillery -2 firing into forest</source>
        <translation>Artillerie -2 beim Feuern in Wald</translation>
    </message>
    <message>
        <source>Attacker +1 against units on a waterway</source>
        <translation>Angreifer +1 gegen Einheiten in einem Wasserlauf</translation>
    </message>
    <message>
        <source>Leaders add 1 die in combat</source>
        <translation>Anführer bringen im Kampf 1 zusätzlichen Würfel</translation>
    </message>
    <message>
        <source>Flank/rear attacks: +1 to hit, -1 to the defender&apos;s retreat check</source>
        <translation>Flanken-/Rückenangriffe: +1 zum Treffen, -1 auf die Rückzugsprobe des Verteidigers</translation>
    </message>
    <message>
        <source>An adjacent firer may advance into a hex it emptied</source>
        <translation>Eine benachbarte feuernde Einheit darf in ein freigeschossenes Hexfeld nachrücken</translation>
    </message>
    <message>
        <source>Units do not stop on entering hills</source>
        <translation>Einheiten halten beim Betreten von Hügeln nicht an</translation>
    </message>
    <message>
        <source>Dragoons may retreat before close combat</source>
        <translation>Dragoner dürfen sich vor dem Nahkampf zurückziehen</translation>
    </message>
    <message>
        <source>Both sides use the scenario&apos;s highest command AP</source>
        <translation>Beide Seiten verwenden die höchsten Befehls-AP des Szenarios</translation>
    </message>
    <message>
        <source>Command AP adjusted for balance</source>
        <translation>Befehls-AP zum Ausgleich angepasst</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>victory point unit</source>
        <translation>Siegpunkteinheit</translation>
    </message>
    <message>
        <source>%1 has already rolled its random action points for turn %2 (6.1.1: once, in its own step of the turn); undo that roll to roll again</source>
        <translation>%1 hat seine zufälligen Aktionspunkte für Zug %2 schon gewürfelt (6.1.1: einmal, in seinem eigenen Schritt des Zuges); nehmen Sie diesen Wurf zurück, um neu zu würfeln</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 AP left, %n unit(s) not yet activated</source>
        <translation>
            <numerusform>%1: %2 AP übrig, %n Einheit noch nicht aktiviert</numerusform>
            <numerusform>%1: %2 AP übrig, %n Einheiten noch nicht aktiviert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: random action points not rolled yet</source>
        <translation>%1: Zufalls-Aktionspunkte noch nicht gewürfelt</translation>
    </message>
</context>
<context>
    <name>adj::FhgMove</name>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>A unit moves hex by hex (1 AP; 2 with the leader&apos;s extra hex), its leaders with it; or a leader moves alone up to 3 hexes (1 AP).</source>
        <translation>Eine Einheit bewegt sich Hexfeld für Hexfeld (1 AP; 2 mit dem zusätzlichen Hexfeld des Anführers), ihre Anführer mit ihr; oder ein Anführer zieht allein bis zu 3 Hexfelder (1 AP).</translation>
    </message>
    <message>
        <source>Moving unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that moves.</source>
        <translation>Die Einheit der Schlacht, die sich bewegt.</translation>
    </message>
    <message>
        <source>Leader alone</source>
        <translation>Anführer allein</translation>
    </message>
    <message>
        <source>The battle&apos;s leader who moves alone (9.1).</source>
        <translation>Der Anführer der Schlacht, der allein zieht (9.1).</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <source>Type of the moving unit; &quot;leader&quot; for a leader alone.</source>
        <translation>Typ der Einheit, die sich bewegt; „Anführer“ für einen Anführer allein.</translation>
    </message>
    <message>
        <source>In column</source>
        <translation>In Kolonne</translation>
    </message>
    <message>
        <source>Infantry in column move 1 hex more.</source>
        <translation>Infanterie in Kolonne bewegt sich 1 Hexfeld weiter.</translation>
    </message>
    <message>
        <source>From hex</source>
        <translation>Start-Hexfeld</translation>
    </message>
    <message>
        <source>The hex the move begins in (CCRR).</source>
        <translation>Das Hexfeld, in dem die Bewegung beginnt (CCRR).</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>The hexes entered in order, e.g. &quot;0405 0406&quot;; or give only the destination.</source>
        <translation>Die Hexfelder in der Reihenfolge des Betretens, z. B. „0405 0406“; oder nur das Ziel angeben.</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The hex to reach; Adjutant finds the shortest legal path.</source>
        <translation>Das Zielhexfeld; Adjutant findet den kürzesten zulässigen Weg.</translation>
    </message>
    <message>
        <source>Leader&apos;s extra hex</source>
        <translation>Zusatzhexfeld (Anführer)</translation>
    </message>
    <message>
        <source>1 more hex for 1 more AP with a leader who began the turn with the unit; no fire or close combat this turn.</source>
        <translation>1 Hexfeld mehr für 1 AP mehr mit einem Anführer, der den Zug bei der Einheit begonnen hat; in diesem Zug kein Beschuss und kein Nahkampf.</translation>
    </message>
    <message>
        <source>Fired first</source>
        <translation>Zuerst gefeuert</translation>
    </message>
    <message>
        <source>Indians who fired at an adjacent enemy for &apos;move and fire&apos; now move, already paid.</source>
        <translation>Indianer, die für „Bewegung und Beschuss“ auf einen benachbarten Gegner gefeuert haben, bewegen sich jetzt, bereits bezahlt.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>Verbleibende AP</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the move is refused when too few (optional).</source>
        <translation>Die verbleibenden AP der Seite in diesem Zug; bei zu wenigen wird die Bewegung abgelehnt (optional).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Name of the moving side: friend and foe on the board.</source>
        <translation>Name der Seite, die sich bewegt: Freund und Feind auf dem Spielplan.</translation>
    </message>
    <message>
        <source>11.11 hills</source>
        <translation>11.11 Hügel</translation>
    </message>
    <message>
        <source>Units do not stop on entering hills.</source>
        <translation>Einheiten halten beim Betreten von Hügeln nicht an.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Das Gelände des Spielplans und die Einheiten und Anführer darauf, aus der Schlacht gelesen.</translation>
    </message>
    <message>
        <source>Leaders moved</source>
        <translation>Bewegte Anführer</translation>
    </message>
    <message>
        <source>The leaders who moved this turn.</source>
        <translation>Die Anführer, die sich in diesem Zug bewegt haben.</translation>
    </message>
    <message>
        <source>a victory point unit cannot move (3.4.11)</source>
        <translation>eine Siegpunkteinheit kann sich nicht bewegen (3.4.11)</translation>
    </message>
    <message>
        <source>inputs &quot;unit&quot; and &quot;leader&quot;: name the unit that moves or the leader who moves alone, not both (9.1)</source>
        <translation>Eingaben „unit“ und „leader“: Nennen Sie die Einheit, die sich bewegt, oder den Anführer, der allein zieht, nicht beide (9.1)</translation>
    </message>
    <message>
        <source>input &quot;ground&quot;: %1</source>
        <translation>Eingabe „ground“: %1</translation>
    </message>
    <message>
        <source>input &quot;from&quot;: the hex the move begins in is not known; give the unit a hex (7.1)</source>
        <translation>Eingabe „from“: Das Hexfeld, in dem die Bewegung beginnt, ist nicht bekannt; geben Sie der Einheit ein Hexfeld (7.1)</translation>
    </message>
    <message>
        <source>the leader</source>
        <translation>der Anführer</translation>
    </message>
    <message>
        <source>%1 has already moved this turn (7.1.1)</source>
        <translation>%1 hat sich in diesem Zug bereits bewegt (7.1.1)</translation>
    </message>
    <message>
        <source>dragoons may not fire and then move (6.2.3)</source>
        <translation>Dragoner dürfen nicht erst feuern und sich dann bewegen (6.2.3)</translation>
    </message>
    <message>
        <source>%1 may move or fire, not both (6.2.1)</source>
        <translation>%1: entweder Bewegung oder Beschuss, nicht beides (6.2.1)</translation>
    </message>
    <message>
        <source>the leader&apos;s extra hex cannot be used by Indians who fire and move (9.1.2)</source>
        <translation>das zusätzliche Hexfeld des Anführers steht Indianern, die feuern und sich bewegen, nicht zur Verfügung (9.1.2)</translation>
    </message>
    <message>
        <source>the leader&apos;s extra hex needs a leader who began the turn with the unit (6.2.5)</source>
        <translation>das zusätzliche Hexfeld des Anführers erfordert einen Anführer, der den Zug bei der Einheit begonnen hat (6.2.5)</translation>
    </message>
    <message>
        <source>give input &quot;path&quot; (the hexes entered in order, e.g. &quot;0405 0406&quot;) or &quot;to&quot; (the destination) (7.1)</source>
        <translation>Eingabe „path“ (die Hexfelder in der Reihenfolge des Betretens, z. B. „0405 0406“) oder „to“ (das Ziel) angeben (7.1)</translation>
    </message>
    <message>
        <source>input &quot;path&quot; ends in %1, not in %2 as input &quot;to&quot; says</source>
        <translation>Eingabe „path“ endet in %1, nicht in %2, wie Eingabe „to“ sagt</translation>
    </message>
    <message>
        <source>%1 %2: hex %3 of %4</source>
        <translation>%1 %2: Hexfeld %3 von %4</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, stop</source>
        <translation>%1, Halt</translation>
    </message>
    <message>
        <source>%1, %2 AP for the move and no further action this turn</source>
        <translation>%1, %2 AP für die Bewegung und in diesem Zug keine weitere Aktion</translation>
    </message>
    <message>
        <source>%1, the crossing negates the waterway</source>
        <translation>%1, der Übergang hebt den Wasserlauf auf</translation>
    </message>
    <message>
        <source>%1, no effect on movement</source>
        <translation>%1, keine Auswirkung auf die Bewegung</translation>
    </message>
    <message>
        <source>the move ends in %1 (%2, %3): it cannot go on to %4</source>
        <translation>die Bewegung endet in %1 (%2, %3): Sie kann nicht nach %4 weitergehen</translation>
    </message>
    <message>
        <source>%1 is not next to %2: units move from hex to adjacent hex (7.1)</source>
        <translation>%1 liegt nicht neben %2: Einheiten bewegen sich von Hexfeld zu benachbartem Hexfeld (7.1)</translation>
    </message>
    <message>
        <source>%1 would be hex %2 of the move: %3 may move no more than %4 (%5)</source>
        <translation>%1 wäre Hexfeld %2 der Bewegung: %3 darf sich um höchstens %4 bewegen (%5)</translation>
    </message>
    <message>
        <source>the move ends in %1, where it began (7.1)</source>
        <translation>die Bewegung endet in %1, wo sie begonnen hat (7.1)</translation>
    </message>
    <message>
        <source>not enough AP: the move costs %1 AP and %2 are left (6.2.8)</source>
        <translation>nicht genug AP: Die Bewegung kostet %1 AP und es sind noch %2 übrig (6.2.8)</translation>
    </message>
    <message>
        <source>%1: the enemy leader %2, alone there, is eliminated; the move goes on</source>
        <translation>%1: Der feindliche Anführer %2, der dort allein steht, wird ausgeschaltet; die Bewegung geht weiter</translation>
    </message>
    <message>
        <source>%1 is eliminated</source>
        <translation>%1 ist ausgeschaltet</translation>
    </message>
    <message>
        <source>+%1 VP to %2: leader eliminated</source>
        <translation>+%1 VP für %2: Anführer ausgeschaltet</translation>
    </message>
    <message>
        <source>%1: %2, a VP unit of %3, is taken: +%4 VP to %5</source>
        <translation>%1: %2, eine VP-Einheit von %3, wird genommen: +%4 VP für %5</translation>
    </message>
    <message>
        <source>%1 is taken and removed from play</source>
        <translation>%1 wird genommen und aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>+%1 VP to %2: VP unit taken</source>
        <translation>+%1 VP für %2: VP-Einheit genommen</translation>
    </message>
    <message>
        <source>Turn %1: leaders moved: %2</source>
        <translation>Zug %1: bewegte Anführer: %2</translation>
    </message>
    <message>
        <source>moved this turn</source>
        <translation>in diesem Zug bewegt</translation>
    </message>
    <message>
        <source>dragoons may still fire this turn for %1 more AP</source>
        <translation>Dragoner dürfen in diesem Zug noch für %1 AP mehr feuern</translation>
    </message>
    <message>
        <source>Indians may still fire at an adjacent enemy this turn for %1 more AP</source>
        <translation>Indianer dürfen in diesem Zug noch für %1 AP mehr auf einen benachbarten Gegner feuern</translation>
    </message>
    <message>
        <source>%1 may not fire or close combat this turn</source>
        <translation>%1: in diesem Zug weder Beschuss noch Nahkampf</translation>
    </message>
    <message>
        <source>no further action this turn</source>
        <translation>in diesem Zug keine weitere Aktion</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 moves 1 hex, %2 to %3: %4 AP</source>
        <translation>%1 bewegt sich 1 Hexfeld, von %2 nach %3: %4 AP</translation>
    </message>
    <message>
        <source>%1 moves %2 hexes, %3 to %4: %5 AP</source>
        <translation>%1 bewegt sich %2 Hexfelder, von %3 nach %4: %5 AP</translation>
    </message>
    <message>
        <source>the shortest legal way: %1</source>
        <translation>der kürzeste zulässige Weg: %1</translation>
    </message>
    <message>
        <source>paid with the fire: move and fire cost %1 AP in all</source>
        <translation>mit dem Beschuss bezahlt: Bewegung und Beschuss kosten zusammen %1 AP</translation>
    </message>
    <message>
        <source>%1 began the turn with the unit and moves with it at no AP</source>
        <translation>%1 hat den Zug bei der Einheit begonnen und zieht ohne AP mit ihr</translation>
    </message>
    <message>
        <source>spend %1 AP</source>
        <translation>%1 AP ausgeben</translation>
    </message>
    <message>
        <source>the move action needs the fhg-land rule table</source>
        <translation>die Bewegungsaktion braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Formation wechseln</translation>
    </message>
    <message>
        <source>An infantry unit changes into or out of column: 1 AP; it stays in place and takes no other action this turn.</source>
        <translation>Eine Infanterieeinheit geht in die Kolonne oder aus ihr heraus: 1 AP; sie bleibt an Ort und Stelle und führt in diesem Zug keine andere Aktion aus.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that changes formation.</source>
        <translation>Die Einheit der Schlacht, die die Formation wechselt.</translation>
    </message>
    <message>
        <source>Type of the unit.</source>
        <translation>Typ der Einheit.</translation>
    </message>
    <message>
        <source>In column now</source>
        <translation>Jetzt in Kolonne</translation>
    </message>
    <message>
        <source>The unit&apos;s formation before the change.</source>
        <translation>Die Formation der Einheit vor dem Wechsel.</translation>
    </message>
    <message>
        <source>New formation</source>
        <translation>Neue Formation</translation>
    </message>
    <message>
        <source>Column moves 1 hex more; line is the normal formation.</source>
        <translation>Kolonne bewegt sich 1 Hexfeld weiter; Linie ist die normale Formation.</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the change is refused when too few (optional).</source>
        <translation>Die verbleibenden AP der Seite in diesem Zug; bei zu wenigen wird der Wechsel abgelehnt (optional).</translation>
    </message>
    <message>
        <source>Name of the unit&apos;s side, for the AP.</source>
        <translation>Name der Seite der Einheit, für die AP.</translation>
    </message>
    <message>
        <source>the formation action needs the fhg-land rule table</source>
        <translation>die Formationsaktion braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>%1 cannot form column; only infantry change formation (7.5)</source>
        <translation>%1: keine Kolonne möglich; nur Infanterie wechselt die Formation (7.5)</translation>
    </message>
    <message>
        <source>the %1 are already in column (7.5)</source>
        <translation>%1: bereits in Kolonne (7.5)</translation>
    </message>
    <message>
        <source>the %1 are already in line (7.5)</source>
        <translation>%1: bereits in Linie (7.5)</translation>
    </message>
    <message>
        <source>not enough AP: a change of formation costs %1 AP and %2 are left (6.2.8)</source>
        <translation>nicht genug AP: Ein Formationswechsel kostet %1 AP und es sind noch %2 übrig (6.2.8)</translation>
    </message>
    <message>
        <source>the %1 form column for %2 AP; they stay in place and take no other action this turn</source>
        <translation>%1: bildet Kolonne für %2 AP; bleibt an Ort und Stelle und führt in diesem Zug keine andere Aktion aus</translation>
    </message>
    <message>
        <source>the %1 form line for %2 AP; they stay in place and take no other action this turn</source>
        <translation>%1: bildet Linie für %2 AP; bleibt an Ort und Stelle und führt in diesem Zug keine andere Aktion aus</translation>
    </message>
    <message>
        <source>formation: column</source>
        <translation>Formation: Kolonne</translation>
    </message>
    <message>
        <source>formation: line</source>
        <translation>Formation: Linie</translation>
    </message>
    <message>
        <source>stand the unit on edge</source>
        <translation>die Einheit hochkant stellen</translation>
    </message>
    <message>
        <source>lay the unit flat</source>
        <translation>die Einheit flach hinlegen</translation>
    </message>
</context>
<context>
    <name>adj::FhgMovePath</name>
    <message>
        <source>%1: &quot;%2&quot; is not a terrain of For Honor and Glory (2.3)</source>
        <translation>%1: „%2“ ist kein Gelände von For Honor and Glory (2.3)</translation>
    </message>
    <message>
        <source>%1 %2: impassable (%3)</source>
        <translation>%1 %2: unpassierbar (%3)</translation>
    </message>
    <message>
        <source>%1: enemy units (%2) block the move (7.2)</source>
        <translation>%1: Feindliche Einheiten (%2) blockieren die Bewegung (7.2)</translation>
    </message>
    <message>
        <source>%1: the enemy leader %2 is there; a leader moving alone cannot enter (9.3.3)</source>
        <translation>%1: Dort steht der feindliche Anführer %2; ein allein ziehender Anführer darf das Hexfeld nicht betreten (9.3.3)</translation>
    </message>
    <message>
        <source>%1: %2; the move may not end there (6.2.7)</source>
        <translation>%1: %2; die Bewegung darf dort nicht enden (6.2.7)</translation>
    </message>
    <message>
        <source>%1: %2; a move may not pass through a full hex (6.2.7, 7.2)</source>
        <translation>%1: %2; eine Bewegung darf nicht durch ein volles Hexfeld führen (6.2.7, 7.2)</translation>
    </message>
    <message>
        <source>%1 is where the move begins (7.1)</source>
        <translation>in %1 beginnt die Bewegung (7.1)</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3: %4 may move no more than %5 (7.1)</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt: %4 darf sich um höchstens %5 bewegen (7.1)</translation>
    </message>
    <message>
        <source>no legal way of at most %1 hexes from %2 to %3: impassable or stopping terrain, enemy units or full hexes bar every one (2.3, 6.2.7, 7.2)</source>
        <translation>kein zulässiger Weg von höchstens %1 Hexfeldern von %2 nach %3: Unpassierbares oder anhaltendes Gelände, feindliche Einheiten oder volle Hexfelder versperren jeden (2.3, 6.2.7, 7.2)</translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreat</name>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>%1 %2: impassable (8.4.2, %3)</source>
        <translation>%1 %2: unpassierbar (8.4.2, %3)</translation>
    </message>
    <message>
        <source>%1: enemy units (%2) (8.4.2)</source>
        <translation>%1: feindliche Einheiten (%2) (8.4.2)</translation>
    </message>
    <message>
        <source>%1: %2 would have to make room and cannot retreat itself: only one unit may be displaced (8.4.3)</source>
        <translation>%1: %2 müsste Platz machen und kann sich selbst nicht zurückziehen: Nur eine Einheit darf verdrängt werden (8.4.3)</translation>
    </message>
    <message>
        <source>%1: %2; more than one unit would have to make room (8.4.3)</source>
        <translation>%1: %2; mehr als eine Einheit müsste Platz machen (8.4.3)</translation>
    </message>
    <message>
        <source>%1: %2 (6.2.7)</source>
        <translation>%1: %2 (6.2.7)</translation>
    </message>
    <message>
        <source>the board&apos;s edge (8.4.2)</source>
        <translation>der Rand des Spielplans (8.4.2)</translation>
    </message>
    <message>
        <source>the board&apos;s edge</source>
        <translation>der Rand des Spielplans</translation>
    </message>
    <message>
        <source>%1 has no hex to retreat to from %2 (%3) and is eliminated</source>
        <translation>%1 hat von %2 aus kein Hexfeld für den Rückzug (%3) und wird ausgeschaltet</translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreatAction</name>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>A unit that failed its morale check in close combat retreats 1 hex, away from the attacker and towards its side (8.4.1); a leader left alone by an eliminated unit retreats up to 3 hexes (8.4.5). No AP.</source>
        <translation>Eine Einheit, die ihre Moralprobe im Nahkampf nicht bestanden hat, zieht sich 1 Hexfeld zurück, weg vom Angreifer und zur eigenen Seite hin (8.4.1); ein Anführer, den eine ausgeschaltete Einheit allein zurückließ, zieht sich bis zu 3 Hexfelder zurück (8.4.5). Keine AP.</translation>
    </message>
    <message>
        <source>Retreating unit</source>
        <translation>Zurückweichende Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that owes a retreat.</source>
        <translation>Die Einheit der Schlacht, die einen Rückzug schuldet.</translation>
    </message>
    <message>
        <source>Retreating leader</source>
        <translation>Zurückweichender Anführer</translation>
    </message>
    <message>
        <source>The battle&apos;s leader who owes a retreat of up to 3 hexes (8.4.5).</source>
        <translation>Der Anführer der Schlacht, der einen Rückzug von bis zu 3 Hexfeldern schuldet (8.4.5).</translation>
    </message>
    <message>
        <source>To hex</source>
        <translation>Ziel-Hexfeld</translation>
    </message>
    <message>
        <source>The hex it retreats to (CCRR); the board shows the legal ones.</source>
        <translation>Das Hexfeld, in das sie sich zurückzieht (CCRR); der Spielplan zeigt die zulässigen.</translation>
    </message>
    <message>
        <source>Displaced unit to</source>
        <translation>Verdrängte Einheit nach</translation>
    </message>
    <message>
        <source>Where the friendly unit that must make room retreats (CCRR), when it has a choice.</source>
        <translation>Wohin sich die eigene Einheit zurückzieht, die Platz machen muss (CCRR), wenn sie die Wahl hat.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Das Gelände des Spielplans und die Einheiten und Anführer darauf, aus der Schlacht gelesen.</translation>
    </message>
    <message>
        <source>Retreats owed</source>
        <translation>Ausstehende Rückzüge</translation>
    </message>
    <message>
        <source>The retreats still owed in the battle.</source>
        <translation>Die in der Schlacht noch ausstehenden Rückzüge.</translation>
    </message>
    <message>
        <source>inputs &quot;unit&quot; and &quot;leader&quot;: name the unit that retreats or the leader, not both (8.4)</source>
        <translation>Eingaben „unit“ und „leader“: Nennen Sie die zurückweichende Einheit oder den Anführer, nicht beide (8.4)</translation>
    </message>
    <message>
        <source>name the unit (input &quot;unit&quot;) or the leader (input &quot;leader&quot;) that retreats (8.4)</source>
        <translation>Nennen Sie die Einheit (Eingabe „unit“) oder den Anführer (Eingabe „leader“), die bzw. der sich zurückzieht (8.4)</translation>
    </message>
    <message>
        <source>input &quot;ground&quot;: %1; a retreat is placed on the battle&apos;s board (8.4.1)</source>
        <translation>Eingabe „ground“: %1; ein Rückzug wird auf dem Spielplan der Schlacht ausgeführt (8.4.1)</translation>
    </message>
    <message>
        <source>the retreating %1 is not on the battle&apos;s board: place it, or move it by hand (8.4.1)</source>
        <translation>%1 (zurückweichend) steht nicht auf dem Spielplan der Schlacht: stellen Sie sie auf oder bewegen Sie sie von Hand (8.4.1)</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>%1 owes no retreat: a leader retreats up to 3 hexes when the unit he was with is eliminated (8.4.5)</source>
        <translation>%1 schuldet keinen Rückzug: Ein Anführer zieht sich bis zu 3 Hexfelder zurück, wenn die Einheit, bei der er stand, ausgeschaltet wird (8.4.5)</translation>
    </message>
    <message>
        <source>%1 owes no retreat: a unit retreats 1 hex after failing its morale check in close combat (8.3.2)</source>
        <translation>%1 schuldet keinen Rückzug: Eine Einheit zieht sich 1 Hexfeld zurück, wenn sie ihre Moralprobe im Nahkampf nicht besteht (8.3.2)</translation>
    </message>
    <message>
        <source>give the hex %1 retreats to (input &quot;to&quot;): %2 (%3)</source>
        <translation>geben Sie das Hexfeld an, in das sich %1 zurückzieht (Eingabe „to“): %2 (%3)</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3: a retreat is 1 hex (8.3.2)</source>
        <translation>%1 darf sich nach %2 zurückziehen, nicht nach %3: Ein Rückzug geht 1 Hexfeld weit (8.3.2)</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3</source>
        <translation>%1 darf sich nach %2 zurückziehen, nicht nach %3</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3: it is adjacent to the attacker %4 (%5), and a unit retreats next to its attacker only when no other hex is open (8.4.1)</source>
        <translation>%1 darf sich nach %2 zurückziehen, nicht nach %3: Es liegt neben dem Angreifer %4 (%5), und eine Einheit zieht sich nur neben ihren Angreifer zurück, wenn kein anderes Hexfeld frei ist (8.4.1)</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3: it leads neither towards %4&apos;s side of the board (%5) nor towards its main group (8.4.1)</source>
        <translation>%1 darf sich nach %2 zurückziehen, nicht nach %3: Es führt weder zur Seite von %4 auf dem Spielplan (%5) noch zu ihrer Hauptgruppe (8.4.1)</translation>
    </message>
    <message>
        <source>input &quot;displaceTo&quot;: no unit has to make room in %1 (8.4.3)</source>
        <translation>Eingabe „displaceTo“: In %1 muss keine Einheit Platz machen (8.4.3)</translation>
    </message>
    <message>
        <source>%1 stands in %2 and must make room: give the hex it retreats to (input &quot;displaceTo&quot;): %3 (8.4.3)</source>
        <translation>%1 steht in %2 und muss Platz machen: geben Sie das Hexfeld an, in das sie sich zurückzieht (Eingabe „displaceTo“): %3 (8.4.3)</translation>
    </message>
    <message>
        <source>%1, making room, may retreat to %2, not to %3 (8.4.3, 8.4.1)</source>
        <translation>%1 darf sich beim Platzmachen nach %2 zurückziehen, nicht nach %3 (8.4.3, 8.4.1)</translation>
    </message>
    <message>
        <source>%1 is blocked on every way by enemy units or impassable terrain and is eliminated</source>
        <translation>%1 ist auf jedem Weg durch feindliche Einheiten oder unpassierbares Gelände blockiert und wird ausgeschaltet</translation>
    </message>
    <message numerus="yes">
        <source>%1 may retreat up to %n hex(es) by a way clear of enemy units and impassable terrain, ending where no other leader stands: %2, not %3 (8.4.5)</source>
        <translation>
            <numerusform>%1 darf sich bis zu %n Hexfeld zurückziehen, auf einem Weg ohne feindliche Einheiten und unpassierbares Gelände, und dort enden, wo kein anderer Anführer steht: %2, nicht %3 (8.4.5)</numerusform>
            <numerusform>%1 darf sich bis zu %n Hexfelder zurückziehen, auf einem Weg ohne feindliche Einheiten und unpassierbares Gelände, und dort enden, wo kein anderer Anführer steht: %2, nicht %3 (8.4.5)</numerusform>
        </translation>
    </message>
    <message>
        <source>the retreat needs the fhg-land rule table</source>
        <translation>der Rückzug braucht die Regeltabelle fhg-land</translation>
    </message>
    <message>
        <source>%1: the enemy leader %2, alone there, is eliminated</source>
        <translation>%1: Der feindliche Anführer %2, der dort allein steht, wird ausgeschaltet</translation>
    </message>
    <message>
        <source>%1 is eliminated</source>
        <translation>%1 ist ausgeschaltet</translation>
    </message>
    <message>
        <source>+%1 VP to %2: leader eliminated</source>
        <translation>+%1 VP für %2: Anführer ausgeschaltet</translation>
    </message>
    <message>
        <source>%1: %2, a VP unit of %3, is taken</source>
        <translation>%1: %2, eine VP-Einheit von %3, wird genommen</translation>
    </message>
    <message>
        <source>%1 is taken and removed from play</source>
        <translation>%1 wird genommen und aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>+%1 VP to %2: VP unit taken</source>
        <translation>+%1 VP für %2: VP-Einheit genommen</translation>
    </message>
    <message>
        <source>%1 is eliminated: its retreat is blocked</source>
        <translation>%1 wird ausgeschaltet: der Rückzug ist blockiert</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>Anführer ausgeschaltet</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>Einheit ausgeschaltet</translation>
    </message>
    <message>
        <source>%1, with the eliminated %2, is blocked on every way and is eliminated</source>
        <translation>%1, bei der ausgeschalteten Einheit %2, ist auf jedem Weg blockiert und wird ausgeschaltet</translation>
    </message>
    <message numerus="yes">
        <source>%1, with the eliminated %2, must retreat up to %n hex(es) at once: %3</source>
        <translation>
            <numerusform>%1, bei der ausgeschalteten Einheit %2, muss sich auf einmal bis zu %n Hexfeld zurückziehen: %3</numerusform>
            <numerusform>%1, bei der ausgeschalteten Einheit %2, muss sich auf einmal bis zu %n Hexfelder zurückziehen: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stands alone in %2</source>
        <translation>%1 steht allein in %2</translation>
    </message>
    <message>
        <source>no hex away from the attacker is open: it retreats still adjacent to it</source>
        <translation>kein Hexfeld weg vom Angreifer ist frei: Sie zieht sich zurück und bleibt ihm benachbart</translation>
    </message>
    <message>
        <source>away from the attacker, towards %1&apos;s side of the board (%2) or its main group</source>
        <translation>weg vom Angreifer, zur Seite von %1 auf dem Spielplan (%2) oder zu ihrer Hauptgruppe hin</translation>
    </message>
    <message>
        <source>%1 makes room: it retreats from %2 to %3</source>
        <translation>%1 macht Platz: Sie zieht sich von %2 nach %3 zurück</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 retreats with it</source>
        <translation>%1 zieht sich mit ihr zurück</translation>
    </message>
    <message>
        <source>%1 retreats 1 hex, %2 to %3</source>
        <translation>%1 zieht sich 1 Hexfeld zurück, von %2 nach %3</translation>
    </message>
    <message>
        <source>%1 retreats from %2 to %3</source>
        <translation>%1 zieht sich von %2 nach %3 zurück</translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreats</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No retreat owed</source>
        <translation>Kein Rückzug ausstehend</translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation>Ausstehend: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 must retreat up to %n hex(es)</source>
        <translation>
            <numerusform>%1 muss sich bis zu %n Hexfeld zurückziehen</numerusform>
            <numerusform>%1 muss sich bis zu %n Hexfelder zurückziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must retreat 1 hex</source>
        <translation>%1 muss sich 1 Hexfeld zurückziehen</translation>
    </message>
</context>
<context>
    <name>adj::FhgRules</name>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>VP unit</source>
        <translation>VP-Einheit</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a For Honor and Glory unit type</source>
        <translation>„%1“ ist kein Einheitentyp von For Honor and Glory</translation>
    </message>
    <message>
        <source>leaders may not share a hex with other leaders: %1 (4.3)</source>
        <translation>Anführer dürfen nicht mit anderen Anführern im selben Hexfeld stehen: %1 (4.3)</translation>
    </message>
    <message>
        <source>no more than %1 VP unit per hex: %2 (4.3.1)</source>
        <translation>nicht mehr als %1 VP-Einheit pro Hexfeld: %2 (4.3.1)</translation>
    </message>
    <message>
        <source>no more than %1 artillery/rocket unit per hex: %2 (4.3)</source>
        <translation>nicht mehr als %1 Artillerie-/Raketeneinheit pro Hexfeld: %2 (4.3)</translation>
    </message>
    <message>
        <source>no more than %1 infantry-type or dragoon unit per hex: %2 (4.3)</source>
        <translation>nicht mehr als %1 Infanterie- oder Dragonereinheit pro Hexfeld: %2 (4.3)</translation>
    </message>
    <message>
        <source>%1 move %2 hexes</source>
        <translation>%1: Bewegung %2 Hexfelder</translation>
    </message>
    <message>
        <source>%1 cannot move in column; only infantry form columns (7.5)</source>
        <translation>%1: keine Bewegung in Kolonne; nur Infanterie bildet Kolonnen (7.5)</translation>
    </message>
    <message>
        <source>in column +%1 hex</source>
        <translation>in Kolonne +%1 Hexfeld</translation>
    </message>
    <message>
        <source>the leader&apos;s extra hex cannot be used by %1 (6.2.5)</source>
        <translation>das zusätzliche Hexfeld des Anführers kann von %1 nicht genutzt werden (6.2.5)</translation>
    </message>
    <message>
        <source>the leader bonus does not apply to a unit in column (9.1.3)</source>
        <translation>der Anführerbonus gilt nicht für eine Einheit in Kolonne (9.1.3)</translation>
    </message>
    <message>
        <source>with its leader +%1 hex for %2 more AP</source>
        <translation>mit ihrem Anführer +%1 Hexfeld für %2 weitere AP</translation>
    </message>
    <message>
        <source>%1 hexes is more than the %2 hexes %3 may move (7.1)</source>
        <translation>%1 Hexfelder sind mehr als die %2 Hexfelder, die %3 zustehen (7.1)</translation>
    </message>
    <message>
        <source>%1 do not stop in forest</source>
        <translation>%1 halten im Wald nicht an</translation>
    </message>
    <message>
        <source>hills move as clear terrain</source>
        <translation>Hügel gelten bei der Bewegung als offenes Gelände</translation>
    </message>
    <message>
        <source>hex %1 (%2) is impassable (%3)</source>
        <translation>Hexfeld %1 (%2) ist unpassierbar (%3)</translation>
    </message>
    <message>
        <source>hex %1 (%2): units stop when they enter it (%3)</source>
        <translation>Hexfeld %1 (%2): Einheiten halten beim Betreten an (%3)</translation>
    </message>
    <message>
        <source>stops in %1</source>
        <translation>hält in %1 an</translation>
    </message>
    <message>
        <source>hex %1 (%2): no further action after entering a waterway (%3)</source>
        <translation>Hexfeld %1 (%2): nach dem Betreten eines Wasserlaufs keine weitere Aktion (%3)</translation>
    </message>
    <message>
        <source>entering the waterway costs %1 AP; no further action this turn</source>
        <translation>das Betreten des Wasserlaufs kostet %1 AP; keine weitere Aktion in diesem Zug</translation>
    </message>
    <message>
        <source>%1 AP</source>
        <translation>%1 AP</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>Einheit ausgeschaltet</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>Anführer ausgeschaltet</translation>
    </message>
    <message>
        <source>VP unit taken</source>
        <translation>VP-Einheit erobert</translation>
    </message>
    <message>
        <source>%1 (%2): no VP, not taken from the opposing side</source>
        <translation>%1 (%2): keine VP, nicht von der gegnerischen Seite erobert</translation>
    </message>
    <message>
        <source>%1 (%2): +%3 VP to %4</source>
        <translation>%1 (%2): +%3 VP für %4</translation>
    </message>
    <message>
        <source>%1: %2 won on time and is given %3 VP (earned %4)</source>
        <translation>%1: %2 hat bei Zeitablauf gewonnen und erhält %3 VP (erzielt: %4)</translation>
    </message>
    <message>
        <source>%1: %2 %3 VP</source>
        <translation>%1: %2 %3 VP</translation>
    </message>
    <message>
        <source>%1 move 1 hex</source>
        <translation>%1: Bewegung 1 Hexfeld</translation>
    </message>
    <message>
        <source>%1: ended by the referee&apos;s call, not on time: each side receives the VP earned</source>
        <translation>%1: durch Entscheidung des Schiedsrichters beendet, nicht auf Zeit: jede Seite erhält die errungenen SP</translation>
    </message>
</context>
<context>
    <name>adj::FhgTable</name>
    <message>
        <source>elite infantry</source>
        <translation>Eliteinfanterie</translation>
    </message>
    <message>
        <source>marines</source>
        <translation>Marineinfanterie</translation>
    </message>
    <message>
        <source>regular infantry</source>
        <translation>reguläre Infanterie</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>leichte Infanterie</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Indianer</translation>
    </message>
    <message>
        <source>dragoons</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>rockets</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>waterway</source>
        <translation>Wasserlauf</translation>
    </message>
    <message>
        <source>water crossing</source>
        <translation>Gewässerübergang</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Ortschaft</translation>
    </message>
    <message>
        <source>fence</source>
        <translation>Zaun</translation>
    </message>
    <message>
        <source>entrenchment</source>
        <translation>Schanze</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>table entry %1 is missing: %2 fire %3 hexes (units.%4.range) and need a hit number at every range</source>
        <translation>Tabelleneintrag %1 fehlt: %2 haben eine Reichweite von %3 Hexfeldern (units.%4.range) und brauchen für jede Entfernung einen Trefferwert</translation>
    </message>
    <message>
        <source>table entry %1 is not a range in hexes</source>
        <translation>Tabelleneintrag %1 ist keine Entfernung in Hexfeldern</translation>
    </message>
    <message>
        <source>table entry %1 must list the campaign&apos;s scenarios</source>
        <translation>Tabelleneintrag %1 muss die Szenarien des Feldzugs auflisten</translation>
    </message>
</context>
<context>
    <name>adj::FieldsOfHonor</name>
    <message>
        <source>Fields of Honor</source>
        <translation>Fields of Honor</translation>
    </message>
    <message>
        <source>Calamity and Fortune: double 1 and double 6 on a Morale Test</source>
        <translation>Unglück und Glücksfall: Doppel-1 und Doppel-6 bei einer Moralprobe</translation>
    </message>
    <message>
        <source>Percussion-detonated shells: no shrapnel accuracy penalty</source>
        <translation>Granaten mit Aufschlagzünder: kein Genauigkeitsabzug für Schrapnell</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set fields-of-honor</source>
        <translation>unbekannte Aktion „%1“ im Regelwerk fields-of-honor</translation>
    </message>
    <message>
        <source>no valid fields-of-honor rule table was given</source>
        <translation>es wurde keine gültige fields-of-honor-Regeltabelle angegeben</translation>
    </message>
    <message>
        <source>action &quot;%1&quot; has no exact odds</source>
        <translation>Aktion „%1“ hat keine exakten Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>%1 is out of play: it has no move</source>
        <translation>%1 ist aus dem Spiel: kein Zug möglich</translation>
    </message>
    <message>
        <source>%1 belongs to BMUG &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>%1 gehört zur BMUG „%2“, nicht zu „%3“</translation>
    </message>
    <message>
        <source>%1 is a unit of %2, not of %3</source>
        <translation>%1 ist eine Einheit von %2, nicht von %3</translation>
    </message>
    <message>
        <source>close</source>
        <translation>nah</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>long</source>
        <translation>weit</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <source>section</source>
        <translation>Sektion</translation>
    </message>
    <message>
        <source>company</source>
        <translation>Kompanie</translation>
    </message>
    <message>
        <source>battalion</source>
        <translation>Bataillon</translation>
    </message>
    <message>
        <source>regiment</source>
        <translation>Regiment</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>smoothbore</source>
        <translation>glattläufig</translation>
    </message>
    <message>
        <source>rifled</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>improved</source>
        <translation>verbessert</translation>
    </message>
    <message>
        <source>Brown Bess</source>
        <translation>Brown Bess</translation>
    </message>
    <message>
        <source>round shot</source>
        <translation>Vollkugel</translation>
    </message>
    <message>
        <source>shrapnel</source>
        <translation>Schrapnell</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>Kartätsche</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>small arms</source>
        <translation>Handfeuerwaffen</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>formed troops</source>
        <translation>geordnete Truppen</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>mob</source>
        <translation>Haufen</translation>
    </message>
    <message>
        <source>good order</source>
        <translation>in guter Ordnung</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Niedergehalten</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>the attacker passes its Charge Test</source>
        <translation>der Angreifer besteht seine Angriffsprobe</translation>
    </message>
    <message>
        <source>the attacker fails its Charge Test</source>
        <translation>der Angreifer besteht seine Angriffsprobe nicht</translation>
    </message>
    <message>
        <source>the defender passes its test</source>
        <translation>der Verteidiger besteht seine Probe</translation>
    </message>
    <message>
        <source>the defender fails its test</source>
        <translation>der Verteidiger besteht seine Probe nicht</translation>
    </message>
    <message>
        <source>countercharge</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>the countercharge test passed</source>
        <translation>Probe für den Gegenangriff bestanden</translation>
    </message>
    <message>
        <source>the countercharge test failed</source>
        <translation>Probe für den Gegenangriff nicht bestanden</translation>
    </message>
    <message>
        <source>contact reached</source>
        <translation>Kontakt hergestellt</translation>
    </message>
    <message>
        <source>the charge fell short</source>
        <translation>der Sturmangriff reichte nicht</translation>
    </message>
    <message>
        <source>fire and retire</source>
        <translation>feuern und zurückweichen</translation>
    </message>
    <message>
        <source>fire over the charge</source>
        <translation>über den Sturmangriff hinweg feuern</translation>
    </message>
    <message>
        <source>form square</source>
        <translation>Karree bilden</translation>
    </message>
    <message>
        <source>square formed</source>
        <translation>Karree gebildet</translation>
    </message>
    <message>
        <source>square failed</source>
        <translation>Karree misslungen</translation>
    </message>
    <message>
        <source>stand and fire</source>
        <translation>stehen und feuern</translation>
    </message>
    <message>
        <source>opportunity fire</source>
        <translation>Gelegenheitsfeuer</translation>
    </message>
    <message>
        <source>test passed</source>
        <translation>Probe bestanden</translation>
    </message>
    <message>
        <source>test failed</source>
        <translation>Probe nicht bestanden</translation>
    </message>
    <message>
        <source>the Fields of Honor text gives no distances for its range bands (they depend on the weapon and the scale): type the band, close, short, medium, long or extreme</source>
        <translation>der Text von Fields of Honor nennt keine Entfernungen für seine Entfernungsbereiche (sie hängen von der Waffe und vom Maßstab ab): Geben Sie den Bereich ein: nah, kurz, mittel, weit oder extrem</translation>
    </message>
</context>
<context>
    <name>adj::FohCasualties</name>
    <message>
        <source>Casualties (%)</source>
        <translation>Verluste (%)</translation>
    </message>
    <message>
        <source>The unit&apos;s casualties as a percentage, when counted by hand; else counted from its hits and stands. The largest band of the table reached applies.</source>
        <translation>Die Verluste der Einheit in Prozent, wenn von Hand gezählt; sonst aus ihren Treffern und Basen gezählt. Es gilt die höchste erreichte Stufe der Tabelle.</translation>
    </message>
    <message>
        <source>Temporary hits</source>
        <translation>Vorübergehende Treffer</translation>
    </message>
    <message>
        <source>Hits taken this turn, not yet distributed.</source>
        <translation>In diesem Zug erlittene, noch nicht verteilte Treffer.</translation>
    </message>
    <message>
        <source>Permanent hits kept</source>
        <translation>Behaltene bleibende Treffer</translation>
    </message>
    <message>
        <source>Permanent hits kept from earlier turns.</source>
        <translation>Aus früheren Zügen behaltene bleibende Treffer.</translation>
    </message>
    <message>
        <source>Stands now</source>
        <translation>Basen jetzt</translation>
    </message>
    <message>
        <source>Stands the unit has now.</source>
        <translation>Basen, die die Einheit jetzt hat.</translation>
    </message>
    <message>
        <source>Stands at the start</source>
        <translation>Basen zu Beginn</translation>
    </message>
    <message>
        <source>Stands the unit had at the start: its size in hits.</source>
        <translation>Basen, die die Einheit zu Beginn hatte: ihre Größe in Treffern.</translation>
    </message>
    <message>
        <source>casualties %1% (as counted by the referee)</source>
        <translation>Verluste %1% (vom Schiedsrichter gezählt)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: the unit&apos;s casualties are counted from its hits and stands; name the unit, or give them or casualtyPercent (Morale Phase)</source>
        <translation>Eingabe &quot;%1&quot;: die Verluste der Einheit werden aus ihren Treffern und Basen gezählt; die Einheit nennen oder sie bzw. casualtyPercent angeben (Morale Phase)</translation>
    </message>
    <message>
        <source>input &quot;stands&quot; is %1, more than the %2 the unit started with</source>
        <translation>Eingabe &quot;stands&quot; ist %1, mehr als die %2, mit denen die Einheit begann</translation>
    </message>
    <message>
        <source>casualties: %1 temporary hits this turn + %2 permanent kept + %3 stands lost x %4 = %5 hits of %6 (%7 stands x %4): %8%</source>
        <translation>Verluste: %1 vorübergehende Treffer in diesem Zug + %2 behaltene bleibende + %3 verlorene Basen x %4 = %5 Treffer von %6 (%7 Basen x %4): %8%</translation>
    </message>
</context>
<context>
    <name>adj::FohCharge</name>
    <message>
        <source>the charge of %1 on %2 is at the %3 step, not the %4 step</source>
        <translation>der Sturmangriff von %1 auf %2 ist beim Schritt %3, nicht beim Schritt %4</translation>
    </message>
    <message>
        <source>the defender must choose: form square, stand and fire, fire and retire or countercharge</source>
        <translation>der Verteidiger muss wählen: Karree bilden, stehen und feuern, feuern und zurückweichen oder Gegenangriff</translation>
    </message>
    <message>
        <source>attacked from the flank, forming square is the defender&apos;s only choice</source>
        <translation>bei einem Angriff in die Flanke bleibt dem Verteidiger nur das Bilden eines Karrees</translation>
    </message>
    <message>
        <source>opportunity fire cannot cause %1 hits</source>
        <translation>Gelegenheitsfeuer kann keine %1 Treffer verursachen</translation>
    </message>
    <message>
        <source>charge state: &quot;stage&quot;, &quot;reaction&quot;, &quot;result&quot; or &quot;opportunityHits&quot; is not valid</source>
        <translation>Sturmangriffsstatus: „stage“, „reaction“, „result“ oder „opportunityHits“ ist ungültig</translation>
    </message>
    <message>
        <source>charge state: a charge has a result exactly when it is done</source>
        <translation>Sturmangriffsstatus: Ein Sturmangriff hat genau dann ein Ergebnis, wenn er abgeschlossen ist</translation>
    </message>
</context>
<context>
    <name>adj::FohChargePhase</name>
    <message>
        <source>Charge Phase</source>
        <translation>Sturmangriffsphase</translation>
    </message>
    <message>
        <source>The written charges and how far each is resolved: the battle&apos;s tracker.</source>
        <translation>Die notierten Sturmangriffe und wie weit jeder abgehandelt ist: der Tracker der Schlacht.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>The battle&apos;s turn.</source>
        <translation>Der Zug der Schlacht.</translation>
    </message>
    <message>
        <source>Charge: write a charge</source>
        <translation>Sturmangriff: einen Sturmangriff notieren</translation>
    </message>
    <message>
        <source>At the start of the Charge Phase both players write their charges; they are revealed together. Only infantry and cavalry charge.</source>
        <translation>Zu Beginn der Sturmangriffsphase notieren beide Spieler ihre Sturmangriffe; sie werden gemeinsam aufgedeckt. Nur Infanterie und Kavallerie führen Sturmangriffe aus.</translation>
    </message>
    <message>
        <source>Charging unit</source>
        <translation>Angreifende Einheit</translation>
    </message>
    <message>
        <source>The BMU that charges.</source>
        <translation>Die BMU, die den Sturmangriff ausführt.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The enemy BMU it charges.</source>
        <translation>Die gegnerische BMU, die angegriffen wird.</translation>
    </message>
    <message>
        <source>From the flank</source>
        <translation>Aus der Flanke</translation>
    </message>
    <message>
        <source>The charge comes from the target&apos;s flank: forming square is its only choice.</source>
        <translation>Der Sturmangriff kommt aus der Flanke des Ziels: Karree bilden ist seine einzige Wahl.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>The charging side (from the battle).</source>
        <translation>Die angreifende Seite (aus der Schlacht).</translation>
    </message>
    <message>
        <source>Target&apos;s side</source>
        <translation>Seite des Ziels</translation>
    </message>
    <message>
        <source>From the battle.</source>
        <translation>Aus der Schlacht.</translation>
    </message>
    <message>
        <source>Charging unit&apos;s name</source>
        <translation>Name der angreifenden Einheit</translation>
    </message>
    <message>
        <source>Target&apos;s name</source>
        <translation>Name des Ziels</translation>
    </message>
    <message>
        <source>Charger&apos;s arm</source>
        <translation>Waffengattung des Angreifers</translation>
    </message>
    <message>
        <source>Target&apos;s arm</source>
        <translation>Waffengattung des Ziels</translation>
    </message>
    <message>
        <source>Charge: reveal the written charges</source>
        <translation>Sturmangriff: notierte Sturmangriffe aufdecken</translation>
    </message>
    <message>
        <source>The written charges are revealed at the same time; then each is resolved in turn.</source>
        <translation>Die notierten Sturmangriffe werden gleichzeitig aufgedeckt; danach wird jeder der Reihe nach abgehandelt.</translation>
    </message>
    <message>
        <source>Charge: next step</source>
        <translation>Sturmangriff: nächster Schritt</translation>
    </message>
    <message>
        <source>Records the next step of a revealed charge, in order: the Charge Test, the charge move, the defender&apos;s choice (and its Form Square or countercharge test), opportunity fire, the attacker&apos;s and then the defender&apos;s Morale Test. Roll the tests with their own actions.</source>
        <translation>Hält den nächsten Schritt eines aufgedeckten Sturmangriffs fest, in dieser Reihenfolge: die Angriffsprobe, die Sturmangriffsbewegung, die Wahl des Verteidigers (und sein Wurf zur Karreebildung oder seine Probe für den Gegenangriff), Gelegenheitsfeuer, die Moralprobe des Angreifers und dann die des Verteidigers. Die Proben mit ihren eigenen Aktionen würfeln.</translation>
    </message>
    <message>
        <source>The BMU whose charge is resolved.</source>
        <translation>Die BMU, deren Sturmangriff abgehandelt wird.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>What happened at this step of the charge.</source>
        <translation>Was bei diesem Schritt des Sturmangriffs geschah.</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Hits the opportunity fire caused on the charger.</source>
        <translation>Treffer, die das Gelegenheitsfeuer beim Angreifer verursacht hat.</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>%1 is artillery; only infantry and cavalry charge</source>
        <translation>%1 ist Artillerie; nur Infanterie und Kavallerie führen Sturmangriffe aus</translation>
    </message>
    <message>
        <source>written: %1 charges %2</source>
        <translation>notiert: %1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 writes: %2 charges %3</source>
        <translation>%1 notiert: %2 greift %3 an</translation>
    </message>
    <message>
        <source>(from the flank)</source>
        <translation>(aus der Flanke)</translation>
    </message>
    <message numerus="yes">
        <source>the written charges are revealed together: %n charge(s)</source>
        <translation>
            <numerusform>die notierten Sturmangriffe werden gemeinsam aufgedeckt: %n Sturmangriff</numerusform>
            <numerusform>die notierten Sturmangriffe werden gemeinsam aufgedeckt: %n Sturmangriffe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 charges %2%3</source>
        <translation>%1 greift %2%3 an</translation>
    </message>
    <message>
        <source>turn %1: the written charges are revealed together before any is resolved</source>
        <translation>Zug %1: Die notierten Sturmangriffe werden gemeinsam aufgedeckt, bevor einer abgehandelt wird</translation>
    </message>
    <message>
        <source>input &quot;attacker&quot;: unit %1 has no charge revealed this turn</source>
        <translation>Eingabe „attacker“: Einheit %1 hat in diesem Zug keinen aufgedeckten Sturmangriff</translation>
    </message>
    <message>
        <source>input &quot;hits&quot; belongs to the opportunity-fire step</source>
        <translation>Eingabe „hits“ gehört zum Schritt Gelegenheitsfeuer</translation>
    </message>
    <message>
        <source>passes its Charge Test and must charge: it moves its Charge rate</source>
        <translation>besteht die Angriffsprobe und muss angreifen: Sie bewegt sich um ihre volle Sturmangriffsweite</translation>
    </message>
    <message>
        <source>fails its Charge Test and stays where it is</source>
        <translation>besteht die Angriffsprobe nicht und bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>reaches its target; the defender chooses its reaction</source>
        <translation>erreicht ihr Ziel; der Verteidiger wählt seine Reaktion</translation>
    </message>
    <message>
        <source>does not reach its target: its charge is over</source>
        <translation>erreicht ihr Ziel nicht: Ihr Sturmangriff ist beendet</translation>
    </message>
    <message>
        <source>the defender tries to form square (Form Square roll)</source>
        <translation>der Verteidiger versucht, ein Karree zu bilden (Wurf zur Karreebildung)</translation>
    </message>
    <message>
        <source>the defender stands and fires</source>
        <translation>der Verteidiger bleibt stehen und feuert</translation>
    </message>
    <message>
        <source>the defender will fire and retire before the charge</source>
        <translation>der Verteidiger wird feuern und vor dem Sturmangriff zurückweichen</translation>
    </message>
    <message>
        <source>the defender countercharges (its own Charge Test)</source>
        <translation>der Verteidiger führt einen Gegenangriff aus (eigene Angriffsprobe)</translation>
    </message>
    <message>
        <source>the defender forms square</source>
        <translation>der Verteidiger bildet ein Karree</translation>
    </message>
    <message>
        <source>the Form Square roll fails: the defender must stand and fire</source>
        <translation>der Wurf zur Karreebildung scheitert: Der Verteidiger muss stehen bleiben und feuern</translation>
    </message>
    <message>
        <source>the defender&apos;s countercharge advances to meet the charger</source>
        <translation>der Gegenangriff des Verteidigers rückt dem Angreifer entgegen</translation>
    </message>
    <message>
        <source>the countercharge test fails: the defender remains where it is</source>
        <translation>die Probe für den Gegenangriff scheitert: Der Verteidiger bleibt, wo er ist</translation>
    </message>
    <message numerus="yes">
        <source>opportunity fire on the charger: %n hit(s)</source>
        <translation>
            <numerusform>Gelegenheitsfeuer auf den Angreifer: %n Treffer</numerusform>
            <numerusform>Gelegenheitsfeuer auf den Angreifer: %n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>opportunity fire is over (%n hit(s) on the charger); the charger tests its morale</source>
        <translation>
            <numerusform>Gelegenheitsfeuer beendet (%n Treffer beim Angreifer); der Angreifer legt eine Moralprobe ab</numerusform>
            <numerusform>Gelegenheitsfeuer beendet (%n Treffer beim Angreifer); der Angreifer legt eine Moralprobe ab</numerusform>
        </translation>
    </message>
    <message>
        <source>the charger passes its Morale Test and stays in contact; the defender tests its morale</source>
        <translation>der Angreifer besteht seine Moralprobe und bleibt in Kontakt; der Verteidiger legt eine Moralprobe ab</translation>
    </message>
    <message>
        <source>the charger fails its Morale Test: the charge is over and it withdraws</source>
        <translation>der Angreifer besteht seine Moralprobe nicht: Der Sturmangriff ist beendet, und er zieht sich zurück</translation>
    </message>
    <message>
        <source>the defender fails its Morale Test: it breaks and retreats</source>
        <translation>der Verteidiger besteht seine Moralprobe nicht: Er bricht und weicht zurück</translation>
    </message>
    <message>
        <source>the defender passes its Morale Test: it becomes a mob and retreats in order</source>
        <translation>der Verteidiger besteht seine Moralprobe: Er wird zu einem Haufen und zieht sich geordnet zurück</translation>
    </message>
    <message>
        <source>the defender passes its Morale Test and holds its position</source>
        <translation>der Verteidiger besteht seine Moralprobe und hält seine Stellung</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 gegen %2: %3</translation>
    </message>
    <message>
        <source>the charge of %1 is resolved: %2</source>
        <translation>der Sturmangriff von %1 ist abgehandelt: %2</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>als Nächstes: %1</translation>
    </message>
    <message>
        <source>forms square</source>
        <translation>bildet Karree</translation>
    </message>
    <message>
        <source>%1: half speed in the next Movement Phase; only half its stands fire in the next Fire Phase</source>
        <translation>%1: halbe Geschwindigkeit in der nächsten Bewegungsphase; in der nächsten Feuerphase feuert nur die Hälfte der Basen</translation>
    </message>
    <message>
        <source>%1 cannot move or fire for the rest of this turn</source>
        <translation>%1 darf sich für den Rest dieses Zuges weder bewegen noch feuern</translation>
    </message>
    <message>
        <source>%1 withdraws</source>
        <translation>%1 zieht sich zurück</translation>
    </message>
    <message>
        <source>%1 breaks morale and retreats involuntarily</source>
        <translation>%1: Moral gebrochen, unfreiwilliger Rückzug</translation>
    </message>
    <message>
        <source>becomes a mob</source>
        <translation>wird zu einem Haufen</translation>
    </message>
    <message>
        <source>%1 makes an orderly retreat away from the enemy</source>
        <translation>%1 zieht sich geordnet vom Feind zurück</translation>
    </message>
    <message>
        <source>%1 and %2 are in contact: melee in the Melee Phase</source>
        <translation>%1 und %2 sind in Kontakt: Handgemenge in der Handgemengephase</translation>
    </message>
</context>
<context>
    <name>adj::FohCharges</name>
    <message>
        <source>this turn&apos;s charges are already revealed; charges are written before they are revealed</source>
        <translation>die Sturmangriffe dieses Zuges sind bereits aufgedeckt; Sturmangriffe werden notiert, bevor sie aufgedeckt werden</translation>
    </message>
    <message>
        <source>a charge names the charging unit and its target</source>
        <translation>ein Sturmangriff nennt die angreifende Einheit und ihr Ziel</translation>
    </message>
    <message>
        <source>%1 cannot charge itself</source>
        <translation>%1 kann nicht sich selbst angreifen</translation>
    </message>
    <message>
        <source>%1 and %2 are both of %3; a charge is made against the enemy</source>
        <translation>%1 und %2 gehören beide zu %3; ein Sturmangriff richtet sich gegen den Feind</translation>
    </message>
    <message>
        <source>%1 already has a written charge this turn</source>
        <translation>%1 hat in diesem Zug bereits einen notierten Sturmangriff</translation>
    </message>
    <message>
        <source>this turn&apos;s charges are already revealed</source>
        <translation>die Sturmangriffe dieses Zuges sind bereits aufgedeckt</translation>
    </message>
    <message>
        <source>Charge Test</source>
        <translation>Angriffsprobe</translation>
    </message>
    <message>
        <source>charge move</source>
        <translation>Sturmangriffsbewegung</translation>
    </message>
    <message>
        <source>defender&apos;s choice</source>
        <translation>Wahl des Verteidigers</translation>
    </message>
    <message>
        <source>Form Square roll</source>
        <translation>Wurf zur Karreebildung</translation>
    </message>
    <message>
        <source>countercharge test</source>
        <translation>Probe für den Gegenangriff</translation>
    </message>
    <message>
        <source>opportunity fire</source>
        <translation>Gelegenheitsfeuer</translation>
    </message>
    <message>
        <source>attacker&apos;s Morale Test</source>
        <translation>Moralprobe des Angreifers</translation>
    </message>
    <message>
        <source>defender&apos;s Morale Test</source>
        <translation>Moralprobe des Verteidigers</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>abgehandelt</translation>
    </message>
    <message>
        <source>failed its Charge Test</source>
        <translation>Angriffsprobe nicht bestanden</translation>
    </message>
    <message>
        <source>fell short</source>
        <translation>zu kurz</translation>
    </message>
    <message>
        <source>the charger withdrew</source>
        <translation>der Angreifer hat sich zurückgezogen</translation>
    </message>
    <message>
        <source>the defender broke</source>
        <translation>der Verteidiger ist gebrochen</translation>
    </message>
    <message>
        <source>the defender retired</source>
        <translation>der Verteidiger ist zurückgewichen</translation>
    </message>
    <message>
        <source>in contact</source>
        <translation>in Kontakt</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message numerus="yes">
        <source>Charges, turn %1: %n written, to be revealed together</source>
        <translation>
            <numerusform>Sturmangriffe, Zug %1: %n notiert, werden gemeinsam aufgedeckt</numerusform>
            <numerusform>Sturmangriffe, Zug %1: %n notiert, werden gemeinsam aufgedeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Charges, turn %1: none this turn</source>
        <translation>Sturmangriffe, Zug %1: keine in diesem Zug</translation>
    </message>
    <message numerus="yes">
        <source>Charges: all %1 resolved (%n in contact)</source>
        <translation>
            <numerusform>Sturmangriffe: alle %1 abgehandelt (%n in Kontakt)</numerusform>
            <numerusform>Sturmangriffe: alle %1 abgehandelt (%n in Kontakt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Charges: %1 of %2 still to resolve; next %3 on %4: %5</source>
        <translation>Sturmangriffe: %1 von %2 noch abzuhandeln; als Nächstes %3 gegen %4: %5</translation>
    </message>
    <message>
        <source>charge state: &quot;turn&quot; must be 1 or more</source>
        <translation>Sturmangriffsstatus: „turn“ muss mindestens 1 sein</translation>
    </message>
</context>
<context>
    <name>adj::FohFire</name>
    <message>
        <source>Fire</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>Artillery or small-arms fire at one target: accuracy roll per Attack Die, then the accurate dice are summed and divided by the Kill Number.</source>
        <translation>Artillerie- oder Handfeuerwaffenbeschuss auf ein Ziel: Genauigkeitswurf je Angriffswürfel, dann werden die genauen Würfel addiert und durch den Verlustwert geteilt.</translation>
    </message>
    <message>
        <source>Firing unit</source>
        <translation>Feuernde Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that fires (optional).</source>
        <translation>Die feuernde Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Target unit</source>
        <translation>Zieleinheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit fired at (optional).</source>
        <translation>Die beschossene Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>An artillery stand or a BMU&apos;s small arms.</source>
        <translation>Eine Artilleriebase oder die Handfeuerwaffen einer BMU.</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Entfernungsbereich</translation>
    </message>
    <message>
        <source>The band the measured range falls in for this weapon.</source>
        <translation>Der Bereich, in den die gemessene Entfernung für diese Waffe fällt.</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>The battle&apos;s scale, to show the measured range in yards (optional).</source>
        <translation>Der Maßstab der Schlacht, um die gemessene Entfernung in Yards anzuzeigen (optional).</translation>
    </message>
    <message>
        <source>Measured range (inches)</source>
        <translation>Gemessene Entfernung (Zoll)</translation>
    </message>
    <message>
        <source>The measured range, shown in yards at the battle&apos;s scale (optional).</source>
        <translation>Die gemessene Entfernung, angezeigt in Yards im Maßstab der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Gun class</source>
        <translation>Geschützklasse</translation>
    </message>
    <message>
        <source>Artillery: the class gives the Attack Dice.</source>
        <translation>Artillerie: Die Klasse bestimmt die Angriffswürfel.</translation>
    </message>
    <message>
        <source>Gun type</source>
        <translation>Geschütztyp</translation>
    </message>
    <message>
        <source>Artillery: modifies the Accuracy Number.</source>
        <translation>Artillerie: modifiziert den Genauigkeitswert.</translation>
    </message>
    <message>
        <source>Heavily damaged</source>
        <translation>Stark beschädigt</translation>
    </message>
    <message>
        <source>Artillery: the stand has taken heavy damage.</source>
        <translation>Artillerie: Die Base hat schweren Schaden erlitten.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Geschossart</translation>
    </message>
    <message>
        <source>Artillery: canister only at short range; shrapnel adds a die and an accuracy penalty.</source>
        <translation>Artillerie: Kartätsche nur auf kurze Entfernung; Schrapnell bringt einen zusätzlichen Würfel und einen Genauigkeitsabzug.</translation>
    </message>
    <message>
        <source>Percussion-detonated shells</source>
        <translation>Granaten mit Aufschlagzünder</translation>
    </message>
    <message>
        <source>Advanced rule: no shrapnel accuracy penalty.</source>
        <translation>Fortgeschrittene Regel: kein Genauigkeitsabzug für Schrapnell.</translation>
    </message>
    <message>
        <source>Stands able to fire</source>
        <translation>Feuerbereite Basen</translation>
    </message>
    <message>
        <source>Small arms: one Attack Die per stand that can attack the target.</source>
        <translation>Handfeuerwaffen: ein Angriffswürfel je Base, die das Ziel angreifen kann.</translation>
    </message>
    <message>
        <source>Small arms</source>
        <translation>Handfeuerwaffen</translation>
    </message>
    <message>
        <source>Small arms: modifies the Accuracy Number.</source>
        <translation>Handfeuerwaffen: modifiziert den Genauigkeitswert.</translation>
    </message>
    <message>
        <source>Dice at this target</source>
        <translation>Würfel auf dieses Ziel</translation>
    </message>
    <message>
        <source>Attack Dice used against this target when they are split (default: all).</source>
        <translation>Angriffswürfel gegen dieses Ziel, wenn sie aufgeteilt werden (Standard: alle).</translation>
    </message>
    <message>
        <source>Firer type</source>
        <translation>Art der feuernden Einheit</translation>
    </message>
    <message>
        <source>Closest enemy</source>
        <translation>Nächster Gegner</translation>
    </message>
    <message>
        <source>The target is the firer&apos;s closest enemy.</source>
        <translation>Das Ziel ist der nächste Gegner der feuernden Einheit.</translation>
    </message>
    <message>
        <source>Fire rating</source>
        <translation>Feuerqualität</translation>
    </message>
    <message>
        <source>The firer&apos;s Fire Quality A-E.</source>
        <translation>Die Feuerqualität A-E der feuernden Einheit.</translation>
    </message>
    <message>
        <source>Kill Number modifiers</source>
        <translation>Modifikatoren des Verlustwerts</translation>
    </message>
    <message>
        <source>Table ids, comma separated: flank, light-cover, heavy-cover, mounted-target, mob-target, initial-volley, opportunity-fire, ...</source>
        <translation>Tabellen-IDs, durch Kommas getrennt: flank, light-cover, heavy-cover, mounted-target, mob-target, initial-volley, opportunity-fire, ...</translation>
    </message>
    <message>
        <source>Other Kill Number modifier</source>
        <translation>Weiterer Modifikator des Verlustwerts</translation>
    </message>
    <message>
        <source>A modifier the text names without a value (moving, prone, skirmish target ...).</source>
        <translation>Ein Modifikator, den der Regeltext ohne Wert nennt (Bewegung, liegend, Plänklerziel ...).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Why the other modifier applies, for the log.</source>
        <translation>Warum der weitere Modifikator gilt, für das Protokoll.</translation>
    </message>
    <message>
        <source>Target&apos;s temporary hits</source>
        <translation>Vorübergehende Treffer des Ziels</translation>
    </message>
    <message>
        <source>the fire action needs the fields-of-honor rule table</source>
        <translation>die Aktion Beschuss braucht die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>input &quot;stands&quot; is for small arms; an artillery stand&apos;s Attack Dice come from its gun class</source>
        <translation>Eingabe „stands“ gilt für Handfeuerwaffen; die Angriffswürfel einer Artilleriebase ergeben sich aus ihrer Geschützklasse</translation>
    </message>
    <message>
        <source>input &quot;range&quot;: guns are rated for %1 range, not %2 (Fire Phase)</source>
        <translation>Eingabe „range“: Geschütze sind für Entfernung %1 eingestuft, nicht %2 (Fire Phase)</translation>
    </message>
    <message>
        <source>input &quot;round&quot;: canister can only be fired at %1 range, not %2 (Fire Phase)</source>
        <translation>Eingabe „round“: Kartätsche kann nur auf Entfernung %1 verschossen werden, nicht %2 (Fire Phase)</translation>
    </message>
    <message>
        <source>%1 gun: %2 Attack Dice</source>
        <translation>Geschütz %1: %2 Angriffswürfel</translation>
    </message>
    <message>
        <source>heavy damage %1</source>
        <translation>schwerer Schaden %1</translation>
    </message>
    <message>
        <source>shrapnel %1</source>
        <translation>Schrapnell %1</translation>
    </message>
    <message>
        <source>%1 gun</source>
        <translation>Geschütz %1</translation>
    </message>
    <message>
        <source>percussion shells: no shrapnel accuracy penalty</source>
        <translation>Aufschlagzünder: kein Genauigkeitsabzug für Schrapnell</translation>
    </message>
    <message>
        <source>shrapnel</source>
        <translation>Schrapnell</translation>
    </message>
    <message>
        <source>input &quot;stands&quot; is required for small-arms fire: one Attack Die per stand that can attack the target (Small-Arms Fire)</source>
        <translation>Eingabe „stands“ ist für Handfeuerwaffenbeschuss erforderlich: ein Angriffswürfel je Base, die das Ziel angreifen kann (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>inputs &quot;round&quot; and &quot;heavyDamage&quot; are for artillery, not small arms</source>
        <translation>die Eingaben „round“ und „heavyDamage“ gelten für Artillerie, nicht für Handfeuerwaffen</translation>
    </message>
    <message>
        <source>%1 stands: %1 Attack Dice</source>
        <translation>%1 Basen: %1 Angriffswürfel</translation>
    </message>
    <message>
        <source>input &quot;dice&quot; is %1, but the firer has only %2 Attack Dice</source>
        <translation>Eingabe „dice“ ist %1, aber die feuernde Einheit hat nur %2 Angriffswürfel</translation>
    </message>
    <message>
        <source>the firer has no Attack Dice left to fire</source>
        <translation>die feuernde Einheit hat keine Angriffswürfel mehr zum Feuern</translation>
    </message>
    <message>
        <source>input &quot;dice&quot;: a mob attacks the closest enemy with at least half its %1 dice, so at most %2 may fire at another target (Small-Arms Fire)</source>
        <translation>Eingabe „dice“: Ein Haufen greift den nächsten Gegner mit mindestens der Hälfte seiner %1 Würfel an, daher dürfen höchstens %2 auf ein anderes Ziel feuern (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>%1 of them at this target</source>
        <translation>davon %1 auf dieses Ziel</translation>
    </message>
    <message>
        <source>measured range %1&quot;</source>
        <translation>gemessene Entfernung %1&quot;</translation>
    </message>
    <message>
        <source>= %1 yards at %2 scale (1&quot; = %3 yards)</source>
        <translation>= %1 Yards im Maßstab %2 (1&quot; = %3 Yards)</translation>
    </message>
    <message>
        <source>%1 range for this weapon</source>
        <translation>Entfernungsbereich dieser Waffe: %1</translation>
    </message>
    <message>
        <source>%1 range: Accuracy Number %2</source>
        <translation>Entfernung %1: Genauigkeitswert %2</translation>
    </message>
    <message>
        <source>Fire Quality %1</source>
        <translation>Feuerqualität %1</translation>
    </message>
    <message>
        <source>Kill Number %1</source>
        <translation>Verlustwert %1</translation>
    </message>
    <message>
        <source>%1 attack dice are too many for the dice-tree odds (over %2); the Fields of Honor exact odds give them by convolution</source>
        <translation>%1 Angriffswürfel sind zu viele für die Berechnung über den Würfelbaum (über %2); die exakten Wahrscheinlichkeiten von Fields of Honor ergeben sich durch Faltung</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 always misses: %3: %n accurate</source>
        <translation>
            <numerusform>%1; %2 verfehlt immer: %3: %n genauer Würfel</numerusform>
            <numerusform>%1; %2 verfehlt immer: %3: %n genaue Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>kill roll</source>
        <translation>Verlustwurf</translation>
    </message>
    <message numerus="yes">
        <source>kill roll %1 = %2; %2 / %3: %n hit(s)</source>
        <translation>
            <numerusform>Verlustwurf %1 = %2; %2 / %3: %n Treffer</numerusform>
            <numerusform>Verlustwurf %1 = %2; %2 / %3: %n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the target</source>
        <translation>
            <numerusform>%n vorübergehender Treffer auf dem Ziel</numerusform>
            <numerusform>%n vorübergehende Treffer auf dem Ziel</numerusform>
        </translation>
    </message>
    <message>
        <source>accuracy, one die per Attack Die</source>
        <translation>Genauigkeit, ein Würfel je Angriffswürfel</translation>
    </message>
    <message>
        <source>kill roll, one die per accurate die</source>
        <translation>Verlustwurf, ein Würfel je genauem Würfel</translation>
    </message>
    <message>
        <source>after the accuracy dice, for the accurate ones</source>
        <translation>nach den Genauigkeitswürfeln, für die genauen</translation>
    </message>
    <message>
        <source>Temporary hits the target already has this turn; the new hits add to them.</source>
        <translation>Vorübergehende Treffer, die das Ziel in diesem Zug schon hat; die neuen kommen hinzu.</translation>
    </message>
    <message>
        <source>Target is mounted</source>
        <translation>Ziel ist beritten</translation>
    </message>
    <message>
        <source>The target is cavalry: the Kill Number&apos;s mounted-target modifier.</source>
        <translation>Das Ziel ist Kavallerie: der Modifikator der Kill Number für berittene Ziele.</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is needed for artillery fire: the firer&apos;s gun (name the firer, or give it) (Fire Phase)</source>
        <translation>Eingabe &quot;%1&quot; wird für Artilleriefeuer gebraucht: das Geschütz des Schützen (den Schützen nennen oder es angeben) (Fire Phase)</translation>
    </message>
    <message>
        <source>input &quot;smallArms&quot; is needed for small-arms fire: the firer&apos;s weapon (name the firer, or give it) (Small-Arms Fire)</source>
        <translation>Eingabe &quot;smallArms&quot; wird für Handwaffenfeuer gebraucht: die Waffe des Schützen (den Schützen nennen oder sie angeben) (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>input &quot;firerKind&quot;: a mob fires at least half its dice at the closest enemy, so say whether the firer is formed, skirmish or mob (Small-Arms Fire)</source>
        <translation>Eingabe &quot;firerKind&quot;: ein Haufen feuert mindestens die Hälfte seiner Würfel auf den nächsten Feind, also angeben, ob der Schütze geordnet, Plänkler oder Haufen ist (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>input &quot;targetTempHits&quot;: the target&apos;s temporary hits are needed to add the new ones (Hit Distribution)</source>
        <translation>Eingabe &quot;targetTempHits&quot;: die vorübergehenden Treffer des Ziels werden gebraucht, um die neuen hinzuzufügen (Hit Distribution)</translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the target (%1 in all)</source>
        <translation>
            <numerusform>%n vorübergehender Treffer auf dem Ziel (%1 insgesamt)</numerusform>
            <numerusform>%n vorübergehende Treffer auf dem Ziel (%1 insgesamt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohInputs</name>
    <message>
        <source>input &quot;%1&quot;: unknown modifier &quot;%2&quot;; the table lists %3</source>
        <translation>Eingabe „%1“: unbekannter Modifikator „%2“; die Tabelle enthält %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: modifier &quot;%2&quot; is given twice</source>
        <translation>Eingabe „%1“: Modifikator „%2“ ist doppelt angegeben</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: a target is in light or in heavy cover, not both</source>
        <translation>Eingabe „%1“: Ein Ziel ist in leichter oder in schwerer Deckung, nicht in beiden</translation>
    </message>
    <message>
        <source>flank</source>
        <translation>Flanke</translation>
    </message>
    <message>
        <source>target in light cover</source>
        <translation>Ziel in leichter Deckung</translation>
    </message>
    <message>
        <source>target in heavy cover</source>
        <translation>Ziel in schwerer Deckung</translation>
    </message>
    <message>
        <source>target is mounted</source>
        <translation>Ziel ist beritten</translation>
    </message>
    <message>
        <source>target is a mob</source>
        <translation>Ziel ist ein Haufen</translation>
    </message>
    <message>
        <source>initial volley</source>
        <translation>erste Salve</translation>
    </message>
    <message>
        <source>opportunity fire</source>
        <translation>Gelegenheitsfeuer</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>Kartätsche</translation>
    </message>
    <message>
        <source>just charged</source>
        <translation>direkt nach Sturmangriff</translation>
    </message>
    <message>
        <source>formed unit attacking a mob</source>
        <translation>geordnete Einheit greift einen Haufen an</translation>
    </message>
    <message>
        <source>caused more casualties</source>
        <translation>mehr Verluste verursacht</translation>
    </message>
    <message>
        <source>struck from the rear</source>
        <translation>Angriff von hinten</translation>
    </message>
    <message>
        <source>charger is cavalry</source>
        <translation>Angreifer ist Kavallerie</translation>
    </message>
    <message>
        <source>sub-commander leads</source>
        <translation>Unterführer führt</translation>
    </message>
    <message>
        <source>friendly units near</source>
        <translation>befreundete Einheiten in der Nähe</translation>
    </message>
    <message>
        <source>attached commander</source>
        <translation>zugeteilter Befehlshaber</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>, never below %1: %1</source>
        <translation>, nie unter %1: %1</translation>
    </message>
    <message>
        <source>Formed, skirmish or mob: the battle&apos;s unit.</source>
        <translation>Geordnet, Plänkler oder Haufen: die Einheit der Schlacht.</translation>
    </message>
</context>
<context>
    <name>adj::FohMelee</name>
    <message>
        <source>%1 melee rating</source>
        <translation>%1: Handgemengequalität</translation>
    </message>
    <message>
        <source>Melee Quality A-E.</source>
        <translation>Handgemengequalität A-E.</translation>
    </message>
    <message>
        <source>%1 Kill Number modifiers</source>
        <translation>%1: Modifikatoren des Verlustwerts</translation>
    </message>
    <message>
        <source>Table ids, comma separated: light-cover, heavy-cover, just-charged, formed-vs-mob, caused-more, rear, flank, ...</source>
        <translation>Tabellen-IDs, durch Kommas getrennt: light-cover, heavy-cover, just-charged, formed-vs-mob, caused-more, rear, flank, ...</translation>
    </message>
    <message>
        <source>%1 other modifier</source>
        <translation>%1: weiterer Modifikator</translation>
    </message>
    <message>
        <source>A Kill Number modifier the text names without a value.</source>
        <translation>Ein Modifikator des Verlustwerts, den der Regeltext ohne Wert nennt.</translation>
    </message>
    <message>
        <source>Why, for the log.</source>
        <translation>Warum, für das Protokoll.</translation>
    </message>
    <message>
        <source>%1 temporary hits</source>
        <translation>%1: vorübergehende Treffer</translation>
    </message>
    <message>
        <source>Melee Quality %1</source>
        <translation>Handgemengequalität %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 = %3; %3 / %4: %n hit(s)</source>
        <translation>
            <numerusform>%1 würfelt %2 = %3; %3 / %4: %n Treffer</numerusform>
            <numerusform>%1 würfelt %2 = %3; %3 / %4: %n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the %1</source>
        <translation>
            <numerusform>%1: %n vorübergehender Treffer</numerusform>
            <numerusform>%1: %n vorübergehende Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>the melee action needs the fields-of-honor rule table</source>
        <translation>die Aktion Handgemenge braucht die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>input &quot;attackerOrder&quot; is %1, but the defender fights only %2 attackers</source>
        <translation>Eingabe „attackerOrder“ ist %1, aber der Verteidiger kämpft nur gegen %2 Angreifer</translation>
    </message>
    <message>
        <source>attacker %1 stands: %1 Attack Dice; defender %2 stands: %2 Attack Dice</source>
        <translation>Angreifer %1 Basen: %1 Angriffswürfel; Verteidiger %2 Basen: %2 Angriffswürfel</translation>
    </message>
    <message>
        <source>the defender splits its %1 dice among %2 attackers as evenly as possible: %3 against this one</source>
        <translation>der Verteidiger verteilt seine %1 Würfel möglichst gleichmäßig auf %2 Angreifer: %3 gegen diesen</translation>
    </message>
    <message>
        <source>the attacker&apos;s %1 dice are capped at %2 x %3 = %4</source>
        <translation>die %1 Würfel des Angreifers sind auf %2 x %3 = %4 begrenzt</translation>
    </message>
    <message>
        <source>the defender&apos;s %1 dice are capped at %2 x %3 = %4</source>
        <translation>die %1 Würfel des Verteidigers sind auf %2 x %3 = %4 begrenzt</translation>
    </message>
    <message>
        <source>attacker&apos;s Kill Number %1</source>
        <translation>Verlustwert des Angreifers %1</translation>
    </message>
    <message>
        <source>defender&apos;s Kill Number %1</source>
        <translation>Verlustwert des Verteidigers %1</translation>
    </message>
    <message>
        <source>the pursuit action needs the fields-of-honor rule table</source>
        <translation>die Aktion Verfolgung braucht die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>pursuit attack: %1 Attack Dice; the routing unit cannot defend itself</source>
        <translation>Verfolgungsangriff: %1 Angriffswürfel; die fliehende Einheit kann sich nicht verteidigen</translation>
    </message>
    <message>
        <source>Kill Number %1</source>
        <translation>Verlustwert %1</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>Units in contact after a charge: both sides roll one die per stand, the total divided by their Kill Number gives the hits on the enemy.</source>
        <translation>Einheiten in Kontakt nach einem Sturmangriff: Beide Seiten würfeln einen Würfel je Base; die Summe geteilt durch ihren Verlustwert ergibt die Treffer beim Gegner.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>The battle&apos;s attacking unit (optional).</source>
        <translation>Die angreifende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>The battle&apos;s defending unit (optional).</source>
        <translation>Die verteidigende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Attacker stands</source>
        <translation>Basen des Angreifers</translation>
    </message>
    <message>
        <source>One Attack Die per stand.</source>
        <translation>Ein Angriffswürfel je Base.</translation>
    </message>
    <message>
        <source>Defender stands</source>
        <translation>Basen des Verteidigers</translation>
    </message>
    <message>
        <source>Attackers on the defender</source>
        <translation>Angreifer gegen den Verteidiger</translation>
    </message>
    <message>
        <source>A defender attacked by several units splits its dice as evenly as possible.</source>
        <translation>Ein von mehreren Einheiten angegriffener Verteidiger verteilt seine Würfel möglichst gleichmäßig.</translation>
    </message>
    <message>
        <source>This attacker&apos;s place</source>
        <translation>Position dieses Angreifers</translation>
    </message>
    <message>
        <source>Which of the defender&apos;s attackers this is (the first ones get the odd dice).</source>
        <translation>Der wievielte Angreifer des Verteidigers dieser ist (die ersten erhalten die überzähligen Würfel).</translation>
    </message>
    <message>
        <source>Pursuit attack</source>
        <translation>Verfolgungsangriff</translation>
    </message>
    <message>
        <source>A pursuer still in contact with a routing unit attacks it; the routing unit cannot strike back.</source>
        <translation>Ein Verfolger, der noch Kontakt zu einer fliehenden Einheit hat, greift sie an; die fliehende Einheit kann nicht zurückschlagen.</translation>
    </message>
    <message>
        <source>Pursuer</source>
        <translation>Verfolger</translation>
    </message>
    <message>
        <source>The battle&apos;s pursuing unit (optional).</source>
        <translation>Die verfolgende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Routing unit</source>
        <translation>Fliehende Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s routing unit (optional).</source>
        <translation>Die fliehende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Pursuer stands</source>
        <translation>Basen des Verfolgers</translation>
    </message>
    <message>
        <source>Target&apos;s temporary hits</source>
        <translation>Vorübergehende Treffer des Ziels</translation>
    </message>
    <message>
        <source>%1 melee dice are too many for the dice-tree odds (over %2); the Fields of Honor exact odds give them by convolution</source>
        <translation>%1 Handgemengewürfel sind zu viele für die Berechnung über den Würfelbaum (über %2); die exakten Wahrscheinlichkeiten von Fields of Honor ergeben sich durch Faltung</translation>
    </message>
    <message>
        <source>the attacker</source>
        <translation>der Angreifer</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>der Verteidiger</translation>
    </message>
    <message>
        <source>%1 pursuit dice are too many for the dice-tree odds (over %2); the Fields of Honor exact odds give them by convolution</source>
        <translation>%1 Verfolgungswürfel sind zu viele für die Berechnung über den Würfelbaum (über %2); die exakten Wahrscheinlichkeiten von Fields of Honor ergeben sich durch Faltung</translation>
    </message>
    <message>
        <source>the pursuer</source>
        <translation>der Verfolger</translation>
    </message>
    <message>
        <source>the attacker&apos;s Attack Dice, one per stand</source>
        <translation>die Angriffswürfel des Angreifers, einer je Base</translation>
    </message>
    <message>
        <source>the defender&apos;s Attack Dice, one per stand</source>
        <translation>die Angriffswürfel des Verteidigers, einer je Base</translation>
    </message>
    <message>
        <source>the pursuer&apos;s Attack Dice, one per stand</source>
        <translation>die Angriffswürfel des Verfolgers, einer je Base</translation>
    </message>
    <message>
        <source>%1 other modifier&apos;s reason</source>
        <translation>%1: Grund des weiteren Modifikators</translation>
    </message>
    <message>
        <source>%1 type</source>
        <translation>Typ (%1)</translation>
    </message>
    <message>
        <source>Temporary hits it already has this turn; the new hits add to them.</source>
        <translation>Vorübergehende Treffer, die sie in diesem Zug schon hat; die neuen kommen hinzu.</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: the unit&apos;s temporary hits are needed to add the new ones (Hit Distribution)</source>
        <translation>Eingabe &quot;%1&quot;: die vorübergehenden Treffer der Einheit werden gebraucht, um die neuen hinzuzufügen (Hit Distribution)</translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the %1 (%2 in all)</source>
        <translation>
            <numerusform>%n vorübergehender Treffer auf %1 (%2 insgesamt)</numerusform>
            <numerusform>%n vorübergehende Treffer auf %1 (%2 insgesamt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Temporary hits the routing unit already has; the new hits add to them.</source>
        <translation>Vorübergehende Treffer, die die fliehende Einheit schon hat; die neuen kommen hinzu.</translation>
    </message>
    <message>
        <source>Routing unit&apos;s type</source>
        <translation>Typ der fliehenden Einheit</translation>
    </message>
</context>
<context>
    <name>adj::FohMorale</name>
    <message>
        <source>Suppressed</source>
        <translation>Niedergehalten</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>good order</source>
        <translation>in guter Ordnung</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that tests (optional).</source>
        <translation>Die Einheit der Schlacht, die die Probe ablegt (optional).</translation>
    </message>
    <message>
        <source>Morale rating</source>
        <translation>Moralqualität</translation>
    </message>
    <message>
        <source>Morale Quality A-E.</source>
        <translation>Moralqualität A-E.</translation>
    </message>
    <message>
        <source>Morale Number modifiers</source>
        <translation>Modifikatoren des Moralwerts</translation>
    </message>
    <message>
        <source>Table ids, comma separated: caused-more, friends-near, commander, ...</source>
        <translation>Tabellen-IDs, durch Kommas getrennt: caused-more, friends-near, commander, ...</translation>
    </message>
    <message>
        <source>Other modifier</source>
        <translation>Weiterer Modifikator</translation>
    </message>
    <message>
        <source>A modifier the text names without a value (suppressed, received a charge, formation ...).</source>
        <translation>Ein Modifikator, den der Regeltext ohne Wert nennt (niedergehalten, Sturmangriff erhalten, Formation ...).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Why, for the log.</source>
        <translation>Warum, für das Protokoll.</translation>
    </message>
    <message>
        <source>Calamity and Fortune</source>
        <translation>Unglück und Glücksfall</translation>
    </message>
    <message>
        <source>Advanced rule: double 1 is a Calamity, double 6 a Fortune.</source>
        <translation>Fortgeschrittene Regel: Doppel-1 ist ein Unglück, Doppel-6 ein Glücksfall.</translation>
    </message>
    <message>
        <source>the morale actions need the fields-of-honor rule table</source>
        <translation>die Moralaktionen brauchen die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>%1% casualties</source>
        <translation>%1% Verluste</translation>
    </message>
    <message>
        <source>Morale Quality %1</source>
        <translation>Moralqualität %1</translation>
    </message>
    <message>
        <source>input &quot;state&quot;: only Shaken and Routed units rally (Recovering Morale)</source>
        <translation>Eingabe „state“: Nur erschütterte und fliehende Einheiten sammeln sich (Recovering Morale)</translation>
    </message>
    <message>
        <source>morale state: %1</source>
        <translation>Moralzustand: %1</translation>
    </message>
    <message>
        <source>Morale Number %1</source>
        <translation>Moralwert %1</translation>
    </message>
    <message>
        <source>morale test</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <source>2d6 %1,%2 = %3 against %4: </source>
        <translation>2W6 %1,%2 = %3 gegen %4: </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed by %1</source>
        <translation>um %1 nicht bestanden</translation>
    </message>
    <message>
        <source>; %1 becomes %2</source>
        <translation>; %1 ist jetzt: %2</translation>
    </message>
    <message>
        <source>the routed unit fails to rally and is removed from play</source>
        <translation>die fliehende Einheit kann sich nicht sammeln und wird aus dem Spiel genommen</translation>
    </message>
    <message>
        <source>it halts in the nearest place of safety</source>
        <translation>sie hält am nächsten sicheren Ort an</translation>
    </message>
    <message>
        <source>unless it is in a safe place it must flee again</source>
        <translation>sofern sie nicht an einem sicheren Ort ist, muss sie erneut fliehen</translation>
    </message>
    <message>
        <source>it moves away from the enemy half its movement rate; formation changes cost more and later morale tests are penalised while suppressed</source>
        <translation>sie bewegt sich mit der Hälfte ihrer Bewegungsweite vom Gegner weg; solange sie niedergehalten ist, kosten Formationswechsel mehr und spätere Moralproben erhalten Abzüge</translation>
    </message>
    <message>
        <source>the unit becomes a mob</source>
        <translation>die Einheit wird zu einem Haufen</translation>
    </message>
    <message>
        <source>it turns into a mob, about faces and runs away</source>
        <translation>sie wird zu einem Haufen, macht kehrt und flieht</translation>
    </message>
    <message>
        <source>double 1: a Calamity; roll on the Calamity table</source>
        <translation>Doppel-1: ein Unglück; auf der Unglückstabelle würfeln</translation>
    </message>
    <message>
        <source>double 6: good Fortune; roll on the Fortune table</source>
        <translation>Doppel-6: ein Glücksfall; auf der Glücksfalltabelle würfeln</translation>
    </message>
    <message>
        <source>the charge test needs the fields-of-honor rule table</source>
        <translation>die Angriffsprobe braucht die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>Charge Test</source>
        <translation>Angriffsprobe</translation>
    </message>
    <message>
        <source>Before charging (or countercharging) a unit rolls 1d6 at or above its Charge Number.</source>
        <translation>Vor einem Sturmangriff (oder Gegenangriff) muss eine Einheit mit 1W6 ihren Angriffswert oder mehr würfeln.</translation>
    </message>
    <message>
        <source>Charging unit</source>
        <translation>Stürmende Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit (optional).</source>
        <translation>Die Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Charge Number modifiers</source>
        <translation>Modifikatoren des Angriffswerts</translation>
    </message>
    <message>
        <source>Table ids, comma separated: cavalry, sub-commander, ...</source>
        <translation>Tabellen-IDs, durch Kommas getrennt: cavalry, sub-commander, ...</translation>
    </message>
    <message>
        <source>A modifier the text names without a value (relative size, skirmisher, mob, flank).</source>
        <translation>Ein Modifikator, den der Regeltext ohne Wert nennt (relative Größe, Plänkler, Haufen, Flanke).</translation>
    </message>
    <message>
        <source>Countercharge</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>The defender&apos;s own Charge Test to countercharge.</source>
        <translation>Die eigene Angriffsprobe des Verteidigers für einen Gegenangriff.</translation>
    </message>
    <message>
        <source>Morale Test</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <source>2d6 at or above the Morale Number; failed by 1 Suppressed, by 2 Shaken, by 3 or more Routed.</source>
        <translation>2W6 mindestens gleich dem Moralwert; um 1 verfehlt: niedergehalten, um 2: erschüttert, um 3 oder mehr: in Flucht.</translation>
    </message>
    <message>
        <source>Morale state now</source>
        <translation>Aktueller Moralzustand</translation>
    </message>
    <message>
        <source>A failed test never leaves a unit in a better state.</source>
        <translation>Eine nicht bestandene Probe bringt eine Einheit nie in einen besseren Zustand.</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>A Shaken unit that passes a Morale Test becomes Suppressed; a Routed one becomes Shaken, and is removed from play if it fails.</source>
        <translation>Eine erschütterte Einheit, die eine Moralprobe besteht, wird niedergehalten; eine fliehende wird erschüttert und wird aus dem Spiel genommen, wenn sie die Probe nicht besteht.</translation>
    </message>
    <message>
        <source>Recover from suppression</source>
        <translation>Vom Niederhalten erholen</translation>
    </message>
    <message>
        <source>A Suppressed unit returns to good order on the first turn it takes no casualties and does not move.</source>
        <translation>Eine niedergehaltene Einheit kehrt im ersten Zug, in dem sie keine Verluste erleidet und sich nicht bewegt, in gute Ordnung zurück.</translation>
    </message>
    <message>
        <source>Only Suppressed units recover this way.</source>
        <translation>Nur niedergehaltene Einheiten erholen sich auf diese Weise.</translation>
    </message>
    <message>
        <source>Took casualties</source>
        <translation>Verluste erlitten</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Bewegt</translation>
    </message>
    <message>
        <source>Charge Number %1</source>
        <translation>Angriffswert %1</translation>
    </message>
    <message>
        <source>charge test</source>
        <translation>Angriffsprobe</translation>
    </message>
    <message>
        <source>1d6 %1 against %2: %3</source>
        <translation>1W6 %1 gegen %2: %3</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>it advances to meet its attacker</source>
        <translation>sie rückt ihrem Angreifer entgegen</translation>
    </message>
    <message>
        <source>it remains where it is</source>
        <translation>sie bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>it must charge: move its Charge rate without measuring first; if it falls short it cannot move or fire for the rest of the turn</source>
        <translation>sie muss angreifen: ihre volle Sturmangriffsweite bewegen, ohne vorher zu messen; reicht das nicht, darf sie sich für den Rest des Zuges weder bewegen noch feuern</translation>
    </message>
    <message>
        <source>it stays where it is; next Movement Phase at half speed and only half its stands attack in the next Fire Phase</source>
        <translation>sie bleibt, wo sie ist; in der nächsten Bewegungsphase mit halber Geschwindigkeit, und in der nächsten Feuerphase greift nur die Hälfte ihrer Basen an</translation>
    </message>
    <message>
        <source>input &quot;state&quot;: only a Suppressed unit recovers on its own; a %1 unit must rally</source>
        <translation>Eingabe „state“: Nur eine niedergehaltene Einheit erholt sich von selbst; eine Einheit im Zustand %1 muss sich sammeln</translation>
    </message>
    <message>
        <source>no casualties and no movement this turn: back to good order</source>
        <translation>keine Verluste und keine Bewegung in diesem Zug: zurück in guter Ordnung</translation>
    </message>
    <message>
        <source>it took casualties this turn: still Suppressed</source>
        <translation>sie hat in diesem Zug Verluste erlitten: weiterhin niedergehalten</translation>
    </message>
    <message>
        <source>it moved this turn: still Suppressed</source>
        <translation>sie hat sich in diesem Zug bewegt: weiterhin niedergehalten</translation>
    </message>
    <message>
        <source>Morale Test to rally</source>
        <translation>Moralprobe zum Sammeln</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>The charger is cavalry: the Charge Number&apos;s cavalry modifier.</source>
        <translation>Der Angreifer ist Kavallerie: der Kavalleriemodifikator der Charge Number.</translation>
    </message>
    <message>
        <source>Only Shaken and Routed units rally.</source>
        <translation>Nur erschütterte und fliehende Einheiten sammeln sich.</translation>
    </message>
    <message>
        <source>The unit took hits this turn.</source>
        <translation>Die Einheit hat in diesem Zug Treffer erlitten.</translation>
    </message>
    <message>
        <source>The unit moved this turn (its BMUG&apos;s move).</source>
        <translation>Die Einheit hat sich in diesem Zug bewegt (die Bewegung ihrer BMUG).</translation>
    </message>
</context>
<context>
    <name>adj::FohMovement</name>
    <message>
        <source>the two sides need two different names</source>
        <translation>die beiden Seiten brauchen zwei verschiedene Namen</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; is named twice or has no name</source>
        <translation>BMUG „%1“ ist doppelt benannt oder hat keinen Namen</translation>
    </message>
    <message>
        <source>the roll-off for who moves first is already made</source>
        <translation>das Auswürfeln, wer zuerst zieht, ist bereits erfolgt</translation>
    </message>
    <message>
        <source>a roll-off die must read 1-%1</source>
        <translation>ein Würfel beim Auswürfeln muss 1-%1 zeigen</translation>
    </message>
    <message>
        <source>roll off first for who moves first</source>
        <translation>zuerst auswürfeln, wer zuerst zieht</translation>
    </message>
    <message>
        <source>%1 is still moving its BMUGs</source>
        <translation>%1 bewegt noch BMUGs</translation>
    </message>
    <message>
        <source>the BMUG die must read 1-%1, not %2</source>
        <translation>der BMUG-Würfel muss 1-%1 zeigen, nicht %2</translation>
    </message>
    <message>
        <source>no BMUG may move now: roll the die first</source>
        <translation>jetzt darf keine BMUG ziehen: zuerst würfeln</translation>
    </message>
    <message>
        <source>unknown BMUG &quot;%1&quot;</source>
        <translation>unbekannte BMUG „%1“</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; belongs to %2; it is %3&apos;s move</source>
        <translation>BMUG „%1“ gehört zu %2; %3 ist am Zug</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; has already moved or fired this phase</source>
        <translation>BMUG „%1“ hat sich in dieser Phase bereits bewegt oder gefeuert</translation>
    </message>
    <message>
        <source>there is no roll to end: roll the die first</source>
        <translation>es gibt keinen Wurf zu beenden: zuerst würfeln</translation>
    </message>
    <message>
        <source>opportunity fire is taken at enemy BMUGs while they move</source>
        <translation>Gelegenheitsfeuer wird auf gegnerische BMUGs abgegeben, während sie ziehen</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; belongs to the moving side; only the enemy takes opportunity fire</source>
        <translation>BMUG „%1“ gehört zur ziehenden Seite; nur der Gegner gibt Gelegenheitsfeuer ab</translation>
    </message>
    <message>
        <source>movement state: &quot;sides&quot; must list two sides</source>
        <translation>Bewegungsstatus: „sides“ muss zwei Seiten auflisten</translation>
    </message>
    <message>
        <source>movement state: &quot;stage&quot;, &quot;first&quot; or &quot;current&quot; is not valid</source>
        <translation>Bewegungsstatus: „stage“, „first“ oder „current“ ist ungültig</translation>
    </message>
    <message>
        <source>movement state: unknown BMUG &quot;%1&quot;</source>
        <translation>Bewegungsstatus: unbekannte BMUG „%1“</translation>
    </message>
    <message>
        <source>every BMUG has had its move: the Movement Phase is over</source>
        <translation>jede BMUG hat gezogen: Die Bewegungsphase ist vorbei</translation>
    </message>
</context>
<context>
    <name>adj::FohMovementPhase</name>
    <message>
        <source>Movement Phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>Who moves, which BMUGs have moved: the battle&apos;s tracker.</source>
        <translation>Wer zieht, welche BMUGs gezogen haben: der Tracker der Schlacht.</translation>
    </message>
    <message>
        <source>BMUG</source>
        <translation>BMUG</translation>
    </message>
    <message>
        <source>The BMUG (the name in its units&apos; BMUG attribute); or name one of its units.</source>
        <translation>Die BMUG (der Name im BMUG-Attribut ihrer Einheiten); oder eine ihrer Einheiten nennen.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>A unit of the BMUG (instead of its name).</source>
        <translation>Eine Einheit der BMUG (statt ihres Namens).</translation>
    </message>
    <message>
        <source>Movement: roll-off</source>
        <translation>Bewegung: Auswürfeln</translation>
    </message>
    <message>
        <source>Both players roll; the higher moves first (a tie rolls again).</source>
        <translation>Beide Spieler würfeln; der höhere Wurf zieht zuerst (bei Gleichstand wird erneut gewürfelt).</translation>
    </message>
    <message>
        <source>Movement: roll for BMUGs</source>
        <translation>Bewegung: für BMUGs würfeln</translation>
    </message>
    <message>
        <source>The side to move rolls a die and may move that many BMUGs (1-6).</source>
        <translation>Die Seite am Zug würfelt mit einem Würfel und darf so viele BMUGs bewegen (1-6).</translation>
    </message>
    <message>
        <source>Movement: a BMUG moves</source>
        <translation>Bewegung: eine BMUG zieht</translation>
    </message>
    <message>
        <source>Records that a BMUG of the side to move has moved.</source>
        <translation>Hält fest, dass eine BMUG der Seite am Zug gezogen hat.</translation>
    </message>
    <message>
        <source>Movement: end the roll</source>
        <translation>Bewegung: Wurf beenden</translation>
    </message>
    <message>
        <source>The side to move moves no more BMUGs on this roll; the other side rolls.</source>
        <translation>Die Seite am Zug bewegt mit diesem Wurf keine weiteren BMUGs; die andere Seite würfelt.</translation>
    </message>
    <message>
        <source>Movement: opportunity fire uses the move</source>
        <translation>Bewegung: Gelegenheitsfeuer verbraucht den Zug</translation>
    </message>
    <message>
        <source>A BMUG that has not moved takes opportunity fire at a moving enemy and loses its move this phase. Resolve the fire itself with the fire action (opportunity fire on the Kill Number).</source>
        <translation>Eine BMUG, die noch nicht gezogen hat, gibt Gelegenheitsfeuer auf einen ziehenden Gegner ab und verliert ihren Zug in dieser Phase. Das Feuer selbst mit der Aktion Beschuss auswerten (Gelegenheitsfeuer als Modifikator des Verlustwerts).</translation>
    </message>
    <message>
        <source>Movement: roll off for who moves first (%1 BMUGs to move)</source>
        <translation>Bewegung: auswürfeln, wer zuerst zieht (%1 BMUGs zu ziehen)</translation>
    </message>
    <message>
        <source>Movement: %1 rolls for its BMUGs (%2 of %3 BMUGs still to move)</source>
        <translation>Bewegung: %1 würfelt für die eigenen BMUGs (%2 von %3 BMUGs noch zu ziehen)</translation>
    </message>
    <message numerus="yes">
        <source>Movement: %1 moves %n more BMUG(s) (%2 of %3 still to move)</source>
        <translation>
            <numerusform>Bewegung: %1 bewegt noch %n BMUG (%2 von %3 noch zu ziehen)</numerusform>
            <numerusform>Bewegung: %1 bewegt noch %n BMUGs (%2 von %3 noch zu ziehen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Movement: every BMUG has moved (%n took opportunity fire)</source>
        <translation>
            <numerusform>Bewegung: alle BMUGs haben gezogen (%n gab Gelegenheitsfeuer ab)</numerusform>
            <numerusform>Bewegung: alle BMUGs haben gezogen (%n gaben Gelegenheitsfeuer ab)</numerusform>
        </translation>
    </message>
    <message>
        <source>the Movement Phase needs the fields-of-honor rule table</source>
        <translation>die Bewegungsphase braucht die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>the Movement Phase is played by two sides; the battle has %1</source>
        <translation>die Bewegungsphase wird von zwei Seiten gespielt; die Schlacht hat %1</translation>
    </message>
    <message>
        <source>neither side has a unit in play to move</source>
        <translation>keine Seite hat eine Einheit im Spiel, die ziehen kann</translation>
    </message>
    <message>
        <source>Movement Phase, turn %1: %2</source>
        <translation>Bewegungsphase, Zug %1: %2</translation>
    </message>
    <message>
        <source>input &quot;bmug&quot;: name the BMUG (or one of its units)</source>
        <translation>Eingabe „bmug“: die BMUG nennen (oder eine ihrer Einheiten)</translation>
    </message>
    <message>
        <source>input &quot;bmug&quot;: unknown BMUG &quot;%1&quot;; this battle&apos;s BMUGs are %2</source>
        <translation>Eingabe „bmug“: unbekannte BMUG „%1“; die BMUGs dieser Schlacht sind %2</translation>
    </message>
    <message>
        <source>turn %1: roll off first for who moves first</source>
        <translation>Zug %1: zuerst auswürfeln, wer zuerst zieht</translation>
    </message>
    <message>
        <source>every BMUG has had its move: the Movement Phase is over</source>
        <translation>jede BMUG hat gezogen: Die Bewegungsphase ist vorbei</translation>
    </message>
    <message>
        <source>%1&apos;s roll is used; %2 rolls next</source>
        <translation>der Wurf von %1 ist verbraucht; als Nächstes würfelt %2</translation>
    </message>
    <message>
        <source>roll-off: %1</source>
        <translation>Auswürfeln: %1</translation>
    </message>
    <message>
        <source>Roll-off: %1 %2, %3 %4: a tie, roll again</source>
        <translation>Auswürfeln: %1 %2, %3 %4: Gleichstand, erneut würfeln</translation>
    </message>
    <message>
        <source>Roll-off: %1 %2, %3 %4: %5 moves first</source>
        <translation>Auswürfeln: %1 %2, %3 %4: %5 zieht zuerst</translation>
    </message>
    <message>
        <source>%1 has no BMUG to move; %2 rolls</source>
        <translation>%1 hat keine BMUG mehr zu ziehen; %2 würfelt</translation>
    </message>
    <message>
        <source>BMUGs %1 may move</source>
        <translation>BMUGs %1 dürfen ziehen</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2: may move up to %n BMUG(s)</source>
        <translation>
            <numerusform>%1 würfelt %2: darf bis zu %n BMUG bewegen</numerusform>
            <numerusform>%1 würfelt %2: darf bis zu %n BMUGs bewegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n BMUG(s) have not moved</source>
        <translation>
            <numerusform>nur %n BMUG hat noch nicht gezogen</numerusform>
            <numerusform>nur %n BMUGs haben noch nicht gezogen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) moves</source>
        <translation>%1 (%2) zieht</translation>
    </message>
    <message>
        <source>moved this turn</source>
        <translation>in diesem Zug gezogen</translation>
    </message>
    <message>
        <source>%1 moves no more BMUGs on this roll</source>
        <translation>%1 bewegt mit diesem Wurf keine weiteren BMUGs</translation>
    </message>
    <message>
        <source>%1 takes opportunity fire at %2&apos;s moving BMUGs and loses its move this phase</source>
        <translation>%1 gibt Gelegenheitsfeuer auf die ziehenden BMUGs von %2 ab und verliert damit den Zug in dieser Phase</translation>
    </message>
    <message>
        <source>resolve the fire with the fire action: opportunity fire modifies the Kill Number</source>
        <translation>das Feuer mit der Aktion Beschuss auswerten: Gelegenheitsfeuer modifiziert den Verlustwert</translation>
    </message>
    <message>
        <source>used its move on opportunity fire</source>
        <translation>Zug für Gelegenheitsfeuer verwendet</translation>
    </message>
    <message>
        <source>the first side&apos;s roll-off</source>
        <translation>das Auswürfeln der ersten Seite</translation>
    </message>
    <message>
        <source>the second side&apos;s roll-off</source>
        <translation>das Auswürfeln der zweiten Seite</translation>
    </message>
    <message>
        <source>how many BMUGs may move</source>
        <translation>wie viele BMUGs ziehen dürfen</translation>
    </message>
</context>
<context>
    <name>adj::FohOwed</name>
    <message numerus="yes">
        <source>both sides write their charges (%n written so far), then they are revealed together</source>
        <translation>
            <numerusform>beide Seiten schreiben ihre Angriffe auf (bisher %n geschrieben), dann werden sie zugleich aufgedeckt</numerusform>
            <numerusform>beide Seiten schreiben ihre Angriffe auf (bisher %n geschrieben), dann werden sie zugleich aufgedeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 charges %2: the %3 next</source>
        <translation>%1 greift %2 an: als Nächstes %3</translation>
    </message>
    <message>
        <source>both sides roll off: the higher moves first</source>
        <translation>beide Seiten würfeln: der Höhere zieht zuerst</translation>
    </message>
    <message>
        <source>%1 rolls for the BMUGs it moves</source>
        <translation>%1 würfelt für die BMUGs, die es bewegt</translation>
    </message>
    <message>
        <source>%1 (%2) has not moved</source>
        <translation>%1 (%2) hat sich nicht bewegt</translation>
    </message>
    <message>
        <source>%1 and %2 are in contact after the charge: melee</source>
        <translation>%1 und %2 sind nach dem Angriff in Kontakt: Nahkampf</translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n hit(s) this turn: Morale Test</source>
        <translation>
            <numerusform>%1 hat in diesem Zug %n Treffer erlitten: Moraltest</numerusform>
            <numerusform>%1 hat in diesem Zug %n Treffer erlitten: Moraltest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n temporary hit(s) to distribute</source>
        <translation>
            <numerusform>%1: %n vorübergehender Treffer zu verteilen</numerusform>
            <numerusform>%1: %n vorübergehende Treffer zu verteilen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may pursue %2, which broke after their melee</source>
        <translation>%1 darf %2 verfolgen, das nach ihrem Nahkampf gebrochen ist</translation>
    </message>
    <message>
        <source>%1 is Routed: it rallies or is removed from play</source>
        <translation>%1 ist in Flucht: es sammelt sich oder wird aus dem Spiel genommen</translation>
    </message>
    <message>
        <source>%1 is Shaken: it must rally</source>
        <translation>%1 ist erschüttert: es muss sich sammeln</translation>
    </message>
    <message>
        <source>%1 is Suppressed, took no hits and did not move this turn: it recovers</source>
        <translation>%1 ist niedergehalten, hat in diesem Zug keine Treffer erlitten und sich nicht bewegt: es erholt sich</translation>
    </message>
</context>
<context>
    <name>adj::FohRecord</name>
    <message>
        <source>This turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>The hits taken, tests, melees and pursuits of this turn: the battle&apos;s.</source>
        <translation>Die Treffer, Tests, Nahkämpfe und Verfolgungen dieses Zuges: die der Schlacht.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n unit(s) took hits</source>
        <translation>
            <numerusform>Zug %1: %n Einheit hat Treffer erlitten</numerusform>
            <numerusform>Zug %1: %n Einheiten haben Treffer erlitten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n melee(s)</source>
        <translation>
            <numerusform>%n Nahkampf</numerusform>
            <numerusform>%n Nahkämpfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Morale Phase test(s)</source>
        <translation>
            <numerusform>%n Test der Moralphase</numerusform>
            <numerusform>%n Tests der Moralphase</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohRoster</name>
    <message>
        <source>input &quot;battle&quot;: %1</source>
        <translation>Eingabe „battle“: %1</translation>
    </message>
    <message>
        <source>the turn must be 1 or more</source>
        <translation>der Zug muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>side %1 has no name</source>
        <translation>Seite %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>side %1 has a negative count of stands lost or objectives</source>
        <translation>Seite %1 hat eine negative Anzahl verlorener Basen oder Zielpunkte</translation>
    </message>
    <message>
        <source>a BMUG of %1 has no name</source>
        <translation>eine BMUG von %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>Die Schlacht</translation>
    </message>
    <message>
        <source>The sides, their BMUGs and losses, read from the battle&apos;s units.</source>
        <translation>Die Seiten, ihre BMUGs und Verluste, aus den Einheiten der Schlacht gelesen.</translation>
    </message>
</context>
<context>
    <name>adj::FohScale</name>
    <message>
        <source>%1 scale: 1&quot; = %2 yards, about %3 men a stand, turns of %4; the BMU is the %5, the BMUG the %6</source>
        <translation>Maßstab %1: 1&quot; = %2 Yards, etwa %3 Mann je Base, Züge zu je %4; BMU: %5, BMUG: %6</translation>
    </message>
</context>
<context>
    <name>adj::FohSecretChoices</name>
    <message>
        <source>the charges are written at the start of the Charge Phase</source>
        <translation>die Angriffe werden zu Beginn der Angriffsphase geschrieben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not part of the written charges; they have only &quot;charges&quot;</source>
        <translation>„%1“ gehört nicht zu den geschriebenen Angriffen; sie haben nur „charges“</translation>
    </message>
    <message>
        <source>the written charges are a list of at most one charge per unit that may charge</source>
        <translation>die geschriebenen Angriffe sind eine Liste mit höchstens einem Angriff je angriffsfähiger Einheit</translation>
    </message>
    <message>
        <source>charge %1: an attacker of this side that may charge, an enemy target, and &quot;flank&quot; true or false</source>
        <translation>Angriff %1: ein angriffsfähiger Angreifer dieser Partei, ein feindliches Ziel und „flank“ wahr oder falsch</translation>
    </message>
    <message>
        <source>charge %1: a unit writes one charge</source>
        <translation>Angriff %1: eine Einheit schreibt einen Angriff</translation>
    </message>
    <message>
        <source>Write your charges (Charge Phase)</source>
        <translation>Schreiben Sie Ihre Angriffe (Angriffsphase)</translation>
    </message>
    <message>
        <source>Both sides write down their charges at the start of the phase; they are revealed at the same time. No charges at all is a choice too.</source>
        <translation>Beide Seiten schreiben ihre Angriffe zu Beginn der Phase auf; sie werden gleichzeitig aufgedeckt. Gar keine Angriffe ist auch eine Wahl.</translation>
    </message>
    <message>
        <source>Charges</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Charging unit</source>
        <translation>Angreifende Einheit</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>From the flank</source>
        <translation>Von der Flanke</translation>
    </message>
    <message>
        <source>Add a charge</source>
        <translation>Angriff hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>No charges</source>
        <translation>Keine Angriffe</translation>
    </message>
</context>
<context>
    <name>adj::FohTable</name>
    <message>
        <source>table entry %1.%2 is unknown; %1 holds %3</source>
        <translation>Tabelleneintrag %1.%2 ist unbekannt; %1 enthält %3</translation>
    </message>
    <message>
        <source>table entry %1 must be an object of modifiers</source>
        <translation>Tabelleneintrag %1 muss ein Objekt mit Modifikatoren sein</translation>
    </message>
    <message>
        <source>table entry %1.rule must be text</source>
        <translation>Tabelleneintrag %1.rule muss Text sein</translation>
    </message>
    <message>
        <source>table entry morale.casualties must be a list of {percent, value}</source>
        <translation>Tabelleneintrag morale.casualties muss eine Liste von {percent, value} sein</translation>
    </message>
    <message>
        <source>table entry morale.casualties.%1 must have a percent (1-100, ascending) and a value</source>
        <translation>Tabelleneintrag morale.casualties.%1 muss einen Prozentwert (1-100, aufsteigend) und einen Wert haben</translation>
    </message>
    <message>
        <source>table entries morale.failedBy must rise: suppressed &lt; shaken &lt; routed</source>
        <translation>Tabelleneinträge morale.failedBy müssen ansteigen: suppressed &lt; shaken &lt; routed</translation>
    </message>
    <message>
        <source>table entry %1 is unknown</source>
        <translation>Tabelleneintrag %1 ist unbekannt</translation>
    </message>
</context>
<context>
    <name>adj::FohTurn</name>
    <message>
        <source>casualties cannot be negative</source>
        <translation>Verluste können nicht negativ sein</translation>
    </message>
    <message>
        <source>input &quot;objectives&quot; is %1; only %2 objectives are placed</source>
        <translation>Eingabe „objectives“ ist %1; es sind nur %2 Zielpunkte ausgelegt</translation>
    </message>
    <message>
        <source>Hit distribution</source>
        <translation>Trefferverteilung</translation>
    </message>
    <message>
        <source>After the Morale Test: half the temporary hits (rounded up) go away, the rest become permanent, and every 3 permanent hits remove a stand.</source>
        <translation>Nach der Moralprobe: Die Hälfte der vorübergehenden Treffer (aufgerundet) entfällt, der Rest wird bleibend, und je 3 bleibende Treffer entfernen eine Base.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit (optional).</source>
        <translation>Die Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Temporary hits</source>
        <translation>Vorübergehende Treffer</translation>
    </message>
    <message>
        <source>Hits taken this turn.</source>
        <translation>In diesem Zug erlittene Treffer.</translation>
    </message>
    <message>
        <source>Permanent hits kept</source>
        <translation>Bisherige bleibende Treffer</translation>
    </message>
    <message>
        <source>Permanent hits left on the unit from earlier turns.</source>
        <translation>Bleibende Treffer der Einheit aus früheren Zügen.</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Basen</translation>
    </message>
    <message>
        <source>Stands the unit has now.</source>
        <translation>Basen, die die Einheit jetzt hat.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>At the end of the battle: points lost for one&apos;s own casualties, gained for casualties inflicted and for each objective controlled.</source>
        <translation>Am Ende der Schlacht: Punkte verloren für eigene Verluste, gewonnen für zugefügte Verluste und für jeden kontrollierten Zielpunkt.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>The side scored.</source>
        <translation>Die bewertete Seite.</translation>
    </message>
    <message>
        <source>Stands lost</source>
        <translation>Verlorene Basen</translation>
    </message>
    <message>
        <source>The side&apos;s own casualties in stands.</source>
        <translation>Die eigenen Verluste der Seite in Basen.</translation>
    </message>
    <message>
        <source>Stands inflicted</source>
        <translation>Zugefügte Verluste (Basen)</translation>
    </message>
    <message>
        <source>Enemy stands the side removed.</source>
        <translation>Gegnerische Basen, die die Seite entfernt hat.</translation>
    </message>
    <message>
        <source>Objectives held</source>
        <translation>Gehaltene Zielpunkte</translation>
    </message>
    <message>
        <source>Objectives the side controls (of 8 placed).</source>
        <translation>Zielpunkte, die die Seite kontrolliert (von 8 ausgelegten).</translation>
    </message>
    <message>
        <source>hit distribution needs the fields-of-honor rule table</source>
        <translation>die Trefferverteilung braucht die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>input &quot;permHits&quot; is %1, but %2 permanent hits would already have removed a stand</source>
        <translation>Eingabe „permHits“ ist %1, aber %2 bleibende Treffer hätten bereits eine Base entfernt</translation>
    </message>
    <message>
        <source>%1 temporary hits: %2 forgiven (half, rounded up), %3 become permanent</source>
        <translation>%1 vorübergehende Treffer: %2 erlassen (die Hälfte, aufgerundet), %3 werden bleibend</translation>
    </message>
    <message>
        <source>%1 + %2 kept = %3 permanent hits</source>
        <translation>%1 + %2 bisherige = %3 bleibende Treffer</translation>
    </message>
    <message>
        <source>%1 permanent hits</source>
        <translation>%1 bleibende Treffer</translation>
    </message>
    <message numerus="yes">
        <source>one stand per %1: %n stand(s) lost</source>
        <translation>
            <numerusform>eine Base je %1: %n Base verloren</numerusform>
            <numerusform>eine Base je %1: %n Basen verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) kept</source>
        <translation>
            <numerusform>%n Treffer behalten</numerusform>
            <numerusform>%n Treffer behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>temporary hits cleared</source>
        <translation>vorübergehende Treffer gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>%n permanent hit(s) kept</source>
        <translation>
            <numerusform>%n bleibender Treffer behalten</numerusform>
            <numerusform>%n bleibende Treffer behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>the unit loses its last stand</source>
        <translation>die Einheit verliert ihre letzte Base</translation>
    </message>
    <message>
        <source>all stands removed</source>
        <translation>alle Basen entfernt</translation>
    </message>
    <message numerus="yes">
        <source>remove %n stand(s)</source>
        <translation>
            <numerusform>%n Base entfernen</numerusform>
            <numerusform>%n Basen entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>victory points need the fields-of-honor rule table</source>
        <translation>Siegpunkte brauchen die Regeltabelle fields-of-honor</translation>
    </message>
    <message>
        <source>%1 stands lost: %2; %3 stands inflicted: %4; %5 objectives: %6; total %7</source>
        <translation>%1 Basen verloren: %2; %3 Basen zugefügt: %4; %5 Zielpunkte: %6; gesamt %7</translation>
    </message>
    <message>
        <source>%1 victory points</source>
        <translation>%1 Siegpunkte</translation>
    </message>
    <message>
        <source>VP values are the battle&apos;s table entries (the text gives none; house rules may change them): %1 per stand lost (victory.perStandLost), %2 per stand inflicted (victory.perStandInflicted), %3 per objective held (victory.perObjective)</source>
        <translation>Die VP-Werte sind Tabelleneinträge der Schlacht (der Regeltext nennt keine; Hausregeln können sie ändern): %1 je verlorene Base (victory.perStandLost), %2 je zugefügten Basenverlust (victory.perStandInflicted), %3 je gehaltenen Zielpunkt (victory.perObjective)</translation>
    </message>
    <message>
        <source>Victory points of the battle</source>
        <translation>Siegpunkte der Schlacht</translation>
    </message>
    <message>
        <source>Scores every side from the battle: stands lost and inflicted (start strength against strength now; a unit removed from play loses all its stands) and its &quot;objectives&quot; counter; sets each side&apos;s VP counter to its total.</source>
        <translation>Wertet jede Seite anhand der Schlacht aus: verlorene und zugefügte Basen (Anfangsstärke gegenüber aktueller Stärke; eine aus dem Spiel genommene Einheit verliert alle Basen) und ihr Zähler „objectives“; setzt den VP-Zähler jeder Seite auf ihre Summe.</translation>
    </message>
    <message>
        <source>victory points are scored between two sides or more; the battle has %1</source>
        <translation>Siegpunkte werden zwischen zwei oder mehr Seiten vergeben; die Schlacht hat %1</translation>
    </message>
    <message>
        <source>the sides hold %1 objectives between them; only %2 are placed</source>
        <translation>die Seiten halten zusammen %1 Zielpunkte; es sind nur %2 ausgelegt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 stands lost (%3), %4 stands inflicted (%5), %6 objectives held (%7): %8 VP</source>
        <translation>%1: %2 Basen verloren (%3), %4 Basen zugefügt (%5), %6 Zielpunkte gehalten (%7): %8 VP</translation>
    </message>
    <message>
        <source>%1 VP: %2 -&gt; %3</source>
        <translation>%1 VP: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>a draw at %1 VP</source>
        <translation>Unentschieden bei %1 VP</translation>
    </message>
    <message>
        <source>%1 leads with %2 VP</source>
        <translation>%1 führt mit %2 VP</translation>
    </message>
</context>
<context>
    <name>adj::HgBook</name>
    <message>
        <source>input &quot;game&quot;: no Honour &amp; Glory game has been set up in this battle yet (run the game setup first)</source>
        <translation>Eingabe „game“: In dieser Schlacht wurde noch kein Spiel von Honour &amp; Glory eingerichtet (zuerst die Spieleinrichtung ausführen)</translation>
    </message>
    <message>
        <source>input &quot;game&quot;: %1</source>
        <translation>Eingabe „game“: %1</translation>
    </message>
    <message>
        <source>input &quot;game&quot;, its Terrain deck: %1</source>
        <translation>Eingabe „game“, Geländestapel: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Duration %1 begins</source>
        <translation>Dauer %1 beginnt</translation>
    </message>
    <message>
        <source>Duration %1, round %2</source>
        <translation>Dauer %1, Runde %2</translation>
    </message>
    <message>
        <source>%1: The One %2 MP left; Glory: %3</source>
        <translation>%1: der Eine, noch %2 MP; Ruhm: %3</translation>
    </message>
    <message>
        <source>%1. Game over: %2</source>
        <translation>%1. Spiel vorbei: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must read Name=Discard Value [giver]</source>
        <translation>„%1“ muss die Form Name=Abwurfwert [Geber] haben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must read Name=Discard Value (0 or more)</source>
        <translation>„%1“ muss die Form Name=Abwurfwert haben (0 oder mehr)</translation>
    </message>
    <message>
        <source>side %1 has %2 Units of The One or The Many; each player has one Unit</source>
        <translation>Seite %1 hat %2 Einheiten des Einen oder der Vielen; jeder Spieler hat eine Einheit</translation>
    </message>
    <message>
        <source>Unit %1 (%2) has no %3</source>
        <translation>Einheit %1 (%2): %3 fehlt</translation>
    </message>
    <message>
        <source>Unit %1 (%2): army cost %3 is over %4; each player has an Army Cost of %4</source>
        <translation>Einheit %1 (%2): Armeekosten %3 liegen über %4; jeder Spieler hat Armeekosten von %4</translation>
    </message>
    <message>
        <source>Unit %1 (%2), %3: %4</source>
        <translation>Einheit %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source>sides %1 and %2 both have a Unit of The One; there is one The One</source>
        <translation>die Seiten %1 und %2 haben beide eine Einheit des Einen; es gibt nur einen Einen</translation>
    </message>
    <message>
        <source>no side has a Unit of type The One</source>
        <translation>keine Seite hat eine Einheit vom Typ „Der Eine“</translation>
    </message>
    <message>
        <source>placing %1: The One places his %2 column, The Many their %3 columns</source>
        <translation>Auslegen (%1): Der Eine legt seine Spalte „%2“ aus, die Vielen ihre Spalten „%3“</translation>
    </message>
    <message>
        <source>%1&apos;s %2 counter: %3</source>
        <translation>Zähler %2 von %1: %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 counter: %3 → %4</source>
        <translation>Zähler %2 von %1: %3 → %4</translation>
    </message>
    <message>
        <source>%1&apos;s Unit: MP %2 → %3</source>
        <translation>Einheit von %1: MP %2 → %3</translation>
    </message>
    <message>
        <source>%1&apos;s Unit: Damage %2</source>
        <translation>Einheit von %1: Schaden %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: %3</source>
        <translation>Spalte „%2“ von %1: %3</translation>
    </message>
</context>
<context>
    <name>adj::HgGame</name>
    <message>
        <source>the first player must be The One</source>
        <translation>der erste Spieler muss der Eine sein</translation>
    </message>
    <message>
        <source>%1 players of The Many: the game needs %2 to %3 against The One</source>
        <translation>%1 Spieler der Vielen: Das Spiel braucht %2 bis %3 gegen den Einen</translation>
    </message>
    <message>
        <source>player %1 has no name</source>
        <translation>Spieler %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>two players are called &quot;%1&quot;</source>
        <translation>zwei Spieler heißen „%1“</translation>
    </message>
    <message>
        <source>%1: there is only one The One</source>
        <translation>%1: Es gibt nur einen Einen</translation>
    </message>
    <message>
        <source>%1: army cost %2; each player has an Army Cost of %3</source>
        <translation>%1: Armeekosten %2; jeder Spieler hat Armeekosten von %3</translation>
    </message>
    <message>
        <source>%1: the Battle Master&apos;s Tactics ML cannot be negative</source>
        <translation>%1: Die Taktik-ML des Schlachtmeisters kann nicht negativ sein</translation>
    </message>
    <message>
        <source>%1: the Damage counter cannot be negative</source>
        <translation>%1: Der Schadenszähler kann nicht negativ sein</translation>
    </message>
    <message>
        <source>%1: the Discard Pile cannot hold a negative number of cards</source>
        <translation>%1: Der Ablagestapel kann keine negative Anzahl Karten enthalten</translation>
    </message>
    <message>
        <source>%1: a Troop Card has no name</source>
        <translation>%1: Eine Truppenkarte hat keinen Namen</translation>
    </message>
    <message>
        <source>%1: Troop Card %2 has a negative Discard Value</source>
        <translation>%1: Truppenkarte %2 hat einen negativen Abwurfwert</translation>
    </message>
    <message>
        <source>%1: Troop Card %2 carries the counter of &quot;%3&quot;, who is not another player of The Many</source>
        <translation>%1: Truppenkarte %2 trägt den Marker von „%3“, der kein anderer Spieler der Vielen ist</translation>
    </message>
    <message>
        <source>The One has %1 MP counters; he has one per opponent (%2)</source>
        <translation>Der Eine hat %1 MP-Marker; er hat einen pro Gegner (%2)</translation>
    </message>
    <message>
        <source>The One&apos;s MP counter reads %1; each runs from %2 down to 0</source>
        <translation>Der MP-Marker des Einen zeigt %1; jeder läuft von %2 bis 0</translation>
    </message>
    <message>
        <source>%1 has no colour for his counters</source>
        <translation>%1 hat keine Farbe für seine Marker</translation>
    </message>
    <message>
        <source>%1: colour %2 is already taken; each of The Many has his own</source>
        <translation>%1: Farbe %2 ist bereits vergeben; jeder der Vielen hat seine eigene</translation>
    </message>
    <message>
        <source>%1: the MP counter cannot be negative</source>
        <translation>%1: Der MP-Marker kann nicht negativ sein</translation>
    </message>
    <message>
        <source>%1: Glory %2 is below %3</source>
        <translation>%1: Ruhm %2 liegt unter %3</translation>
    </message>
    <message>
        <source>%1: %2 Terrain vetoes left; each player has %3</source>
        <translation>%1: noch %2 Gelände-Vetos; jeder Spieler hat %3</translation>
    </message>
    <message>
        <source>%1: the counter on his Battle Master belongs to &quot;%2&quot;, who is not another player of The Many</source>
        <translation>%1: Der Marker auf seinem Schlachtmeister gehört „%2“, der kein anderer Spieler der Vielen ist</translation>
    </message>
    <message>
        <source>%1&apos;s counter is on two Battle Masters: one at a time</source>
        <translation>Der Marker von %1 liegt auf zwei Schlachtmeistern: nur auf einem zugleich</translation>
    </message>
    <message>
        <source>duration %1, round %2: a Duration has rounds 1 to %3</source>
        <translation>Dauer %1, Runde %2: Eine Dauer hat die Runden 1 bis %3</translation>
    </message>
    <message>
        <source>%1 names &quot;%2&quot;, who is not one of The Many</source>
        <translation>%1 nennt „%2“, der keiner der Vielen ist</translation>
    </message>
    <message>
        <source>a Shaken marker</source>
        <translation>ein Erschüttert-Marker</translation>
    </message>
    <message>
        <source>the Standard Cards used</source>
        <translation>die benutzten Standardkarten</translation>
    </message>
    <message>
        <source>the Stratagem Cards</source>
        <translation>die Kriegslistkarten</translation>
    </message>
    <message>
        <source>the Unit Conflict Cards</source>
        <translation>die Einheitenkonfliktkarten</translation>
    </message>
    <message>
        <source>a Duration won by The One</source>
        <translation>eine vom Einen gewonnene Dauer</translation>
    </message>
    <message>
        <source>a Stratagem Card opposite %1 has no name or a negative cost</source>
        <translation>eine Kriegslistkarte gegenüber %1 hat keinen Namen oder negative Kosten</translation>
    </message>
    <message>
        <source>the Stratagem Cards opposite %1 cost %2, over The One&apos;s Tactics ML %3</source>
        <translation>die Kriegslistkarten gegenüber %1 kosten %2, mehr als die Taktik-ML des Einen (%3)</translation>
    </message>
    <message>
        <source>a column swap names a player not in the game, or The One&apos;s Unit</source>
        <translation>ein Spaltentausch nennt einen Spieler, der nicht im Spiel ist, oder die Einheit des Einen</translation>
    </message>
    <message>
        <source>%1: a Unit has three columns (left, centre, right), not &quot;%2&quot;</source>
        <translation>%1: Eine Einheit hat drei Spalten (links, Mitte, rechts), nicht „%2“</translation>
    </message>
</context>
<context>
    <name>adj::HgMastery</name>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>Mastery Card placed</source>
        <translation>Meisterschaftskarte gelegt</translation>
    </message>
    <message>
        <source>Every round each player selects a Mastery Card; when all are ready they are placed simultaneously. Records a player&apos;s card and Chosen Troop for the round (the table link records every player&apos;s at once).</source>
        <translation>Jede Runde wählt jeder Spieler eine Meisterschaftskarte; sind alle bereit, werden sie gleichzeitig gelegt. Hält die Karte und die gewählte Truppe eines Spielers für die Runde fest (der Tisch-Link hält die aller Spieler auf einmal fest).</translation>
    </message>
    <message>
        <source>Cards placed</source>
        <translation>Gelegte Karten</translation>
    </message>
    <message>
        <source>The Mastery Cards placed this round (hg.mastery).</source>
        <translation>Die in dieser Runde gelegten Meisterschaftskarten (hg.mastery).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Who places the card.</source>
        <translation>Wer die Karte legt.</translation>
    </message>
    <message>
        <source>Mastery Card</source>
        <translation>Meisterschaftskarte</translation>
    </message>
    <message>
        <source>The card, as named on it.</source>
        <translation>Die Karte, wie sie darauf heißt.</translation>
    </message>
    <message>
        <source>Chosen Troop</source>
        <translation>Gewählte Truppe</translation>
    </message>
    <message>
        <source>From the column this round asks for (optional).</source>
        <translation>Aus der Spalte, die diese Runde verlangt (optional).</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; Secondary Mastery Card</source>
        <translation>Sekundäre Meisterschaftskarte „tcts“</translation>
    </message>
    <message>
        <source>The player&apos;s &apos;tcts&apos; Secondary Mastery Card.</source>
        <translation>Die sekundäre Meisterschaftskarte „tcts“ des Spielers.</translation>
    </message>
    <message>
        <source>no game is being played: set it up first (Setup)</source>
        <translation>es läuft kein Spiel: zuerst aufbauen (Setup)</translation>
    </message>
    <message>
        <source>input &quot;player&quot;: &quot;%1&quot; is not a player still in the game</source>
        <translation>Eingabe „player“: „%1“ ist kein Spieler mehr im Spiel</translation>
    </message>
    <message>
        <source>input &quot;card&quot;: a Mastery Card&apos;s name is 1 to %1 characters, a Chosen Troop&apos;s at most %1</source>
        <translation>Eingabe „card“: der Name einer Meisterschaftskarte hat 1 bis %1 Zeichen, der einer gewählten Truppe höchstens %1</translation>
    </message>
    <message>
        <source>input &quot;chosen&quot;: %1 has no &quot;%2&quot; in the %3 column, where round %4 picks the Chosen Troop (Resolving Rounds)</source>
        <translation>Eingabe „chosen“: %1 hat kein „%2“ in der Spalte %3, aus der Runde %4 die gewählte Truppe nimmt (Resolving Rounds)</translation>
    </message>
    <message>
        <source>%1 has placed a Mastery Card this round already; undo it to correct a mistake (Resolving Rounds)</source>
        <translation>%1 hat in dieser Runde schon eine Meisterschaftskarte gelegt; zum Korrigieren rückgängig machen (Resolving Rounds)</translation>
    </message>
    <message>
        <source>%1 places the Mastery Card %2</source>
        <translation>%1 legt die Meisterschaftskarte %2</translation>
    </message>
    <message>
        <source>%1 places the Mastery Card %2, Chosen Troop %3</source>
        <translation>%1 legt die Meisterschaftskarte %2, gewählte Truppe %3</translation>
    </message>
    <message>
        <source>%1 (his &apos;tcts&apos; Secondary Mastery Card)</source>
        <translation>%1 (seine sekundäre Meisterschaftskarte „tcts“)</translation>
    </message>
    <message>
        <source>Duration %1, round %2: %3 of %4 Mastery Cards placed</source>
        <translation>Dauer %1, Runde %2: %3 von %4 Meisterschaftskarten gelegt</translation>
    </message>
    <message>
        <source>the game is set up first (Setup)</source>
        <translation>zuerst wird das Spiel aufgebaut (Setup)</translation>
    </message>
    <message>
        <source>a Mastery Card is &quot;card&quot; and &quot;chosen&quot; (text, at most %1 characters) and &quot;tcts&quot; (true or false)</source>
        <translation>eine Meisterschaftskarte ist „card“ und „chosen“ (Text, höchstens %1 Zeichen) und „tcts“ (wahr oder falsch)</translation>
    </message>
    <message>
        <source>the %1 rounds of Duration %2 are resolved: the End of Duration comes next, then round 1 of the next Duration (Resolving Rounds)</source>
        <translation>die %1 Runden der Dauer %2 sind ausgewertet: als Nächstes kommt das Ende der Dauer, dann Runde 1 der nächsten Dauer (Resolving Rounds)</translation>
    </message>
    <message>
        <source>the End of Duration %1</source>
        <translation>das Ende der Dauer %1</translation>
    </message>
    <message>
        <source>Choose your Mastery Card (Resolving Rounds)</source>
        <translation>Wählen Sie Ihre Meisterschaftskarte (Resolving Rounds)</translation>
    </message>
    <message>
        <source>Column: %1</source>
        <translation>Spalte: %1</translation>
    </message>
    <message>
        <source>From the %1 column (optional).</source>
        <translation>Aus der Spalte %1 (optional).</translation>
    </message>
</context>
<context>
    <name>adj::HgRules</name>
    <message>
        <source>&quot;%1&quot; is not one of The Many</source>
        <translation>„%1“ ist keiner der Vielen</translation>
    </message>
    <message>
        <source>the Standard Card has no name</source>
        <translation>die Standardkarte hat keinen Namen</translation>
    </message>
    <message>
        <source>The One has already used Standard Card %1 against %2: once per opponent</source>
        <translation>Der Eine hat Standardkarte %1 bereits gegen %2 eingesetzt: einmal pro Gegner</translation>
    </message>
    <message>
        <source>The One uses Standard Card %1 against %2</source>
        <translation>Der Eine setzt Standardkarte %1 gegen %2 ein</translation>
    </message>
    <message>
        <source>a Stratagem Card needs a name and a cost of 0 or more</source>
        <translation>eine Kriegslistkarte braucht einen Namen und Kosten von 0 oder mehr</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stratagem Cards against %1 cost %2; The One&apos;s Tactics ML allows %3 per opponent</source>
        <translation>Kriegslistkarten gegen %1 kosten %2; die Taktik-ML des Einen erlaubt %3 pro Gegner</translation>
    </message>
    <message>
        <source>The One places Stratagem Cards face down opposite %1: %2; cost %3 of Tactics ML %4</source>
        <translation>Der Eine legt Kriegslistkarten verdeckt gegenüber %1 aus: %2; Kosten %3 von Taktik-ML %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the Unit Conflict Card has no name</source>
        <translation>die Einheitenkonfliktkarte hat keinen Namen</translation>
    </message>
    <message>
        <source>The One has not won the Duration against %1: no Unit Conflict Card</source>
        <translation>Der Eine hat die Dauer gegen %1 nicht gewonnen: keine Einheitenkonfliktkarte</translation>
    </message>
    <message>
        <source>The One places Unit Conflict Card %1 opposite %2</source>
        <translation>Der Eine legt Einheitenkonfliktkarte %1 gegenüber %2 aus</translation>
    </message>
    <message>
        <source>the game is over: %1</source>
        <translation>das Spiel ist vorbei: %1</translation>
    </message>
    <message>
        <source>To The Rescue only applies to The Many: The One receives no Troop Cards</source>
        <translation>Zur Rettung gilt nur für die Vielen: Der Eine erhält keine Truppenkarten</translation>
    </message>
    <message>
        <source>no player offers %1 Troop Cards</source>
        <translation>kein Spieler bietet %1 Truppenkarten an</translation>
    </message>
    <message>
        <source>To The Rescue only applies to The Many: The One gives no Troop Cards</source>
        <translation>Zur Rettung gilt nur für die Vielen: Der Eine gibt keine Truppenkarten ab</translation>
    </message>
    <message>
        <source>%1 cannot rescue himself</source>
        <translation>%1 kann sich nicht selbst retten</translation>
    </message>
    <message>
        <source>%1 made two offers to %2</source>
        <translation>%1 hat %2 zwei Angebote gemacht</translation>
    </message>
    <message>
        <source>%1 is offered Troop Cards by %2 and must pick one of them</source>
        <translation>%1 bekommt Truppenkarten von %2 angeboten und muss eines der Angebote wählen</translation>
    </message>
    <message>
        <source>%1 did not offer Troop Cards to %2</source>
        <translation>%1 hat %2 keine Truppenkarten angeboten</translation>
    </message>
    <message>
        <source>%1 gives no Troop Cards</source>
        <translation>%1 gibt keine Truppenkarten ab</translation>
    </message>
    <message>
        <source>%1 has %2 Troop Cards and %3 has %4: a player gives only with %5 or more cards more</source>
        <translation>%1 hat %2 Truppenkarten und %3 hat %4: Ein Spieler gibt nur ab, wenn er %5 oder mehr Karten mehr hat</translation>
    </message>
    <message>
        <source>giving %1 Troop Cards would leave %2 with %3 and %4 with %5: the receiver never ends with more than the giver</source>
        <translation>die Abgabe von %1 Truppenkarten ließe %2 mit %3 und %4 mit %5 zurück: Der Empfänger hat am Ende nie mehr als der Geber</translation>
    </message>
    <message>
        <source>%1 has no Troop Card &quot;%2&quot; to give</source>
        <translation>%1 hat keine Truppenkarte „%2“ zum Abgeben</translation>
    </message>
    <message>
        <source>%1 carries %2&apos;s counter: it was given to %3 and cannot be passed on</source>
        <translation>%1 trägt den Marker von %2: Die Karte wurde an %3 gegeben und kann nicht weitergegeben werden</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3 with a %4 counter on it (%3&apos;s %5 column)</source>
        <translation>%1 gibt %2 mit einem Marker (%4) darauf an %3 (%3, Spalte: %5)</translation>
    </message>
    <message>
        <source>%1 was offered cards by %2 and took %3&apos;s</source>
        <translation>%1 wurden Karten von %2 angeboten; er nahm die von %3</translation>
    </message>
    <message>
        <source>move %1 from %2&apos;s Unit to %3&apos;s, each with a %4 counter</source>
        <translation>%1 von der Einheit von %2 zu der von %3 verschieben, jede mit einem Marker (%4)</translation>
    </message>
    <message>
        <source>a Glory Theft counter is placed at the beginning of a Duration, not in round %1</source>
        <translation>ein Ruhmesraub-Marker wird zu Beginn einer Dauer gelegt, nicht in Runde %1</translation>
    </message>
    <message>
        <source>Glory Theft only applies to The Many: no counter goes on The One&apos;s Battle Master</source>
        <translation>Ruhmesraub gilt nur für die Vielen: Auf den Schlachtmeister des Einen kommt kein Marker</translation>
    </message>
    <message>
        <source>%1&apos;s Battle Master already carries %2&apos;s counter: one at a time</source>
        <translation>Der Schlachtmeister von %1 trägt bereits den Marker von %2: nur einer zugleich</translation>
    </message>
    <message>
        <source>%1 cannot steal his own Glory</source>
        <translation>%1 kann nicht seinen eigenen Ruhm stehlen</translation>
    </message>
    <message>
        <source>%1&apos;s counter is already on %2&apos;s Battle Master</source>
        <translation>Der Marker von %1 liegt bereits auf dem Schlachtmeister von %2</translation>
    </message>
    <message>
        <source>%1 must pick one of %2 to place a counter</source>
        <translation>%1 muss einen von %2 wählen, um einen Marker zu legen</translation>
    </message>
    <message>
        <source>%1 places a %2 counter on %3&apos;s Battle Master instead of selecting Stratagem Cards</source>
        <translation>%1 legt einen Marker (%2) auf den Schlachtmeister von %3, statt Kriegslistkarten auszuwählen</translation>
    </message>
    <message>
        <source>%1 picked %2 among %3; the others may still pick Stratagem Cards</source>
        <translation>%1 hat %2 unter %3 gewählt; die anderen dürfen noch Kriegslistkarten wählen</translation>
    </message>
    <message>
        <source>%1 has no counter on another player&apos;s Battle Master</source>
        <translation>%1 hat keinen Marker auf dem Schlachtmeister eines anderen Spielers</translation>
    </message>
    <message>
        <source>%1 Guards only against a Mastery Card that beats his</source>
        <translation>%1 wehrt nur gegen eine Meisterkarte ab, die seine schlägt</translation>
    </message>
    <message>
        <source>%1 cannot Guard: his Tactics ML %2 is not higher than %3&apos;s %4</source>
        <translation>%1 kann nicht abwehren: Seine Taktik-ML %2 ist nicht höher als die von %3 (%4)</translation>
    </message>
    <message>
        <source>%1&apos;s Mastery Card beats %2&apos;s: %2 loses %3 Glory (%4), %1 gains %5 (%6)</source>
        <translation>Die Meisterkarte von %1 schlägt die von %2: %2 verliert %3 Ruhm (%4), %1 gewinnt %5 (%6)</translation>
    </message>
    <message>
        <source>%1 loses %2 Glory to %3</source>
        <translation>%1 verliert %2 Ruhm an %3</translation>
    </message>
    <message>
        <source>%1 steals %2 Glory</source>
        <translation>%1 stiehlt %2 Ruhm</translation>
    </message>
    <message>
        <source>%1 Guards (Tactics ML %2 over %3): no winning Mastery Card; </source>
        <translation>%1 wehrt ab (Taktik-ML %2 gegen %3): keine siegreiche Meisterkarte; </translation>
    </message>
    <message>
        <source>%1&apos;s Mastery Card does not beat %2&apos;s: </source>
        <translation>Die Meisterkarte von %1 schlägt die von %2 nicht: </translation>
    </message>
    <message>
        <source>the General sees through it: %1 loses %2 Glory (%3)</source>
        <translation>der General durchschaut es: %1 verliert %2 Ruhm (%3)</translation>
    </message>
    <message>
        <source>%1 loses %2 Glory</source>
        <translation>%1 verliert %2 Ruhm</translation>
    </message>
    <message>
        <source>%1 is beaten</source>
        <translation>%1 ist geschlagen</translation>
    </message>
    <message>
        <source>The One</source>
        <translation>Der Eine</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>%1&apos;s Unit has no Troop Cards</source>
        <translation>Die Einheit von %1 hat keine Truppenkarten</translation>
    </message>
    <message>
        <source>The One (%1) faces %2 opponents: %2 MP counters of %3 stacked on his Score Card</source>
        <translation>Der Eine (%1) steht %2 Gegnern gegenüber: %2 MP-Marker mit %3 auf seiner Wertungskarte gestapelt</translation>
    </message>
    <message>
        <source>counter %1: %2 → %3</source>
        <translation>Marker %1: %2 → %3</translation>
    </message>
    <message>
        <source>no counter changes</source>
        <translation>keine Markeränderungen</translation>
    </message>
    <message>
        <source>round %1 of a Duration of %2 rounds: resolve the End of Duration first</source>
        <translation>Runde %1 einer Dauer von %2 Runden: zuerst das Ende der Dauer auswerten</translation>
    </message>
    <message>
        <source>round %1 of Duration %2: The One picks his Chosen Troop from his %3 column (any rank), The Many from their %4 column</source>
        <translation>Runde %1 von Dauer %2: Der Eine nimmt seine gewählte Truppe aus seiner Spalte „%3“ (beliebiger Rang), die Vielen aus ihrer Spalte „%4“</translation>
    </message>
    <message>
        <source>The One has no Troop Card &quot;%1&quot;</source>
        <translation>Der Eine hat keine Truppenkarte „%1“</translation>
    </message>
    <message>
        <source>The One&apos;s Chosen Troop %1 is in his %2 column; in round %3 it comes from the %4</source>
        <translation>Die gewählte Truppe %1 des Einen liegt in seiner Spalte „%2“; in Runde %3 kommt sie aus der Spalte „%4“</translation>
    </message>
    <message>
        <source>two outcomes were entered for %1</source>
        <translation>für %1 wurden zwei Ergebnisse eingegeben</translation>
    </message>
    <message>
        <source>%1: MP absorbed cannot be negative</source>
        <translation>%1: Absorbierte MP können nicht negativ sein</translation>
    </message>
    <message>
        <source>%1: Damage cannot be negative</source>
        <translation>%1: Schaden kann nicht negativ sein</translation>
    </message>
    <message>
        <source>%1 has no Troop Card &quot;%2&quot;</source>
        <translation>%1 hat keine Truppenkarte „%2“</translation>
    </message>
    <message>
        <source>%1&apos;s Chosen Troop %2 is in his %3 column; in round %4 it comes from the %5</source>
        <translation>Die gewählte Truppe %2 von %1 liegt in seiner Spalte „%3“; in Runde %4 kommt sie aus der Spalte „%5“</translation>
    </message>
    <message>
        <source>%1&apos;s Chosen Troop %2 carries %3 rather than %4&apos;s counter</source>
        <translation>Die gewählte Truppe %2 von %1 trägt nicht den Marker von %4, sondern: %3</translation>
    </message>
    <message>
        <source>no counter</source>
        <translation>kein Marker</translation>
    </message>
    <message>
        <source>%1: the rescued card&apos;s counter must be another player of The Many&apos;s, not &quot;%2&quot;</source>
        <translation>%1: Der Marker der geretteten Karte muss einem anderen Spieler der Vielen gehören, nicht „%2“</translation>
    </message>
    <message>
        <source>no outcome entered for %1: a round is resolved against every player of The Many</source>
        <translation>für %1 kein Ergebnis eingegeben: Eine Runde wird gegen jeden Spieler der Vielen ausgewertet</translation>
    </message>
    <message>
        <source>The One absorbs MP once per opponent (%1 times): %2 = %3 MP from his stack: %4</source>
        <translation>Der Eine absorbiert MP einmal pro Gegner (%1-mal): %2 = %3 MP von seinem Stapel: %4</translation>
    </message>
    <message>
        <source>The One absorbs %1 MP (%2)</source>
        <translation>Der Eine absorbiert %1 MP (%2)</translation>
    </message>
    <message>
        <source>against %1: %2 won%3</source>
        <translation>gegen %1: %2 hat gewonnen%3</translation>
    </message>
    <message>
        <source>, %1 Guarded</source>
        <translation>, %1 hat abgewehrt</translation>
    </message>
    <message>
        <source>%1 absorbs %2 MP: %3 → %4</source>
        <translation>%1 absorbiert %2 MP: %3 → %4</translation>
    </message>
    <message>
        <source>%1 absorbs %2 MP</source>
        <translation>%1 absorbiert %2 MP</translation>
    </message>
    <message>
        <source>The One does %1 Damage to %2: Damage counter %3</source>
        <translation>Der Eine fügt %2 %1 Schaden zu: Schadenszähler %3</translation>
    </message>
    <message>
        <source>%1 takes %2 Damage</source>
        <translation>%1 erleidet %2 Schaden</translation>
    </message>
    <message>
        <source>%1 does %2 Damage to The One (Damage counter %3) and raises his Glory to %4</source>
        <translation>%1 fügt dem Einen %2 Schaden zu (Schadenszähler %3) und erhöht seinen Ruhm auf %4</translation>
    </message>
    <message>
        <source>The One takes %1 Damage from %2</source>
        <translation>Der Eine erleidet %1 Schaden durch %2</translation>
    </message>
    <message>
        <source>%1 gains %2 Glory</source>
        <translation>%1 gewinnt %2 Ruhm</translation>
    </message>
    <message>
        <source>the Chosen Troop carries %1&apos;s counter: %1&apos;s Glory also rises by %2 to %3</source>
        <translation>die gewählte Truppe trägt den Marker von %1: Auch der Ruhm von %1 steigt um %2 auf %3</translation>
    </message>
    <message>
        <source>%1 gains %2 Glory for the rescued card</source>
        <translation>%1 gewinnt %2 Ruhm für die gerettete Karte</translation>
    </message>
    <message>
        <source>The One is Shaken against %1: a Damage Counter opposite %1</source>
        <translation>Der Eine ist gegen %1 erschüttert: ein Schadensmarker gegenüber %1</translation>
    </message>
    <message>
        <source>The One is Shaken against %1 (marker opposite %1)</source>
        <translation>Der Eine ist gegen %1 erschüttert (Marker gegenüber %1)</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; won against %1: Stratagem Cards turned over: %2</source>
        <translation>&apos;tcts&apos; gegen %1 gewonnen: Kriegslistkarten aufgedeckt: %2</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; not won against %1: Stratagem Cards returned: %2</source>
        <translation>&apos;tcts&apos; gegen %1 nicht gewonnen: Kriegslistkarten zurückgegeben: %2</translation>
    </message>
    <message>
        <source>%1 has no MP left and is beaten</source>
        <translation>%1 hat keine MP mehr und ist geschlagen</translation>
    </message>
    <message>
        <source>all The One&apos;s MP counters are on 0: The One is beaten</source>
        <translation>alle MP-Marker des Einen stehen auf 0: Der Eine ist geschlagen</translation>
    </message>
    <message>
        <source>The One (%1) is beaten: all his MP counters are on 0</source>
        <translation>Der Eine (%1) ist geschlagen: Alle seine MP-Marker stehen auf 0</translation>
    </message>
    <message>
        <source>no round of Duration %1 has been resolved yet</source>
        <translation>noch keine Runde von Dauer %1 wurde ausgewertet</translation>
    </message>
    <message>
        <source>no player &quot;%1&quot; discards</source>
        <translation>kein Spieler „%1“ wirft ab</translation>
    </message>
    <message>
        <source>%1 has no Troop Card &quot;%2&quot; to discard</source>
        <translation>%1 hat keine Truppenkarte „%2“ zum Abwerfen</translation>
    </message>
    <message>
        <source>%1&apos;s Damage counter (%2) is below the Discard Value of %3 (%4): no discard</source>
        <translation>Der Schadenszähler von %1 (%2) liegt unter dem Abwurfwert von %3 (%4): kein Abwurf</translation>
    </message>
    <message>
        <source>The One discards %1: Discard Value %2 × %3 opponents = %4; Damage %5 → %6</source>
        <translation>Der Eine wirft %1 ab: Abwurfwert %2 × %3 Gegner = %4; Schaden %5 → %6</translation>
    </message>
    <message>
        <source>%1 discards %2: Discard Value %3; Damage %4 → %5</source>
        <translation>%1 wirft %2 ab: Abwurfwert %3; Schaden %4 → %5</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 wirft %2 ab</translation>
    </message>
    <message>
        <source>The One&apos;s Damage (%1) is above his MP counter (%2): he cannot be beaten this way</source>
        <translation>Der Schaden des Einen (%1) liegt über seinem MP-Marker (%2): Auf diese Weise kann er nicht geschlagen werden</translation>
    </message>
    <message>
        <source>%1&apos;s Damage %2 still reaches the Discard Value of %3</source>
        <translation>Der Schaden von %1 (%2) erreicht noch den Abwurfwert von %3</translation>
    </message>
    <message>
        <source>%1&apos;s Damage (%2) is above his MP (%3): beaten</source>
        <translation>Der Schaden von %1 (%2) liegt über seinen MP (%3): geschlagen</translation>
    </message>
    <message>
        <source>%1 wins the Duration against The One (Discard Piles %2 to %3): he may swap two neighbour columns of his Unit</source>
        <translation>%1 gewinnt die Dauer gegen den Einen (Ablagestapel %2 zu %3): Er darf zwei benachbarte Spalten seiner Einheit tauschen</translation>
    </message>
    <message>
        <source>The One wins the Duration against %1 (Discard Piles %2 to %3): he may swap two neighbour columns of %1&apos;s Unit and pick a Unit Conflict Card against him</source>
        <translation>Der Eine gewinnt die Dauer gegen %1 (Ablagestapel %2 zu %3): Er darf zwei benachbarte Spalten der Einheit von %1 tauschen und eine Einheitenkonfliktkarte gegen ihn wählen</translation>
    </message>
    <message>
        <source>%1&apos;s counter is lifted from %2&apos;s Battle Master</source>
        <translation>Der Marker von %1 wird vom Schlachtmeister von %2 genommen</translation>
    </message>
    <message>
        <source>no player, The One included, can swap the columns of The One&apos;s Unit</source>
        <translation>kein Spieler, auch nicht der Eine, kann die Spalten der Einheit des Einen tauschen</translation>
    </message>
    <message>
        <source>no player &quot;%1&quot;</source>
        <translation>kein Spieler „%1“</translation>
    </message>
    <message>
        <source>only neighbour columns are swapped, not %1 and %2</source>
        <translation>nur benachbarte Spalten werden getauscht, nicht %1 und %2</translation>
    </message>
    <message>
        <source>%1 has not won a Duration that lets him swap %2&apos;s columns</source>
        <translation>%1 hat keine Dauer gewonnen, die ihm erlaubt, die Spalten von %2 zu tauschen</translation>
    </message>
    <message>
        <source>%1 swaps the %2 and %3 columns of %4&apos;s Unit</source>
        <translation>%1 tauscht die Spalten „%2“ und „%3“ der Einheit von %4</translation>
    </message>
    <message>
        <source>The One (%1) wins: %2 beaten</source>
        <translation>Der Eine (%1) gewinnt: %2 geschlagen</translation>
    </message>
    <message>
        <source>The One and every player of The Many are beaten at the same time: nobody wins</source>
        <translation>Der Eine und alle Spieler der Vielen sind gleichzeitig geschlagen: Niemand gewinnt</translation>
    </message>
    <message>
        <source> (%1 beaten at the same time)</source>
        <translation> (%1 gleichzeitig geschlagen)</translation>
    </message>
    <message>
        <source>The One is beaten%1: %2 wins with the most Glory (%3)</source>
        <translation>Der Eine ist geschlagen%1: %2 gewinnt mit dem meisten Ruhm (%3)</translation>
    </message>
    <message>
        <source>The One is beaten%1: a tie on %2 Glory between %3</source>
        <translation>Der Eine ist geschlagen%1: Gleichstand bei %2 Ruhm zwischen %3</translation>
    </message>
    <message>
        <source>%1 has not been dealt a Terrain Card</source>
        <translation>%1 hat keine Geländekarte erhalten</translation>
    </message>
    <message>
        <source>%1&apos;s Unit moves onto %2 at the %3 Combat Level</source>
        <translation>Die Einheit von %1 zieht auf %2, auf Kampfstufe %3</translation>
    </message>
    <message>
        <source>The One&apos;s Unit is on no Terrain Card: only The Many move Combat Levels</source>
        <translation>Die Einheit des Einen liegt auf keiner Geländekarte: Nur die Vielen wechseln die Kampfstufe</translation>
    </message>
    <message>
        <source>the Combat Level has no name</source>
        <translation>die Kampfstufe hat keinen Namen</translation>
    </message>
    <message>
        <source>%1 moves to the %2 Combat Level; The One uses %1&apos;s terrain modifiers against him</source>
        <translation>%1 wechselt auf Kampfstufe %2; der Eine verwendet die Geländemodifikatoren von %1 gegen ihn</translation>
    </message>
</context>
<context>
    <name>adj::HgTable</name>
    <message>
        <source>table entry %1 is missing</source>
        <translation>Tabelleneintrag %1 fehlt</translation>
    </message>
    <message>
        <source>table entry %1 must be one of %2</source>
        <translation>Tabelleneintrag %1 muss einer von %2 sein</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>table entry players.maxOpponents (%1) is below players.minOpponents (%2)</source>
        <translation>Tabelleneintrag players.maxOpponents (%1) liegt unter players.minOpponents (%2)</translation>
    </message>
    <message>
        <source>table entry players.columns must be 3</source>
        <translation>Tabelleneintrag players.columns muss 3 sein</translation>
    </message>
    <message>
        <source>table entry many.gloryStart is below glory.minimum</source>
        <translation>Tabelleneintrag many.gloryStart liegt unter glory.minimum</translation>
    </message>
    <message>
        <source>table entry terrain.startLevel must name a Combat Level</source>
        <translation>Tabelleneintrag terrain.startLevel muss eine Kampfstufe nennen</translation>
    </message>
</context>
<context>
    <name>adj::HgTerrain</name>
    <message>
        <source>%1 (Secondary)</source>
        <translation>%1 (Nebengelände)</translation>
    </message>
    <message>
        <source>a Terrain Card has no name</source>
        <translation>eine Geländekarte hat keinen Namen</translation>
    </message>
    <message>
        <source>Terrain Card %1 appears twice in the deck</source>
        <translation>Geländekarte %1 kommt zweimal im Stapel vor</translation>
    </message>
    <message>
        <source>the Terrain deck has no non-Secondary Terrain Card</source>
        <translation>der Geländestapel hat keine Geländekarte, die kein Nebengelände ist</translation>
    </message>
    <message>
        <source>shuffle: card %1 from the top</source>
        <translation>Mischen: Karte %1 von oben</translation>
    </message>
    <message>
        <source>The One shuffles the Terrain deck (%1 cards; dice %2)</source>
        <translation>Der Eine mischt den Geländestapel (%1 Karten; Würfel %2)</translation>
    </message>
    <message>
        <source>a deck of %1 card(s) cannot be cut</source>
        <translation>ein Stapel aus %1 Karte(n) kann nicht abgehoben werden</translation>
    </message>
    <message>
        <source>cut at %1: the cut takes 1 to %2 cards from the top</source>
        <translation>Abheben bei %1: Beim Abheben werden 1 bis %2 Karten von oben genommen</translation>
    </message>
    <message>
        <source>the Terrain deck is cut: %1 cards from the top go to the bottom</source>
        <translation>der Geländestapel wird abgehoben: %1 Karten von oben kommen nach unten</translation>
    </message>
    <message>
        <source>cut of the Terrain deck</source>
        <translation>Abheben des Geländestapels</translation>
    </message>
    <message>
        <source>the Terrain deck has no non-Secondary Terrain Card left for %1</source>
        <translation>der Geländestapel hat für %1 keine Geländekarte mehr, die kein Nebengelände ist</translation>
    </message>
    <message>
        <source>%1 is another Secondary Terrain: to the bottom of the deck</source>
        <translation>%1 ist ein weiteres Nebengelände: unter den Stapel</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 erhält %2</translation>
    </message>
    <message>
        <source>no players to deal Terrain Cards to</source>
        <translation>keine Spieler, an die Geländekarten verteilt werden können</translation>
    </message>
    <message>
        <source>the Terrain Cards have already been dealt</source>
        <translation>die Geländekarten wurden bereits verteilt</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; is empty or named twice</source>
        <translation>Spieler „%1“ ist leer oder doppelt genannt</translation>
    </message>
    <message>
        <source>%1 has not been dealt a Terrain Card</source>
        <translation>%1 hat keine Geländekarte erhalten</translation>
    </message>
    <message>
        <source>%1 has used his veto</source>
        <translation>%1 hat sein Veto bereits eingesetzt</translation>
    </message>
    <message>
        <source>%1 vetoes %2: placed to one side</source>
        <translation>%1 legt ein Veto gegen %2 ein: beiseitegelegt</translation>
    </message>
    <message>
        <source>%1 is on no Terrain Card</source>
        <translation>%1 steht auf keiner Geländekarte</translation>
    </message>
    <message>
        <source>Move Terrain: %1&apos;s %2 is replaced by %3; the Unit keeps its Combat Level</source>
        <translation>Gelände verlegen: %2 von %1 wird durch %3 ersetzt; die Einheit behält ihre Kampfstufe</translation>
    </message>
    <message>
        <source>the shuffle, one die per card, each with as many faces as cards left</source>
        <translation>das Mischen, ein Würfel je Karte, jeder mit so vielen Seiten, wie Karten übrig sind</translation>
    </message>
    <message>
        <source>when Adjutant shuffles</source>
        <translation>wenn Adjutant mischt</translation>
    </message>
    <message>
        <source>the cut, one die with a face per card that may be lifted</source>
        <translation>das Abheben, ein Würfel mit einer Seite je Karte, die abgehoben werden darf</translation>
    </message>
    <message>
        <source>when no cut is given</source>
        <translation>wenn kein Abheben angegeben ist</translation>
    </message>
    <message>
        <source>a card drawn from the shuffled deck, one die per card</source>
        <translation>eine Karte aus dem gemischten Stapel, ein Würfel je Karte</translation>
    </message>
    <message>
        <source>for each card dealt from a deck shuffled by Adjutant</source>
        <translation>für jede Karte, die von einem von Adjutant gemischten Stapel ausgeteilt wird</translation>
    </message>
</context>
<context>
    <name>adj::HgTerrainDeck</name>
    <message>
        <source>vetoes of %1 must be 0 or more</source>
        <translation>die Vetos von %1 müssen 0 oder mehr sein</translation>
    </message>
    <message>
        <source>a Terrain Card has no name</source>
        <translation>eine Geländekarte hat keinen Namen</translation>
    </message>
    <message>
        <source>Terrain Card %1 appears twice</source>
        <translation>Geländekarte %1 kommt doppelt vor</translation>
    </message>
</context>
<context>
    <name>adj::HgTerrainDraw</name>
    <message>
        <source>The One shuffles the Terrain deck (%1 cards)</source>
        <translation>Der Eine mischt den Geländestapel (%1 Karten)</translation>
    </message>
    <message>
        <source>a deck of %1 card(s) cannot be cut</source>
        <translation>ein Stapel aus %1 Karte(n) kann nicht abgehoben werden</translation>
    </message>
    <message>
        <source>cut of the Terrain deck</source>
        <translation>Abheben des Geländestapels</translation>
    </message>
    <message>
        <source>cut at %1: the cut takes 1 to %2 cards from the top</source>
        <translation>Abheben bei %1: Beim Abheben werden 1 bis %2 Karten von oben genommen</translation>
    </message>
    <message>
        <source>the Terrain deck is cut: %1 cards from the top go to the bottom</source>
        <translation>der Geländestapel wird abgehoben: %1 Karten von oben kommen nach unten</translation>
    </message>
    <message>
        <source>shuffled deck: the card on top (1-%1 of the unseen cards)</source>
        <translation>gemischter Stapel: die oberste Karte (1-%1 der ungesehenen Karten)</translation>
    </message>
    <message>
        <source>the Terrain deck has no non-Secondary Terrain Card left for %1</source>
        <translation>der Geländestapel hat für %1 keine Geländekarte mehr, die kein Nebengelände ist</translation>
    </message>
    <message>
        <source>%1 is another Secondary Terrain: to the bottom of the deck</source>
        <translation>%1 ist ein weiteres Nebengelände: unter den Stapel</translation>
    </message>
    <message>
        <source>%1 (Secondary)</source>
        <translation>%1 (Nebengelände)</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 erhält %2</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; is empty or named twice</source>
        <translation>Spieler „%1“ ist leer oder doppelt genannt</translation>
    </message>
    <message>
        <source>%1 has not been dealt a Terrain Card</source>
        <translation>%1 hat keine Geländekarte erhalten</translation>
    </message>
    <message>
        <source>%1 has used his veto</source>
        <translation>%1 hat sein Veto bereits eingesetzt</translation>
    </message>
    <message>
        <source>%1 vetoes %2: placed to one side</source>
        <translation>%1 legt ein Veto gegen %2 ein: beiseitegelegt</translation>
    </message>
</context>
<context>
    <name>adj::HgTurn</name>
    <message>
        <source>%1: select and place a Mastery Card for round %2 of Duration %3</source>
        <translation>%1: eine Meisterschaftskarte für Runde %2 der Dauer %3 wählen und legen</translation>
    </message>
    <message>
        <source>Round %1 of Duration %2: resolve The One&apos;s Mastery Card against each of The Many</source>
        <translation>Runde %1 der Dauer %2: die Meisterschaftskarte des Einen gegen jeden der Vielen auswerten</translation>
    </message>
    <message>
        <source>%1 won the Duration against %2: he may swap two neighbour columns of %2&apos;s Unit</source>
        <translation>%1 hat die Dauer gegen %2 gewonnen: Er darf zwei benachbarte Spalten der Einheit von %2 tauschen</translation>
    </message>
    <message>
        <source>The One won the Duration against %1: he may pick a Unit Conflict Card against him</source>
        <translation>Der Eine hat die Dauer gegen %1 gewonnen: Er darf eine Einheitenkonfliktkarte gegen ihn wählen</translation>
    </message>
    <message>
        <source>Duration %1 ends: Duration %2 begins with round 1</source>
        <translation>Dauer %1 endet: Dauer %2 beginnt mit Runde 1</translation>
    </message>
    <message>
        <source>round %1 was the last of Duration %2: the End of Duration is next</source>
        <translation>Runde %1 war die letzte der Dauer %2: als Nächstes kommt das Ende der Dauer</translation>
    </message>
    <message>
        <source>round %1 of Duration %2 is next</source>
        <translation>als Nächstes kommt Runde %1 der Dauer %2</translation>
    </message>
    <message>
        <source>The game is not set up: one player a side, The One&apos;s MP counters on 50</source>
        <translation>Das Spiel ist nicht aufgebaut: ein Spieler je Seite, die MP-Marker des Einen auf 50</translation>
    </message>
    <message>
        <source>End of Duration %1: the discards, Damage above MP, and who won the Duration</source>
        <translation>Ende der Dauer %1: die Abwürfe, Schaden über MP und wer die Dauer gewonnen hat</translation>
    </message>
</context>
<context>
    <name>adj::HonourGlory</name>
    <message>
        <source>&apos;tcts&apos; beats %1: turn over the Stratagem Cards opposite %1</source>
        <translation>&apos;tcts&apos; schlägt %1: die Kriegslistkarten gegenüber %1 aufdecken</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; does not beat %1: return the Stratagem Cards opposite %1 to The One&apos;s pile</source>
        <translation>&apos;tcts&apos; schlägt %1 nicht: die Kriegslistkarten gegenüber %1 auf den Stapel des Einen zurücklegen</translation>
    </message>
    <message>
        <source>The One flips his Battle Master</source>
        <translation>Der Eine dreht seinen Schlachtmeister um</translation>
    </message>
    <message>
        <source>%1 may swap two neighbour columns of %2&apos;s Unit</source>
        <translation>%1 darf zwei benachbarte Spalten der Einheit von %2 tauschen</translation>
    </message>
    <message>
        <source>Honour &amp; Glory (cards)</source>
        <translation>Honour &amp; Glory (Karten)</translation>
    </message>
    <message>
        <source>The One</source>
        <translation>Der Eine</translation>
    </message>
    <message>
        <source>The One&apos;s name (his side in the battle).</source>
        <translation>Der Name des Einen (seine Seite in der Schlacht).</translation>
    </message>
    <message>
        <source>Players of The Many</source>
        <translation>Spieler der Vielen</translation>
    </message>
    <message>
        <source>How many players oppose The One; fill p1 .. pN.</source>
        <translation>Wie viele Spieler gegen den Einen antreten; p1 .. pN ausfüllen.</translation>
    </message>
    <message>
        <source>The One&apos;s MP counters</source>
        <translation>MP-Marker des Einen</translation>
    </message>
    <message>
        <source>His stack, top first (&quot;0,40,50&quot;); empty: a full stack, one counter per opponent.</source>
        <translation>Sein Stapel, oberster zuerst („0,40,50“); leer: ein voller Stapel, ein Marker pro Gegner.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>The One&apos;s Mastery Card is resolved against every player of The Many. Enter each pairing&apos;s outcome from the Unit vs. Unit rules; Adjutant absorbs The One&apos;s MP once per opponent from his stack, adds Damage, raises Glory (also the giver&apos;s of a rescued card) and places Shaken markers.</source>
        <translation>Die Meisterkarte des Einen wird gegen jeden Spieler der Vielen ausgewertet. Geben Sie das Ergebnis jeder Paarung nach den Regeln für Einheit gegen Einheit ein; Adjutant absorbiert die MP des Einen einmal pro Gegner aus seinem Stapel, addiert den Schaden, erhöht den Ruhm (auch den des Gebers einer geretteten Karte) und legt Erschüttert-Marker.</translation>
    </message>
    <message>
        <source>Round of the Duration</source>
        <translation>Runde der Dauer</translation>
    </message>
    <message>
        <source>Gives the columns of the Chosen Troops.</source>
        <translation>Bestimmt die Spalten der gewählten Truppen.</translation>
    </message>
    <message>
        <source>The One plays &apos;tcts&apos;</source>
        <translation>Der Eine spielt &apos;tcts&apos;</translation>
    </message>
    <message>
        <source>His Stratagem Cards are turned over where he wins, returned where he does not.</source>
        <translation>Seine Kriegslistkarten werden aufgedeckt, wo er gewinnt, und zurückgegeben, wo nicht.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1 of The Many (his side).</source>
        <translation>Name von Spieler %1 der Vielen (seine Seite).</translation>
    </message>
    <message>
        <source>%1: won by</source>
        <translation>%1: gewonnen von</translation>
    </message>
    <message>
        <source>Whose Mastery Card won the pairing.</source>
        <translation>Wessen Meisterkarte die Paarung gewonnen hat.</translation>
    </message>
    <message>
        <source>%1: Guarded by</source>
        <translation>%1: abgewehrt von</translation>
    </message>
    <message>
        <source>Who Guarded.</source>
        <translation>Wer abgewehrt hat.</translation>
    </message>
    <message>
        <source>%1: MP The One absorbs</source>
        <translation>%1: MP, die der Eine absorbiert</translation>
    </message>
    <message>
        <source>MP The One absorbs against this player (once per opponent).</source>
        <translation>MP, die der Eine gegen diesen Spieler absorbiert (einmal pro Gegner).</translation>
    </message>
    <message>
        <source>%1: MP absorbed</source>
        <translation>%1: absorbierte MP</translation>
    </message>
    <message>
        <source>MP this player absorbs.</source>
        <translation>MP, die dieser Spieler absorbiert.</translation>
    </message>
    <message>
        <source>%1: MP counter now</source>
        <translation>%1: aktueller MP-Marker</translation>
    </message>
    <message>
        <source>This player&apos;s MP counter before the round (optional: to see him beaten at 0).</source>
        <translation>Der MP-Marker dieses Spielers vor der Runde (optional: um zu sehen, ob er bei 0 geschlagen ist).</translation>
    </message>
    <message>
        <source>%1: Glory now</source>
        <translation>%1: aktueller Ruhm</translation>
    </message>
    <message>
        <source>This player&apos;s Glory counter before the round (for the winner if The One falls).</source>
        <translation>Der Ruhmeszähler dieses Spielers vor der Runde (für den Sieger, falls der Eine fällt).</translation>
    </message>
    <message>
        <source>%1: Damage to The One</source>
        <translation>%1: Schaden am Einen</translation>
    </message>
    <message>
        <source>Damage this player does to The One: also his Glory.</source>
        <translation>Schaden, den dieser Spieler dem Einen zufügt: zugleich sein Ruhm.</translation>
    </message>
    <message>
        <source>%1: Damage taken</source>
        <translation>%1: erlittener Schaden</translation>
    </message>
    <message>
        <source>Damage The One does to this player.</source>
        <translation>Schaden, den der Eine diesem Spieler zufügt.</translation>
    </message>
    <message>
        <source>%1: The One Shaken</source>
        <translation>%1: Der Eine erschüttert</translation>
    </message>
    <message>
        <source>The One is Shaken against this player.</source>
        <translation>Der Eine ist gegen diesen Spieler erschüttert.</translation>
    </message>
    <message>
        <source>%1: rescued card from</source>
        <translation>%1: gerettete Karte von</translation>
    </message>
    <message>
        <source>The player whose coloured counter is on this player&apos;s Chosen Troop.</source>
        <translation>Der Spieler, dessen farbiger Marker auf der gewählten Truppe dieses Spielers liegt.</translation>
    </message>
    <message>
        <source>End of Duration</source>
        <translation>Ende der Dauer</translation>
    </message>
    <message>
        <source>Discards with The One&apos;s Discard Values multiplied by the number of opponents, Damage above MP beating The Many (never The One), and who won the Duration against whom (column swaps).</source>
        <translation>Abwürfe mit den Abwurfwerten des Einen, multipliziert mit der Zahl der Gegner, Schaden über den MP, der die Vielen schlägt (nie den Einen), und wer die Dauer gegen wen gewonnen hat (Spaltentausch).</translation>
    </message>
    <message>
        <source>The One&apos;s Damage</source>
        <translation>Schaden des Einen</translation>
    </message>
    <message>
        <source>His Damage counter now.</source>
        <translation>Sein aktueller Schadenszähler.</translation>
    </message>
    <message>
        <source>The One&apos;s Discard Pile</source>
        <translation>Ablagestapel des Einen</translation>
    </message>
    <message>
        <source>Cards in it before discarding.</source>
        <translation>Karten darin vor dem Abwerfen.</translation>
    </message>
    <message>
        <source>The One discards</source>
        <translation>Der Eine wirft ab</translation>
    </message>
    <message>
        <source>Troop Cards he discards with their printed Discard Values: &quot;Pikes=10, Archers=5&quot;.</source>
        <translation>Truppenkarten, die er abwirft, mit ihren aufgedruckten Abwurfwerten: „Pikeniere=10, Bogenschützen=5“.</translation>
    </message>
    <message>
        <source>%1: MP counter</source>
        <translation>%1: MP-Marker</translation>
    </message>
    <message>
        <source>His MP counter now (required).</source>
        <translation>Sein aktueller MP-Marker (erforderlich).</translation>
    </message>
    <message>
        <source>%1: Damage</source>
        <translation>%1: Schaden</translation>
    </message>
    <message>
        <source>%1: Discard Pile</source>
        <translation>%1: Ablagestapel</translation>
    </message>
    <message>
        <source>Cards in his Discard Pile before discarding.</source>
        <translation>Karten in seinem Ablagestapel vor dem Abwerfen.</translation>
    </message>
    <message>
        <source>%1: discards</source>
        <translation>%1: Abwürfe</translation>
    </message>
    <message>
        <source>&quot;Name=Discard Value, ...&quot;.</source>
        <translation>„Name=Abwurfwert, ...“.</translation>
    </message>
    <message>
        <source>%1: Glory</source>
        <translation>%1: Ruhm</translation>
    </message>
    <message>
        <source>His Glory counter (for the winner if The One falls).</source>
        <translation>Sein Ruhmeszähler (für den Sieger, falls der Eine fällt).</translation>
    </message>
    <message>
        <source>Glory Theft</source>
        <translation>Ruhmesraub</translation>
    </message>
    <message>
        <source>Resolved on the thief&apos;s &apos;tcts&apos; round against the player whose Battle Master carries his counter: a winning Mastery Card moves Glory from that player to the thief; otherwise the thief loses Glory. Guarding, allowed with a higher Tactics ML, means no win.</source>
        <translation>Wird in der &apos;tcts&apos;-Runde des Diebs gegen den Spieler ausgewertet, dessen Schlachtmeister seinen Marker trägt: Eine siegreiche Meisterkarte überträgt Ruhm von diesem Spieler auf den Dieb; andernfalls verliert der Dieb Ruhm. Abwehr, erlaubt mit höherer Taktik-ML, bedeutet keinen Sieg.</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Dieb</translation>
    </message>
    <message>
        <source>The player of The Many whose counter is on the other&apos;s Battle Master.</source>
        <translation>Der Spieler der Vielen, dessen Marker auf dem Schlachtmeister des anderen liegt.</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>Opfer</translation>
    </message>
    <message>
        <source>The player whose Battle Master carries the counter.</source>
        <translation>Der Spieler, dessen Schlachtmeister den Marker trägt.</translation>
    </message>
    <message>
        <source>Thief&apos;s Tactics ML</source>
        <translation>Taktik-ML des Diebs</translation>
    </message>
    <message>
        <source>His Battle Master&apos;s Tactics ML.</source>
        <translation>Die Taktik-ML seines Schlachtmeisters.</translation>
    </message>
    <message>
        <source>Victim&apos;s Tactics ML</source>
        <translation>Taktik-ML des Opfers</translation>
    </message>
    <message>
        <source>Thief&apos;s Glory</source>
        <translation>Ruhm des Diebs</translation>
    </message>
    <message>
        <source>His Glory counter now.</source>
        <translation>Sein aktueller Ruhmeszähler.</translation>
    </message>
    <message>
        <source>Victim&apos;s Glory</source>
        <translation>Ruhm des Opfers</translation>
    </message>
    <message>
        <source>Thief&apos;s Mastery Card beats the victim&apos;s</source>
        <translation>Meisterkarte des Diebs siegt</translation>
    </message>
    <message>
        <source>Entered from the Unit vs. Unit rules.</source>
        <translation>Eingegeben nach den Regeln für Einheit gegen Einheit.</translation>
    </message>
    <message>
        <source>Victim Guards</source>
        <translation>Opfer wehrt ab</translation>
    </message>
    <message>
        <source>Only with a higher Tactics ML than the thief&apos;s.</source>
        <translation>Nur mit einer höheren Taktik-ML als der des Diebs.</translation>
    </message>
    <message>
        <source>Terrain deal</source>
        <translation>Geländeverteilung</translation>
    </message>
    <message>
        <source>The One shuffles the Terrain deck, another player cuts and one Terrain Card is dealt to each player of The Many; a Secondary Terrain gets another card, a second Secondary goes to the bottom. A veto sets the deal aside, the deck is cut again and the player is dealt again.</source>
        <translation>Der Eine mischt den Geländestapel, ein anderer Spieler hebt ab, und jeder Spieler der Vielen erhält eine Geländekarte; bei einem Nebengelände gibt es eine weitere Karte, ein zweites Nebengelände kommt unter den Stapel. Bei einem Veto wird die Karte beiseitegelegt, der Stapel erneut abgehoben und der Spieler erhält erneut eine Karte.</translation>
    </message>
    <message>
        <source>Terrain deck</source>
        <translation>Geländestapel</translation>
    </message>
    <message>
        <source>Card names, top first before the shuffle: &quot;Forest, Hill, ...&quot;.</source>
        <translation>Kartennamen, oberste zuerst, vor dem Mischen: „Wald, Hügel, ...“.</translation>
    </message>
    <message>
        <source>Secondary Terrain</source>
        <translation>Nebengelände</translation>
    </message>
    <message>
        <source>Which of the deck&apos;s cards are Secondary Terrain.</source>
        <translation>Welche Karten des Stapels Nebengelände sind.</translation>
    </message>
    <message>
        <source>The Many</source>
        <translation>Die Vielen</translation>
    </message>
    <message>
        <source>The players of The Many in the order they are dealt to.</source>
        <translation>Die Spieler der Vielen in der Reihenfolge, in der sie Karten erhalten.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Abheben</translation>
    </message>
    <message>
        <source>Cards the cutting player lifts; 0: rolled.</source>
        <translation>Karten, die der abhebende Spieler abhebt; 0: gewürfelt.</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Adjutant shuffles with dice; off: the deck is in the order given.</source>
        <translation>Adjutant mischt mit Würfeln; aus: Der Stapel liegt in der angegebenen Reihenfolge.</translation>
    </message>
    <message>
        <source>Vetoes</source>
        <translation>Vetos</translation>
    </message>
    <message>
        <source>Players who veto their card, in order (one veto each).</source>
        <translation>Spieler, die ihr Veto gegen ihre Karte einlegen, in Reihenfolge (je ein Veto).</translation>
    </message>
    <message>
        <source>Cuts after vetoes</source>
        <translation>Abheben nach Vetos</translation>
    </message>
    <message>
        <source>The cut after each veto; empty: rolled.</source>
        <translation>Das Abheben nach jedem Veto; leer: gewürfelt.</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2; a Glory counter never goes below %3</source>
        <translation>Eingabe „%1“ ist %2; ein Ruhmeszähler fällt nie unter %3</translation>
    </message>
    <message>
        <source>input &quot;one&quot; (The One&apos;s name) is empty</source>
        <translation>Eingabe „one“ (der Name des Einen) ist leer</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given but only %2 players of The Many were entered (opponents)</source>
        <translation>Eingabe „%1“ ist angegeben, aber es wurden nur %2 Spieler der Vielen eingetragen (opponents)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; (the name of player %2 of The Many) is required</source>
        <translation>Eingabe „%1“ (der Name von Spieler %2 der Vielen) ist erforderlich</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is already a player</source>
        <translation>Eingabe „%1“: „%2“ ist bereits ein Spieler</translation>
    </message>
    <message>
        <source>input &quot;mpStack&quot;: &quot;%1&quot; is not an MP counter from 0 to %2</source>
        <translation>Eingabe „mpStack“: „%1“ ist kein MP-Marker von 0 bis %2</translation>
    </message>
    <message>
        <source>input &quot;mpStack&quot; has %1 counters; The One has one per opponent (%2)</source>
        <translation>Eingabe „mpStack“ hat %1 Marker; der Eine hat einen pro Gegner (%2)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; must read Name=Discard Value (0 or more)</source>
        <translation>Eingabe „%1“: „%2“ muss die Form Name=Abwurfwert haben (0 oder mehr)</translation>
    </message>
    <message>
        <source>the round needs the honour-glory rule table</source>
        <translation>die Runde braucht die Regeltabelle honour-glory</translation>
    </message>
    <message>
        <source>input &quot;opponents&quot; is %1; The One faces %2 to %3 players of The Many</source>
        <translation>Eingabe „opponents“ ist %1; der Eine tritt gegen %2 bis %3 Spieler der Vielen an</translation>
    </message>
    <message>
        <source>input &quot;round&quot; is %1; a Duration has %2 rounds</source>
        <translation>Eingabe „round“ ist %1; eine Dauer hat %2 Runden</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; (%2&apos;s MP counter before the round) is required</source>
        <translation>Eingabe „%1“ (der MP-Marker von %2 vor der Runde) ist erforderlich</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not one of the players p1..p%3</source>
        <translation>Eingabe „%1“: „%2“ ist keiner der Spieler p1..p%3</translation>
    </message>
    <message>
        <source>the End of Duration needs the honour-glory rule table</source>
        <translation>das Ende der Dauer braucht die Regeltabelle honour-glory</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; (%2&apos;s MP counter) is required</source>
        <translation>Eingabe „%1“ (der MP-Marker von %2) ist erforderlich</translation>
    </message>
    <message>
        <source>Glory Theft needs the honour-glory rule table</source>
        <translation>Ruhmesraub braucht die Regeltabelle honour-glory</translation>
    </message>
    <message>
        <source>inputs &quot;thief&quot; and &quot;victim&quot; name two players of The Many</source>
        <translation>die Eingaben „thief“ und „victim“ müssen zwei Spieler der Vielen nennen</translation>
    </message>
    <message>
        <source>input &quot;victim&quot;: a player cannot steal his own Glory</source>
        <translation>Eingabe „victim“: Ein Spieler kann nicht seinen eigenen Ruhm stehlen</translation>
    </message>
    <message>
        <source>the Terrain deal needs the honour-glory rule table</source>
        <translation>die Geländeverteilung braucht die Regeltabelle honour-glory</translation>
    </message>
    <message>
        <source>input &quot;secondary&quot;: &quot;%1&quot; is not a card of the deck</source>
        <translation>Eingabe „secondary“: „%1“ ist keine Karte des Stapels</translation>
    </message>
    <message>
        <source>input &quot;deck&quot;: %1</source>
        <translation>Eingabe „deck“: %1</translation>
    </message>
    <message>
        <source>input &quot;players&quot; names %1 players; The One faces %2 to %3</source>
        <translation>Eingabe „players“ nennt %1 Spieler; der Eine tritt gegen %2 bis %3 an</translation>
    </message>
    <message>
        <source>input &quot;vetoCuts&quot; gives %1 cuts for %2 vetoes</source>
        <translation>Eingabe „vetoCuts“ gibt %1 Abhebevorgänge für %2 Vetos an</translation>
    </message>
    <message>
        <source>input &quot;vetoes&quot;: &quot;%1&quot; is not one of the players</source>
        <translation>Eingabe „vetoes“: „%1“ ist keiner der Spieler</translation>
    </message>
    <message>
        <source>input &quot;deck&quot; holds %1 cards; at most 200</source>
        <translation>Eingabe „deck“ enthält %1 Karten; höchstens 200</translation>
    </message>
    <message>
        <source>exact odds of this Terrain deal would walk up to %1 card sequences (%2 cards, %3 Secondary, %4 deals); they are given for smaller decks, or per player with fewer Secondary cards</source>
        <translation>die exakten Wahrscheinlichkeiten dieser Geländeverteilung würden bis zu %1 Kartenfolgen durchlaufen (%2 Karten, %3 Nebengelände, %4 Verteilungen); sie werden für kleinere Stapel angegeben oder pro Spieler mit weniger Nebengeländekarten</translation>
    </message>
    <message>
        <source>%1&apos;s Unit goes on %2 at the %3 Combat Level</source>
        <translation>Die Einheit von %1 kommt auf %2, auf Kampfstufe %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given but the game has only %2 players of The Many</source>
        <translation>Eingabe „%1“ ist angegeben, aber das Spiel hat nur %2 Spieler der Vielen</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not one of The Many (%3)</source>
        <translation>Eingabe „%1“: „%2“ ist keiner der Vielen (%3)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2 already has a slot; name each player once</source>
        <translation>Eingabe „%1“: %2 hat bereits einen Platz; jeden Spieler nur einmal nennen</translation>
    </message>
    <message>
        <source>Optional: the player of The Many in slot %1; empty slots take the players not named, in seat order.</source>
        <translation>Optional: der Spieler der Vielen auf Platz %1; leere Plätze erhalten die nicht genannten Spieler in Sitzreihenfolge.</translation>
    </message>
    <message>
        <source>Starts the game from the battle: one side per player, each with one Unit (The One&apos;s of type The One); army cost, colour, Battle Master&apos;s Tactics ML and the three columns of Troop Cards are the Unit&apos;s attributes. The One gets one MP counter of 50 per opponent; Glory starts at 0.</source>
        <translation>Startet das Spiel aus der Schlacht: eine Seite pro Spieler, jede mit einer Einheit (die des Einen vom Typ „Der Eine“); Armeekosten, Farbe, Taktik-ML des Schlachtmeisters und die drei Spalten mit Truppenkarten sind Attribute der Einheit. Der Eine erhält pro Gegner einen MP-Marker mit 50; der Ruhm beginnt bei 0.</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Replaces a game under way (the old one stays in the log).</source>
        <translation>Ersetzt ein laufendes Spiel (das alte bleibt im Protokoll).</translation>
    </message>
    <message>
        <source>The One&apos;s Mastery Card against every player of The Many (slot 1 is the first of The Many in seat order). Enter each pairing&apos;s outcome; Adjutant absorbs The One&apos;s MP from his stack, adds Damage, raises Glory (also a rescued card&apos;s giver&apos;s) and places Shaken markers.</source>
        <translation>Die Meisterkarte des Einen gegen jeden Spieler der Vielen (Platz 1 ist der erste der Vielen in Sitzreihenfolge). Geben Sie das Ergebnis jeder Paarung ein; Adjutant absorbiert die MP des Einen aus seinem Stapel, addiert den Schaden, erhöht den Ruhm (auch den des Gebers einer geretteten Karte) und legt Erschüttert-Marker.</translation>
    </message>
    <message>
        <source>The One&apos;s Chosen Troop</source>
        <translation>Gewählte Truppe des Einen</translation>
    </message>
    <message>
        <source>Optional: checked against the column of this round.</source>
        <translation>Optional: wird gegen die Spalte dieser Runde geprüft.</translation>
    </message>
    <message>
        <source>MP The One absorbs against this player.</source>
        <translation>MP, die der Eine gegen diesen Spieler absorbiert.</translation>
    </message>
    <message>
        <source>%1: Chosen Troop</source>
        <translation>%1: gewählte Truppe</translation>
    </message>
    <message>
        <source>Optional: checked against the column; a rescued card&apos;s counter credits its giver.</source>
        <translation>Optional: wird gegen die Spalte geprüft; der Marker einer geretteten Karte wird ihrem Geber gutgeschrieben.</translation>
    </message>
    <message>
        <source>Without a Chosen Troop: the player whose counter is on it.</source>
        <translation>Ohne gewählte Truppe: der Spieler, dessen Marker darauf liegt.</translation>
    </message>
    <message>
        <source>Discards (The One&apos;s Discard Values times the number of opponents), Damage above MP beating The Many (never The One), and who won the Duration against whom.</source>
        <translation>Abwürfe (Abwurfwerte des Einen mal Zahl der Gegner), Schaden über den MP, der die Vielen schlägt (nie den Einen), und wer die Dauer gegen wen gewonnen hat.</translation>
    </message>
    <message>
        <source>Troop Cards by name: &quot;Pikes, Archers&quot;.</source>
        <translation>Truppenkarten nach Namen: „Pikeniere, Bogenschützen“.</translation>
    </message>
    <message>
        <source>Troop Cards player %1 of The Many discards, by name.</source>
        <translation>Truppenkarten, die Spieler %1 der Vielen abwirft, nach Namen.</translation>
    </message>
    <message>
        <source>A column swap earned by winning a Duration: two neighbour columns of a Unit of The Many (never The One&apos;s).</source>
        <translation>Ein Spaltentausch für den Gewinn einer Dauer: zwei benachbarte Spalten einer Einheit der Vielen (nie die des Einen).</translation>
    </message>
    <message>
        <source>Swapped by</source>
        <translation>Getauscht von</translation>
    </message>
    <message>
        <source>The player who won the Duration.</source>
        <translation>Der Spieler, der die Dauer gewonnen hat.</translation>
    </message>
    <message>
        <source>Unit of</source>
        <translation>Einheit von</translation>
    </message>
    <message>
        <source>The player whose Unit&apos;s columns are swapped.</source>
        <translation>Der Spieler, bei dessen Einheit die Spalten getauscht werden.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>One column.</source>
        <translation>Eine Spalte.</translation>
    </message>
    <message>
        <source>Neighbour column</source>
        <translation>Nachbarspalte</translation>
    </message>
    <message>
        <source>Its neighbour.</source>
        <translation>Ihre Nachbarspalte.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>The game so far, from the battle&apos;s tracker hg.game.</source>
        <translation>Das bisherige Spiel, aus dem Tracker hg.game der Schlacht.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>Die Schlacht</translation>
    </message>
    <message>
        <source>The battle&apos;s sides, counters and Units (filled from the battle).</source>
        <translation>Seiten, Zähler und Einheiten der Schlacht (aus der Schlacht übernommen).</translation>
    </message>
    <message>
        <source>the game needs the honour-glory rule table</source>
        <translation>das Spiel braucht die Regeltabelle honour-glory</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; must read Name=cost (0 or more)</source>
        <translation>Eingabe „%1“: „%2“ muss die Form Name=Kosten haben (0 oder mehr)</translation>
    </message>
    <message>
        <source>input &quot;offers&quot;: &quot;%1&quot; must read Giver: Troop, Troop</source>
        <translation>Eingabe „offers“: „%1“ muss die Form Geber: Truppe, Truppe haben</translation>
    </message>
    <message>
        <source>The One uses a Standard Card against one player of The Many: once per opponent.</source>
        <translation>Der Eine setzt eine Standardkarte gegen einen Spieler der Vielen ein: einmal pro Gegner.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>The player of The Many.</source>
        <translation>Der Spieler der Vielen.</translation>
    </message>
    <message>
        <source>Standard Card</source>
        <translation>Standardkarte</translation>
    </message>
    <message>
        <source>Its name.</source>
        <translation>Ihr Name.</translation>
    </message>
    <message>
        <source>The One&apos;s Stratagem Cards face down opposite one player, within his Tactics ML per opponent; they are turned or returned on his &apos;tcts&apos; round.</source>
        <translation>Die Kriegslistkarten des Einen verdeckt gegenüber einem Spieler, im Rahmen seiner Taktik-ML pro Gegner; sie werden in dessen &apos;tcts&apos;-Runde aufgedeckt oder zurückgegeben.</translation>
    </message>
    <message>
        <source>Opposite</source>
        <translation>Gegenüber</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>&quot;Name=cost, ...&quot;; empty: none.</source>
        <translation>„Name=Kosten, ...“; leer: keine.</translation>
    </message>
    <message>
        <source>After winning a Duration against a player, The One picks a Unit Conflict Card against him.</source>
        <translation>Nach dem Gewinn einer Dauer gegen einen Spieler wählt der Eine eine Einheitenkonfliktkarte gegen ihn.</translation>
    </message>
    <message>
        <source>Unit Conflict Card</source>
        <translation>Einheitenkonfliktkarte</translation>
    </message>
    <message>
        <source>Troop Cards given to a player, each with the giver&apos;s coloured counter: only by a player with 2 or more cards more, never leaving the receiver with more; offered by several, the receiver picks one.</source>
        <translation>Truppenkarten, die einem Spieler gegeben werden, jede mit dem farbigen Marker des Gebers: nur von einem Spieler mit 2 oder mehr Karten mehr, ohne dass der Empfänger danach mehr hat; bieten mehrere an, wählt der Empfänger einen.</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>The player of The Many who receives.</source>
        <translation>Der Spieler der Vielen, der die Karten erhält.</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Angebote</translation>
    </message>
    <message>
        <source>&quot;Giver: Troop, Troop; Giver2: Troop&quot;.</source>
        <translation>„Geber: Truppe, Truppe; Geber2: Truppe“.</translation>
    </message>
    <message>
        <source>Taken from</source>
        <translation>Genommen von</translation>
    </message>
    <message>
        <source>The giver the receiver picks (several offers).</source>
        <translation>Der Geber, den der Empfänger wählt (bei mehreren Angeboten).</translation>
    </message>
    <message>
        <source>Into column</source>
        <translation>In Spalte</translation>
    </message>
    <message>
        <source>The receiver&apos;s column the cards join.</source>
        <translation>Die Spalte des Empfängers, in die die Karten kommen.</translation>
    </message>
    <message>
        <source>At the beginning of a Duration, instead of Stratagem Cards, a player puts his counter on another&apos;s Battle Master; one at a time, and the victim picks among several.</source>
        <translation>Zu Beginn einer Dauer legt ein Spieler statt Kriegslistkarten seinen Marker auf den Schlachtmeister eines anderen; nur einer zugleich, und bei mehreren wählt das Opfer.</translation>
    </message>
    <message>
        <source>Whose Battle Master.</source>
        <translation>Wessen Schlachtmeister.</translation>
    </message>
    <message>
        <source>Thieves</source>
        <translation>Diebe</translation>
    </message>
    <message>
        <source>The players who want to: &quot;Ben, Cat&quot;.</source>
        <translation>Die Spieler, die es wollen: „Ben, Cat“.</translation>
    </message>
    <message>
        <source>Picked</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>The one the victim picks (several).</source>
        <translation>Derjenige, den das Opfer wählt (bei mehreren).</translation>
    </message>
    <message>
        <source>On the thief&apos;s &apos;tcts&apos; round: a winning Mastery Card moves Glory from the victim to the thief; otherwise the thief loses Glory. Guarding with a higher Tactics ML counts as no win.</source>
        <translation>In der &apos;tcts&apos;-Runde des Diebs: Eine siegreiche Meisterkarte überträgt Ruhm vom Opfer auf den Dieb; andernfalls verliert der Dieb Ruhm. Abwehr mit höherer Taktik-ML zählt nicht als Sieg.</translation>
    </message>
    <message>
        <source>The player whose counter is on a Battle Master.</source>
        <translation>Der Spieler, dessen Marker auf einem Schlachtmeister liegt.</translation>
    </message>
    <message>
        <source>Only with a higher Tactics ML.</source>
        <translation>Nur mit höherer Taktik-ML.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal one Terrain Card to each player of The Many in seat order; a Secondary Terrain gets another card, a second Secondary goes to the bottom. Each Unit goes onto its card at the starting Combat Level.</source>
        <translation>Mischen, abheben und jedem Spieler der Vielen in Sitzreihenfolge eine Geländekarte geben; bei einem Nebengelände gibt es eine weitere Karte, ein zweites Nebengelände kommt unter den Stapel. Jede Einheit kommt auf der Anfangs-Kampfstufe auf ihre Karte.</translation>
    </message>
    <message>
        <source>Card names, top first: &quot;Forest, Hill, ...&quot;.</source>
        <translation>Kartennamen, oberste zuerst: „Wald, Hügel, ...“.</translation>
    </message>
    <message>
        <source>Which cards are Secondary.</source>
        <translation>Welche Karten Nebengelände sind.</translation>
    </message>
    <message>
        <source>Off: the deck is in the order given.</source>
        <translation>Aus: Der Stapel liegt in der angegebenen Reihenfolge.</translation>
    </message>
    <message>
        <source>Cards lifted to the bottom; 0: rolled.</source>
        <translation>Karten, die nach unten abgehoben werden; 0: gewürfelt.</translation>
    </message>
    <message>
        <source>A player vetoes his Terrain Card (once): it is set aside, the deck is cut again and he is dealt again.</source>
        <translation>Ein Spieler legt (einmal) ein Veto gegen seine Geländekarte ein: Sie wird beiseitegelegt, der Stapel erneut abgehoben und er erhält erneut eine Karte.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The player of The Many who vetoes.</source>
        <translation>Der Spieler der Vielen, der das Veto einlegt.</translation>
    </message>
    <message>
        <source>0: rolled.</source>
        <translation>0: gewürfelt.</translation>
    </message>
    <message>
        <source>Instead of the Move Terrain Stratagem&apos;s effect: cut the Terrain deck and replace the player&apos;s Terrain Card with the next card; his Unit keeps its Combat Level.</source>
        <translation>Statt der Wirkung der Kriegslist „Gelände verlegen“: den Geländestapel abheben und die Geländekarte des Spielers durch die nächste Karte ersetzen; seine Einheit behält ihre Kampfstufe.</translation>
    </message>
    <message>
        <source>The player of The Many whose Terrain Card is replaced.</source>
        <translation>Der Spieler der Vielen, dessen Geländekarte ersetzt wird.</translation>
    </message>
    <message>
        <source>A player of The Many moves his Unit to another Combat Level of his Terrain Card.</source>
        <translation>Ein Spieler der Vielen versetzt seine Einheit auf eine andere Kampfstufe seiner Geländekarte.</translation>
    </message>
    <message>
        <source>Combat Level</source>
        <translation>Kampfstufe</translation>
    </message>
    <message>
        <source>As printed on the card.</source>
        <translation>Wie auf der Karte aufgedruckt.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>Swap columns</source>
        <translation>Spalten tauschen</translation>
    </message>
    <message>
        <source>Stratagem Cards</source>
        <translation>Kriegslistkarten</translation>
    </message>
    <message>
        <source>To The Rescue</source>
        <translation>Zur Rettung</translation>
    </message>
    <message>
        <source>Glory Theft counter</source>
        <translation>Ruhmesraub-Marker</translation>
    </message>
    <message>
        <source>Terrain veto</source>
        <translation>Gelände-Veto</translation>
    </message>
    <message>
        <source>Move Terrain</source>
        <translation>Gelände verlegen</translation>
    </message>
    <message>
        <source>Round calculator (no game)</source>
        <translation>Rundenrechner (ohne Spiel)</translation>
    </message>
    <message>
        <source>End of Duration calculator (no game)</source>
        <translation>Rechner für das Ende der Dauer (ohne Spiel)</translation>
    </message>
    <message>
        <source>Glory Theft calculator (no game)</source>
        <translation>Ruhmesraub-Rechner (ohne Spiel)</translation>
    </message>
    <message>
        <source>Terrain deal calculator (no game)</source>
        <translation>Geländeverteilungs-Rechner (ohne Spiel)</translation>
    </message>
    <message>
        <source>input &quot;restart&quot;: a game is already under way (%1); set it to start again</source>
        <translation>Eingabe „restart“: Es läuft bereits ein Spiel (%1); zum Neustart setzen</translation>
    </message>
    <message>
        <source>input &quot;battle&quot; holds no sides: the players are the battle&apos;s sides</source>
        <translation>Eingabe „battle“ enthält keine Seiten: Die Spieler sind die Seiten der Schlacht</translation>
    </message>
    <message>
        <source>input &quot;battle&quot;: %1</source>
        <translation>Eingabe „battle“: %1</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not one of The Many</source>
        <translation>Eingabe „%1“: „%2“ ist keiner der Vielen</translation>
    </message>
    <message>
        <source>input &quot;game&quot;: the Terrain deck has not been dealt yet</source>
        <translation>Eingabe „game“: Der Geländestapel wurde noch nicht verteilt</translation>
    </message>
    <message>
        <source>input &quot;player&quot;: &quot;%1&quot; is not one of The Many</source>
        <translation>Eingabe „player“: „%1“ ist keiner der Vielen</translation>
    </message>
    <message>
        <source>input &quot;player&quot;: %1 has used his veto</source>
        <translation>Eingabe „player“: %1 hat sein Veto bereits eingesetzt</translation>
    </message>
    <message>
        <source>input &quot;game&quot;: the Terrain deck was already dealt; a player may veto his card</source>
        <translation>Eingabe „game“: Der Geländestapel wurde bereits verteilt; ein Spieler darf ein Veto gegen seine Karte einlegen</translation>
    </message>
    <message>
        <source>input &quot;cut&quot; is %1; a deck of %2 cards is cut at 1 to %3 (0: rolled)</source>
        <translation>Eingabe „cut“ ist %1; ein Stapel aus %2 Karten wird bei 1 bis %3 abgehoben (0: gewürfelt)</translation>
    </message>
    <message>
        <source>exact odds of a shuffled deck of %1 cards would walk %1! orders; they are given for %2 cards or fewer (the deal itself is rolled as usual)</source>
        <translation>die exakten Wahrscheinlichkeiten eines gemischten Stapels aus %1 Karten würden %1! Reihenfolgen durchlaufen; sie werden für %2 Karten oder weniger angegeben (die Verteilung selbst wird wie üblich ausgewürfelt)</translation>
    </message>
    <message>
        <source>cut of the Terrain deck for %1</source>
        <translation>Abheben des Geländestapels für %1</translation>
    </message>
    <message>
        <source>Unit %1: army cost %2 is over the Army Cost of %3 each player has (Setup; the house rule players.armyCost changes it)</source>
        <translation>Einheit %1: Armeekosten %2 liegen über den Armeekosten von %3, die jeder Spieler hat (Aufstellung; die Hausregel players.armyCost ändert sie)</translation>
    </message>
    <message>
        <source>Giver: Troop, Troop</source>
        <translation>Geber: Truppe, Truppe</translation>
    </message>
    <message>
        <source>Name=cost</source>
        <translation>Name=Kosten</translation>
    </message>
    <message>
        <source>Name=Discard Value</source>
        <translation>Name=Abwurfwert</translation>
    </message>
    <message>
        <source>Cards placed</source>
        <translation>Gelegte Karten</translation>
    </message>
    <message>
        <source>The Mastery Cards placed this round (hg.mastery).</source>
        <translation>Die in dieser Runde gelegten Meisterschaftskarten (hg.mastery).</translation>
    </message>
    <message>
        <source>round %1: %2 of %3 Mastery Cards are placed; %4 still to place (game-mastery): all players place their cards together, then the round is resolved (Resolving Rounds)</source>
        <translation>Runde %1: %2 von %3 Meisterschaftskarten sind gelegt; noch zu legen: %4 (game-mastery): Alle Spieler legen ihre Karten gemeinsam, dann wird die Runde ausgewertet (Resolving Rounds)</translation>
    </message>
</context>
<context>
    <name>adj::HouseRulesDialog</name>
    <message>
        <source>House Rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>&amp;Optional rules</source>
        <translation>&amp;Optionalregeln</translation>
    </message>
    <message>
        <source>Space switches the selected rule on or off</source>
        <translation>Die Leertaste schaltet die ausgewählte Regel ein oder aus</translation>
    </message>
    <message>
        <source>Rule &amp;table</source>
        <translation>Regel&amp;tabelle</translation>
    </message>
    <message>
        <source>Filter entries, e.g. hit.artillery</source>
        <translation>Einträge filtern, z. B. hit.artillery</translation>
    </message>
    <message>
        <source>F2 or a double click edits a value; numbers, true/false, [5, 6] or text</source>
        <translation>F2 oder ein Doppelklick bearbeitet einen Wert; Zahlen, true/false, [5, 6] oder Text</translation>
    </message>
    <message>
        <source>&amp;Rule Set&apos;s Values</source>
        <translation>&amp;Werte des Regelwerks</translation>
    </message>
    <message>
        <source>Drops every changed table entry (the optional rules stay as they are)</source>
        <translation>Verwirft jeden geänderten Tabelleneintrag (die Optionalregeln bleiben, wie sie sind)</translation>
    </message>
    <message>
        <source>%1 has no rule table or optional rules in this version of Adjutant yet.</source>
        <translation>%1 hat in dieser Version von Adjutant noch keine Regeltabelle und keine Optionalregeln.</translation>
    </message>
    <message>
        <source>House rules of this battle (%1). Changed entries are in bold; every change is checked against the rules before it is saved, and can be undone.</source>
        <translation>Hausregeln dieser Schlacht (%1). Geänderte Einträge sind fett; jede Änderung wird vor dem Speichern gegen die Regeln geprüft und kann rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>This battle</source>
        <translation>Diese Schlacht</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>%1 (the rule set says %2)</source>
        <translation>%1 (laut Regelwerk %2)</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>The table was not changed: %1</source>
        <translation>Die Tabelle wurde nicht geändert: %1</translation>
    </message>
</context>
<context>
    <name>adj::InputValidator</name>
    <message>
        <source>unknown input &quot;%1&quot; for action &quot;%2&quot;; its inputs are: %3</source>
        <translation>unbekannte Eingabe „%1“ für Aktion „%2“; ihre Eingaben sind: %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required (%2)</source>
        <translation>Eingabe „%1“ ist erforderlich (%2)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a whole number, not %2</source>
        <translation>Eingabe „%1“ muss eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, below its minimum %3</source>
        <translation>Eingabe „%1“ ist %2 und liegt unter ihrem Minimum %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, above its maximum %3</source>
        <translation>Eingabe „%1“ ist %2 und liegt über ihrem Maximum %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a number</source>
        <translation>Eingabe „%1“ muss eine Zahl sein</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be true or false</source>
        <translation>Eingabe „%1“ muss true oder false sein</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be one of %2, not %3</source>
        <translation>Eingabe „%1“ muss einer dieser Werte sein: %2, nicht %3</translation>
    </message>
    <message>
        <source>a non-text value</source>
        <translation>ein Wert, der kein Text ist</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be text</source>
        <translation>Eingabe „%1“ muss Text sein</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a JSON object (the battle&apos;s %2)</source>
        <translation>Eingabe „%1“ muss ein JSON-Objekt sein (%2 der Schlacht)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, too large a number</source>
        <translation>Eingabe „%1“ ist %2, eine zu große Zahl</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is null; every item must be given</source>
        <translation>Eingabe „%1“: Eintrag %2 ist null; jeder Eintrag muss angegeben werden</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 must be a whole number, not %3</source>
        <translation>Eingabe „%1“: Eintrag %2 muss eine ganze Zahl sein, nicht %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is %3, not from %4 to %5</source>
        <translation>Eingabe „%1“: Eintrag %2 ist %3, nicht von %4 bis %5</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is %3, not one of %4</source>
        <translation>Eingabe „%1“: Eintrag %2 ist %3, nicht einer von %4</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 must be text, not %3</source>
        <translation>Eingabe „%1“: Eintrag %2 muss Text sein, nicht %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is &quot;%3&quot;; an item reads %4</source>
        <translation>Eingabe „%1“: Eintrag %2 ist „%3“; ein Eintrag lautet %4</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a list (a JSON array), not %2</source>
        <translation>Eingabe „%1“ muss eine Liste sein (ein JSON-Array), nicht %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; has %2 items; it holds at most %3</source>
        <translation>Eingabe „%1“ hat %2 Einträge; sie fasst höchstens %3</translation>
    </message>
</context>
<context>
    <name>adj::Labels</name>
    <message>
        <source>side added</source>
        <translation>Seite hinzugefügt</translation>
    </message>
    <message>
        <source>unit added</source>
        <translation>Einheit hinzugefügt</translation>
    </message>
    <message>
        <source>unit changed</source>
        <translation>Einheit geändert</translation>
    </message>
    <message>
        <source>unit removed</source>
        <translation>Einheit entfernt</translation>
    </message>
    <message>
        <source>leader added</source>
        <translation>Anführer hinzugefügt</translation>
    </message>
    <message>
        <source>leader moved</source>
        <translation>Anführer versetzt</translation>
    </message>
    <message>
        <source>marker placed</source>
        <translation>Marker platziert</translation>
    </message>
    <message>
        <source>marker lifted</source>
        <translation>Marker entfernt</translation>
    </message>
    <message>
        <source>counter changed</source>
        <translation>Zähler geändert</translation>
    </message>
    <message>
        <source>next phase</source>
        <translation>nächste Phase</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>nächster Zug</translation>
    </message>
    <message>
        <source>range measured</source>
        <translation>Entfernung gemessen</translation>
    </message>
    <message>
        <source>optional rules</source>
        <translation>Optionalregeln</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>roster imported</source>
        <translation>Aufstellung importiert</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>Rücknahme</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>activated</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>fired on</source>
        <translation>beschossen</translation>
    </message>
    <message>
        <source>crippled</source>
        <translation>schwer beschädigt</translation>
    </message>
    <message>
        <source>port broadside fired</source>
        <translation>Backbord-Breitseite abgefeuert</translation>
    </message>
    <message>
        <source>starboard broadside fired</source>
        <translation>Steuerbord-Breitseite abgefeuert</translation>
    </message>
    <message>
        <source>boarded</source>
        <translation>geentert</translation>
    </message>
    <message>
        <source>panic</source>
        <translation>Panik</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>auf der Flucht</translation>
    </message>
    <message>
        <source>reforming</source>
        <translation>Neuordnung</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>aufgeprotzt</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>niedergehalten</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>in Flucht</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Karree</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>beaten</source>
        <translation>geschlagen</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>command AP</source>
        <translation>Befehls-AP</translation>
    </message>
    <message>
        <source>leaders lost</source>
        <translation>verlorene Anführer</translation>
    </message>
    <message>
        <source>wind</source>
        <translation>Wind</translation>
    </message>
    <message>
        <source>plotted moves</source>
        <translation>geplante Züge</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>Zielpunkte</translation>
    </message>
    <message>
        <source>leader changed</source>
        <translation>Anführer geändert</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>gefeuert</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gefangen</translation>
    </message>
    <message>
        <source>sunk</source>
        <translation>versenkt</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>tracked value set</source>
        <translation>geführter Wert gesetzt</translation>
    </message>
    <message>
        <source>victory conditions</source>
        <translation>Siegbedingungen</translation>
    </message>
    <message>
        <source>battle ended</source>
        <translation>Schlacht beendet</translation>
    </message>
</context>
<context>
    <name>adj::LeaderDialog</name>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>&amp;Anführer:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>With &amp;unit:</source>
        <translation>&amp;Bei Einheit:</translation>
    </message>
    <message>
        <source>New leader</source>
        <translation>Neuer Anführer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The leader&apos;s rating in the rule set&apos;s terms, 0 to 9</source>
        <translation>Der Wert des Anführers nach den Begriffen des Regelwerks, 0 bis 9</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Allein</translation>
    </message>
    <message>
        <source>Add Leader</source>
        <translation>Anführer hinzufügen</translation>
    </message>
    <message>
        <source>Edit Leader</source>
        <translation>Anführer bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>The battle has no sides yet: add one first.</source>
        <translation>Die Schlacht hat noch keine Seiten: Legen Sie zuerst eine an.</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>Se&amp;ite:</translation>
    </message>
</context>
<context>
    <name>adj::LinkStore</name>
    <message>
        <source>%1 cannot be opened for the table link: %2</source>
        <translation>%1 kann für den Tisch-Link nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 has no table link tables: open it with this version of Adjutant first</source>
        <translation>%1 hat keine Tabellen für den Tisch-Link: zuerst mit dieser Version von Adjutant öffnen</translation>
    </message>
    <message>
        <source>the table link could not write to the battle file: %1</source>
        <translation>der Tisch-Link konnte nicht in die Schlachtdatei schreiben: %1</translation>
    </message>
    <message>
        <source>the table link could not read the battle file: %1</source>
        <translation>der Tisch-Link konnte die Schlachtdatei nicht lesen: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read for the table link: %2</source>
        <translation>%1 kann für den Tisch-Link nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was deleted or moved</source>
        <translation>%1 wurde gelöscht oder verschoben</translation>
    </message>
    <message>
        <source>%1 was replaced by another file</source>
        <translation>%1 wurde durch eine andere Datei ersetzt</translation>
    </message>
    <message>
        <source>%1 was moved</source>
        <translation>%1 wurde verschoben</translation>
    </message>
</context>
<context>
    <name>adj::LogPanel</name>
    <message>
        <source>All turns</source>
        <translation>Alle Züge</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Zug </translation>
    </message>
    <message>
        <source>Show the entries of one turn</source>
        <translation>Die Einträge eines Zuges anzeigen</translation>
    </message>
    <message>
        <source>Show what one side&apos;s units did</source>
        <translation>Anzeigen, was die Einheiten einer Seite getan haben</translation>
    </message>
    <message>
        <source>Unit…</source>
        <translation>Einheit…</translation>
    </message>
    <message>
        <source>Show what the units whose name contains this did</source>
        <translation>Anzeigen, was die Einheiten getan haben, deren Name diesen Text enthält</translation>
    </message>
    <message>
        <source>Show one kind of entry</source>
        <translation>Eine Art von Einträgen anzeigen</translation>
    </message>
    <message>
        <source>Select an entry to read its trace and dice.</source>
        <translation>Wählen Sie einen Eintrag, um seinen Ablauf und seine Würfel zu lesen.</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>#%1, turn %2: %3</source>
        <translation>#%1, Zug %2: %3</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(rückgängig gemacht)</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>%1 on a d%2, %3</source>
        <translation>%1 auf einem W%2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Seed: %1</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>F&amp;ilter:</translation>
    </message>
</context>
<context>
    <name>adj::LossBands</name>
    <message>
        <source>no losses seen</source>
        <translation>keine Verluste erkennbar</translation>
    </message>
    <message>
        <source>light losses</source>
        <translation>leichte Verluste</translation>
    </message>
    <message>
        <source>heavy losses</source>
        <translation>schwere Verluste</translation>
    </message>
    <message>
        <source>crippling losses</source>
        <translation>vernichtende Verluste</translation>
    </message>
    <message>
        <source>in disorder</source>
        <translation>in Unordnung</translation>
    </message>
</context>
<context>
    <name>adj::MainWindow</name>
    <message>
        <source>Adjutant battles (*.adjutant);;All files (*)</source>
        <translation>Adjutant-Schlachten (*.adjutant);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Event Log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Battle…</source>
        <translation>&amp;Neue Schlacht…</translation>
    </message>
    <message>
        <source>Creates a new battle file for one of the rule sets.</source>
        <translation>Legt eine neue Schlachtdatei für eines der Regelwerke an.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Opens a battle file.</source>
        <translation>Öffnet eine Schlachtdatei.</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Writes a copy of the battle to another file. Every change is already saved in the battle&apos;s own file as it is made.</source>
        <translation>Schreibt eine Kopie der Schlacht in eine andere Datei. Jede Änderung wird bereits beim Vornehmen in der Datei der Schlacht gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Chooses the language of Adjutant.</source>
        <translation>Wählt die Sprache von Adjutant.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Closes Adjutant. The battle is already saved.</source>
        <translation>Schließt Adjutant. Die Schlacht ist bereits gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Schlacht</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>Ü&amp;ber Adjutant</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Cannot Open Battle</source>
        <translation>Schlacht kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The battle file %1 could not be opened:

%2</source>
        <translation>Die Schlachtdatei %1 konnte nicht geöffnet werden:

%2</translation>
    </message>
    <message>
        <source>%1 was brought up to date from an older version of Adjutant.</source>
        <translation>%1 wurde von einer älteren Version von Adjutant aktualisiert.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
    <message>
        <source>%1 — Adjutant</source>
        <translation>%1 — Adjutant</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Takes back: %1</source>
        <translation>Nimmt zurück: %1</translation>
    </message>
    <message>
        <source>Does again: %1</source>
        <translation>Führt erneut aus: %1</translation>
    </message>
    <message>
        <source>Undone; the log keeps both the action and its undo.</source>
        <translation>Rückgängig gemacht; das Protokoll enthält sowohl die Aktion als auch ihre Rücknahme.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Wiederholt.</translation>
    </message>
    <message>
        <source>Cannot Create Battle</source>
        <translation>Schlacht kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The battle file %1 could not be created:

%2</source>
        <translation>Die Schlachtdatei %1 konnte nicht angelegt werden:

%2</translation>
    </message>
    <message>
        <source>Open Battle</source>
        <translation>Schlacht öffnen</translation>
    </message>
    <message>
        <source>Save a Copy of the Battle</source>
        <translation>Kopie der Schlacht speichern</translation>
    </message>
    <message>
        <source>Cannot Save Copy</source>
        <translation>Kopie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The battle could not be copied to %1:

%2</source>
        <translation>Die Schlacht konnte nicht nach %1 kopiert werden:

%2</translation>
    </message>
    <message>
        <source>A copy was saved to %1; you are still working in %2.</source>
        <translation>Eine Kopie wurde unter %1 gespeichert; Sie arbeiten weiterhin in %2.</translation>
    </message>
    <message>
        <source>The new language takes effect the next time Adjutant starts.</source>
        <translation>Die neue Sprache wird beim nächsten Start von Adjutant wirksam.</translation>
    </message>
    <message>
        <source>About Adjutant</source>
        <translation>Über Adjutant</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Adjutant %1&lt;/h3&gt;&lt;p&gt;The referee&apos;s books for a miniatures battle: rosters and their losses, markers and counters, measured ranges, and the resolution of fire, melee and morale.&lt;/p&gt;&lt;p&gt;The figures stay on the table; Adjutant does the arithmetic and keeps every change in the battle&apos;s file as it is made.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Adjutant %1&lt;/h3&gt;&lt;p&gt;Die Buchführung des Spielleiters für eine Miniaturenschlacht: Aufstellungen und ihre Verluste, Marker und Zähler, gemessene Entfernungen sowie die Auswertung von Beschuss, Handgemenge und Moral.&lt;/p&gt;&lt;p&gt;Die Figuren bleiben auf dem Tisch; Adjutant übernimmt das Rechnen und speichert jede Änderung sofort in der Datei der Schlacht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Change Not Saved</source>
        <translation>Änderung nicht gespeichert</translation>
    </message>
    <message>
        <source>The change could not be saved to %1:

%2

The battle is as it was before it.</source>
        <translation>Die Änderung konnte nicht in %1 gespeichert werden:

%2

Die Schlacht ist so wie vor der Änderung.</translation>
    </message>
    <message>
        <source>Change Refused</source>
        <translation>Änderung abgelehnt</translation>
    </message>
    <message>
        <source>The change was refused: %1</source>
        <translation>Die Änderung wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>The demo battle could not be prepared:

%1</source>
        <translation>Die Demo-Schlacht konnte nicht vorbereitet werden:

%1</translation>
    </message>
    <message>
        <source>The referee&apos;s books for a miniatures battle.</source>
        <translation>Die Buchführung des Spielleiters für eine Miniaturenschlacht.</translation>
    </message>
    <message>
        <source>The battle file to open.</source>
        <translation>Die zu öffnende Schlachtdatei.</translation>
    </message>
    <message>
        <source>Save a picture of the window and quit.</source>
        <translation>Ein Bild des Fensters speichern und beenden.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Turn &amp;Summary…</source>
        <translation>&amp;Zugbericht…</translation>
    </message>
    <message>
        <source>Shows what happened this turn or in the battle so far, with charts; prints it or exports it to PDF, HTML or JSON.</source>
        <translation>Zeigt mit Diagrammen, was in diesem Zug oder bisher in der Schlacht geschehen ist; druckt es oder exportiert es als PDF, HTML oder JSON.</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Resolve an Action</source>
        <translation>Aktion &amp;auswerten</translation>
    </message>
    <message>
        <source>Shows the action panel and moves the keyboard there: fire, close combat, rally…</source>
        <translation>Zeigt das Aktionsfeld und setzt den Tastaturfokus dorthin: Beschuss, Nahkampf, Sammeln…</translation>
    </message>
    <message>
        <source>&amp;House Rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <source>Switches optional rules and changes rule table entries for this battle.</source>
        <translation>Schaltet Optionalregeln und ändert Einträge der Regeltabelle für diese Schlacht.</translation>
    </message>
    <message>
        <source>House rules saved; Ctrl+Z takes them back.</source>
        <translation>Hausregeln gespeichert; Strg+Z nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Double-click a unit&apos;s strength to record losses; right-click a unit for markers; Ins adds a unit, F2 opens one; F6 moves to the next phase.</source>
        <translation>Doppelklicken Sie auf die Stärke einer Einheit, um Verluste einzutragen; Rechtsklick auf eine Einheit für Marker; Einfg fügt eine Einheit hinzu, F2 öffnet eine; F6 schaltet zur nächsten Phase.</translation>
    </message>
    <message>
        <source>Measured Ranges</source>
        <translation>Gemessene Entfernungen</translation>
    </message>
    <message>
        <source>Open &amp;Demo Battle</source>
        <translation>De&amp;mo-Schlacht öffnen</translation>
    </message>
    <message>
        <source>Opens a demo battle of one of the rule sets; it is copied into your data folder the first time and kept there with your changes.</source>
        <translation>Öffnet eine Demo-Schlacht eines der Regelwerke; sie wird beim ersten Mal in Ihren Datenordner kopiert und dort mit Ihren Änderungen aufbewahrt.</translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>A&amp;ufstellung</translation>
    </message>
    <message>
        <source>&amp;Measure a Range</source>
        <translation>Entfernung &amp;messen</translation>
    </message>
    <message>
        <source>Shows the measured ranges and moves the keyboard there to record one.</source>
        <translation>Zeigt die gemessenen Entfernungen und setzt den Tastaturfokus dorthin, um eine einzutragen.</translation>
    </message>
    <message>
        <source>&amp;Markers</source>
        <translation>&amp;Marker</translation>
    </message>
    <message>
        <source>&amp;Filter the Roster</source>
        <translation>Aufstellung &amp;filtern</translation>
    </message>
    <message>
        <source>Moves the keyboard to the roster&apos;s filter field.</source>
        <translation>Setzt den Tastaturfokus in das Filterfeld der Aufstellung.</translation>
    </message>
    <message>
        <source>Filter the &amp;Log</source>
        <translation>&amp;Protokoll filtern</translation>
    </message>
    <message>
        <source>Moves the keyboard to the log&apos;s filter bar.</source>
        <translation>Setzt den Tastaturfokus in die Filterleiste des Protokolls.</translation>
    </message>
    <message>
        <source>No markers in this rule set</source>
        <translation>Keine Marker in diesem Regelwerk</translation>
    </message>
    <message>
        <source>No battle open</source>
        <translation>Keine Schlacht geöffnet</translation>
    </message>
    <message>
        <source>Opens the demo battle %1.</source>
        <translation>Öffnet die Demo-Schlacht %1.</translation>
    </message>
    <message>
        <source>Shows the turn&apos;s summary as it will be printed.</source>
        <translation>Zeigt den Zugbericht so, wie er gedruckt wird.</translation>
    </message>
    <message>
        <source>Prints the turn&apos;s summary.</source>
        <translation>Druckt den Zugbericht.</translation>
    </message>
    <message>
        <source>Shows or hides the %1 panel.</source>
        <translation>Blendet den Bereich %1 ein oder aus.</translation>
    </message>
    <message>
        <source>Shows or hides the turn bar.</source>
        <translation>Blendet die Zugleiste ein oder aus.</translation>
    </message>
    <message>
        <source>Shows Adjutant&apos;s version and what it does.</source>
        <translation>Zeigt die Version von Adjutant und was es leistet.</translation>
    </message>
    <message>
        <source>Shows the version of Qt, the toolkit Adjutant is built with.</source>
        <translation>Zeigt die Version von Qt, dem Toolkit, mit dem Adjutant erstellt ist.</translation>
    </message>
    <message>
        <source>Adjutant closes once the copy to %1 is written.</source>
        <translation>Adjutant wird geschlossen, sobald die Kopie nach %1 geschrieben ist.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or remove it first.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen oder entfernen Sie die Datei zuerst.</translation>
    </message>
    <message>
        <source>Saving a copy to %1…</source>
        <translation>Kopie wird unter %1 gespeichert…</translation>
    </message>
    <message>
        <source>A copy was saved to %1.</source>
        <translation>Eine Kopie wurde unter %1 gespeichert.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zugbericht</translation>
    </message>
    <message>
        <source>Shows or hides the turn summary with its charts, print and export.</source>
        <translation>Blendet den Zugbericht mit Diagrammen, Druck und Export ein oder aus.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>The action panel has the acting unit and the target; F3 moves the keyboard there.</source>
        <translation>Das Aktionsfeld enthält die handelnde Einheit und das Ziel; F3 bringt die Tastatur dorthin.</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Spielplan</translation>
    </message>
    <message>
        <source>Shows the hex board and moves the keyboard there (hex rule sets).</source>
        <translation>Zeigt den Hex-Spielplan und bringt die Tastatur dorthin (Hex-Regelwerke).</translation>
    </message>
    <message>
        <source>Battle &amp;Overview</source>
        <translation>Schlachtü&amp;bersicht</translation>
    </message>
    <message>
        <source>Shows the battle at a glance: sides, strength, counters and the rule set&apos;s books.</source>
        <translation>Zeigt die Schlacht auf einen Blick: Seiten, Stärke, Zähler und die Bücher des Regelwerks.</translation>
    </message>
    <message>
        <source>%1 [read-only] — Adjutant</source>
        <translation>%1 [schreibgeschützt] — Adjutant</translation>
    </message>
    <message numerus="yes">
        <source>Another window or program changed the battle: %n action(s) read from the file.</source>
        <translation>
            <numerusform>Ein anderes Fenster oder Programm hat die Schlacht geändert: %n Aktion aus der Datei gelesen.</numerusform>
            <numerusform>Ein anderes Fenster oder Programm hat die Schlacht geändert: %n Aktionen aus der Datei gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another program changed the battle; the file was read again.</source>
        <translation>Ein anderes Programm hat die Schlacht geändert; die Datei wurde neu gelesen.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Read-only: %1. Nothing can be changed here; Save As keeps a copy you can change.</source>
        <translation>Schreibgeschützt: %1. Hier lässt sich nichts ändern; „Speichern unter“ legt eine änderbare Kopie an.</translation>
    </message>
    <message>
        <source>%1 opened read-only: %2.</source>
        <translation>%1 schreibgeschützt geöffnet: %2.</translation>
    </message>
    <message>
        <source>Summary written to %1; the Summary&apos;s link opens its folder.</source>
        <translation>Zugbericht gespeichert unter %1; der Link im Zugbericht öffnet den Ordner.</translation>
    </message>
    <message>
        <source>The undo history could not be read: %1</source>
        <translation>Der Rückgängig-Verlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Table &amp;Link…</source>
        <translation>Tisch-&amp;Link…</translation>
    </message>
    <message>
        <source>Each side&apos;s phone for its secret orders and its own report: a page on the local network, reached by a QR code.</source>
        <translation>Das Telefon jeder Partei für ihre geheimen Befehle und ihren eigenen Bericht: eine Seite im lokalen Netz, erreicht über einen QR-Code.</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Feldzug öffnen</translation>
    </message>
    <message>
        <source>Adjutant campaigns (*.adjcampaign)</source>
        <translation>Adjutant-Feldzüge (*.adjcampaign)</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Feldzug kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot Set Victory Conditions</source>
        <translation>Siegbedingungen können nicht gesetzt werden</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Feldzug</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Neuer Feldzug…</translation>
    </message>
    <message>
        <source>Creates a campaign file that links battles and totals their victory points.</source>
        <translation>Legt eine Feldzugsdatei an, die Schlachten verbindet und ihre Siegpunkte summiert.</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>Feldzug ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Opens a campaign: its battles, their state and the running totals.</source>
        <translation>Öffnet einen Feldzug: seine Schlachten, ihren Stand und die laufenden Summen.</translation>
    </message>
    <message>
        <source>&amp;End Battle…</source>
        <translation>Schlacht &amp;beenden…</translation>
    </message>
    <message>
        <source>Records how the battle ended (victory, on time or the referee&apos;s call) and each side&apos;s VP; Ctrl+Z takes it back.</source>
        <translation>Hält fest, wie die Schlacht endete (Sieg, nach Zeit oder Entscheidung des Schiedsrichters), und die SP jeder Partei; Strg+Z nimmt es zurück.</translation>
    </message>
    <message>
        <source>Still owed, to settle by hand: %1</source>
        <translation>Steht noch aus, von Hand zu erledigen: %1</translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation>Aussteht: %1</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Opens the referee&apos;s manual: each task, each rule set and how it is read (F1).</source>
        <translation>Öffnet das Handbuch des Schiedsrichters: jede Aufgabe, jedes Regelwerk und wie es gelesen wird (F1).</translation>
    </message>
</context>
<context>
    <name>adj::ManualView</name>
    <message>
        <source>Adjutant Manual</source>
        <translation>Adjutant-Handbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>adj::MarkerDelegate</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>adj::NewBattleDialog</name>
    <message>
        <source>New Battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. Queenston Heights, 13 October 1812</source>
        <translation>z. B. Queenston Heights, 13. Oktober 1812</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Maßstab:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>%1 (%2 yards to the inch, a turn is %3)</source>
        <translation>%1 (%2 Yards pro Zoll, ein Zug entspricht %3)</translation>
    </message>
    <message>
        <source>No distances are measured.</source>
        <translation>Es werden keine Entfernungen gemessen.</translation>
    </message>
    <message>
        <source>Distances in %1.</source>
        <translation>Entfernungen in %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Strength in %2; %n phase(s) a turn.</source>
        <translation>
            <numerusform>%1 Stärke in %2; %n Phase pro Zug.</numerusform>
            <numerusform>%1 Stärke in %2; %n Phasen pro Zug.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not used by this rule set)</source>
        <translation>(von diesem Regelwerk nicht verwendet)</translation>
    </message>
    <message>
        <source>New Battle File</source>
        <translation>Neue Schlachtdatei</translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Adjutant-Schlachten (*.adjutant)</translation>
    </message>
    <message>
        <source>The battle needs a name.</source>
        <translation>Die Schlacht braucht einen Namen.</translation>
    </message>
    <message>
        <source>Choose where the battle file goes.</source>
        <translation>Wählen Sie, wo die Schlachtdatei gespeichert wird.</translation>
    </message>
    <message>
        <source>%1 already exists; a new battle never overwrites a file.</source>
        <translation>%1 existiert bereits; eine neue Schlacht überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>Only some rule sets are played at a choice of scales.</source>
        <translation>Nur manche Regelwerke werden in wählbaren Maßstäben gespielt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The victory points (or Glory) a side needs to win the scenario.</source>
        <translation>Die Siegpunkte (oder Ruhm), die eine Partei braucht, um das Szenario zu gewinnen.</translation>
    </message>
    <message>
        <source>The scenario&apos;s last turn: its time constraint.</source>
        <translation>Der letzte Zug des Szenarios: seine Zeitbeschränkung.</translation>
    </message>
    <message>
        <source>&amp;VP to win:</source>
        <translation>&amp;SP zum Sieg:</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Zuglimit:</translation>
    </message>
    <message>
        <source>every side</source>
        <translation>jede Seite</translation>
    </message>
    <message>
        <source>The side that must reach the VP by the turn limit; the other side wins on time when it does not. Its name as the roster will have it.</source>
        <translation>Die Seite, die die SP bis zum Zuglimit erreichen muss; erreicht sie sie nicht, gewinnt die andere Seite auf Zeit. Ihr Name, wie die Aufstellung ihn haben wird.</translation>
    </message>
    <message>
        <source>For the si&amp;de:</source>
        <translation>Für die S&amp;eite:</translation>
    </message>
    <message>
        <source>Give the VP %1 must reach, or leave the side empty.</source>
        <translation>Geben Sie die SP an, die %1 erreichen muss, oder lassen Sie die Seite leer.</translation>
    </message>
</context>
<context>
    <name>adj::NewCampaign</name>
    <message>
        <source>New Campaign</source>
        <translation>Neuer Feldzug</translation>
    </message>
    <message>
        <source>The campaign&apos;s name:</source>
        <translation>Name des Feldzugs:</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Neuer Feldzug</translation>
    </message>
    <message>
        <source>The rule set of its battles:</source>
        <translation>Das Regelwerk seiner Schlachten:</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Neue Feldzugsdatei</translation>
    </message>
    <message>
        <source>Adjutant campaigns (*.adjcampaign)</source>
        <translation>Adjutant-Feldzüge (*.adjcampaign)</translation>
    </message>
    <message>
        <source>%1 already exists; a new campaign never overwrites a file.</source>
        <translation>%1 existiert bereits; ein neuer Feldzug überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>Cannot Create Campaign</source>
        <translation>Feldzug kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>adj::OddsBars</name>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 or more %2</source>
        <translation>%1 oder mehr %2</translation>
    </message>
    <message>
        <source>other outcomes</source>
        <translation>andere Ergebnisse</translation>
    </message>
    <message>
        <source>%1 at least 1 (%2)</source>
        <translation>%1 mindestens 1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (the most likely)</source>
        <translation>%1 %2 (am wahrscheinlichsten)</translation>
    </message>
    <message>
        <source>no outcome</source>
        <translation>kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>adj::OddsChart</name>
    <message>
        <source>Odds chart</source>
        <translation>Wahrscheinlichkeitsdiagramm</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (exactly %3)</source>
        <translation>%1: %2 (genau %3)</translation>
    </message>
</context>
<context>
    <name>adj::OiblBattle</name>
    <message>
        <source>general: there is no leader called &quot;%1&quot; in this battle, nor one with a unit of that name</source>
        <translation>General: In dieser Schlacht gibt es keinen Anführer namens „%1“ und auch keinen bei einer Einheit dieses Namens</translation>
    </message>
    <message>
        <source>general: there is no leader %1 in this battle, nor one with unit %1</source>
        <translation>General: In dieser Schlacht gibt es keinen Anführer %1 und auch keinen bei der Einheit %1</translation>
    </message>
</context>
<context>
    <name>adj::OiblCombat</name>
    <message>
        <source>%1: combat chart, %2 figures</source>
        <translation>%1: Kampftabelle, %2 Figuren</translation>
    </message>
    <message>
        <source>%1: %2 figures (row %3-%4) roll %5</source>
        <translation>%1: %2 Figuren (Zeile %3-%4) würfeln %5</translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation>modifiziert %1</translation>
    </message>
    <message>
        <source>below 0, a complete miss</source>
        <translation>unter 0, ein völliger Fehlschuss</translation>
    </message>
    <message>
        <source>reads as %1</source>
        <translation>gilt als %1</translation>
    </message>
    <message>
        <source>1 casualty</source>
        <translation>1 Verlust</translation>
    </message>
    <message>
        <source>%1 casualties</source>
        <translation>%1 Verluste</translation>
    </message>
    <message>
        <source>(roll %1 of %2: figures over %3 roll again)</source>
        <translation>(Wurf %1 von %2: Figuren über %3 würfeln erneut)</translation>
    </message>
    <message>
        <source>%1 Morale Number %2</source>
        <translation>%1 Moralwert %2</translation>
    </message>
    <message>
        <source>Indians charging or in melee %1 (Indians)</source>
        <translation>Indianer im Sturmangriff oder Handgemenge %1 (Indians)</translation>
    </message>
    <message>
        <source>Indians in woods %1 (Indians)</source>
        <translation>Indianer im Wald %1 (Indians)</translation>
    </message>
    <message>
        <source>commanding officer with the unit</source>
        <translation>Befehlshaber bei der Einheit</translation>
    </message>
    <message>
        <source>light cover</source>
        <translation>leichte Deckung</translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation>schwere Deckung</translation>
    </message>
    <message>
        <source>outflanked</source>
        <translation>überflügelt</translation>
    </message>
    <message>
        <source>equal-quality friend seen routing within 12&quot;</source>
        <translation>befreundete Einheit gleicher Qualität innerhalb 12&quot; in Flucht gesehen</translation>
    </message>
    <message>
        <source>higher-quality friend seen routing within 12&quot;</source>
        <translation>befreundete Einheit höherer Qualität innerhalb 12&quot; in Flucht gesehen</translation>
    </message>
    <message>
        <source>open order infantry charged by cavalry</source>
        <translation>Infanterie in offener Ordnung von Kavallerie angegriffen</translation>
    </message>
    <message>
        <source>skirmish order infantry charged by cavalry</source>
        <translation>Infanterie in Plänklerordnung von Kavallerie angegriffen</translation>
    </message>
    <message>
        <source>artillery charged by cavalry</source>
        <translation>Artillerie von Kavallerie angegriffen</translation>
    </message>
    <message>
        <source>skirmish order infantry charged by close or open order infantry</source>
        <translation>Infanterie in Plänklerordnung von Infanterie in geschlossener oder offener Ordnung angegriffen</translation>
    </message>
    <message>
        <source>%1% figure casualties (%2 of %3 lost)</source>
        <translation>%1 % Figurenverluste (%2 von %3 verloren)</translation>
    </message>
    <message>
        <source>%1: morale test</source>
        <translation>%1: Moralprobe</translation>
    </message>
    <message>
        <source>%1 morale test: %2, pass at or below %3; rolls %4</source>
        <translation>%1: Moralprobe %2, bestanden bei %3 oder weniger; Wurf %4</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed by 1</source>
        <translation>um 1 verfehlt</translation>
    </message>
    <message>
        <source>failed by %1: routs</source>
        <translation>um %1 verfehlt: Flucht</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is needed with &quot;%2&quot; for the casualty percentage</source>
        <translation>Eingabe „%1“ wird zusammen mit „%2“ für den Verlustanteil benötigt</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, more than &quot;%3&quot; %4</source>
        <translation>Eingabe „%1“ ist %2, mehr als „%3“ %4</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Truppenqualität</translation>
    </message>
    <message>
        <source>Elite 9, Veteran 8, Regular 7, Poor 6, Wretched 5.</source>
        <translation>Elite 9, Veteran 8, Regulär 7, Schwach 6, Miserabel 5.</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Indianer</translation>
    </message>
    <message>
        <source>Indians test one quality higher charging and in melee, one more in woods.</source>
        <translation>Indianer testen bei Sturmangriff und Handgemenge eine Qualitätsstufe höher, im Wald eine weitere.</translation>
    </message>
    <message>
        <source>In woods</source>
        <translation>Im Wald</translation>
    </message>
    <message>
        <source>For the Indians&apos; quality shift.</source>
        <translation>Für die Qualitätsverschiebung der Indianer.</translation>
    </message>
    <message>
        <source>Commanding officer with the unit</source>
        <translation>Befehlshaber bei der Einheit</translation>
    </message>
    <message>
        <source>Minus the officer&apos;s rating.</source>
        <translation>Abzüglich des Werts des Offiziers.</translation>
    </message>
    <message>
        <source>Officer&apos;s rating</source>
        <translation>Wert des Offiziers</translation>
    </message>
    <message>
        <source>The X of &quot;-X&quot;; default from the table (1).</source>
        <translation>Das X in „-X“; Standard aus der Tabelle (1).</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>Light cover -1, heavy cover -2.</source>
        <translation>Leichte Deckung -1, schwere Deckung -2.</translation>
    </message>
    <message>
        <source>Outflanked</source>
        <translation>Überflügelt</translation>
    </message>
    <message>
        <source>A non-routing enemy to flank or rear within small-arms or charge range, no friend blocking.</source>
        <translation>Ein nicht fliehender Feind in Flanke oder Rücken innerhalb von Gewehr- oder Sturmangriffsreichweite, ohne dass eine eigene Einheit dazwischensteht.</translation>
    </message>
    <message>
        <source>Friend seen routing</source>
        <translation>Befreundete Einheit in Flucht gesehen</translation>
    </message>
    <message>
        <source>A close or open order friend of equal (+1) or higher (+2) quality seen routing within 12&quot;.</source>
        <translation>Eine befreundete Einheit in geschlossener oder offener Ordnung mit gleicher (+1) oder höherer (+2) Qualität innerhalb 12&quot; in Flucht gesehen.</translation>
    </message>
    <message>
        <source>Figures now</source>
        <translation>Aktuelle Figuren</translation>
    </message>
    <message>
        <source>For the casualty percentage.</source>
        <translation>Für den Verlustanteil.</translation>
    </message>
    <message>
        <source>Figures at the start</source>
        <translation>Figuren zu Beginn</translation>
    </message>
    <message>
        <source>For the casualty percentage (25% +1, 50% +2, 75% +3; only the highest).</source>
        <translation>Für den Verlustanteil (25 % +1, 50 % +2, 75 % +3; nur der höchste).</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>The unit&apos;s formation.</source>
        <translation>Die Formation der Einheit.</translation>
    </message>
</context>
<context>
    <name>adj::OiblDeck</name>
    <message>
        <source>a card needs a name</source>
        <translation>eine Karte braucht einen Namen</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is in the deck twice</source>
        <translation>Karte „%1“ ist doppelt im Stapel</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is a division card, but optional turn sequence rule one is off</source>
        <translation>Karte „%1“ ist eine Divisionskarte, aber die erste optionale Zugablaufregel ist ausgeschaltet</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is an army card, but optional turn sequence rule two is off</source>
        <translation>Karte „%1“ ist eine Armeekarte, aber die zweite optionale Zugablaufregel ist ausgeschaltet</translation>
    </message>
    <message>
        <source>the deck needs at least one brigade card</source>
        <translation>der Stapel braucht mindestens eine Brigadekarte</translation>
    </message>
    <message>
        <source>turn %1: card &quot;%2&quot; (%3) drawn; activates %4</source>
        <translation>Zug %1: Karte „%2“ (%3) gezogen; aktiviert %4</translation>
    </message>
    <message>
        <source>every card has been drawn this turn; shuffle for the next turn</source>
        <translation>alle Karten wurden in diesem Zug gezogen; für den nächsten Zug mischen</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is not in the deck</source>
        <translation>Karte „%1“ ist nicht im Stapel</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; was already drawn this turn</source>
        <translation>Karte „%1“ wurde in diesem Zug bereits gezogen</translation>
    </message>
    <message>
        <source>deck: card %1 is malformed or repeated</source>
        <translation>Stapel: Karte %1 ist fehlerhaft oder doppelt</translation>
    </message>
    <message>
        <source>deck: the pile and the drawn cards must hold every card once</source>
        <translation>Stapel: Nachziehstapel und gezogene Karten müssen jede Karte genau einmal enthalten</translation>
    </message>
    <message>
        <source>deck: turn and seed are missing</source>
        <translation>Stapel: Zug und Seed fehlen</translation>
    </message>
    <message>
        <source>the shuffled order must hold every card of the deck once</source>
        <translation>die gemischte Reihenfolge muss jede Karte des Stapels genau einmal enthalten</translation>
    </message>
</context>
<context>
    <name>adj::OiblFire</name>
    <message>
        <source>Fire</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>A unit (or combined units) fires at one target at a measured range: figures by formation, one roll per 30 figures on the Combat Chart.</source>
        <translation>Eine Einheit (oder mehrere vereinte Einheiten) feuert auf ein Ziel in gemessener Entfernung: Figuren je nach Formation, ein Wurf pro 30 Figuren auf der Kampftabelle.</translation>
    </message>
    <message>
        <source>Firing unit</source>
        <translation>Feuernde Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that fires (optional).</source>
        <translation>Die feuernde Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Range: carbine 5&quot;, musket 7&quot;, jaeger 10&quot;, rifle 12&quot;, artillery 40&quot;.</source>
        <translation>Reichweite: Karabiner 5&quot;, Muskete 7&quot;, Jäger 10&quot;, Büchse 12&quot;, Artillerie 40&quot;.</translation>
    </message>
    <message>
        <source>Firer quality</source>
        <translation>Qualität der feuernden Einheit</translation>
    </message>
    <message>
        <source>Poor -2, Wretched -4.</source>
        <translation>Schwach -2, Miserabel -4.</translation>
    </message>
    <message>
        <source>Firer formation</source>
        <translation>Formation der feuernden Einheit</translation>
    </message>
    <message>
        <source>Close order fires two ranks (the whole line), open order one stand deep, a column only its front rank; artillery must be unlimbered.</source>
        <translation>Geschlossene Ordnung feuert mit zwei Gliedern (die ganze Linie), offene Ordnung eine Base tief, eine Kolonne nur mit dem vordersten Glied; Artillerie muss abgeprotzt sein.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Figures of the firer (combined units: their sum; skirmishers: the stands firing at this target).</source>
        <translation>Figuren der feuernden Einheit (vereinte Einheiten: ihre Summe; Plänkler: die Basen, die auf dieses Ziel feuern).</translation>
    </message>
    <message>
        <source>Front-rank figures</source>
        <translation>Figuren im vordersten Glied</translation>
    </message>
    <message>
        <source>A column fires its front rank only.</source>
        <translation>Eine Kolonne feuert nur mit dem vordersten Glied.</translation>
    </message>
    <message>
        <source>Gun weight (lb)</source>
        <translation>Geschützgewicht (lb)</translation>
    </message>
    <message>
        <source>Light (3-4 lb) 5 figures, medium (6-9 lb) 10, heavy (12 lb and up) 15.</source>
        <translation>Leicht (3-4 lb) 5 Figuren, mittel (6-9 lb) 10, schwer (ab 12 lb) 15.</translation>
    </message>
    <message>
        <source>Firing state</source>
        <translation>Feuerzustand</translation>
    </message>
    <message>
        <source>moved: skirmishers after half a move fire half (rounded up); failed-by-1: Elite/Veteran/Regular fire half (rounded up), Poor/Wretched not at all; reforming after a rally: half (rounded down).</source>
        <translation>moved: Plänkler feuern nach einer halben Bewegung mit der Hälfte (aufgerundet); failed-by-1: Elite/Veteran/Regulär feuern mit der Hälfte (aufgerundet), Schwach/Miserabel gar nicht; reforming (Neuordnung nach dem Sammeln): Hälfte (abgerundet).</translation>
    </message>
    <message>
        <source>Artillery prolonged</source>
        <translation>Artillerie mit Prolonge bewegt</translation>
    </message>
    <message>
        <source>Artillery may not fire after prolonge.</source>
        <translation>Artillerie darf nach einer Prolonge-Bewegung nicht feuern.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Measured range from firer to target.</source>
        <translation>Gemessene Entfernung von der feuernden Einheit zum Ziel.</translation>
    </message>
    <message>
        <source>Range unit</source>
        <translation>Entfernungseinheit</translation>
    </message>
    <message>
        <source>Inches or centimetres.</source>
        <translation>Zoll oder Zentimeter.</translation>
    </message>
    <message>
        <source>Marksmen</source>
        <translation>Scharfschützen</translation>
    </message>
    <message>
        <source>Firer is &quot;Marksmen&quot; as per scenario: +2.</source>
        <translation>Feuernde Einheit ist laut Szenario „Scharfschützen“: +2.</translation>
    </message>
    <message>
        <source>Combined fire</source>
        <translation>Vereintes Feuer</translation>
    </message>
    <message>
        <source>Several units fire together with all modifiers applying to the shot (cannon never combine).</source>
        <translation>Mehrere Einheiten feuern gemeinsam, wobei alle Modifikatoren für den Schuss gelten (Geschütze feuern nie vereint).</translation>
    </message>
    <message>
        <source>Target unit</source>
        <translation>Zieleinheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit fired at (optional).</source>
        <translation>Die beschossene Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Target in column</source>
        <translation>Ziel in Kolonne</translation>
    </message>
    <message>
        <source>+2.</source>
        <translation>+2.</translation>
    </message>
    <message>
        <source>Target is mounted cavalry</source>
        <translation>Ziel ist berittene Kavallerie</translation>
    </message>
    <message>
        <source>Fire on flank or rear</source>
        <translation>Feuer in Flanke oder Rücken</translation>
    </message>
    <message>
        <source>Target cover</source>
        <translation>Deckung des Ziels</translation>
    </message>
    <message>
        <source>Light cover (woods, buildings) -2, heavy cover (redoubt) -4.</source>
        <translation>Leichte Deckung (Wald, Gebäude) -2, schwere Deckung (Schanze) -4.</translation>
    </message>
    <message>
        <source>Target is artillery</source>
        <translation>Ziel ist Artillerie</translation>
    </message>
    <message>
        <source>Counter-battery: a casualty caused by a cannon rolls 1d10, 8 or 9 destroys the target cannon.</source>
        <translation>Konterbatterie: Für jeden von einem Geschütz verursachten Verlust wird 1W10 gewürfelt; bei 8 oder 9 ist das Zielgeschütz zerstört.</translation>
    </message>
    <message>
        <source>Target quality</source>
        <translation>Qualität des Ziels</translation>
    </message>
    <message>
        <source>Poor or Wretched targets fired on by 6+ figures get a panic marker.</source>
        <translation>Ziele der Qualität Schwach oder Miserabel, auf die 6+ Figuren feuern, erhalten einen Panikmarker.</translation>
    </message>
    <message>
        <source>Target figures</source>
        <translation>Figuren des Ziels</translation>
    </message>
    <message>
        <source>Figures of the target now; casualties stop there (optional).</source>
        <translation>Aktuelle Figuren des Ziels; die Verluste können diese Zahl nicht übersteigen (optional).</translation>
    </message>
    <message>
        <source>Target already has a panic marker</source>
        <translation>Ziel hat bereits einen Panikmarker</translation>
    </message>
    <message>
        <source>Panic markers are not cumulative.</source>
        <translation>Panikmarker sind nicht kumulativ.</translation>
    </message>
    <message>
        <source>Figures that fired on it earlier this turn</source>
        <translation>Figuren, die in diesem Zug bereits darauf gefeuert haben</translation>
    </message>
    <message>
        <source>For the 6+ figures trigger on Poor and Wretched units.</source>
        <translation>Für die Auslösung bei 6+ Figuren gegen Einheiten der Qualität Schwach und Miserabel.</translation>
    </message>
    <message>
        <source>General with the target</source>
        <translation>General beim Ziel</translation>
    </message>
    <message>
        <source>Rolls 1d10 per two hits; on a 1 the d6 wound table.</source>
        <translation>Würfelt 1W10 pro zwei Treffer; bei einer 1 auf die W6-Verwundungstabelle.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>The battle&apos;s general with the target (optional).</source>
        <translation>Der General der Schlacht beim Ziel (optional).</translation>
    </message>
    <message>
        <source>the general with the unit rolls %1 d10 for %2 hits (one per %3, rounded up)</source>
        <translation>der General bei der Einheit würfelt %1 W10 für %2 Treffer (einen pro %3, aufgerundet)</translation>
    </message>
    <message>
        <source>risk to the general</source>
        <translation>Gefahr für den General</translation>
    </message>
    <message numerus="yes">
        <source>general&apos;s dice %1: %n on %2</source>
        <translation>
            <numerusform>Würfel des Generals %1: %n zeigt %2</numerusform>
            <numerusform>Würfel des Generals %1: %n zeigen %2</numerusform>
        </translation>
    </message>
    <message>
        <source>general&apos;s wound</source>
        <translation>Verwundung des Generals</translation>
    </message>
    <message>
        <source>the wound die reads %1: %2</source>
        <translation>der Verwundungswürfel zeigt %1: %2</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>gefallen</translation>
    </message>
    <message>
        <source>serious wound</source>
        <translation>schwere Verwundung</translation>
    </message>
    <message>
        <source>light wound</source>
        <translation>leichte Verwundung</translation>
    </message>
    <message>
        <source>the general is killed: every unit under his command receives a panic marker</source>
        <translation>der General ist gefallen: Jede Einheit unter seinem Befehl erhält einen Panikmarker</translation>
    </message>
    <message>
        <source>the general is seriously wounded: he moves only 1d6 inches per turn</source>
        <translation>der General ist schwer verwundet: Er bewegt sich nur noch 1W6 Zoll pro Zug</translation>
    </message>
    <message>
        <source>the general is lightly wounded: he moves only %1 inches per turn</source>
        <translation>der General ist leicht verwundet: Er bewegt sich nur noch %1 Zoll pro Zug</translation>
    </message>
    <message>
        <source>the fire action needs the oneifbyland rule table</source>
        <translation>der Beschuss braucht die Regeltabelle oneifbyland</translation>
    </message>
    <message>
        <source>input &quot;firerFormation&quot;: artillery fires only unlimbered, not %1</source>
        <translation>Eingabe „firerFormation“: Artillerie feuert nur abgeprotzt, nicht „%1“</translation>
    </message>
    <message>
        <source>artillery may not fire at the end of prolonge movement (Movement)</source>
        <translation>Artillerie darf am Ende einer Prolonge-Bewegung nicht feuern (Movement)</translation>
    </message>
    <message>
        <source>input &quot;gunPounds&quot; is required for artillery fire</source>
        <translation>Eingabe „gunPounds“ ist für Artilleriefeuer erforderlich</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>%1 cannon (%2 lb) fires as %3 figures; each cannon fires alone</source>
        <translation>Geschütz (%1, %2 lb) feuert wie %3 Figuren; jedes Geschütz feuert einzeln</translation>
    </message>
    <message>
        <source>input &quot;combined&quot;: each cannon fires individually, without combining (Artillery)</source>
        <translation>Eingabe „combined“: Jedes Geschütz feuert einzeln, ohne Vereinigung (Artillery)</translation>
    </message>
    <message>
        <source>column: only the front rank fires, %1 of %2 figures</source>
        <translation>Kolonne: Nur das vorderste Glied feuert, %1 von %2 Figuren</translation>
    </message>
    <message>
        <source>close order line fires two ranks deep: %1 figures</source>
        <translation>Linie in geschlossener Ordnung feuert zwei Glieder tief: %1 Figuren</translation>
    </message>
    <message>
        <source>open order line fires one stand deep: %1 figures</source>
        <translation>Linie in offener Ordnung feuert eine Base tief: %1 Figuren</translation>
    </message>
    <message>
        <source>skirmishers: %1 figures fire at this target</source>
        <translation>Plänkler: %1 Figuren feuern auf dieses Ziel</translation>
    </message>
    <message>
        <source>moved up to half its skirmish move: half the figures fire, rounded up: %1 of %2</source>
        <translation>bis zur Hälfte ihrer Plänklerbewegung bewegt: Die Hälfte der Figuren feuert, aufgerundet: %1 von %2</translation>
    </message>
    <message>
        <source>a %1 unit that failed its morale test by 1 may not fire at all (Morale Results)</source>
        <translation>eine Einheit der Qualität %1, die ihre Moralprobe um 1 verfehlt hat, darf überhaupt nicht feuern (Morale Results)</translation>
    </message>
    <message>
        <source>failed its morale test by 1: half the figures fire, rounded up: %1 of %2</source>
        <translation>Moralprobe um 1 verfehlt: Die Hälfte der Figuren feuert, aufgerundet: %1 von %2</translation>
    </message>
    <message>
        <source>reforming after a rally: half the figures fire, rounded down: %1 of %2</source>
        <translation>Neuordnung nach dem Sammeln: Die Hälfte der Figuren feuert, abgerundet: %1 von %2</translation>
    </message>
    <message>
        <source>no figures fire</source>
        <translation>keine Figuren feuern</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>Kernschussweite</translation>
    </message>
    <message>
        <source>marksmen</source>
        <translation>Scharfschützen</translation>
    </message>
    <message>
        <source>target in column</source>
        <translation>Ziel in Kolonne</translation>
    </message>
    <message>
        <source>target is mounted cavalry</source>
        <translation>Ziel ist berittene Kavallerie</translation>
    </message>
    <message>
        <source>fire on flank or rear</source>
        <translation>Feuer in Flanke oder Rücken</translation>
    </message>
    <message>
        <source>firer is Poor</source>
        <translation>feuernde Einheit: Schwach</translation>
    </message>
    <message>
        <source>firer is Wretched</source>
        <translation>feuernde Einheit: Miserabel</translation>
    </message>
    <message>
        <source>target in light cover</source>
        <translation>Ziel in leichter Deckung</translation>
    </message>
    <message>
        <source>target in heavy cover</source>
        <translation>Ziel in schwerer Deckung</translation>
    </message>
    <message>
        <source>cannon at %1-%2&quot;</source>
        <translation>Geschütz auf %1-%2&quot;</translation>
    </message>
    <message>
        <source>cannon over %1&quot;</source>
        <translation>Geschütz über %1&quot;</translation>
    </message>
    <message>
        <source>cannon fire</source>
        <translation>Geschützfeuer</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>a %1 target fired on by %2 figures this turn (6+) gets a panic marker</source>
        <translation>ein Ziel der Qualität %1, auf das in diesem Zug %2 Figuren gefeuert haben (6+), erhält einen Panikmarker</translation>
    </message>
    <message>
        <source>the target has only %1 figures</source>
        <translation>das Ziel hat nur %1 Figuren</translation>
    </message>
    <message>
        <source>the target loses its last %1 figures</source>
        <translation>das Ziel verliert seine letzten %1 Figuren</translation>
    </message>
    <message>
        <source>the target loses %1 figures</source>
        <translation>das Ziel verliert %1 Figuren</translation>
    </message>
    <message>
        <source>counter-battery</source>
        <translation>Konterbatterie</translation>
    </message>
    <message>
        <source>counter-battery die %1: the target cannon is destroyed</source>
        <translation>Konterbatteriewürfel %1: Das Zielgeschütz ist zerstört</translation>
    </message>
    <message>
        <source>counter-battery die %1: the cannon survives</source>
        <translation>Konterbatteriewürfel %1: Das Geschütz bleibt intakt</translation>
    </message>
    <message>
        <source>the target cannon is destroyed</source>
        <translation>das Zielgeschütz ist zerstört</translation>
    </message>
    <message>
        <source>the target already has a panic marker; they are not cumulative</source>
        <translation>das Ziel hat bereits einen Panikmarker; Panikmarker sind nicht kumulativ</translation>
    </message>
    <message>
        <source>panic marker: the target lost figures this turn; it takes a morale test</source>
        <translation>Panikmarker: Das Ziel hat in diesem Zug Figuren verloren; es legt eine Moralprobe ab</translation>
    </message>
    <message>
        <source>panic marker: Poor/Wretched fired on by 6+ figures; it takes a morale test</source>
        <translation>Panikmarker: Schwach/Miserabel und von 6+ Figuren beschossen; es legt eine Moralprobe ab</translation>
    </message>
    <message>
        <source>Firer %1 (combined)</source>
        <translation>Feuernde Einheit %1 (vereint)</translation>
    </message>
    <message>
        <source>The battle&apos;s unit combining its fire with the first (optional).</source>
        <translation>Die Einheit der Schlacht, die ihr Feuer mit der ersten vereint (optional).</translation>
    </message>
    <message>
        <source>Firer %1: figures</source>
        <translation>Feuernde Einheit %1: Figuren</translation>
    </message>
    <message>
        <source>Its figures (the formation decides how many fire).</source>
        <translation>Ihre Figuren (die Formation bestimmt, wie viele feuern).</translation>
    </message>
    <message>
        <source>Firer %1: quality</source>
        <translation>Feuernde Einheit %1: Qualität</translation>
    </message>
    <message>
        <source>Poor -2, Wretched -4 on the whole combined shot.</source>
        <translation>Schwach -2, Miserabel -4 auf den gesamten vereinten Schuss.</translation>
    </message>
    <message>
        <source>Firer %1: formation</source>
        <translation>Feuernde Einheit %1: Formation</translation>
    </message>
    <message>
        <source>Close order when not given.</source>
        <translation>Geschlossene Ordnung, wenn nicht angegeben.</translation>
    </message>
    <message>
        <source>Firer %1: front-rank figures</source>
        <translation>Feuernde Einheit %1: Figuren im vordersten Glied</translation>
    </message>
    <message>
        <source>Firer %1: weapon</source>
        <translation>Feuernde Einheit %1: Waffe</translation>
    </message>
    <message>
        <source>Musket when not given; cannon never combine.</source>
        <translation>Muskete, wenn nicht angegeben; Geschütze vereinen ihr Feuer nie.</translation>
    </message>
    <message>
        <source>Firer %1: range</source>
        <translation>Feuernde Einheit %1: Entfernung</translation>
    </message>
    <message>
        <source>Its own measured range to the target (same unit as the first).</source>
        <translation>Ihre eigene gemessene Entfernung zum Ziel (in derselben Einheit wie bei der ersten).</translation>
    </message>
    <message>
        <source>Firer %1: marksmen</source>
        <translation>Feuernde Einheit %1: Scharfschützen</translation>
    </message>
    <message>
        <source>+2 on the whole shot.</source>
        <translation>+2 auf den gesamten Schuss.</translation>
    </message>
    <message>
        <source>Firer %1: on flank or rear</source>
        <translation>Feuernde Einheit %1: in Flanke oder Rücken</translation>
    </message>
    <message>
        <source>Firer %1: firing state</source>
        <translation>Feuernde Einheit %1: Feuerzustand</translation>
    </message>
    <message>
        <source>Normal when not given.</source>
        <translation>Normal, wenn nicht angegeben.</translation>
    </message>
    <message>
        <source>the firing unit</source>
        <translation>die feuernde Einheit</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for %2</source>
        <translation>Eingabe „%1“ ist für %2 erforderlich</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: each cannon fires individually, without combining (Artillery)</source>
        <translation>Eingabe „%1“: Jedes Geschütz feuert einzeln, ohne Vereinigung (Artillery)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2 is an artillery formation; small arms fire in close, open, column or skirmish order</source>
        <translation>Eingabe „%1“: %2 ist eine Artillerieformation; Handfeuerwaffen feuern in geschlossener oder offener Ordnung, in Kolonne oder in Plänklerordnung</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: a routing unit in no formation may not fire (Morale Results)</source>
        <translation>Eingabe „%1“: Eine fliehende Einheit ohne Formation darf nicht feuern (Morale Results)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for small-arms fire</source>
        <translation>Eingabe „%1“ ist für Feuer mit Handfeuerwaffen erforderlich</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for a column: only its front rank fires (Column)</source>
        <translation>Eingabe „%1“ ist für eine Kolonne erforderlich: Nur ihr vorderstes Glied feuert (Column)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, more than the %3 figures of the unit</source>
        <translation>Eingabe „%1“ ist %2, mehr als die %3 Figuren der Einheit</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: only units in skirmish order may move and fire (Light Infantry Move/Fire)</source>
        <translation>Eingabe „%1“: Nur Einheiten in Plänklerordnung dürfen sich bewegen und feuern (Light Infantry Move/Fire)</translation>
    </message>
    <message>
        <source>input &quot;figures%1&quot;: a second firer joins the shot only with combined fire (input &quot;combined&quot;)</source>
        <translation>Eingabe „figures%1“: Eine zweite feuernde Einheit schließt sich dem Schuss nur bei vereintem Feuer an (Eingabe „combined“)</translation>
    </message>
    <message>
        <source>firer %1</source>
        <translation>feuernde Einheit %1</translation>
    </message>
    <message>
        <source>firer 1</source>
        <translation>feuernde Einheit 1</translation>
    </message>
    <message>
        <source>combined fire of %1 units: %2 = %3 figures, every firing modifier of each firer applying to the one shot</source>
        <translation>vereintes Feuer von %1 Einheiten: %2 = %3 Figuren; alle Feuermodifikatoren jeder feuernden Einheit gelten für den einen Schuss</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the battle does not say which units he commanded: place their panic markers by hand</source>
        <translation>die Schlacht gibt nicht an, welche Einheiten er befehligte: ihre Panikmarker von Hand platzieren</translation>
    </message>
    <message>
        <source>no unit of %1 %2 is in play</source>
        <translation>keine Einheit von %1 %2 ist im Spiel</translation>
    </message>
    <message>
        <source>%1: panic marker, its general was killed</source>
        <translation>%1: Panikmarker, der General ist gefallen</translation>
    </message>
    <message>
        <source>every unit of his command (%1 %2) receives a panic marker: %3</source>
        <translation>jede Einheit unter seinem Befehl (%1 %2) erhält einen Panikmarker: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>already marked, markers are not cumulative: %1</source>
        <translation>bereits markiert, Panikmarker sind nicht kumulativ: %1</translation>
    </message>
    <message>
        <source>The general&apos;s command</source>
        <translation>Das Kommando des Generals</translation>
    </message>
    <message>
        <source>{&quot;level&quot;, &quot;name&quot;, &quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;panic&quot;}]}: the units under his command, read off the battle.</source>
        <translation>{&quot;level&quot;, &quot;name&quot;, &quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;panic&quot;}]}: die Einheiten unter seinem Befehl, aus der Schlacht ausgelesen.</translation>
    </message>
    <message>
        <source>General&apos;s command</source>
        <translation>Kommando des Generals</translation>
    </message>
    <message>
        <source>He commands a brigade, a division or the army: if killed, every unit of it gets a panic marker.</source>
        <translation>Er befehligt eine Brigade, eine Division oder die Armee: Fällt er, erhält jede ihrer Einheiten einen Panikmarker.</translation>
    </message>
    <message>
        <source>Name of his command</source>
        <translation>Name seines Kommandos</translation>
    </message>
    <message>
        <source>The brigade, division or army he commands; empty: that of the unit he is with.</source>
        <translation>Die Brigade, Division oder Armee, die er befehligt; leer: die der Einheit, bei der er sich befindet.</translation>
    </message>
    <message>
        <source>Combat Chart, one die per 30 figures firing</source>
        <translation>Kampftabelle, ein Würfel je 30 feuernde Figuren</translation>
    </message>
    <message>
        <source>if a cannon&apos;s fire causes a casualty</source>
        <translation>wenn das Feuer eines Geschützes einen Verlust verursacht</translation>
    </message>
    <message>
        <source>if the fire causes casualties</source>
        <translation>wenn das Feuer Verluste verursacht</translation>
    </message>
    <message>
        <source>risk to the general, one die per two hits</source>
        <translation>Gefahr für den General, ein Würfel je zwei Treffer</translation>
    </message>
    <message>
        <source>the general&apos;s wound</source>
        <translation>Verwundung des Generals</translation>
    </message>
    <message>
        <source>for each risk die showing the danger face</source>
        <translation>für jeden Gefahrenwürfel, der die Gefahrenseite zeigt</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n unit(s) fired on</source>
        <translation>
            <numerusform>Zug %1: %n Einheit beschossen</numerusform>
            <numerusform>Zug %1: %n Einheiten beschossen</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures fired on units this turn</source>
        <translation>In diesem Zug auf Einheiten gefeuerte Figuren</translation>
    </message>
    <message>
        <source>{&quot;turn&quot;, &quot;figures&quot;: {unit id: figures}}: read off the battle.</source>
        <translation>{&quot;turn&quot;, &quot;figures&quot;: {Einheiten-ID: Figuren}}: aus der Schlacht gelesen.</translation>
    </message>
</context>
<context>
    <name>adj::OiblMelee</name>
    <message numerus="yes">
        <source>%n higher quality</source>
        <translation>
            <numerusform>%n Qualitätsstufe höher</numerusform>
            <numerusform>%n Qualitätsstufen höher</numerusform>
        </translation>
    </message>
    <message>
        <source>opponent has a panic marker</source>
        <translation>Gegner hat einen Panikmarker</translation>
    </message>
    <message>
        <source>attacking flank or rear</source>
        <translation>Angriff in Flanke oder Rücken</translation>
    </message>
    <message>
        <source>hatchets against none</source>
        <translation>Beile gegen keine</translation>
    </message>
    <message>
        <source>bayonets against none</source>
        <translation>Bajonette gegen keine</translation>
    </message>
    <message>
        <source>defending light cover</source>
        <translation>verteidigt leichte Deckung</translation>
    </message>
    <message>
        <source>defending heavy cover</source>
        <translation>verteidigt schwere Deckung</translation>
    </message>
    <message>
        <source>attacked in flank or rear</source>
        <translation>in Flanke oder Rücken angegriffen</translation>
    </message>
    <message>
        <source>cavalry against non-cavalry</source>
        <translation>Kavallerie gegen Nicht-Kavallerie</translation>
    </message>
    <message>
        <source>unit is routing</source>
        <translation>Einheit ist in Flucht</translation>
    </message>
    <message>
        <source>Charge and melee</source>
        <translation>Sturmangriff und Handgemenge</translation>
    </message>
    <message>
        <source>Start at the melee</source>
        <translation>Beim Handgemenge beginnen</translation>
    </message>
    <message>
        <source>Skip the tests and the defender&apos;s fire: the units are already in contact.</source>
        <translation>Proben und Feuer des Verteidigers überspringen: Die Einheiten sind bereits in Kontakt.</translation>
    </message>
    <message>
        <source>Attack on flank or rear</source>
        <translation>Flanken-/Rückenangriff</translation>
    </message>
    <message>
        <source>Attacker +2, defender -4.</source>
        <translation>Angreifer +2, Verteidiger -4.</translation>
    </message>
    <message>
        <source>Skirmishers fired or moved</source>
        <translation>Plänkler haben gefeuert oder sich bewegt</translation>
    </message>
    <message>
        <source>Skirmishers that fired or moved this turn evade automatically.</source>
        <translation>Plänkler, die in diesem Zug gefeuert oder sich bewegt haben, weichen automatisch aus.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>the charge needs the oneifbyland rule table</source>
        <translation>der Sturmangriff braucht die Regeltabelle oneifbyland</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, more than the %3 figures of the %4</source>
        <translation>Eingabe „%1“ ist %2, mehr als die %3 Figuren (%4)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: Indian warbands always assume skirmish formation</source>
        <translation>Eingabe „%1“: Indianische Kriegerscharen kämpfen immer in Plänklerformation</translation>
    </message>
    <message>
        <source>artillery may not charge (Charge Movement)</source>
        <translation>Artillerie darf keinen Sturmangriff ausführen (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;dGunPounds&quot; is required for an artillery defender</source>
        <translation>Eingabe „dGunPounds“ ist für einen Artillerie-Verteidiger erforderlich</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is more than the unit&apos;s figures</source>
        <translation>Eingabe „%1“ ist größer als die Figurenzahl der Einheit</translation>
    </message>
    <message>
        <source>a unit in %1 order may not charge; only close or open order infantry, cavalry and Indians may (Charge Movement)</source>
        <translation>eine Einheit in Formation „%1“ darf keinen Sturmangriff ausführen; das dürfen nur Infanterie in geschlossener oder offener Ordnung, Kavallerie und Indianer (Charge Movement)</translation>
    </message>
    <message>
        <source>a routing unit may not charge</source>
        <translation>eine fliehende Einheit darf keinen Sturmangriff ausführen</translation>
    </message>
    <message>
        <source>no figures are in contact: inputs &quot;aFrontFigures&quot; and &quot;dFrontFigures&quot; are 0</source>
        <translation>keine Figuren in Kontakt: Die Eingaben „aFrontFigures“ und „dFrontFigures“ sind 0</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>Kernschussweite</translation>
    </message>
    <message>
        <source>marksmen</source>
        <translation>Scharfschützen</translation>
    </message>
    <message>
        <source>target is mounted cavalry</source>
        <translation>Ziel ist berittene Kavallerie</translation>
    </message>
    <message>
        <source>target in column</source>
        <translation>Ziel in Kolonne</translation>
    </message>
    <message>
        <source>firer is Poor</source>
        <translation>feuernde Einheit: Schwach</translation>
    </message>
    <message>
        <source>firer is Wretched</source>
        <translation>feuernde Einheit: Miserabel</translation>
    </message>
    <message>
        <source>panic marker on the %1: %2</source>
        <translation>Panikmarker für den %1: %2</translation>
    </message>
    <message>
        <source>the %1 routs away from the enemy in no formation</source>
        <translation>der %1 flieht ohne Formation vom Feind weg</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>in Flucht</translation>
    </message>
    <message>
        <source>the %1 loses %2 figures</source>
        <translation>der %1 verliert %2 Figuren</translation>
    </message>
    <message>
        <source>attempting a charge</source>
        <translation>versucht einen Sturmangriff</translation>
    </message>
    <message>
        <source>the charge fails: the attacker makes a full move away from the enemy (backstepping, or about face for cavalry) facing it, and may not move, fire or change formation for the rest of the turn</source>
        <translation>der Sturmangriff scheitert: Der Angreifer macht eine volle Bewegung vom Feind weg (Rückwärtsschritt oder bei Kavallerie Kehrtwendung), mit Front zum Feind, und darf sich für den Rest des Zuges weder bewegen noch feuern noch die Formation wechseln</translation>
    </message>
    <message>
        <source>being charged</source>
        <translation>wird angegriffen</translation>
    </message>
    <message>
        <source>skirmishing cavalry evade attacking infantry automatically</source>
        <translation>Kavallerie in Plänklerordnung weicht angreifender Infanterie automatisch aus</translation>
    </message>
    <message>
        <source>the skirmishers evade: roll an infantry retreat move and move half of it away, ending facing the attackers</source>
        <translation>die Plänkler weichen aus: Eine Infanterie-Rückzugsbewegung würfeln und die Hälfte davon zurückgehen, am Ende mit Front zu den Angreifern</translation>
    </message>
    <message>
        <source>the skirmishers choose: fire half their figures at the attackers and evade half an infantry retreat move, or make a full retreat move, facing the attackers</source>
        <translation>die Plänkler wählen: mit der Hälfte ihrer Figuren auf die Angreifer feuern und um eine halbe Infanterie-Rückzugsbewegung ausweichen oder eine volle Rückzugsbewegung machen, mit Front zu den Angreifern</translation>
    </message>
    <message>
        <source>the skirmishers roll an infantry rout move and rout away from the attackers</source>
        <translation>die Plänkler würfeln eine Infanterie-Fluchtbewegung und fliehen von den Angreifern weg</translation>
    </message>
    <message>
        <source>failed by 1: half the eligible figures fire, rounded down: %1</source>
        <translation>um 1 verfehlt: Die Hälfte der berechtigten Figuren feuert, abgerundet: %1</translation>
    </message>
    <message>
        <source>failed by 1: the defender may not fire</source>
        <translation>um 1 verfehlt: Der Verteidiger darf nicht feuern</translation>
    </message>
    <message>
        <source>defender&apos;s fire at %1&quot;</source>
        <translation>Feuer des Verteidigers auf %1&quot;</translation>
    </message>
    <message>
        <source>failed by 1 to close: the charge stops and the attacker may not advance</source>
        <translation>Probe zum Heranrücken um 1 verfehlt: Der Sturmangriff stoppt, und der Angreifer darf nicht vorrücken</translation>
    </message>
    <message>
        <source>%1: Poor and Wretched units get no overlap in the first round</source>
        <translation>%1: Einheiten der Qualität Schwach und Miserabel erhalten in der ersten Runde keine Überlappung</translation>
    </message>
    <message>
        <source>%1: skirmishers get no overlap in the first round</source>
        <translation>%1: Plänkler erhalten in der ersten Runde keine Überlappung</translation>
    </message>
    <message>
        <source>melee round %1: attacker %2 figures, defender %3 figures</source>
        <translation>Handgemengerunde %1: Angreifer %2 Figuren, Verteidiger %3 Figuren</translation>
    </message>
    <message>
        <source>attacker, round %1</source>
        <translation>Angreifer, Runde %1</translation>
    </message>
    <message>
        <source>defender, round %1</source>
        <translation>Verteidiger, Runde %1</translation>
    </message>
    <message>
        <source>cavalry against infantry: no second round</source>
        <translation>Kavallerie gegen Infanterie: keine zweite Runde</translation>
    </message>
    <message>
        <source>melee casualties: attacker %1, defender %2</source>
        <translation>Verluste im Handgemenge: Angreifer %1, Verteidiger %2</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1: Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit (optional).</source>
        <translation>Die Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>%1 arm</source>
        <translation>%1: Waffengattung</translation>
    </message>
    <message>
        <source>Cavalry vs non-cavalry +2; no second round for cavalry against infantry.</source>
        <translation>Kavallerie gegen Nicht-Kavallerie +2; keine zweite Runde für Kavallerie gegen Infanterie.</translation>
    </message>
    <message>
        <source>Front-rank figures in contact</source>
        <translation>Figuren des vordersten Glieds in Kontakt</translation>
    </message>
    <message>
        <source>Figures of the front-rank stands in base-to-base contact.</source>
        <translation>Figuren der Basen im vordersten Glied mit direktem Basenkontakt.</translation>
    </message>
    <message>
        <source>Overlap figures</source>
        <translation>Überlappende Figuren</translation>
    </message>
    <message>
        <source>Figures of the one stand on each flank beyond the enemy&apos;s front.</source>
        <translation>Figuren der jeweils einen Base an jeder Flanke, die über die feindliche Front hinausragt.</translation>
    </message>
    <message>
        <source>Flanks overlapping</source>
        <translation>Überlappende Flanken</translation>
    </message>
    <message>
        <source>Indians count 2 more figures on each overlapping flank in the first round.</source>
        <translation>Indianer zählen in der ersten Runde an jeder überlappenden Flanke 2 Figuren mehr.</translation>
    </message>
    <message>
        <source>Bayonets</source>
        <translation>Bajonette</translation>
    </message>
    <message>
        <source>Bayonets (Indians: hatchets) against none +1; militia and cavalry carbineers have none.</source>
        <translation>Bajonette (Indianer: Beile) gegen keine +1; Miliz und Karabiner-Kavallerie haben keine.</translation>
    </message>
    <message>
        <source>Has a panic marker</source>
        <translation>Hat einen Panikmarker</translation>
    </message>
    <message>
        <source>The opponent gets +1.</source>
        <translation>Der Gegner erhält +1.</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>-4.</source>
        <translation>-4.</translation>
    </message>
    <message>
        <source>Figures that may fire</source>
        <translation>Figuren, die feuern dürfen</translation>
    </message>
    <message>
        <source>The defender&apos;s eligible figures firing at the charger at 2&quot; (default: all).</source>
        <translation>Die berechtigten Figuren des Verteidigers, die auf 2&quot; auf den Angreifer feuern (Standard: alle).</translation>
    </message>
    <message>
        <source>Gun weight (lb)</source>
        <translation>Geschützgewicht (lb)</translation>
    </message>
    <message>
        <source>An artillery defender fires as 5, 10 or 15 figures.</source>
        <translation>Ein Artillerie-Verteidiger feuert wie 5, 10 oder 15 Figuren.</translation>
    </message>
    <message>
        <source>Marksmen</source>
        <translation>Scharfschützen</translation>
    </message>
    <message>
        <source>+2 on the defender&apos;s fire.</source>
        <translation>+2 auf das Feuer des Verteidigers.</translation>
    </message>
    <message>
        <source>Figures now of this unit (units joining the melee are given as attacker or defender 2 and 3).</source>
        <translation>Aktuelle Figuren dieser Einheit (Einheiten, die in das Handgemenge eingreifen, werden als Angreifer bzw. Verteidiger 2 und 3 angegeben).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Figures now; a unit of the same quality as another on its side combines its attack with it, one of another quality attacks individually.</source>
        <translation>Aktuelle Figuren; eine Einheit mit derselben Qualität wie eine andere ihrer Seite vereint ihren Angriff mit dieser, eine Einheit anderer Qualität greift einzeln an.</translation>
    </message>
    <message>
        <source>The charge sequence: attacker&apos;s test, defender&apos;s test and fire at 2&quot;, re-test, two melee rounds and the winner. From contact, up to two more units a side may join the melee: units of the same quality combine their attack, units of different quality attack individually.</source>
        <translation>Der Ablauf des Sturmangriffs: Probe des Angreifers, Probe und Feuer des Verteidigers auf 2&quot;, erneute Probe, zwei Handgemengerunden und der Sieger. Ab dem Kontakt können auf jeder Seite bis zu zwei weitere Einheiten in das Handgemenge eingreifen: Einheiten gleicher Qualität vereinen ihren Angriff, Einheiten unterschiedlicher Qualität greifen einzeln an.</translation>
    </message>
    <message>
        <source>Attacker 2</source>
        <translation>Angreifer 2</translation>
    </message>
    <message>
        <source>Attacker 3</source>
        <translation>Angreifer 3</translation>
    </message>
    <message>
        <source>Defender 2</source>
        <translation>Verteidiger 2</translation>
    </message>
    <message>
        <source>Defender 3</source>
        <translation>Verteidiger 3</translation>
    </message>
    <message>
        <source>%1 %2 (%3), round %4</source>
        <translation>%1 %2 (%3), Runde %4</translation>
    </message>
    <message>
        <source>%1: %2 combine their attack, %3 = %4 figures</source>
        <translation>%1: %2 vereinen ihren Angriff, %3 = %4 Figuren</translation>
    </message>
    <message>
        <source>%1: %2, %3 figures</source>
        <translation>%1: %2, %3 Figuren</translation>
    </message>
    <message>
        <source>%1, round %2: units of different quality attack individually, one roll for each quality: %3</source>
        <translation>%1, Runde %2: Einheiten unterschiedlicher Qualität greifen einzeln an, ein Wurf je Qualität: %3</translation>
    </message>
    <message>
        <source>%1, round %2: units of the same quality combine their attack: %3</source>
        <translation>%1, Runde %2: Einheiten gleicher Qualität vereinen ihren Angriff: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 casualties on the %2, shared by the figures each unit had fighting: %3</source>
        <translation>%1 Verluste für die %2, verteilt auf die Figuren, mit denen jede Einheit gekämpft hat: %3</translation>
    </message>
    <message>
        <source>attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>the defenders did not all rout: the %1 retreats a full column move (rolled) facing them in its starting formation, ends its turn, and spends the next turn reforming in place</source>
        <translation>nicht alle Verteidiger sind geflohen: Der %1 zieht sich eine volle (gewürfelte) Kolonnenbewegung mit Front zu ihnen in seiner Ausgangsformation zurück, beendet seinen Zug und verbringt den nächsten Zug mit der Neuordnung an Ort und Stelle</translation>
    </message>
    <message>
        <source>the %1 must reform before it advances or charges again</source>
        <translation>der %1 muss sich neu ordnen, bevor er wieder vorrückt oder einen Sturmangriff ausführt</translation>
    </message>
    <message>
        <source>attacker %1</source>
        <translation>Angreifer %1</translation>
    </message>
    <message>
        <source>defender %1</source>
        <translation>Verteidiger %1</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for the %2 joining the melee</source>
        <translation>Eingabe „%1“ ist erforderlich, wenn der %2 in das Handgemenge eingreift</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: a unit joins the melee only with &quot;fromContact&quot; (each unit&apos;s own charge tests and fire come first)</source>
        <translation>Eingabe „%1“: Eine Einheit greift nur mit „fromContact“ in das Handgemenge ein (zuerst kommen die eigenen Sturmangriffsproben und das Feuer jeder Einheit)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: artillery may not charge (Charge Movement)</source>
        <translation>Eingabe „%1“: Artillerie darf keinen Sturmangriff ausführen (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: unit %2 is already the %3</source>
        <translation>Eingabe „%1“: Einheit %2 ist bereits %3</translation>
    </message>
    <message>
        <source>the %1 and the %2 are both %3 and must combine their attack, but their melee modifiers differ (%4 / %5): resolve them as one unit or correct the inputs (Fire and Melee Combat)</source>
        <translation>der %1 und der %2 haben beide die Qualität %3 und müssen ihren Angriff vereinen, aber ihre Handgemengemodifikatoren unterscheiden sich (%4 / %5): sie als eine Einheit abhandeln oder die Eingaben korrigieren (Fire and Melee Combat)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>unless the charge starts at the melee</source>
        <translation>außer wenn der Sturmangriff erst mit dem Handgemenge einsetzt</translation>
    </message>
    <message>
        <source>the attacker&apos;s morale test to charge</source>
        <translation>Moralprobe des Angreifers für den Sturmangriff</translation>
    </message>
    <message>
        <source>the defender&apos;s morale test</source>
        <translation>Moralprobe des Verteidigers</translation>
    </message>
    <message>
        <source>if the attacker charges</source>
        <translation>wenn der Angreifer einen Sturmangriff ausführt</translation>
    </message>
    <message>
        <source>the defender&apos;s fire at 2&quot;</source>
        <translation>Feuer des Verteidigers auf 2&quot;</translation>
    </message>
    <message>
        <source>if the defender stands and may fire</source>
        <translation>wenn der Verteidiger stehen bleibt und feuern darf</translation>
    </message>
    <message>
        <source>the attacker&apos;s test to close</source>
        <translation>Probe des Angreifers zum Heranrücken</translation>
    </message>
    <message>
        <source>if the defender&apos;s fire caused casualties</source>
        <translation>wenn das Feuer des Verteidigers Verluste verursacht hat</translation>
    </message>
    <message>
        <source>attackers, melee round 1, one die per quality</source>
        <translation>Angreifer, Handgemengerunde 1, ein Würfel je Qualität</translation>
    </message>
    <message>
        <source>defenders, melee round 1, one die per quality</source>
        <translation>Verteidiger, Handgemengerunde 1, ein Würfel je Qualität</translation>
    </message>
    <message>
        <source>attackers, melee round 2</source>
        <translation>Angreifer, Handgemengerunde 2</translation>
    </message>
    <message>
        <source>unless cavalry fights infantry or a side is gone</source>
        <translation>außer wenn Kavallerie gegen Infanterie kämpft oder eine Seite nicht mehr da ist</translation>
    </message>
    <message>
        <source>defenders, melee round 2</source>
        <translation>Verteidiger, Handgemengerunde 2</translation>
    </message>
    <message>
        <source>morale tests after the melee, one per unit</source>
        <translation>Moralproben nach dem Handgemenge, eine je Einheit</translation>
    </message>
    <message>
        <source>for the units of the side with fewer casualties, or both on a tie</source>
        <translation>für die Einheiten der Seite mit weniger Verlusten, bei Gleichstand für beide</translation>
    </message>
    <message>
        <source>Generals with the units</source>
        <translation>Generäle bei den Einheiten</translation>
    </message>
    <message>
        <source>{&quot;&lt;unit id&gt;&quot;: leader id}: read off the battle.</source>
        <translation>{&quot;&lt;Einheiten-ID&gt;&quot;: Anführer-ID}: aus der Schlacht gelesen.</translation>
    </message>
    <message>
        <source>Risks owed</source>
        <translation>Ausstehende Gefahren</translation>
    </message>
    <message>
        <source>The generals&apos; risks owed this turn (oibl.risk).</source>
        <translation>Die in diesem Zug ausstehenden Gefahren für Generäle (oibl.risk).</translation>
    </message>
</context>
<context>
    <name>adj::OiblMorale</name>
    <message>
        <source>Morale test</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <source>1d10 (0-9) plus modifiers, passed at or below the Morale Number. Failed by 1: no advance, half fire; failed by 2 or more: rout and a panic marker. A routing unit that passes rallies.</source>
        <translation>1W10 (0-9) plus Modifikatoren, bestanden bei höchstens dem Moralwert. Um 1 verfehlt: kein Vorrücken, halbes Feuer; um 2 oder mehr verfehlt: Flucht und ein Panikmarker. Eine fliehende Einheit, die besteht, sammelt sich.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that tests (optional).</source>
        <translation>Die testende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Occasion</source>
        <translation>Anlass</translation>
    </message>
    <message>
        <source>Charging or melee: Indians test one quality higher.</source>
        <translation>Sturmangriff oder Handgemenge: Indianer testen eine Qualitätsstufe höher.</translation>
    </message>
    <message>
        <source>Charged by</source>
        <translation>Angegriffen von</translation>
    </message>
    <message>
        <source>Open order charged by cavalry +1, skirmishers by cavalry +2 or by close/open infantry +1, artillery by cavalry +1.</source>
        <translation>Offene Ordnung von Kavallerie angegriffen +1, Plänkler von Kavallerie +2 oder von Infanterie in geschlossener/offener Ordnung +1, Artillerie von Kavallerie +1.</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>A routing unit tests to rally: it reforms for a turn if it passes, else keeps routing.</source>
        <translation>Eine fliehende Einheit testet, ob sie sich sammelt: Besteht sie, ordnet sie sich einen Zug lang neu, sonst flieht sie weiter.</translation>
    </message>
    <message>
        <source>Already has a panic marker</source>
        <translation>Hat bereits einen Panikmarker</translation>
    </message>
    <message>
        <source>Panic markers are not cumulative.</source>
        <translation>Panikmarker sind nicht kumulativ.</translation>
    </message>
    <message>
        <source>the morale test needs the oneifbyland rule table</source>
        <translation>die Moralprobe braucht die Regeltabelle oneifbyland</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>die Einheit</translation>
    </message>
    <message>
        <source>rallies: it spends one turn reforming in place, firing half its figures (rounded down) and defending normally</source>
        <translation>sammelt sich: Sie verbringt einen Zug mit der Neuordnung an Ort und Stelle, feuert mit der Hälfte ihrer Figuren (abgerundet) und verteidigt sich normal</translation>
    </message>
    <message>
        <source>the unit stops routing</source>
        <translation>die Einheit hört auf zu fliehen</translation>
    </message>
    <message>
        <source>the unit reforms in place for one turn</source>
        <translation>die Einheit ordnet sich einen Zug lang an Ort und Stelle neu</translation>
    </message>
    <message>
        <source>fails while routing: it continues to rout</source>
        <translation>während der Flucht nicht bestanden: Sie flieht weiter</translation>
    </message>
    <message>
        <source>failed by 1: the unit may not advance but may withdraw or change formation in place (except defending against a charge); Elite, Veteran and Regular fire half their figures (rounded up), Poor and Wretched may not fire</source>
        <translation>um 1 verfehlt: Die Einheit darf nicht vorrücken, aber sich zurückziehen oder an Ort und Stelle die Formation wechseln (außer bei der Abwehr eines Sturmangriffs); Elite, Veteran und Regulär feuern mit der Hälfte ihrer Figuren (aufgerundet), Schwach und Miserabel dürfen nicht feuern</translation>
    </message>
    <message>
        <source>the unit routs away from the enemy in no formation</source>
        <translation>die Einheit flieht ohne Formation vom Feind weg</translation>
    </message>
    <message>
        <source>it keeps its one panic marker</source>
        <translation>sie behält ihren einen Panikmarker</translation>
    </message>
    <message>
        <source>the routing unit receives a panic marker</source>
        <translation>die fliehende Einheit erhält einen Panikmarker</translation>
    </message>
    <message>
        <source>Risk to a general</source>
        <translation>Gefahr für einen General</translation>
    </message>
    <message>
        <source>A general with a unit that suffers casualties rolls 1d10 per two hits (rounded up); on a 1 the d6: 1-2 light wound, 3-4 serious wound, 5-6 killed.</source>
        <translation>Ein General bei einer Einheit, die Verluste erleidet, würfelt 1W10 pro zwei Treffer (aufgerundet); bei einer 1 den W6: 1-2 leichte Verwundung, 3-4 schwere Verwundung, 5-6 gefallen.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>The battle&apos;s general (optional).</source>
        <translation>Der General der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Casualties the unit just took.</source>
        <translation>Verluste, die die Einheit gerade erlitten hat.</translation>
    </message>
    <message>
        <source>the risk to generals needs the oneifbyland rule table</source>
        <translation>die Gefahr für Generäle braucht die Regeltabelle oneifbyland</translation>
    </message>
    <message>
        <source>Movement allowance</source>
        <translation>Bewegungsweite</translation>
    </message>
    <message>
        <source>How many inches the unit may move this turn: 1d6 plus the base of its formation (or the optional fixed rate), with the movement modifiers.</source>
        <translation>Wie viele Zoll sich die Einheit in diesem Zug bewegen darf: 1W6 plus der Grundwert ihrer Formation (oder die optionale feste Rate), mit den Bewegungsmodifikatoren.</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that moves (optional).</source>
        <translation>Die sich bewegende Einheit der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Movement rate</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <source>The starting formation or kind of move.</source>
        <translation>Die Ausgangsformation oder Art der Bewegung.</translation>
    </message>
    <message>
        <source>Optional fixed rate</source>
        <translation>Optionale feste Rate</translation>
    </message>
    <message>
        <source>Use the fixed rate instead of rolling.</source>
        <translation>Die feste Rate verwenden, statt zu würfeln.</translation>
    </message>
    <message>
        <source>General&apos;s wound</source>
        <translation>Verwundung des Generals</translation>
    </message>
    <message>
        <source>A lightly wounded general moves only 10&quot; a turn, a seriously wounded one 1d6&quot;.</source>
        <translation>Ein leicht verwundeter General bewegt sich nur 10&quot; pro Zug, ein schwer verwundeter 1W6&quot;.</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>+3&quot;: one-stand-wide column or limbered artillery, whole move on the road.</source>
        <translation>+3&quot;: Kolonne von einer Base Breite oder aufgeprotzte Artillerie, ganze Bewegung auf der Straße.</translation>
    </message>
    <message>
        <source>Column width (stands)</source>
        <translation>Kolonnenbreite (Basen)</translation>
    </message>
    <message>
        <source>For road movement.</source>
        <translation>Für Straßenbewegung.</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>+3&quot;: close or open order infantry, cavalry, Indians.</source>
        <translation>+3&quot;: Infanterie in geschlossener oder offener Ordnung, Kavallerie, Indianer.</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Indianer</translation>
    </message>
    <message>
        <source>Indians may charge in skirmish order.</source>
        <translation>Indianer dürfen in Plänklerordnung einen Sturmangriff ausführen.</translation>
    </message>
    <message>
        <source>Deliberate militia retreat</source>
        <translation>Geordneter Rückzug der Miliz</translation>
    </message>
    <message>
        <source>+3&quot;: American militia only.</source>
        <translation>+3&quot;: nur amerikanische Miliz.</translation>
    </message>
    <message>
        <source>American militia</source>
        <translation>Amerikanische Miliz</translation>
    </message>
    <message>
        <source>For the deliberate retreat.</source>
        <translation>Für den geordneten Rückzug.</translation>
    </message>
    <message>
        <source>Linear obstacles crossed</source>
        <translation>Überquerte lineare Hindernisse</translation>
    </message>
    <message>
        <source>Hedges, fences, walls, streams; the cost per obstacle is a reading (table).</source>
        <translation>Hecken, Zäune, Mauern, Bäche; die Kosten pro Hindernis sind ein Tabellenwert.</translation>
    </message>
    <message>
        <source>About faces</source>
        <translation>Kehrtwendungen</translation>
    </message>
    <message>
        <source>-2&quot; each.</source>
        <translation>Je -2&quot;.</translation>
    </message>
    <message>
        <source>Left or right faces</source>
        <translation>Links- oder Rechtswendungen</translation>
    </message>
    <message>
        <source>Cavalry only, -2&quot; each.</source>
        <translation>Nur Kavallerie, je -2&quot;.</translation>
    </message>
    <message>
        <source>Slow conditions</source>
        <translation>Verlangsamende Umstände</translation>
    </message>
    <message>
        <source>Wheel/oblique, woods, interpenetration, backstep, sidestep: one at 50%, two or more at 25%.</source>
        <translation>Schwenken/Schrägmarsch, Wald, Durchdringen, Rückwärtsschritt, Seitschritt: einer mit 50 %, zwei oder mehr mit 25 %.</translation>
    </message>
    <message>
        <source>Backstepping or sidestepping</source>
        <translation>Rückwärts- oder Seitschritt</translation>
    </message>
    <message>
        <source>Not for an infantry column or cavalry.</source>
        <translation>Nicht für eine Infanteriekolonne oder Kavallerie.</translation>
    </message>
    <message>
        <source>Close/open order change while advancing</source>
        <translation>Wechsel geschlossene/offene Ordnung im Vorrücken</translation>
    </message>
    <message>
        <source>Moves at 50% of the line&apos;s rate; not part of a charge.</source>
        <translation>Bewegt sich mit 50 % der Rate der Linie; nicht Teil eines Sturmangriffs.</translation>
    </message>
    <message>
        <source>Formation change</source>
        <translation>Formationswechsel</translation>
    </message>
    <message>
        <source>Takes 100% of movement in place.</source>
        <translation>Kostet 100 % der Bewegung an Ort und Stelle.</translation>
    </message>
    <message>
        <source>Mounting or dismounting</source>
        <translation>Auf- oder Absitzen</translation>
    </message>
    <message>
        <source>Takes 50% of movement in place.</source>
        <translation>Kostet 50 % der Bewegung an Ort und Stelle.</translation>
    </message>
    <message>
        <source>the movement allowance needs the oneifbyland rule table</source>
        <translation>die Bewegungsweite braucht die Regeltabelle oneifbyland</translation>
    </message>
    <message>
        <source>unlimbered artillery prolonge %1&quot;; it may not fire after it</source>
        <translation>abgeprotzte Artillerie mit Prolonge %1&quot;; sie darf danach nicht feuern</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; does not apply to artillery prolonge</source>
        <translation>Eingabe „%1“ gilt nicht für Artillerie mit Prolonge</translation>
    </message>
    <message>
        <source>input &quot;generalWound&quot; applies to a general&apos;s move (rate &quot;general&quot;)</source>
        <translation>Eingabe „generalWound“ gilt für die Bewegung eines Generals (Rate „general“)</translation>
    </message>
    <message>
        <source>lightly wounded general: %1&quot; a turn</source>
        <translation>leicht verwundeter General: %1&quot; pro Zug</translation>
    </message>
    <message>
        <source>seriously wounded general: 1d%1&quot;</source>
        <translation>schwer verwundeter General: 1W%1&quot;</translation>
    </message>
    <message>
        <source>%1: optional fixed rate %2&quot;</source>
        <translation>%1: optionale feste Rate %2&quot;</translation>
    </message>
    <message>
        <source>%1: 1d%2 + %3&quot;</source>
        <translation>%1: 1W%2 + %3&quot;</translation>
    </message>
    <message>
        <source>input &quot;road&quot;: only a one-stand-wide column or limbered artillery gets road movement (Road Movement)</source>
        <translation>Eingabe „road“: Nur eine Kolonne von einer Base Breite oder aufgeprotzte Artillerie erhält Straßenbewegung (Road Movement)</translation>
    </message>
    <message>
        <source>road +%1&quot; (Road Movement)</source>
        <translation>Straße +%1&quot; (Road Movement)</translation>
    </message>
    <message>
        <source>input &quot;charge&quot;: only close or open order infantry, cavalry and Indians may charge (Charge Movement)</source>
        <translation>Eingabe „charge“: Nur Infanterie in geschlossener oder offener Ordnung, Kavallerie und Indianer dürfen einen Sturmangriff ausführen (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;lineChangeAdvancing&quot;: the change between close and open order may not be part of a charge</source>
        <translation>Eingabe „lineChangeAdvancing“: Der Wechsel zwischen geschlossener und offener Ordnung darf nicht Teil eines Sturmangriffs sein</translation>
    </message>
    <message>
        <source>charge +%1&quot; (Charge Movement)</source>
        <translation>Sturmangriff +%1&quot; (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;militiaRetreat&quot;: only American militia may make a deliberate retreat</source>
        <translation>Eingabe „militiaRetreat“: Nur amerikanische Miliz darf einen geordneten Rückzug machen</translation>
    </message>
    <message>
        <source>deliberate militia retreat +%1&quot;; to stop retreating it must pass a morale test</source>
        <translation>geordneter Rückzug der Miliz +%1&quot;; um den Rückzug zu beenden, muss sie eine Moralprobe bestehen</translation>
    </message>
    <message>
        <source>input &quot;mounting&quot;: only cavalry mount or dismount</source>
        <translation>Eingabe „mounting“: Nur Kavallerie sitzt auf oder ab</translation>
    </message>
    <message>
        <source>mounting or dismounting takes 50% in place (Cavalry Mounting or Dismounting)</source>
        <translation>Auf- oder Absitzen kostet 50 % an Ort und Stelle (Cavalry Mounting or Dismounting)</translation>
    </message>
    <message>
        <source>input &quot;lineChangeAdvancing&quot;: only a close or open order line changes while advancing</source>
        <translation>Eingabe „lineChangeAdvancing“: Nur eine Linie in geschlossener oder offener Ordnung wechselt im Vorrücken</translation>
    </message>
    <message>
        <source>changing between close and open order while advancing: 50%</source>
        <translation>Wechsel zwischen geschlossener und offener Ordnung im Vorrücken: 50 %</translation>
    </message>
    <message>
        <source>input &quot;backOrSidestep&quot;: an infantry column or cavalry may not backstep or sidestep</source>
        <translation>Eingabe „backOrSidestep“: Eine Infanteriekolonne oder Kavallerie darf keinen Rückwärts- oder Seitschritt machen</translation>
    </message>
    <message>
        <source>input &quot;leftRightFaces&quot;: left or right faces are for cavalry columns or lines only</source>
        <translation>Eingabe „leftRightFaces“: Links- oder Rechtswendungen gibt es nur für Kavalleriekolonnen oder -linien</translation>
    </message>
    <message>
        <source>skirmish order pays no terrain, wheeling or facing penalties</source>
        <translation>Plänklerordnung zahlt keine Abzüge für Gelände, Schwenken oder Wendungen</translation>
    </message>
    <message>
        <source>wheel, oblique, woods, interpenetration, backstep or sidestep: 50%</source>
        <translation>Schwenken, Schrägmarsch, Wald, Durchdringen, Rückwärts- oder Seitschritt: 50 %</translation>
    </message>
    <message>
        <source>two or more of them: 25%</source>
        <translation>zwei oder mehr davon: 25 %</translation>
    </message>
    <message>
        <source>%1 linear obstacles -%2&quot; (Obstacles)</source>
        <translation>%1 lineare Hindernisse -%2&quot; (Obstacles)</translation>
    </message>
    <message>
        <source>%1 about faces -%2&quot; (About Face)</source>
        <translation>%1 Kehrtwendungen -%2&quot; (About Face)</translation>
    </message>
    <message>
        <source>%1 left/right faces -%2&quot; (Left or Right Face)%3</source>
        <translation>%1 Links-/Rechtswendungen -%2&quot; (Left or Right Face)%3</translation>
    </message>
    <message>
        <source>; it must end its move in skirmish order</source>
        <translation>; sie muss ihre Bewegung in Plänklerordnung beenden</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>%1: rolls %2 = %3&quot;</source>
        <translation>%1: Wurf %2 = %3&quot;</translation>
    </message>
    <message>
        <source>a formation change takes 100% of movement in place: no move this turn</source>
        <translation>ein Formationswechsel kostet 100 % der Bewegung an Ort und Stelle: keine Bewegung in diesem Zug</translation>
    </message>
    <message>
        <source>the unit may move %1&quot; (%2 yards)</source>
        <translation>die Einheit darf sich %1&quot; bewegen (%2 Yards)</translation>
    </message>
    <message>
        <source>morale test</source>
        <translation>Moralprobe</translation>
    </message>
    <message>
        <source>movement die</source>
        <translation>Bewegungswürfel</translation>
    </message>
    <message>
        <source>for a rolled move (a rout, a retreat, an evade)</source>
        <translation>für eine gewürfelte Bewegung (Flucht, Rückzug, Ausweichen)</translation>
    </message>
    <message>
        <source>The card in play</source>
        <translation>Die Karte im Spiel</translation>
    </message>
    <message>
        <source>The card being played and its step (oibl.sequence).</source>
        <translation>Die gespielte Karte und ihr Schritt (oibl.sequence).</translation>
    </message>
    <message>
        <source>Risks owed</source>
        <translation>Ausstehende Gefahren</translation>
    </message>
    <message>
        <source>The generals&apos; risks owed this turn (oibl.risk).</source>
        <translation>Die in diesem Zug ausstehenden Gefahren für Generäle (oibl.risk).</translation>
    </message>
</context>
<context>
    <name>adj::OiblRisk</name>
    <message numerus="yes">
        <source>Turn %1: %n general(s) to roll for the risk</source>
        <translation>
            <numerusform>Zug %1: %n General muss für die Gefahr würfeln</numerusform>
            <numerusform>Zug %1: %n Generäle müssen für die Gefahr würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>a general is with a unit that lost figures: he rolls for his risk (general-risk)</source>
        <translation>ein General ist bei einer Einheit, die Figuren verloren hat: Er würfelt für seine Gefahr (general-risk)</translation>
    </message>
    <message numerus="yes">
        <source>%1 is with %2, which lost %n figure(s): one d10 for each two hits</source>
        <translation>
            <numerusform>%1 ist bei %2, die %n Figur verloren hat: ein W10 je zwei Treffer</numerusform>
            <numerusform>%1 ist bei %2, die %n Figuren verloren hat: ein W10 je zwei Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblRules</name>
    <message>
        <source>input &quot;range&quot; must be a distance of 0 or more</source>
        <translation>Eingabe „range“ muss eine Entfernung von 0 oder mehr sein</translation>
    </message>
    <message>
        <source>input &quot;rangeUnit&quot; must be in or cm, not &quot;%1&quot;</source>
        <translation>Eingabe „rangeUnit“ muss in oder cm sein, nicht „%1“</translation>
    </message>
    <message>
        <source>input &quot;weapon&quot;: &quot;%1&quot; is not a weapon (%2)</source>
        <translation>Eingabe „weapon“: „%1“ ist keine Waffe (%2)</translation>
    </message>
    <message>
        <source>%1 cm = %2&quot;</source>
        <translation>%1 cm = %2&quot;</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>out of range: %1 (%2 yards) is beyond the %3&quot; range of the %4 (Weapon Ranges)</source>
        <translation>außer Reichweite: %1 (%2 Yards) liegt jenseits der Reichweite von %3&quot; für %4 (Weapon Ranges)</translation>
    </message>
    <message>
        <source>point blank (%1&quot; or less)</source>
        <translation>Kernschussweite (%1&quot; oder weniger)</translation>
    </message>
    <message>
        <source>within the %1&quot; range</source>
        <translation>innerhalb der Reichweite von %1&quot;</translation>
    </message>
    <message>
        <source>cannon under %1&quot;</source>
        <translation>Geschütz unter %1&quot;</translation>
    </message>
    <message>
        <source>cannon at %1-%2&quot;</source>
        <translation>Geschütz auf %1-%2&quot;</translation>
    </message>
    <message>
        <source>cannon over %1&quot;</source>
        <translation>Geschütz über %1&quot;</translation>
    </message>
    <message>
        <source>range %1 = %2 yards: %3</source>
        <translation>Entfernung %1 = %2 Yards: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a One If By Land unit type (%2)</source>
        <translation>„%1“ ist kein Einheitentyp von One If By Land (%2)</translation>
    </message>
    <message>
        <source>militia never operate in close order unless the scenario authorizes it</source>
        <translation>Miliz kämpft nie in geschlossener Ordnung, sofern das Szenario es nicht erlaubt</translation>
    </message>
    <message>
        <source>German infantry assume close order at all times; open and skirmish order are not available</source>
        <translation>deutsche Infanterie kämpft stets in geschlossener Ordnung; offene Ordnung und Plänklerordnung stehen nicht zur Verfügung</translation>
    </message>
    <message>
        <source>Indian warbands always assume skirmish formation</source>
        <translation>indianische Kriegerscharen kämpfen immer in Plänklerformation</translation>
    </message>
    <message>
        <source>rifle-armed units operate in skirmish order only</source>
        <translation>mit Büchsen bewaffnete Einheiten kämpfen nur in Plänklerordnung</translation>
    </message>
    <message>
        <source>only light infantry (or troops the scenario authorizes) skirmish</source>
        <translation>nur leichte Infanterie (oder vom Szenario zugelassene Truppen) kämpft als Plänkler</translation>
    </message>
    <message>
        <source>not a formation of this troop type</source>
        <translation>keine Formation dieses Truppentyps</translation>
    </message>
    <message>
        <source>%1 cannot take formation &quot;%2&quot;: %3; allowed: %4 (Deployment)</source>
        <translation>%1 kann die Formation „%2“ nicht einnehmen: %3; erlaubt: %4 (Deployment)</translation>
    </message>
    <message>
        <source>the unit lost %1 figures this turn</source>
        <translation>die Einheit hat in diesem Zug %1 Figuren verloren</translation>
    </message>
    <message>
        <source>a friendly unit of equal or higher quality routs within 12&quot; in view</source>
        <translation>eine befreundete Einheit gleicher oder höherer Qualität flieht in Sichtweite innerhalb 12&quot;</translation>
    </message>
    <message>
        <source>Poor or Wretched and fired on by %1 figures this turn (6+)</source>
        <translation>Schwach oder Miserabel und in diesem Zug von %1 Figuren beschossen (6+)</translation>
    </message>
    <message>
        <source>its commanding officer was killed this turn</source>
        <translation>ihr befehlshabender Offizier ist in diesem Zug gefallen</translation>
    </message>
    <message>
        <source>it is attempting a charge</source>
        <translation>sie versucht einen Sturmangriff</translation>
    </message>
    <message>
        <source>it is being charged</source>
        <translation>sie wird angegriffen</translation>
    </message>
    <message>
        <source>it took a casualty during its charge</source>
        <translation>sie hat während ihres Sturmangriffs einen Verlust erlitten</translation>
    </message>
    <message>
        <source>its charge failed to make contact by the end of its move</source>
        <translation>ihr Sturmangriff hat bis zum Ende ihrer Bewegung keinen Kontakt hergestellt</translation>
    </message>
    <message>
        <source>it failed its morale test after declaring a charge</source>
        <translation>sie hat nach der Ansage eines Sturmangriffs ihre Moralprobe nicht bestanden</translation>
    </message>
    <message>
        <source>skirmishers evading a charge</source>
        <translation>Plänkler weichen einem Sturmangriff aus</translation>
    </message>
    <message>
        <source>it is routing</source>
        <translation>sie ist in Flucht</translation>
    </message>
    <message>
        <source>it already has a panic marker; they are not cumulative</source>
        <translation>sie hat bereits einen Panikmarker; Panikmarker sind nicht kumulativ</translation>
    </message>
</context>
<context>
    <name>adj::OiblSequence</name>
    <message>
        <source>%1 has a panic marker: it takes a morale test before the rest of %2&apos;s sequence</source>
        <translation>%1 hat einen Panikmarker: Sie legt eine Moralprobe ab, bevor der Rest des Ablaufs von %2 folgt</translation>
    </message>
    <message>
        <source>%1 acts when its brigade&apos;s card is drawn, and no card is in play in turn %2: shuffle the brigade cards and draw one (deck-draw) (Sequence of Play)</source>
        <translation>%1 handelt, wenn die Karte ihrer Brigade gezogen wird, und in Zug %2 ist keine Karte im Spiel: die Brigadekarten mischen und eine ziehen (deck-draw) (Sequence of Play)</translation>
    </message>
    <message>
        <source>%1 (%2) is not on the card in play: only the units of %3 fire, charge and move now; any unit may test its morale or defend (Sequence of Play)</source>
        <translation>%1 (%2) gehört nicht zur Karte im Spiel: Nur die Einheiten von %3 feuern, stürmen und bewegen sich jetzt; jede Einheit darf ihre Moral prüfen oder sich verteidigen (Sequence of Play)</translation>
    </message>
    <message>
        <source>Turn %1: shuffle the brigade cards (a card for each brigade)</source>
        <translation>Zug %1: die Brigadekarten mischen (eine Karte je Brigade)</translation>
    </message>
    <message>
        <source>%1: step %2 of %3 next, %4: %5</source>
        <translation>%1: als Nächstes Schritt %2 von %3, %4: %5</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: draw the next card (%n left in the deck)</source>
        <translation>
            <numerusform>Zug %1: die nächste Karte ziehen (noch %n im Stapel)</numerusform>
            <numerusform>Zug %1: die nächste Karte ziehen (noch %n im Stapel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblTable</name>
    <message>
        <source>table entry %1 is missing</source>
        <translation>Tabelleneintrag %1 fehlt</translation>
    </message>
    <message>
        <source>table entry %1 must be a whole number</source>
        <translation>Tabelleneintrag %1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>table entry %1 must be a number</source>
        <translation>Tabelleneintrag %1 muss eine Zahl sein</translation>
    </message>
    <message>
        <source>table entry %1 is %2; it must be between %3 and %4</source>
        <translation>Tabelleneintrag %1 ist %2; er muss zwischen %3 und %4 liegen</translation>
    </message>
    <message>
        <source>table entry %1 must be a list</source>
        <translation>Tabelleneintrag %1 muss eine Liste sein</translation>
    </message>
    <message>
        <source>table entry %1 must be a whole number between %2 and %3</source>
        <translation>Tabelleneintrag %1 muss eine ganze Zahl zwischen %2 und %3 sein</translation>
    </message>
    <message>
        <source>Wretched</source>
        <translation>Miserabel</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Schwach</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>table entry dice.zeroBased must be true or false</source>
        <translation>Tabelleneintrag dice.zeroBased muss true oder false sein</translation>
    </message>
    <message>
        <source>table entry combat.rows must list the rows of the combat chart</source>
        <translation>Tabelleneintrag combat.rows muss die Zeilen der Kampftabelle auflisten</translation>
    </message>
    <message>
        <source>table entry %1figures must be [first, last]</source>
        <translation>Tabelleneintrag %1figures muss [erste, letzte] sein</translation>
    </message>
    <message>
        <source>table entry %1figures starts at %2; the row before ends at %3</source>
        <translation>Tabelleneintrag %1figures beginnt bei %2; die vorherige Zeile endet bei %3</translation>
    </message>
    <message>
        <source>table entry %1figures is wider than combat.bandSize %2</source>
        <translation>Tabelleneintrag %1figures ist breiter als combat.bandSize %2</translation>
    </message>
    <message>
        <source>table entry %1casualties must have %2 columns (modified roll 0 to %3)</source>
        <translation>Tabelleneintrag %1casualties muss %2 Spalten haben (modifizierter Wurf 0 bis %3)</translation>
    </message>
    <message>
        <source>table entry combat.rows ends at %1 figures; combat.maxFigures is %2</source>
        <translation>Tabelleneintrag combat.rows endet bei %1 Figuren; combat.maxFigures ist %2</translation>
    </message>
    <message>
        <source>table entry %1percent must be above the step before</source>
        <translation>Tabelleneintrag %1percent muss über der vorherigen Stufe liegen</translation>
    </message>
    <message>
        <source>table entry generals: face %1 of the wound die must be in exactly one of lightWound, seriousWound, killed</source>
        <translation>Tabelleneintrag generals: Augenzahl %1 des Verwundungswürfels muss in genau einem von lightWound, seriousWound, killed stehen</translation>
    </message>
</context>
<context>
    <name>adj::OiblTurn</name>
    <message>
        <source>The battle&apos;s units and their commands</source>
        <translation>Die Einheiten der Schlacht und ihre Kommandos</translation>
    </message>
    <message>
        <source>{&quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;side&quot;, &quot;brigade&quot;, &quot;division&quot;, &quot;army&quot;, &quot;panic&quot;, &quot;routing&quot;}]}; read off the battle.</source>
        <translation>{&quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;side&quot;, &quot;brigade&quot;, &quot;division&quot;, &quot;army&quot;, &quot;panic&quot;, &quot;routing&quot;}]}; aus der Schlacht ausgelesen.</translation>
    </message>
    <message>
        <source>Battle turn</source>
        <translation>Zug der Schlacht</translation>
    </message>
    <message>
        <source>The battle&apos;s turn (read off the battle; 0 when unknown).</source>
        <translation>Der Zug der Schlacht (aus der Schlacht ausgelesen; 0, wenn unbekannt).</translation>
    </message>
    <message>
        <source>Turn %1 deck: %2 cards, none drawn</source>
        <translation>Stapel für Zug %1: %2 Karten, keine gezogen</translation>
    </message>
    <message>
        <source>Turn %1 deck: %2 of %3 cards left; last drawn: %4</source>
        <translation>Stapel für Zug %1: noch %2 von %3 Karten; zuletzt gezogen: %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>Turn %1: no card drawn yet</source>
        <translation>Zug %1: noch keine Karte gezogen</translation>
    </message>
    <message>
        <source>Card: %1 (%2, %3 left) — step %4 of %5: %6: %7</source>
        <translation>Karte: %1 (%2, noch %3) — Schritt %4 von %5: %6: %7</translation>
    </message>
    <message>
        <source>panic-marked units test</source>
        <translation>Einheiten mit Panikmarker legen Proben ab</translation>
    </message>
    <message>
        <source>charge declarations</source>
        <translation>Ansage der Sturmangriffe</translation>
    </message>
    <message>
        <source>charging units move into contact</source>
        <translation>angreifende Einheiten rücken in Kontakt</translation>
    </message>
    <message>
        <source>all other units&apos; movement</source>
        <translation>Bewegung aller übrigen Einheiten</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>compulsory routs</source>
        <translation>erzwungene Flucht</translation>
    </message>
    <message>
        <source>New turn: shuffle the brigade cards</source>
        <translation>Neuer Zug: Brigadekarten mischen</translation>
    </message>
    <message>
        <source>A card for every brigade of the battle (and, with the optional rules, for every division and the army commander), shuffled by dice Adjutant rolls and logs (or dice you enter).</source>
        <translation>Eine Karte für jede Brigade der Schlacht (und mit den Optionalregeln für jede Division und den Armeekommandeur), gemischt mit Würfeln, die Adjutant wirft und protokolliert (oder die Sie eingeben).</translation>
    </message>
    <message>
        <source>The brigade-card deck</source>
        <translation>Der Stapel der Brigadekarten</translation>
    </message>
    <message>
        <source>Division commander cards</source>
        <translation>Divisionskommandeurkarten</translation>
    </message>
    <message>
        <source>A card for each division or wing commander (Optional Turn Sequence Rule One).</source>
        <translation>Eine Karte für jeden Divisions- oder Flügelkommandeur (erste optionale Zugablaufregel).</translation>
    </message>
    <message>
        <source>Army commander card</source>
        <translation>Armeekommandeurkarte</translation>
    </message>
    <message>
        <source>A card for the army commander (Optional Turn Sequence Rule Two).</source>
        <translation>Eine Karte für den Armeekommandeur (zweite optionale Zugablaufregel).</translation>
    </message>
    <message numerus="yes">
        <source>the deck of turn %1 is in play (%n cards drawn); the next shuffle is for the next turn</source>
        <translation>
            <numerusform>der Stapel von Zug %1 ist im Spiel (%n Karte gezogen); neu gemischt wird erst für den nächsten Zug</numerusform>
            <numerusform>der Stapel von Zug %1 ist im Spiel (%n Karten gezogen); neu gemischt wird erst für den nächsten Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named by units of both sides (%2 and %3): give each brigade, division and army its own name</source>
        <translation>„%1“ wird von Einheiten beider Seiten genannt (%2 und %3): jeder Brigade, Division und Armee einen eigenen Namen geben</translation>
    </message>
    <message>
        <source>brigade &quot;%1&quot; is under two commands (%2 and %3): unit %4</source>
        <translation>Brigade „%1“ untersteht zwei Kommandos (%2 und %3): Einheit %4</translation>
    </message>
    <message>
        <source>no unit of the battle names a brigade: give the units their brigade (the deck has a card per brigade)</source>
        <translation>keine Einheit der Schlacht nennt eine Brigade: den Einheiten ihre Brigade zuweisen (der Stapel hat eine Karte pro Brigade)</translation>
    </message>
    <message>
        <source>shuffle: the card for place %1</source>
        <translation>Mischen: die Karte für Platz %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>turn %1: a new deck of %n cards: %2</source>
        <translation>
            <numerusform>Zug %1: ein neuer Stapel mit %n Karte: %2</numerusform>
            <numerusform>Zug %1: ein neuer Stapel mit %n Karten: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>on no card (no brigade, nor a division or army card for them): %1</source>
        <translation>auf keiner Karte (keine Brigade und keine Divisions- oder Armeekarte für sie): %1</translation>
    </message>
    <message>
        <source>shuffled; the pile from the top: %1</source>
        <translation>gemischt; der Stapel von oben: %1</translation>
    </message>
    <message>
        <source>Draw the next brigade card</source>
        <translation>Nächste Brigadekarte ziehen</translation>
    </message>
    <message>
        <source>Adjutant draws the top card of the shuffled deck, or enter the card drawn from a real deck. Its units go through the sequence: panic tests, charge declarations, charge moves, other moves, firing, melee, compulsory routs.</source>
        <translation>Adjutant zieht die oberste Karte des gemischten Stapels, oder Sie geben die aus einem echten Stapel gezogene Karte ein. Deren Einheiten durchlaufen den Ablauf: Panikproben, Ansage der Sturmangriffe, Sturmangriffsbewegungen, übrige Bewegungen, Feuer, Handgemenge, erzwungene Flucht.</translation>
    </message>
    <message>
        <source>Card drawn</source>
        <translation>Gezogene Karte</translation>
    </message>
    <message>
        <source>The brigade, division or army card drawn from a real deck; empty: Adjutant draws the top card.</source>
        <translation>Die aus einem echten Stapel gezogene Brigade-, Divisions- oder Armeekarte; leer: Adjutant zieht die oberste Karte.</translation>
    </message>
    <message>
        <source>The card in play</source>
        <translation>Die Karte im Spiel</translation>
    </message>
    <message>
        <source>there is no brigade-card deck yet: shuffle the brigade cards first (deck-shuffle)</source>
        <translation>es gibt noch keinen Stapel mit Brigadekarten: zuerst die Brigadekarten mischen (deck-shuffle)</translation>
    </message>
    <message>
        <source>the battle&apos;s deck is damaged: %1</source>
        <translation>der Stapel der Schlacht ist beschädigt: %1</translation>
    </message>
    <message>
        <source>the deck was shuffled for turn %1 and this is turn %2: a new turn needs a new deck (shuffle the brigade cards)</source>
        <translation>der Stapel wurde für Zug %1 gemischt, aktuell ist Zug %2: Ein neuer Zug braucht einen neuen Stapel (Brigadekarten mischen)</translation>
    </message>
    <message>
        <source>input &quot;card&quot;: %1; the cards left are: %2</source>
        <translation>Eingabe „card“: %1; verbleibende Karten: %2</translation>
    </message>
    <message>
        <source>the previous card, %1, stopped at step %2 of %3 (%4)</source>
        <translation>die vorige Karte, %1, endete bei Schritt %2 von %3 (%4)</translation>
    </message>
    <message>
        <source>turn %1: Adjutant draws the top card: %2 (%3), %4 left</source>
        <translation>Zug %1: Adjutant zieht die oberste Karte: %2 (%3), noch %4</translation>
    </message>
    <message>
        <source>turn %1: the card drawn from the deck is %2 (%3), %4 left</source>
        <translation>Zug %1: die aus dem Stapel gezogene Karte ist %2 (%3), noch %4</translation>
    </message>
    <message>
        <source>%1 already had its card this turn: its units do not go through the sequence again</source>
        <translation>%1 hatte in diesem Zug bereits eine Karte: Die Einheiten durchlaufen den Ablauf nicht erneut</translation>
    </message>
    <message>
        <source>no unit goes through the sequence with this card</source>
        <translation>mit dieser Karte durchläuft keine Einheit den Ablauf</translation>
    </message>
    <message>
        <source>step %1 of %2, %3: %4</source>
        <translation>Schritt %1 von %2, %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n units go through the sequence: %3</source>
        <translation>
            <numerusform>%1 (%2): %n Einheit durchläuft den Ablauf: %3</numerusform>
            <numerusform>%1 (%2): %n Einheiten durchlaufen den Ablauf: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Next step of the card&apos;s sequence</source>
        <translation>Nächster Schritt im Ablauf der Karte</translation>
    </message>
    <message>
        <source>The activated units go on to the next step: panic tests, charge declarations, charge moves, other moves, firing, melee, compulsory routs.</source>
        <translation>Die aktivierten Einheiten gehen zum nächsten Schritt über: Panikproben, Ansage der Sturmangriffe, Sturmangriffsbewegungen, übrige Bewegungen, Feuer, Handgemenge, erzwungene Flucht.</translation>
    </message>
    <message>
        <source>no card is being played: draw a brigade card first (deck-draw)</source>
        <translation>es wird keine Karte gespielt: zuerst eine Brigadekarte ziehen (deck-draw)</translation>
    </message>
    <message>
        <source>the card in play was drawn in turn %1 and this is turn %2: shuffle and draw for the new turn</source>
        <translation>die Karte im Spiel wurde in Zug %1 gezogen, aktuell ist Zug %2: für den neuen Zug mischen und ziehen</translation>
    </message>
    <message>
        <source>%1 has been through all %2 steps of the sequence: draw the next card</source>
        <translation>%1 hat alle %2 Schritte des Ablaufs durchlaufen: die nächste Karte ziehen</translation>
    </message>
    <message>
        <source>%1, step %2 of %3, %4: %5</source>
        <translation>%1, Schritt %2 von %3, %4: %5</translation>
    </message>
    <message>
        <source>one die per card from the bottom up, each with as many faces as cards left</source>
        <translation>ein Würfel je Karte von unten nach oben, jeder mit so vielen Seiten, wie Karten übrig sind</translation>
    </message>
    <message>
        <source>%1: step 1, %2</source>
        <translation>%1: Schritt 1, %2</translation>
    </message>
    <message>
        <source>%1: step %2, %3</source>
        <translation>%1: Schritt %2, %3</translation>
    </message>
</context>
<context>
    <name>adj::OneIfByLand</name>
    <message>
        <source>One If By Land (AWI)</source>
        <translation>One If By Land (AWI)</translation>
    </message>
    <message>
        <source>Division or wing commander cards (optional turn sequence rule one)</source>
        <translation>Karten für Divisions- oder Flügelkommandeure (erste optionale Zugablaufregel)</translation>
    </message>
    <message>
        <source>An army commander card (optional turn sequence rule two)</source>
        <translation>Eine Karte für den Armeekommandeur (zweite optionale Zugablaufregel)</translation>
    </message>
    <message>
        <source>Fixed movement rates instead of rolling</source>
        <translation>Feste Bewegungsraten statt Würfeln</translation>
    </message>
    <message>
        <source>musket</source>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>carbine</source>
        <translation>Karabiner</translation>
    </message>
    <message>
        <source>jaeger rifle</source>
        <translation>Jägerbüchse</translation>
    </message>
    <message>
        <source>long rifle</source>
        <translation>Langbüchse</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <source>close order</source>
        <translation>geschlossene Ordnung</translation>
    </message>
    <message>
        <source>open order</source>
        <translation>offene Ordnung</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>skirmish order</source>
        <translation>Plänklerordnung</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>abgeprotzt</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>aufgeprotzt</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>failed morale by 1</source>
        <translation>Moralprobe um 1 verfehlt</translation>
    </message>
    <message>
        <source>reforming</source>
        <translation>Neuordnung</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Schwach</translation>
    </message>
    <message>
        <source>Wretched</source>
        <translation>Miserabel</translation>
    </message>
    <message>
        <source>of equal quality</source>
        <translation>gleicher Qualität</translation>
    </message>
    <message>
        <source>of higher quality</source>
        <translation>höherer Qualität</translation>
    </message>
    <message>
        <source>a charge</source>
        <translation>ein Sturmangriff</translation>
    </message>
    <message>
        <source>a melee</source>
        <translation>ein Handgemenge</translation>
    </message>
    <message>
        <source>brigadier</source>
        <translation>Brigadekommandeur</translation>
    </message>
    <message>
        <source>division commander</source>
        <translation>Divisionskommandeur</translation>
    </message>
    <message>
        <source>army commander</source>
        <translation>Armeekommandeur</translation>
    </message>
    <message>
        <source>infantry retreat</source>
        <translation>Infanterie-Rückzug</translation>
    </message>
    <message>
        <source>infantry rout</source>
        <translation>Infanterie-Flucht</translation>
    </message>
    <message>
        <source>cavalry retreat</source>
        <translation>Kavallerie-Rückzug</translation>
    </message>
    <message>
        <source>cavalry rout</source>
        <translation>Kavallerie-Flucht</translation>
    </message>
    <message>
        <source>prolonge</source>
        <translation>Prolonge</translation>
    </message>
    <message>
        <source>general</source>
        <translation>General</translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation>schwer verwundet</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
</context>
<context>
    <name>adj::PagedPrint</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 could not be written (the disk may be full, or the folder not writable); nothing was written.</source>
        <translation>%1 konnte nicht geschrieben werden (der Datenträger ist vielleicht voll oder der Ordner nicht beschreibbar); es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>the disk may be full, or the folder not writable</source>
        <translation>der Datenträger ist vielleicht voll oder der Ordner nicht beschreibbar</translation>
    </message>
</context>
<context>
    <name>adj::PlayersReport</name>
    <message>
        <source>there is no side called &quot;%1&quot;</source>
        <translation>es gibt keine Seite namens „%1“</translation>
    </message>
</context>
<context>
    <name>adj::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System (follow the computer&apos;s language)</source>
        <translation>System (Sprache des Computers verwenden)</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Adjutant starts.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von Adjutant wirksam.</translation>
    </message>
</context>
<context>
    <name>adj::Profile</name>
    <message>
        <source>For Honor and Glory (land)</source>
        <translation>For Honor and Glory (Land)</translation>
    </message>
    <message>
        <source>Elite infantry</source>
        <translation>Eliteinfanterie</translation>
    </message>
    <message>
        <source>Marine infantry</source>
        <translation>Marineinfanterie</translation>
    </message>
    <message>
        <source>Regular infantry</source>
        <translation>Reguläre Infanterie</translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation>Leichte Infanterie</translation>
    </message>
    <message>
        <source>Militia infantry</source>
        <translation>Milizinfanterie</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Indianer</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Rockets</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>Victory point unit</source>
        <translation>Siegpunkteinheit</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Player A: action points</source>
        <translation>Spieler A: Aktionspunkte</translation>
    </message>
    <message>
        <source>Player A: actions</source>
        <translation>Spieler A: Aktionen</translation>
    </message>
    <message>
        <source>Player B: action points</source>
        <translation>Spieler B: Aktionspunkte</translation>
    </message>
    <message>
        <source>Player B: actions</source>
        <translation>Spieler B: Aktionen</translation>
    </message>
    <message>
        <source>Check victory</source>
        <translation>Sieg prüfen</translation>
    </message>
    <message>
        <source>Fields of Honor</source>
        <translation>Fields of Honor</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sektion</translation>
    </message>
    <message>
        <source>section</source>
        <translation>Sektion</translation>
    </message>
    <message>
        <source>company</source>
        <translation>Kompanie</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 Minuten</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Kompanie</translation>
    </message>
    <message>
        <source>battalion</source>
        <translation>Bataillon</translation>
    </message>
    <message>
        <source>5-10 minutes</source>
        <translation>5-10 Minuten</translation>
    </message>
    <message>
        <source>Battalion</source>
        <translation>Bataillon</translation>
    </message>
    <message>
        <source>regiment</source>
        <translation>Regiment</translation>
    </message>
    <message>
        <source>10-15 minutes</source>
        <translation>10-15 Minuten</translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation>Regiment</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>15-30 minutes</source>
        <translation>15-30 Minuten</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>30+ minutes</source>
        <translation>30+ Minuten</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Morale rating</source>
        <translation>Moralqualität</translation>
    </message>
    <message>
        <source>Fire rating</source>
        <translation>Feuerqualität</translation>
    </message>
    <message>
        <source>Melee rating</source>
        <translation>Handgemengequalität</translation>
    </message>
    <message>
        <source>Formed, skirmish or mob</source>
        <translation>Geschlossen, Plänkler oder Haufen</translation>
    </message>
    <message>
        <source>Small arms</source>
        <translation>Handfeuerwaffen</translation>
    </message>
    <message>
        <source>Gun class</source>
        <translation>Geschützklasse</translation>
    </message>
    <message>
        <source>Gun type</source>
        <translation>Geschütztyp</translation>
    </message>
    <message>
        <source>Group (BMUG)</source>
        <translation>Gruppe (BMUG)</translation>
    </message>
    <message>
        <source>Temporary hits</source>
        <translation>Vorübergehende Treffer</translation>
    </message>
    <message>
        <source>Permanent hits</source>
        <translation>Bleibende Treffer</translation>
    </message>
    <message>
        <source>Morale state</source>
        <translation>Moralzustand</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Honour &amp; Glory (cards)</source>
        <translation>Honour &amp; Glory (Karten)</translation>
    </message>
    <message>
        <source>The One</source>
        <translation>Der Eine</translation>
    </message>
    <message>
        <source>One of The Many</source>
        <translation>Einer der Vielen</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Army cost</source>
        <translation>Armeekosten</translation>
    </message>
    <message>
        <source>Battle Master&apos;s Tactics ML</source>
        <translation>Battle Master&apos;s Tactics ML</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>Round 2</source>
        <translation>Runde 2</translation>
    </message>
    <message>
        <source>Round 3</source>
        <translation>Runde 3</translation>
    </message>
    <message>
        <source>End of duration</source>
        <translation>Ende der Dauer</translation>
    </message>
    <message>
        <source>One If By Land (AWI)</source>
        <translation>One If By Land (AWI)</translation>
    </message>
    <message>
        <source>Continentals</source>
        <translation>Kontinentalarmee</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Rifle-armed</source>
        <translation>Mit Büchsen bewaffnet</translation>
    </message>
    <message>
        <source>British</source>
        <translation>Briten</translation>
    </message>
    <message>
        <source>Loyalist</source>
        <translation>Loyalisten</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsche</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Franzosen</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Truppenqualität</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Bayonets or hatchets</source>
        <translation>Bajonette oder Beile</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Basen</translation>
    </message>
    <message>
        <source>Gun weight (lb)</source>
        <translation>Geschützgewicht (lb)</translation>
    </message>
    <message>
        <source>Crew figures</source>
        <translation>Bedienungsfiguren</translation>
    </message>
    <message>
        <source>Officer&apos;s rating</source>
        <translation>Wert des Offiziers</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Draw a brigade card</source>
        <translation>Brigadekarte ziehen</translation>
    </message>
    <message>
        <source>Panic-marked units test</source>
        <translation>Test der mit Panik markierten Einheiten</translation>
    </message>
    <message>
        <source>Charge declarations</source>
        <translation>Sturmangriffe ansagen</translation>
    </message>
    <message>
        <source>Charging units move</source>
        <translation>Stürmende Einheiten bewegen sich</translation>
    </message>
    <message>
        <source>Other movement</source>
        <translation>Übrige Bewegung</translation>
    </message>
    <message>
        <source>Firing</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>Melee and compulsory routs</source>
        <translation>Handgemenge und zwangsweise Flucht</translation>
    </message>
    <message>
        <source>Wars for America (naval)</source>
        <translation>Wars for America (See)</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>Fregatte</translation>
    </message>
    <message>
        <source>Brig</source>
        <translation>Brigg</translation>
    </message>
    <message>
        <source>Sloop</source>
        <translation>Schaluppe</translation>
    </message>
    <message>
        <source>Gunboat / landing boat</source>
        <translation>Kanonenboot / Landungsboot</translation>
    </message>
    <message>
        <source>Guns per side</source>
        <translation>Geschütze pro Breitseite</translation>
    </message>
    <message>
        <source>Marines aboard (MP)</source>
        <translation>Marineinfanterie an Bord (MP)</translation>
    </message>
    <message>
        <source>Heading (hex side)</source>
        <translation>Kurs (Hexfeldseite)</translation>
    </message>
    <message>
        <source>Squadron</source>
        <translation>Geschwader</translation>
    </message>
    <message>
        <source>Squadron command ship</source>
        <translation>Flaggschiff des Geschwaders</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Wind and wind gauge</source>
        <translation>Wind und Luvstellung</translation>
    </message>
    <message>
        <source>Plot moves</source>
        <translation>Bewegungen planen</translation>
    </message>
    <message>
        <source>Reveal, move and fire</source>
        <translation>Aufdecken, Bewegen und Feuern</translation>
    </message>
    <message>
        <source>Boarding</source>
        <translation>Entern</translation>
    </message>
    <message>
        <source>Leader attached</source>
        <translation>Anführer angeschlossen</translation>
    </message>
    <message>
        <source>Cannon destroyed</source>
        <translation>Geschütz zerstört</translation>
    </message>
    <message>
        <source>Left column (Troop Cards)</source>
        <translation>Linke Spalte (Truppenkarten)</translation>
    </message>
    <message>
        <source>Centre column (Troop Cards)</source>
        <translation>Mittlere Spalte (Truppenkarten)</translation>
    </message>
    <message>
        <source>Right column (Troop Cards)</source>
        <translation>Rechte Spalte (Truppenkarten)</translation>
    </message>
</context>
<context>
    <name>adj::Profiles</name>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>Basen</translation>
    </message>
    <message>
        <source>damage points</source>
        <translation>Schadenspunkte</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>Hexfelder</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>unit type &quot;%1&quot; is not one of %2&apos;s types (%3)</source>
        <translation>Einheitentyp „%1“ ist keiner der Typen von %2 (%3)</translation>
    </message>
    <message>
        <source>starting strength %1 is outside %2..%3 %4 for a %5</source>
        <translation>Anfangsstärke %1 liegt außerhalb von %2..%3 %4 für den Typ %5</translation>
    </message>
    <message>
        <source>strength %1 must be between 0 and the starting strength %2 %3</source>
        <translation>Stärke %1 muss zwischen 0 und der Anfangsstärke %2 %3 liegen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attribute of a %2 unit</source>
        <translation>„%1“ ist kein Attribut einer Einheit vom Typ %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not apply to a %2</source>
        <translation>„%1“ gilt nicht für den Typ %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number, not &quot;%2&quot;</source>
        <translation>„%1“ muss eine Zahl sein, nicht „%2“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>„%1“ muss eine Zahl sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number, not %2</source>
        <translation>„%1“ muss eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; = %2 is outside %3..%4</source>
        <translation>„%1“ = %2 liegt außerhalb von %3..%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>„%1“ muss true oder false sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; = &quot;%2&quot; is not one of %3</source>
        <translation>„%1“ = „%2“ ist nicht einer von %3</translation>
    </message>
    <message>
        <source>a %1 cannot have %2 &quot;%3&quot; (allowed: %4)</source>
        <translation>Typ %1: %2 „%3“ ist nicht möglich (erlaubt: %4)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text</source>
        <translation>„%1“ muss Text sein</translation>
    </message>
</context>
<context>
    <name>adj::QuickRange</name>
    <message>
        <source>this rule set does not measure ranges</source>
        <translation>dieses Regelwerk misst keine Entfernungen</translation>
    </message>
    <message>
        <source>this rule set measures in inches, not hexes: type 7 or 18cm</source>
        <translation>dieses Regelwerk misst in Zoll, nicht in Hexfeldern: Geben Sie 7 oder 18cm ein</translation>
    </message>
    <message>
        <source>this rule set counts hexes: type the number of hexes (3 or 3h), not %1</source>
        <translation>dieses Regelwerk zählt Hexfelder: Geben Sie die Anzahl der Hexfelder ein (3 oder 3h), nicht %1</translation>
    </message>
    <message>
        <source>a range in hexes is a whole number, not %1</source>
        <translation>eine Entfernung in Hexfeldern ist eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range: type the hexes, 3 or 3h</source>
        <translation>„%1“ ist keine Entfernung: Geben Sie die Hexfelder ein, 3 oder 3h</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range: type 7 (inches), 7.5in or 18cm</source>
        <translation>„%1“ ist keine Entfernung: Geben Sie 7 (Zoll), 7.5in oder 18cm ein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range band: type %2</source>
        <translation>„%1“ ist kein Entfernungsbereich: Geben Sie %2 ein</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>adj::RangesModel</name>
    <message>
        <source>1 hex</source>
        <translation>1 Hexfeld</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 Hexfelder</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 Zoll</translation>
    </message>
    <message>
        <source>%1 yd</source>
        <translation>%1 yd</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>On the ground</source>
        <translation>Im Gelände</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>adj::RangesPanel</name>
    <message>
        <source>choose a unit</source>
        <translation>Einheit wählen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>7, 7.5in, 18cm, 3h</source>
        <translation>7, 7.5in, 18cm, 3h</translation>
    </message>
    <message>
        <source>The range as measured: inches (7 or 7.5in), centimetres (18cm) or hexes (3h)</source>
        <translation>Die gemessene Entfernung: Zoll (7 oder 7.5in), Zentimeter (18cm) oder Hexfelder (3h)</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Nach:</translation>
    </message>
    <message>
        <source>This rule set does not measure ranges.</source>
        <translation>Dieses Regelwerk misst keine Entfernungen.</translation>
    </message>
    <message>
        <source>Choose the two units first.</source>
        <translation>Wählen Sie zuerst die beiden Einheiten.</translation>
    </message>
    <message>
        <source>Range: %1</source>
        <translation>Entfernung: %1</translation>
    </message>
    <message>
        <source>The range was not recorded: %1</source>
        <translation>Die Entfernung wurde nicht eingetragen: %1</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Records the range between the two units for this turn (undoable); Return in the range field does the same</source>
        <translation>Trägt die Entfernung zwischen den beiden Einheiten für diesen Zug ein (kann rückgängig gemacht werden); die Eingabetaste im Entfernungsfeld bewirkt dasselbe</translation>
    </message>
    <message>
        <source>Fr&amp;om:</source>
        <translation>V&amp;on:</translation>
    </message>
    <message>
        <source>Ra&amp;nge:</source>
        <translation>Entfernun&amp;g:</translation>
    </message>
</context>
<context>
    <name>adj::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent battles</source>
        <translation>Keine zuletzt geöffneten Schlachten</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Empties this list; the battle files stay where they are.</source>
        <translation>Leert diese Liste; die Schlachtdateien bleiben, wo sie sind.</translation>
    </message>
</context>
<context>
    <name>adj::RefereeApplication</name>
    <message>
        <source>internal error: %1</source>
        <translation>interner Fehler: %1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>Interner Fehler</translation>
    </message>
    <message>
        <source>%1

The battle is as it was after the last action shown as done.</source>
        <translation>%1

Die Schlacht ist so, wie sie nach der letzten als erledigt gezeigten Aktion war.</translation>
    </message>
</context>
<context>
    <name>adj::RosterActions</name>
    <message>
        <source>Remove Unit</source>
        <translation>Einheit entfernen</translation>
    </message>
    <message>
        <source>&amp;Add Unit…</source>
        <translation>Einheit &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Adds a unit to the side of the selected row.</source>
        <translation>Fügt der Seite der ausgewählten Zeile eine Einheit hinzu.</translation>
    </message>
    <message>
        <source>&amp;Edit Unit…</source>
        <translation>Einheit &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Edits the selected unit: name, type, strength, position and the rule set&apos;s attributes (F2 or Enter).</source>
        <translation>Bearbeitet die ausgewählte Einheit: Name, Typ, Stärke, Position und die Attribute des Regelwerks (F2 oder Eingabetaste).</translation>
    </message>
    <message>
        <source>D&amp;uplicate Unit</source>
        <translation>Einheit &amp;duplizieren</translation>
    </message>
    <message>
        <source>Adds a copy of the selected unit under a new name.</source>
        <translation>Fügt eine Kopie der ausgewählten Einheit unter einem neuen Namen hinzu.</translation>
    </message>
    <message>
        <source>&amp;Remove Unit…</source>
        <translation>Einheit entfe&amp;rnen…</translation>
    </message>
    <message>
        <source>Removes the selected units after asking; Ctrl+Z brings them back.</source>
        <translation>Entfernt die ausgewählten Einheiten nach einer Rückfrage; Strg+Z holt sie zurück.</translation>
    </message>
    <message>
        <source>&amp;Leaders…</source>
        <translation>&amp;Anführer…</translation>
    </message>
    <message>
        <source>Adds a leader or changes one: rating, and the unit he is with.</source>
        <translation>Fügt einen Anführer hinzu oder ändert einen: Wert und die Einheit, bei der er ist.</translation>
    </message>
    <message>
        <source>&amp;Import Roster…</source>
        <translation>Aufstellung &amp;importieren…</translation>
    </message>
    <message>
        <source>Adds the units of a CSV or JSON roster file; a file with errors names every bad line and imports nothing.</source>
        <translation>Fügt die Einheiten einer CSV- oder JSON-Aufstellungsdatei hinzu; bei einer fehlerhaften Datei werden alle fehlerhaften Zeilen genannt, und nichts wird importiert.</translation>
    </message>
    <message>
        <source>E&amp;xport Roster…</source>
        <translation>Aufstellung e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Writes the roster to a CSV or JSON file.</source>
        <translation>Schreibt die Aufstellung in eine CSV- oder JSON-Datei.</translation>
    </message>
    <message>
        <source>Unit added; Ctrl+Z takes it back.</source>
        <translation>Einheit hinzugefügt; Strg+Z nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Choose the unit to duplicate first.</source>
        <translation>Wählen Sie zuerst die zu duplizierende Einheit.</translation>
    </message>
    <message>
        <source>%1 added as a copy of %2.</source>
        <translation>%1 als Kopie von %2 hinzugefügt.</translation>
    </message>
    <message>
        <source>Choose the units to remove first.</source>
        <translation>Wählen Sie zuerst die zu entfernenden Einheiten.</translation>
    </message>
    <message>
        <source>Remove %1 from the roster? Its markers and measured ranges go with it; its leaders stay on the table alone. Ctrl+Z brings it back.</source>
        <translation>%1 aus der Aufstellung entfernen? Die Marker und gemessenen Entfernungen der Einheit werden mit entfernt; ihre Anführer bleiben allein auf dem Tisch. Strg+Z holt sie zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Remove these %n units from the roster? %1. Their markers and measured ranges go with them; their leaders stay on the table alone. Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Diese %n Einheit aus der Aufstellung entfernen? %1. Ihre Marker und gemessenen Entfernungen werden mit entfernt; ihre Anführer bleiben allein auf dem Tisch. Strg+Z holt sie zurück.</numerusform>
            <numerusform>Diese %n Einheiten aus der Aufstellung entfernen? %1. Ihre Marker und gemessenen Entfernungen werden mit entfernt; ihre Anführer bleiben allein auf dem Tisch. Strg+Z holt sie zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units removed: %1</source>
        <translation>
            <numerusform>%n Einheit entfernt: %1</numerusform>
            <numerusform>%n Einheiten entfernt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed; Ctrl+Z brings it back.</source>
        <translation>Entfernt; Strg+Z macht das rückgängig.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; Ctrl+Z takes the whole import back.</source>
        <translation>%1; Strg+Z nimmt den gesamten Import zurück.</translation>
    </message>
    <message>
        <source>Leader saved; Ctrl+Z takes it back.</source>
        <translation>Anführer gespeichert; Strg+Z nimmt die Änderung zurück.</translation>
    </message>
    <message>
        <source>Import Roster</source>
        <translation>Aufstellung importieren</translation>
    </message>
    <message>
        <source>Rosters (*.csv *.json);;CSV (*.csv);;JSON (*.json)</source>
        <translation>Aufstellungen (*.csv *.json);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Roster Not Imported</source>
        <translation>Aufstellung nicht importiert</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was imported.</source>
        <translation>
            <numerusform>%1 enthält %n Fehler; es wurde nichts importiert.</numerusform>
            <numerusform>%1 enthält %n Fehler; es wurde nichts importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Roster</source>
        <translation>Aufstellung exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Roster written to %1.</source>
        <translation>Aufstellung in %1 geschrieben.</translation>
    </message>
</context>
<context>
    <name>adj::RosterCsv</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>text after the closing quote of field %1</source>
        <translation>Text nach dem schließenden Anführungszeichen von Feld %1</translation>
    </message>
    <message>
        <source>a quote inside the unquoted field %1 (quote the whole field and double the quote)</source>
        <translation>ein Anführungszeichen im Feld %1 ohne Anführungszeichen (das ganze Feld in Anführungszeichen setzen und das Anführungszeichen verdoppeln)</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>line 1: the file has no header (%1)</source>
        <translation>Zeile 1: Die Datei hat keine Kopfzeile (%1)</translation>
    </message>
    <message>
        <source>line 1, column %1: &quot;%2&quot; is not a column of a %3 roster (%4)</source>
        <translation>Zeile 1, Spalte %1: „%2“ ist keine Spalte einer Aufstellung für %3 (%4)</translation>
    </message>
    <message>
        <source>line 1, column %1: &quot;%2&quot; appears twice</source>
        <translation>Zeile 1, Spalte %1: „%2“ kommt doppelt vor</translation>
    </message>
    <message>
        <source>line 1: the column &quot;%1&quot; is missing</source>
        <translation>Zeile 1: Die Spalte „%1“ fehlt</translation>
    </message>
    <message>
        <source>line %1: %2 fields, the header has %3</source>
        <translation>Zeile %1: %2 Felder, die Kopfzeile hat %3</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>a unit needs a side</source>
        <translation>eine Einheit braucht eine Seite</translation>
    </message>
    <message>
        <source>a unit needs a name</source>
        <translation>eine Einheit braucht einen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named on line %2 already</source>
        <translation>„%1“ wird bereits in Zeile %2 genannt</translation>
    </message>
    <message>
        <source>there is already a unit called &quot;%1&quot;</source>
        <translation>es gibt bereits eine Einheit namens „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2 (%3)</source>
        <translation>„%1“ ist kein Einheitentyp von %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is outside %2..%3 %4 for a %5</source>
        <translation>%1 liegt außerhalb von %2..%3 %4 für den Typ %5</translation>
    </message>
    <message>
        <source>%1 is more than the starting strength %2</source>
        <translation>%1 ist mehr als die Anfangsstärke %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex label (four digits, column then row: 0406)</source>
        <translation>„%1“ ist keine Hexfeld-Bezeichnung (vier Ziffern, erst Spalte, dann Reihe: 0406)</translation>
    </message>
    <message>
        <source>the file has no units</source>
        <translation>die Datei enthält keine Einheiten</translation>
    </message>
    <message numerus="yes">
        <source>Roster imported from CSV: %n unit(s)</source>
        <translation>
            <numerusform>Aufstellung aus CSV importiert: %n Einheit</numerusform>
            <numerusform>Aufstellung aus CSV importiert: %n Einheiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::RosterModel</name>
    <message>
        <source>%1 / %2 %3</source>
        <translation>%1 / %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>strength must be a whole number</source>
        <translation>die Stärke muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Strength (%1)</source>
        <translation>Stärke (%1)</translation>
    </message>
</context>
<context>
    <name>adj::RosterPanel</name>
    <message>
        <source>Filter units by name, type, side or marker…</source>
        <translation>Einheiten nach Name, Typ, Seite oder Marker filtern…</translation>
    </message>
    <message>
        <source>Shows the units whose name, type, side or markers contain the text</source>
        <translation>Zeigt die Einheiten, deren Name, Typ, Seite oder Marker den Text enthalten</translation>
    </message>
</context>
<context>
    <name>adj::RosterView</name>
    <message>
        <source>&amp;Place Marker</source>
        <translation>Marker &amp;platzieren</translation>
    </message>
    <message>
        <source>&amp;Lift Marker</source>
        <translation>Marker &amp;entfernen</translation>
    </message>
    <message>
        <source>%1 (placed in turn %2)</source>
        <translation>%1 (platziert in Zug %2)</translation>
    </message>
    <message>
        <source>&amp;Edit Strength</source>
        <translation>Stärke &amp;bearbeiten</translation>
    </message>
    <message>
        <source>The sides and their units. Double-click a name, strength or position to change it; Enter or F2 opens the unit, Ins adds one, Ctrl+D duplicates it, Del removes it; right-click a unit to place or lift a marker.</source>
        <translation>Die Seiten und ihre Einheiten. Doppelklicken Sie auf einen Namen, eine Stärke oder eine Position, um sie zu ändern; Eingabetaste oder F2 öffnet die Einheit, Einfg fügt eine hinzu, Strg+D dupliziert sie, Entf entfernt sie; Rechtsklick auf eine Einheit, um einen Marker zu platzieren oder zu entfernen.</translation>
    </message>
    <message>
        <source>Places a %1 marker on the selected units, or lifts it where there is one.</source>
        <translation>Platziert den Marker „%1“ auf den ausgewählten Einheiten oder entfernt ihn dort, wo er schon liegt.</translation>
    </message>
    <message>
        <source>%1 marker</source>
        <translation>Marker „%1“</translation>
    </message>
    <message>
        <source>%1 marker (%2)</source>
        <translation>Marker „%1“ (%2)</translation>
    </message>
    <message>
        <source>Select a unit in the roster first.</source>
        <translation>Wählen Sie zuerst eine Einheit in der Aufstellung.</translation>
    </message>
</context>
<context>
    <name>adj::RuleSet</name>
    <message>
        <source>%1: there is no leader called &quot;%2&quot; in this battle</source>
        <translation>%1: In dieser Schlacht gibt es keinen Anführer namens „%2“</translation>
    </message>
    <message>
        <source>%1: there is no unit called &quot;%2&quot; in this battle</source>
        <translation>%1: In dieser Schlacht gibt es keine Einheit namens „%2“</translation>
    </message>
    <message>
        <source>%1: there is no unit %2 in this battle</source>
        <translation>%1: In dieser Schlacht gibt es keine Einheit %2</translation>
    </message>
    <message>
        <source>%1 reads ranges as distances, not bands</source>
        <translation>%1 liest Entfernungen als Strecken, nicht als Bereiche</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set %2</source>
        <translation>unbekannte Aktion „%1“ im Regelwerk %2</translation>
    </message>
    <message>
        <source>%1 keeps no value that can be set directly, so not &quot;%2&quot;</source>
        <translation>%1 führt keinen Wert, der sich direkt setzen lässt, also auch nicht „%2“</translation>
    </message>
    <message>
        <source>%1 keeps no value called &quot;%2&quot;; it can set: %3</source>
        <translation>%1 führt keinen Wert namens „%2“; setzen lässt sich: %3</translation>
    </message>
    <message>
        <source>English</source>
        <comment>this language&apos;s name, in this language</comment>
        <translation>Deutsch</translation>
    </message>
</context>
<context>
    <name>adj::RuleSets</name>
    <message>
        <source>unknown rule set &quot;%1&quot;; available: %2</source>
        <translation>unbekanntes Regelwerk „%1“; verfügbar: %2</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set %2; available: %3</source>
        <translation>unbekannte Aktion „%1“ im Regelwerk %2; verfügbar: %3</translation>
    </message>
    <message>
        <source>no valid %1 rule table was given</source>
        <translation>es wurde keine gültige %1-Regeltabelle angegeben</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>interner Fehler: %1</translation>
    </message>
    <message>
        <source>internal error: a die for &quot;%1&quot; is not in the dice plan of %2</source>
        <translation>interner Fehler: Ein Würfel für „%1“ steht nicht im Würfelplan von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n die/dice used, and %1 left over</source>
        <translation>
            <numerusform>%n Würfel verwendet und %1 übrig</numerusform>
            <numerusform>%n Würfel verwendet und %1 übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>too many dice: %1</source>
        <translation>zu viele Würfel: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 … (%n die/dice in all)</source>
        <translation>
            <numerusform>%1 … (%n Würfel insgesamt)</numerusform>
            <numerusform>%1 … (%n Würfel insgesamt)</numerusform>
        </translation>
    </message>
    <message>
        <source>too large to work out exactly; roll it</source>
        <translation>zu groß, um es genau auszurechnen; würfeln Sie es</translation>
    </message>
</context>
<context>
    <name>adj::RuleTable</name>
    <message>
        <source>cannot read the rule table %1: %2</source>
        <translation>die Regeltabelle %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the rule table %1 is not a JSON object: %2 at offset %3</source>
        <translation>die Regeltabelle %1 ist kein JSON-Objekt: %2 bei Offset %3</translation>
    </message>
    <message>
        <source>the rule table names rule set &quot;%1&quot;, which Adjutant does not implement</source>
        <translation>die Regeltabelle nennt das Regelwerk „%1“, das Adjutant nicht implementiert</translation>
    </message>
    <message>
        <source>no rule table loaded</source>
        <translation>keine Regeltabelle geladen</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: the rule set id cannot be overridden</source>
        <translation>Hausregel „%1“: Die Regelwerk-ID kann nicht überschrieben werden</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: not a table entry path</source>
        <translation>Hausregel „%1“: kein Pfad eines Tabelleneintrags</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: no such entry in the %2 table</source>
        <translation>Hausregel „%1“: kein solcher Eintrag in der Tabelle %2</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: must be a %2 like the entry it replaces, not a %3</source>
        <translation>Hausregel „%1“: muss wie der ersetzte Eintrag vom Typ %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>house rules refused: %1</source>
        <translation>Hausregeln abgelehnt: %1</translation>
    </message>
    <message>
        <source>the %1 rule table: %2</source>
        <translation>die Regeltabelle %1: %2</translation>
    </message>
</context>
<context>
    <name>adj::SameSideDialog</name>
    <message>
        <source>Same Side</source>
        <translation>Gleiche Seite</translation>
    </message>
    <message>
        <source>Sides are matched across the campaign&apos;s battles by name. Say which names are one side: the campaign totals them under the second name.</source>
        <translation>Seiten werden über die Schlachten der Kampagne hinweg nach Namen zugeordnet. Sagen Sie, welche Namen eine Seite sind: die Kampagne zählt sie unter dem zweiten Namen.</translation>
    </message>
    <message>
        <source>&amp;This side:</source>
        <translation>&amp;Diese Seite:</translation>
    </message>
    <message>
        <source>is the same side &amp;as:</source>
        <translation>ist dieselbe Seite &amp;wie:</translation>
    </message>
    <message>
        <source>&amp;One Side</source>
        <translation>&amp;Zu einer Seite machen</translation>
    </message>
    <message>
        <source>Said to be one &amp;side:</source>
        <translation>Als eine Seite &amp;genannt:</translation>
    </message>
    <message>
        <source>%1, counted as %2</source>
        <translation>%1, gezählt als %2</translation>
    </message>
    <message>
        <source>Count on Its O&amp;wn</source>
        <translation>&amp;Eigenständig zählen</translation>
    </message>
    <message>
        <source>Choose a side from the list first.</source>
        <translation>Wählen Sie zuerst eine Seite aus der Liste.</translation>
    </message>
</context>
<context>
    <name>adj::Scenario</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: a scenario is a JSON object</source>
        <translation>%1: Ein Szenario ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>ruleset: &quot;%1&quot; is not a rule set Adjutant knows</source>
        <translation>ruleset: „%1“ ist kein Regelwerk, das Adjutant kennt</translation>
    </message>
    <message>
        <source>name: a battle needs a name</source>
        <translation>name: Eine Schlacht braucht einen Namen</translation>
    </message>
    <message>
        <source>options: &quot;%1&quot; is not an optional rule of %2</source>
        <translation>options: „%1“ ist keine Optionalregel von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>sides: the scenario has no sides</source>
        <translation>sides: Das Szenario hat keine Seiten</translation>
    </message>
    <message numerus="yes">
        <source>Roster imported: %n unit(s)</source>
        <translation>
            <numerusform>Aufstellung importiert: %n Einheit</numerusform>
            <numerusform>Aufstellung importiert: %n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>board: width and height must be 1 to 200 hexes</source>
        <translation>board: Breite und Höhe müssen zwischen 1 und 200 Hexfeldern liegen</translation>
    </message>
    <message>
        <source>board.tiles.%1: a terrain is a name</source>
        <translation>board.tiles.%1: Ein Gelände ist ein Name</translation>
    </message>
    <message>
        <source>ruleset: the roster is for %1, the battle is %2</source>
        <translation>ruleset: Die Aufstellung ist für %1, die Schlacht für %2</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>eine Liste von Namen</translation>
    </message>
    <message>
        <source>%1.%2: %3 is not %4</source>
        <translation>%1.%2: %3 ist nicht %4</translation>
    </message>
    <message>
        <source>%1: a side is an object</source>
        <translation>%1: Eine Seite ist ein Objekt</translation>
    </message>
    <message>
        <source>%1: a unit is an object</source>
        <translation>%1: Eine Einheit ist ein Objekt</translation>
    </message>
    <message>
        <source>%1: a leader is an object</source>
        <translation>%1: Ein Anführer ist ein Objekt</translation>
    </message>
    <message>
        <source>%1.counters.%2: %3 is not %4</source>
        <translation>%1.counters.%2: %3 ist nicht %4</translation>
    </message>
    <message>
        <source>turn: a battle starts at turn 1 to 9999, not %1</source>
        <translation>turn: eine Schlacht beginnt in Zug 1 bis 9999, nicht %1</translation>
    </message>
    <message>
        <source>phase: &quot;%1&quot; is not a phase of %2 (%3)</source>
        <translation>phase: „%1“ ist keine Phase von %2 (%3)</translation>
    </message>
</context>
<context>
    <name>adj::SchemaCheck</name>
    <message>
        <source>the trigger %1 on %2</source>
        <translation>der Trigger %1 auf %2</translation>
    </message>
    <message>
        <source>the view %1</source>
        <translation>die Sicht %1</translation>
    </message>
    <message>
        <source>the table %1</source>
        <translation>die Tabelle %1</translation>
    </message>
    <message>
        <source>the table %1 made in another way (%2)</source>
        <translation>die Tabelle %1, anders angelegt (%2)</translation>
    </message>
    <message>
        <source>%1 in the table %2</source>
        <translation>%1 in der Tabelle %2</translation>
    </message>
    <message>
        <source>the table %1 without %2</source>
        <translation>die Tabelle %1 ohne %2</translation>
    </message>
    <message>
        <source>the index %1</source>
        <translation>der Index %1</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no table %1</source>
        <translation>keine Tabelle %1</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiteres</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds what an Adjutant battle does not (a battle file is data, never code): %1</source>
        <translation>sie enthält, was eine Adjutant-Schlacht nicht enthält (eine Schlachtdatei ist Daten, nie Code): %1</translation>
    </message>
    <message>
        <source>%1.%2 is not a column of a battle</source>
        <translation>%1.%2 ist keine Spalte einer Schlacht</translation>
    </message>
    <message>
        <source>%1 is empty (NULL)</source>
        <translation>%1 ist leer (NULL)</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is %2, outside %3 to %4</source>
        <translation>%1 ist %2, außerhalb von %3 bis %4</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 ist kein Text</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3</source>
        <translation>%1 ist %2 Zeichen lang; höchstens %3</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1 is not a JSON array</source>
        <translation>%1 ist kein JSON-Array</translation>
    </message>
</context>
<context>
    <name>adj::SchemaForm</name>
    <message>
        <source>%1
Rule %2</source>
        <translation>%1
Regel %2</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>↺</source>
        <translation>↺</translation>
    </message>
    <message>
        <source>Back to the battle&apos;s value or the rule&apos;s default (Ctrl+Delete)</source>
        <translation>Zurück zum Wert der Schlacht oder zum Standardwert der Regel (Strg+Entf)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>You typed over this value; ↺ takes it back.</source>
        <translation>Sie haben diesen Wert überschrieben; ↺ nimmt das zurück.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Filled in from the battle: the units, the board and the counters.</source>
        <translation>Aus der Schlacht übernommen: die Einheiten, der Spielplan und die Zähler.</translation>
    </message>
    <message>
        <source>From the battle:</source>
        <translation>Aus der Schlacht:</translation>
    </message>
    <message>
        <source>What the battle knows; opens every field to change it (Ctrl+K)</source>
        <translation>Was die Schlacht weiß; öffnet jedes Feld zum Ändern (Strg+K)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>nothing yet; %n more input(s)</source>
        <translation>
            <numerusform>noch nichts; %n weitere Eingabe</numerusform>
            <numerusform>noch nichts; %n weitere Eingaben</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to add</source>
        <translation>nichts hinzuzufügen</translation>
    </message>
</context>
<context>
    <name>adj::SecretCheck</name>
    <message>
        <source>this rule set asks for no secret choices</source>
        <translation>dieses Regelwerk verlangt keine geheimen Entscheidungen</translation>
    </message>
    <message>
        <source>%1&apos;s choice for this turn is already in the battle</source>
        <translation>Die Entscheidung von %1 für diesen Zug ist schon in der Schlacht</translation>
    </message>
    <message>
        <source>nothing is asked of %1 now</source>
        <translation>von %1 wird gerade nichts verlangt</translation>
    </message>
    <message>
        <source>the battle moved on since this choice was made: check it and send it again</source>
        <translation>die Schlacht ist weitergegangen, seit diese Entscheidung getroffen wurde: prüfen und erneut senden</translation>
    </message>
</context>
<context>
    <name>adj::SummaryBuilder</name>
    <message>
        <source>%1 could not be read</source>
        <translation>%1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>adj::SummaryCharts</name>
    <message>
        <source>Casualties per turn</source>
        <translation>Verluste pro Zug</translation>
    </message>
    <message>
        <source>The Glory race</source>
        <translation>Das Rennen um den Ruhm</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Strength from the start to the end of each turn</source>
        <translation>Stärke vom Beginn bis zum Ende jedes Zuges</translation>
    </message>
    <message>
        <source>Turn (0: the start)</source>
        <translation>Zug (0: der Beginn)</translation>
    </message>
</context>
<context>
    <name>adj::SummaryDialog</name>
    <message>
        <source>Turn Summary — %1</source>
        <translation>Zugbericht — %1</translation>
    </message>
</context>
<context>
    <name>adj::SummaryHtml</name>
    <message>
        <source>The battle so far (turns 1 to %1)</source>
        <translation>Die Schlacht bisher (Züge 1 bis %1)</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1: report for %2</source>
        <translation>%1: Bericht für %2</translation>
    </message>
    <message>
        <source>%1; strength in %2; printed %3</source>
        <translation>%1; Stärke in %2; gedruckt am %3</translation>
    </message>
    <message>
        <source>Casualties (%1)</source>
        <translation>Verluste (%1)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Zu Beginn</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Lost this turn</source>
        <translation>In diesem Zug verloren</translation>
    </message>
    <message>
        <source>Regained</source>
        <translation>Zurückgewonnen</translation>
    </message>
    <message>
        <source>Lost so far</source>
        <translation>Bisher verloren</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>No sides.</source>
        <translation>Keine Seiten.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Losses by unit (%1)</source>
        <translation>Verluste nach Einheit (%1)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Units eliminated, routed, captured or sunk</source>
        <translation>Ausgeschaltete, geflohene, gekaperte oder versenkte Einheiten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>platziert</translation>
    </message>
    <message>
        <source>lifted</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Markers placed and lifted</source>
        <translation>Platzierte und entfernte Marker</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Placed or lifted</source>
        <translation>Platziert oder entfernt</translation>
    </message>
    <message>
        <source>Leaders lost or wounded</source>
        <translation>Verlorene oder verwundete Anführer</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Standings: VP, Glory, AP, wind</source>
        <translation>Stand: VP, Ruhm, AP, Wind</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>No counters.</source>
        <translation>Keine Zähler.</translation>
    </message>
    <message>
        <source>Resolutions</source>
        <translation>Auswertungen</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>No resolutions.</source>
        <translation>Keine Auswertungen.</translation>
    </message>
    <message>
        <source>Referee&apos;s notes</source>
        <translation>Notizen des Spielleiters</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Keine Notizen.</translation>
    </message>
    <message>
        <source>… and %1 more, the earliest, not shown here; print or export the summary for all of them.</source>
        <translation>… und %1 weitere, die frühesten, hier nicht angezeigt; drucken oder exportieren Sie den Bericht, um alle zu sehen.</translation>
    </message>
    <message>
        <source>Cards drawn, wind and the order of play</source>
        <translation>Gezogene Karten, Wind und Spielreihenfolge</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <source>At the start of the turn</source>
        <translation>Zu Beginn des Zuges</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Sollstärke</translation>
    </message>
</context>
<context>
    <name>adj::SummaryPrinter</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); nothing was written.</source>
        <translation>%1 konnte nicht geschrieben werden (%2); es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>adj::SummaryText</name>
    <message>
        <source>%1 → %2 %3</source>
        <comment>strength before and after, and its measure</comment>
        <translation>%1 → %2 %3</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a unit and what came of it</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a unit and its type</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>who acted: the action</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <comment>who acted: the action at its targets</comment>
        <translation>%1: %2 auf %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>who did what — what came of it</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>adj::SummaryView</name>
    <message>
        <source>The turn to sum up, or the battle so far</source>
        <translation>Der Zug für den Bericht oder die bisherige Schlacht</translation>
    </message>
    <message>
        <source>The referee&apos;s report, or a side&apos;s report for its players</source>
        <translation>Der Bericht des Spielleiters oder der Bericht einer Seite für ihre Spieler</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Ansich&amp;t:</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Druckvorschau…</translation>
    </message>
    <message>
        <source>Shows the pages as they will print</source>
        <translation>Zeigt die Seiten so, wie sie gedruckt werden</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Prints the summary shown</source>
        <translation>Druckt den angezeigten Bericht</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Writes the summary shown to a PDF file</source>
        <translation>Schreibt den angezeigten Bericht in eine PDF-Datei</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>HTML exportieren…</translation>
    </message>
    <message>
        <source>Writes the summary shown to one HTML file, charts included</source>
        <translation>Schreibt den angezeigten Bericht samt Diagrammen in eine einzige HTML-Datei</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Writes the summary shown as JSON</source>
        <translation>Schreibt den angezeigten Bericht als JSON</translation>
    </message>
    <message>
        <source>The battle so far</source>
        <translation>Die Schlacht bisher</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>No battle open</source>
        <translation>Keine Schlacht geöffnet</translation>
    </message>
    <message>
        <source>Referee&apos;s report</source>
        <translation>Bericht des Spielleiters</translation>
    </message>
    <message>
        <source>Players&apos; report: %1</source>
        <translation>Spielerbericht: %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Not updated: %1</source>
        <translation>Nicht aktualisiert: %1</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 bisher</translation>
    </message>
    <message>
        <source>%1 turn %2</source>
        <translation>%1 Zug %2</translation>
    </message>
    <message>
        <source>Export the Summary</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Written to %1. &lt;a href=&quot;%2&quot;&gt;Open the folder&lt;/a&gt;</source>
        <translation>Gespeichert unter %1. &lt;a href=&quot;%2&quot;&gt;Ordner öffnen&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Every resolution</source>
        <translation>Jede Auflösung</translation>
    </message>
    <message>
        <source>The battle so far with every resolution, card drawn, marker and change of status listed one by one; else it is told turn by turn and unit by unit</source>
        <translation>Die bisherige Schlacht mit jeder Auflösung, gezogenen Karte, jedem Marker und jeder Statusänderung einzeln; sonst wird sie Zug für Zug und Einheit für Einheit erzählt</translation>
    </message>
</context>
<context>
    <name>adj::TableLink</name>
    <message>
        <source>messages are JSON text</source>
        <translation>Nachrichten sind JSON-Text</translation>
    </message>
    <message>
        <source>more than %1 messages in %2 seconds</source>
        <translation>mehr als %1 Nachrichten in %2 Sekunden</translation>
    </message>
    <message>
        <source>%1 (revealed from %2&apos;s page)</source>
        <translation>%1 (aufgedeckt von der Seite von %2)</translation>
    </message>
    <message>
        <source>this rule set asks for no secret choices</source>
        <translation>dieses Regelwerk verlangt keine geheimen Entscheidungen</translation>
    </message>
    <message>
        <source>%1 has not sent its choice yet</source>
        <translation>%1 hat seine Entscheidung noch nicht gesendet</translation>
    </message>
    <message>
        <source>no side has a choice waiting to be revealed</source>
        <translation>keine Partei hat eine Entscheidung, die auf das Aufdecken wartet</translation>
    </message>
    <message>
        <source>%1 has not sent its choice yet: the choices are revealed together</source>
        <translation>%1 hat seine Entscheidung noch nicht gesendet: die Entscheidungen werden gemeinsam aufgedeckt</translation>
    </message>
    <message>
        <source>%1&apos;s choice cannot enter the battle: %2</source>
        <translation>Die Entscheidung von %1 kann nicht in die Schlacht eingehen: %2</translation>
    </message>
    <message>
        <source>every side</source>
        <translation>alle Parteien</translation>
    </message>
    <message>
        <source>Table link</source>
        <translation>Tisch-Link</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>verbinde neu…</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Parteien</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>sent ✓</source>
        <translation>gesendet ✓</translation>
    </message>
    <message>
        <source>in the battle</source>
        <translation>in der Schlacht</translation>
    </message>
    <message>
        <source>nothing asked</source>
        <translation>nichts verlangt</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Sent: hidden from everyone until the referee reveals all choices</source>
        <translation>Gesendet: vor allen verborgen, bis der Schiedsrichter alle Entscheidungen aufdeckt</translation>
    </message>
    <message>
        <source>You may send another choice until the reveal; the last one counts.</source>
        <translation>Bis zum Aufdecken können Sie eine andere Entscheidung senden; die letzte zählt.</translation>
    </message>
    <message>
        <source>Nothing is asked of your side now.</source>
        <translation>Von Ihrer Partei wird gerade nichts verlangt.</translation>
    </message>
    <message>
        <source>Players&apos; report</source>
        <translation>Spielerbericht</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Ihre Partei</translation>
    </message>
    <message>
        <source>The enemy</source>
        <translation>Der Feind</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Bookkeeping</source>
        <translation>Buchführung</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Nicht angenommen</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Geradeaus</translation>
    </message>
    <message>
        <source>Starboard (right)</source>
        <translation>Steuerbord (rechts)</translation>
    </message>
    <message>
        <source>Port (left)</source>
        <translation>Backbord (links)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Halt</translation>
    </message>
    <message>
        <source>&quot;id&quot; is 8 to 64 letters, digits, &quot;-&quot; or &quot;_&quot;, made once per choice</source>
        <translation>„id“ sind 8 bis 64 Buchstaben, Ziffern, „-“ oder „_“, einmal je Entscheidung erzeugt</translation>
    </message>
    <message>
        <source>a choice has &quot;formKey&quot; (text) and &quot;inputs&quot; (an object)</source>
        <translation>eine Entscheidung hat „formKey“ (Text) und „inputs“ (ein Objekt)</translation>
    </message>
    <message>
        <source>the table link writes the players&apos; choices into the battle, which is read-only: %1</source>
        <translation>der Tisch-Link schreibt die Entscheidungen der Spieler in die Schlacht, die schreibgeschützt ist: %1</translation>
    </message>
    <message>
        <source>the table link cannot listen on %1, port %2: is another program using it?</source>
        <translation>der Tisch-Link kann nicht auf %1, Port %2 lauschen: benutzt ihn ein anderes Programm?</translation>
    </message>
    <message>
        <source>a message is a JSON object with a &quot;type&quot;</source>
        <translation>eine Nachricht ist ein JSON-Objekt mit einem „type“</translation>
    </message>
    <message>
        <source>unknown message type &quot;%1&quot;</source>
        <translation>unbekannter Nachrichtentyp „%1“</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Zu Beginn</translation>
    </message>
    <message>
        <source>Lost this turn</source>
        <translation>In diesem Zug verloren</translation>
    </message>
    <message>
        <source>Lost so far</source>
        <translation>Bisher verloren</translation>
    </message>
    <message>
        <source>Regained</source>
        <translation>Zurückgewonnen</translation>
    </message>
    <message>
        <source>In disorder</source>
        <translation>In Unordnung</translation>
    </message>
    <message>
        <source>Markers placed</source>
        <translation>Gelegte Marker</translation>
    </message>
    <message>
        <source>Markers lifted</source>
        <translation>Entfernte Marker</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Losses by unit</source>
        <translation>Verluste je Einheit</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinde…</translation>
    </message>
    <message>
        <source>This code no longer works: ask the referee for the new one.</source>
        <translation>Dieser Code funktioniert nicht mehr: bitten Sie den Schiedsrichter um den neuen.</translation>
    </message>
    <message>
        <source>This choice cannot be made on this page: tell the referee.</source>
        <translation>Diese Entscheidung kann auf dieser Seite nicht getroffen werden: sagen Sie es dem Schiedsrichter.</translation>
    </message>
    <message>
        <source>sending…</source>
        <translation>sende…</translation>
    </message>
    <message>
        <source>%1 while the table link served it: nothing more is accepted from the pages; open the battle again and switch the link on</source>
        <translation>%1, während der Tisch-Link die Datei bereitstellte: von den Seiten wird nichts mehr angenommen; die Schlacht erneut öffnen und den Tisch-Link einschalten</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Sollstärke</translation>
    </message>
    <message>
        <source>{unit}: {atStart} at the start, {lost} lost, {regained} regained, {strength} now</source>
        <translation>{unit}: zu Beginn {atStart}, {lost} verloren, {regained} zurückgewonnen, jetzt {strength}</translation>
    </message>
    <message>
        <source>{unit}: {atStart} at the start, {lost} lost, {regained} regained, {strength} now (full strength {start})</source>
        <translation>{unit}: zu Beginn {atStart}, {lost} verloren, {regained} zurückgewonnen, jetzt {strength} (Sollstärke {start})</translation>
    </message>
</context>
<context>
    <name>adj::TableLinkWindow</name>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>sent ✓</source>
        <translation>gesendet ✓</translation>
    </message>
    <message>
        <source>in the battle</source>
        <translation>in der Schlacht</translation>
    </message>
    <message>
        <source>nothing asked</source>
        <translation>nichts verlangt</translation>
    </message>
    <message>
        <source>Table Link – %1</source>
        <translation>Tisch-Link – %1</translation>
    </message>
    <message>
        <source>The network the players&apos; phones are on: the link listens only there.</source>
        <translation>Das Netz, in dem die Telefone der Spieler sind: nur dort lauscht der Link.</translation>
    </message>
    <message>
        <source>Switch &amp;On</source>
        <translation>&amp;Einschalten</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Netz:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Reveal All</source>
        <translation>Alle &amp;aufdecken</translation>
    </message>
    <message>
        <source>Every side&apos;s sealed choice enters the battle together, as logged, undoable actions.</source>
        <translation>Die versiegelte Entscheidung jeder Partei geht gemeinsam in die Schlacht ein, als protokollierte, rückgängig zu machende Aktionen.</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Nur dieser Rechner (127.0.0.1)</translation>
    </message>
    <message>
        <source>Table Link</source>
        <translation>Tisch-Link</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <source>The old code and its pages stop working at once.</source>
        <translation>Der alte Code und seine Seiten funktionieren sofort nicht mehr.</translation>
    </message>
    <message>
        <source>Switch the link on to show this side&apos;s code.</source>
        <translation>Schalten Sie den Link ein, um den Code dieser Partei zu zeigen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Switch &amp;Off</source>
        <translation>&amp;Ausschalten</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n page(s) open</source>
        <translation>
            <numerusform>%1 · %n Seite offen</numerusform>
            <numerusform>%1 · %n Seiten offen</numerusform>
        </translation>
    </message>
    <message>
        <source>Every side&apos;s sealed choice enters the battle together.</source>
        <translation>Die versiegelte Entscheidung jeder Partei geht gemeinsam in die Schlacht ein.</translation>
    </message>
    <message>
        <source>Open a battle first: the link serves the battle open.</source>
        <translation>Öffnen Sie zuerst eine Schlacht: Der Link dient der geöffneten Schlacht.</translation>
    </message>
</context>
<context>
    <name>adj::TableReader</name>
    <message>
        <source>table entry %1 is missing</source>
        <translation>Tabelleneintrag %1 fehlt</translation>
    </message>
    <message>
        <source>table entry %1 must be a whole number</source>
        <translation>Tabelleneintrag %1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>table entry %1 is %2; it must be between %3 and %4</source>
        <translation>Tabelleneintrag %1 ist %2; er muss zwischen %3 und %4 liegen</translation>
    </message>
    <message>
        <source>table entry %1 must be true or false</source>
        <translation>Tabelleneintrag %1 muss true oder false sein</translation>
    </message>
    <message>
        <source>table entry %1 must be one of %2</source>
        <translation>Tabelleneintrag %1 muss einer von %2 sein</translation>
    </message>
    <message>
        <source>table entry %1 must be a list</source>
        <translation>Tabelleneintrag %1 muss eine Liste sein</translation>
    </message>
    <message>
        <source>table entry %1 may only hold %2</source>
        <translation>Tabelleneintrag %1 darf nur %2 enthalten</translation>
    </message>
</context>
<context>
    <name>adj::TurnBar</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Each side&apos;s counters (victory points, action points, ...).</source>
        <translation>Die Zähler jeder Seite (Siegpunkte, Aktionspunkte, ...).</translation>
    </message>
    <message>
        <source>Next &amp;Phase</source>
        <translation>Nächste &amp;Phase</translation>
    </message>
    <message>
        <source>Ends this phase and starts the next one (F6); after the last phase a new turn begins.</source>
        <translation>Beendet diese Phase und beginnt die nächste (F6); nach der letzten Phase beginnt ein neuer Zug.</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>Nächster &amp;Zug</translation>
    </message>
    <message>
        <source>Ends this turn and starts the next one at its first phase (Shift+F6).</source>
        <translation>Beendet diesen Zug und beginnt den nächsten mit seiner ersten Phase (Umschalt+F6).</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Phase %1 of %2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Phase %1 von %2: &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Owed</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Opens the next action the turn still owes by the rules, its units filled in (F8).</source>
        <translation>Öffnet die nächste Aktion, die der Zug nach den Regeln noch schuldet, mit ihren Einheiten (F8).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n still owed&lt;/b&gt;: press %1 again to advance anyway</source>
        <translation>
            <numerusform>&lt;b&gt;%n steht noch aus&lt;/b&gt;: %1 noch einmal drücken, um trotzdem weiterzuschalten</numerusform>
            <numerusform>&lt;b&gt;%n stehen noch aus&lt;/b&gt;: %1 noch einmal drücken, um trotzdem weiterzuschalten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Owed: %n</source>
        <translation>
            <numerusform>Ausstehend: %n</numerusform>
            <numerusform>Ausstehend: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is owed by the rules now.</source>
        <translation>Nach den Regeln steht jetzt nichts aus.</translation>
    </message>
    <message>
        <source>Still owed (F8 opens the first):</source>
        <translation>Steht noch aus (F8 öffnet das Erste):</translation>
    </message>
</context>
<context>
    <name>adj::UndoSink</name>
    <message>
        <source>The undo could not be saved: %1. The battle is as it was before it.</source>
        <translation>Das Rückgängigmachen konnte nicht gespeichert werden: %1. Die Schlacht ist so wie zuvor.</translation>
    </message>
    <message>
        <source>The redo could not be saved: %1. The battle is as it was before it.</source>
        <translation>Das Wiederholen konnte nicht gespeichert werden: %1. Die Schlacht ist so wie zuvor.</translation>
    </message>
    <message>
        <source>no battle is open</source>
        <translation>keine Schlacht geöffnet</translation>
    </message>
</context>
<context>
    <name>adj::UnitChoiceModel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>adj::UnitDialog</name>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. 25th U.S. Infantry</source>
        <translation>z. B. 25th U.S. Infantry</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>St&amp;rength now:</source>
        <translation>Aktuelle Stä&amp;rke:</translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation>&amp;Position:</translation>
    </message>
    <message>
        <source>Edit Unit</source>
        <translation>Einheit bearbeiten</translation>
    </message>
    <message>
        <source>Add Unit</source>
        <translation>Einheit hinzufügen</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1: Einheit</translation>
    </message>
    <message>
        <source>What the unit has left, in %1</source>
        <translation>Was der Einheit noch bleibt, in %1</translation>
    </message>
    <message>
        <source>What the unit began the battle with, in %1</source>
        <translation>Womit die Einheit die Schlacht begonnen hat, in %1</translation>
    </message>
    <message>
        <source>&amp;Hex:</source>
        <translation>He&amp;xfeld:</translation>
    </message>
    <message>
        <source>column and row, e.g. 0406</source>
        <translation>Spalte und Reihe, z. B. 0406</translation>
    </message>
    <message>
        <source>where it stands, e.g. left of the road</source>
        <translation>wo sie steht, z. B. links der Straße</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The battle has no sides yet: add one first.</source>
        <translation>Die Schlacht hat noch keine Seiten: Legen Sie zuerst eine an.</translation>
    </message>
    <message>
        <source>A hex is named by four digits, its column and row: 0406.</source>
        <translation>Ein Hexfeld wird mit vier Ziffern bezeichnet, Spalte und Reihe: 0406.</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>Se&amp;ite:</translation>
    </message>
    <message>
        <source>At th&amp;e start:</source>
        <translation>Zu B&amp;eginn:</translation>
    </message>
    <message>
        <source>Attri&amp;butes of the rule set</source>
        <translation>Attri&amp;bute des Regelwerks</translation>
    </message>
</context>
<context>
    <name>adj::Victory</name>
    <message>
        <source>victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>on time</source>
        <translation>nach Zeit</translation>
    </message>
    <message>
        <source>the referee&apos;s call</source>
        <translation>Entscheidung des Schiedsrichters</translation>
    </message>
    <message>
        <source>%1 %2 to win</source>
        <translation>%1 %2 zum Sieg</translation>
    </message>
    <message>
        <source>turn limit %1</source>
        <translation>Zuglimit %1</translation>
    </message>
    <message>
        <source>Victory conditions: none</source>
        <translation>Siegbedingungen: keine</translation>
    </message>
    <message>
        <source>Victory conditions: %1</source>
        <translation>Siegbedingungen: %1</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Battle ended on turn %1 (%2)</source>
        <translation>Schlacht in Zug %1 beendet (%2)</translation>
    </message>
    <message>
        <source>Battle ended on turn %1 (%2): %3 won</source>
        <translation>Schlacht in Zug %1 beendet (%2): %3 gewann</translation>
    </message>
    <message>
        <source>this is the last turn</source>
        <translation>dies ist der letzte Zug</translation>
    </message>
    <message>
        <source>%1.%2: must be a whole number from 0 to %3</source>
        <translation>%1.%2: muss eine ganze Zahl von 0 bis %3 sein</translation>
    </message>
    <message>
        <source>victory conditions: VP to win must be 0 to %1 and the turn limit 0 to %2</source>
        <translation>Siegbedingungen: SP zum Sieg müssen 0 bis %1 und das Zuglimit 0 bis %2 sein</translation>
    </message>
    <message>
        <source>ending: &quot;%1&quot; is not victory, time or referee</source>
        <translation>ending: „%1“ ist nicht victory, time oder referee</translation>
    </message>
    <message>
        <source>the battle already ended on turn %1; undo that end first</source>
        <translation>die Schlacht endete bereits in Zug %1; machen Sie dieses Ende zuerst rückgängig</translation>
    </message>
    <message>
        <source>winner: there is no side called &quot;%1&quot; in this battle</source>
        <translation>winner: in dieser Schlacht gibt es keine Partei „%1“</translation>
    </message>
    <message>
        <source>winner: an end by %1 needs the side that won (--winner)</source>
        <translation>winner: ein Ende durch %1 braucht die Partei, die gewann (--winner)</translation>
    </message>
    <message>
        <source>%1 reached the %2 VP needed to win</source>
        <translation>%1 erreichte die %2 SP, die zum Sieg nötig sind</translation>
    </message>
    <message>
        <source>%1 won; the referee recorded the victory</source>
        <translation>%1 gewann; der Schiedsrichter hielt den Sieg fest</translation>
    </message>
    <message>
        <source>the time ran out (turn %1 of %2): %3 won on time</source>
        <translation>die Zeit lief ab (Zug %1 von %2): %3 gewann nach Zeit</translation>
    </message>
    <message>
        <source>the referee ended the battle</source>
        <translation>der Schiedsrichter beendete die Schlacht</translation>
    </message>
    <message>
        <source>%1.%2: not a victory condition (sides, or vpToWin and turnLimit)</source>
        <translation>%1.%2: keine Siegbedingung (sides, oder vpToWin und turnLimit)</translation>
    </message>
    <message>
        <source>%1: a side&apos;s condition is an object {&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}</source>
        <translation>%1: die Bedingung einer Seite ist ein Objekt {&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}</translation>
    </message>
    <message>
        <source>%1.%2: not a side&apos;s victory condition (side, vpToWin, byTurn)</source>
        <translation>%1.%2: keine Siegbedingung einer Seite (side, vpToWin, byTurn)</translation>
    </message>
    <message>
        <source>%1.side: the side&apos;s name is missing</source>
        <translation>%1.side: der Name der Seite fehlt</translation>
    </message>
    <message>
        <source>%1.vpToWin: the VP %2 must reach, a whole number from 1 to %3</source>
        <translation>%1.vpToWin: die SP, die %2 erreichen muss, eine ganze Zahl von 1 bis %3</translation>
    </message>
    <message>
        <source>%1.byTurn: the turn by which %2 must reach its VP, a whole number from 0 (none) to %3</source>
        <translation>%1.byTurn: der Zug, bis zu dem %2 ihre SP erreichen muss, eine ganze Zahl von 0 (keiner) bis %3</translation>
    </message>
    <message>
        <source>%1: at most %2 sides</source>
        <translation>%1: höchstens %2 Seiten</translation>
    </message>
    <message>
        <source>%1[%2].side: %3 is named twice</source>
        <translation>%1[%2].side: %3 ist zweimal genannt</translation>
    </message>
    <message>
        <source>%1[%2].byTurn: %3 is already bound by turn %4; one side must reach its VP by a turn, the other wins on time when it does not</source>
        <translation>%1[%2].byTurn: %3 ist bereits an Zug %4 gebunden; eine Seite muss ihre SP bis zu einem Zug erreichen, die andere gewinnt auf Zeit, wenn sie es nicht tut</translation>
    </message>
    <message>
        <source>%1 %2 %3 by turn %4</source>
        <translation>%1 %2 %3 bis Zug %4</translation>
    </message>
    <message>
        <source>%1 %2 %3 by turn %4 (%5)</source>
        <translation>%1 %2 %3 bis Zug %4 (%5)</translation>
    </message>
    <message>
        <source>the referee&apos;s call: time called before it was up</source>
        <translation>die Entscheidung des Schiedsrichters: Zeit ausgerufen, bevor sie abgelaufen war</translation>
    </message>
    <message>
        <source>%1 is not a side of this battle</source>
        <translation>%1 ist keine Seite dieser Schlacht</translation>
    </message>
    <message>
        <source>%1 reached %2 %3</source>
        <translation>%1 erreichte %2 %3</translation>
    </message>
    <message>
        <source>met: %1</source>
        <translation>erfüllt: %1</translation>
    </message>
    <message>
        <source>met: the time is up (turn %1): %2 has %3 of the %4 %5 it needed; %6 wins on time</source>
        <translation>erfüllt: die Zeit ist abgelaufen (Zug %1): %2 hat %3 der %4 %5, die sie brauchte; %6 gewinnt auf Zeit</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>die andere Seite</translation>
    </message>
    <message>
        <source>met: the time is up (turn limit %1)</source>
        <translation>erfüllt: die Zeit ist abgelaufen (Zuglimit %1)</translation>
    </message>
    <message>
        <source>%1: the victory conditions are an object {&quot;sides&quot;: [{&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}]} or {&quot;vpToWin&quot;: N, &quot;turnLimit&quot;: N}</source>
        <translation>%1: die Siegbedingungen sind ein Objekt {&quot;sides&quot;: [{&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}]} oder {&quot;vpToWin&quot;: N, &quot;turnLimit&quot;: N}</translation>
    </message>
    <message>
        <source>%1: give either sides (each side its own VP) or vpToWin and turnLimit (one target for every side), not both</source>
        <translation>%1: geben Sie entweder sides (jede Seite ihre eigenen SP) oder vpToWin und turnLimit (ein Ziel für jede Seite) an, nicht beides</translation>
    </message>
    <message>
        <source>%1.sides: a list of the sides&apos; conditions, at least one</source>
        <translation>%1.sides: eine Liste der Bedingungen der Seiten, mindestens eine</translation>
    </message>
    <message>
        <source>%1: a turn by which to reach its VP needs the VP (--vp-to-win)</source>
        <translation>%1: ein Zug, bis zu dem die SP zu erreichen sind, braucht die SP (--vp-to-win)</translation>
    </message>
    <message>
        <source>the battle ended on turn %1; undo its end to change its victory conditions</source>
        <translation>die Schlacht endete in Zug %1; nehmen Sie ihr Ende zurück, um ihre Siegbedingungen zu ändern</translation>
    </message>
    <message>
        <source>victory: there is no side called &quot;%1&quot; in this battle (its sides: %2)</source>
        <translation>victory: es gibt keine Seite namens &quot;%1&quot; in dieser Schlacht (ihre Seiten: %2)</translation>
    </message>
    <message>
        <source>the victory conditions are already so (%1)</source>
        <translation>die Siegbedingungen sind bereits so (%1)</translation>
    </message>
    <message>
        <source>%1 must reach %2 %3 by turn %4; when it does not, the other side wins on time</source>
        <translation>%1 muss %2 %3 bis Zug %4 erreichen; tut sie es nicht, gewinnt die andere Seite auf Zeit</translation>
    </message>
    <message>
        <source>the referee called time on turn %1, before the time was up (turn limit %2): the referee&apos;s call, not a time win</source>
        <translation>der Schiedsrichter rief in Zug %1 die Zeit aus, bevor sie abgelaufen war (Zuglimit %2): die Entscheidung des Schiedsrichters, kein Sieg auf Zeit</translation>
    </message>
    <message>
        <source>the referee called time; the battle has no time constraint: the referee&apos;s call</source>
        <translation>der Schiedsrichter rief die Zeit aus; die Schlacht hat keine Zeitbeschränkung: die Entscheidung des Schiedsrichters</translation>
    </message>
    <message>
        <source>ending: %1 reached the %2 %3 it needed by turn %4: that is its victory, not a win on time (--ending victory)</source>
        <translation>ending: %1 erreichte die %2 %3, die sie bis Zug %4 brauchte: das ist ihr Sieg, kein Sieg auf Zeit (--ending victory)</translation>
    </message>
    <message>
        <source>winner: %1 loses on time; name the side that wins on time (--winner)</source>
        <translation>winner: %1 verliert auf Zeit; nennen Sie die Seite, die auf Zeit gewinnt (--winner)</translation>
    </message>
    <message>
        <source>winner: %1 had to reach %2 %3 by turn %4 and has %5: it loses on time and %6 wins</source>
        <translation>winner: %1 musste %2 %3 bis Zug %4 erreichen und hat %5: sie verliert auf Zeit und %6 gewinnt</translation>
    </message>
    <message>
        <source>the time is up: %1 had to reach %2 %3 by turn %4 and has %5; %6 wins on time</source>
        <translation>die Zeit ist abgelaufen: %1 musste %2 %3 bis Zug %4 erreichen und hat %5; %6 gewinnt auf Zeit</translation>
    </message>
    <message>
        <source>%1 had to reach %2 %3 by turn %4 and has %5: it loses on time</source>
        <translation>%1 musste %2 %3 bis Zug %4 erreichen und hat %5: sie verliert auf Zeit</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>%1 has %2 of the %3 %4 it needs to win and is behind %5</source>
        <translation>%1 hat %2 der %3 %4, die sie zum Sieg braucht, und liegt hinter %5</translation>
    </message>
    <message>
        <source>winner: %1; a victory for %2 asks the referee first (confirm it)</source>
        <translation>winner: %1; ein Sieg für %2 fragt zuerst den Schiedsrichter (bestätigen Sie ihn)</translation>
    </message>
    <message>
        <source>%1; the referee confirmed the victory</source>
        <translation>%1; der Schiedsrichter bestätigte den Sieg</translation>
    </message>
    <message>
        <source>the referee ended the battle: %1 won</source>
        <translation>der Schiedsrichter beendete die Schlacht: %1 gewann</translation>
    </message>
</context>
<context>
    <name>adj::Vocabulary</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <source>side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>second unit</source>
        <translation>zweite Einheit</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>even columns shifted</source>
        <translation>gerade Spalten versetzt</translation>
    </message>
    <message>
        <source>odd columns shifted</source>
        <translation>ungerade Spalten versetzt</translation>
    </message>
    <message>
        <source>even rows shifted</source>
        <translation>gerade Reihen versetzt</translation>
    </message>
    <message>
        <source>odd rows shifted</source>
        <translation>ungerade Reihen versetzt</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>the second unit</source>
        <translation>die zweite Einheit</translation>
    </message>
    <message>
        <source>the firer</source>
        <translation>die feuernde Einheit</translation>
    </message>
    <message>
        <source>the attacker</source>
        <translation>der Angreifer</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>der Verteidiger</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>die Einheit</translation>
    </message>
    <message>
        <source>the leader is lost</source>
        <translation>der Anführer ist verloren</translation>
    </message>
    <message>
        <source>the attack is called off</source>
        <translation>der Angriff wird abgebrochen</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>gesammelt</translation>
    </message>
    <message>
        <source>boarded</source>
        <translation>geentert</translation>
    </message>
    <message>
        <source>not boarded</source>
        <translation>nicht geentert</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gekapert</translation>
    </message>
    <message>
        <source>repulsed</source>
        <translation>abgewehrt</translation>
    </message>
    <message>
        <source>broke off</source>
        <translation>Kampf abgebrochen</translation>
    </message>
    <message>
        <source>the fight goes on</source>
        <translation>der Kampf geht weiter</translation>
    </message>
    <message>
        <source>cannon destroyed</source>
        <translation>Geschütz zerstört</translation>
    </message>
    <message>
        <source>the general is lightly wounded</source>
        <translation>der General ist leicht verwundet</translation>
    </message>
    <message>
        <source>the general is seriously wounded</source>
        <translation>der General ist schwer verwundet</translation>
    </message>
    <message>
        <source>the general is killed</source>
        <translation>der General ist gefallen</translation>
    </message>
    <message>
        <source>the general is unhurt</source>
        <translation>der General ist unverletzt</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed by 1</source>
        <translation>um 1 verfehlt</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>in Flucht</translation>
    </message>
    <message>
        <source>still routing</source>
        <translation>weiter auf der Flucht</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>the charge fails</source>
        <translation>der Sturmangriff scheitert</translation>
    </message>
    <message>
        <source>the charge stops</source>
        <translation>der Sturmangriff stoppt</translation>
    </message>
    <message>
        <source>evaded</source>
        <translation>ausgewichen</translation>
    </message>
    <message>
        <source>the defender routs</source>
        <translation>der Verteidiger flieht</translation>
    </message>
    <message>
        <source>the attacker routs</source>
        <translation>der Angreifer flieht</translation>
    </message>
    <message>
        <source>the attacker retreats</source>
        <translation>der Angreifer zieht sich zurück</translation>
    </message>
    <message>
        <source>calamity</source>
        <translation>Unglück</translation>
    </message>
    <message>
        <source>fortune</source>
        <translation>Glücksfall</translation>
    </message>
    <message>
        <source>removed from play</source>
        <translation>aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>erholt</translation>
    </message>
    <message>
        <source>still suppressed</source>
        <translation>weiter niedergehalten</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>no winner yet</source>
        <translation>noch kein Sieger</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>gefeuert</translation>
    </message>
    <message>
        <source>written</source>
        <translation>notiert</translation>
    </message>
    <message>
        <source>Charge Test passed</source>
        <translation>Angriffsprobe bestanden</translation>
    </message>
    <message>
        <source>Charge Test failed</source>
        <translation>Angriffsprobe nicht bestanden</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>niedergehalten</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>not rallied</source>
        <translation>nicht gesammelt</translation>
    </message>
    <message>
        <source>the theft succeeds</source>
        <translation>der Raub gelingt</translation>
    </message>
    <message>
        <source>the theft fails</source>
        <translation>der Raub misslingt</translation>
    </message>
    <message>
        <source>the theft is guarded</source>
        <translation>der Raub wird abgewehrt</translation>
    </message>
    <message>
        <source>the attacker rolls next</source>
        <translation>der Angreifer würfelt als Nächster</translation>
    </message>
    <message>
        <source>the defender rolls next</source>
        <translation>der Verteidiger würfelt als Nächster</translation>
    </message>
    <message>
        <source>%1 eliminated</source>
        <translation>%1 ausgeschaltet</translation>
    </message>
    <message>
        <source>%1 retreats</source>
        <translation>%1 zieht sich zurück</translation>
    </message>
    <message>
        <source>%1 evades</source>
        <translation>%1 weicht aus</translation>
    </message>
    <message>
        <source>panic marker on %1</source>
        <translation>Panikmarker auf %1</translation>
    </message>
    <message>
        <source>%1 crippled</source>
        <translation>%1 schwer beschädigt</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <translation>%1 versenkt</translation>
    </message>
    <message>
        <source>%1 has the wind gauge</source>
        <translation>%1 hat die Luvstellung</translation>
    </message>
    <message>
        <source>%1 chooses who moves first</source>
        <translation>%1 bestimmt, wer zuerst zieht</translation>
    </message>
    <message>
        <source>%1 boards</source>
        <translation>%1 entert</translation>
    </message>
    <message>
        <source>%1 has plotted</source>
        <translation>%1 hat geplant</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 zieht zuerst</translation>
    </message>
    <message>
        <source>%1 loses its command ship</source>
        <translation>%1 verliert das Flaggschiff</translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation>%1 gestoppt</translation>
    </message>
    <message>
        <source>%1 beaten</source>
        <translation>%1 geschlagen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>duration: %1</source>
        <translation>Dauer: %1</translation>
    </message>
    <message>
        <source>hits on %1</source>
        <translation>Treffer auf %1</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>hits absorbed</source>
        <translation>absorbierte Treffer</translation>
    </message>
    <message>
        <source>stands lost</source>
        <translation>verlorene Basen</translation>
    </message>
    <message>
        <source>action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <source>plotted moves</source>
        <translation>geplante Züge</translation>
    </message>
    <message>
        <source>wind</source>
        <translation>Wind</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>BMUGs</source>
        <translation>BMUGs</translation>
    </message>
    <message>
        <source>at least one hit</source>
        <translation>mindestens ein Treffer</translation>
    </message>
    <message>
        <source>at least one hit on the defender</source>
        <translation>mindestens ein Treffer auf den Verteidiger</translation>
    </message>
    <message>
        <source>at least one hit on the attacker</source>
        <translation>mindestens ein Treffer auf den Angreifer</translation>
    </message>
    <message>
        <source>at least one casualty</source>
        <translation>mindestens ein Verlust</translation>
    </message>
    <message>
        <source>the defender loses at least one figure</source>
        <translation>der Verteidiger verliert mindestens eine Figur</translation>
    </message>
    <message>
        <source>the attacker loses at least one figure</source>
        <translation>der Angreifer verliert mindestens eine Figur</translation>
    </message>
    <message>
        <source>at least one stand lost</source>
        <translation>mindestens eine Base verloren</translation>
    </message>
    <message>
        <source>%1 inches</source>
        <translation>%1 Zoll</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the defender</source>
        <translation>
            <numerusform>%n Treffer auf den Verteidiger</numerusform>
            <numerusform>%n Treffer auf den Verteidiger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the attacker</source>
        <translation>
            <numerusform>%n Treffer auf den Angreifer</numerusform>
            <numerusform>%n Treffer auf den Angreifer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on %1</source>
        <translation>
            <numerusform>%n Treffer auf %1</numerusform>
            <numerusform>%n Treffer auf %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n Verlust</numerusform>
            <numerusform>%n Verluste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>attacker loses %n figure(s)</source>
        <translation>
            <numerusform>Angreifer verliert %n Figur</numerusform>
            <numerusform>Angreifer verliert %n Figuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>defender loses %n figure(s)</source>
        <translation>
            <numerusform>Verteidiger verliert %n Figur</numerusform>
            <numerusform>Verteidiger verliert %n Figuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) absorbed</source>
        <translation>
            <numerusform>%n Treffer absorbiert</numerusform>
            <numerusform>%n Treffer absorbiert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 AP</source>
        <translation>%1 AP</translation>
    </message>
    <message>
        <source>wind to hex side %1</source>
        <translation>Wind zur Hexseite %1</translation>
    </message>
    <message numerus="yes">
        <source>%n plotted move(s)</source>
        <translation>
            <numerusform>%n geplanter Zug</numerusform>
            <numerusform>%n geplante Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stand(s) lost</source>
        <translation>
            <numerusform>%n Base verloren</numerusform>
            <numerusform>%n Basen verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) kept</source>
        <translation>
            <numerusform>%n Treffer behalten</numerusform>
            <numerusform>%n Treffer behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 VP</translation>
    </message>
    <message numerus="yes">
        <source>%n BMUG(s) may move</source>
        <translation>
            <numerusform>%n BMUG darf ziehen</numerusform>
            <numerusform>%n BMUGs dürfen ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>The One at %1 MP</source>
        <translation>Der Eine bei %1 MP</translation>
    </message>
    <message>
        <source>boarders at %1 MP</source>
        <translation>Entermannschaft bei %1 MP</translation>
    </message>
    <message>
        <source>defenders at %1 MP</source>
        <translation>Verteidiger bei %1 MP</translation>
    </message>
    <message>
        <source>marker %1</source>
        <translation>Marker %1</translation>
    </message>
    <message numerus="yes">
        <source>%n charge(s)</source>
        <translation>
            <numerusform>%n Sturmangriff</numerusform>
            <numerusform>%n Sturmangriffe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::WfaBattle</name>
    <message>
        <source>hex %1 would hold %2 ships (%3): no more than %4 ships may ever occupy one hex (3.4, 8.2)</source>
        <translation>Hexfeld %1 würde %2 Schiffe enthalten (%3): Es dürfen nie mehr als %4 Schiffe in einem Hexfeld stehen (3.4, 8.2)</translation>
    </message>
    <message>
        <source>input &quot;side&quot; is &quot;%1&quot;: no side of that name with a squadron command ship on the board (9.2, 9.4)</source>
        <translation>Eingabe „side“ ist „%1“: keine Seite dieses Namens mit einem Flaggschiff des Geschwaders auf dem Spielplan (9.2, 9.4)</translation>
    </message>
    <message>
        <source>no plotted move of turn %1 has been revealed yet: a ship fires after executing a plotted move (reveal the first marker) (4.1, 6.1)</source>
        <translation>in Zug %1 wurde noch kein geplanter Zug aufgedeckt: Ein Schiff feuert, nachdem es einen geplanten Zug ausgeführt hat (den ersten Marker aufdecken) (4.1, 6.1)</translation>
    </message>
</context>
<context>
    <name>adj::WfaBattleOdds</name>
    <message>
        <source>captured %1 (%2%), repulsed %3 (%4%), broken off %5 (%6%)</source>
        <translation>gekapert %1 (%2 %), abgewehrt %3 (%4 %), abgebrochen %5 (%6 %)</translation>
    </message>
</context>
<context>
    <name>adj::WfaBoardRules</name>
    <message>
        <source>open water</source>
        <translation>offenes Wasser</translation>
    </message>
    <message>
        <source>shoal</source>
        <translation>Untiefe</translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>%1 turned to heading %2</source>
        <translation>%1 auf Kurs %2 gedreht</translation>
    </message>
    <message>
        <source>heading %1</source>
        <translation>Kurs %1</translation>
    </message>
    <message>
        <source>squadron %1</source>
        <translation>Geschwader %1</translation>
    </message>
    <message>
        <source>command ship</source>
        <translation>Flaggschiff</translation>
    </message>
    <message>
        <source>has the wind gauge (%1)</source>
        <translation>hat die Luvstellung (%1)</translation>
    </message>
    <message>
        <source>port broadside arc (%1)</source>
        <translation>Backbord-Breitseitensektor (%1)</translation>
    </message>
    <message>
        <source>off the %1: no broadside bears</source>
        <translation>in Richtung %1: keine Breitseite kommt zum Tragen</translation>
    </message>
    <message>
        <source>off the %1 side</source>
        <translation>an %1</translation>
    </message>
    <message numerus="yes">
        <source>beyond broadside range (%n hex(es))</source>
        <translation>
            <numerusform>außerhalb der Breitseitenreichweite (%n Hexfeld)</numerusform>
            <numerusform>außerhalb der Breitseitenreichweite (%n Hexfelder)</numerusform>
        </translation>
    </message>
    <message>
        <source>crossing the T of %1</source>
        <translation>Kreuzen des T von %1</translation>
    </message>
    <message>
        <source>a broadside at %1</source>
        <translation>eine Breitseite auf %1</translation>
    </message>
    <message>
        <source>No wind yet (%1)</source>
        <translation>Wind offen (%1)</translation>
    </message>
    <message>
        <source>Wind %1 (%2)</source>
        <translation>Wind %1 (%2)</translation>
    </message>
    <message>
        <source>No ship has the wind gauge.</source>
        <translation>Kein Schiff hat die Luvstellung.</translation>
    </message>
    <message>
        <source>Wind gauge: %1</source>
        <translation>Luvstellung: %1</translation>
    </message>
</context>
<context>
    <name>adj::WfaBoarding</name>
    <message>
        <source>%1: boarding roll</source>
        <translation>%1: Enterwurf</translation>
    </message>
    <message>
        <source>the ships are not in the same hex: boarding needs both ships in one hex (3.4.1, 8.1)</source>
        <translation>die Schiffe sind nicht im selben Hexfeld: Zum Entern müssen beide Schiffe im selben Hexfeld sein (3.4.1, 8.1)</translation>
    </message>
    <message>
        <source>a boarding action has already been tried in this hex this turn (8.7)</source>
        <translation>in diesem Hexfeld wurde in diesem Zug bereits ein Enterversuch unternommen (8.7)</translation>
    </message>
    <message>
        <source>Same hex</source>
        <translation>Selbes Hexfeld</translation>
    </message>
    <message>
        <source>Both ships are in one hex.</source>
        <translation>Beide Schiffe sind im selben Hexfeld.</translation>
    </message>
    <message>
        <source>%1 hex</source>
        <translation>%1: Hexfeld</translation>
    </message>
    <message>
        <source>Hex label CCRR (optional, checked)</source>
        <translation>Hexfeld-Bezeichnung CCRR (optional, wird geprüft)</translation>
    </message>
    <message>
        <source>Boarding tried here this turn</source>
        <translation>In diesem Zug hier bereits Enterversuch</translation>
    </message>
    <message>
        <source>Only one boarding action per hex per turn.</source>
        <translation>Nur ein Enterversuch pro Hexfeld und Zug.</translation>
    </message>
    <message>
        <source>no further boarding in this hex this turn</source>
        <translation>in diesem Zug kein weiteres Entern in diesem Hexfeld</translation>
    </message>
    <message>
        <source>%1 (rating %2) against %3 (rating %4): %5 adds the difference %6</source>
        <translation>%1 (Wert %2) gegen %3 (Wert %4): %5 addiert die Differenz %6</translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3 + %4 = %5; %6 rolls %7 = %8</source>
        <translation>%1 würfelt %2 = %3 + %4 = %5; %6 würfelt %7 = %8</translation>
    </message>
    <message>
        <source>%1 - %2 = %3: %4 or more, %5 boards</source>
        <translation>%1 - %2 = %3: %4 oder mehr, %5 entert</translation>
    </message>
    <message>
        <source>%1 - %2 = %3: less than %4, no boarding; the ships stay in the hex</source>
        <translation>%1 - %2 = %3: weniger als %4, kein Entern; die Schiffe bleiben im Hexfeld</translation>
    </message>
    <message>
        <source>both want to board: %1 rolls %2 = %3 + %4 = %5; %6 rolls %7 = %8</source>
        <translation>beide wollen entern: %1 würfelt %2 = %3 + %4 = %5; %6 würfelt %7 = %8</translation>
    </message>
    <message>
        <source>a tie: %1 has the commander&apos;s advantage and attempts to board</source>
        <translation>Gleichstand: %1 hat den Vorteil des Befehlshabers und versucht zu entern</translation>
    </message>
    <message>
        <source>%1 has the higher total and attempts to board</source>
        <translation>%1 hat die höhere Summe und versucht zu entern</translation>
    </message>
    <message>
        <source>Boarding attempt</source>
        <translation>Enterversuch</translation>
    </message>
    <message>
        <source>One side wants to board the enemy ship in its hex: 2d6 each, the higher-rated ship adds the difference, boarding at a margin of 7 or more.</source>
        <translation>Eine Seite will das feindliche Schiff in ihrem Hexfeld entern: je 2W6, das Schiff mit dem höheren Wert addiert die Differenz, Entern bei einem Vorsprung von 7 oder mehr.</translation>
    </message>
    <message>
        <source>Boarding ship</source>
        <translation>Enterndes Schiff</translation>
    </message>
    <message>
        <source>The battle&apos;s ship that boards (optional).</source>
        <translation>Das enternde Schiff der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Defending ship</source>
        <translation>Verteidigendes Schiff</translation>
    </message>
    <message>
        <source>The battle&apos;s ship to be boarded (optional).</source>
        <translation>Das zu enternde Schiff der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Boarder damage rating</source>
        <translation>Schadenswert des enternden Schiffs</translation>
    </message>
    <message>
        <source>Current damage rating.</source>
        <translation>Aktueller Schadenswert.</translation>
    </message>
    <message>
        <source>Defender damage rating</source>
        <translation>Schadenswert des Verteidigers</translation>
    </message>
    <message>
        <source>Boarder&apos;s marines (MP)</source>
        <translation>Seesoldaten des enternden Schiffs (MP)</translation>
    </message>
    <message>
        <source>A ship must have marines aboard to board.</source>
        <translation>Ein Schiff muss Seesoldaten an Bord haben, um zu entern.</translation>
    </message>
    <message>
        <source>Both want to board</source>
        <translation>Beide wollen entern</translation>
    </message>
    <message>
        <source>Both sides want to board: a roll-off decides who attempts, then that side makes the 8.4 attempt.</source>
        <translation>Beide Seiten wollen entern: Ein Vergleichswurf entscheidet, wer es versucht; diese Seite unternimmt dann den Versuch nach 8.4.</translation>
    </message>
    <message>
        <source>Ship A</source>
        <translation>Schiff A</translation>
    </message>
    <message>
        <source>The battle&apos;s ship A (optional).</source>
        <translation>Schiff A der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Ship B</source>
        <translation>Schiff B</translation>
    </message>
    <message>
        <source>The battle&apos;s ship B (optional).</source>
        <translation>Schiff B der Schlacht (optional).</translation>
    </message>
    <message>
        <source>A damage rating</source>
        <translation>Schadenswert A</translation>
    </message>
    <message>
        <source>B damage rating</source>
        <translation>Schadenswert B</translation>
    </message>
    <message>
        <source>A&apos;s marines (MP)</source>
        <translation>Seesoldaten von A (MP)</translation>
    </message>
    <message>
        <source>Marines aboard A.</source>
        <translation>Seesoldaten an Bord von A.</translation>
    </message>
    <message>
        <source>B&apos;s marines (MP)</source>
        <translation>Seesoldaten von B (MP)</translation>
    </message>
    <message>
        <source>Marines aboard B.</source>
        <translation>Seesoldaten an Bord von B.</translation>
    </message>
    <message>
        <source>Commander&apos;s advantage</source>
        <translation>Vorteil des Befehlshabers</translation>
    </message>
    <message>
        <source>Then attempt</source>
        <translation>Danach Enterversuch</translation>
    </message>
    <message>
        <source>The winner then makes the boarding attempt (8.4).</source>
        <translation>Der Gewinner unternimmt danach den Enterversuch (8.4).</translation>
    </message>
    <message>
        <source>the boarding attempt needs the wfa-naval rule table</source>
        <translation>der Enterversuch braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;boarderMarines&quot; is 0: a ship must have marines aboard to board (8.1)</source>
        <translation>Eingabe „boarderMarines“ ist 0: Ein Schiff muss Seesoldaten an Bord haben, um zu entern (8.1)</translation>
    </message>
    <message>
        <source>proceed to the boarding battle</source>
        <translation>weiter zum Enterkampf</translation>
    </message>
    <message>
        <source>the boarding roll-off needs the wfa-naval rule table</source>
        <translation>der Vergleichswurf zum Entern braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;%1Marines&quot; is 0: a ship must have marines aboard to board (8.1); only the other side may attempt (8.4)</source>
        <translation>Eingabe „%1Marines“ ist 0: Ein Schiff muss Seesoldaten an Bord haben, um zu entern (8.1); nur die andere Seite darf es versuchen (8.4)</translation>
    </message>
    <message>
        <source>Boarding battle</source>
        <translation>Enterkampf</translation>
    </message>
    <message>
        <source>The marines fight: the defender rolls first hitting on 5-6, then both sides hit on 6; a ship without marines defends with 1 and is captured at the first hit.</source>
        <translation>Die Seesoldaten kämpfen: Der Verteidiger würfelt zuerst und trifft bei 5-6, danach treffen beide Seiten bei 6; ein Schiff ohne Seesoldaten verteidigt sich mit 1 und wird beim ersten Treffer gekapert.</translation>
    </message>
    <message>
        <source>The battle&apos;s ship whose marines board (optional).</source>
        <translation>Das Schiff der Schlacht, dessen Seesoldaten entern (optional).</translation>
    </message>
    <message>
        <source>Boarded ship</source>
        <translation>Geentertes Schiff</translation>
    </message>
    <message>
        <source>The battle&apos;s ship boarded (optional).</source>
        <translation>Das geenterte Schiff der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Attacking marines (MP)</source>
        <translation>Angreifende Seesoldaten (MP)</translation>
    </message>
    <message>
        <source>Current MP of the boarders.</source>
        <translation>Aktuelle MP der Entermannschaft.</translation>
    </message>
    <message>
        <source>Defending marines (MP)</source>
        <translation>Verteidigende Seesoldaten (MP)</translation>
    </message>
    <message>
        <source>0: no marines left, the ship defends with its intrinsic 1 (8.6.1).</source>
        <translation>0: keine Seesoldaten mehr, das Schiff verteidigt sich mit seinem Eigenwert 1 (8.6.1).</translation>
    </message>
    <message>
        <source>Break off at</source>
        <translation>Abbrechen bei</translation>
    </message>
    <message>
        <source>The attacker breaks off before its roll once its marines are at this MP or fewer (0: never).</source>
        <translation>Der Angreifer bricht vor seinem Wurf ab, sobald seine Seesoldaten bei diesen MP oder weniger sind (0: nie).</translation>
    </message>
    <message>
        <source>Next roll</source>
        <translation>Nächster Wurf</translation>
    </message>
    <message>
        <source>Whose roll comes next: the defender&apos;s first (5-6) at the start, then the attacker&apos;s and the defender&apos;s in turn (6).</source>
        <translation>Wer als Nächstes würfelt: zu Beginn der erste Wurf des Verteidigers (5-6), danach abwechselnd Angreifer und Verteidiger (6).</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <source>How many rolls to make now (round by round); 0: fight to the end.</source>
        <translation>Wie viele Würfe jetzt gemacht werden (Runde für Runde); 0: bis zum Ende kämpfen.</translation>
    </message>
    <message>
        <source>the boarding battle needs the wfa-naval rule table</source>
        <translation>der Enterkampf braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;attackerMarines&quot; is 0: only a ship with marines aboard can board (8.1)</source>
        <translation>Eingabe „attackerMarines“ ist 0: Nur ein Schiff mit Seesoldaten an Bord kann entern (8.1)</translation>
    </message>
    <message>
        <source>exact odds of this battle: %1</source>
        <translation>exakte Wahrscheinlichkeiten dieses Kampfs: %1</translation>
    </message>
    <message>
        <source>the boarded ship has no marines: it defends with its intrinsic %1, hitting on %2, and is captured at the first hit</source>
        <translation>das geenterte Schiff hat keine Seesoldaten: Es verteidigt sich mit seinem Eigenwert %1, trifft bei %2 und wird beim ersten Treffer gekapert</translation>
    </message>
    <message>
        <source>the boarding battle is still going after %1 rolls</source>
        <translation>der Enterkampf dauert nach %1 Würfen noch an</translation>
    </message>
    <message>
        <source>the attacking marines, down to %1 MP, break off</source>
        <translation>die angreifenden Seesoldaten, nur noch %1 MP, brechen ab</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>boarding battle: %1</source>
        <translation>Enterkampf: %1</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message>
        <source>%1: %2 need %3: %4: %5: attacking marines %6 → %7</source>
        <translation>%1: %2, Treffer bei %3: %4: %5: angreifende Seesoldaten %6 → %7</translation>
    </message>
    <message>
        <source>the defender&apos;s first roll</source>
        <translation>der erste Wurf des Verteidigers</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>der Verteidiger</translation>
    </message>
    <message>
        <source>the attacking marines are eliminated: the boarding is over</source>
        <translation>die angreifenden Seesoldaten sind ausgeschaltet: Das Entern ist vorbei</translation>
    </message>
    <message>
        <source>the attacker: %1 need %2: %3: %4: defending %5 %6 → %7</source>
        <translation>der Angreifer: %1, Treffer bei %2: %3: %4: Verteidigung (%5) %6 → %7</translation>
    </message>
    <message>
        <source>ship (intrinsic)</source>
        <translation>Schiff (Eigenwert)</translation>
    </message>
    <message>
        <source>marines</source>
        <translation>Seesoldaten</translation>
    </message>
    <message>
        <source>the defenders are eliminated: the ship is captured; the attacking marines go back to their ship</source>
        <translation>die Verteidiger sind ausgeschaltet: Das Schiff ist gekapert; die angreifenden Seesoldaten kehren auf ihr Schiff zurück</translation>
    </message>
    <message>
        <source>the boarding ship&apos;s marines: %1 MP</source>
        <translation>Seesoldaten des enternden Schiffs: %1 MP</translation>
    </message>
    <message>
        <source>the boarded ship&apos;s marines: %1 MP</source>
        <translation>Seesoldaten des geenterten Schiffs: %1 MP</translation>
    </message>
    <message>
        <source>%1&apos;s marines (%2 MP) board %3 (marines %4 MP)</source>
        <translation>Seesoldaten von %1 (%2 MP) entern %3 (Seesoldaten %4 MP)</translation>
    </message>
    <message>
        <source>%1&apos;s marines: %2 MP</source>
        <translation>Seesoldaten von %1: %2 MP</translation>
    </message>
    <message>
        <source>%1 is captured and removed from the board; it counts for victory</source>
        <translation>%1 ist gekapert und wird vom Spielplan entfernt; es zählt für den Sieg</translation>
    </message>
    <message>
        <source>the boarded ship</source>
        <translation>das geenterte Schiff</translation>
    </message>
    <message>
        <source>boarding roll of the higher-rated ship</source>
        <translation>Enterwurf des Schiffs mit dem höheren Wert</translation>
    </message>
    <message>
        <source>boarding roll of the lower-rated ship</source>
        <translation>Enterwurf des Schiffs mit dem niedrigeren Wert</translation>
    </message>
    <message>
        <source>roll-off of the higher-rated ship</source>
        <translation>Vergleichswurf des Schiffs mit dem höheren Wert</translation>
    </message>
    <message>
        <source>roll-off of the lower-rated ship</source>
        <translation>Vergleichswurf des Schiffs mit dem niedrigeren Wert</translation>
    </message>
    <message>
        <source>then, for the winner&apos;s attempt</source>
        <translation>dann für den Versuch des Gewinners</translation>
    </message>
    <message>
        <source>defending marines, one die per MP</source>
        <translation>verteidigende Seesoldaten, ein Würfel je MP</translation>
    </message>
    <message>
        <source>each defender&apos;s roll, the first hitting on 5-6, then on 6</source>
        <translation>jeder Wurf des Verteidigers, der erste trifft bei 5-6, danach bei 6</translation>
    </message>
    <message>
        <source>boarding marines, one die per MP</source>
        <translation>enternde Seesoldaten, ein Würfel je MP</translation>
    </message>
    <message>
        <source>each attacker&apos;s roll, hitting on 6</source>
        <translation>jeder Wurf des Angreifers, trifft bei 6</translation>
    </message>
    <message>
        <source>the exact odds of a whole boarding battle come from its chain (WfaBattleOdds), not from walking its dice; give &quot;rolls&quot; to enumerate that many rolls</source>
        <translation>die exakten Wahrscheinlichkeiten eines ganzen Enterkampfs kommen aus seiner Kette (WfaBattleOdds), nicht aus dem Durchlaufen seiner Würfel; geben Sie „rolls“ an, um entsprechend viele Würfe aufzuzählen</translation>
    </message>
    <message>
        <source>The side that wins a tied roll-off (the scenario&apos;s commander&apos;s advantage); needed only when the ratings are close enough for a tie.</source>
        <translation>Die Seite, die einen unentschiedenen Vergleichswurf gewinnt (der Vorteil des Befehlshabers im Szenario); nur nötig, wenn die Werte nah genug für ein Unentschieden liegen.</translation>
    </message>
    <message>
        <source>input &quot;advantage&quot; is needed: damage ratings %1 and %2 differ by %3, so the roll-off can tie, and the commander&apos;s advantage (a or b) wins a tie (8.5, 7.1)</source>
        <translation>Eingabe „advantage“ wird gebraucht: die Schadenswerte %1 und %2 unterscheiden sich um %3, der Vergleichswurf kann also unentschieden ausgehen, und der Vorteil des Befehlshabers (a oder b) gewinnt ein Unentschieden (8.5, 7.1)</translation>
    </message>
</context>
<context>
    <name>adj::WfaCommand</name>
    <message>
        <source>Command ship lost</source>
        <translation>Flaggschiff verloren</translation>
    </message>
    <message>
        <source>The squadron command ship was sunk or captured: designate another. For the rest of this turn the side makes single-ship moves only; next turn it gets one plotted move fewer; the move lost for a crippled original command ship remains.</source>
        <translation>Das Flaggschiff des Geschwaders wurde versenkt oder gekapert: ein anderes bestimmen. Für den Rest dieses Zuges macht die Seite nur Einzelschiffbewegungen; im nächsten Zug erhält sie einen geplanten Zug weniger; der verlorene Zug für ein schwer beschädigtes ursprüngliches Flaggschiff bleibt bestehen.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>The side that lost its command ship: its name, or a / b.</source>
        <translation>Die Seite, die ihr Flaggschiff verloren hat: ihr Name oder a / b.</translation>
    </message>
    <message>
        <source>New command ship</source>
        <translation>Neues Flaggschiff</translation>
    </message>
    <message>
        <source>The ship designated as the squadron command ship (optional).</source>
        <translation>Das Schiff, das zum Flaggschiff des Geschwaders bestimmt wird (optional).</translation>
    </message>
    <message>
        <source>Original had fallen to half</source>
        <translation>Ursprüngliches Flaggschiff auf halbem Wert</translation>
    </message>
    <message>
        <source>Whether the lost command ship had fallen to half damage (auto: yes when sunk, no when captured).</source>
        <translation>Ob das verlorene Flaggschiff auf halben Schadenswert gefallen war (auto: ja bei versenkt, nein bei gekapert).</translation>
    </message>
    <message>
        <source>Command losses</source>
        <translation>Flaggschiffverluste</translation>
    </message>
    <message>
        <source>The battle&apos;s command ship losses (wfa.command).</source>
        <translation>Die Flaggschiffverluste der Schlacht (wfa.command).</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Schiffe auf dem Spielplan</translation>
    </message>
    <message>
        <source>The battle&apos;s ships, board and turn.</source>
        <translation>Schiffe, Spielplan und Zug der Schlacht.</translation>
    </message>
    <message>
        <source>input &quot;side&quot; is &quot;%1&quot;: the sides are %2 (a) and %3 (b)</source>
        <translation>Eingabe „side“ ist „%1“: Die Seiten sind %2 (a) und %3 (b)</translation>
    </message>
    <message>
        <source>%1 has no sunk or captured squadron command ship: 9.5 applies once the command ship is destroyed</source>
        <translation>%1 hat kein versenktes oder gekapertes Flaggschiff des Geschwaders: 9.5 gilt erst, wenn das Flaggschiff zerstört ist</translation>
    </message>
    <message>
        <source>input &quot;newCommand&quot;: %1 is not a ship of %2 on the board</source>
        <translation>Eingabe „newCommand“: %1 ist kein Schiff von %2 auf dem Spielplan</translation>
    </message>
    <message>
        <source>%1 lost its squadron command ship %2 (%3) in turn %4: single-ship moves only for the rest of the turn, one plotted move fewer next turn</source>
        <translation>%1 hat in Zug %4 das Flaggschiff des Geschwaders %2 (%3) verloren: für den Rest des Zuges nur Einzelschiffbewegungen, im nächsten Zug ein geplanter Zug weniger</translation>
    </message>
    <message>
        <source>%1 had fallen to half damage: its plotted move lost remains</source>
        <translation>%1 war auf halben Schadenswert gefallen: Der verlorene geplante Zug bleibt bestehen</translation>
    </message>
    <message>
        <source>%1 no longer commands</source>
        <translation>%1 hat nicht mehr das Kommando</translation>
    </message>
    <message>
        <source>%1 is the squadron command ship</source>
        <translation>%1 ist das Flaggschiff des Geschwaders</translation>
    </message>
    <message>
        <source>%1 designates %2 as its command ship</source>
        <translation>%1 bestimmt %2 zum Flaggschiff</translation>
    </message>
    <message>
        <source>%1 lost %2 in turn %3</source>
        <translation>%1 hat %2 in Zug %3 verloren</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Kommando: %1</translation>
    </message>
    <message>
        <source>The battle&apos;s command ship losses (wfa.command, 9.5).</source>
        <translation>Die Flaggschiffverluste der Schlacht (wfa.command, 9.5).</translation>
    </message>
    <message>
        <source>Command ships named</source>
        <translation>Genannte Flaggschiffe</translation>
    </message>
    <message>
        <source>The squadron command ships among the ships the inputs name (9.5).</source>
        <translation>Die Flaggschiffe der Geschwader unter den in den Eingaben genannten Schiffen (9.5).</translation>
    </message>
    <message>
        <source>%1 was %2&apos;s squadron command ship, now %3: %2 may designate another (its command mark); single-ship moves only for the rest of turn %4, one plotted move fewer in turn %5</source>
        <translation>%1 war das Flaggschiff des Geschwaders von %2, jetzt %3: %2 darf ein anderes bestimmen (es erhält die Kommandomarkierung); für den Rest von Zug %4 nur Einzelschiffbewegungen, in Zug %5 ein geplanter Zug weniger</translation>
    </message>
    <message>
        <source>sunk</source>
        <translation>versenkt</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gekapert</translation>
    </message>
</context>
<context>
    <name>adj::WfaFire</name>
    <message>
        <source>%1 hex</source>
        <translation>%1: Hexfeld</translation>
    </message>
    <message>
        <source>Hex label CCRR (optional; with all four positions side, range and aspect are computed).</source>
        <translation>Hexfeld-Bezeichnung CCRR (optional; mit allen vier Positionen werden Seite, Entfernung und Ausrichtung berechnet).</translation>
    </message>
    <message>
        <source>%1 heading</source>
        <translation>%1: Kurs</translation>
    </message>
    <message>
        <source>Hex side 1-6 the bow points to.</source>
        <translation>Hexseite 1-6, auf die der Bug zeigt.</translation>
    </message>
    <message>
        <source>Hex label CCRR (optional).</source>
        <translation>Hexfeld-Bezeichnung CCRR (optional).</translation>
    </message>
    <message>
        <source>Other ships</source>
        <translation>Andere Schiffe</translation>
    </message>
    <message>
        <source>Hex labels of every other ship on the board, comma separated: they block line of sight (3.3) and share hexes (3.4).</source>
        <translation>Hexfeld-Bezeichnungen aller anderen Schiffe auf dem Spielplan, durch Kommas getrennt: Sie blockieren die Sichtlinie (3.3) und teilen sich Hexfelder (3.4).</translation>
    </message>
    <message>
        <source>Board columns</source>
        <translation>Spalten des Spielplans</translation>
    </message>
    <message>
        <source>Columns of the hex board.</source>
        <translation>Spalten des Hex-Spielplans.</translation>
    </message>
    <message>
        <source>Board rows</source>
        <translation>Reihen des Spielplans</translation>
    </message>
    <message>
        <source>Rows of the hex board.</source>
        <translation>Reihen des Hex-Spielplans.</translation>
    </message>
    <message>
        <source>Board layout</source>
        <translation>Spielplan-Layout</translation>
    </message>
    <message>
        <source>Which columns or rows are shoved half a hex.</source>
        <translation>Welche Spalten oder Reihen um ein halbes Hexfeld versetzt sind.</translation>
    </message>
    <message>
        <source>%1 guns</source>
        <translation>%1: Geschütze</translation>
    </message>
    <message>
        <source>Guns per side: dice per broadside.</source>
        <translation>Geschütze pro Seite: Würfel pro Breitseite.</translation>
    </message>
    <message>
        <source>%1 damage rating</source>
        <translation>%1: Schadenswert</translation>
    </message>
    <message>
        <source>Current damage rating.</source>
        <translation>Aktueller Schadenswert.</translation>
    </message>
    <message>
        <source>%1 starting damage rating</source>
        <translation>%1: Anfangs-Schadenswert</translation>
    </message>
    <message>
        <source>Damage rating at the start: crippled at half or less.</source>
        <translation>Schadenswert zu Beginn: schwer beschädigt bei der Hälfte oder weniger.</translation>
    </message>
    <message>
        <source>%1 fires from</source>
        <translation>%1: Feuerseite</translation>
    </message>
    <message>
        <source>Port or starboard; auto from the positions.</source>
        <translation>Backbord oder Steuerbord; automatisch aus den Positionen.</translation>
    </message>
    <message>
        <source>%1 aspect</source>
        <translation>%1: Ausrichtung</translation>
    </message>
    <message>
        <source>Broadside or crossing the T; auto from the positions.</source>
        <translation>Breitseite oder Kreuzen des T; automatisch aus den Positionen.</translation>
    </message>
    <message>
        <source>%1 port fired</source>
        <translation>%1: Backbord hat gefeuert</translation>
    </message>
    <message>
        <source>The port side has fired this turn.</source>
        <translation>Die Backbordseite hat in diesem Zug gefeuert.</translation>
    </message>
    <message>
        <source>%1 starboard fired</source>
        <translation>%1: Steuerbord hat gefeuert</translation>
    </message>
    <message>
        <source>The starboard side has fired this turn.</source>
        <translation>Die Steuerbordseite hat in diesem Zug gefeuert.</translation>
    </message>
    <message>
        <source>%1 shares its hex</source>
        <translation>%1: teilt sein Hexfeld</translation>
    </message>
    <message>
        <source>Another ship is in its hex (no fire in or out).</source>
        <translation>Ein weiteres Schiff ist in seinem Hexfeld (kein Feuer hinein oder heraus).</translation>
    </message>
    <message>
        <source>%1 sunk after declaring</source>
        <translation>%1: nach der Ansage versenkt</translation>
    </message>
    <message>
        <source>Declared its fire and was sunk before rolling: it still fires.</source>
        <translation>Hat sein Feuer angesagt und wurde vor dem Würfeln versenkt: Es feuert trotzdem.</translation>
    </message>
    <message>
        <source>positions need all of %1; missing: %2</source>
        <translation>für die Positionen werden alle von %1 benötigt; es fehlt: %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2</source>
        <translation>Eingabe „%1“: %2</translation>
    </message>
    <message>
        <source>one hex</source>
        <translation>ein Hexfeld</translation>
    </message>
    <message>
        <source>input &quot;otherShips&quot;: %1</source>
        <translation>Eingabe „otherShips“: %1</translation>
    </message>
    <message>
        <source>input &quot;%1Damage&quot; is %2, above the starting rating %3</source>
        <translation>Eingabe „%1Damage“ ist %2, über dem Anfangswert %3</translation>
    </message>
    <message>
        <source>crippled (%1 of %2) -%3 die (6.6)</source>
        <translation>schwer beschädigt (%1 von %2) -%3 Würfel (6.6)</translation>
    </message>
    <message>
        <source>never below %1 die (6.6)</source>
        <translation>nie unter %1 Würfel (6.6)</translation>
    </message>
    <message>
        <source>%1 is sunk (damage rating 0) and cannot fire (6.7)</source>
        <translation>%1 ist versenkt (Schadenswert 0) und kann nicht feuern (6.7)</translation>
    </message>
    <message>
        <source>%1 is already sunk (6.7)</source>
        <translation>%1 ist bereits versenkt (6.7)</translation>
    </message>
    <message>
        <source>input &quot;range&quot; is %1 but the positions are %2 hexes apart</source>
        <translation>Eingabe „range“ ist %1, aber die Positionen liegen %2 Hexfelder auseinander</translation>
    </message>
    <message>
        <source>%1 shares its hex with another ship: it may not fire until it clears the hex (3.4)</source>
        <translation>%1 teilt sein Hexfeld mit einem anderen Schiff: Es darf erst feuern, wenn es das Hexfeld verlassen hat (3.4)</translation>
    </message>
    <message>
        <source>%1 shares its hex with another ship: no ship may fire at it (3.4)</source>
        <translation>%1 teilt sein Hexfeld mit einem anderen Schiff: Kein Schiff darf darauf feuern (3.4)</translation>
    </message>
    <message>
        <source>input &quot;range&quot; is needed (1-%1 hexes) when the positions are not given</source>
        <translation>Eingabe „range“ wird benötigt (1-%1 Hexfelder), wenn die Positionen nicht angegeben sind</translation>
    </message>
    <message>
        <source>%1 hexes is beyond the %2-hex range of ship guns (6.3)</source>
        <translation>%1 Hexfelder liegen außerhalb der Reichweite von %2 Hexfeldern für Schiffsgeschütze (6.3)</translation>
    </message>
    <message>
        <source>%1 lies off the %2 of %3: a ship may not fire from its bow or stern (6.4)</source>
        <translation>%1 liegt in Richtung %2 von %3: Ein Schiff darf nicht über Bug oder Heck feuern (6.4)</translation>
    </message>
    <message>
        <source>%1 lies off the %2 side of %3, not the %4 side (6.4)</source>
        <translation>%1 liegt auf der %2-Seite von %3, nicht auf der Seite %4 (6.4)</translation>
    </message>
    <message>
        <source>target off the %1 side (6.4)</source>
        <translation>Ziel auf der %1-Seite (6.4)</translation>
    </message>
    <message>
        <source>input &quot;side&quot;: choose port or starboard when the positions are not given (6.4)</source>
        <translation>Eingabe „side“: port oder starboard wählen, wenn die Positionen nicht angegeben sind (6.4)</translation>
    </message>
    <message>
        <source>the %1 side of %2 has already fired this turn (6.1)</source>
        <translation>die %1-Seite von %2 hat in diesem Zug bereits gefeuert (6.1)</translation>
    </message>
    <message>
        <source>no line of sight from %1 to %2: %3 (3.3)</source>
        <translation>keine Sichtlinie von %1 zu %2: %3 (3.3)</translation>
    </message>
    <message>
        <source>no line of sight: a ship between blocks it (3.3)</source>
        <translation>keine Sichtlinie: Ein Schiff dazwischen blockiert sie (3.3)</translation>
    </message>
    <message>
        <source>%1 is on the bow or stern line of %2: that is crossing the T, not a broadside (6.4)</source>
        <translation>%1 liegt auf der Bug- oder Hecklinie von %2: Das ist ein Kreuzen des T, keine Breitseite (6.4)</translation>
    </message>
    <message>
        <source>%1 is not on the bow or stern line of %2: it cannot cross the T (6.4)</source>
        <translation>%1 liegt nicht auf der Bug- oder Hecklinie von %2: Das T kann nicht gekreuzt werden (6.4)</translation>
    </message>
    <message>
        <source>input &quot;aspect&quot;: choose broadside or crossing-t when the positions are not given (6.4)</source>
        <translation>Eingabe „aspect“: broadside oder crossing-t wählen, wenn die Positionen nicht angegeben sind (6.4)</translation>
    </message>
    <message>
        <source>sunk before rolling, still fires (9.7)</source>
        <translation>vor dem Würfeln versenkt, feuert trotzdem (9.7)</translation>
    </message>
    <message>
        <source>crossing the T</source>
        <translation>Kreuzen des T</translation>
    </message>
    <message>
        <source>broadside</source>
        <translation>Breitseite</translation>
    </message>
    <message>
        <source>at 1 hex</source>
        <translation>auf 1 Hexfeld Entfernung</translation>
    </message>
    <message>
        <source>at %1 hexes</source>
        <translation>auf %1 Hexfelder Entfernung</translation>
    </message>
    <message>
        <source>%1 %2 side %3 %4</source>
        <translation>%1, %2-Seite, %3 %4</translation>
    </message>
    <message>
        <source>%1 fires its %2 side, %3 %4 at %5: %6 need %7</source>
        <translation>%1 feuert mit der %2-Seite (%3, %4) auf %5: %6, Treffer bei %7</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>the %1 side of %2 has fired this turn</source>
        <translation>die %1-Seite von %2 hat in diesem Zug gefeuert</translation>
    </message>
    <message>
        <source>fire is simultaneous: the hits take effect after every ship has fired</source>
        <translation>das Feuer ist gleichzeitig: Die Treffer wirken erst, nachdem alle Schiffe gefeuert haben</translation>
    </message>
    <message>
        <source>%1 takes %2 damage: rating %3 → %4</source>
        <translation>%1 erleidet %2 Schaden: Wert %3 → %4</translation>
    </message>
    <message>
        <source>%1 is sunk</source>
        <translation>%1 ist versenkt</translation>
    </message>
    <message>
        <source>%1 is at half damage or less (%2 of %3): flip it; one plotted move and one die fewer</source>
        <translation>%1 ist bei halbem Schadenswert oder weniger (%2 von %3): umdrehen; ein geplanter Zug und ein Würfel weniger</translation>
    </message>
    <message>
        <source>Fire a broadside</source>
        <translation>Breitseite abfeuern</translation>
    </message>
    <message>
        <source>One side of a ship fires at an enemy ship in range and line of sight.</source>
        <translation>Eine Seite eines Schiffs feuert auf ein feindliches Schiff in Reichweite und Sichtlinie.</translation>
    </message>
    <message>
        <source>Firing ship</source>
        <translation>Feuerndes Schiff</translation>
    </message>
    <message>
        <source>The battle&apos;s ship that fires (optional).</source>
        <translation>Das feuernde Schiff der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Target ship</source>
        <translation>Zielschiff</translation>
    </message>
    <message>
        <source>The battle&apos;s ship fired at (optional).</source>
        <translation>Das beschossene Schiff der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Feuerndes Schiff</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Firer shares its hex</source>
        <translation>Feuerndes Schiff teilt sein Hexfeld</translation>
    </message>
    <message>
        <source>Another ship is in the firer&apos;s hex (no fire out of it).</source>
        <translation>Ein weiteres Schiff ist im Hexfeld des feuernden Schiffs (kein Feuer heraus).</translation>
    </message>
    <message>
        <source>Target shares its hex</source>
        <translation>Ziel teilt sein Hexfeld</translation>
    </message>
    <message>
        <source>Another ship is in the target&apos;s hex (no fire into it).</source>
        <translation>Ein weiteres Schiff ist im Hexfeld des Ziels (kein Feuer hinein).</translation>
    </message>
    <message>
        <source>Range (hexes)</source>
        <translation>Entfernung (Hexfelder)</translation>
    </message>
    <message>
        <source>0: measured from the positions.</source>
        <translation>0: aus den Positionen ermittelt.</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <source>False when a ship between blocks it (computed when positions are given).</source>
        <translation>Aus, wenn ein Schiff dazwischen sie blockiert (wird berechnet, wenn Positionen angegeben sind).</translation>
    </message>
    <message>
        <source>Simultaneous fire</source>
        <translation>Gleichzeitiges Feuer</translation>
    </message>
    <message>
        <source>Two ships fire at each other in the same plotted move; hits apply after both have fired.</source>
        <translation>Zwei Schiffe feuern im selben geplanten Zug aufeinander; die Treffer wirken, nachdem beide gefeuert haben.</translation>
    </message>
    <message>
        <source>Ship A</source>
        <translation>Schiff A</translation>
    </message>
    <message>
        <source>The battle&apos;s ship A (optional).</source>
        <translation>Schiff A der Schlacht (optional).</translation>
    </message>
    <message>
        <source>Ship B</source>
        <translation>Schiff B</translation>
    </message>
    <message>
        <source>The battle&apos;s ship B (optional).</source>
        <translation>Schiff B der Schlacht (optional).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>the fire action needs the wfa-naval rule table</source>
        <translation>der Beschuss braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;firerGuns&quot; is required</source>
        <translation>Eingabe „firerGuns“ ist erforderlich</translation>
    </message>
    <message>
        <source>the exchange action needs the wfa-naval rule table</source>
        <translation>der Schusswechsel braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>inputs &quot;aSide&quot; and &quot;bSide&quot;: at least one ship must fire</source>
        <translation>Eingaben „aSide“ und „bSide“: Mindestens ein Schiff muss feuern</translation>
    </message>
    <message>
        <source>input &quot;%1Guns&quot; is required for a ship that fires</source>
        <translation>Eingabe „%1Guns“ ist für ein feuerndes Schiff erforderlich</translation>
    </message>
    <message>
        <source>broadside dice</source>
        <translation>Breitseitenwürfel</translation>
    </message>
    <message>
        <source>ship A&apos;s broadside</source>
        <translation>Breitseite von Schiff A</translation>
    </message>
    <message>
        <source>if ship A fires</source>
        <translation>wenn Schiff A feuert</translation>
    </message>
    <message>
        <source>ship B&apos;s broadside</source>
        <translation>Breitseite von Schiff B</translation>
    </message>
    <message>
        <source>if ship B fires</source>
        <translation>wenn Schiff B feuert</translation>
    </message>
</context>
<context>
    <name>adj::WfaGeometry</name>
    <message>
        <source>bow</source>
        <translation>Bug</translation>
    </message>
    <message>
        <source>stern</source>
        <translation>Heck</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Backbord</translation>
    </message>
    <message>
        <source>starboard</source>
        <translation>Steuerbord</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex of the %2 x %3 board (labels are CCRR, e.g. 0304)</source>
        <translation>„%1“ ist kein Hexfeld des %2 x %3 großen Spielplans (Bezeichnungen sind CCRR, z. B. 0304)</translation>
    </message>
</context>
<context>
    <name>adj::WfaNaval</name>
    <message>
        <source>Wars for America (naval)</source>
        <translation>Wars for America (See)</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Backbord</translation>
    </message>
    <message>
        <source>starboard</source>
        <translation>Steuerbord</translation>
    </message>
    <message>
        <source>broadside</source>
        <translation>Breitseite</translation>
    </message>
    <message>
        <source>crossing the T</source>
        <translation>Kreuzen des T</translation>
    </message>
    <message>
        <source>the defender&apos;s first roll</source>
        <translation>der erste Wurf des Verteidigers</translation>
    </message>
    <message>
        <source>a wind direction, a hex side 1 to 6 (3.1)</source>
        <translation>eine Windrichtung, eine Hexfeldseite von 1 bis 6 (3.1)</translation>
    </message>
    <message>
        <source>wind &quot;%1&quot;: the wind is a direction, a hex side 1 to 6 (3.1)</source>
        <translation>Wind „%1“: der Wind ist eine Richtung, eine Hexfeldseite von 1 bis 6 (3.1)</translation>
    </message>
    <message>
        <source>Wind %1 (set by the referee)</source>
        <translation>Wind %1 (vom Schiedsrichter gesetzt)</translation>
    </message>
    <message>
        <source>a boarding was already attempted in hex %1 in turn %2 (8.4, 8.7: no further attempts that turn while the ships remain in the hex)</source>
        <translation>in Hexfeld %1 wurde in Zug %2 schon ein Entern versucht (8.4, 8.7: keine weiteren Versuche in diesem Zug, solange die Schiffe im Feld bleiben)</translation>
    </message>
    <message>
        <source>a boarding battle was already fought in hex %1 in turn %2 (8.7: one boarding action in a hex a turn)</source>
        <translation>in Hexfeld %1 wurde in Zug %2 schon ein Enterkampf geführt (8.7: ein Entern pro Hexfeld und Zug)</translation>
    </message>
</context>
<context>
    <name>adj::WfaNavalState</name>
    <message>
        <source>ship %1: needs an id, side a or b, a heading 1-6 and a hex on the board</source>
        <translation>Schiff %1: braucht eine ID, Seite a oder b, einen Kurs 1-6 und ein Hexfeld auf dem Spielplan</translation>
    </message>
    <message>
        <source>a single-ship move moves one ship (9.3)</source>
        <translation>eine Einzelschiffbewegung bewegt ein Schiff (9.3)</translation>
    </message>
    <message>
        <source>two ships in %1: they keep their headings, may not fire or be fired at, and may attempt boarding</source>
        <translation>zwei Schiffe in %1: Sie behalten ihren Kurs, dürfen weder feuern noch beschossen werden und dürfen einen Enterversuch unternehmen</translation>
    </message>
    <message>
        <source>the %1 side of ship %2 has already fired this turn (6.1)</source>
        <translation>die Seite %1 von Schiff %2 hat in diesem Zug bereits gefeuert (6.1)</translation>
    </message>
    <message>
        <source>a boarding action has already been made in %1 this turn (8.7)</source>
        <translation>in %1 wurde in diesem Zug bereits ein Enterversuch unternommen (8.7)</translation>
    </message>
    <message>
        <source>the naval state needs a board with width, height and layout</source>
        <translation>der Zustand der Seeschlacht braucht einen Spielplan mit Breite, Höhe und Layout</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>%1 is not a ship of side %2 on the board</source>
        <translation>%1 ist kein Schiff der Seite %2 auf dem Spielplan</translation>
    </message>
    <message>
        <source>%1 lost its command ship this turn: single-ship moves only (9.5)</source>
        <translation>%1 hat in diesem Zug das Flaggschiff verloren: nur Einzelschiffbewegungen (9.5)</translation>
    </message>
    <message>
        <source>%1 is not the squadron command ship: a squadron move moves the command ship (9.3)</source>
        <translation>%1 ist nicht das Flaggschiff des Geschwaders: Eine Geschwaderbewegung bewegt das Flaggschiff (9.3)</translation>
    </message>
    <message>
        <source>%1 is not another ship of the command ship&apos;s squadron (9.2)</source>
        <translation>%1 ist kein weiteres Schiff im Geschwader des Flaggschiffs (9.2)</translation>
    </message>
    <message>
        <source>%1 stops in %2</source>
        <translation>%1 hält in %2</translation>
    </message>
    <message>
        <source>%1 turns to %2 in %3: heading %4 → %5</source>
        <translation>%1 wendet (%2) in %3: Kurs %4 → %5</translation>
    </message>
    <message>
        <source>%1 would sail off the board from %2: shift the board first (1.1)</source>
        <translation>%1 würde von %2 aus den Spielplan verlassen: zuerst den Spielplan verschieben (1.1)</translation>
    </message>
    <message>
        <source>%1 sails straight from %2 to %3</source>
        <translation>%1 segelt geradeaus von %2 nach %3</translation>
    </message>
    <message>
        <source>%1 stays in %2: %3 already holds %4 ships, the move counts as a stop</source>
        <translation>%1 bleibt in %2: In %3 befinden sich bereits %4 Schiffe, die Bewegung zählt als Halt</translation>
    </message>
    <message>
        <source>%1 has no plotted move left</source>
        <translation>%1 hat keinen geplanten Zug mehr</translation>
    </message>
    <message>
        <source>%1 has no ship left on the board: its marker moves nothing</source>
        <translation>%1 hat kein Schiff mehr auf dem Spielplan: Der Marker bewegt nichts</translation>
    </message>
</context>
<context>
    <name>adj::WfaPlot</name>
    <message>
        <source>straight</source>
        <translation>Geradeaus</translation>
    </message>
    <message>
        <source>port turn</source>
        <translation>Backbordwende</translation>
    </message>
    <message>
        <source>starboard turn</source>
        <translation>Steuerbordwende</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>Halt</translation>
    </message>
    <message>
        <source>the plot has %1 markers but the side has %2 plotted moves this turn (5.6)</source>
        <translation>der Plan hat %1 Marker, aber die Seite hat in diesem Zug %2 geplante Züge (5.6)</translation>
    </message>
    <message>
        <source>the plot uses %1 %2 markers; each side has %3 of each kind (1.2.1, 5.1)</source>
        <translation>der Plan verwendet %1 Marker „%2“; jede Seite hat %3 von jeder Art (1.2.1, 5.1)</translation>
    </message>
    <message>
        <source>plot marker %1 is &quot;%2&quot;; it must be straight, port, starboard or stop</source>
        <translation>Planmarker %1 ist „%2“; er muss straight, port, starboard oder stop sein</translation>
    </message>
    <message>
        <source>markers %1 (%2) and %3 (%4) are both turns: no two consecutive turn actions in one turn (5.10)</source>
        <translation>Marker %1 (%2) und %3 (%4) sind beide Wenden: keine zwei aufeinanderfolgenden Wenden in einem Zug (5.10)</translation>
    </message>
</context>
<context>
    <name>adj::WfaPlotActions</name>
    <message>
        <source>Ship names</source>
        <translation>Schiffsnamen</translation>
    </message>
    <message>
        <source>The battle&apos;s names of the ships the inputs name, for the trace.</source>
        <translation>Die Namen der in den Eingaben genannten Schiffe in der Schlacht, für den Ablauf.</translation>
    </message>
    <message>
        <source>input &quot;fleet&quot;: no ships on a hex board: the battle needs a board and ships with positions (or give the fleet JSON)</source>
        <translation>Eingabe „fleet“: keine Schiffe auf einem Hex-Spielplan: Die Schlacht braucht einen Spielplan und Schiffe mit Positionen (oder das Flotten-JSON angeben)</translation>
    </message>
    <message>
        <source>input &quot;fleet&quot;: %1</source>
        <translation>Eingabe „fleet“: %1</translation>
    </message>
    <message>
        <source>input &quot;fleet&quot;: needs the battle&apos;s turn (1 or more)</source>
        <translation>Eingabe „fleet“: braucht den Zug der Schlacht (1 oder mehr)</translation>
    </message>
    <message>
        <source>Record a plot</source>
        <translation>Plan eintragen</translation>
    </message>
    <message>
        <source>Records one side&apos;s plotted move markers for this turn, left to right. Refused when the count is not the side&apos;s plotted moves (5.6, 9.4, 9.5), with two turns in a row (5.10), more than 3 markers of a kind (1.2.1), or once the side has plotted (5.9).</source>
        <translation>Trägt die Marker der geplanten Züge einer Seite für diesen Zug von links nach rechts ein. Abgelehnt, wenn die Anzahl nicht den geplanten Zügen der Seite entspricht (5.6, 9.4, 9.5), bei zwei Wenden hintereinander (5.10), bei mehr als 3 Markern einer Art (1.2.1) oder wenn die Seite bereits geplant hat (5.9).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>The side plotting: its name, or a / b.</source>
        <translation>Die planende Seite: ihr Name oder a / b.</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Scenario plotted moves</source>
        <translation>Geplante Züge laut Szenario</translation>
    </message>
    <message>
        <source>The scenario&apos;s plotted moves a turn (else the table&apos;s plot.base).</source>
        <translation>Die geplanten Züge pro Zug laut Szenario (sonst plot.base aus der Tabelle).</translation>
    </message>
    <message>
        <source>Wind direction</source>
        <translation>Windrichtung</translation>
    </message>
    <message>
        <source>This turn&apos;s wind (else the wind the battle keeps, rolled this turn).</source>
        <translation>Der Wind in diesem Zug (sonst der von der Schlacht gespeicherte, in diesem Zug gewürfelte Wind).</translation>
    </message>
    <message>
        <source>Command ship lost last turn</source>
        <translation>Flaggschiff im letzten Zug verloren</translation>
    </message>
    <message>
        <source>The squadron command ship was destroyed during the previous turn.</source>
        <translation>Das Flaggschiff des Geschwaders wurde im vorigen Zug zerstört.</translation>
    </message>
    <message>
        <source>Lost command ship was crippled</source>
        <translation>Verlorenes Flaggschiff war schwer beschädigt</translation>
    </message>
    <message>
        <source>The original command ship, now lost, had fallen to half damage: its -1 remains.</source>
        <translation>Das ursprüngliche, inzwischen verlorene Flaggschiff war auf halben Schadenswert gefallen: Sein -1 bleibt bestehen.</translation>
    </message>
    <message>
        <source>Plots of the turn</source>
        <translation>Pläne des Zuges</translation>
    </message>
    <message>
        <source>The battle&apos;s plots (wfa.plots).</source>
        <translation>Die Pläne der Schlacht (wfa.plots).</translation>
    </message>
    <message>
        <source>Wind kept</source>
        <translation>Gespeicherter Wind</translation>
    </message>
    <message>
        <source>The battle&apos;s wind (wfa.wind).</source>
        <translation>Der Wind der Schlacht (wfa.wind).</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Schiffe auf dem Spielplan</translation>
    </message>
    <message>
        <source>The battle&apos;s ships, board and turn.</source>
        <translation>Schiffe, Spielplan und Zug der Schlacht.</translation>
    </message>
    <message>
        <source>Command losses</source>
        <translation>Flaggschiffverluste</translation>
    </message>
    <message>
        <source>The battle&apos;s command ship losses (wfa.command, 9.5).</source>
        <translation>Die Flaggschiffverluste der Schlacht (wfa.command, 9.5).</translation>
    </message>
    <message>
        <source>the plot needs the wfa-naval rule table</source>
        <translation>der Plan braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;side&quot; is &quot;%1&quot;: the sides are %2 (a) and %3 (b)</source>
        <translation>Eingabe „side“ ist „%1“: Die Seiten sind %2 (a) und %3 (b)</translation>
    </message>
    <message>
        <source>the battle keeps no wind direction yet: resolve the wind change at the start of the turn (3.1) or give the input &quot;wind&quot;</source>
        <translation>die Schlacht hat noch keine Windrichtung gespeichert: den Windwechsel zu Beginn des Zuges auswerten (3.1) oder die Eingabe „wind“ angeben</translation>
    </message>
    <message>
        <source>the wind has not been rolled for turn %1 yet (last for turn %2): resolve the wind change first (3.1, 4.1) or give the input &quot;wind&quot;</source>
        <translation>für Zug %1 wurde der Wind noch nicht gewürfelt (zuletzt für Zug %2): zuerst den Windwechsel auswerten (3.1, 4.1) oder die Eingabe „wind“ angeben</translation>
    </message>
    <message>
        <source>%1 has no squadron command ship on the board: mark one of its ships as the command ship (9.2, 9.4)</source>
        <translation>%1 hat kein Flaggschiff des Geschwaders auf dem Spielplan: eines der eigenen Schiffe als Flaggschiff markieren (9.2, 9.4)</translation>
    </message>
    <message>
        <source>the command ship %1 has no damage rating</source>
        <translation>das Flaggschiff %1 hat keinen Schadenswert</translation>
    </message>
    <message>
        <source>the markers of turn %1 are being revealed: a plot cannot be made or changed now (5.9)</source>
        <translation>die Marker von Zug %1 werden gerade aufgedeckt: Ein Plan kann jetzt weder erstellt noch geändert werden (5.9)</translation>
    </message>
    <message>
        <source>%1 has already plotted turn %2; a plot cannot be cancelled (5.9): undo it to correct a mistake</source>
        <translation>%1 hat Zug %2 bereits geplant; ein Plan kann nicht zurückgezogen werden (5.9): zum Korrigieren eines Fehlers rückgängig machen</translation>
    </message>
    <message>
        <source>input &quot;markers&quot;: %1</source>
        <translation>Eingabe „markers“: %1</translation>
    </message>
    <message>
        <source>%1&apos;s plot for turn %2 is refused: %3. Plotted moves: %4</source>
        <translation>Der Plan von %1 für Zug %2 wird abgelehnt: %3. Geplante Züge: %4</translation>
    </message>
    <message>
        <source>%1 not yet</source>
        <translation>%1 noch nicht</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>Plots, turn %1: %2</source>
        <translation>Pläne, Zug %1: %2</translation>
    </message>
    <message>
        <source>%1 plots %2 markers for turn %3: %4 (command ship %5)</source>
        <translation>%1 plant %2 Marker für Zug %3: %4 (Flaggschiff %5)</translation>
    </message>
    <message>
        <source>Reveal the next marker</source>
        <translation>Nächsten Marker aufdecken</translation>
    </message>
    <message>
        <source>Both sides reveal their next plotted move marker; the side moving first moves first (3.1.1, 9.6). Each marker moves one ship, or the squadron command ship and any ships of its squadron with the same move (9.2, 9.3). A third ship&apos;s move into a hex becomes a stop (3.4, 8.2).</source>
        <translation>Beide Seiten decken ihren nächsten Marker für geplante Züge auf; die zuerst ziehende Seite zieht zuerst (3.1.1, 9.6). Jeder Marker bewegt ein Schiff oder das Flaggschiff des Geschwaders und beliebige Schiffe seines Geschwaders mit derselben Bewegung (9.2, 9.3). Die Bewegung eines dritten Schiffs in ein Hexfeld wird zum Halt (3.4, 8.2).</translation>
    </message>
    <message>
        <source>Side moving first</source>
        <translation>Zuerst ziehende Seite</translation>
    </message>
    <message>
        <source>Side %1 ship</source>
        <translation>Seite %1: Schiff</translation>
    </message>
    <message>
        <source>The ship side %1&apos;s marker moves (its only ship, or its command ship in a squadron move, when left empty).</source>
        <translation>Das Schiff, das der Marker von Seite %1 bewegt (leer: ihr einziges Schiff oder bei einer Geschwaderbewegung ihr Flaggschiff).</translation>
    </message>
    <message>
        <source>Side %1 squadron move</source>
        <translation>Seite %1: Geschwaderbewegung</translation>
    </message>
    <message>
        <source>The command ship moves and the ships named as followers make the exact same move.</source>
        <translation>Das Flaggschiff bewegt sich, und die als Folgeschiffe genannten Schiffe machen genau dieselbe Bewegung.</translation>
    </message>
    <message>
        <source>Side %1 followers</source>
        <translation>Seite %1: Folgeschiffe</translation>
    </message>
    <message>
        <source>Ships of the command ship&apos;s squadron following its move, separated by commas.</source>
        <translation>Schiffe im Geschwader des Flaggschiffs, die seiner Bewegung folgen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: ship %2 is not a ship of %3 on the board</source>
        <translation>Eingabe „%1“: Schiff %2 ist kein Schiff von %3 auf dem Spielplan</translation>
    </message>
    <message>
        <source>%1 has %2 ships on the board: name the ship its %3 marker moves (input &quot;%4&quot;), or make a squadron move (9.3)</source>
        <translation>%1 hat %2 Schiffe auf dem Spielplan: das Schiff nennen, das der Marker %3 bewegt (Eingabe „%4“), oder eine Geschwaderbewegung machen (9.3)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: no ship called &quot;%2&quot; on the board</source>
        <translation>Eingabe „%1“: kein Schiff namens „%2“ auf dem Spielplan</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: followers move only in a squadron move (tick &quot;%2&quot;, 9.3)</source>
        <translation>Eingabe „%1“: Folgeschiffe bewegen sich nur bei einer Geschwaderbewegung („%2“ ankreuzen, 9.3)</translation>
    </message>
    <message>
        <source>the reveal needs the wfa-naval rule table</source>
        <translation>das Aufdecken braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>%1 has not plotted turn %2 yet: both sides plot before the reveal (4.1, 5.7)</source>
        <translation>%1 hat Zug %2 noch nicht geplant: Beide Seiten planen vor dem Aufdecken (4.1, 5.7)</translation>
    </message>
    <message>
        <source>the battle&apos;s plots: %1</source>
        <translation>die Pläne der Schlacht: %1</translation>
    </message>
    <message>
        <source>all %1 markers of turn %2 have been revealed (5.8)</source>
        <translation>alle %1 Marker von Zug %2 wurden aufgedeckt (5.8)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 none</source>
        <translation>%1 keine</translation>
    </message>
    <message>
        <source>turn %1, marker %2 of %3 revealed: %4; %5 moves first</source>
        <translation>Zug %1, Marker %2 von %3 aufgedeckt: %4; %5 zieht zuerst</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 heading %2</source>
        <translation>%1 Kurs %2</translation>
    </message>
    <message>
        <source>Reveal, turn %1: marker %2 of %3</source>
        <translation>Aufdecken, Zug %1: Marker %2 von %3</translation>
    </message>
    <message>
        <source>sailed: %1</source>
        <translation>gesegelt: %1</translation>
    </message>
    <message>
        <source>turned: %1</source>
        <translation>gewendet: %1</translation>
    </message>
    <message>
        <source>held by two ships a hex: %1</source>
        <translation>angehalten, zwei Schiffe pro Hexfeld: %1</translation>
    </message>
    <message>
        <source>marker %1 of %2: %3</source>
        <translation>Marker %1 von %2: %3</translation>
    </message>
    <message>
        <source>no ship moved</source>
        <translation>kein Schiff bewegt</translation>
    </message>
    <message>
        <source>Chosen by the side with the wind gauge, else by the side with the commander&apos;s advantage (3.1.1, 7.1, 9.6). Left empty: that side moves first.</source>
        <translation>Bestimmt von der Seite mit der Luvstellung, sonst von der Seite mit dem Vorteil des Befehlshabers (3.1.1, 7.1, 9.6). Leer: Diese Seite zieht zuerst.</translation>
    </message>
    <message>
        <source>Commander&apos;s advantage</source>
        <translation>Vorteil des Befehlshabers</translation>
    </message>
    <message>
        <source>The scenario&apos;s side with the commander&apos;s advantage (else the battle&apos;s house rule scenario.commanderAdvantage).</source>
        <translation>Die Seite mit dem Vorteil des Befehlshabers laut Szenario (sonst die Hausregel scenario.commanderAdvantage der Schlacht).</translation>
    </message>
    <message>
        <source>%1 moves first, as the referee chose</source>
        <translation>%1 zieht zuerst, nach Wahl des Spielleiters</translation>
    </message>
    <message>
        <source>who moves first: the battle keeps no wind for turn %1, so the wind gauge is not known (3.1.1): resolve the wind change or give the input &quot;first&quot; (9.6)</source>
        <translation>wer zuerst zieht: Die Schlacht hat für Zug %1 keinen Wind gespeichert, daher ist die Luvstellung unbekannt (3.1.1): den Windwechsel auswerten oder die Eingabe „first“ angeben (9.6)</translation>
    </message>
    <message>
        <source>who moves first: %1. Give the input &quot;first&quot; or &quot;advantage&quot;, or set the battle&apos;s house rule scenario.commanderAdvantage (7.1, 9.6)</source>
        <translation>wer zuerst zieht: %1. Die Eingabe „first“ oder „advantage“ angeben oder die Hausregel scenario.commanderAdvantage der Schlacht setzen (7.1, 9.6)</translation>
    </message>
    <message>
        <source>%1 moves first (it may let %2 move first: input &quot;first&quot;)</source>
        <translation>%1 zieht zuerst (kann %2 den Vortritt lassen: Eingabe „first“)</translation>
    </message>
    <message>
        <source>Left to right: a letter a marker, S straight, R right (starboard), L left (port), X stop (&quot;SRS&quot;), or the words separated by commas.</source>
        <translation>Von links nach rechts ein Buchstabe je Marker: S geradeaus, R rechts (Steuerbord), L links (Backbord), X Halt („SRS“), oder die Wörter straight, starboard, port, stop durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>%1 is not a side of this battle</source>
        <translation>%1 ist keine Partei dieser Schlacht</translation>
    </message>
    <message>
        <source>the markers of turn %1 are being revealed (5.9)</source>
        <translation>die Marker von Zug %1 werden gerade aufgedeckt (5.9)</translation>
    </message>
    <message>
        <source>the wind of turn %1 is rolled first (3.1)</source>
        <translation>zuerst wird der Wind von Zug %1 gewürfelt (3.1)</translation>
    </message>
    <message>
        <source>%1 has no squadron command ship on the board (9.2, 9.4)</source>
        <translation>%1 hat kein Flaggschiff des Geschwaders auf dem Spielplan (9.2, 9.4)</translation>
    </message>
    <message numerus="yes">
        <source>type %1&apos;s %n marker(s) for turn %2 left to right: S straight, R starboard, L port, X stop (5.6, 5.7)</source>
        <translation>
            <numerusform>%1 legt für Zug %2 %n Marker von links nach rechts: S geradeaus, R Steuerbord, L Backbord, X Halt (5.6, 5.7)</numerusform>
            <numerusform>%1 legt für Zug %2 %n Marker von links nach rechts: S geradeaus, R Steuerbord, L Backbord, X Halt (5.6, 5.7)</numerusform>
        </translation>
    </message>
    <message>
        <source>S straight, R starboard, L port, X stop</source>
        <translation>S geradeaus, R Steuerbord, L Backbord, X Halt</translation>
    </message>
    <message>
        <source>both sides have plotted turn %1: reveal the markers one by one</source>
        <translation>beide Seiten haben Zug %1 geplant: die Marker einzeln aufdecken</translation>
    </message>
</context>
<context>
    <name>adj::WfaSecretChoices</name>
    <message>
        <source>&quot;%1&quot; is not part of a plot; it has only &quot;markers&quot;</source>
        <translation>„%1“ gehört nicht zu einem Plan; er hat nur „markers“</translation>
    </message>
    <message numerus="yes">
        <source>a plot is a list of %n marker(s), left to right (5.6, 5.7)</source>
        <translation>
            <numerusform>ein Plan ist eine Liste von %n Marker, von links nach rechts (5.6, 5.7)</numerusform>
            <numerusform>ein Plan ist eine Liste von %n Markern, von links nach rechts (5.6, 5.7)</numerusform>
        </translation>
    </message>
    <message>
        <source>a marker is S, R, L or X (5.1)</source>
        <translation>ein Marker ist S, R, L oder X (5.1)</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Geradeaus</translation>
    </message>
    <message>
        <source>Starboard (right)</source>
        <translation>Steuerbord (rechts)</translation>
    </message>
    <message>
        <source>Port (left)</source>
        <translation>Backbord (links)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Halt</translation>
    </message>
    <message>
        <source>Plot your moves (5.7)</source>
        <translation>Planen Sie Ihre Züge (5.7)</translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) to plot, left to right</source>
        <translation>
            <numerusform>%n Marker zu planen, von links nach rechts</numerusform>
            <numerusform>%n Marker zu planen, von links nach rechts</numerusform>
        </translation>
    </message>
    <message>
        <source>at most %1 of a kind</source>
        <translation>höchstens %1 einer Art</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
</context>
<context>
    <name>adj::WfaTable</name>
    <message>
        <source>wfa-naval table entry %1 is not a range in hexes</source>
        <translation>wfa-naval-Tabelleneintrag %1 ist keine Entfernung in Hexfeldern</translation>
    </message>
    <message>
        <source>wfa-naval table entries wind.rightFace and wind.leftFace name the same face</source>
        <translation>die wfa-naval-Tabelleneinträge wind.rightFace und wind.leftFace nennen dieselbe Augenzahl</translation>
    </message>
    <message>
        <source>wfa-naval table entry damage.crippledNumerator must not exceed the denominator</source>
        <translation>wfa-naval-Tabelleneintrag damage.crippledNumerator darf den Nenner nicht übersteigen</translation>
    </message>
</context>
<context>
    <name>adj::WfaTurn</name>
    <message>
        <source>Turn %1: roll for the wind change (wind %2 now), then see who has the wind gauge</source>
        <translation>Zug %1: für den Windwechsel würfeln (jetzt Wind %2), dann feststellen, wer die Luvstellung hat</translation>
    </message>
    <message>
        <source>Turn %1: the battle keeps no wind yet: give the scenario&apos;s wind and roll for the wind change, then see who has the wind gauge</source>
        <translation>Zug %1: Die Schlacht führt noch keinen Wind: den Wind des Szenarios angeben und für den Windwechsel würfeln, dann feststellen, wer die Luvstellung hat</translation>
    </message>
    <message>
        <source>%1 has not plotted turn %2: its plotted move markers, left to right</source>
        <translation>%1 hat Zug %2 nicht geplant: ihre Marker der geplanten Züge, von links nach rechts</translation>
    </message>
    <message>
        <source>Turn %1: reveal marker %2 of %3 and move the ships</source>
        <translation>Zug %1: Marker %2 von %3 aufdecken und die Schiffe bewegen</translation>
    </message>
    <message>
        <source>%1 may still fire a broadside this turn, at %2</source>
        <translation>%1 darf in diesem Zug noch eine Breitseite feuern, auf %2</translation>
    </message>
</context>
<context>
    <name>adj::WfaWind</name>
    <message>
        <source>both sides have the wind gauge</source>
        <translation>beide Seiten haben die Luvstellung</translation>
    </message>
    <message>
        <source>neither side has the wind gauge</source>
        <translation>keine Seite hat die Luvstellung</translation>
    </message>
    <message>
        <source>the scenario gives %1 plotted moves</source>
        <translation>das Szenario gibt %1 geplante Züge vor</translation>
    </message>
    <message>
        <source>the command ship (heading %1) has the wind gauge with the wind at %2: +%3</source>
        <translation>das Flaggschiff (Kurs %1) hat bei Windrichtung %2 die Luvstellung: +%3</translation>
    </message>
    <message>
        <source>the command ship (heading %1) does not have the wind gauge with the wind at %2</source>
        <translation>das Flaggschiff (Kurs %1) hat bei Windrichtung %2 nicht die Luvstellung</translation>
    </message>
    <message>
        <source>the command ship is at half damage or less (%1 of %2): -%3</source>
        <translation>das Flaggschiff ist bei halbem Schadenswert oder weniger (%1 von %2): -%3</translation>
    </message>
    <message>
        <source>the lost original command ship had fallen to half damage: -%1 remains</source>
        <translation>das verlorene ursprüngliche Flaggschiff war auf halben Schadenswert gefallen: -%1 bleibt</translation>
    </message>
    <message>
        <source>the squadron command ship was lost last turn: -%1</source>
        <translation>das Flaggschiff des Geschwaders ging im letzten Zug verloren: -%1</translation>
    </message>
    <message>
        <source>never fewer than %1</source>
        <translation>nie weniger als %1</translation>
    </message>
    <message>
        <source>%1 plotted moves this turn</source>
        <translation>%1 geplante Züge in diesem Zug</translation>
    </message>
    <message>
        <source>Wind change</source>
        <translation>Windwechsel</translation>
    </message>
    <message>
        <source>Wind direction</source>
        <translation>Windrichtung</translation>
    </message>
    <message>
        <source>Side A command ship heading</source>
        <translation>Seite A: Kurs des Flaggschiffs</translation>
    </message>
    <message>
        <source>Optional: for the wind gauge and who moves first.</source>
        <translation>Optional: für die Luvstellung und wer zuerst zieht.</translation>
    </message>
    <message>
        <source>Side B command ship heading</source>
        <translation>Seite B: Kurs des Flaggschiffs</translation>
    </message>
    <message>
        <source>Commander&apos;s advantage</source>
        <translation>Vorteil des Befehlshabers</translation>
    </message>
    <message>
        <source>Counter side</source>
        <translation>Seite des Zählers</translation>
    </message>
    <message>
        <source>the wind change needs the wfa-naval rule table</source>
        <translation>der Windwechsel braucht die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>inputs &quot;aHeading&quot; and &quot;bHeading&quot;: give both command ships&apos; headings or neither</source>
        <translation>Eingaben „aHeading“ und „bHeading“: die Kurse beider Flaggschiffe angeben oder keinen</translation>
    </message>
    <message>
        <source>wind change</source>
        <translation>Windwechsel</translation>
    </message>
    <message>
        <source>wind %1, roll %2: one hex side to the right → %3</source>
        <translation>Wind %1, Wurf %2: eine Hexseite nach rechts → %3</translation>
    </message>
    <message>
        <source>wind %1, roll %2: one hex side to the left → %3</source>
        <translation>Wind %1, Wurf %2: eine Hexseite nach links → %3</translation>
    </message>
    <message>
        <source>wind %1, roll %2: no change</source>
        <translation>Wind %1, Wurf %2: keine Änderung</translation>
    </message>
    <message>
        <source>wind direction %1 → %2</source>
        <translation>Windrichtung %1 → %2</translation>
    </message>
    <message>
        <source>wind gauge</source>
        <translation>Luvstellung</translation>
    </message>
    <message>
        <source>no wind gauge</source>
        <translation>keine Luvstellung</translation>
    </message>
    <message>
        <source>Plotted moves this turn</source>
        <translation>Geplante Züge in diesem Zug</translation>
    </message>
    <message>
        <source>How many plotted move markers a side gets: the scenario&apos;s base, +1 with the wind gauge, -1 for a crippled command ship, -1 the turn after losing it. Only the command ship counts (9.4).</source>
        <translation>Wie viele Marker für geplante Züge eine Seite erhält: der Grundwert des Szenarios, +1 mit Luvstellung, -1 für ein schwer beschädigtes Flaggschiff, -1 im Zug nach seinem Verlust. Nur das Flaggschiff zählt (9.4).</translation>
    </message>
    <message>
        <source>Scenario plotted moves</source>
        <translation>Geplante Züge laut Szenario</translation>
    </message>
    <message>
        <source>Command ship heading</source>
        <translation>Kurs des Flaggschiffs</translation>
    </message>
    <message>
        <source>Hex side the squadron command ship&apos;s bow points to (in a single-ship action, the ship&apos;s).</source>
        <translation>Hexseite, auf die der Bug des Flaggschiffs des Geschwaders zeigt (bei einer Einzelschiffaktion der Bug des Schiffs).</translation>
    </message>
    <message>
        <source>This turn&apos;s wind direction.</source>
        <translation>Windrichtung in diesem Zug.</translation>
    </message>
    <message>
        <source>Command ship damage rating</source>
        <translation>Schadenswert des Flaggschiffs</translation>
    </message>
    <message>
        <source>Current damage rating.</source>
        <translation>Aktueller Schadenswert.</translation>
    </message>
    <message>
        <source>Command ship starting rating</source>
        <translation>Anfangswert des Flaggschiffs</translation>
    </message>
    <message>
        <source>Starting damage rating.</source>
        <translation>Anfangs-Schadenswert.</translation>
    </message>
    <message>
        <source>Command ship lost last turn</source>
        <translation>Flaggschiff im letzten Zug verloren</translation>
    </message>
    <message>
        <source>The squadron command ship was destroyed during the previous turn.</source>
        <translation>Das Flaggschiff des Geschwaders wurde im vorigen Zug zerstört.</translation>
    </message>
    <message>
        <source>Lost command ship was crippled</source>
        <translation>Verlorenes Flaggschiff war schwer beschädigt</translation>
    </message>
    <message>
        <source>The original command ship, now lost, had fallen to half damage: its -1 remains.</source>
        <translation>Das ursprüngliche, inzwischen verlorene Flaggschiff war auf halben Schadenswert gefallen: Sein -1 bleibt bestehen.</translation>
    </message>
    <message>
        <source>the plotted moves need the wfa-naval rule table</source>
        <translation>die geplanten Züge brauchen die Regeltabelle wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;commandDamage&quot; is %1, above the starting rating %2</source>
        <translation>Eingabe „commandDamage“ ist %1, über dem Anfangswert %2</translation>
    </message>
    <message>
        <source>input &quot;commandDamage&quot; is 0: the command ship is sunk; designate another (9.5)</source>
        <translation>Eingabe „commandDamage“ ist 0: Das Flaggschiff ist versenkt; ein anderes bestimmen (9.5)</translation>
    </message>
    <message>
        <source>At the start of a turn: 1 turns the wind one hex side right, 6 one hex side left. With the command ships&apos; headings, says who has the wind gauge and who moves first. The battle keeps the wind.</source>
        <translation>Zu Beginn eines Zuges: Eine 1 dreht den Wind um eine Hexseite nach rechts, eine 6 um eine Hexseite nach links. Mit den Kursen der Flaggschiffe wird bestimmt, wer die Luvstellung hat und wer zuerst zieht. Die Schlacht speichert den Wind.</translation>
    </message>
    <message>
        <source>Hex side the wind blows to before the roll (else the wind the battle keeps).</source>
        <translation>Hexseite, in deren Richtung der Wind vor dem Wurf weht (sonst der von der Schlacht gespeicherte Wind).</translation>
    </message>
    <message>
        <source>Side name holding a wind counter (optional).</source>
        <translation>Name der Seite, die einen Windzähler führt (optional).</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>The turn this roll starts (from the battle); the wind is rolled once a turn.</source>
        <translation>Der Zug, zu dessen Beginn dieser Wurf gehört (aus der Schlacht); der Wind wird einmal pro Zug gewürfelt.</translation>
    </message>
    <message>
        <source>Wind kept</source>
        <translation>Gespeicherter Wind</translation>
    </message>
    <message>
        <source>The battle&apos;s wind: {&quot;wind&quot;: 1-6, &quot;turn&quot;: the turn it was rolled for}.</source>
        <translation>Der Wind der Schlacht: {&quot;wind&quot;: 1-6, &quot;turn&quot;: der Zug, für den er gewürfelt wurde}.</translation>
    </message>
    <message>
        <source>input &quot;wind&quot;: give the wind direction; the battle keeps none yet (3.1)</source>
        <translation>Eingabe „wind“: die Windrichtung angeben; die Schlacht hat noch keine gespeichert (3.1)</translation>
    </message>
    <message>
        <source>the wind has already been rolled for turn %1 (3.1: once at the start of each turn); undo that roll to roll again</source>
        <translation>der Wind wurde für Zug %1 bereits gewürfelt (3.1: einmal zu Beginn jedes Zuges); diesen Wurf rückgängig machen, um neu zu würfeln</translation>
    </message>
    <message>
        <source>the battle&apos;s wind is %1, not a hex side 1-%2</source>
        <translation>der Wind der Schlacht ist %1, keine Hexseite 1-%2</translation>
    </message>
    <message>
        <source>Wind %1 (rolled for turn %2)</source>
        <translation>Wind %1 (gewürfelt für Zug %2)</translation>
    </message>
    <message>
        <source>Wind %1</source>
        <translation>Wind %1</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Optional: the side (its name, or a / b) whose command ship the battle fills in, with the wind it keeps.</source>
        <translation>Optional: die Seite (ihr Name oder a / b), deren Flaggschiff die Schlacht zusammen mit dem gespeicherten Wind einsetzt.</translation>
    </message>
    <message>
        <source>The scenario&apos;s plotted moves a turn (else the table&apos;s plot.base).</source>
        <translation>Die geplanten Züge pro Zug laut Szenario (sonst plot.base aus der Tabelle).</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>only %1 has the wind gauge: it decides who moves and declares fire first</source>
        <translation>nur %1 hat die Luvstellung und entscheidet, wer zuerst zieht und zuerst Feuer ansagt</translation>
    </message>
    <message>
        <source>: the scenario names no commander&apos;s advantage (input &quot;advantage&quot; or the battle&apos;s house rule scenario.commanderAdvantage), so no side decides yet</source>
        <translation>: Das Szenario nennt keinen Vorteil des Befehlshabers (Eingabe „advantage“ oder Hausregel scenario.commanderAdvantage der Schlacht), daher entscheidet noch keine Seite</translation>
    </message>
    <message>
        <source>: %1 has the commander&apos;s advantage and decides who moves and declares fire first</source>
        <translation>: %1 hat den Vorteil des Befehlshabers und entscheidet, wer zuerst zieht und zuerst Feuer ansagt</translation>
    </message>
    <message>
        <source>%1&apos;s command ship %2 heading %3: %4</source>
        <translation>Flaggschiff %2 von %1, Kurs %3: %4</translation>
    </message>
    <message>
        <source>%1 has no squadron command ship on the board: no wind gauge</source>
        <translation>%1 hat kein Flaggschiff des Geschwaders auf dem Spielplan: keine Luvstellung</translation>
    </message>
    <message>
        <source>wind %1: %2</source>
        <translation>Wind %1: %2</translation>
    </message>
    <message>
        <source>The scenario&apos;s side with the commander&apos;s advantage (else the battle&apos;s house rule scenario.commanderAdvantage).</source>
        <translation>Die Seite mit dem Vorteil des Befehlshabers laut Szenario (sonst die Hausregel scenario.commanderAdvantage der Schlacht).</translation>
    </message>
    <message>
        <source>Side names</source>
        <translation>Seitennamen</translation>
    </message>
    <message>
        <source>The battle&apos;s names of sides a and b, for the trace.</source>
        <translation>Die Namen der Seiten a und b in der Schlacht, für den Ablauf.</translation>
    </message>
    <message>
        <source>%1 heading %2: %3; %4 heading %5: %6</source>
        <translation>%1 Kurs %2: %3; %4 Kurs %5: %6</translation>
    </message>
    <message>
        <source>in multiple ship actions %1, without the wind gauge, declares its fire first</source>
        <translation>bei Aktionen mehrerer Schiffe sagt %1 ohne Luvstellung das Feuer zuerst an</translation>
    </message>
    <message>
        <source>%1; %2 decides who moves and declares fire first</source>
        <translation>%1; %2 entscheidet, wer zuerst zieht und das Feuer ansagt</translation>
    </message>
    <message>
        <source>the wind is settled: the players plot their moves</source>
        <translation>der Wind steht fest: die Spieler planen ihre Züge</translation>
    </message>
</context>
</TS>
