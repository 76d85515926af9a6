<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>adj::ActionOdds</name>
    <message>
        <source>Working out the odds…</source>
        <translation>Calcul des probabilités…</translation>
    </message>
    <message>
        <source>No odds: %1</source>
        <translation>Pas de probabilités : %1</translation>
    </message>
    <message numerus="yes">
        <source>Exact, from every way the dice can fall (%n path(s)).</source>
        <translation>
            <numerusform>Exactes, calculées sur toutes les façons dont les dés peuvent tomber (%n chemin).</numerusform>
            <numerusform>Exactes, calculées sur toutes les façons dont les dés peuvent tomber (%n chemins).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ActionPanel</name>
    <message>
        <source>The action to resolve, from the battle&apos;s rule set</source>
        <translation>L&apos;action à résoudre, tirée de la règle de la bataille</translation>
    </message>
    <message>
        <source>A&amp;cting unit:</source>
        <translation>&amp;Unité agissante :</translation>
    </message>
    <message>
        <source>The unit that acts; follows the roster&apos;s selection</source>
        <translation>L&apos;unité qui agit ; suit la sélection de l&apos;ordre de bataille</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible :</translation>
    </message>
    <message>
        <source>The unit acted on; select a unit of the other side in the roster to choose it</source>
        <translation>L&apos;unité visée ; sélectionnez une unité de l&apos;autre camp dans l&apos;ordre de bataille pour la choisir</translation>
    </message>
    <message>
        <source>Exact odds</source>
        <translation>Probabilités exactes</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Jets de dés :</translation>
    </message>
    <message>
        <source>Adjutant rolls the dice with a fresh seed; the seed is logged</source>
        <translation>Adjutant lance les dés avec une nouvelle graine ; la graine est journalisée</translation>
    </message>
    <message>
        <source>The trace of the resolution, with the rule behind each line, shows here.</source>
        <translation>Le déroulé de la résolution, avec la règle à l&apos;origine de chaque ligne, s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Applies the resolution to the battle as one action (Ctrl+Z takes it back)</source>
        <translation>Applique la résolution à la bataille en une seule action (Ctrl+Z l&apos;annule)</translation>
    </message>
    <message>
        <source>no battle open</source>
        <translation>aucune bataille ouverte</translation>
    </message>
    <message>
        <source>no actions for %1 yet</source>
        <translation>pas encore d&apos;actions pour %1</translation>
    </message>
    <message>
        <source>There are no actions for %1 in this version of Adjutant yet; the roster, markers and log work as for every rule set.</source>
        <translation>Cette version d&apos;Adjutant n&apos;a pas encore d&apos;actions pour %1 ; l&apos;ordre de bataille, les marqueurs et le journal fonctionnent comme pour toutes les règles.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The battle changed: roll or enter the dice again.</source>
        <translation>La bataille a changé : relancez ou ressaisissez les dés.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>Acting unit:</source>
        <translation>Unité agissante :</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <source>%1
Rule %2</source>
        <translation>%1
Règle %2</translation>
    </message>
    <message>
        <source>Range: %1</source>
        <translation>Distance : %1</translation>
    </message>
    <message>
        <source>Rolled by Adjutant (seed %1, logged with the action)</source>
        <translation>Lancés par Adjutant (graine %1, journalisée avec l&apos;action)</translation>
    </message>
    <message>
        <source>Choose the action and its units first.</source>
        <translation>Choisissez d&apos;abord l&apos;action et ses unités.</translation>
    </message>
    <message>
        <source>Not resolved: %1</source>
        <translation>Non résolu : %1</translation>
    </message>
    <message>
        <source>Nothing was applied: %1</source>
        <translation>Rien n&apos;a été appliqué : %1</translation>
    </message>
    <message>
        <source>Applied as event %1: %2. Ctrl+Z takes it back.</source>
        <translation>Appliqué comme événement %1 : %2. Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>A&amp;ction:</source>
        <translation>A&amp;ction :</translation>
    </message>
    <message>
        <source>R&amp;ange:</source>
        <translation>Po&amp;rtée :</translation>
    </message>
    <message>
        <source>Ro&amp;ll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>A&amp;ppliquer</translation>
    </message>
    <message>
        <source>The players&apos; dice in the order the plan asks: 556, 5 5 6, 5,5,6 or 543 624. Return applies the result</source>
        <translation>Les dés des joueurs dans l&apos;ordre demandé par le plan : 556, 5 5 6, 5,5,6 ou 543 624. Entrée applique le résultat</translation>
    </message>
    <message>
        <source>from the board, or 3</source>
        <translation>d&apos;après le plateau, ou 3</translation>
    </message>
    <message>
        <source>7, 7.5in, 18cm</source>
        <translation>7, 7.5in, 18cm</translation>
    </message>
    <message>
        <source>The range in hexes: 3 or 3h. Empty: the range the board gives</source>
        <translation>La distance en hexagones : 3 ou 3h. Vide : la distance donnée par le plateau</translation>
    </message>
    <message>
        <source>The measured range: 7 (inches), 7.5in or 18cm; a band where the rule set reads bands (short). Empty: the range last measured</source>
        <translation>La distance mesurée : 7 (pouces), 7.5in ou 18cm ; une tranche de portée là où la règle en utilise (courte). Vide : la dernière distance mesurée</translation>
    </message>
    <message>
        <source>✕</source>
        <translation>✕</translation>
    </message>
    <message>
        <source>Takes %1 out of the action</source>
        <translation>Retire %1 de l&apos;action</translation>
    </message>
    <message>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <source>Adds a unit to the action: %1</source>
        <translation>Ajoute une unité à l&apos;action : %1</translation>
    </message>
    <message>
        <source>Choose the %1 in the roster, on the board or in the list above.</source>
        <translation>Choisissez : %1 – dans l&apos;ordre de bataille, sur le plateau ou dans la liste ci-dessus.</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible : %1</translation>
    </message>
    <message>
        <source>No dice: Apply records it.</source>
        <translation>Aucun dé : « Appliquer » l&apos;enregistre.</translation>
    </message>
    <message>
        <source>then, %1: %2</source>
        <translation>puis, %1 : %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Lancez %1</translation>
    </message>
    <message>
        <source>Entered: %1. Return applies it.</source>
        <translation>Saisi : %1. Entrée l&apos;applique.</translation>
    </message>
    <message>
        <source>%1. Return or Apply records it.</source>
        <translation>%1. Entrée ou « Appliquer » l&apos;enregistre.</translation>
    </message>
    <message>
        <source>%1: %2. Apply records it.</source>
        <translation>%1 : %2. « Appliquer » l&apos;enregistre.</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Résolu</translation>
    </message>
    <message>
        <source>Not applicable: %1</source>
        <translation>Inapplicable : %1</translation>
    </message>
</context>
<context>
    <name>adj::ActionRunner</name>
    <message>
        <source>the rule set %1 has no actions in this version of Adjutant</source>
        <translation>la règle %1 n&apos;a pas d&apos;actions dans cette version d&apos;Adjutant</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set %2; available: %3</source>
        <translation>action « %1 » inconnue dans la règle %2 ; disponibles : %3</translation>
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
        <translation>%1 est hors de jeu (%2) : elle ne prend plus part à la bataille</translation>
    </message>
    <message>
        <source>%1 is on %2&apos;s own side (%3): %4 is made against an enemy unit</source>
        <translation>%1 est du même camp que %2 (%3) : %4 se fait contre une unité ennemie</translation>
    </message>
    <message>
        <source>%1 is of %2, not of %3&apos;s side: only its own side takes part with it</source>
        <translation>%1 est de %2, pas du camp de %3 : seul son propre camp y prend part</translation>
    </message>
    <message>
        <source>%1 is of %2: only the enemy&apos;s units stand with the target</source>
        <translation>%1 est de %2 : seules les unités de l&apos;ennemi se tiennent avec la cible</translation>
    </message>
    <message>
        <source>%1 comes in %2, and this is %3: advance the turn to it</source>
        <translation>%1 a lieu pendant %2, et ceci est %3 : faites avancer le tour jusque-là</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>%1 is %2&apos;s: in %3 only %4 acts</source>
        <translation>%1 est de %2 : pendant %3, seul %4 agit</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n hex(es) from %2: %3 needs the enemy in an adjacent hex</source>
        <translation>
            <numerusform>%1 est à %n hexagone de %2 : %3 exige l&apos;ennemi dans un hexagone adjacent</numerusform>
            <numerusform>%1 est à %n hexagones de %2 : %3 exige l&apos;ennemi dans un hexagone adjacent</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4) are not in one hex: %5 needs both in the same hex</source>
        <translation>%1 (%2) et %3 (%4) ne sont pas dans le même hexagone : %5 les exige dans le même hexagone</translation>
    </message>
    <message>
        <source>%1 has done this once this turn</source>
        <translation>%1 l&apos;a déjà fait une fois ce tour</translation>
    </message>
    <message>
        <source>Turn %1: %2 used by %3</source>
        <translation>Tour %1 : %2 utilisé par %3</translation>
    </message>
    <message>
        <source>%1 cannot be its own target: %2 is made against an enemy unit</source>
        <translation>%1 ne peut pas être sa propre cible : %2 se fait contre une unité ennemie</translation>
    </message>
    <message>
        <source>in %1 only %2 acts, not %3</source>
        <translation>pendant %1, seul %2 agit, pas %3</translation>
    </message>
</context>
<context>
    <name>adj::BattleDocument</name>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>nothing to redo: no action was undone since the last one</source>
        <translation>rien à rétablir : aucune action n&apos;a été annulée depuis la dernière</translation>
    </message>
    <message>
        <source>nothing to undo: no action stands</source>
        <translation>rien à annuler : aucune action n&apos;est en vigueur</translation>
    </message>
    <message>
        <source>another window or program has changed the battle&apos;s undo history meanwhile: nothing was changed; look at the Edit menu again</source>
        <translation>une autre fenêtre ou un autre programme a modifié entre-temps l&apos;historique d&apos;annulation de la bataille : rien n&apos;a été modifié ; regardez à nouveau le menu Édition</translation>
    </message>
    <message>
        <source>event %1 of the log cannot be read</source>
        <translation>l&apos;événement %1 du journal ne peut pas être lu</translation>
    </message>
</context>
<context>
    <name>adj::BattleOverview</name>
    <message>
        <source>No battle open</source>
        <translation>Aucune bataille ouverte</translation>
    </message>
    <message>
        <source>Create a battle with File ▸ New, or open one with File ▸ Open.</source>
        <translation>Créez une bataille avec Fichier ▸ Nouvelle bataille, ou ouvrez-en une avec Fichier ▸ Ouvrir.</translation>
    </message>
    <message>
        <source>%1 scale (%2 yards to the inch)</source>
        <translation>échelle %1 (%2 yards par pouce)</translation>
    </message>
    <message>
        <source>distances in %1</source>
        <translation>distances en %1</translation>
    </message>
    <message>
        <source>strength in %1</source>
        <translation>effectif en %1</translation>
    </message>
    <message>
        <source>optional rules: %1</source>
        <translation>règles optionnelles : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tour %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1&lt;/b&gt; — phase %2 of %3: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tour %1&lt;/b&gt; — phase %2 sur %3 : &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This battle has no sides yet.</source>
        <translation>Cette bataille n&apos;a pas encore de camp.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Units in play:</source>
        <translation>Unités en jeu :</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>%1 / %2 %3</source>
        <translation>%1 / %2 %3</translation>
    </message>
    <message>
        <source>Strength now against the start of the battle.</source>
        <translation>Effectif actuel par rapport au début de la bataille.</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Effectif :</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Active markers:</source>
        <translation>Marqueurs actifs :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>seul</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Leaders:</source>
        <translation>Chefs :</translation>
    </message>
    <message>
        <source>Counters:</source>
        <translation>Compteurs :</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n de plus</numerusform>
            <numerusform>et %n de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::BattleResolution</name>
    <message>
        <source>the battle&apos;s house rules: %1</source>
        <translation>règles maison de la bataille : %1</translation>
    </message>
    <message>
        <source>the rule set %1 has no actions in this version of Adjutant</source>
        <translation>la règle %1 n&apos;a aucune action dans cette version d&apos;Adjutant</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>adj::BattleSoFarHtml</name>
    <message>
        <source>… and %1 more, the earliest, not shown here; print or export the summary for all of them.</source>
        <translation>… et %1 de plus, les plus anciens, non montrés ici ; imprimez ou exportez le résumé pour tous.</translation>
    </message>
    <message>
        <source>%1 → %2 (−%3 +%4)</source>
        <translation>%1 → %2 (−%3 +%4)</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, tour %2</translation>
    </message>
    <message>
        <source>markers %1</source>
        <translation>marqueurs %1</translation>
    </message>
    <message>
        <source>%1: %2 units</source>
        <translation>%1 : %2 unités</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 perdus</translation>
    </message>
    <message>
        <source>%1 regained</source>
        <translation>%1 regagnés</translation>
    </message>
    <message>
        <source>%1 at the end</source>
        <translation>%1 à la fin</translation>
    </message>
    <message>
        <source>Resolutions</source>
        <translation>Résolutions</translation>
    </message>
    <message>
        <source>Units out</source>
        <translation>Unités hors de combat</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Cards, wind, order</source>
        <translation>Cartes, vent, ordre</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Tour par tour</translation>
    </message>
    <message>
        <source>No turns.</source>
        <translation>Aucun tour.</translation>
    </message>
    <message>
        <source>Every unit whose strength, status or markers changed: its strength at the start → now (%1; − lost, + regained), its last change of status, and the markers placed on it (+) and lifted (−).</source>
        <translation>Chaque unité dont la force, l&apos;état ou les marqueurs ont changé : sa force au début → maintenant (%1 ; − perdus, + regagnés), son dernier changement d&apos;état, et les marqueurs posés (+) et retirés (−).</translation>
    </message>
    <message>
        <source>Unit by unit</source>
        <translation>Unité par unité</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucune.</translation>
    </message>
    <message>
        <source>No resolutions.</source>
        <translation>Aucune résolution.</translation>
    </message>
    <message>
        <source>%1 resolutions, counted turn by turn above. Each of them, with every card drawn, marker and change of status, is listed when the summary is printed with every resolution (the Summary&apos;s &quot;Every resolution&quot;, adjutant-cli summary --resolutions).</source>
        <translation>%1 résolutions, comptées tour par tour ci-dessus. Chacune, avec chaque carte tirée, chaque marqueur et chaque changement d&apos;état, est listée quand le résumé est imprimé avec chaque résolution (« Chaque résolution » du résumé, adjutant-cli summary --resolutions).</translation>
    </message>
</context>
<context>
    <name>adj::BattleStore</name>
    <message>
        <source>unknown rule set &quot;%1&quot;</source>
        <translation>règle inconnue « %1 »</translation>
    </message>
    <message>
        <source>%1 needs a scale, one of %2</source>
        <translation>%1 exige une échelle, parmi %2</translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this Adjutant does not know.</source>
        <translation>%1 utilise la règle « %2 », que cet Adjutant ne connaît pas.</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1 : fichier introuvable.</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2).</source>
        <translation>%1 : lecture impossible (%2).</translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle: it is not a SQLite database.</source>
        <translation>%1 n&apos;est pas une bataille Adjutant : ce n&apos;est pas une base de données SQLite.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not an Adjutant battle.</source>
        <translation>%1 est une base de données SQLite, mais pas une bataille Adjutant.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Adjutant (battle file version %2; this version reads up to %3). It was left unchanged.</source>
        <translation>%1 a été écrit par une version plus récente d&apos;Adjutant (fichier de bataille version %2 ; cette version lit jusqu&apos;à la version %3). Il n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 is an Adjutant battle without a schema version: it is damaged.</source>
        <translation>%1 est une bataille Adjutant sans version de schéma : le fichier est endommagé.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 already exists; a new battle never overwrites a file.</source>
        <translation>%1 existe déjà ; une nouvelle bataille n&apos;écrase jamais un fichier.</translation>
    </message>
    <message>
        <source>%1 cannot be opened for writing: %2</source>
        <translation>Impossible d&apos;ouvrir %1 en écriture : %2</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date and was left as it was: %2</source>
        <translation>%1 n&apos;a pas pu être mis à jour et a été laissé tel quel : %2</translation>
    </message>
    <message>
        <source>%1 has no event log: %2</source>
        <translation>%1 n&apos;a pas de journal des événements : %2</translation>
    </message>
    <message>
        <source>%1: the table %2 cannot be read: %3</source>
        <translation>%1 : la table %2 est illisible : %3</translation>
    </message>
    <message>
        <source>%1 has no battle record: it is damaged.</source>
        <translation>%1 n&apos;a pas d&apos;enregistrement de bataille : le fichier est endommagé.</translation>
    </message>
    <message>
        <source>the table %1 has no column %2</source>
        <translation>la table %1 n&apos;a pas de colonne %2</translation>
    </message>
    <message>
        <source>the %1 row %2 does not exist</source>
        <translation>la ligne %2 de la table %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>no battle is open</source>
        <translation>aucune bataille n&apos;est ouverte</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or remove it first.</source>
        <translation>%1 existe déjà ; choisissez un autre nom ou supprimez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>The battle could not be copied to %1: %2</source>
        <translation>La bataille n&apos;a pas pu être copiée vers %1 : %2</translation>
    </message>
    <message>
        <source>The copy could not be renamed to %1: %2</source>
        <translation>La copie n&apos;a pas pu être renommée en %1 : %2</translation>
    </message>
    <message>
        <source>The copy written for %1 is not a valid battle: %2</source>
        <translation>La copie écrite pour %1 n&apos;est pas une bataille valide : %2</translation>
    </message>
    <message>
        <source>The copy written for %1 is damaged: %2</source>
        <translation>La copie écrite pour %1 est endommagée : %2</translation>
    </message>
    <message>
        <source>battle record</source>
        <translation>fiche de la bataille</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>compteur</translation>
    </message>
    <message>
        <source>measured range</source>
        <translation>distance mesurée</translation>
    </message>
    <message>
        <source>rule set&apos;s record</source>
        <translation>fiche du jeu de règles</translation>
    </message>
    <message>
        <source>the %1 has changed since this action was prepared (another window or program may have changed it): nothing was saved; look again and repeat it</source>
        <translation>%1 a changé depuis que cette action a été préparée (une autre fenêtre ou un autre programme l’a peut-être modifié) : rien n’a été enregistré ; vérifiez et recommencez</translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing was changed</source>
        <translation>%1 est en lecture seule (%2) : rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1 could not be created: %2</source>
        <translation>%1 n’a pas pu être créé : %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: this Adjutant&apos;s SQLite cannot be made safe for files from others.</source>
        <translation>%1 ne peut pas être ouvert : le SQLite de cet Adjutant ne peut pas être sécurisé pour des fichiers venus d’ailleurs.</translation>
    </message>
    <message>
        <source>%1: the last action was not saved</source>
        <translation>%1 : la dernière action n’a pas été enregistrée</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1: the table %2 has more than %3 rows</source>
        <translation>%1 : la table %2 a plus de %3 lignes</translation>
    </message>
    <message>
        <source>%1 holds a value Adjutant does not accept: %2 (row %3)</source>
        <translation>%1 contient une valeur qu’Adjutant n’accepte pas : %2 (ligne %3)</translation>
    </message>
    <message>
        <source>the colour &quot;%1&quot; is not of the form #rrggbb</source>
        <translation>la couleur « %1 » n’est pas de la forme #rrggbb</translation>
    </message>
    <message>
        <source>a write is already under way</source>
        <translation>une écriture est déjà en cours</translation>
    </message>
    <message>
        <source>no write is under way</source>
        <translation>aucune écriture n’est en cours</translation>
    </message>
    <message>
        <source>the battle holds %1 rows of %2 already, the most it can</source>
        <translation>la bataille contient déjà %1 lignes de %2, le maximum possible</translation>
    </message>
    <message>
        <source>the battle&apos;s log is full (%1 events)</source>
        <translation>le journal de la bataille est plein (%1 événements)</translation>
    </message>
    <message>
        <source>turn %1 is outside 1 to %2</source>
        <translation>le tour %1 n’est pas entre 1 et %2</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <source>its folder %1 is not writable</source>
        <translation>son dossier %1 n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>%1 cannot be read and was left unchanged: %2</source>
        <translation>%1 ne peut pas être lu et a été laissé tel quel : %2</translation>
    </message>
    <message>
        <source>%1 is not a battle Adjutant opens, and was left unchanged: %2</source>
        <translation>%1 n’est pas une bataille qu’Adjutant ouvre ; il a été laissé tel quel : %2</translation>
    </message>
    <message>
        <source>%1 is damaged (SQLite&apos;s integrity check failed) and was left unchanged.</source>
        <translation>%1 est endommagé (la vérification d’intégrité de SQLite a échoué) et a été laissé tel quel.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: the table %2 has more than %3 rows.</source>
        <translation>%1 a été refusé et laissé tel quel : la table %2 a plus de %3 lignes.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: it holds a value Adjutant does not accept: %2 (row %3).</source>
        <translation>%1 a été refusé et laissé tel quel : il contient une valeur qu’Adjutant n’accepte pas : %2 (ligne %3).</translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this Adjutant does not know. It was left unchanged.</source>
        <translation>%1 utilise le jeu de règles « %2 », que cet Adjutant ne connaît pas. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>%1 has no battle record: it is damaged. It was left unchanged.</source>
        <translation>%1 n’a pas de fiche de bataille : il est endommagé. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: its log is not numbered 1 to %2 (it runs from %3 to %4).</source>
        <translation>%1 a été refusé et laissé tel quel : son journal n’est pas numéroté de 1 à %2 (il va de %3 à %4).</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: its log holds a turn outside 1 to %2.</source>
        <translation>%1 a été refusé et laissé tel quel : son journal contient un tour hors de 1 à %2.</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: an undo or redo in its log names an event that does not come before it.</source>
        <translation>%1 a été refusé et laissé tel quel : une annulation ou un rétablissement de son journal désigne un événement qui ne le précède pas.</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>elle a été ouverte en lecture seule</translation>
    </message>
    <message>
        <source>%1 was written by an older Adjutant and must be brought up to date, but %2: copy it into a folder you can write to. It was left unchanged.</source>
        <translation>%1 a été écrit par un Adjutant plus ancien et doit être mis à jour, mais %2 : copiez-le dans un dossier accessible en écriture. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>erreur de lecture</translation>
    </message>
    <message>
        <source>the undo history of %1 cannot be read: %2</source>
        <translation>l&apos;historique d&apos;annulation de %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>the event log of %1 cannot be read: %2</source>
        <translation>le journal des événements de %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 was refused and left unchanged: its undo history names an event that is not an action of its log.</source>
        <translation>%1 a été refusé et laissé tel quel : son historique d&apos;annulation désigne un événement qui n&apos;est pas une action de son journal.</translation>
    </message>
</context>
<context>
    <name>adj::Board</name>
    <message>
        <source>this unit ignores line of sight</source>
        <translation>cette unité ignore la ligne de vue</translation>
    </message>
    <message>
        <source>adjacent units always see each other</source>
        <translation>des unités adjacentes se voient toujours</translation>
    </message>
    <message>
        <source>a unit</source>
        <translation>une unité</translation>
    </message>
    <message>
        <source>blocked by %1 in %2</source>
        <translation>bloquée par %1 en %2</translation>
    </message>
    <message>
        <source>blocked along the hex side between %1 (%2) and %3 (%4): both sides block</source>
        <translation>bloquée le long du côté d&apos;hexagone entre %1 (%2) et %3 (%4) : les deux côtés bloquent</translation>
    </message>
    <message>
        <source>clear: the line runs along a hex side blocked on one side only</source>
        <translation>dégagée : la ligne suit un côté d&apos;hexagone bloqué d&apos;un seul côté</translation>
    </message>
    <message>
        <source>clear: nothing blocks between %1 and %2</source>
        <translation>dégagée : rien ne bloque entre %1 et %2</translation>
    </message>
    <message>
        <source>a board needs a width and height between 1 and 999</source>
        <translation>un plateau exige une largeur et une hauteur comprises entre 1 et 999</translation>
    </message>
    <message>
        <source>unknown board layout &quot;%1&quot; (even-r, odd-r, even-q, odd-q)</source>
        <translation>disposition de plateau inconnue « %1 » (even-r, odd-r, even-q, odd-q)</translation>
    </message>
    <message>
        <source>tile at &quot;%1&quot;: not a hex of this board</source>
        <translation>tuile en « %1 » : ce n&apos;est pas un hexagone de ce plateau</translation>
    </message>
    <message>
        <source>unit %1: &quot;%2&quot; is not a hex of this board</source>
        <translation>unité %1 : « %2 » n&apos;est pas un hexagone de ce plateau</translation>
    </message>
</context>
<context>
    <name>adj::BoardMoves</name>
    <message>
        <source>there is no unit %1</source>
        <translation>il n&apos;y a pas d&apos;unité %1</translation>
    </message>
    <message>
        <source>%1 stays where it is</source>
        <translation>%1 reste sur place</translation>
    </message>
    <message>
        <source>the move changes nothing</source>
        <translation>le déplacement ne change rien</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>%1 is already at %2</source>
        <translation>%1 est déjà en %2</translation>
    </message>
    <message>
        <source>%1 taken off the board</source>
        <translation>%1 retiré du plateau</translation>
    </message>
    <message>
        <source>%1 placed at %2</source>
        <translation>%1 placé en %2</translation>
    </message>
    <message>
        <source>the terrain is already so</source>
        <translation>le terrain est déjà ainsi</translation>
    </message>
    <message numerus="yes">
        <source>Terrain painted: %n hex(es), %1</source>
        <translation>
            <numerusform>Terrain peint : %n hexagone, %1</numerusform>
            <numerusform>Terrain peint : %n hexagones, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a board is 1 to 200 hexes each way</source>
        <translation>un plateau mesure de 1 à 200 hexagones dans chaque sens</translation>
    </message>
    <message>
        <source>the board is %1 × %2 hexes already</source>
        <translation>le plateau fait déjà %1 × %2 hexagones</translation>
    </message>
    <message>
        <source>%1; off the new board: %2</source>
        <translation>%1 ; hors du nouveau plateau : %2</translation>
    </message>
    <message>
        <source>%1 has no facing to turn</source>
        <translation>%1 n&apos;a pas d&apos;orientation à changer</translation>
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
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Shows the board larger (also Ctrl+wheel)</source>
        <translation>Affiche le plateau en plus grand (aussi Ctrl+molette)</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Shows more of the board</source>
        <translation>Affiche une plus grande partie du plateau</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Fits the whole board in the window</source>
        <translation>Ajuste tout le plateau à la fenêtre</translation>
    </message>
    <message>
        <source>Edit Board</source>
        <translation>Modifier le plateau</translation>
    </message>
    <message>
        <source>Paints terrain, sets the board&apos;s size and places units without the rules of movement; each stroke or placement is one undoable change</source>
        <translation>Peint le terrain, définit la taille du plateau et place des unités sans les règles de mouvement ; chaque trait ou placement est une modification annulable</translation>
    </message>
    <message>
        <source>The terrain a click or a drag paints</source>
        <translation>Le terrain que peint un clic ou un glissement</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>width </source>
        <translation>largeur </translation>
    </message>
    <message>
        <source>height </source>
        <translation>hauteur </translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Redimensionner</translation>
    </message>
    <message>
        <source>Gives the board the width and height set beside it (one undoable change)</source>
        <translation>Donne au plateau la largeur et la hauteur indiquées à côté (une modification annulable)</translation>
    </message>
    <message>
        <source>move to hex…</source>
        <translation>déplacer vers l&apos;hexagone…</translation>
    </message>
    <message>
        <source>Type a hex (e.g. 0507) and press Enter to move the selected unit there (M on the board)</source>
        <translation>Saisissez un hexagone (p. ex. 0507) et appuyez sur Entrée pour y déplacer l&apos;unité sélectionnée (M sur le plateau)</translation>
    </message>
    <message>
        <source>Click or drag to paint %1.</source>
        <translation>Cliquez ou faites glisser pour peindre %1.</translation>
    </message>
    <message>
        <source>Type the hex to move %1 to and press Enter (Esc goes back to the board).</source>
        <translation>Saisissez l&apos;hexagone où déplacer %1 et appuyez sur Entrée (Échap revient au plateau).</translation>
    </message>
    <message>
        <source>No battle open.</source>
        <translation>Aucune bataille ouverte.</translation>
    </message>
    <message>
        <source>This battle is played on an open table: it has no hex board.</source>
        <translation>Cette bataille se joue sur table ouverte : elle n&apos;a pas de plateau à hexagones.</translation>
    </message>
    <message>
        <source>This battle has no board yet. Switch on Edit Board (Ctrl+E), set its width and height and press Resize.</source>
        <translation>Cette bataille n&apos;a pas encore de plateau. Activez « Modifier le plateau » (Ctrl+E), réglez sa largeur et sa hauteur, puis cliquez sur « Redimensionner ».</translation>
    </message>
    <message>
        <source>* blocks line of sight (%1)</source>
        <translation>* bloque la ligne de vue (%1)</translation>
    </message>
    <message>
        <source>Editing the board: click or drag to paint %1; drag a counter to place it; drag units from the roster onto a hex.</source>
        <translation>Modification du plateau : cliquez ou faites glisser pour peindre %1 ; faites glisser un pion pour le placer ; faites glisser des unités de l&apos;ordre de bataille sur un hexagone.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>%1. Ctrl+Z takes it back.</source>
        <translation>%1. Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>Select a unit on the board or in the roster first.</source>
        <translation>Sélectionnez d&apos;abord une unité sur le plateau ou dans l&apos;ordre de bataille.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex of this %2 × %3 board (labels are column then row, e.g. 0507)</source>
        <translation>« %1 » n&apos;est pas un hexagone de ce plateau de %2 × %3 (les numéros donnent la colonne puis la rangée, p. ex. 0507)</translation>
    </message>
    <message>
        <source>%1: %2 → %3…</source>
        <translation>%1 : %2 → %3…</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>Sélectionner %1</translation>
    </message>
    <message>
        <source>Turn Right (heading +1)</source>
        <translation>Virer à droite (cap +1)</translation>
    </message>
    <message>
        <source>Turn Left (heading −1)</source>
        <translation>Virer à gauche (cap −1)</translation>
    </message>
    <message>
        <source>Take Off the Board</source>
        <translation>Retirer du plateau</translation>
    </message>
    <message>
        <source>Place %1 at %2</source>
        <translation>Placer %1 en %2</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 en %2</translation>
    </message>
    <message>
        <source>Paint %1 as</source>
        <translation>Peindre %1 en</translation>
    </message>
    <message>
        <source>%1. Drag it to a marked hex or type the hex (M).</source>
        <translation>%1. Faites-la glisser sur un hexagone marqué ou tapez l&apos;hexagone (M).</translation>
    </message>
    <message>
        <source>Retreat %1 to %2</source>
        <translation>Faire retraiter %1 vers %2</translation>
    </message>
</context>
<context>
    <name>adj::BoardPrint</name>
    <message>
        <source>The board at the end of turn %1</source>
        <translation>Le plateau à la fin du tour %1</translation>
    </message>
    <message>
        <source>The board as it stands now (turn %1, still in play)</source>
        <translation>Le plateau tel qu&apos;il est maintenant (tour %1, encore en jeu)</translation>
    </message>
</context>
<context>
    <name>adj::BoardRules</name>
    <message>
        <source>clear</source>
        <translation>dégagé</translation>
    </message>
</context>
<context>
    <name>adj::BoardScene</name>
    <message>
        <source>%1 (leader, rating %2), alone in %3</source>
        <translation>%1 (chef, valeur %2), seul en %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, %2 of %3 %4</source>
        <translation>%1, %2 sur %3 %4</translation>
    </message>
    <message>
        <source>at %1, %2</source>
        <translation>en %1, %2</translation>
    </message>
    <message>
        <source>markers: %1</source>
        <translation>marqueurs : %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>leaders: %1</source>
        <translation>chefs : %1</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1, blocks line of sight (%2)</source>
        <translation>%1, bloque la ligne de vue (%2)</translation>
    </message>
    <message>
        <source>%1 (leader)</source>
        <translation>%1 (chef)</translation>
    </message>
    <message>
        <source>line of sight clear</source>
        <translation>ligne de vue dégagée</translation>
    </message>
    <message>
        <source>adjacent, always in sight</source>
        <translation>adjacent, toujours en vue</translation>
    </message>
    <message>
        <source>blocked by %1 at %2</source>
        <translation>bloquée par %1 en %2</translation>
    </message>
    <message>
        <source>blocked along the hex side between %1 (%2) and %3 (%4): both sides block</source>
        <translation>bloquée le long du côté d&apos;hexagone entre %1 (%2) et %3 (%4) : les deux côtés bloquent</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 → %3, %n hex(es): %4</source>
        <translation>
            <numerusform>%1 en %2 → %3, %n hexagone : %4</numerusform>
            <numerusform>%1 en %2 → %3, %n hexagones : %4</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 (%2)</source>
        <translation> ; %1 (%2)</translation>
    </message>
</context>
<context>
    <name>adj::Campaign</name>
    <message>
        <source>%1: a battle is an object {&quot;file&quot;, &quot;name&quot;}</source>
        <translation>%1 : une bataille est un objet {&quot;file&quot;, &quot;name&quot;}</translation>
    </message>
    <message>
        <source>%1.file: the battle file&apos;s path is missing</source>
        <translation>%1.file : le chemin du fichier de bataille manque</translation>
    </message>
    <message>
        <source>%1.name: a battle&apos;s name is text</source>
        <translation>%1.name : le nom d&apos;une bataille est du texte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: a campaign file is at most %2 bytes; this one is damaged</source>
        <translation>%1 : un fichier de campagne fait au plus %2 octets ; celui-ci est endommagé</translation>
    </message>
    <message>
        <source>%1: battles[%2] is the same battle as battles[%3] (%4); a battle counts once in a campaign</source>
        <translation>%1 : battles[%2] est la même bataille que battles[%3] (%4) ; une bataille compte une fois dans une campagne</translation>
    </message>
    <message>
        <source>%1: the campaign file is damaged: %2 at byte %3</source>
        <translation>%1 : le fichier de campagne est endommagé : %2 à l&apos;octet %3</translation>
    </message>
    <message>
        <source>%1: not an Adjutant campaign (&quot;format&quot; must be &quot;adjutant-campaign&quot;)</source>
        <translation>%1 : pas une campagne Adjutant (« format » doit valoir « adjutant-campaign »)</translation>
    </message>
    <message>
        <source>%1: version: the campaign file is damaged (a version is a whole number from 1)</source>
        <translation>%1 : version : le fichier de campagne est endommagé (une version est un entier à partir de 1)</translation>
    </message>
    <message>
        <source>%1: made by a newer Adjutant (campaign version %2; this one reads version %3 and older). Open it with that Adjutant or a newer one.</source>
        <translation>%1 : créé par un Adjutant plus récent (version de campagne %2 ; celui-ci lit la version %3 et antérieures). Ouvrez-le avec cet Adjutant ou un plus récent.</translation>
    </message>
    <message>
        <source>%1: name: a campaign needs a name</source>
        <translation>%1 : name : une campagne a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>%1: ruleset: &quot;%2&quot; is not a rule set Adjutant knows</source>
        <translation>%1 : ruleset : « %2 » n&apos;est pas un jeu de règles connu d&apos;Adjutant</translation>
    </message>
    <message>
        <source>%1: battles: the campaign file is damaged (a list of battles is expected)</source>
        <translation>%1 : battles : le fichier de campagne est endommagé (une liste de batailles est attendue)</translation>
    </message>
    <message>
        <source>%1: battles: at most %2 battles in a campaign</source>
        <translation>%1 : battles : au plus %2 batailles dans une campagne</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>%1: there is no battle file there</source>
        <translation>%1 : il n&apos;y a pas de fichier de bataille là</translation>
    </message>
    <message>
        <source>%1: not a battle Adjutant can open: %2</source>
        <translation>%1 : pas une bataille qu&apos;Adjutant peut ouvrir : %2</translation>
    </message>
    <message>
        <source>%1 is a battle of %2; this campaign totals battles of %3</source>
        <translation>%1 est une bataille de %2 ; cette campagne totalise des batailles de %3</translation>
    </message>
    <message>
        <source>%1 is already battle %2 (&quot;%3&quot;) of this campaign; a battle counts once</source>
        <translation>%1 est déjà la bataille %2 (« %3 ») de cette campagne ; une bataille compte une fois</translation>
    </message>
    <message>
        <source>at most %1 battles in a campaign</source>
        <translation>au plus %1 batailles dans une campagne</translation>
    </message>
    <message>
        <source>battle %1: the campaign has %2 battle(s)</source>
        <translation>bataille %1 : la campagne a %2 bataille(s)</translation>
    </message>
    <message>
        <source>no battle &quot;%1&quot; in the campaign (give its number from 1 to %2, its name or its file)</source>
        <translation>pas de bataille « %1 » dans la campagne (donnez son numéro de 1 à %2, son nom ou son fichier)</translation>
    </message>
    <message>
        <source>battle %1 (&quot;%2&quot;): its file %3 is missing (moved or deleted); point the campaign to where it is now</source>
        <translation>bataille %1 (« %2 ») : son fichier %3 manque (déplacé ou supprimé) ; indiquez à la campagne où il est maintenant</translation>
    </message>
    <message>
        <source>%1: the campaign file is damaged (a list of lists of side names is expected)</source>
        <translation>%1 : le fichier de campagne est endommagé (une liste de listes de noms de camps est attendue)</translation>
    </message>
    <message>
        <source>%1: at most %2 lists</source>
        <translation>%1 : au plus %2 listes</translation>
    </message>
    <message>
        <source>%1[%2]: a side&apos;s names, two or more</source>
        <translation>%1[%2] : les noms d&apos;un camp, deux ou plus</translation>
    </message>
    <message>
        <source>%1[%2]: a side&apos;s name is text</source>
        <translation>%1[%2] : le nom d&apos;un camp est un texte</translation>
    </message>
    <message>
        <source>%1[%2]: &quot;%3&quot; is named twice; a side is one side</source>
        <translation>%1[%2] : « %3 » est nommé deux fois ; un camp est un seul camp</translation>
    </message>
    <message>
        <source>name the sides that are one side, two or more</source>
        <translation>nommez les camps qui n&apos;en font qu&apos;un, deux ou plus</translation>
    </message>
    <message>
        <source>no battle of the campaign has a side called &quot;%1&quot; (its sides: %2)</source>
        <translation>aucune bataille de la campagne n&apos;a de camp nommé « %1 » (ses camps : %2)</translation>
    </message>
    <message>
        <source>%1 and %2 both fight in battle %3 (&quot;%4&quot;): two sides of one battle are never one side</source>
        <translation>%1 et %2 combattent tous deux dans la bataille %3 (« %4 ») : deux camps d&apos;une même bataille ne sont jamais un seul camp</translation>
    </message>
    <message>
        <source>%1 are already one side, shown as %2</source>
        <translation>%1 sont déjà un seul camp, affiché comme %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not said to be the same side as another; it counts on its own already</source>
        <translation>« %1 » n&apos;a pas été déclaré le même camp qu&apos;un autre ; il compte déjà seul</translation>
    </message>
    <message>
        <source>%1 is a battle of %2; rule %4 links battles of %3 only</source>
        <translation>%1 est une bataille de %2 ; la règle %4 ne lie que des batailles de %3</translation>
    </message>
</context>
<context>
    <name>adj::CampaignChart</name>
    <message>
        <source>Total %1, battle by battle</source>
        <translation>Total %1, bataille par bataille</translation>
    </message>
    <message>
        <source>Battle (0: the start)</source>
        <translation>Bataille (0 : le début)</translation>
    </message>
</context>
<context>
    <name>adj::CampaignHtml</name>
    <message>
        <source>%1 (earned %2)</source>
        <translation>%1 (gagné %2)</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>mène</translation>
    </message>
    <message>
        <source>Campaign summary</source>
        <translation>Résumé de campagne</translation>
    </message>
    <message>
        <source>Campaign summary: report for %1</source>
        <translation>Résumé de campagne : rapport pour %1</translation>
    </message>
    <message>
        <source>%1; %2; printed %3</source>
        <translation>%1 ; %2 ; imprimé %3</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 perdus</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>No battles.</source>
        <translation>Aucune bataille.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>The totals battle by battle</source>
        <translation>Les totaux bataille par bataille</translation>
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
        <translation>%1 n&apos;a pas pu être écrit (%2) ; rien n&apos;a été écrit.</translation>
    </message>
</context>
<context>
    <name>adj::CampaignReport</name>
    <message>
        <source>this is already the players&apos; version for %1</source>
        <translation>c&apos;est déjà la version des joueurs pour %1</translation>
    </message>
    <message>
        <source>the campaign has no side called &quot;%1&quot; (its sides: %2)</source>
        <translation>la campagne n&apos;a pas de camp « %1 » (ses camps : %2)</translation>
    </message>
    <message>
        <source>The sides are level on %1 %2</source>
        <translation>Les camps sont à égalité à %1 %2</translation>
    </message>
    <message>
        <source>%1 leads by %2 %3</source>
        <translation>%1 mène de %2 %3</translation>
    </message>
    <message>
        <source>battle file missing</source>
        <translation>fichier de bataille manquant</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencée</translation>
    </message>
    <message>
        <source>in progress, turn %1</source>
        <translation>en cours, tour %1</translation>
    </message>
    <message>
        <source>ended in victory</source>
        <translation>terminée par une victoire</translation>
    </message>
    <message>
        <source>ended: victory for %1</source>
        <translation>terminée : victoire pour %1</translation>
    </message>
    <message>
        <source>ended on time</source>
        <translation>terminée au temps</translation>
    </message>
    <message>
        <source>ended on time: won by %1</source>
        <translation>terminée au temps : gagnée par %1</translation>
    </message>
    <message>
        <source>ended by the referee</source>
        <translation>terminée par l&apos;arbitre</translation>
    </message>
    <message>
        <source>ended by the referee: won by %1</source>
        <translation>terminée par l&apos;arbitre : gagnée par %1</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>each battle&apos;s %1 totalled</source>
        <translation>les %1 de chaque bataille totalisés</translation>
    </message>
    <message>
        <source>battle file damaged</source>
        <translation>fichier de bataille endommagé</translation>
    </message>
    <message>
        <source>a battle of another rule set</source>
        <translation>une bataille d&apos;une autre règle</translation>
    </message>
    <message>
        <source>ended by the referee, time called before the turn limit</source>
        <translation>terminée par l&apos;arbitre, temps déclaré avant la limite de tours</translation>
    </message>
    <message>
        <source>ended by the referee, time called before the turn limit: won by %1</source>
        <translation>terminée par l&apos;arbitre, temps déclaré avant la limite de tours : gagnée par %1</translation>
    </message>
    <message>
        <source>%1 fights in battle %2 (%3) only: counted as a side of its own</source>
        <translation>%1 ne combat que dans la bataille %2 (%3) : compté comme un camp à part</translation>
    </message>
</context>
<context>
    <name>adj::CampaignRules</name>
    <message>
        <source>For Honor and Glory rule 12: the total VP of all its battles decides; a time win credits the victor the VP the scenario needed, the referee&apos;s call each side the VP it earned</source>
        <translation>For Honor and Glory, règle 12 : le total des PV de toutes ses batailles décide ; une victoire au temps crédite le vainqueur des PV que le scénario exigeait pour gagner, la décision de l&apos;arbitre à chaque camp les PV qu&apos;il a gagnés</translation>
    </message>
</context>
<context>
    <name>adj::CampaignStanding</name>
    <message>
        <source>its file %1 is missing (moved or deleted)</source>
        <translation>son fichier %1 manque (déplacé ou supprimé)</translation>
    </message>
    <message>
        <source>%1 is a battle of another rule set (%2)</source>
        <translation>%1 est une bataille d&apos;autres règles (%2)</translation>
    </message>
    <message>
        <source>battle %1 (&quot;%2&quot;): %3</source>
        <translation>bataille %1 (« %2 ») : %3</translation>
    </message>
    <message>
        <source>its file %1 is damaged: %2</source>
        <translation>son fichier %1 est endommagé : %2</translation>
    </message>
</context>
<context>
    <name>adj::CampaignView</name>
    <message>
        <source>missing</source>
        <translation>manquante</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencée</translation>
    </message>
    <message>
        <source>in progress, turn %1</source>
        <translation>en cours, tour %1</translation>
    </message>
    <message>
        <source>ended: victory for %1</source>
        <translation>terminée : victoire pour %1</translation>
    </message>
    <message>
        <source>ended on time: %1 won</source>
        <translation>terminée au temps : %1 a gagné</translation>
    </message>
    <message>
        <source>ended by the referee</source>
        <translation>terminée par l&apos;arbitre</translation>
    </message>
    <message>
        <source>ended by the referee: %1 won</source>
        <translation>terminée par l&apos;arbitre : %1 a gagné</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Counts for the campaign (running total)</source>
        <translation>Compte pour la campagne (total cumulé)</translation>
    </message>
    <message>
        <source>&amp;Open Battle</source>
        <translation>&amp;Ouvrir la bataille</translation>
    </message>
    <message>
        <source>&amp;Add Battle…</source>
        <translation>&amp;Ajouter une bataille…</translation>
    </message>
    <message>
        <source>&amp;Remove Battle</source>
        <translation>&amp;Retirer la bataille</translation>
    </message>
    <message>
        <source>&amp;Point to Moved File…</source>
        <translation>&amp;Indiquer le fichier déplacé…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Act&amp;ualiser</translation>
    </message>
    <message>
        <source>Campaign: %1</source>
        <translation>Campagne : %1</translation>
    </message>
    <message>
        <source>each battle&apos;s %1 totalled</source>
        <translation>les %1 de chaque bataille totalisés</translation>
    </message>
    <message>
        <source>%1, %2. Totals: %3. %4</source>
        <translation>%1, %2. Totaux : %3. %4</translation>
    </message>
    <message>
        <source>Nobody leads.</source>
        <translation>Personne ne mène.</translation>
    </message>
    <message>
        <source>%1 leads.</source>
        <translation>%1 mène.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Campaign Not Changed</source>
        <translation>Campagne non modifiée</translation>
    </message>
    <message>
        <source>Add a Battle to the Campaign</source>
        <translation>Ajouter une bataille à la campagne</translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Batailles Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>Where Is %1 Now?</source>
        <translation>Où est %1 maintenant ?</translation>
    </message>
    <message>
        <source>Battle Missing</source>
        <translation>Bataille manquante</translation>
    </message>
    <message>
        <source>%1 is not there any more (moved or deleted). Point the campaign to where it is now with &quot;Point to Moved File…&quot;.</source>
        <translation>%1 n&apos;est plus là (déplacé ou supprimé). Indiquez à la campagne où il est maintenant avec « Indiquer le fichier déplacé… ».</translation>
    </message>
    <message>
        <source>S&amp;ummary for:</source>
        <translation>Résu&amp;mé pour :</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Aperçu a&amp;vant impression…</translation>
    </message>
    <message>
        <source>Shows the campaign summary&apos;s pages as they will print</source>
        <translation>Affiche les pages du résumé de campagne telles qu&apos;elles seront imprimées</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Prints the campaign summary</source>
        <translation>Imprime le résumé de campagne</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Writes the campaign summary to a PDF file</source>
        <translation>Écrit le résumé de campagne dans un fichier PDF</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exporter en &amp;HTML…</translation>
    </message>
    <message>
        <source>Writes the campaign summary to one HTML file, its chart included</source>
        <translation>Écrit le résumé de campagne dans un seul fichier HTML, graphique compris</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>Writes the campaign summary as JSON</source>
        <translation>Écrit le résumé de campagne en JSON</translation>
    </message>
    <message>
        <source>The referee (every figure)</source>
        <translation>L&apos;arbitre (tous les chiffres)</translation>
    </message>
    <message>
        <source>%1 (the enemy&apos;s losses in words)</source>
        <translation>%1 (les pertes de l&apos;ennemi en mots)</translation>
    </message>
    <message>
        <source>%1 campaign summary</source>
        <translation>%1 résumé de campagne</translation>
    </message>
    <message>
        <source>Export the Campaign Summary</source>
        <translation>Exporter le résumé de campagne</translation>
    </message>
    <message>
        <source>Written to %1. &lt;a href=&quot;%2&quot;&gt;Open the folder&lt;/a&gt;</source>
        <translation>Enregistré dans %1. &lt;a href=&quot;%2&quot;&gt;Ouvrir le dossier&lt;/a&gt;</translation>
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
        <translation>%1 n’a pas pu être écrit (%2) ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>endommagée</translation>
    </message>
    <message>
        <source>another rule set</source>
        <translation>autre règle</translation>
    </message>
    <message>
        <source>ended by the referee (time called early)</source>
        <translation>terminée par l&apos;arbitre (temps déclaré trop tôt)</translation>
    </message>
    <message>
        <source>ended by the referee (time called early): %1 won</source>
        <translation>terminée par l&apos;arbitre (temps déclaré trop tôt) : %1 a gagné</translation>
    </message>
    <message>
        <source>%1 %2 (as %3)</source>
        <translation>%1 %2 (en tant que %3)</translation>
    </message>
    <message>
        <source>Sa&amp;me Side…</source>
        <translation>Même &amp;camp…</translation>
    </message>
    <message>
        <source>%1 fights in battle %2 (&quot;%3&quot;) only; if it is a side of another battle under another name, say so with Same Side….</source>
        <translation>%1 ne combat que dans la bataille %2 (« %3 ») ; s&apos;il est un camp d&apos;une autre bataille sous un autre nom, dites-le avec Même camp….</translation>
    </message>
    <message>
        <source>totalled by rule %1</source>
        <translation>totalisé selon la règle %1</translation>
    </message>
</context>
<context>
    <name>adj::Cli</name>
    <message>
        <source>The battle file.</source>
        <translation>Le fichier de bataille.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>adjutant-cli: %1</source>
        <translation>adjutant-cli : %1</translation>
    </message>
    <message>
        <source>Adjutant&apos;s command line: the referee&apos;s books of a miniatures battle.</source>
        <translation>La ligne de commande d&apos;Adjutant : les registres de l&apos;arbitre d&apos;une bataille de figurines.</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;.
%2</source>
        <translation>commande inconnue « %1 ».
%2</translation>
    </message>
    <message>
        <source>The battle file (or --battle).</source>
        <translation>Le fichier de bataille (ou --battle).</translation>
    </message>
    <message>
        <source>Creates a new battle file. It never overwrites a file.</source>
        <translation>Crée un nouveau fichier de bataille. N&apos;écrase jamais un fichier existant.</translation>
    </message>
    <message>
        <source>Rule set id (see &apos;rulesets&apos;).</source>
        <translation>Identifiant de la règle (voir &apos;rulesets&apos;).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>The battle&apos;s name.</source>
        <translation>Le nom de la bataille.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>échelle</translation>
    </message>
    <message>
        <source>Create it from a scenario or roster JSON file.</source>
        <translation>La créer à partir d&apos;un fichier JSON de scénario ou d&apos;ordre de bataille.</translation>
    </message>
    <message>
        <source>json</source>
        <translation>json</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>new needs --ruleset ID or --scenario FILE</source>
        <translation>new exige --ruleset ID ou --scenario FICHIER</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Créé : %1</translation>
    </message>
    <message>
        <source>Prints a battle&apos;s state: sides, units, markers, counters.</source>
        <translation>Affiche l&apos;état d&apos;une bataille : camps, unités, marqueurs, compteurs.</translation>
    </message>
    <message>
        <source>%1 — turn %2, %3</source>
        <translation>%1 — tour %2, %3</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>%1/%2 %3</source>
        <translation>%1/%2 %3</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>en %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) in the log.</source>
        <translation>
            <numerusform>%n événement dans le journal.</numerusform>
            <numerusform>%n événements dans le journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>The side&apos;s name.</source>
        <translation>Le nom du camp.</translation>
    </message>
    <message>
        <source>Its colour (#rrggbb).</source>
        <translation>Sa couleur (#rrggbb).</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>Adds a unit; its attributes are checked against the rule set&apos;s profile.</source>
        <translation>Ajoute une unité ; ses attributs sont vérifiés par rapport au profil de la règle.</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>The unit&apos;s name.</source>
        <translation>Le nom de l&apos;unité.</translation>
    </message>
    <message>
        <source>Unit type id (see &apos;rulesets --json&apos;).</source>
        <translation>Identifiant du type d&apos;unité (voir &apos;rulesets --json&apos;).</translation>
    </message>
    <message>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <source>Strength now (default: the start).</source>
        <translation>Effectif actuel (par défaut : celui du début).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Strength at the start (default: the type&apos;s).</source>
        <translation>Effectif au début (par défaut : celui du type).</translation>
    </message>
    <message>
        <source>A profile attribute, name=value (repeatable).</source>
        <translation>Un attribut du profil, nom=valeur (répétable).</translation>
    </message>
    <message>
        <source>name=value</source>
        <translation>nom=valeur</translation>
    </message>
    <message>
        <source>Hex label or position.</source>
        <translation>Numéro ou position de l&apos;hexagone.</translation>
    </message>
    <message>
        <source>label</source>
        <translation>numéro</translation>
    </message>
    <message>
        <source>add-unit needs --%1</source>
        <translation>add-unit exige --%1</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not &quot;%2&quot;</source>
        <translation>--%1 doit être un nombre entier, pas « %2 »</translation>
    </message>
    <message>
        <source>--attr takes name=value, not &quot;%1&quot;</source>
        <translation>--attr prend nom=valeur, pas « %1 »</translation>
    </message>
    <message>
        <source>Place a marker of this kind.</source>
        <translation>Place un marqueur de ce type.</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>Lift the marker of this kind.</source>
        <translation>Retire le marqueur de ce type.</translation>
    </message>
    <message>
        <source>mark needs --unit and one of --place KIND or --lift KIND</source>
        <translation>mark exige --unit et soit --place TYPE, soit --lift TYPE</translation>
    </message>
    <message>
        <source>there is no unit called &quot;%1&quot;</source>
        <translation>aucune unité ne s&apos;appelle « %1 »</translation>
    </message>
    <message>
        <source>%1 has no %2 marker</source>
        <translation>%1 n&apos;a pas de marqueur %2</translation>
    </message>
    <message>
        <source>Advance to the next turn instead of the next phase.</source>
        <translation>Passe au tour suivant au lieu de la phase suivante.</translation>
    </message>
    <message>
        <source>Only this turn.</source>
        <translation>Seulement ce tour.</translation>
    </message>
    <message>
        <source>--turn must be a turn number, not &quot;%1&quot;</source>
        <translation>--turn doit être un numéro de tour, pas « %1 »</translation>
    </message>
    <message>
        <source>#%1 turn %2 %3: %4</source>
        <translation>#%1 tour %2 %3 : %4</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(annulé)</translation>
    </message>
    <message>
        <source>actions: not implemented yet</source>
        <translation>actions : pas encore implémentées</translation>
    </message>
    <message>
        <source>actions: %1</source>
        <translation>actions : %1</translation>
    </message>
    <message>
        <source>Resolves an action and prints the resolution (and with --odds the exact odds) as JSON.
Without --battle nothing is stored. With --battle the inputs may name the battle&apos;s units
and what the battle knows is filled in; with --apply the result is committed to it.
Without --dice or --seed Adjutant rolls, and the seed is logged.</source>
        <translation>Résout une action et affiche la résolution (et, avec --odds, les probabilités exactes) en JSON.
Sans --battle, rien n&apos;est enregistré. Avec --battle, les entrées peuvent nommer les unités de la bataille
et ce que la bataille sait est complété ; avec --apply, le résultat y est enregistré.
Sans --dice ni --seed, Adjutant lance les dés et la graine est journalisée.</translation>
    </message>
    <message>
        <source>Rule set id (default: the battle&apos;s).</source>
        <translation>Identifiant de la règle (par défaut : celle de la bataille).</translation>
    </message>
    <message>
        <source>Action id (see &apos;rulesets --json&apos;).</source>
        <translation>Identifiant de l&apos;action (voir &apos;rulesets --json&apos;).</translation>
    </message>
    <message>
        <source>The action&apos;s inputs as a JSON object.</source>
        <translation>Les entrées de l&apos;action, sous forme d&apos;objet JSON.</translation>
    </message>
    <message>
        <source>The players&apos; dice, in the order asked: 5,5,6 or &quot;5 5 6&quot;.</source>
        <translation>Les dés des joueurs, dans l&apos;ordre demandé : 5,5,6 ou « 5 5 6 ».</translation>
    </message>
    <message>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>Roll with this seed (repeatable results).</source>
        <translation>Lancer avec cette graine (résultats reproductibles).</translation>
    </message>
    <message>
        <source>Print the exact odds of every outcome; without --dice or --seed, only the odds (nothing is rolled).</source>
        <translation>Affiche les probabilités exactes de chaque résultat ; sans --dice ni --seed, seulement les probabilités (aucun dé n&apos;est lancé).</translation>
    </message>
    <message>
        <source>Commit the result to the battle (one undoable action).</source>
        <translation>Enregistre le résultat dans la bataille (une seule action annulable).</translation>
    </message>
    <message>
        <source>resolve needs --action ID</source>
        <translation>resolve exige --action ID</translation>
    </message>
    <message>
        <source>give --dice or --seed, not both</source>
        <translation>indiquez --dice ou --seed, pas les deux</translation>
    </message>
    <message>
        <source>--apply needs --battle FILE</source>
        <translation>--apply exige --battle FICHIER</translation>
    </message>
    <message>
        <source>--apply needs a result: give --dice or --seed, or leave out --odds to roll</source>
        <translation>--apply exige un résultat : indiquez --dice ou --seed, ou omettez --odds pour lancer les dés</translation>
    </message>
    <message>
        <source>--input must be a JSON object: %1 at character %2</source>
        <translation>--input doit être un objet JSON : %1 au caractère %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>%1 is a %2 battle, not %3</source>
        <translation>%1 est une bataille %2, pas %3</translation>
    </message>
    <message>
        <source>resolve needs --ruleset ID or --battle FILE</source>
        <translation>resolve exige --ruleset ID ou --battle FICHIER</translation>
    </message>
    <message>
        <source>the rule set &quot;%1&quot; has no actions in this version of Adjutant (available: %2)</source>
        <translation>la règle « %1 » n&apos;a aucune action dans cette version d&apos;Adjutant (disponibles : %2)</translation>
    </message>
    <message>
        <source>--dice: %1</source>
        <translation>--dice : %1</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not &quot;%1&quot;</source>
        <translation>--seed doit être un nombre entier, pas « %1 »</translation>
    </message>
    <message>
        <source>Sets a hex battle&apos;s board. Hexes are labelled CCRR (column, row, from 01).</source>
        <translation>Définit le plateau d&apos;une bataille sur hexagones. Les hexagones sont numérotés CCRR (colonne, rangée, à partir de 01).</translation>
    </message>
    <message>
        <source>Columns x rows, e.g. 30x20.</source>
        <translation>Colonnes x rangées, p. ex. 30x20.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>Offset layout: odd-q (default), even-q, odd-r, even-r.</source>
        <translation>Disposition décalée : odd-q (par défaut), even-q, odd-r, even-r.</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposition</translation>
    </message>
    <message>
        <source>A tile, LABEL=TERRAIN (repeatable); clear removes it.</source>
        <translation>Une tuile, NUMÉRO=TERRAIN (répétable) ; clear la supprime.</translation>
    </message>
    <message>
        <source>label=terrain</source>
        <translation>numéro=terrain</translation>
    </message>
    <message>
        <source>%1 is played on an open table: it has no hex board</source>
        <translation>%1 se joue sur table ouverte : il n&apos;a pas de plateau à hexagones</translation>
    </message>
    <message>
        <source>--size takes columns x rows from 1x1 to 200x200, not &quot;%1&quot;</source>
        <translation>--size prend colonnes x rangées, de 1x1 à 200x200, pas « %1 »</translation>
    </message>
    <message>
        <source>the battle has no board yet: give --size</source>
        <translation>la bataille n&apos;a pas encore de plateau : indiquez --size</translation>
    </message>
    <message>
        <source>--terrain takes LABEL=TERRAIN, not &quot;%1&quot;</source>
        <translation>--terrain prend NUMÉRO=TERRAIN, pas « %1 »</translation>
    </message>
    <message>
        <source>--terrain %1: &quot;%2&quot; is not a hex of this %3 x %4 board</source>
        <translation>--terrain %1 : « %2 » n&apos;est pas un hexagone de ce plateau de %3 x %4</translation>
    </message>
    <message>
        <source>--terrain %1: &quot;%2&quot; is not a terrain of this rule set (%3)</source>
        <translation>--terrain %1 : « %2 » n&apos;est pas un terrain de cette règle (%3)</translation>
    </message>
    <message>
        <source>The board is unchanged.</source>
        <translation>Le plateau est inchangé.</translation>
    </message>
    <message>
        <source>Changes this battle&apos;s rule table (house rules) or its optional rules. A change that leaves a gap or an impossible value is refused.</source>
        <translation>Modifie la table de règles de cette bataille (règles maison) ou ses règles optionnelles. Une modification qui laisse un trou ou une valeur impossible est refusée.</translation>
    </message>
    <message>
        <source>A table entry, path=value, e.g. hit.artillery.2=4 (repeatable).</source>
        <translation>Une entrée de la table, chemin=valeur, p. ex. hit.artillery.2=4 (répétable).</translation>
    </message>
    <message>
        <source>path=value</source>
        <translation>chemin=valeur</translation>
    </message>
    <message>
        <source>Drop this entry&apos;s house rule (repeatable).</source>
        <translation>Supprime la règle maison de cette entrée (répétable).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>Switch an optional rule on, e.g. 11.9 (repeatable).</source>
        <translation>Active une règle optionnelle, p. ex. 11.9 (répétable).</translation>
    </message>
    <message>
        <source>Switch an optional rule off (repeatable).</source>
        <translation>Désactive une règle optionnelle (répétable).</translation>
    </message>
    <message>
        <source>the rule set %1 has no rule table in this version of Adjutant</source>
        <translation>la règle %1 n&apos;a pas de table de règles dans cette version d&apos;Adjutant</translation>
    </message>
    <message>
        <source>--set takes path=value, not &quot;%1&quot;</source>
        <translation>--set prend chemin=valeur, pas « %1 »</translation>
    </message>
    <message>
        <source>Writes the summary of a turn (default: the current one) or of the battle so far: casualties,
units lost, markers, leaders, standings, resolutions with their rules, notes and charts.
With --side, the players&apos; report of that side: the enemy&apos;s losses only in words.</source>
        <translation>Écrit le résumé d&apos;un tour (par défaut : le tour en cours) ou de la bataille jusqu&apos;ici : pertes,
unités perdues, marqueurs, chefs, classement, résolutions avec leurs règles, notes et graphiques.
Avec --side, le rapport aux joueurs de ce camp : les pertes ennemies décrites seulement en mots.</translation>
    </message>
    <message>
        <source>The turn, or &quot;all&quot; for the battle so far.</source>
        <translation>Le tour, ou « all » pour la bataille jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>A players&apos; report for this side.</source>
        <translation>Un rapport aux joueurs pour ce camp.</translation>
    </message>
    <message>
        <source>Write a PDF to this file.</source>
        <translation>Écrire un PDF dans ce fichier.</translation>
    </message>
    <message>
        <source>Write HTML to this file.</source>
        <translation>Écrire le HTML dans ce fichier.</translation>
    </message>
    <message>
        <source>Paper for the PDF: a4 (default) or letter.</source>
        <translation>Papier du PDF : a4 (par défaut) ou letter.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>format</translation>
    </message>
    <message>
        <source>summary needs one of --pdf FILE, --html FILE or --json</source>
        <translation>summary exige --pdf FICHIER, --html FICHIER ou --json</translation>
    </message>
    <message>
        <source>--paper is a4 or letter, not &quot;%1&quot;</source>
        <translation>--paper vaut a4 ou letter, pas « %1 »</translation>
    </message>
    <message>
        <source>--turn must be a turn number or &quot;all&quot;, not &quot;%1&quot;</source>
        <translation>--turn doit être un numéro de tour ou « all », pas « %1 »</translation>
    </message>
    <message>
        <source>drawing a summary needs the graphical libraries (started without them)</source>
        <translation>dessiner un résumé exige les bibliothèques graphiques (lancé sans elles)</translation>
    </message>
    <message>
        <source>turn %1 has not been played: %2 is in turn %3</source>
        <translation>le tour %1 n&apos;a pas été joué : %2 en est au tour %3</translation>
    </message>
    <message>
        <source>A demo id or a rule set id (see --list).</source>
        <translation>Un identifiant de démonstration ou de règle (voir --list).</translation>
    </message>
    <message>
        <source>List the demo battles.</source>
        <translation>Liste les batailles de démonstration.</translation>
    </message>
    <message>
        <source>demo takes one id at most</source>
        <translation>demo prend au plus un identifiant</translation>
    </message>
    <message>
        <source>there is no demo battle &quot;%1&quot;; &apos;adjutant-cli demo --list&apos; names them</source>
        <translation>il n&apos;y a pas de bataille de démonstration « %1 » ; &apos;adjutant-cli demo --list&apos; les énumère</translation>
    </message>
    <message>
        <source>Records the range measured between two units this turn; actions between them reuse it.</source>
        <translation>Enregistre la distance mesurée entre deux unités pendant ce tour ; les actions entre elles la réutilisent.</translation>
    </message>
    <message>
        <source>The unit measured from.</source>
        <translation>L&apos;unité d&apos;où part la mesure.</translation>
    </message>
    <message>
        <source>The unit measured to.</source>
        <translation>L&apos;unité jusqu&apos;à laquelle on mesure.</translation>
    </message>
    <message>
        <source>The distance: 7 or 7in, 18cm, 3h.</source>
        <translation>La distance : 7 ou 7in, 18cm, 3h.</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distance</translation>
    </message>
    <message>
        <source>range needs --%1</source>
        <translation>range exige --%1</translation>
    </message>
    <message>
        <source>--value takes a distance such as 7, 7.5in, 18cm or 3h, not &quot;%1&quot;</source>
        <translation>--value prend une distance telle que 7, 7.5in, 18cm ou 3h, pas « %1 »</translation>
    </message>
    <message>
        <source>A CSV roster (one row per unit; see README).</source>
        <translation>Un ordre de bataille CSV (une ligne par unité ; voir README).</translation>
    </message>
    <message>
        <source>A JSON roster (the scenario format).</source>
        <translation>Un ordre de bataille JSON (le format des scénarios).</translation>
    </message>
    <message>
        <source>Adds the sides, units and leaders of a roster file to a battle, as one action that
can be undone. A file with errors names every bad line and field and imports nothing.</source>
        <translation>Ajoute à une bataille les camps, unités et chefs d&apos;un fichier d&apos;ordre de bataille, en une seule action
annulable. Un fichier comportant des erreurs signale chaque ligne et chaque champ erronés et n&apos;importe rien.</translation>
    </message>
    <message numerus="yes">
        <source>adjutant-cli: %1: nothing imported, %n error(s):</source>
        <translation>
            <numerusform>adjutant-cli : %1 : rien n&apos;a été importé, %n erreur :</numerusform>
            <numerusform>adjutant-cli : %1 : rien n&apos;a été importé, %n erreurs :</numerusform>
        </translation>
    </message>
    <message>
        <source>Writes a battle&apos;s roster to a CSV or JSON file (the battle is only read).</source>
        <translation>Écrit l&apos;ordre de bataille d&apos;une bataille dans un fichier CSV ou JSON (la bataille est seulement lue).</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) written to %1</source>
        <translation>
            <numerusform>%n unité écrite dans %1</numerusform>
            <numerusform>%n unités écrites dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves a unit, with the leaders who go with it, or a leader alone, hex by hex on the battle&apos;s board. The rule set checks every hex (terrain, hex limits, enemy units, AP) and the move is committed as one undoable action; a refused move changes nothing.</source>
        <translation>Déplace une unité, avec les chefs qui l&apos;accompagnent, ou un chef seul, d&apos;hexagone en hexagone sur le plateau de la bataille. La règle contrôle chaque hexagone (terrain, limites d&apos;hexagones, unités ennemies, AP) et le déplacement est validé comme une seule action annulable ; un déplacement refusé ne change rien.</translation>
    </message>
    <message>
        <source>The unit, or the leader alone, that moves.</source>
        <translation>L&apos;unité, ou le chef seul, qui se déplace.</translation>
    </message>
    <message>
        <source>The hex to reach; the shortest legal path is found.</source>
        <translation>L&apos;hexagone à atteindre ; le plus court chemin autorisé est trouvé.</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>hexagone</translation>
    </message>
    <message>
        <source>The hexes entered in order, e.g. &quot;0405 0406&quot;.</source>
        <translation>Les hexagones dans l&apos;ordre où ils sont traversés, p. ex. &quot;0405 0406&quot;.</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>hexagones</translation>
    </message>
    <message>
        <source>Use the leader&apos;s extra hex (1 more AP; no fire or close combat after).</source>
        <translation>Utiliser l&apos;hexagone supplémentaire du chef (1 AP de plus ; ni tir ni corps à corps ensuite).</translation>
    </message>
    <message>
        <source>move needs --unit NAME</source>
        <translation>move exige --unit NOM</translation>
    </message>
    <message>
        <source>move needs --to HEX or --path &quot;HEX HEX ...&quot;</source>
        <translation>move exige --to HEXAGONE ou --path &quot;HEXAGONE HEXAGONE ...&quot;</translation>
    </message>
    <message>
        <source>%1 has no move action in this version of Adjutant: move the figures by hand</source>
        <translation>%1 n&apos;a pas d&apos;action de déplacement dans cette version d&apos;Adjutant : déplacez les figurines à la main</translation>
    </message>
    <message>
        <source>--input: &quot;%1&quot; is null; give it a value, or leave it out for its default</source>
        <translation>--input : « %1 » est null ; donnez-lui une valeur, ou omettez-le pour sa valeur par défaut</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); nothing was written.</source>
        <translation>%1 n’a pas pu être écrit (%2) ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>the disk may be full, or the folder not writable</source>
        <translation>le disque est peut-être plein, ou le dossier non accessible en écriture</translation>
    </message>
    <message>
        <source>The scale, for a rule set played at a choice of scales (see &apos;rulesets&apos;).</source>
        <translation>L&apos;échelle, pour un jeu de règles qui se joue à plusieurs échelles au choix (voir &apos;rulesets&apos;).</translation>
    </message>
    <message>
        <source>Copies a demo battle into the data folder on first use and prints its path. Without an id: the first one --list names.</source>
        <translation>Copie une bataille de démonstration dans le dossier de données à la première utilisation et affiche son chemin. Sans identifiant : la première que --list nomme.</translation>
    </message>
    <message>
        <source>which battle? Give a battle file or --battle FILE.</source>
        <translation>quelle bataille ? Indiquez un fichier de bataille ou --battle FICHIER.</translation>
    </message>
    <message>
        <source>Accept typed-in dice left over (they are noted in the trace).</source>
        <translation>Accepter les dés saisis en trop (ils sont notés dans le déroulement).</translation>
    </message>
    <message>
        <source>Print the dice the action asks for, in order, with their conditions (nothing is rolled).</source>
        <translation>Afficher les dés que demande l&apos;action, dans l&apos;ordre, avec leurs conditions (rien n&apos;est lancé).</translation>
    </message>
    <message>
        <source>import needs one of --csv FILE or --roster FILE</source>
        <translation>import demande --csv FICHIER ou --roster FICHIER</translation>
    </message>
    <message>
        <source>export needs one of --csv FILE or --roster FILE</source>
        <translation>export demande --csv FICHIER ou --roster FICHIER</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Writes the JSON Schemas (draft 2020-12) of every command&apos;s --json output and of every action&apos;s --input into a folder: output/COMMAND.json and input/RULESET/ACTION.json (docs/schema/).</source>
        <translation>Écrit les schémas JSON (draft 2020-12) de la sortie --json de chaque commande et de l&apos;--input de chaque action dans un dossier : output/COMMANDE.json et input/REGLE/ACTION.json (docs/schema/).</translation>
    </message>
    <message>
        <source>The folder to write into.</source>
        <translation>Le dossier où écrire.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>schema needs --out FOLDER</source>
        <translation>schema demande --out DOSSIER</translation>
    </message>
    <message numerus="yes">
        <source>%n schema file(s) written to %1</source>
        <translation>
            <numerusform>%n fichier de schéma écrit dans %1</numerusform>
            <numerusform>%n fichiers de schéma écrits dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sets a value the rule set keeps for the battle, such as the wind a Wars for America scenario starts with, as one logged action that can be undone. Without --set: lists what can be set.</source>
        <translation>Fixe une valeur que la règle tient pour la bataille, comme le vent du début d&apos;un scénario de Wars for America, en une action journalisée que l&apos;on peut annuler. Sans --set : liste ce qui peut être fixé.</translation>
    </message>
    <message>
        <source>The value to set, name=value (repeatable), e.g. wind=4.</source>
        <translation>La valeur à fixer, nom=valeur (répétable), par ex. wind=4.</translation>
    </message>
    <message>
        <source>--set takes name=value, not &quot;%1&quot;</source>
        <translation>--set prend nom=valeur, pas « %1 »</translation>
    </message>
    <message>
        <source>the battle&apos;s rule set &quot;%1&quot; is not in this version of Adjutant</source>
        <translation>la règle « %1 » de la bataille n&apos;est pas dans cette version d&apos;Adjutant</translation>
    </message>
    <message>
        <source>%1 keeps no value that can be set directly.</source>
        <translation>%1 ne tient aucune valeur que l&apos;on puisse fixer directement.</translation>
    </message>
    <message>
        <source>Puts back the last action undone, as the GUI&apos;s Redo does, even after the battle was closed. The redo is logged as an event of its own.</source>
        <translation>Rétablit la dernière action annulée, comme Rétablir dans la fenêtre, même après la fermeture de la bataille. Le rétablissement est journalisé comme un événement à part.</translation>
    </message>
    <message>
        <source>Takes back the last action that stands, as the GUI&apos;s Undo does, even after the battle was closed. The undo is logged as an event of its own.</source>
        <translation>Annule la dernière action en vigueur, comme Annuler dans la fenêtre, même après la fermeture de la bataille. L&apos;annulation est journalisée comme un événement à part.</translation>
    </message>
    <message>
        <source>nothing to redo in %1: no action was undone since the last one</source>
        <translation>rien à rétablir dans %1 : aucune action n&apos;a été annulée depuis la dernière</translation>
    </message>
    <message>
        <source>nothing to undo in %1: no action stands</source>
        <translation>rien à annuler dans %1 : aucune action n&apos;est en vigueur</translation>
    </message>
    <message>
        <source>could not redo &quot;%1&quot;: %2</source>
        <translation>« %1 » n&apos;a pas pu être rétabli : %2</translation>
    </message>
    <message>
        <source>could not undo &quot;%1&quot;: %2</source>
        <translation>« %1 » n&apos;a pas pu être annulé : %2</translation>
    </message>
    <message>
        <source>Its new name.</source>
        <translation>Son nouveau nom.</translation>
    </message>
    <message>
        <source>Its strength now.</source>
        <translation>Sa force actuelle.</translation>
    </message>
    <message>
        <source>Its strength at the start.</source>
        <translation>Sa force au début.</translation>
    </message>
    <message>
        <source>A profile attribute, name=value (repeatable); name= puts back the profile&apos;s default.</source>
        <translation>Un attribut du profil, nom=valeur (répétable) ; nom= remet la valeur par défaut du profil.</translation>
    </message>
    <message>
        <source>Hex label or position; &quot;&quot; takes it off the board.</source>
        <translation>Numéro d&apos;hexagone ou position ; &quot;&quot; la retire du plateau.</translation>
    </message>
    <message>
        <source>Changes a unit&apos;s name, strength, attributes or position, as one action that can be undone.
The unit is checked against the rule set&apos;s profile like add-unit; a refused change changes nothing.</source>
        <translation>Modifie le nom, la force, les attributs ou la position d&apos;une unité, en une action que l&apos;on peut annuler.
L&apos;unité est contrôlée selon le profil de la règle comme avec add-unit ; une modification refusée ne change rien.</translation>
    </message>
    <message>
        <source>edit-unit needs --unit NAME</source>
        <translation>edit-unit demande --unit NOM</translation>
    </message>
    <message>
        <source>edit-unit needs something to change: --name, --strength, --start, --attr or --position</source>
        <translation>edit-unit demande quelque chose à modifier : --name, --strength, --start, --attr ou --position</translation>
    </message>
    <message>
        <source>Removes a unit, with its markers and ranges (its leaders stay, alone), as one action that can be undone.</source>
        <translation>Retire une unité, avec ses marqueurs et ses distances (ses chefs restent, seuls), en une action que l&apos;on peut annuler.</translation>
    </message>
    <message>
        <source>remove-unit needs --unit NAME</source>
        <translation>remove-unit demande --unit NOM</translation>
    </message>
    <message>
        <source>Serves the table link for a battle: each side&apos;s page for its secret choices and its players&apos;
report, on the local network, until stopped (Ctrl+C). Prints each side&apos;s address.</source>
        <translation>Sert le lien de table d&apos;une bataille : la page de chaque camp pour ses choix secrets et son rapport
aux joueurs, sur le réseau local, jusqu&apos;à l&apos;arrêt (Ctrl+C). Affiche l&apos;adresse de chaque camp.</translation>
    </message>
    <message>
        <source>The port (default 8765; 0: any free port).</source>
        <translation>Le port (par défaut 8765 ; 0 : un port libre).</translation>
    </message>
    <message>
        <source>The address to listen on (default: this machine&apos;s first network address; 127.0.0.1 for this machine only).</source>
        <translation>L&apos;adresse d&apos;écoute (par défaut : la première adresse réseau de cette machine ; 127.0.0.1 pour cette machine seule).</translation>
    </message>
    <message>
        <source>ip</source>
        <translation>ip</translation>
    </message>
    <message>
        <source>--port takes 0 to 65535, not &quot;%1&quot;</source>
        <translation>--port prend 0 à 65535, pas « %1 »</translation>
    </message>
    <message>
        <source>--address takes an IP address, not &quot;%1&quot;</source>
        <translation>--address prend une adresse IP, pas « %1 »</translation>
    </message>
    <message>
        <source>Table link on %1 (Ctrl+C stops it)</source>
        <translation>Lien de table sur %1 (Ctrl+C l&apos;arrête)</translation>
    </message>
    <message>
        <source>link takes status, reveal or renew, not &quot;%1&quot;</source>
        <translation>link prend status, reveal ou renew, pas « %1 »</translation>
    </message>
    <message>
        <source>link status: each side&apos;s state as the referee sees it (never its choice).
link reveal: the sealed choices enter the battle, as the referee&apos;s own entry would.
link renew --side S: a new code for the side; its old address stops working.</source>
        <translation>link status : l&apos;état de chaque camp tel que l&apos;arbitre le voit (jamais son choix).
link reveal : les choix scellés entrent dans la bataille, comme la saisie de l&apos;arbitre.
link renew --side S : un nouveau code pour le camp ; son ancienne adresse ne fonctionne plus.</translation>
    </message>
    <message>
        <source>The side (link renew).</source>
        <translation>Le camp (link renew).</translation>
    </message>
    <message>
        <source>the battle has no side &quot;%1&quot;</source>
        <translation>la bataille n&apos;a pas de camp « %1 »</translation>
    </message>
    <message>
        <source>%1 has a new code; its old address serves nothing</source>
        <translation>%1 a un nouveau code ; son ancienne adresse ne sert plus rien</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) revealed</source>
        <translation>
            <numerusform>%n événement révélé</numerusform>
            <numerusform>%n événements révélés</numerusform>
        </translation>
    </message>
    <message>
        <source>The campaign file.</source>
        <translation>Le fichier de campagne.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquante</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencée</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>campaign needs a subcommand.
%1</source>
        <translation>campaign a besoin d&apos;une sous-commande.
%1</translation>
    </message>
    <message>
        <source>unknown campaign subcommand &quot;%1&quot;.
%2</source>
        <translation>sous-commande de campaign inconnue « %1 ».
%2</translation>
    </message>
    <message>
        <source>The campaign file (or --campaign).</source>
        <translation>Le fichier de campagne (ou --campaign).</translation>
    </message>
    <message>
        <source>which campaign? Give a campaign file or --campaign FILE.</source>
        <translation>quelle campagne ? Donnez un fichier de campagne ou --campaign FICHIER.</translation>
    </message>
    <message>
        <source>Creates a campaign file. It never overwrites a file.</source>
        <translation>Crée un fichier de campagne. N&apos;écrase jamais un fichier.</translation>
    </message>
    <message>
        <source>The campaign&apos;s name.</source>
        <translation>Le nom de la campagne.</translation>
    </message>
    <message>
        <source>campaign new needs --name NAME and --ruleset ID</source>
        <translation>campaign new a besoin de --name NOM et --ruleset ID</translation>
    </message>
    <message>
        <source>ruleset: &quot;%1&quot; is not a rule set Adjutant knows</source>
        <translation>ruleset : « %1 » n&apos;est pas un jeu de règles connu d&apos;Adjutant</translation>
    </message>
    <message>
        <source>%1 already exists; a new campaign never overwrites a file</source>
        <translation>%1 existe déjà ; une nouvelle campagne n&apos;écrase jamais un fichier</translation>
    </message>
    <message>
        <source>Adds a battle file to the campaign.</source>
        <translation>Ajoute un fichier de bataille à la campagne.</translation>
    </message>
    <message>
        <source>Removes a battle from the campaign (its file stays as it is).</source>
        <translation>Retire une bataille de la campagne (son fichier reste tel quel).</translation>
    </message>
    <message>
        <source>Points a battle of the campaign to where its file is now.</source>
        <translation>Indique où est maintenant le fichier d&apos;une bataille de la campagne.</translation>
    </message>
    <message>
        <source>The battle&apos;s number or name.</source>
        <translation>Le numéro ou le nom de la bataille.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>The battle&apos;s name in the campaign (default: its own).</source>
        <translation>Le nom de la bataille dans la campagne (par défaut : le sien).</translation>
    </message>
    <message>
        <source>Where the battle file is now.</source>
        <translation>Où est maintenant le fichier de bataille.</translation>
    </message>
    <message>
        <source>campaign relink needs --battle NUMBER|NAME and --file FILE</source>
        <translation>campaign relink a besoin de --battle NUMÉRO|NOM et --file FICHIER</translation>
    </message>
    <message>
        <source>campaign %1 needs --battle</source>
        <translation>campaign %1 a besoin de --battle</translation>
    </message>
    <message>
        <source>Battle %1 added: %2</source>
        <translation>Bataille %1 ajoutée : %2</translation>
    </message>
    <message>
        <source>Battle %1 removed</source>
        <translation>Bataille %1 retirée</translation>
    </message>
    <message>
        <source>Battle %1 now at %2</source>
        <translation>Bataille %1 maintenant à %2</translation>
    </message>
    <message>
        <source>Prints the campaign&apos;s standing battle by battle: each battle&apos;s VP (or Glory) earned and credited, the totals and who leads (For Honor and Glory: rule 12).</source>
        <translation>Affiche le classement de la campagne bataille par bataille : les PV (ou la Gloire) gagnés et crédités de chaque bataille, les totaux et qui mène (For Honor and Glory : règle 12).</translation>
    </message>
    <message>
        <source>Lists the campaign&apos;s battles, their state and the running totals.</source>
        <translation>Liste les batailles de la campagne, leur état et les totaux cumulés.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n battle(s)</source>
        <translation>
            <numerusform>%1 — %n bataille</numerusform>
            <numerusform>%1 — %n batailles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 (%3) — %4</source>
        <translation>%1. %2 (%3) — %4</translation>
    </message>
    <message>
        <source>running total %1</source>
        <translation>total cumulé %1</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Totaux : %1</translation>
    </message>
    <message>
        <source>Nobody leads: the totals are tied</source>
        <translation>Personne ne mène : les totaux sont à égalité</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 mène</translation>
    </message>
    <message>
        <source>Not counted: %1</source>
        <translation>Non compté : %1</translation>
    </message>
    <message>
        <source>Point a moved battle to its file with &apos;adjutant-cli campaign relink&apos;.</source>
        <translation>Indiquez le fichier d&apos;une bataille déplacée avec « adjutant-cli campaign relink ».</translation>
    </message>
    <message>
        <source>With --turn all, list every resolution, card drawn, marker and change of status one by one
(else the battle so far is told turn by turn and unit by unit).</source>
        <translation>Avec --turn all, lister une à une chaque résolution, carte tirée, marqueur et changement d&apos;état
(sinon la bataille jusqu&apos;ici est racontée tour par tour et unité par unité).</translation>
    </message>
    <message>
        <source>--resolutions is for the battle so far (--turn all): a turn&apos;s summary lists every one</source>
        <translation>--resolutions est pour la bataille jusqu&apos;ici (--turn all) : le résumé d&apos;un tour les liste toutes</translation>
    </message>
    <message>
        <source>--resolutions is for --pdf or --html: the JSON has every resolution</source>
        <translation>--resolutions est pour --pdf ou --html : le JSON a chaque résolution</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from 0 to %2, not &quot;%3&quot;</source>
        <translation>--%1 doit être un entier de 0 à %2, pas « %3 »</translation>
    </message>
    <message>
        <source>No victory conditions are set.</source>
        <translation>Aucune condition de victoire n&apos;est fixée.</translation>
    </message>
    <message>
        <source>How it ended: victory, time or referee.</source>
        <translation>Comment elle s&apos;est terminée : victory, time ou referee.</translation>
    </message>
    <message>
        <source>ending</source>
        <translation>fin</translation>
    </message>
    <message>
        <source>end needs --ending victory|time|referee</source>
        <translation>end a besoin de --ending victory|time|referee</translation>
    </message>
    <message>
        <source>--ending must be victory, time or referee, not &quot;%1&quot;</source>
        <translation>--ending doit être victory, time ou referee, pas « %1 »</translation>
    </message>
    <message>
        <source>Write the campaign summary as PDF (summary only).</source>
        <translation>Écrire le résumé de campagne en PDF (summary seulement).</translation>
    </message>
    <message>
        <source>Write the campaign summary as HTML (summary only).</source>
        <translation>Écrire le résumé de campagne en HTML (summary seulement).</translation>
    </message>
    <message>
        <source>A side&apos;s players&apos; version (with --pdf, --html or --json): the enemy&apos;s losses in words.</source>
        <translation>La version des joueurs d&apos;un camp (avec --pdf, --html ou --json) : les pertes de l&apos;ennemi en mots.</translation>
    </message>
    <message>
        <source>--side is for --pdf, --html or --json</source>
        <translation>--side va avec --pdf, --html ou --json</translation>
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
        <translation>Liste ce que le tour doit encore selon les règles (tests de moral après des pertes, touches à répartir, plans non écrits, PA restants, ...), chacun avec l&apos;action qui le règle et ses unités renseignées.</translation>
    </message>
    <message>
        <source>Turn %1: nothing is owed.</source>
        <translation>Tour %1 : rien n&apos;est dû.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n owed:</source>
        <translation>
            <numerusform>Tour %1 : %n point dû :</numerusform>
            <numerusform>Tour %1 : %n points dus :</numerusform>
        </translation>
    </message>
    <message>
        <source>Advances the battle to the next phase (or with --turn to the next turn, or with --to to the named phase). What the turn still owes is said, on stderr or as &quot;owed&quot;, and never blocks.</source>
        <translation>Fait passer la bataille à la phase suivante (avec --turn au tour suivant, avec --to à la phase nommée). Ce que le tour doit encore est dit, sur stderr ou dans « owed », et ne bloque jamais.</translation>
    </message>
    <message>
        <source>Advance phase by phase to this phase (of this turn or the next).</source>
        <translation>Avancer phase par phase jusqu&apos;à cette phase (de ce tour ou du suivant).</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>phase</translation>
    </message>
    <message>
        <source>--to: &quot;%1&quot; is not a phase of %2 (%3)</source>
        <translation>--to : « %1 » n&apos;est pas une phase de %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>adjutant-cli: advanced with %n thing(s) still owed:</source>
        <translation>
            <numerusform>adjutant-cli : avancé avec %n point encore dû :</numerusform>
            <numerusform>adjutant-cli : avancé avec %n points encore dus :</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing was changed</source>
        <translation>%1 est en lecture seule (%2) : rien n’a été modifié</translation>
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
        <translation>Sous-commandes :
  init       créer ou migrer le schéma et les rôles du club sur le serveur, et le club (--server --club)
  join       faire rejoindre un club à une bataille (--battle FICHIER --server --club)
  leave      retirer une bataille de son club
  status     le club de la bataille, ses événements en attente et le compte du serveur
  sync       envoyer maintenant les événements en attente de la bataille
  mirror     envoyer les événements de la bataille dès qu’ils sont enregistrés, jusqu’à l’arrêt
  takeover   écrire une bataille du club depuis ce portable (demande d’abord ; --yes)
  pull       reconstruire un fichier de bataille depuis le club (--server --battle ID --out FICHIER)
  standings  chaque table du club et les totaux de la campagne (--server --club)
  serve      le tableau du club pour un projecteur, en direct, en lecture seule (--server --club)</translation>
    </message>
    <message>
        <source>club needs a subcommand.
%1</source>
        <translation>club demande une sous-commande.
%1</translation>
    </message>
    <message>
        <source>unknown club subcommand &quot;%1&quot;.
%2</source>
        <translation>sous-commande de club inconnue « %1 ».
%2</translation>
    </message>
    <message>
        <source>The club&apos;s server: postgresql://[user@]host[:port]/database[?sslmode=...] (the password from ~/.pgpass, PGPASSFILE or a service file).</source>
        <translation>Le serveur du club : postgresql://[utilisateur@]hôte[:port]/base[?sslmode=...] (le mot de passe depuis ~/.pgpass, PGPASSFILE ou un fichier de service).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adresse</translation>
    </message>
    <message>
        <source>The club&apos;s name.</source>
        <translation>Le nom du club.</translation>
    </message>
    <message>
        <source>Take the battle over without asking.</source>
        <translation>Reprendre la bataille sans demander.</translation>
    </message>
    <message>
        <source>The battle&apos;s id in the club (club standings lists them).</source>
        <translation>L’identifiant de la bataille dans le club (club standings les liste).</translation>
    </message>
    <message>
        <source>The battle file to write (never overwritten).</source>
        <translation>Le fichier de bataille à écrire (jamais écrasé).</translation>
    </message>
    <message>
        <source>The port (default 8766; 0: any free port).</source>
        <translation>Le port (8766 par défaut ; 0 : n’importe quel port libre).</translation>
    </message>
    <message>
        <source>The address to listen on (default: every address of this machine; 127.0.0.1 for this machine only).</source>
        <translation>L’adresse d’écoute (par défaut : toutes les adresses de cette machine ; 127.0.0.1 pour cette machine seule).</translation>
    </message>
    <message>
        <source>Read the standings from this replica&apos;s address (the board still listens on --server for the tables&apos; news).</source>
        <translation>Lire le classement depuis l’adresse de cette réplique (le tableau écoute toujours --server pour les nouvelles des tables).</translation>
    </message>
    <message>
        <source>--server is needed: the club&apos;s postgresql:// address</source>
        <translation>--server est nécessaire : l’adresse postgresql:// du club</translation>
    </message>
    <message>
        <source>The club&apos;s board on %1 (Ctrl+C stops it)</source>
        <translation>Le tableau du club sur %1 (Ctrl+C l’arrête)</translation>
    </message>
    <message>
        <source>--club takes the club&apos;s name (1 to 200 characters)</source>
        <translation>--club prend le nom du club (1 à 200 caractères)</translation>
    </message>
    <message>
        <source>--club takes the club&apos;s name</source>
        <translation>--club prend le nom du club</translation>
    </message>
    <message>
        <source>%1 joined the club &quot;%2&quot; on %3 as %4
%5</source>
        <translation>%1 a rejoint le club « %2 » sur %3 sous %4
%5</translation>
    </message>
    <message>
        <source>%1 left the club &quot;%2&quot;</source>
        <translation>%1 a quitté le club « %2 »</translation>
    </message>
    <message>
        <source>%1 left the club &quot;%2&quot; (its server could not be told)</source>
        <translation>%1 a quitté le club « %2 » (son serveur n’a pas pu être prévenu)</translation>
    </message>
    <message>
        <source>%1 has joined no club</source>
        <translation>%1 n’a rejoint aucun club</translation>
    </message>
    <message>
        <source>%1: club &quot;%2&quot; on %3, battle %4</source>
        <translation>%1 : club « %2 » sur %3, bataille %4</translation>
    </message>
    <message>
        <source>the server has %1 of %2 events; %3</source>
        <translation>le serveur a %1 des %2 événements ; %3</translation>
    </message>
    <message>
        <source>this laptop writes it</source>
        <translation>ce portable l’écrit</translation>
    </message>
    <message>
        <source>written from %1 (club takeover moves it here)</source>
        <translation>écrite depuis %1 (club takeover la ramène ici)</translation>
    </message>
    <message>
        <source>%1 has joined no club: pull the battle from the club first (club pull)</source>
        <translation>%1 n’a rejoint aucun club : récupérez d’abord la bataille du club (club pull)</translation>
    </message>
    <message>
        <source>a takeover asks first: with --json, give --yes</source>
        <translation>une reprise demande d’abord : avec --json, donnez --yes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written from %2 (the club has %3 of its events). From now on only this laptop may write it, and %2 is refused. Take it over? [y/N] </source>
        <translation>« %1 » est écrite depuis %2 (le club a %3 de ses événements). Désormais seul ce portable peut l’écrire, et %2 est refusé. La reprendre ? [y/N] </translation>
    </message>
    <message>
        <source>not taken over: nothing was changed</source>
        <translation>pas reprise : rien n’a changé</translation>
    </message>
    <message>
        <source>%1 is written from this laptop now (it was %2)
%3</source>
        <translation>%1 est maintenant écrite depuis ce portable (c’était %2)
%3</translation>
    </message>
    <message>
        <source>--battle takes the battle&apos;s id in the club (club standings lists them)</source>
        <translation>--battle prend l’identifiant de la bataille dans le club (club standings les liste)</translation>
    </message>
    <message>
        <source>--out takes the battle file to write</source>
        <translation>--out prend le fichier de bataille à écrire</translation>
    </message>
    <message numerus="yes">
        <source>%1 rebuilt from the club: %n event(s)</source>
        <translation>
            <numerusform>%1 reconstruite depuis le club : %n événement</numerusform>
            <numerusform>%1 reconstruite depuis le club : %n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>the server has no club &quot;%1&quot;</source>
        <translation>le serveur n’a pas de club « %1 »</translation>
    </message>
    <message>
        <source>The club &quot;%1&quot;</source>
        <translation>Le club « %1 »</translation>
    </message>
    <message>
        <source>No table has joined the club yet.</source>
        <translation>Aucune table n’a encore rejoint le club.</translation>
    </message>
    <message>
        <source>%1 (%2) — turn %3, %4 — %5</source>
        <translation>%1 (%2) — tour %3, %4 — %5</translation>
    </message>
    <message>
        <source>  ended; winner: %1</source>
        <translation>  terminée ; vainqueur : %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>  %1: %2 %3 lost</source>
        <translation>  %1 : %2 %3 perdus</translation>
    </message>
    <message>
        <source>  last: %1 (%2)</source>
        <translation>  dernière : %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Campaign totals, %1 (%2, %n battle(s)): %3</source>
        <translation>
            <numerusform>Totaux de la campagne, %1 (%2, %n bataille) : %3</numerusform>
            <numerusform>Totaux de la campagne, %1 (%2, %n batailles) : %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the battles&apos; totals</source>
        <translation>les totaux des batailles</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>règle %1</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>endommagée</translation>
    </message>
    <message>
        <source>another rule set</source>
        <translation>autre règle</translation>
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
        <translation>Sous-commandes :
  new      créer un fichier de campagne (--campaign FILE --name NAME --ruleset ID)
  add      ajouter un fichier de bataille à la campagne (--battle FILE [--name NAME])
  remove   retirer une bataille de la campagne (--battle NUMBER|NAME) ; son fichier reste
  relink   indiquer où se trouve le fichier d&apos;une bataille déplacée (--battle NUMBER|NAME --file FILE)
  same-side      dire que des camps de batailles différentes sont un seul camp (--side NAME --side NAME
                 ... ; le premier nommé est affiché)
  separate-side  un camp déclaré le même qu&apos;un autre compte de nouveau seul (--side NAME)
  show     lister les batailles, leur état et les totaux cumulés
  summary  la situation de la campagne bataille par bataille (JSON avec --json)</translation>
    </message>
    <message>
        <source>Says that sides of the campaign&apos;s battles are one side, named differently from battle to battle (&quot;American&quot;, &quot;United States&quot;): the campaign totals them as one, under the first name given.</source>
        <translation>Dit que des camps des batailles de la campagne sont un seul camp, nommé différemment d&apos;une bataille à l&apos;autre (« American », « United States ») : la campagne les totalise comme un seul, sous le premier nom donné.</translation>
    </message>
    <message>
        <source>Takes a side out of the side it was said to be the same as: it counts on its own again.</source>
        <translation>Sort un camp du camp auquel il a été déclaré identique : il compte de nouveau seul.</translation>
    </message>
    <message>
        <source>A side&apos;s name as a battle of the campaign has it (two or more).</source>
        <translation>Le nom d&apos;un camp tel qu&apos;une bataille de la campagne le porte (deux ou plus).</translation>
    </message>
    <message>
        <source>campaign same-side needs two or more --side NAME</source>
        <translation>campaign same-side demande deux --side NAME ou plus</translation>
    </message>
    <message>
        <source>campaign separate-side needs one --side NAME</source>
        <translation>campaign separate-side demande un --side NAME</translation>
    </message>
    <message>
        <source>%1 are one side in this campaign, shown as %2</source>
        <translation>%1 sont un seul camp dans cette campagne, affiché comme %2</translation>
    </message>
    <message>
        <source>%1 counts on its own again</source>
        <translation>%1 compte de nouveau seul</translation>
    </message>
    <message>
        <source>%1 fights here as %2</source>
        <translation>%1 combat ici en tant que %2</translation>
    </message>
    <message>
        <source>%1 fights in battle %2 (&quot;%3&quot;) only. If it is a side of another battle under another name, say so: adjutant-cli campaign same-side %4 --side NAME --side &quot;%1&quot;</source>
        <translation>%1 ne combat que dans la bataille %2 (« %3 »). S&apos;il est un camp d&apos;une autre bataille sous un autre nom, dites-le : adjutant-cli campaign same-side %4 --side NAME --side &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The VP (or Glory) to win: the side&apos;s (--side), else every side&apos;s; 0: none.</source>
        <translation>Les PV (ou la Gloire) pour gagner : ceux du camp (--side), sinon ceux de chaque camp ; 0 : aucun.</translation>
    </message>
    <message>
        <source>The turn by which the side (--side) must reach its VP, the other winning on time when it does not (10.C); without --side the battle&apos;s last turn; 0: none.</source>
        <translation>Le tour avant la fin duquel le camp (--side) doit atteindre ses PV, l&apos;autre gagnant au temps s&apos;il n&apos;y parvient pas (10.C) ; sans --side le dernier tour de la bataille ; 0 : aucun.</translation>
    </message>
    <message>
        <source>The side the conditions are for, each side its own; without it one VP target for every side and a turn limit that names no side.</source>
        <translation>Le camp auquel s&apos;appliquent les conditions, chaque camp les siennes ; sans lui un seul objectif de PV pour chaque camp et une limite de tours qui ne nomme aucun camp.</translation>
    </message>
    <message>
        <source>--side needs a side&apos;s name</source>
        <translation>--side demande le nom d&apos;un camp</translation>
    </message>
    <message>
        <source>the victory conditions are set side by side (%1): name the side with --side</source>
        <translation>les conditions de victoire sont fixées camp par camp (%1) : nommez le camp avec --side</translation>
    </message>
    <message>
        <source>Sets a battle&apos;s victory conditions as one logged, undoable action: with --side that side&apos;s VP to win and the turn by which it must reach them (10.C), else one VP target for every side and a turn limit. Without options prints them, each side&apos;s VP and whether they are met.</source>
        <translation>Fixe les conditions de victoire d&apos;une bataille en une action journalisée et annulable : avec --side les PV du camp pour gagner et le tour avant la fin duquel il doit les atteindre (10.C), sinon un objectif de PV pour chaque camp et une limite de tours. Sans option, les affiche, avec les PV de chaque camp et s&apos;ils sont remplis.</translation>
    </message>
    <message>
        <source>Records the end of a battle (by victory, on time or by the referee&apos;s call) with each side&apos;s VP as one logged action; &apos;undo&apos; takes it back. A time win is the victory conditions&apos;: without --winner the side that wins on time; a time called before it is up is the referee&apos;s call.</source>
        <translation>Enregistre la fin d&apos;une bataille (par victoire, au temps ou par décision de l&apos;arbitre) avec les PV de chaque camp en une action journalisée ; &apos;undo&apos; l&apos;annule. Une victoire au temps est celle des conditions de victoire : sans --winner le camp qui gagne au temps ; un temps déclaré avant qu&apos;il soit écoulé est la décision de l&apos;arbitre.</translation>
    </message>
    <message>
        <source>The side that won (needed for a victory; on time, when the conditions do not say).</source>
        <translation>Le camp qui a gagné (requis pour une victoire ; au temps, quand les conditions ne le disent pas).</translation>
    </message>
    <message>
        <source>Record a victory for a side short of its VP and behind on VP.</source>
        <translation>Enregistrer une victoire pour un camp en deçà de ses PV et en retard aux PV.</translation>
    </message>
    <message>
        <source>winner: %1; a victory for %2 asks first: add --confirm to record it</source>
        <translation>winner : %1 ; une victoire pour %2 demande d&apos;abord : ajoutez --confirm pour l&apos;enregistrer</translation>
    </message>
    <message>
        <source>%1: give the hex with --to</source>
        <translation>%1 : indiquez l&apos;hexagone avec --to</translation>
    </message>
    <message>
        <source>a temporary file cannot be written in %1: %2</source>
        <translation>impossible d’écrire un fichier temporaire dans %1 : %2</translation>
    </message>
    <message>
        <source>a temporary file in %1 could not be written</source>
        <translation>un fichier temporaire dans %1 n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>totalled by rule %1</source>
        <translation>totalisé selon la règle %1</translation>
    </message>
    <message>
        <source>create a battle file (from a rule set or a scenario)</source>
        <translation>créer un fichier de bataille (à partir d&apos;une règle ou d&apos;un scénario)</translation>
    </message>
    <message>
        <source>print a battle&apos;s state</source>
        <translation>afficher l&apos;état d&apos;une bataille</translation>
    </message>
    <message>
        <source>add a side to a battle</source>
        <translation>ajouter un camp à une bataille</translation>
    </message>
    <message>
        <source>link battles into a campaign: new, add, remove, relink, same-side,
             separate-side, show, summary</source>
        <translation>relier des batailles en une campagne : new, add, remove, relink, same-side,
             separate-side, show, summary</translation>
    </message>
    <message>
        <source>join a battle to a club, mirror it, take it over, pull it; the standings and the board: init, join, leave, status, sync, mirror, takeover, pull, standings, serve</source>
        <translation>faire rejoindre un club à une bataille, la refléter, la reprendre, la récupérer ; le classement et le tableau : init, join, leave, status, sync, mirror, takeover, pull, standings, serve</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>Victory and campaigns:</source>
        <translation>Victoire et campagnes :</translation>
    </message>
    <message>
        <source>The club (many tables, one PostgreSQL server):</source>
        <translation>Le club (de nombreuses tables, un serveur PostgreSQL) :</translation>
    </message>
    <message>
        <source>With --json every command prints its result or its refusal as JSON (docs/json.md).
Run &apos;adjutant-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Avec --json, chaque commande affiche son résultat ou son refus en JSON (docs/json.md).
Lancez &apos;adjutant-cli COMMANDE --help&apos; pour les options d&apos;une commande.</translation>
    </message>
    <message>
        <source>serve the table link: each side&apos;s page for its secret choices and its report</source>
        <translation>servir le lien de table : la page de chaque camp pour ses choix secrets et son rapport</translation>
    </message>
    <message>
        <source>the table link&apos;s sides as the referee sees them; reveal their choices; renew a code</source>
        <translation>les camps du lien de table vus par l&apos;arbitre ; révéler leurs choix ; renouveler un code</translation>
    </message>
    <message>
        <source>print a battle&apos;s event log</source>
        <translation>afficher le journal des événements d&apos;une bataille</translation>
    </message>
    <message>
        <source>list the rule sets and their unit profiles</source>
        <translation>lister les règles et leurs profils d&apos;unités</translation>
    </message>
    <message>
        <source>make sure a demo battle exists (one per rule set) and print its path</source>
        <translation>s&apos;assurer qu&apos;une bataille de démonstration existe (une par règle) et afficher son chemin</translation>
    </message>
    <message>
        <source>move a unit (or a leader alone) hex by hex, checked by the rules, as one action</source>
        <translation>déplacer une unité (ou un chef seul) d&apos;hexagone en hexagone, contrôlé par les règles, en une seule action</translation>
    </message>
    <message>
        <source>resolve an action (fire, melee, morale, ...) with exact odds; apply it to a battle</source>
        <translation>résoudre une action (tir, mêlée, moral, ...) avec les probabilités exactes ; l&apos;appliquer à une bataille</translation>
    </message>
    <message>
        <source>set a hex battle&apos;s board: size and terrain tiles by hex label</source>
        <translation>définir le plateau d&apos;une bataille sur hexagones : taille et tuiles de terrain par numéro d&apos;hexagone</translation>
    </message>
    <message>
        <source>change a rule table entry for one battle, or switch optional rules</source>
        <translation>modifier une entrée de la table de règles d&apos;une bataille, ou activer/désactiver des règles optionnelles</translation>
    </message>
    <message>
        <source>record the range measured between two units this turn</source>
        <translation>enregistrer la distance mesurée entre deux unités pendant ce tour</translation>
    </message>
    <message>
        <source>add units to a battle from a roster file (CSV or JSON), all or nothing</source>
        <translation>ajouter à une bataille des unités d&apos;un fichier d&apos;ordre de bataille (CSV ou JSON), tout ou rien</translation>
    </message>
    <message>
        <source>write a battle&apos;s roster to a CSV or JSON file</source>
        <translation>écrire l&apos;ordre de bataille d&apos;une bataille dans un fichier CSV ou JSON</translation>
    </message>
    <message>
        <source>write the JSON Schemas of every command&apos;s output and every action&apos;s input</source>
        <translation>écrire les schémas JSON de la sortie de chaque commande et des entrées de chaque action</translation>
    </message>
    <message>
        <source>write a turn&apos;s summary or a players&apos; report as PDF, HTML or JSON</source>
        <translation>écrire le résumé d&apos;un tour ou un rapport aux joueurs en PDF, HTML ou JSON</translation>
    </message>
    <message>
        <source>set a rule set&apos;s tracked value (the wind, ...) as one action</source>
        <translation>fixer une valeur suivie par la règle (le vent, ...) en une seule action</translation>
    </message>
    <message>
        <source>advance the battle to the next phase or turn (saying what is still owed)</source>
        <translation>faire passer la bataille à la phase ou au tour suivant (en disant ce qui reste dû)</translation>
    </message>
    <message>
        <source>list what the turn still owes by the rules, with the action that settles each</source>
        <translation>lister ce que le tour doit encore selon les règles, avec l&apos;action qui règle chaque point</translation>
    </message>
    <message>
        <source>take back the last action that stands, even after a restart</source>
        <translation>annuler la dernière action en vigueur, même après un redémarrage</translation>
    </message>
    <message>
        <source>put back the last action undone</source>
        <translation>rétablir la dernière action annulée</translation>
    </message>
    <message>
        <source>add a unit to a side</source>
        <translation>ajouter une unité à un camp</translation>
    </message>
    <message>
        <source>change a unit&apos;s name, strength, attributes or position</source>
        <translation>modifier le nom, la force, les attributs ou la position d&apos;une unité</translation>
    </message>
    <message>
        <source>remove a unit (its leaders stay, alone)</source>
        <translation>retirer une unité (ses chefs restent, seuls)</translation>
    </message>
    <message>
        <source>place or lift a marker on a unit</source>
        <translation>placer ou retirer un marqueur sur une unité</translation>
    </message>
    <message>
        <source>set or print a battle&apos;s victory conditions (VP to win, turn limit)</source>
        <translation>définir ou afficher les conditions de victoire d&apos;une bataille (PV pour gagner, limite de tours)</translation>
    </message>
    <message>
        <source>record the end of a battle (victory, time, referee) as one action</source>
        <translation>enregistrer la fin d&apos;une bataille (victory, time, referee) comme une action</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>erreur interne : %1</translation>
    </message>
</context>
<context>
    <name>adj::ClubAddress</name>
    <message>
        <source>the club&apos;s server is given as postgresql://host/database, not &quot;%1&quot;</source>
        <translation>le serveur du club s’écrit postgresql://hôte/base, pas « %1 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address: %2</source>
        <translation>« %1 » n’est pas une adresse valable : %2</translation>
    </message>
    <message>
        <source>the address holds a password: put it in ~/.pgpass (or the file PGPASSFILE names) instead, so that the battle file never holds it</source>
        <translation>l’adresse contient un mot de passe : mettez-le plutôt dans ~/.pgpass (ou le fichier que nomme PGPASSFILE), pour que le fichier de bataille ne le contienne jamais</translation>
    </message>
    <message>
        <source>the address&apos;s option &quot;%1&quot; is not one Adjutant passes on to the server</source>
        <translation>l’option « %1 » de l’adresse n’est pas de celles qu’Adjutant transmet au serveur</translation>
    </message>
    <message>
        <source>the address&apos;s option &quot;%1&quot; holds a semicolon</source>
        <translation>l’option « %1 » de l’adresse contient un point-virgule</translation>
    </message>
</context>
<context>
    <name>adj::ClubBoard</name>
    <message>
        <source>The club: {club}</source>
        <translation>Le club : {club}</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>No table has joined the club yet.</source>
        <translation>Aucune table n’a encore rejoint le club.</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tour {turn}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>won by {side}</source>
        <translation>gagnée par {side}</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>pas de vainqueur</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencée</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Dernière action</translation>
    </message>
    <message>
        <source>no action yet</source>
        <translation>pas encore d’action</translation>
    </message>
    <message>
        <source>{events} events</source>
        <translation>{events} événements</translation>
    </message>
    <message>
        <source>Campaign totals</source>
        <translation>Totaux de la campagne</translation>
    </message>
    <message>
        <source>rule 12</source>
        <translation>règle 12</translation>
    </message>
    <message>
        <source>the battles&apos; totals</source>
        <translation>les totaux des batailles</translation>
    </message>
    <message>
        <source>{battles} battles</source>
        <translation>{battles} batailles</translation>
    </message>
    <message>
        <source>ahead: {side}</source>
        <translation>en tête : {side}</translation>
    </message>
    <message>
        <source>level</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>The board has lost the club&apos;s server; it shows the tables as they were.</source>
        <translation>Le tableau a perdu le serveur du club ; il montre les tables telles qu’elles étaient.</translation>
    </message>
    <message>
        <source>updated {time}</source>
        <translation>mis à jour {time}</translation>
    </message>
</context>
<context>
    <name>adj::ClubDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Leave the Club</source>
        <translation>&amp;Quitter le club</translation>
    </message>
    <message>
        <source>&amp;Take Over…</source>
        <translation>Re&amp;prendre…</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>The club&apos;s PostgreSQL server. The password is read from ~/.pgpass (or the file PGPASSFILE names), never stored in the battle.</source>
        <translation>Le serveur PostgreSQL du club. Le mot de passe est lu dans ~/.pgpass (ou le fichier que nomme PGPASSFILE), jamais enregistré dans la bataille.</translation>
    </message>
    <message>
        <source>the club&apos;s name</source>
        <translation>le nom du club</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club :</translation>
    </message>
    <message>
        <source>This battle is in no club. Joining mirrors every action to the club&apos;s server; the table never waits for it.</source>
        <translation>Cette bataille n’est dans aucun club. La rejoindre reflète chaque action sur le serveur du club ; la table ne l’attend jamais.</translation>
    </message>
    <message>
        <source>In the club &quot;%1&quot; since %2.</source>
        <translation>Dans le club « %1 » depuis %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) not known to be on the server.</source>
        <translation>
            <numerusform>%n événement pas encore connu sur le serveur.</numerusform>
            <numerusform>%n événements pas encore connus sur le serveur.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server has %1 of the battle&apos;s %2 events; this laptop writes it.</source>
        <translation>Le serveur a %1 des %2 événements de la bataille ; ce portable l’écrit.</translation>
    </message>
    <message>
        <source>The server takes this battle&apos;s actions from %1; take it over to write it from here.</source>
        <translation>Le serveur reçoit les actions de cette bataille de %1 ; reprenez-la pour l’écrire d’ici.</translation>
    </message>
    <message>
        <source>Give the club&apos;s name.</source>
        <translation>Donnez le nom du club.</translation>
    </message>
    <message>
        <source>The battle did not join the club: %1</source>
        <translation>La bataille n’a pas rejoint le club : %1</translation>
    </message>
    <message>
        <source>Leave the club? The club&apos;s board no longer shows this battle, and what has not reached the server yet stays in this file only.</source>
        <translation>Quitter le club ? Le tableau du club ne montre plus cette bataille, et ce qui n’a pas encore atteint le serveur reste dans ce fichier seulement.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written from %2. From now on only this laptop may write it, and %2 is refused. Take it over?</source>
        <translation>« %1 » est écrite depuis %2. Désormais seul ce portable peut l’écrire, et %2 est refusé. La reprendre ?</translation>
    </message>
    <message>
        <source>C&amp;lub…</source>
        <translation>C&amp;lub…</translation>
    </message>
    <message>
        <source>Joins this battle to a club&apos;s server: its tables on one board, the campaign&apos;s totals, another laptop able to carry on.</source>
        <translation>Relie cette bataille au serveur d&apos;un club : ses tables sur un seul tableau, les totaux de la campagne, un autre portable peut prendre la suite.</translation>
    </message>
    <message>
        <source>Open a battle first: it is the battle that joins a club.</source>
        <translation>Ouvrez d&apos;abord une bataille : c&apos;est la bataille qui rejoint un club.</translation>
    </message>
</context>
<context>
    <name>adj::ClubJoin</name>
    <message>
        <source>%1 is read-only (%2): it cannot join a club</source>
        <translation>%1 est en lecture seule (%2) : elle ne peut pas rejoindre un club</translation>
    </message>
    <message>
        <source>%1 is in the club &quot;%2&quot; already (%3): leave it first</source>
        <translation>%1 est déjà dans le club « %2 » (%3) : quittez-le d’abord</translation>
    </message>
    <message>
        <source>%1 has joined no club</source>
        <translation>%1 n’a rejoint aucun club</translation>
    </message>
</context>
<context>
    <name>adj::ClubMirror</name>
    <message>
        <source>club: %1</source>
        <translation>club : %1</translation>
    </message>
    <message numerus="yes">
        <source>club: %n event(s) waiting</source>
        <translation>
            <numerusform>club : %n événement en attente</numerusform>
            <numerusform>club : %n événements en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>club: up to date</source>
        <translation>club : à jour</translation>
    </message>
</context>
<context>
    <name>adj::ClubPull</name>
    <message>
        <source>the battle&apos;s log cannot be read whole (%1 of %2 events)</source>
        <translation>le journal de la bataille ne peut être lu en entier (%1 événements sur %2)</translation>
    </message>
    <message>
        <source>this battle&apos;s log does not tell how it came to be as it is (it holds changes made outside its events): it cannot be mirrored to a club</source>
        <translation>le journal de cette bataille ne dit pas comment elle en est arrivée là (elle contient des changements faits hors de ses événements) : elle ne peut pas être reflétée dans un club</translation>
    </message>
    <message>
        <source>the club has %1 events of this battle and this file %2: pull it again (club pull)</source>
        <translation>le club a %1 événements de cette bataille et ce fichier %2 : récupérez-la de nouveau (club pull)</translation>
    </message>
    <message>
        <source>the club&apos;s event %1 cannot be read</source>
        <translation>l’événement %1 du club ne peut pas être lu</translation>
    </message>
    <message>
        <source>this file&apos;s event %1 is not the club&apos;s: it is another battle&apos;s history (pull it again)</source>
        <translation>l’événement %1 de ce fichier n’est pas celui du club : c’est l’histoire d’une autre bataille (récupérez-la de nouveau)</translation>
    </message>
    <message>
        <source>%1 already exists; a battle pulled from the club never overwrites a file</source>
        <translation>%1 existe déjà ; une bataille récupérée du club n’écrase jamais un fichier</translation>
    </message>
    <message>
        <source>the club&apos;s origin of this battle is not one Adjutant writes</source>
        <translation>l’état initial de cette bataille au club n’est pas de ceux qu’écrit Adjutant</translation>
    </message>
    <message>
        <source>the club&apos;s event %1 of this battle does not match its digest</source>
        <translation>l’événement %1 de cette bataille au club ne correspond pas à son empreinte</translation>
    </message>
    <message>
        <source>the club&apos;s event %1 cannot be written: %2</source>
        <translation>l’événement %1 du club ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <source>the club sent %1 of the battle&apos;s %2 events</source>
        <translation>le club a envoyé %1 des %2 événements de la bataille</translation>
    </message>
</context>
<context>
    <name>adj::ClubSender</name>
    <message>
        <source>the club&apos;s server takes this battle&apos;s events from another laptop (%1): take it over (club takeover) to write it from here</source>
        <translation>le serveur du club reçoit les événements de cette bataille d’un autre portable (%1) : reprenez-la (club takeover) pour l’écrire d’ici</translation>
    </message>
    <message>
        <source>the battle has joined no club</source>
        <translation>la bataille n’a rejoint aucun club</translation>
    </message>
</context>
<context>
    <name>adj::ClubServer</name>
    <message>
        <source>this Adjutant cannot reach PostgreSQL: Qt&apos;s QPSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>cet Adjutant ne peut pas joindre PostgreSQL : le pilote QPSQL de Qt n’est pas installé (Debian : libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club&apos;s server %1 cannot be reached: %2</source>
        <translation>le serveur du club %1 est injoignable : %2</translation>
    </message>
    <message>
        <source>the club&apos;s server takes this battle&apos;s events from another laptop (%1): take it over (club takeover) to write it from here</source>
        <translation>le serveur du club reçoit les événements de cette bataille d’un autre portable (%1) : reprenez-la (club takeover) pour l’écrire d’ici</translation>
    </message>
    <message>
        <source>event %1 does not match its digest: it changed after it was written</source>
        <translation>l’événement %1 ne correspond pas à son empreinte : il a changé après avoir été écrit</translation>
    </message>
    <message>
        <source>the club&apos;s server holds another event %1 for this battle: this file is not the battle the club has (pull it again)</source>
        <translation>le serveur du club a un autre événement %1 pour cette bataille : ce fichier n’est pas la bataille du club (récupérez-la de nouveau)</translation>
    </message>
    <message>
        <source>the club&apos;s server has this battle&apos;s events up to %1 only</source>
        <translation>le serveur du club n’a les événements de cette bataille que jusqu’à %1</translation>
    </message>
    <message>
        <source>the server has no club &quot;%1&quot; (club init makes one)</source>
        <translation>le serveur n’a pas de club « %1 » (club init en crée un)</translation>
    </message>
    <message>
        <source>this battle belongs to the club &quot;%1&quot; on that server</source>
        <translation>cette bataille appartient au club « %1 » sur ce serveur</translation>
    </message>
    <message>
        <source>the club&apos;s server has no such battle</source>
        <translation>le serveur du club n’a pas cette bataille</translation>
    </message>
    <message>
        <source>the club&apos;s server %1 was lost: %2</source>
        <translation>le serveur du club %1 a été perdu : %2</translation>
    </message>
    <message>
        <source>the club&apos;s server said: %1</source>
        <translation>le serveur du club a répondu : %1</translation>
    </message>
    <message>
        <source>the club&apos;s schema on the server is of a newer Adjutant (version %1; this one knows %2)</source>
        <translation>le schéma du club sur le serveur vient d’un Adjutant plus récent (version %1 ; celui-ci connaît %2)</translation>
    </message>
    <message>
        <source>the club&apos;s schema %1 version %2</source>
        <translation>le schéma du club %1 la version %2</translation>
    </message>
    <message>
        <source>created at</source>
        <translation>créé en</translation>
    </message>
    <message>
        <source>migrated to</source>
        <translation>migré vers</translation>
    </message>
    <message>
        <source>the roles %1 (tables: their own battles&apos; events, and reading) and %2 (the board: reading)</source>
        <translation>les rôles %1 (les tables : les événements de leurs propres batailles, et la lecture) et %2 (le tableau : la lecture)</translation>
    </message>
    <message>
        <source>the club &quot;%1&quot; created</source>
        <translation>le club « %1 » créé</translation>
    </message>
    <message>
        <source>the club &quot;%1&quot; was there already</source>
        <translation>le club « %1 » existait déjà</translation>
    </message>
    <message>
        <source>the club&apos;s server has no battle %1</source>
        <translation>le serveur du club n’a pas de bataille %1</translation>
    </message>
</context>
<context>
    <name>adj::ClubStanding</name>
    <message>
        <source>the server has no club &quot;%1&quot;</source>
        <translation>le serveur n&apos;a pas de club « %1 »</translation>
    </message>
    <message>
        <source>the club&apos;s board cannot listen on %1, port %2: is another program using it?</source>
        <translation>le tableau du club ne peut pas écouter sur %1, port %2 : un autre programme l&apos;utilise-t-il ?</translation>
    </message>
</context>
<context>
    <name>adj::ClubStore</name>
    <message>
        <source>%1 cannot be opened for the club: %2</source>
        <translation>%1 ne peut pas être ouvert pour le club : %2</translation>
    </message>
    <message>
        <source>%1 has no club tables: open it with this version of Adjutant first</source>
        <translation>%1 n’a pas de tables du club : ouvrez-la d’abord avec cette version d’Adjutant</translation>
    </message>
    <message>
        <source>%1: the club&apos;s rows were not written</source>
        <translation>%1 : les lignes du club n’ont pas été écrites</translation>
    </message>
    <message>
        <source>%1: the club&apos;s rows cannot be read: %2</source>
        <translation>%1 : les lignes du club ne peuvent pas être lues : %2</translation>
    </message>
    <message>
        <source>%1: the log cannot be read: %2</source>
        <translation>%1 : le journal ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1: the club&apos;s outbox cannot be read: %2</source>
        <translation>%1 : la boîte d’envoi du club ne peut pas être lue : %2</translation>
    </message>
</context>
<context>
    <name>adj::ClubWriter</name>
    <message>
        <source>this laptop&apos;s club key %1 cannot be read: %2</source>
        <translation>la clé de club de ce portable %1 ne peut pas être lue : %2</translation>
    </message>
    <message>
        <source>this laptop&apos;s club key %1 is damaged (64 hex digits expected)</source>
        <translation>la clé de club de ce portable %1 est endommagée (64 chiffres hexadécimaux attendus)</translation>
    </message>
    <message>
        <source>this laptop&apos;s club key %1 cannot be written: %2</source>
        <translation>la clé de club de ce portable %1 ne peut pas être écrite : %2</translation>
    </message>
</context>
<context>
    <name>adj::Demo</name>
    <message>
        <source>Cannot create the data folder %1.</source>
        <translation>Impossible de créer le dossier de données %1.</translation>
    </message>
    <message>
        <source>The demo battle is missing from this build.</source>
        <translation>La bataille de démonstration est absente de cette version.</translation>
    </message>
    <message>
        <source>Queenston Heights, 1812 (For Honor and Glory)</source>
        <translation>Queenston Heights, 1812 (For Honor and Glory)</translation>
    </message>
    <message>
        <source>Lake Erie, 1813 (Wars for America, naval)</source>
        <translation>Lac Érié, 1813 (Wars for America, naval)</translation>
    </message>
    <message>
        <source>Cowpens, 1781 (One If By Land)</source>
        <translation>Cowpens, 1781 (One If By Land)</translation>
    </message>
    <message>
        <source>Chippawa, 1814 (Fields of Honor, battalion scale)</source>
        <translation>Chippawa, 1814 (Fields of Honor, échelle bataillon)</translation>
    </message>
    <message>
        <source>The Ford at Carrow Vale (Honour &amp; Glory)</source>
        <translation>Le gué de Carrow Vale (Honour &amp; Glory)</translation>
    </message>
    <message>
        <source>There is no demo battle &quot;%1&quot; (%2).</source>
        <translation>Il n&apos;y a pas de bataille de démonstration « %1 » (%2).</translation>
    </message>
</context>
<context>
    <name>adj::DiceField</name>
    <message>
        <source>Next: die %1, a %2 for %3</source>
        <translation>Suivant : dé %1, un %2 pour %3</translation>
    </message>
    <message>
        <source>Not resolved: %1</source>
        <translation>Non résolu : %1</translation>
    </message>
    <message>
        <source>Type the players&apos; dice first, e.g. 556 or 5 5 6.</source>
        <translation>Saisissez d&apos;abord les dés des joueurs, p. ex. 556 ou 5 5 6.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>e.g. 556 or 5 5 6</source>
        <translation>p. ex. 556 ou 5 5 6</translation>
    </message>
</context>
<context>
    <name>adj::DicePlan</name>
    <message>
        <source>up to %1</source>
        <translation>jusqu&apos;à %1</translation>
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
        <translation>Rien à lancer : %1</translation>
    </message>
    <message>
        <source>No dice.</source>
        <translation>Aucun dé.</translation>
    </message>
    <message>
        <source>Then, %1: %2.</source>
        <translation>Puis, %1 : %2.</translation>
    </message>
    <message>
        <source>Roll %1.</source>
        <translation>Lancez %1.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
</context>
<context>
    <name>adj::Edits</name>
    <message>
        <source>a side needs a name</source>
        <translation>un camp doit avoir un nom</translation>
    </message>
    <message>
        <source>there is already a side called &quot;%1&quot;</source>
        <translation>il existe déjà un camp nommé « %1 »</translation>
    </message>
    <message>
        <source>Side %1 added</source>
        <translation>Camp %1 ajouté</translation>
    </message>
    <message>
        <source>there is no side called &quot;%1&quot;</source>
        <translation>aucun camp ne s&apos;appelle « %1 »</translation>
    </message>
    <message>
        <source>a unit needs a name</source>
        <translation>une unité doit avoir un nom</translation>
    </message>
    <message>
        <source>there is already a unit called &quot;%1&quot;</source>
        <translation>il existe déjà une unité nommée « %1 »</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot;: %2</source>
        <translation>unité « %1 » : %2</translation>
    </message>
    <message>
        <source>%1 added to %2</source>
        <translation>Ajout de %1 à %2</translation>
    </message>
    <message>
        <source>there is no unit %1</source>
        <translation>il n&apos;y a pas d&apos;unité %1</translation>
    </message>
    <message>
        <source>there is no side %1</source>
        <translation>il n&apos;y a pas de camp %1</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>rien à modifier</translation>
    </message>
    <message>
        <source>%1: strength %2 → %3</source>
        <translation>%1 : effectif %2 → %3</translation>
    </message>
    <message>
        <source>%1 edited</source>
        <translation>Modification de %1</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>Suppression de %1</translation>
    </message>
    <message>
        <source>a leader needs a name</source>
        <translation>un chef doit avoir un nom</translation>
    </message>
    <message>
        <source>leader rating %1 is outside 0..9</source>
        <translation>la valeur de chef %1 est hors de 0..9</translation>
    </message>
    <message>
        <source>there is no unit called &quot;%1&quot;</source>
        <translation>aucune unité ne s&apos;appelle « %1 »</translation>
    </message>
    <message>
        <source>%1 is not on the side of %2</source>
        <translation>%1 n&apos;est pas du camp de %2</translation>
    </message>
    <message>
        <source>Leader %1 added to %2</source>
        <translation>Chef %1 ajouté à %2</translation>
    </message>
    <message>
        <source>there is no leader %1</source>
        <translation>il n&apos;y a pas de chef %1</translation>
    </message>
    <message>
        <source>a leader can only join a unit of his own side</source>
        <translation>un chef ne peut rejoindre qu&apos;une unité de son propre camp</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 rejoint %2</translation>
    </message>
    <message>
        <source>%1 leaves his unit</source>
        <translation>%1 quitte son unité</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker of %2 (%3)</source>
        <translation>« %1 » n&apos;est pas un marqueur de %2 (%3)</translation>
    </message>
    <message>
        <source>%1 already has a %2 marker</source>
        <translation>%1 a déjà un marqueur %2</translation>
    </message>
    <message>
        <source>%1 marker placed on %2</source>
        <translation>Marqueur %1 placé sur %2</translation>
    </message>
    <message>
        <source>there is no marker %1 on the table</source>
        <translation>il n&apos;y a pas de marqueur %1 sur la table</translation>
    </message>
    <message>
        <source>%1 marker lifted from %2</source>
        <translation>Marqueur %1 retiré de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a counter of %2 (%3)</source>
        <translation>« %1 » n&apos;est pas un compteur de %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 is already %3</source>
        <translation>%1 de %2 est déjà à %3</translation>
    </message>
    <message>
        <source>%1 of %2: %3 → %4</source>
        <translation>%1 de %2 : %3 → %4</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 de %2 : %3</translation>
    </message>
    <message>
        <source>Turn %1 begins: %2</source>
        <translation>Début du tour %1 : %2</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>a range needs two different units</source>
        <translation>une distance se mesure entre deux unités différentes</translation>
    </message>
    <message>
        <source>range %1 is not a distance</source>
        <translation>la distance %1 n&apos;est pas valide</translation>
    </message>
    <message>
        <source>%1 measures in hexes, not %2</source>
        <translation>%1 se mesure en hexagones, pas en %2</translation>
    </message>
    <message>
        <source>a range in hexes is a whole number, not %1</source>
        <translation>une distance en hexagones est un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>%1 measures in inches or centimetres, not %2</source>
        <translation>%1 se mesure en pouces ou en centimètres, pas en %2</translation>
    </message>
    <message>
        <source>%1 has no measured ranges</source>
        <translation>%1 n&apos;a pas de distances mesurées</translation>
    </message>
    <message>
        <source>%1 → %2: %3 %4 (%5 yards)</source>
        <translation>%1 → %2 : %3 %4 (%5 yards)</translation>
    </message>
    <message>
        <source>%1 → %2: %3 hexes</source>
        <translation>%1 → %2 : %3 hexagones</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an optional rule of %2</source>
        <translation>« %1 » n&apos;est pas une règle optionnelle de %2</translation>
    </message>
    <message>
        <source>Optional rules: %1</source>
        <translation>Règles optionnelles : %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Referee&apos;s notes changed</source>
        <translation>Notes de l&apos;arbitre modifiées</translation>
    </message>
    <message numerus="yes">
        <source>Board: %1 × %2 hexes, %n terrain tile(s)</source>
        <translation>
            <numerusform>Plateau : %1 × %2 hexagones, %n tuile de terrain</numerusform>
            <numerusform>Plateau : %1 × %2 hexagones, %n tuiles de terrain</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules cleared</source>
        <translation>Règles maison effacées</translation>
    </message>
    <message numerus="yes">
        <source>House rules: %n table entr(y/ies) changed</source>
        <translation>
            <numerusform>Règles maison : %n entrée de table modifiée</numerusform>
            <numerusform>Règles maison : %n entrées de table modifiées</numerusform>
        </translation>
    </message>
    <message>
        <source>a leader cannot change sides</source>
        <translation>un chef ne peut pas changer de camp</translation>
    </message>
    <message>
        <source>%1: rating %2 → %3</source>
        <translation>%1 : valeur %2 → %3</translation>
    </message>
    <message>
        <source>Leader %1 edited</source>
        <translation>Chef %1 modifié</translation>
    </message>
    <message>
        <source>side &quot;%1&quot;: the colour &quot;%2&quot; is not of the form #rrggbb (six hexadecimal digits)</source>
        <translation>camp « %1 » : la couleur « %2 » n’est pas de la forme #rrggbb (six chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a phase of %2</source>
        <translation>« %1 » n&apos;est pas une phase de %2</translation>
    </message>
</context>
<context>
    <name>adj::EffectEdits</name>
    <message>
        <source>%1: no side &quot;%2&quot; in this battle</source>
        <translation>%1 : pas de camp « %2 » dans cette bataille</translation>
    </message>
    <message>
        <source>%1 has %2 AP left; this action needs %3 (%4)</source>
        <translation>%1 n&apos;a plus que %2 AP ; cette action en exige %3 (%4)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a counter of %3</source>
        <translation>%1 : « %2 » n&apos;est pas un compteur de %3</translation>
    </message>
    <message>
        <source>%1: no leader with &quot;%2&quot;</source>
        <translation>%1 : aucun chef avec « %2 »</translation>
    </message>
    <message>
        <source>%1: the inputs name no unit of this battle for &quot;%2&quot;</source>
        <translation>%1 : les entrées ne désignent aucune unité de cette bataille pour « %2 »</translation>
    </message>
    <message>
        <source>%1: a loss cannot be negative (%2)</source>
        <translation>%1 : une perte ne peut pas être négative (%2)</translation>
    </message>
    <message>
        <source>%1: a gain cannot be negative (%2)</source>
        <translation>%1 : un gain ne peut pas être négatif (%2)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a marker of %3</source>
        <translation>%1 : « %2 » n&apos;est pas un marqueur de %3</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 sur %2 : %3</translation>
    </message>
    <message>
        <source>%1: no leader of this battle for &quot;%2&quot;</source>
        <translation>%1 : aucun chef de cette bataille pour « %2 »</translation>
    </message>
    <message>
        <source>%1: a tracker needs a key and a JSON object</source>
        <translation>%1 : un suivi exige une clé et un objet JSON</translation>
    </message>
    <message>
        <source>%1 on %2: a position is a hex label or text</source>
        <translation>%1 sur %2 : une position est un numéro d&apos;hexagone ou un texte</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a phase of %3</source>
        <translation>%1 : « %2 » n&apos;est pas une phase de %3</translation>
    </message>
</context>
<context>
    <name>adj::EndBattleDialog</name>
    <message>
        <source>End Battle</source>
        <translation>Terminer la bataille</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>No victory conditions are set.</source>
        <translation>Aucune condition de victoire n&apos;est fixée.</translation>
    </message>
    <message>
        <source>Turn %1. Standing now: %2</source>
        <translation>Tour %1. Classement actuel : %2</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>On time (the turn limit)</source>
        <translation>Au temps (la limite de tours)</translation>
    </message>
    <message>
        <source>The referee&apos;s call</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(personne)</translation>
    </message>
    <message>
        <source>&amp;Ended by:</source>
        <translation>&amp;Terminée par :</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>&amp;Vainqueur :</translation>
    </message>
    <message>
        <source>The time is up at the end of turn %1; ending the battle before that is the referee&apos;s call.</source>
        <translation>Le temps est écoulé à la fin du tour %1 ; terminer la bataille avant est la décision de l&apos;arbitre.</translation>
    </message>
    <message>
        <source>No turn limit is set: ending the battle on time is the referee&apos;s call.</source>
        <translation>Aucune limite de tours : terminer la bataille au temps est la décision de l&apos;arbitre.</translation>
    </message>
    <message>
        <source>%1.

Record a victory for %2 all the same?</source>
        <translation>%1.

Enregistrer quand même une victoire pour %2 ?</translation>
    </message>
    <message>
        <source>Victory Short of the Conditions</source>
        <translation>Victoire en deçà des conditions</translation>
    </message>
</context>
<context>
    <name>adj::EnteredDice</name>
    <message>
        <source>needs more dice: die %1 (a %2) for %3; %4 given</source>
        <translation>dés insuffisants : dé %1 (un %2) pour %3 ; %4 fournis</translation>
    </message>
    <message>
        <source>die %1 reads %2, which a %3 cannot show (%4-%5); it was for %6</source>
        <translation>le dé %1 indique %2, impossible sur un %3 (%4-%5) ; il servait à %6</translation>
    </message>
    <message>
        <source>die %1: &quot;%2&quot; is not a number</source>
        <translation>dé %1 : « %2 » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: type the digits the dice show, e.g. 556 or 5 5 6</source>
        <translation>« %1 » n&apos;est pas un nombre : tapez les chiffres qu&apos;indiquent les dés, p. ex. 556 ou 5 5 6</translation>
    </message>
</context>
<context>
    <name>adj::EntryListHtml</name>
    <message>
        <source>%1 · %2: %3, turn %4</source>
        <translation>%1 · %2 : %3, tour %4</translation>
    </message>
    <message>
        <source>%1 · %2: at the start %3, lost %4, regained %5, now %6</source>
        <translation>%1 · %2 : au début %3, perdus %4, récupérés %5, actuel %6</translation>
    </message>
    <message>
        <source>, full strength %1</source>
        <translation>, effectif complet %1</translation>
    </message>
    <message>
        <source>%1 · %2: %3 placed, turn %4</source>
        <translation>%1 · %2 : %3 placé, tour %4</translation>
    </message>
    <message>
        <source>%1 · %2: %3 lifted, turn %4</source>
        <translation>%1 · %2 : %3 retiré, tour %4</translation>
    </message>
    <message>
        <source>turn %1 · %2</source>
        <translation>tour %1 · %2</translation>
    </message>
    <message>
        <source>#%1 · turn %2 · %3 — %4</source>
        <translation>#%1 · tour %2 · %3 — %4</translation>
    </message>
    <message>
        <source>(rules %1)</source>
        <translation>(règles %1)</translation>
    </message>
    <message>
        <source>#%1 · turn %2 — %3</source>
        <translation>#%1 · tour %2 — %3</translation>
    </message>
</context>
<context>
    <name>adj::EnumeratingDice</name>
    <message>
        <source>too large to work out exactly (over %1 branches of the dice); roll it</source>
        <translation>trop grand pour être calculé exactement (plus de %1 branches de dés) ; lancez les dés</translation>
    </message>
    <message>
        <source>too large to work out exactly (over %1 dice to walk); roll it</source>
        <translation>trop grand pour être calculé exactement (plus de %1 dés à parcourir) ; lancez les dés</translation>
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
        <translation>%1 (annulé)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>adj::EventLogView</name>
    <message>
        <source>Everything done in this battle, in order. Undone actions are struck through; select an entry to read its trace and dice.</source>
        <translation>Tout ce qui a été fait dans cette bataille, dans l&apos;ordre. Les actions annulées sont barrées ; sélectionnez une entrée pour lire son déroulé et ses dés.</translation>
    </message>
</context>
<context>
    <name>adj::FhgAftermath</name>
    <message>
        <source>%1 must retreat 1 hex from %2, to %3</source>
        <translation>%1 doit battre en retraite d&apos;un hexagone depuis %2, vers %3</translation>
    </message>
    <message>
        <source>%1 stays in %2 with the units that held</source>
        <translation>%1 reste en %2 avec les unités qui ont tenu</translation>
    </message>
    <message>
        <source>%1 stands in %2 until the retreat</source>
        <translation>%1 se tient en %2 jusqu&apos;à la retraite</translation>
    </message>
    <message>
        <source>%1 retreats with %2: all the units of the hex retreat</source>
        <translation>%1 bat en retraite avec %2 : toutes les unités de l&apos;hexagone battent en retraite</translation>
    </message>
    <message>
        <source>%1, left alone in %2</source>
        <translation>%1, laissé seul en %2</translation>
    </message>
    <message>
        <source>%1, stacked with the eliminated %2</source>
        <translation>%1, empilé avec l&apos;unité éliminée %2</translation>
    </message>
    <message>
        <source>%1, is blocked on every way by enemy units or impassable terrain and is eliminated</source>
        <translation>%1, est bloqué sur tous les chemins par des unités ennemies ou un terrain infranchissable et est éliminé</translation>
    </message>
    <message>
        <source>%1 is eliminated: no way to retreat</source>
        <translation>%1 est éliminé : aucun chemin de retraite</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>chef éliminé</translation>
    </message>
    <message numerus="yes">
        <source>%1, must retreat up to %n hex(es) at once: %2</source>
        <translation>
            <numerusform>%1, doit battre en retraite d&apos;un seul coup d&apos;au plus %n hexagone : %2</numerusform>
            <numerusform>%1, doit battre en retraite d&apos;un seul coup d&apos;au plus %n hexagones : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stands alone in %2</source>
        <translation>%1 se tient seul en %2</translation>
    </message>
</context>
<context>
    <name>adj::FhgBattle</name>
    <message>
        <source>the battle&apos;s board: %1</source>
        <translation>le plateau de la bataille : %1</translation>
    </message>
    <message>
        <source>%1 has already been activated this turn (6.1.4)</source>
        <translation>%1 a déjà été activée ce tour (6.1.4)</translation>
    </message>
    <message>
        <source>hex %1: %2</source>
        <translation>hexagone %1 : %2</translation>
    </message>
    <message>
        <source>%1 has moved this turn and may take no further action (6.2.1, 7.1.1)</source>
        <translation>%1 s&apos;est déplacé ce tour et ne peut plus entreprendre d&apos;action (6.2.1, 7.1.1)</translation>
    </message>
    <message>
        <source>%1 has already moved this turn (7.1.1)</source>
        <translation>%1 s&apos;est déjà déplacé ce tour (7.1.1)</translation>
    </message>
    <message>
        <source>%1 has moved this turn: a change of formation leaves the unit in place (7.5)</source>
        <translation>%1 s&apos;est déplacé ce tour : un changement de formation laisse l&apos;unité sur place (7.5)</translation>
    </message>
    <message>
        <source>%1 has fired this turn and may now only move (6.2.4)</source>
        <translation>%1 a tiré ce tour et ne peut plus que se déplacer (6.2.4)</translation>
    </message>
</context>
<context>
    <name>adj::FhgBoardRules</name>
    <message>
        <source>%1: no hex is open; the retreat eliminates it (%2)</source>
        <translation>%1 : aucun hexagone n&apos;est libre ; la retraite l&apos;élimine (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
</context>
<context>
    <name>adj::FhgCloseCombat</name>
    <message>
        <source>Close combat</source>
        <translation>Corps à corps</translation>
    </message>
    <message>
        <source>An infantry or Indian unit attacks an adjacent enemy hex: 2 AP. The defenders check for retreat first.</source>
        <translation>Une unité d&apos;infanterie ou d&apos;Amérindiens attaque un hexagone ennemi adjacent : 2 AP. Les défenseurs testent d&apos;abord la retraite.</translation>
    </message>
    <message>
        <source>Attacking unit</source>
        <translation>Unité attaquante</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that attacks (optional).</source>
        <translation>L&apos;unité de la bataille qui attaque (facultatif).</translation>
    </message>
    <message>
        <source>Attacker type</source>
        <translation>Type de l&apos;attaquant</translation>
    </message>
    <message>
        <source>Unit type of the attacker.</source>
        <translation>Type d&apos;unité de l&apos;attaquant.</translation>
    </message>
    <message>
        <source>Attacker MP</source>
        <translation>MP de l&apos;attaquant</translation>
    </message>
    <message>
        <source>Current MP of the attacker (default: its full MP); used by 11.1 and 11.3.</source>
        <translation>MP actuels de l&apos;attaquant (par défaut : ses MP complets) ; utilisé par 11.1 et 11.3.</translation>
    </message>
    <message>
        <source>Attacker in column</source>
        <translation>Attaquant en colonne</translation>
    </message>
    <message>
        <source>A unit in column rolls 1 die.</source>
        <translation>Une unité en colonne lance 1 dé.</translation>
    </message>
    <message>
        <source>Adjacent</source>
        <translation>Adjacent</translation>
    </message>
    <message>
        <source>Close combat needs the attacker adjacent to the defender.</source>
        <translation>Le corps à corps exige que l&apos;attaquant soit adjacent au défenseur.</translation>
    </message>
    <message>
        <source>Attacker moved this turn</source>
        <translation>L&apos;attaquant s&apos;est déplacé ce tour</translation>
    </message>
    <message>
        <source>Indians may not move in the turn they close combat; other units may not move and attack.</source>
        <translation>Les Amérindiens ne peuvent pas se déplacer au tour où ils engagent un corps à corps ; les autres unités ne peuvent pas se déplacer et attaquer.</translation>
    </message>
    <message>
        <source>Leader with the attacker</source>
        <translation>Chef avec l&apos;attaquant</translation>
    </message>
    <message>
        <source>+1 on the attacker&apos;s 11.1 check; +1 die with 11.8.</source>
        <translation>+1 au test 11.1 de l&apos;attaquant ; +1 dé avec 11.8.</translation>
    </message>
    <message>
        <source>Defending unit</source>
        <translation>Unité en défense</translation>
    </message>
    <message>
        <source>The battle&apos;s unit attacked (optional).</source>
        <translation>L&apos;unité de la bataille qui est attaquée (facultatif).</translation>
    </message>
    <message>
        <source>Defender type</source>
        <translation>Type du défenseur</translation>
    </message>
    <message>
        <source>Unit type of the defender.</source>
        <translation>Type d&apos;unité du défenseur.</translation>
    </message>
    <message>
        <source>Defender MP</source>
        <translation>MP du défenseur</translation>
    </message>
    <message>
        <source>Current MP of the defender.</source>
        <translation>MP actuels du défenseur.</translation>
    </message>
    <message>
        <source>Defender in column</source>
        <translation>Défenseur en colonne</translation>
    </message>
    <message>
        <source>The attacker rolls 1 extra die.</source>
        <translation>L&apos;attaquant lance 1 dé supplémentaire.</translation>
    </message>
    <message>
        <source>Defender&apos;s terrain</source>
        <translation>Terrain du défenseur</translation>
    </message>
    <message>
        <source>Terrain of the defending hex: modifies the attack dice and the retreat check.</source>
        <translation>Terrain de l&apos;hexagone en défense : modifie les dés d&apos;attaque et le test de retraite.</translation>
    </message>
    <message>
        <source>Second defending unit</source>
        <translation>Seconde unité en défense</translation>
    </message>
    <message>
        <source>The other unit in the hex (optional).</source>
        <translation>L&apos;autre unité dans l&apos;hexagone (facultatif).</translation>
    </message>
    <message>
        <source>Second unit type</source>
        <translation>Type de la seconde unité</translation>
    </message>
    <message>
        <source>Type of a second unit in the defending hex (e.g. artillery with infantry).</source>
        <translation>Type d&apos;une seconde unité dans l&apos;hexagone en défense (p. ex. artillerie avec infanterie).</translation>
    </message>
    <message>
        <source>Second unit MP</source>
        <translation>MP de la seconde unité</translation>
    </message>
    <message>
        <source>Current MP of the second unit.</source>
        <translation>MP actuels de la seconde unité.</translation>
    </message>
    <message>
        <source>Hits to</source>
        <translation>Touches sur</translation>
    </message>
    <message>
        <source>With two units of equal MP the owner chooses which takes the hits.</source>
        <translation>Avec deux unités aux MP égaux, le propriétaire choisit celle qui subit les touches.</translation>
    </message>
    <message>
        <source>Leader with the defender</source>
        <translation>Chef avec le défenseur</translation>
    </message>
    <message>
        <source>+1 to the retreat check (9.2); a 1 on any attack die puts him at risk (9.3.1).</source>
        <translation>+1 au test de retraite (9.2) ; un 1 sur un dé d&apos;attaque le met en danger (9.3.1).</translation>
    </message>
    <message>
        <source>Defending leader</source>
        <translation>Chef en défense</translation>
    </message>
    <message>
        <source>The battle&apos;s leader in the defending hex (optional).</source>
        <translation>Le chef de la bataille dans l&apos;hexagone en défense (facultatif).</translation>
    </message>
    <message>
        <source>Flank/rear attack</source>
        <translation>Attaque de flanc/arrière</translation>
    </message>
    <message>
        <source>With 11.9: +1 on each attack die, -1 on the defender&apos;s retreat check.</source>
        <translation>Avec 11.9 : +1 à chaque dé d&apos;attaque, -1 au test de retraite du défenseur.</translation>
    </message>
    <message>
        <source>Dragoons retreat before combat</source>
        <translation>Retraite des dragons avant le combat</translation>
    </message>
    <message>
        <source>With 11.12 defending dragoons may retreat instead of accepting the attack.</source>
        <translation>Avec 11.12, les dragons en défense peuvent battre en retraite au lieu d&apos;accepter l&apos;attaque.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>AP restants</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the attack is refused when too few (optional).</source>
        <translation>AP restants du camp ce tour ; l&apos;attaque est refusée s&apos;il n&apos;y en a pas assez (facultatif).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Name of the attacking side, for the AP and VP effects.</source>
        <translation>Nom du camp attaquant, pour les effets sur les AP et les VP.</translation>
    </message>
    <message>
        <source>11.1 attacker morale</source>
        <translation>11.1 moral de l&apos;attaquant</translation>
    </message>
    <message>
        <source>The attacker must pass a morale check after paying the AP.</source>
        <translation>L&apos;attaquant doit réussir un test de moral après avoir payé les AP.</translation>
    </message>
    <message>
        <source>11.3 elite 4 dice</source>
        <translation>11.3 élite 4 dés</translation>
    </message>
    <message>
        <source>Elite at 3 or 4 MP roll 4 dice.</source>
        <translation>L&apos;élite à 3 ou 4 MP lance 4 dés.</translation>
    </message>
    <message>
        <source>11.4 Indians vs works</source>
        <translation>11.4 Amérindiens contre ouvrages</translation>
    </message>
    <message>
        <source>Indians are -2 against entrenchments and towns.</source>
        <translation>Les Amérindiens ont -2 contre les retranchements et les villages.</translation>
    </message>
    <message>
        <source>11.7 waterway</source>
        <translation>11.7 cours d&apos;eau</translation>
    </message>
    <message>
        <source>+1 on each die against units on a waterway.</source>
        <translation>+1 à chaque dé contre les unités dans un cours d&apos;eau.</translation>
    </message>
    <message>
        <source>11.8 leader die</source>
        <translation>11.8 dé de chef</translation>
    </message>
    <message>
        <source>A leader with the attacker adds 1 die.</source>
        <translation>Un chef avec l&apos;attaquant ajoute 1 dé.</translation>
    </message>
    <message>
        <source>11.9 flank attacks</source>
        <translation>11.9 attaques de flanc</translation>
    </message>
    <message>
        <source>Flank/rear attacks: +1 to hit, -1 to the defender&apos;s retreat check.</source>
        <translation>Attaques de flanc/arrière : +1 pour toucher, -1 au test de retraite du défenseur.</translation>
    </message>
    <message>
        <source>11.12 dragoons evade</source>
        <translation>11.12 retraite des dragons</translation>
    </message>
    <message>
        <source>Dragoons may retreat before close combat.</source>
        <translation>Les dragons peuvent battre en retraite avant un corps à corps.</translation>
    </message>
    <message>
        <source>close combat needs the fhg-land rule table</source>
        <translation>le corps à corps exige la table de règles fhg-land</translation>
    </message>
    <message>
        <source>only infantry and Indian units may close combat (8.3.1)</source>
        <translation>seules les unités d&apos;infanterie et d&apos;Amérindiens peuvent engager un corps à corps (8.3.1)</translation>
    </message>
    <message>
        <source>%1 may not conduct close combat; only infantry and Indian units may (8.3.1)</source>
        <translation>%1 : pas de corps à corps ; seules les unités d&apos;infanterie et d&apos;Amérindiens le peuvent (8.3.1)</translation>
    </message>
    <message>
        <source>close combat needs the attacker adjacent to the defender (8.3.1)</source>
        <translation>le corps à corps exige que l&apos;attaquant soit adjacent au défenseur (8.3.1)</translation>
    </message>
    <message>
        <source>Indians may not move in the turn they conduct close combat (6.2.4)</source>
        <translation>les Amérindiens ne peuvent pas se déplacer au tour où ils engagent un corps à corps (6.2.4)</translation>
    </message>
    <message>
        <source>a unit that moved may not close combat in the same turn (6.2.1)</source>
        <translation>une unité qui s&apos;est déplacée ne peut pas engager de corps à corps le même tour (6.2.1)</translation>
    </message>
    <message>
        <source>input &quot;attackerMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>l&apos;entrée « attackerMp » vaut %1, mais le maximum pour %2 est de %3 MP (3.4)</translation>
    </message>
    <message>
        <source>input &quot;attackerColumn&quot;: %1 cannot be in column (7.5)</source>
        <translation>entrée « attackerColumn » : pas de colonne pour %1 (7.5)</translation>
    </message>
    <message>
        <source>not enough AP: close combat costs %1 AP and %2 are left (6.2.2)</source>
        <translation>AP insuffisants : le corps à corps coûte %1 AP et il en reste %2 (6.2.2)</translation>
    </message>
    <message>
        <source>input &quot;defenderMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>l&apos;entrée « defenderMp » vaut %1, mais le maximum pour %2 est de %3 MP (3.4)</translation>
    </message>
    <message>
        <source>input &quot;defenderColumn&quot;: %1 cannot be in column (7.5)</source>
        <translation>entrée « defenderColumn » : pas de colonne pour %1 (7.5)</translation>
    </message>
    <message>
        <source>input &quot;dragoonsEvade&quot; needs optional rule 11.12 (opt11_12)</source>
        <translation>l&apos;entrée « dragoonsEvade » exige la règle optionnelle 11.12 (opt11_12)</translation>
    </message>
    <message>
        <source>input &quot;dragoonsEvade&quot;: there are no dragoons in the defending hex (11.12)</source>
        <translation>entrée « dragoonsEvade » : il n&apos;y a pas de dragons dans l&apos;hexagone en défense (11.12)</translation>
    </message>
    <message>
        <source>%1 MP</source>
        <translation>%1 MP</translation>
    </message>
    <message>
        <source>leader %1</source>
        <translation>chef %1</translation>
    </message>
    <message>
        <source>elite %1</source>
        <translation>élite %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>flank %1</source>
        <translation>flanc %1</translation>
    </message>
    <message>
        <source>elite at %1 MP: %2 dice (11.3)</source>
        <translation>élite à %1 MP : %2 dés (11.3)</translation>
    </message>
    <message>
        <source>attacker in column: %1 (7.5.1)</source>
        <translation>attaquant en colonne : %1 (7.5.1)</translation>
    </message>
    <message>
        <source>defender in column +%1 (7.5.1)</source>
        <translation>défenseur en colonne +%1 (7.5.1)</translation>
    </message>
    <message>
        <source>leader +%1 (11.8)</source>
        <translation>chef +%1 (11.8)</translation>
    </message>
    <message>
        <source>%1 in close combat</source>
        <translation>%1 en corps à corps</translation>
    </message>
    <message>
        <source>spend %1 AP for close combat</source>
        <translation>dépenser %1 AP pour le corps à corps</translation>
    </message>
    <message>
        <source>%1 (dragoons) retreat before the close combat</source>
        <translation>%1 (dragons) bat en retraite avant le corps à corps</translation>
    </message>
    <message>
        <source>%1 (dragoons) retreat 1 hex instead of accepting the attack (8.4.1)</source>
        <translation>%1 (dragons) bat en retraite de 1 hexagone au lieu d&apos;accepter l&apos;attaque (8.4.1)</translation>
    </message>
    <message>
        <source>the attacker may advance into the vacated hex</source>
        <translation>l&apos;attaquant peut avancer dans l&apos;hexagone libéré</translation>
    </message>
    <message>
        <source>attacker&apos;s morale check before close combat</source>
        <translation>test de moral de l&apos;attaquant avant le corps à corps</translation>
    </message>
    <message>
        <source>attacker checks morale: %1 against %2 (%3): passes</source>
        <translation>l&apos;attaquant teste son moral : %1 contre %2 (%3) : réussi</translation>
    </message>
    <message>
        <source>attacker checks morale: %1 against %2 (%3): fails</source>
        <translation>l&apos;attaquant teste son moral : %1 contre %2 (%3) : échec</translation>
    </message>
    <message>
        <source>the attack is called off: the AP are spent and the attacking unit may only fire</source>
        <translation>l&apos;attaque est annulée : les AP sont dépensés et l&apos;unité attaquante ne peut que tirer</translation>
    </message>
    <message>
        <source>%1 (%2) passes with the infantry it is stacked with</source>
        <translation>%1 (%2) réussit avec l&apos;infanterie qui partage son hexagone</translation>
    </message>
    <message>
        <source>retreat check of %1</source>
        <translation>test de retraite de %1</translation>
    </message>
    <message>
        <source>%1 (%2) checks for retreat: %3 against %4 (%5): stays</source>
        <translation>%1 (%2) teste la retraite : %3 contre %4 (%5) : reste en place</translation>
    </message>
    <message>
        <source>%1 (%2) checks for retreat: a %3 always retreats</source>
        <translation>%1 (%2) teste la retraite : un %3 entraîne toujours la retraite</translation>
    </message>
    <message>
        <source>%1 (%2) checks for retreat: %3 against %4 (%5): retreats after the combat</source>
        <translation>%1 (%2) teste la retraite : %3 contre %4 (%5) : retraite après le combat</translation>
    </message>
    <message>
        <source>two units in the hex: the hits go to %1 (%2 MP)</source>
        <translation>deux unités dans l&apos;hexagone : les touches vont à %1 (%2 MP)</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>unité éliminée</translation>
    </message>
    <message>
        <source>%1 (%2) retreats 1 hex toward its side or its main group, not adjacent to the attacker if it can (8.4.1); blocked by impassable terrain, the board edge or enemy units it is eliminated (8.4.2); a friendly unit in the way is displaced, only one (8.4.3)</source>
        <translation>%1 (%2) bat en retraite de 1 hexagone vers son camp ou son groupe principal, si possible sans rester adjacente à l&apos;attaquant (8.4.1) ; bloquée par un terrain infranchissable, le bord du plateau ou des unités ennemies, elle est éliminée (8.4.2) ; une unité amie sur son chemin est déplacée, une seule (8.4.3)</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>chef éliminé</translation>
    </message>
    <message>
        <source>the leader stacked with the eliminated unit may retreat up to %1 hexes at once; if enemy units or impassable terrain block him, he is eliminated</source>
        <translation>le chef empilé avec l&apos;unité éliminée peut battre en retraite d&apos;au plus %1 hexagones d&apos;un seul coup ; si des unités ennemies ou un terrain infranchissable le bloquent, il est éliminé</translation>
    </message>
    <message>
        <source>the leader must retreat with the retreating units</source>
        <translation>le chef doit battre en retraite avec les unités en retraite</translation>
    </message>
    <message>
        <source>a VP unit in the hex may not retreat with them</source>
        <translation>une unité VP dans l&apos;hexagone ne peut pas battre en retraite avec elles</translation>
    </message>
    <message>
        <source>defending hex</source>
        <translation>hexagone en défense</translation>
    </message>
    <message>
        <source>attacker&apos;s morale check</source>
        <translation>test de moral de l&apos;attaquant</translation>
    </message>
    <message>
        <source>before the attack</source>
        <translation>avant l&apos;attaque</translation>
    </message>
    <message>
        <source>retreat check, one die per defending unit</source>
        <translation>test de retraite, un dé par unité en défense</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Le terrain du plateau et les unités et chefs qui s&apos;y trouvent, lus dans la bataille.</translation>
    </message>
    <message>
        <source>Retreats owed</source>
        <translation>Retraites dues</translation>
    </message>
    <message>
        <source>The retreats still owed in the battle.</source>
        <translation>Les retraites encore dues dans la bataille.</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a unit stacked with the defender defends with it (8.4.4)</source>
        <translation>%1 (%2) n&apos;est pas dans l&apos;hexagone de %3 (%4) : seule une unité empilée avec le défenseur défend avec lui (8.4.4)</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a leader there defends with it (9.2)</source>
        <translation>%1 (%2) n&apos;est pas dans l&apos;hexagone de %3 (%4) : seul un chef qui s&apos;y trouve défend avec lui (9.2)</translation>
    </message>
    <message>
        <source>input &quot;dragoonsEvade&quot;: the dragoons have no hex to retreat to, so they accept the attack (11.12, 8.4.2)</source>
        <translation>entrée « dragoonsEvade » : les dragons n&apos;ont aucun hexagone où battre en retraite et acceptent donc l&apos;attaque (11.12, 8.4.2)</translation>
    </message>
    <message>
        <source>%1 is eliminated: its retreat is blocked</source>
        <translation>%1 est éliminée : sa retraite est bloquée</translation>
    </message>
</context>
<context>
    <name>adj::FhgCombat</name>
    <message>
        <source>no face</source>
        <translation>aucune face</translation>
    </message>
    <message>
        <source>%1 %2 on each die</source>
        <translation>%1 %2 sur chaque dé</translation>
    </message>
    <message>
        <source>defender on %1 %2%3 on each die</source>
        <translation>défenseur sur %1 %2%3 sur chaque dé</translation>
    </message>
    <message>
        <source>flank/rear attack %1%2 on each die</source>
        <translation>attaque de flanc/arrière %1%2 sur chaque dé</translation>
    </message>
    <message>
        <source>%1: attack dice</source>
        <translation>%1 : dés d&apos;attaque</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message>
        <source>need %1</source>
        <translation>il faut %1</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 touche</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 touches</translation>
    </message>
    <message>
        <source>elite %1 at 1 MP: does hit %2 apply?</source>
        <translation>élite %1 à 1 MP : la touche %2 s&apos;applique-t-elle ?</translation>
    </message>
    <message>
        <source>elite at 1 MP rolls %1 for hit %2: 1-%3 ignores it</source>
        <translation>élite à 1 MP, jet de %1 pour la touche %2 : 1-%3 l&apos;ignore</translation>
    </message>
    <message>
        <source>elite at 1 MP rolls %1 for hit %2: %3-%4 applies it</source>
        <translation>élite à 1 MP, jet de %1 pour la touche %2 : %3-%4 l&apos;applique</translation>
    </message>
    <message>
        <source>%1 (%2, %3 MP) is eliminated</source>
        <translation>%1 (%2, %3 MP) est éliminée</translation>
    </message>
    <message>
        <source>eliminate %1 (%2)</source>
        <translation>éliminer %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2) goes from %3 to %4 MP</source>
        <translation>%1 (%2) passe de %3 à %4 MP</translation>
    </message>
    <message>
        <source>%1 (%2) loses %3 MP</source>
        <translation>%1 (%2) perd %3 MP</translation>
    </message>
    <message>
        <source>%1 (%2) stays at %3 MP</source>
        <translation>%1 (%2) reste à %3 MP</translation>
    </message>
    <message>
        <source>leader casualty check</source>
        <translation>test de perte du chef</translation>
    </message>
    <message>
        <source>a %1 among the attack dice: the leader rolls %2 and is eliminated</source>
        <translation>un %1 parmi les dés d&apos;attaque : le chef obtient %2 et est éliminé</translation>
    </message>
    <message>
        <source>a %1 among the attack dice: the leader rolls %2 and survives</source>
        <translation>un %1 parmi les dés d&apos;attaque : le chef obtient %2 et survit</translation>
    </message>
    <message>
        <source>the leader is eliminated; his side&apos;s command AP drop by %1 for the rest of the game (never below 0)</source>
        <translation>le chef est éliminé ; les AP de commandement de son camp baissent de %1 pour le reste de la partie (jamais sous 0)</translation>
    </message>
    <message>
        <source>command AP -%1 for the rest of the game, never below 0</source>
        <translation>AP de commandement -%1 pour le reste de la partie, jamais sous 0</translation>
    </message>
    <message>
        <source>+%1 VP to the attacking side: %2</source>
        <translation>+%1 VP pour le camp attaquant : %2</translation>
    </message>
    <message>
        <source>both units in the hex have %1 MP: the owner chooses which one takes the hits; set input &quot;hitsTo&quot; to %2 (8.1.2)</source>
        <translation>les deux unités de l&apos;hexagone ont %1 MP : le propriétaire choisit celle qui subit les touches ; réglez l&apos;entrée « hitsTo » sur %2 (8.1.2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>input &quot;secondMp&quot; is required when there is a second unit in the %1</source>
        <translation>l&apos;entrée « secondMp » est requise quand une seconde unité se trouve dans l&apos;%1</translation>
    </message>
    <message>
        <source>input &quot;secondMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>l&apos;entrée « secondMp » vaut %1, mais le maximum pour %2 est de %3 MP (3.4)</translation>
    </message>
    <message>
        <source>%1 and %2 cannot share a hex (4.3)</source>
        <translation>%1 et %2 ne peuvent pas partager un hexagone (4.3)</translation>
    </message>
    <message>
        <source>elite absorption, one die per further hit</source>
        <translation>absorption par l&apos;élite, un dé par touche supplémentaire</translation>
    </message>
    <message>
        <source>if the elite unit hit is at 1 MP</source>
        <translation>si l&apos;unité d&apos;élite touchée est à 1 MP</translation>
    </message>
    <message>
        <source>attack dice</source>
        <translation>dés d&apos;attaque</translation>
    </message>
    <message>
        <source>if an attack die shows 1</source>
        <translation>si un dé d&apos;attaque donne 1</translation>
    </message>
</context>
<context>
    <name>adj::FhgCommand</name>
    <message>
        <source>Action points</source>
        <translation>Points d&apos;action</translation>
    </message>
    <message>
        <source>At the start of his turn a player rolls 1 die on the random AP chart and adds the result to his command AP.</source>
        <translation>Au début de son tour, un joueur lance 1 dé sur la table des AP aléatoires et ajoute le résultat à ses AP de commandement.</translation>
    </message>
    <message>
        <source>Command AP</source>
        <translation>AP de commandement</translation>
    </message>
    <message>
        <source>The scenario&apos;s command AP for this side.</source>
        <translation>Les AP de commandement du scénario pour ce camp.</translation>
    </message>
    <message>
        <source>Leaders lost</source>
        <translation>Chefs perdus</translation>
    </message>
    <message>
        <source>Leaders this side has lost so far: -1 command AP each, never below 0.</source>
        <translation>Chefs perdus par ce camp jusqu&apos;ici : -1 AP de commandement chacun, jamais sous 0.</translation>
    </message>
    <message>
        <source>AP on the counter</source>
        <translation>AP sur le compteur</translation>
    </message>
    <message>
        <source>AP still on the side&apos;s counter; the effect sets it to the new total.</source>
        <translation>AP restant sur le compteur du camp ; l&apos;effet le règle sur le nouveau total.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Name of the side rolling.</source>
        <translation>Nom du camp qui lance le dé.</translation>
    </message>
    <message>
        <source>11.13 equal command AP</source>
        <translation>11.13 AP de commandement égaux</translation>
    </message>
    <message>
        <source>Both sides use the highest command AP of the scenario.</source>
        <translation>Les deux camps utilisent les AP de commandement les plus élevés du scénario.</translation>
    </message>
    <message>
        <source>Highest command AP</source>
        <translation>AP de commandement maximum</translation>
    </message>
    <message>
        <source>With 11.13: the highest command AP in the scenario.</source>
        <translation>Avec 11.13 : les AP de commandement les plus élevés du scénario.</translation>
    </message>
    <message>
        <source>11.14 adjusted command AP</source>
        <translation>11.14 AP de commandement ajustés</translation>
    </message>
    <message>
        <source>Command AP adjusted to balance players of different skill.</source>
        <translation>AP de commandement ajustés pour équilibrer des joueurs de niveaux différents.</translation>
    </message>
    <message>
        <source>Command AP adjustment</source>
        <translation>Ajustement des AP de commandement</translation>
    </message>
    <message>
        <source>With 11.14: AP added to (or taken from) this side&apos;s command AP.</source>
        <translation>Avec 11.14 : AP ajoutés aux (ou retirés des) AP de commandement de ce camp.</translation>
    </message>
    <message>
        <source>%1 (the scenario&apos;s highest, 11.13)</source>
        <translation>%1 (le maximum du scénario, 11.13)</translation>
    </message>
    <message>
        <source>+ %1 adjustment (11.14)</source>
        <translation>+ %1 d&apos;ajustement (11.14)</translation>
    </message>
    <message>
        <source>- %1 adjustment (11.14)</source>
        <translation>- %1 d&apos;ajustement (11.14)</translation>
    </message>
    <message>
        <source>- %1 for %2 leader(s) lost (9.3.2)</source>
        <translation>- %1 pour %2 chef(s) perdu(s) (9.3.2)</translation>
    </message>
    <message>
        <source>never below 0 (9.3.2)</source>
        <translation>jamais sous 0 (9.3.2)</translation>
    </message>
    <message>
        <source>the AP roll needs the fhg-land rule table</source>
        <translation>le jet d&apos;AP exige la table de règles fhg-land</translation>
    </message>
    <message>
        <source>input &quot;highestCommandAp&quot; is required with optional rule 11.13</source>
        <translation>l&apos;entrée « highestCommandAp » est obligatoire avec la règle optionnelle 11.13</translation>
    </message>
    <message>
        <source>input &quot;highestCommandAp&quot; (%1) is below this side&apos;s own command AP (%2) (11.13)</source>
        <translation>l&apos;entrée « highestCommandAp » (%1) est inférieure aux AP de commandement de ce camp (%2) (11.13)</translation>
    </message>
    <message>
        <source>input &quot;commandApAdjustment&quot; needs optional rule 11.14 (opt11_14)</source>
        <translation>l&apos;entrée « commandApAdjustment » exige la règle optionnelle 11.14 (opt11_14)</translation>
    </message>
    <message>
        <source>random action points</source>
        <translation>points d&apos;action aléatoires</translation>
    </message>
    <message>
        <source>command AP %1 = %2</source>
        <translation>AP de commandement %1 = %2</translation>
    </message>
    <message>
        <source>random AP: the die shows %1: +%2; %3 AP this turn</source>
        <translation>AP aléatoires : le dé indique %1 : +%2 ; %3 AP ce tour</translation>
    </message>
    <message>
        <source>%1 AP for this turn</source>
        <translation>%1 AP pour ce tour</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>A leader that began the turn with a damaged unit restores 1 MP for 1 AP; neither moves.</source>
        <translation>Un chef qui a commencé le tour avec une unité endommagée lui rend 1 MP pour 1 AP ; aucun des deux ne se déplace.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit to rally (optional).</source>
        <translation>L&apos;unité de la bataille à rallier (facultatif).</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Type d&apos;unité</translation>
    </message>
    <message>
        <source>Type of the unit to rally.</source>
        <translation>Type de l&apos;unité à rallier.</translation>
    </message>
    <message>
        <source>Current MP</source>
        <translation>MP actuels</translation>
    </message>
    <message>
        <source>The unit&apos;s MP now.</source>
        <translation>Les MP actuels de l&apos;unité.</translation>
    </message>
    <message>
        <source>Starting MP</source>
        <translation>MP de départ</translation>
    </message>
    <message>
        <source>The unit&apos;s MP at the start of the scenario: never exceeded.</source>
        <translation>Les MP de l&apos;unité au début du scénario : jamais dépassés.</translation>
    </message>
    <message>
        <source>Leader with the unit</source>
        <translation>Chef avec l&apos;unité</translation>
    </message>
    <message>
        <source>The leader began the turn with the unit and stays.</source>
        <translation>Le chef a commencé le tour avec l&apos;unité et y reste.</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>The battle&apos;s leader who rallies (optional).</source>
        <translation>Le chef de la bataille qui rallie (facultatif).</translation>
    </message>
    <message>
        <source>Unit or leader moved</source>
        <translation>Unité ou chef déplacé</translation>
    </message>
    <message>
        <source>Neither may move in a turn they rally.</source>
        <translation>Aucun des deux ne peut se déplacer au tour du ralliement.</translation>
    </message>
    <message>
        <source>Unit fired</source>
        <translation>L&apos;unité a tiré</translation>
    </message>
    <message>
        <source>A rallied unit may not fire in the same turn.</source>
        <translation>Une unité ralliée ne peut pas tirer le même tour.</translation>
    </message>
    <message>
        <source>MP already rallied this turn</source>
        <translation>MP déjà ralliés ce tour</translation>
    </message>
    <message>
        <source>At most 1 MP per unit per turn.</source>
        <translation>Au plus 1 MP par unité et par tour.</translation>
    </message>
    <message>
        <source>Fired on this turn</source>
        <translation>Cible d&apos;un tir ce tour</translation>
    </message>
    <message>
        <source>With 11.2 a unit fired on this turn cannot rally.</source>
        <translation>Avec 11.2, une unité qui a subi un tir ce tour ne peut pas être ralliée.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>AP restants</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn (optional).</source>
        <translation>AP restants du camp ce tour (facultatif).</translation>
    </message>
    <message>
        <source>Name of the rallying side.</source>
        <translation>Nom du camp qui rallie.</translation>
    </message>
    <message>
        <source>11.2 rally only if not fired on</source>
        <translation>11.2 ralliement seulement sans tir subi</translation>
    </message>
    <message>
        <source>Only units not fired on this turn may rally.</source>
        <translation>Seules les unités qui n&apos;ont pas subi de tir ce tour peuvent être ralliées.</translation>
    </message>
    <message>
        <source>rally needs the fhg-land rule table</source>
        <translation>le ralliement exige la table de règles fhg-land</translation>
    </message>
    <message>
        <source>%1 cannot be rallied (9.4)</source>
        <translation>%1 : ralliement impossible (9.4)</translation>
    </message>
    <message>
        <source>input &quot;startMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>l&apos;entrée « startMp » vaut %1, mais le maximum pour %2 est de %3 MP (3.4)</translation>
    </message>
    <message>
        <source>input &quot;currentMp&quot; (%1) is above the starting MP (%2)</source>
        <translation>l&apos;entrée « currentMp » (%1) dépasse les MP de départ (%2)</translation>
    </message>
    <message>
        <source>the unit is at its starting %1 MP: rallied units never exceed it (9.4)</source>
        <translation>l&apos;unité est à ses %1 MP de départ : une unité ralliée ne les dépasse jamais (9.4)</translation>
    </message>
    <message>
        <source>a unit rallies only with a leader that began and ends the turn in its hex (9.4)</source>
        <translation>une unité n&apos;est ralliée que par un chef qui commence et termine le tour dans son hexagone (9.4)</translation>
    </message>
    <message>
        <source>the unit and the leader may not move in the turn they rally (9.4)</source>
        <translation>l&apos;unité et le chef ne peuvent pas se déplacer au tour du ralliement (9.4)</translation>
    </message>
    <message>
        <source>a rallied unit may not fire in the turn it rallies (9.4)</source>
        <translation>une unité ralliée ne peut pas tirer au tour de son ralliement (9.4)</translation>
    </message>
    <message>
        <source>only %1 MP per unit per turn may be recovered (9.4)</source>
        <translation>seuls %1 MP par unité et par tour peuvent être récupérés (9.4)</translation>
    </message>
    <message>
        <source>the unit was fired on this turn and cannot be rallied (11.2)</source>
        <translation>l&apos;unité a subi un tir ce tour et ne peut pas être ralliée (11.2)</translation>
    </message>
    <message>
        <source>not enough AP: rally costs %1 AP and %2 are left (9.4)</source>
        <translation>AP insuffisants : le ralliement coûte %1 AP et il en reste %2 (9.4)</translation>
    </message>
    <message>
        <source>the leader rallies the %1: %2 to %3 MP</source>
        <translation>le chef rallie l&apos;unité (%1) : de %2 à %3 MP</translation>
    </message>
    <message>
        <source>spend %1 AP to rally</source>
        <translation>dépenser %1 AP pour rallier</translation>
    </message>
    <message>
        <source>%1 regains %2 MP; it may not move or fire this turn</source>
        <translation>%1 regagne %2 MP ; ni déplacement ni tir ce tour</translation>
    </message>
</context>
<context>
    <name>adj::FhgFire</name>
    <message>
        <source>Fire combat</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>A unit fires at an enemy hex within range and line of sight: 1 AP.</source>
        <translation>Une unité tire sur un hexagone ennemi à portée et en ligne de vue : 1 AP.</translation>
    </message>
    <message>
        <source>Firing unit</source>
        <translation>Unité qui tire</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that fires (optional).</source>
        <translation>L&apos;unité de la bataille qui tire (facultatif).</translation>
    </message>
    <message>
        <source>Firer type</source>
        <translation>Type du tireur</translation>
    </message>
    <message>
        <source>Unit type of the firing unit.</source>
        <translation>Type d&apos;unité du tireur.</translation>
    </message>
    <message>
        <source>Firer MP</source>
        <translation>MP du tireur</translation>
    </message>
    <message>
        <source>Current MP of the firer; needed for 11.3 (default: its full MP).</source>
        <translation>MP actuels du tireur ; requis pour 11.3 (par défaut : ses MP complets).</translation>
    </message>
    <message>
        <source>Firer in column</source>
        <translation>Tireur en colonne</translation>
    </message>
    <message>
        <source>A unit in column rolls 1 die.</source>
        <translation>Une unité en colonne lance 1 dé.</translation>
    </message>
    <message>
        <source>Firer&apos;s terrain</source>
        <translation>Terrain du tireur</translation>
    </message>
    <message>
        <source>Terrain of the firer&apos;s hex (11.5: hill).</source>
        <translation>Terrain de l&apos;hexagone du tireur (11.5 : colline).</translation>
    </message>
    <message>
        <source>Range (hexes)</source>
        <translation>Portée (hexagones)</translation>
    </message>
    <message>
        <source>Hexes from firer to target.</source>
        <translation>Hexagones du tireur à la cible.</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Ligne de vue</translation>
    </message>
    <message>
        <source>False when terrain or units block the line (adjacent units and rockets ignore it).</source>
        <translation>Faux si le terrain ou des unités bloquent la ligne (les unités adjacentes et les fusées l&apos;ignorent).</translation>
    </message>
    <message>
        <source>Moved and fires</source>
        <translation>Déplacement et tir</translation>
    </message>
    <message>
        <source>Dragoons and Indians may move and fire for 1 more AP (Indians only at an adjacent enemy).</source>
        <translation>Les dragons et les Amérindiens peuvent se déplacer et tirer pour 1 AP de plus (les Amérindiens seulement sur un ennemi adjacent).</translation>
    </message>
    <message>
        <source>Target unit</source>
        <translation>Unité cible</translation>
    </message>
    <message>
        <source>The battle&apos;s unit fired at (optional).</source>
        <translation>L&apos;unité de la bataille prise pour cible (facultatif).</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Type de la cible</translation>
    </message>
    <message>
        <source>Unit type of the target.</source>
        <translation>Type d&apos;unité de la cible.</translation>
    </message>
    <message>
        <source>Target MP</source>
        <translation>MP de la cible</translation>
    </message>
    <message>
        <source>Current MP of the target.</source>
        <translation>MP actuels de la cible.</translation>
    </message>
    <message>
        <source>Target in column</source>
        <translation>Cible en colonne</translation>
    </message>
    <message>
        <source>The attacker rolls 1 extra die.</source>
        <translation>L&apos;attaquant lance 1 dé supplémentaire.</translation>
    </message>
    <message>
        <source>Target&apos;s terrain</source>
        <translation>Terrain de la cible</translation>
    </message>
    <message>
        <source>Terrain of the target hex; modifies each die.</source>
        <translation>Terrain de l&apos;hexagone cible ; modifie chaque dé.</translation>
    </message>
    <message>
        <source>Second unit</source>
        <translation>Seconde unité</translation>
    </message>
    <message>
        <source>The other unit in the target hex (optional).</source>
        <translation>L&apos;autre unité dans l&apos;hexagone cible (facultatif).</translation>
    </message>
    <message>
        <source>Second unit type</source>
        <translation>Type de la seconde unité</translation>
    </message>
    <message>
        <source>Type of a second unit in the target hex.</source>
        <translation>Type d&apos;une seconde unité dans l&apos;hexagone cible.</translation>
    </message>
    <message>
        <source>Second unit MP</source>
        <translation>MP de la seconde unité</translation>
    </message>
    <message>
        <source>Current MP of the second unit.</source>
        <translation>MP actuels de la seconde unité.</translation>
    </message>
    <message>
        <source>Hits to</source>
        <translation>Touches sur</translation>
    </message>
    <message>
        <source>With two units of equal MP the owner chooses which takes the hits.</source>
        <translation>Avec deux unités aux MP égaux, le propriétaire choisit celle qui subit les touches.</translation>
    </message>
    <message>
        <source>Leader in target hex</source>
        <translation>Chef dans l&apos;hexagone cible</translation>
    </message>
    <message>
        <source>A 1 on any attack die puts the leader at risk.</source>
        <translation>Un 1 sur un dé d&apos;attaque met le chef en danger.</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>The battle&apos;s leader in the target hex (optional).</source>
        <translation>Le chef de la bataille dans l&apos;hexagone cible (facultatif).</translation>
    </message>
    <message>
        <source>Leader with the firer</source>
        <translation>Chef avec le tireur</translation>
    </message>
    <message>
        <source>With 11.8 the firer rolls 1 extra die.</source>
        <translation>Avec 11.8, le tireur lance 1 dé supplémentaire.</translation>
    </message>
    <message>
        <source>Flank/rear attack</source>
        <translation>Attaque de flanc/arrière</translation>
    </message>
    <message>
        <source>With 11.9: attackers on opposite sides of the defender add +1 to each die.</source>
        <translation>Avec 11.9 : des attaquants sur des côtés opposés du défenseur ajoutent +1 à chaque dé.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>AP restants</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the fire is refused when too few (optional).</source>
        <translation>AP restants du camp ce tour ; le tir est refusé s&apos;il n&apos;y en a pas assez (facultatif).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Name of the firing side, for the AP effect.</source>
        <translation>Nom du camp qui tire, pour l&apos;effet sur les AP.</translation>
    </message>
    <message>
        <source>11.3 elite 4 dice</source>
        <translation>11.3 élite 4 dés</translation>
    </message>
    <message>
        <source>Elite at 3 or 4 MP roll 4 dice.</source>
        <translation>L&apos;élite à 3 ou 4 MP lance 4 dés.</translation>
    </message>
    <message>
        <source>11.4 Indians vs works</source>
        <translation>11.4 Amérindiens contre ouvrages</translation>
    </message>
    <message>
        <source>Indians are -2 against entrenchments and towns.</source>
        <translation>Les Amérindiens ont -2 contre les retranchements et les villages.</translation>
    </message>
    <message>
        <source>11.5 guns on a hill</source>
        <translation>11.5 canons sur une colline</translation>
    </message>
    <message>
        <source>Artillery/rockets on a hill fire 1 hex further, hitting on 6 there.</source>
        <translation>L&apos;artillerie et les fusées sur une colline tirent 1 hexagone plus loin, touchant sur 6 à cette distance.</translation>
    </message>
    <message>
        <source>11.6 artillery into forest</source>
        <translation>11.6 artillerie en forêt</translation>
    </message>
    <message>
        <source>Artillery is -2 firing into forest.</source>
        <translation>L&apos;artillerie a -2 en tirant dans une forêt.</translation>
    </message>
    <message>
        <source>11.7 waterway</source>
        <translation>11.7 cours d&apos;eau</translation>
    </message>
    <message>
        <source>+1 on each die against units on a waterway.</source>
        <translation>+1 à chaque dé contre les unités dans un cours d&apos;eau.</translation>
    </message>
    <message>
        <source>11.8 leader die</source>
        <translation>11.8 dé de chef</translation>
    </message>
    <message>
        <source>A leader with the attacker adds 1 die.</source>
        <translation>Un chef avec l&apos;attaquant ajoute 1 dé.</translation>
    </message>
    <message>
        <source>11.9 flank attacks</source>
        <translation>11.9 attaques de flanc</translation>
    </message>
    <message>
        <source>Flank/rear attacks +1 on each die.</source>
        <translation>Attaques de flanc/arrière : +1 à chaque dé.</translation>
    </message>
    <message>
        <source>11.10 advance after fire</source>
        <translation>11.10 avance après le tir</translation>
    </message>
    <message>
        <source>An adjacent firer may advance into a hex it emptied.</source>
        <translation>Un tireur adjacent peut avancer dans un hexagone qu&apos;il a vidé.</translation>
    </message>
    <message>
        <source>the fire action needs the fhg-land rule table</source>
        <translation>le tir exige la table de règles fhg-land</translation>
    </message>
    <message>
        <source>a leader cannot fire: leaders rally and lead units (3.4.10)</source>
        <translation>un chef ne peut pas tirer : les chefs rallient et commandent les unités (3.4.10)</translation>
    </message>
    <message>
        <source>a victory point unit cannot fire (3.4.11)</source>
        <translation>une unité de points de victoire ne peut pas tirer (3.4.11)</translation>
    </message>
    <message>
        <source>input &quot;firerMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>l&apos;entrée « firerMp » vaut %1, mais le maximum pour %2 est de %3 MP (3.4)</translation>
    </message>
    <message>
        <source>%1 cannot fire: the range and firepower chart gives them no dice or range (8.1.3)</source>
        <translation>%1 : tir impossible, la table de portée et de puissance de feu ne donne ni dés ni portée (8.1.3)</translation>
    </message>
    <message>
        <source>input &quot;firerColumn&quot;: %1 cannot be in column; only infantry form columns (7.5)</source>
        <translation>entrée « firerColumn » : pas de colonne pour %1 ; seule l&apos;infanterie forme des colonnes (7.5)</translation>
    </message>
    <message>
        <source>input &quot;targetColumn&quot;: %1 cannot be in column; only infantry form columns (7.5)</source>
        <translation>entrée « targetColumn » : pas de colonne pour %1 ; seule l&apos;infanterie forme des colonnes (7.5)</translation>
    </message>
    <message>
        <source>input &quot;range&quot;: %1 hexes is beyond the %2-hex range of %3 (8.1.3)</source>
        <translation>entrée « range » : %1 hexagones, c&apos;est au-delà de la portée de %2 hexagones de %3 (8.1.3)</translation>
    </message>
    <message>
        <source>no line of sight: blocking terrain or units between firer and target (8.2)</source>
        <translation>pas de ligne de vue : terrain ou unités bloquants entre le tireur et la cible (8.2)</translation>
    </message>
    <message>
        <source>input &quot;moveAndFire&quot;: %1 may move or fire, not both (6.2.1)</source>
        <translation>entrée « moveAndFire » : %1 peut se déplacer ou tirer, pas les deux (6.2.1)</translation>
    </message>
    <message>
        <source>input &quot;moveAndFire&quot;: Indians may move and fire only at adjacent enemy units (6.2.4)</source>
        <translation>entrée « moveAndFire » : les Amérindiens ne peuvent se déplacer et tirer que sur des unités ennemies adjacentes (6.2.4)</translation>
    </message>
    <message>
        <source>not enough AP: the fire costs %1 AP and %2 are left (6.2.8)</source>
        <translation>AP insuffisants : le tir coûte %1 AP et il en reste %2 (6.2.8)</translation>
    </message>
    <message>
        <source>input &quot;targetMp&quot; is %1, but %2 have at most %3 MP (3.4)</source>
        <translation>l&apos;entrée « targetMp » vaut %1, mais le maximum pour %2 est de %3 MP (3.4)</translation>
    </message>
    <message>
        <source>elite at %1 MP: %2 dice (11.3)</source>
        <translation>élite à %1 MP : %2 dés (11.3)</translation>
    </message>
    <message>
        <source>firer in column: %1 (7.5.1)</source>
        <translation>tireur en colonne : %1 (7.5.1)</translation>
    </message>
    <message>
        <source>target in column +%1 (7.5.1)</source>
        <translation>cible en colonne +%1 (7.5.1)</translation>
    </message>
    <message>
        <source>leader +%1 (11.8)</source>
        <translation>chef +%1 (11.8)</translation>
    </message>
    <message>
        <source>%1 at 1 hex</source>
        <translation>%1 à 1 hexagone</translation>
    </message>
    <message>
        <source>%1 at %2 hexes</source>
        <translation>%1 à %2 hexagones</translation>
    </message>
    <message>
        <source>rockets ignore line of sight</source>
        <translation>les fusées ignorent la ligne de vue</translation>
    </message>
    <message>
        <source>%1 on a hill reach %2 hexes</source>
        <translation>%1 sur une colline : portée de %2 hexagones</translation>
    </message>
    <message>
        <source>spend %1 AP</source>
        <translation>dépenser %1 AP</translation>
    </message>
    <message>
        <source>two units in the hex: the hits go to %1 (%2 MP)</source>
        <translation>deux unités dans l&apos;hexagone : les touches vont à %1 (%2 MP)</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>unité éliminée</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>chef éliminé</translation>
    </message>
    <message>
        <source>the leader stacked with the eliminated unit may retreat up to %1 hexes at once; if enemy units or impassable terrain block him, he is eliminated</source>
        <translation>le chef empilé avec l&apos;unité éliminée peut battre en retraite d&apos;au plus %1 hexagones d&apos;un seul coup ; si des unités ennemies ou un terrain infranchissable le bloquent, il est éliminé</translation>
    </message>
    <message>
        <source>the firer may advance into the vacated hex</source>
        <translation>le tireur peut avancer dans l&apos;hexagone libéré</translation>
    </message>
    <message>
        <source>target hex</source>
        <translation>hexagone cible</translation>
    </message>
    <message>
        <source>Firer moved this turn</source>
        <translation>Déplacé ce tour</translation>
    </message>
    <message>
        <source>The move was recorded and paid: dragoons and Indians fire for the 1 more AP only; other units may not fire after moving.</source>
        <translation>Le déplacement a été enregistré et payé : dragons et Amérindiens tirent pour seulement 1 AP de plus ; les autres unités ne peuvent pas tirer après s&apos;être déplacées.</translation>
    </message>
    <message>
        <source>%1 moved this turn and may not fire (6.2.1)</source>
        <translation>%1 s&apos;est déplacé ce tour et ne peut pas tirer (6.2.1)</translation>
    </message>
    <message>
        <source>moved this turn: the fire costs %1 more AP, %2 with the move</source>
        <translation>déplacé ce tour : le tir coûte %1 AP de plus, %2 avec le déplacement</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Le terrain du plateau et les unités et chefs qui s&apos;y trouvent, lus dans la bataille.</translation>
    </message>
    <message>
        <source>Retreats owed</source>
        <translation>Retraites dues</translation>
    </message>
    <message>
        <source>The retreats still owed in the battle.</source>
        <translation>Les retraites encore dues dans la bataille.</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a unit stacked with the target shares its hits (8.1.2)</source>
        <translation>%1 (%2) n&apos;est pas dans l&apos;hexagone de %3 (%4) : seule une unité empilée avec la cible partage ses touches (8.1.2)</translation>
    </message>
    <message>
        <source>%1 (%2) is not in %3&apos;s hex (%4): only a leader there is at risk (9.3.1)</source>
        <translation>%1 (%2) n&apos;est pas dans l&apos;hexagone de %3 (%4) : seul un chef qui s&apos;y trouve est en danger (9.3.1)</translation>
    </message>
</context>
<context>
    <name>adj::FhgGround</name>
    <message>
        <source>no board: the battle needs a hex board (adjutant-cli board) and the unit a hex</source>
        <translation>pas de plateau : la bataille a besoin d&apos;un plateau à hexagones (adjutant-cli board) et l&apos;unité d&apos;un hexagone</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>le plateau : %1</translation>
    </message>
    <message>
        <source>%1 stands on &quot;%2&quot;, which is not a hex of this board</source>
        <translation>%1 se trouve en « %2 », qui n&apos;est pas un hexagone de ce plateau</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2 is off the %3 x %4 board (7.1)</source>
        <translation>entrée « %1 » : %2 est hors du plateau de %3 x %4 (7.1)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not a hex label; hexes are CCRR, column then row, e.g. 0405 (7.1)</source>
        <translation>entrée « %1 » : « %2 » n&apos;est pas un numéro d&apos;hexagone ; les hexagones sont notés CCRR, colonne puis rangée, p. ex. 0405 (7.1)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; names no hex: give the hexes entered in order, e.g. &quot;0405 0406&quot; (7.1)</source>
        <translation>l&apos;entrée « %1 » ne désigne aucun hexagone : indiquez les hexagones dans l&apos;ordre où ils sont traversés, p. ex. « 0405 0406 » (7.1)</translation>
    </message>
</context>
<context>
    <name>adj::FhgLand</name>
    <message>
        <source>For Honor and Glory (land)</source>
        <translation>For Honor and Glory (terrestre)</translation>
    </message>
    <message>
        <source>Attackers pass a morale check before close combat</source>
        <translation>Les attaquants passent un test de moral avant le corps à corps</translation>
    </message>
    <message>
        <source>Only units not fired on this turn may rally</source>
        <translation>Seules les unités qui n&apos;ont pas subi de tir ce tour peuvent être ralliées</translation>
    </message>
    <message>
        <source>Elite units at 3 or 4 MP roll 4 dice</source>
        <translation>Les unités d&apos;élite à 3 ou 4 MP lancent 4 dés</translation>
    </message>
    <message>
        <source>Indians -2 attacking entrenchments and towns</source>
        <translation>Amérindiens -2 contre les retranchements et les villages</translation>
    </message>
    <message>
        <source>Artillery/rockets +1 range from a hill, hitting on 6 there</source>
        <translation>Artillerie/fusées +1 de portée depuis une colline, touchant sur 6 à cette distance</translation>
    </message>
    <message>
        <source>Artillery -2 firing into forest</source>
        <translation>Artillerie -2 en tirant dans une forêt</translation>
    </message>
    <message>
        <source>Attacker +1 against units on a waterway</source>
        <translation>Attaquant +1 contre les unités dans un cours d&apos;eau</translation>
    </message>
    <message>
        <source>Leaders add 1 die in combat</source>
        <translation>Les chefs ajoutent 1 dé au combat</translation>
    </message>
    <message>
        <source>Flank/rear attacks: +1 to hit, -1 to the defender&apos;s retreat check</source>
        <translation>Attaques de flanc/arrière : +1 pour toucher, -1 au test de retraite du défenseur</translation>
    </message>
    <message>
        <source>An adjacent firer may advance into a hex it emptied</source>
        <translation>Un tireur adjacent peut avancer dans un hexagone qu&apos;il a vidé</translation>
    </message>
    <message>
        <source>Units do not stop on entering hills</source>
        <translation>Les unités ne s&apos;arrêtent pas en entrant sur une colline</translation>
    </message>
    <message>
        <source>Dragoons may retreat before close combat</source>
        <translation>Les dragons peuvent battre en retraite avant un corps à corps</translation>
    </message>
    <message>
        <source>Both sides use the scenario&apos;s highest command AP</source>
        <translation>Les deux camps utilisent les AP de commandement maximum du scénario</translation>
    </message>
    <message>
        <source>Command AP adjusted for balance</source>
        <translation>AP de commandement ajustés pour l&apos;équilibre</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>victory point unit</source>
        <translation>unité de points de victoire</translation>
    </message>
    <message>
        <source>%1 has already rolled its random action points for turn %2 (6.1.1: once, in its own step of the turn); undo that roll to roll again</source>
        <translation>%1 a déjà lancé ses points d&apos;action aléatoires pour le tour %2 (6.1.1 : une fois, à son propre pas du tour) ; annulez ce jet pour relancer</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 AP left, %n unit(s) not yet activated</source>
        <translation>
            <numerusform>%1 : %2 AP restants, %n unité pas encore activée</numerusform>
            <numerusform>%1 : %2 AP restants, %n unités pas encore activées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: random action points not rolled yet</source>
        <translation>%1 : points d&apos;action aléatoires pas encore lancés</translation>
    </message>
</context>
<context>
    <name>adj::FhgMove</name>
    <message>
        <source>Move</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>A unit moves hex by hex (1 AP; 2 with the leader&apos;s extra hex), its leaders with it; or a leader moves alone up to 3 hexes (1 AP).</source>
        <translation>Une unité se déplace d&apos;hexagone en hexagone (1 AP ; 2 avec l&apos;hexagone supplémentaire du chef), avec ses chefs ; ou un chef se déplace seul de 3 hexagones au plus (1 AP).</translation>
    </message>
    <message>
        <source>Moving unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that moves.</source>
        <translation>L&apos;unité de la bataille qui se déplace.</translation>
    </message>
    <message>
        <source>Leader alone</source>
        <translation>Chef seul</translation>
    </message>
    <message>
        <source>The battle&apos;s leader who moves alone (9.1).</source>
        <translation>Le chef de la bataille qui se déplace seul (9.1).</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Type d&apos;unité</translation>
    </message>
    <message>
        <source>Type of the moving unit; &quot;leader&quot; for a leader alone.</source>
        <translation>Type de l&apos;unité qui se déplace ; « chef » pour un chef seul.</translation>
    </message>
    <message>
        <source>In column</source>
        <translation>En colonne</translation>
    </message>
    <message>
        <source>Infantry in column move 1 hex more.</source>
        <translation>L&apos;infanterie en colonne se déplace d&apos;un hexagone de plus.</translation>
    </message>
    <message>
        <source>From hex</source>
        <translation>Hexagone de départ</translation>
    </message>
    <message>
        <source>The hex the move begins in (CCRR).</source>
        <translation>L&apos;hexagone où commence le déplacement (CCRR).</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>The hexes entered in order, e.g. &quot;0405 0406&quot;; or give only the destination.</source>
        <translation>Les hexagones dans l&apos;ordre où ils sont traversés, p. ex. « 0405 0406 » ; ou seulement la destination.</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>The hex to reach; Adjutant finds the shortest legal path.</source>
        <translation>L&apos;hexagone à atteindre ; Adjutant trouve le plus court chemin autorisé.</translation>
    </message>
    <message>
        <source>Leader&apos;s extra hex</source>
        <translation>Hexagone bonus du chef</translation>
    </message>
    <message>
        <source>1 more hex for 1 more AP with a leader who began the turn with the unit; no fire or close combat this turn.</source>
        <translation>1 hexagone de plus pour 1 AP de plus avec un chef qui a commencé le tour avec l&apos;unité ; ni tir ni corps à corps ce tour.</translation>
    </message>
    <message>
        <source>Fired first</source>
        <translation>A d&apos;abord tiré</translation>
    </message>
    <message>
        <source>Indians who fired at an adjacent enemy for &apos;move and fire&apos; now move, already paid.</source>
        <translation>Des Amérindiens qui ont tiré sur un ennemi adjacent pour « déplacement et tir » se déplacent maintenant, déjà payés.</translation>
    </message>
    <message>
        <source>AP left</source>
        <translation>AP restants</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the move is refused when too few (optional).</source>
        <translation>Les AP restants du camp ce tour ; le déplacement est refusé s&apos;il y en a trop peu (facultatif).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Name of the moving side: friend and foe on the board.</source>
        <translation>Nom du camp qui se déplace : amis et ennemis sur le plateau.</translation>
    </message>
    <message>
        <source>11.11 hills</source>
        <translation>11.11 collines</translation>
    </message>
    <message>
        <source>Units do not stop on entering hills.</source>
        <translation>Les unités ne s&apos;arrêtent pas en entrant dans des collines.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Le terrain du plateau et les unités et chefs qui s&apos;y trouvent, lus dans la bataille.</translation>
    </message>
    <message>
        <source>Leaders moved</source>
        <translation>Chefs déplacés</translation>
    </message>
    <message>
        <source>The leaders who moved this turn.</source>
        <translation>Les chefs qui se sont déplacés ce tour.</translation>
    </message>
    <message>
        <source>a victory point unit cannot move (3.4.11)</source>
        <translation>une unité de points de victoire ne peut pas se déplacer (3.4.11)</translation>
    </message>
    <message>
        <source>inputs &quot;unit&quot; and &quot;leader&quot;: name the unit that moves or the leader who moves alone, not both (9.1)</source>
        <translation>entrées « unit » et « leader » : nommez l&apos;unité qui se déplace ou le chef qui se déplace seul, pas les deux (9.1)</translation>
    </message>
    <message>
        <source>input &quot;ground&quot;: %1</source>
        <translation>entrée « ground » : %1</translation>
    </message>
    <message>
        <source>input &quot;from&quot;: the hex the move begins in is not known; give the unit a hex (7.1)</source>
        <translation>entrée « from » : l&apos;hexagone où commence le déplacement n&apos;est pas connu ; donnez un hexagone à l&apos;unité (7.1)</translation>
    </message>
    <message>
        <source>the leader</source>
        <translation>le chef</translation>
    </message>
    <message>
        <source>%1 has already moved this turn (7.1.1)</source>
        <translation>%1 s&apos;est déjà déplacé ce tour (7.1.1)</translation>
    </message>
    <message>
        <source>dragoons may not fire and then move (6.2.3)</source>
        <translation>les dragons ne peuvent pas tirer puis se déplacer (6.2.3)</translation>
    </message>
    <message>
        <source>%1 may move or fire, not both (6.2.1)</source>
        <translation>%1 : déplacement ou tir, pas les deux (6.2.1)</translation>
    </message>
    <message>
        <source>the leader&apos;s extra hex cannot be used by Indians who fire and move (9.1.2)</source>
        <translation>l&apos;hexagone supplémentaire du chef n&apos;est pas permis aux Amérindiens qui tirent et se déplacent (9.1.2)</translation>
    </message>
    <message>
        <source>the leader&apos;s extra hex needs a leader who began the turn with the unit (6.2.5)</source>
        <translation>l&apos;hexagone supplémentaire du chef exige un chef qui a commencé le tour avec l&apos;unité (6.2.5)</translation>
    </message>
    <message>
        <source>give input &quot;path&quot; (the hexes entered in order, e.g. &quot;0405 0406&quot;) or &quot;to&quot; (the destination) (7.1)</source>
        <translation>indiquez l&apos;entrée « path » (les hexagones dans l&apos;ordre où ils sont traversés, p. ex. « 0405 0406 ») ou « to » (la destination) (7.1)</translation>
    </message>
    <message>
        <source>input &quot;path&quot; ends in %1, not in %2 as input &quot;to&quot; says</source>
        <translation>l&apos;entrée « path » finit en %1, pas en %2 comme l&apos;indique l&apos;entrée « to »</translation>
    </message>
    <message>
        <source>%1 %2: hex %3 of %4</source>
        <translation>%1 %2 : hexagone %3 sur %4</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, stop</source>
        <translation>%1, arrêt</translation>
    </message>
    <message>
        <source>%1, %2 AP for the move and no further action this turn</source>
        <translation>%1, %2 AP pour le déplacement et plus aucune action ce tour</translation>
    </message>
    <message>
        <source>%1, the crossing negates the waterway</source>
        <translation>%1, le franchissement annule le cours d&apos;eau</translation>
    </message>
    <message>
        <source>%1, no effect on movement</source>
        <translation>%1, sans effet sur le déplacement</translation>
    </message>
    <message>
        <source>the move ends in %1 (%2, %3): it cannot go on to %4</source>
        <translation>le déplacement s&apos;arrête en %1 (%2, %3) : il ne peut pas continuer vers %4</translation>
    </message>
    <message>
        <source>%1 is not next to %2: units move from hex to adjacent hex (7.1)</source>
        <translation>%1 n&apos;est pas voisin de %2 : les unités se déplacent d&apos;un hexagone à un hexagone adjacent (7.1)</translation>
    </message>
    <message>
        <source>%1 would be hex %2 of the move: %3 may move no more than %4 (%5)</source>
        <translation>%1 serait l&apos;hexagone %2 du déplacement : %3 ne peut pas se déplacer de plus de %4 (%5)</translation>
    </message>
    <message>
        <source>the move ends in %1, where it began (7.1)</source>
        <translation>le déplacement finit en %1, là où il a commencé (7.1)</translation>
    </message>
    <message>
        <source>not enough AP: the move costs %1 AP and %2 are left (6.2.8)</source>
        <translation>pas assez d&apos;AP : le déplacement coûte %1 AP et il en reste %2 (6.2.8)</translation>
    </message>
    <message>
        <source>%1: the enemy leader %2, alone there, is eliminated; the move goes on</source>
        <translation>%1 : le chef ennemi %2, seul à cet endroit, est éliminé ; le déplacement continue</translation>
    </message>
    <message>
        <source>%1 is eliminated</source>
        <translation>%1 est éliminé</translation>
    </message>
    <message>
        <source>+%1 VP to %2: leader eliminated</source>
        <translation>+%1 VP pour %2 : chef éliminé</translation>
    </message>
    <message>
        <source>%1: %2, a VP unit of %3, is taken: +%4 VP to %5</source>
        <translation>%1 : %2, une unité VP de %3, est prise : +%4 VP pour %5</translation>
    </message>
    <message>
        <source>%1 is taken and removed from play</source>
        <translation>%1 est prise et retirée du jeu</translation>
    </message>
    <message>
        <source>+%1 VP to %2: VP unit taken</source>
        <translation>+%1 VP pour %2 : unité VP prise</translation>
    </message>
    <message>
        <source>Turn %1: leaders moved: %2</source>
        <translation>Tour %1 : chefs déplacés : %2</translation>
    </message>
    <message>
        <source>moved this turn</source>
        <translation>déplacé ce tour</translation>
    </message>
    <message>
        <source>dragoons may still fire this turn for %1 more AP</source>
        <translation>les dragons peuvent encore tirer ce tour pour %1 AP de plus</translation>
    </message>
    <message>
        <source>Indians may still fire at an adjacent enemy this turn for %1 more AP</source>
        <translation>les Amérindiens peuvent encore tirer ce tour sur un ennemi adjacent pour %1 AP de plus</translation>
    </message>
    <message>
        <source>%1 may not fire or close combat this turn</source>
        <translation>%1 : ni tir ni corps à corps ce tour</translation>
    </message>
    <message>
        <source>no further action this turn</source>
        <translation>plus aucune action ce tour</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>%1 moves 1 hex, %2 to %3: %4 AP</source>
        <translation>%1 se déplace d&apos;un hexagone, de %2 à %3 : %4 AP</translation>
    </message>
    <message>
        <source>%1 moves %2 hexes, %3 to %4: %5 AP</source>
        <translation>%1 se déplace de %2 hexagones, de %3 à %4 : %5 AP</translation>
    </message>
    <message>
        <source>the shortest legal way: %1</source>
        <translation>le plus court chemin autorisé : %1</translation>
    </message>
    <message>
        <source>paid with the fire: move and fire cost %1 AP in all</source>
        <translation>payé avec le tir : déplacement et tir coûtent %1 AP en tout</translation>
    </message>
    <message>
        <source>%1 began the turn with the unit and moves with it at no AP</source>
        <translation>%1 a commencé le tour avec l&apos;unité et se déplace avec elle sans AP</translation>
    </message>
    <message>
        <source>spend %1 AP</source>
        <translation>dépenser %1 AP</translation>
    </message>
    <message>
        <source>the move action needs the fhg-land rule table</source>
        <translation>l&apos;action de déplacement exige la table de règles fhg-land</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Changer de formation</translation>
    </message>
    <message>
        <source>An infantry unit changes into or out of column: 1 AP; it stays in place and takes no other action this turn.</source>
        <translation>Une unité d&apos;infanterie passe en colonne ou en sort : 1 AP ; elle reste sur place et n&apos;entreprend aucune autre action ce tour.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that changes formation.</source>
        <translation>L&apos;unité de la bataille qui change de formation.</translation>
    </message>
    <message>
        <source>Type of the unit.</source>
        <translation>Type de l&apos;unité.</translation>
    </message>
    <message>
        <source>In column now</source>
        <translation>En colonne à présent</translation>
    </message>
    <message>
        <source>The unit&apos;s formation before the change.</source>
        <translation>La formation de l&apos;unité avant le changement.</translation>
    </message>
    <message>
        <source>New formation</source>
        <translation>Nouvelle formation</translation>
    </message>
    <message>
        <source>Column moves 1 hex more; line is the normal formation.</source>
        <translation>La colonne se déplace d&apos;un hexagone de plus ; la ligne est la formation normale.</translation>
    </message>
    <message>
        <source>The side&apos;s AP left this turn; the change is refused when too few (optional).</source>
        <translation>Les AP restants du camp ce tour ; le changement est refusé s&apos;il y en a trop peu (facultatif).</translation>
    </message>
    <message>
        <source>Name of the unit&apos;s side, for the AP.</source>
        <translation>Nom du camp de l&apos;unité, pour les AP.</translation>
    </message>
    <message>
        <source>the formation action needs the fhg-land rule table</source>
        <translation>l&apos;action de formation exige la table de règles fhg-land</translation>
    </message>
    <message>
        <source>%1 cannot form column; only infantry change formation (7.5)</source>
        <translation>%1 : pas de colonne possible ; seule l&apos;infanterie change de formation (7.5)</translation>
    </message>
    <message>
        <source>the %1 are already in column (7.5)</source>
        <translation>%1 : déjà en colonne (7.5)</translation>
    </message>
    <message>
        <source>the %1 are already in line (7.5)</source>
        <translation>%1 : déjà en ligne (7.5)</translation>
    </message>
    <message>
        <source>not enough AP: a change of formation costs %1 AP and %2 are left (6.2.8)</source>
        <translation>pas assez d&apos;AP : un changement de formation coûte %1 AP et il en reste %2 (6.2.8)</translation>
    </message>
    <message>
        <source>the %1 form column for %2 AP; they stay in place and take no other action this turn</source>
        <translation>%1 : passe en colonne pour %2 AP ; reste sur place et n&apos;entreprend aucune autre action ce tour</translation>
    </message>
    <message>
        <source>the %1 form line for %2 AP; they stay in place and take no other action this turn</source>
        <translation>%1 : passe en ligne pour %2 AP ; reste sur place et n&apos;entreprend aucune autre action ce tour</translation>
    </message>
    <message>
        <source>formation: column</source>
        <translation>formation : colonne</translation>
    </message>
    <message>
        <source>formation: line</source>
        <translation>formation : ligne</translation>
    </message>
    <message>
        <source>stand the unit on edge</source>
        <translation>mettre l&apos;unité sur la tranche</translation>
    </message>
    <message>
        <source>lay the unit flat</source>
        <translation>poser l&apos;unité à plat</translation>
    </message>
</context>
<context>
    <name>adj::FhgMovePath</name>
    <message>
        <source>%1: &quot;%2&quot; is not a terrain of For Honor and Glory (2.3)</source>
        <translation>%1 : « %2 » n&apos;est pas un terrain de For Honor and Glory (2.3)</translation>
    </message>
    <message>
        <source>%1 %2: impassable (%3)</source>
        <translation>%1 %2 : infranchissable (%3)</translation>
    </message>
    <message>
        <source>%1: enemy units (%2) block the move (7.2)</source>
        <translation>%1 : des unités ennemies (%2) bloquent le déplacement (7.2)</translation>
    </message>
    <message>
        <source>%1: the enemy leader %2 is there; a leader moving alone cannot enter (9.3.3)</source>
        <translation>%1 : le chef ennemi %2 s&apos;y trouve ; un chef qui se déplace seul ne peut pas y entrer (9.3.3)</translation>
    </message>
    <message>
        <source>%1: %2; the move may not end there (6.2.7)</source>
        <translation>%1 : %2 ; le déplacement ne peut pas s&apos;y terminer (6.2.7)</translation>
    </message>
    <message>
        <source>%1: %2; a move may not pass through a full hex (6.2.7, 7.2)</source>
        <translation>%1 : %2 ; un déplacement ne peut pas traverser un hexagone plein (6.2.7, 7.2)</translation>
    </message>
    <message>
        <source>%1 is where the move begins (7.1)</source>
        <translation>%1 est l&apos;hexagone de départ du déplacement (7.1)</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3: %4 may move no more than %5 (7.1)</source>
        <translation>%1 est à %2 hexagones de %3 : %4 ne peut pas se déplacer de plus de %5 (7.1)</translation>
    </message>
    <message>
        <source>no legal way of at most %1 hexes from %2 to %3: impassable or stopping terrain, enemy units or full hexes bar every one (2.3, 6.2.7, 7.2)</source>
        <translation>aucun chemin autorisé d&apos;au plus %1 hexagones de %2 à %3 : terrain infranchissable ou qui arrête, unités ennemies ou hexagones pleins les barrent tous (2.3, 6.2.7, 7.2)</translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreat</name>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>%1 %2: impassable (8.4.2, %3)</source>
        <translation>%1 %2 : infranchissable (8.4.2, %3)</translation>
    </message>
    <message>
        <source>%1: enemy units (%2) (8.4.2)</source>
        <translation>%1 : unités ennemies (%2) (8.4.2)</translation>
    </message>
    <message>
        <source>%1: %2 would have to make room and cannot retreat itself: only one unit may be displaced (8.4.3)</source>
        <translation>%1 : %2 devrait faire place et ne peut pas battre en retraite elle-même : une seule unité peut être déplacée (8.4.3)</translation>
    </message>
    <message>
        <source>%1: %2; more than one unit would have to make room (8.4.3)</source>
        <translation>%1 : %2 ; plus d&apos;une unité devrait faire place (8.4.3)</translation>
    </message>
    <message>
        <source>%1: %2 (6.2.7)</source>
        <translation>%1 : %2 (6.2.7)</translation>
    </message>
    <message>
        <source>the board&apos;s edge (8.4.2)</source>
        <translation>le bord du plateau (8.4.2)</translation>
    </message>
    <message>
        <source>the board&apos;s edge</source>
        <translation>le bord du plateau</translation>
    </message>
    <message>
        <source>%1 has no hex to retreat to from %2 (%3) and is eliminated</source>
        <translation>%1 n&apos;a aucun hexagone où battre en retraite depuis %2 (%3) et est éliminée</translation>
    </message>
</context>
<context>
    <name>adj::FhgRetreatAction</name>
    <message>
        <source>Retreat</source>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>A unit that failed its morale check in close combat retreats 1 hex, away from the attacker and towards its side (8.4.1); a leader left alone by an eliminated unit retreats up to 3 hexes (8.4.5). No AP.</source>
        <translation>Une unité qui a échoué son test de moral au corps à corps bat en retraite d&apos;un hexagone, loin de l&apos;attaquant et vers son camp (8.4.1) ; un chef laissé seul par une unité éliminée bat en retraite d&apos;au plus 3 hexagones (8.4.5). Sans AP.</translation>
    </message>
    <message>
        <source>Retreating unit</source>
        <translation>Unité en retraite</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that owes a retreat.</source>
        <translation>L&apos;unité de la bataille qui doit battre en retraite.</translation>
    </message>
    <message>
        <source>Retreating leader</source>
        <translation>Chef en retraite</translation>
    </message>
    <message>
        <source>The battle&apos;s leader who owes a retreat of up to 3 hexes (8.4.5).</source>
        <translation>Le chef de la bataille qui doit battre en retraite d&apos;au plus 3 hexagones (8.4.5).</translation>
    </message>
    <message>
        <source>To hex</source>
        <translation>Hexagone d&apos;arrivée</translation>
    </message>
    <message>
        <source>The hex it retreats to (CCRR); the board shows the legal ones.</source>
        <translation>L&apos;hexagone vers lequel elle bat en retraite (CCRR) ; le plateau montre ceux qui sont permis.</translation>
    </message>
    <message>
        <source>Displaced unit to</source>
        <translation>Unité déplacée vers</translation>
    </message>
    <message>
        <source>Where the friendly unit that must make room retreats (CCRR), when it has a choice.</source>
        <translation>Où bat en retraite l&apos;unité amie qui doit faire place (CCRR), quand elle a le choix.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The board&apos;s terrain and the units and leaders on it, read off the battle.</source>
        <translation>Le terrain du plateau et les unités et chefs qui s&apos;y trouvent, lus dans la bataille.</translation>
    </message>
    <message>
        <source>Retreats owed</source>
        <translation>Retraites dues</translation>
    </message>
    <message>
        <source>The retreats still owed in the battle.</source>
        <translation>Les retraites encore dues dans la bataille.</translation>
    </message>
    <message>
        <source>inputs &quot;unit&quot; and &quot;leader&quot;: name the unit that retreats or the leader, not both (8.4)</source>
        <translation>entrées « unit » et « leader » : nommez l&apos;unité qui bat en retraite ou le chef, pas les deux (8.4)</translation>
    </message>
    <message>
        <source>name the unit (input &quot;unit&quot;) or the leader (input &quot;leader&quot;) that retreats (8.4)</source>
        <translation>nommez l&apos;unité (entrée « unit ») ou le chef (entrée « leader ») qui bat en retraite (8.4)</translation>
    </message>
    <message>
        <source>input &quot;ground&quot;: %1; a retreat is placed on the battle&apos;s board (8.4.1)</source>
        <translation>entrée « ground » : %1 ; une retraite se place sur le plateau de la bataille (8.4.1)</translation>
    </message>
    <message>
        <source>the retreating %1 is not on the battle&apos;s board: place it, or move it by hand (8.4.1)</source>
        <translation>%1 en retraite n&apos;est pas sur le plateau de la bataille : placez-le, ou déplacez-le à la main (8.4.1)</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>%1 owes no retreat: a leader retreats up to 3 hexes when the unit he was with is eliminated (8.4.5)</source>
        <translation>%1 ne doit aucune retraite : un chef bat en retraite d&apos;au plus 3 hexagones quand l&apos;unité avec laquelle il était est éliminée (8.4.5)</translation>
    </message>
    <message>
        <source>%1 owes no retreat: a unit retreats 1 hex after failing its morale check in close combat (8.3.2)</source>
        <translation>%1 ne doit aucune retraite : une unité bat en retraite d&apos;un hexagone après avoir échoué son test de moral au corps à corps (8.3.2)</translation>
    </message>
    <message>
        <source>give the hex %1 retreats to (input &quot;to&quot;): %2 (%3)</source>
        <translation>indiquez l&apos;hexagone vers lequel %1 bat en retraite (entrée « to ») : %2 (%3)</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3: a retreat is 1 hex (8.3.2)</source>
        <translation>%1 peut battre en retraite vers %2, pas vers %3 : une retraite est d&apos;un hexagone (8.3.2)</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3</source>
        <translation>%1 peut battre en retraite vers %2, pas vers %3</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3: it is adjacent to the attacker %4 (%5), and a unit retreats next to its attacker only when no other hex is open (8.4.1)</source>
        <translation>%1 peut battre en retraite vers %2, pas vers %3 : il est adjacent à l&apos;attaquant %4 (%5), et une unité ne bat en retraite à côté de son attaquant que si aucun autre hexagone n&apos;est libre (8.4.1)</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not to %3: it leads neither towards %4&apos;s side of the board (%5) nor towards its main group (8.4.1)</source>
        <translation>%1 peut battre en retraite vers %2, pas vers %3 : il ne mène ni vers le côté du plateau de %4 (%5) ni vers son groupe principal (8.4.1)</translation>
    </message>
    <message>
        <source>input &quot;displaceTo&quot;: no unit has to make room in %1 (8.4.3)</source>
        <translation>entrée « displaceTo » : aucune unité ne doit faire place en %1 (8.4.3)</translation>
    </message>
    <message>
        <source>%1 stands in %2 and must make room: give the hex it retreats to (input &quot;displaceTo&quot;): %3 (8.4.3)</source>
        <translation>%1 se tient en %2 et doit faire place : indiquez l&apos;hexagone vers lequel elle bat en retraite (entrée « displaceTo ») : %3 (8.4.3)</translation>
    </message>
    <message>
        <source>%1, making room, may retreat to %2, not to %3 (8.4.3, 8.4.1)</source>
        <translation>%1, en faisant place, peut battre en retraite vers %2, pas vers %3 (8.4.3, 8.4.1)</translation>
    </message>
    <message>
        <source>%1 is blocked on every way by enemy units or impassable terrain and is eliminated</source>
        <translation>%1 est bloqué sur tous les chemins par des unités ennemies ou un terrain infranchissable et est éliminé</translation>
    </message>
    <message numerus="yes">
        <source>%1 may retreat up to %n hex(es) by a way clear of enemy units and impassable terrain, ending where no other leader stands: %2, not %3 (8.4.5)</source>
        <translation>
            <numerusform>%1 peut battre en retraite d&apos;au plus %n hexagone par un chemin libre d&apos;unités ennemies et de terrain infranchissable, pour finir où aucun autre chef ne se tient : %2, pas %3 (8.4.5)</numerusform>
            <numerusform>%1 peut battre en retraite d&apos;au plus %n hexagones par un chemin libre d&apos;unités ennemies et de terrain infranchissable, pour finir où aucun autre chef ne se tient : %2, pas %3 (8.4.5)</numerusform>
        </translation>
    </message>
    <message>
        <source>the retreat needs the fhg-land rule table</source>
        <translation>la retraite a besoin de la table de règles fhg-land</translation>
    </message>
    <message>
        <source>%1: the enemy leader %2, alone there, is eliminated</source>
        <translation>%1 : le chef ennemi %2, seul à cet endroit, est éliminé</translation>
    </message>
    <message>
        <source>%1 is eliminated</source>
        <translation>%1 est éliminé</translation>
    </message>
    <message>
        <source>+%1 VP to %2: leader eliminated</source>
        <translation>+%1 VP pour %2 : chef éliminé</translation>
    </message>
    <message>
        <source>%1: %2, a VP unit of %3, is taken</source>
        <translation>%1 : %2, une unité VP de %3, est prise</translation>
    </message>
    <message>
        <source>%1 is taken and removed from play</source>
        <translation>%1 est prise et retirée du jeu</translation>
    </message>
    <message>
        <source>+%1 VP to %2: VP unit taken</source>
        <translation>+%1 VP pour %2 : unité VP prise</translation>
    </message>
    <message>
        <source>%1 is eliminated: its retreat is blocked</source>
        <translation>%1 est éliminé : sa retraite est bloquée</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>chef éliminé</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>unité éliminée</translation>
    </message>
    <message>
        <source>%1, with the eliminated %2, is blocked on every way and is eliminated</source>
        <translation>%1, avec l&apos;unité éliminée %2, est bloqué sur tous les chemins et est éliminé</translation>
    </message>
    <message numerus="yes">
        <source>%1, with the eliminated %2, must retreat up to %n hex(es) at once: %3</source>
        <translation>
            <numerusform>%1, avec l&apos;unité éliminée %2, doit battre en retraite d&apos;un seul coup d&apos;au plus %n hexagone : %3</numerusform>
            <numerusform>%1, avec l&apos;unité éliminée %2, doit battre en retraite d&apos;un seul coup d&apos;au plus %n hexagones : %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stands alone in %2</source>
        <translation>%1 se tient seul en %2</translation>
    </message>
    <message>
        <source>no hex away from the attacker is open: it retreats still adjacent to it</source>
        <translation>aucun hexagone loin de l&apos;attaquant n&apos;est libre : elle bat en retraite en restant adjacente à lui</translation>
    </message>
    <message>
        <source>away from the attacker, towards %1&apos;s side of the board (%2) or its main group</source>
        <translation>loin de l&apos;attaquant, vers le côté du plateau de %1 (%2) ou vers son groupe principal</translation>
    </message>
    <message>
        <source>%1 makes room: it retreats from %2 to %3</source>
        <translation>%1 fait place : elle bat en retraite de %2 à %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>%1 retreats with it</source>
        <translation>%1 bat en retraite avec elle</translation>
    </message>
    <message>
        <source>%1 retreats 1 hex, %2 to %3</source>
        <translation>%1 bat en retraite d&apos;un hexagone, de %2 à %3</translation>
    </message>
    <message>
        <source>%1 retreats from %2 to %3</source>
        <translation>%1 bat en retraite de %2 à %3</translation>
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
        <translation>Aucune retraite due</translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation>Dû : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 must retreat up to %n hex(es)</source>
        <translation>
            <numerusform>%1 doit battre en retraite d&apos;au plus %n hexagone</numerusform>
            <numerusform>%1 doit battre en retraite d&apos;au plus %n hexagones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must retreat 1 hex</source>
        <translation>%1 doit battre en retraite d&apos;un hexagone</translation>
    </message>
</context>
<context>
    <name>adj::FhgRules</name>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>VP unit</source>
        <translation>unité VP</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a For Honor and Glory unit type</source>
        <translation>« %1 » n&apos;est pas un type d&apos;unité de For Honor and Glory</translation>
    </message>
    <message>
        <source>leaders may not share a hex with other leaders: %1 (4.3)</source>
        <translation>un chef ne peut pas partager un hexagone avec un autre chef : %1 (4.3)</translation>
    </message>
    <message>
        <source>no more than %1 VP unit per hex: %2 (4.3.1)</source>
        <translation>pas plus de %1 unité VP par hexagone : %2 (4.3.1)</translation>
    </message>
    <message>
        <source>no more than %1 artillery/rocket unit per hex: %2 (4.3)</source>
        <translation>pas plus de %1 unité d&apos;artillerie/de fusées par hexagone : %2 (4.3)</translation>
    </message>
    <message>
        <source>no more than %1 infantry-type or dragoon unit per hex: %2 (4.3)</source>
        <translation>pas plus de %1 unité de type infanterie ou de dragons par hexagone : %2 (4.3)</translation>
    </message>
    <message>
        <source>%1 move %2 hexes</source>
        <translation>%1 : déplacement de %2 hexagones</translation>
    </message>
    <message>
        <source>%1 cannot move in column; only infantry form columns (7.5)</source>
        <translation>%1 : pas de déplacement en colonne ; seule l&apos;infanterie forme des colonnes (7.5)</translation>
    </message>
    <message>
        <source>in column +%1 hex</source>
        <translation>en colonne +%1 hexagone</translation>
    </message>
    <message>
        <source>the leader&apos;s extra hex cannot be used by %1 (6.2.5)</source>
        <translation>l&apos;hexagone supplémentaire du chef n&apos;est pas utilisable par %1 (6.2.5)</translation>
    </message>
    <message>
        <source>the leader bonus does not apply to a unit in column (9.1.3)</source>
        <translation>le bonus de chef ne s&apos;applique pas à une unité en colonne (9.1.3)</translation>
    </message>
    <message>
        <source>with its leader +%1 hex for %2 more AP</source>
        <translation>avec son chef +%1 hexagone pour %2 AP de plus</translation>
    </message>
    <message>
        <source>%1 hexes is more than the %2 hexes %3 may move (7.1)</source>
        <translation>%1 hexagones, c&apos;est plus que les %2 hexagones de déplacement de %3 (7.1)</translation>
    </message>
    <message>
        <source>%1 do not stop in forest</source>
        <translation>%1 : pas d&apos;arrêt en forêt</translation>
    </message>
    <message>
        <source>hills move as clear terrain</source>
        <translation>les collines se traversent comme un terrain dégagé</translation>
    </message>
    <message>
        <source>hex %1 (%2) is impassable (%3)</source>
        <translation>l&apos;hexagone %1 (%2) est infranchissable (%3)</translation>
    </message>
    <message>
        <source>hex %1 (%2): units stop when they enter it (%3)</source>
        <translation>hexagone %1 (%2) : les unités s&apos;arrêtent en y entrant (%3)</translation>
    </message>
    <message>
        <source>stops in %1</source>
        <translation>arrêt obligatoire : %1</translation>
    </message>
    <message>
        <source>hex %1 (%2): no further action after entering a waterway (%3)</source>
        <translation>hexagone %1 (%2) : plus aucune action après l&apos;entrée dans un cours d&apos;eau (%3)</translation>
    </message>
    <message>
        <source>entering the waterway costs %1 AP; no further action this turn</source>
        <translation>entrer dans le cours d&apos;eau coûte %1 AP ; plus aucune action ce tour</translation>
    </message>
    <message>
        <source>%1 AP</source>
        <translation>%1 AP</translation>
    </message>
    <message>
        <source>unit eliminated</source>
        <translation>unité éliminée</translation>
    </message>
    <message>
        <source>leader eliminated</source>
        <translation>chef éliminé</translation>
    </message>
    <message>
        <source>VP unit taken</source>
        <translation>unité VP prise</translation>
    </message>
    <message>
        <source>%1 (%2): no VP, not taken from the opposing side</source>
        <translation>%1 (%2) : pas de VP, non prise au camp adverse</translation>
    </message>
    <message>
        <source>%1 (%2): +%3 VP to %4</source>
        <translation>%1 (%2) : +%3 VP pour %4</translation>
    </message>
    <message>
        <source>%1: %2 won on time and is given %3 VP (earned %4)</source>
        <translation>%1 : %2 l&apos;emporte au temps et reçoit %3 VP (%4 obtenus)</translation>
    </message>
    <message>
        <source>%1: %2 %3 VP</source>
        <translation>%1 : %2 %3 VP</translation>
    </message>
    <message>
        <source>%1 move 1 hex</source>
        <translation>%1 : déplacement de 1 hexagone</translation>
    </message>
    <message>
        <source>%1: ended by the referee&apos;s call, not on time: each side receives the VP earned</source>
        <translation>%1 : terminé par décision de l&apos;arbitre, pas au temps : chaque camp reçoit les PV gagnés</translation>
    </message>
</context>
<context>
    <name>adj::FhgTable</name>
    <message>
        <source>elite infantry</source>
        <translation>infanterie d&apos;élite</translation>
    </message>
    <message>
        <source>marines</source>
        <translation>infanterie de marine</translation>
    </message>
    <message>
        <source>regular infantry</source>
        <translation>infanterie régulière</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>infanterie légère</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>milice</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Amérindiens</translation>
    </message>
    <message>
        <source>dragoons</source>
        <translation>dragons</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>rockets</source>
        <translation>fusées</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>dégagé</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>waterway</source>
        <translation>cours d&apos;eau</translation>
    </message>
    <message>
        <source>water crossing</source>
        <translation>franchissement de cours d&apos;eau</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>colline</translation>
    </message>
    <message>
        <source>town</source>
        <translation>village</translation>
    </message>
    <message>
        <source>fence</source>
        <translation>clôture</translation>
    </message>
    <message>
        <source>entrenchment</source>
        <translation>retranchement</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>table entry %1 is missing: %2 fire %3 hexes (units.%4.range) and need a hit number at every range</source>
        <translation>l&apos;entrée de table %1 est absente : %2 tire à %3 hexagones (units.%4.range) et il faut un score pour toucher à chaque distance</translation>
    </message>
    <message>
        <source>table entry %1 is not a range in hexes</source>
        <translation>l&apos;entrée de table %1 n&apos;est pas une portée en hexagones</translation>
    </message>
    <message>
        <source>table entry %1 must list the campaign&apos;s scenarios</source>
        <translation>l&apos;entrée de table %1 doit lister les scénarios de la campagne</translation>
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
        <translation>Calamité et coup de chance : double 1 et double 6 lors d&apos;un test de moral</translation>
    </message>
    <message>
        <source>Percussion-detonated shells: no shrapnel accuracy penalty</source>
        <translation>Obus à percussion : pas de pénalité de précision pour le shrapnel</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set fields-of-honor</source>
        <translation>action inconnue « %1 » dans la règle fields-of-honor</translation>
    </message>
    <message>
        <source>no valid fields-of-honor rule table was given</source>
        <translation>aucune table de règles fields-of-honor valide n&apos;a été fournie</translation>
    </message>
    <message>
        <source>action &quot;%1&quot; has no exact odds</source>
        <translation>l&apos;action « %1 » n&apos;a pas de probabilités exactes</translation>
    </message>
    <message>
        <source>%1 is out of play: it has no move</source>
        <translation>%1 est hors jeu : pas de mouvement</translation>
    </message>
    <message>
        <source>%1 belongs to BMUG &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>%1 appartient au BMUG « %2 », pas à « %3 »</translation>
    </message>
    <message>
        <source>%1 is a unit of %2, not of %3</source>
        <translation>%1 est une unité de %2, pas de %3</translation>
    </message>
    <message>
        <source>close</source>
        <translation>bout portant</translation>
    </message>
    <message>
        <source>short</source>
        <translation>court</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>long</source>
        <translation>long</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrême</translation>
    </message>
    <message>
        <source>section</source>
        <translation>section</translation>
    </message>
    <message>
        <source>company</source>
        <translation>compagnie</translation>
    </message>
    <message>
        <source>battalion</source>
        <translation>bataillon</translation>
    </message>
    <message>
        <source>regiment</source>
        <translation>régiment</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <source>smoothbore</source>
        <translation>à âme lisse</translation>
    </message>
    <message>
        <source>rifled</source>
        <translation>rayé</translation>
    </message>
    <message>
        <source>improved</source>
        <translation>amélioré</translation>
    </message>
    <message>
        <source>Brown Bess</source>
        <translation>Brown Bess</translation>
    </message>
    <message>
        <source>round shot</source>
        <translation>boulet plein</translation>
    </message>
    <message>
        <source>shrapnel</source>
        <translation>shrapnel</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>mitraille</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>siège</translation>
    </message>
    <message>
        <source>small arms</source>
        <translation>armes légères</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>formed troops</source>
        <translation>troupes en ordre</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>tirailleurs</translation>
    </message>
    <message>
        <source>mob</source>
        <translation>cohue</translation>
    </message>
    <message>
        <source>good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Neutralisé</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>the attacker passes its Charge Test</source>
        <translation>l&apos;attaquant réussit son test de charge</translation>
    </message>
    <message>
        <source>the attacker fails its Charge Test</source>
        <translation>l&apos;attaquant rate son test de charge</translation>
    </message>
    <message>
        <source>the defender passes its test</source>
        <translation>le défenseur réussit son test</translation>
    </message>
    <message>
        <source>the defender fails its test</source>
        <translation>le défenseur rate son test</translation>
    </message>
    <message>
        <source>countercharge</source>
        <translation>contre-charge</translation>
    </message>
    <message>
        <source>the countercharge test passed</source>
        <translation>test de contre-charge réussi</translation>
    </message>
    <message>
        <source>the countercharge test failed</source>
        <translation>test de contre-charge raté</translation>
    </message>
    <message>
        <source>contact reached</source>
        <translation>contact établi</translation>
    </message>
    <message>
        <source>the charge fell short</source>
        <translation>la charge est restée trop courte</translation>
    </message>
    <message>
        <source>fire and retire</source>
        <translation>tirer et se replier</translation>
    </message>
    <message>
        <source>fire over the charge</source>
        <translation>tirer par-dessus la charge</translation>
    </message>
    <message>
        <source>form square</source>
        <translation>former le carré</translation>
    </message>
    <message>
        <source>square formed</source>
        <translation>carré formé</translation>
    </message>
    <message>
        <source>square failed</source>
        <translation>carré manqué</translation>
    </message>
    <message>
        <source>stand and fire</source>
        <translation>tenir et tirer</translation>
    </message>
    <message>
        <source>opportunity fire</source>
        <translation>tir d&apos;opportunité</translation>
    </message>
    <message>
        <source>test passed</source>
        <translation>test réussi</translation>
    </message>
    <message>
        <source>test failed</source>
        <translation>test raté</translation>
    </message>
    <message>
        <source>the Fields of Honor text gives no distances for its range bands (they depend on the weapon and the scale): type the band, close, short, medium, long or extreme</source>
        <translation>le texte de Fields of Honor ne donne aucune distance pour ses tranches de portée (elles dépendent de l&apos;arme et de l&apos;échelle) : tapez la tranche, bout portant, court, moyen, long ou extrême</translation>
    </message>
</context>
<context>
    <name>adj::FohCasualties</name>
    <message>
        <source>Casualties (%)</source>
        <translation>Pertes (%)</translation>
    </message>
    <message>
        <source>The unit&apos;s casualties as a percentage, when counted by hand; else counted from its hits and stands. The largest band of the table reached applies.</source>
        <translation>Les pertes de l&apos;unité en pourcentage, si elles sont comptées à la main ; sinon comptées d&apos;après ses touches et ses socles. Le plus haut palier atteint de la table s&apos;applique.</translation>
    </message>
    <message>
        <source>Temporary hits</source>
        <translation>Touches temporaires</translation>
    </message>
    <message>
        <source>Hits taken this turn, not yet distributed.</source>
        <translation>Touches subies ce tour, pas encore réparties.</translation>
    </message>
    <message>
        <source>Permanent hits kept</source>
        <translation>Touches permanentes conservées</translation>
    </message>
    <message>
        <source>Permanent hits kept from earlier turns.</source>
        <translation>Touches permanentes conservées des tours précédents.</translation>
    </message>
    <message>
        <source>Stands now</source>
        <translation>Socles actuels</translation>
    </message>
    <message>
        <source>Stands the unit has now.</source>
        <translation>Socles que l&apos;unité a maintenant.</translation>
    </message>
    <message>
        <source>Stands at the start</source>
        <translation>Socles au départ</translation>
    </message>
    <message>
        <source>Stands the unit had at the start: its size in hits.</source>
        <translation>Socles que l&apos;unité avait au départ : sa taille en touches.</translation>
    </message>
    <message>
        <source>casualties %1% (as counted by the referee)</source>
        <translation>pertes %1 % (comptées par l&apos;arbitre)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: the unit&apos;s casualties are counted from its hits and stands; name the unit, or give them or casualtyPercent (Morale Phase)</source>
        <translation>entrée « %1 » : les pertes de l&apos;unité sont comptées d&apos;après ses touches et ses socles ; nommer l&apos;unité, ou les donner, ou casualtyPercent (Morale Phase)</translation>
    </message>
    <message>
        <source>input &quot;stands&quot; is %1, more than the %2 the unit started with</source>
        <translation>l&apos;entrée « stands » vaut %1, plus que les %2 avec lesquels l&apos;unité a commencé</translation>
    </message>
    <message>
        <source>casualties: %1 temporary hits this turn + %2 permanent kept + %3 stands lost x %4 = %5 hits of %6 (%7 stands x %4): %8%</source>
        <translation>pertes : %1 touches temporaires ce tour + %2 permanentes conservées + %3 socles perdus x %4 = %5 touches sur %6 (%7 socles x %4) : %8 %</translation>
    </message>
</context>
<context>
    <name>adj::FohCharge</name>
    <message>
        <source>the charge of %1 on %2 is at the %3 step, not the %4 step</source>
        <translation>la charge de %1 sur %2 en est à l&apos;étape « %3 », pas à l&apos;étape « %4 »</translation>
    </message>
    <message>
        <source>the defender must choose: form square, stand and fire, fire and retire or countercharge</source>
        <translation>le défenseur doit choisir : former le carré, tenir et tirer, tirer et se replier, ou contre-charger</translation>
    </message>
    <message>
        <source>attacked from the flank, forming square is the defender&apos;s only choice</source>
        <translation>attaqué de flanc, le défenseur ne peut que former le carré</translation>
    </message>
    <message>
        <source>opportunity fire cannot cause %1 hits</source>
        <translation>le tir d&apos;opportunité ne peut pas infliger %1 touches</translation>
    </message>
    <message>
        <source>charge state: &quot;stage&quot;, &quot;reaction&quot;, &quot;result&quot; or &quot;opportunityHits&quot; is not valid</source>
        <translation>état de charge : « stage », « reaction », « result » ou « opportunityHits » n&apos;est pas valide</translation>
    </message>
    <message>
        <source>charge state: a charge has a result exactly when it is done</source>
        <translation>état de charge : une charge a un résultat si et seulement si elle est terminée</translation>
    </message>
</context>
<context>
    <name>adj::FohChargePhase</name>
    <message>
        <source>Charge Phase</source>
        <translation>Phase de charge</translation>
    </message>
    <message>
        <source>The written charges and how far each is resolved: the battle&apos;s tracker.</source>
        <translation>Les charges écrites et l&apos;état de résolution de chacune : le suivi de la bataille.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>The battle&apos;s turn.</source>
        <translation>Le tour de la bataille.</translation>
    </message>
    <message>
        <source>Charge: write a charge</source>
        <translation>Charge : écrire une charge</translation>
    </message>
    <message>
        <source>At the start of the Charge Phase both players write their charges; they are revealed together. Only infantry and cavalry charge.</source>
        <translation>Au début de la phase de charge, les deux joueurs écrivent leurs charges ; elles sont révélées ensemble. Seules l&apos;infanterie et la cavalerie chargent.</translation>
    </message>
    <message>
        <source>Charging unit</source>
        <translation>Unité qui charge</translation>
    </message>
    <message>
        <source>The BMU that charges.</source>
        <translation>La BMU qui charge.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>The enemy BMU it charges.</source>
        <translation>La BMU ennemie qu&apos;elle charge.</translation>
    </message>
    <message>
        <source>From the flank</source>
        <translation>De flanc</translation>
    </message>
    <message>
        <source>The charge comes from the target&apos;s flank: forming square is its only choice.</source>
        <translation>La charge vient du flanc de la cible : former le carré est sa seule option.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>The charging side (from the battle).</source>
        <translation>Le camp qui charge (tiré de la bataille).</translation>
    </message>
    <message>
        <source>Target&apos;s side</source>
        <translation>Camp de la cible</translation>
    </message>
    <message>
        <source>From the battle.</source>
        <translation>Tiré de la bataille.</translation>
    </message>
    <message>
        <source>Charging unit&apos;s name</source>
        <translation>Nom de l&apos;unité qui charge</translation>
    </message>
    <message>
        <source>Target&apos;s name</source>
        <translation>Nom de la cible</translation>
    </message>
    <message>
        <source>Charger&apos;s arm</source>
        <translation>Arme de l&apos;unité qui charge</translation>
    </message>
    <message>
        <source>Target&apos;s arm</source>
        <translation>Arme de la cible</translation>
    </message>
    <message>
        <source>Charge: reveal the written charges</source>
        <translation>Charge : révéler les charges écrites</translation>
    </message>
    <message>
        <source>The written charges are revealed at the same time; then each is resolved in turn.</source>
        <translation>Les charges écrites sont révélées en même temps ; puis chacune est résolue à son tour.</translation>
    </message>
    <message>
        <source>Charge: next step</source>
        <translation>Charge : étape suivante</translation>
    </message>
    <message>
        <source>Records the next step of a revealed charge, in order: the Charge Test, the charge move, the defender&apos;s choice (and its Form Square or countercharge test), opportunity fire, the attacker&apos;s and then the defender&apos;s Morale Test. Roll the tests with their own actions.</source>
        <translation>Enregistre l&apos;étape suivante d&apos;une charge révélée, dans l&apos;ordre : le test de charge, le mouvement de charge, le choix du défenseur (et son jet de formation en carré ou son test de contre-charge), le tir d&apos;opportunité, puis le test de moral de l&apos;attaquant et enfin celui du défenseur. Lancez les tests avec leurs propres actions.</translation>
    </message>
    <message>
        <source>The BMU whose charge is resolved.</source>
        <translation>La BMU dont la charge est résolue.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>What happened at this step of the charge.</source>
        <translation>Ce qui s&apos;est passé à cette étape de la charge.</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Hits the opportunity fire caused on the charger.</source>
        <translation>Touches infligées par le tir d&apos;opportunité à l&apos;unité qui charge.</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>%1 is artillery; only infantry and cavalry charge</source>
        <translation>%1 est de l&apos;artillerie ; seules l&apos;infanterie et la cavalerie chargent</translation>
    </message>
    <message>
        <source>written: %1 charges %2</source>
        <translation>écrite : %1 charge %2</translation>
    </message>
    <message>
        <source>%1 writes: %2 charges %3</source>
        <translation>%1 écrit : %2 charge %3</translation>
    </message>
    <message>
        <source>(from the flank)</source>
        <translation>(de flanc)</translation>
    </message>
    <message numerus="yes">
        <source>the written charges are revealed together: %n charge(s)</source>
        <translation>
            <numerusform>les charges écrites sont révélées ensemble : %n charge</numerusform>
            <numerusform>les charges écrites sont révélées ensemble : %n charges</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 charges %2%3</source>
        <translation>%1 charge %2%3</translation>
    </message>
    <message>
        <source>turn %1: the written charges are revealed together before any is resolved</source>
        <translation>tour %1 : les charges écrites sont révélées ensemble avant qu&apos;aucune ne soit résolue</translation>
    </message>
    <message>
        <source>input &quot;attacker&quot;: unit %1 has no charge revealed this turn</source>
        <translation>entrée « attacker » : l&apos;unité %1 n&apos;a pas de charge révélée ce tour</translation>
    </message>
    <message>
        <source>input &quot;hits&quot; belongs to the opportunity-fire step</source>
        <translation>l&apos;entrée « hits » relève de l&apos;étape du tir d&apos;opportunité</translation>
    </message>
    <message>
        <source>passes its Charge Test and must charge: it moves its Charge rate</source>
        <translation>réussit son test de charge et doit charger : elle se déplace de sa distance de charge</translation>
    </message>
    <message>
        <source>fails its Charge Test and stays where it is</source>
        <translation>rate son test de charge et reste sur place</translation>
    </message>
    <message>
        <source>reaches its target; the defender chooses its reaction</source>
        <translation>atteint sa cible ; le défenseur choisit sa réaction</translation>
    </message>
    <message>
        <source>does not reach its target: its charge is over</source>
        <translation>n&apos;atteint pas sa cible : sa charge est terminée</translation>
    </message>
    <message>
        <source>the defender tries to form square (Form Square roll)</source>
        <translation>le défenseur tente de former le carré (jet de formation en carré)</translation>
    </message>
    <message>
        <source>the defender stands and fires</source>
        <translation>le défenseur tient et tire</translation>
    </message>
    <message>
        <source>the defender will fire and retire before the charge</source>
        <translation>le défenseur va tirer et se replier avant la charge</translation>
    </message>
    <message>
        <source>the defender countercharges (its own Charge Test)</source>
        <translation>le défenseur contre-charge (son propre test de charge)</translation>
    </message>
    <message>
        <source>the defender forms square</source>
        <translation>le défenseur forme le carré</translation>
    </message>
    <message>
        <source>the Form Square roll fails: the defender must stand and fire</source>
        <translation>le jet de formation en carré échoue : le défenseur doit tenir et tirer</translation>
    </message>
    <message>
        <source>the defender&apos;s countercharge advances to meet the charger</source>
        <translation>la contre-charge du défenseur avance à la rencontre de l&apos;unité qui charge</translation>
    </message>
    <message>
        <source>the countercharge test fails: the defender remains where it is</source>
        <translation>le test de contre-charge échoue : le défenseur reste sur place</translation>
    </message>
    <message numerus="yes">
        <source>opportunity fire on the charger: %n hit(s)</source>
        <translation>
            <numerusform>tir d&apos;opportunité sur l&apos;unité qui charge : %n touche</numerusform>
            <numerusform>tir d&apos;opportunité sur l&apos;unité qui charge : %n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>opportunity fire is over (%n hit(s) on the charger); the charger tests its morale</source>
        <translation>
            <numerusform>le tir d&apos;opportunité est terminé (%n touche sur l&apos;unité qui charge) ; celle-ci teste son moral</numerusform>
            <numerusform>le tir d&apos;opportunité est terminé (%n touches sur l&apos;unité qui charge) ; celle-ci teste son moral</numerusform>
        </translation>
    </message>
    <message>
        <source>the charger passes its Morale Test and stays in contact; the defender tests its morale</source>
        <translation>l&apos;unité qui charge réussit son test de moral et reste au contact ; le défenseur teste son moral</translation>
    </message>
    <message>
        <source>the charger fails its Morale Test: the charge is over and it withdraws</source>
        <translation>l&apos;unité qui charge rate son test de moral : la charge est terminée et elle se retire</translation>
    </message>
    <message>
        <source>the defender fails its Morale Test: it breaks and retreats</source>
        <translation>le défenseur rate son test de moral : il se débande et bat en retraite</translation>
    </message>
    <message>
        <source>the defender passes its Morale Test: it becomes a mob and retreats in order</source>
        <translation>le défenseur réussit son test de moral : il devient une cohue et se replie en ordre</translation>
    </message>
    <message>
        <source>the defender passes its Morale Test and holds its position</source>
        <translation>le défenseur réussit son test de moral et tient sa position</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 sur %2 : %3</translation>
    </message>
    <message>
        <source>the charge of %1 is resolved: %2</source>
        <translation>la charge de %1 est résolue : %2</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>ensuite : %1</translation>
    </message>
    <message>
        <source>forms square</source>
        <translation>forme le carré</translation>
    </message>
    <message>
        <source>%1: half speed in the next Movement Phase; only half its stands fire in the next Fire Phase</source>
        <translation>%1 : demi-vitesse à la prochaine phase de mouvement ; seule la moitié de ses socles tire à la prochaine phase de tir</translation>
    </message>
    <message>
        <source>%1 cannot move or fire for the rest of this turn</source>
        <translation>%1 ne peut ni se déplacer ni tirer pendant le reste de ce tour</translation>
    </message>
    <message>
        <source>%1 withdraws</source>
        <translation>%1 se retire</translation>
    </message>
    <message>
        <source>%1 breaks morale and retreats involuntarily</source>
        <translation>%1 se débande et fait une retraite involontaire</translation>
    </message>
    <message>
        <source>becomes a mob</source>
        <translation>devient une cohue</translation>
    </message>
    <message>
        <source>%1 makes an orderly retreat away from the enemy</source>
        <translation>%1 se replie en bon ordre en s&apos;éloignant de l&apos;ennemi</translation>
    </message>
    <message>
        <source>%1 and %2 are in contact: melee in the Melee Phase</source>
        <translation>%1 et %2 sont au contact : mêlée lors de la phase de mêlée</translation>
    </message>
</context>
<context>
    <name>adj::FohCharges</name>
    <message>
        <source>this turn&apos;s charges are already revealed; charges are written before they are revealed</source>
        <translation>les charges de ce tour sont déjà révélées ; les charges s&apos;écrivent avant d&apos;être révélées</translation>
    </message>
    <message>
        <source>a charge names the charging unit and its target</source>
        <translation>une charge désigne l&apos;unité qui charge et sa cible</translation>
    </message>
    <message>
        <source>%1 cannot charge itself</source>
        <translation>%1 : une unité ne peut pas se charger elle-même</translation>
    </message>
    <message>
        <source>%1 and %2 are both of %3; a charge is made against the enemy</source>
        <translation>%1 et %2 sont du même camp (%3) ; une charge se fait contre l&apos;ennemi</translation>
    </message>
    <message>
        <source>%1 already has a written charge this turn</source>
        <translation>%1 a déjà une charge écrite ce tour</translation>
    </message>
    <message>
        <source>this turn&apos;s charges are already revealed</source>
        <translation>les charges de ce tour sont déjà révélées</translation>
    </message>
    <message>
        <source>Charge Test</source>
        <translation>test de charge</translation>
    </message>
    <message>
        <source>charge move</source>
        <translation>mouvement de charge</translation>
    </message>
    <message>
        <source>defender&apos;s choice</source>
        <translation>choix du défenseur</translation>
    </message>
    <message>
        <source>Form Square roll</source>
        <translation>jet de formation en carré</translation>
    </message>
    <message>
        <source>countercharge test</source>
        <translation>test de contre-charge</translation>
    </message>
    <message>
        <source>opportunity fire</source>
        <translation>tir d&apos;opportunité</translation>
    </message>
    <message>
        <source>attacker&apos;s Morale Test</source>
        <translation>test de moral de l&apos;attaquant</translation>
    </message>
    <message>
        <source>defender&apos;s Morale Test</source>
        <translation>test de moral du défenseur</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>résolue</translation>
    </message>
    <message>
        <source>failed its Charge Test</source>
        <translation>test de charge raté</translation>
    </message>
    <message>
        <source>fell short</source>
        <translation>n&apos;a pas atteint sa cible</translation>
    </message>
    <message>
        <source>the charger withdrew</source>
        <translation>l&apos;unité qui charge s&apos;est retirée</translation>
    </message>
    <message>
        <source>the defender broke</source>
        <translation>le défenseur s&apos;est débandé</translation>
    </message>
    <message>
        <source>the defender retired</source>
        <translation>le défenseur s&apos;est replié</translation>
    </message>
    <message>
        <source>in contact</source>
        <translation>au contact</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message numerus="yes">
        <source>Charges, turn %1: %n written, to be revealed together</source>
        <translation>
            <numerusform>Charges, tour %1 : %n écrite, à révéler ensemble</numerusform>
            <numerusform>Charges, tour %1 : %n écrites, à révéler ensemble</numerusform>
        </translation>
    </message>
    <message>
        <source>Charges, turn %1: none this turn</source>
        <translation>Charges, tour %1 : aucune ce tour</translation>
    </message>
    <message numerus="yes">
        <source>Charges: all %1 resolved (%n in contact)</source>
        <translation>
            <numerusform>Charges : toutes les %1 sont résolues (%n au contact)</numerusform>
            <numerusform>Charges : toutes les %1 sont résolues (%n au contact)</numerusform>
        </translation>
    </message>
    <message>
        <source>Charges: %1 of %2 still to resolve; next %3 on %4: %5</source>
        <translation>Charges : %1 sur %2 encore à résoudre ; ensuite %3 sur %4 : %5</translation>
    </message>
    <message>
        <source>charge state: &quot;turn&quot; must be 1 or more</source>
        <translation>état de charge : « turn » doit valoir 1 ou plus</translation>
    </message>
</context>
<context>
    <name>adj::FohFire</name>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Artillery or small-arms fire at one target: accuracy roll per Attack Die, then the accurate dice are summed and divided by the Kill Number.</source>
        <translation>Tir d&apos;artillerie ou d&apos;armes légères sur une cible : un jet de précision par dé d&apos;attaque, puis les dés précis sont additionnés et divisés par la valeur de pertes.</translation>
    </message>
    <message>
        <source>Firing unit</source>
        <translation>Unité qui tire</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that fires (optional).</source>
        <translation>L&apos;unité de la bataille qui tire (facultatif).</translation>
    </message>
    <message>
        <source>Target unit</source>
        <translation>Unité cible</translation>
    </message>
    <message>
        <source>The battle&apos;s unit fired at (optional).</source>
        <translation>L&apos;unité de la bataille prise pour cible (facultatif).</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>An artillery stand or a BMU&apos;s small arms.</source>
        <translation>Un socle d&apos;artillerie ou les armes légères d&apos;une BMU.</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Tranche de portée</translation>
    </message>
    <message>
        <source>The band the measured range falls in for this weapon.</source>
        <translation>La tranche dans laquelle tombe la distance mesurée pour cette arme.</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>The battle&apos;s scale, to show the measured range in yards (optional).</source>
        <translation>L&apos;échelle de la bataille, pour afficher la distance mesurée en yards (facultatif).</translation>
    </message>
    <message>
        <source>Measured range (inches)</source>
        <translation>Distance mesurée (pouces)</translation>
    </message>
    <message>
        <source>The measured range, shown in yards at the battle&apos;s scale (optional).</source>
        <translation>La distance mesurée, affichée en yards à l&apos;échelle de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Gun class</source>
        <translation>Classe de canon</translation>
    </message>
    <message>
        <source>Artillery: the class gives the Attack Dice.</source>
        <translation>Artillerie : la classe donne les dés d&apos;attaque.</translation>
    </message>
    <message>
        <source>Gun type</source>
        <translation>Type de canon</translation>
    </message>
    <message>
        <source>Artillery: modifies the Accuracy Number.</source>
        <translation>Artillerie : modifie la valeur de précision.</translation>
    </message>
    <message>
        <source>Heavily damaged</source>
        <translation>Lourdement endommagé</translation>
    </message>
    <message>
        <source>Artillery: the stand has taken heavy damage.</source>
        <translation>Artillerie : le socle a subi de lourds dégâts.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Munition</translation>
    </message>
    <message>
        <source>Artillery: canister only at short range; shrapnel adds a die and an accuracy penalty.</source>
        <translation>Artillerie : mitraille seulement à courte portée ; le shrapnel ajoute un dé et une pénalité de précision.</translation>
    </message>
    <message>
        <source>Percussion-detonated shells</source>
        <translation>Obus à percussion</translation>
    </message>
    <message>
        <source>Advanced rule: no shrapnel accuracy penalty.</source>
        <translation>Règle avancée : pas de pénalité de précision pour le shrapnel.</translation>
    </message>
    <message>
        <source>Stands able to fire</source>
        <translation>Socles pouvant tirer</translation>
    </message>
    <message>
        <source>Small arms: one Attack Die per stand that can attack the target.</source>
        <translation>Armes légères : un dé d&apos;attaque par socle pouvant attaquer la cible.</translation>
    </message>
    <message>
        <source>Small arms</source>
        <translation>Armes légères</translation>
    </message>
    <message>
        <source>Small arms: modifies the Accuracy Number.</source>
        <translation>Armes légères : modifie la valeur de précision.</translation>
    </message>
    <message>
        <source>Dice at this target</source>
        <translation>Dés sur cette cible</translation>
    </message>
    <message>
        <source>Attack Dice used against this target when they are split (default: all).</source>
        <translation>Dés d&apos;attaque utilisés contre cette cible quand ils sont répartis (par défaut : tous).</translation>
    </message>
    <message>
        <source>Firer type</source>
        <translation>Type du tireur</translation>
    </message>
    <message>
        <source>Closest enemy</source>
        <translation>Ennemi le plus proche</translation>
    </message>
    <message>
        <source>The target is the firer&apos;s closest enemy.</source>
        <translation>La cible est l&apos;ennemi le plus proche du tireur.</translation>
    </message>
    <message>
        <source>Fire rating</source>
        <translation>Valeur de tir</translation>
    </message>
    <message>
        <source>The firer&apos;s Fire Quality A-E.</source>
        <translation>La qualité de tir du tireur, de A à E.</translation>
    </message>
    <message>
        <source>Kill Number modifiers</source>
        <translation>Modificateurs de la valeur de pertes</translation>
    </message>
    <message>
        <source>Table ids, comma separated: flank, light-cover, heavy-cover, mounted-target, mob-target, initial-volley, opportunity-fire, ...</source>
        <translation>Identifiants de table, séparés par des virgules : flank, light-cover, heavy-cover, mounted-target, mob-target, initial-volley, opportunity-fire, ...</translation>
    </message>
    <message>
        <source>Other Kill Number modifier</source>
        <translation>Autre modificateur de la valeur de pertes</translation>
    </message>
    <message>
        <source>A modifier the text names without a value (moving, prone, skirmish target ...).</source>
        <translation>Un modificateur que le texte cite sans valeur (en mouvement, couché, cible en tirailleurs ...).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Why the other modifier applies, for the log.</source>
        <translation>Pourquoi l&apos;autre modificateur s&apos;applique, pour le journal.</translation>
    </message>
    <message>
        <source>Target&apos;s temporary hits</source>
        <translation>Touches temporaires de la cible</translation>
    </message>
    <message>
        <source>the fire action needs the fields-of-honor rule table</source>
        <translation>le tir exige la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>input &quot;stands&quot; is for small arms; an artillery stand&apos;s Attack Dice come from its gun class</source>
        <translation>l&apos;entrée « stands » concerne les armes légères ; les dés d&apos;attaque d&apos;un socle d&apos;artillerie viennent de sa classe de canon</translation>
    </message>
    <message>
        <source>input &quot;range&quot;: guns are rated for %1 range, not %2 (Fire Phase)</source>
        <translation>entrée « range » : les canons ont des valeurs pour la portée %1, pas pour %2 (Fire Phase)</translation>
    </message>
    <message>
        <source>input &quot;round&quot;: canister can only be fired at %1 range, not %2 (Fire Phase)</source>
        <translation>entrée « round » : la mitraille ne se tire qu&apos;à portée %1, pas %2 (Fire Phase)</translation>
    </message>
    <message>
        <source>%1 gun: %2 Attack Dice</source>
        <translation>canon %1 : %2 dés d&apos;attaque</translation>
    </message>
    <message>
        <source>heavy damage %1</source>
        <translation>lourds dégâts %1</translation>
    </message>
    <message>
        <source>shrapnel %1</source>
        <translation>shrapnel %1</translation>
    </message>
    <message>
        <source>%1 gun</source>
        <translation>canon %1</translation>
    </message>
    <message>
        <source>percussion shells: no shrapnel accuracy penalty</source>
        <translation>obus à percussion : pas de pénalité de précision pour le shrapnel</translation>
    </message>
    <message>
        <source>shrapnel</source>
        <translation>shrapnel</translation>
    </message>
    <message>
        <source>input &quot;stands&quot; is required for small-arms fire: one Attack Die per stand that can attack the target (Small-Arms Fire)</source>
        <translation>l&apos;entrée « stands » est requise pour le tir d&apos;armes légères : un dé d&apos;attaque par socle pouvant attaquer la cible (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>inputs &quot;round&quot; and &quot;heavyDamage&quot; are for artillery, not small arms</source>
        <translation>les entrées « round » et « heavyDamage » concernent l&apos;artillerie, pas les armes légères</translation>
    </message>
    <message>
        <source>%1 stands: %1 Attack Dice</source>
        <translation>%1 socles : %1 dés d&apos;attaque</translation>
    </message>
    <message>
        <source>input &quot;dice&quot; is %1, but the firer has only %2 Attack Dice</source>
        <translation>l&apos;entrée « dice » vaut %1, mais le tireur n&apos;a que %2 dés d&apos;attaque</translation>
    </message>
    <message>
        <source>the firer has no Attack Dice left to fire</source>
        <translation>le tireur n&apos;a plus de dés d&apos;attaque pour tirer</translation>
    </message>
    <message>
        <source>input &quot;dice&quot;: a mob attacks the closest enemy with at least half its %1 dice, so at most %2 may fire at another target (Small-Arms Fire)</source>
        <translation>entrée « dice » : une cohue attaque l&apos;ennemi le plus proche avec au moins la moitié de ses %1 dés, donc au plus %2 peuvent tirer sur une autre cible (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>%1 of them at this target</source>
        <translation>dont %1 sur cette cible</translation>
    </message>
    <message>
        <source>measured range %1&quot;</source>
        <translation>distance mesurée %1&quot;</translation>
    </message>
    <message>
        <source>= %1 yards at %2 scale (1&quot; = %3 yards)</source>
        <translation>= %1 yards à l&apos;échelle %2 (1&quot; = %3 yards)</translation>
    </message>
    <message>
        <source>%1 range for this weapon</source>
        <translation>portée %1 pour cette arme</translation>
    </message>
    <message>
        <source>%1 range: Accuracy Number %2</source>
        <translation>portée %1 : valeur de précision %2</translation>
    </message>
    <message>
        <source>Fire Quality %1</source>
        <translation>qualité de tir %1</translation>
    </message>
    <message>
        <source>Kill Number %1</source>
        <translation>valeur de pertes %1</translation>
    </message>
    <message>
        <source>%1 attack dice are too many for the dice-tree odds (over %2); the Fields of Honor exact odds give them by convolution</source>
        <translation>%1 dés d&apos;attaque, c&apos;est trop pour les probabilités par arbre de dés (plus de %2) ; les probabilités exactes de Fields of Honor les traitent par convolution</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>précision</translation>
    </message>
    <message numerus="yes">
        <source>%1; %2 always misses: %3: %n accurate</source>
        <translation>
            <numerusform>%1 ; %2 rate toujours : %3 : %n dé précis</numerusform>
            <numerusform>%1 ; %2 rate toujours : %3 : %n dés précis</numerusform>
        </translation>
    </message>
    <message>
        <source>kill roll</source>
        <translation>jet de pertes</translation>
    </message>
    <message numerus="yes">
        <source>kill roll %1 = %2; %2 / %3: %n hit(s)</source>
        <translation>
            <numerusform>jet de pertes %1 = %2 ; %2 / %3 : %n touche</numerusform>
            <numerusform>jet de pertes %1 = %2 ; %2 / %3 : %n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the target</source>
        <translation>
            <numerusform>%n touche temporaire sur la cible</numerusform>
            <numerusform>%n touches temporaires sur la cible</numerusform>
        </translation>
    </message>
    <message>
        <source>accuracy, one die per Attack Die</source>
        <translation>précision, un dé par dé d&apos;attaque</translation>
    </message>
    <message>
        <source>kill roll, one die per accurate die</source>
        <translation>jet de pertes, un dé par dé précis</translation>
    </message>
    <message>
        <source>after the accuracy dice, for the accurate ones</source>
        <translation>après les dés de précision, pour les dés précis</translation>
    </message>
    <message>
        <source>Temporary hits the target already has this turn; the new hits add to them.</source>
        <translation>Touches temporaires que la cible a déjà ce tour ; les nouvelles s&apos;y ajoutent.</translation>
    </message>
    <message>
        <source>Target is mounted</source>
        <translation>Cible montée</translation>
    </message>
    <message>
        <source>The target is cavalry: the Kill Number&apos;s mounted-target modifier.</source>
        <translation>La cible est de la cavalerie : le modificateur du Kill Number pour cible montée.</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Type de cible</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is needed for artillery fire: the firer&apos;s gun (name the firer, or give it) (Fire Phase)</source>
        <translation>l&apos;entrée « %1 » est nécessaire au tir d&apos;artillerie : la pièce du tireur (nommer le tireur, ou la donner) (Fire Phase)</translation>
    </message>
    <message>
        <source>input &quot;smallArms&quot; is needed for small-arms fire: the firer&apos;s weapon (name the firer, or give it) (Small-Arms Fire)</source>
        <translation>l&apos;entrée « smallArms » est nécessaire au tir d&apos;armes légères : l&apos;arme du tireur (nommer le tireur, ou la donner) (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>input &quot;firerKind&quot;: a mob fires at least half its dice at the closest enemy, so say whether the firer is formed, skirmish or mob (Small-Arms Fire)</source>
        <translation>entrée « firerKind » : une cohue tire au moins la moitié de ses dés sur l&apos;ennemi le plus proche, dire donc si le tireur est en ordre, en tirailleurs ou en cohue (Small-Arms Fire)</translation>
    </message>
    <message>
        <source>input &quot;targetTempHits&quot;: the target&apos;s temporary hits are needed to add the new ones (Hit Distribution)</source>
        <translation>entrée « targetTempHits » : les touches temporaires de la cible sont nécessaires pour y ajouter les nouvelles (Hit Distribution)</translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the target (%1 in all)</source>
        <translation>
            <numerusform>%n touche temporaire sur la cible (%1 en tout)</numerusform>
            <numerusform>%n touches temporaires sur la cible (%1 en tout)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohInputs</name>
    <message>
        <source>input &quot;%1&quot;: unknown modifier &quot;%2&quot;; the table lists %3</source>
        <translation>entrée « %1 » : modificateur inconnu « %2 » ; la table indique %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: modifier &quot;%2&quot; is given twice</source>
        <translation>entrée « %1 » : le modificateur « %2 » est indiqué deux fois</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: a target is in light or in heavy cover, not both</source>
        <translation>entrée « %1 » : une cible est à couvert léger ou à couvert lourd, pas les deux</translation>
    </message>
    <message>
        <source>flank</source>
        <translation>flanc</translation>
    </message>
    <message>
        <source>target in light cover</source>
        <translation>cible à couvert léger</translation>
    </message>
    <message>
        <source>target in heavy cover</source>
        <translation>cible à couvert lourd</translation>
    </message>
    <message>
        <source>target is mounted</source>
        <translation>cible montée</translation>
    </message>
    <message>
        <source>target is a mob</source>
        <translation>cible en cohue</translation>
    </message>
    <message>
        <source>initial volley</source>
        <translation>salve initiale</translation>
    </message>
    <message>
        <source>opportunity fire</source>
        <translation>tir d&apos;opportunité</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>mitraille</translation>
    </message>
    <message>
        <source>just charged</source>
        <translation>vient de charger</translation>
    </message>
    <message>
        <source>formed unit attacking a mob</source>
        <translation>unité en ordre attaquant une cohue</translation>
    </message>
    <message>
        <source>caused more casualties</source>
        <translation>a infligé plus de pertes</translation>
    </message>
    <message>
        <source>struck from the rear</source>
        <translation>frappé par l&apos;arrière</translation>
    </message>
    <message>
        <source>charger is cavalry</source>
        <translation>charge de cavalerie</translation>
    </message>
    <message>
        <source>sub-commander leads</source>
        <translation>menée par un sous-commandant</translation>
    </message>
    <message>
        <source>friendly units near</source>
        <translation>unités amies à proximité</translation>
    </message>
    <message>
        <source>attached commander</source>
        <translation>commandant attaché</translation>
    </message>
    <message>
        <source>other</source>
        <translation>autre</translation>
    </message>
    <message>
        <source>, never below %1: %1</source>
        <translation>, jamais sous %1 : %1</translation>
    </message>
    <message>
        <source>Formed, skirmish or mob: the battle&apos;s unit.</source>
        <translation>En ordre, en tirailleurs ou en cohue : l&apos;unité de la bataille.</translation>
    </message>
</context>
<context>
    <name>adj::FohMelee</name>
    <message>
        <source>%1 melee rating</source>
        <translation>%1 : valeur de mêlée</translation>
    </message>
    <message>
        <source>Melee Quality A-E.</source>
        <translation>Qualité de mêlée, de A à E.</translation>
    </message>
    <message>
        <source>%1 Kill Number modifiers</source>
        <translation>%1 : modificateurs de la valeur de pertes</translation>
    </message>
    <message>
        <source>Table ids, comma separated: light-cover, heavy-cover, just-charged, formed-vs-mob, caused-more, rear, flank, ...</source>
        <translation>Identifiants de table, séparés par des virgules : light-cover, heavy-cover, just-charged, formed-vs-mob, caused-more, rear, flank, ...</translation>
    </message>
    <message>
        <source>%1 other modifier</source>
        <translation>%1 : autre modificateur</translation>
    </message>
    <message>
        <source>A Kill Number modifier the text names without a value.</source>
        <translation>Un modificateur de la valeur de pertes que le texte cite sans valeur.</translation>
    </message>
    <message>
        <source>Why, for the log.</source>
        <translation>Pourquoi, pour le journal.</translation>
    </message>
    <message>
        <source>%1 temporary hits</source>
        <translation>%1 : touches temporaires</translation>
    </message>
    <message>
        <source>Melee Quality %1</source>
        <translation>qualité de mêlée %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 = %3; %3 / %4: %n hit(s)</source>
        <translation>
            <numerusform>%1 obtient %2 = %3 ; %3 / %4 : %n touche</numerusform>
            <numerusform>%1 obtient %2 = %3 ; %3 / %4 : %n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the %1</source>
        <translation>
            <numerusform>%1 : %n touche temporaire</numerusform>
            <numerusform>%1 : %n touches temporaires</numerusform>
        </translation>
    </message>
    <message>
        <source>the melee action needs the fields-of-honor rule table</source>
        <translation>la mêlée exige la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>input &quot;attackerOrder&quot; is %1, but the defender fights only %2 attackers</source>
        <translation>l&apos;entrée « attackerOrder » vaut %1, mais le défenseur ne combat que %2 attaquants</translation>
    </message>
    <message>
        <source>attacker %1 stands: %1 Attack Dice; defender %2 stands: %2 Attack Dice</source>
        <translation>attaquant %1 socles : %1 dés d&apos;attaque ; défenseur %2 socles : %2 dés d&apos;attaque</translation>
    </message>
    <message>
        <source>the defender splits its %1 dice among %2 attackers as evenly as possible: %3 against this one</source>
        <translation>le défenseur répartit ses %1 dés entre %2 attaquants aussi équitablement que possible : %3 contre celui-ci</translation>
    </message>
    <message>
        <source>the attacker&apos;s %1 dice are capped at %2 x %3 = %4</source>
        <translation>les %1 dés de l&apos;attaquant sont plafonnés à %2 x %3 = %4</translation>
    </message>
    <message>
        <source>the defender&apos;s %1 dice are capped at %2 x %3 = %4</source>
        <translation>les %1 dés du défenseur sont plafonnés à %2 x %3 = %4</translation>
    </message>
    <message>
        <source>attacker&apos;s Kill Number %1</source>
        <translation>valeur de pertes de l&apos;attaquant %1</translation>
    </message>
    <message>
        <source>defender&apos;s Kill Number %1</source>
        <translation>valeur de pertes du défenseur %1</translation>
    </message>
    <message>
        <source>the pursuit action needs the fields-of-honor rule table</source>
        <translation>la poursuite exige la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>pursuit attack: %1 Attack Dice; the routing unit cannot defend itself</source>
        <translation>attaque de poursuite : %1 dés d&apos;attaque ; l&apos;unité en déroute ne peut pas se défendre</translation>
    </message>
    <message>
        <source>Kill Number %1</source>
        <translation>valeur de pertes %1</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Units in contact after a charge: both sides roll one die per stand, the total divided by their Kill Number gives the hits on the enemy.</source>
        <translation>Unités au contact après une charge : les deux camps lancent un dé par socle ; le total divisé par leur valeur de pertes donne les touches infligées à l&apos;ennemi.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>The battle&apos;s attacking unit (optional).</source>
        <translation>L&apos;unité attaquante de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>The battle&apos;s defending unit (optional).</source>
        <translation>L&apos;unité en défense de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Attacker stands</source>
        <translation>Socles de l&apos;attaquant</translation>
    </message>
    <message>
        <source>One Attack Die per stand.</source>
        <translation>Un dé d&apos;attaque par socle.</translation>
    </message>
    <message>
        <source>Defender stands</source>
        <translation>Socles du défenseur</translation>
    </message>
    <message>
        <source>Attackers on the defender</source>
        <translation>Attaquants du défenseur</translation>
    </message>
    <message>
        <source>A defender attacked by several units splits its dice as evenly as possible.</source>
        <translation>Un défenseur attaqué par plusieurs unités répartit ses dés aussi équitablement que possible.</translation>
    </message>
    <message>
        <source>This attacker&apos;s place</source>
        <translation>Rang de cet attaquant</translation>
    </message>
    <message>
        <source>Which of the defender&apos;s attackers this is (the first ones get the odd dice).</source>
        <translation>Lequel des attaquants du défenseur est celui-ci (les premiers reçoivent les dés restants).</translation>
    </message>
    <message>
        <source>Pursuit attack</source>
        <translation>Attaque de poursuite</translation>
    </message>
    <message>
        <source>A pursuer still in contact with a routing unit attacks it; the routing unit cannot strike back.</source>
        <translation>Un poursuivant encore au contact d&apos;une unité en déroute l&apos;attaque ; l&apos;unité en déroute ne peut pas riposter.</translation>
    </message>
    <message>
        <source>Pursuer</source>
        <translation>Poursuivant</translation>
    </message>
    <message>
        <source>The battle&apos;s pursuing unit (optional).</source>
        <translation>L&apos;unité poursuivante de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Routing unit</source>
        <translation>Unité en déroute</translation>
    </message>
    <message>
        <source>The battle&apos;s routing unit (optional).</source>
        <translation>L&apos;unité en déroute de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Pursuer stands</source>
        <translation>Socles du poursuivant</translation>
    </message>
    <message>
        <source>Target&apos;s temporary hits</source>
        <translation>Touches temporaires de la cible</translation>
    </message>
    <message>
        <source>%1 melee dice are too many for the dice-tree odds (over %2); the Fields of Honor exact odds give them by convolution</source>
        <translation>%1 dés de mêlée, c&apos;est trop pour les probabilités par arbre de dés (plus de %2) ; les probabilités exactes de Fields of Honor les traitent par convolution</translation>
    </message>
    <message>
        <source>the attacker</source>
        <translation>l&apos;attaquant</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>le défenseur</translation>
    </message>
    <message>
        <source>%1 pursuit dice are too many for the dice-tree odds (over %2); the Fields of Honor exact odds give them by convolution</source>
        <translation>%1 dés de poursuite, c&apos;est trop pour les probabilités par arbre de dés (plus de %2) ; les probabilités exactes de Fields of Honor les traitent par convolution</translation>
    </message>
    <message>
        <source>the pursuer</source>
        <translation>le poursuivant</translation>
    </message>
    <message>
        <source>the attacker&apos;s Attack Dice, one per stand</source>
        <translation>les dés d&apos;attaque de l&apos;attaquant, un par socle</translation>
    </message>
    <message>
        <source>the defender&apos;s Attack Dice, one per stand</source>
        <translation>les dés d&apos;attaque du défenseur, un par socle</translation>
    </message>
    <message>
        <source>the pursuer&apos;s Attack Dice, one per stand</source>
        <translation>les dés d&apos;attaque du poursuivant, un par socle</translation>
    </message>
    <message>
        <source>%1 other modifier&apos;s reason</source>
        <translation>%1 : raison de l&apos;autre modificateur</translation>
    </message>
    <message>
        <source>%1 type</source>
        <translation>Type (%1)</translation>
    </message>
    <message>
        <source>Temporary hits it already has this turn; the new hits add to them.</source>
        <translation>Touches temporaires qu&apos;elle a déjà ce tour ; les nouvelles s&apos;y ajoutent.</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: the unit&apos;s temporary hits are needed to add the new ones (Hit Distribution)</source>
        <translation>entrée « %1 » : les touches temporaires de l&apos;unité sont nécessaires pour y ajouter les nouvelles (Hit Distribution)</translation>
    </message>
    <message numerus="yes">
        <source>%n temporary hit(s) on the %1 (%2 in all)</source>
        <translation>
            <numerusform>%n touche temporaire sur %1 (%2 en tout)</numerusform>
            <numerusform>%n touches temporaires sur %1 (%2 en tout)</numerusform>
        </translation>
    </message>
    <message>
        <source>Temporary hits the routing unit already has; the new hits add to them.</source>
        <translation>Touches temporaires que l&apos;unité en déroute a déjà ; les nouvelles s&apos;y ajoutent.</translation>
    </message>
    <message>
        <source>Routing unit&apos;s type</source>
        <translation>Type de l&apos;unité en déroute</translation>
    </message>
</context>
<context>
    <name>adj::FohMorale</name>
    <message>
        <source>Suppressed</source>
        <translation>Neutralisé</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that tests (optional).</source>
        <translation>L&apos;unité de la bataille qui fait le test (facultatif).</translation>
    </message>
    <message>
        <source>Morale rating</source>
        <translation>Valeur de moral</translation>
    </message>
    <message>
        <source>Morale Quality A-E.</source>
        <translation>Qualité de moral, de A à E.</translation>
    </message>
    <message>
        <source>Morale Number modifiers</source>
        <translation>Modificateurs de la valeur de moral</translation>
    </message>
    <message>
        <source>Table ids, comma separated: caused-more, friends-near, commander, ...</source>
        <translation>Identifiants de table, séparés par des virgules : caused-more, friends-near, commander, ...</translation>
    </message>
    <message>
        <source>Other modifier</source>
        <translation>Autre modificateur</translation>
    </message>
    <message>
        <source>A modifier the text names without a value (suppressed, received a charge, formation ...).</source>
        <translation>Un modificateur que le texte cite sans valeur (neutralisé, a reçu une charge, formation ...).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Why, for the log.</source>
        <translation>Pourquoi, pour le journal.</translation>
    </message>
    <message>
        <source>Calamity and Fortune</source>
        <translation>Calamité et coup de chance</translation>
    </message>
    <message>
        <source>Advanced rule: double 1 is a Calamity, double 6 a Fortune.</source>
        <translation>Règle avancée : un double 1 est une calamité, un double 6 un coup de chance.</translation>
    </message>
    <message>
        <source>the morale actions need the fields-of-honor rule table</source>
        <translation>les actions de moral exigent la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>%1% casualties</source>
        <translation>%1 % de pertes</translation>
    </message>
    <message>
        <source>Morale Quality %1</source>
        <translation>qualité de moral %1</translation>
    </message>
    <message>
        <source>input &quot;state&quot;: only Shaken and Routed units rally (Recovering Morale)</source>
        <translation>entrée « state » : seules les unités ébranlées ou en déroute se rallient (Recovering Morale)</translation>
    </message>
    <message>
        <source>morale state: %1</source>
        <translation>état de moral : %1</translation>
    </message>
    <message>
        <source>Morale Number %1</source>
        <translation>valeur de moral %1</translation>
    </message>
    <message>
        <source>morale test</source>
        <translation>test de moral</translation>
    </message>
    <message>
        <source>2d6 %1,%2 = %3 against %4: </source>
        <translation>2d6 %1,%2 = %3 contre %4 : </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed by %1</source>
        <translation>raté de %1</translation>
    </message>
    <message>
        <source>; %1 becomes %2</source>
        <translation>; %1 devient %2</translation>
    </message>
    <message>
        <source>the routed unit fails to rally and is removed from play</source>
        <translation>l&apos;unité en déroute ne parvient pas à se rallier et est retirée du jeu</translation>
    </message>
    <message>
        <source>it halts in the nearest place of safety</source>
        <translation>elle s&apos;arrête dans le lieu sûr le plus proche</translation>
    </message>
    <message>
        <source>unless it is in a safe place it must flee again</source>
        <translation>à moins d&apos;être dans un lieu sûr, elle doit fuir à nouveau</translation>
    </message>
    <message>
        <source>it moves away from the enemy half its movement rate; formation changes cost more and later morale tests are penalised while suppressed</source>
        <translation>elle s&apos;éloigne de l&apos;ennemi de la moitié de son mouvement ; tant qu&apos;elle est neutralisée, les changements de formation coûtent plus cher et les tests de moral suivants sont pénalisés</translation>
    </message>
    <message>
        <source>the unit becomes a mob</source>
        <translation>l&apos;unité devient une cohue</translation>
    </message>
    <message>
        <source>it turns into a mob, about faces and runs away</source>
        <translation>elle devient une cohue, fait demi-tour et s&apos;enfuit</translation>
    </message>
    <message>
        <source>double 1: a Calamity; roll on the Calamity table</source>
        <translation>double 1 : une calamité ; lancez sur la table des calamités</translation>
    </message>
    <message>
        <source>double 6: good Fortune; roll on the Fortune table</source>
        <translation>double 6 : un coup de chance ; lancez sur la table des coups de chance</translation>
    </message>
    <message>
        <source>the charge test needs the fields-of-honor rule table</source>
        <translation>le test de charge exige la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>Charge Test</source>
        <translation>Test de charge</translation>
    </message>
    <message>
        <source>Before charging (or countercharging) a unit rolls 1d6 at or above its Charge Number.</source>
        <translation>Avant de charger (ou de contre-charger), une unité doit obtenir sur 1d6 au moins sa valeur de charge.</translation>
    </message>
    <message>
        <source>Charging unit</source>
        <translation>Unité qui charge</translation>
    </message>
    <message>
        <source>The battle&apos;s unit (optional).</source>
        <translation>L&apos;unité de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Charge Number modifiers</source>
        <translation>Modificateurs de la valeur de charge</translation>
    </message>
    <message>
        <source>Table ids, comma separated: cavalry, sub-commander, ...</source>
        <translation>Identifiants de table, séparés par des virgules : cavalry, sub-commander, ...</translation>
    </message>
    <message>
        <source>A modifier the text names without a value (relative size, skirmisher, mob, flank).</source>
        <translation>Un modificateur que le texte cite sans valeur (taille relative, tirailleurs, cohue, flanc).</translation>
    </message>
    <message>
        <source>Countercharge</source>
        <translation>Contre-charge</translation>
    </message>
    <message>
        <source>The defender&apos;s own Charge Test to countercharge.</source>
        <translation>Le propre test de charge du défenseur pour contre-charger.</translation>
    </message>
    <message>
        <source>Morale Test</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <source>2d6 at or above the Morale Number; failed by 1 Suppressed, by 2 Shaken, by 3 or more Routed.</source>
        <translation>2d6 au moins égal à la valeur de moral ; raté de 1 : neutralisé, de 2 : ébranlé, de 3 ou plus : en déroute.</translation>
    </message>
    <message>
        <source>Morale state now</source>
        <translation>État de moral actuel</translation>
    </message>
    <message>
        <source>A failed test never leaves a unit in a better state.</source>
        <translation>Un test raté ne laisse jamais une unité dans un meilleur état.</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>A Shaken unit that passes a Morale Test becomes Suppressed; a Routed one becomes Shaken, and is removed from play if it fails.</source>
        <translation>Une unité ébranlée qui réussit un test de moral devient neutralisée ; une unité en déroute devient ébranlée, et elle est retirée du jeu si elle échoue.</translation>
    </message>
    <message>
        <source>Recover from suppression</source>
        <translation>Fin de la neutralisation</translation>
    </message>
    <message>
        <source>A Suppressed unit returns to good order on the first turn it takes no casualties and does not move.</source>
        <translation>Une unité neutralisée revient en bon ordre au premier tour où elle ne subit aucune perte et ne se déplace pas.</translation>
    </message>
    <message>
        <source>Only Suppressed units recover this way.</source>
        <translation>Seules les unités neutralisées récupèrent de cette façon.</translation>
    </message>
    <message>
        <source>Took casualties</source>
        <translation>A subi des pertes</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>S&apos;est déplacée</translation>
    </message>
    <message>
        <source>Charge Number %1</source>
        <translation>valeur de charge %1</translation>
    </message>
    <message>
        <source>charge test</source>
        <translation>test de charge</translation>
    </message>
    <message>
        <source>1d6 %1 against %2: %3</source>
        <translation>1d6 %1 contre %2 : %3</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>raté</translation>
    </message>
    <message>
        <source>it advances to meet its attacker</source>
        <translation>elle avance à la rencontre de son attaquant</translation>
    </message>
    <message>
        <source>it remains where it is</source>
        <translation>elle reste où elle est</translation>
    </message>
    <message>
        <source>it must charge: move its Charge rate without measuring first; if it falls short it cannot move or fire for the rest of the turn</source>
        <translation>elle doit charger : elle se déplace de sa distance de charge sans mesurer au préalable ; si elle n&apos;atteint pas la cible, elle ne peut ni se déplacer ni tirer pour le reste du tour</translation>
    </message>
    <message>
        <source>it stays where it is; next Movement Phase at half speed and only half its stands attack in the next Fire Phase</source>
        <translation>elle reste où elle est ; à la prochaine phase de mouvement, demi-vitesse, et seule la moitié de ses socles attaque à la prochaine phase de tir</translation>
    </message>
    <message>
        <source>input &quot;state&quot;: only a Suppressed unit recovers on its own; a %1 unit must rally</source>
        <translation>entrée « state » : seule une unité neutralisée récupère d&apos;elle-même ; une unité à l&apos;état « %1 » doit se rallier</translation>
    </message>
    <message>
        <source>no casualties and no movement this turn: back to good order</source>
        <translation>aucune perte ni aucun mouvement ce tour : retour en bon ordre</translation>
    </message>
    <message>
        <source>it took casualties this turn: still Suppressed</source>
        <translation>elle a subi des pertes ce tour : toujours neutralisée</translation>
    </message>
    <message>
        <source>it moved this turn: still Suppressed</source>
        <translation>elle s&apos;est déplacée ce tour : toujours neutralisée</translation>
    </message>
    <message>
        <source>Morale Test to rally</source>
        <translation>test de moral pour se rallier</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>The charger is cavalry: the Charge Number&apos;s cavalry modifier.</source>
        <translation>L&apos;unité qui charge est de la cavalerie : le modificateur de cavalerie du Charge Number.</translation>
    </message>
    <message>
        <source>Only Shaken and Routed units rally.</source>
        <translation>Seules les unités ébranlées ou en déroute se rallient.</translation>
    </message>
    <message>
        <source>The unit took hits this turn.</source>
        <translation>L&apos;unité a subi des touches ce tour.</translation>
    </message>
    <message>
        <source>The unit moved this turn (its BMUG&apos;s move).</source>
        <translation>L&apos;unité s&apos;est déplacée ce tour (le mouvement de son BMUG).</translation>
    </message>
</context>
<context>
    <name>adj::FohMovement</name>
    <message>
        <source>the two sides need two different names</source>
        <translation>les deux camps doivent avoir deux noms différents</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; is named twice or has no name</source>
        <translation>le BMUG « %1 » est nommé deux fois ou n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>the roll-off for who moves first is already made</source>
        <translation>le jet pour savoir qui se déplace en premier a déjà été fait</translation>
    </message>
    <message>
        <source>a roll-off die must read 1-%1</source>
        <translation>un dé de ce jet doit indiquer 1-%1</translation>
    </message>
    <message>
        <source>roll off first for who moves first</source>
        <translation>lancez d&apos;abord les dés pour savoir qui se déplace en premier</translation>
    </message>
    <message>
        <source>%1 is still moving its BMUGs</source>
        <translation>%1 déplace encore ses BMUG</translation>
    </message>
    <message>
        <source>the BMUG die must read 1-%1, not %2</source>
        <translation>le dé de BMUG doit indiquer 1-%1, pas %2</translation>
    </message>
    <message>
        <source>no BMUG may move now: roll the die first</source>
        <translation>aucun BMUG ne peut se déplacer maintenant : lancez d&apos;abord le dé</translation>
    </message>
    <message>
        <source>unknown BMUG &quot;%1&quot;</source>
        <translation>BMUG « %1 » inconnu</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; belongs to %2; it is %3&apos;s move</source>
        <translation>le BMUG « %1 » appartient à %2 ; c&apos;est au tour de %3 de se déplacer</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; has already moved or fired this phase</source>
        <translation>le BMUG « %1 » s&apos;est déjà déplacé ou a déjà tiré pendant cette phase</translation>
    </message>
    <message>
        <source>there is no roll to end: roll the die first</source>
        <translation>il n&apos;y a pas de jet à terminer : lancez d&apos;abord le dé</translation>
    </message>
    <message>
        <source>opportunity fire is taken at enemy BMUGs while they move</source>
        <translation>le tir d&apos;opportunité se fait sur les BMUG ennemis pendant leur mouvement</translation>
    </message>
    <message>
        <source>BMUG &quot;%1&quot; belongs to the moving side; only the enemy takes opportunity fire</source>
        <translation>le BMUG « %1 » appartient au camp qui se déplace ; seul l&apos;ennemi fait un tir d&apos;opportunité</translation>
    </message>
    <message>
        <source>movement state: &quot;sides&quot; must list two sides</source>
        <translation>état du mouvement : « sides » doit indiquer deux camps</translation>
    </message>
    <message>
        <source>movement state: &quot;stage&quot;, &quot;first&quot; or &quot;current&quot; is not valid</source>
        <translation>état du mouvement : « stage », « first » ou « current » n&apos;est pas valide</translation>
    </message>
    <message>
        <source>movement state: unknown BMUG &quot;%1&quot;</source>
        <translation>état du mouvement : BMUG « %1 » inconnu</translation>
    </message>
    <message>
        <source>every BMUG has had its move: the Movement Phase is over</source>
        <translation>chaque BMUG a effectué son mouvement : la phase de mouvement est terminée</translation>
    </message>
</context>
<context>
    <name>adj::FohMovementPhase</name>
    <message>
        <source>Movement Phase</source>
        <translation>Phase de mouvement</translation>
    </message>
    <message>
        <source>Who moves, which BMUGs have moved: the battle&apos;s tracker.</source>
        <translation>Qui se déplace, quels BMUG se sont déplacés : le suivi de la bataille.</translation>
    </message>
    <message>
        <source>BMUG</source>
        <translation>BMUG</translation>
    </message>
    <message>
        <source>The BMUG (the name in its units&apos; BMUG attribute); or name one of its units.</source>
        <translation>Le BMUG (le nom indiqué dans l&apos;attribut BMUG de ses unités) ; ou indiquez l&apos;une de ses unités.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>A unit of the BMUG (instead of its name).</source>
        <translation>Une unité du BMUG (au lieu de son nom).</translation>
    </message>
    <message>
        <source>Movement: roll-off</source>
        <translation>Mouvement : jet de départage</translation>
    </message>
    <message>
        <source>Both players roll; the higher moves first (a tie rolls again).</source>
        <translation>Les deux joueurs lancent un dé ; le plus haut se déplace en premier (en cas d&apos;égalité, on relance).</translation>
    </message>
    <message>
        <source>Movement: roll for BMUGs</source>
        <translation>Mouvement : jet pour les BMUG</translation>
    </message>
    <message>
        <source>The side to move rolls a die and may move that many BMUGs (1-6).</source>
        <translation>Le camp qui se déplace lance un dé et peut déplacer autant de BMUG (1-6).</translation>
    </message>
    <message>
        <source>Movement: a BMUG moves</source>
        <translation>Mouvement : un BMUG se déplace</translation>
    </message>
    <message>
        <source>Records that a BMUG of the side to move has moved.</source>
        <translation>Enregistre qu&apos;un BMUG du camp qui se déplace a effectué son mouvement.</translation>
    </message>
    <message>
        <source>Movement: end the roll</source>
        <translation>Mouvement : terminer le jet</translation>
    </message>
    <message>
        <source>The side to move moves no more BMUGs on this roll; the other side rolls.</source>
        <translation>Le camp qui se déplace ne déplace plus de BMUG sur ce jet ; l&apos;autre camp lance le dé.</translation>
    </message>
    <message>
        <source>Movement: opportunity fire uses the move</source>
        <translation>Mouvement : le tir d&apos;opportunité consomme le mouvement</translation>
    </message>
    <message>
        <source>A BMUG that has not moved takes opportunity fire at a moving enemy and loses its move this phase. Resolve the fire itself with the fire action (opportunity fire on the Kill Number).</source>
        <translation>Un BMUG qui ne s&apos;est pas encore déplacé fait un tir d&apos;opportunité sur un ennemi en mouvement et perd son mouvement pour cette phase. Résolvez le tir lui-même avec l&apos;action de tir (tir d&apos;opportunité sur la valeur de pertes).</translation>
    </message>
    <message>
        <source>Movement: roll off for who moves first (%1 BMUGs to move)</source>
        <translation>Mouvement : jet de départage pour savoir qui se déplace en premier (%1 BMUG à déplacer)</translation>
    </message>
    <message>
        <source>Movement: %1 rolls for its BMUGs (%2 of %3 BMUGs still to move)</source>
        <translation>Mouvement : %1 lance le dé pour ses BMUG (%2 BMUG sur %3 encore à déplacer)</translation>
    </message>
    <message numerus="yes">
        <source>Movement: %1 moves %n more BMUG(s) (%2 of %3 still to move)</source>
        <translation>
            <numerusform>Mouvement : %1 déplace encore %n BMUG (%2 sur %3 restant à déplacer)</numerusform>
            <numerusform>Mouvement : %1 déplace encore %n BMUG (%2 sur %3 restant à déplacer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Movement: every BMUG has moved (%n took opportunity fire)</source>
        <translation>
            <numerusform>Mouvement : tous les BMUG se sont déplacés (%n a fait un tir d&apos;opportunité)</numerusform>
            <numerusform>Mouvement : tous les BMUG se sont déplacés (%n ont fait un tir d&apos;opportunité)</numerusform>
        </translation>
    </message>
    <message>
        <source>the Movement Phase needs the fields-of-honor rule table</source>
        <translation>la phase de mouvement exige la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>the Movement Phase is played by two sides; the battle has %1</source>
        <translation>la phase de mouvement se joue à deux camps ; la bataille en a %1</translation>
    </message>
    <message>
        <source>neither side has a unit in play to move</source>
        <translation>aucun camp n&apos;a d&apos;unité en jeu à déplacer</translation>
    </message>
    <message>
        <source>Movement Phase, turn %1: %2</source>
        <translation>Phase de mouvement, tour %1 : %2</translation>
    </message>
    <message>
        <source>input &quot;bmug&quot;: name the BMUG (or one of its units)</source>
        <translation>entrée « bmug » : indiquez le BMUG (ou l&apos;une de ses unités)</translation>
    </message>
    <message>
        <source>input &quot;bmug&quot;: unknown BMUG &quot;%1&quot;; this battle&apos;s BMUGs are %2</source>
        <translation>entrée « bmug » : BMUG « %1 » inconnu ; les BMUG de cette bataille sont %2</translation>
    </message>
    <message>
        <source>turn %1: roll off first for who moves first</source>
        <translation>tour %1 : lancez d&apos;abord les dés pour savoir qui se déplace en premier</translation>
    </message>
    <message>
        <source>every BMUG has had its move: the Movement Phase is over</source>
        <translation>chaque BMUG a effectué son mouvement : la phase de mouvement est terminée</translation>
    </message>
    <message>
        <source>%1&apos;s roll is used; %2 rolls next</source>
        <translation>le jet de %1 est épuisé ; %2 lance ensuite</translation>
    </message>
    <message>
        <source>roll-off: %1</source>
        <translation>jet de départage : %1</translation>
    </message>
    <message>
        <source>Roll-off: %1 %2, %3 %4: a tie, roll again</source>
        <translation>Jet de départage : %1 %2, %3 %4 : égalité, relancez</translation>
    </message>
    <message>
        <source>Roll-off: %1 %2, %3 %4: %5 moves first</source>
        <translation>Jet de départage : %1 %2, %3 %4 : %5 se déplace en premier</translation>
    </message>
    <message>
        <source>%1 has no BMUG to move; %2 rolls</source>
        <translation>%1 n&apos;a aucun BMUG à déplacer ; %2 lance le dé</translation>
    </message>
    <message>
        <source>BMUGs %1 may move</source>
        <translation>BMUG que %1 peut déplacer</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2: may move up to %n BMUG(s)</source>
        <translation>
            <numerusform>%1 obtient %2 : peut déplacer jusqu&apos;à %n BMUG</numerusform>
            <numerusform>%1 obtient %2 : peut déplacer jusqu&apos;à %n BMUG</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n BMUG(s) have not moved</source>
        <translation>
            <numerusform>seul %n BMUG ne s&apos;est pas déplacé</numerusform>
            <numerusform>seuls %n BMUG ne se sont pas déplacés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) moves</source>
        <translation>%1 (%2) se déplace</translation>
    </message>
    <message>
        <source>moved this turn</source>
        <translation>s&apos;est déplacé ce tour</translation>
    </message>
    <message>
        <source>%1 moves no more BMUGs on this roll</source>
        <translation>%1 ne déplace plus de BMUG sur ce jet</translation>
    </message>
    <message>
        <source>%1 takes opportunity fire at %2&apos;s moving BMUGs and loses its move this phase</source>
        <translation>%1 fait un tir d&apos;opportunité sur les BMUG de %2 en mouvement et perd son mouvement pour cette phase</translation>
    </message>
    <message>
        <source>resolve the fire with the fire action: opportunity fire modifies the Kill Number</source>
        <translation>résolvez le tir avec l&apos;action de tir : le tir d&apos;opportunité modifie la valeur de pertes</translation>
    </message>
    <message>
        <source>used its move on opportunity fire</source>
        <translation>a utilisé son mouvement pour un tir d&apos;opportunité</translation>
    </message>
    <message>
        <source>the first side&apos;s roll-off</source>
        <translation>le jet de départage du premier camp</translation>
    </message>
    <message>
        <source>the second side&apos;s roll-off</source>
        <translation>le jet de départage du second camp</translation>
    </message>
    <message>
        <source>how many BMUGs may move</source>
        <translation>combien de BMUG peuvent se déplacer</translation>
    </message>
</context>
<context>
    <name>adj::FohOwed</name>
    <message numerus="yes">
        <source>both sides write their charges (%n written so far), then they are revealed together</source>
        <translation>
            <numerusform>les deux camps écrivent leurs charges (%n écrite jusqu&apos;ici), puis elles sont révélées ensemble</numerusform>
            <numerusform>les deux camps écrivent leurs charges (%n écrites jusqu&apos;ici), puis elles sont révélées ensemble</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 charges %2: the %3 next</source>
        <translation>%1 charge %2 : ensuite %3</translation>
    </message>
    <message>
        <source>both sides roll off: the higher moves first</source>
        <translation>les deux camps lancent un dé : le plus haut se déplace en premier</translation>
    </message>
    <message>
        <source>%1 rolls for the BMUGs it moves</source>
        <translation>%1 lance le dé pour les BMUG qu&apos;il déplace</translation>
    </message>
    <message>
        <source>%1 (%2) has not moved</source>
        <translation>%1 (%2) ne s&apos;est pas déplacé</translation>
    </message>
    <message>
        <source>%1 and %2 are in contact after the charge: melee</source>
        <translation>%1 et %2 sont au contact après la charge : mêlée</translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n hit(s) this turn: Morale Test</source>
        <translation>
            <numerusform>%1 a subi %n touche ce tour : test de moral</numerusform>
            <numerusform>%1 a subi %n touches ce tour : test de moral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n temporary hit(s) to distribute</source>
        <translation>
            <numerusform>%1 : %n touche temporaire à répartir</numerusform>
            <numerusform>%1 : %n touches temporaires à répartir</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may pursue %2, which broke after their melee</source>
        <translation>%1 peut poursuivre %2, qui a rompu après leur mêlée</translation>
    </message>
    <message>
        <source>%1 is Routed: it rallies or is removed from play</source>
        <translation>%1 est en déroute : il se rallie ou est retiré du jeu</translation>
    </message>
    <message>
        <source>%1 is Shaken: it must rally</source>
        <translation>%1 est ébranlé : il doit se rallier</translation>
    </message>
    <message>
        <source>%1 is Suppressed, took no hits and did not move this turn: it recovers</source>
        <translation>%1 est neutralisé, n&apos;a subi aucune touche et ne s&apos;est pas déplacé ce tour : il récupère</translation>
    </message>
</context>
<context>
    <name>adj::FohRecord</name>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>The hits taken, tests, melees and pursuits of this turn: the battle&apos;s.</source>
        <translation>Les touches subies, tests, mêlées et poursuites de ce tour : ceux de la bataille.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n unit(s) took hits</source>
        <translation>
            <numerusform>Tour %1 : %n unité a subi des touches</numerusform>
            <numerusform>Tour %1 : %n unités ont subi des touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n melee(s)</source>
        <translation>
            <numerusform>%n mêlée</numerusform>
            <numerusform>%n mêlées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Morale Phase test(s)</source>
        <translation>
            <numerusform>%n test de la phase de moral</numerusform>
            <numerusform>%n tests de la phase de moral</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::FohRoster</name>
    <message>
        <source>input &quot;battle&quot;: %1</source>
        <translation>entrée « battle » : %1</translation>
    </message>
    <message>
        <source>the turn must be 1 or more</source>
        <translation>le tour doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>side %1 has no name</source>
        <translation>le camp %1 n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>side %1 has a negative count of stands lost or objectives</source>
        <translation>le camp %1 a un nombre négatif de socles perdus ou d&apos;objectifs</translation>
    </message>
    <message>
        <source>a BMUG of %1 has no name</source>
        <translation>un BMUG de %1 n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>La bataille</translation>
    </message>
    <message>
        <source>The sides, their BMUGs and losses, read from the battle&apos;s units.</source>
        <translation>Les camps, leurs BMUG et leurs pertes, lus à partir des unités de la bataille.</translation>
    </message>
</context>
<context>
    <name>adj::FohScale</name>
    <message>
        <source>%1 scale: 1&quot; = %2 yards, about %3 men a stand, turns of %4; the BMU is the %5, the BMUG the %6</source>
        <translation>échelle %1 : 1&quot; = %2 yards, environ %3 hommes par socle, tours de %4 ; BMU : %5, BMUG : %6</translation>
    </message>
</context>
<context>
    <name>adj::FohSecretChoices</name>
    <message>
        <source>the charges are written at the start of the Charge Phase</source>
        <translation>les charges sont écrites au début de la phase de charge</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not part of the written charges; they have only &quot;charges&quot;</source>
        <translation>« %1 » ne fait pas partie des charges écrites ; elles n&apos;ont que « charges »</translation>
    </message>
    <message>
        <source>the written charges are a list of at most one charge per unit that may charge</source>
        <translation>les charges écrites sont une liste d&apos;au plus une charge par unité pouvant charger</translation>
    </message>
    <message>
        <source>charge %1: an attacker of this side that may charge, an enemy target, and &quot;flank&quot; true or false</source>
        <translation>charge %1 : un attaquant de ce camp pouvant charger, une cible ennemie, et « flank » vrai ou faux</translation>
    </message>
    <message>
        <source>charge %1: a unit writes one charge</source>
        <translation>charge %1 : une unité écrit une charge</translation>
    </message>
    <message>
        <source>Write your charges (Charge Phase)</source>
        <translation>Écrivez vos charges (phase de charge)</translation>
    </message>
    <message>
        <source>Both sides write down their charges at the start of the phase; they are revealed at the same time. No charges at all is a choice too.</source>
        <translation>Les deux camps écrivent leurs charges au début de la phase ; elles sont révélées en même temps. Aucune charge est aussi un choix.</translation>
    </message>
    <message>
        <source>Charges</source>
        <translation>Charges</translation>
    </message>
    <message>
        <source>Charging unit</source>
        <translation>Unité qui charge</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>From the flank</source>
        <translation>Par le flanc</translation>
    </message>
    <message>
        <source>Add a charge</source>
        <translation>Ajouter une charge</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>No charges</source>
        <translation>Aucune charge</translation>
    </message>
</context>
<context>
    <name>adj::FohTable</name>
    <message>
        <source>table entry %1.%2 is unknown; %1 holds %3</source>
        <translation>l&apos;entrée de table %1.%2 est inconnue ; %1 contient %3</translation>
    </message>
    <message>
        <source>table entry %1 must be an object of modifiers</source>
        <translation>l&apos;entrée de table %1 doit être un objet de modificateurs</translation>
    </message>
    <message>
        <source>table entry %1.rule must be text</source>
        <translation>l&apos;entrée de table %1.rule doit être du texte</translation>
    </message>
    <message>
        <source>table entry morale.casualties must be a list of {percent, value}</source>
        <translation>l&apos;entrée de table morale.casualties doit être une liste de {percent, value}</translation>
    </message>
    <message>
        <source>table entry morale.casualties.%1 must have a percent (1-100, ascending) and a value</source>
        <translation>l&apos;entrée de table morale.casualties.%1 doit avoir un percent (1-100, croissant) et une value</translation>
    </message>
    <message>
        <source>table entries morale.failedBy must rise: suppressed &lt; shaken &lt; routed</source>
        <translation>les entrées de table morale.failedBy doivent croître : suppressed &lt; shaken &lt; routed</translation>
    </message>
    <message>
        <source>table entry %1 is unknown</source>
        <translation>l&apos;entrée de table %1 est inconnue</translation>
    </message>
</context>
<context>
    <name>adj::FohTurn</name>
    <message>
        <source>casualties cannot be negative</source>
        <translation>les pertes ne peuvent pas être négatives</translation>
    </message>
    <message>
        <source>input &quot;objectives&quot; is %1; only %2 objectives are placed</source>
        <translation>l&apos;entrée « objectives » vaut %1 ; seuls %2 objectifs sont placés</translation>
    </message>
    <message>
        <source>Hit distribution</source>
        <translation>Répartition des touches</translation>
    </message>
    <message>
        <source>After the Morale Test: half the temporary hits (rounded up) go away, the rest become permanent, and every 3 permanent hits remove a stand.</source>
        <translation>Après le test de moral : la moitié des touches temporaires (arrondie au supérieur) disparaît, le reste devient permanent, et chaque groupe de 3 touches permanentes retire un socle.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit (optional).</source>
        <translation>L&apos;unité de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Temporary hits</source>
        <translation>Touches temporaires</translation>
    </message>
    <message>
        <source>Hits taken this turn.</source>
        <translation>Touches subies ce tour.</translation>
    </message>
    <message>
        <source>Permanent hits kept</source>
        <translation>Touches permanentes conservées</translation>
    </message>
    <message>
        <source>Permanent hits left on the unit from earlier turns.</source>
        <translation>Touches permanentes restant sur l&apos;unité depuis les tours précédents.</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Socles</translation>
    </message>
    <message>
        <source>Stands the unit has now.</source>
        <translation>Socles dont l&apos;unité dispose actuellement.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>At the end of the battle: points lost for one&apos;s own casualties, gained for casualties inflicted and for each objective controlled.</source>
        <translation>À la fin de la bataille : points perdus pour ses propres pertes, gagnés pour les pertes infligées et pour chaque objectif contrôlé.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>The side scored.</source>
        <translation>Le camp dont on calcule le score.</translation>
    </message>
    <message>
        <source>Stands lost</source>
        <translation>Socles perdus</translation>
    </message>
    <message>
        <source>The side&apos;s own casualties in stands.</source>
        <translation>Les propres pertes du camp, en socles.</translation>
    </message>
    <message>
        <source>Stands inflicted</source>
        <translation>Socles ennemis retirés</translation>
    </message>
    <message>
        <source>Enemy stands the side removed.</source>
        <translation>Socles ennemis retirés par le camp.</translation>
    </message>
    <message>
        <source>Objectives held</source>
        <translation>Objectifs tenus</translation>
    </message>
    <message>
        <source>Objectives the side controls (of 8 placed).</source>
        <translation>Objectifs que le camp contrôle (sur 8 placés).</translation>
    </message>
    <message>
        <source>hit distribution needs the fields-of-honor rule table</source>
        <translation>la répartition des touches exige la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>input &quot;permHits&quot; is %1, but %2 permanent hits would already have removed a stand</source>
        <translation>l&apos;entrée « permHits » vaut %1, mais %2 touches permanentes auraient déjà retiré un socle</translation>
    </message>
    <message>
        <source>%1 temporary hits: %2 forgiven (half, rounded up), %3 become permanent</source>
        <translation>%1 touches temporaires : %2 effacées (la moitié, arrondie au supérieur), %3 deviennent permanentes</translation>
    </message>
    <message>
        <source>%1 + %2 kept = %3 permanent hits</source>
        <translation>%1 + %2 conservées = %3 touches permanentes</translation>
    </message>
    <message>
        <source>%1 permanent hits</source>
        <translation>%1 touches permanentes</translation>
    </message>
    <message numerus="yes">
        <source>one stand per %1: %n stand(s) lost</source>
        <translation>
            <numerusform>un socle par tranche de %1 : %n socle perdu</numerusform>
            <numerusform>un socle par tranche de %1 : %n socles perdus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) kept</source>
        <translation>
            <numerusform>%n touche conservée</numerusform>
            <numerusform>%n touches conservées</numerusform>
        </translation>
    </message>
    <message>
        <source>temporary hits cleared</source>
        <translation>touches temporaires effacées</translation>
    </message>
    <message numerus="yes">
        <source>%n permanent hit(s) kept</source>
        <translation>
            <numerusform>%n touche permanente conservée</numerusform>
            <numerusform>%n touches permanentes conservées</numerusform>
        </translation>
    </message>
    <message>
        <source>the unit loses its last stand</source>
        <translation>l&apos;unité perd son dernier socle</translation>
    </message>
    <message>
        <source>all stands removed</source>
        <translation>tous les socles sont retirés</translation>
    </message>
    <message numerus="yes">
        <source>remove %n stand(s)</source>
        <translation>
            <numerusform>retirer %n socle</numerusform>
            <numerusform>retirer %n socles</numerusform>
        </translation>
    </message>
    <message>
        <source>victory points need the fields-of-honor rule table</source>
        <translation>les points de victoire exigent la table de règles fields-of-honor</translation>
    </message>
    <message>
        <source>%1 stands lost: %2; %3 stands inflicted: %4; %5 objectives: %6; total %7</source>
        <translation>%1 socles perdus : %2 ; %3 socles ennemis retirés : %4 ; %5 objectifs : %6 ; total %7</translation>
    </message>
    <message>
        <source>%1 victory points</source>
        <translation>%1 points de victoire</translation>
    </message>
    <message>
        <source>VP values are the battle&apos;s table entries (the text gives none; house rules may change them): %1 per stand lost (victory.perStandLost), %2 per stand inflicted (victory.perStandInflicted), %3 per objective held (victory.perObjective)</source>
        <translation>Les valeurs de VP sont les entrées de table de la bataille (le texte n&apos;en donne aucune ; les règles maison peuvent les modifier) : %1 par socle perdu (victory.perStandLost), %2 par socle ennemi retiré (victory.perStandInflicted), %3 par objectif tenu (victory.perObjective)</translation>
    </message>
    <message>
        <source>Victory points of the battle</source>
        <translation>Points de victoire de la bataille</translation>
    </message>
    <message>
        <source>Scores every side from the battle: stands lost and inflicted (start strength against strength now; a unit removed from play loses all its stands) and its &quot;objectives&quot; counter; sets each side&apos;s VP counter to its total.</source>
        <translation>Calcule le score de chaque camp à partir de la bataille : socles perdus et socles ennemis retirés (effectif de départ par rapport à l&apos;effectif actuel ; une unité retirée du jeu perd tous ses socles) et son compteur « objectives » ; fixe le compteur de VP de chaque camp à son total.</translation>
    </message>
    <message>
        <source>victory points are scored between two sides or more; the battle has %1</source>
        <translation>les points de victoire se calculent entre deux camps ou plus ; la bataille en a %1</translation>
    </message>
    <message>
        <source>the sides hold %1 objectives between them; only %2 are placed</source>
        <translation>les camps tiennent %1 objectifs à eux tous ; seuls %2 sont placés</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 stands lost (%3), %4 stands inflicted (%5), %6 objectives held (%7): %8 VP</source>
        <translation>%1 : %2 socles perdus (%3), %4 socles ennemis retirés (%5), %6 objectifs tenus (%7) : %8 VP</translation>
    </message>
    <message>
        <source>%1 VP: %2 -&gt; %3</source>
        <translation>%1 VP : %2 -&gt; %3</translation>
    </message>
    <message>
        <source>a draw at %1 VP</source>
        <translation>égalité à %1 VP</translation>
    </message>
    <message>
        <source>%1 leads with %2 VP</source>
        <translation>%1 mène avec %2 VP</translation>
    </message>
</context>
<context>
    <name>adj::HgBook</name>
    <message>
        <source>input &quot;game&quot;: no Honour &amp; Glory game has been set up in this battle yet (run the game setup first)</source>
        <translation>entrée « game » : aucune partie d&apos;Honour &amp; Glory n&apos;a encore été mise en place dans cette bataille (lancez d&apos;abord la mise en place de la partie)</translation>
    </message>
    <message>
        <source>input &quot;game&quot;: %1</source>
        <translation>entrée « game » : %1</translation>
    </message>
    <message>
        <source>input &quot;game&quot;, its Terrain deck: %1</source>
        <translation>entrée « game », son paquet de terrains : %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Duration %1 begins</source>
        <translation>Début de la durée %1</translation>
    </message>
    <message>
        <source>Duration %1, round %2</source>
        <translation>Durée %1, manche %2</translation>
    </message>
    <message>
        <source>%1: The One %2 MP left; Glory: %3</source>
        <translation>%1 : l&apos;Unique a encore %2 MP ; Gloire : %3</translation>
    </message>
    <message>
        <source>%1. Game over: %2</source>
        <translation>%1. Fin de la partie : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must read Name=Discard Value [giver]</source>
        <translation>« %1 » doit s&apos;écrire Nom=valeur de défausse [donneur]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must read Name=Discard Value (0 or more)</source>
        <translation>« %1 » doit s&apos;écrire Nom=valeur de défausse (0 ou plus)</translation>
    </message>
    <message>
        <source>side %1 has %2 Units of The One or The Many; each player has one Unit</source>
        <translation>le camp %1 a %2 unités de l&apos;Unique ou des Multiples ; chaque joueur a une unité</translation>
    </message>
    <message>
        <source>Unit %1 (%2) has no %3</source>
        <translation>L&apos;unité %1 (%2) n&apos;a pas d&apos;attribut %3</translation>
    </message>
    <message>
        <source>Unit %1 (%2): army cost %3 is over %4; each player has an Army Cost of %4</source>
        <translation>Unité %1 (%2) : le coût d&apos;armée %3 dépasse %4 ; chaque joueur dispose d&apos;un coût d&apos;armée de %4</translation>
    </message>
    <message>
        <source>Unit %1 (%2), %3: %4</source>
        <translation>Unité %1 (%2), %3 : %4</translation>
    </message>
    <message>
        <source>sides %1 and %2 both have a Unit of The One; there is one The One</source>
        <translation>les camps %1 et %2 ont tous deux une unité de l&apos;Unique ; il n&apos;y a qu&apos;un seul Unique</translation>
    </message>
    <message>
        <source>no side has a Unit of type The One</source>
        <translation>aucun camp n&apos;a d&apos;unité du type « L&apos;Unique »</translation>
    </message>
    <message>
        <source>placing %1: The One places his %2 column, The Many their %3 columns</source>
        <translation>placement de %1 : l&apos;Unique place sa colonne %2, les Multiples leurs colonnes %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 counter: %3</source>
        <translation>compteur %2 de %1 : %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 counter: %3 → %4</source>
        <translation>compteur %2 de %1 : %3 → %4</translation>
    </message>
    <message>
        <source>%1&apos;s Unit: MP %2 → %3</source>
        <translation>Unité de %1 : MP %2 → %3</translation>
    </message>
    <message>
        <source>%1&apos;s Unit: Damage %2</source>
        <translation>Unité de %1 : dégâts %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: %3</source>
        <translation>colonne %2 de %1 : %3</translation>
    </message>
</context>
<context>
    <name>adj::HgGame</name>
    <message>
        <source>the first player must be The One</source>
        <translation>le premier joueur doit être l&apos;Unique</translation>
    </message>
    <message>
        <source>%1 players of The Many: the game needs %2 to %3 against The One</source>
        <translation>%1 joueurs des Multiples : la partie en exige de %2 à %3 contre l&apos;Unique</translation>
    </message>
    <message>
        <source>player %1 has no name</source>
        <translation>le joueur %1 n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>two players are called &quot;%1&quot;</source>
        <translation>deux joueurs s&apos;appellent « %1 »</translation>
    </message>
    <message>
        <source>%1: there is only one The One</source>
        <translation>%1 : il n&apos;y a qu&apos;un seul Unique</translation>
    </message>
    <message>
        <source>%1: army cost %2; each player has an Army Cost of %3</source>
        <translation>%1 : coût d&apos;armée %2 ; chaque joueur a un coût d&apos;armée de %3</translation>
    </message>
    <message>
        <source>%1: the Battle Master&apos;s Tactics ML cannot be negative</source>
        <translation>%1 : le ML tactique du maître de bataille ne peut pas être négatif</translation>
    </message>
    <message>
        <source>%1: the Damage counter cannot be negative</source>
        <translation>%1 : le compteur de dégâts ne peut pas être négatif</translation>
    </message>
    <message>
        <source>%1: the Discard Pile cannot hold a negative number of cards</source>
        <translation>%1 : la défausse ne peut pas contenir un nombre négatif de cartes</translation>
    </message>
    <message>
        <source>%1: a Troop Card has no name</source>
        <translation>%1 : une carte de troupe n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>%1: Troop Card %2 has a negative Discard Value</source>
        <translation>%1 : la carte de troupe %2 a une valeur de défausse négative</translation>
    </message>
    <message>
        <source>%1: Troop Card %2 carries the counter of &quot;%3&quot;, who is not another player of The Many</source>
        <translation>%1 : la carte de troupe %2 porte le jeton de « %3 », qui n&apos;est pas un autre joueur des Multiples</translation>
    </message>
    <message>
        <source>The One has %1 MP counters; he has one per opponent (%2)</source>
        <translation>L&apos;Unique a %1 compteurs de MP ; il en a un par adversaire (%2)</translation>
    </message>
    <message>
        <source>The One&apos;s MP counter reads %1; each runs from %2 down to 0</source>
        <translation>Le compteur de MP de l&apos;Unique indique %1 ; chacun va de %2 à 0</translation>
    </message>
    <message>
        <source>%1 has no colour for his counters</source>
        <translation>%1 n&apos;a pas de couleur pour ses jetons</translation>
    </message>
    <message>
        <source>%1: colour %2 is already taken; each of The Many has his own</source>
        <translation>%1 : la couleur %2 est déjà prise ; chacun des Multiples a la sienne</translation>
    </message>
    <message>
        <source>%1: the MP counter cannot be negative</source>
        <translation>%1 : le compteur de MP ne peut pas être négatif</translation>
    </message>
    <message>
        <source>%1: Glory %2 is below %3</source>
        <translation>%1 : Gloire %2 inférieure à %3</translation>
    </message>
    <message>
        <source>%1: %2 Terrain vetoes left; each player has %3</source>
        <translation>%1 : %2 vetos de terrain restants ; chaque joueur en a %3</translation>
    </message>
    <message>
        <source>%1: the counter on his Battle Master belongs to &quot;%2&quot;, who is not another player of The Many</source>
        <translation>%1 : le jeton sur son maître de bataille appartient à « %2 », qui n&apos;est pas un autre joueur des Multiples</translation>
    </message>
    <message>
        <source>%1&apos;s counter is on two Battle Masters: one at a time</source>
        <translation>le jeton de %1 est sur deux maîtres de bataille : un seul à la fois</translation>
    </message>
    <message>
        <source>duration %1, round %2: a Duration has rounds 1 to %3</source>
        <translation>durée %1, manche %2 : une durée compte les manches 1 à %3</translation>
    </message>
    <message>
        <source>%1 names &quot;%2&quot;, who is not one of The Many</source>
        <translation>%1 désigne « %2 », qui n&apos;est pas l&apos;un des Multiples</translation>
    </message>
    <message>
        <source>a Shaken marker</source>
        <translation>un marqueur ébranlé</translation>
    </message>
    <message>
        <source>the Standard Cards used</source>
        <translation>les cartes standard utilisées</translation>
    </message>
    <message>
        <source>the Stratagem Cards</source>
        <translation>les cartes de stratagème</translation>
    </message>
    <message>
        <source>the Unit Conflict Cards</source>
        <translation>les cartes de conflit d&apos;unités</translation>
    </message>
    <message>
        <source>a Duration won by The One</source>
        <translation>une durée remportée par l&apos;Unique</translation>
    </message>
    <message>
        <source>a Stratagem Card opposite %1 has no name or a negative cost</source>
        <translation>une carte de stratagème en face de %1 n&apos;a pas de nom ou a un coût négatif</translation>
    </message>
    <message>
        <source>the Stratagem Cards opposite %1 cost %2, over The One&apos;s Tactics ML %3</source>
        <translation>les cartes de stratagème en face de %1 coûtent %2, plus que le ML tactique de l&apos;Unique (%3)</translation>
    </message>
    <message>
        <source>a column swap names a player not in the game, or The One&apos;s Unit</source>
        <translation>un échange de colonnes désigne un joueur absent de la partie, ou l&apos;unité de l&apos;Unique</translation>
    </message>
    <message>
        <source>%1: a Unit has three columns (left, centre, right), not &quot;%2&quot;</source>
        <translation>%1 : une unité a trois colonnes (gauche, centrale, droite), pas « %2 »</translation>
    </message>
</context>
<context>
    <name>adj::HgMastery</name>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centre</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>Mastery Card placed</source>
        <translation>Carte de Maîtrise posée</translation>
    </message>
    <message>
        <source>Every round each player selects a Mastery Card; when all are ready they are placed simultaneously. Records a player&apos;s card and Chosen Troop for the round (the table link records every player&apos;s at once).</source>
        <translation>À chaque round, chaque joueur choisit une Carte de Maîtrise ; quand tous sont prêts, elles sont posées simultanément. Enregistre la carte et la Troupe choisie d&apos;un joueur pour le round (le lien de table enregistre celles de tous les joueurs à la fois).</translation>
    </message>
    <message>
        <source>Cards placed</source>
        <translation>Cartes posées</translation>
    </message>
    <message>
        <source>The Mastery Cards placed this round (hg.mastery).</source>
        <translation>Les Cartes de Maîtrise posées ce round (hg.mastery).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Who places the card.</source>
        <translation>Qui pose la carte.</translation>
    </message>
    <message>
        <source>Mastery Card</source>
        <translation>Carte de Maîtrise</translation>
    </message>
    <message>
        <source>The card, as named on it.</source>
        <translation>La carte, telle que nommée dessus.</translation>
    </message>
    <message>
        <source>Chosen Troop</source>
        <translation>Troupe choisie</translation>
    </message>
    <message>
        <source>From the column this round asks for (optional).</source>
        <translation>De la colonne que demande ce round (facultatif).</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; Secondary Mastery Card</source>
        <translation>Carte de Maîtrise secondaire « tcts »</translation>
    </message>
    <message>
        <source>The player&apos;s &apos;tcts&apos; Secondary Mastery Card.</source>
        <translation>La Carte de Maîtrise secondaire « tcts » du joueur.</translation>
    </message>
    <message>
        <source>no game is being played: set it up first (Setup)</source>
        <translation>aucune partie en cours : la mettre en place d&apos;abord (Setup)</translation>
    </message>
    <message>
        <source>input &quot;player&quot;: &quot;%1&quot; is not a player still in the game</source>
        <translation>entrée « player » : « %1 » n&apos;est pas un joueur encore en jeu</translation>
    </message>
    <message>
        <source>input &quot;card&quot;: a Mastery Card&apos;s name is 1 to %1 characters, a Chosen Troop&apos;s at most %1</source>
        <translation>entrée « card » : le nom d&apos;une Carte de Maîtrise a 1 à %1 caractères, celui d&apos;une Troupe choisie au plus %1</translation>
    </message>
    <message>
        <source>input &quot;chosen&quot;: %1 has no &quot;%2&quot; in the %3 column, where round %4 picks the Chosen Troop (Resolving Rounds)</source>
        <translation>entrée « chosen » : %1 n&apos;a pas de « %2 » dans la colonne %3, où le round %4 prend la Troupe choisie (Resolving Rounds)</translation>
    </message>
    <message>
        <source>%1 has placed a Mastery Card this round already; undo it to correct a mistake (Resolving Rounds)</source>
        <translation>%1 a déjà posé une Carte de Maîtrise ce round ; annulez-la pour corriger une erreur (Resolving Rounds)</translation>
    </message>
    <message>
        <source>%1 places the Mastery Card %2</source>
        <translation>%1 pose la Carte de Maîtrise %2</translation>
    </message>
    <message>
        <source>%1 places the Mastery Card %2, Chosen Troop %3</source>
        <translation>%1 pose la Carte de Maîtrise %2, Troupe choisie %3</translation>
    </message>
    <message>
        <source>%1 (his &apos;tcts&apos; Secondary Mastery Card)</source>
        <translation>%1 (sa Carte de Maîtrise secondaire « tcts »)</translation>
    </message>
    <message>
        <source>Duration %1, round %2: %3 of %4 Mastery Cards placed</source>
        <translation>Durée %1, round %2 : %3 Cartes de Maîtrise posées sur %4</translation>
    </message>
    <message>
        <source>the game is set up first (Setup)</source>
        <translation>la partie est d&apos;abord mise en place (Setup)</translation>
    </message>
    <message>
        <source>a Mastery Card is &quot;card&quot; and &quot;chosen&quot; (text, at most %1 characters) and &quot;tcts&quot; (true or false)</source>
        <translation>une Carte de Maîtrise est « card » et « chosen » (texte, au plus %1 caractères) et « tcts » (vrai ou faux)</translation>
    </message>
    <message>
        <source>the %1 rounds of Duration %2 are resolved: the End of Duration comes next, then round 1 of the next Duration (Resolving Rounds)</source>
        <translation>les %1 manches de la durée %2 sont résolues : vient ensuite la fin de la durée, puis la manche 1 de la durée suivante (Resolving Rounds)</translation>
    </message>
    <message>
        <source>the End of Duration %1</source>
        <translation>la fin de la durée %1</translation>
    </message>
    <message>
        <source>Choose your Mastery Card (Resolving Rounds)</source>
        <translation>Choisissez votre Carte de Maîtrise (Resolving Rounds)</translation>
    </message>
    <message>
        <source>Column: %1</source>
        <translation>Colonne : %1</translation>
    </message>
    <message>
        <source>From the %1 column (optional).</source>
        <translation>De la colonne %1 (facultatif).</translation>
    </message>
</context>
<context>
    <name>adj::HgRules</name>
    <message>
        <source>&quot;%1&quot; is not one of The Many</source>
        <translation>« %1 » n&apos;est pas l&apos;un des Multiples</translation>
    </message>
    <message>
        <source>the Standard Card has no name</source>
        <translation>la carte standard n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>The One has already used Standard Card %1 against %2: once per opponent</source>
        <translation>L&apos;Unique a déjà utilisé la carte standard %1 contre %2 : une fois par adversaire</translation>
    </message>
    <message>
        <source>The One uses Standard Card %1 against %2</source>
        <translation>L&apos;Unique utilise la carte standard %1 contre %2</translation>
    </message>
    <message>
        <source>a Stratagem Card needs a name and a cost of 0 or more</source>
        <translation>une carte de stratagème exige un nom et un coût de 0 ou plus</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stratagem Cards against %1 cost %2; The One&apos;s Tactics ML allows %3 per opponent</source>
        <translation>les cartes de stratagème contre %1 coûtent %2 ; le ML tactique de l&apos;Unique permet %3 par adversaire</translation>
    </message>
    <message>
        <source>The One places Stratagem Cards face down opposite %1: %2; cost %3 of Tactics ML %4</source>
        <translation>L&apos;Unique place des cartes de stratagème, face cachée, en face de %1 : %2 ; coût %3 sur un ML tactique de %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>the Unit Conflict Card has no name</source>
        <translation>la carte de conflit d&apos;unités n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>The One has not won the Duration against %1: no Unit Conflict Card</source>
        <translation>L&apos;Unique n&apos;a pas remporté la durée contre %1 : pas de carte de conflit d&apos;unités</translation>
    </message>
    <message>
        <source>The One places Unit Conflict Card %1 opposite %2</source>
        <translation>L&apos;Unique place la carte de conflit d&apos;unités %1 en face de %2</translation>
    </message>
    <message>
        <source>the game is over: %1</source>
        <translation>la partie est terminée : %1</translation>
    </message>
    <message>
        <source>To The Rescue only applies to The Many: The One receives no Troop Cards</source>
        <translation>À la rescousse ne concerne que les Multiples : l&apos;Unique ne reçoit pas de cartes de troupe</translation>
    </message>
    <message>
        <source>no player offers %1 Troop Cards</source>
        <translation>aucun joueur n&apos;offre de cartes de troupe à %1</translation>
    </message>
    <message>
        <source>To The Rescue only applies to The Many: The One gives no Troop Cards</source>
        <translation>À la rescousse ne concerne que les Multiples : l&apos;Unique ne donne pas de cartes de troupe</translation>
    </message>
    <message>
        <source>%1 cannot rescue himself</source>
        <translation>%1 ne peut pas se porter à sa propre rescousse</translation>
    </message>
    <message>
        <source>%1 made two offers to %2</source>
        <translation>%1 a fait deux offres à %2</translation>
    </message>
    <message>
        <source>%1 is offered Troop Cards by %2 and must pick one of them</source>
        <translation>%1 reçoit des offres de cartes de troupe de %2 et doit en choisir une</translation>
    </message>
    <message>
        <source>%1 did not offer Troop Cards to %2</source>
        <translation>%1 n&apos;a pas offert de cartes de troupe à %2</translation>
    </message>
    <message>
        <source>%1 gives no Troop Cards</source>
        <translation>%1 ne donne pas de cartes de troupe</translation>
    </message>
    <message>
        <source>%1 has %2 Troop Cards and %3 has %4: a player gives only with %5 or more cards more</source>
        <translation>%1 a %2 cartes de troupe et %3 en a %4 : un joueur ne donne que s&apos;il a au moins %5 cartes de plus</translation>
    </message>
    <message>
        <source>giving %1 Troop Cards would leave %2 with %3 and %4 with %5: the receiver never ends with more than the giver</source>
        <translation>donner %1 cartes de troupe laisserait %2 avec %3 et %4 avec %5 : celui qui reçoit ne finit jamais avec plus que celui qui donne</translation>
    </message>
    <message>
        <source>%1 has no Troop Card &quot;%2&quot; to give</source>
        <translation>%1 n&apos;a pas de carte de troupe « %2 » à donner</translation>
    </message>
    <message>
        <source>%1 carries %2&apos;s counter: it was given to %3 and cannot be passed on</source>
        <translation>%1 porte le jeton de %2 : cette carte a été donnée à %3 et ne peut pas être retransmise</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3 with a %4 counter on it (%3&apos;s %5 column)</source>
        <translation>%1 donne %2 à %3 avec un jeton %4 dessus (colonne %5 de %3)</translation>
    </message>
    <message>
        <source>%1 was offered cards by %2 and took %3&apos;s</source>
        <translation>%1 a reçu des offres de %2 et a pris celle de %3</translation>
    </message>
    <message>
        <source>move %1 from %2&apos;s Unit to %3&apos;s, each with a %4 counter</source>
        <translation>déplacer %1 de l&apos;unité de %2 vers celle de %3, chacune avec un jeton %4</translation>
    </message>
    <message>
        <source>a Glory Theft counter is placed at the beginning of a Duration, not in round %1</source>
        <translation>un jeton de vol de gloire se place au début d&apos;une durée, pas à la manche %1</translation>
    </message>
    <message>
        <source>Glory Theft only applies to The Many: no counter goes on The One&apos;s Battle Master</source>
        <translation>Le vol de gloire ne concerne que les Multiples : aucun jeton ne va sur le maître de bataille de l&apos;Unique</translation>
    </message>
    <message>
        <source>%1&apos;s Battle Master already carries %2&apos;s counter: one at a time</source>
        <translation>le maître de bataille de %1 porte déjà le jeton de %2 : un seul à la fois</translation>
    </message>
    <message>
        <source>%1 cannot steal his own Glory</source>
        <translation>%1 ne peut pas voler sa propre Gloire</translation>
    </message>
    <message>
        <source>%1&apos;s counter is already on %2&apos;s Battle Master</source>
        <translation>le jeton de %1 est déjà sur le maître de bataille de %2</translation>
    </message>
    <message>
        <source>%1 must pick one of %2 to place a counter</source>
        <translation>%1 doit choisir l&apos;un de ces joueurs pour placer un jeton : %2</translation>
    </message>
    <message>
        <source>%1 places a %2 counter on %3&apos;s Battle Master instead of selecting Stratagem Cards</source>
        <translation>%1 place un jeton %2 sur le maître de bataille de %3 au lieu de choisir des cartes de stratagème</translation>
    </message>
    <message>
        <source>%1 picked %2 among %3; the others may still pick Stratagem Cards</source>
        <translation>%1 a choisi %2 parmi %3 ; les autres peuvent encore choisir des cartes de stratagème</translation>
    </message>
    <message>
        <source>%1 has no counter on another player&apos;s Battle Master</source>
        <translation>%1 n&apos;a pas de jeton sur le maître de bataille d&apos;un autre joueur</translation>
    </message>
    <message>
        <source>%1 Guards only against a Mastery Card that beats his</source>
        <translation>%1 ne se met en garde que contre une carte de maîtrise qui bat la sienne</translation>
    </message>
    <message>
        <source>%1 cannot Guard: his Tactics ML %2 is not higher than %3&apos;s %4</source>
        <translation>%1 ne peut pas se mettre en garde : son ML tactique %2 n&apos;est pas supérieur à celui de %3 (%4)</translation>
    </message>
    <message>
        <source>%1&apos;s Mastery Card beats %2&apos;s: %2 loses %3 Glory (%4), %1 gains %5 (%6)</source>
        <translation>La carte de maîtrise de %1 bat celle de %2 : %2 perd %3 points de Gloire (%4), %1 en gagne %5 (%6)</translation>
    </message>
    <message>
        <source>%1 loses %2 Glory to %3</source>
        <translation>%1 perd %2 points de Gloire au profit de %3</translation>
    </message>
    <message>
        <source>%1 steals %2 Glory</source>
        <translation>%1 vole %2 points de Gloire</translation>
    </message>
    <message>
        <source>%1 Guards (Tactics ML %2 over %3): no winning Mastery Card; </source>
        <translation>%1 se met en garde (ML tactique %2 contre %3) : pas de carte de maîtrise gagnante ; </translation>
    </message>
    <message>
        <source>%1&apos;s Mastery Card does not beat %2&apos;s: </source>
        <translation>la carte de maîtrise de %1 ne bat pas celle de %2 : </translation>
    </message>
    <message>
        <source>the General sees through it: %1 loses %2 Glory (%3)</source>
        <translation>le général n&apos;est pas dupe : %1 perd %2 points de Gloire (%3)</translation>
    </message>
    <message>
        <source>%1 loses %2 Glory</source>
        <translation>%1 perd %2 points de Gloire</translation>
    </message>
    <message>
        <source>%1 is beaten</source>
        <translation>%1 est battu</translation>
    </message>
    <message>
        <source>The One</source>
        <translation>L&apos;Unique</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>%1&apos;s Unit has no Troop Cards</source>
        <translation>l&apos;unité de %1 n&apos;a pas de cartes de troupe</translation>
    </message>
    <message>
        <source>The One (%1) faces %2 opponents: %2 MP counters of %3 stacked on his Score Card</source>
        <translation>L&apos;Unique (%1) affronte %2 adversaires : %2 compteurs de MP de %3 empilés sur sa feuille de score</translation>
    </message>
    <message>
        <source>counter %1: %2 → %3</source>
        <translation>compteur %1 : %2 → %3</translation>
    </message>
    <message>
        <source>no counter changes</source>
        <translation>aucun compteur ne change</translation>
    </message>
    <message>
        <source>round %1 of a Duration of %2 rounds: resolve the End of Duration first</source>
        <translation>manche %1 d&apos;une durée de %2 manches : résolvez d&apos;abord la fin de la durée</translation>
    </message>
    <message>
        <source>round %1 of Duration %2: The One picks his Chosen Troop from his %3 column (any rank), The Many from their %4 column</source>
        <translation>manche %1 de la durée %2 : l&apos;Unique prend sa troupe choisie dans sa colonne %3 (n&apos;importe quel rang), les Multiples dans leur colonne %4</translation>
    </message>
    <message>
        <source>The One has no Troop Card &quot;%1&quot;</source>
        <translation>L&apos;Unique n&apos;a pas de carte de troupe « %1 »</translation>
    </message>
    <message>
        <source>The One&apos;s Chosen Troop %1 is in his %2 column; in round %3 it comes from the %4</source>
        <translation>La troupe choisie de l&apos;Unique, %1, est dans sa colonne %2 ; à la manche %3, elle vient de la colonne %4</translation>
    </message>
    <message>
        <source>two outcomes were entered for %1</source>
        <translation>deux résultats ont été saisis pour %1</translation>
    </message>
    <message>
        <source>%1: MP absorbed cannot be negative</source>
        <translation>%1 : les MP absorbés ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>%1: Damage cannot be negative</source>
        <translation>%1 : les dégâts ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>%1 has no Troop Card &quot;%2&quot;</source>
        <translation>%1 n&apos;a pas de carte de troupe « %2 »</translation>
    </message>
    <message>
        <source>%1&apos;s Chosen Troop %2 is in his %3 column; in round %4 it comes from the %5</source>
        <translation>La troupe choisie de %1, %2, est dans sa colonne %3 ; à la manche %4, elle vient de la colonne %5</translation>
    </message>
    <message>
        <source>%1&apos;s Chosen Troop %2 carries %3 rather than %4&apos;s counter</source>
        <translation>La troupe choisie de %1, %2, porte %3 au lieu du jeton de %4</translation>
    </message>
    <message>
        <source>no counter</source>
        <translation>aucun jeton</translation>
    </message>
    <message>
        <source>%1: the rescued card&apos;s counter must be another player of The Many&apos;s, not &quot;%2&quot;</source>
        <translation>%1 : le jeton de la carte secourue doit être celui d&apos;un autre joueur des Multiples, pas « %2 »</translation>
    </message>
    <message>
        <source>no outcome entered for %1: a round is resolved against every player of The Many</source>
        <translation>aucun résultat saisi pour %1 : une manche se résout contre chaque joueur des Multiples</translation>
    </message>
    <message>
        <source>The One absorbs MP once per opponent (%1 times): %2 = %3 MP from his stack: %4</source>
        <translation>L&apos;Unique absorbe des MP une fois par adversaire (%1 fois) : %2 = %3 MP pris sur sa pile : %4</translation>
    </message>
    <message>
        <source>The One absorbs %1 MP (%2)</source>
        <translation>L&apos;Unique absorbe %1 MP (%2)</translation>
    </message>
    <message>
        <source>against %1: %2 won%3</source>
        <translation>contre %1 : %2 l&apos;emporte%3</translation>
    </message>
    <message>
        <source>, %1 Guarded</source>
        <translation>, %1 en garde</translation>
    </message>
    <message>
        <source>%1 absorbs %2 MP: %3 → %4</source>
        <translation>%1 absorbe %2 MP : %3 → %4</translation>
    </message>
    <message>
        <source>%1 absorbs %2 MP</source>
        <translation>%1 absorbe %2 MP</translation>
    </message>
    <message>
        <source>The One does %1 Damage to %2: Damage counter %3</source>
        <translation>L&apos;Unique inflige %1 dégâts à %2 : compteur de dégâts %3</translation>
    </message>
    <message>
        <source>%1 takes %2 Damage</source>
        <translation>%1 subit %2 dégâts</translation>
    </message>
    <message>
        <source>%1 does %2 Damage to The One (Damage counter %3) and raises his Glory to %4</source>
        <translation>%1 inflige %2 dégâts à l&apos;Unique (compteur de dégâts %3) et porte sa Gloire à %4</translation>
    </message>
    <message>
        <source>The One takes %1 Damage from %2</source>
        <translation>L&apos;Unique subit %1 dégâts de la part de %2</translation>
    </message>
    <message>
        <source>%1 gains %2 Glory</source>
        <translation>%1 gagne %2 points de Gloire</translation>
    </message>
    <message>
        <source>the Chosen Troop carries %1&apos;s counter: %1&apos;s Glory also rises by %2 to %3</source>
        <translation>la troupe choisie porte le jeton de %1 : la Gloire de %1 augmente aussi de %2 et passe à %3</translation>
    </message>
    <message>
        <source>%1 gains %2 Glory for the rescued card</source>
        <translation>%1 gagne %2 points de Gloire pour la carte secourue</translation>
    </message>
    <message>
        <source>The One is Shaken against %1: a Damage Counter opposite %1</source>
        <translation>L&apos;Unique est ébranlé contre %1 : un jeton de dégâts en face de %1</translation>
    </message>
    <message>
        <source>The One is Shaken against %1 (marker opposite %1)</source>
        <translation>L&apos;Unique est ébranlé contre %1 (marqueur en face de %1)</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; won against %1: Stratagem Cards turned over: %2</source>
        <translation>&apos;tcts&apos; remporté contre %1 : cartes de stratagème retournées : %2</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; not won against %1: Stratagem Cards returned: %2</source>
        <translation>&apos;tcts&apos; non remporté contre %1 : cartes de stratagème rendues : %2</translation>
    </message>
    <message>
        <source>%1 has no MP left and is beaten</source>
        <translation>%1 n&apos;a plus de MP et est battu</translation>
    </message>
    <message>
        <source>all The One&apos;s MP counters are on 0: The One is beaten</source>
        <translation>tous les compteurs de MP de l&apos;Unique sont à 0 : l&apos;Unique est battu</translation>
    </message>
    <message>
        <source>The One (%1) is beaten: all his MP counters are on 0</source>
        <translation>L&apos;Unique (%1) est battu : tous ses compteurs de MP sont à 0</translation>
    </message>
    <message>
        <source>no round of Duration %1 has been resolved yet</source>
        <translation>aucune manche de la durée %1 n&apos;a encore été résolue</translation>
    </message>
    <message>
        <source>no player &quot;%1&quot; discards</source>
        <translation>le joueur « %1 » qui défausse n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 has no Troop Card &quot;%2&quot; to discard</source>
        <translation>%1 n&apos;a pas de carte de troupe « %2 » à défausser</translation>
    </message>
    <message>
        <source>%1&apos;s Damage counter (%2) is below the Discard Value of %3 (%4): no discard</source>
        <translation>Le compteur de dégâts de %1 (%2) est inférieur à la valeur de défausse de %3 (%4) : pas de défausse</translation>
    </message>
    <message>
        <source>The One discards %1: Discard Value %2 × %3 opponents = %4; Damage %5 → %6</source>
        <translation>L&apos;Unique défausse %1 : valeur de défausse %2 × %3 adversaires = %4 ; dégâts %5 → %6</translation>
    </message>
    <message>
        <source>%1 discards %2: Discard Value %3; Damage %4 → %5</source>
        <translation>%1 défausse %2 : valeur de défausse %3 ; dégâts %4 → %5</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 défausse %2</translation>
    </message>
    <message>
        <source>The One&apos;s Damage (%1) is above his MP counter (%2): he cannot be beaten this way</source>
        <translation>Les dégâts de l&apos;Unique (%1) dépassent son compteur de MP (%2) : il ne peut pas être battu ainsi</translation>
    </message>
    <message>
        <source>%1&apos;s Damage %2 still reaches the Discard Value of %3</source>
        <translation>Les dégâts de %1 (%2) atteignent toujours la valeur de défausse de %3</translation>
    </message>
    <message>
        <source>%1&apos;s Damage (%2) is above his MP (%3): beaten</source>
        <translation>Les dégâts de %1 (%2) dépassent ses MP (%3) : battu</translation>
    </message>
    <message>
        <source>%1 wins the Duration against The One (Discard Piles %2 to %3): he may swap two neighbour columns of his Unit</source>
        <translation>%1 remporte la durée contre l&apos;Unique (défausses %2 à %3) : il peut échanger deux colonnes voisines de son unité</translation>
    </message>
    <message>
        <source>The One wins the Duration against %1 (Discard Piles %2 to %3): he may swap two neighbour columns of %1&apos;s Unit and pick a Unit Conflict Card against him</source>
        <translation>L&apos;Unique remporte la durée contre %1 (défausses %2 à %3) : il peut échanger deux colonnes voisines de l&apos;unité de %1 et choisir une carte de conflit d&apos;unités contre lui</translation>
    </message>
    <message>
        <source>%1&apos;s counter is lifted from %2&apos;s Battle Master</source>
        <translation>Le jeton de %1 est retiré du maître de bataille de %2</translation>
    </message>
    <message>
        <source>no player, The One included, can swap the columns of The One&apos;s Unit</source>
        <translation>aucun joueur, l&apos;Unique compris, ne peut échanger les colonnes de l&apos;unité de l&apos;Unique</translation>
    </message>
    <message>
        <source>no player &quot;%1&quot;</source>
        <translation>pas de joueur « %1 »</translation>
    </message>
    <message>
        <source>only neighbour columns are swapped, not %1 and %2</source>
        <translation>seules des colonnes voisines s&apos;échangent, pas %1 et %2</translation>
    </message>
    <message>
        <source>%1 has not won a Duration that lets him swap %2&apos;s columns</source>
        <translation>%1 n&apos;a pas remporté de durée lui permettant d&apos;échanger les colonnes de %2</translation>
    </message>
    <message>
        <source>%1 swaps the %2 and %3 columns of %4&apos;s Unit</source>
        <translation>%1 échange les colonnes %2 et %3 de l&apos;unité de %4</translation>
    </message>
    <message>
        <source>The One (%1) wins: %2 beaten</source>
        <translation>L&apos;Unique (%1) l&apos;emporte ; battus : %2</translation>
    </message>
    <message>
        <source>The One and every player of The Many are beaten at the same time: nobody wins</source>
        <translation>L&apos;Unique et tous les joueurs des Multiples sont battus en même temps : personne ne l&apos;emporte</translation>
    </message>
    <message>
        <source> (%1 beaten at the same time)</source>
        <translation> (en même temps que %1)</translation>
    </message>
    <message>
        <source>The One is beaten%1: %2 wins with the most Glory (%3)</source>
        <translation>L&apos;Unique est battu%1 : %2 l&apos;emporte avec le plus de Gloire (%3)</translation>
    </message>
    <message>
        <source>The One is beaten%1: a tie on %2 Glory between %3</source>
        <translation>L&apos;Unique est battu%1 : égalité à %2 points de Gloire entre %3</translation>
    </message>
    <message>
        <source>%1 has not been dealt a Terrain Card</source>
        <translation>%1 n&apos;a pas reçu de carte de terrain</translation>
    </message>
    <message>
        <source>%1&apos;s Unit moves onto %2 at the %3 Combat Level</source>
        <translation>L&apos;unité de %1 se place sur %2 au niveau de combat %3</translation>
    </message>
    <message>
        <source>The One&apos;s Unit is on no Terrain Card: only The Many move Combat Levels</source>
        <translation>L&apos;unité de l&apos;Unique n&apos;est sur aucune carte de terrain : seuls les Multiples changent de niveau de combat</translation>
    </message>
    <message>
        <source>the Combat Level has no name</source>
        <translation>le niveau de combat n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>%1 moves to the %2 Combat Level; The One uses %1&apos;s terrain modifiers against him</source>
        <translation>%1 passe au niveau de combat %2 ; l&apos;Unique utilise contre lui les modificateurs de terrain de %1</translation>
    </message>
</context>
<context>
    <name>adj::HgTable</name>
    <message>
        <source>table entry %1 is missing</source>
        <translation>l&apos;entrée de table %1 est absente</translation>
    </message>
    <message>
        <source>table entry %1 must be one of %2</source>
        <translation>l&apos;entrée de table %1 doit être l&apos;une des valeurs suivantes : %2</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centrale</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>table entry players.maxOpponents (%1) is below players.minOpponents (%2)</source>
        <translation>l&apos;entrée de table players.maxOpponents (%1) est inférieure à players.minOpponents (%2)</translation>
    </message>
    <message>
        <source>table entry players.columns must be 3</source>
        <translation>l&apos;entrée de table players.columns doit valoir 3</translation>
    </message>
    <message>
        <source>table entry many.gloryStart is below glory.minimum</source>
        <translation>l&apos;entrée de table many.gloryStart est inférieure à glory.minimum</translation>
    </message>
    <message>
        <source>table entry terrain.startLevel must name a Combat Level</source>
        <translation>l&apos;entrée de table terrain.startLevel doit désigner un niveau de combat</translation>
    </message>
</context>
<context>
    <name>adj::HgTerrain</name>
    <message>
        <source>%1 (Secondary)</source>
        <translation>%1 (secondaire)</translation>
    </message>
    <message>
        <source>a Terrain Card has no name</source>
        <translation>une carte de terrain n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>Terrain Card %1 appears twice in the deck</source>
        <translation>la carte de terrain %1 apparaît deux fois dans le paquet</translation>
    </message>
    <message>
        <source>the Terrain deck has no non-Secondary Terrain Card</source>
        <translation>le paquet de terrains n&apos;a aucune carte de terrain non secondaire</translation>
    </message>
    <message>
        <source>shuffle: card %1 from the top</source>
        <translation>mélange : carte %1 depuis le dessus</translation>
    </message>
    <message>
        <source>The One shuffles the Terrain deck (%1 cards; dice %2)</source>
        <translation>L&apos;Unique mélange le paquet de terrains (%1 cartes ; dés %2)</translation>
    </message>
    <message>
        <source>a deck of %1 card(s) cannot be cut</source>
        <translation>un paquet de %1 carte(s) ne peut pas être coupé</translation>
    </message>
    <message>
        <source>cut at %1: the cut takes 1 to %2 cards from the top</source>
        <translation>coupe à %1 : la coupe prend de 1 à %2 cartes sur le dessus</translation>
    </message>
    <message>
        <source>the Terrain deck is cut: %1 cards from the top go to the bottom</source>
        <translation>le paquet de terrains est coupé : %1 cartes du dessus passent dessous</translation>
    </message>
    <message>
        <source>cut of the Terrain deck</source>
        <translation>coupe du paquet de terrains</translation>
    </message>
    <message>
        <source>the Terrain deck has no non-Secondary Terrain Card left for %1</source>
        <translation>le paquet de terrains n&apos;a plus de carte de terrain non secondaire pour %1</translation>
    </message>
    <message>
        <source>%1 is another Secondary Terrain: to the bottom of the deck</source>
        <translation>%1 est un autre terrain secondaire : sous le paquet</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 reçoit %2</translation>
    </message>
    <message>
        <source>no players to deal Terrain Cards to</source>
        <translation>aucun joueur à qui distribuer les cartes de terrain</translation>
    </message>
    <message>
        <source>the Terrain Cards have already been dealt</source>
        <translation>les cartes de terrain ont déjà été distribuées</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; is empty or named twice</source>
        <translation>le joueur « %1 » est vide ou nommé deux fois</translation>
    </message>
    <message>
        <source>%1 has not been dealt a Terrain Card</source>
        <translation>%1 n&apos;a pas reçu de carte de terrain</translation>
    </message>
    <message>
        <source>%1 has used his veto</source>
        <translation>%1 a utilisé son veto</translation>
    </message>
    <message>
        <source>%1 vetoes %2: placed to one side</source>
        <translation>%1 oppose son veto à %2 : carte mise de côté</translation>
    </message>
    <message>
        <source>%1 is on no Terrain Card</source>
        <translation>%1 n&apos;est sur aucune carte de terrain</translation>
    </message>
    <message>
        <source>Move Terrain: %1&apos;s %2 is replaced by %3; the Unit keeps its Combat Level</source>
        <translation>Déplacer le terrain : %2 de %1 est remplacé par %3 ; l&apos;unité garde son niveau de combat</translation>
    </message>
    <message>
        <source>the shuffle, one die per card, each with as many faces as cards left</source>
        <translation>le mélange, un dé par carte, chacun avec autant de faces qu&apos;il reste de cartes</translation>
    </message>
    <message>
        <source>when Adjutant shuffles</source>
        <translation>quand Adjutant mélange</translation>
    </message>
    <message>
        <source>the cut, one die with a face per card that may be lifted</source>
        <translation>la coupe, un dé avec une face par carte qui peut être soulevée</translation>
    </message>
    <message>
        <source>when no cut is given</source>
        <translation>quand aucune coupe n&apos;est indiquée</translation>
    </message>
    <message>
        <source>a card drawn from the shuffled deck, one die per card</source>
        <translation>une carte tirée du paquet mélangé, un dé par carte</translation>
    </message>
    <message>
        <source>for each card dealt from a deck shuffled by Adjutant</source>
        <translation>pour chaque carte distribuée d&apos;un paquet mélangé par Adjutant</translation>
    </message>
</context>
<context>
    <name>adj::HgTerrainDeck</name>
    <message>
        <source>vetoes of %1 must be 0 or more</source>
        <translation>le nombre de vetos de %1 doit être de 0 ou plus</translation>
    </message>
    <message>
        <source>a Terrain Card has no name</source>
        <translation>une carte de terrain n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>Terrain Card %1 appears twice</source>
        <translation>la carte de terrain %1 apparaît deux fois</translation>
    </message>
</context>
<context>
    <name>adj::HgTerrainDraw</name>
    <message>
        <source>The One shuffles the Terrain deck (%1 cards)</source>
        <translation>L&apos;Unique mélange le paquet de terrains (%1 cartes)</translation>
    </message>
    <message>
        <source>a deck of %1 card(s) cannot be cut</source>
        <translation>un paquet de %1 carte(s) ne peut pas être coupé</translation>
    </message>
    <message>
        <source>cut of the Terrain deck</source>
        <translation>coupe du paquet de terrains</translation>
    </message>
    <message>
        <source>cut at %1: the cut takes 1 to %2 cards from the top</source>
        <translation>coupe à %1 : la coupe prend de 1 à %2 cartes sur le dessus</translation>
    </message>
    <message>
        <source>the Terrain deck is cut: %1 cards from the top go to the bottom</source>
        <translation>le paquet de terrains est coupé : %1 cartes du dessus passent dessous</translation>
    </message>
    <message>
        <source>shuffled deck: the card on top (1-%1 of the unseen cards)</source>
        <translation>paquet mélangé : la carte du dessus (1-%1 parmi les cartes non vues)</translation>
    </message>
    <message>
        <source>the Terrain deck has no non-Secondary Terrain Card left for %1</source>
        <translation>le paquet de terrains n&apos;a plus de carte de terrain non secondaire pour %1</translation>
    </message>
    <message>
        <source>%1 is another Secondary Terrain: to the bottom of the deck</source>
        <translation>%1 est un autre terrain secondaire : sous le paquet</translation>
    </message>
    <message>
        <source>%1 (Secondary)</source>
        <translation>%1 (secondaire)</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 reçoit %2</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; is empty or named twice</source>
        <translation>le joueur « %1 » est vide ou nommé deux fois</translation>
    </message>
    <message>
        <source>%1 has not been dealt a Terrain Card</source>
        <translation>%1 n&apos;a pas reçu de carte de terrain</translation>
    </message>
    <message>
        <source>%1 has used his veto</source>
        <translation>%1 a utilisé son veto</translation>
    </message>
    <message>
        <source>%1 vetoes %2: placed to one side</source>
        <translation>%1 oppose son veto à %2 : carte mise de côté</translation>
    </message>
</context>
<context>
    <name>adj::HgTurn</name>
    <message>
        <source>%1: select and place a Mastery Card for round %2 of Duration %3</source>
        <translation>%1 : choisir et poser une Carte de Maîtrise pour la manche %2 de la durée %3</translation>
    </message>
    <message>
        <source>Round %1 of Duration %2: resolve The One&apos;s Mastery Card against each of The Many</source>
        <translation>Manche %1 de la durée %2 : résoudre la Carte de Maîtrise de l&apos;Unique contre chacun des Multiples</translation>
    </message>
    <message>
        <source>%1 won the Duration against %2: he may swap two neighbour columns of %2&apos;s Unit</source>
        <translation>%1 a remporté la durée contre %2 : il peut échanger deux colonnes voisines de l&apos;unité de %2</translation>
    </message>
    <message>
        <source>The One won the Duration against %1: he may pick a Unit Conflict Card against him</source>
        <translation>L&apos;Unique a remporté la durée contre %1 : il peut choisir une carte de conflit d&apos;unités contre lui</translation>
    </message>
    <message>
        <source>Duration %1 ends: Duration %2 begins with round 1</source>
        <translation>La durée %1 se termine : la durée %2 commence par la manche 1</translation>
    </message>
    <message>
        <source>round %1 was the last of Duration %2: the End of Duration is next</source>
        <translation>la manche %1 était la dernière de la durée %2 : vient ensuite la fin de la durée</translation>
    </message>
    <message>
        <source>round %1 of Duration %2 is next</source>
        <translation>vient ensuite la manche %1 de la durée %2</translation>
    </message>
    <message>
        <source>The game is not set up: one player a side, The One&apos;s MP counters on 50</source>
        <translation>La partie n&apos;est pas mise en place : un joueur par camp, les compteurs de MP de l&apos;Unique sur 50</translation>
    </message>
    <message>
        <source>End of Duration %1: the discards, Damage above MP, and who won the Duration</source>
        <translation>Fin de la durée %1 : les défausses, les dégâts au-dessus des MP, et qui a remporté la durée</translation>
    </message>
</context>
<context>
    <name>adj::HonourGlory</name>
    <message>
        <source>&apos;tcts&apos; beats %1: turn over the Stratagem Cards opposite %1</source>
        <translation>&apos;tcts&apos; bat %1 : retournez les cartes de stratagème en face de %1</translation>
    </message>
    <message>
        <source>&apos;tcts&apos; does not beat %1: return the Stratagem Cards opposite %1 to The One&apos;s pile</source>
        <translation>&apos;tcts&apos; ne bat pas %1 : remettez les cartes de stratagème en face de %1 dans la pile de l&apos;Unique</translation>
    </message>
    <message>
        <source>The One flips his Battle Master</source>
        <translation>L&apos;Unique retourne son maître de bataille</translation>
    </message>
    <message>
        <source>%1 may swap two neighbour columns of %2&apos;s Unit</source>
        <translation>%1 peut échanger deux colonnes voisines de l&apos;unité de %2</translation>
    </message>
    <message>
        <source>Honour &amp; Glory (cards)</source>
        <translation>Honour &amp; Glory (cartes)</translation>
    </message>
    <message>
        <source>The One</source>
        <translation>L&apos;Unique</translation>
    </message>
    <message>
        <source>The One&apos;s name (his side in the battle).</source>
        <translation>Le nom de l&apos;Unique (son camp dans la bataille).</translation>
    </message>
    <message>
        <source>Players of The Many</source>
        <translation>Joueurs des Multiples</translation>
    </message>
    <message>
        <source>How many players oppose The One; fill p1 .. pN.</source>
        <translation>Nombre de joueurs opposés à l&apos;Unique ; remplissez p1 .. pN.</translation>
    </message>
    <message>
        <source>The One&apos;s MP counters</source>
        <translation>Compteurs de MP de l&apos;Unique</translation>
    </message>
    <message>
        <source>His stack, top first (&quot;0,40,50&quot;); empty: a full stack, one counter per opponent.</source>
        <translation>Sa pile, du dessus vers le dessous (« 0,40,50 ») ; vide : une pile complète, un compteur par adversaire.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>The One&apos;s Mastery Card is resolved against every player of The Many. Enter each pairing&apos;s outcome from the Unit vs. Unit rules; Adjutant absorbs The One&apos;s MP once per opponent from his stack, adds Damage, raises Glory (also the giver&apos;s of a rescued card) and places Shaken markers.</source>
        <translation>La carte de maîtrise de l&apos;Unique est résolue contre chaque joueur des Multiples. Saisissez le résultat de chaque affrontement d&apos;après les règles Unité contre Unité ; Adjutant retire de sa pile les MP absorbés par l&apos;Unique, une fois par adversaire, ajoute les dégâts, augmente la Gloire (aussi celle du donneur d&apos;une carte secourue) et place les marqueurs ébranlés.</translation>
    </message>
    <message>
        <source>Round of the Duration</source>
        <translation>Manche de la durée</translation>
    </message>
    <message>
        <source>Gives the columns of the Chosen Troops.</source>
        <translation>Donne les colonnes des troupes choisies.</translation>
    </message>
    <message>
        <source>The One plays &apos;tcts&apos;</source>
        <translation>L&apos;Unique joue &apos;tcts&apos;</translation>
    </message>
    <message>
        <source>His Stratagem Cards are turned over where he wins, returned where he does not.</source>
        <translation>Ses cartes de stratagème sont retournées là où il l&apos;emporte, rendues là où il perd.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Name of player %1 of The Many (his side).</source>
        <translation>Nom du joueur %1 des Multiples (son camp).</translation>
    </message>
    <message>
        <source>%1: won by</source>
        <translation>%1 : remporté par</translation>
    </message>
    <message>
        <source>Whose Mastery Card won the pairing.</source>
        <translation>Celui dont la carte de maîtrise a remporté l&apos;affrontement.</translation>
    </message>
    <message>
        <source>%1: Guarded by</source>
        <translation>%1 : en garde</translation>
    </message>
    <message>
        <source>Who Guarded.</source>
        <translation>Le joueur qui s&apos;est mis en garde.</translation>
    </message>
    <message>
        <source>%1: MP The One absorbs</source>
        <translation>%1 : MP absorbés par l&apos;Unique</translation>
    </message>
    <message>
        <source>MP The One absorbs against this player (once per opponent).</source>
        <translation>MP que l&apos;Unique absorbe contre ce joueur (une fois par adversaire).</translation>
    </message>
    <message>
        <source>%1: MP absorbed</source>
        <translation>%1 : MP absorbés</translation>
    </message>
    <message>
        <source>MP this player absorbs.</source>
        <translation>MP que ce joueur absorbe.</translation>
    </message>
    <message>
        <source>%1: MP counter now</source>
        <translation>%1 : compteur de MP actuel</translation>
    </message>
    <message>
        <source>This player&apos;s MP counter before the round (optional: to see him beaten at 0).</source>
        <translation>Le compteur de MP de ce joueur avant la manche (facultatif : pour le voir battu à 0).</translation>
    </message>
    <message>
        <source>%1: Glory now</source>
        <translation>%1 : Gloire actuelle</translation>
    </message>
    <message>
        <source>This player&apos;s Glory counter before the round (for the winner if The One falls).</source>
        <translation>Le compteur de Gloire de ce joueur avant la manche (pour le vainqueur si l&apos;Unique tombe).</translation>
    </message>
    <message>
        <source>%1: Damage to The One</source>
        <translation>%1 : dégâts infligés à l&apos;Unique</translation>
    </message>
    <message>
        <source>Damage this player does to The One: also his Glory.</source>
        <translation>Dégâts que ce joueur inflige à l&apos;Unique : c&apos;est aussi sa Gloire.</translation>
    </message>
    <message>
        <source>%1: Damage taken</source>
        <translation>%1 : dégâts subis</translation>
    </message>
    <message>
        <source>Damage The One does to this player.</source>
        <translation>Dégâts que l&apos;Unique inflige à ce joueur.</translation>
    </message>
    <message>
        <source>%1: The One Shaken</source>
        <translation>%1 : l&apos;Unique ébranlé</translation>
    </message>
    <message>
        <source>The One is Shaken against this player.</source>
        <translation>L&apos;Unique est ébranlé contre ce joueur.</translation>
    </message>
    <message>
        <source>%1: rescued card from</source>
        <translation>%1 : carte secourue venant de</translation>
    </message>
    <message>
        <source>The player whose coloured counter is on this player&apos;s Chosen Troop.</source>
        <translation>Le joueur dont le jeton de couleur est sur la troupe choisie de ce joueur.</translation>
    </message>
    <message>
        <source>End of Duration</source>
        <translation>Fin de la durée</translation>
    </message>
    <message>
        <source>Discards with The One&apos;s Discard Values multiplied by the number of opponents, Damage above MP beating The Many (never The One), and who won the Duration against whom (column swaps).</source>
        <translation>Défausses avec les valeurs de défausse de l&apos;Unique multipliées par le nombre d&apos;adversaires, dégâts supérieurs aux MP qui battent les Multiples (jamais l&apos;Unique), et qui a remporté la durée contre qui (échanges de colonnes).</translation>
    </message>
    <message>
        <source>The One&apos;s Damage</source>
        <translation>Dégâts de l&apos;Unique</translation>
    </message>
    <message>
        <source>His Damage counter now.</source>
        <translation>Son compteur de dégâts actuel.</translation>
    </message>
    <message>
        <source>The One&apos;s Discard Pile</source>
        <translation>Défausse de l&apos;Unique</translation>
    </message>
    <message>
        <source>Cards in it before discarding.</source>
        <translation>Cartes qu&apos;elle contient avant de défausser.</translation>
    </message>
    <message>
        <source>The One discards</source>
        <translation>L&apos;Unique défausse</translation>
    </message>
    <message>
        <source>Troop Cards he discards with their printed Discard Values: &quot;Pikes=10, Archers=5&quot;.</source>
        <translation>Cartes de troupe qu&apos;il défausse, avec leur valeur de défausse imprimée : « Piquiers=10, Archers=5 ».</translation>
    </message>
    <message>
        <source>%1: MP counter</source>
        <translation>%1 : compteur de MP</translation>
    </message>
    <message>
        <source>His MP counter now (required).</source>
        <translation>Son compteur de MP actuel (obligatoire).</translation>
    </message>
    <message>
        <source>%1: Damage</source>
        <translation>%1 : dégâts</translation>
    </message>
    <message>
        <source>%1: Discard Pile</source>
        <translation>%1 : défausse</translation>
    </message>
    <message>
        <source>Cards in his Discard Pile before discarding.</source>
        <translation>Cartes dans sa défausse avant de défausser.</translation>
    </message>
    <message>
        <source>%1: discards</source>
        <translation>%1 : cartes défaussées</translation>
    </message>
    <message>
        <source>&quot;Name=Discard Value, ...&quot;.</source>
        <translation>« Nom=valeur de défausse, ... ».</translation>
    </message>
    <message>
        <source>%1: Glory</source>
        <translation>%1 : Gloire</translation>
    </message>
    <message>
        <source>His Glory counter (for the winner if The One falls).</source>
        <translation>Son compteur de Gloire (pour le vainqueur si l&apos;Unique tombe).</translation>
    </message>
    <message>
        <source>Glory Theft</source>
        <translation>Vol de gloire</translation>
    </message>
    <message>
        <source>Resolved on the thief&apos;s &apos;tcts&apos; round against the player whose Battle Master carries his counter: a winning Mastery Card moves Glory from that player to the thief; otherwise the thief loses Glory. Guarding, allowed with a higher Tactics ML, means no win.</source>
        <translation>Résolu lors de la manche &apos;tcts&apos; du voleur contre le joueur dont le maître de bataille porte son jeton : une carte de maîtrise gagnante transfère de la Gloire de ce joueur au voleur ; sinon le voleur perd de la Gloire. La garde, permise avec un ML tactique supérieur, empêche toute victoire.</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <source>The player of The Many whose counter is on the other&apos;s Battle Master.</source>
        <translation>Le joueur des Multiples dont le jeton est sur le maître de bataille de l&apos;autre.</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>Victime</translation>
    </message>
    <message>
        <source>The player whose Battle Master carries the counter.</source>
        <translation>Le joueur dont le maître de bataille porte le jeton.</translation>
    </message>
    <message>
        <source>Thief&apos;s Tactics ML</source>
        <translation>ML tactique du voleur</translation>
    </message>
    <message>
        <source>His Battle Master&apos;s Tactics ML.</source>
        <translation>Le ML tactique de son maître de bataille.</translation>
    </message>
    <message>
        <source>Victim&apos;s Tactics ML</source>
        <translation>ML tactique de la victime</translation>
    </message>
    <message>
        <source>Thief&apos;s Glory</source>
        <translation>Gloire du voleur</translation>
    </message>
    <message>
        <source>His Glory counter now.</source>
        <translation>Son compteur de Gloire actuel.</translation>
    </message>
    <message>
        <source>Victim&apos;s Glory</source>
        <translation>Gloire de la victime</translation>
    </message>
    <message>
        <source>Thief&apos;s Mastery Card beats the victim&apos;s</source>
        <translation>La carte du voleur l&apos;emporte</translation>
    </message>
    <message>
        <source>Entered from the Unit vs. Unit rules.</source>
        <translation>Saisi d&apos;après les règles Unité contre Unité.</translation>
    </message>
    <message>
        <source>Victim Guards</source>
        <translation>Victime en garde</translation>
    </message>
    <message>
        <source>Only with a higher Tactics ML than the thief&apos;s.</source>
        <translation>Seulement avec un ML tactique supérieur à celui du voleur.</translation>
    </message>
    <message>
        <source>Terrain deal</source>
        <translation>Distribution des terrains</translation>
    </message>
    <message>
        <source>The One shuffles the Terrain deck, another player cuts and one Terrain Card is dealt to each player of The Many; a Secondary Terrain gets another card, a second Secondary goes to the bottom. A veto sets the deal aside, the deck is cut again and the player is dealt again.</source>
        <translation>L&apos;Unique mélange le paquet de terrains, un autre joueur coupe et une carte de terrain est distribuée à chaque joueur des Multiples ; un terrain secondaire reçoit une autre carte, un second terrain secondaire va sous le paquet. Un veto met la carte distribuée de côté, le paquet est coupé à nouveau et le joueur reçoit une nouvelle carte.</translation>
    </message>
    <message>
        <source>Terrain deck</source>
        <translation>Paquet de terrains</translation>
    </message>
    <message>
        <source>Card names, top first before the shuffle: &quot;Forest, Hill, ...&quot;.</source>
        <translation>Noms des cartes, du dessus vers le dessous, avant le mélange : « Forêt, Colline, ... ».</translation>
    </message>
    <message>
        <source>Secondary Terrain</source>
        <translation>Terrain secondaire</translation>
    </message>
    <message>
        <source>Which of the deck&apos;s cards are Secondary Terrain.</source>
        <translation>Les cartes du paquet qui sont des terrains secondaires.</translation>
    </message>
    <message>
        <source>The Many</source>
        <translation>Les Multiples</translation>
    </message>
    <message>
        <source>The players of The Many in the order they are dealt to.</source>
        <translation>Les joueurs des Multiples, dans l&apos;ordre de distribution.</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Coupe</translation>
    </message>
    <message>
        <source>Cards the cutting player lifts; 0: rolled.</source>
        <translation>Cartes que soulève le joueur qui coupe ; 0 : tirée aux dés.</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélange</translation>
    </message>
    <message>
        <source>Adjutant shuffles with dice; off: the deck is in the order given.</source>
        <translation>Adjutant mélange avec des dés ; désactivé : le paquet reste dans l&apos;ordre indiqué.</translation>
    </message>
    <message>
        <source>Vetoes</source>
        <translation>Vetos</translation>
    </message>
    <message>
        <source>Players who veto their card, in order (one veto each).</source>
        <translation>Joueurs qui opposent leur veto à leur carte, dans l&apos;ordre (un veto chacun).</translation>
    </message>
    <message>
        <source>Cuts after vetoes</source>
        <translation>Coupes après les vetos</translation>
    </message>
    <message>
        <source>The cut after each veto; empty: rolled.</source>
        <translation>La coupe après chaque veto ; vide : tirée aux dés.</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2; a Glory counter never goes below %3</source>
        <translation>l&apos;entrée « %1 » vaut %2 ; un compteur de Gloire ne descend jamais sous %3</translation>
    </message>
    <message>
        <source>input &quot;one&quot; (The One&apos;s name) is empty</source>
        <translation>l&apos;entrée « one » (le nom de l&apos;Unique) est vide</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given but only %2 players of The Many were entered (opponents)</source>
        <translation>l&apos;entrée « %1 » est indiquée, mais seuls %2 joueurs des Multiples ont été saisis (opponents)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; (the name of player %2 of The Many) is required</source>
        <translation>l&apos;entrée « %1 » (le nom du joueur %2 des Multiples) est requise</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is already a player</source>
        <translation>entrée « %1 » : « %2 » est déjà un joueur</translation>
    </message>
    <message>
        <source>input &quot;mpStack&quot;: &quot;%1&quot; is not an MP counter from 0 to %2</source>
        <translation>entrée « mpStack » : « %1 » n&apos;est pas un compteur de MP de 0 à %2</translation>
    </message>
    <message>
        <source>input &quot;mpStack&quot; has %1 counters; The One has one per opponent (%2)</source>
        <translation>l&apos;entrée « mpStack » a %1 compteurs ; l&apos;Unique en a un par adversaire (%2)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; must read Name=Discard Value (0 or more)</source>
        <translation>entrée « %1 » : « %2 » doit s&apos;écrire Nom=valeur de défausse (0 ou plus)</translation>
    </message>
    <message>
        <source>the round needs the honour-glory rule table</source>
        <translation>la manche exige la table de règles honour-glory</translation>
    </message>
    <message>
        <source>input &quot;opponents&quot; is %1; The One faces %2 to %3 players of The Many</source>
        <translation>l&apos;entrée « opponents » vaut %1 ; l&apos;Unique affronte de %2 à %3 joueurs des Multiples</translation>
    </message>
    <message>
        <source>input &quot;round&quot; is %1; a Duration has %2 rounds</source>
        <translation>l&apos;entrée « round » vaut %1 ; une durée compte %2 manches</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; (%2&apos;s MP counter before the round) is required</source>
        <translation>l&apos;entrée « %1 » (le compteur de MP de %2 avant la manche) est requise</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not one of the players p1..p%3</source>
        <translation>entrée « %1 » : « %2 » n&apos;est pas l&apos;un des joueurs p1..p%3</translation>
    </message>
    <message>
        <source>the End of Duration needs the honour-glory rule table</source>
        <translation>la fin de la durée exige la table de règles honour-glory</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; (%2&apos;s MP counter) is required</source>
        <translation>l&apos;entrée « %1 » (le compteur de MP de %2) est requise</translation>
    </message>
    <message>
        <source>Glory Theft needs the honour-glory rule table</source>
        <translation>le vol de gloire exige la table de règles honour-glory</translation>
    </message>
    <message>
        <source>inputs &quot;thief&quot; and &quot;victim&quot; name two players of The Many</source>
        <translation>les entrées « thief » et « victim » désignent deux joueurs des Multiples</translation>
    </message>
    <message>
        <source>input &quot;victim&quot;: a player cannot steal his own Glory</source>
        <translation>entrée « victim » : un joueur ne peut pas voler sa propre Gloire</translation>
    </message>
    <message>
        <source>the Terrain deal needs the honour-glory rule table</source>
        <translation>la distribution des terrains exige la table de règles honour-glory</translation>
    </message>
    <message>
        <source>input &quot;secondary&quot;: &quot;%1&quot; is not a card of the deck</source>
        <translation>entrée « secondary » : « %1 » n&apos;est pas une carte du paquet</translation>
    </message>
    <message>
        <source>input &quot;deck&quot;: %1</source>
        <translation>entrée « deck » : %1</translation>
    </message>
    <message>
        <source>input &quot;players&quot; names %1 players; The One faces %2 to %3</source>
        <translation>l&apos;entrée « players » désigne %1 joueurs ; l&apos;Unique en affronte de %2 à %3</translation>
    </message>
    <message>
        <source>input &quot;vetoCuts&quot; gives %1 cuts for %2 vetoes</source>
        <translation>l&apos;entrée « vetoCuts » donne %1 coupes pour %2 vetos</translation>
    </message>
    <message>
        <source>input &quot;vetoes&quot;: &quot;%1&quot; is not one of the players</source>
        <translation>entrée « vetoes » : « %1 » n&apos;est pas l&apos;un des joueurs</translation>
    </message>
    <message>
        <source>input &quot;deck&quot; holds %1 cards; at most 200</source>
        <translation>l&apos;entrée « deck » contient %1 cartes ; 200 au maximum</translation>
    </message>
    <message>
        <source>exact odds of this Terrain deal would walk up to %1 card sequences (%2 cards, %3 Secondary, %4 deals); they are given for smaller decks, or per player with fewer Secondary cards</source>
        <translation>les probabilités exactes de cette distribution des terrains parcourraient jusqu&apos;à %1 séquences de cartes (%2 cartes, %3 secondaires, %4 distributions) ; elles sont données pour des paquets plus petits, ou par joueur avec moins de cartes secondaires</translation>
    </message>
    <message>
        <source>%1&apos;s Unit goes on %2 at the %3 Combat Level</source>
        <translation>L&apos;unité de %1 va sur %2 au niveau de combat %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given but the game has only %2 players of The Many</source>
        <translation>l&apos;entrée « %1 » est indiquée, mais la partie ne compte que %2 joueurs des Multiples</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not one of The Many (%3)</source>
        <translation>entrée « %1 » : « %2 » n&apos;est pas l&apos;un des Multiples (%3)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2 already has a slot; name each player once</source>
        <translation>entrée « %1 » : %2 a déjà un emplacement ; nommez chaque joueur une seule fois</translation>
    </message>
    <message>
        <source>Optional: the player of The Many in slot %1; empty slots take the players not named, in seat order.</source>
        <translation>Facultatif : le joueur des Multiples à l&apos;emplacement %1 ; les emplacements vides reçoivent les joueurs non nommés, dans l&apos;ordre des places.</translation>
    </message>
    <message>
        <source>Starts the game from the battle: one side per player, each with one Unit (The One&apos;s of type The One); army cost, colour, Battle Master&apos;s Tactics ML and the three columns of Troop Cards are the Unit&apos;s attributes. The One gets one MP counter of 50 per opponent; Glory starts at 0.</source>
        <translation>Lance la partie à partir de la bataille : un camp par joueur, chacun avec une unité (celle de l&apos;Unique étant du type « L&apos;Unique ») ; le coût d&apos;armée, la couleur, le ML tactique du maître de bataille et les trois colonnes de cartes de troupe sont les attributs de l&apos;unité. L&apos;Unique reçoit un compteur de 50 MP par adversaire ; la Gloire commence à 0.</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Replaces a game under way (the old one stays in the log).</source>
        <translation>Remplace une partie en cours (l&apos;ancienne reste dans le journal).</translation>
    </message>
    <message>
        <source>The One&apos;s Mastery Card against every player of The Many (slot 1 is the first of The Many in seat order). Enter each pairing&apos;s outcome; Adjutant absorbs The One&apos;s MP from his stack, adds Damage, raises Glory (also a rescued card&apos;s giver&apos;s) and places Shaken markers.</source>
        <translation>La carte de maîtrise de l&apos;Unique contre chaque joueur des Multiples (l&apos;emplacement 1 est le premier des Multiples dans l&apos;ordre des places). Saisissez le résultat de chaque affrontement ; Adjutant retire de sa pile les MP absorbés par l&apos;Unique, ajoute les dégâts, augmente la Gloire (aussi celle du donneur d&apos;une carte secourue) et place les marqueurs ébranlés.</translation>
    </message>
    <message>
        <source>The One&apos;s Chosen Troop</source>
        <translation>Troupe choisie de l&apos;Unique</translation>
    </message>
    <message>
        <source>Optional: checked against the column of this round.</source>
        <translation>Facultatif : vérifiée par rapport à la colonne de cette manche.</translation>
    </message>
    <message>
        <source>MP The One absorbs against this player.</source>
        <translation>MP que l&apos;Unique absorbe contre ce joueur.</translation>
    </message>
    <message>
        <source>%1: Chosen Troop</source>
        <translation>%1 : troupe choisie</translation>
    </message>
    <message>
        <source>Optional: checked against the column; a rescued card&apos;s counter credits its giver.</source>
        <translation>Facultatif : vérifiée par rapport à la colonne ; le jeton d&apos;une carte secourue crédite son donneur.</translation>
    </message>
    <message>
        <source>Without a Chosen Troop: the player whose counter is on it.</source>
        <translation>Sans troupe choisie : le joueur dont le jeton se trouve dessus.</translation>
    </message>
    <message>
        <source>Discards (The One&apos;s Discard Values times the number of opponents), Damage above MP beating The Many (never The One), and who won the Duration against whom.</source>
        <translation>Défausses (valeurs de défausse de l&apos;Unique multipliées par le nombre d&apos;adversaires), dégâts supérieurs aux MP qui battent les Multiples (jamais l&apos;Unique), et qui a remporté la durée contre qui.</translation>
    </message>
    <message>
        <source>Troop Cards by name: &quot;Pikes, Archers&quot;.</source>
        <translation>Cartes de troupe par nom : « Piquiers, Archers ».</translation>
    </message>
    <message>
        <source>Troop Cards player %1 of The Many discards, by name.</source>
        <translation>Cartes de troupe que défausse le joueur %1 des Multiples, par nom.</translation>
    </message>
    <message>
        <source>A column swap earned by winning a Duration: two neighbour columns of a Unit of The Many (never The One&apos;s).</source>
        <translation>Un échange de colonnes gagné en remportant une durée : deux colonnes voisines d&apos;une unité des Multiples (jamais celles de l&apos;Unique).</translation>
    </message>
    <message>
        <source>Swapped by</source>
        <translation>Échangées par</translation>
    </message>
    <message>
        <source>The player who won the Duration.</source>
        <translation>Le joueur qui a remporté la durée.</translation>
    </message>
    <message>
        <source>Unit of</source>
        <translation>Unité de</translation>
    </message>
    <message>
        <source>The player whose Unit&apos;s columns are swapped.</source>
        <translation>Le joueur dont les colonnes de l&apos;unité sont échangées.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>One column.</source>
        <translation>Une colonne.</translation>
    </message>
    <message>
        <source>Neighbour column</source>
        <translation>Colonne voisine</translation>
    </message>
    <message>
        <source>Its neighbour.</source>
        <translation>Sa voisine.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>The game so far, from the battle&apos;s tracker hg.game.</source>
        <translation>La partie jusqu&apos;ici, d&apos;après le suivi hg.game de la bataille.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>La bataille</translation>
    </message>
    <message>
        <source>The battle&apos;s sides, counters and Units (filled from the battle).</source>
        <translation>Les camps, compteurs et unités de la bataille (remplis à partir de la bataille).</translation>
    </message>
    <message>
        <source>the game needs the honour-glory rule table</source>
        <translation>la partie exige la table de règles honour-glory</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; must read Name=cost (0 or more)</source>
        <translation>entrée « %1 » : « %2 » doit s&apos;écrire Nom=coût (0 ou plus)</translation>
    </message>
    <message>
        <source>input &quot;offers&quot;: &quot;%1&quot; must read Giver: Troop, Troop</source>
        <translation>entrée « offers » : « %1 » doit s&apos;écrire Donneur: Troupe, Troupe</translation>
    </message>
    <message>
        <source>The One uses a Standard Card against one player of The Many: once per opponent.</source>
        <translation>L&apos;Unique utilise une carte standard contre un joueur des Multiples : une fois par adversaire.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>The player of The Many.</source>
        <translation>Le joueur des Multiples.</translation>
    </message>
    <message>
        <source>Standard Card</source>
        <translation>Carte standard</translation>
    </message>
    <message>
        <source>Its name.</source>
        <translation>Son nom.</translation>
    </message>
    <message>
        <source>The One&apos;s Stratagem Cards face down opposite one player, within his Tactics ML per opponent; they are turned or returned on his &apos;tcts&apos; round.</source>
        <translation>Les cartes de stratagème de l&apos;Unique, face cachée, en face d&apos;un joueur, dans la limite de son ML tactique par adversaire ; elles sont retournées ou rendues lors de sa manche &apos;tcts&apos;.</translation>
    </message>
    <message>
        <source>Opposite</source>
        <translation>En face de</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>&quot;Name=cost, ...&quot;; empty: none.</source>
        <translation>« Nom=coût, ... » ; vide : aucune.</translation>
    </message>
    <message>
        <source>After winning a Duration against a player, The One picks a Unit Conflict Card against him.</source>
        <translation>Après avoir remporté une durée contre un joueur, l&apos;Unique choisit une carte de conflit d&apos;unités contre lui.</translation>
    </message>
    <message>
        <source>Unit Conflict Card</source>
        <translation>Carte de conflit d&apos;unités</translation>
    </message>
    <message>
        <source>Troop Cards given to a player, each with the giver&apos;s coloured counter: only by a player with 2 or more cards more, never leaving the receiver with more; offered by several, the receiver picks one.</source>
        <translation>Cartes de troupe données à un joueur, chacune avec le jeton de couleur du donneur : uniquement par un joueur ayant au moins 2 cartes de plus, sans jamais laisser le bénéficiaire avec davantage ; si plusieurs en offrent, le bénéficiaire en choisit un.</translation>
    </message>
    <message>
        <source>Receiver</source>
        <translation>Bénéficiaire</translation>
    </message>
    <message>
        <source>The player of The Many who receives.</source>
        <translation>Le joueur des Multiples qui reçoit.</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Offres</translation>
    </message>
    <message>
        <source>&quot;Giver: Troop, Troop; Giver2: Troop&quot;.</source>
        <translation>« Donneur: Troupe, Troupe; Donneur2: Troupe ».</translation>
    </message>
    <message>
        <source>Taken from</source>
        <translation>Provenant de</translation>
    </message>
    <message>
        <source>The giver the receiver picks (several offers).</source>
        <translation>Le donneur que choisit le bénéficiaire (plusieurs offres).</translation>
    </message>
    <message>
        <source>Into column</source>
        <translation>Dans la colonne</translation>
    </message>
    <message>
        <source>The receiver&apos;s column the cards join.</source>
        <translation>La colonne du bénéficiaire que rejoignent les cartes.</translation>
    </message>
    <message>
        <source>At the beginning of a Duration, instead of Stratagem Cards, a player puts his counter on another&apos;s Battle Master; one at a time, and the victim picks among several.</source>
        <translation>Au début d&apos;une durée, au lieu de cartes de stratagème, un joueur place son jeton sur le maître de bataille d&apos;un autre ; un seul à la fois, et la victime choisit parmi plusieurs.</translation>
    </message>
    <message>
        <source>Whose Battle Master.</source>
        <translation>Le propriétaire du maître de bataille.</translation>
    </message>
    <message>
        <source>Thieves</source>
        <translation>Voleurs</translation>
    </message>
    <message>
        <source>The players who want to: &quot;Ben, Cat&quot;.</source>
        <translation>Les joueurs qui le souhaitent : « Ben, Cat ».</translation>
    </message>
    <message>
        <source>Picked</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <source>The one the victim picks (several).</source>
        <translation>Celui que choisit la victime (s&apos;ils sont plusieurs).</translation>
    </message>
    <message>
        <source>On the thief&apos;s &apos;tcts&apos; round: a winning Mastery Card moves Glory from the victim to the thief; otherwise the thief loses Glory. Guarding with a higher Tactics ML counts as no win.</source>
        <translation>Lors de la manche &apos;tcts&apos; du voleur : une carte de maîtrise gagnante transfère de la Gloire de la victime au voleur ; sinon le voleur perd de la Gloire. La garde avec un ML tactique supérieur compte comme une absence de victoire.</translation>
    </message>
    <message>
        <source>The player whose counter is on a Battle Master.</source>
        <translation>Le joueur dont le jeton est sur un maître de bataille.</translation>
    </message>
    <message>
        <source>Only with a higher Tactics ML.</source>
        <translation>Seulement avec un ML tactique supérieur.</translation>
    </message>
    <message>
        <source>Shuffle, cut and deal one Terrain Card to each player of The Many in seat order; a Secondary Terrain gets another card, a second Secondary goes to the bottom. Each Unit goes onto its card at the starting Combat Level.</source>
        <translation>Mélanger, couper et distribuer une carte de terrain à chaque joueur des Multiples dans l&apos;ordre des places ; un terrain secondaire reçoit une autre carte, un second terrain secondaire va sous le paquet. Chaque unité se place sur sa carte au niveau de combat de départ.</translation>
    </message>
    <message>
        <source>Card names, top first: &quot;Forest, Hill, ...&quot;.</source>
        <translation>Noms des cartes, en commençant par le dessus : « Forêt, Colline, ... ».</translation>
    </message>
    <message>
        <source>Which cards are Secondary.</source>
        <translation>Les cartes qui sont des terrains secondaires.</translation>
    </message>
    <message>
        <source>Off: the deck is in the order given.</source>
        <translation>Désactivé : le paquet reste dans l&apos;ordre indiqué.</translation>
    </message>
    <message>
        <source>Cards lifted to the bottom; 0: rolled.</source>
        <translation>Cartes soulevées et passées dessous ; 0 : tirée aux dés.</translation>
    </message>
    <message>
        <source>A player vetoes his Terrain Card (once): it is set aside, the deck is cut again and he is dealt again.</source>
        <translation>Un joueur oppose son veto à sa carte de terrain (une fois) : elle est mise de côté, le paquet est coupé à nouveau et il reçoit une nouvelle carte.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>The player of The Many who vetoes.</source>
        <translation>Le joueur des Multiples qui oppose son veto.</translation>
    </message>
    <message>
        <source>0: rolled.</source>
        <translation>0 : tirée aux dés.</translation>
    </message>
    <message>
        <source>Instead of the Move Terrain Stratagem&apos;s effect: cut the Terrain deck and replace the player&apos;s Terrain Card with the next card; his Unit keeps its Combat Level.</source>
        <translation>Au lieu de l&apos;effet du stratagème Déplacer le terrain : couper le paquet de terrains et remplacer la carte de terrain du joueur par la carte suivante ; son unité garde son niveau de combat.</translation>
    </message>
    <message>
        <source>The player of The Many whose Terrain Card is replaced.</source>
        <translation>Le joueur des Multiples dont la carte de terrain est remplacée.</translation>
    </message>
    <message>
        <source>A player of The Many moves his Unit to another Combat Level of his Terrain Card.</source>
        <translation>Un joueur des Multiples déplace son unité vers un autre niveau de combat de sa carte de terrain.</translation>
    </message>
    <message>
        <source>Combat Level</source>
        <translation>Niveau de combat</translation>
    </message>
    <message>
        <source>As printed on the card.</source>
        <translation>Tel qu&apos;imprimé sur la carte.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Swap columns</source>
        <translation>Échange de colonnes</translation>
    </message>
    <message>
        <source>Stratagem Cards</source>
        <translation>Cartes de stratagème</translation>
    </message>
    <message>
        <source>To The Rescue</source>
        <translation>À la rescousse</translation>
    </message>
    <message>
        <source>Glory Theft counter</source>
        <translation>Jeton de vol de gloire</translation>
    </message>
    <message>
        <source>Terrain veto</source>
        <translation>Veto de terrain</translation>
    </message>
    <message>
        <source>Move Terrain</source>
        <translation>Déplacer le terrain</translation>
    </message>
    <message>
        <source>Round calculator (no game)</source>
        <translation>Calcul d&apos;une manche (hors partie)</translation>
    </message>
    <message>
        <source>End of Duration calculator (no game)</source>
        <translation>Calcul de la fin de la durée (hors partie)</translation>
    </message>
    <message>
        <source>Glory Theft calculator (no game)</source>
        <translation>Calcul du vol de gloire (hors partie)</translation>
    </message>
    <message>
        <source>Terrain deal calculator (no game)</source>
        <translation>Calcul de la distribution des terrains (hors partie)</translation>
    </message>
    <message>
        <source>input &quot;restart&quot;: a game is already under way (%1); set it to start again</source>
        <translation>entrée « restart » : une partie est déjà en cours (%1) ; activez-la pour recommencer</translation>
    </message>
    <message>
        <source>input &quot;battle&quot; holds no sides: the players are the battle&apos;s sides</source>
        <translation>l&apos;entrée « battle » ne contient aucun camp : les joueurs sont les camps de la bataille</translation>
    </message>
    <message>
        <source>input &quot;battle&quot;: %1</source>
        <translation>entrée « battle » : %1</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: &quot;%2&quot; is not one of The Many</source>
        <translation>entrée « %1 » : « %2 » n&apos;est pas l&apos;un des Multiples</translation>
    </message>
    <message>
        <source>input &quot;game&quot;: the Terrain deck has not been dealt yet</source>
        <translation>entrée « game » : le paquet de terrains n&apos;a pas encore été distribué</translation>
    </message>
    <message>
        <source>input &quot;player&quot;: &quot;%1&quot; is not one of The Many</source>
        <translation>entrée « player » : « %1 » n&apos;est pas l&apos;un des Multiples</translation>
    </message>
    <message>
        <source>input &quot;player&quot;: %1 has used his veto</source>
        <translation>entrée « player » : %1 a utilisé son veto</translation>
    </message>
    <message>
        <source>input &quot;game&quot;: the Terrain deck was already dealt; a player may veto his card</source>
        <translation>entrée « game » : le paquet de terrains a déjà été distribué ; un joueur peut opposer son veto à sa carte</translation>
    </message>
    <message>
        <source>input &quot;cut&quot; is %1; a deck of %2 cards is cut at 1 to %3 (0: rolled)</source>
        <translation>l&apos;entrée « cut » vaut %1 ; un paquet de %2 cartes se coupe entre 1 et %3 (0 : tirée aux dés)</translation>
    </message>
    <message>
        <source>exact odds of a shuffled deck of %1 cards would walk %1! orders; they are given for %2 cards or fewer (the deal itself is rolled as usual)</source>
        <translation>les probabilités exactes d&apos;un paquet mélangé de %1 cartes parcourraient %1! ordres ; elles sont données pour %2 cartes ou moins (la distribution elle-même est tirée aux dés comme d&apos;habitude)</translation>
    </message>
    <message>
        <source>cut of the Terrain deck for %1</source>
        <translation>coupe du paquet de terrains pour %1</translation>
    </message>
    <message>
        <source>Unit %1: army cost %2 is over the Army Cost of %3 each player has (Setup; the house rule players.armyCost changes it)</source>
        <translation>Unité %1 : le coût d&apos;armée %2 dépasse le coût d&apos;armée de %3 de chaque joueur (mise en place ; la règle maison players.armyCost le change)</translation>
    </message>
    <message>
        <source>Giver: Troop, Troop</source>
        <translation>Donneur : Troupe, Troupe</translation>
    </message>
    <message>
        <source>Name=cost</source>
        <translation>Nom=coût</translation>
    </message>
    <message>
        <source>Name=Discard Value</source>
        <translation>Nom=Valeur de défausse</translation>
    </message>
    <message>
        <source>Cards placed</source>
        <translation>Cartes posées</translation>
    </message>
    <message>
        <source>The Mastery Cards placed this round (hg.mastery).</source>
        <translation>Les Cartes de Maîtrise posées dans cette manche (hg.mastery).</translation>
    </message>
    <message>
        <source>round %1: %2 of %3 Mastery Cards are placed; %4 still to place (game-mastery): all players place their cards together, then the round is resolved (Resolving Rounds)</source>
        <translation>manche %1 : %2 Cartes de Maîtrise sur %3 sont posées ; encore à poser : %4 (game-mastery) : tous les joueurs posent leurs cartes ensemble, puis la manche est résolue (Resolving Rounds)</translation>
    </message>
</context>
<context>
    <name>adj::HouseRulesDialog</name>
    <message>
        <source>House Rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>&amp;Optional rules</source>
        <translation>Règles &amp;optionnelles</translation>
    </message>
    <message>
        <source>Space switches the selected rule on or off</source>
        <translation>Espace active ou désactive la règle sélectionnée</translation>
    </message>
    <message>
        <source>Rule &amp;table</source>
        <translation>&amp;Table de règles</translation>
    </message>
    <message>
        <source>Filter entries, e.g. hit.artillery</source>
        <translation>Filtrer les entrées, p. ex. hit.artillery</translation>
    </message>
    <message>
        <source>F2 or a double click edits a value; numbers, true/false, [5, 6] or text</source>
        <translation>F2 ou un double-clic modifie une valeur ; nombres, true/false, [5, 6] ou texte</translation>
    </message>
    <message>
        <source>&amp;Rule Set&apos;s Values</source>
        <translation>&amp;Valeurs de la règle</translation>
    </message>
    <message>
        <source>Drops every changed table entry (the optional rules stay as they are)</source>
        <translation>Annule toutes les entrées de table modifiées (les règles optionnelles restent telles quelles)</translation>
    </message>
    <message>
        <source>%1 has no rule table or optional rules in this version of Adjutant yet.</source>
        <translation>Cette version d&apos;Adjutant n&apos;a pas encore de table de règles ni de règles optionnelles pour %1.</translation>
    </message>
    <message>
        <source>House rules of this battle (%1). Changed entries are in bold; every change is checked against the rules before it is saved, and can be undone.</source>
        <translation>Règles maison de cette bataille (%1). Les entrées modifiées sont en gras ; chaque modification est vérifiée par rapport aux règles avant d&apos;être enregistrée, et peut être annulée.</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>This battle</source>
        <translation>Cette bataille</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>%1 (the rule set says %2)</source>
        <translation>%1 (la règle indique %2)</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifié : %1</translation>
    </message>
    <message>
        <source>The table was not changed: %1</source>
        <translation>La table n&apos;a pas été modifiée : %1</translation>
    </message>
</context>
<context>
    <name>adj::InputValidator</name>
    <message>
        <source>unknown input &quot;%1&quot; for action &quot;%2&quot;; its inputs are: %3</source>
        <translation>entrée « %1 » inconnue pour l&apos;action « %2 » ; ses entrées sont : %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required (%2)</source>
        <translation>l&apos;entrée « %1 » est obligatoire (%2)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a whole number, not %2</source>
        <translation>l&apos;entrée « %1 » doit être un nombre entier, pas %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, below its minimum %3</source>
        <translation>l&apos;entrée « %1 » vaut %2, sous son minimum %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, above its maximum %3</source>
        <translation>l&apos;entrée « %1 » vaut %2, au-dessus de son maximum %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a number</source>
        <translation>l&apos;entrée « %1 » doit être un nombre</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be true or false</source>
        <translation>l&apos;entrée « %1 » doit être true ou false</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be one of %2, not %3</source>
        <translation>l&apos;entrée « %1 » doit être l&apos;une des valeurs %2, pas %3</translation>
    </message>
    <message>
        <source>a non-text value</source>
        <translation>une valeur non textuelle</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be text</source>
        <translation>l&apos;entrée « %1 » doit être du texte</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a JSON object (the battle&apos;s %2)</source>
        <translation>l&apos;entrée « %1 » doit être un objet JSON (%2 de la bataille)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, too large a number</source>
        <translation>l&apos;entrée « %1 » vaut %2, un nombre trop grand</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is null; every item must be given</source>
        <translation>entrée « %1 » : l&apos;élément %2 est null ; chaque élément doit être donné</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 must be a whole number, not %3</source>
        <translation>entrée « %1 » : l&apos;élément %2 doit être un nombre entier, pas %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is %3, not from %4 to %5</source>
        <translation>entrée « %1 » : l&apos;élément %2 vaut %3, pas de %4 à %5</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is %3, not one of %4</source>
        <translation>entrée « %1 » : l&apos;élément %2 vaut %3, pas l&apos;un de %4</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 must be text, not %3</source>
        <translation>entrée « %1 » : l&apos;élément %2 doit être du texte, pas %3</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: item %2 is &quot;%3&quot;; an item reads %4</source>
        <translation>entrée « %1 » : l&apos;élément %2 est « %3 » ; un élément s&apos;écrit %4</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be a list (a JSON array), not %2</source>
        <translation>l&apos;entrée « %1 » doit être une liste (un tableau JSON), pas %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; has %2 items; it holds at most %3</source>
        <translation>l&apos;entrée « %1 » a %2 éléments ; elle en contient au plus %3</translation>
    </message>
</context>
<context>
    <name>adj::Labels</name>
    <message>
        <source>side added</source>
        <translation>camp ajouté</translation>
    </message>
    <message>
        <source>unit added</source>
        <translation>unité ajoutée</translation>
    </message>
    <message>
        <source>unit changed</source>
        <translation>unité modifiée</translation>
    </message>
    <message>
        <source>unit removed</source>
        <translation>unité supprimée</translation>
    </message>
    <message>
        <source>leader added</source>
        <translation>chef ajouté</translation>
    </message>
    <message>
        <source>leader moved</source>
        <translation>chef déplacé</translation>
    </message>
    <message>
        <source>marker placed</source>
        <translation>marqueur placé</translation>
    </message>
    <message>
        <source>marker lifted</source>
        <translation>marqueur retiré</translation>
    </message>
    <message>
        <source>counter changed</source>
        <translation>compteur modifié</translation>
    </message>
    <message>
        <source>next phase</source>
        <translation>phase suivante</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>tour suivant</translation>
    </message>
    <message>
        <source>range measured</source>
        <translation>distance mesurée</translation>
    </message>
    <message>
        <source>optional rules</source>
        <translation>règles optionnelles</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>notes</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>règles maison</translation>
    </message>
    <message>
        <source>roster imported</source>
        <translation>ordre de bataille importé</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rétablissement</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>activated</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>fired on</source>
        <translation>sous le feu</translation>
    </message>
    <message>
        <source>crippled</source>
        <translation>désemparé</translation>
    </message>
    <message>
        <source>port broadside fired</source>
        <translation>bordée bâbord tirée</translation>
    </message>
    <message>
        <source>starboard broadside fired</source>
        <translation>bordée tribord tirée</translation>
    </message>
    <message>
        <source>boarded</source>
        <translation>abordé</translation>
    </message>
    <message>
        <source>panic</source>
        <translation>panique</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>reforming</source>
        <translation>en reformation</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>attelé</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>neutralisé</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>ébranlé</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
    <message>
        <source>beaten</source>
        <translation>battu</translation>
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
        <translation>AP de commandement</translation>
    </message>
    <message>
        <source>leaders lost</source>
        <translation>chefs perdus</translation>
    </message>
    <message>
        <source>wind</source>
        <translation>vent</translation>
    </message>
    <message>
        <source>plotted moves</source>
        <translation>mouvements programmés</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Gloire</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>objectifs</translation>
    </message>
    <message>
        <source>leader changed</source>
        <translation>chef modifié</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>a tiré</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>sunk</source>
        <translation>coulé</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>tracked value set</source>
        <translation>valeur suivie fixée</translation>
    </message>
    <message>
        <source>victory conditions</source>
        <translation>conditions de victoire</translation>
    </message>
    <message>
        <source>battle ended</source>
        <translation>bataille terminée</translation>
    </message>
</context>
<context>
    <name>adj::LeaderDialog</name>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>&amp;Chef :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Valeur :</translation>
    </message>
    <message>
        <source>With &amp;unit:</source>
        <translation>Avec l&apos;&amp;unité :</translation>
    </message>
    <message>
        <source>New leader</source>
        <translation>Nouveau chef</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The leader&apos;s rating in the rule set&apos;s terms, 0 to 9</source>
        <translation>La valeur du chef dans les termes de la règle, de 0 à 9</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Seul</translation>
    </message>
    <message>
        <source>Add Leader</source>
        <translation>Ajouter un chef</translation>
    </message>
    <message>
        <source>Edit Leader</source>
        <translation>Modifier un chef</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>The battle has no sides yet: add one first.</source>
        <translation>La bataille n&apos;a pas encore de camp : ajoutez-en un d&apos;abord.</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>Ca&amp;mp :</translation>
    </message>
</context>
<context>
    <name>adj::LinkStore</name>
    <message>
        <source>%1 cannot be opened for the table link: %2</source>
        <translation>%1 ne peut pas être ouvert pour le lien de table : %2</translation>
    </message>
    <message>
        <source>%1 has no table link tables: open it with this version of Adjutant first</source>
        <translation>%1 n&apos;a pas de tables du lien de table : ouvrez-le d&apos;abord avec cette version d&apos;Adjutant</translation>
    </message>
    <message>
        <source>the table link could not write to the battle file: %1</source>
        <translation>le lien de table n&apos;a pas pu écrire dans le fichier de bataille : %1</translation>
    </message>
    <message>
        <source>the table link could not read the battle file: %1</source>
        <translation>le lien de table n&apos;a pas pu lire le fichier de bataille : %1</translation>
    </message>
    <message>
        <source>%1 cannot be read for the table link: %2</source>
        <translation>%1 ne peut pas être lu pour le lien de table : %2</translation>
    </message>
    <message>
        <source>%1 was deleted or moved</source>
        <translation>%1 a été supprimé ou déplacé</translation>
    </message>
    <message>
        <source>%1 was replaced by another file</source>
        <translation>%1 a été remplacé par un autre fichier</translation>
    </message>
    <message>
        <source>%1 was moved</source>
        <translation>%1 a été déplacé</translation>
    </message>
</context>
<context>
    <name>adj::LogPanel</name>
    <message>
        <source>All turns</source>
        <translation>Tous les tours</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Tour </translation>
    </message>
    <message>
        <source>Show the entries of one turn</source>
        <translation>Afficher les entrées d&apos;un seul tour</translation>
    </message>
    <message>
        <source>Show what one side&apos;s units did</source>
        <translation>Afficher ce qu&apos;ont fait les unités d&apos;un camp</translation>
    </message>
    <message>
        <source>Unit…</source>
        <translation>Unité…</translation>
    </message>
    <message>
        <source>Show what the units whose name contains this did</source>
        <translation>Afficher ce qu&apos;ont fait les unités dont le nom contient ce texte</translation>
    </message>
    <message>
        <source>Show one kind of entry</source>
        <translation>Afficher un seul type d&apos;entrée</translation>
    </message>
    <message>
        <source>Select an entry to read its trace and dice.</source>
        <translation>Sélectionnez une entrée pour lire son déroulé et ses dés.</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>#%1, turn %2: %3</source>
        <translation>#%1, tour %2 : %3</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(annulé)</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Déroulé</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>%1 on a d%2, %3</source>
        <translation>%1 sur un d%2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Graine : %1</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>F&amp;iltrer :</translation>
    </message>
</context>
<context>
    <name>adj::LossBands</name>
    <message>
        <source>no losses seen</source>
        <translation>aucune perte constatée</translation>
    </message>
    <message>
        <source>light losses</source>
        <translation>pertes légères</translation>
    </message>
    <message>
        <source>heavy losses</source>
        <translation>pertes lourdes</translation>
    </message>
    <message>
        <source>crippling losses</source>
        <translation>pertes écrasantes</translation>
    </message>
    <message>
        <source>in disorder</source>
        <translation>en désordre</translation>
    </message>
</context>
<context>
    <name>adj::MainWindow</name>
    <message>
        <source>Adjutant battles (*.adjutant);;All files (*)</source>
        <translation>Batailles Adjutant (*.adjutant);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <source>Event Log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Battle…</source>
        <translation>&amp;Nouvelle bataille…</translation>
    </message>
    <message>
        <source>Creates a new battle file for one of the rule sets.</source>
        <translation>Crée un nouveau fichier de bataille pour l&apos;une des règles.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Opens a battle file.</source>
        <translation>Ouvre un fichier de bataille.</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ré&amp;cemment ouverts</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Writes a copy of the battle to another file. Every change is already saved in the battle&apos;s own file as it is made.</source>
        <translation>Écrit une copie de la bataille dans un autre fichier. Chaque modification est déjà enregistrée dans le fichier de la bataille au moment où elle est faite.</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Chooses the language of Adjutant.</source>
        <translation>Choisit la langue d&apos;Adjutant.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Closes Adjutant. The battle is already saved.</source>
        <translation>Ferme Adjutant. La bataille est déjà enregistrée.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Bataille</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>À &amp;propos d&apos;Adjutant</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Cannot Open Battle</source>
        <translation>Impossible d&apos;ouvrir la bataille</translation>
    </message>
    <message>
        <source>The battle file %1 could not be opened:

%2</source>
        <translation>Le fichier de bataille %1 n&apos;a pas pu être ouvert :

%2</translation>
    </message>
    <message>
        <source>%1 was brought up to date from an older version of Adjutant.</source>
        <translation>%1 a été mis à jour depuis une ancienne version d&apos;Adjutant.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Ouvert : %1.</translation>
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
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>Takes back: %1</source>
        <translation>Annule : %1</translation>
    </message>
    <message>
        <source>Does again: %1</source>
        <translation>Refait : %1</translation>
    </message>
    <message>
        <source>Undone; the log keeps both the action and its undo.</source>
        <translation>Annulé ; le journal conserve l&apos;action et son annulation.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Rétabli.</translation>
    </message>
    <message>
        <source>Cannot Create Battle</source>
        <translation>Impossible de créer la bataille</translation>
    </message>
    <message>
        <source>The battle file %1 could not be created:

%2</source>
        <translation>Le fichier de bataille %1 n&apos;a pas pu être créé :

%2</translation>
    </message>
    <message>
        <source>Open Battle</source>
        <translation>Ouvrir une bataille</translation>
    </message>
    <message>
        <source>Save a Copy of the Battle</source>
        <translation>Enregistrer une copie de la bataille</translation>
    </message>
    <message>
        <source>Cannot Save Copy</source>
        <translation>Impossible d&apos;enregistrer la copie</translation>
    </message>
    <message>
        <source>The battle could not be copied to %1:

%2</source>
        <translation>La bataille n&apos;a pas pu être copiée vers %1 :

%2</translation>
    </message>
    <message>
        <source>A copy was saved to %1; you are still working in %2.</source>
        <translation>Une copie a été enregistrée dans %1 ; vous travaillez toujours dans %2.</translation>
    </message>
    <message>
        <source>The new language takes effect the next time Adjutant starts.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage d&apos;Adjutant.</translation>
    </message>
    <message>
        <source>About Adjutant</source>
        <translation>À propos d&apos;Adjutant</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Adjutant %1&lt;/h3&gt;&lt;p&gt;The referee&apos;s books for a miniatures battle: rosters and their losses, markers and counters, measured ranges, and the resolution of fire, melee and morale.&lt;/p&gt;&lt;p&gt;The figures stay on the table; Adjutant does the arithmetic and keeps every change in the battle&apos;s file as it is made.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Adjutant %1&lt;/h3&gt;&lt;p&gt;Les registres de l&apos;arbitre pour une bataille de figurines : ordres de bataille et leurs pertes, marqueurs et compteurs, distances mesurées, et résolution des tirs, des mêlées et du moral.&lt;/p&gt;&lt;p&gt;Les figurines restent sur la table ; Adjutant fait les calculs et conserve chaque modification dans le fichier de la bataille au moment où elle est faite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Change Not Saved</source>
        <translation>Modification non enregistrée</translation>
    </message>
    <message>
        <source>The change could not be saved to %1:

%2

The battle is as it was before it.</source>
        <translation>La modification n&apos;a pas pu être enregistrée dans %1 :

%2

La bataille est restée telle qu&apos;elle était avant.</translation>
    </message>
    <message>
        <source>Change Refused</source>
        <translation>Modification refusée</translation>
    </message>
    <message>
        <source>The change was refused: %1</source>
        <translation>La modification a été refusée : %1</translation>
    </message>
    <message>
        <source>The demo battle could not be prepared:

%1</source>
        <translation>La bataille de démonstration n&apos;a pas pu être préparée :

%1</translation>
    </message>
    <message>
        <source>The referee&apos;s books for a miniatures battle.</source>
        <translation>Les registres de l&apos;arbitre pour une bataille de figurines.</translation>
    </message>
    <message>
        <source>The battle file to open.</source>
        <translation>Le fichier de bataille à ouvrir.</translation>
    </message>
    <message>
        <source>Save a picture of the window and quit.</source>
        <translation>Enregistrer une image de la fenêtre et quitter.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Turn &amp;Summary…</source>
        <translation>&amp;Résumé du tour…</translation>
    </message>
    <message>
        <source>Shows what happened this turn or in the battle so far, with charts; prints it or exports it to PDF, HTML or JSON.</source>
        <translation>Affiche ce qui s&apos;est passé pendant ce tour ou depuis le début de la bataille, avec des graphiques ; l&apos;imprime ou l&apos;exporte en PDF, HTML ou JSON.</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Aperçu a&amp;vant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Resolve an Action</source>
        <translation>Résoudre une a&amp;ction</translation>
    </message>
    <message>
        <source>Shows the action panel and moves the keyboard there: fire, close combat, rally…</source>
        <translation>Affiche le panneau d&apos;action et y place le focus clavier : tir, corps à corps, ralliement…</translation>
    </message>
    <message>
        <source>&amp;House Rules…</source>
        <translation>Règles &amp;maison…</translation>
    </message>
    <message>
        <source>Switches optional rules and changes rule table entries for this battle.</source>
        <translation>Active les règles optionnelles et modifie les entrées de la table de règles pour cette bataille.</translation>
    </message>
    <message>
        <source>House rules saved; Ctrl+Z takes them back.</source>
        <translation>Règles maison enregistrées ; Ctrl+Z les annule.</translation>
    </message>
    <message>
        <source>Double-click a unit&apos;s strength to record losses; right-click a unit for markers; Ins adds a unit, F2 opens one; F6 moves to the next phase.</source>
        <translation>Double-cliquez sur l&apos;effectif d&apos;une unité pour noter des pertes ; clic droit sur une unité pour les marqueurs ; Inser ajoute une unité, F2 en ouvre une ; F6 passe à la phase suivante.</translation>
    </message>
    <message>
        <source>Measured Ranges</source>
        <translation>Distances mesurées</translation>
    </message>
    <message>
        <source>Open &amp;Demo Battle</source>
        <translation>Ouvrir une bataille de &amp;démonstration</translation>
    </message>
    <message>
        <source>Opens a demo battle of one of the rule sets; it is copied into your data folder the first time and kept there with your changes.</source>
        <translation>Ouvre une bataille de démonstration de l&apos;une des règles ; elle est copiée dans votre dossier de données la première fois et y est conservée avec vos modifications.</translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Ordre de bataille</translation>
    </message>
    <message>
        <source>&amp;Measure a Range</source>
        <translation>Mesurer une &amp;distance</translation>
    </message>
    <message>
        <source>Shows the measured ranges and moves the keyboard there to record one.</source>
        <translation>Affiche les distances mesurées et y place le focus clavier pour en noter une.</translation>
    </message>
    <message>
        <source>&amp;Markers</source>
        <translation>&amp;Marqueurs</translation>
    </message>
    <message>
        <source>&amp;Filter the Roster</source>
        <translation>&amp;Filtrer l&apos;ordre de bataille</translation>
    </message>
    <message>
        <source>Moves the keyboard to the roster&apos;s filter field.</source>
        <translation>Place le focus clavier dans le champ de filtre de l&apos;ordre de bataille.</translation>
    </message>
    <message>
        <source>Filter the &amp;Log</source>
        <translation>Filtrer le &amp;journal</translation>
    </message>
    <message>
        <source>Moves the keyboard to the log&apos;s filter bar.</source>
        <translation>Place le focus clavier dans la barre de filtre du journal.</translation>
    </message>
    <message>
        <source>No markers in this rule set</source>
        <translation>Aucun marqueur dans cette règle</translation>
    </message>
    <message>
        <source>No battle open</source>
        <translation>Aucune bataille ouverte</translation>
    </message>
    <message>
        <source>Opens the demo battle %1.</source>
        <translation>Ouvre la bataille de démonstration %1.</translation>
    </message>
    <message>
        <source>Shows the turn&apos;s summary as it will be printed.</source>
        <translation>Affiche le résumé du tour tel qu&apos;il sera imprimé.</translation>
    </message>
    <message>
        <source>Prints the turn&apos;s summary.</source>
        <translation>Imprime le résumé du tour.</translation>
    </message>
    <message>
        <source>Shows or hides the %1 panel.</source>
        <translation>Affiche ou masque le panneau %1.</translation>
    </message>
    <message>
        <source>Shows or hides the turn bar.</source>
        <translation>Affiche ou masque la barre de tour.</translation>
    </message>
    <message>
        <source>Shows Adjutant&apos;s version and what it does.</source>
        <translation>Affiche la version d&apos;Adjutant et ce qu&apos;il fait.</translation>
    </message>
    <message>
        <source>Shows the version of Qt, the toolkit Adjutant is built with.</source>
        <translation>Affiche la version de Qt, la bibliothèque avec laquelle Adjutant est construit.</translation>
    </message>
    <message>
        <source>Adjutant closes once the copy to %1 is written.</source>
        <translation>Adjutant se ferme dès que la copie vers %1 est écrite.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or remove it first.</source>
        <translation>%1 existe déjà ; choisissez un autre nom ou supprimez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>Saving a copy to %1…</source>
        <translation>Enregistrement d&apos;une copie dans %1…</translation>
    </message>
    <message>
        <source>A copy was saved to %1.</source>
        <translation>Une copie a été enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Shows or hides the turn summary with its charts, print and export.</source>
        <translation>Affiche ou masque le résumé du tour, avec ses graphiques, son impression et son export.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>The action panel has the acting unit and the target; F3 moves the keyboard there.</source>
        <translation>Le panneau d&apos;action contient l&apos;unité qui agit et la cible ; F3 y amène le clavier.</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <source>Shows the hex board and moves the keyboard there (hex rule sets).</source>
        <translation>Affiche le plateau à hexagones et y amène le clavier (règles sur hexagones).</translation>
    </message>
    <message>
        <source>Battle &amp;Overview</source>
        <translation>&amp;Vue d&apos;ensemble de la bataille</translation>
    </message>
    <message>
        <source>Shows the battle at a glance: sides, strength, counters and the rule set&apos;s books.</source>
        <translation>Montre la bataille d&apos;un coup d&apos;œil : camps, effectifs, compteurs et registres de la règle.</translation>
    </message>
    <message>
        <source>%1 [read-only] — Adjutant</source>
        <translation>%1 [lecture seule] — Adjutant</translation>
    </message>
    <message numerus="yes">
        <source>Another window or program changed the battle: %n action(s) read from the file.</source>
        <translation>
            <numerusform>Une autre fenêtre ou un autre programme a modifié la bataille : %n action lue dans le fichier.</numerusform>
            <numerusform>Une autre fenêtre ou un autre programme a modifié la bataille : %n actions lues dans le fichier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another program changed the battle; the file was read again.</source>
        <translation>Un autre programme a modifié la bataille ; le fichier a été relu.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Read-only: %1. Nothing can be changed here; Save As keeps a copy you can change.</source>
        <translation>Lecture seule : %1. Rien ne peut être modifié ici ; « Enregistrer sous » garde une copie modifiable.</translation>
    </message>
    <message>
        <source>%1 opened read-only: %2.</source>
        <translation>%1 ouvert en lecture seule : %2.</translation>
    </message>
    <message>
        <source>Summary written to %1; the Summary&apos;s link opens its folder.</source>
        <translation>Résumé enregistré dans %1 ; le lien du résumé ouvre son dossier.</translation>
    </message>
    <message>
        <source>The undo history could not be read: %1</source>
        <translation>L&apos;historique d&apos;annulation n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>Table &amp;Link…</source>
        <translation>&amp;Lien de table…</translation>
    </message>
    <message>
        <source>Each side&apos;s phone for its secret orders and its own report: a page on the local network, reached by a QR code.</source>
        <translation>Le téléphone de chaque camp pour ses ordres secrets et son propre rapport : une page sur le réseau local, atteinte par un code QR.</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
    <message>
        <source>Adjutant campaigns (*.adjcampaign)</source>
        <translation>Campagnes Adjutant (*.adjcampaign)</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Impossible d&apos;ouvrir la campagne</translation>
    </message>
    <message>
        <source>Cannot Set Victory Conditions</source>
        <translation>Impossible de fixer les conditions de victoire</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>Ca&amp;mpagne</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
        <source>Creates a campaign file that links battles and totals their victory points.</source>
        <translation>Crée un fichier de campagne qui lie des batailles et totalise leurs points de victoire.</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>&amp;Ouvrir une campagne…</translation>
    </message>
    <message>
        <source>Opens a campaign: its battles, their state and the running totals.</source>
        <translation>Ouvre une campagne : ses batailles, leur état et les totaux cumulés.</translation>
    </message>
    <message>
        <source>&amp;End Battle…</source>
        <translation>&amp;Terminer la bataille…</translation>
    </message>
    <message>
        <source>Records how the battle ended (victory, on time or the referee&apos;s call) and each side&apos;s VP; Ctrl+Z takes it back.</source>
        <translation>Enregistre comment la bataille s&apos;est terminée (victoire, au temps ou décision de l&apos;arbitre) et les PV de chaque camp ; Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>Still owed, to settle by hand: %1</source>
        <translation>Encore dû, à régler à la main : %1</translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation>Dû : %1</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>Opens the referee&apos;s manual: each task, each rule set and how it is read (F1).</source>
        <translation>Ouvre le manuel de l&apos;arbitre : chaque tâche, chaque règle et comment elle est lue (F1).</translation>
    </message>
</context>
<context>
    <name>adj::ManualView</name>
    <message>
        <source>Adjutant Manual</source>
        <translation>Manuel d&apos;Adjutant</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
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
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>e.g. Queenston Heights, 13 October 1812</source>
        <translation>p. ex. Queenston Heights, 13 octobre 1812</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Règle :</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>É&amp;chelle :</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>%1 (%2 yards to the inch, a turn is %3)</source>
        <translation>%1 (%2 yards par pouce, un tour dure %3)</translation>
    </message>
    <message>
        <source>No distances are measured.</source>
        <translation>Aucune distance n&apos;est mesurée.</translation>
    </message>
    <message>
        <source>Distances in %1.</source>
        <translation>Distances en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Strength in %2; %n phase(s) a turn.</source>
        <translation>
            <numerusform>%1 Effectif en %2 ; %n phase par tour.</numerusform>
            <numerusform>%1 Effectif en %2 ; %n phases par tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not used by this rule set)</source>
        <translation>(non utilisé par cette règle)</translation>
    </message>
    <message>
        <source>New Battle File</source>
        <translation>Nouveau fichier de bataille</translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Batailles Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>The battle needs a name.</source>
        <translation>La bataille doit avoir un nom.</translation>
    </message>
    <message>
        <source>Choose where the battle file goes.</source>
        <translation>Choisissez où placer le fichier de bataille.</translation>
    </message>
    <message>
        <source>%1 already exists; a new battle never overwrites a file.</source>
        <translation>%1 existe déjà ; une nouvelle bataille n&apos;écrase jamais un fichier.</translation>
    </message>
    <message>
        <source>Only some rule sets are played at a choice of scales.</source>
        <translation>Seuls certains jeux de règles se jouent à plusieurs échelles au choix.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The victory points (or Glory) a side needs to win the scenario.</source>
        <translation>Les points de victoire (ou la Gloire) qu&apos;il faut à un camp pour gagner le scénario.</translation>
    </message>
    <message>
        <source>The scenario&apos;s last turn: its time constraint.</source>
        <translation>Le dernier tour du scénario : sa contrainte de temps.</translation>
    </message>
    <message>
        <source>&amp;VP to win:</source>
        <translation>PV pour &amp;gagner :</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Limite de tours :</translation>
    </message>
    <message>
        <source>every side</source>
        <translation>chaque camp</translation>
    </message>
    <message>
        <source>The side that must reach the VP by the turn limit; the other side wins on time when it does not. Its name as the roster will have it.</source>
        <translation>Le camp qui doit atteindre les PV avant la limite de tours ; l&apos;autre camp gagne au temps s&apos;il n&apos;y parvient pas. Son nom tel que l&apos;ordre de bataille le portera.</translation>
    </message>
    <message>
        <source>For the si&amp;de:</source>
        <translation>Pour le ca&amp;mp :</translation>
    </message>
    <message>
        <source>Give the VP %1 must reach, or leave the side empty.</source>
        <translation>Indiquez les PV que %1 doit atteindre, ou laissez le camp vide.</translation>
    </message>
</context>
<context>
    <name>adj::NewCampaign</name>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>The campaign&apos;s name:</source>
        <translation>Nom de la campagne :</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>The rule set of its battles:</source>
        <translation>Les règles de ses batailles :</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Nouveau fichier de campagne</translation>
    </message>
    <message>
        <source>Adjutant campaigns (*.adjcampaign)</source>
        <translation>Campagnes Adjutant (*.adjcampaign)</translation>
    </message>
    <message>
        <source>%1 already exists; a new campaign never overwrites a file.</source>
        <translation>%1 existe déjà ; une nouvelle campagne n&apos;écrase jamais un fichier.</translation>
    </message>
    <message>
        <source>Cannot Create Campaign</source>
        <translation>Impossible de créer la campagne</translation>
    </message>
</context>
<context>
    <name>adj::OddsBars</name>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 or more %2</source>
        <translation>%1 %2 ou plus</translation>
    </message>
    <message>
        <source>other outcomes</source>
        <translation>autres résultats</translation>
    </message>
    <message>
        <source>%1 at least 1 (%2)</source>
        <translation>%1 au moins 1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (the most likely)</source>
        <translation>%1 %2 (le plus probable)</translation>
    </message>
    <message>
        <source>no outcome</source>
        <translation>aucun résultat</translation>
    </message>
</context>
<context>
    <name>adj::OddsChart</name>
    <message>
        <source>Odds chart</source>
        <translation>Graphique des probabilités</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 (exactly %3)</source>
        <translation>%1 : %2 (exactement %3)</translation>
    </message>
</context>
<context>
    <name>adj::OiblBattle</name>
    <message>
        <source>general: there is no leader called &quot;%1&quot; in this battle, nor one with a unit of that name</source>
        <translation>général : il n&apos;y a pas de chef nommé « %1 » dans cette bataille, ni de chef avec une unité de ce nom</translation>
    </message>
    <message>
        <source>general: there is no leader %1 in this battle, nor one with unit %1</source>
        <translation>général : il n&apos;y a pas de chef %1 dans cette bataille, ni de chef avec l&apos;unité %1</translation>
    </message>
</context>
<context>
    <name>adj::OiblCombat</name>
    <message>
        <source>%1: combat chart, %2 figures</source>
        <translation>%1 : table de combat, %2 figurines</translation>
    </message>
    <message>
        <source>%1: %2 figures (row %3-%4) roll %5</source>
        <translation>%1 : %2 figurines (ligne %3-%4), jet de %5</translation>
    </message>
    <message>
        <source>modified %1</source>
        <translation>modifié %1</translation>
    </message>
    <message>
        <source>below 0, a complete miss</source>
        <translation>sous 0, un échec complet</translation>
    </message>
    <message>
        <source>reads as %1</source>
        <translation>compte comme %1</translation>
    </message>
    <message>
        <source>1 casualty</source>
        <translation>1 perte</translation>
    </message>
    <message>
        <source>%1 casualties</source>
        <translation>%1 pertes</translation>
    </message>
    <message>
        <source>(roll %1 of %2: figures over %3 roll again)</source>
        <translation>(jet %1 sur %2 : les figurines au-delà de %3 relancent)</translation>
    </message>
    <message>
        <source>%1 Morale Number %2</source>
        <translation>%1 : valeur de moral %2</translation>
    </message>
    <message>
        <source>Indians charging or in melee %1 (Indians)</source>
        <translation>Amérindiens qui chargent ou en mêlée %1 (Indians)</translation>
    </message>
    <message>
        <source>Indians in woods %1 (Indians)</source>
        <translation>Amérindiens en forêt %1 (Indians)</translation>
    </message>
    <message>
        <source>commanding officer with the unit</source>
        <translation>officier commandant avec l&apos;unité</translation>
    </message>
    <message>
        <source>light cover</source>
        <translation>couvert léger</translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation>couvert lourd</translation>
    </message>
    <message>
        <source>outflanked</source>
        <translation>débordée</translation>
    </message>
    <message>
        <source>equal-quality friend seen routing within 12&quot;</source>
        <translation>ami de qualité égale vu en déroute à 12&quot; ou moins</translation>
    </message>
    <message>
        <source>higher-quality friend seen routing within 12&quot;</source>
        <translation>ami de qualité supérieure vu en déroute à 12&quot; ou moins</translation>
    </message>
    <message>
        <source>open order infantry charged by cavalry</source>
        <translation>infanterie en ordre dispersé chargée par de la cavalerie</translation>
    </message>
    <message>
        <source>skirmish order infantry charged by cavalry</source>
        <translation>infanterie en ordre en tirailleurs chargée par de la cavalerie</translation>
    </message>
    <message>
        <source>artillery charged by cavalry</source>
        <translation>artillerie chargée par de la cavalerie</translation>
    </message>
    <message>
        <source>skirmish order infantry charged by close or open order infantry</source>
        <translation>infanterie en ordre en tirailleurs chargée par de l&apos;infanterie en ordre serré ou dispersé</translation>
    </message>
    <message>
        <source>%1% figure casualties (%2 of %3 lost)</source>
        <translation>%1 % de pertes en figurines (%2 perdues sur %3)</translation>
    </message>
    <message>
        <source>%1: morale test</source>
        <translation>%1 : test de moral</translation>
    </message>
    <message>
        <source>%1 morale test: %2, pass at or below %3; rolls %4</source>
        <translation>test de moral %1 : %2, réussi sur %3 ou moins ; jet de %4</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed by 1</source>
        <translation>raté de 1</translation>
    </message>
    <message>
        <source>failed by %1: routs</source>
        <translation>raté de %1 : déroute</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is needed with &quot;%2&quot; for the casualty percentage</source>
        <translation>l&apos;entrée « %1 » est requise avec « %2 » pour le pourcentage de pertes</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, more than &quot;%3&quot; %4</source>
        <translation>l&apos;entrée « %1 » vaut %2, plus que « %3 » %4</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Qualité des troupes</translation>
    </message>
    <message>
        <source>Elite 9, Veteran 8, Regular 7, Poor 6, Wretched 5.</source>
        <translation>Élite 9, Vétéran 8, Régulier 7, Médiocre 6, Pitoyable 5.</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Amérindiens</translation>
    </message>
    <message>
        <source>Indians test one quality higher charging and in melee, one more in woods.</source>
        <translation>Les Amérindiens testent avec une qualité de plus en chargeant et en mêlée, une de plus encore en bois.</translation>
    </message>
    <message>
        <source>In woods</source>
        <translation>En bois</translation>
    </message>
    <message>
        <source>For the Indians&apos; quality shift.</source>
        <translation>Pour le décalage de qualité des Amérindiens.</translation>
    </message>
    <message>
        <source>Commanding officer with the unit</source>
        <translation>Officier commandant avec l&apos;unité</translation>
    </message>
    <message>
        <source>Minus the officer&apos;s rating.</source>
        <translation>Moins la valeur de l&apos;officier.</translation>
    </message>
    <message>
        <source>Officer&apos;s rating</source>
        <translation>Valeur de l&apos;officier</translation>
    </message>
    <message>
        <source>The X of &quot;-X&quot;; default from the table (1).</source>
        <translation>Le X de « -X » ; par défaut, celui de la table (1).</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <source>Light cover -1, heavy cover -2.</source>
        <translation>Couvert léger -1, couvert lourd -2.</translation>
    </message>
    <message>
        <source>Outflanked</source>
        <translation>Débordée</translation>
    </message>
    <message>
        <source>A non-routing enemy to flank or rear within small-arms or charge range, no friend blocking.</source>
        <translation>Un ennemi qui n&apos;est pas en déroute sur le flanc ou l&apos;arrière, à portée d&apos;armes légères ou de charge, sans ami pour le bloquer.</translation>
    </message>
    <message>
        <source>Friend seen routing</source>
        <translation>Ami vu en déroute</translation>
    </message>
    <message>
        <source>A close or open order friend of equal (+1) or higher (+2) quality seen routing within 12&quot;.</source>
        <translation>Un ami en ordre serré ou dispersé de qualité égale (+1) ou supérieure (+2) vu en déroute à 12&quot; ou moins.</translation>
    </message>
    <message>
        <source>Figures now</source>
        <translation>Figurines actuelles</translation>
    </message>
    <message>
        <source>For the casualty percentage.</source>
        <translation>Pour le pourcentage de pertes.</translation>
    </message>
    <message>
        <source>Figures at the start</source>
        <translation>Figurines au début</translation>
    </message>
    <message>
        <source>For the casualty percentage (25% +1, 50% +2, 75% +3; only the highest).</source>
        <translation>Pour le pourcentage de pertes (25 % +1, 50 % +2, 75 % +3 ; seulement le plus élevé).</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>The unit&apos;s formation.</source>
        <translation>La formation de l&apos;unité.</translation>
    </message>
</context>
<context>
    <name>adj::OiblDeck</name>
    <message>
        <source>a card needs a name</source>
        <translation>une carte doit avoir un nom</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is in the deck twice</source>
        <translation>la carte « %1 » figure deux fois dans le paquet</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is a division card, but optional turn sequence rule one is off</source>
        <translation>la carte « %1 » est une carte de division, mais la règle optionnelle de séquence de tour n° 1 est désactivée</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is an army card, but optional turn sequence rule two is off</source>
        <translation>la carte « %1 » est une carte d&apos;armée, mais la règle optionnelle de séquence de tour n° 2 est désactivée</translation>
    </message>
    <message>
        <source>the deck needs at least one brigade card</source>
        <translation>le paquet doit contenir au moins une carte de brigade</translation>
    </message>
    <message>
        <source>turn %1: card &quot;%2&quot; (%3) drawn; activates %4</source>
        <translation>tour %1 : carte « %2 » (%3) tirée ; active %4</translation>
    </message>
    <message>
        <source>every card has been drawn this turn; shuffle for the next turn</source>
        <translation>toutes les cartes ont été tirées ce tour ; mélangez pour le tour suivant</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; is not in the deck</source>
        <translation>la carte « %1 » n&apos;est pas dans le paquet</translation>
    </message>
    <message>
        <source>card &quot;%1&quot; was already drawn this turn</source>
        <translation>la carte « %1 » a déjà été tirée ce tour</translation>
    </message>
    <message>
        <source>deck: card %1 is malformed or repeated</source>
        <translation>paquet : la carte %1 est mal formée ou répétée</translation>
    </message>
    <message>
        <source>deck: the pile and the drawn cards must hold every card once</source>
        <translation>paquet : la pioche et les cartes tirées doivent contenir chaque carte une fois</translation>
    </message>
    <message>
        <source>deck: turn and seed are missing</source>
        <translation>paquet : le tour et la graine manquent</translation>
    </message>
    <message>
        <source>the shuffled order must hold every card of the deck once</source>
        <translation>l&apos;ordre mélangé doit contenir chaque carte du paquet une seule fois</translation>
    </message>
</context>
<context>
    <name>adj::OiblFire</name>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>A unit (or combined units) fires at one target at a measured range: figures by formation, one roll per 30 figures on the Combat Chart.</source>
        <translation>Une unité (ou des unités combinées) tire sur une cible à une distance mesurée : figurines selon la formation, un jet par tranche de 30 figurines sur la table de combat.</translation>
    </message>
    <message>
        <source>Firing unit</source>
        <translation>Unité qui tire</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that fires (optional).</source>
        <translation>L&apos;unité de la bataille qui tire (facultatif).</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Range: carbine 5&quot;, musket 7&quot;, jaeger 10&quot;, rifle 12&quot;, artillery 40&quot;.</source>
        <translation>Portée : carabine 5&quot;, mousquet 7&quot;, jäger 10&quot;, fusil rayé 12&quot;, artillerie 40&quot;.</translation>
    </message>
    <message>
        <source>Firer quality</source>
        <translation>Qualité du tireur</translation>
    </message>
    <message>
        <source>Poor -2, Wretched -4.</source>
        <translation>Médiocre -2, Pitoyable -4.</translation>
    </message>
    <message>
        <source>Firer formation</source>
        <translation>Formation du tireur</translation>
    </message>
    <message>
        <source>Close order fires two ranks (the whole line), open order one stand deep, a column only its front rank; artillery must be unlimbered.</source>
        <translation>L&apos;ordre serré tire sur deux rangs (toute la ligne), l&apos;ordre dispersé sur un socle de profondeur, une colonne seulement par son premier rang ; l&apos;artillerie doit être dételée.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Figures of the firer (combined units: their sum; skirmishers: the stands firing at this target).</source>
        <translation>Figurines du tireur (unités combinées : leur somme ; tirailleurs : les socles qui tirent sur cette cible).</translation>
    </message>
    <message>
        <source>Front-rank figures</source>
        <translation>Figurines du premier rang</translation>
    </message>
    <message>
        <source>A column fires its front rank only.</source>
        <translation>Une colonne ne tire que par son premier rang.</translation>
    </message>
    <message>
        <source>Gun weight (lb)</source>
        <translation>Calibre de la pièce (lb)</translation>
    </message>
    <message>
        <source>Light (3-4 lb) 5 figures, medium (6-9 lb) 10, heavy (12 lb and up) 15.</source>
        <translation>Légère (3-4 lb) 5 figurines, moyenne (6-9 lb) 10, lourde (12 lb et plus) 15.</translation>
    </message>
    <message>
        <source>Firing state</source>
        <translation>Situation de tir</translation>
    </message>
    <message>
        <source>moved: skirmishers after half a move fire half (rounded up); failed-by-1: Elite/Veteran/Regular fire half (rounded up), Poor/Wretched not at all; reforming after a rally: half (rounded down).</source>
        <translation>moved : les tirailleurs qui ont fait un demi-mouvement tirent avec la moitié (arrondie au supérieur) ; failed-by-1 : Élite/Vétéran/Régulier tirent avec la moitié (arrondie au supérieur), Médiocre/Pitoyable pas du tout ; en reformation après un ralliement : la moitié (arrondie à l&apos;inférieur).</translation>
    </message>
    <message>
        <source>Artillery prolonged</source>
        <translation>Artillerie à la prolonge</translation>
    </message>
    <message>
        <source>Artillery may not fire after prolonge.</source>
        <translation>L&apos;artillerie ne peut pas tirer après un déplacement à la prolonge.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Measured range from firer to target.</source>
        <translation>Distance mesurée du tireur à la cible.</translation>
    </message>
    <message>
        <source>Range unit</source>
        <translation>Unité de distance</translation>
    </message>
    <message>
        <source>Inches or centimetres.</source>
        <translation>Pouces ou centimètres.</translation>
    </message>
    <message>
        <source>Marksmen</source>
        <translation>Tireurs d&apos;élite</translation>
    </message>
    <message>
        <source>Firer is &quot;Marksmen&quot; as per scenario: +2.</source>
        <translation>Le tireur est « Marksmen » selon le scénario : +2.</translation>
    </message>
    <message>
        <source>Combined fire</source>
        <translation>Tir combiné</translation>
    </message>
    <message>
        <source>Several units fire together with all modifiers applying to the shot (cannon never combine).</source>
        <translation>Plusieurs unités tirent ensemble et tous les modificateurs s&apos;appliquent au tir (les canons ne se combinent jamais).</translation>
    </message>
    <message>
        <source>Target unit</source>
        <translation>Unité cible</translation>
    </message>
    <message>
        <source>The battle&apos;s unit fired at (optional).</source>
        <translation>L&apos;unité de la bataille visée par le tir (facultatif).</translation>
    </message>
    <message>
        <source>Target in column</source>
        <translation>Cible en colonne</translation>
    </message>
    <message>
        <source>+2.</source>
        <translation>+2.</translation>
    </message>
    <message>
        <source>Target is mounted cavalry</source>
        <translation>Cible : cavalerie montée</translation>
    </message>
    <message>
        <source>Fire on flank or rear</source>
        <translation>Tir de flanc/arrière</translation>
    </message>
    <message>
        <source>Target cover</source>
        <translation>Couvert de la cible</translation>
    </message>
    <message>
        <source>Light cover (woods, buildings) -2, heavy cover (redoubt) -4.</source>
        <translation>Couvert léger (bois, bâtiments) -2, couvert lourd (redoute) -4.</translation>
    </message>
    <message>
        <source>Target is artillery</source>
        <translation>La cible est de l&apos;artillerie</translation>
    </message>
    <message>
        <source>Counter-battery: a casualty caused by a cannon rolls 1d10, 8 or 9 destroys the target cannon.</source>
        <translation>Contre-batterie : une perte causée par un canon fait lancer 1d10, sur 8 ou 9 le canon visé est détruit.</translation>
    </message>
    <message>
        <source>Target quality</source>
        <translation>Qualité de la cible</translation>
    </message>
    <message>
        <source>Poor or Wretched targets fired on by 6+ figures get a panic marker.</source>
        <translation>Les cibles Médiocres ou Pitoyables visées par 6 figurines ou plus reçoivent un marqueur de panique.</translation>
    </message>
    <message>
        <source>Target figures</source>
        <translation>Figurines de la cible</translation>
    </message>
    <message>
        <source>Figures of the target now; casualties stop there (optional).</source>
        <translation>Figurines actuelles de la cible ; les pertes s&apos;arrêtent là (facultatif).</translation>
    </message>
    <message>
        <source>Target already has a panic marker</source>
        <translation>La cible a déjà un marqueur de panique</translation>
    </message>
    <message>
        <source>Panic markers are not cumulative.</source>
        <translation>Les marqueurs de panique ne se cumulent pas.</translation>
    </message>
    <message>
        <source>Figures that fired on it earlier this turn</source>
        <translation>Figurines ayant déjà tiré sur elle ce tour</translation>
    </message>
    <message>
        <source>For the 6+ figures trigger on Poor and Wretched units.</source>
        <translation>Pour le seuil de 6 figurines ou plus sur les unités Médiocres et Pitoyables.</translation>
    </message>
    <message>
        <source>General with the target</source>
        <translation>Général avec la cible</translation>
    </message>
    <message>
        <source>Rolls 1d10 per two hits; on a 1 the d6 wound table.</source>
        <translation>Lance 1d10 par tranche de deux touches ; sur un 1, la table des blessures au d6.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>The battle&apos;s general with the target (optional).</source>
        <translation>Le général de la bataille avec la cible (facultatif).</translation>
    </message>
    <message>
        <source>the general with the unit rolls %1 d10 for %2 hits (one per %3, rounded up)</source>
        <translation>le général avec l&apos;unité lance %1 d10 pour %2 touches (un par tranche de %3, arrondi au supérieur)</translation>
    </message>
    <message>
        <source>risk to the general</source>
        <translation>risque pour le général</translation>
    </message>
    <message numerus="yes">
        <source>general&apos;s dice %1: %n on %2</source>
        <translation>
            <numerusform>dés du général %1 : %n dé à %2</numerusform>
            <numerusform>dés du général %1 : %n dés à %2</numerusform>
        </translation>
    </message>
    <message>
        <source>general&apos;s wound</source>
        <translation>blessure du général</translation>
    </message>
    <message>
        <source>the wound die reads %1: %2</source>
        <translation>le dé de blessure indique %1 : %2</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>serious wound</source>
        <translation>blessure grave</translation>
    </message>
    <message>
        <source>light wound</source>
        <translation>blessure légère</translation>
    </message>
    <message>
        <source>the general is killed: every unit under his command receives a panic marker</source>
        <translation>le général est tué : chaque unité sous son commandement reçoit un marqueur de panique</translation>
    </message>
    <message>
        <source>the general is seriously wounded: he moves only 1d6 inches per turn</source>
        <translation>le général est gravement blessé : il ne se déplace que de 1d6 pouces par tour</translation>
    </message>
    <message>
        <source>the general is lightly wounded: he moves only %1 inches per turn</source>
        <translation>le général est légèrement blessé : il ne se déplace que de %1 pouces par tour</translation>
    </message>
    <message>
        <source>the fire action needs the oneifbyland rule table</source>
        <translation>l&apos;action de tir exige la table de règles oneifbyland</translation>
    </message>
    <message>
        <source>input &quot;firerFormation&quot;: artillery fires only unlimbered, not %1</source>
        <translation>entrée « firerFormation » : l&apos;artillerie ne tire que dételée, pas en formation %1</translation>
    </message>
    <message>
        <source>artillery may not fire at the end of prolonge movement (Movement)</source>
        <translation>l&apos;artillerie ne peut pas tirer à la fin d&apos;un déplacement à la prolonge (Movement)</translation>
    </message>
    <message>
        <source>input &quot;gunPounds&quot; is required for artillery fire</source>
        <translation>l&apos;entrée « gunPounds » est obligatoire pour un tir d&apos;artillerie</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>lourd</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>light</source>
        <translation>léger</translation>
    </message>
    <message>
        <source>%1 cannon (%2 lb) fires as %3 figures; each cannon fires alone</source>
        <translation>canon %1 (%2 lb) : tire comme %3 figurines ; chaque canon tire seul</translation>
    </message>
    <message>
        <source>input &quot;combined&quot;: each cannon fires individually, without combining (Artillery)</source>
        <translation>entrée « combined » : chaque canon tire individuellement, sans combinaison (Artillery)</translation>
    </message>
    <message>
        <source>column: only the front rank fires, %1 of %2 figures</source>
        <translation>colonne : seul le premier rang tire, %1 figurines sur %2</translation>
    </message>
    <message>
        <source>close order line fires two ranks deep: %1 figures</source>
        <translation>ligne en ordre serré, tir sur deux rangs : %1 figurines</translation>
    </message>
    <message>
        <source>open order line fires one stand deep: %1 figures</source>
        <translation>ligne en ordre dispersé, tir sur un socle de profondeur : %1 figurines</translation>
    </message>
    <message>
        <source>skirmishers: %1 figures fire at this target</source>
        <translation>tirailleurs : %1 figurines tirent sur cette cible</translation>
    </message>
    <message>
        <source>moved up to half its skirmish move: half the figures fire, rounded up: %1 of %2</source>
        <translation>déplacement d&apos;au plus la moitié de son mouvement en tirailleurs : la moitié des figurines tire, arrondie au supérieur : %1 sur %2</translation>
    </message>
    <message>
        <source>a %1 unit that failed its morale test by 1 may not fire at all (Morale Results)</source>
        <translation>une unité de qualité %1 qui a raté son test de moral de 1 ne peut pas tirer du tout (Morale Results)</translation>
    </message>
    <message>
        <source>failed its morale test by 1: half the figures fire, rounded up: %1 of %2</source>
        <translation>test de moral raté de 1 : la moitié des figurines tire, arrondie au supérieur : %1 sur %2</translation>
    </message>
    <message>
        <source>reforming after a rally: half the figures fire, rounded down: %1 of %2</source>
        <translation>en reformation après un ralliement : la moitié des figurines tire, arrondie à l&apos;inférieur : %1 sur %2</translation>
    </message>
    <message>
        <source>no figures fire</source>
        <translation>aucune figurine ne tire</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>à bout portant</translation>
    </message>
    <message>
        <source>marksmen</source>
        <translation>tireurs d&apos;élite</translation>
    </message>
    <message>
        <source>target in column</source>
        <translation>cible en colonne</translation>
    </message>
    <message>
        <source>target is mounted cavalry</source>
        <translation>la cible est de la cavalerie montée</translation>
    </message>
    <message>
        <source>fire on flank or rear</source>
        <translation>tir de flanc ou d&apos;arrière</translation>
    </message>
    <message>
        <source>firer is Poor</source>
        <translation>le tireur est Médiocre</translation>
    </message>
    <message>
        <source>firer is Wretched</source>
        <translation>le tireur est Pitoyable</translation>
    </message>
    <message>
        <source>target in light cover</source>
        <translation>cible en couvert léger</translation>
    </message>
    <message>
        <source>target in heavy cover</source>
        <translation>cible en couvert lourd</translation>
    </message>
    <message>
        <source>cannon at %1-%2&quot;</source>
        <translation>canon à %1-%2&quot;</translation>
    </message>
    <message>
        <source>cannon over %1&quot;</source>
        <translation>canon au-delà de %1&quot;</translation>
    </message>
    <message>
        <source>cannon fire</source>
        <translation>tir de canon</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>a %1 target fired on by %2 figures this turn (6+) gets a panic marker</source>
        <translation>une cible de qualité %1 visée par %2 figurines ce tour (6+) reçoit un marqueur de panique</translation>
    </message>
    <message>
        <source>the target has only %1 figures</source>
        <translation>la cible n&apos;a que %1 figurines</translation>
    </message>
    <message>
        <source>the target loses its last %1 figures</source>
        <translation>la cible perd ses %1 dernières figurines</translation>
    </message>
    <message>
        <source>the target loses %1 figures</source>
        <translation>la cible perd %1 figurines</translation>
    </message>
    <message>
        <source>counter-battery</source>
        <translation>contre-batterie</translation>
    </message>
    <message>
        <source>counter-battery die %1: the target cannon is destroyed</source>
        <translation>dé de contre-batterie %1 : le canon visé est détruit</translation>
    </message>
    <message>
        <source>counter-battery die %1: the cannon survives</source>
        <translation>dé de contre-batterie %1 : le canon survit</translation>
    </message>
    <message>
        <source>the target cannon is destroyed</source>
        <translation>le canon visé est détruit</translation>
    </message>
    <message>
        <source>the target already has a panic marker; they are not cumulative</source>
        <translation>la cible a déjà un marqueur de panique ; ils ne se cumulent pas</translation>
    </message>
    <message>
        <source>panic marker: the target lost figures this turn; it takes a morale test</source>
        <translation>marqueur de panique : la cible a perdu des figurines ce tour ; elle fait un test de moral</translation>
    </message>
    <message>
        <source>panic marker: Poor/Wretched fired on by 6+ figures; it takes a morale test</source>
        <translation>marqueur de panique : unité Médiocre/Pitoyable visée par 6 figurines ou plus ; elle fait un test de moral</translation>
    </message>
    <message>
        <source>Firer %1 (combined)</source>
        <translation>Tireur %1 (combiné)</translation>
    </message>
    <message>
        <source>The battle&apos;s unit combining its fire with the first (optional).</source>
        <translation>L&apos;unité de la bataille qui combine son tir avec le premier tireur (facultatif).</translation>
    </message>
    <message>
        <source>Firer %1: figures</source>
        <translation>Tireur %1 : figurines</translation>
    </message>
    <message>
        <source>Its figures (the formation decides how many fire).</source>
        <translation>Ses figurines (la formation détermine combien tirent).</translation>
    </message>
    <message>
        <source>Firer %1: quality</source>
        <translation>Tireur %1 : qualité</translation>
    </message>
    <message>
        <source>Poor -2, Wretched -4 on the whole combined shot.</source>
        <translation>Médiocre -2, Pitoyable -4 sur l&apos;ensemble du tir combiné.</translation>
    </message>
    <message>
        <source>Firer %1: formation</source>
        <translation>Tireur %1 : formation</translation>
    </message>
    <message>
        <source>Close order when not given.</source>
        <translation>Ordre serré si non indiqué.</translation>
    </message>
    <message>
        <source>Firer %1: front-rank figures</source>
        <translation>Tireur %1 : figurines du premier rang</translation>
    </message>
    <message>
        <source>Firer %1: weapon</source>
        <translation>Tireur %1 : arme</translation>
    </message>
    <message>
        <source>Musket when not given; cannon never combine.</source>
        <translation>Mousquet si non indiqué ; les canons ne se combinent jamais.</translation>
    </message>
    <message>
        <source>Firer %1: range</source>
        <translation>Tireur %1 : distance</translation>
    </message>
    <message>
        <source>Its own measured range to the target (same unit as the first).</source>
        <translation>Sa propre distance mesurée jusqu&apos;à la cible (même unité de mesure que le premier).</translation>
    </message>
    <message>
        <source>Firer %1: marksmen</source>
        <translation>Tireur %1 : tireurs d&apos;élite</translation>
    </message>
    <message>
        <source>+2 on the whole shot.</source>
        <translation>+2 sur l&apos;ensemble du tir.</translation>
    </message>
    <message>
        <source>Firer %1: on flank or rear</source>
        <translation>Tireur %1 : de flanc ou d&apos;arrière</translation>
    </message>
    <message>
        <source>Firer %1: firing state</source>
        <translation>Tireur %1 : situation de tir</translation>
    </message>
    <message>
        <source>Normal when not given.</source>
        <translation>Normale si non indiquée.</translation>
    </message>
    <message>
        <source>the firing unit</source>
        <translation>l&apos;unité qui tire</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for %2</source>
        <translation>l&apos;entrée « %1 » est obligatoire pour %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: each cannon fires individually, without combining (Artillery)</source>
        <translation>entrée « %1 » : chaque canon tire individuellement, sans combinaison (Artillery)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2 is an artillery formation; small arms fire in close, open, column or skirmish order</source>
        <translation>entrée « %1 » : %2 est une formation d&apos;artillerie ; les armes légères tirent en ordre serré, dispersé, en colonne ou en tirailleurs</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: a routing unit in no formation may not fire (Morale Results)</source>
        <translation>entrée « %1 » : une unité en déroute, sans formation, ne peut pas tirer (Morale Results)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for small-arms fire</source>
        <translation>l&apos;entrée « %1 » est obligatoire pour un tir d&apos;armes légères</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for a column: only its front rank fires (Column)</source>
        <translation>l&apos;entrée « %1 » est obligatoire pour une colonne : seul son premier rang tire (Column)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, more than the %3 figures of the unit</source>
        <translation>l&apos;entrée « %1 » vaut %2, plus que les %3 figurines de l&apos;unité</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: only units in skirmish order may move and fire (Light Infantry Move/Fire)</source>
        <translation>entrée « %1 » : seules les unités en ordre en tirailleurs peuvent se déplacer et tirer (Light Infantry Move/Fire)</translation>
    </message>
    <message>
        <source>input &quot;figures%1&quot;: a second firer joins the shot only with combined fire (input &quot;combined&quot;)</source>
        <translation>entrée « figures%1 » : un second tireur ne se joint au tir qu&apos;en tir combiné (entrée « combined »)</translation>
    </message>
    <message>
        <source>firer %1</source>
        <translation>tireur %1</translation>
    </message>
    <message>
        <source>firer 1</source>
        <translation>tireur 1</translation>
    </message>
    <message>
        <source>combined fire of %1 units: %2 = %3 figures, every firing modifier of each firer applying to the one shot</source>
        <translation>tir combiné de %1 unités : %2 = %3 figurines, tous les modificateurs de tir de chaque tireur s&apos;appliquant à ce tir unique</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the battle does not say which units he commanded: place their panic markers by hand</source>
        <translation>la bataille n&apos;indique pas quelles unités il commandait : placez leurs marqueurs de panique à la main</translation>
    </message>
    <message>
        <source>no unit of %1 %2 is in play</source>
        <translation>aucune unité de la %1 %2 n&apos;est en jeu</translation>
    </message>
    <message>
        <source>%1: panic marker, its general was killed</source>
        <translation>%1 : marqueur de panique, son général a été tué</translation>
    </message>
    <message>
        <source>every unit of his command (%1 %2) receives a panic marker: %3</source>
        <translation>chaque unité sous son commandement (%1 %2) reçoit un marqueur de panique : %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>already marked, markers are not cumulative: %1</source>
        <translation>déjà marquées, les marqueurs ne se cumulent pas : %1</translation>
    </message>
    <message>
        <source>The general&apos;s command</source>
        <translation>Le commandement du général</translation>
    </message>
    <message>
        <source>{&quot;level&quot;, &quot;name&quot;, &quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;panic&quot;}]}: the units under his command, read off the battle.</source>
        <translation>{&quot;level&quot;, &quot;name&quot;, &quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;panic&quot;}]} : les unités sous son commandement, lues dans la bataille.</translation>
    </message>
    <message>
        <source>General&apos;s command</source>
        <translation>Commandement du général</translation>
    </message>
    <message>
        <source>He commands a brigade, a division or the army: if killed, every unit of it gets a panic marker.</source>
        <translation>Il commande une brigade, une division ou l&apos;armée : s&apos;il est tué, chacune de ses unités reçoit un marqueur de panique.</translation>
    </message>
    <message>
        <source>Name of his command</source>
        <translation>Nom de son commandement</translation>
    </message>
    <message>
        <source>The brigade, division or army he commands; empty: that of the unit he is with.</source>
        <translation>La brigade, la division ou l&apos;armée qu&apos;il commande ; vide : celle de l&apos;unité qu&apos;il accompagne.</translation>
    </message>
    <message>
        <source>Combat Chart, one die per 30 figures firing</source>
        <translation>table de combat, un dé par tranche de 30 figurines qui tirent</translation>
    </message>
    <message>
        <source>if a cannon&apos;s fire causes a casualty</source>
        <translation>si le tir d&apos;un canon cause une perte</translation>
    </message>
    <message>
        <source>if the fire causes casualties</source>
        <translation>si le tir cause des pertes</translation>
    </message>
    <message>
        <source>risk to the general, one die per two hits</source>
        <translation>risque pour le général, un dé par tranche de deux touches</translation>
    </message>
    <message>
        <source>the general&apos;s wound</source>
        <translation>blessure du général</translation>
    </message>
    <message>
        <source>for each risk die showing the danger face</source>
        <translation>pour chaque dé de risque qui montre la face de danger</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n unit(s) fired on</source>
        <translation>
            <numerusform>Tour %1 : %n unité visée</numerusform>
            <numerusform>Tour %1 : %n unités visées</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures fired on units this turn</source>
        <translation>Figurines ayant tiré sur des unités ce tour</translation>
    </message>
    <message>
        <source>{&quot;turn&quot;, &quot;figures&quot;: {unit id: figures}}: read off the battle.</source>
        <translation>{&quot;turn&quot;, &quot;figures&quot;: {id d&apos;unité : figurines}} : lu dans la bataille.</translation>
    </message>
</context>
<context>
    <name>adj::OiblMelee</name>
    <message numerus="yes">
        <source>%n higher quality</source>
        <translation>
            <numerusform>%n niveau de qualité au-dessus</numerusform>
            <numerusform>%n niveaux de qualité au-dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>opponent has a panic marker</source>
        <translation>l&apos;adversaire a un marqueur de panique</translation>
    </message>
    <message>
        <source>attacking flank or rear</source>
        <translation>attaque de flanc ou d&apos;arrière</translation>
    </message>
    <message>
        <source>hatchets against none</source>
        <translation>hachettes contre aucune</translation>
    </message>
    <message>
        <source>bayonets against none</source>
        <translation>baïonnettes contre aucune</translation>
    </message>
    <message>
        <source>defending light cover</source>
        <translation>défense en couvert léger</translation>
    </message>
    <message>
        <source>defending heavy cover</source>
        <translation>défense en couvert lourd</translation>
    </message>
    <message>
        <source>attacked in flank or rear</source>
        <translation>attaquée de flanc ou d&apos;arrière</translation>
    </message>
    <message>
        <source>cavalry against non-cavalry</source>
        <translation>cavalerie contre non-cavalerie</translation>
    </message>
    <message>
        <source>unit is routing</source>
        <translation>l&apos;unité est en déroute</translation>
    </message>
    <message>
        <source>Charge and melee</source>
        <translation>Charge et mêlée</translation>
    </message>
    <message>
        <source>Start at the melee</source>
        <translation>Commencer à la mêlée</translation>
    </message>
    <message>
        <source>Skip the tests and the defender&apos;s fire: the units are already in contact.</source>
        <translation>Sauter les tests et le tir du défenseur : les unités sont déjà au contact.</translation>
    </message>
    <message>
        <source>Attack on flank or rear</source>
        <translation>Attaque de flanc ou d&apos;arrière</translation>
    </message>
    <message>
        <source>Attacker +2, defender -4.</source>
        <translation>Attaquant +2, défenseur -4.</translation>
    </message>
    <message>
        <source>Skirmishers fired or moved</source>
        <translation>Tirailleurs ayant tiré ou bougé</translation>
    </message>
    <message>
        <source>Skirmishers that fired or moved this turn evade automatically.</source>
        <translation>Les tirailleurs qui ont tiré ou bougé ce tour se dérobent automatiquement.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>the charge needs the oneifbyland rule table</source>
        <translation>la charge exige la table de règles oneifbyland</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, more than the %3 figures of the %4</source>
        <translation>l&apos;entrée « %1 » vaut %2, plus que les %3 figurines (%4)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: Indian warbands always assume skirmish formation</source>
        <translation>entrée « %1 » : les bandes de guerriers amérindiennes sont toujours en formation en tirailleurs</translation>
    </message>
    <message>
        <source>artillery may not charge (Charge Movement)</source>
        <translation>l&apos;artillerie ne peut pas charger (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;dGunPounds&quot; is required for an artillery defender</source>
        <translation>l&apos;entrée « dGunPounds » est obligatoire pour un défenseur d&apos;artillerie</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is more than the unit&apos;s figures</source>
        <translation>l&apos;entrée « %1 » dépasse le nombre de figurines de l&apos;unité</translation>
    </message>
    <message>
        <source>a unit in %1 order may not charge; only close or open order infantry, cavalry and Indians may (Charge Movement)</source>
        <translation>formation %1 : l&apos;unité ne peut pas charger ; seules l&apos;infanterie en ordre serré ou dispersé, la cavalerie et les Amérindiens le peuvent (Charge Movement)</translation>
    </message>
    <message>
        <source>a routing unit may not charge</source>
        <translation>une unité en déroute ne peut pas charger</translation>
    </message>
    <message>
        <source>no figures are in contact: inputs &quot;aFrontFigures&quot; and &quot;dFrontFigures&quot; are 0</source>
        <translation>aucune figurine n&apos;est au contact : les entrées « aFrontFigures » et « dFrontFigures » valent 0</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>à bout portant</translation>
    </message>
    <message>
        <source>marksmen</source>
        <translation>tireurs d&apos;élite</translation>
    </message>
    <message>
        <source>target is mounted cavalry</source>
        <translation>la cible est de la cavalerie montée</translation>
    </message>
    <message>
        <source>target in column</source>
        <translation>cible en colonne</translation>
    </message>
    <message>
        <source>firer is Poor</source>
        <translation>le tireur est Médiocre</translation>
    </message>
    <message>
        <source>firer is Wretched</source>
        <translation>le tireur est Pitoyable</translation>
    </message>
    <message>
        <source>panic marker on the %1: %2</source>
        <translation>marqueur de panique (%1) : %2</translation>
    </message>
    <message>
        <source>the %1 routs away from the enemy in no formation</source>
        <translation>%1 : déroute loin de l&apos;ennemi, sans formation</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>the %1 loses %2 figures</source>
        <translation>%1 : perte de %2 figurines</translation>
    </message>
    <message>
        <source>attempting a charge</source>
        <translation>tentative de charge</translation>
    </message>
    <message>
        <source>the charge fails: the attacker makes a full move away from the enemy (backstepping, or about face for cavalry) facing it, and may not move, fire or change formation for the rest of the turn</source>
        <translation>la charge échoue : l&apos;attaquant fait un mouvement complet pour s&apos;éloigner de l&apos;ennemi (pas en arrière, ou demi-tour pour la cavalerie) en lui faisant face, et ne peut plus se déplacer, tirer ni changer de formation pour le reste du tour</translation>
    </message>
    <message>
        <source>being charged</source>
        <translation>subit une charge</translation>
    </message>
    <message>
        <source>skirmishing cavalry evade attacking infantry automatically</source>
        <translation>la cavalerie en tirailleurs se dérobe automatiquement à l&apos;infanterie qui attaque</translation>
    </message>
    <message>
        <source>the skirmishers evade: roll an infantry retreat move and move half of it away, ending facing the attackers</source>
        <translation>les tirailleurs se dérobent : lancez un mouvement de retraite d&apos;infanterie et reculez de la moitié, en finissant face aux attaquants</translation>
    </message>
    <message>
        <source>the skirmishers choose: fire half their figures at the attackers and evade half an infantry retreat move, or make a full retreat move, facing the attackers</source>
        <translation>les tirailleurs choisissent : tirer avec la moitié de leurs figurines sur les attaquants et se dérober d&apos;un demi-mouvement de retraite d&apos;infanterie, ou faire un mouvement de retraite complet, face aux attaquants</translation>
    </message>
    <message>
        <source>the skirmishers roll an infantry rout move and rout away from the attackers</source>
        <translation>les tirailleurs lancent un mouvement de déroute d&apos;infanterie et partent en déroute loin des attaquants</translation>
    </message>
    <message>
        <source>failed by 1: half the eligible figures fire, rounded down: %1</source>
        <translation>raté de 1 : la moitié des figurines éligibles tire, arrondie à l&apos;inférieur : %1</translation>
    </message>
    <message>
        <source>failed by 1: the defender may not fire</source>
        <translation>raté de 1 : le défenseur ne peut pas tirer</translation>
    </message>
    <message>
        <source>defender&apos;s fire at %1&quot;</source>
        <translation>tir du défenseur à %1&quot;</translation>
    </message>
    <message>
        <source>failed by 1 to close: the charge stops and the attacker may not advance</source>
        <translation>raté de 1 pour aller au contact : la charge s&apos;arrête et l&apos;attaquant ne peut pas avancer</translation>
    </message>
    <message>
        <source>%1: Poor and Wretched units get no overlap in the first round</source>
        <translation>%1 : les unités Médiocres et Pitoyables n&apos;ont pas de débordement au premier round</translation>
    </message>
    <message>
        <source>%1: skirmishers get no overlap in the first round</source>
        <translation>%1 : les tirailleurs n&apos;ont pas de débordement au premier round</translation>
    </message>
    <message>
        <source>melee round %1: attacker %2 figures, defender %3 figures</source>
        <translation>round de mêlée %1 : attaquant %2 figurines, défenseur %3 figurines</translation>
    </message>
    <message>
        <source>attacker, round %1</source>
        <translation>attaquant, round %1</translation>
    </message>
    <message>
        <source>defender, round %1</source>
        <translation>défenseur, round %1</translation>
    </message>
    <message>
        <source>cavalry against infantry: no second round</source>
        <translation>cavalerie contre infanterie : pas de second round</translation>
    </message>
    <message>
        <source>melee casualties: attacker %1, defender %2</source>
        <translation>pertes de la mêlée : attaquant %1, défenseur %2</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 : unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit (optional).</source>
        <translation>L&apos;unité de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>%1 arm</source>
        <translation>%1 : arme</translation>
    </message>
    <message>
        <source>Cavalry vs non-cavalry +2; no second round for cavalry against infantry.</source>
        <translation>Cavalerie contre non-cavalerie +2 ; pas de second round pour la cavalerie contre l&apos;infanterie.</translation>
    </message>
    <message>
        <source>Front-rank figures in contact</source>
        <translation>Figurines du premier rang au contact</translation>
    </message>
    <message>
        <source>Figures of the front-rank stands in base-to-base contact.</source>
        <translation>Figurines des socles du premier rang en contact socle à socle.</translation>
    </message>
    <message>
        <source>Overlap figures</source>
        <translation>Figurines en débordement</translation>
    </message>
    <message>
        <source>Figures of the one stand on each flank beyond the enemy&apos;s front.</source>
        <translation>Figurines du socle unique de chaque flanc qui dépasse le front ennemi.</translation>
    </message>
    <message>
        <source>Flanks overlapping</source>
        <translation>Flancs en débordement</translation>
    </message>
    <message>
        <source>Indians count 2 more figures on each overlapping flank in the first round.</source>
        <translation>Les Amérindiens comptent 2 figurines de plus sur chaque flanc en débordement au premier round.</translation>
    </message>
    <message>
        <source>Bayonets</source>
        <translation>Baïonnettes</translation>
    </message>
    <message>
        <source>Bayonets (Indians: hatchets) against none +1; militia and cavalry carbineers have none.</source>
        <translation>Baïonnettes (Amérindiens : hachettes) contre aucune +1 ; la milice et les carabiniers de cavalerie n&apos;en ont pas.</translation>
    </message>
    <message>
        <source>Has a panic marker</source>
        <translation>A un marqueur de panique</translation>
    </message>
    <message>
        <source>The opponent gets +1.</source>
        <translation>L&apos;adversaire obtient +1.</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>-4.</source>
        <translation>-4.</translation>
    </message>
    <message>
        <source>Figures that may fire</source>
        <translation>Figurines pouvant tirer</translation>
    </message>
    <message>
        <source>The defender&apos;s eligible figures firing at the charger at 2&quot; (default: all).</source>
        <translation>Figurines éligibles du défenseur qui tirent sur l&apos;unité qui charge à 2&quot; (par défaut : toutes).</translation>
    </message>
    <message>
        <source>Gun weight (lb)</source>
        <translation>Calibre de la pièce (lb)</translation>
    </message>
    <message>
        <source>An artillery defender fires as 5, 10 or 15 figures.</source>
        <translation>Un défenseur d&apos;artillerie tire comme 5, 10 ou 15 figurines.</translation>
    </message>
    <message>
        <source>Marksmen</source>
        <translation>Tireurs d&apos;élite</translation>
    </message>
    <message>
        <source>+2 on the defender&apos;s fire.</source>
        <translation>+2 au tir du défenseur.</translation>
    </message>
    <message>
        <source>Figures now of this unit (units joining the melee are given as attacker or defender 2 and 3).</source>
        <translation>Figurines actuelles de cette unité (les unités qui se joignent à la mêlée sont indiquées comme attaquant ou défenseur 2 et 3).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Figures now; a unit of the same quality as another on its side combines its attack with it, one of another quality attacks individually.</source>
        <translation>Figurines actuelles ; une unité de même qualité qu&apos;une autre de son camp combine son attaque avec elle, une unité d&apos;une autre qualité attaque individuellement.</translation>
    </message>
    <message>
        <source>The charge sequence: attacker&apos;s test, defender&apos;s test and fire at 2&quot;, re-test, two melee rounds and the winner. From contact, up to two more units a side may join the melee: units of the same quality combine their attack, units of different quality attack individually.</source>
        <translation>La séquence de charge : test de l&apos;attaquant, test du défenseur et tir à 2&quot;, nouveau test, deux rounds de mêlée et le vainqueur. À partir du contact, jusqu&apos;à deux autres unités par camp peuvent se joindre à la mêlée : les unités de même qualité combinent leur attaque, celles de qualités différentes attaquent individuellement.</translation>
    </message>
    <message>
        <source>Attacker 2</source>
        <translation>Attaquant 2</translation>
    </message>
    <message>
        <source>Attacker 3</source>
        <translation>Attaquant 3</translation>
    </message>
    <message>
        <source>Defender 2</source>
        <translation>Défenseur 2</translation>
    </message>
    <message>
        <source>Defender 3</source>
        <translation>Défenseur 3</translation>
    </message>
    <message>
        <source>%1 %2 (%3), round %4</source>
        <translation>%1 %2 (%3), round %4</translation>
    </message>
    <message>
        <source>%1: %2 combine their attack, %3 = %4 figures</source>
        <translation>%1 : %2 combinent leur attaque, %3 = %4 figurines</translation>
    </message>
    <message>
        <source>%1: %2, %3 figures</source>
        <translation>%1 : %2, %3 figurines</translation>
    </message>
    <message>
        <source>%1, round %2: units of different quality attack individually, one roll for each quality: %3</source>
        <translation>%1, round %2 : les unités de qualités différentes attaquent individuellement, un jet par qualité : %3</translation>
    </message>
    <message>
        <source>%1, round %2: units of the same quality combine their attack: %3</source>
        <translation>%1, round %2 : les unités de même qualité combinent leur attaque : %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 casualties on the %2, shared by the figures each unit had fighting: %3</source>
        <translation>%1 pertes côté %2, réparties selon les figurines que chaque unité avait au combat : %3</translation>
    </message>
    <message>
        <source>attackers</source>
        <translation>attaquants</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>défenseurs</translation>
    </message>
    <message>
        <source>the defenders did not all rout: the %1 retreats a full column move (rolled) facing them in its starting formation, ends its turn, and spends the next turn reforming in place</source>
        <translation>les défenseurs ne sont pas tous en déroute — %1 : recul d&apos;un mouvement complet de colonne (lancé) en leur faisant face, dans la formation de départ, fin du tour, puis le tour suivant est passé à se reformer sur place</translation>
    </message>
    <message>
        <source>the %1 must reform before it advances or charges again</source>
        <translation>%1 : doit se reformer avant d&apos;avancer ou de charger à nouveau</translation>
    </message>
    <message>
        <source>attacker %1</source>
        <translation>attaquant %1</translation>
    </message>
    <message>
        <source>defender %1</source>
        <translation>défenseur %1</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is required for the %2 joining the melee</source>
        <translation>l&apos;entrée « %1 » est obligatoire pour l&apos;unité qui se joint à la mêlée (%2)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: a unit joins the melee only with &quot;fromContact&quot; (each unit&apos;s own charge tests and fire come first)</source>
        <translation>entrée « %1 » : une unité ne se joint à la mêlée qu&apos;avec « fromContact » (les tests de charge et le tir propres à chaque unité viennent d&apos;abord)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: artillery may not charge (Charge Movement)</source>
        <translation>entrée « %1 » : l&apos;artillerie ne peut pas charger (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: unit %2 is already the %3</source>
        <translation>entrée « %1 » : l&apos;unité %2 est déjà engagée comme %3</translation>
    </message>
    <message>
        <source>the %1 and the %2 are both %3 and must combine their attack, but their melee modifiers differ (%4 / %5): resolve them as one unit or correct the inputs (Fire and Melee Combat)</source>
        <translation>%1 et %2 ont la même qualité (%3) et doivent combiner leur attaque, mais leurs modificateurs de mêlée diffèrent (%4 / %5) : résolvez-les comme une seule unité ou corrigez les entrées (Fire and Melee Combat)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>unless the charge starts at the melee</source>
        <translation>sauf si la charge commence à la mêlée</translation>
    </message>
    <message>
        <source>the attacker&apos;s morale test to charge</source>
        <translation>test de moral de l&apos;attaquant pour charger</translation>
    </message>
    <message>
        <source>the defender&apos;s morale test</source>
        <translation>test de moral du défenseur</translation>
    </message>
    <message>
        <source>if the attacker charges</source>
        <translation>si l&apos;attaquant charge</translation>
    </message>
    <message>
        <source>the defender&apos;s fire at 2&quot;</source>
        <translation>tir du défenseur à 2&quot;</translation>
    </message>
    <message>
        <source>if the defender stands and may fire</source>
        <translation>si le défenseur tient et peut tirer</translation>
    </message>
    <message>
        <source>the attacker&apos;s test to close</source>
        <translation>test de l&apos;attaquant pour aller au contact</translation>
    </message>
    <message>
        <source>if the defender&apos;s fire caused casualties</source>
        <translation>si le tir du défenseur a causé des pertes</translation>
    </message>
    <message>
        <source>attackers, melee round 1, one die per quality</source>
        <translation>attaquants, round de mêlée 1, un dé par qualité</translation>
    </message>
    <message>
        <source>defenders, melee round 1, one die per quality</source>
        <translation>défenseurs, round de mêlée 1, un dé par qualité</translation>
    </message>
    <message>
        <source>attackers, melee round 2</source>
        <translation>attaquants, round de mêlée 2</translation>
    </message>
    <message>
        <source>unless cavalry fights infantry or a side is gone</source>
        <translation>sauf si la cavalerie combat l&apos;infanterie ou qu&apos;un camp a disparu</translation>
    </message>
    <message>
        <source>defenders, melee round 2</source>
        <translation>défenseurs, round de mêlée 2</translation>
    </message>
    <message>
        <source>morale tests after the melee, one per unit</source>
        <translation>tests de moral après la mêlée, un par unité</translation>
    </message>
    <message>
        <source>for the units of the side with fewer casualties, or both on a tie</source>
        <translation>pour les unités du camp qui a subi le moins de pertes, ou les deux en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>Generals with the units</source>
        <translation>Généraux avec les unités</translation>
    </message>
    <message>
        <source>{&quot;&lt;unit id&gt;&quot;: leader id}: read off the battle.</source>
        <translation>{&quot;&lt;id d&apos;unité&gt;&quot;: id du chef} : lu dans la bataille.</translation>
    </message>
    <message>
        <source>Risks owed</source>
        <translation>Risques dus</translation>
    </message>
    <message>
        <source>The generals&apos; risks owed this turn (oibl.risk).</source>
        <translation>Les risques des généraux dus ce tour (oibl.risk).</translation>
    </message>
</context>
<context>
    <name>adj::OiblMorale</name>
    <message>
        <source>Morale test</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <source>1d10 (0-9) plus modifiers, passed at or below the Morale Number. Failed by 1: no advance, half fire; failed by 2 or more: rout and a panic marker. A routing unit that passes rallies.</source>
        <translation>1d10 (0-9) plus les modificateurs, réussi sur la valeur de moral ou moins. Raté de 1 : pas d&apos;avance, tir à moitié ; raté de 2 ou plus : déroute et marqueur de panique. Une unité en déroute qui réussit se rallie.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that tests (optional).</source>
        <translation>L&apos;unité de la bataille qui fait le test (facultatif).</translation>
    </message>
    <message>
        <source>Occasion</source>
        <translation>Circonstance</translation>
    </message>
    <message>
        <source>Charging or melee: Indians test one quality higher.</source>
        <translation>Charge ou mêlée : les Amérindiens testent avec une qualité de plus.</translation>
    </message>
    <message>
        <source>Charged by</source>
        <translation>Chargée par</translation>
    </message>
    <message>
        <source>Open order charged by cavalry +1, skirmishers by cavalry +2 or by close/open infantry +1, artillery by cavalry +1.</source>
        <translation>Ordre dispersé chargé par de la cavalerie +1, tirailleurs chargés par de la cavalerie +2 ou par de l&apos;infanterie en ordre serré/dispersé +1, artillerie chargée par de la cavalerie +1.</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>A routing unit tests to rally: it reforms for a turn if it passes, else keeps routing.</source>
        <translation>Une unité en déroute teste pour se rallier : si elle réussit, elle se reforme pendant un tour, sinon elle reste en déroute.</translation>
    </message>
    <message>
        <source>Already has a panic marker</source>
        <translation>A déjà un marqueur de panique</translation>
    </message>
    <message>
        <source>Panic markers are not cumulative.</source>
        <translation>Les marqueurs de panique ne se cumulent pas.</translation>
    </message>
    <message>
        <source>the morale test needs the oneifbyland rule table</source>
        <translation>le test de moral exige la table de règles oneifbyland</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>l&apos;unité</translation>
    </message>
    <message>
        <source>rallies: it spends one turn reforming in place, firing half its figures (rounded down) and defending normally</source>
        <translation>ralliement : elle passe un tour à se reformer sur place, tire avec la moitié de ses figurines (arrondie à l&apos;inférieur) et se défend normalement</translation>
    </message>
    <message>
        <source>the unit stops routing</source>
        <translation>l&apos;unité cesse sa déroute</translation>
    </message>
    <message>
        <source>the unit reforms in place for one turn</source>
        <translation>l&apos;unité se reforme sur place pendant un tour</translation>
    </message>
    <message>
        <source>fails while routing: it continues to rout</source>
        <translation>échec en déroute : elle poursuit sa déroute</translation>
    </message>
    <message>
        <source>failed by 1: the unit may not advance but may withdraw or change formation in place (except defending against a charge); Elite, Veteran and Regular fire half their figures (rounded up), Poor and Wretched may not fire</source>
        <translation>raté de 1 : l&apos;unité ne peut pas avancer mais peut se retirer ou changer de formation sur place (sauf en défense contre une charge) ; les unités Élite, Vétéran et Régulier tirent avec la moitié de leurs figurines (arrondie au supérieur), les Médiocres et Pitoyables ne peuvent pas tirer</translation>
    </message>
    <message>
        <source>the unit routs away from the enemy in no formation</source>
        <translation>l&apos;unité part en déroute loin de l&apos;ennemi, sans formation</translation>
    </message>
    <message>
        <source>it keeps its one panic marker</source>
        <translation>elle garde son unique marqueur de panique</translation>
    </message>
    <message>
        <source>the routing unit receives a panic marker</source>
        <translation>l&apos;unité en déroute reçoit un marqueur de panique</translation>
    </message>
    <message>
        <source>Risk to a general</source>
        <translation>Risque pour un général</translation>
    </message>
    <message>
        <source>A general with a unit that suffers casualties rolls 1d10 per two hits (rounded up); on a 1 the d6: 1-2 light wound, 3-4 serious wound, 5-6 killed.</source>
        <translation>Un général avec une unité qui subit des pertes lance 1d10 par tranche de deux touches (arrondi au supérieur) ; sur un 1, le d6 : 1-2 blessure légère, 3-4 blessure grave, 5-6 tué.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>The battle&apos;s general (optional).</source>
        <translation>Le général de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Casualties the unit just took.</source>
        <translation>Pertes que l&apos;unité vient de subir.</translation>
    </message>
    <message>
        <source>the risk to generals needs the oneifbyland rule table</source>
        <translation>le risque pour les généraux exige la table de règles oneifbyland</translation>
    </message>
    <message>
        <source>Movement allowance</source>
        <translation>Potentiel de mouvement</translation>
    </message>
    <message>
        <source>How many inches the unit may move this turn: 1d6 plus the base of its formation (or the optional fixed rate), with the movement modifiers.</source>
        <translation>De combien de pouces l&apos;unité peut se déplacer ce tour : 1d6 plus la base de sa formation (ou le mouvement fixe optionnel), avec les modificateurs de mouvement.</translation>
    </message>
    <message>
        <source>The battle&apos;s unit that moves (optional).</source>
        <translation>L&apos;unité de la bataille qui se déplace (facultatif).</translation>
    </message>
    <message>
        <source>Movement rate</source>
        <translation>Taux de mouvement</translation>
    </message>
    <message>
        <source>The starting formation or kind of move.</source>
        <translation>La formation de départ ou le type de mouvement.</translation>
    </message>
    <message>
        <source>Optional fixed rate</source>
        <translation>Mouvement fixe optionnel</translation>
    </message>
    <message>
        <source>Use the fixed rate instead of rolling.</source>
        <translation>Utiliser le mouvement fixe au lieu de lancer le dé.</translation>
    </message>
    <message>
        <source>General&apos;s wound</source>
        <translation>Blessure du général</translation>
    </message>
    <message>
        <source>A lightly wounded general moves only 10&quot; a turn, a seriously wounded one 1d6&quot;.</source>
        <translation>Un général légèrement blessé ne se déplace que de 10&quot; par tour, un général gravement blessé de 1d6&quot;.</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>+3&quot;: one-stand-wide column or limbered artillery, whole move on the road.</source>
        <translation>+3&quot; : colonne large d&apos;un socle ou artillerie attelée, tout le mouvement sur la route.</translation>
    </message>
    <message>
        <source>Column width (stands)</source>
        <translation>Largeur de colonne (socles)</translation>
    </message>
    <message>
        <source>For road movement.</source>
        <translation>Pour le mouvement sur route.</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>+3&quot;: close or open order infantry, cavalry, Indians.</source>
        <translation>+3&quot; : infanterie en ordre serré ou dispersé, cavalerie, Amérindiens.</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Amérindiens</translation>
    </message>
    <message>
        <source>Indians may charge in skirmish order.</source>
        <translation>Les Amérindiens peuvent charger en ordre en tirailleurs.</translation>
    </message>
    <message>
        <source>Deliberate militia retreat</source>
        <translation>Retraite délibérée de la milice</translation>
    </message>
    <message>
        <source>+3&quot;: American militia only.</source>
        <translation>+3&quot; : milice américaine uniquement.</translation>
    </message>
    <message>
        <source>American militia</source>
        <translation>Milice américaine</translation>
    </message>
    <message>
        <source>For the deliberate retreat.</source>
        <translation>Pour la retraite délibérée.</translation>
    </message>
    <message>
        <source>Linear obstacles crossed</source>
        <translation>Obstacles linéaires franchis</translation>
    </message>
    <message>
        <source>Hedges, fences, walls, streams; the cost per obstacle is a reading (table).</source>
        <translation>Haies, clôtures, murs, ruisseaux ; le coût par obstacle est une valeur de la table.</translation>
    </message>
    <message>
        <source>About faces</source>
        <translation>Demi-tours</translation>
    </message>
    <message>
        <source>-2&quot; each.</source>
        <translation>-2&quot; chacun.</translation>
    </message>
    <message>
        <source>Left or right faces</source>
        <translation>Quarts de tour à gauche ou à droite</translation>
    </message>
    <message>
        <source>Cavalry only, -2&quot; each.</source>
        <translation>Cavalerie uniquement, -2&quot; chacun.</translation>
    </message>
    <message>
        <source>Slow conditions</source>
        <translation>Conditions ralentissantes</translation>
    </message>
    <message>
        <source>Wheel/oblique, woods, interpenetration, backstep, sidestep: one at 50%, two or more at 25%.</source>
        <translation>Conversion/marche oblique, bois, interpénétration, pas en arrière, pas de côté : une à 50 %, deux ou plus à 25 %.</translation>
    </message>
    <message>
        <source>Backstepping or sidestepping</source>
        <translation>Pas en arrière ou pas de côté</translation>
    </message>
    <message>
        <source>Not for an infantry column or cavalry.</source>
        <translation>Pas pour une colonne d&apos;infanterie ni pour la cavalerie.</translation>
    </message>
    <message>
        <source>Close/open order change while advancing</source>
        <translation>Passage ordre serré/dispersé en avançant</translation>
    </message>
    <message>
        <source>Moves at 50% of the line&apos;s rate; not part of a charge.</source>
        <translation>Se déplace à 50 % du taux de la ligne ; ne peut pas faire partie d&apos;une charge.</translation>
    </message>
    <message>
        <source>Formation change</source>
        <translation>Changement de formation</translation>
    </message>
    <message>
        <source>Takes 100% of movement in place.</source>
        <translation>Prend 100 % du mouvement, sur place.</translation>
    </message>
    <message>
        <source>Mounting or dismounting</source>
        <translation>Monter ou mettre pied à terre</translation>
    </message>
    <message>
        <source>Takes 50% of movement in place.</source>
        <translation>Prend 50 % du mouvement, sur place.</translation>
    </message>
    <message>
        <source>the movement allowance needs the oneifbyland rule table</source>
        <translation>le potentiel de mouvement exige la table de règles oneifbyland</translation>
    </message>
    <message>
        <source>unlimbered artillery prolonge %1&quot;; it may not fire after it</source>
        <translation>artillerie dételée à la prolonge %1&quot; ; elle ne peut pas tirer ensuite</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; does not apply to artillery prolonge</source>
        <translation>l&apos;entrée « %1 » ne s&apos;applique pas à l&apos;artillerie à la prolonge</translation>
    </message>
    <message>
        <source>input &quot;generalWound&quot; applies to a general&apos;s move (rate &quot;general&quot;)</source>
        <translation>l&apos;entrée « generalWound » s&apos;applique au mouvement d&apos;un général (taux « general »)</translation>
    </message>
    <message>
        <source>lightly wounded general: %1&quot; a turn</source>
        <translation>général légèrement blessé : %1&quot; par tour</translation>
    </message>
    <message>
        <source>seriously wounded general: 1d%1&quot;</source>
        <translation>général gravement blessé : 1d%1&quot;</translation>
    </message>
    <message>
        <source>%1: optional fixed rate %2&quot;</source>
        <translation>%1 : mouvement fixe optionnel %2&quot;</translation>
    </message>
    <message>
        <source>%1: 1d%2 + %3&quot;</source>
        <translation>%1 : 1d%2 + %3&quot;</translation>
    </message>
    <message>
        <source>input &quot;road&quot;: only a one-stand-wide column or limbered artillery gets road movement (Road Movement)</source>
        <translation>entrée « road » : seules une colonne large d&apos;un socle ou l&apos;artillerie attelée bénéficient du mouvement sur route (Road Movement)</translation>
    </message>
    <message>
        <source>road +%1&quot; (Road Movement)</source>
        <translation>route +%1&quot; (Road Movement)</translation>
    </message>
    <message>
        <source>input &quot;charge&quot;: only close or open order infantry, cavalry and Indians may charge (Charge Movement)</source>
        <translation>entrée « charge » : seules l&apos;infanterie en ordre serré ou dispersé, la cavalerie et les Amérindiens peuvent charger (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;lineChangeAdvancing&quot;: the change between close and open order may not be part of a charge</source>
        <translation>entrée « lineChangeAdvancing » : le passage entre ordre serré et ordre dispersé ne peut pas faire partie d&apos;une charge</translation>
    </message>
    <message>
        <source>charge +%1&quot; (Charge Movement)</source>
        <translation>charge +%1&quot; (Charge Movement)</translation>
    </message>
    <message>
        <source>input &quot;militiaRetreat&quot;: only American militia may make a deliberate retreat</source>
        <translation>entrée « militiaRetreat » : seule la milice américaine peut faire une retraite délibérée</translation>
    </message>
    <message>
        <source>deliberate militia retreat +%1&quot;; to stop retreating it must pass a morale test</source>
        <translation>retraite délibérée de la milice +%1&quot; ; pour cesser la retraite, elle doit réussir un test de moral</translation>
    </message>
    <message>
        <source>input &quot;mounting&quot;: only cavalry mount or dismount</source>
        <translation>entrée « mounting » : seule la cavalerie monte ou met pied à terre</translation>
    </message>
    <message>
        <source>mounting or dismounting takes 50% in place (Cavalry Mounting or Dismounting)</source>
        <translation>monter ou mettre pied à terre prend 50 %, sur place (Cavalry Mounting or Dismounting)</translation>
    </message>
    <message>
        <source>input &quot;lineChangeAdvancing&quot;: only a close or open order line changes while advancing</source>
        <translation>entrée « lineChangeAdvancing » : seule une ligne en ordre serré ou dispersé change d&apos;ordre en avançant</translation>
    </message>
    <message>
        <source>changing between close and open order while advancing: 50%</source>
        <translation>passage entre ordre serré et ordre dispersé en avançant : 50 %</translation>
    </message>
    <message>
        <source>input &quot;backOrSidestep&quot;: an infantry column or cavalry may not backstep or sidestep</source>
        <translation>entrée « backOrSidestep » : une colonne d&apos;infanterie ou la cavalerie ne peut pas faire de pas en arrière ni de pas de côté</translation>
    </message>
    <message>
        <source>input &quot;leftRightFaces&quot;: left or right faces are for cavalry columns or lines only</source>
        <translation>entrée « leftRightFaces » : les quarts de tour à gauche ou à droite sont réservés aux colonnes ou lignes de cavalerie</translation>
    </message>
    <message>
        <source>skirmish order pays no terrain, wheeling or facing penalties</source>
        <translation>l&apos;ordre en tirailleurs ne paie aucune pénalité de terrain, de conversion ni de changement de front</translation>
    </message>
    <message>
        <source>wheel, oblique, woods, interpenetration, backstep or sidestep: 50%</source>
        <translation>conversion, marche oblique, bois, interpénétration, pas en arrière ou pas de côté : 50 %</translation>
    </message>
    <message>
        <source>two or more of them: 25%</source>
        <translation>deux ou plus : 25 %</translation>
    </message>
    <message>
        <source>%1 linear obstacles -%2&quot; (Obstacles)</source>
        <translation>%1 obstacles linéaires -%2&quot; (Obstacles)</translation>
    </message>
    <message>
        <source>%1 about faces -%2&quot; (About Face)</source>
        <translation>%1 demi-tours -%2&quot; (About Face)</translation>
    </message>
    <message>
        <source>%1 left/right faces -%2&quot; (Left or Right Face)%3</source>
        <translation>%1 quarts de tour à gauche/droite -%2&quot; (Left or Right Face)%3</translation>
    </message>
    <message>
        <source>; it must end its move in skirmish order</source>
        <translation>; elle doit finir son mouvement en ordre en tirailleurs</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>%1: rolls %2 = %3&quot;</source>
        <translation>%1 : jet de %2 = %3&quot;</translation>
    </message>
    <message>
        <source>a formation change takes 100% of movement in place: no move this turn</source>
        <translation>un changement de formation prend 100 % du mouvement, sur place : pas de déplacement ce tour</translation>
    </message>
    <message>
        <source>the unit may move %1&quot; (%2 yards)</source>
        <translation>l&apos;unité peut se déplacer de %1&quot; (%2 yards)</translation>
    </message>
    <message>
        <source>morale test</source>
        <translation>test de moral</translation>
    </message>
    <message>
        <source>movement die</source>
        <translation>dé de mouvement</translation>
    </message>
    <message>
        <source>for a rolled move (a rout, a retreat, an evade)</source>
        <translation>pour un mouvement aux dés (déroute, retraite, dérobade)</translation>
    </message>
    <message>
        <source>The card in play</source>
        <translation>La carte en jeu</translation>
    </message>
    <message>
        <source>The card being played and its step (oibl.sequence).</source>
        <translation>La carte jouée et son étape (oibl.sequence).</translation>
    </message>
    <message>
        <source>Risks owed</source>
        <translation>Risques dus</translation>
    </message>
    <message>
        <source>The generals&apos; risks owed this turn (oibl.risk).</source>
        <translation>Les risques des généraux dus ce tour (oibl.risk).</translation>
    </message>
</context>
<context>
    <name>adj::OiblRisk</name>
    <message numerus="yes">
        <source>Turn %1: %n general(s) to roll for the risk</source>
        <translation>
            <numerusform>Tour %1 : %n général doit lancer pour le risque</numerusform>
            <numerusform>Tour %1 : %n généraux doivent lancer pour le risque</numerusform>
        </translation>
    </message>
    <message>
        <source>a general is with a unit that lost figures: he rolls for his risk (general-risk)</source>
        <translation>un général est avec une unité qui a perdu des figurines : il lance pour son risque (general-risk)</translation>
    </message>
    <message numerus="yes">
        <source>%1 is with %2, which lost %n figure(s): one d10 for each two hits</source>
        <translation>
            <numerusform>%1 est avec %2, qui a perdu %n figurine : un d10 par deux touches</numerusform>
            <numerusform>%1 est avec %2, qui a perdu %n figurines : un d10 par deux touches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblRules</name>
    <message>
        <source>input &quot;range&quot; must be a distance of 0 or more</source>
        <translation>l&apos;entrée « range » doit être une distance supérieure ou égale à 0</translation>
    </message>
    <message>
        <source>input &quot;rangeUnit&quot; must be in or cm, not &quot;%1&quot;</source>
        <translation>l&apos;entrée « rangeUnit » doit valoir in ou cm, pas « %1 »</translation>
    </message>
    <message>
        <source>input &quot;weapon&quot;: &quot;%1&quot; is not a weapon (%2)</source>
        <translation>entrée « weapon » : « %1 » n&apos;est pas une arme (%2)</translation>
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
        <translation>hors de portée : %1 (%2 yards), au-delà de la portée de %3&quot; — %4 (Weapon Ranges)</translation>
    </message>
    <message>
        <source>point blank (%1&quot; or less)</source>
        <translation>à bout portant (%1&quot; ou moins)</translation>
    </message>
    <message>
        <source>within the %1&quot; range</source>
        <translation>dans la portée de %1&quot;</translation>
    </message>
    <message>
        <source>cannon under %1&quot;</source>
        <translation>canon à moins de %1&quot;</translation>
    </message>
    <message>
        <source>cannon at %1-%2&quot;</source>
        <translation>canon à %1-%2&quot;</translation>
    </message>
    <message>
        <source>cannon over %1&quot;</source>
        <translation>canon au-delà de %1&quot;</translation>
    </message>
    <message>
        <source>range %1 = %2 yards: %3</source>
        <translation>distance %1 = %2 yards : %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a One If By Land unit type (%2)</source>
        <translation>« %1 » n&apos;est pas un type d&apos;unité de One If By Land (%2)</translation>
    </message>
    <message>
        <source>militia never operate in close order unless the scenario authorizes it</source>
        <translation>la milice n&apos;opère jamais en ordre serré, sauf si le scénario l&apos;autorise</translation>
    </message>
    <message>
        <source>German infantry assume close order at all times; open and skirmish order are not available</source>
        <translation>l&apos;infanterie allemande est toujours en ordre serré ; l&apos;ordre dispersé et l&apos;ordre en tirailleurs ne lui sont pas permis</translation>
    </message>
    <message>
        <source>Indian warbands always assume skirmish formation</source>
        <translation>les bandes de guerriers amérindiennes sont toujours en formation en tirailleurs</translation>
    </message>
    <message>
        <source>rifle-armed units operate in skirmish order only</source>
        <translation>les unités armées de fusils rayés n&apos;opèrent qu&apos;en ordre en tirailleurs</translation>
    </message>
    <message>
        <source>only light infantry (or troops the scenario authorizes) skirmish</source>
        <translation>seule l&apos;infanterie légère (ou les troupes autorisées par le scénario) combat en tirailleurs</translation>
    </message>
    <message>
        <source>not a formation of this troop type</source>
        <translation>ce n&apos;est pas une formation de ce type de troupe</translation>
    </message>
    <message>
        <source>%1 cannot take formation &quot;%2&quot;: %3; allowed: %4 (Deployment)</source>
        <translation>%1 ne peut pas prendre la formation « %2 » : %3 ; autorisées : %4 (Deployment)</translation>
    </message>
    <message>
        <source>the unit lost %1 figures this turn</source>
        <translation>l&apos;unité a perdu %1 figurines ce tour</translation>
    </message>
    <message>
        <source>a friendly unit of equal or higher quality routs within 12&quot; in view</source>
        <translation>une unité amie de qualité égale ou supérieure part en déroute à 12&quot; ou moins, en vue</translation>
    </message>
    <message>
        <source>Poor or Wretched and fired on by %1 figures this turn (6+)</source>
        <translation>Médiocre ou Pitoyable et visée par %1 figurines ce tour (6+)</translation>
    </message>
    <message>
        <source>its commanding officer was killed this turn</source>
        <translation>son officier commandant a été tué ce tour</translation>
    </message>
    <message>
        <source>it is attempting a charge</source>
        <translation>elle tente une charge</translation>
    </message>
    <message>
        <source>it is being charged</source>
        <translation>elle subit une charge</translation>
    </message>
    <message>
        <source>it took a casualty during its charge</source>
        <translation>elle a subi une perte pendant sa charge</translation>
    </message>
    <message>
        <source>its charge failed to make contact by the end of its move</source>
        <translation>sa charge n&apos;a pas atteint le contact à la fin de son mouvement</translation>
    </message>
    <message>
        <source>it failed its morale test after declaring a charge</source>
        <translation>elle a raté son test de moral après avoir déclaré une charge</translation>
    </message>
    <message>
        <source>skirmishers evading a charge</source>
        <translation>tirailleurs se dérobant à une charge</translation>
    </message>
    <message>
        <source>it is routing</source>
        <translation>elle est en déroute</translation>
    </message>
    <message>
        <source>it already has a panic marker; they are not cumulative</source>
        <translation>elle a déjà un marqueur de panique ; ils ne se cumulent pas</translation>
    </message>
</context>
<context>
    <name>adj::OiblSequence</name>
    <message>
        <source>%1 has a panic marker: it takes a morale test before the rest of %2&apos;s sequence</source>
        <translation>%1 a un marqueur de panique : elle passe un test de moral avant le reste de la séquence de %2</translation>
    </message>
    <message>
        <source>%1 acts when its brigade&apos;s card is drawn, and no card is in play in turn %2: shuffle the brigade cards and draw one (deck-draw) (Sequence of Play)</source>
        <translation>%1 agit quand la carte de sa brigade est tirée, et aucune carte n&apos;est en jeu au tour %2 : mélangez les cartes de brigade et tirez-en une (deck-draw) (Sequence of Play)</translation>
    </message>
    <message>
        <source>%1 (%2) is not on the card in play: only the units of %3 fire, charge and move now; any unit may test its morale or defend (Sequence of Play)</source>
        <translation>%1 (%2) n&apos;est pas sur la carte en jeu : seules les unités de %3 tirent, chargent et se déplacent maintenant ; toute unité peut tester son moral ou se défendre (Sequence of Play)</translation>
    </message>
    <message>
        <source>Turn %1: shuffle the brigade cards (a card for each brigade)</source>
        <translation>Tour %1 : mélanger les cartes de brigade (une carte par brigade)</translation>
    </message>
    <message>
        <source>%1: step %2 of %3 next, %4: %5</source>
        <translation>%1 : ensuite l&apos;étape %2 sur %3, %4 : %5</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: draw the next card (%n left in the deck)</source>
        <translation>
            <numerusform>Tour %1 : tirer la carte suivante (%n restante dans le paquet)</numerusform>
            <numerusform>Tour %1 : tirer la carte suivante (%n restantes dans le paquet)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::OiblTable</name>
    <message>
        <source>table entry %1 is missing</source>
        <translation>l&apos;entrée de table %1 est absente</translation>
    </message>
    <message>
        <source>table entry %1 must be a whole number</source>
        <translation>l&apos;entrée de table %1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>table entry %1 must be a number</source>
        <translation>l&apos;entrée de table %1 doit être un nombre</translation>
    </message>
    <message>
        <source>table entry %1 is %2; it must be between %3 and %4</source>
        <translation>l&apos;entrée de table %1 vaut %2 ; elle doit être comprise entre %3 et %4</translation>
    </message>
    <message>
        <source>table entry %1 must be a list</source>
        <translation>l&apos;entrée de table %1 doit être une liste</translation>
    </message>
    <message>
        <source>table entry %1 must be a whole number between %2 and %3</source>
        <translation>l&apos;entrée de table %1 doit être un nombre entier compris entre %2 et %3</translation>
    </message>
    <message>
        <source>Wretched</source>
        <translation>Pitoyable</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Médiocre</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>table entry dice.zeroBased must be true or false</source>
        <translation>l&apos;entrée de table dice.zeroBased doit être true ou false</translation>
    </message>
    <message>
        <source>table entry combat.rows must list the rows of the combat chart</source>
        <translation>l&apos;entrée de table combat.rows doit lister les lignes de la table de combat</translation>
    </message>
    <message>
        <source>table entry %1figures must be [first, last]</source>
        <translation>l&apos;entrée de table %1figures doit être [premier, dernier]</translation>
    </message>
    <message>
        <source>table entry %1figures starts at %2; the row before ends at %3</source>
        <translation>l&apos;entrée de table %1figures commence à %2 ; la ligne précédente se termine à %3</translation>
    </message>
    <message>
        <source>table entry %1figures is wider than combat.bandSize %2</source>
        <translation>l&apos;entrée de table %1figures est plus large que combat.bandSize %2</translation>
    </message>
    <message>
        <source>table entry %1casualties must have %2 columns (modified roll 0 to %3)</source>
        <translation>l&apos;entrée de table %1casualties doit avoir %2 colonnes (jet modifié de 0 à %3)</translation>
    </message>
    <message>
        <source>table entry combat.rows ends at %1 figures; combat.maxFigures is %2</source>
        <translation>l&apos;entrée de table combat.rows se termine à %1 figurines ; combat.maxFigures vaut %2</translation>
    </message>
    <message>
        <source>table entry %1percent must be above the step before</source>
        <translation>l&apos;entrée de table %1percent doit être supérieure à l&apos;échelon précédent</translation>
    </message>
    <message>
        <source>table entry generals: face %1 of the wound die must be in exactly one of lightWound, seriousWound, killed</source>
        <translation>entrée de table generals : la face %1 du dé de blessure doit figurer dans exactement une des listes lightWound, seriousWound, killed</translation>
    </message>
</context>
<context>
    <name>adj::OiblTurn</name>
    <message>
        <source>The battle&apos;s units and their commands</source>
        <translation>Les unités de la bataille et leurs commandements</translation>
    </message>
    <message>
        <source>{&quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;side&quot;, &quot;brigade&quot;, &quot;division&quot;, &quot;army&quot;, &quot;panic&quot;, &quot;routing&quot;}]}; read off the battle.</source>
        <translation>{&quot;units&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;side&quot;, &quot;brigade&quot;, &quot;division&quot;, &quot;army&quot;, &quot;panic&quot;, &quot;routing&quot;}]} ; lues dans la bataille.</translation>
    </message>
    <message>
        <source>Battle turn</source>
        <translation>Tour de la bataille</translation>
    </message>
    <message>
        <source>The battle&apos;s turn (read off the battle; 0 when unknown).</source>
        <translation>Le tour de la bataille (lu dans la bataille ; 0 s&apos;il est inconnu).</translation>
    </message>
    <message>
        <source>Turn %1 deck: %2 cards, none drawn</source>
        <translation>Paquet du tour %1 : %2 cartes, aucune tirée</translation>
    </message>
    <message>
        <source>Turn %1 deck: %2 of %3 cards left; last drawn: %4</source>
        <translation>Paquet du tour %1 : %2 cartes restantes sur %3 ; dernière tirée : %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>army</source>
        <translation>armée</translation>
    </message>
    <message>
        <source>division</source>
        <translation>division</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <source>Turn %1: no card drawn yet</source>
        <translation>Tour %1 : aucune carte tirée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Card: %1 (%2, %3 left) — step %4 of %5: %6: %7</source>
        <translation>Carte : %1 (%2, %3 restantes) — étape %4 sur %5 : %6 : %7</translation>
    </message>
    <message>
        <source>panic-marked units test</source>
        <translation>test des unités marquées « panique »</translation>
    </message>
    <message>
        <source>charge declarations</source>
        <translation>déclarations de charge</translation>
    </message>
    <message>
        <source>charging units move into contact</source>
        <translation>les unités qui chargent se déplacent au contact</translation>
    </message>
    <message>
        <source>all other units&apos; movement</source>
        <translation>mouvement de toutes les autres unités</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>compulsory routs</source>
        <translation>déroutes obligatoires</translation>
    </message>
    <message>
        <source>New turn: shuffle the brigade cards</source>
        <translation>Nouveau tour : mélanger les cartes de brigade</translation>
    </message>
    <message>
        <source>A card for every brigade of the battle (and, with the optional rules, for every division and the army commander), shuffled by dice Adjutant rolls and logs (or dice you enter).</source>
        <translation>Une carte pour chaque brigade de la bataille (et, avec les règles optionnelles, pour chaque division et le commandant d&apos;armée), mélangées avec des dés qu&apos;Adjutant lance et journalise (ou des dés que vous saisissez).</translation>
    </message>
    <message>
        <source>The brigade-card deck</source>
        <translation>Le paquet de cartes de brigade</translation>
    </message>
    <message>
        <source>Division commander cards</source>
        <translation>Cartes des divisionnaires</translation>
    </message>
    <message>
        <source>A card for each division or wing commander (Optional Turn Sequence Rule One).</source>
        <translation>Une carte pour chaque commandant de division ou d&apos;aile (règle optionnelle de séquence de tour n° 1).</translation>
    </message>
    <message>
        <source>Army commander card</source>
        <translation>Carte du général en chef</translation>
    </message>
    <message>
        <source>A card for the army commander (Optional Turn Sequence Rule Two).</source>
        <translation>Une carte pour le commandant d&apos;armée (règle optionnelle de séquence de tour n° 2).</translation>
    </message>
    <message numerus="yes">
        <source>the deck of turn %1 is in play (%n cards drawn); the next shuffle is for the next turn</source>
        <translation>
            <numerusform>le paquet du tour %1 est en jeu (%n carte tirée) ; le prochain mélange sera pour le tour suivant</numerusform>
            <numerusform>le paquet du tour %1 est en jeu (%n cartes tirées) ; le prochain mélange sera pour le tour suivant</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named by units of both sides (%2 and %3): give each brigade, division and army its own name</source>
        <translation>« %1 » est utilisé par des unités des deux camps (%2 et %3) : donnez à chaque brigade, division et armée son propre nom</translation>
    </message>
    <message>
        <source>brigade &quot;%1&quot; is under two commands (%2 and %3): unit %4</source>
        <translation>la brigade « %1 » relève de deux commandements (%2 et %3) : unité %4</translation>
    </message>
    <message>
        <source>no unit of the battle names a brigade: give the units their brigade (the deck has a card per brigade)</source>
        <translation>aucune unité de la bataille n&apos;indique de brigade : attribuez leur brigade aux unités (le paquet a une carte par brigade)</translation>
    </message>
    <message>
        <source>shuffle: the card for place %1</source>
        <translation>mélange : la carte de la position %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>turn %1: a new deck of %n cards: %2</source>
        <translation>
            <numerusform>tour %1 : un nouveau paquet de %n carte : %2</numerusform>
            <numerusform>tour %1 : un nouveau paquet de %n cartes : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>on no card (no brigade, nor a division or army card for them): %1</source>
        <translation>sans carte (ni brigade, ni carte de division ou d&apos;armée pour elles) : %1</translation>
    </message>
    <message>
        <source>shuffled; the pile from the top: %1</source>
        <translation>mélangé ; la pioche depuis le dessus : %1</translation>
    </message>
    <message>
        <source>Draw the next brigade card</source>
        <translation>Tirer la carte de brigade suivante</translation>
    </message>
    <message>
        <source>Adjutant draws the top card of the shuffled deck, or enter the card drawn from a real deck. Its units go through the sequence: panic tests, charge declarations, charge moves, other moves, firing, melee, compulsory routs.</source>
        <translation>Adjutant tire la carte du dessus du paquet mélangé, ou saisissez la carte tirée d&apos;un vrai paquet. Ses unités suivent la séquence : tests de panique, déclarations de charge, mouvements de charge, autres mouvements, tir, mêlée, déroutes obligatoires.</translation>
    </message>
    <message>
        <source>Card drawn</source>
        <translation>Carte tirée</translation>
    </message>
    <message>
        <source>The brigade, division or army card drawn from a real deck; empty: Adjutant draws the top card.</source>
        <translation>La carte de brigade, de division ou d&apos;armée tirée d&apos;un vrai paquet ; vide : Adjutant tire la carte du dessus.</translation>
    </message>
    <message>
        <source>The card in play</source>
        <translation>La carte en jeu</translation>
    </message>
    <message>
        <source>there is no brigade-card deck yet: shuffle the brigade cards first (deck-shuffle)</source>
        <translation>il n&apos;y a pas encore de paquet de cartes de brigade : mélangez d&apos;abord les cartes de brigade (deck-shuffle)</translation>
    </message>
    <message>
        <source>the battle&apos;s deck is damaged: %1</source>
        <translation>le paquet de la bataille est endommagé : %1</translation>
    </message>
    <message>
        <source>the deck was shuffled for turn %1 and this is turn %2: a new turn needs a new deck (shuffle the brigade cards)</source>
        <translation>le paquet a été mélangé pour le tour %1 et c&apos;est le tour %2 : un nouveau tour exige un nouveau paquet (mélangez les cartes de brigade)</translation>
    </message>
    <message>
        <source>input &quot;card&quot;: %1; the cards left are: %2</source>
        <translation>entrée « card » : %1 ; les cartes restantes sont : %2</translation>
    </message>
    <message>
        <source>the previous card, %1, stopped at step %2 of %3 (%4)</source>
        <translation>la carte précédente, %1, s&apos;est arrêtée à l&apos;étape %2 sur %3 (%4)</translation>
    </message>
    <message>
        <source>turn %1: Adjutant draws the top card: %2 (%3), %4 left</source>
        <translation>tour %1 : Adjutant tire la carte du dessus : %2 (%3), %4 restantes</translation>
    </message>
    <message>
        <source>turn %1: the card drawn from the deck is %2 (%3), %4 left</source>
        <translation>tour %1 : la carte tirée du paquet est %2 (%3), %4 restantes</translation>
    </message>
    <message>
        <source>%1 already had its card this turn: its units do not go through the sequence again</source>
        <translation>%1 a déjà eu sa carte ce tour : ses unités ne refont pas la séquence</translation>
    </message>
    <message>
        <source>no unit goes through the sequence with this card</source>
        <translation>aucune unité ne suit la séquence avec cette carte</translation>
    </message>
    <message>
        <source>step %1 of %2, %3: %4</source>
        <translation>étape %1 sur %2, %3 : %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n units go through the sequence: %3</source>
        <translation>
            <numerusform>%1 (%2) : %n unité suit la séquence : %3</numerusform>
            <numerusform>%1 (%2) : %n unités suivent la séquence : %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Next step of the card&apos;s sequence</source>
        <translation>Étape suivante de la séquence de la carte</translation>
    </message>
    <message>
        <source>The activated units go on to the next step: panic tests, charge declarations, charge moves, other moves, firing, melee, compulsory routs.</source>
        <translation>Les unités activées passent à l&apos;étape suivante : tests de panique, déclarations de charge, mouvements de charge, autres mouvements, tir, mêlée, déroutes obligatoires.</translation>
    </message>
    <message>
        <source>no card is being played: draw a brigade card first (deck-draw)</source>
        <translation>aucune carte n&apos;est en cours : tirez d&apos;abord une carte de brigade (deck-draw)</translation>
    </message>
    <message>
        <source>the card in play was drawn in turn %1 and this is turn %2: shuffle and draw for the new turn</source>
        <translation>la carte en jeu a été tirée au tour %1 et c&apos;est le tour %2 : mélangez et tirez pour le nouveau tour</translation>
    </message>
    <message>
        <source>%1 has been through all %2 steps of the sequence: draw the next card</source>
        <translation>%1 a suivi les %2 étapes de la séquence : tirez la carte suivante</translation>
    </message>
    <message>
        <source>%1, step %2 of %3, %4: %5</source>
        <translation>%1, étape %2 sur %3, %4 : %5</translation>
    </message>
    <message>
        <source>one die per card from the bottom up, each with as many faces as cards left</source>
        <translation>un dé par carte en partant du bas, chacun avec autant de faces qu&apos;il reste de cartes</translation>
    </message>
    <message>
        <source>%1: step 1, %2</source>
        <translation>%1 : étape 1, %2</translation>
    </message>
    <message>
        <source>%1: step %2, %3</source>
        <translation>%1 : étape %2, %3</translation>
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
        <translation>Cartes de commandant de division ou d&apos;aile (règle optionnelle de séquence de tour n° 1)</translation>
    </message>
    <message>
        <source>An army commander card (optional turn sequence rule two)</source>
        <translation>Une carte de commandant d&apos;armée (règle optionnelle de séquence de tour n° 2)</translation>
    </message>
    <message>
        <source>Fixed movement rates instead of rolling</source>
        <translation>Mouvements fixes au lieu de lancer les dés</translation>
    </message>
    <message>
        <source>musket</source>
        <translation>mousquet</translation>
    </message>
    <message>
        <source>carbine</source>
        <translation>carabine</translation>
    </message>
    <message>
        <source>jaeger rifle</source>
        <translation>fusil de jäger</translation>
    </message>
    <message>
        <source>long rifle</source>
        <translation>fusil long</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>canon</translation>
    </message>
    <message>
        <source>close order</source>
        <translation>ordre serré</translation>
    </message>
    <message>
        <source>open order</source>
        <translation>ordre dispersé</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>skirmish order</source>
        <translation>ordre en tirailleurs</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>dételé</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>attelé</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
    <message>
        <source>failed morale by 1</source>
        <translation>moral raté de 1</translation>
    </message>
    <message>
        <source>reforming</source>
        <translation>en reformation</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Médiocre</translation>
    </message>
    <message>
        <source>Wretched</source>
        <translation>Pitoyable</translation>
    </message>
    <message>
        <source>of equal quality</source>
        <translation>de qualité égale</translation>
    </message>
    <message>
        <source>of higher quality</source>
        <translation>de qualité supérieure</translation>
    </message>
    <message>
        <source>a charge</source>
        <translation>une charge</translation>
    </message>
    <message>
        <source>a melee</source>
        <translation>une mêlée</translation>
    </message>
    <message>
        <source>brigadier</source>
        <translation>commandant de brigade</translation>
    </message>
    <message>
        <source>division commander</source>
        <translation>commandant de division</translation>
    </message>
    <message>
        <source>army commander</source>
        <translation>commandant d&apos;armée</translation>
    </message>
    <message>
        <source>infantry retreat</source>
        <translation>retraite d&apos;infanterie</translation>
    </message>
    <message>
        <source>infantry rout</source>
        <translation>déroute d&apos;infanterie</translation>
    </message>
    <message>
        <source>cavalry retreat</source>
        <translation>retraite de cavalerie</translation>
    </message>
    <message>
        <source>cavalry rout</source>
        <translation>déroute de cavalerie</translation>
    </message>
    <message>
        <source>prolonge</source>
        <translation>prolonge</translation>
    </message>
    <message>
        <source>general</source>
        <translation>général</translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation>gravement blessé</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
</context>
<context>
    <name>adj::PagedPrint</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>%1 could not be written (the disk may be full, or the folder not writable); nothing was written.</source>
        <translation>%1 n’a pas pu être écrit (le disque est peut-être plein, ou le dossier non accessible en écriture) ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>the disk may be full, or the folder not writable</source>
        <translation>le disque est peut-être plein, ou le dossier non accessible en écriture</translation>
    </message>
</context>
<context>
    <name>adj::PlayersReport</name>
    <message>
        <source>there is no side called &quot;%1&quot;</source>
        <translation>aucun camp ne s&apos;appelle « %1 »</translation>
    </message>
</context>
<context>
    <name>adj::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>System (follow the computer&apos;s language)</source>
        <translation>Système (suivre la langue de l&apos;ordinateur)</translation>
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
        <translation>Une nouvelle langue prend effet au prochain démarrage d&apos;Adjutant.</translation>
    </message>
</context>
<context>
    <name>adj::Profile</name>
    <message>
        <source>For Honor and Glory (land)</source>
        <translation>For Honor and Glory (terrestre)</translation>
    </message>
    <message>
        <source>Elite infantry</source>
        <translation>Infanterie d&apos;élite</translation>
    </message>
    <message>
        <source>Marine infantry</source>
        <translation>Infanterie de marine</translation>
    </message>
    <message>
        <source>Regular infantry</source>
        <translation>Infanterie régulière</translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation>Infanterie légère</translation>
    </message>
    <message>
        <source>Militia infantry</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Amérindiens</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragons</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Rockets</source>
        <translation>Fusées</translation>
    </message>
    <message>
        <source>Victory point unit</source>
        <translation>Unité de points de victoire</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Player A: action points</source>
        <translation>Joueur A : points d&apos;action</translation>
    </message>
    <message>
        <source>Player A: actions</source>
        <translation>Joueur A : actions</translation>
    </message>
    <message>
        <source>Player B: action points</source>
        <translation>Joueur B : points d&apos;action</translation>
    </message>
    <message>
        <source>Player B: actions</source>
        <translation>Joueur B : actions</translation>
    </message>
    <message>
        <source>Check victory</source>
        <translation>Vérifier la victoire</translation>
    </message>
    <message>
        <source>Fields of Honor</source>
        <translation>Fields of Honor</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>section</source>
        <translation>section</translation>
    </message>
    <message>
        <source>company</source>
        <translation>compagnie</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minutes</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Compagnie</translation>
    </message>
    <message>
        <source>battalion</source>
        <translation>bataillon</translation>
    </message>
    <message>
        <source>5-10 minutes</source>
        <translation>5-10 minutes</translation>
    </message>
    <message>
        <source>Battalion</source>
        <translation>Bataillon</translation>
    </message>
    <message>
        <source>regiment</source>
        <translation>régiment</translation>
    </message>
    <message>
        <source>10-15 minutes</source>
        <translation>10-15 minutes</translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation>Régiment</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <source>15-30 minutes</source>
        <translation>15-30 minutes</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>division</source>
        <translation>division</translation>
    </message>
    <message>
        <source>30+ minutes</source>
        <translation>30 minutes et plus</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Morale rating</source>
        <translation>Valeur de moral</translation>
    </message>
    <message>
        <source>Fire rating</source>
        <translation>Valeur de tir</translation>
    </message>
    <message>
        <source>Melee rating</source>
        <translation>Valeur de mêlée</translation>
    </message>
    <message>
        <source>Formed, skirmish or mob</source>
        <translation>En ordre, en tirailleurs ou en cohue</translation>
    </message>
    <message>
        <source>Small arms</source>
        <translation>Armes légères</translation>
    </message>
    <message>
        <source>Gun class</source>
        <translation>Classe de canon</translation>
    </message>
    <message>
        <source>Gun type</source>
        <translation>Type de canon</translation>
    </message>
    <message>
        <source>Group (BMUG)</source>
        <translation>Groupe (BMUG)</translation>
    </message>
    <message>
        <source>Temporary hits</source>
        <translation>Touches temporaires</translation>
    </message>
    <message>
        <source>Permanent hits</source>
        <translation>Touches permanentes</translation>
    </message>
    <message>
        <source>Morale state</source>
        <translation>État de moral</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Honour &amp; Glory (cards)</source>
        <translation>Honour &amp; Glory (cartes)</translation>
    </message>
    <message>
        <source>The One</source>
        <translation>« L&apos;Unique »</translation>
    </message>
    <message>
        <source>One of The Many</source>
        <translation>Un des « Multiples »</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Army cost</source>
        <translation>Coût d&apos;armée</translation>
    </message>
    <message>
        <source>Battle Master&apos;s Tactics ML</source>
        <translation>ML tactique du Battle Master</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Manche 1</translation>
    </message>
    <message>
        <source>Round 2</source>
        <translation>Manche 2</translation>
    </message>
    <message>
        <source>Round 3</source>
        <translation>Manche 3</translation>
    </message>
    <message>
        <source>End of duration</source>
        <translation>Fin de la durée</translation>
    </message>
    <message>
        <source>One If By Land (AWI)</source>
        <translation>One If By Land (AWI)</translation>
    </message>
    <message>
        <source>Continentals</source>
        <translation>Continentaux</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Rifle-armed</source>
        <translation>Armés de fusils rayés</translation>
    </message>
    <message>
        <source>British</source>
        <translation>Britanniques</translation>
    </message>
    <message>
        <source>Loyalist</source>
        <translation>Loyalistes</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemands</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Qualité des troupes</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Bayonets or hatchets</source>
        <translation>Baïonnettes ou hachettes</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Socles</translation>
    </message>
    <message>
        <source>Gun weight (lb)</source>
        <translation>Calibre de la pièce (lb)</translation>
    </message>
    <message>
        <source>Crew figures</source>
        <translation>Figurines de servants</translation>
    </message>
    <message>
        <source>Officer&apos;s rating</source>
        <translation>Valeur de l&apos;officier</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <source>Draw a brigade card</source>
        <translation>Tirer une carte de brigade</translation>
    </message>
    <message>
        <source>Panic-marked units test</source>
        <translation>Test des unités marquées « panique »</translation>
    </message>
    <message>
        <source>Charge declarations</source>
        <translation>Déclarations de charge</translation>
    </message>
    <message>
        <source>Charging units move</source>
        <translation>Mouvement des unités qui chargent</translation>
    </message>
    <message>
        <source>Other movement</source>
        <translation>Autres mouvements</translation>
    </message>
    <message>
        <source>Firing</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Melee and compulsory routs</source>
        <translation>Mêlée et déroutes obligatoires</translation>
    </message>
    <message>
        <source>Wars for America (naval)</source>
        <translation>Wars for America (naval)</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>Frégate</translation>
    </message>
    <message>
        <source>Brig</source>
        <translation>Brick</translation>
    </message>
    <message>
        <source>Sloop</source>
        <translation>Sloop</translation>
    </message>
    <message>
        <source>Gunboat / landing boat</source>
        <translation>Canonnière / barge de débarquement</translation>
    </message>
    <message>
        <source>Guns per side</source>
        <translation>Canons par bord</translation>
    </message>
    <message>
        <source>Marines aboard (MP)</source>
        <translation>Fusiliers marins à bord (MP)</translation>
    </message>
    <message>
        <source>Heading (hex side)</source>
        <translation>Cap (côté d&apos;hexagone)</translation>
    </message>
    <message>
        <source>Squadron</source>
        <translation>Escadre</translation>
    </message>
    <message>
        <source>Squadron command ship</source>
        <translation>Navire amiral de l&apos;escadre</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Wind and wind gauge</source>
        <translation>Vent et avantage du vent</translation>
    </message>
    <message>
        <source>Plot moves</source>
        <translation>Planifier les mouvements</translation>
    </message>
    <message>
        <source>Reveal, move and fire</source>
        <translation>Révéler, déplacer et tirer</translation>
    </message>
    <message>
        <source>Boarding</source>
        <translation>Abordage</translation>
    </message>
    <message>
        <source>Leader attached</source>
        <translation>Chef rattaché</translation>
    </message>
    <message>
        <source>Cannon destroyed</source>
        <translation>Canon détruit</translation>
    </message>
    <message>
        <source>Left column (Troop Cards)</source>
        <translation>Colonne de gauche (cartes de troupe)</translation>
    </message>
    <message>
        <source>Centre column (Troop Cards)</source>
        <translation>Colonne du centre (cartes de troupe)</translation>
    </message>
    <message>
        <source>Right column (Troop Cards)</source>
        <translation>Colonne de droite (cartes de troupe)</translation>
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
        <translation>figurines</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>socles</translation>
    </message>
    <message>
        <source>damage points</source>
        <translation>points de dégâts</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>hexagones</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>unit type &quot;%1&quot; is not one of %2&apos;s types (%3)</source>
        <translation>le type d&apos;unité « %1 » ne fait pas partie des types de %2 (%3)</translation>
    </message>
    <message>
        <source>starting strength %1 is outside %2..%3 %4 for a %5</source>
        <translation>l&apos;effectif de départ %1 est hors de %2..%3 %4 pour le type %5</translation>
    </message>
    <message>
        <source>strength %1 must be between 0 and the starting strength %2 %3</source>
        <translation>l&apos;effectif %1 doit être compris entre 0 et l&apos;effectif de départ %2 %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attribute of a %2 unit</source>
        <translation>« %1 » n&apos;est pas un attribut d&apos;une unité de type %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not apply to a %2</source>
        <translation>« %1 » ne s&apos;applique pas au type %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number, not &quot;%2&quot;</source>
        <translation>« %1 » doit être un nombre, pas « %2 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>« %1 » doit être un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number, not %2</source>
        <translation>« %1 » doit être un nombre entier, pas %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; = %2 is outside %3..%4</source>
        <translation>« %1 » = %2 est hors de %3..%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>« %1 » doit être true ou false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; = &quot;%2&quot; is not one of %3</source>
        <translation>« %1 » = « %2 » ne fait pas partie de %3</translation>
    </message>
    <message>
        <source>a %1 cannot have %2 &quot;%3&quot; (allowed: %4)</source>
        <translation>le type %1 ne peut pas avoir %2 « %3 » (autorisés : %4)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text</source>
        <translation>« %1 » doit être du texte</translation>
    </message>
</context>
<context>
    <name>adj::QuickRange</name>
    <message>
        <source>this rule set does not measure ranges</source>
        <translation>cette règle ne mesure pas de distances</translation>
    </message>
    <message>
        <source>this rule set measures in inches, not hexes: type 7 or 18cm</source>
        <translation>cette règle mesure en pouces, pas en hexagones : tapez 7 ou 18cm</translation>
    </message>
    <message>
        <source>this rule set counts hexes: type the number of hexes (3 or 3h), not %1</source>
        <translation>cette règle compte en hexagones : tapez le nombre d&apos;hexagones (3 ou 3h), pas %1</translation>
    </message>
    <message>
        <source>a range in hexes is a whole number, not %1</source>
        <translation>une distance en hexagones est un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range: type the hexes, 3 or 3h</source>
        <translation>« %1 » n&apos;est pas une distance : tapez les hexagones, 3 ou 3h</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range: type 7 (inches), 7.5in or 18cm</source>
        <translation>« %1 » n&apos;est pas une distance : tapez 7 (pouces), 7.5in ou 18cm</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range band: type %2</source>
        <translation>« %1 » n&apos;est pas une tranche de portée : tapez %2</translation>
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
        <translation>1 hexagone</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 hexagones</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 po</translation>
    </message>
    <message>
        <source>%1 yd</source>
        <translation>%1 yd</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesurée</translation>
    </message>
    <message>
        <source>On the ground</source>
        <translation>Sur le terrain</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>adj::RangesPanel</name>
    <message>
        <source>choose a unit</source>
        <translation>choisissez une unité</translation>
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
        <translation>La distance mesurée : pouces (7 ou 7.5in), centimètres (18cm) ou hexagones (3h)</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Vers :</translation>
    </message>
    <message>
        <source>This rule set does not measure ranges.</source>
        <translation>Cette règle ne mesure pas de distances.</translation>
    </message>
    <message>
        <source>Choose the two units first.</source>
        <translation>Choisissez d&apos;abord les deux unités.</translation>
    </message>
    <message>
        <source>Range: %1</source>
        <translation>Distance : %1</translation>
    </message>
    <message>
        <source>The range was not recorded: %1</source>
        <translation>La distance n&apos;a pas été notée : %1</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Noter</translation>
    </message>
    <message>
        <source>Records the range between the two units for this turn (undoable); Return in the range field does the same</source>
        <translation>Note la distance entre les deux unités pour ce tour (annulable) ; Entrée dans le champ de distance fait de même</translation>
    </message>
    <message>
        <source>Fr&amp;om:</source>
        <translation>Dep&amp;uis :</translation>
    </message>
    <message>
        <source>Ra&amp;nge:</source>
        <translation>Dista&amp;nce :</translation>
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
        <translation>Aucune bataille récente</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>Empties this list; the battle files stay where they are.</source>
        <translation>Vide cette liste ; les fichiers de bataille restent où ils sont.</translation>
    </message>
</context>
<context>
    <name>adj::RefereeApplication</name>
    <message>
        <source>internal error: %1</source>
        <translation>erreur interne : %1</translation>
    </message>
    <message>
        <source>Internal Error</source>
        <translation>Erreur interne</translation>
    </message>
    <message>
        <source>%1

The battle is as it was after the last action shown as done.</source>
        <translation>%1

La bataille est telle qu’elle était après la dernière action affichée comme faite.</translation>
    </message>
</context>
<context>
    <name>adj::RosterActions</name>
    <message>
        <source>Remove Unit</source>
        <translation>Supprimer l&apos;unité</translation>
    </message>
    <message>
        <source>&amp;Add Unit…</source>
        <translation>&amp;Ajouter une unité…</translation>
    </message>
    <message>
        <source>Adds a unit to the side of the selected row.</source>
        <translation>Ajoute une unité au camp de la ligne sélectionnée.</translation>
    </message>
    <message>
        <source>&amp;Edit Unit…</source>
        <translation>Modifi&amp;er l&apos;unité…</translation>
    </message>
    <message>
        <source>Edits the selected unit: name, type, strength, position and the rule set&apos;s attributes (F2 or Enter).</source>
        <translation>Modifie l&apos;unité sélectionnée : nom, type, effectif, position et attributs de la règle (F2 ou Entrée).</translation>
    </message>
    <message>
        <source>D&amp;uplicate Unit</source>
        <translation>D&amp;upliquer l&apos;unité</translation>
    </message>
    <message>
        <source>Adds a copy of the selected unit under a new name.</source>
        <translation>Ajoute une copie de l&apos;unité sélectionnée sous un nouveau nom.</translation>
    </message>
    <message>
        <source>&amp;Remove Unit…</source>
        <translation>&amp;Supprimer l&apos;unité…</translation>
    </message>
    <message>
        <source>Removes the selected units after asking; Ctrl+Z brings them back.</source>
        <translation>Supprime les unités sélectionnées après confirmation ; Ctrl+Z les rétablit.</translation>
    </message>
    <message>
        <source>&amp;Leaders…</source>
        <translation>&amp;Chefs…</translation>
    </message>
    <message>
        <source>Adds a leader or changes one: rating, and the unit he is with.</source>
        <translation>Ajoute un chef ou en modifie un : valeur et unité à laquelle il est rattaché.</translation>
    </message>
    <message>
        <source>&amp;Import Roster…</source>
        <translation>&amp;Importer l&apos;ordre de bataille…</translation>
    </message>
    <message>
        <source>Adds the units of a CSV or JSON roster file; a file with errors names every bad line and imports nothing.</source>
        <translation>Ajoute les unités d&apos;un fichier d&apos;ordre de bataille CSV ou JSON ; un fichier comportant des erreurs signale chaque ligne erronée et n&apos;importe rien.</translation>
    </message>
    <message>
        <source>E&amp;xport Roster…</source>
        <translation>E&amp;xporter l&apos;ordre de bataille…</translation>
    </message>
    <message>
        <source>Writes the roster to a CSV or JSON file.</source>
        <translation>Écrit l&apos;ordre de bataille dans un fichier CSV ou JSON.</translation>
    </message>
    <message>
        <source>Unit added; Ctrl+Z takes it back.</source>
        <translation>Unité ajoutée ; Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>Choose the unit to duplicate first.</source>
        <translation>Choisissez d&apos;abord l&apos;unité à dupliquer.</translation>
    </message>
    <message>
        <source>%1 added as a copy of %2.</source>
        <translation>Ajout de %1, copie de %2.</translation>
    </message>
    <message>
        <source>Choose the units to remove first.</source>
        <translation>Choisissez d&apos;abord les unités à supprimer.</translation>
    </message>
    <message>
        <source>Remove %1 from the roster? Its markers and measured ranges go with it; its leaders stay on the table alone. Ctrl+Z brings it back.</source>
        <translation>Supprimer %1 de l&apos;ordre de bataille ? Ses marqueurs et ses distances mesurées sont supprimés avec l&apos;unité ; ses chefs restent seuls sur la table. Ctrl+Z annule la suppression.</translation>
    </message>
    <message numerus="yes">
        <source>Remove these %n units from the roster? %1. Their markers and measured ranges go with them; their leaders stay on the table alone. Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Supprimer %n unité de l&apos;ordre de bataille ? %1. Ses marqueurs et ses distances mesurées sont supprimés avec elle ; ses chefs restent seuls sur la table. Ctrl+Z annule la suppression.</numerusform>
            <numerusform>Supprimer ces %n unités de l&apos;ordre de bataille ? %1. Leurs marqueurs et leurs distances mesurées sont supprimés avec elles ; leurs chefs restent seuls sur la table. Ctrl+Z annule la suppression.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units removed: %1</source>
        <translation>
            <numerusform>%n unité supprimée : %1</numerusform>
            <numerusform>%n unités supprimées : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed; Ctrl+Z brings it back.</source>
        <translation>Unité supprimée ; Ctrl+Z annule la suppression.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1; Ctrl+Z takes the whole import back.</source>
        <translation>%1 ; Ctrl+Z annule toute l&apos;importation.</translation>
    </message>
    <message>
        <source>Leader saved; Ctrl+Z takes it back.</source>
        <translation>Chef enregistré ; Ctrl+Z l&apos;annule.</translation>
    </message>
    <message>
        <source>Import Roster</source>
        <translation>Importer un ordre de bataille</translation>
    </message>
    <message>
        <source>Rosters (*.csv *.json);;CSV (*.csv);;JSON (*.json)</source>
        <translation>Ordres de bataille (*.csv *.json);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Roster Not Imported</source>
        <translation>Ordre de bataille non importé</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was imported.</source>
        <translation>
            <numerusform>%1 contient %n erreur ; rien n&apos;a été importé.</numerusform>
            <numerusform>%1 contient %n erreurs ; rien n&apos;a été importé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Roster</source>
        <translation>Exporter l&apos;ordre de bataille</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Roster written to %1.</source>
        <translation>Ordre de bataille écrit dans %1.</translation>
    </message>
</context>
<context>
    <name>adj::RosterCsv</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>text after the closing quote of field %1</source>
        <translation>texte après le guillemet fermant du champ %1</translation>
    </message>
    <message>
        <source>a quote inside the unquoted field %1 (quote the whole field and double the quote)</source>
        <translation>guillemet dans le champ %1 non entouré de guillemets (entourez tout le champ de guillemets et doublez le guillemet)</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>un champ entre guillemets n&apos;est jamais fermé</translation>
    </message>
    <message>
        <source>line 1: the file has no header (%1)</source>
        <translation>ligne 1 : le fichier n&apos;a pas d&apos;en-tête (%1)</translation>
    </message>
    <message>
        <source>line 1, column %1: &quot;%2&quot; is not a column of a %3 roster (%4)</source>
        <translation>ligne 1, colonne %1 : « %2 » n&apos;est pas une colonne d&apos;ordre de bataille de %3 (%4)</translation>
    </message>
    <message>
        <source>line 1, column %1: &quot;%2&quot; appears twice</source>
        <translation>ligne 1, colonne %1 : « %2 » apparaît deux fois</translation>
    </message>
    <message>
        <source>line 1: the column &quot;%1&quot; is missing</source>
        <translation>ligne 1 : la colonne « %1 » est absente</translation>
    </message>
    <message>
        <source>line %1: %2 fields, the header has %3</source>
        <translation>ligne %1 : %2 champs, l&apos;en-tête en a %3</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>ligne %1, %2 : %3</translation>
    </message>
    <message>
        <source>a unit needs a side</source>
        <translation>une unité doit avoir un camp</translation>
    </message>
    <message>
        <source>a unit needs a name</source>
        <translation>une unité doit avoir un nom</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named on line %2 already</source>
        <translation>« %1 » figure déjà à la ligne %2</translation>
    </message>
    <message>
        <source>there is already a unit called &quot;%1&quot;</source>
        <translation>il existe déjà une unité nommée « %1 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2 (%3)</source>
        <translation>« %1 » n&apos;est pas un type d&apos;unité de %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>« %1 » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>%1 is outside %2..%3 %4 for a %5</source>
        <translation>%1 est hors de %2..%3 %4 pour le type %5</translation>
    </message>
    <message>
        <source>%1 is more than the starting strength %2</source>
        <translation>%1 dépasse l&apos;effectif de départ %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex label (four digits, column then row: 0406)</source>
        <translation>« %1 » n&apos;est pas un numéro d&apos;hexagone (quatre chiffres, colonne puis rangée : 0406)</translation>
    </message>
    <message>
        <source>the file has no units</source>
        <translation>le fichier ne contient aucune unité</translation>
    </message>
    <message numerus="yes">
        <source>Roster imported from CSV: %n unit(s)</source>
        <translation>
            <numerusform>Ordre de bataille importé depuis un CSV : %n unité</numerusform>
            <numerusform>Ordre de bataille importé depuis un CSV : %n unités</numerusform>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>strength must be a whole number</source>
        <translation>l&apos;effectif doit être un nombre entier</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Strength (%1)</source>
        <translation>Effectif (%1)</translation>
    </message>
</context>
<context>
    <name>adj::RosterPanel</name>
    <message>
        <source>Filter units by name, type, side or marker…</source>
        <translation>Filtrer les unités par nom, type, camp ou marqueur…</translation>
    </message>
    <message>
        <source>Shows the units whose name, type, side or markers contain the text</source>
        <translation>Affiche les unités dont le nom, le type, le camp ou les marqueurs contiennent le texte</translation>
    </message>
</context>
<context>
    <name>adj::RosterView</name>
    <message>
        <source>&amp;Place Marker</source>
        <translation>&amp;Placer un marqueur</translation>
    </message>
    <message>
        <source>&amp;Lift Marker</source>
        <translation>&amp;Retirer un marqueur</translation>
    </message>
    <message>
        <source>%1 (placed in turn %2)</source>
        <translation>%1 (placé au tour %2)</translation>
    </message>
    <message>
        <source>&amp;Edit Strength</source>
        <translation>&amp;Modifier l&apos;effectif</translation>
    </message>
    <message>
        <source>The sides and their units. Double-click a name, strength or position to change it; Enter or F2 opens the unit, Ins adds one, Ctrl+D duplicates it, Del removes it; right-click a unit to place or lift a marker.</source>
        <translation>Les camps et leurs unités. Double-cliquez sur un nom, un effectif ou une position pour le modifier ; Entrée ou F2 ouvre l&apos;unité, Inser en ajoute une, Ctrl+D la duplique, Suppr la supprime ; clic droit sur une unité pour placer ou retirer un marqueur.</translation>
    </message>
    <message>
        <source>Places a %1 marker on the selected units, or lifts it where there is one.</source>
        <translation>Place un marqueur %1 sur les unités sélectionnées, ou le retire là où il y en a un.</translation>
    </message>
    <message>
        <source>%1 marker</source>
        <translation>Marqueur %1</translation>
    </message>
    <message>
        <source>%1 marker (%2)</source>
        <translation>Marqueur %1 (%2)</translation>
    </message>
    <message>
        <source>Select a unit in the roster first.</source>
        <translation>Sélectionnez d&apos;abord une unité dans l&apos;ordre de bataille.</translation>
    </message>
</context>
<context>
    <name>adj::RuleSet</name>
    <message>
        <source>%1: there is no leader called &quot;%2&quot; in this battle</source>
        <translation>%1 : aucun chef ne s&apos;appelle « %2 » dans cette bataille</translation>
    </message>
    <message>
        <source>%1: there is no unit called &quot;%2&quot; in this battle</source>
        <translation>%1 : aucune unité ne s&apos;appelle « %2 » dans cette bataille</translation>
    </message>
    <message>
        <source>%1: there is no unit %2 in this battle</source>
        <translation>%1 : il n&apos;y a pas d&apos;unité %2 dans cette bataille</translation>
    </message>
    <message>
        <source>%1 reads ranges as distances, not bands</source>
        <translation>%1 lit les portées comme des distances, pas comme des tranches</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set %2</source>
        <translation>action inconnue « %1 » dans la règle %2</translation>
    </message>
    <message>
        <source>%1 keeps no value that can be set directly, so not &quot;%2&quot;</source>
        <translation>%1 ne tient aucune valeur que l&apos;on puisse fixer directement, donc pas « %2 »</translation>
    </message>
    <message>
        <source>%1 keeps no value called &quot;%2&quot;; it can set: %3</source>
        <translation>%1 ne tient aucune valeur appelée « %2 » ; on peut fixer : %3</translation>
    </message>
    <message>
        <source>English</source>
        <comment>this language&apos;s name, in this language</comment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>adj::RuleSets</name>
    <message>
        <source>unknown rule set &quot;%1&quot;; available: %2</source>
        <translation>règle inconnue « %1 » ; disponibles : %2</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in rule set %2; available: %3</source>
        <translation>action inconnue « %1 » dans la règle %2 ; disponibles : %3</translation>
    </message>
    <message>
        <source>no valid %1 rule table was given</source>
        <translation>aucune table de règles %1 valide n&apos;a été fournie</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>erreur interne : %1</translation>
    </message>
    <message>
        <source>internal error: a die for &quot;%1&quot; is not in the dice plan of %2</source>
        <translation>erreur interne : un dé pour « %1 » ne figure pas dans le plan de dés de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n die/dice used, and %1 left over</source>
        <translation>
            <numerusform>%n dé utilisé et %1 en trop</numerusform>
            <numerusform>%n dés utilisés et %1 en trop</numerusform>
        </translation>
    </message>
    <message>
        <source>too many dice: %1</source>
        <translation>trop de dés : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 … (%n die/dice in all)</source>
        <translation>
            <numerusform>%1 … (%n dé en tout)</numerusform>
            <numerusform>%1 … (%n dés en tout)</numerusform>
        </translation>
    </message>
    <message>
        <source>too large to work out exactly; roll it</source>
        <translation>trop grand pour être calculé exactement ; lancez les dés</translation>
    </message>
</context>
<context>
    <name>adj::RuleTable</name>
    <message>
        <source>cannot read the rule table %1: %2</source>
        <translation>impossible de lire la table de règles %1 : %2</translation>
    </message>
    <message>
        <source>the rule table %1 is not a JSON object: %2 at offset %3</source>
        <translation>la table de règles %1 n&apos;est pas un objet JSON : %2 à la position %3</translation>
    </message>
    <message>
        <source>the rule table names rule set &quot;%1&quot;, which Adjutant does not implement</source>
        <translation>la table de règles désigne la règle « %1 », qu&apos;Adjutant n&apos;implémente pas</translation>
    </message>
    <message>
        <source>no rule table loaded</source>
        <translation>aucune table de règles chargée</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: the rule set id cannot be overridden</source>
        <translation>règle maison « %1 » : l&apos;identifiant de la règle ne peut pas être remplacé</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: not a table entry path</source>
        <translation>règle maison « %1 » : ce n&apos;est pas un chemin d&apos;entrée de table</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: no such entry in the %2 table</source>
        <translation>règle maison « %1 » : aucune entrée de ce nom dans la table %2</translation>
    </message>
    <message>
        <source>house rule &quot;%1&quot;: must be a %2 like the entry it replaces, not a %3</source>
        <translation>règle maison « %1 » : doit être de type %2 comme l&apos;entrée qu&apos;elle remplace, pas %3</translation>
    </message>
    <message>
        <source>house rules refused: %1</source>
        <translation>règles maison refusées : %1</translation>
    </message>
    <message>
        <source>the %1 rule table: %2</source>
        <translation>la table de règles %1 : %2</translation>
    </message>
</context>
<context>
    <name>adj::SameSideDialog</name>
    <message>
        <source>Same Side</source>
        <translation>Même camp</translation>
    </message>
    <message>
        <source>Sides are matched across the campaign&apos;s battles by name. Say which names are one side: the campaign totals them under the second name.</source>
        <translation>Les camps sont associés d&apos;une bataille à l&apos;autre de la campagne par leur nom. Dites quels noms sont un seul camp : la campagne les totalise sous le second nom.</translation>
    </message>
    <message>
        <source>&amp;This side:</source>
        <translation>&amp;Ce camp :</translation>
    </message>
    <message>
        <source>is the same side &amp;as:</source>
        <translation>est le même camp &amp;que :</translation>
    </message>
    <message>
        <source>&amp;One Side</source>
        <translation>&amp;Un seul camp</translation>
    </message>
    <message>
        <source>Said to be one &amp;side:</source>
        <translation>Déclarés un &amp;seul camp :</translation>
    </message>
    <message>
        <source>%1, counted as %2</source>
        <translation>%1, compté comme %2</translation>
    </message>
    <message>
        <source>Count on Its O&amp;wn</source>
        <translation>Compter à &amp;part</translation>
    </message>
    <message>
        <source>Choose a side from the list first.</source>
        <translation>Choisissez d&apos;abord un camp dans la liste.</translation>
    </message>
</context>
<context>
    <name>adj::Scenario</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1: a scenario is a JSON object</source>
        <translation>%1 : un scénario est un objet JSON</translation>
    </message>
    <message>
        <source>ruleset: &quot;%1&quot; is not a rule set Adjutant knows</source>
        <translation>ruleset : « %1 » n&apos;est pas une règle connue d&apos;Adjutant</translation>
    </message>
    <message>
        <source>name: a battle needs a name</source>
        <translation>name : une bataille doit avoir un nom</translation>
    </message>
    <message>
        <source>options: &quot;%1&quot; is not an optional rule of %2</source>
        <translation>options : « %1 » n&apos;est pas une règle optionnelle de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>sides: the scenario has no sides</source>
        <translation>sides : le scénario n&apos;a aucun camp</translation>
    </message>
    <message numerus="yes">
        <source>Roster imported: %n unit(s)</source>
        <translation>
            <numerusform>Ordre de bataille importé : %n unité</numerusform>
            <numerusform>Ordre de bataille importé : %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>board: width and height must be 1 to 200 hexes</source>
        <translation>board : la largeur et la hauteur doivent être comprises entre 1 et 200 hexagones</translation>
    </message>
    <message>
        <source>board.tiles.%1: a terrain is a name</source>
        <translation>board.tiles.%1 : un terrain est un nom</translation>
    </message>
    <message>
        <source>ruleset: the roster is for %1, the battle is %2</source>
        <translation>ruleset : l&apos;ordre de bataille est pour %1, la bataille pour %2</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>une liste de noms</translation>
    </message>
    <message>
        <source>%1.%2: %3 is not %4</source>
        <translation>%1.%2 : %3 n’est pas %4</translation>
    </message>
    <message>
        <source>%1: a side is an object</source>
        <translation>%1 : un camp est un objet</translation>
    </message>
    <message>
        <source>%1: a unit is an object</source>
        <translation>%1 : une unité est un objet</translation>
    </message>
    <message>
        <source>%1: a leader is an object</source>
        <translation>%1 : un chef est un objet</translation>
    </message>
    <message>
        <source>%1.counters.%2: %3 is not %4</source>
        <translation>%1.counters.%2 : %3 n’est pas %4</translation>
    </message>
    <message>
        <source>turn: a battle starts at turn 1 to 9999, not %1</source>
        <translation>turn : une bataille commence au tour 1 à 9999, pas %1</translation>
    </message>
    <message>
        <source>phase: &quot;%1&quot; is not a phase of %2 (%3)</source>
        <translation>phase : « %1 » n&apos;est pas une phase de %2 (%3)</translation>
    </message>
</context>
<context>
    <name>adj::SchemaCheck</name>
    <message>
        <source>the trigger %1 on %2</source>
        <translation>le déclencheur %1 sur %2</translation>
    </message>
    <message>
        <source>the view %1</source>
        <translation>la vue %1</translation>
    </message>
    <message>
        <source>the table %1</source>
        <translation>la table %1</translation>
    </message>
    <message>
        <source>the table %1 made in another way (%2)</source>
        <translation>la table %1, créée autrement (%2)</translation>
    </message>
    <message>
        <source>%1 in the table %2</source>
        <translation>%1 dans la table %2</translation>
    </message>
    <message>
        <source>the table %1 without %2</source>
        <translation>la table %1 sans %2</translation>
    </message>
    <message>
        <source>the index %1</source>
        <translation>l’index %1</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no table %1</source>
        <translation>aucune table %1</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> et %n autre</numerusform>
            <numerusform> et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds what an Adjutant battle does not (a battle file is data, never code): %1</source>
        <translation>il contient ce qu’une bataille Adjutant ne contient pas (un fichier de bataille est fait de données, jamais de code) : %1</translation>
    </message>
    <message>
        <source>%1.%2 is not a column of a battle</source>
        <translation>%1.%2 n’est pas une colonne d’une bataille</translation>
    </message>
    <message>
        <source>%1 is empty (NULL)</source>
        <translation>%1 est vide (NULL)</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>%1 is %2, outside %3 to %4</source>
        <translation>%1 vaut %2, hors de %3 à %4</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 n’est pas un nombre</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 n’est pas du texte</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3</source>
        <translation>%1 fait %2 caractères ; au plus %3</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 n’est pas un objet JSON</translation>
    </message>
    <message>
        <source>%1 is not a JSON array</source>
        <translation>%1 n’est pas un tableau JSON</translation>
    </message>
</context>
<context>
    <name>adj::SchemaForm</name>
    <message>
        <source>%1
Rule %2</source>
        <translation>%1
Règle %2</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>↺</source>
        <translation>↺</translation>
    </message>
    <message>
        <source>Back to the battle&apos;s value or the rule&apos;s default (Ctrl+Delete)</source>
        <translation>Revenir à la valeur de la bataille ou à la valeur par défaut de la règle (Ctrl+Suppr)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>You typed over this value; ↺ takes it back.</source>
        <translation>Vous avez remplacé cette valeur ; ↺ l&apos;annule.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>Filled in from the battle: the units, the board and the counters.</source>
        <translation>Rempli d&apos;après la bataille : les unités, le plateau et les compteurs.</translation>
    </message>
    <message>
        <source>From the battle:</source>
        <translation>D&apos;après la bataille :</translation>
    </message>
    <message>
        <source>What the battle knows; opens every field to change it (Ctrl+K)</source>
        <translation>Ce que sait la bataille ; ouvre chaque champ pour le modifier (Ctrl+K)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>nothing yet; %n more input(s)</source>
        <translation>
            <numerusform>rien pour l&apos;instant ; %n autre entrée</numerusform>
            <numerusform>rien pour l&apos;instant ; %n autres entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to add</source>
        <translation>rien à ajouter</translation>
    </message>
</context>
<context>
    <name>adj::SecretCheck</name>
    <message>
        <source>this rule set asks for no secret choices</source>
        <translation>ces règles ne demandent aucun choix secret</translation>
    </message>
    <message>
        <source>%1&apos;s choice for this turn is already in the battle</source>
        <translation>Le choix de %1 pour ce tour est déjà dans la bataille</translation>
    </message>
    <message>
        <source>nothing is asked of %1 now</source>
        <translation>rien n&apos;est demandé à %1 maintenant</translation>
    </message>
    <message>
        <source>the battle moved on since this choice was made: check it and send it again</source>
        <translation>la bataille a avancé depuis ce choix : vérifiez-le et renvoyez-le</translation>
    </message>
</context>
<context>
    <name>adj::SummaryBuilder</name>
    <message>
        <source>%1 could not be read</source>
        <translation>Impossible de lire %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>adj::SummaryCharts</name>
    <message>
        <source>Casualties per turn</source>
        <translation>Pertes par tour</translation>
    </message>
    <message>
        <source>The Glory race</source>
        <translation>La course à la Gloire</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Strength from the start to the end of each turn</source>
        <translation>Effectif du début à la fin de chaque tour</translation>
    </message>
    <message>
        <source>Turn (0: the start)</source>
        <translation>Tour (0 : le début)</translation>
    </message>
</context>
<context>
    <name>adj::SummaryDialog</name>
    <message>
        <source>Turn Summary — %1</source>
        <translation>Résumé du tour — %1</translation>
    </message>
</context>
<context>
    <name>adj::SummaryHtml</name>
    <message>
        <source>The battle so far (turns 1 to %1)</source>
        <translation>La bataille jusqu&apos;ici (tours 1 à %1)</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>%1: report for %2</source>
        <translation>%1 : rapport pour %2</translation>
    </message>
    <message>
        <source>%1; strength in %2; printed %3</source>
        <translation>%1 ; effectif en %2 ; imprimé le %3</translation>
    </message>
    <message>
        <source>Casualties (%1)</source>
        <translation>Pertes (%1)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <source>Lost this turn</source>
        <translation>Perdus ce tour</translation>
    </message>
    <message>
        <source>Regained</source>
        <translation>Récupérés</translation>
    </message>
    <message>
        <source>Lost so far</source>
        <translation>Perdus jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>No sides.</source>
        <translation>Aucun camp.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Losses by unit (%1)</source>
        <translation>Pertes par unité (%1)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucune.</translation>
    </message>
    <message>
        <source>Units eliminated, routed, captured or sunk</source>
        <translation>Unités éliminées, en déroute, capturées ou coulées</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>placé</translation>
    </message>
    <message>
        <source>lifted</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>Markers placed and lifted</source>
        <translation>Marqueurs placés et retirés</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <source>Placed or lifted</source>
        <translation>Placé ou retiré</translation>
    </message>
    <message>
        <source>Leaders lost or wounded</source>
        <translation>Chefs perdus ou blessés</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Standings: VP, Glory, AP, wind</source>
        <translation>Classement : VP, Gloire, AP, vent</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Compteur</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>No counters.</source>
        <translation>Aucun compteur.</translation>
    </message>
    <message>
        <source>Resolutions</source>
        <translation>Résolutions</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>No resolutions.</source>
        <translation>Aucune résolution.</translation>
    </message>
    <message>
        <source>Referee&apos;s notes</source>
        <translation>Notes de l&apos;arbitre</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Aucune note.</translation>
    </message>
    <message>
        <source>… and %1 more, the earliest, not shown here; print or export the summary for all of them.</source>
        <translation>… et %1 entrées de plus, les plus anciennes, non affichées ici ; imprimez ou exportez le résumé pour les voir toutes.</translation>
    </message>
    <message>
        <source>Cards drawn, wind and the order of play</source>
        <translation>Cartes tirées, vent et ordre de jeu</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Ce qui a changé</translation>
    </message>
    <message>
        <source>At the start of the turn</source>
        <translation>Au début du tour</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Effectif complet</translation>
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
        <translation>%1 n’a pas pu être écrit (%2) ; rien n’a été écrit.</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <comment>who acted: the action at its targets</comment>
        <translation>%1 : %2 sur %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
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
        <translation>Le tour à résumer, ou la bataille jusqu&apos;ici</translation>
    </message>
    <message>
        <source>The referee&apos;s report, or a side&apos;s report for its players</source>
        <translation>Le rapport de l&apos;arbitre, ou le rapport d&apos;un camp pour ses joueurs</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Affic&amp;her :</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Shows the pages as they will print</source>
        <translation>Affiche les pages telles qu&apos;elles seront imprimées</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Prints the summary shown</source>
        <translation>Imprime le résumé affiché</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Writes the summary shown to a PDF file</source>
        <translation>Écrit le résumé affiché dans un fichier PDF</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>Exporter en HTML…</translation>
    </message>
    <message>
        <source>Writes the summary shown to one HTML file, charts included</source>
        <translation>Écrit le résumé affiché dans un seul fichier HTML, graphiques compris</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>Writes the summary shown as JSON</source>
        <translation>Écrit le résumé affiché en JSON</translation>
    </message>
    <message>
        <source>The battle so far</source>
        <translation>La bataille jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Mise à jour…</translation>
    </message>
    <message>
        <source>No battle open</source>
        <translation>Aucune bataille ouverte</translation>
    </message>
    <message>
        <source>Referee&apos;s report</source>
        <translation>Rapport de l&apos;arbitre</translation>
    </message>
    <message>
        <source>Players&apos; report: %1</source>
        <translation>Rapport aux joueurs : %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Not updated: %1</source>
        <translation>Non mis à jour : %1</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 jusqu&apos;ici</translation>
    </message>
    <message>
        <source>%1 turn %2</source>
        <translation>%1 tour %2</translation>
    </message>
    <message>
        <source>Export the Summary</source>
        <translation>Exporter le résumé</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Written to %1. &lt;a href=&quot;%2&quot;&gt;Open the folder&lt;/a&gt;</source>
        <translation>Enregistré dans %1. &lt;a href=&quot;%2&quot;&gt;Ouvrir le dossier&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Every resolution</source>
        <translation>Chaque résolution</translation>
    </message>
    <message>
        <source>The battle so far with every resolution, card drawn, marker and change of status listed one by one; else it is told turn by turn and unit by unit</source>
        <translation>La bataille jusqu&apos;ici avec chaque résolution, carte tirée, marqueur et changement d&apos;état un à un ; sinon elle est racontée tour par tour et unité par unité</translation>
    </message>
</context>
<context>
    <name>adj::TableLink</name>
    <message>
        <source>messages are JSON text</source>
        <translation>les messages sont du texte JSON</translation>
    </message>
    <message>
        <source>more than %1 messages in %2 seconds</source>
        <translation>plus de %1 messages en %2 secondes</translation>
    </message>
    <message>
        <source>%1 (revealed from %2&apos;s page)</source>
        <translation>%1 (révélé depuis la page de %2)</translation>
    </message>
    <message>
        <source>this rule set asks for no secret choices</source>
        <translation>ces règles ne demandent aucun choix secret</translation>
    </message>
    <message>
        <source>%1 has not sent its choice yet</source>
        <translation>%1 n&apos;a pas encore envoyé son choix</translation>
    </message>
    <message>
        <source>no side has a choice waiting to be revealed</source>
        <translation>aucun camp n&apos;a de choix en attente de révélation</translation>
    </message>
    <message>
        <source>%1 has not sent its choice yet: the choices are revealed together</source>
        <translation>%1 n&apos;a pas encore envoyé son choix : les choix sont révélés ensemble</translation>
    </message>
    <message>
        <source>%1&apos;s choice cannot enter the battle: %2</source>
        <translation>Le choix de %1 ne peut pas entrer dans la bataille : %2</translation>
    </message>
    <message>
        <source>every side</source>
        <translation>tous les camps</translation>
    </message>
    <message>
        <source>Table link</source>
        <translation>Lien de table</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>sent ✓</source>
        <translation>envoyé ✓</translation>
    </message>
    <message>
        <source>in the battle</source>
        <translation>dans la bataille</translation>
    </message>
    <message>
        <source>nothing asked</source>
        <translation>rien de demandé</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Sent: hidden from everyone until the referee reveals all choices</source>
        <translation>Envoyé : caché à tous jusqu&apos;à ce que l&apos;arbitre révèle tous les choix</translation>
    </message>
    <message>
        <source>You may send another choice until the reveal; the last one counts.</source>
        <translation>Vous pouvez envoyer un autre choix jusqu&apos;à la révélation ; le dernier compte.</translation>
    </message>
    <message>
        <source>Nothing is asked of your side now.</source>
        <translation>Rien n&apos;est demandé à votre camp maintenant.</translation>
    </message>
    <message>
        <source>Players&apos; report</source>
        <translation>Rapport aux joueurs</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Votre camp</translation>
    </message>
    <message>
        <source>The enemy</source>
        <translation>L&apos;ennemi</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Compteurs</translation>
    </message>
    <message>
        <source>Bookkeeping</source>
        <translation>Suivi</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Non accepté</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Tout droit</translation>
    </message>
    <message>
        <source>Starboard (right)</source>
        <translation>Tribord (droite)</translation>
    </message>
    <message>
        <source>Port (left)</source>
        <translation>Bâbord (gauche)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêt</translation>
    </message>
    <message>
        <source>&quot;id&quot; is 8 to 64 letters, digits, &quot;-&quot; or &quot;_&quot;, made once per choice</source>
        <translation>« id » fait 8 à 64 lettres, chiffres, « - » ou « _ », créé une fois par choix</translation>
    </message>
    <message>
        <source>a choice has &quot;formKey&quot; (text) and &quot;inputs&quot; (an object)</source>
        <translation>un choix a « formKey » (texte) et « inputs » (un objet)</translation>
    </message>
    <message>
        <source>the table link writes the players&apos; choices into the battle, which is read-only: %1</source>
        <translation>le lien de table écrit les choix des joueurs dans la bataille, qui est en lecture seule : %1</translation>
    </message>
    <message>
        <source>the table link cannot listen on %1, port %2: is another program using it?</source>
        <translation>le lien de table ne peut pas écouter sur %1, port %2 : un autre programme l&apos;utilise-t-il ?</translation>
    </message>
    <message>
        <source>a message is a JSON object with a &quot;type&quot;</source>
        <translation>un message est un objet JSON avec un « type »</translation>
    </message>
    <message>
        <source>unknown message type &quot;%1&quot;</source>
        <translation>type de message inconnu « %1 »</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Lost this turn</source>
        <translation>Perdu ce tour</translation>
    </message>
    <message>
        <source>Lost so far</source>
        <translation>Perdu jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Regained</source>
        <translation>Regagné</translation>
    </message>
    <message>
        <source>In disorder</source>
        <translation>En désordre</translation>
    </message>
    <message>
        <source>Markers placed</source>
        <translation>Marqueurs posés</translation>
    </message>
    <message>
        <source>Markers lifted</source>
        <translation>Marqueurs retirés</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Losses by unit</source>
        <translation>Pertes par unité</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>This code no longer works: ask the referee for the new one.</source>
        <translation>Ce code ne fonctionne plus : demandez le nouveau à l&apos;arbitre.</translation>
    </message>
    <message>
        <source>This choice cannot be made on this page: tell the referee.</source>
        <translation>Ce choix ne peut pas être fait sur cette page : prévenez l&apos;arbitre.</translation>
    </message>
    <message>
        <source>sending…</source>
        <translation>envoi…</translation>
    </message>
    <message>
        <source>%1 while the table link served it: nothing more is accepted from the pages; open the battle again and switch the link on</source>
        <translation>%1 pendant que le lien de table le servait : plus rien n’est accepté des pages ; rouvrez la bataille et activez le lien de table</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Effectif complet</translation>
    </message>
    <message>
        <source>{unit}: {atStart} at the start, {lost} lost, {regained} regained, {strength} now</source>
        <translation>{unit} : {atStart} au début, {lost} perdus, {regained} regagnés, {strength} maintenant</translation>
    </message>
    <message>
        <source>{unit}: {atStart} at the start, {lost} lost, {regained} regained, {strength} now (full strength {start})</source>
        <translation>{unit} : {atStart} au début, {lost} perdus, {regained} regagnés, {strength} maintenant (effectif complet {start})</translation>
    </message>
</context>
<context>
    <name>adj::TableLinkWindow</name>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>sent ✓</source>
        <translation>envoyé ✓</translation>
    </message>
    <message>
        <source>in the battle</source>
        <translation>dans la bataille</translation>
    </message>
    <message>
        <source>nothing asked</source>
        <translation>rien de demandé</translation>
    </message>
    <message>
        <source>Table Link – %1</source>
        <translation>Lien de table – %1</translation>
    </message>
    <message>
        <source>The network the players&apos; phones are on: the link listens only there.</source>
        <translation>Le réseau des téléphones des joueurs : le lien n&apos;écoute que là.</translation>
    </message>
    <message>
        <source>Switch &amp;On</source>
        <translation>&amp;Activer</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Réseau :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>&amp;Reveal All</source>
        <translation>Tout &amp;révéler</translation>
    </message>
    <message>
        <source>Every side&apos;s sealed choice enters the battle together, as logged, undoable actions.</source>
        <translation>Le choix scellé de chaque camp entre ensemble dans la bataille, en actions journalisées et annulables.</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Cet ordinateur seulement (127.0.0.1)</translation>
    </message>
    <message>
        <source>Table Link</source>
        <translation>Lien de table</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>The old code and its pages stop working at once.</source>
        <translation>L&apos;ancien code et ses pages cessent aussitôt de fonctionner.</translation>
    </message>
    <message>
        <source>Switch the link on to show this side&apos;s code.</source>
        <translation>Activez le lien pour afficher le code de ce camp.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Switch &amp;Off</source>
        <translation>&amp;Désactiver</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n page(s) open</source>
        <translation>
            <numerusform>%1 · %n page ouverte</numerusform>
            <numerusform>%1 · %n pages ouvertes</numerusform>
        </translation>
    </message>
    <message>
        <source>Every side&apos;s sealed choice enters the battle together.</source>
        <translation>Le choix scellé de chaque camp entre ensemble dans la bataille.</translation>
    </message>
    <message>
        <source>Open a battle first: the link serves the battle open.</source>
        <translation>Ouvrez d&apos;abord une bataille : le lien sert la bataille ouverte.</translation>
    </message>
</context>
<context>
    <name>adj::TableReader</name>
    <message>
        <source>table entry %1 is missing</source>
        <translation>l&apos;entrée de table %1 est absente</translation>
    </message>
    <message>
        <source>table entry %1 must be a whole number</source>
        <translation>l&apos;entrée de table %1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>table entry %1 is %2; it must be between %3 and %4</source>
        <translation>l&apos;entrée de table %1 vaut %2 ; elle doit être comprise entre %3 et %4</translation>
    </message>
    <message>
        <source>table entry %1 must be true or false</source>
        <translation>l&apos;entrée de table %1 doit être true ou false</translation>
    </message>
    <message>
        <source>table entry %1 must be one of %2</source>
        <translation>l&apos;entrée de table %1 doit être l&apos;une des valeurs %2</translation>
    </message>
    <message>
        <source>table entry %1 must be a list</source>
        <translation>l&apos;entrée de table %1 doit être une liste</translation>
    </message>
    <message>
        <source>table entry %1 may only hold %2</source>
        <translation>l&apos;entrée de table %1 ne peut contenir que %2</translation>
    </message>
</context>
<context>
    <name>adj::TurnBar</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Each side&apos;s counters (victory points, action points, ...).</source>
        <translation>Les compteurs de chaque camp (points de victoire, points d&apos;action, ...).</translation>
    </message>
    <message>
        <source>Next &amp;Phase</source>
        <translation>Phase &amp;suivante</translation>
    </message>
    <message>
        <source>Ends this phase and starts the next one (F6); after the last phase a new turn begins.</source>
        <translation>Termine cette phase et commence la suivante (F6) ; après la dernière phase, un nouveau tour commence.</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>&amp;Tour suivant</translation>
    </message>
    <message>
        <source>Ends this turn and starts the next one at its first phase (Shift+F6).</source>
        <translation>Termine ce tour et commence le suivant à sa première phase (Maj+F6).</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Phase %1 of %2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Phase %1 sur %2 : &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Owed</source>
        <translation>Dû</translation>
    </message>
    <message>
        <source>Opens the next action the turn still owes by the rules, its units filled in (F8).</source>
        <translation>Ouvre la prochaine action que le tour doit encore selon les règles, ses unités renseignées (F8).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n still owed&lt;/b&gt;: press %1 again to advance anyway</source>
        <translation>
            <numerusform>&lt;b&gt;%n encore dû&lt;/b&gt; : appuyez encore sur %1 pour avancer quand même</numerusform>
            <numerusform>&lt;b&gt;%n encore dus&lt;/b&gt; : appuyez encore sur %1 pour avancer quand même</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Owed: %n</source>
        <translation>
            <numerusform>Dû : %n</numerusform>
            <numerusform>Dus : %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is owed by the rules now.</source>
        <translation>Rien n&apos;est dû selon les règles pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Still owed (F8 opens the first):</source>
        <translation>Encore dû (F8 ouvre le premier) :</translation>
    </message>
</context>
<context>
    <name>adj::UndoSink</name>
    <message>
        <source>The undo could not be saved: %1. The battle is as it was before it.</source>
        <translation>L’annulation n’a pas pu être enregistrée : %1. La bataille est telle qu’avant.</translation>
    </message>
    <message>
        <source>The redo could not be saved: %1. The battle is as it was before it.</source>
        <translation>Le rétablissement n’a pas pu être enregistré : %1. La bataille est telle qu’avant.</translation>
    </message>
    <message>
        <source>no battle is open</source>
        <translation>aucune bataille n&apos;est ouverte</translation>
    </message>
</context>
<context>
    <name>adj::UnitChoiceModel</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
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
        <translation>Unité</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>e.g. 25th U.S. Infantry</source>
        <translation>p. ex. 25th U.S. Infantry</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>St&amp;rength now:</source>
        <translation>E&amp;ffectif actuel :</translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation>&amp;Position :</translation>
    </message>
    <message>
        <source>Edit Unit</source>
        <translation>Modifier l&apos;unité</translation>
    </message>
    <message>
        <source>Add Unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 : unité</translation>
    </message>
    <message>
        <source>What the unit has left, in %1</source>
        <translation>L&apos;effectif restant de l&apos;unité, en %1</translation>
    </message>
    <message>
        <source>What the unit began the battle with, in %1</source>
        <translation>L&apos;effectif de l&apos;unité au début de la bataille, en %1</translation>
    </message>
    <message>
        <source>&amp;Hex:</source>
        <translation>&amp;Hexagone :</translation>
    </message>
    <message>
        <source>column and row, e.g. 0406</source>
        <translation>colonne et rangée, p. ex. 0406</translation>
    </message>
    <message>
        <source>where it stands, e.g. left of the road</source>
        <translation>emplacement, p. ex. à gauche de la route</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 à %3)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>The battle has no sides yet: add one first.</source>
        <translation>La bataille n&apos;a pas encore de camp : ajoutez-en un d&apos;abord.</translation>
    </message>
    <message>
        <source>A hex is named by four digits, its column and row: 0406.</source>
        <translation>Un hexagone se désigne par quatre chiffres, sa colonne et sa rangée : 0406.</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>At th&amp;e start:</source>
        <translation>Au &amp;départ :</translation>
    </message>
    <message>
        <source>Attri&amp;butes of the rule set</source>
        <translation>Attri&amp;buts de la règle</translation>
    </message>
</context>
<context>
    <name>adj::Victory</name>
    <message>
        <source>victory</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>on time</source>
        <translation>au temps</translation>
    </message>
    <message>
        <source>the referee&apos;s call</source>
        <translation>décision de l&apos;arbitre</translation>
    </message>
    <message>
        <source>%1 %2 to win</source>
        <translation>%1 %2 pour gagner</translation>
    </message>
    <message>
        <source>turn limit %1</source>
        <translation>limite de tours %1</translation>
    </message>
    <message>
        <source>Victory conditions: none</source>
        <translation>Conditions de victoire : aucune</translation>
    </message>
    <message>
        <source>Victory conditions: %1</source>
        <translation>Conditions de victoire : %1</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Battle ended on turn %1 (%2)</source>
        <translation>Bataille terminée au tour %1 (%2)</translation>
    </message>
    <message>
        <source>Battle ended on turn %1 (%2): %3 won</source>
        <translation>Bataille terminée au tour %1 (%2) : %3 a gagné</translation>
    </message>
    <message>
        <source>this is the last turn</source>
        <translation>c&apos;est le dernier tour</translation>
    </message>
    <message>
        <source>%1.%2: must be a whole number from 0 to %3</source>
        <translation>%1.%2 : doit être un entier de 0 à %3</translation>
    </message>
    <message>
        <source>victory conditions: VP to win must be 0 to %1 and the turn limit 0 to %2</source>
        <translation>conditions de victoire : les PV pour gagner doivent être de 0 à %1 et la limite de tours de 0 à %2</translation>
    </message>
    <message>
        <source>ending: &quot;%1&quot; is not victory, time or referee</source>
        <translation>ending : « %1 » n&apos;est pas victory, time ou referee</translation>
    </message>
    <message>
        <source>the battle already ended on turn %1; undo that end first</source>
        <translation>la bataille s&apos;est déjà terminée au tour %1 ; annulez d&apos;abord cette fin</translation>
    </message>
    <message>
        <source>winner: there is no side called &quot;%1&quot; in this battle</source>
        <translation>winner : il n&apos;y a pas de camp « %1 » dans cette bataille</translation>
    </message>
    <message>
        <source>winner: an end by %1 needs the side that won (--winner)</source>
        <translation>winner : une fin par %1 a besoin du camp qui a gagné (--winner)</translation>
    </message>
    <message>
        <source>%1 reached the %2 VP needed to win</source>
        <translation>%1 a atteint les %2 PV nécessaires pour gagner</translation>
    </message>
    <message>
        <source>%1 won; the referee recorded the victory</source>
        <translation>%1 a gagné ; l&apos;arbitre a enregistré la victoire</translation>
    </message>
    <message>
        <source>the time ran out (turn %1 of %2): %3 won on time</source>
        <translation>le temps s&apos;est écoulé (tour %1 sur %2) : %3 a gagné au temps</translation>
    </message>
    <message>
        <source>the referee ended the battle</source>
        <translation>l&apos;arbitre a terminé la bataille</translation>
    </message>
    <message>
        <source>%1.%2: not a victory condition (sides, or vpToWin and turnLimit)</source>
        <translation>%1.%2 : pas une condition de victoire (sides, ou vpToWin et turnLimit)</translation>
    </message>
    <message>
        <source>%1: a side&apos;s condition is an object {&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}</source>
        <translation>%1 : la condition d&apos;un camp est un objet {&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}</translation>
    </message>
    <message>
        <source>%1.%2: not a side&apos;s victory condition (side, vpToWin, byTurn)</source>
        <translation>%1.%2 : pas une condition de victoire d&apos;un camp (side, vpToWin, byTurn)</translation>
    </message>
    <message>
        <source>%1.side: the side&apos;s name is missing</source>
        <translation>%1.side : le nom du camp manque</translation>
    </message>
    <message>
        <source>%1.vpToWin: the VP %2 must reach, a whole number from 1 to %3</source>
        <translation>%1.vpToWin : les PV que %2 doit atteindre, un nombre entier de 1 à %3</translation>
    </message>
    <message>
        <source>%1.byTurn: the turn by which %2 must reach its VP, a whole number from 0 (none) to %3</source>
        <translation>%1.byTurn : le tour avant la fin duquel %2 doit atteindre ses PV, un nombre entier de 0 (aucun) à %3</translation>
    </message>
    <message>
        <source>%1: at most %2 sides</source>
        <translation>%1 : au plus %2 camps</translation>
    </message>
    <message>
        <source>%1[%2].side: %3 is named twice</source>
        <translation>%1[%2].side : %3 est nommé deux fois</translation>
    </message>
    <message>
        <source>%1[%2].byTurn: %3 is already bound by turn %4; one side must reach its VP by a turn, the other wins on time when it does not</source>
        <translation>%1[%2].byTurn : %3 est déjà tenu par le tour %4 ; un camp doit atteindre ses PV avant un tour, l&apos;autre gagne au temps s&apos;il n&apos;y parvient pas</translation>
    </message>
    <message>
        <source>%1 %2 %3 by turn %4</source>
        <translation>%1 %2 %3 avant la fin du tour %4</translation>
    </message>
    <message>
        <source>%1 %2 %3 by turn %4 (%5)</source>
        <translation>%1 %2 %3 avant la fin du tour %4 (%5)</translation>
    </message>
    <message>
        <source>the referee&apos;s call: time called before it was up</source>
        <translation>la décision de l&apos;arbitre : temps déclaré avant qu&apos;il soit écoulé</translation>
    </message>
    <message>
        <source>%1 is not a side of this battle</source>
        <translation>%1 n&apos;est pas un camp de cette bataille</translation>
    </message>
    <message>
        <source>%1 reached %2 %3</source>
        <translation>%1 a atteint %2 %3</translation>
    </message>
    <message>
        <source>met: %1</source>
        <translation>remplies : %1</translation>
    </message>
    <message>
        <source>met: the time is up (turn %1): %2 has %3 of the %4 %5 it needed; %6 wins on time</source>
        <translation>remplies : le temps est écoulé (tour %1) : %2 a %3 des %4 %5 qu&apos;il lui fallait ; %6 gagne au temps</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>l&apos;autre camp</translation>
    </message>
    <message>
        <source>met: the time is up (turn limit %1)</source>
        <translation>remplies : le temps est écoulé (limite de tours %1)</translation>
    </message>
    <message>
        <source>%1: the victory conditions are an object {&quot;sides&quot;: [{&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}]} or {&quot;vpToWin&quot;: N, &quot;turnLimit&quot;: N}</source>
        <translation>%1 : les conditions de victoire sont un objet {&quot;sides&quot;: [{&quot;side&quot;, &quot;vpToWin&quot;, &quot;byTurn&quot;}]} ou {&quot;vpToWin&quot;: N, &quot;turnLimit&quot;: N}</translation>
    </message>
    <message>
        <source>%1: give either sides (each side its own VP) or vpToWin and turnLimit (one target for every side), not both</source>
        <translation>%1 : donnez soit sides (chaque camp ses propres PV), soit vpToWin et turnLimit (un objectif pour chaque camp), pas les deux</translation>
    </message>
    <message>
        <source>%1.sides: a list of the sides&apos; conditions, at least one</source>
        <translation>%1.sides : une liste des conditions des camps, au moins une</translation>
    </message>
    <message>
        <source>%1: a turn by which to reach its VP needs the VP (--vp-to-win)</source>
        <translation>%1 : un tour avant lequel atteindre ses PV demande les PV (--vp-to-win)</translation>
    </message>
    <message>
        <source>the battle ended on turn %1; undo its end to change its victory conditions</source>
        <translation>la bataille s&apos;est terminée au tour %1 ; annulez sa fin pour changer ses conditions de victoire</translation>
    </message>
    <message>
        <source>victory: there is no side called &quot;%1&quot; in this battle (its sides: %2)</source>
        <translation>victory : il n&apos;y a pas de camp nommé « %1 » dans cette bataille (ses camps : %2)</translation>
    </message>
    <message>
        <source>the victory conditions are already so (%1)</source>
        <translation>les conditions de victoire sont déjà ainsi (%1)</translation>
    </message>
    <message>
        <source>%1 must reach %2 %3 by turn %4; when it does not, the other side wins on time</source>
        <translation>%1 doit atteindre %2 %3 avant la fin du tour %4 ; sinon, l&apos;autre camp gagne au temps</translation>
    </message>
    <message>
        <source>the referee called time on turn %1, before the time was up (turn limit %2): the referee&apos;s call, not a time win</source>
        <translation>l&apos;arbitre a déclaré le temps au tour %1, avant qu&apos;il soit écoulé (limite de tours %2) : décision de l&apos;arbitre, pas une victoire au temps</translation>
    </message>
    <message>
        <source>the referee called time; the battle has no time constraint: the referee&apos;s call</source>
        <translation>l&apos;arbitre a déclaré le temps ; la bataille n&apos;a pas de contrainte de temps : décision de l&apos;arbitre</translation>
    </message>
    <message>
        <source>ending: %1 reached the %2 %3 it needed by turn %4: that is its victory, not a win on time (--ending victory)</source>
        <translation>ending : %1 a atteint les %2 %3 qu&apos;il lui fallait avant la fin du tour %4 : c&apos;est sa victoire, pas une victoire au temps (--ending victory)</translation>
    </message>
    <message>
        <source>winner: %1 loses on time; name the side that wins on time (--winner)</source>
        <translation>winner : %1 perd au temps ; nommez le camp qui gagne au temps (--winner)</translation>
    </message>
    <message>
        <source>winner: %1 had to reach %2 %3 by turn %4 and has %5: it loses on time and %6 wins</source>
        <translation>winner : %1 devait atteindre %2 %3 avant la fin du tour %4 et en a %5 : il perd au temps et %6 gagne</translation>
    </message>
    <message>
        <source>the time is up: %1 had to reach %2 %3 by turn %4 and has %5; %6 wins on time</source>
        <translation>le temps est écoulé : %1 devait atteindre %2 %3 avant la fin du tour %4 et en a %5 ; %6 gagne au temps</translation>
    </message>
    <message>
        <source>%1 had to reach %2 %3 by turn %4 and has %5: it loses on time</source>
        <translation>%1 devait atteindre %2 %3 avant la fin du tour %4 et en a %5 : il perd au temps</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>%1 has %2 of the %3 %4 it needs to win and is behind %5</source>
        <translation>%1 a %2 des %3 %4 qu&apos;il lui faut pour gagner et est derrière %5</translation>
    </message>
    <message>
        <source>winner: %1; a victory for %2 asks the referee first (confirm it)</source>
        <translation>winner : %1 ; une victoire pour %2 demande d&apos;abord l&apos;arbitre (confirmez-la)</translation>
    </message>
    <message>
        <source>%1; the referee confirmed the victory</source>
        <translation>%1 ; l&apos;arbitre a confirmé la victoire</translation>
    </message>
    <message>
        <source>the referee ended the battle: %1 won</source>
        <translation>l&apos;arbitre a terminé la bataille : %1 a gagné</translation>
    </message>
</context>
<context>
    <name>adj::Vocabulary</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>other</source>
        <translation>autre</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centre</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>centimètres</translation>
    </message>
    <message>
        <source>side A</source>
        <translation>camp A</translation>
    </message>
    <message>
        <source>side B</source>
        <translation>camp B</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <source>second unit</source>
        <translation>seconde unité</translation>
    </message>
    <message>
        <source>light</source>
        <translation>léger</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>lourd</translation>
    </message>
    <message>
        <source>even columns shifted</source>
        <translation>colonnes paires décalées</translation>
    </message>
    <message>
        <source>odd columns shifted</source>
        <translation>colonnes impaires décalées</translation>
    </message>
    <message>
        <source>even rows shifted</source>
        <translation>rangées paires décalées</translation>
    </message>
    <message>
        <source>odd rows shifted</source>
        <translation>rangées impaires décalées</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>la cible</translation>
    </message>
    <message>
        <source>the second unit</source>
        <translation>la seconde unité</translation>
    </message>
    <message>
        <source>the firer</source>
        <translation>le tireur</translation>
    </message>
    <message>
        <source>the attacker</source>
        <translation>l&apos;attaquant</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>le défenseur</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>l&apos;unité</translation>
    </message>
    <message>
        <source>the leader is lost</source>
        <translation>le chef est perdu</translation>
    </message>
    <message>
        <source>the attack is called off</source>
        <translation>l&apos;attaque est annulée</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>rallié</translation>
    </message>
    <message>
        <source>boarded</source>
        <translation>abordé</translation>
    </message>
    <message>
        <source>not boarded</source>
        <translation>pas abordé</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>repulsed</source>
        <translation>repoussé</translation>
    </message>
    <message>
        <source>broke off</source>
        <translation>combat rompu</translation>
    </message>
    <message>
        <source>the fight goes on</source>
        <translation>le combat continue</translation>
    </message>
    <message>
        <source>cannon destroyed</source>
        <translation>canon détruit</translation>
    </message>
    <message>
        <source>the general is lightly wounded</source>
        <translation>le général est légèrement blessé</translation>
    </message>
    <message>
        <source>the general is seriously wounded</source>
        <translation>le général est gravement blessé</translation>
    </message>
    <message>
        <source>the general is killed</source>
        <translation>le général est tué</translation>
    </message>
    <message>
        <source>the general is unhurt</source>
        <translation>le général est indemne</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed by 1</source>
        <translation>raté de 1</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>still routing</source>
        <translation>toujours en déroute</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>mélangé</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>tirée</translation>
    </message>
    <message>
        <source>the charge fails</source>
        <translation>la charge échoue</translation>
    </message>
    <message>
        <source>the charge stops</source>
        <translation>la charge s&apos;arrête</translation>
    </message>
    <message>
        <source>evaded</source>
        <translation>s&apos;est dérobé</translation>
    </message>
    <message>
        <source>the defender routs</source>
        <translation>le défenseur part en déroute</translation>
    </message>
    <message>
        <source>the attacker routs</source>
        <translation>l&apos;attaquant part en déroute</translation>
    </message>
    <message>
        <source>the attacker retreats</source>
        <translation>l&apos;attaquant bat en retraite</translation>
    </message>
    <message>
        <source>calamity</source>
        <translation>calamité</translation>
    </message>
    <message>
        <source>fortune</source>
        <translation>coup de chance</translation>
    </message>
    <message>
        <source>removed from play</source>
        <translation>retiré du jeu</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>rétabli</translation>
    </message>
    <message>
        <source>still suppressed</source>
        <translation>toujours neutralisé</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>no winner yet</source>
        <translation>pas encore de vainqueur</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>a tiré</translation>
    </message>
    <message>
        <source>written</source>
        <translation>écrite</translation>
    </message>
    <message>
        <source>Charge Test passed</source>
        <translation>test de charge réussi</translation>
    </message>
    <message>
        <source>Charge Test failed</source>
        <translation>test de charge raté</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>neutralisé</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>ébranlé</translation>
    </message>
    <message>
        <source>not rallied</source>
        <translation>pas rallié</translation>
    </message>
    <message>
        <source>the theft succeeds</source>
        <translation>le vol réussit</translation>
    </message>
    <message>
        <source>the theft fails</source>
        <translation>le vol échoue</translation>
    </message>
    <message>
        <source>the theft is guarded</source>
        <translation>le vol est paré</translation>
    </message>
    <message>
        <source>the attacker rolls next</source>
        <translation>l&apos;attaquant lance ensuite</translation>
    </message>
    <message>
        <source>the defender rolls next</source>
        <translation>le défenseur lance ensuite</translation>
    </message>
    <message>
        <source>%1 eliminated</source>
        <translation>%1 hors de combat</translation>
    </message>
    <message>
        <source>%1 retreats</source>
        <translation>%1 recule</translation>
    </message>
    <message>
        <source>%1 evades</source>
        <translation>%1 se dérobe</translation>
    </message>
    <message>
        <source>panic marker on %1</source>
        <translation>marqueur de panique sur %1</translation>
    </message>
    <message>
        <source>%1 crippled</source>
        <translation>%1 : avaries graves</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <translation>%1 coule</translation>
    </message>
    <message>
        <source>%1 has the wind gauge</source>
        <translation>%1 a l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>%1 chooses who moves first</source>
        <translation>%1 choisit qui se déplace en premier</translation>
    </message>
    <message>
        <source>%1 boards</source>
        <translation>%1 aborde</translation>
    </message>
    <message>
        <source>%1 has plotted</source>
        <translation>%1 a programmé</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 se déplace en premier</translation>
    </message>
    <message>
        <source>%1 loses its command ship</source>
        <translation>%1 perd son navire amiral</translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation>%1 s&apos;arrête</translation>
    </message>
    <message>
        <source>%1 beaten</source>
        <translation>%1 battu</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <source>duration: %1</source>
        <translation>durée : %1</translation>
    </message>
    <message>
        <source>hits on %1</source>
        <translation>touches sur %1</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>touches</translation>
    </message>
    <message>
        <source>casualties</source>
        <translation>pertes</translation>
    </message>
    <message>
        <source>hits absorbed</source>
        <translation>touches absorbées</translation>
    </message>
    <message>
        <source>stands lost</source>
        <translation>socles perdus</translation>
    </message>
    <message>
        <source>action points</source>
        <translation>points d&apos;action</translation>
    </message>
    <message>
        <source>plotted moves</source>
        <translation>mouvements programmés</translation>
    </message>
    <message>
        <source>wind</source>
        <translation>vent</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>points de victoire</translation>
    </message>
    <message>
        <source>BMUGs</source>
        <translation>BMUG</translation>
    </message>
    <message>
        <source>at least one hit</source>
        <translation>au moins une touche</translation>
    </message>
    <message>
        <source>at least one hit on the defender</source>
        <translation>au moins une touche sur le défenseur</translation>
    </message>
    <message>
        <source>at least one hit on the attacker</source>
        <translation>au moins une touche sur l&apos;attaquant</translation>
    </message>
    <message>
        <source>at least one casualty</source>
        <translation>au moins une perte</translation>
    </message>
    <message>
        <source>the defender loses at least one figure</source>
        <translation>le défenseur perd au moins une figurine</translation>
    </message>
    <message>
        <source>the attacker loses at least one figure</source>
        <translation>l&apos;attaquant perd au moins une figurine</translation>
    </message>
    <message>
        <source>at least one stand lost</source>
        <translation>au moins un socle perdu</translation>
    </message>
    <message>
        <source>%1 inches</source>
        <translation>%1 pouces</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the defender</source>
        <translation>
            <numerusform>%n touche sur le défenseur</numerusform>
            <numerusform>%n touches sur le défenseur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on the attacker</source>
        <translation>
            <numerusform>%n touche sur l&apos;attaquant</numerusform>
            <numerusform>%n touches sur l&apos;attaquant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on %1</source>
        <translation>
            <numerusform>%n touche sur %1</numerusform>
            <numerusform>%n touches sur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n perte</numerusform>
            <numerusform>%n pertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>attacker loses %n figure(s)</source>
        <translation>
            <numerusform>l&apos;attaquant perd %n figurine</numerusform>
            <numerusform>l&apos;attaquant perd %n figurines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>defender loses %n figure(s)</source>
        <translation>
            <numerusform>le défenseur perd %n figurine</numerusform>
            <numerusform>le défenseur perd %n figurines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) absorbed</source>
        <translation>
            <numerusform>%n touche absorbée</numerusform>
            <numerusform>%n touches absorbées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 AP</source>
        <translation>%1 AP</translation>
    </message>
    <message>
        <source>wind to hex side %1</source>
        <translation>vent vers le côté d&apos;hexagone %1</translation>
    </message>
    <message numerus="yes">
        <source>%n plotted move(s)</source>
        <translation>
            <numerusform>%n mouvement programmé</numerusform>
            <numerusform>%n mouvements programmés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stand(s) lost</source>
        <translation>
            <numerusform>%n socle perdu</numerusform>
            <numerusform>%n socles perdus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) kept</source>
        <translation>
            <numerusform>%n touche conservée</numerusform>
            <numerusform>%n touches conservées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 VP</translation>
    </message>
    <message numerus="yes">
        <source>%n BMUG(s) may move</source>
        <translation>
            <numerusform>%n BMUG peut se déplacer</numerusform>
            <numerusform>%n BMUG peuvent se déplacer</numerusform>
        </translation>
    </message>
    <message>
        <source>The One at %1 MP</source>
        <translation>L&apos;Unique à %1 MP</translation>
    </message>
    <message>
        <source>boarders at %1 MP</source>
        <translation>assaillants à %1 MP</translation>
    </message>
    <message>
        <source>defenders at %1 MP</source>
        <translation>défenseurs à %1 MP</translation>
    </message>
    <message>
        <source>marker %1</source>
        <translation>marqueur %1</translation>
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
    <name>adj::WfaBattle</name>
    <message>
        <source>hex %1 would hold %2 ships (%3): no more than %4 ships may ever occupy one hex (3.4, 8.2)</source>
        <translation>l&apos;hexagone %1 contiendrait %2 navires (%3) : jamais plus de %4 navires ne peuvent occuper un même hexagone (3.4, 8.2)</translation>
    </message>
    <message>
        <source>input &quot;side&quot; is &quot;%1&quot;: no side of that name with a squadron command ship on the board (9.2, 9.4)</source>
        <translation>l&apos;entrée « side » vaut « %1 » : aucun camp de ce nom n&apos;a de navire amiral d&apos;escadre sur le plateau (9.2, 9.4)</translation>
    </message>
    <message>
        <source>no plotted move of turn %1 has been revealed yet: a ship fires after executing a plotted move (reveal the first marker) (4.1, 6.1)</source>
        <translation>aucun mouvement programmé du tour %1 n&apos;a encore été révélé : un navire tire après avoir exécuté un mouvement programmé (révélez le premier marqueur) (4.1, 6.1)</translation>
    </message>
</context>
<context>
    <name>adj::WfaBattleOdds</name>
    <message>
        <source>captured %1 (%2%), repulsed %3 (%4%), broken off %5 (%6%)</source>
        <translation>capturé %1 (%2 %), repoussé %3 (%4 %), rompu %5 (%6 %)</translation>
    </message>
</context>
<context>
    <name>adj::WfaBoardRules</name>
    <message>
        <source>open water</source>
        <translation>eaux libres</translation>
    </message>
    <message>
        <source>shoal</source>
        <translation>haut-fond</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terre</translation>
    </message>
    <message>
        <source>%1 turned to heading %2</source>
        <translation>%1 mis au cap %2</translation>
    </message>
    <message>
        <source>heading %1</source>
        <translation>cap %1</translation>
    </message>
    <message>
        <source>squadron %1</source>
        <translation>escadre %1</translation>
    </message>
    <message>
        <source>command ship</source>
        <translation>navire amiral</translation>
    </message>
    <message>
        <source>has the wind gauge (%1)</source>
        <translation>a l&apos;avantage du vent (%1)</translation>
    </message>
    <message>
        <source>port broadside arc (%1)</source>
        <translation>secteur de la bordée bâbord (%1)</translation>
    </message>
    <message>
        <source>off the %1: no broadside bears</source>
        <translation>secteur de %1 : aucune bordée ne porte</translation>
    </message>
    <message>
        <source>off the %1 side</source>
        <translation>côté %1</translation>
    </message>
    <message numerus="yes">
        <source>beyond broadside range (%n hex(es))</source>
        <translation>
            <numerusform>hors de portée de bordée (%n hexagone)</numerusform>
            <numerusform>hors de portée de bordée (%n hexagones)</numerusform>
        </translation>
    </message>
    <message>
        <source>crossing the T of %1</source>
        <translation>barre le T de %1</translation>
    </message>
    <message>
        <source>a broadside at %1</source>
        <translation>une bordée sur %1</translation>
    </message>
    <message>
        <source>No wind yet (%1)</source>
        <translation>Pas de vent (%1)</translation>
    </message>
    <message>
        <source>Wind %1 (%2)</source>
        <translation>Vent %1 (%2)</translation>
    </message>
    <message>
        <source>No ship has the wind gauge.</source>
        <translation>Aucun navire n&apos;a l&apos;avantage du vent.</translation>
    </message>
    <message>
        <source>Wind gauge: %1</source>
        <translation>Avantage du vent : %1</translation>
    </message>
</context>
<context>
    <name>adj::WfaBoarding</name>
    <message>
        <source>%1: boarding roll</source>
        <translation>%1 : jet d&apos;abordage</translation>
    </message>
    <message>
        <source>the ships are not in the same hex: boarding needs both ships in one hex (3.4.1, 8.1)</source>
        <translation>les navires ne sont pas dans le même hexagone : l&apos;abordage exige les deux navires dans un même hexagone (3.4.1, 8.1)</translation>
    </message>
    <message>
        <source>a boarding action has already been tried in this hex this turn (8.7)</source>
        <translation>une action d&apos;abordage a déjà été tentée dans cet hexagone ce tour (8.7)</translation>
    </message>
    <message>
        <source>Same hex</source>
        <translation>Même hexagone</translation>
    </message>
    <message>
        <source>Both ships are in one hex.</source>
        <translation>Les deux navires sont dans un même hexagone.</translation>
    </message>
    <message>
        <source>%1 hex</source>
        <translation>%1 : hexagone</translation>
    </message>
    <message>
        <source>Hex label CCRR (optional, checked)</source>
        <translation>Numéro d&apos;hexagone CCRR (facultatif, vérifié)</translation>
    </message>
    <message>
        <source>Boarding tried here this turn</source>
        <translation>Abordage déjà tenté ici ce tour</translation>
    </message>
    <message>
        <source>Only one boarding action per hex per turn.</source>
        <translation>Une seule action d&apos;abordage par hexagone et par tour.</translation>
    </message>
    <message>
        <source>no further boarding in this hex this turn</source>
        <translation>plus d&apos;abordage dans cet hexagone ce tour</translation>
    </message>
    <message>
        <source>%1 (rating %2) against %3 (rating %4): %5 adds the difference %6</source>
        <translation>%1 (valeur %2) contre %3 (valeur %4) : %5 ajoute la différence %6</translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3 + %4 = %5; %6 rolls %7 = %8</source>
        <translation>%1 obtient %2 = %3 + %4 = %5 ; %6 obtient %7 = %8</translation>
    </message>
    <message>
        <source>%1 - %2 = %3: %4 or more, %5 boards</source>
        <translation>%1 - %2 = %3 : %4 ou plus, %5 aborde</translation>
    </message>
    <message>
        <source>%1 - %2 = %3: less than %4, no boarding; the ships stay in the hex</source>
        <translation>%1 - %2 = %3 : moins de %4, pas d&apos;abordage ; les navires restent dans l&apos;hexagone</translation>
    </message>
    <message>
        <source>both want to board: %1 rolls %2 = %3 + %4 = %5; %6 rolls %7 = %8</source>
        <translation>les deux veulent aborder : %1 obtient %2 = %3 + %4 = %5 ; %6 obtient %7 = %8</translation>
    </message>
    <message>
        <source>a tie: %1 has the commander&apos;s advantage and attempts to board</source>
        <translation>égalité : %1 a l&apos;avantage du commandant et tente l&apos;abordage</translation>
    </message>
    <message>
        <source>%1 has the higher total and attempts to board</source>
        <translation>%1 a le total le plus élevé et tente l&apos;abordage</translation>
    </message>
    <message>
        <source>Boarding attempt</source>
        <translation>Tentative d&apos;abordage</translation>
    </message>
    <message>
        <source>One side wants to board the enemy ship in its hex: 2d6 each, the higher-rated ship adds the difference, boarding at a margin of 7 or more.</source>
        <translation>Un camp veut aborder le navire ennemi dans son hexagone : 2d6 chacun, le navire à la valeur la plus élevée ajoute la différence, abordage avec une marge de 7 ou plus.</translation>
    </message>
    <message>
        <source>Boarding ship</source>
        <translation>Navire qui aborde</translation>
    </message>
    <message>
        <source>The battle&apos;s ship that boards (optional).</source>
        <translation>Le navire de la bataille qui aborde (facultatif).</translation>
    </message>
    <message>
        <source>Defending ship</source>
        <translation>Navire en défense</translation>
    </message>
    <message>
        <source>The battle&apos;s ship to be boarded (optional).</source>
        <translation>Le navire de la bataille à aborder (facultatif).</translation>
    </message>
    <message>
        <source>Boarder damage rating</source>
        <translation>Valeur de dégâts de l&apos;assaillant</translation>
    </message>
    <message>
        <source>Current damage rating.</source>
        <translation>Valeur de dégâts actuelle.</translation>
    </message>
    <message>
        <source>Defender damage rating</source>
        <translation>Valeur de dégâts du défenseur</translation>
    </message>
    <message>
        <source>Boarder&apos;s marines (MP)</source>
        <translation>Fusiliers marins de l&apos;assaillant (MP)</translation>
    </message>
    <message>
        <source>A ship must have marines aboard to board.</source>
        <translation>Un navire doit avoir des fusiliers marins à bord pour aborder.</translation>
    </message>
    <message>
        <source>Both want to board</source>
        <translation>Les deux veulent aborder</translation>
    </message>
    <message>
        <source>Both sides want to board: a roll-off decides who attempts, then that side makes the 8.4 attempt.</source>
        <translation>Les deux camps veulent aborder : un jet de départage décide qui tente, puis ce camp fait la tentative 8.4.</translation>
    </message>
    <message>
        <source>Ship A</source>
        <translation>Navire A</translation>
    </message>
    <message>
        <source>The battle&apos;s ship A (optional).</source>
        <translation>Le navire A de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Ship B</source>
        <translation>Navire B</translation>
    </message>
    <message>
        <source>The battle&apos;s ship B (optional).</source>
        <translation>Le navire B de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>A damage rating</source>
        <translation>Valeur de dégâts de A</translation>
    </message>
    <message>
        <source>B damage rating</source>
        <translation>Valeur de dégâts de B</translation>
    </message>
    <message>
        <source>A&apos;s marines (MP)</source>
        <translation>Fusiliers marins de A (MP)</translation>
    </message>
    <message>
        <source>Marines aboard A.</source>
        <translation>Fusiliers marins à bord de A.</translation>
    </message>
    <message>
        <source>B&apos;s marines (MP)</source>
        <translation>Fusiliers marins de B (MP)</translation>
    </message>
    <message>
        <source>Marines aboard B.</source>
        <translation>Fusiliers marins à bord de B.</translation>
    </message>
    <message>
        <source>Commander&apos;s advantage</source>
        <translation>Avantage du commandant</translation>
    </message>
    <message>
        <source>Then attempt</source>
        <translation>Puis tenter</translation>
    </message>
    <message>
        <source>The winner then makes the boarding attempt (8.4).</source>
        <translation>Le vainqueur fait ensuite la tentative d&apos;abordage (8.4).</translation>
    </message>
    <message>
        <source>the boarding attempt needs the wfa-naval rule table</source>
        <translation>la tentative d&apos;abordage exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;boarderMarines&quot; is 0: a ship must have marines aboard to board (8.1)</source>
        <translation>l&apos;entrée « boarderMarines » vaut 0 : un navire doit avoir des fusiliers marins à bord pour aborder (8.1)</translation>
    </message>
    <message>
        <source>proceed to the boarding battle</source>
        <translation>passer au combat d&apos;abordage</translation>
    </message>
    <message>
        <source>the boarding roll-off needs the wfa-naval rule table</source>
        <translation>le jet de départage d&apos;abordage exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;%1Marines&quot; is 0: a ship must have marines aboard to board (8.1); only the other side may attempt (8.4)</source>
        <translation>l&apos;entrée « %1Marines » vaut 0 : un navire doit avoir des fusiliers marins à bord pour aborder (8.1) ; seul l&apos;autre camp peut tenter (8.4)</translation>
    </message>
    <message>
        <source>Boarding battle</source>
        <translation>Combat d&apos;abordage</translation>
    </message>
    <message>
        <source>The marines fight: the defender rolls first hitting on 5-6, then both sides hit on 6; a ship without marines defends with 1 and is captured at the first hit.</source>
        <translation>Les fusiliers marins combattent : le défenseur lance en premier et touche sur 5-6, puis les deux camps touchent sur 6 ; un navire sans fusiliers marins se défend avec 1 et est capturé à la première touche.</translation>
    </message>
    <message>
        <source>The battle&apos;s ship whose marines board (optional).</source>
        <translation>Le navire de la bataille dont les fusiliers marins abordent (facultatif).</translation>
    </message>
    <message>
        <source>Boarded ship</source>
        <translation>Navire abordé</translation>
    </message>
    <message>
        <source>The battle&apos;s ship boarded (optional).</source>
        <translation>Le navire de la bataille abordé (facultatif).</translation>
    </message>
    <message>
        <source>Attacking marines (MP)</source>
        <translation>Fusiliers marins attaquants (MP)</translation>
    </message>
    <message>
        <source>Current MP of the boarders.</source>
        <translation>MP actuels des assaillants.</translation>
    </message>
    <message>
        <source>Defending marines (MP)</source>
        <translation>Fusiliers marins en défense (MP)</translation>
    </message>
    <message>
        <source>0: no marines left, the ship defends with its intrinsic 1 (8.6.1).</source>
        <translation>0 : plus de fusiliers marins, le navire se défend avec sa valeur intrinsèque de 1 (8.6.1).</translation>
    </message>
    <message>
        <source>Break off at</source>
        <translation>Rompre à</translation>
    </message>
    <message>
        <source>The attacker breaks off before its roll once its marines are at this MP or fewer (0: never).</source>
        <translation>L&apos;attaquant rompt le combat avant son jet dès que ses fusiliers marins sont à ce nombre de MP ou moins (0 : jamais).</translation>
    </message>
    <message>
        <source>Next roll</source>
        <translation>Jet suivant</translation>
    </message>
    <message>
        <source>Whose roll comes next: the defender&apos;s first (5-6) at the start, then the attacker&apos;s and the defender&apos;s in turn (6).</source>
        <translation>À qui revient le jet suivant : d&apos;abord celui du défenseur (5-6), puis ceux de l&apos;attaquant et du défenseur à tour de rôle (6).</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Jets</translation>
    </message>
    <message>
        <source>How many rolls to make now (round by round); 0: fight to the end.</source>
        <translation>Combien de jets faire maintenant (round par round) ; 0 : combattre jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>the boarding battle needs the wfa-naval rule table</source>
        <translation>le combat d&apos;abordage exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;attackerMarines&quot; is 0: only a ship with marines aboard can board (8.1)</source>
        <translation>l&apos;entrée « attackerMarines » vaut 0 : seul un navire avec des fusiliers marins à bord peut aborder (8.1)</translation>
    </message>
    <message>
        <source>exact odds of this battle: %1</source>
        <translation>probabilités exactes de ce combat : %1</translation>
    </message>
    <message>
        <source>the boarded ship has no marines: it defends with its intrinsic %1, hitting on %2, and is captured at the first hit</source>
        <translation>le navire abordé n&apos;a pas de fusiliers marins : il se défend avec sa valeur intrinsèque de %1, touche sur %2 et est capturé à la première touche</translation>
    </message>
    <message>
        <source>the boarding battle is still going after %1 rolls</source>
        <translation>le combat d&apos;abordage continue après %1 jets</translation>
    </message>
    <message>
        <source>the attacking marines, down to %1 MP, break off</source>
        <translation>les fusiliers marins attaquants, réduits à %1 MP, rompent le combat</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>boarding battle: %1</source>
        <translation>combat d&apos;abordage : %1</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 touche</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 touches</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message>
        <source>%1: %2 need %3: %4: %5: attacking marines %6 → %7</source>
        <translation>%1 : %2, il faut %3 : %4 : %5 : fusiliers marins attaquants %6 → %7</translation>
    </message>
    <message>
        <source>the defender&apos;s first roll</source>
        <translation>le premier jet du défenseur</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>le défenseur</translation>
    </message>
    <message>
        <source>the attacking marines are eliminated: the boarding is over</source>
        <translation>les fusiliers marins attaquants sont éliminés : l&apos;abordage est terminé</translation>
    </message>
    <message>
        <source>the attacker: %1 need %2: %3: %4: defending %5 %6 → %7</source>
        <translation>l&apos;attaquant : %1, il faut %2 : %3 : %4 : %5 en défense %6 → %7</translation>
    </message>
    <message>
        <source>ship (intrinsic)</source>
        <translation>navire (intrinsèque)</translation>
    </message>
    <message>
        <source>marines</source>
        <translation>fusiliers marins</translation>
    </message>
    <message>
        <source>the defenders are eliminated: the ship is captured; the attacking marines go back to their ship</source>
        <translation>les défenseurs sont éliminés : le navire est capturé ; les fusiliers marins attaquants retournent à leur navire</translation>
    </message>
    <message>
        <source>the boarding ship&apos;s marines: %1 MP</source>
        <translation>fusiliers marins du navire qui aborde : %1 MP</translation>
    </message>
    <message>
        <source>the boarded ship&apos;s marines: %1 MP</source>
        <translation>fusiliers marins du navire abordé : %1 MP</translation>
    </message>
    <message>
        <source>%1&apos;s marines (%2 MP) board %3 (marines %4 MP)</source>
        <translation>les fusiliers marins de %1 (%2 MP) abordent %3 (fusiliers marins : %4 MP)</translation>
    </message>
    <message>
        <source>%1&apos;s marines: %2 MP</source>
        <translation>fusiliers marins de %1 : %2 MP</translation>
    </message>
    <message>
        <source>%1 is captured and removed from the board; it counts for victory</source>
        <translation>%1 est capturé et retiré du plateau ; il compte pour la victoire</translation>
    </message>
    <message>
        <source>the boarded ship</source>
        <translation>le navire abordé</translation>
    </message>
    <message>
        <source>boarding roll of the higher-rated ship</source>
        <translation>jet d&apos;abordage du navire à la valeur la plus élevée</translation>
    </message>
    <message>
        <source>boarding roll of the lower-rated ship</source>
        <translation>jet d&apos;abordage du navire à la valeur la plus faible</translation>
    </message>
    <message>
        <source>roll-off of the higher-rated ship</source>
        <translation>jet de départage du navire à la valeur la plus élevée</translation>
    </message>
    <message>
        <source>roll-off of the lower-rated ship</source>
        <translation>jet de départage du navire à la valeur la plus faible</translation>
    </message>
    <message>
        <source>then, for the winner&apos;s attempt</source>
        <translation>puis pour la tentative du vainqueur</translation>
    </message>
    <message>
        <source>defending marines, one die per MP</source>
        <translation>fusiliers marins en défense, un dé par MP</translation>
    </message>
    <message>
        <source>each defender&apos;s roll, the first hitting on 5-6, then on 6</source>
        <translation>chaque jet du défenseur, le premier touchant sur 5-6, puis sur 6</translation>
    </message>
    <message>
        <source>boarding marines, one die per MP</source>
        <translation>fusiliers marins à l&apos;abordage, un dé par MP</translation>
    </message>
    <message>
        <source>each attacker&apos;s roll, hitting on 6</source>
        <translation>chaque jet de l&apos;attaquant, touchant sur 6</translation>
    </message>
    <message>
        <source>the exact odds of a whole boarding battle come from its chain (WfaBattleOdds), not from walking its dice; give &quot;rolls&quot; to enumerate that many rolls</source>
        <translation>les probabilités exactes d&apos;un combat d&apos;abordage complet viennent de sa chaîne (WfaBattleOdds), non du parcours de ses dés ; indiquez « rolls » pour énumérer ce nombre de jets</translation>
    </message>
    <message>
        <source>The side that wins a tied roll-off (the scenario&apos;s commander&apos;s advantage); needed only when the ratings are close enough for a tie.</source>
        <translation>Le camp qui gagne un jet d&apos;opposition à égalité (l&apos;avantage du commandant du scénario) ; nécessaire seulement quand les valeurs sont assez proches pour une égalité.</translation>
    </message>
    <message>
        <source>input &quot;advantage&quot; is needed: damage ratings %1 and %2 differ by %3, so the roll-off can tie, and the commander&apos;s advantage (a or b) wins a tie (8.5, 7.1)</source>
        <translation>l&apos;entrée « advantage » est nécessaire : les valeurs de dégâts %1 et %2 diffèrent de %3, le jet d&apos;opposition peut donc finir à égalité, et l&apos;avantage du commandant (a ou b) l&apos;emporte en cas d&apos;égalité (8.5, 7.1)</translation>
    </message>
</context>
<context>
    <name>adj::WfaCommand</name>
    <message>
        <source>Command ship lost</source>
        <translation>Navire amiral perdu</translation>
    </message>
    <message>
        <source>The squadron command ship was sunk or captured: designate another. For the rest of this turn the side makes single-ship moves only; next turn it gets one plotted move fewer; the move lost for a crippled original command ship remains.</source>
        <translation>Le navire amiral de l&apos;escadre a été coulé ou capturé : désignez-en un autre. Pour le reste de ce tour, le camp ne fait que des mouvements de navire isolé ; au tour suivant, il reçoit un mouvement programmé de moins ; le mouvement perdu pour un navire amiral d&apos;origine désemparé demeure.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>The side that lost its command ship: its name, or a / b.</source>
        <translation>Le camp qui a perdu son navire amiral : son nom, ou a / b.</translation>
    </message>
    <message>
        <source>New command ship</source>
        <translation>Nouveau navire amiral</translation>
    </message>
    <message>
        <source>The ship designated as the squadron command ship (optional).</source>
        <translation>Le navire désigné comme navire amiral de l&apos;escadre (facultatif).</translation>
    </message>
    <message>
        <source>Original had fallen to half</source>
        <translation>Navire d&apos;origine tombé à la moitié</translation>
    </message>
    <message>
        <source>Whether the lost command ship had fallen to half damage (auto: yes when sunk, no when captured).</source>
        <translation>Indique si le navire amiral perdu était tombé à la moitié de sa valeur de dégâts (auto : oui s&apos;il a été coulé, non s&apos;il a été capturé).</translation>
    </message>
    <message>
        <source>Command losses</source>
        <translation>Pertes de navires amiraux</translation>
    </message>
    <message>
        <source>The battle&apos;s command ship losses (wfa.command).</source>
        <translation>Les pertes de navires amiraux de la bataille (wfa.command).</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Navires sur le plateau</translation>
    </message>
    <message>
        <source>The battle&apos;s ships, board and turn.</source>
        <translation>Les navires, le plateau et le tour de la bataille.</translation>
    </message>
    <message>
        <source>input &quot;side&quot; is &quot;%1&quot;: the sides are %2 (a) and %3 (b)</source>
        <translation>l&apos;entrée « side » vaut « %1 » : les camps sont %2 (a) et %3 (b)</translation>
    </message>
    <message>
        <source>%1 has no sunk or captured squadron command ship: 9.5 applies once the command ship is destroyed</source>
        <translation>%1 n&apos;a pas de navire amiral d&apos;escadre coulé ou capturé : 9.5 s&apos;applique une fois le navire amiral détruit</translation>
    </message>
    <message>
        <source>input &quot;newCommand&quot;: %1 is not a ship of %2 on the board</source>
        <translation>entrée « newCommand » : %1 n&apos;est pas un navire de %2 sur le plateau</translation>
    </message>
    <message>
        <source>%1 lost its squadron command ship %2 (%3) in turn %4: single-ship moves only for the rest of the turn, one plotted move fewer next turn</source>
        <translation>%1 a perdu son navire amiral d&apos;escadre %2 (%3) au tour %4 : mouvements de navire isolé uniquement pour le reste du tour, un mouvement programmé de moins au tour suivant</translation>
    </message>
    <message>
        <source>%1 had fallen to half damage: its plotted move lost remains</source>
        <translation>%1 était tombé à la moitié de sa valeur de dégâts : son mouvement programmé perdu demeure</translation>
    </message>
    <message>
        <source>%1 no longer commands</source>
        <translation>%1 ne commande plus</translation>
    </message>
    <message>
        <source>%1 is the squadron command ship</source>
        <translation>%1 est le navire amiral de l&apos;escadre</translation>
    </message>
    <message>
        <source>%1 designates %2 as its command ship</source>
        <translation>%1 désigne %2 comme navire amiral</translation>
    </message>
    <message>
        <source>%1 lost %2 in turn %3</source>
        <translation>%1 a perdu %2 au tour %3</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Commandement : %1</translation>
    </message>
    <message>
        <source>The battle&apos;s command ship losses (wfa.command, 9.5).</source>
        <translation>Les pertes de navires amiraux de la bataille (wfa.command, 9.5).</translation>
    </message>
    <message>
        <source>Command ships named</source>
        <translation>Navires amiraux désignés</translation>
    </message>
    <message>
        <source>The squadron command ships among the ships the inputs name (9.5).</source>
        <translation>Les navires amiraux d&apos;escadre parmi les navires que désignent les entrées (9.5).</translation>
    </message>
    <message>
        <source>%1 was %2&apos;s squadron command ship, now %3: %2 may designate another (its command mark); single-ship moves only for the rest of turn %4, one plotted move fewer in turn %5</source>
        <translation>%1 était le navire amiral d&apos;escadre de %2, désormais %3 : %2 peut en désigner un autre (sa marque de commandement) ; mouvements de navire isolé uniquement pour le reste du tour %4, un mouvement programmé de moins au tour %5</translation>
    </message>
    <message>
        <source>sunk</source>
        <translation>coulé</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
</context>
<context>
    <name>adj::WfaFire</name>
    <message>
        <source>%1 hex</source>
        <translation>%1 : hexagone</translation>
    </message>
    <message>
        <source>Hex label CCRR (optional; with all four positions side, range and aspect are computed).</source>
        <translation>Numéro d&apos;hexagone CCRR (facultatif ; avec les quatre positions, le côté, la distance et l&apos;aspect sont calculés).</translation>
    </message>
    <message>
        <source>%1 heading</source>
        <translation>%1 : cap</translation>
    </message>
    <message>
        <source>Hex side 1-6 the bow points to.</source>
        <translation>Côté d&apos;hexagone (1-6) vers lequel pointe la proue.</translation>
    </message>
    <message>
        <source>Hex label CCRR (optional).</source>
        <translation>Numéro d&apos;hexagone CCRR (facultatif).</translation>
    </message>
    <message>
        <source>Other ships</source>
        <translation>Autres navires</translation>
    </message>
    <message>
        <source>Hex labels of every other ship on the board, comma separated: they block line of sight (3.3) and share hexes (3.4).</source>
        <translation>Numéros d&apos;hexagone de tous les autres navires du plateau, séparés par des virgules : ils bloquent la ligne de vue (3.3) et partagent des hexagones (3.4).</translation>
    </message>
    <message>
        <source>Board columns</source>
        <translation>Colonnes du plateau</translation>
    </message>
    <message>
        <source>Columns of the hex board.</source>
        <translation>Colonnes du plateau à hexagones.</translation>
    </message>
    <message>
        <source>Board rows</source>
        <translation>Rangées du plateau</translation>
    </message>
    <message>
        <source>Rows of the hex board.</source>
        <translation>Rangées du plateau à hexagones.</translation>
    </message>
    <message>
        <source>Board layout</source>
        <translation>Disposition du plateau</translation>
    </message>
    <message>
        <source>Which columns or rows are shoved half a hex.</source>
        <translation>Quelles colonnes ou rangées sont décalées d&apos;un demi-hexagone.</translation>
    </message>
    <message>
        <source>%1 guns</source>
        <translation>%1 : canons</translation>
    </message>
    <message>
        <source>Guns per side: dice per broadside.</source>
        <translation>Canons par bord : dés par bordée.</translation>
    </message>
    <message>
        <source>%1 damage rating</source>
        <translation>%1 : valeur de dégâts</translation>
    </message>
    <message>
        <source>Current damage rating.</source>
        <translation>Valeur de dégâts actuelle.</translation>
    </message>
    <message>
        <source>%1 starting damage rating</source>
        <translation>%1 : valeur de dégâts initiale</translation>
    </message>
    <message>
        <source>Damage rating at the start: crippled at half or less.</source>
        <translation>Valeur de dégâts au début : désemparé à la moitié ou moins.</translation>
    </message>
    <message>
        <source>%1 fires from</source>
        <translation>%1 : bord de tir</translation>
    </message>
    <message>
        <source>Port or starboard; auto from the positions.</source>
        <translation>Bâbord ou tribord ; automatique d&apos;après les positions.</translation>
    </message>
    <message>
        <source>%1 aspect</source>
        <translation>%1 : aspect</translation>
    </message>
    <message>
        <source>Broadside or crossing the T; auto from the positions.</source>
        <translation>Bordée ou barrer le T ; automatique d&apos;après les positions.</translation>
    </message>
    <message>
        <source>%1 port fired</source>
        <translation>%1 : bâbord a tiré</translation>
    </message>
    <message>
        <source>The port side has fired this turn.</source>
        <translation>Le côté bâbord a tiré ce tour.</translation>
    </message>
    <message>
        <source>%1 starboard fired</source>
        <translation>%1 : tribord a tiré</translation>
    </message>
    <message>
        <source>The starboard side has fired this turn.</source>
        <translation>Le côté tribord a tiré ce tour.</translation>
    </message>
    <message>
        <source>%1 shares its hex</source>
        <translation>%1 : partage son hexagone</translation>
    </message>
    <message>
        <source>Another ship is in its hex (no fire in or out).</source>
        <translation>Un autre navire est dans son hexagone (aucun tir entrant ni sortant).</translation>
    </message>
    <message>
        <source>%1 sunk after declaring</source>
        <translation>%1 : coulé après déclaration</translation>
    </message>
    <message>
        <source>Declared its fire and was sunk before rolling: it still fires.</source>
        <translation>A déclaré son tir et a été coulé avant de lancer les dés : il tire quand même.</translation>
    </message>
    <message>
        <source>positions need all of %1; missing: %2</source>
        <translation>les positions exigent toutes ces entrées : %1 ; manquantes : %2</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: %2</source>
        <translation>entrée « %1 » : %2</translation>
    </message>
    <message>
        <source>one hex</source>
        <translation>un hexagone</translation>
    </message>
    <message>
        <source>input &quot;otherShips&quot;: %1</source>
        <translation>entrée « otherShips » : %1</translation>
    </message>
    <message>
        <source>input &quot;%1Damage&quot; is %2, above the starting rating %3</source>
        <translation>l&apos;entrée « %1Damage » vaut %2, au-dessus de la valeur initiale %3</translation>
    </message>
    <message>
        <source>crippled (%1 of %2) -%3 die (6.6)</source>
        <translation>désemparé (%1 sur %2) -%3 dé (6.6)</translation>
    </message>
    <message>
        <source>never below %1 die (6.6)</source>
        <translation>jamais moins de %1 dé (6.6)</translation>
    </message>
    <message>
        <source>%1 is sunk (damage rating 0) and cannot fire (6.7)</source>
        <translation>%1 est coulé (valeur de dégâts 0) et ne peut pas tirer (6.7)</translation>
    </message>
    <message>
        <source>%1 is already sunk (6.7)</source>
        <translation>%1 est déjà coulé (6.7)</translation>
    </message>
    <message>
        <source>input &quot;range&quot; is %1 but the positions are %2 hexes apart</source>
        <translation>l&apos;entrée « range » vaut %1, mais les positions sont à %2 hexagones l&apos;une de l&apos;autre</translation>
    </message>
    <message>
        <source>%1 shares its hex with another ship: it may not fire until it clears the hex (3.4)</source>
        <translation>%1 partage son hexagone avec un autre navire : il ne peut pas tirer tant qu&apos;il n&apos;a pas quitté l&apos;hexagone (3.4)</translation>
    </message>
    <message>
        <source>%1 shares its hex with another ship: no ship may fire at it (3.4)</source>
        <translation>%1 partage son hexagone avec un autre navire : aucun navire ne peut lui tirer dessus (3.4)</translation>
    </message>
    <message>
        <source>input &quot;range&quot; is needed (1-%1 hexes) when the positions are not given</source>
        <translation>l&apos;entrée « range » est nécessaire (1-%1 hexagones) quand les positions ne sont pas données</translation>
    </message>
    <message>
        <source>%1 hexes is beyond the %2-hex range of ship guns (6.3)</source>
        <translation>%1 hexagones, c&apos;est au-delà de la portée de %2 hexagones des canons de marine (6.3)</translation>
    </message>
    <message>
        <source>%1 lies off the %2 of %3: a ship may not fire from its bow or stern (6.4)</source>
        <translation>%1 se trouve dans l&apos;axe de la %2 de %3 : un navire ne peut pas tirer par la proue ni par la poupe (6.4)</translation>
    </message>
    <message>
        <source>%1 lies off the %2 side of %3, not the %4 side (6.4)</source>
        <translation>%1 se trouve côté %2 de %3, pas côté %4 (6.4)</translation>
    </message>
    <message>
        <source>target off the %1 side (6.4)</source>
        <translation>cible côté %1 (6.4)</translation>
    </message>
    <message>
        <source>input &quot;side&quot;: choose port or starboard when the positions are not given (6.4)</source>
        <translation>entrée « side » : choisissez port ou starboard quand les positions ne sont pas données (6.4)</translation>
    </message>
    <message>
        <source>the %1 side of %2 has already fired this turn (6.1)</source>
        <translation>le côté %1 de %2 a déjà tiré ce tour (6.1)</translation>
    </message>
    <message>
        <source>no line of sight from %1 to %2: %3 (3.3)</source>
        <translation>pas de ligne de vue de %1 à %2 : %3 (3.3)</translation>
    </message>
    <message>
        <source>no line of sight: a ship between blocks it (3.3)</source>
        <translation>pas de ligne de vue : un navire intermédiaire la bloque (3.3)</translation>
    </message>
    <message>
        <source>%1 is on the bow or stern line of %2: that is crossing the T, not a broadside (6.4)</source>
        <translation>%1 est dans l&apos;axe proue-poupe de %2 : c&apos;est barrer le T, pas une bordée (6.4)</translation>
    </message>
    <message>
        <source>%1 is not on the bow or stern line of %2: it cannot cross the T (6.4)</source>
        <translation>%1 n&apos;est pas dans l&apos;axe proue-poupe de %2 : il ne peut pas barrer le T (6.4)</translation>
    </message>
    <message>
        <source>input &quot;aspect&quot;: choose broadside or crossing-t when the positions are not given (6.4)</source>
        <translation>entrée « aspect » : choisissez broadside ou crossing-t quand les positions ne sont pas données (6.4)</translation>
    </message>
    <message>
        <source>sunk before rolling, still fires (9.7)</source>
        <translation>coulé avant de lancer les dés, tire quand même (9.7)</translation>
    </message>
    <message>
        <source>crossing the T</source>
        <translation>barrer le T</translation>
    </message>
    <message>
        <source>broadside</source>
        <translation>bordée</translation>
    </message>
    <message>
        <source>at 1 hex</source>
        <translation>à 1 hexagone</translation>
    </message>
    <message>
        <source>at %1 hexes</source>
        <translation>à %1 hexagones</translation>
    </message>
    <message>
        <source>%1 %2 side %3 %4</source>
        <translation>%1 côté %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 fires its %2 side, %3 %4 at %5: %6 need %7</source>
        <translation>%1 tire de son côté %2, %3 %4 sur %5 : %6, il faut %7</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 touche</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 touches</translation>
    </message>
    <message>
        <source>the %1 side of %2 has fired this turn</source>
        <translation>le côté %1 de %2 a tiré ce tour</translation>
    </message>
    <message>
        <source>fire is simultaneous: the hits take effect after every ship has fired</source>
        <translation>le tir est simultané : les touches prennent effet après que tous les navires ont tiré</translation>
    </message>
    <message>
        <source>%1 takes %2 damage: rating %3 → %4</source>
        <translation>%1 subit %2 dégâts : valeur %3 → %4</translation>
    </message>
    <message>
        <source>%1 is sunk</source>
        <translation>%1 est coulé</translation>
    </message>
    <message>
        <source>%1 is at half damage or less (%2 of %3): flip it; one plotted move and one die fewer</source>
        <translation>%1 est à la moitié de sa valeur de dégâts ou moins (%2 sur %3) : retournez le pion ; un mouvement programmé et un dé de moins</translation>
    </message>
    <message>
        <source>Fire a broadside</source>
        <translation>Tirer une bordée</translation>
    </message>
    <message>
        <source>One side of a ship fires at an enemy ship in range and line of sight.</source>
        <translation>Un côté d&apos;un navire tire sur un navire ennemi à portée et en ligne de vue.</translation>
    </message>
    <message>
        <source>Firing ship</source>
        <translation>Navire qui tire</translation>
    </message>
    <message>
        <source>The battle&apos;s ship that fires (optional).</source>
        <translation>Le navire de la bataille qui tire (facultatif).</translation>
    </message>
    <message>
        <source>Target ship</source>
        <translation>Navire cible</translation>
    </message>
    <message>
        <source>The battle&apos;s ship fired at (optional).</source>
        <translation>Le navire de la bataille visé (facultatif).</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Firer shares its hex</source>
        <translation>Le tireur partage son hexagone</translation>
    </message>
    <message>
        <source>Another ship is in the firer&apos;s hex (no fire out of it).</source>
        <translation>Un autre navire est dans l&apos;hexagone du tireur (aucun tir n&apos;en sort).</translation>
    </message>
    <message>
        <source>Target shares its hex</source>
        <translation>La cible partage son hexagone</translation>
    </message>
    <message>
        <source>Another ship is in the target&apos;s hex (no fire into it).</source>
        <translation>Un autre navire est dans l&apos;hexagone de la cible (aucun tir n&apos;y entre).</translation>
    </message>
    <message>
        <source>Range (hexes)</source>
        <translation>Distance (hexagones)</translation>
    </message>
    <message>
        <source>0: measured from the positions.</source>
        <translation>0 : mesurée d&apos;après les positions.</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Ligne de vue</translation>
    </message>
    <message>
        <source>False when a ship between blocks it (computed when positions are given).</source>
        <translation>False quand un navire intermédiaire la bloque (calculée quand les positions sont données).</translation>
    </message>
    <message>
        <source>Simultaneous fire</source>
        <translation>Tir simultané</translation>
    </message>
    <message>
        <source>Two ships fire at each other in the same plotted move; hits apply after both have fired.</source>
        <translation>Deux navires se tirent dessus pendant le même mouvement programmé ; les touches s&apos;appliquent après les deux tirs.</translation>
    </message>
    <message>
        <source>Ship A</source>
        <translation>Navire A</translation>
    </message>
    <message>
        <source>The battle&apos;s ship A (optional).</source>
        <translation>Le navire A de la bataille (facultatif).</translation>
    </message>
    <message>
        <source>Ship B</source>
        <translation>Navire B</translation>
    </message>
    <message>
        <source>The battle&apos;s ship B (optional).</source>
        <translation>Le navire B de la bataille (facultatif).</translation>
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
        <translation>l&apos;action de tir exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;firerGuns&quot; is required</source>
        <translation>l&apos;entrée « firerGuns » est obligatoire</translation>
    </message>
    <message>
        <source>the exchange action needs the wfa-naval rule table</source>
        <translation>l&apos;action d&apos;échange de tirs exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>inputs &quot;aSide&quot; and &quot;bSide&quot;: at least one ship must fire</source>
        <translation>entrées « aSide » et « bSide » : au moins un navire doit tirer</translation>
    </message>
    <message>
        <source>input &quot;%1Guns&quot; is required for a ship that fires</source>
        <translation>l&apos;entrée « %1Guns » est obligatoire pour un navire qui tire</translation>
    </message>
    <message>
        <source>broadside dice</source>
        <translation>dés de bordée</translation>
    </message>
    <message>
        <source>ship A&apos;s broadside</source>
        <translation>bordée du navire A</translation>
    </message>
    <message>
        <source>if ship A fires</source>
        <translation>si le navire A tire</translation>
    </message>
    <message>
        <source>ship B&apos;s broadside</source>
        <translation>bordée du navire B</translation>
    </message>
    <message>
        <source>if ship B fires</source>
        <translation>si le navire B tire</translation>
    </message>
</context>
<context>
    <name>adj::WfaGeometry</name>
    <message>
        <source>bow</source>
        <translation>proue</translation>
    </message>
    <message>
        <source>stern</source>
        <translation>poupe</translation>
    </message>
    <message>
        <source>port</source>
        <translation>bâbord</translation>
    </message>
    <message>
        <source>starboard</source>
        <translation>tribord</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex of the %2 x %3 board (labels are CCRR, e.g. 0304)</source>
        <translation>« %1 » n&apos;est pas un hexagone du plateau de %2 x %3 (les numéros sont CCRR, p. ex. 0304)</translation>
    </message>
</context>
<context>
    <name>adj::WfaNaval</name>
    <message>
        <source>Wars for America (naval)</source>
        <translation>Wars for America (naval)</translation>
    </message>
    <message>
        <source>port</source>
        <translation>bâbord</translation>
    </message>
    <message>
        <source>starboard</source>
        <translation>tribord</translation>
    </message>
    <message>
        <source>broadside</source>
        <translation>bordée</translation>
    </message>
    <message>
        <source>crossing the T</source>
        <translation>barrer le T</translation>
    </message>
    <message>
        <source>the defender&apos;s first roll</source>
        <translation>le premier jet du défenseur</translation>
    </message>
    <message>
        <source>a wind direction, a hex side 1 to 6 (3.1)</source>
        <translation>une direction du vent, un côté d&apos;hexagone de 1 à 6 (3.1)</translation>
    </message>
    <message>
        <source>wind &quot;%1&quot;: the wind is a direction, a hex side 1 to 6 (3.1)</source>
        <translation>vent « %1 » : le vent est une direction, un côté d&apos;hexagone de 1 à 6 (3.1)</translation>
    </message>
    <message>
        <source>Wind %1 (set by the referee)</source>
        <translation>Vent %1 (fixé par l&apos;arbitre)</translation>
    </message>
    <message>
        <source>a boarding was already attempted in hex %1 in turn %2 (8.4, 8.7: no further attempts that turn while the ships remain in the hex)</source>
        <translation>un abordage a déjà été tenté dans l&apos;hexagone %1 au tour %2 (8.4, 8.7 : plus de tentative ce tour tant que les navires restent dans l&apos;hexagone)</translation>
    </message>
    <message>
        <source>a boarding battle was already fought in hex %1 in turn %2 (8.7: one boarding action in a hex a turn)</source>
        <translation>un combat d&apos;abordage a déjà eu lieu dans l&apos;hexagone %1 au tour %2 (8.7 : un abordage par hexagone et par tour)</translation>
    </message>
</context>
<context>
    <name>adj::WfaNavalState</name>
    <message>
        <source>ship %1: needs an id, side a or b, a heading 1-6 and a hex on the board</source>
        <translation>navire %1 : il faut un id, un camp a ou b, un cap de 1 à 6 et un hexagone du plateau</translation>
    </message>
    <message>
        <source>a single-ship move moves one ship (9.3)</source>
        <translation>un mouvement de navire isolé déplace un seul navire (9.3)</translation>
    </message>
    <message>
        <source>two ships in %1: they keep their headings, may not fire or be fired at, and may attempt boarding</source>
        <translation>deux navires en %1 : ils gardent leur cap, ne peuvent ni tirer ni être pris pour cible, et peuvent tenter l&apos;abordage</translation>
    </message>
    <message>
        <source>the %1 side of ship %2 has already fired this turn (6.1)</source>
        <translation>le côté %1 du navire %2 a déjà tiré ce tour (6.1)</translation>
    </message>
    <message>
        <source>a boarding action has already been made in %1 this turn (8.7)</source>
        <translation>une action d&apos;abordage a déjà eu lieu en %1 ce tour (8.7)</translation>
    </message>
    <message>
        <source>the naval state needs a board with width, height and layout</source>
        <translation>l&apos;état naval exige un plateau avec largeur, hauteur et disposition</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>navire %1</translation>
    </message>
    <message>
        <source>%1 is not a ship of side %2 on the board</source>
        <translation>%1 n&apos;est pas un navire du camp %2 sur le plateau</translation>
    </message>
    <message>
        <source>%1 lost its command ship this turn: single-ship moves only (9.5)</source>
        <translation>%1 a perdu son navire amiral ce tour : mouvements de navire isolé uniquement (9.5)</translation>
    </message>
    <message>
        <source>%1 is not the squadron command ship: a squadron move moves the command ship (9.3)</source>
        <translation>%1 n&apos;est pas le navire amiral de l&apos;escadre : un mouvement d&apos;escadre déplace le navire amiral (9.3)</translation>
    </message>
    <message>
        <source>%1 is not another ship of the command ship&apos;s squadron (9.2)</source>
        <translation>%1 n&apos;est pas un autre navire de l&apos;escadre du navire amiral (9.2)</translation>
    </message>
    <message>
        <source>%1 stops in %2</source>
        <translation>%1 s&apos;arrête en %2</translation>
    </message>
    <message>
        <source>%1 turns to %2 in %3: heading %4 → %5</source>
        <translation>%1 vire à %2 en %3 : cap %4 → %5</translation>
    </message>
    <message>
        <source>%1 would sail off the board from %2: shift the board first (1.1)</source>
        <translation>%1 sortirait du plateau depuis %2 : décalez d&apos;abord le plateau (1.1)</translation>
    </message>
    <message>
        <source>%1 sails straight from %2 to %3</source>
        <translation>%1 fait route tout droit de %2 à %3</translation>
    </message>
    <message>
        <source>%1 stays in %2: %3 already holds %4 ships, the move counts as a stop</source>
        <translation>%1 reste en %2 : %3 contient déjà %4 navires, le mouvement compte comme un arrêt</translation>
    </message>
    <message>
        <source>%1 has no plotted move left</source>
        <translation>%1 n&apos;a plus de mouvement programmé</translation>
    </message>
    <message>
        <source>%1 has no ship left on the board: its marker moves nothing</source>
        <translation>%1 n&apos;a plus de navire sur le plateau : son marqueur ne déplace rien</translation>
    </message>
</context>
<context>
    <name>adj::WfaPlot</name>
    <message>
        <source>straight</source>
        <translation>tout droit</translation>
    </message>
    <message>
        <source>port turn</source>
        <translation>virage à bâbord</translation>
    </message>
    <message>
        <source>starboard turn</source>
        <translation>virage à tribord</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>arrêt</translation>
    </message>
    <message>
        <source>the plot has %1 markers but the side has %2 plotted moves this turn (5.6)</source>
        <translation>le programme a %1 marqueurs, mais le camp a %2 mouvements programmés ce tour (5.6)</translation>
    </message>
    <message>
        <source>the plot uses %1 %2 markers; each side has %3 of each kind (1.2.1, 5.1)</source>
        <translation>le programme utilise %1 marqueurs %2 ; chaque camp en a %3 de chaque type (1.2.1, 5.1)</translation>
    </message>
    <message>
        <source>plot marker %1 is &quot;%2&quot;; it must be straight, port, starboard or stop</source>
        <translation>le marqueur de programme %1 est « %2 » ; il doit être straight, port, starboard ou stop</translation>
    </message>
    <message>
        <source>markers %1 (%2) and %3 (%4) are both turns: no two consecutive turn actions in one turn (5.10)</source>
        <translation>les marqueurs %1 (%2) et %3 (%4) sont tous deux des virages : pas deux actions de virage consécutives dans un tour (5.10)</translation>
    </message>
</context>
<context>
    <name>adj::WfaPlotActions</name>
    <message>
        <source>Ship names</source>
        <translation>Noms des navires</translation>
    </message>
    <message>
        <source>The battle&apos;s names of the ships the inputs name, for the trace.</source>
        <translation>Les noms, dans la bataille, des navires que désignent les entrées, pour le déroulé.</translation>
    </message>
    <message>
        <source>input &quot;fleet&quot;: no ships on a hex board: the battle needs a board and ships with positions (or give the fleet JSON)</source>
        <translation>entrée « fleet » : aucun navire sur un plateau à hexagones : la bataille exige un plateau et des navires avec leurs positions (ou indiquez le JSON de la flotte)</translation>
    </message>
    <message>
        <source>input &quot;fleet&quot;: %1</source>
        <translation>entrée « fleet » : %1</translation>
    </message>
    <message>
        <source>input &quot;fleet&quot;: needs the battle&apos;s turn (1 or more)</source>
        <translation>entrée « fleet » : exige le tour de la bataille (1 ou plus)</translation>
    </message>
    <message>
        <source>Record a plot</source>
        <translation>Enregistrer un programme</translation>
    </message>
    <message>
        <source>Records one side&apos;s plotted move markers for this turn, left to right. Refused when the count is not the side&apos;s plotted moves (5.6, 9.4, 9.5), with two turns in a row (5.10), more than 3 markers of a kind (1.2.1), or once the side has plotted (5.9).</source>
        <translation>Enregistre les marqueurs de mouvement programmé d&apos;un camp pour ce tour, de gauche à droite. Refusé quand leur nombre ne correspond pas aux mouvements programmés du camp (5.6, 9.4, 9.5), avec deux virages consécutifs (5.10), plus de 3 marqueurs d&apos;un même type (1.2.1), ou une fois que le camp a programmé (5.9).</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>The side plotting: its name, or a / b.</source>
        <translation>Le camp qui programme : son nom, ou a / b.</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Scenario plotted moves</source>
        <translation>Mouvements programmés du scénario</translation>
    </message>
    <message>
        <source>The scenario&apos;s plotted moves a turn (else the table&apos;s plot.base).</source>
        <translation>Les mouvements programmés par tour du scénario (sinon plot.base de la table).</translation>
    </message>
    <message>
        <source>Wind direction</source>
        <translation>Direction du vent</translation>
    </message>
    <message>
        <source>This turn&apos;s wind (else the wind the battle keeps, rolled this turn).</source>
        <translation>Le vent de ce tour (sinon le vent que conserve la bataille, tiré ce tour).</translation>
    </message>
    <message>
        <source>Command ship lost last turn</source>
        <translation>Navire amiral perdu au tour précédent</translation>
    </message>
    <message>
        <source>The squadron command ship was destroyed during the previous turn.</source>
        <translation>Le navire amiral de l&apos;escadre a été détruit pendant le tour précédent.</translation>
    </message>
    <message>
        <source>Lost command ship was crippled</source>
        <translation>Le navire amiral perdu était désemparé</translation>
    </message>
    <message>
        <source>The original command ship, now lost, had fallen to half damage: its -1 remains.</source>
        <translation>Le navire amiral d&apos;origine, désormais perdu, était tombé à la moitié de sa valeur de dégâts : son -1 demeure.</translation>
    </message>
    <message>
        <source>Plots of the turn</source>
        <translation>Programmes du tour</translation>
    </message>
    <message>
        <source>The battle&apos;s plots (wfa.plots).</source>
        <translation>Les programmes de la bataille (wfa.plots).</translation>
    </message>
    <message>
        <source>Wind kept</source>
        <translation>Vent conservé</translation>
    </message>
    <message>
        <source>The battle&apos;s wind (wfa.wind).</source>
        <translation>Le vent de la bataille (wfa.wind).</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Navires sur le plateau</translation>
    </message>
    <message>
        <source>The battle&apos;s ships, board and turn.</source>
        <translation>Les navires, le plateau et le tour de la bataille.</translation>
    </message>
    <message>
        <source>Command losses</source>
        <translation>Pertes de navires amiraux</translation>
    </message>
    <message>
        <source>The battle&apos;s command ship losses (wfa.command, 9.5).</source>
        <translation>Les pertes de navires amiraux de la bataille (wfa.command, 9.5).</translation>
    </message>
    <message>
        <source>the plot needs the wfa-naval rule table</source>
        <translation>le programme exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;side&quot; is &quot;%1&quot;: the sides are %2 (a) and %3 (b)</source>
        <translation>l&apos;entrée « side » vaut « %1 » : les camps sont %2 (a) et %3 (b)</translation>
    </message>
    <message>
        <source>the battle keeps no wind direction yet: resolve the wind change at the start of the turn (3.1) or give the input &quot;wind&quot;</source>
        <translation>la bataille ne conserve encore aucune direction du vent : résolvez le changement de vent au début du tour (3.1) ou indiquez l&apos;entrée « wind »</translation>
    </message>
    <message>
        <source>the wind has not been rolled for turn %1 yet (last for turn %2): resolve the wind change first (3.1, 4.1) or give the input &quot;wind&quot;</source>
        <translation>le vent n&apos;a pas encore été tiré pour le tour %1 (dernier tirage pour le tour %2) : résolvez d&apos;abord le changement de vent (3.1, 4.1) ou indiquez l&apos;entrée « wind »</translation>
    </message>
    <message>
        <source>%1 has no squadron command ship on the board: mark one of its ships as the command ship (9.2, 9.4)</source>
        <translation>%1 n&apos;a pas de navire amiral d&apos;escadre sur le plateau : désignez l&apos;un de ses navires comme navire amiral (9.2, 9.4)</translation>
    </message>
    <message>
        <source>the command ship %1 has no damage rating</source>
        <translation>le navire amiral %1 n&apos;a pas de valeur de dégâts</translation>
    </message>
    <message>
        <source>the markers of turn %1 are being revealed: a plot cannot be made or changed now (5.9)</source>
        <translation>les marqueurs du tour %1 sont en cours de révélation : un programme ne peut plus être fait ni modifié (5.9)</translation>
    </message>
    <message>
        <source>%1 has already plotted turn %2; a plot cannot be cancelled (5.9): undo it to correct a mistake</source>
        <translation>%1 a déjà programmé le tour %2 ; un programme ne peut pas être retiré (5.9) : utilisez Annuler pour corriger une erreur</translation>
    </message>
    <message>
        <source>input &quot;markers&quot;: %1</source>
        <translation>entrée « markers » : %1</translation>
    </message>
    <message>
        <source>%1&apos;s plot for turn %2 is refused: %3. Plotted moves: %4</source>
        <translation>le programme de %1 pour le tour %2 est refusé : %3. Mouvements programmés : %4</translation>
    </message>
    <message>
        <source>%1 not yet</source>
        <translation>%1 : pas encore</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>Plots, turn %1: %2</source>
        <translation>Programmes, tour %1 : %2</translation>
    </message>
    <message>
        <source>%1 plots %2 markers for turn %3: %4 (command ship %5)</source>
        <translation>%1 programme %2 marqueurs pour le tour %3 : %4 (navire amiral %5)</translation>
    </message>
    <message>
        <source>Reveal the next marker</source>
        <translation>Révéler le marqueur suivant</translation>
    </message>
    <message>
        <source>Both sides reveal their next plotted move marker; the side moving first moves first (3.1.1, 9.6). Each marker moves one ship, or the squadron command ship and any ships of its squadron with the same move (9.2, 9.3). A third ship&apos;s move into a hex becomes a stop (3.4, 8.2).</source>
        <translation>Les deux camps révèlent leur marqueur de mouvement programmé suivant ; le camp qui se déplace en premier bouge en premier (3.1.1, 9.6). Chaque marqueur déplace un navire, ou le navire amiral de l&apos;escadre et tout navire de son escadre effectuant le même mouvement (9.2, 9.3). Le mouvement d&apos;un troisième navire dans un hexagone devient un arrêt (3.4, 8.2).</translation>
    </message>
    <message>
        <source>Side moving first</source>
        <translation>Camp qui se déplace en premier</translation>
    </message>
    <message>
        <source>Side %1 ship</source>
        <translation>Navire du camp %1</translation>
    </message>
    <message>
        <source>The ship side %1&apos;s marker moves (its only ship, or its command ship in a squadron move, when left empty).</source>
        <translation>Le navire que déplace le marqueur du camp %1 (si laissé vide : son seul navire, ou son navire amiral lors d&apos;un mouvement d&apos;escadre).</translation>
    </message>
    <message>
        <source>Side %1 squadron move</source>
        <translation>Mouvement d&apos;escadre du camp %1</translation>
    </message>
    <message>
        <source>The command ship moves and the ships named as followers make the exact same move.</source>
        <translation>Le navire amiral se déplace et les navires désignés comme suiveurs effectuent exactement le même mouvement.</translation>
    </message>
    <message>
        <source>Side %1 followers</source>
        <translation>Suiveurs du camp %1</translation>
    </message>
    <message>
        <source>Ships of the command ship&apos;s squadron following its move, separated by commas.</source>
        <translation>Navires de l&apos;escadre du navire amiral qui suivent son mouvement, séparés par des virgules.</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: ship %2 is not a ship of %3 on the board</source>
        <translation>entrée « %1 » : le navire %2 n&apos;est pas un navire de %3 sur le plateau</translation>
    </message>
    <message>
        <source>%1 has %2 ships on the board: name the ship its %3 marker moves (input &quot;%4&quot;), or make a squadron move (9.3)</source>
        <translation>%1 a %2 navires sur le plateau : désignez le navire que déplace son marqueur %3 (entrée « %4 »), ou faites un mouvement d&apos;escadre (9.3)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: no ship called &quot;%2&quot; on the board</source>
        <translation>entrée « %1 » : aucun navire nommé « %2 » sur le plateau</translation>
    </message>
    <message>
        <source>input &quot;%1&quot;: followers move only in a squadron move (tick &quot;%2&quot;, 9.3)</source>
        <translation>entrée « %1 » : les suiveurs ne se déplacent que lors d&apos;un mouvement d&apos;escadre (cochez « %2 », 9.3)</translation>
    </message>
    <message>
        <source>the reveal needs the wfa-naval rule table</source>
        <translation>la révélation exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>%1 has not plotted turn %2 yet: both sides plot before the reveal (4.1, 5.7)</source>
        <translation>%1 n&apos;a pas encore programmé le tour %2 : les deux camps programment avant la révélation (4.1, 5.7)</translation>
    </message>
    <message>
        <source>the battle&apos;s plots: %1</source>
        <translation>les programmes de la bataille : %1</translation>
    </message>
    <message>
        <source>all %1 markers of turn %2 have been revealed (5.8)</source>
        <translation>les %1 marqueurs du tour %2 ont tous été révélés (5.8)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 none</source>
        <translation>%1 aucun</translation>
    </message>
    <message>
        <source>turn %1, marker %2 of %3 revealed: %4; %5 moves first</source>
        <translation>tour %1, marqueur %2 sur %3 révélé : %4 ; %5 se déplace en premier</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>%1 heading %2</source>
        <translation>%1 cap %2</translation>
    </message>
    <message>
        <source>Reveal, turn %1: marker %2 of %3</source>
        <translation>Révélation, tour %1 : marqueur %2 sur %3</translation>
    </message>
    <message>
        <source>sailed: %1</source>
        <translation>a fait route : %1</translation>
    </message>
    <message>
        <source>turned: %1</source>
        <translation>a viré : %1</translation>
    </message>
    <message>
        <source>held by two ships a hex: %1</source>
        <translation>arrêté par la limite de deux navires par hexagone : %1</translation>
    </message>
    <message>
        <source>marker %1 of %2: %3</source>
        <translation>marqueur %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>no ship moved</source>
        <translation>aucun navire ne s&apos;est déplacé</translation>
    </message>
    <message>
        <source>Chosen by the side with the wind gauge, else by the side with the commander&apos;s advantage (3.1.1, 7.1, 9.6). Left empty: that side moves first.</source>
        <translation>Choisi par le camp qui a l&apos;avantage du vent, sinon par le camp qui a l&apos;avantage du commandant (3.1.1, 7.1, 9.6). Si laissé vide : ce camp se déplace en premier.</translation>
    </message>
    <message>
        <source>Commander&apos;s advantage</source>
        <translation>Avantage du commandant</translation>
    </message>
    <message>
        <source>The scenario&apos;s side with the commander&apos;s advantage (else the battle&apos;s house rule scenario.commanderAdvantage).</source>
        <translation>Le camp qui a l&apos;avantage du commandant selon le scénario (sinon la règle maison scenario.commanderAdvantage de la bataille).</translation>
    </message>
    <message>
        <source>%1 moves first, as the referee chose</source>
        <translation>%1 se déplace en premier, au choix de l&apos;arbitre</translation>
    </message>
    <message>
        <source>who moves first: the battle keeps no wind for turn %1, so the wind gauge is not known (3.1.1): resolve the wind change or give the input &quot;first&quot; (9.6)</source>
        <translation>qui se déplace en premier : la bataille ne conserve aucun vent pour le tour %1, l&apos;avantage du vent est donc inconnu (3.1.1) : résolvez le changement de vent ou indiquez l&apos;entrée « first » (9.6)</translation>
    </message>
    <message>
        <source>who moves first: %1. Give the input &quot;first&quot; or &quot;advantage&quot;, or set the battle&apos;s house rule scenario.commanderAdvantage (7.1, 9.6)</source>
        <translation>qui se déplace en premier : %1. Indiquez l&apos;entrée « first » ou « advantage », ou définissez la règle maison scenario.commanderAdvantage de la bataille (7.1, 9.6)</translation>
    </message>
    <message>
        <source>%1 moves first (it may let %2 move first: input &quot;first&quot;)</source>
        <translation>%1 se déplace en premier (ou laisse %2 commencer : entrée « first »)</translation>
    </message>
    <message>
        <source>Left to right: a letter a marker, S straight, R right (starboard), L left (port), X stop (&quot;SRS&quot;), or the words separated by commas.</source>
        <translation>De gauche à droite, une lettre par marqueur : S tout droit, R à droite (tribord), L à gauche (bâbord), X arrêt (« SRS »), ou les mots straight, starboard, port, stop séparés par des virgules.</translation>
    </message>
    <message>
        <source>%1 is not a side of this battle</source>
        <translation>%1 n&apos;est pas un camp de cette bataille</translation>
    </message>
    <message>
        <source>the markers of turn %1 are being revealed (5.9)</source>
        <translation>les marqueurs du tour %1 sont en cours de révélation (5.9)</translation>
    </message>
    <message>
        <source>the wind of turn %1 is rolled first (3.1)</source>
        <translation>le vent du tour %1 est d&apos;abord lancé (3.1)</translation>
    </message>
    <message>
        <source>%1 has no squadron command ship on the board (9.2, 9.4)</source>
        <translation>%1 n&apos;a pas de vaisseau amiral d&apos;escadre sur le plateau (9.2, 9.4)</translation>
    </message>
    <message numerus="yes">
        <source>type %1&apos;s %n marker(s) for turn %2 left to right: S straight, R starboard, L port, X stop (5.6, 5.7)</source>
        <translation>
            <numerusform>tapez le %n marqueur de %1 pour le tour %2, de gauche à droite : S tout droit, R tribord, L bâbord, X arrêt (5.6, 5.7)</numerusform>
            <numerusform>tapez les %n marqueurs de %1 pour le tour %2, de gauche à droite : S tout droit, R tribord, L bâbord, X arrêt (5.6, 5.7)</numerusform>
        </translation>
    </message>
    <message>
        <source>S straight, R starboard, L port, X stop</source>
        <translation>S tout droit, R tribord, L bâbord, X arrêt</translation>
    </message>
    <message>
        <source>both sides have plotted turn %1: reveal the markers one by one</source>
        <translation>les deux camps ont programmé le tour %1 : révélez les marqueurs un par un</translation>
    </message>
</context>
<context>
    <name>adj::WfaSecretChoices</name>
    <message>
        <source>&quot;%1&quot; is not part of a plot; it has only &quot;markers&quot;</source>
        <translation>« %1 » ne fait pas partie d&apos;un plan ; il n&apos;a que « markers »</translation>
    </message>
    <message numerus="yes">
        <source>a plot is a list of %n marker(s), left to right (5.6, 5.7)</source>
        <translation>
            <numerusform>un plan est une liste de %n marqueur, de gauche à droite (5.6, 5.7)</numerusform>
            <numerusform>un plan est une liste de %n marqueurs, de gauche à droite (5.6, 5.7)</numerusform>
        </translation>
    </message>
    <message>
        <source>a marker is S, R, L or X (5.1)</source>
        <translation>un marqueur est S, R, L ou X (5.1)</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Tout droit</translation>
    </message>
    <message>
        <source>Starboard (right)</source>
        <translation>Tribord (droite)</translation>
    </message>
    <message>
        <source>Port (left)</source>
        <translation>Bâbord (gauche)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêt</translation>
    </message>
    <message>
        <source>Plot your moves (5.7)</source>
        <translation>Planifiez vos mouvements (5.7)</translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) to plot, left to right</source>
        <translation>
            <numerusform>%n marqueur à planifier, de gauche à droite</numerusform>
            <numerusform>%n marqueurs à planifier, de gauche à droite</numerusform>
        </translation>
    </message>
    <message>
        <source>at most %1 of a kind</source>
        <translation>au plus %1 d&apos;une sorte</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
</context>
<context>
    <name>adj::WfaTable</name>
    <message>
        <source>wfa-naval table entry %1 is not a range in hexes</source>
        <translation>l&apos;entrée de table wfa-naval %1 n&apos;est pas une portée en hexagones</translation>
    </message>
    <message>
        <source>wfa-naval table entries wind.rightFace and wind.leftFace name the same face</source>
        <translation>les entrées de table wfa-naval wind.rightFace et wind.leftFace désignent la même face</translation>
    </message>
    <message>
        <source>wfa-naval table entry damage.crippledNumerator must not exceed the denominator</source>
        <translation>l&apos;entrée de table wfa-naval damage.crippledNumerator ne doit pas dépasser le dénominateur</translation>
    </message>
</context>
<context>
    <name>adj::WfaTurn</name>
    <message>
        <source>Turn %1: roll for the wind change (wind %2 now), then see who has the wind gauge</source>
        <translation>Tour %1 : lancer pour le changement de vent (vent %2 actuellement), puis voir qui a l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>Turn %1: the battle keeps no wind yet: give the scenario&apos;s wind and roll for the wind change, then see who has the wind gauge</source>
        <translation>Tour %1 : la bataille n&apos;a pas encore de vent : indiquez le vent du scénario et lancez pour le changement de vent, puis voyez qui a l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>%1 has not plotted turn %2: its plotted move markers, left to right</source>
        <translation>%1 n&apos;a pas programmé le tour %2 : ses marqueurs de mouvement programmé, de gauche à droite</translation>
    </message>
    <message>
        <source>Turn %1: reveal marker %2 of %3 and move the ships</source>
        <translation>Tour %1 : révéler le marqueur %2 sur %3 et déplacer les navires</translation>
    </message>
    <message>
        <source>%1 may still fire a broadside this turn, at %2</source>
        <translation>%1 peut encore tirer une bordée ce tour, sur %2</translation>
    </message>
</context>
<context>
    <name>adj::WfaWind</name>
    <message>
        <source>both sides have the wind gauge</source>
        <translation>les deux camps ont l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>neither side has the wind gauge</source>
        <translation>aucun camp n&apos;a l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>the scenario gives %1 plotted moves</source>
        <translation>le scénario donne %1 mouvements programmés</translation>
    </message>
    <message>
        <source>the command ship (heading %1) has the wind gauge with the wind at %2: +%3</source>
        <translation>le navire amiral (cap %1) a l&apos;avantage du vent avec le vent vers %2 : +%3</translation>
    </message>
    <message>
        <source>the command ship (heading %1) does not have the wind gauge with the wind at %2</source>
        <translation>le navire amiral (cap %1) n&apos;a pas l&apos;avantage du vent avec le vent vers %2</translation>
    </message>
    <message>
        <source>the command ship is at half damage or less (%1 of %2): -%3</source>
        <translation>le navire amiral est à la moitié de sa valeur de dégâts ou moins (%1 sur %2) : -%3</translation>
    </message>
    <message>
        <source>the lost original command ship had fallen to half damage: -%1 remains</source>
        <translation>le navire amiral d&apos;origine perdu était tombé à la moitié de sa valeur de dégâts : le -%1 demeure</translation>
    </message>
    <message>
        <source>the squadron command ship was lost last turn: -%1</source>
        <translation>le navire amiral de l&apos;escadre a été perdu au tour précédent : -%1</translation>
    </message>
    <message>
        <source>never fewer than %1</source>
        <translation>jamais moins de %1</translation>
    </message>
    <message>
        <source>%1 plotted moves this turn</source>
        <translation>%1 mouvements programmés ce tour</translation>
    </message>
    <message>
        <source>Wind change</source>
        <translation>Changement de vent</translation>
    </message>
    <message>
        <source>Wind direction</source>
        <translation>Direction du vent</translation>
    </message>
    <message>
        <source>Side A command ship heading</source>
        <translation>Cap du navire amiral du camp A</translation>
    </message>
    <message>
        <source>Optional: for the wind gauge and who moves first.</source>
        <translation>Facultatif : pour l&apos;avantage du vent et qui se déplace en premier.</translation>
    </message>
    <message>
        <source>Side B command ship heading</source>
        <translation>Cap du navire amiral du camp B</translation>
    </message>
    <message>
        <source>Commander&apos;s advantage</source>
        <translation>Avantage du commandant</translation>
    </message>
    <message>
        <source>Counter side</source>
        <translation>Camp du compteur</translation>
    </message>
    <message>
        <source>the wind change needs the wfa-naval rule table</source>
        <translation>le changement de vent exige la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>inputs &quot;aHeading&quot; and &quot;bHeading&quot;: give both command ships&apos; headings or neither</source>
        <translation>entrées « aHeading » et « bHeading » : indiquez les caps des deux navires amiraux ou aucun</translation>
    </message>
    <message>
        <source>wind change</source>
        <translation>changement de vent</translation>
    </message>
    <message>
        <source>wind %1, roll %2: one hex side to the right → %3</source>
        <translation>vent %1, jet de %2 : un côté d&apos;hexagone vers la droite → %3</translation>
    </message>
    <message>
        <source>wind %1, roll %2: one hex side to the left → %3</source>
        <translation>vent %1, jet de %2 : un côté d&apos;hexagone vers la gauche → %3</translation>
    </message>
    <message>
        <source>wind %1, roll %2: no change</source>
        <translation>vent %1, jet de %2 : pas de changement</translation>
    </message>
    <message>
        <source>wind direction %1 → %2</source>
        <translation>direction du vent %1 → %2</translation>
    </message>
    <message>
        <source>wind gauge</source>
        <translation>avantage du vent</translation>
    </message>
    <message>
        <source>no wind gauge</source>
        <translation>pas d&apos;avantage du vent</translation>
    </message>
    <message>
        <source>Plotted moves this turn</source>
        <translation>Mouvements programmés ce tour</translation>
    </message>
    <message>
        <source>How many plotted move markers a side gets: the scenario&apos;s base, +1 with the wind gauge, -1 for a crippled command ship, -1 the turn after losing it. Only the command ship counts (9.4).</source>
        <translation>Combien de marqueurs de mouvement programmé reçoit un camp : la base du scénario, +1 avec l&apos;avantage du vent, -1 pour un navire amiral désemparé, -1 le tour qui suit sa perte. Seul le navire amiral compte (9.4).</translation>
    </message>
    <message>
        <source>Scenario plotted moves</source>
        <translation>Mouvements programmés du scénario</translation>
    </message>
    <message>
        <source>Command ship heading</source>
        <translation>Cap du navire amiral</translation>
    </message>
    <message>
        <source>Hex side the squadron command ship&apos;s bow points to (in a single-ship action, the ship&apos;s).</source>
        <translation>Côté d&apos;hexagone vers lequel pointe la proue du navire amiral de l&apos;escadre (lors d&apos;une action à un seul navire, celle de ce navire).</translation>
    </message>
    <message>
        <source>This turn&apos;s wind direction.</source>
        <translation>La direction du vent de ce tour.</translation>
    </message>
    <message>
        <source>Command ship damage rating</source>
        <translation>Valeur de dégâts du navire amiral</translation>
    </message>
    <message>
        <source>Current damage rating.</source>
        <translation>Valeur de dégâts actuelle.</translation>
    </message>
    <message>
        <source>Command ship starting rating</source>
        <translation>Valeur initiale du navire amiral</translation>
    </message>
    <message>
        <source>Starting damage rating.</source>
        <translation>Valeur de dégâts initiale.</translation>
    </message>
    <message>
        <source>Command ship lost last turn</source>
        <translation>Navire amiral perdu au tour précédent</translation>
    </message>
    <message>
        <source>The squadron command ship was destroyed during the previous turn.</source>
        <translation>Le navire amiral de l&apos;escadre a été détruit pendant le tour précédent.</translation>
    </message>
    <message>
        <source>Lost command ship was crippled</source>
        <translation>Le navire amiral perdu était désemparé</translation>
    </message>
    <message>
        <source>The original command ship, now lost, had fallen to half damage: its -1 remains.</source>
        <translation>Le navire amiral d&apos;origine, désormais perdu, était tombé à la moitié de sa valeur de dégâts : son -1 demeure.</translation>
    </message>
    <message>
        <source>the plotted moves need the wfa-naval rule table</source>
        <translation>les mouvements programmés exigent la table de règles wfa-naval</translation>
    </message>
    <message>
        <source>input &quot;commandDamage&quot; is %1, above the starting rating %2</source>
        <translation>l&apos;entrée « commandDamage » vaut %1, au-dessus de la valeur initiale %2</translation>
    </message>
    <message>
        <source>input &quot;commandDamage&quot; is 0: the command ship is sunk; designate another (9.5)</source>
        <translation>l&apos;entrée « commandDamage » vaut 0 : le navire amiral est coulé ; désignez-en un autre (9.5)</translation>
    </message>
    <message>
        <source>At the start of a turn: 1 turns the wind one hex side right, 6 one hex side left. With the command ships&apos; headings, says who has the wind gauge and who moves first. The battle keeps the wind.</source>
        <translation>Au début d&apos;un tour : sur 1, le vent tourne d&apos;un côté d&apos;hexagone vers la droite, sur 6 d&apos;un côté vers la gauche. Avec les caps des navires amiraux, indique qui a l&apos;avantage du vent et qui se déplace en premier. La bataille conserve le vent.</translation>
    </message>
    <message>
        <source>Hex side the wind blows to before the roll (else the wind the battle keeps).</source>
        <translation>Côté d&apos;hexagone vers lequel souffle le vent avant le jet (sinon le vent que conserve la bataille).</translation>
    </message>
    <message>
        <source>Side name holding a wind counter (optional).</source>
        <translation>Nom du camp qui détient un compteur de vent (facultatif).</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>The turn this roll starts (from the battle); the wind is rolled once a turn.</source>
        <translation>Le tour que commence ce jet (d&apos;après la bataille) ; le vent est tiré une fois par tour.</translation>
    </message>
    <message>
        <source>Wind kept</source>
        <translation>Vent conservé</translation>
    </message>
    <message>
        <source>The battle&apos;s wind: {&quot;wind&quot;: 1-6, &quot;turn&quot;: the turn it was rolled for}.</source>
        <translation>Le vent de la bataille : {&quot;wind&quot;: 1-6, &quot;turn&quot;: le tour pour lequel il a été tiré}.</translation>
    </message>
    <message>
        <source>input &quot;wind&quot;: give the wind direction; the battle keeps none yet (3.1)</source>
        <translation>entrée « wind » : indiquez la direction du vent ; la bataille n&apos;en conserve encore aucune (3.1)</translation>
    </message>
    <message>
        <source>the wind has already been rolled for turn %1 (3.1: once at the start of each turn); undo that roll to roll again</source>
        <translation>le vent a déjà été tiré pour le tour %1 (3.1 : une fois au début de chaque tour) ; annulez ce jet pour relancer</translation>
    </message>
    <message>
        <source>the battle&apos;s wind is %1, not a hex side 1-%2</source>
        <translation>le vent de la bataille vaut %1, ce n&apos;est pas un côté d&apos;hexagone de 1 à %2</translation>
    </message>
    <message>
        <source>Wind %1 (rolled for turn %2)</source>
        <translation>Vent %1 (tiré pour le tour %2)</translation>
    </message>
    <message>
        <source>Wind %1</source>
        <translation>Vent %1</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Optional: the side (its name, or a / b) whose command ship the battle fills in, with the wind it keeps.</source>
        <translation>Facultatif : le camp (son nom, ou a / b) dont la bataille renseigne le navire amiral, avec le vent qu&apos;elle conserve.</translation>
    </message>
    <message>
        <source>The scenario&apos;s plotted moves a turn (else the table&apos;s plot.base).</source>
        <translation>Les mouvements programmés par tour du scénario (sinon plot.base de la table).</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>camp %1</translation>
    </message>
    <message>
        <source>only %1 has the wind gauge: it decides who moves and declares fire first</source>
        <translation>%1 est seul à avoir l&apos;avantage du vent : il décide qui se déplace et déclare ses tirs en premier</translation>
    </message>
    <message>
        <source>: the scenario names no commander&apos;s advantage (input &quot;advantage&quot; or the battle&apos;s house rule scenario.commanderAdvantage), so no side decides yet</source>
        <translation>: le scénario n&apos;attribue l&apos;avantage du commandant à aucun camp (entrée « advantage » ou règle maison scenario.commanderAdvantage de la bataille), donc aucun camp ne décide encore</translation>
    </message>
    <message>
        <source>: %1 has the commander&apos;s advantage and decides who moves and declares fire first</source>
        <translation>: %1 a l&apos;avantage du commandant et décide qui se déplace et déclare ses tirs en premier</translation>
    </message>
    <message>
        <source>%1&apos;s command ship %2 heading %3: %4</source>
        <translation>navire amiral %2 de %1, cap %3 : %4</translation>
    </message>
    <message>
        <source>%1 has no squadron command ship on the board: no wind gauge</source>
        <translation>%1 n&apos;a pas de navire amiral d&apos;escadre sur le plateau : pas d&apos;avantage du vent</translation>
    </message>
    <message>
        <source>wind %1: %2</source>
        <translation>vent %1 : %2</translation>
    </message>
    <message>
        <source>The scenario&apos;s side with the commander&apos;s advantage (else the battle&apos;s house rule scenario.commanderAdvantage).</source>
        <translation>Le camp qui a l&apos;avantage du commandant selon le scénario (sinon la règle maison scenario.commanderAdvantage de la bataille).</translation>
    </message>
    <message>
        <source>Side names</source>
        <translation>Noms des camps</translation>
    </message>
    <message>
        <source>The battle&apos;s names of sides a and b, for the trace.</source>
        <translation>Les noms des camps a et b dans la bataille, pour le déroulé.</translation>
    </message>
    <message>
        <source>%1 heading %2: %3; %4 heading %5: %6</source>
        <translation>%1 cap %2 : %3 ; %4 cap %5 : %6</translation>
    </message>
    <message>
        <source>in multiple ship actions %1, without the wind gauge, declares its fire first</source>
        <translation>lors des actions à plusieurs navires, %1, sans l&apos;avantage du vent, déclare ses tirs en premier</translation>
    </message>
    <message>
        <source>%1; %2 decides who moves and declares fire first</source>
        <translation>%1 ; %2 décide qui se déplace et déclare son tir en premier</translation>
    </message>
    <message>
        <source>the wind is settled: the players plot their moves</source>
        <translation>le vent est fixé : les joueurs programment leurs mouvements</translation>
    </message>
</context>
</TS>
