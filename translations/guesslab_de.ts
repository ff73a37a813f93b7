<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameChoice</name>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="24"/>
        <source>&amp;Mastermind</source>
        <translation>&amp;Mastermind</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="26"/>
        <source>B&amp;ulls and Cows</source>
        <translation>Bulls and &amp;Cows</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="28"/>
        <source>Bulls and Cows, &amp;questions may repeat digits</source>
        <translation>Bulls and Cows, Fragen &amp;dürfen Ziffern wiederholen</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="30"/>
        <source>One &amp;heavy coin</source>
        <translation>Eine &amp;schwere Münze</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="32"/>
        <source>One &amp;odd coin, heavier or lighter</source>
        <translation>Eine &amp;falsche Münze, schwerer oder leichter</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="34"/>
        <source>&amp;Two heavy coins</source>
        <translation>&amp;Zwei schwere Münzen</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="36"/>
        <source>&amp;Binary search</source>
        <translation>&amp;Binäre Suche</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="38"/>
        <source>&amp;Absurdle</source>
        <translation>&amp;Absurdle</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="40"/>
        <source>Se&amp;veral boards (Dordle, Quordle, …)</source>
        <translation>Mehrere B&amp;retter (Dordle, Quordle, …)</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="48"/>
        <source>Find a code of coloured pegs; each guess scores black pegs (right colour, right place) and white pegs (right colour, wrong place). Colours may repeat.</source>
        <translation>Finden Sie einen Code aus farbigen Steckern; jeder Versuch erhält schwarze Stecker (richtige Farbe, richtige Stelle) und weiße Stecker (richtige Farbe, falsche Stelle). Farben dürfen sich wiederholen.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="53"/>
        <source>Find a number of different digits; each guess, also of different digits, scores bulls (right digit, right place) and cows (a digit of the secret in another place).</source>
        <translation>Finden Sie eine Zahl aus verschiedenen Ziffern; jeder Versuch, ebenfalls aus verschiedenen Ziffern, bekommt Bullen (richtige Ziffer am richtigen Platz) und Kühe (eine Ziffer des Geheimnisses an einem anderen Platz).</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="58"/>
        <source>Bulls and Cows where a guess may repeat digits (the secret never does); a digit of the secret counts once.</source>
        <translation>Bulls and Cows, bei dem ein Versuch Ziffern wiederholen darf (das Geheimnis nie); jede Ziffer des Geheimnisses zählt einmal.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="62"/>
        <source>One coin is heavier than the others; find it with a balance.</source>
        <translation>Eine Münze ist schwerer als die anderen; finden Sie sie mit einer Balkenwaage.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="64"/>
        <source>One coin is heavier or lighter than the others; find it and say which.</source>
        <translation>Eine Münze ist schwerer oder leichter als die anderen; finden Sie sie und sagen Sie, was davon.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="66"/>
        <source>Two coins are equally heavier than the others; find both.</source>
        <translation>Zwei Münzen sind gleich viel schwerer als die anderen; finden Sie beide.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="68"/>
        <source>Find a number by asking &quot;is it at most k?&quot;.</source>
        <translation>Finden Sie eine Zahl mit Fragen der Art „ist sie höchstens k?“.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="70"/>
        <source>Wordle against an adversary: no answer is fixed. Each guess splits the words still possible by their feedback, and the game keeps the largest class (ties: fewest greens, then fewest yellows, then the feedback first read left to right, grey before yellow before green). You win by guessing the one word left. Played on the word lists loaded.</source>
        <translation>Wordle gegen einen Gegenspieler: keine Lösung steht fest. Jeder Versuch teilt die noch möglichen Wörter nach ihrer Rückmeldung, und das Spiel behält die größte Klasse (bei Gleichstand: die wenigsten grünen, dann die wenigsten gelben Felder, dann die Rückmeldung, die von links gelesen zuerst kommt, grau vor gelb vor grün). Sie gewinnen, wenn Sie das eine übrige Wort raten. Gespielt mit den geladenen Wortlisten.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="77"/>
        <source>Several Wordle boards at once, each with its own answer, all different. Each guess is played on every board not yet solved; a board is solved when the guess is its answer. Win by solving every board within the guesses allowed. 2 boards: Dordle, 4: Quordle, 8: Octordle, 16: Sedecordle, 32: Duotrigordle. Played on the word lists loaded.</source>
        <translation>Mehrere Wordle-Bretter zugleich, jedes mit eigener Lösung, alle verschieden. Jeder Rateversuch gilt auf jedem noch ungelösten Brett; ein Brett ist gelöst, wenn der Versuch seine Lösung ist. Gewonnen, wenn alle Bretter innerhalb der erlaubten Versuche gelöst sind. 2 Bretter: Dordle, 4: Quordle, 8: Octordle, 16: Sedecordle, 32: Duotrigordle. Gespielt mit den geladenen Wortlisten.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="88"/>
        <source>How many coins lie on the table</source>
        <translation>Wie viele Münzen auf dem Tisch liegen</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="91"/>
        <source>&amp;Pegs:</source>
        <translation>&amp;Stecker:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="91"/>
        <source>Positions in a code</source>
        <translation>Stellen eines Codes</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="92"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="92"/>
        <source>Colours a peg can have</source>
        <translation>Farben, die ein Stecker haben kann</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="109"/>
        <source>&amp;Boards:</source>
        <translation>&amp;Bretter:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="110"/>
        <source>2 Dordle, 4 Quordle, 8 Octordle, 16 Sedecordle, 32 Duotrigordle</source>
        <translation>2 Dordle, 4 Quordle, 8 Octordle, 16 Sedecordle, 32 Duotrigordle</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="115"/>
        <source>&amp;Guesses allowed:</source>
        <translation>Erlaubte &amp;Versuche:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="116"/>
        <source>The usual limit is the boards plus 5: 7, 9, 13, 21 and 37 guesses</source>
        <translation>Üblich sind Bretter plus 5: 7, 9, 13, 21 und 37 Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="117"/>
        <source>usual (boards + 5)</source>
        <translation>üblich (Bretter + 5)</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="186"/>
        <source>Absurdle is played on word lists: load them first.</source>
        <translation>Absurdle wird mit Wortlisten gespielt: laden Sie zuerst welche.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="189"/>
        <source>Absurdle needs every answer in the guess list, to be named at the end: %n answers are missing.</source>
        <translation>
            <numerusform>Absurdle braucht jede Lösung in der Rateliste, damit sie am Ende genannt werden kann: %n Lösung fehlt.</numerusform>
            <numerusform>Absurdle braucht jede Lösung in der Rateliste, damit sie am Ende genannt werden kann: %n Lösungen fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="200"/>
        <source>Several boards are played on word lists: load them first.</source>
        <translation>Mehrere Bretter werden mit Wortlisten gespielt: zuerst Listen laden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="203"/>
        <source>Several boards need every answer in the guess list, to solve each board: %n answers are missing.</source>
        <translation>
            <numerusform>Mehrere Bretter brauchen jede Lösung in der Rateliste, um jedes Brett zu lösen: %n Lösung fehlt.</numerusform>
            <numerusform>Mehrere Bretter brauchen jede Lösung in der Rateliste, um jedes Brett zu lösen: %n Lösungen fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="209"/>
        <source>%1 guesses cannot solve %2 boards: one guess solves one board at most.</source>
        <translation>%1 Versuche können %2 Bretter nicht lösen: ein Versuch löst höchstens ein Brett.</translation>
    </message>
    <message>
        <source>&amp;Positions:</source>
        <translation type="vanished">&amp;Stellen:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="96"/>
        <source>Digits in the secret, all different</source>
        <translation>Ziffern im Geheimnis, alle verschieden</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="96"/>
        <source>Pos&amp;itions:</source>
        <translation>Ste&amp;llen:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="97"/>
        <source>&amp;Digits:</source>
        <translation>&amp;Ziffern:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="97"/>
        <source>The secret&apos;s digits are 0 to this less one</source>
        <translation>Die Ziffern des Geheimnisses reichen von 0 bis zu dieser Zahl weniger eins</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="99"/>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="101"/>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="103"/>
        <source>&amp;Coins:</source>
        <translation>&amp;Münzen:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="105"/>
        <source>&amp;Numbers:</source>
        <translation>&amp;Zahlen:</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="105"/>
        <source>The secret is one of 1 to this</source>
        <translation>Das Geheimnis ist eine der Zahlen von 1 bis hier</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="170"/>
        <source>A secret of %1 different digits needs at least %1 digits to choose from.</source>
        <translation>Ein Geheimnis aus %1 verschiedenen Ziffern braucht mindestens %1 Ziffern zur Auswahl.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="13"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="13"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="14"/>
        <source>JPEG image (*.jpg *.jpeg)</source>
        <translation>JPEG-Bild (*.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="14"/>
        <source>BMP image (*.bmp)</source>
        <translation>BMP-Bild (*.bmp)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="45"/>
        <source>the chart could not be rendered</source>
        <translation>das Diagramm konnte nicht gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="16"/>
        <location filename="../src/gui/review/reviewchart.cpp" line="32"/>
        <source>Cost and luck per move</source>
        <translation>Kosten und Glück je Zug</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="18"/>
        <location filename="../src/gui/review/reviewchart.cpp" line="32"/>
        <source>guesses</source>
        <translation>Rateversuche</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="32"/>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="42"/>
        <source>bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="42"/>
        <source>bits lost</source>
        <translation>verlorene Bits</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="42"/>
        <source>Bits lost and luck per move</source>
        <translation>Verlorene Bits und Glück je Zug</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="61"/>
        <source>luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>cost (total %1)</source>
        <translation type="vanished">Kosten (gesamt %1)</translation>
    </message>
    <message>
        <source>luck (total %1%2)</source>
        <translation type="vanished">Glück (gesamt %1%2)</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="10"/>
        <source>Normal mode</source>
        <translation>Normaler Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="18"/>
        <source>Any word of the guess list, at any time</source>
        <translation>Jedes Wort der Rateliste, jederzeit</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="11"/>
        <source>Hard mode</source>
        <translation>Schwerer Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="20"/>
        <source>The game&apos;s hard mode: a green letter stays in its place and every letter revealed green or yellow is used again</source>
        <translation>Der schwere Modus des Spiels: ein grüner Buchstabe bleibt an seinem Platz, und jeder grün oder gelb gezeigte Buchstabe wird wieder verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="12"/>
        <source>Strict mode</source>
        <translation>Strenger Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="23"/>
        <source>Every guess could still be the answer</source>
        <translation>Jeder Versuch könnte noch die Lösung sein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="25"/>
        <source>Which guesses are allowed: normal, the game&apos;s hard mode (revealed hints used again) or strict (every guess could be the answer)</source>
        <translation>Welche Versuche erlaubt sind: normal, der schwere Modus des Spiels (gezeigte Hinweise wieder verwenden) oder streng (jeder Versuch könnte die Lösung sein)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="31"/>
        <source>A question that names a secret (a code) must be one that could still be the secret; in this game hard and strict are the same</source>
        <translation>Eine Frage, die ein Geheimnis nennt (ein Code), muss noch das Geheimnis sein können; in diesem Spiel sind der schwere und der strenge Modus dasselbe</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="33"/>
        <source>Any question, at any time</source>
        <translation>Jede Frage, jederzeit</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="37"/>
        <source>Which questions are allowed: any, or only codes that could still be the secret (hard and strict)</source>
        <translation>Welche Fragen erlaubt sind: jede oder nur Codes, die noch das Geheimnis sein können (schwerer und strenger Modus)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="54"/>
        <source> · hard mode</source>
        <translation> · schwerer Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="56"/>
        <source> · strict mode</source>
        <translation> · strenger Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="66"/>
        <source> (hard)</source>
        <translation> (schwer)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="68"/>
        <source> (strict)</source>
        <translation> (streng)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../forms/settingsdialog.ui" line="6"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="14"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="24"/>
        <source>The language of the workbench</source>
        <translation>Die Sprache der Werkbank</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="31"/>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="41"/>
        <source>How many cores the computations may use</source>
        <translation>Wie viele Kerne die Berechnungen nutzen dürfen</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="53"/>
        <source>A new language takes effect when the workbench is started again. A new thread count takes effect at once.</source>
        <translation>Eine neue Sprache gilt nach dem nächsten Start der Werkbank. Eine neue Thread-Zahl gilt sofort.</translation>
    </message>
</context>
<context>
    <name>StepProblemText</name>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="18"/>
        <source>&apos;%1&apos; is in neither the answer list nor the guess list.</source>
        <translation>„%1“ steht weder in der Lösungsliste noch in der Rateliste.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="20"/>
        <source>The feedback does not fit the word length.</source>
        <translation>Die Rückmeldung passt nicht zur Wortlänge.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="22"/>
        <source>No possible answer gives %1 this feedback: check the tiles (or load an answer list that has the answer).</source>
        <translation>Keine mögliche Lösung gibt %1 diese Rückmeldung: die Felder prüfen (oder eine Lösungsliste laden, die die Lösung enthält).</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="26"/>
        <source>Strict mode: %1 could not be the answer; against it step %2 would show %3.</source>
        <translation>Strenger Modus: %1 kann nicht die Lösung sein; gegen dieses Wort zeigte Schritt %2 %3.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="33"/>
        <source>Hard mode: position %1 must be %2, as step %3 showed.</source>
        <translation>Schwerer Modus: Stelle %1 muss %2 sein, wie Schritt %3 zeigte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/common/stepproblemtext.cpp" line="38"/>
        <source>Hard mode: the guess must contain %1 at least %n times, as step %2 showed.</source>
        <translation>
            <numerusform>Schwerer Modus: der Versuch muss %1 mindestens %n-mal enthalten, wie Schritt %2 zeigte.</numerusform>
            <numerusform>Schwerer Modus: der Versuch muss %1 mindestens %n-mal enthalten, wie Schritt %2 zeigte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="43"/>
        <source>Hard mode: the guess must contain %1, as step %2 showed.</source>
        <translation>Schwerer Modus: der Versuch muss %1 enthalten, wie Schritt %2 zeigte.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="58"/>
        <source>%1 could not be the secret: against it step %2 would get %3 (the mode asks for questions that could be the secret).</source>
        <translation>%1 kann nicht das Geheimnis sein: dagegen ergäbe Schritt %2 %3 (der Modus verlangt Fragen, die das Geheimnis sein könnten).</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="64"/>
        <source>No possible secret gives %1 this feedback.</source>
        <translation>Kein mögliches Geheimnis gibt %1 diese Rückmeldung.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="66"/>
        <source>This game has no such feedback for %1.</source>
        <translation>Dieses Spiel kennt diese Rückmeldung für %1 nicht.</translation>
    </message>
</context>
<context>
    <name>WordInput</name>
    <message>
        <location filename="../src/gui/common/wordinput.cpp" line="18"/>
        <source>&apos;%1&apos; is not in the answer list</source>
        <translation>„%1“ steht nicht in der Lösungsliste</translation>
    </message>
    <message>
        <location filename="../src/gui/common/wordinput.cpp" line="19"/>
        <source>&apos;%1&apos; is not in the guess list</source>
        <translation>„%1“ steht nicht in der Rateliste</translation>
    </message>
</context>
<context>
    <name>guesslab::EngineText</name>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="15"/>
        <source>Generating equations</source>
        <translation>Gleichungen werden erzeugt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="21"/>
        <source>Eldrow: every target from the start word</source>
        <translation>Eldrow: jedes Ziel ab dem Startwort</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="22"/>
        <source>Eldrow: every target</source>
        <translation>Eldrow: jedes Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="23"/>
        <source>%1 pools · longest so far %2 · depth %3</source>
        <translation>%1 Mengen · längste bisher %2 · Tiefe %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="24"/>
        <source>Grading every guess against every answer</source>
        <translation>Jeder Rateversuch wird gegen jede Lösung bewertet</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="25"/>
        <source>Looking two guesses ahead</source>
        <translation>Zwei Rateversuche vorausschauen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="26"/>
        <source>Searching pairs</source>
        <translation>Paare werden gesucht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="27"/>
        <source>Grading and ranking guesses</source>
        <translation>Rateversuche werden bewertet und gereiht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="28"/>
        <source>Ranking guesses</source>
        <translation>Rateversuche werden gereiht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="29"/>
        <source>Ranking questions</source>
        <translation>Fragen werden gereiht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="30"/>
        <source>Playing every secret</source>
        <translation>Jedes Geheimnis wird gespielt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="36"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="37"/>
        <source>Opener &apos;%1&apos;</source>
        <translation>Eröffnung „%1“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="38"/>
        <source>Opener &apos;%1&apos; (%2 of %3)</source>
        <translation>Eröffnung „%1“ (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="39"/>
        <source>Opener &apos;%1&apos; (%2 of %3, best so far %4)</source>
        <translation>Eröffnung „%1“ (%2 von %3, bisher beste %4)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="40"/>
        <source>Searching every class</source>
        <translation>Jede Klasse wird durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="41"/>
        <source>%1 sets searched, %2 remembered · total at least %3</source>
        <translation>%1 Mengen durchsucht, %2 gemerkt · Summe mindestens %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="35"/>
        <location filename="../src/gui/common/enginetext.cpp" line="43"/>
        <source>Sets of answers no two guesses tell apart</source>
        <translation>Mengen von Lösungen, die keine zwei Versuche unterscheiden</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="16"/>
        <source>First guesses bounded</source>
        <translation>Erste Versuche abgeschätzt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="17"/>
        <source>First guesses searched</source>
        <translation>Erste Versuche durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="18"/>
        <source>Guesses searched</source>
        <translation>Versuche durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="19"/>
        <source>Winning guesses followed</source>
        <translation>Gewinnende Versuche verfolgt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="20"/>
        <source>Ways replayed</source>
        <translation>Wege nachgespielt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="31"/>
        <source>Playing seeded games</source>
        <translation>Spiele mit festem Startwert</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="32"/>
        <source>%1 boards</source>
        <translation>%1 Bretter</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="33"/>
        <source>Openers searched</source>
        <translation>Eröffnungen durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="34"/>
        <source>Secrets of the first question&apos;s classes solved</source>
        <translation>Geheimnisse der Klassen der ersten Frage gelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="44"/>
        <source>Move %1 of %2: %3</source>
        <translation>Zug %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="45"/>
        <source>The best move at step %1</source>
        <translation>Der beste Zug bei Schritt %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="50"/>
        <source>is a directory, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="51"/>
        <source>is a character device (such as /dev/zero), not a file</source>
        <translation>ist ein zeichenorientiertes Gerät (wie /dev/zero), keine Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="53"/>
        <source>is a block device, not a file</source>
        <translation>ist ein blockorientiertes Gerät, keine Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="54"/>
        <source>is a named pipe (FIFO), not a file</source>
        <translation>ist eine benannte Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="55"/>
        <source>is a socket, not a file</source>
        <translation>ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="56"/>
        <source>is not a regular file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="57"/>
        <source>is not a settings file</source>
        <translation>ist keine Einstellungsdatei</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="58"/>
        <source>is larger than %1 MiB, the most this program reads for it</source>
        <translation>ist größer als %1 MiB, das Höchste, was dieses Programm dafür liest</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="60"/>
        <source>cannot open: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="61"/>
        <source>No such file or directory</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="62"/>
        <source>Permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="63"/>
        <source>read error</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="64"/>
        <source>no bundled list of that name</source>
        <translation>keine mitgelieferte Liste dieses Namens</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="65"/>
        <source>%1 has the symbol %2, which is not in the alphabet &quot;%3&quot;</source>
        <translation>%1 enthält das Zeichen %2, das nicht im Alphabet „%3“ steht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="67"/>
        <source>%1 has %2 symbols; words may have 1 to 10</source>
        <translation>%1 hat %2 Zeichen; Wörter dürfen 1 bis 10 haben</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="68"/>
        <source>%1 has %2 symbols, expected %3 (the length of line %4)</source>
        <translation>%1 hat %2 Zeichen, erwartet %3 (die Länge von Zeile %4)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="70"/>
        <source>%1 has %2 symbols, expected %3 (the game&apos;s length)</source>
        <translation>%1 hat %2 Zeichen, erwartet %3 (die Länge des Spiels)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="71"/>
        <source>has no words (only blank or comment lines)</source>
        <translation>enthält keine Wörter (nur leere oder Kommentarzeilen)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="72"/>
        <source>%1 has no weight; expected &quot;word weight&quot;</source>
        <translation>%1 hat kein Gewicht; erwartet „Wort Gewicht“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="73"/>
        <source>%1 is not a number (the weight of %2)</source>
        <translation>%1 ist keine Zahl (das Gewicht von %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="74"/>
        <source>the weight of %1 must be a finite number &gt;= 0</source>
        <translation>das Gewicht von %1 muss eine endliche Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="75"/>
        <source>%1 already has a weight on line %2</source>
        <translation>%1 hat schon ein Gewicht in Zeile %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="76"/>
        <source>gives no answer a positive weight</source>
        <translation>gibt keiner Lösung ein positives Gewicht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="77"/>
        <source>%1 repeats line %2; dropped</source>
        <translation>%1 wiederholt Zeile %2; verworfen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="78"/>
        <source>%1 words are not answers and were ignored (the first: %2)</source>
        <translation>%1 Wörter sind keine Lösungen und wurden übergangen (das erste: %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="80"/>
        <source>%1 answers have no weight and count as 0</source>
        <translation>%1 Lösungen haben kein Gewicht und zählen als 0</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="82"/>
        <source>is not a results line: %1</source>
        <translation>ist keine Ergebniszeile: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="83"/>
        <source>has no &quot;item&quot;</source>
        <translation>hat kein &quot;item&quot;</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="84"/>
        <source>is not a results file (no complete first line)</source>
        <translation>ist keine Ergebnisdatei (keine vollständige erste Zeile)</translation>
    </message>
    <message>
        <source>is not the results of a tree or eldrow run</source>
        <translation type="vanished">enthält keine Ergebnisse eines tree- oder eldrow-Laufs</translation>
    </message>
    <message>
        <source>is not the results of a tree, within, eldrow or nerdle rank run</source>
        <translation type="vanished">ist kein Ergebnis eines tree-, within-, eldrow- oder nerdle-rank-Laufs</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="85"/>
        <source>is not the results of a tree, within, eldrow, nerdle rank, absurdle or boards run</source>
        <translation>ist kein Ergebnis eines tree-, within-, eldrow-, nerdle-rank-, absurdle- oder boards-Laufs</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="88"/>
        <source>its game has %1 guesses, but the run&apos;s fewest is %2</source>
        <translation>sein Spiel hat %1 Versuche, die kleinste Zahl des Laufs ist aber %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="91"/>
        <source>is not the first line of a tree run&apos;s results (tree --best --results)</source>
        <translation>ist nicht die erste Zeile der Ergebnisse eines Baumlaufs (tree --best --results)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="93"/>
        <source>has no &quot;total&quot; of guesses</source>
        <translation>hat keine Gesamtzahl der Versuche („total“)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="94"/>
        <source>gives %1 a total of %2, where %3 line %4 gives %5</source>
        <translation>gibt %1 die Summe %2, wo %3 Zeile %4 %5 angibt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="95"/>
        <source>counts %1 guesses, where the lists&apos; other tables count %2</source>
        <translation>zählt %1 Rateworte, wo die anderen Tabellen der Listen %2 zählen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="97"/>
        <source>is a run under a prior (weights %1): the opening book holds plain totals</source>
        <translation>ist ein Lauf unter einer Vorverteilung (Gewichte %1): das Eröffnungsbuch enthält ungewichtete Summen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="99"/>
        <source>has &quot;classes&quot; that are not a list beside an exact total</source>
        <translation>hat &quot;classes&quot;, die keine Liste neben einer genauen Summe sind</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="101"/>
        <source>has a class &quot;%1&quot; that is not &quot;feedback answers value next&quot; (the value at least the answers)</source>
        <translation>hat eine Klasse &quot;%1&quot;, die nicht &quot;Rückmeldung Lösungen Wert nächster&quot; ist (der Wert mindestens die Lösungen)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="104"/>
        <source>gives %1&apos;s class %2 %3 guesses, where %4 line %5 gives %6</source>
        <translation>gibt der Klasse %2 von %1 %3 Versuche, wo %4 Zeile %5 %6 angibt</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="106"/>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="107"/>
        <source>&quot;%1&quot; is %2, outside %3 to %4</source>
        <translation>„%1“ ist %2, außerhalb von %3 bis %4</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="108"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="109"/>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>„%1“ ist weder true noch false</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="110"/>
        <source>&quot;%1&quot; is not a text</source>
        <translation>„%1“ ist kein Text</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="111"/>
        <source>&quot;%1&quot; is not a list of words</source>
        <translation>„%1“ ist keine Liste von Wörtern</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="112"/>
        <source>has no &quot;%1&quot;</source>
        <translation>hat kein „%1“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="113"/>
        <source>&quot;mode&quot; is %1, not normal, hard or strict</source>
        <translation>„mode“ ist %1, nicht normal, hard oder strict</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="114"/>
        <source>has neither &quot;wrong&quot; nor &quot;wrong_at_least&quot;</source>
        <translation>hat weder „wrong“ noch „wrong_at_least“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="115"/>
        <source>its chain has %1 words, but &quot;longest&quot; is %2</source>
        <translation>seine Kette hat %1 Wörter, aber „longest“ ist %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="116"/>
        <source>is item %1, but the run has only %2 (see the first line)</source>
        <translation>ist Eintrag %1, aber der Lauf hat nur %2 (siehe die erste Zeile)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="118"/>
        <source>the left side is empty</source>
        <translation>die linke Seite ist leer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="119"/>
        <source>the left side ends with an operator</source>
        <translation>die linke Seite endet mit einem Operator</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="120"/>
        <source>the left side must start with a number</source>
        <translation>die linke Seite muss mit einer Zahl beginnen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="121"/>
        <source>two operators in a row</source>
        <translation>zwei Operatoren hintereinander</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="122"/>
        <source>&apos;%1&apos; cannot stand here</source>
        <translation>„%1“ darf hier nicht stehen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="123"/>
        <source>a number may not start with 0</source>
        <translation>eine Zahl darf nicht mit 0 beginnen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="124"/>
        <source>a number on the left may not be 0</source>
        <translation>eine Zahl links darf nicht 0 sein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="125"/>
        <source>the number is too long</source>
        <translation>die Zahl ist zu lang</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="126"/>
        <source>the left side needs an operator</source>
        <translation>die linke Seite braucht einen Operator</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="127"/>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="128"/>
        <source>&apos;%1&apos; is not a Nerdle symbol</source>
        <translation>„%1“ ist kein Nerdle-Zeichen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="129"/>
        <source>there is no &apos;=&apos;</source>
        <translation>es fehlt das „=“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="130"/>
        <source>a second &apos;=&apos;</source>
        <translation>ein zweites „=“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="131"/>
        <source>nothing right of &apos;=&apos;</source>
        <translation>rechts vom „=“ steht nichts</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="132"/>
        <source>a lone &apos;-&apos; is not a number</source>
        <translation>ein einzelnes „-“ ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="133"/>
        <source>the right side must be a single number</source>
        <translation>die rechte Seite muss eine einzelne Zahl sein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="134"/>
        <source>-0 is not a number</source>
        <translation>-0 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="135"/>
        <source>the numbers are too large</source>
        <translation>die Zahlen sind zu groß</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="136"/>
        <source>the left side is %1, not %2</source>
        <translation>die linke Seite ergibt %1, nicht %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="138"/>
        <source>write a guess and its feedback (salet BBYBB), a guess alone, or a row of the shared grid, not %1</source>
        <translation>schreibe einen Rateversuch mit seiner Rückmeldung (salet BBYBB), einen Rateversuch allein oder eine Zeile des geteilten Rasters, nicht %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="141"/>
        <source>%1 is not feedback of %2 symbols (B/Y/G, 0/1/2 or the grid&apos;s squares)</source>
        <translation>%1 ist keine Rückmeldung aus %2 Zeichen (B/Y/G, 0/1/2 oder die Quadrate des Rasters)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="143"/>
        <source>no guesses: write each guess with its feedback, one per line (salet BBYBB)</source>
        <translation>keine Rateversuche: schreibe jeden Rateversuch mit seiner Rückmeldung, einen pro Zeile (salet BBYBB)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="145"/>
        <source>the grid has %1 rows for %2 guesses without feedback</source>
        <translation>das Raster hat %1 Zeilen für %2 Rateversuche ohne Rückmeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="147"/>
        <source>the secret &apos;%1&apos; is not in the answer list</source>
        <translation>die Lösung &apos;%1&apos; steht nicht in der Lösungsliste</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="148"/>
        <source>&apos;%1&apos; against the secret &apos;%2&apos; gets %3, not %4</source>
        <translation>&apos;%1&apos; erhält gegen die Lösung &apos;%2&apos; %3, nicht %4</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="149"/>
        <source>&apos;%1&apos; has no feedback: write it after the guess, paste the shared grid, or give the secret</source>
        <translation>&apos;%1&apos; hat keine Rückmeldung: schreiben Sie sie hinter den Rateversuch, fügen Sie das geteilte Raster ein oder geben Sie die Lösung an</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="152"/>
        <source>the game was solved at step %1</source>
        <translation>das Spiel war bei Schritt %1 gelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="157"/>
        <source>%1 is not in the guess list</source>
        <translation>%1 steht nicht in der Rateliste</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="158"/>
        <source>every board is solved already</source>
        <translation>jedes Brett ist schon gelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="159"/>
        <source>squares after the guesses typed under the grid</source>
        <translation>Quadrate nach den unter dem Raster eingegebenen Versuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="160"/>
        <source>%1 boards side by side here, %2 in the grid&apos;s first row</source>
        <translation>hier %1 Bretter nebeneinander, in der ersten Zeile des Rasters %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="162"/>
        <source>the grid has %1 boards, the game %2</source>
        <translation>das Raster hat %1 Bretter, das Spiel %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="163"/>
        <source>%1 guesses typed under a grid of %2 rows: type each guess played, in order</source>
        <translation>%1 Versuche unter einem Raster aus %2 Zeilen eingegeben: geben Sie jeden gespielten Versuch der Reihe nach ein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="166"/>
        <source>%1 patterns typed: give one per board (%2)</source>
        <translation>%1 Muster eingegeben: geben Sie eines je Brett an (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="167"/>
        <source>%1 patterns typed: give one per board (%2), or one per open board (%3)</source>
        <translation>%1 Muster eingegeben: geben Sie eines je Brett an (%2) oder eines je offenem Brett (%3)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="169"/>
        <source>board %1: %2 is not a pattern of %3 tiles (G, Y, B)</source>
        <translation>Brett %1: %2 ist kein Muster aus %3 Feldern (G, Y, B)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="171"/>
        <source>board %1: no answer it has left gives %2 to %3</source>
        <translation>Brett %1: keine seiner übrigen Lösungen gibt %2 auf %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="172"/>
        <source>no guesses (expected lines like &quot;crane BBYGB GGBBB - BYBBB&quot;)</source>
        <translation>keine Versuche (erwartet werden Zeilen wie &quot;crane BBYGB GGBBB - BYBBB&quot;)</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="174"/>
        <source>mastermind %1x%2</source>
        <translation>Mastermind %1×%2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="175"/>
        <source>bulls and cows %1 of %2</source>
        <translation>Bulls and Cows %1 aus %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="176"/>
        <source>bulls and cows %1 of %2, questions may repeat</source>
        <translation>Bulls and Cows %1 aus %2, Fragen mit Wiederholung</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="177"/>
        <source>bulls %1, cows %2</source>
        <translation>Bullen %1, Kühe %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="178"/>
        <source>one heavy coin among %1</source>
        <translation>eine schwere Münze unter %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="179"/>
        <source>one odd coin among %1</source>
        <translation>eine falsche Münze unter %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="180"/>
        <source>two heavy coins among %1</source>
        <translation>zwei schwere Münzen unter %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="181"/>
        <source>binary search 1..%1</source>
        <translation>binäre Suche 1..%1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="182"/>
        <source>%1 black, %2 white</source>
        <translation>%1 schwarz, %2 weiß</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="183"/>
        <source>left heavier</source>
        <translation>links schwerer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="184"/>
        <source>level</source>
        <translation>im Gleichgewicht</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="185"/>
        <source>right heavier</source>
        <translation>rechts schwerer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="186"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="187"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="188"/>
        <source>coin %1 heavy</source>
        <translation>Münze %1 schwer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="189"/>
        <source>coin %1 heavier</source>
        <translation>Münze %1 schwerer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="190"/>
        <source>coin %1 lighter</source>
        <translation>Münze %1 leichter</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="191"/>
        <source>coins %1 and %2 heavy</source>
        <translation>Münzen %1 und %2 schwer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="192"/>
        <source>a code is %1 digits from %2 to %3</source>
        <translation>ein Code besteht aus %1 Ziffern von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="193"/>
        <source>a code has %1 digits, not %2</source>
        <translation>ein Code hat %1 Ziffern, nicht %2</translation>
    </message>
    <message>
        <source>a code has %1 symbols, not %2</source>
        <translation type="vanished">ein Code hat %1 Zeichen, nicht %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="194"/>
        <source>the digits of a question must all differ</source>
        <translation>die Ziffern einer Frage müssen alle verschieden sein</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="195"/>
        <source>a question that repeats a digit cannot be the secret (hard and strict mode)</source>
        <translation>eine Frage mit einer wiederholten Ziffer kann nicht das Geheimnis sein (schwerer und strenger Modus)</translation>
    </message>
    <message>
        <source>a code is %1 digits from 1 to %2</source>
        <translation type="vanished">ein Code besteht aus %1 Ziffern von 1 bis %2</translation>
    </message>
    <message>
        <source>a code has %1 pegs, not %2</source>
        <translation type="vanished">ein Code hat %1 Stifte, nicht %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="198"/>
        <source>write a weighing as the coins of each pan split by &apos;vs&apos;, e.g. 1,2 vs 3,4</source>
        <translation>eine Wägung schreibt man als die Münzen jeder Schale, getrennt durch „vs“, z. B. 1,2 vs 3,4</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="200"/>
        <source>unexpected &apos;%1&apos; in a weighing</source>
        <translation>unerwartetes „%1“ in einer Wägung</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="201"/>
        <source>coins are numbered 1 to %1</source>
        <translation>die Münzen sind von 1 bis %1 nummeriert</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="202"/>
        <source>coin %1 is weighed twice</source>
        <translation>Münze %1 wird zweimal gewogen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="203"/>
        <source>put as many coins on each pan, at least one</source>
        <translation>auf jede Schale gleich viele Münzen legen, mindestens eine</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="204"/>
        <source>ask &apos;at most k?&apos; with k from 1 to %1</source>
        <translation>fragen Sie „höchstens k?“ mit k von 1 bis %1</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="205"/>
        <source>&apos;%1&apos; is not in the guess list</source>
        <translation>„%1“ steht nicht in der Rateliste</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="206"/>
        <source>the word is empty</source>
        <translation>das Wort ist leer</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="207"/>
        <source>&apos;%1&apos; has a symbol outside the alphabet &quot;%2&quot;</source>
        <translation>„%1“ hat ein Zeichen außerhalb des Alphabets „%2“</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="208"/>
        <source>&apos;%1&apos; has %2 symbols, the game has %3</source>
        <translation>„%1“ hat %2 Zeichen, das Spiel hat %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="209"/>
        <source>&apos;%1&apos; is longer than 10 symbols</source>
        <translation>„%1“ ist länger als 10 Zeichen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="240"/>
        <source>%1:%2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="244"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="250"/>
        <source>position %1: %2</source>
        <translation>Stelle %1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="260"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AbsurdleTreeModel</name>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="86"/>
        <source>won in %n</source>
        <translation>
            <numerusform>gewonnen mit %n Versuch</numerusform>
            <numerusform>gewonnen mit %n Versuchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="90"/>
        <source>%n choices</source>
        <translation>
            <numerusform>%n Möglichkeit</numerusform>
            <numerusform>%n Möglichkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="99"/>
        <source>Played: the game keeps %n words</source>
        <translation>
            <numerusform>Gespielt: das Spiel behält %n Wort</numerusform>
            <numerusform>Gespielt: das Spiel behält %n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="101"/>
        <source>%1 is the one word left: the game is won with guess %2</source>
        <translation>%1 ist das eine übrige Wort: das Spiel ist mit Versuch %2 gewonnen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="104"/>
        <source>The game keeps %n words; a win is still forced in the fewest guesses</source>
        <translation>
            <numerusform>Das Spiel behält %n Wort; ein Sieg ist weiter in den wenigsten Versuchen erzwungen</numerusform>
            <numerusform>Das Spiel behält %n Wörter; ein Sieg ist weiter in den wenigsten Versuchen erzwungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="116"/>
        <source>Guess and answer</source>
        <translation>Versuch und Antwort</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="118"/>
        <source>Words kept</source>
        <translation>Behaltene Wörter</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="120"/>
        <source>Ways</source>
        <translation>Wege</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="122"/>
        <source>Then</source>
        <translation>Dann</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="127"/>
        <source>How many words the game keeps after this guess</source>
        <translation>Wie viele Wörter das Spiel nach diesem Versuch behält</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="129"/>
        <source>How many ways to force the win go through this guess</source>
        <translation>Wie viele Wege zum erzwungenen Sieg über diesen Versuch führen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="131"/>
        <source>The guesses that keep the win from here</source>
        <translation>Die Versuche, die den Sieg von hier an erzwungen halten</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AnswerPaths</name>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="30"/>
        <source>find an answer, e.g. fuzzy</source>
        <translation>eine Lösung suchen, z. B. fuzzy</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="31"/>
        <source>Shows the answers starting with this text; a whole answer is also opened in the tree</source>
        <translation>Zeigt die Lösungen, die mit diesem Text beginnen; eine ganze Lösung wird auch im Baum geöffnet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="34"/>
        <source>Answer</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="34"/>
        <source>Guesses</source>
        <translation>Rateversuche</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="34"/>
        <source>Words played</source>
        <translation>Gespielte Wörter</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="47"/>
        <source>Every answer and how the strategy solves it; click a header to sort</source>
        <translation>Jede Lösung und wie die Strategie sie löst; Klick auf eine Spaltenüberschrift sortiert</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="49"/>
        <source>&amp;Look up:</source>
        <translation>Nachsch&amp;lagen:</translation>
    </message>
    <message>
        <source>F&amp;ind:</source>
        <translation type="vanished">Su&amp;chen:</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="94"/>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="115"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AnySetView</name>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="28"/>
        <source>Sets of answers</source>
        <translation>Mengen von Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="31"/>
        <source>Chec&amp;k every set</source>
        <translation>Alle Mengen &amp;prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="32"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>N: how many answers in a set. Any two answers can always be found within two guesses (guess one of them)</source>
        <translation type="vanished">N: wie viele Lösungen eine Menge hat. Zwei Lösungen findet man immer in zwei Versuchen (man rät eine davon)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="43"/>
        <source>Sets of &amp;N answers:</source>
        <translation>Mengen aus &amp;N Lösungen:</translation>
    </message>
    <message>
        <source>within 2 guesses, normal mode</source>
        <translation type="vanished">in 2 Versuchen, normaler Modus</translation>
    </message>
    <message>
        <source>A set can be found within two guesses when some guess gives each of its answers its own feedback</source>
        <translation type="vanished">Eine Menge ist in zwei Versuchen lösbar, wenn ein Versuch jeder ihrer Lösungen eine eigene Rückmeldung gibt</translation>
    </message>
    <message>
        <source>Check every set of N answers of the current lists and list those that no two guesses can tell apart</source>
        <translation type="vanished">Jede Menge aus N Lösungen der aktuellen Listen prüfen und die auflisten, die keine zwei Versuche unterscheiden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="59"/>
        <source>Stop; the sets found so far stay, not proven to be all</source>
        <translation>Anhalten; die bisher gefundenen Mengen bleiben, ohne Beweis, dass es alle sind</translation>
    </message>
    <message>
        <source>Can any N answers be found within two guesses? Choose N and check.</source>
        <translation type="vanished">Lassen sich beliebige N Lösungen in zwei Versuchen finden? N wählen und prüfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="41"/>
        <source>N: how many answers in a set. Any two answers can always be found within two guesses (guess one of them). Up to 4 within two guesses, up to 6 within three</source>
        <translation>N: wie viele Lösungen eine Menge hat. Zwei Lösungen findet man immer in zwei Versuchen (man rät eine davon). Bis zu 4 in zwei Versuchen, bis zu 6 in drei</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="48"/>
        <source>K: the guesses allowed. Within two guesses a set is found when some guess gives each of its answers its own feedback; within three, when some guess leaves only classes that two guesses find</source>
        <translation>K: die erlaubten Versuche. In zwei Versuchen ist eine Menge lösbar, wenn ein Versuch jeder ihrer Lösungen eine eigene Rückmeldung gibt; in drei, wenn ein Versuch nur Klassen übrig lässt, die zwei Versuche finden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="51"/>
        <source>guesses allowe&amp;d, K:</source>
        <translation>erlaubte Versuche, &amp;K:</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="53"/>
        <source>normal mode</source>
        <translation>normaler Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="57"/>
        <source>Check every set of N answers of the current lists and list those that no strategy finds within K guesses</source>
        <translation>Jede Menge aus N Lösungen der aktuellen Listen prüfen und die auflisten, die keine Strategie in K Versuchen findet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="64"/>
        <source>Can any N answers be found within K guesses? Choose N and K and check.</source>
        <translation>Lassen sich beliebige N Lösungen in K Versuchen finden? N und K wählen und prüfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="66"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="66"/>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="66"/>
        <source>In place</source>
        <translation>An ihrer Stelle</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="68"/>
        <source>The letters every answer of the set has in the same place</source>
        <translation>Die Buchstaben, die jede Lösung der Menge an derselben Stelle hat</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="77"/>
        <source>Every set of answers that no strategy finds within K guesses: whichever guess comes first, some of them stay alike</source>
        <translation>Jede Menge von Lösungen, die keine Strategie in K Versuchen findet: welcher Versuch auch zuerst kommt, einige davon bleiben gleich</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="130"/>
        <source>Can any N of the %1 answers be found within K guesses? Choose N and K and check.</source>
        <translation>Lassen sich beliebige N der %1 Lösungen in K Versuchen finden? N und K wählen und prüfen.</translation>
    </message>
    <message>
        <source>Every set of answers that no two guesses can tell apart: whichever guess comes first, two of them stay alike</source>
        <translation type="vanished">Jede Menge von Lösungen, die keine zwei Versuche unterscheiden: welcher Versuch auch zuerst kommt, zwei davon bleiben gleich</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="107"/>
        <source>Stopped after %1 s.</source>
        <translation>Nach %1 s angehalten.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="123"/>
        <source>Sets of answers are checked for Wordle-like word games.</source>
        <translation>Mengen von Lösungen werden für Wordle-artige Wortspiele geprüft.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/anysetview.cpp" line="126"/>
        <source>%n answers are not in the guess list: add them to check sets of answers.</source>
        <translation>
            <numerusform>%n Lösung steht nicht in der Rateliste: ergänzen Sie sie, um Mengen von Lösungen zu prüfen.</numerusform>
            <numerusform>%n Lösungen stehen nicht in der Rateliste: ergänzen Sie sie, um Mengen von Lösungen zu prüfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can any N of the %1 answers be found within two guesses? Choose N and check.</source>
        <translation type="vanished">Lassen sich beliebige N der %1 Lösungen in zwei Versuchen finden? N wählen und prüfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="147"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="165"/>
        <source>&lt;b&gt;Every %1 of the %2 answers can be found within %3 guesses&lt;/b&gt; · proven</source>
        <translation>&lt;b&gt;Je %1 der %2 Lösungen lassen sich in %3 Versuchen finden&lt;/b&gt; · bewiesen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/anysetview.cpp" line="171"/>
        <source>&lt;b&gt;%n sets of %1 answers cannot be found within %2 guesses&lt;/b&gt; · proven, every such set is listed</source>
        <translation>
            <numerusform>&lt;b&gt;%n Menge aus %1 Lösungen lässt sich nicht in %2 Versuchen finden&lt;/b&gt; · bewiesen, jede solche Menge ist aufgeführt</numerusform>
            <numerusform>&lt;b&gt;%n Mengen aus %1 Lösungen lassen sich nicht in %2 Versuchen finden&lt;/b&gt; · bewiesen, jede solche Menge ist aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/anysetview.cpp" line="177"/>
        <source>Stopped: %n sets of %1 answers found that cannot be found within %2 guesses, not proven to be all</source>
        <translation>
            <numerusform>Angehalten: %n Menge aus %1 Lösungen gefunden, die sich nicht in %2 Versuchen finden lässt, ohne Beweis, dass es alle sind</numerusform>
            <numerusform>Angehalten: %n Mengen aus %1 Lösungen gefunden, die sich nicht in %2 Versuchen finden lassen, ohne Beweis, dass es alle sind</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AssistantPanel</name>
    <message>
        <source>S&amp;ubmit</source>
        <translation type="vanished">&amp;Eintragen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="79"/>
        <source>U&amp;ndo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="80"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>New &amp;game</source>
        <translation type="vanished">Neues &amp;Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="90"/>
        <source>Answers &amp;only</source>
        <translation>Nur &amp;Lösungen</translation>
    </message>
    <message>
        <source>. A guess the rule does not allow is refused, and only allowed guesses are suggested. In games other than words, hard and strict both ask for questions that could be the secret.</source>
        <translation type="vanished">. Ein Versuch, den die Regel nicht erlaubt, wird abgelehnt, und nur erlaubte Versuche werden vorgeschlagen. In Spielen ohne Wörter verlangen Schwer und Streng beide Fragen, die das Geheimnis sein könnten.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="292"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="315"/>
        <source>your guess</source>
        <translation>Ihr Rateversuch</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="293"/>
        <source>The word you played</source>
        <translation>Das gespielte Wort</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="102"/>
        <source>e.g. BGYBB</source>
        <translation>z. B. BGYBB</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="297"/>
        <source>Play this guess with this feedback (Enter)</source>
        <translation>Diesen Versuch mit dieser Rückmeldung eintragen (Eingabe)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="118"/>
        <source>Take the last step back (%1)</source>
        <translation>Den letzten Schritt zurücknehmen (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="120"/>
        <source>Play the undone step again (%1)</source>
        <translation>Den zurückgenommenen Schritt wiederholen (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="121"/>
        <source>Forget every step and start again</source>
        <translation>Alle Schritte vergessen und neu beginnen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="73"/>
        <source>F&amp;eedback:</source>
        <translation>Rück&amp;meldung:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="379"/>
        <source>Type the word you played first.</source>
        <translation>Zuerst das gespielte Wort eingeben.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="133"/>
        <source>Suggest only guesses that may be the answer</source>
        <translation>Nur Versuche vorschlagen, die die Lösung sein können</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="78"/>
        <source>Su&amp;bmit</source>
        <translation>Ei&amp;ntragen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="81"/>
        <source>Ne&amp;w game</source>
        <translation>Ne&amp;ues Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="99"/>
        <source>The answer the game gave; only answers still possible are offered</source>
        <translation>Die Antwort des Spiels; nur noch mögliche Antworten stehen zur Wahl</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="104"/>
        <source>The feedback as text: G green, Y yellow, B grey; or 2 green, 1 yellow, 0 grey</source>
        <translation>Die Rückmeldung als Text: G grün, Y gelb (yellow), B grau (black); oder 2 grün, 1 gelb, 0 grau</translation>
    </message>
    <message>
        <source>. A guess the rule does not allow is refused, and only allowed guesses are suggested.</source>
        <translation type="vanished">. Ein Versuch, den die Regel nicht erlaubt, wird abgelehnt, und nur erlaubte Versuche werden vorgeschlagen.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="138"/>
        <source>The steps played so far</source>
        <translation>Die bisher gespielten Schritte</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="300"/>
        <source>Double-click a word to play it</source>
        <translation>Doppelklick auf ein Wort spielt es</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="324"/>
        <source>The exact number of further guesses the best strategy needs on average, over the answers still possible, for the best guesses by entropy (column Exact)</source>
        <translation>Die genaue Zahl weiterer Versuche, die die beste Strategie im Mittel über die noch möglichen Lösungen braucht, für die besten Versuche nach Entropie (Spalte Genau)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="308"/>
        <source>Double-click a guess to play it</source>
        <translation>Doppelklick auf einen Versuch spielt ihn</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="290"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="314"/>
        <source>G&amp;uess:</source>
        <translation>&amp;Versuch:</translation>
    </message>
    <message>
        <source>&amp;Feedback:</source>
        <translation type="vanished">&amp;Rückmeldung:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="159"/>
        <source>or t&amp;ype:</source>
        <translation>oder &amp;tippen:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="189"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="290"/>
        <source>&amp;Question:</source>
        <translation>&amp;Frage:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="292"/>
        <source>a question</source>
        <translation>eine Frage</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="294"/>
        <source>The question you asked, as the Openers table writes it</source>
        <translation>Die gestellte Frage, so geschrieben wie in der Eröffnungstabelle</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="298"/>
        <source>Play this question with this feedback (Enter)</source>
        <translation>Diese Frage mit dieser Rückmeldung spielen (Eingabe)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="299"/>
        <source>Possible answers</source>
        <translation>Mögliche Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="299"/>
        <source>Possible secrets</source>
        <translation>Mögliche Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="301"/>
        <source>Double-click a secret to ask it, where questions name secrets</source>
        <translation>Doppelklick auf ein Geheimnis fragt es, wo Fragen Geheimnisse nennen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="303"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="317"/>
        <source>Best next guesses</source>
        <translation>Beste nächste Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="303"/>
        <source>Best next questions</source>
        <translation>Beste nächste Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="306"/>
        <source>. A step the rule does not allow is refused, and only allowed questions are suggested.</source>
        <translation>. Ein Schritt, den die Regel nicht erlaubt, wird abgelehnt, und nur erlaubte Fragen werden vorgeschlagen.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="309"/>
        <source>Double-click a question to ask it</source>
        <translation>Doppelklick auf eine Frage stellt sie</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="316"/>
        <source>Words the game may keep</source>
        <translation>Wörter, die das Spiel behalten kann</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="326"/>
        <source>The exact number of further questions the best strategy needs on average, over the secrets still possible, this question included</source>
        <translation>Die genaue Zahl weiterer Fragen, die die beste Strategie im Durchschnitt über die noch möglichen Geheimnisse braucht, diese Frage eingeschlossen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="350"/>
        <source>The game answers %1, not %2.</source>
        <translation>Das Spiel antwortet %1, nicht %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="366"/>
        <source>No possible secret answers %1 with &quot;%2&quot;.</source>
        <translation>Kein mögliches Geheimnis beantwortet %1 mit „%2“.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="380"/>
        <source>Type the question you asked first.</source>
        <translation>Geben Sie zuerst die gestellte Frage ein.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="423"/>
        <source>Set the tiles to the colours the game showed for %1, then submit.</source>
        <translation>Die Felder auf die Farben setzen, die das Spiel für %1 zeigte, dann eintragen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="427"/>
        <source>This feedback would leave %n possible answers.</source>
        <translation>
            <numerusform>Diese Rückmeldung ließe %n mögliche Lösung übrig.</numerusform>
            <numerusform>Diese Rückmeldung ließe %n mögliche Lösungen übrig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="441"/>
        <source>%1 is not in the opening book: its exact value follows once it is played.</source>
        <translation>%1 steht nicht im Eröffnungsbuch: Sein genauer Wert folgt, sobald er gespielt ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="447"/>
        <source>Opening with %1: %2 guesses on average with best play after it (exact, from the opening book).</source>
        <translation>Eröffnung mit %1: im Mittel %2 Versuche bei bestem Spiel danach (genau, aus dem Eröffnungsbuch).</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="449"/>
        <source>Opening with %1: at least %2 guesses on average (a bound from the opening book).</source>
        <translation>Eröffnung mit %1: im Mittel mindestens %2 Versuche (eine Schranke aus dem Eröffnungsbuch).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="479"/>
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (%n übrig)</numerusform>
            <numerusform>%1 (%n übrig)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="491"/>
        <source>The game answers %1, keeping %n words: submit to play it.</source>
        <translation>
            <numerusform>Das Spiel antwortet %1 und behält %n Wort: tragen Sie den Schritt ein, um ihn zu spielen.</numerusform>
            <numerusform>Das Spiel antwortet %1 und behält %n Wörter: tragen Sie den Schritt ein, um ihn zu spielen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="498"/>
        <source>Choose the feedback the game gave, then submit.</source>
        <translation>Wählen Sie die Rückmeldung des Spiels und tragen Sie sie ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="598"/>
        <source>The game you left is back (%n steps); New game starts afresh.</source>
        <translation>
            <numerusform>Ihr verlassenes Spiel ist zurück (%n Schritt); Neues Spiel beginnt von vorn.</numerusform>
            <numerusform>Ihr verlassenes Spiel ist zurück (%n Schritte); Neues Spiel beginnt von vorn.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="631"/>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="632"/>
        <source>%n left</source>
        <translation>
            <numerusform>%n übrig</numerusform>
            <numerusform>%n übrig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="637"/>
        <source>No lists loaded.</source>
        <translation>Keine Listen geladen.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="639"/>
        <source>No answer fits step %1: undo it or check its feedback.</source>
        <translation>Keine Lösung passt zu Schritt %1: zurücknehmen oder Rückmeldung prüfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="640"/>
        <source>No secret fits step %1: undo it.</source>
        <translation>Kein Geheimnis passt zu Schritt %1: nimm ihn zurück.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="645"/>
        <source>Solved in %n guesses.</source>
        <translation>
            <numerusform>Gelöst mit %n Versuch.</numerusform>
            <numerusform>Gelöst mit %n Versuchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="646"/>
        <source>Solved in %n questions: %1.</source>
        <translation>
            <numerusform>Gelöst mit %n Frage: %1.</numerusform>
            <numerusform>Gelöst mit %n Fragen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="649"/>
        <source>Only one answer is left: %1.</source>
        <translation>Nur eine Lösung bleibt: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="650"/>
        <source>Only one secret is left: %1.</source>
        <translation>Nur ein Geheimnis ist übrig: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="655"/>
        <source>Type a guess or double-click a suggestion: the game answers it.</source>
        <translation>Tippen Sie einen Versuch oder doppelklicken Sie einen Vorschlag: das Spiel antwortet darauf.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="657"/>
        <source>Type a question or double-click a suggestion.</source>
        <translation>Tippen Sie eine Frage oder doppelklicken Sie einen Vorschlag.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="689"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="689"/>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="694"/>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="697"/>
        <source>Working out the fewest guesses that force a win…</source>
        <translation>Die wenigsten Versuche, die einen Sieg erzwingen, werden berechnet…</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="699"/>
        <source>Reading the exact values from the opening book…</source>
        <translation>Die genauen Werte werden aus dem Eröffnungsbuch gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="700"/>
        <source>Working out the exact values of the best %n guesses…</source>
        <translation>
            <numerusform>Der genaue Wert des besten Versuchs wird berechnet…</numerusform>
            <numerusform>Die genauen Werte der besten %n Versuche werden berechnet…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="703"/>
        <source>Working out the exact values of the best %n questions…</source>
        <translation>
            <numerusform>Der genaue Wert der besten %n Frage wird berechnet…</numerusform>
            <numerusform>Die genauen Werte der besten %n Fragen werden berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="710"/>
        <source>Exact values under the prior follow once a step is played (the opening book holds the values without it).</source>
        <translation>Genaue Werte unter der Vorverteilung folgen nach dem ersten Schritt (das Eröffnungsbuch enthält die Werte ohne sie).</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="712"/>
        <source>Exact values follow once a step is played (the opening book has no table for these lists in this mode).</source>
        <translation>Genaue Werte folgen, sobald ein Schritt gespielt ist (das Eröffnungsbuch hat für diese Listen in diesem Modus keine Tabelle).</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="714"/>
        <source>Exact values follow once a step is played.</source>
        <translation>Genaue Werte folgen, sobald ein Schritt gespielt ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="723"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="770"/>
        <source>Exact values: stopped.</source>
        <translation>Genaue Werte: angehalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="727"/>
        <source>No win can be forced within %n guesses from here (proven).</source>
        <translation>
            <numerusform>Von hier lässt sich kein Sieg in höchstens %n Versuch erzwingen (bewiesen).</numerusform>
            <numerusform>Von hier lässt sich kein Sieg in höchstens %n Versuchen erzwingen (bewiesen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="739"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="745"/>
        <source>Best play forces a win in %1 guesses (proven: not in fewer), for example %2.</source>
        <translation>Bestes Spiel erzwingt einen Sieg in %1 Versuchen (bewiesen: nicht in weniger), zum Beispiel %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="748"/>
        <source>Best play from here forces a win in %1 more guesses (proven), with %n guesses: %2. For example %3.</source>
        <translation>
            <numerusform>Bestes Spiel erzwingt von hier einen Sieg in %1 weiteren Versuchen (bewiesen), mit %n Versuch: %2. Zum Beispiel %3.</numerusform>
            <numerusform>Bestes Spiel erzwingt von hier einen Sieg in %1 weiteren Versuchen (bewiesen), mit %n Versuchen: %2. Zum Beispiel %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="782"/>
        <source>Best play: %1 guesses on average, starting with %2 (exact, the best of every guess). From the opening book, which holds %n exact openers: see the Exact column.</source>
        <translation>
            <numerusform>Bestes Spiel: im Mittel %1 Versuche, beginnend mit %2 (genau, der beste aller Versuche). Aus dem Eröffnungsbuch, das %n genauen Eröffnungszug enthält: siehe Spalte Genau.</numerusform>
            <numerusform>Bestes Spiel: im Mittel %1 Versuche, beginnend mit %2 (genau, der beste aller Versuche). Aus dem Eröffnungsbuch, das %n genaue Eröffnungszüge enthält: siehe Spalte Genau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="786"/>
        <source>Best of the %n openers in the opening book: %1 guesses on average, starting with %2 (exact; the book does not prove it the best of all).</source>
        <translation>
            <numerusform>Bester des %n Eröffnungszugs im Eröffnungsbuch: im Mittel %1 Versuche, beginnend mit %2 (genau; das Buch beweist nicht, dass er der beste aller ist).</numerusform>
            <numerusform>Bester der %n Eröffnungszüge im Eröffnungsbuch: im Mittel %1 Versuche, beginnend mit %2 (genau; das Buch beweist nicht, dass er der beste aller ist).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="795"/>
        <source>Best play from here: %1 more guesses expected under the prior, starting with %2 (exact)</source>
        <translation>Bestes Spiel von hier: unter der Vorverteilung %1 weitere Versuche erwartet, beginnend mit %2 (genau)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="797"/>
        <source>Best play from here: %1 more guesses on average, starting with %2 (exact)</source>
        <translation>Bestes Spiel von hier: im Mittel %1 weitere Versuche, beginnend mit %2 (genau)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="798"/>
        <source>Best play from here: %1 more questions on average, starting with %2 (exact)</source>
        <translation>Bestes Spiel ab hier: im Durchschnitt %1 weitere Fragen, beginnend mit %2 (genau)</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::BackgroundRead</name>
    <message>
        <location filename="../src/gui/common/backgroundread.cpp" line="22"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/common/backgroundread.cpp" line="26"/>
        <source>Reading a file</source>
        <translation>Datei wird gelesen</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::BoardsReviewModel</name>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="64"/>
        <source>It names a board&apos;s one answer left: every game must play it once.</source>
        <translation>Er nennt die einzige übrige Lösung eines Bretts: jedes Spiel muss ihn einmal spielen.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="89"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="91"/>
        <source>Guess</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="93"/>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="95"/>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="97"/>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="99"/>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="101"/>
        <source>Best bits</source>
        <translation>Bits des besten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="103"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="105"/>
        <source>Received</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="110"/>
        <source>Each board&apos;s feedback, board 1 first (– for a board solved before)</source>
        <translation>Die Rückmeldung jedes Bretts, Brett 1 zuerst (– für ein vorher gelöstes Brett)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="112"/>
        <source>The answers each board has left after the move (✓: solved by it)</source>
        <translation>Die Lösungen, die jedem Brett nach dem Zug bleiben (✓: durch ihn gelöst)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="114"/>
        <source>What the guess was worth: the sum of the open boards&apos; entropies</source>
        <translation>Was der Versuch wert war: die Summe der Entropien der offenen Bretter</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="116"/>
        <source>The guess with the most bits there (the entropy player&apos;s choice)</source>
        <translation>Der Versuch mit den meisten Bits dort (die Wahl des Entropie-Spielers)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="118"/>
        <source>The best guess&apos;s bits over the same boards</source>
        <translation>Die Bits des besten Versuchs über dieselben Bretter</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="120"/>
        <source>Best bits less the guess&apos;s bits (nothing for a guess that names a board&apos;s one answer left)</source>
        <translation>Bits des besten weniger die Bits des Versuchs (nichts für einen Versuch, der die einzige übrige Lösung eines Bretts nennt)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="124"/>
        <source>What the feedback gave: over the open boards, log2 of the answers before over those after</source>
        <translation>Was die Rückmeldung gab: über die offenen Bretter log2 der Lösungen davor durch die danach</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::BoardsView</name>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="60"/>
        <source>Su&amp;bmit</source>
        <translation>Ei&amp;ntragen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="61"/>
        <source>U&amp;ndo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="62"/>
        <source>Ne&amp;w game</source>
        <translation>Ne&amp;ues Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="63"/>
        <source>Shared ga&amp;me…</source>
        <translation>Geteiltes Spie&amp;l…</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="68"/>
        <source>Best guesses over the boards</source>
        <translation>Beste Versuche über die Bretter</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="72"/>
        <source>your guess</source>
        <translation>Ihr Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="73"/>
        <source>The word you played on every open board</source>
        <translation>Das Wort, das Sie auf allen offenen Brettern gespielt haben</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="76"/>
        <source>BBYGB GGBBB … one per board</source>
        <translation>BBYGB GGBBB … eines je Brett</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="78"/>
        <source>The feedback of each board, in board order, separated by spaces: G green, Y yellow, B grey. A board already solved takes -, or leave it out and give only the open boards&apos;.</source>
        <translation>Die Rückmeldung jedes Bretts in Brettreihenfolge, durch Leerzeichen getrennt: G grün, Y gelb, B grau. Ein schon gelöstes Brett bekommt -, oder lassen Sie es weg und geben nur die der offenen Bretter an.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="83"/>
        <source>G&amp;uess:</source>
        <translation>&amp;Versuch:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="85"/>
        <source>F&amp;eedback per board:</source>
        <translation>Rück&amp;meldung je Brett:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="87"/>
        <source>Play this guess with this feedback on every open board (Enter)</source>
        <translation>Diesen Versuch mit dieser Rückmeldung auf allen offenen Brettern spielen (Eingabe)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="88"/>
        <source>Take back the last guess</source>
        <translation>Den letzten Versuch zurücknehmen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="89"/>
        <source>Start again with every board open</source>
        <translation>Von vorn, mit allen Brettern offen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="91"/>
        <source>Paste the grid the game shares, with the guesses typed under it: the game is played from the start</source>
        <translation>Das Raster einfügen, das das Spiel teilt, mit den Versuchen darunter: das Spiel wird vom Anfang an gespielt</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="111"/>
        <source>One row of tiles per board, and the answers it has left</source>
        <translation>Eine Reihe Kacheln je Brett und die Lösungen, die ihm bleiben</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="112"/>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>Guess</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>Most left</source>
        <translation>Höchstens übrig</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>May solve</source>
        <translation>Kann lösen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="120"/>
        <source>Information over the open boards: the sum of each board&apos;s entropy, in bits</source>
        <translation>Information über die offenen Bretter: die Summe der Entropien der Bretter, in Bit</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="122"/>
        <source>The most answers the open boards can keep after it: the sum of their largest classes</source>
        <translation>Die meisten Lösungen, die den offenen Brettern danach bleiben können: die Summe ihrer größten Klassen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="123"/>
        <source>Open boards whose answer it may be</source>
        <translation>Offene Bretter, deren Lösung es sein kann</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="127"/>
        <source>Double-click a guess to play it</source>
        <translation>Doppelklick auf einen Versuch spielt ihn</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="130"/>
        <source>Best next guesses</source>
        <translation>Beste nächste Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="193"/>
        <source>A shared game</source>
        <translation>Ein geteiltes Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="194"/>
        <source>The grid the game shares, with the guesses played typed under it, in order:</source>
        <translation>Das Raster, das das Spiel teilt, mit den gespielten Versuchen darunter, der Reihe nach:</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="209"/>
        <source>No grid of squares in the text: paste the game as it is shared, with the guesses typed under it.</source>
        <translation>Kein Raster aus Quadraten im Text: fügen Sie das Spiel so ein, wie es geteilt wird, mit den Versuchen darunter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="220"/>
        <source>%n guesses read from the shared game.</source>
        <translation>
            <numerusform>%n Versuch aus dem geteilten Spiel gelesen.</numerusform>
            <numerusform>%n Versuche aus dem geteilten Spiel gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="224"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the guess list.</source>
        <translation type="vanished">„%1“ steht nicht in der Rateliste.</translation>
    </message>
    <message>
        <source>Every board is solved: start a new game.</source>
        <translation type="vanished">Alle Bretter sind gelöst: starten Sie ein neues Spiel.</translation>
    </message>
    <message>
        <source>%1 patterns typed: give one per board (%2).</source>
        <translation type="vanished">%1 Muster eingegeben: geben Sie eines je Brett (%2) an.</translation>
    </message>
    <message>
        <source>%1 patterns typed: give one per board (%2), or one per open board (%3).</source>
        <translation type="vanished">%1 Muster eingegeben: geben Sie eines je Brett (%2) oder je offenem Brett (%3) an.</translation>
    </message>
    <message>
        <source>Board %1: &apos;%2&apos; is not a pattern of %3 tiles (G, Y, B).</source>
        <translation type="vanished">Brett %1: „%2“ ist kein Muster aus %3 Kacheln (G, Y, B).</translation>
    </message>
    <message>
        <source>Board %1: no answer it has left gives %2 to %3.</source>
        <translation type="vanished">Brett %1: keine seiner übrigen Lösungen ergibt %2 für %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="294"/>
        <source>%1: %n boards, %2 guesses allowed. Type your guess, then each board&apos;s feedback in board order (G green, Y yellow, B grey; - for a board already solved).</source>
        <translation>
            <numerusform>%1: %n Brett, %2 Versuche erlaubt. Geben Sie Ihren Versuch ein, dann die Rückmeldung jedes Bretts in Brettreihenfolge (G grün, Y gelb, B grau; - für ein schon gelöstes Brett).</numerusform>
            <numerusform>%1: %n Bretter, %2 Versuche erlaubt. Geben Sie Ihren Versuch ein, dann die Rückmeldung jedes Bretts in Brettreihenfolge (G grün, Y gelb, B grau; - für ein schon gelöstes Brett).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="301"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="304"/>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="304"/>
        <source>Answers left</source>
        <translation>Übrige Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="333"/>
        <source>%1, solved at guess %2</source>
        <translation>%1, gelöst mit Versuch %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="340"/>
        <source>Won: every board solved in %n guesses.</source>
        <translation>
            <numerusform>Gewonnen: alle Bretter in %n Versuch gelöst.</numerusform>
            <numerusform>Gewonnen: alle Bretter in %n Versuchen gelöst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="341"/>
        <source>Every board solved in %1 guesses, past the limit of %2.</source>
        <translation>Alle Bretter in %1 Versuchen gelöst, über der Grenze von %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="346"/>
        <source>The %1 guesses allowed are used: %n boards still open.</source>
        <translation>
            <numerusform>Die %1 erlaubten Versuche sind verbraucht: %n Brett noch offen.</numerusform>
            <numerusform>Die %1 erlaubten Versuche sind verbraucht: %n Bretter noch offen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="355"/>
        <source>Every board is solved.</source>
        <translation>Alle Bretter sind gelöst.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="358"/>
        <source>Scoring every guess over the %n open boards…</source>
        <translation>
            <numerusform>Bewerte jeden Versuch über das %n offene Brett…</numerusform>
            <numerusform>Bewerte jeden Versuch über die %n offenen Bretter…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="384"/>
        <source>Most information over the %n open boards first; double-click one to play it.</source>
        <translation>
            <numerusform>Die meiste Information über das %n offene Brett zuerst; Doppelklick spielt einen Versuch.</numerusform>
            <numerusform>Die meiste Information über die %n offenen Bretter zuerst; Doppelklick spielt einen Versuch.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="391"/>
        <source>%1 (board %2)</source>
        <translation>%1 (Brett %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="395"/>
        <source>Known: %1.</source>
        <translation>Bekannt: %1.</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ChartStyle</name>
    <message>
        <location filename="../src/gui/common/chartstyle.cpp" line="255"/>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::EldrowModel</name>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="190"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="192"/>
        <source>%n guesses</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="197"/>
        <source>Every longest chain ending in %1</source>
        <translation>Jede längste Kette, die mit %1 endet</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="198"/>
        <source>The reported longest chains ending in %1</source>
        <translation>Die gemeldeten längsten Ketten, die mit %1 enden</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="221"/>
        <source>guess %1 of %2</source>
        <translation>Versuch %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="226"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="238"/>
        <source>Guess</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="240"/>
        <source>Against the target</source>
        <translation>Gegen das Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="242"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="244"/>
        <source>Longest chains</source>
        <translation>Längste Ketten</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::EldrowPanel</name>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="66"/>
        <source>Eldrow</source>
        <translation>Eldrow</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="71"/>
        <source>C&amp;ount chains</source>
        <translation>Ketten &amp;zählen</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="vanished">&amp;Suchen</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="73"/>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="78"/>
        <source>E&amp;xpand all below</source>
        <translation>Alles darunter auf&amp;klappen</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="83"/>
        <source>Longest chain ending in a target</source>
        <translation>Längste Kette, die mit einem Ziel endet</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="84"/>
        <source>Longest chain from a start word</source>
        <translation>Längste Kette ab einem Startwort</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="85"/>
        <source>Longest chain of all (every target)</source>
        <translation>Längste Kette überhaupt (jedes Ziel)</translation>
    </message>
    <message>
        <source>Which longest hard-mode game to find, over the answer list</source>
        <translation type="vanished">Welches längste Spiel im schweren Modus gesucht wird, über der Lösungsliste</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="87"/>
        <source>a word of the answer list</source>
        <translation>ein Wort der Lösungsliste</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="91"/>
        <source>Chains: </source>
        <translation>Ketten: </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="92"/>
        <source>How many longest chains to report where no full tree is kept</source>
        <translation>Wie viele längste Ketten gemeldet werden, wo kein vollständiger Baum bleibt</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="95"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="96"/>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="98"/>
        <source>Stop each target&apos;s search after this long with the best found, not proven</source>
        <translation>Die Suche je Ziel nach dieser Zeit mit dem besten Fund beenden, unbewiesen</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="99"/>
        <source>Count every chain of the longest length (takes longer)</source>
        <translation>Jede Kette der größten Länge zählen (dauert länger)</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="101"/>
        <source>Stop the search and keep the longest chain found so far</source>
        <translation>Die Suche anhalten und die bisher längste Kette behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="124"/>
        <source>Each level a guess, its tiles against the target; expand a guess to see the next ones that still reach the longest length</source>
        <translation>Jede Ebene ein Versuch, seine Kacheln gegen das Ziel; ein Versuch klappt die nächsten auf, die noch die größte Länge erreichen</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="128"/>
        <source>Open every row below the selected one (up to %L1 rows)</source>
        <translation>Jede Zeile unter der gewählten aufklappen (bis zu %L1 Zeilen)</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="130"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="130"/>
        <source>Against the target</source>
        <translation>Gegen das Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="142"/>
        <source>One whole longest chain through the selected row, down to the target: every guess with its tiles against the target</source>
        <translation>Eine ganze längste Kette durch die gewählte Zeile bis zum Ziel: jeder Rateversuch mit seinen Feldern gegen das Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="145"/>
        <source>Longest chain of every target</source>
        <translation>Längste Kette jedes Ziels</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="147"/>
        <source>longest chain (guesses)</source>
        <translation>längste Kette (Versuche)</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="149"/>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="450"/>
        <source>targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="vanished">&amp;Suchen:</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="154"/>
        <source>&amp;Word:</source>
        <translation>&amp;Wort:</translation>
    </message>
    <message>
        <source>The selected chain in full:</source>
        <translation type="vanished">Die gewählte Kette ganz:</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="212"/>
        <source>Stopped after %1 s: the longest chain found so far is shown, not proven longest.</source>
        <translation>Nach %1 s angehalten: gezeigt wird die bisher längste Kette, nicht als längste bewiesen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="243"/>
        <source>Over the %n answers of the current list.</source>
        <translation>
            <numerusform>Über der %n Lösung der aktuellen Liste.</numerusform>
            <numerusform>Über den %n Lösungen der aktuellen Liste.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="246"/>
        <source>Eldrow needs a word list of words of up to 5 letters.</source>
        <translation>Eldrow braucht eine Liste von Wörtern mit bis zu 5 Buchstaben.</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="247"/>
        <source>Eldrow is played on one Wordle board: choose Game → Wordle-like.</source>
        <translation>Eldrow wird auf einem Wordle-Brett gespielt: wählen Sie Spiel → Wordle-artig.</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="284"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="345"/>
        <source>%1 of %2 targets searched</source>
        <translation>%1 von %2 Zielen durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="347"/>
        <source>Every one of %1 targets searched</source>
        <translation>Alle %1 Ziele durchsucht</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="349"/>
        <source> · longest so far %n guesses</source>
        <translation>
            <numerusform> · längste bisher %n Rateversuch</numerusform>
            <numerusform> · längste bisher %n Rateversuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="350"/>
        <source> · longest %n guesses</source>
        <translation>
            <numerusform> · längste %n Rateversuch</numerusform>
            <numerusform> · längste %n Rateversuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="351"/>
        <source>, reached by %n targets</source>
        <translation>
            <numerusform>, erreicht von %n Ziel</numerusform>
            <numerusform>, erreicht von %n Zielen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="367"/>
        <source>&lt;b&gt;Stopped before any target was searched to its end.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Angehalten, bevor ein Ziel zu Ende durchsucht war.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="369"/>
        <source>&lt;b&gt;Longest found: %n guesses&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Längste gefundene: %n Rateversuch&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Längste gefundene: %n Rateversuche&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="372"/>
        <source>&lt;b&gt;Longest: %n guesses&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Am längsten: %n Versuch&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Am längsten: %n Versuche&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="373"/>
        <source> · proven</source>
        <translation> · bewiesen</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="397"/>
        <source>guess %1 of %2</source>
        <translation>Rateversuch %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="404"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="412"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="412"/>
        <source>Longest chain (guesses)</source>
        <translation>Längste Kette (Rateversuche)</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="439"/>
        <source>Opened the first %L1 rows below the selected one.</source>
        <translation>Die ersten %L1 Zeilen unter der gewählten aufgeklappt.</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="463"/>
        <source>Filled in by a search over every target or from a start word</source>
        <translation>Füllt sich bei einer Suche über jedes Ziel oder ab einem Startwort</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="370"/>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="373"/>
        <source> · &lt;b&gt;not proven&lt;/b&gt; (stopped early)</source>
        <translation> · &lt;b&gt;nicht bewiesen&lt;/b&gt; (früh angehalten)</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="72"/>
        <source>Sea&amp;rch</source>
        <translation>Su&amp;chen</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="86"/>
        <source>Which longest strict-mode game to find, over the answer list</source>
        <translation>Welches längste Spiel im strengen Modus gesucht wird, über der Lösungsliste</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="152"/>
        <source>F&amp;ind:</source>
        <translation>&amp;Finden:</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="178"/>
        <source>The selected chain</source>
        <translation>Die gewählte Kette</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="179"/>
        <source>Every target&apos;s longest</source>
        <translation>Längste je Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="375"/>
        <source> · %1 chains of that length</source>
        <translation> · %1 Ketten dieser Länge</translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="376"/>
        <source> · %1 pools searched</source>
        <translation> · %1 Mengen durchsucht</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::FeedbackEditor</name>
    <message>
        <source>Click a tile, or press its number, to cycle grey → yellow → green.
Left/Right move between tiles, Space cycles the current one.
An outlined tile is not set yet.</source>
        <translation type="vanished">Ein Feld anklicken oder seine Nummer drücken, um grau → gelb → grün zu wechseln.
Links/Rechts wechseln das Feld, die Leertaste schaltet das aktuelle weiter.
Ein nur umrandetes Feld ist noch nicht gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/feedbackeditor.cpp" line="31"/>
        <source>Type G, Y or B (green, yellow, grey) for each tile in turn; Backspace goes back.
Click a tile, or press its number, to cycle grey → yellow → green.
Left/Right move between tiles, Space cycles the current one, Enter submits.
An outlined tile is not set yet.</source>
        <translation>G, Y oder B (grün, gelb, grau) für jedes Feld der Reihe nach tippen; Rücktaste geht zurück.
Ein Feld anklicken oder seine Nummer drücken, um grau → gelb → grün durchzuschalten.
Links/Rechts wechseln das Feld, Leertaste schaltet das aktuelle weiter, Eingabe trägt ein.
Ein umrandetes Feld ist noch nicht gesetzt.</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GameDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="76"/>
        <source>%1: %n boards of %2 answers each, %3 guesses allowed.</source>
        <translation>
            <numerusform>%1: %n Brett mit je %2 Lösungen, %3 Versuche erlaubt.</numerusform>
            <numerusform>%1: %n Bretter mit je %2 Lösungen, %3 Versuche erlaubt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="83"/>
        <source>%1 words the game may keep, %2 guesses.</source>
        <translation>%1 Wörter kann das Spiel behalten; %2 Versuche sind erlaubt.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="91"/>
        <source>%1 possible secrets.</source>
        <translation>%1 mögliche Geheimnisse.</translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="92"/>
        <source> Ranking its questions will take a while.</source>
        <translation> Das Bewerten der Fragen dauert eine Weile.</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GamePlayPanel</name>
    <message>
        <source>S&amp;ubmit</source>
        <translation type="vanished">&amp;Eintragen</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation type="vanished">&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="vanished">&amp;Wiederholen</translation>
    </message>
    <message>
        <source>New &amp;game</source>
        <translation type="vanished">Neues &amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Hard mode</source>
        <translation type="vanished">&amp;Schwerer Modus</translation>
    </message>
    <message>
        <source>The question you asked, as the Openers table writes it</source>
        <translation type="vanished">Die gestellte Frage, so geschrieben wie in der Eröffnungstabelle</translation>
    </message>
    <message>
        <source>The answer the game gave; only answers still possible are offered</source>
        <translation type="vanished">Die Antwort des Spiels; nur noch mögliche Antworten stehen zur Wahl</translation>
    </message>
    <message>
        <source>Play this question with this feedback (Enter)</source>
        <translation type="vanished">Diese Frage mit dieser Rückmeldung spielen (Eingabe)</translation>
    </message>
    <message>
        <source>Take the last step back</source>
        <translation type="vanished">Den letzten Schritt zurücknehmen</translation>
    </message>
    <message>
        <source>Play the undone step again</source>
        <translation type="vanished">Den zurückgenommenen Schritt wieder spielen</translation>
    </message>
    <message>
        <source>Forget every step and start again</source>
        <translation type="vanished">Alle Schritte vergessen und neu beginnen</translation>
    </message>
    <message>
        <source>Suggest only questions that may be the secret (codes)</source>
        <translation type="vanished">Nur Fragen vorschlagen, die das Geheimnis sein können (Codes)</translation>
    </message>
    <message>
        <source>The steps played so far</source>
        <translation type="vanished">Die bisher gespielten Schritte</translation>
    </message>
    <message>
        <source>Double-click a secret to ask it, where questions name secrets</source>
        <translation type="vanished">Doppelklick auf ein Geheimnis fragt es, wo Fragen Geheimnisse nennen</translation>
    </message>
    <message>
        <source>Double-click a question to ask it</source>
        <translation type="vanished">Doppelklick auf eine Frage stellt sie</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation type="vanished">&amp;Frage:</translation>
    </message>
    <message>
        <source>&amp;Feedback:</source>
        <translation type="vanished">&amp;Rückmeldung:</translation>
    </message>
    <message>
        <source>Su&amp;bmit</source>
        <translation type="vanished">Ei&amp;ntragen</translation>
    </message>
    <message>
        <source>Ne&amp;w game</source>
        <translation type="vanished">Ne&amp;ues Spiel</translation>
    </message>
    <message>
        <source>Hard &amp;mode</source>
        <translation type="vanished">Schwerer M&amp;odus</translation>
    </message>
    <message>
        <source>The exact number of further questions the best strategy needs on average, over the secrets still possible, this question included</source>
        <translation type="vanished">Die genaue Zahl weiterer Fragen, die die beste Strategie im Durchschnitt über die noch möglichen Geheimnisse braucht, diese Frage eingeschlossen</translation>
    </message>
    <message>
        <source>F&amp;eedback:</source>
        <translation type="vanished">Rück&amp;meldung:</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="vanished">Schritte</translation>
    </message>
    <message>
        <source>Possible secrets</source>
        <translation type="vanished">Mögliche Geheimnisse</translation>
    </message>
    <message>
        <source>Best next questions</source>
        <translation type="vanished">Beste nächste Fragen</translation>
    </message>
    <message>
        <source>No possible secret answers %1 with &quot;%2&quot;.</source>
        <translation type="vanished">Kein mögliches Geheimnis beantwortet %1 mit „%2“.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation type="vanished">
            <numerusform>%1 (%n übrig)</numerusform>
            <numerusform>%1 (%n übrig)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the feedback the game gave, then submit.</source>
        <translation type="vanished">Wähle die Rückmeldung des Spiels und trage sie ein.</translation>
    </message>
    <message>
        <source>a question</source>
        <translation type="vanished">eine Frage</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation type="vanished">z. B. %1</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation type="vanished">
            <numerusform>%n übrig</numerusform>
            <numerusform>%n übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>No secret fits step %1: undo it.</source>
        <translation type="vanished">Kein Geheimnis passt zu Schritt %1: nimm ihn zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n questions: %1.</source>
        <translation type="vanished">
            <numerusform>Gelöst mit %n Frage: %1.</numerusform>
            <numerusform>Gelöst mit %n Fragen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a question or double-click a suggestion.</source>
        <translation type="vanished">Tippe eine Frage oder doppelklicke einen Vorschlag.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="vanished">Frage</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="vanished">Geheimnis</translation>
    </message>
    <message numerus="yes">
        <source>Working out the exact values of the best %n questions…</source>
        <translation type="vanished">
            <numerusform>Der genaue Wert der besten %n Frage wird berechnet…</numerusform>
            <numerusform>Die genauen Werte der besten %n Fragen werden berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact values follow once a step is played.</source>
        <translation type="vanished">Genaue Werte folgen, sobald ein Schritt gespielt ist.</translation>
    </message>
    <message>
        <source>Exact values: stopped.</source>
        <translation type="vanished">Genaue Werte: angehalten.</translation>
    </message>
    <message>
        <source>Best play from here: %1 more questions on average, starting with %2 (exact)</source>
        <translation type="vanished">Bestes Spiel ab hier: im Durchschnitt %1 weitere Fragen, beginnend mit %2 (genau)</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GameStrategyModel</name>
    <message numerus="yes">
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="102"/>
        <source>found with %n</source>
        <translation>
            <numerusform>gefunden mit %n</numerusform>
            <numerusform>gefunden mit %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="103"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="113"/>
        <source>Found with question %1</source>
        <translation>Gefunden mit Frage %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="114"/>
        <source>%n secrets give this feedback; the strategy stops here</source>
        <translation>
            <numerusform>%n Geheimnis gibt diese Rückmeldung; die Strategie endet hier</numerusform>
            <numerusform>%n Geheimnisse geben diese Rückmeldung; die Strategie endet hier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="116"/>
        <source>%n secrets give this feedback; the strategy then asks %1</source>
        <translation>
            <numerusform>%n Geheimnis gibt diese Rückmeldung; die Strategie fragt dann %1</numerusform>
            <numerusform>%n Geheimnisse geben diese Rückmeldung; die Strategie fragt dann %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="129"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="131"/>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="133"/>
        <source>Secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="135"/>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="137"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="139"/>
        <source>Then</source>
        <translation>Dann</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="144"/>
        <source>How many secrets give this feedback</source>
        <translation>Wie viele Geheimnisse diese Rückmeldung geben</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="146"/>
        <source>The questions those secrets take in all, from the first</source>
        <translation>Die Fragen, die diese Geheimnisse insgesamt brauchen, ab der ersten</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="148"/>
        <source>The questions those secrets take on average, from the first</source>
        <translation>Die Fragen, die diese Geheimnisse im Durchschnitt brauchen, ab der ersten</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="150"/>
        <source>The next question the strategy asks</source>
        <translation>Die nächste Frage der Strategie</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GuideWindow</name>
    <message>
        <location filename="../src/gui/dialogs/guidewindow.cpp" line="61"/>
        <source>guesslab user guide</source>
        <translation>guesslab-Benutzerhandbuch (auf Englisch)</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::JobStatusText</name>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="25"/>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="27"/>
        <source>about %1 min left</source>
        <translation>noch etwa %1 min</translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="28"/>
        <source>about %1 h left</source>
        <translation>noch etwa %1 h</translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="32"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="46"/>
        <source>%1: %2% · %3</source>
        <translation>%1: %2 % · %3</translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="47"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="56"/>
        <source>Done in %1 s.</source>
        <translation>Fertig in %1 s.</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::MainWindow</name>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="121"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="126"/>
        <source>guesslab</source>
        <translation>guesslab</translation>
    </message>
    <message>
        <source>New here? Play a game in the Assistant below, or rank first guesses in the Openers above. Help → User guide (F1) explains every panel.</source>
        <translation type="vanished">Neu hier? Spielen Sie unten im Assistenten eine Partie, oder ordnen Sie oben in den Eröffnungen die ersten Versuche. Hilfe → Benutzerhandbuch (F1) erklärt jeden Bereich.</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="858"/>
        <source>Openers</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="860"/>
        <source>Partition</source>
        <translation>Zerlegung</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="862"/>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="864"/>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="866"/>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="868"/>
        <source>Eldrow</source>
        <translation>Eldrow</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="870"/>
        <source>Trees</source>
        <translation>Bäume</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="872"/>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="873"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="311"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="99"/>
        <source>%1, bundled</source>
        <translation>%1, mitgeliefert</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="178"/>
        <source>New here? Play a game in the Assistant (Ctrl+3) or rank openers (Ctrl+1). F1 opens the user guide.</source>
        <translation>Neu hier? Spielen Sie im Assistenten (Strg+3) oder bewerten Sie Eröffnungen (Strg+1). F1 öffnet das Benutzerhandbuch.</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="185"/>
        <source>New here? Assistant: Ctrl+3 · Openers: Ctrl+1 · Guide: F1</source>
        <translation>Neu hier? Assistent: Strg+3 · Eröffnungen: Strg+1 · Handbuch: F1</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="312"/>
        <source>Open &amp;answer list…</source>
        <translation>&amp;Lösungsliste öffnen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="313"/>
        <source>Open answer list</source>
        <translation>Lösungsliste öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="318"/>
        <source>Load the words that can be the solution</source>
        <translation>Die Wörter laden, die die Lösung sein können</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="319"/>
        <source>Open &amp;guess list…</source>
        <translation>&amp;Rateliste öffnen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="320"/>
        <source>Open guess list</source>
        <translation>Rateliste öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="325"/>
        <source>Load the words that may be played</source>
        <translation>Die Wörter laden, die gespielt werden dürfen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="326"/>
        <source>Open &amp;weights…</source>
        <translation>&amp;Gewichte öffnen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="328"/>
        <source>Open weights</source>
        <translation>Gewichte öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="332"/>
        <source>Load a prior over the answers: lines of &quot;word weight&quot;</source>
        <translation>Eine Vorverteilung über die Lösungen laden: Zeilen „Wort Gewicht“</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="333"/>
        <source>Open run re&amp;sults…</source>
        <translation>Ergebnisse eines Laufs ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="336"/>
        <source>Open run results</source>
        <translation>Ergebnisse eines Laufs öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="337"/>
        <source>Results files (*.jsonl *.json);;All files (*)</source>
        <translation>Ergebnisdateien (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="341"/>
        <source>Show the results file of a long command-line run (every opener&apos;s total, every Eldrow target)</source>
        <translation>Die Ergebnisdatei eines langen Kommandozeilen-Laufs zeigen (die Summe jedes Eröffnungszugs, jedes Eldrow-Ziel)</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="343"/>
        <source>&amp;Clear weights</source>
        <translation>Gewichte &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="344"/>
        <source>Treat every answer as equally likely</source>
        <translation>Jede Lösung als gleich wahrscheinlich behandeln</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="345"/>
        <source>&amp;Recent files</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="348"/>
        <source>Use &amp;bundled lists</source>
        <translation>&amp;Mitgelieferte Listen verwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="350"/>
        <source>The original Wordle lists: 2315 answers, 12972 guesses</source>
        <translation>Die ursprünglichen Wordle-Listen: 2315 Lösungen, 12972 Rateworte</translation>
    </message>
    <message>
        <source>Bundled &amp;answer list</source>
        <translation type="vanished">Mitgelieferte Lösungs&amp;liste</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="361"/>
        <source>&amp;Export table (CSV)</source>
        <translation>Tabelle e&amp;xportieren (CSV)</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="363"/>
        <source>&amp;Opener ranking…</source>
        <translation>&amp;Eröffnungsrangliste…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="364"/>
        <source>ranking</source>
        <translation>rangliste</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="366"/>
        <source>&amp;Partition classes…</source>
        <translation>&amp;Klassen der Zerlegung…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="367"/>
        <location filename="../src/gui/mainwindow.cpp" line="395"/>
        <source>partition</source>
        <translation>zerlegung</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="368"/>
        <source>&amp;Simulation results…</source>
        <translation>&amp;Simulationsergebnisse…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="369"/>
        <location filename="../src/gui/mainwindow.cpp" line="397"/>
        <source>simulation</source>
        <translation>simulation</translation>
    </message>
    <message>
        <source>Best &amp;pairs…</source>
        <translation type="vanished">Beste &amp;Paare…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="371"/>
        <location filename="../src/gui/mainwindow.cpp" line="399"/>
        <source>pairs</source>
        <translation>paare</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="372"/>
        <source>&amp;Best next guesses…</source>
        <translation>&amp;Beste nächste Versuche…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="373"/>
        <source>advice</source>
        <translation>vorschlaege</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="375"/>
        <source>Eldrow: the selected &amp;chain…</source>
        <translation>Eldrow: die gewählte Ke&amp;tte…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="376"/>
        <source>eldrow-chain</source>
        <translation>eldrow-kette</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="377"/>
        <source>Eldrow: every &amp;target&apos;s longest…</source>
        <translation>Eldrow: die längste &amp;jedes Ziels…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="379"/>
        <source>eldrow-targets</source>
        <translation>eldrow-ziele</translation>
    </message>
    <message>
        <source>&amp;Tree: every answer&apos;s guesses…</source>
        <translation type="vanished">&amp;Baum: die Rateversuche jeder Lösung…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="382"/>
        <source>tree-answers</source>
        <translation>baum-loesungen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="384"/>
        <source>Sets of answers &amp;no two guesses solve…</source>
        <translation>&amp;Mengen von Lösungen, die keine zwei Versuche lösen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="385"/>
        <source>answer-sets</source>
        <translation>loesungsmengen</translation>
    </message>
    <message>
        <source>Game &amp;review…</source>
        <translation type="vanished">Spiel-&amp;Rückblick…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="388"/>
        <location filename="../src/gui/mainwindow.cpp" line="408"/>
        <source>review</source>
        <translation>rueckblick</translation>
    </message>
    <message>
        <source>Export &amp;chart</source>
        <translation type="vanished">&amp;Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="390"/>
        <source>&amp;Best openers…</source>
        <translation>&amp;Beste Eröffnungen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="391"/>
        <source>openers</source>
        <translation>eroeffnungen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="392"/>
        <source>&amp;Entropy scatter…</source>
        <translation>&amp;Entropie-Streudiagramm…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="393"/>
        <source>scatter</source>
        <translation>streudiagramm</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="394"/>
        <source>&amp;Partition histogram…</source>
        <translation>&amp;Histogramm der Zerlegung…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="396"/>
        <source>&amp;Simulation histograms…</source>
        <translation>&amp;Simulationshistogramme…</translation>
    </message>
    <message>
        <source>Pair search &amp;bound…</source>
        <translation type="vanished">&amp;Schranke der Paarsuche…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="400"/>
        <source>&amp;Guesses per answer (tree)…</source>
        <translation>&amp;Versuche je Lösung (Baum)…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="401"/>
        <source>tree</source>
        <translation>baum</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="402"/>
        <source>&amp;Openers compared (trees)…</source>
        <translation>Eröffnungszüge im Ver&amp;gleich (Bäume)…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="403"/>
        <source>openers-compared</source>
        <translation>eroeffnungen-vergleich</translation>
    </message>
    <message>
        <source>&amp;Eldrow lengths…</source>
        <translation type="vanished">&amp;Eldrow-Längen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="406"/>
        <source>eldrow</source>
        <translation>eldrow</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="387"/>
        <location filename="../src/gui/mainwindow.cpp" line="407"/>
        <source>Game re&amp;view…</source>
        <translation>Spiel-Rückbl&amp;ick…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="351"/>
        <source>Bundled answer &amp;list</source>
        <translation>Mitgelieferte Lösungsl&amp;iste</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="370"/>
        <source>Best p&amp;airs…</source>
        <translation>Beste &amp;Paare…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="381"/>
        <source>T&amp;ree: every answer&apos;s guesses…</source>
        <translation>B&amp;aum: die Rateversuche jeder Lösung…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="389"/>
        <source>Export c&amp;hart</source>
        <translation>&amp;Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="398"/>
        <source>Pair search bou&amp;nd…</source>
        <translation>Sch&amp;ranke der Paarsuche…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="405"/>
        <source>E&amp;ldrow lengths…</source>
        <translation>E&amp;ldrow-Längen…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="410"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="413"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="415"/>
        <location filename="../src/gui/mainwindow.cpp" line="785"/>
        <source>&amp;Wordle-like</source>
        <translation>&amp;Wordle-artig</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="417"/>
        <source>Cannot reopen the word lists</source>
        <translation>Die Wortlisten lassen sich nicht wieder öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="421"/>
        <source>Words of any length; the length is taken from the answer list</source>
        <translation>Wörter beliebiger Länge; die Länge kommt aus der Lösungsliste</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="422"/>
        <location filename="../src/gui/mainwindow.cpp" line="788"/>
        <source>&amp;Nerdle…</source>
        <translation>&amp;Nerdle…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="424"/>
        <source>Nerdle</source>
        <translation>Nerdle</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="425"/>
        <source>Equation length (5 to 10):</source>
        <translation>Länge der Gleichung (5 bis 10):</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="432"/>
        <source>Arithmetic equations: every valid one is generated</source>
        <translation>Rechengleichungen: jede gültige wird erzeugt</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="446"/>
        <source>&amp;Simulate players…</source>
        <translation>Spieler s&amp;imulieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="449"/>
        <source>Players against every secret: this game, Mastermind, coins, binary search</source>
        <translation>Spieler gegen jedes Geheimnis: dieses Spiel, Mastermind, Münzen, binäre Suche</translation>
    </message>
    <message>
        <source>&amp;Eldrow: longest hard-mode games…</source>
        <translation type="vanished">&amp;Eldrow: längste Spiele im schweren Modus…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="452"/>
        <source>The longest chains of guesses each consistent with all feedback</source>
        <translation>Die längsten Ketten von Versuchen, jeder passend zu allen Rückmeldungen</translation>
    </message>
    <message>
        <source>Optimal &amp;trees…</source>
        <translation type="vanished">Optimale &amp;Bäume…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="455"/>
        <source>The strategies with the fewest guesses, exact, and strategy files</source>
        <translation>Die Strategien mit den wenigsten Versuchen, exakt, und Strategiedateien</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="vanished">&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="450"/>
        <source>&amp;Eldrow: longest strict-mode games…</source>
        <translation>&amp;Eldrow: längste Spiele im strengen Modus…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="453"/>
        <source>Optimal t&amp;rees…</source>
        <translation>Op&amp;timale Bäume…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="456"/>
        <source>New &amp;game</source>
        <translation>Ne&amp;ues Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="458"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="467"/>
        <source>Show this panel, bring it to the front and type into it</source>
        <translation>Diesen Bereich zeigen, nach vorn holen und dort tippen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="469"/>
        <source>&amp;Panels shown</source>
        <translation>&amp;Sichtbare Bereiche</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="473"/>
        <source>Arrange in t&amp;wo rows</source>
        <translation>In &amp;zwei Reihen anordnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="475"/>
        <source>The panels that choose a guess above, those that play a game below: for screens at least %1 pixels high</source>
        <translation>Oben die Bereiche, die einen Versuch wählen, unten die, die ein Spiel spielen: für Bildschirme ab %1 Pixel Höhe</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="479"/>
        <source>Arrange as &amp;tabs</source>
        <translation>Als &amp;Reiter anordnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="481"/>
        <source>Every panel in one set of tabs, with the window&apos;s whole height: for laptop screens</source>
        <translation>Alle Bereiche als Reiter, jeder mit der ganzen Fensterhöhe: für Laptop-Bildschirme</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="484"/>
        <source>&amp;Rank again</source>
        <translation>Neu &amp;bewerten</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="487"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="488"/>
        <source>&amp;Language and threads…</source>
        <translation>&amp;Sprache und Threads…</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="491"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="492"/>
        <source>&amp;User guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="494"/>
        <source>&amp;About guesslab</source>
        <translation>Ü&amp;ber guesslab</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="495"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="505"/>
        <source>Stop the running computation (Esc)</source>
        <translation>Die laufende Berechnung anhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="557"/>
        <source>%1: %2 s</source>
        <translation>%1: %2 s</translation>
    </message>
    <message>
        <source>%1 cancelled</source>
        <translation type="vanished">%1 abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="561"/>
        <source>%1: stopped after %2 s</source>
        <translation>%1: nach %2 s angehalten</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="566"/>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="567"/>
        <source>Computation failed</source>
        <translation>Berechnung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="578"/>
        <source>Cannot open the results</source>
        <translation>Die Ergebnisse lassen sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="590"/>
        <source>Cannot open the answer list</source>
        <translation>Die Lösungsliste lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="603"/>
        <source>Cannot open the guess list</source>
        <translation>Die Rateliste lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="616"/>
        <source>Cannot open the weights</source>
        <translation>Die Gewichte lassen sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="644"/>
        <location filename="../src/gui/mainwindow.cpp" line="649"/>
        <source>Cannot reopen the last answer list</source>
        <translation>Die letzte Lösungsliste lässt sich nicht wieder öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="652"/>
        <source>Cannot reopen the last guess list</source>
        <translation>Die letzte Rateliste lässt sich nicht wieder öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="654"/>
        <source>Cannot reopen the last weights</source>
        <translation>Die letzten Gewichte lassen sich nicht wieder öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="680"/>
        <source>Cannot export the table</source>
        <translation>Die Tabelle lässt sich nicht exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="680"/>
        <location filename="../src/gui/mainwindow.cpp" line="690"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="683"/>
        <location filename="../src/gui/mainwindow.cpp" line="693"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="690"/>
        <source>Cannot export the chart</source>
        <translation>Das Diagramm lässt sich nicht exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="699"/>
        <source>Export table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="699"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="707"/>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="714"/>
        <source>Word lists (*.txt *.csv *.lst);;All files (*)</source>
        <translation>Wortlisten (*.txt *.csv *.lst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="723"/>
        <source>Answers: %1</source>
        <translation>Lösungen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="724"/>
        <source>Guesses: %1</source>
        <translation>Rateworte: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="725"/>
        <source>Weights: %1</source>
        <translation>Gewichte: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="739"/>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="755"/>
        <source>Game: %1 · %n boards of %2 answers · %3 guesses allowed</source>
        <translation>
            <numerusform>Spiel: %1 · %n Brett mit %2 Lösungen · %3 Versuche erlaubt</numerusform>
            <numerusform>Spiel: %1 · %n Bretter mit %2 Lösungen · %3 Versuche erlaubt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="761"/>
        <source>Game: %1 · %2 secrets</source>
        <translation>Spiel: %1 · %2 Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="770"/>
        <source>No lists loaded</source>
        <translation>Keine Listen geladen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="773"/>
        <source>Solutions: %1 (%2) · Guesses: %3 (%4) · %5 symbols</source>
        <translation>Lösungen: %1 (%2) · Rateversuche: %3 (%4) · %5 Zeichen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="774"/>
        <source>Answers: %1 (%2) · Guesses: %3 (%4) · %5 letters</source>
        <translation>Lösungen: %1 (%2) · Rateworte: %3 (%4) · %5 Buchstaben</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="781"/>
        <source> · Weights: %1</source>
        <translation> · Gewichte: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="786"/>
        <source>&amp;Wordle-like (%n letters)</source>
        <translation>
            <numerusform>&amp;Wordle-artig (%n Buchstabe)</numerusform>
            <numerusform>&amp;Wordle-artig (%n Buchstaben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="787"/>
        <source>&amp;Nerdle (%n symbols)…</source>
        <translation>
            <numerusform>&amp;Nerdle (%n Zeichen)…</numerusform>
            <numerusform>&amp;Nerdle (%n Zeichen)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="809"/>
        <source>
… and %n more.</source>
        <translation>
            <numerusform>
… und %n weitere.</numerusform>
            <numerusform>
… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="811"/>
        <source>Loaded with warnings</source>
        <translation>Mit Warnungen geladen</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="841"/>
        <source>portable</source>
        <translation>portabel</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="928"/>
        <source>About guesslab</source>
        <translation>Über guesslab</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="929"/>
        <source>&lt;h3&gt;guesslab %1&lt;/h3&gt;&lt;p&gt;An analysis workbench for feedback-guessing games.&lt;/p&gt;&lt;p&gt;Qt %2 · oneTBB %3 · QCustomPlot %4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;</source>
        <translation>&lt;h3&gt;guesslab %1&lt;/h3&gt;&lt;p&gt;Eine Analyse-Werkbank für Ratespiele mit Rückmeldung.&lt;/p&gt;&lt;p&gt;Qt %2 · oneTBB %3 · QCustomPlot %4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="935"/>
        <source>&lt;p&gt;Grading kernel on this processor: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bewertung auf diesem Prozessor: %1&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::OpenersPanel</name>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="45"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="178"/>
        <source>&amp;Answers only</source>
        <translation>Nur &amp;Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="53"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="179"/>
        <source>Filter words…</source>
        <translation>Wörter filtern…</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="55"/>
        <source>Show only the words that contain this text</source>
        <translation>Nur Wörter zeigen, die diesen Text enthalten</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="56"/>
        <source>Show only guesses that may be the answer</source>
        <translation>Nur Versuche zeigen, die die Lösung sein können</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="59"/>
        <source>Top </source>
        <translation>Beste </translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="60"/>
        <source>How many of the best guesses the bar chart shows</source>
        <translation>Wie viele der besten Versuche das Balkendiagramm zeigt</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation type="vanished">&amp;Filter:</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="78"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="348"/>
        <source>Best openers by entropy</source>
        <translation>Beste Eröffnungen nach Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="102"/>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="103"/>
        <source>The best openers&apos; entropy, as bars</source>
        <translation>Die Entropie der besten Eröffnungen als Balken</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="104"/>
        <source>Scatter</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="105"/>
        <source>Every guess: its entropy against its largest class</source>
        <translation>Jeder Versuch: seine Entropie gegen seine größte Klasse</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="176"/>
        <source>equations</source>
        <translation>Gleichungen</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="177"/>
        <source>may be the solution</source>
        <translation>kann die Lösung sein</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="179"/>
        <source>Filter equations…</source>
        <translation>Gleichungen filtern…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/openers/openerspanel.cpp" line="184"/>
        <source>%n equations over %1 solutions</source>
        <translation>
            <numerusform>%n Gleichung über %1 Lösungen</numerusform>
            <numerusform>%n Gleichungen über %1 Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/openers/openerspanel.cpp" line="185"/>
        <source>%n guesses over %1 answers</source>
        <translation>
            <numerusform>%n Rateversuch über %1 Lösungen</numerusform>
            <numerusform>%n Rateworte über %1 Lösungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="204"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="214"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="204"/>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="216"/>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="217"/>
        <source>may be the secret</source>
        <translation>kann das Geheimnis sein</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="218"/>
        <source>S&amp;ecrets only</source>
        <translation>Nur &amp;Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="219"/>
        <source>Filter questions…</source>
        <translation>Fragen filtern…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/openers/openerspanel.cpp" line="230"/>
        <source>%n questions over %1 secrets</source>
        <translation>
            <numerusform>%n Frage über %1 Geheimnisse</numerusform>
            <numerusform>%n Fragen über %1 Geheimnisse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="256"/>
        <source> · the table fills in when every guess has met every answer</source>
        <translation> · die Tabelle füllt sich, sobald jeder Rateversuch jede Lösung getroffen hat</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="298"/>
        <source>entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <source>entropy (bits)</source>
        <translation type="vanished">Entropie (Bit)</translation>
    </message>
    <message>
        <source>Best openers by entropy · the axis starts at %1, not 0</source>
        <translation type="vanished">Beste Eröffnungen nach Entropie · die Achse beginnt bei %1, nicht 0</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="176"/>
        <source>guesses</source>
        <translation>Rateworte</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="61"/>
        <source>F&amp;ilter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="82"/>
        <source>Entropy against the largest class · click a point</source>
        <translation>Entropie gegen größte Klasse · Punkt anklicken</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="177"/>
        <source>may be the answer</source>
        <translation>mögliche Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="178"/>
        <source>Solutio&amp;ns only</source>
        <translation>Nur &amp;Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="302"/>
        <source>entropy (%1)</source>
        <translation>Entropie (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="327"/>
        <source>
×%1</source>
        <translation>
×%1</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="342"/>
        <source>one question per symmetry class
×N: the questions it stands for</source>
        <translation>eine Frage je Symmetrieklasse
×N: wie viele Fragen sie vertritt</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="347"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="385"/>
        <source>bits</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="358"/>
        <source>Best openers by entropy
the axis starts at %1, not 0</source>
        <translation>Beste Eröffnungen nach Entropie
die Achse beginnt bei %1, nicht 0</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="373"/>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="384"/>
        <source>largest class (worst case)</source>
        <translation>größte Klasse (ungünstigster Fall)</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="444"/>
        <source>%1 — rank %2
entropy %3 bits, largest class %4</source>
        <translation>%1 — Rang %2
Entropie %3 Bit, größte Klasse %4</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PairModel</name>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="67"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="69"/>
        <source>First</source>
        <translation>Erstes</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="71"/>
        <source>Second</source>
        <translation>Zweites</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="73"/>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="75"/>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="77"/>
        <source>Largest</source>
        <translation>Größte</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PairsPanel</name>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="33"/>
        <source>Both from the &amp;answer list</source>
        <translation>Beide aus der &amp;Lösungsliste</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="vanished">&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="vanished">&amp;Anhalten</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="44"/>
        <source>How many of the best pairs to find, exactly</source>
        <translation>Wie viele der besten Paare genau gefunden werden sollen</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="45"/>
        <source>Only pairs of words that may themselves be the answer</source>
        <translation>Nur Paare aus Wörtern, die selbst die Lösung sein können</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="46"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="48"/>
        <source>Fix the first word to find its best partners</source>
        <translation>Das erste Wort festlegen, um seine besten Partner zu finden</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="51"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="52"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="53"/>
        <source>Stop after this long with the best found so far (then not proven)</source>
        <translation>Nach dieser Zeit mit dem bisher Besten anhalten (dann nicht bewiesen)</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="54"/>
        <source>Search every pair of the guess list</source>
        <translation>Jedes Paar der Rateliste durchsuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="55"/>
        <source>Stop the search; the best found so far stays, not proven</source>
        <translation>Die Suche anhalten; das bisher Beste bleibt, nicht bewiesen</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="174"/>
        <source>Finds the pairs of openers whose joint feedback leaves the least entropy, with proof.</source>
        <translation>Findet die Eröffnungspaare, deren gemeinsame Rückmeldung am wenigsten Entropie übrig lässt, mit Beweis.</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="59"/>
        <source>&amp;Top:</source>
        <translation>&amp;Beste:</translation>
    </message>
    <message>
        <source>&amp;First word:</source>
        <translation type="vanished">&amp;Erstes Wort:</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="36"/>
        <source>Sea&amp;rch</source>
        <translation>Su&amp;chen</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="37"/>
        <source>St&amp;op</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="61"/>
        <source>F&amp;irst word:</source>
        <translation>Erstes &amp;Wort:</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="63"/>
        <source>Time &amp;limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="83"/>
        <source>Select a pair to see its joint partition</source>
        <translation>Ein Paar auswählen zeigt seine gemeinsame Zerlegung</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="84"/>
        <source>Best and K-th pair found so far (the pruning bound)</source>
        <translation>Bestes und K-tes bisher gefundenes Paar (die Schranke)</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="86"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="87"/>
        <source>remaining entropy (bits)</source>
        <translation>verbleibende Entropie (Bit)</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="92"/>
        <source>best pair</source>
        <translation>bestes Paar</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="92"/>
        <source>K-th pair (threshold)</source>
        <translation>K-tes Paar (Schwelle)</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="116"/>
        <source>Stopped. The list shows the best pairs found so far: not proven.</source>
        <translation>Angehalten. Die Liste zeigt die bisher besten Paare: nicht bewiesen.</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="135"/>
        <source>The opener ranking has to finish first.</source>
        <translation>Erst muss die Eröffnungsrangliste fertig sein.</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="140"/>
        <source>These lists are too large to keep the pattern table the pair search needs.</source>
        <translation>Diese Listen sind zu groß für die Mustertabelle, die die Paarsuche braucht.</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="153"/>
        <source>&apos;%1&apos; is not an answer</source>
        <translation>„%1“ ist keine Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="165"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="181"/>
        <source>%1% of the pairs settled · %2 evaluated · %3 pruned · %4 M pairs/s · %5 s</source>
        <translation>%1 % der Paare entschieden · %2 ausgewertet · %3 verworfen · %4 Mio. Paare/s · %5 s</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="198"/>
        <source>%1 the top %2 of %3 pairs in %4 s: %5 evaluated, %6 pruned (%7 part-way).</source>
        <translation>%1 die besten %2 von %3 Paaren in %4 s: %5 ausgewertet, %6 verworfen (%7 unterwegs).</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="199"/>
        <source>Proven:</source>
        <translation>Bewiesen:</translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="199"/>
        <source>Stopped early, not proven:</source>
        <translation>Vorzeitig angehalten, nicht bewiesen:</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PartitionModel</name>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="103"/>
        <source> … (+%1)</source>
        <translation> … (+%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="119"/>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="121"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="123"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="125"/>
        <source>Secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="126"/>
        <source>Equations</source>
        <translation>Gleichungen</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="127"/>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PartitionPanel</name>
    <message>
        <source>&amp;Log scale</source>
        <translation type="vanished">&amp;Logarithmisch</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="49"/>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="185"/>
        <source>a guess, or two: clint+soare</source>
        <translation>ein Versuch oder zwei: clint+soare</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="50"/>
        <source>Type any word of the game, or two joined by +, and press Enter</source>
        <translation>Ein Wort des Spiels oder zwei mit + verbunden eingeben und Eingabe drücken</translation>
    </message>
    <message>
        <source>&amp;Guess:</source>
        <translation type="vanished">&amp;Versuch:</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation type="vanished">&amp;Zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="54"/>
        <source>G&amp;uess:</source>
        <translation>&amp;Versuch:</translation>
    </message>
    <message>
        <source>Sh&amp;ow</source>
        <translation type="vanished">&amp;Zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="43"/>
        <source>Log scale</source>
        <translation>Logarith&amp;misch</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="59"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="60"/>
        <source>Class sizes on a logarithmic axis</source>
        <translation>Klassengrößen auf logarithmischer Achse</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="64"/>
        <source>Class sizes, largest first</source>
        <translation>Klassengrößen, größte zuerst</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="80"/>
        <source>The answers of the selected class</source>
        <translation>Die Lösungen der ausgewählten Klasse</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="134"/>
        <source>No lists loaded</source>
        <translation>Keine Listen geladen</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="157"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: entropy %2 bits · remaining %3 bits · %4 classes · largest %5 · expected size %6%7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Entropie %2 Bit · verbleibend %3 Bit · %4 Klassen · größte %5 · erwartete Größe %6%7</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="167"/>
        <source> · may be the secret</source>
        <translation> · kann das Geheimnis sein</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="166"/>
        <source> · may be the answer</source>
        <translation> · kann die Lösung sein</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="174"/>
        <source>&apos;%1&apos; is in neither list: analysed as typed, though the game would not accept it.</source>
        <translation>„%1“ steht in keiner Liste: wie eingegeben ausgewertet, obwohl das Spiel es nicht annähme.</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="186"/>
        <source>a question, e.g. %1</source>
        <translation>eine Frage, z. B. %1</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="213"/>
        <source>class size</source>
        <translation>Klassengröße</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="236"/>
        <source>secrets in the class</source>
        <translation>Geheimnisse in der Klasse</translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="235"/>
        <source>answers in the class</source>
        <translation>Klassengröße</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::RankingModel</name>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="103"/>
        <source>%1: %2 bits of information, %3 bits left on average, %4 classes, largest %5</source>
        <translation>%1: %2 Bit Information, im Mittel %3 Bit übrig, %4 Klassen, größte %5</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="129"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="155"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="41"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="157"/>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <source>Equation</source>
        <translation>Gleichung</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="159"/>
        <source>Entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="161"/>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="163"/>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="165"/>
        <source>Largest</source>
        <translation>Größte</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="167"/>
        <source>Exp. size</source>
        <translation>Erw. Größe</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="42"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="169"/>
        <source>Answer</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="100"/>
        <source>%1: at least %2 further guesses on average, so no better than the best; the bound settled it, so its exact value was not searched</source>
        <translation>%1: mindestens %2 weitere Versuche im Mittel, also nicht besser als der beste; die Schranke entschied es, darum wurde sein genauer Wert nicht gesucht</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="138"/>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="171"/>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="179"/>
        <source>Position in the ranking: least remaining entropy first</source>
        <translation>Platz in der Rangliste: geringste verbleibende Entropie zuerst</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="181"/>
        <source>Information the guess gives, in bits</source>
        <translation>Information, die der Versuch liefert, in Bit</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="183"/>
        <source>Expected entropy left after the guess, in bits</source>
        <translation>Erwartete verbleibende Entropie nach dem Versuch, in Bit</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="185"/>
        <source>Number of different patterns the guess can show</source>
        <translation>Anzahl der verschiedenen Muster, die der Versuch zeigen kann</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="187"/>
        <source>Size of the largest class: the worst case</source>
        <translation>Größe der größten Klasse: der ungünstigste Fall</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="189"/>
        <source>Expected number of candidates left</source>
        <translation>Erwartete Zahl verbleibender Kandidaten</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="191"/>
        <source>The guess may itself be the answer</source>
        <translation>Der Versuch kann selbst die Lösung sein</translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="193"/>
        <source>Further guesses on average with the best play after this guess, exact; ≥: a bound that shows it is no better than the best</source>
        <translation>Weitere Versuche im Mittel bei bestem Spiel nach diesem Versuch, genau; ≥: eine Schranke, die zeigt, dass er nicht besser als der beste ist</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ResultsModel</name>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="50"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="50"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="86"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="87"/>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="88"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="89"/>
        <source>Solvable</source>
        <translation>Lösbar</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="90"/>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="91"/>
        <source>Longest</source>
        <translation>Längste</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="92"/>
        <source>Proven</source>
        <translation>Bewiesen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="93"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="94"/>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="95"/>
        <source>Unsolved</source>
        <translation>Ungelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="96"/>
        <source>Unsolved, at least</source>
        <translation>Ungelöst, mindestens</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="97"/>
        <source>Entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="98"/>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="99"/>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="100"/>
        <source>Largest</source>
        <translation>Größte</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="101"/>
        <source>Expected size</source>
        <translation>Erwartete Größe</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="102"/>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="103"/>
        <source>Order key</source>
        <translation>Ordnungsschlüssel</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ResultsWindow</name>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="84"/>
        <source>Results: %1</source>
        <translation>Ergebnisse: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="86"/>
        <source>Opener</source>
        <translation>Eröffnungszug</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="87"/>
        <source>Equation</source>
        <translation>Gleichung</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="88"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="89"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="131"/>
        <source>weighted guesses</source>
        <translation>gewichtete Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="139"/>
        <source>Answers left unsolved against rank by entropy</source>
        <translation>Ungelöste Lösungen nach Rang der Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="140"/>
        <source>Openers by answers left unsolved</source>
        <translation>Eröffnungszüge nach ungelösten Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="141"/>
        <location filename="../src/gui/results/resultswindow.cpp" line="142"/>
        <source>answers left unsolved</source>
        <translation>ungelöste Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="149"/>
        <source>Openers by words the game keeps</source>
        <translation>Eröffnungszüge nach Wörtern, die das Spiel behält</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="150"/>
        <source>words kept</source>
        <translation>behaltene Wörter</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="153"/>
        <source>Games by guesses to solve every board</source>
        <translation>Spiele nach Versuchen, bis jedes Brett gelöst ist</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="157"/>
        <source>Equations by entropy</source>
        <translation>Gleichungen nach Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="158"/>
        <source>entropy (bits)</source>
        <translation>Entropie (Bit)</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="170"/>
        <source>Save the table, as sorted, as a CSV file</source>
        <translation>Die Tabelle, wie sortiert, als CSV-Datei speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="171"/>
        <source>Save the histogram as an image or PDF</source>
        <translation>Das Histogramm als Bild oder PDF speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="209"/>
        <source>Added to the opening book: the Assistant and reviews over the same lists and mode read the first move from it, this session.</source>
        <translation>Ins Eröffnungsbuch aufgenommen: Der Assistent und Spielanalysen mit denselben Listen und demselben Modus lesen den ersten Zug in dieser Sitzung daraus.</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="212"/>
        <source>Not added to the opening book: %1</source>
        <translation>Nicht ins Eröffnungsbuch aufgenommen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="230"/>
        <source>&lt;b&gt;Optimal trees&lt;/b&gt;, %1 mode%2 · %3 of %4 openers done, %5 exact</source>
        <translation>&lt;b&gt;Optimale Bäume&lt;/b&gt;, Modus %1%2 · %3 von %4 Eröffnungszügen fertig, %5 exakt</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="233"/>
        <source>, at most %1 guesses</source>
        <translation>, höchstens %1 Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="245"/>
        <source> · best: &lt;b&gt;%1&lt;/b&gt;, %2 weighted guesses (%3 expected under the prior)%4</source>
        <translation> · bester: &lt;b&gt;%1&lt;/b&gt;, %2 gewichtete Versuche (unter der Vorverteilung %3 erwartet)%4</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="246"/>
        <source> · best: &lt;b&gt;%1&lt;/b&gt;, %2 guesses in all (%3 on average)%4</source>
        <translation> · bester: &lt;b&gt;%1&lt;/b&gt;, %2 Versuche insgesamt (%3 im Durchschnitt)%4</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="250"/>
        <source>, proven best</source>
        <translation>, bewiesen der beste</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="250"/>
        <source>, best so far</source>
        <translation>, bisher der beste</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="252"/>
        <source> · prior %1</source>
        <translation> · Vorverteilung %1</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="271"/>
        <source>&lt;b&gt;Every answer within %1 guesses&lt;/b&gt;, %2 mode · %3 of %4 openers done · &lt;b&gt;%5&lt;/b&gt; win every game, %6 cannot (proven)</source>
        <translation>&lt;b&gt;Jede Lösung in höchstens %1 Versuchen&lt;/b&gt;, Modus %2 · %3 von %4 Eröffnungszügen fertig · &lt;b&gt;%5&lt;/b&gt; gewinnen jedes Spiel, %6 nicht (bewiesen)</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="280"/>
        <source> · fewest left unsolved: &lt;b&gt;%1&lt;/b&gt; answers, with %2</source>
        <translation> · am wenigsten ungelöst: &lt;b&gt;%1&lt;/b&gt; Lösungen, mit %2</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="301"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 player, seed %3 · %4 of %5 games done · average &lt;b&gt;%6&lt;/b&gt; guesses · %7 won within %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Spieler %2, Startwert %3 · %4 von %5 Spielen gespielt · im Mittel &lt;b&gt;%6&lt;/b&gt; Versuche · %7 gewonnen innerhalb von %8</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="322"/>
        <source>&lt;b&gt;Absurdle&lt;/b&gt;, %1 mode · %2 of %3 openers done · &lt;b&gt;%4&lt;/b&gt; force a win in %5 guesses, the fewest possible%6</source>
        <translation>&lt;b&gt;Absurdle&lt;/b&gt;, Modus %1 · %2 von %3 Eröffnungszügen fertig · &lt;b&gt;%4&lt;/b&gt; erzwingen einen Sieg in %5 Versuchen, so wenigen wie möglich%6</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="329"/>
        <source> (every opener judged)</source>
        <translation> (jeder Eröffnungszug beurteilt)</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="329"/>
        <source> (so far)</source>
        <translation> (bisher)</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="340"/>
        <source>&lt;b&gt;Eldrow&lt;/b&gt; · %1 of %2 targets done</source>
        <translation>&lt;b&gt;Eldrow&lt;/b&gt; · %1 von %2 Zielen fertig</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="344"/>
        <source> · longest: &lt;b&gt;%1&lt;/b&gt; guesses, ending in %2</source>
        <translation> · längste: &lt;b&gt;%1&lt;/b&gt; Versuche, endend mit %2</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="417"/>
        <source>rank by entropy
under the prior</source>
        <translation>Rang nach Entropie
unter der Vorverteilung</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="132"/>
        <source>Total against rank by entropy</source>
        <translation>Summe nach Rang der Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="133"/>
        <source>Openers by total</source>
        <translation>Eröffnungszüge nach Summe</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="145"/>
        <source>Targets by longest chain</source>
        <translation>Ziele nach längster Kette</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="131"/>
        <source>guesses in all</source>
        <translation>Versuche insgesamt</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="50"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="80"/>
        <source>Export &amp;table…</source>
        <translation>&amp;Tabelle exportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="81"/>
        <source>Export &amp;histogram…</source>
        <translation>&amp;Histogramm exportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="146"/>
        <location filename="../src/gui/results/resultswindow.cpp" line="154"/>
        <source>guesses</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="363"/>
        <source>&lt;b&gt;Nerdle first guesses&lt;/b&gt;, length %1 · %2 of %3 equations done</source>
        <translation>&lt;b&gt;Nerdle-Eröffnungen&lt;/b&gt;, Länge %1 · %2 von %3 Gleichungen fertig</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="368"/>
        <source> · best by entropy: &lt;b&gt;%1&lt;/b&gt;, %2 bits, %3 classes</source>
        <translation> · beste nach Entropie: &lt;b&gt;%1&lt;/b&gt;, %2 Bit, %3 Klassen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="387"/>
        <source>Load the lists the file was made with to see the ranks</source>
        <translation>Laden Sie die Listen, mit denen die Datei entstand, um die Ränge zu sehen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="395"/>
        <source>Load the weights the file was made with (prior %1) to see the ranks</source>
        <translation>Laden Sie die Gewichte, mit denen die Datei entstand (Vorverteilung %1), um die Ränge zu sehen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="397"/>
        <source>The file was made without weights: clear them to see the ranks</source>
        <translation>Die Datei entstand ohne Gewichte: Entfernen Sie sie, um die Ränge zu sehen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="418"/>
        <source>rank by entropy</source>
        <translation>Rang nach Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="454"/>
        <source>openers</source>
        <translation>Eröffnungszüge</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="455"/>
        <source>equations</source>
        <translation>Gleichungen</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="456"/>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="457"/>
        <source>targets</source>
        <translation>Ziele</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ReviewModel</name>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="45"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewmodel.cpp" line="69"/>
        <source>Too large for the exact search: %n answers left</source>
        <translation>
            <numerusform>Zu groß für die exakte Suche: %n Lösung übrig</numerusform>
            <numerusform>Zu groß für die exakte Suche: %n Lösungen übrig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="88"/>
        <source>%1 → solved</source>
        <translation>%1 → gelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="103"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="105"/>
        <source>Guess</source>
        <translation>Rateversuch</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="107"/>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="109"/>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="111"/>
        <source>Best exp.</source>
        <translation>Optimal erw.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="113"/>
        <source>Played exp.</source>
        <translation>Gespielt erw.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="115"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="117"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="119"/>
        <source>Luckier than</source>
        <translation>Glücklicher als</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="127"/>
        <source>Answers still possible before the move → after its feedback</source>
        <translation>Noch mögliche Lösungen vor dem Zug → nach seiner Rückmeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="129"/>
        <source>A best move here (the move played when it is as good)</source>
        <translation>Ein bester Zug hier (der gespielte, wenn er ebenso gut ist)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="131"/>
        <source>Guesses still needed on average from here with the best play, this move included (exact)</source>
        <translation>Im Mittel noch nötige Rateversuche von hier bei bestem Spiel, dieser Zug eingeschlossen (exakt)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="135"/>
        <source>Guesses still needed on average after playing this move, then the best play (exact)</source>
        <translation>Im Mittel noch nötige Rateversuche mit diesem Zug und danach bestem Spiel (exakt)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="139"/>
        <source>Played minus best: the guesses the move gave away on average</source>
        <translation>Gespielt minus bester: die Rateversuche, die der Zug im Mittel verschenkt hat</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="141"/>
        <source>What the feedback saved against the move&apos;s average outcome, in guesses (negative: unlucky)</source>
        <translation>Was die Rückmeldung gegenüber dem mittleren Ausgang des Zugs gespart hat, in Rateversuchen (negativ: Pech)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="145"/>
        <source>The share of the answers left whose feedback would have left more to play than the feedback received</source>
        <translation>Der Anteil der übrigen Lösungen, deren Rückmeldung mehr zu spielen übrig gelassen hätte als die erhaltene</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ReviewPanel</name>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="69"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="74"/>
        <source>From the &amp;Assistant</source>
        <translation>A&amp;us dem Assistenten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="75"/>
        <source>Weigh &amp;by the prior</source>
        <translation>&amp;Gewichtet</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="76"/>
        <source>&amp;Review</source>
        <translation>&amp;Rückblick</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="77"/>
        <source>S&amp;top</source>
        <translation>Anhal&amp;ten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="90"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="239"/>
        <source>One guess per line with its feedback:
  salet BBYBB
  crony BYBBB
or the guesses alone and the secret, or the grid a game shares with the guesses typed under it.</source>
        <translation>Ein Rateversuch pro Zeile mit seiner Rückmeldung:
  salet BBYBB
  crony BYBBB
oder nur die Rateversuche und die Lösung, oder das Raster, das ein Spiel teilt, mit den Rateversuchen darunter.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="94"/>
        <source>The game played: feedback as B/Y/G, 0/1/2 or the grid&apos;s squares (Ctrl+Return reviews)</source>
        <translation>Das gespielte Spiel: Rückmeldung als B/Y/G, 0/1/2 oder die Quadrate des Rasters (Strg+Eingabe startet den Rückblick)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="96"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="97"/>
        <source>The secret: guesses without feedback are graded against it</source>
        <translation>Die Lösung: Rateversuche ohne Rückmeldung werden gegen sie bewertet</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="99"/>
        <source>The rule the game was played under</source>
        <translation>Die Regel, nach der das Spiel gespielt wurde</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="102"/>
        <source>every guess</source>
        <translation>jeder Rateversuch</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="103"/>
        <source> best guesses</source>
        <translation> beste Rateversuche</translation>
    </message>
    <message>
        <source>The first move is compared with this many of the best guesses by entropy (and the one played); later moves with every guess the mode allows</source>
        <translation type="vanished">Der erste Zug wird mit so vielen der besten Rateversuche nach Entropie verglichen (und dem gespielten); spätere Züge mit jedem Rateversuch, den der Modus erlaubt</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="109"/>
        <source>Review the game played in the Assistant</source>
        <translation>Das im Assistenten gespielte Spiel betrachten</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="113"/>
        <source>Judge every move by the exact tree search (Ctrl+Return)</source>
        <translation>Jeden Zug mit der exakten Baumsuche bewerten (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="129"/>
        <source>Type or paste a played game, then Review (Ctrl+Return).</source>
        <translation>Tippen Sie ein gespieltes Spiel ein oder fügen Sie es ein, dann Rückblick (Strg+Eingabe).</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="130"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="192"/>
        <source>Review (Ctrl+Return) judges this game by the exact search.</source>
        <translation>Rückblick (Strg+Eingabe) bewertet dieses Spiel mit der exakten Suche.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="231"/>
        <source>One guess per line with each board&apos;s feedback, board 1 first:
  soare BBGYG YGBBB BBBBB BBGGB
  mulct BBBYB GBBBG BGYYB BBBBB
(a board solved before: - or left out), or the grid a game shares with the guesses typed under it.</source>
        <translation>Ein Versuch je Zeile mit der Rückmeldung jedes Bretts, Brett 1 zuerst:
  soare BBGYG YGBBB BBBBB BBGGB
  mulct BBBYB GBBBG BGYYB BBBBB
(ein vorher gelöstes Brett: - oder weglassen), oder das Raster, das ein Spiel teilt, mit den Versuchen darunter.</translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation type="vanished">&amp;Lösung:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="vanished">&amp;Modus:</translation>
    </message>
    <message>
        <source>&amp;First move against:</source>
        <translation type="vanished">&amp;Erster Zug gegen:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="vanished">&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="247"/>
        <source>The workbench&apos;s game changed: review again for its figures.</source>
        <translation>Das Spiel der Werkbank hat sich geändert: starte den Rückblick erneut für seine Zahlen.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="255"/>
        <source>Cannot review the game</source>
        <translation>Das Spiel kann nicht betrachtet werden</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="266"/>
        <source>The Assistant has no steps yet.</source>
        <translation>Der Assistent hat noch keine Schritte.</translation>
    </message>
    <message>
        <source>The review is for word games and Nerdle: choose one under Game.</source>
        <translation type="vanished">Der Rückblick gilt für Wortspiele und Nerdle: wähle eines unter Spiel.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="288"/>
        <source>The secret: %1</source>
        <translation>Die Lösung: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="299"/>
        <source>Line %1, step %2 (%3): %4</source>
        <translation>Zeile %1, Schritt %2 (%3): %4</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="308"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="369"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="471"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="324"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="350"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="478"/>
        <source>Reviewing %n moves…</source>
        <translation>
            <numerusform>%n Zug wird betrachtet…</numerusform>
            <numerusform>%n Züge werden betrachtet…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="539"/>
        <source>Solved in %n guesses. Best play from the start needs %1 on average; the moves cost %2 and luck gave %3: %n = %1 + %2 − (%3).</source>
        <translation>
            <numerusform>Gelöst mit %n Rateversuch. Bestes Spiel braucht vom Start an im Mittel %1; die Züge kosteten %2 und das Glück brachte %3: %n = %1 + %2 − (%3).</numerusform>
            <numerusform>Gelöst mit %n Rateversuchen. Bestes Spiel braucht vom Start an im Mittel %1; die Züge kosteten %2 und das Glück brachte %3: %n = %1 + %2 − (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="544"/>
        <source>Not solved after %n guesses; %1 more expected with best play. From the start best play needs %2; the moves cost %3 and luck gave %4: %n + %1 = %2 + %3 − (%4).</source>
        <translation>
            <numerusform>Nach %n Rateversuch nicht gelöst; bei bestem Spiel werden noch %1 erwartet. Vom Start an braucht bestes Spiel %2; die Züge kosteten %3 und das Glück brachte %4: %n + %1 = %2 + %3 − (%4).</numerusform>
            <numerusform>Nach %n Rateversuchen nicht gelöst; bei bestem Spiel werden noch %1 erwartet. Vom Start an braucht bestes Spiel %2; die Züge kosteten %3 und das Glück brachte %4: %n + %1 = %2 + %3 − (%4).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="598"/>
        <source>The first move&apos;s total, best and %1 of its %2 classes were read from the opening book (the tables shipped in docs/results, or opened this session); %3 were searched, for its luck.</source>
        <translation>Summe, bester Zug und %1 seiner %2 Klassen des ersten Zugs wurden aus dem Eröffnungsbuch gelesen (den mitgelieferten Tabellen in docs/results oder den in dieser Sitzung geöffneten); %3 wurden durchsucht, für sein Glück.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="626"/>
        <source>%n moves too large for the exact search (no figures): the positions before them hold too many answers and guesses.</source>
        <translation>
            <numerusform>%n Zug zu groß für die exakte Suche (ohne Zahlen): die Stellung davor hat zu viele Lösungen und Rateversuche.</numerusform>
            <numerusform>%n Züge zu groß für die exakte Suche (ohne Zahlen): die Stellungen davor haben zu viele Lösungen und Rateversuche.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="592"/>
        <source>%1 · every figure exact.</source>
        <translation>%1 · jede Zahl exakt.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="105"/>
        <source>The first move is compared with this many of the best guesses by entropy (and the one played); later moves with every guess the mode allows. Where the opening book holds the lists and mode, the first move&apos;s best is read from it: the best of every guess when the book proves it</source>
        <translation>Der erste Zug wird mit so vielen der besten Versuche nach Entropie verglichen (und dem gespielten); spätere Züge mit jedem Versuch, den der Modus erlaubt. Wo das Eröffnungsbuch die Listen und den Modus enthält, wird der beste erste Zug daraus gelesen: der beste aller Versuche, wenn das Buch ihn beweist</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="111"/>
        <source>Each answer as likely as its weight in the prior loaded with File → Open weights (the opening book, which holds the values without it, is then not read)</source>
        <translation>Jede Lösung so wahrscheinlich wie ihr Gewicht in der mit Datei → Gewichte öffnen geladenen Vorverteilung (das Eröffnungsbuch, das die Werte ohne sie enthält, wird dann nicht gelesen)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="133"/>
        <source>S&amp;ecret:</source>
        <translation>&amp;Lösung:</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="134"/>
        <source>M&amp;ode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="135"/>
        <source>F&amp;irst move against:</source>
        <translation>Erster &amp;Zug gegen:</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="141"/>
        <source>Ga&amp;me:</source>
        <translation>S&amp;piel:</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="201"/>
        <source>Stopped after %1 s.</source>
        <translation>Angehalten nach %1 s.</translation>
    </message>
    <message>
        <source>One guess per line with each board&apos;s feedback, board 1 first:
  soare BBGYG YGBBB BBBBB BBGGB
  mulct BBBYB GBBBG BGYYB BBBBB
(a board solved before: - or left out)</source>
        <translation type="vanished">Ein Versuch je Zeile mit der Rückmeldung jedes Bretts, Brett 1 zuerst:
  soare BBGYG YGBBB BBBBB BBGGB
  mulct BBBYB GBBBG BGYYB BBBBB
(ein vorher gelöstes Brett: - oder weglassen)</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="235"/>
        <source>The guesses played, one per line (the game gives the feedback):
  salet
  crony</source>
        <translation>Die gespielten Versuche, einer pro Zeile (die Rückmeldung gibt das Spiel):
  salet
  crony</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="237"/>
        <source>One question per line (or split by ;) with its feedback after a colon:
  1123: 1b1w
  3456: 0b2w</source>
        <translation>Eine Frage je Zeile (oder durch ; getrennt) mit ihrer Rückmeldung nach einem Doppelpunkt:
  1123: 1b1w
  3456: 0b2w</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="279"/>
        <source>Load word lists or choose a game under Game first.</source>
        <translation>Zuerst Wortlisten laden oder unter Spiel ein Spiel wählen.</translation>
    </message>
    <message>
        <source>A game of several boards is not reviewed here yet: review each board as a word game (Game → Wordle-like), its guesses with that board&apos;s feedback.</source>
        <translation type="vanished">Ein Spiel mit mehreren Brettern wird hier noch nicht bewertet: bewerten Sie jedes Brett als Wortspiel (Spiel → Wordle-artig), seine Versuche mit der Rückmeldung dieses Bretts.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="378"/>
        <source>%1 does not allow it after the steps before.</source>
        <translation>%1 erlaubt sie nach den Schritten davor nicht.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="381"/>
        <source>no secret left gives %1.</source>
        <translation>kein verbliebenes Geheimnis gibt %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="384"/>
        <source>the game was over after step %1.</source>
        <translation>das Spiel war nach Schritt %1 vorbei.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="385"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="427"/>
        <source>Step %1 (%2): %3</source>
        <translation>Schritt %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="413"/>
        <source>Line %1: &apos;%2&apos; is not in the guess list.</source>
        <translation>Zeile %1: „%2“ steht nicht in der Rateliste.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="418"/>
        <source>Step %1 (%2): the game was over after step %3.</source>
        <translation>Schritt %1 (%2): das Spiel war nach Schritt %3 vorbei.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="435"/>
        <source>Type the guesses played, one after another.</source>
        <translation>Tippen Sie die gespielten Versuche ein, einen nach dem anderen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="512"/>
        <source>Stopped after %n moves judged.</source>
        <translation>
            <numerusform>Angehalten nach %n beurteiltem Zug.</numerusform>
            <numerusform>Angehalten nach %n beurteilten Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="514"/>
        <source>Won in %n guesses: every board solved within %1.</source>
        <translation>
            <numerusform>Gewonnen mit %n Versuch: jedes Brett innerhalb von %1 gelöst.</numerusform>
            <numerusform>Gewonnen mit %n Versuchen: jedes Brett innerhalb von %1 gelöst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="516"/>
        <source>Every board solved in %n guesses, past the limit of %1.</source>
        <translation>
            <numerusform>Jedes Brett mit %n Versuch gelöst, über der Grenze von %1.</numerusform>
            <numerusform>Jedes Brett mit %n Versuchen gelöst, über der Grenze von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="518"/>
        <source>%n guesses played; boards are still open.</source>
        <translation>
            <numerusform>%n Versuch gespielt; Bretter sind noch offen.</numerusform>
            <numerusform>%n Versuche gespielt; Bretter sind noch offen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="520"/>
        <source>Bits lost against the entropy player&apos;s choice: %1; luck (bits received less bits expected): %2.</source>
        <translation>Verlorene Bits gegenüber der Wahl des Entropie-Spielers: %1; Glück (erhaltene weniger erwartete Bits): %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="527"/>
        <source>Stopped: the moves shown are judged, the rest was not reached.</source>
        <translation>Angehalten: die gezeigten Züge sind beurteilt, der Rest wurde nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="529"/>
        <source>Judged by information: exact play over every set of secrets is out of reach on these lists.</source>
        <translation>Nach Information beurteilt: genaues Spiel über jede Menge von Geheimnissen ist auf diesen Listen außer Reichweite.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="587"/>
        <source>Expectations under the prior loaded: each answer as likely as its weight.</source>
        <translation>Erwartungen unter der geladenen Vorverteilung: jede Lösung so wahrscheinlich wie ihr Gewicht.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="606"/>
        <source>The first move&apos;s total and best were read from the opening book (the tables shipped in docs/results, or opened this session); %1 of its %2 classes were searched, for its luck and the next move&apos;s best.</source>
        <translation>Die Summe des ersten Zugs und der beste erste Zug wurden aus dem Eröffnungsbuch gelesen (den mitgelieferten Tabellen in docs/results oder den in dieser Sitzung geöffneten); %1 seiner %2 Klassen wurden durchsucht, für sein Glück und den besten nächsten Zug.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="614"/>
        <source>The first move&apos;s best was read from the opening book (the tables shipped in docs/results, or opened this session).</source>
        <translation>Der beste erste Zug wurde aus dem Eröffnungsbuch gelesen (den mitgelieferten Tabellen in docs/results oder den in dieser Sitzung geöffneten).</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="622"/>
        <source>Moves cost %1 and luck gave %2 where the search reached.</source>
        <translation>Die Züge kosteten %1 und das Glück brachte %2, soweit die Suche reichte.</translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="625"/>
        <source>Stopped: the figures shown are exact, the rest was not reached.</source>
        <translation>Angehalten: die gezeigten Zahlen sind exakt, der Rest wurde nicht erreicht.</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::Session</name>
    <message>
        <location filename="../src/gui/session.cpp" line="42"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="49"/>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="50"/>
        <source>Advice</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="51"/>
        <source>Exact advice</source>
        <translation>Genaue Vorschläge</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="52"/>
        <source>Pair search</source>
        <translation>Paarsuche</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="53"/>
        <source>Generating equations</source>
        <translation>Gleichungen erzeugen</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="170"/>
        <source>%1: Nerdle equations have 5 to 10 symbols</source>
        <translation>%1: Nerdle-Gleichungen haben 5 bis 10 Zeichen</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="330"/>
        <source>type one word, or two joined by +</source>
        <translation>ein Wort eingeben oder zwei mit + verbunden</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="387"/>
        <source>No lists loaded.</source>
        <translation>Keine Listen geladen.</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="411"/>
        <source>Set every tile of the feedback first: an outlined tile is not set yet.</source>
        <translation>Zuerst jedes Feld der Rückmeldung setzen: ein nur umrandetes Feld ist noch nicht gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="412"/>
        <source>Choose the feedback the game gave first.</source>
        <translation>Wählen Sie zuerst die Rückmeldung, die das Spiel gab.</translation>
    </message>
    <message>
        <source>no game is open</source>
        <translation type="vanished">kein Spiel ist offen</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::SettingsFile</name>
    <message>
        <location filename="../src/gui/common/settingsfile.cpp" line="58"/>
        <source>%1
The defaults are used.</source>
        <translation>%1
Es gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/settingsfile.cpp" line="61"/>
        <source>%1
It was moved to %2; the defaults are used.</source>
        <translation>%1
Sie wurde nach %2 verschoben; es gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <location filename="../src/gui/common/settingsfile.cpp" line="67"/>
        <source>Settings not read</source>
        <translation>Einstellungen nicht gelesen</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::SimulationPanel</name>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="44"/>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>&amp;Entropy</source>
        <translation type="vanished">&amp;Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="51"/>
        <source>&amp;Minimax</source>
        <translation>Min&amp;imax</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="52"/>
        <source>Min-&amp;average</source>
        <translation>Min-&amp;Mittel</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="55"/>
        <source>&amp;Play every secret</source>
        <translation>&amp;Jedes Geheimnis spielen</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="56"/>
        <source>S&amp;top</source>
        <translation>Anhal&amp;ten</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="62"/>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="155"/>
        <source>The workbench&apos;s game</source>
        <translation>Das Spiel der Werkbank</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="65"/>
        <source>The game the players play</source>
        <translation>Das Spiel, das die Spieler spielen</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="69"/>
        <source>Asks the question with the most information</source>
        <translation>Stellt die Frage mit der meisten Information</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="70"/>
        <source>Asks the question with the smallest worst case (Knuth)</source>
        <translation>Stellt die Frage mit dem kleinsten ungünstigsten Fall (Knuth)</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="71"/>
        <source>Asks the question with the smallest expected number left</source>
        <translation>Stellt die Frage mit der kleinsten erwarteten Restzahl</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="vanished">&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="50"/>
        <source>E&amp;ntropy</source>
        <translation>E&amp;ntropie</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="53"/>
        <source>&amp;Optimal</source>
        <translation>&amp;Optimal</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="73"/>
        <source>Plays the strategy with the fewest questions in all, found by the exact search (games of the Game menu; for word lists see Trees)</source>
        <translation>Spielt die Strategie mit den wenigsten Fragen insgesamt, gefunden von der genauen Suche (Spiele des Menüs Spiel; für Wortlisten siehe Bäume)</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="82"/>
        <source>Gam&amp;e:</source>
        <translation>Spie&amp;l:</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="358"/>
        <source>Guesses needed, per player</source>
        <translation>Benötigte Versuche je Spieler</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="359"/>
        <source>Questions needed, per player</source>
        <translation>Benötigte Fragen je Spieler</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="360"/>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="360"/>
        <source>guesses</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="361"/>
        <source>secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Worst</source>
        <translation>Schlechtester</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Unsolved</source>
        <translation>Ungelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="129"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="150"/>
        <source>Nerdle, %n symbols</source>
        <translation>
            <numerusform>Nerdle, %n Zeichen</numerusform>
            <numerusform>Nerdle, %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="151"/>
        <source>words of %n letters</source>
        <translation>
            <numerusform>Wörter mit %n Buchstaben</numerusform>
            <numerusform>Wörter mit %n Buchstaben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="156"/>
        <source>The workbench&apos;s game: %1</source>
        <translation>Das Spiel der Werkbank: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="168"/>
        <source>The workbench&apos;s game changed: play again for its results.</source>
        <translation>Das Spiel der Werkbank hat sich geändert: erneut spielen für seine Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="219"/>
        <source>The current game needs its lists ranked (and a pattern table) first.</source>
        <translation>Das aktuelle Spiel braucht zuerst seine bewerteten Listen (und eine Mustertabelle).</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="243"/>
        <source>The optimal player plays the games of the Game menu; for word lists, Trees finds the optimal strategy.</source>
        <translation>Der optimale Spieler spielt die Spiele des Menüs Spiel; für Wortlisten findet Bäume die optimale Strategie.</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="256"/>
        <source>Choose at least one player.</source>
        <translation>Mindestens einen Spieler wählen.</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="266"/>
        <source>Playing…</source>
        <translation>Spielt…</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="305"/>
        <source>Finisher</source>
        <translation>Abschließer</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="310"/>
        <source>Playing %1 seeded games per player…</source>
        <translation>Spiele %1 Spiele mit festem Startwert je Spieler…</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="341"/>
        <source>%1 seeded games per player (seed 1); Unsolved: games not won within the limit.</source>
        <translation>%1 Spiele mit festem Startwert je Spieler (Startwert 1); Ungelöst: nicht innerhalb der Grenze gewonnene Spiele.</translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="361"/>
        <source>answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>%1: average %2, worst %3</source>
        <translation type="vanished">%1: Mittel %2, schlechtester %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="405"/>
        <source>%1: every one of %n secrets played.</source>
        <translation>
            <numerusform>%1: das eine Geheimnis gespielt.</numerusform>
            <numerusform>%1: alle %n Geheimnisse gespielt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>guesslab::gui::StrategyModel</name>
    <message numerus="yes">
        <location filename="../src/gui/trees/strategymodel.cpp" line="131"/>
        <source>solved in %n</source>
        <translation>
            <numerusform>gelöst mit %n Versuch</numerusform>
            <numerusform>gelöst mit %n Versuchen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="142"/>
        <source>%1 is the answer: found with guess %2</source>
        <translation>%1 ist die Lösung: gefunden mit Versuch %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/strategymodel.cpp" line="145"/>
        <source>%n answers give this feedback; the strategy then plays %1</source>
        <translation>
            <numerusform>%n Lösung gibt diese Rückmeldung; danach spielt die Strategie %1</numerusform>
            <numerusform>%n Lösungen geben diese Rückmeldung; danach spielt die Strategie %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="159"/>
        <source>Guess and feedback</source>
        <translation>Versuch und Rückmeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="161"/>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="163"/>
        <source>Guesses</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="165"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="167"/>
        <source>Then</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="172"/>
        <source>How many answers give this feedback</source>
        <translation>Wie viele Lösungen diese Rückmeldung geben</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="174"/>
        <source>The guesses those answers take in all, from the first</source>
        <translation>Die Versuche dieser Lösungen insgesamt, vom ersten an</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="176"/>
        <source>The guesses those answers take on average, from the first</source>
        <translation>Die Versuche dieser Lösungen im Durchschnitt, vom ersten an</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="178"/>
        <source>The next guess the strategy plays</source>
        <translation>Der nächste Versuch der Strategie</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::TreesPanel</name>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="126"/>
        <source>Optimal tree</source>
        <translation>Optimaler Baum</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="129"/>
        <source>Fe&amp;west left unsolved</source>
        <translation>Wenigste &amp;ungelöst</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="135"/>
        <source>&amp;Compute</source>
        <translation>&amp;Berechnen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="136"/>
        <source>S&amp;top</source>
        <translation>Anhal&amp;ten</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="137"/>
        <source>&amp;Open and verify…</source>
        <translation>Ö&amp;ffnen und prüfen…</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation type="vanished">Spei&amp;chern…</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="152"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="442"/>
        <source>Best strategy for an opener</source>
        <translation>Beste Strategie für einen Eröffnungszug</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="153"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="402"/>
        <source>Best opener of the top by entropy</source>
        <translation>Bester Eröffnungszug unter den besten nach Entropie</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="90"/>
        <source>Prove the least total for one opener, or find the best opener</source>
        <translation>Die kleinste Summe für einen Eröffnungszug beweisen oder den besten Eröffnungszug finden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="130"/>
        <source>Weigh &amp;by the prior</source>
        <translation>&amp;Gewichtet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="155"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="404"/>
        <source>Fewest guesses in all</source>
        <translation>Wenigste Versuche insgesamt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="156"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="406"/>
        <source>Every answer within K guesses</source>
        <translation>Jede Lösung in höchstens K Versuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="158"/>
        <source>Fewest guesses in all: the least total over every answer. Every answer within K: the worst case, a strategy that never needs more than K guesses, or the proof that none exists</source>
        <translation>Wenigste Versuche insgesamt: die kleinste Summe über alle Lösungen. Jede Lösung in höchstens K: der schlechteste Fall, eine Strategie, die nie mehr als K Versuche braucht, oder der Beweis, dass es keine gibt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="162"/>
        <source>When no strategy finds every answer within K guesses: search on for the fewest answers that must be left unsolved, and the strategy that leaves only those</source>
        <translation>Wenn keine Strategie jede Lösung in höchstens K Versuchen findet: weitersuchen nach den wenigsten Lösungen, die ungelöst bleiben müssen, und der Strategie, die nur diese übrig lässt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="166"/>
        <source>Weigh each answer by the prior loaded with File → Open weights: the tree with the fewest guesses expected under it (for the fewest guesses in all)</source>
        <translation>Jede Lösung nach der mit Datei → Gewichte öffnen geladenen Vorverteilung gewichten: der Baum mit den wenigsten darunter erwarteten Versuchen (für die wenigsten Versuche insgesamt)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="168"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="455"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="477"/>
        <source>an opener, e.g. salet</source>
        <translation>ein Eröffnungszug, z. B. salet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="174"/>
        <source>Top </source>
        <translation>Beste </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="175"/>
        <source>How many of the best openers by entropy to try</source>
        <translation>Wie viele der besten Eröffnungszüge nach Entropie versucht werden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="178"/>
        <source>No cap</source>
        <translation>Ohne Obergrenze</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="179"/>
        <source>At most </source>
        <translation>Höchstens </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="180"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="410"/>
        <source> guesses</source>
        <translation> Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="181"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="331"/>
        <source>Solve every answer within this many guesses (or find that it cannot be)</source>
        <translation>Jede Lösung in höchstens so vielen Versuchen finden (oder zeigen, dass es nicht geht)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="183"/>
        <source>Stop; with several openers the best proven so far is kept</source>
        <translation>Anhalten; bei mehreren Eröffnungszügen bleibt der beste bisher bewiesene</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="184"/>
        <source>Read a strategy file, check it against the current lists and show it</source>
        <translation>Eine Strategiedatei lesen, gegen die aktuellen Listen prüfen und anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="185"/>
        <source>Write the shown strategy as a text file, one line per answer</source>
        <translation>Die angezeigte Strategie als Textdatei schreiben, eine Zeile je Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="198"/>
        <source>Each row a guess and the feedback it gets; expand it for the next guess and its feedback</source>
        <translation>Jede Zeile ein Versuch und seine Rückmeldung; aufklappen für den nächsten Versuch und dessen Rückmeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="201"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="407"/>
        <source>Guesses per answer</source>
        <translation>Versuche je Lösung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="203"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="408"/>
        <source>guesses</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="205"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="409"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1181"/>
        <source>answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="207"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1228"/>
        <source>Openers compared</source>
        <translation>Eröffnungszüge im Vergleich</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="209"/>
        <source>average guesses</source>
        <translation>Ø Versuche</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="vanished">&amp;Suchen:</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="213"/>
        <source>O&amp;pener:</source>
        <translation>E&amp;röffnung:</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation type="vanished">&amp;Ziel:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="vanished">Diagramme</translation>
    </message>
    <message>
        <source>Any N answers in two</source>
        <translation type="vanished">Beliebige N Lösungen in zwei</translation>
    </message>
    <message>
        <source>Any N answers in K</source>
        <translation type="vanished">Beliebige N Lösungen in K</translation>
    </message>
    <message>
        <source>Which sets of N answers no two guesses can tell apart</source>
        <translation type="vanished">Welche Mengen aus N Lösungen keine zwei Versuche unterscheiden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="138"/>
        <source>Sav&amp;e…</source>
        <translation>Spei&amp;chern…</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="211"/>
        <source>F&amp;ind:</source>
        <translation>F&amp;inden:</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="215"/>
        <source>Go&amp;al:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="248"/>
        <source>Which sets of N answers no strategy finds within K guesses</source>
        <translation>Welche Mengen aus N Lösungen keine Strategie in K Versuchen findet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="282"/>
        <source>Stopped after %1 s.</source>
        <translation>Nach %1 s angehalten.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="330"/>
        <source>K: every answer must be found within this many guesses</source>
        <translation>K: jede Lösung muss in höchstens so vielen Versuchen gefunden werden</translation>
    </message>
    <message>
        <source>Optimal trees are for Wordle-like word games.</source>
        <translation type="vanished">Optimale Bäume gibt es für Wortspiele wie Wordle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="485"/>
        <source>%n answers are not in the guess list, so no strategy can guess them.</source>
        <translation>
            <numerusform>%n Lösung steht nicht in der Rateliste, daher kann keine Strategie sie raten.</numerusform>
            <numerusform>%n Lösungen stehen nicht in der Rateliste, daher kann keine Strategie sie raten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="489"/>
        <source>%1 answers, %2 guesses.</source>
        <translation>%1 Lösungen, %2 Rateworte.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="522"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="641"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="662"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="721"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="541"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="892"/>
        <source>&lt;b&gt;No strategy exists&lt;/b&gt; within these rules.</source>
        <translation>&lt;b&gt;Keine Strategie&lt;/b&gt; erfüllt diese Regeln.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="542"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="893"/>
        <source>Stopped before any strategy was proven.</source>
        <translation>Angehalten, bevor eine Strategie bewiesen war.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="553"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="900"/>
        <source> ≤%1</source>
        <translation> ≤%1</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="563"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 guesses in all</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: insgesamt %2 Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="567"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="909"/>
        <source> · proven optimal</source>
        <translation> · optimal bewiesen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="567"/>
        <source> · best of the openers finished (stopped)</source>
        <translation> · bester der fertigen Eröffnungszüge (angehalten)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="76"/>
        <source> · best of %n openers</source>
        <translation>
            <numerusform> · bester von %n Eröffnungszug</numerusform>
            <numerusform> · bester von %n Eröffnungszügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="569"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="600"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="912"/>
        <source> · %1 sets searched</source>
        <translation> · %1 Mengen durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="584"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: stopped before a verdict.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: angehalten vor einem Urteil.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="587"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: every answer found within %n guesses · proven</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: jede Lösung in höchstens %n Versuch gefunden · bewiesen</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: jede Lösung in höchstens %n Versuchen gefunden · bewiesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="589"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guesses · proven · the fewest left unsolved: %2 of %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: keine Strategie findet jede Lösung in höchstens %n Versuch · bewiesen · am wenigsten ungelöst: %2 von %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: keine Strategie findet jede Lösung in höchstens %n Versuchen · bewiesen · am wenigsten ungelöst: %2 von %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="596"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guesses · proven (tick “Fewest left unsolved” for how few must be missed)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: keine Strategie findet jede Lösung in höchstens %n Versuch · bewiesen („Wenigste ungelöst“ ankreuzen, um zu sehen, wie wenige fehlen müssen)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: keine Strategie findet jede Lösung in höchstens %n Versuchen · bewiesen („Wenigste ungelöst“ ankreuzen, um zu sehen, wie wenige fehlen müssen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Several boards have no tree here: a tree of one board is the word game&apos;s (Game → Wordle-like); the Assistant scores guesses over the open boards and Simulation plays seeded games.</source>
        <translation type="vanished">Für mehrere Bretter gibt es hier keinen Baum: der Baum eines Bretts ist der des Wortspiels (Spiel → Wordle-artig); der Assistent bewertet Versuche über die offenen Bretter, und die Simulation spielt Spiele mit festem Startwert.</translation>
    </message>
    <message>
        <source>Absurdle has no tree of secrets: the Assistant gives the fewest guesses that force a win from any position, and Review judges a game.</source>
        <translation type="vanished">Absurdle hat keinen Baum von Geheimnissen: der Assistent nennt die wenigsten Versuche, die von jeder Stellung aus einen Sieg erzwingen, und der Rückblick beurteilt ein Spiel.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="628"/>
        <source>Type an opener first.</source>
        <translation>Zuerst einen Eröffnungszug eingeben.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="875"/>
        <source>Stopped before a verdict.</source>
        <translation>Angehalten vor einem Urteil.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="877"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: every secret found within %n questions · proven</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: jedes Geheimnis in höchstens %n Frage gefunden · bewiesen</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: jedes Geheimnis in höchstens %n Fragen gefunden · bewiesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="880"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every secret within %n questions · proven · the fewest left unfound: %2 of %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: keine Strategie findet jedes Geheimnis in höchstens %n Frage · bewiesen · am wenigsten nicht gefunden: %2 von %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: keine Strategie findet jedes Geheimnis in höchstens %n Fragen · bewiesen · am wenigsten nicht gefunden: %2 von %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="888"/>
        <source>No strategy finds every secret within %n questions · proven (tick “Fewest left unsolved” for how few must be missed)</source>
        <translation>
            <numerusform>Keine Strategie findet jedes Geheimnis in höchstens %n Frage · bewiesen („Wenigste ungelöst“ ankreuzen, um zu sehen, wie wenige fehlen müssen)</numerusform>
            <numerusform>Keine Strategie findet jedes Geheimnis in höchstens %n Fragen · bewiesen („Wenigste ungelöst“ ankreuzen, um zu sehen, wie wenige fehlen müssen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="906"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 questions in all</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: insgesamt %2 Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="909"/>
        <source> · stopped</source>
        <translation> · angehalten</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="932"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1002"/>
        <source> · average %1, worst %2</source>
        <translation> · Durchschnitt %1, schlechtester Fall %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="935"/>
        <source> · at most %n questions</source>
        <translation>
            <numerusform> · höchstens %n Frage</numerusform>
            <numerusform> · höchstens %n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="938"/>
        <source>Left unfound within %n questions: </source>
        <translation>
            <numerusform>In höchstens %n Frage nicht gefunden: </numerusform>
            <numerusform>In höchstens %n Fragen nicht gefunden: </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="970"/>
        <source>%1: the file claims %2 secrets left unfound, but the strategy leaves %3</source>
        <translation>%1: die Datei nennt %2 nicht gefundene Geheimnisse, die Strategie lässt aber %3</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="975"/>
        <source>%1: the file claims a total of %2 questions, but the strategy takes %3</source>
        <translation>%1: die Datei nennt insgesamt %2 Fragen, die Strategie braucht aber %3</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="983"/>
        <source>&lt;b&gt;%1&lt;/b&gt; verified: %2 questions in all</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; geprüft: insgesamt %2 Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="986"/>
        <source>Every secret reached, every question allowed, the totals recomputed.</source>
        <translation>Jedes Geheimnis erreicht, jede Frage erlaubt, die Summen nachgerechnet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="1007"/>
        <source> · at most %n guesses</source>
        <translation>
            <numerusform> · höchstens %n Versuch</numerusform>
            <numerusform> · höchstens %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1014"/>
        <source>… (%1 in all)</source>
        <translation>… (%1 insgesamt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="1016"/>
        <source>Left unsolved within %n guesses: </source>
        <translation>
            <numerusform>In höchstens %n Versuch ungelöst: </numerusform>
            <numerusform>In höchstens %n Versuchen ungelöst: </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1042"/>
        <source>There is no verified strategy to save.</source>
        <translation>Es gibt keine geprüfte Strategie zum Speichern.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1056"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht schreiben: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1057"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert unter %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1068"/>
        <source>Load a word game&apos;s lists first.</source>
        <translation>Zuerst die Listen eines Wortspiels laden.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="953"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1072"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1090"/>
        <source>%1: the file claims %2 answers left unsolved within %3 guesses, but the strategy leaves %4</source>
        <translation>%1: die Datei nennt %2 ungelöste Lösungen in höchstens %3 Versuchen, die Strategie lässt aber %4</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="839"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="965"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1097"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="80"/>
        <source> (%1 valued exactly, as charted; the others proven worse by a bound)</source>
        <translation> (%1 genau bewertet, wie im Diagramm; die übrigen durch eine Schranke als schlechter bewiesen)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="240"/>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="241"/>
        <source>How many answers the strategy finds in each number of guesses</source>
        <translation>Wie viele Lösungen die Strategie mit jeder Zahl von Versuchen findet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="242"/>
        <source>Openers</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="243"/>
        <source>The best openers&apos; averages, once the best opener is searched</source>
        <translation>Die Mittel der besten Eröffnungen, sobald die beste Eröffnung gesucht ist</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="244"/>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="245"/>
        <source>Every answer&apos;s guesses: find one, open its path</source>
        <translation>Die Versuche jeder Lösung: eine suchen, ihren Weg öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="246"/>
        <source>Any N in K</source>
        <translation>Beliebige N in K</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="402"/>
        <source>Best opener</source>
        <translation>Bester Eröffnungszug</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="404"/>
        <source>Fewest questions in all</source>
        <translation>Wenigste Fragen insgesamt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="405"/>
        <source>Every secret within K questions</source>
        <translation>Jedes Geheimnis in höchstens K Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="407"/>
        <source>Questions per secret</source>
        <translation>Fragen je Geheimnis</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="408"/>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="409"/>
        <source>secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="410"/>
        <source> questions</source>
        <translation> Fragen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="436"/>
        <source>Every way after an opener</source>
        <translation>Jeder Weg nach einer Eröffnung</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="437"/>
        <source>Every way from the start</source>
        <translation>Jeder Weg vom Anfang an</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="439"/>
        <source>Every way to force the win after the opener typed, or after every opener that forces it (as long as every opener&apos;s verdict)</source>
        <translation>Jeder Weg, den Sieg nach der eingegebenen Eröffnung zu erzwingen, oder nach jeder Eröffnung, die ihn erzwingt (so lange wie das Urteil über jede Eröffnung)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="457"/>
        <source>an opener</source>
        <translation>ein Eröffnungszug</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="458"/>
        <source>an opener, e.g. %1</source>
        <translation>ein Eröffnungszug, z. B. %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="463"/>
        <source>Dordle: %Ln answers on each board. Compute finds the fewest guesses in all over every pair of different answers, proven (small lists; Stop keeps the bound proven).</source>
        <translation>
            <numerusform>Dordle: %Ln Lösung auf jedem Brett. Berechnen findet die wenigsten Versuche insgesamt über jedes Paar verschiedener Lösungen, bewiesen (kleine Listen; Anhalten behält die bewiesene Schranke).</numerusform>
            <numerusform>Dordle: %Ln Lösungen auf jedem Brett. Berechnen findet die wenigsten Versuche insgesamt über jedes Paar verschiedener Lösungen, bewiesen (kleine Listen; Anhalten behält die bewiesene Schranke).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="467"/>
        <source>%1: the exact search over several boards is for two (Dordle).</source>
        <translation>%1: die genaue Suche über mehrere Bretter gibt es für zwei (Dordle).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="470"/>
        <source>Absurdle: %Ln words. Compute lists every way to force a win in the fewest guesses.</source>
        <translation>
            <numerusform>Absurdle: %Ln Wort. Berechnen listet jeden Weg, einen Sieg in den wenigsten Versuchen zu erzwingen.</numerusform>
            <numerusform>Absurdle: %Ln Wörter. Berechnen listet jeden Weg, einen Sieg in den wenigsten Versuchen zu erzwingen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="473"/>
        <source>%1: %n secrets.</source>
        <translation>
            <numerusform>%1: %n Geheimnis.</numerusform>
            <numerusform>%1: %n Geheimnisse.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="481"/>
        <source>Optimal trees are for Wordle-like word games and the games of the Game menu.</source>
        <translation>Optimale Bäume gibt es für Wortspiele wie Wordle und die Spiele des Menüs Spiel.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="554"/>
        <source> (prior)</source>
        <translation> (gewichtet)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="560"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 guesses expected under the prior</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: unter der Vorverteilung %2 Versuche erwartet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="614"/>
        <source>The exact search over several boards is for two (Dordle: Game → Several boards…, 2 boards); with more, the Assistant scores guesses over the open boards and Simulation plays seeded games.</source>
        <translation>Die genaue Suche über mehrere Bretter gibt es für zwei (Dordle: Spiel → Mehrere Bretter…, 2 Bretter); bei mehr bewertet der Assistent Versuche über die offenen Bretter, und die Simulation spielt Spiele mit festem Startwert.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="687"/>
        <source>&lt;b&gt;Dordle&lt;/b&gt; on %1 answers: %2 pairs of different answers</source>
        <translation>&lt;b&gt;Dordle&lt;/b&gt; mit %1 Lösungen: %2 Paare verschiedener Lösungen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="691"/>
        <source>Fewest guesses in all: &lt;b&gt;%1&lt;/b&gt; (%2 a game) · proven · first guess %3</source>
        <translation>Wenigste Versuche insgesamt: &lt;b&gt;%1&lt;/b&gt; (%2 je Spiel) · bewiesen · erster Versuch %3</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="695"/>
        <source>Stopped: no strategy needs fewer than %1 guesses in all (%2 a game)</source>
        <translation>Angehalten: keine Strategie braucht weniger als %1 Versuche insgesamt (%2 je Spiel)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="698"/>
        <source>; the best found needs %1 (%2 a game, first guess %3): a gap of %4</source>
        <translation>; die beste gefundene braucht %1 (%2 je Spiel, erster Versuch %3): eine Lücke von %4</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="701"/>
        <source> · %1 positions searched</source>
        <translation> · %1 Stellungen durchsucht</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="755"/>
        <source>Stopped before every way was found.</source>
        <translation>Angehalten, bevor jeder Weg gefunden war.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="761"/>
        <source>No win can be forced within %n guesses · proven</source>
        <translation>
            <numerusform>Kein Sieg lässt sich in %n Versuch erzwingen · bewiesen</numerusform>
            <numerusform>Kein Sieg lässt sich in %n Versuchen erzwingen · bewiesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="764"/>
        <source>A win is forced in %n guesses at best · proven (one fewer refuted) · %1 openers force it</source>
        <translation>
            <numerusform>Ein Sieg ist bestenfalls in %n Versuch erzwungen · bewiesen (einer weniger widerlegt) · %1 Eröffnungen erzwingen ihn</numerusform>
            <numerusform>Ein Sieg ist bestenfalls in %n Versuchen erzwungen · bewiesen (einer weniger widerlegt) · %1 Eröffnungen erzwingen ihn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="769"/>
        <source>&lt;b&gt;%1&lt;/b&gt; forces a win in %n guesses at best · proven (one fewer refuted)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; erzwingt bestenfalls einen Sieg in %n Versuch · bewiesen (einer weniger widerlegt)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; erzwingt bestenfalls einen Sieg in %n Versuchen · bewiesen (einer weniger widerlegt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="774"/>
        <source> · %Ln ways</source>
        <translation>
            <numerusform> · %Ln Weg</numerusform>
            <numerusform> · %Ln Wege</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="776"/>
        <source> · too many to list: the first %1 guesses shown</source>
        <translation> · zu viele für eine Liste: die ersten %1 Versuche gezeigt</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="814"/>
        <source>Reading and checking %1…</source>
        <translation>%1 wird gelesen und geprüft…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="840"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="967"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1098"/>
        <source> (and %n more problems)</source>
        <translation>
            <numerusform> (und %n weiteres Problem)</numerusform>
            <numerusform> (und %n weitere Probleme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="848"/>
        <source>&lt;b&gt;%1&lt;/b&gt; verified: %Ln ways to force a win in the fewest guesses</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; geprüft: %Ln Weg, einen Sieg in den wenigsten Versuchen zu erzwingen</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; geprüft: %Ln Wege, einen Sieg in den wenigsten Versuchen zu erzwingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="851"/>
        <source> · each a win in %n guesses from the start</source>
        <translation>
            <numerusform> · jeder ein Sieg in %n Versuch vom Anfang an</numerusform>
            <numerusform> · jeder ein Sieg in %n Versuchen vom Anfang an</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="856"/>
        <source>Every way replayed against the game, one fewer guess refuted, and no way missing.</source>
        <translation>Jeder Weg gegen das Spiel nachgespielt, ein Versuch weniger widerlegt, und kein Weg fehlt.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="858"/>
        <source>Every way replayed against the game and one fewer guess refuted; too many ways to prove that none is missing.</source>
        <translation>Jeder Weg gegen das Spiel nachgespielt und ein Versuch weniger widerlegt; zu viele Wege, um zu beweisen, dass keiner fehlt.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1001"/>
        <source> · every answer alike: average %1, worst %2</source>
        <translation> · jede Lösung gleich gezählt: Durchschnitt %1, schlechtester Fall %2</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1102"/>
        <source>%1: the file claims a total of %2 guesses, but the strategy takes %3</source>
        <translation>%1: die Datei gibt insgesamt %2 Versuche an, die Strategie braucht aber %3</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1107"/>
        <source>%1: the file claims a weighted total of %2, but under the prior it is %3</source>
        <translation>%1: die Datei gibt eine gewichtete Summe von %2 an, unter der Vorverteilung ist sie aber %3</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1114"/>
        <source>&lt;b&gt;%1&lt;/b&gt; verified: %2 guesses in all</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; geprüft: insgesamt %2 Versuche</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1118"/>
        <source> · %1 expected under the prior</source>
        <translation> · unter der Vorverteilung %1 erwartet</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1124"/>
        <source>Every answer reached, every guess allowed, the totals recomputed. The tree was chosen under a prior that is not the one loaded: its weighted total is not checked.</source>
        <translation>Jede Lösung erreicht, jeder Versuch erlaubt, die Summen nachgerechnet. Der Baum wurde unter einer anderen als der geladenen Vorverteilung gewählt: seine gewichtete Summe ist nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1127"/>
        <source>Every answer reached, every guess allowed, the totals recomputed.</source>
        <translation>Jede Lösung erreicht, jeder Versuch erlaubt, die Summen nachgerechnet.</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1133"/>
        <source>Open a strategy</source>
        <translation>Strategie öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1133"/>
        <source>Strategies (*.txt);;All files (*)</source>
        <translation>Strategien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1137"/>
        <source>Not a valid strategy</source>
        <translation>Keine gültige Strategie</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1170"/>
        <source>Save the strategy</source>
        <translation>Strategie speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1171"/>
        <source>Strategies (*.txt)</source>
        <translation>Strategien (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1175"/>
        <source>Cannot save the strategy</source>
        <translation>Strategie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1190"/>
        <source>left unsolved (found later)</source>
        <translation>ungelöst (später gefunden)</translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1233"/>
        <source>Openers compared
the axis starts at %1, not 0</source>
        <translation>Eröffnungszüge im Vergleich
die Achse beginnt bei %1, nicht 0</translation>
    </message>
    <message>
        <source>Openers compared · the axis starts at %1, not 0</source>
        <translation type="vanished">Eröffnungszüge im Vergleich · die Achse beginnt bei %1, nicht 0</translation>
    </message>
</context>
<context>
    <name>guesslab::gui::WordListPanel</name>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="31"/>
        <source>Filter…</source>
        <translation>Filtern…</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="33"/>
        <source>Show only the entries that contain this text</source>
        <translation>Nur Einträge zeigen, die diesen Text enthalten</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="37"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="38"/>
        <source>Save the entries shown, one per line</source>
        <translation>Die gezeigten Einträge speichern, einer pro Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="39"/>
        <source>F&amp;ilter:</source>
        <translation>F&amp;ilter:</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="56"/>
        <source>Export list</source>
        <translation>Liste exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="56"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="59"/>
        <source>Cannot export the list</source>
        <translation>Die Liste lässt sich nicht exportieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="78"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="79"/>
        <source>%1 of %n entries</source>
        <translation>
            <numerusform>%1 von %n Eintrag</numerusform>
            <numerusform>%1 von %n Einträgen</numerusform>
        </translation>
    </message>
</context>
</TS>
