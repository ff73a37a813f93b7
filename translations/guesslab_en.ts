<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameChoice</name>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="24"/>
        <source>&amp;Mastermind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="26"/>
        <source>B&amp;ulls and Cows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="28"/>
        <source>Bulls and Cows, &amp;questions may repeat digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="30"/>
        <source>One &amp;heavy coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="32"/>
        <source>One &amp;odd coin, heavier or lighter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="34"/>
        <source>&amp;Two heavy coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="36"/>
        <source>&amp;Binary search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="38"/>
        <source>&amp;Absurdle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="40"/>
        <source>Se&amp;veral boards (Dordle, Quordle, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="48"/>
        <source>Find a code of coloured pegs; each guess scores black pegs (right colour, right place) and white pegs (right colour, wrong place). Colours may repeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="53"/>
        <source>Find a number of different digits; each guess, also of different digits, scores bulls (right digit, right place) and cows (a digit of the secret in another place).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="58"/>
        <source>Bulls and Cows where a guess may repeat digits (the secret never does); a digit of the secret counts once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="62"/>
        <source>One coin is heavier than the others; find it with a balance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="64"/>
        <source>One coin is heavier or lighter than the others; find it and say which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="66"/>
        <source>Two coins are equally heavier than the others; find both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="68"/>
        <source>Find a number by asking &quot;is it at most k?&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="70"/>
        <source>Wordle against an adversary: no answer is fixed. Each guess splits the words still possible by their feedback, and the game keeps the largest class (ties: fewest greens, then fewest yellows, then the feedback first read left to right, grey before yellow before green). You win by guessing the one word left. Played on the word lists loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="77"/>
        <source>Several Wordle boards at once, each with its own answer, all different. Each guess is played on every board not yet solved; a board is solved when the guess is its answer. Win by solving every board within the guesses allowed. 2 boards: Dordle, 4: Quordle, 8: Octordle, 16: Sedecordle, 32: Duotrigordle. Played on the word lists loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="88"/>
        <source>How many coins lie on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="91"/>
        <source>&amp;Pegs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="91"/>
        <source>Positions in a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="92"/>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="92"/>
        <source>Colours a peg can have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="96"/>
        <source>Digits in the secret, all different</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="96"/>
        <source>Pos&amp;itions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="97"/>
        <source>&amp;Digits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="97"/>
        <source>The secret&apos;s digits are 0 to this less one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="99"/>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="101"/>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="103"/>
        <source>&amp;Coins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="105"/>
        <source>&amp;Numbers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="105"/>
        <source>The secret is one of 1 to this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="109"/>
        <source>&amp;Boards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="110"/>
        <source>2 Dordle, 4 Quordle, 8 Octordle, 16 Sedecordle, 32 Duotrigordle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="115"/>
        <source>&amp;Guesses allowed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="116"/>
        <source>The usual limit is the boards plus 5: 7, 9, 13, 21 and 37 guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="117"/>
        <source>usual (boards + 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="170"/>
        <source>A secret of %1 different digits needs at least %1 digits to choose from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="186"/>
        <source>Absurdle is played on word lists: load them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="189"/>
        <source>Absurdle needs every answer in the guess list, to be named at the end: %n answers are missing.</source>
        <translation>
            <numerusform>Absurdle needs every answer in the guess list, to be named at the end: %n answer is missing.</numerusform>
            <numerusform>Absurdle needs every answer in the guess list, to be named at the end: %n answers are missing.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="200"/>
        <source>Several boards are played on word lists: load them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="203"/>
        <source>Several boards need every answer in the guess list, to solve each board: %n answers are missing.</source>
        <translation>
            <numerusform>Several boards need every answer in the guess list, to solve each board: %n answer is missing.</numerusform>
            <numerusform>Several boards need every answer in the guess list, to solve each board: %n answers are missing.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamechoice.cpp" line="209"/>
        <source>%1 guesses cannot solve %2 boards: one guess solves one board at most.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="13"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="13"/>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="14"/>
        <source>JPEG image (*.jpg *.jpeg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="14"/>
        <source>BMP image (*.bmp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/chartexport.cpp" line="45"/>
        <source>the chart could not be rendered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="16"/>
        <location filename="../src/gui/review/reviewchart.cpp" line="32"/>
        <source>Cost and luck per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="18"/>
        <location filename="../src/gui/review/reviewchart.cpp" line="32"/>
        <source>guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="32"/>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="42"/>
        <source>bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="42"/>
        <source>bits lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="42"/>
        <source>Bits lost and luck per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewchart.cpp" line="61"/>
        <source>luck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="10"/>
        <source>Normal mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="18"/>
        <source>Any word of the guess list, at any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="11"/>
        <source>Hard mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="20"/>
        <source>The game&apos;s hard mode: a green letter stays in its place and every letter revealed green or yellow is used again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="12"/>
        <source>Strict mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="23"/>
        <source>Every guess could still be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="25"/>
        <source>Which guesses are allowed: normal, the game&apos;s hard mode (revealed hints used again) or strict (every guess could be the answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="31"/>
        <source>A question that names a secret (a code) must be one that could still be the secret; in this game hard and strict are the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="33"/>
        <source>Any question, at any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="37"/>
        <source>Which questions are allowed: any, or only codes that could still be the secret (hard and strict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="54"/>
        <source> · hard mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="56"/>
        <source> · strict mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="66"/>
        <source> (hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/ruletext.cpp" line="68"/>
        <source> (strict)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../forms/settingsdialog.ui" line="6"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="14"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="24"/>
        <source>The language of the workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="31"/>
        <source>&amp;Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="41"/>
        <source>How many cores the computations may use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="53"/>
        <source>A new language takes effect when the workbench is started again. A new thread count takes effect at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepProblemText</name>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="18"/>
        <source>&apos;%1&apos; is in neither the answer list nor the guess list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="20"/>
        <source>The feedback does not fit the word length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="22"/>
        <source>No possible answer gives %1 this feedback: check the tiles (or load an answer list that has the answer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="26"/>
        <source>Strict mode: %1 could not be the answer; against it step %2 would show %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="33"/>
        <source>Hard mode: position %1 must be %2, as step %3 showed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/common/stepproblemtext.cpp" line="38"/>
        <source>Hard mode: the guess must contain %1 at least %n times, as step %2 showed.</source>
        <translation>
            <numerusform>Hard mode: the guess must contain %1 at least %n time, as step %2 showed.</numerusform>
            <numerusform>Hard mode: the guess must contain %1 at least %n times, as step %2 showed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="43"/>
        <source>Hard mode: the guess must contain %1, as step %2 showed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="58"/>
        <source>%1 could not be the secret: against it step %2 would get %3 (the mode asks for questions that could be the secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="64"/>
        <source>No possible secret gives %1 this feedback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/stepproblemtext.cpp" line="66"/>
        <source>This game has no such feedback for %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordInput</name>
    <message>
        <location filename="../src/gui/common/wordinput.cpp" line="18"/>
        <source>&apos;%1&apos; is not in the answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/wordinput.cpp" line="19"/>
        <source>&apos;%1&apos; is not in the guess list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::EngineText</name>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="15"/>
        <source>Generating equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="21"/>
        <source>Eldrow: every target from the start word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="22"/>
        <source>Eldrow: every target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="23"/>
        <source>%1 pools · longest so far %2 · depth %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="24"/>
        <source>Grading every guess against every answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="25"/>
        <source>Looking two guesses ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="26"/>
        <source>Searching pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="27"/>
        <source>Grading and ranking guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="28"/>
        <source>Ranking guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="29"/>
        <source>Ranking questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="30"/>
        <source>Playing every secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="36"/>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="37"/>
        <source>Opener &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="38"/>
        <source>Opener &apos;%1&apos; (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="39"/>
        <source>Opener &apos;%1&apos; (%2 of %3, best so far %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="40"/>
        <source>Searching every class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="41"/>
        <source>%1 sets searched, %2 remembered · total at least %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="35"/>
        <location filename="../src/gui/common/enginetext.cpp" line="43"/>
        <source>Sets of answers no two guesses tell apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="16"/>
        <source>First guesses bounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="17"/>
        <source>First guesses searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="18"/>
        <source>Guesses searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="19"/>
        <source>Winning guesses followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="20"/>
        <source>Ways replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="31"/>
        <source>Playing seeded games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="32"/>
        <source>%1 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="33"/>
        <source>Openers searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="34"/>
        <source>Secrets of the first question&apos;s classes solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="44"/>
        <source>Move %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="45"/>
        <source>The best move at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="50"/>
        <source>is a directory, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="51"/>
        <source>is a character device (such as /dev/zero), not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="53"/>
        <source>is a block device, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="54"/>
        <source>is a named pipe (FIFO), not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="55"/>
        <source>is a socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="56"/>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="57"/>
        <source>is not a settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="58"/>
        <source>is larger than %1 MiB, the most this program reads for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="60"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="61"/>
        <source>No such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="62"/>
        <source>Permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="63"/>
        <source>read error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="64"/>
        <source>no bundled list of that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="65"/>
        <source>%1 has the symbol %2, which is not in the alphabet &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="67"/>
        <source>%1 has %2 symbols; words may have 1 to 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="68"/>
        <source>%1 has %2 symbols, expected %3 (the length of line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="70"/>
        <source>%1 has %2 symbols, expected %3 (the game&apos;s length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="71"/>
        <source>has no words (only blank or comment lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="72"/>
        <source>%1 has no weight; expected &quot;word weight&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="73"/>
        <source>%1 is not a number (the weight of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="74"/>
        <source>the weight of %1 must be a finite number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="75"/>
        <source>%1 already has a weight on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="76"/>
        <source>gives no answer a positive weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="77"/>
        <source>%1 repeats line %2; dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="78"/>
        <source>%1 words are not answers and were ignored (the first: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="80"/>
        <source>%1 answers have no weight and count as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="82"/>
        <source>is not a results line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="83"/>
        <source>has no &quot;item&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="84"/>
        <source>is not a results file (no complete first line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="85"/>
        <source>is not the results of a tree, within, eldrow, nerdle rank, absurdle or boards run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="88"/>
        <source>its game has %1 guesses, but the run&apos;s fewest is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="91"/>
        <source>is not the first line of a tree run&apos;s results (tree --best --results)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="93"/>
        <source>has no &quot;total&quot; of guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="94"/>
        <source>gives %1 a total of %2, where %3 line %4 gives %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="95"/>
        <source>counts %1 guesses, where the lists&apos; other tables count %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="97"/>
        <source>is a run under a prior (weights %1): the opening book holds plain totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="99"/>
        <source>has &quot;classes&quot; that are not a list beside an exact total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="101"/>
        <source>has a class &quot;%1&quot; that is not &quot;feedback answers value next&quot; (the value at least the answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="104"/>
        <source>gives %1&apos;s class %2 %3 guesses, where %4 line %5 gives %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="106"/>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="107"/>
        <source>&quot;%1&quot; is %2, outside %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="108"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="109"/>
        <source>&quot;%1&quot; is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="110"/>
        <source>&quot;%1&quot; is not a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="111"/>
        <source>&quot;%1&quot; is not a list of words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="112"/>
        <source>has no &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="113"/>
        <source>&quot;mode&quot; is %1, not normal, hard or strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="114"/>
        <source>has neither &quot;wrong&quot; nor &quot;wrong_at_least&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="115"/>
        <source>its chain has %1 words, but &quot;longest&quot; is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="116"/>
        <source>is item %1, but the run has only %2 (see the first line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="118"/>
        <source>the left side is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="119"/>
        <source>the left side ends with an operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="120"/>
        <source>the left side must start with a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="121"/>
        <source>two operators in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="122"/>
        <source>&apos;%1&apos; cannot stand here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="123"/>
        <source>a number may not start with 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="124"/>
        <source>a number on the left may not be 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="125"/>
        <source>the number is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="126"/>
        <source>the left side needs an operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="127"/>
        <source>division by zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="128"/>
        <source>&apos;%1&apos; is not a Nerdle symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="129"/>
        <source>there is no &apos;=&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="130"/>
        <source>a second &apos;=&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="131"/>
        <source>nothing right of &apos;=&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="132"/>
        <source>a lone &apos;-&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="133"/>
        <source>the right side must be a single number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="134"/>
        <source>-0 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="135"/>
        <source>the numbers are too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="136"/>
        <source>the left side is %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="138"/>
        <source>write a guess and its feedback (salet BBYBB), a guess alone, or a row of the shared grid, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="141"/>
        <source>%1 is not feedback of %2 symbols (B/Y/G, 0/1/2 or the grid&apos;s squares)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="143"/>
        <source>no guesses: write each guess with its feedback, one per line (salet BBYBB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="145"/>
        <source>the grid has %1 rows for %2 guesses without feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="147"/>
        <source>the secret &apos;%1&apos; is not in the answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="148"/>
        <source>&apos;%1&apos; against the secret &apos;%2&apos; gets %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="149"/>
        <source>&apos;%1&apos; has no feedback: write it after the guess, paste the shared grid, or give the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="152"/>
        <source>the game was solved at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="157"/>
        <source>%1 is not in the guess list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="158"/>
        <source>every board is solved already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="159"/>
        <source>squares after the guesses typed under the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="160"/>
        <source>%1 boards side by side here, %2 in the grid&apos;s first row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="162"/>
        <source>the grid has %1 boards, the game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="163"/>
        <source>%1 guesses typed under a grid of %2 rows: type each guess played, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="166"/>
        <source>%1 patterns typed: give one per board (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="167"/>
        <source>%1 patterns typed: give one per board (%2), or one per open board (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="169"/>
        <source>board %1: %2 is not a pattern of %3 tiles (G, Y, B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="171"/>
        <source>board %1: no answer it has left gives %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="172"/>
        <source>no guesses (expected lines like &quot;crane BBYGB GGBBB - BYBBB&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="174"/>
        <source>mastermind %1x%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="175"/>
        <source>bulls and cows %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="176"/>
        <source>bulls and cows %1 of %2, questions may repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="177"/>
        <source>bulls %1, cows %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="178"/>
        <source>one heavy coin among %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="179"/>
        <source>one odd coin among %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="180"/>
        <source>two heavy coins among %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="181"/>
        <source>binary search 1..%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="182"/>
        <source>%1 black, %2 white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="183"/>
        <source>left heavier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="184"/>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="185"/>
        <source>right heavier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="186"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="187"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="188"/>
        <source>coin %1 heavy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="189"/>
        <source>coin %1 heavier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="190"/>
        <source>coin %1 lighter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="191"/>
        <source>coins %1 and %2 heavy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="192"/>
        <source>a code is %1 digits from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="193"/>
        <source>a code has %1 digits, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="194"/>
        <source>the digits of a question must all differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="195"/>
        <source>a question that repeats a digit cannot be the secret (hard and strict mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="198"/>
        <source>write a weighing as the coins of each pan split by &apos;vs&apos;, e.g. 1,2 vs 3,4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="200"/>
        <source>unexpected &apos;%1&apos; in a weighing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="201"/>
        <source>coins are numbered 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="202"/>
        <source>coin %1 is weighed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="203"/>
        <source>put as many coins on each pan, at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="204"/>
        <source>ask &apos;at most k?&apos; with k from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="205"/>
        <source>&apos;%1&apos; is not in the guess list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="206"/>
        <source>the word is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="207"/>
        <source>&apos;%1&apos; has a symbol outside the alphabet &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="208"/>
        <source>&apos;%1&apos; has %2 symbols, the game has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="209"/>
        <source>&apos;%1&apos; is longer than 10 symbols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="240"/>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="244"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="250"/>
        <source>position %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/enginetext.cpp" line="260"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AbsurdleTreeModel</name>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="86"/>
        <source>won in %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="90"/>
        <source>%n choices</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="99"/>
        <source>Played: the game keeps %n words</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="101"/>
        <source>%1 is the one word left: the game is won with guess %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="104"/>
        <source>The game keeps %n words; a win is still forced in the fewest guesses</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="116"/>
        <source>Guess and answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="118"/>
        <source>Words kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="120"/>
        <source>Ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="122"/>
        <source>Then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="127"/>
        <source>How many words the game keeps after this guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="129"/>
        <source>How many ways to force the win go through this guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/absurdletreemodel.cpp" line="131"/>
        <source>The guesses that keep the win from here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AnswerPaths</name>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="30"/>
        <source>find an answer, e.g. fuzzy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="31"/>
        <source>Shows the answers starting with this text; a whole answer is also opened in the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="34"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="34"/>
        <source>Guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="34"/>
        <source>Words played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="47"/>
        <source>Every answer and how the strategy solves it; click a header to sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="49"/>
        <source>&amp;Look up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="94"/>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/answerpaths.cpp" line="115"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AnySetView</name>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="28"/>
        <source>Sets of answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="31"/>
        <source>Chec&amp;k every set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="32"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="43"/>
        <source>Sets of &amp;N answers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="59"/>
        <source>Stop; the sets found so far stay, not proven to be all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="41"/>
        <source>N: how many answers in a set. Any two answers can always be found within two guesses (guess one of them). Up to 4 within two guesses, up to 6 within three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="48"/>
        <source>K: the guesses allowed. Within two guesses a set is found when some guess gives each of its answers its own feedback; within three, when some guess leaves only classes that two guesses find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="51"/>
        <source>guesses allowe&amp;d, K:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="53"/>
        <source>normal mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="57"/>
        <source>Check every set of N answers of the current lists and list those that no strategy finds within K guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="64"/>
        <source>Can any N answers be found within K guesses? Choose N and K and check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="66"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="66"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="66"/>
        <source>In place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="68"/>
        <source>The letters every answer of the set has in the same place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="77"/>
        <source>Every set of answers that no strategy finds within K guesses: whichever guess comes first, some of them stay alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="130"/>
        <source>Can any N of the %1 answers be found within K guesses? Choose N and K and check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="107"/>
        <source>Stopped after %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="123"/>
        <source>Sets of answers are checked for Wordle-like word games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/anysetview.cpp" line="126"/>
        <source>%n answers are not in the guess list: add them to check sets of answers.</source>
        <translation>
            <numerusform>%n answer is not in the guess list: add them to check sets of answers.</numerusform>
            <numerusform>%n answers are not in the guess list: add them to check sets of answers.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="147"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/anysetview.cpp" line="165"/>
        <source>&lt;b&gt;Every %1 of the %2 answers can be found within %3 guesses&lt;/b&gt; · proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/anysetview.cpp" line="171"/>
        <source>&lt;b&gt;%n sets of %1 answers cannot be found within %2 guesses&lt;/b&gt; · proven, every such set is listed</source>
        <translation>
            <numerusform>&lt;b&gt;%n sets of %1 answers cannot be found within %2 guesses&lt;/b&gt; · proven, every such set is listed</numerusform>
            <numerusform>&lt;b&gt;%n sets of %1 answers cannot be found within %2 guesses&lt;/b&gt; · proven, every such set is listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/anysetview.cpp" line="177"/>
        <source>Stopped: %n sets of %1 answers found that cannot be found within %2 guesses, not proven to be all</source>
        <translation>
            <numerusform>Stopped: %n sets of %1 answers found that cannot be found within %2 guesses, not proven to be all</numerusform>
            <numerusform>Stopped: %n sets of %1 answers found that cannot be found within %2 guesses, not proven to be all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>guesslab::gui::AssistantPanel</name>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="79"/>
        <source>U&amp;ndo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="80"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="78"/>
        <source>Su&amp;bmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="81"/>
        <source>Ne&amp;w game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="90"/>
        <source>Answers &amp;only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="292"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="315"/>
        <source>your guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="293"/>
        <source>The word you played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="102"/>
        <source>e.g. BGYBB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="104"/>
        <source>The feedback as text: G green, Y yellow, B grey; or 2 green, 1 yellow, 0 grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="297"/>
        <source>Play this guess with this feedback (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="118"/>
        <source>Take the last step back (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="120"/>
        <source>Play the undone step again (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="121"/>
        <source>Forget every step and start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="133"/>
        <source>Suggest only guesses that may be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="138"/>
        <source>The steps played so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="300"/>
        <source>Double-click a word to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="324"/>
        <source>The exact number of further guesses the best strategy needs on average, over the answers still possible, for the best guesses by entropy (column Exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="308"/>
        <source>Double-click a guess to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="290"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="314"/>
        <source>G&amp;uess:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="73"/>
        <source>F&amp;eedback:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="99"/>
        <source>The answer the game gave; only answers still possible are offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="159"/>
        <source>or t&amp;ype:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="189"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="290"/>
        <source>&amp;Question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="292"/>
        <source>a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="294"/>
        <source>The question you asked, as the Openers table writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="298"/>
        <source>Play this question with this feedback (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="299"/>
        <source>Possible answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="299"/>
        <source>Possible secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="301"/>
        <source>Double-click a secret to ask it, where questions name secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="303"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="317"/>
        <source>Best next guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="303"/>
        <source>Best next questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="306"/>
        <source>. A step the rule does not allow is refused, and only allowed questions are suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="309"/>
        <source>Double-click a question to ask it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="316"/>
        <source>Words the game may keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="326"/>
        <source>The exact number of further questions the best strategy needs on average, over the secrets still possible, this question included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="350"/>
        <source>The game answers %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="366"/>
        <source>No possible secret answers %1 with &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="379"/>
        <source>Type the word you played first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="380"/>
        <source>Type the question you asked first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="423"/>
        <source>Set the tiles to the colours the game showed for %1, then submit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="427"/>
        <source>This feedback would leave %n possible answers.</source>
        <translation>
            <numerusform>This feedback would leave %n possible answer.</numerusform>
            <numerusform>This feedback would leave %n possible answers.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="441"/>
        <source>%1 is not in the opening book: its exact value follows once it is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="447"/>
        <source>Opening with %1: %2 guesses on average with best play after it (exact, from the opening book).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="449"/>
        <source>Opening with %1: at least %2 guesses on average (a bound from the opening book).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="479"/>
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (%n left)</numerusform>
            <numerusform>%1 (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="491"/>
        <source>The game answers %1, keeping %n words: submit to play it.</source>
        <translation>
            <numerusform>The game answers %1, keeping %n word: submit to play it.</numerusform>
            <numerusform>The game answers %1, keeping %n words: submit to play it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="498"/>
        <source>Choose the feedback the game gave, then submit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="598"/>
        <source>The game you left is back (%n steps); New game starts afresh.</source>
        <translation>
            <numerusform>The game you left is back (%n step); New game starts afresh.</numerusform>
            <numerusform>The game you left is back (%n steps); New game starts afresh.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="631"/>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="632"/>
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="637"/>
        <source>No lists loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="639"/>
        <source>No answer fits step %1: undo it or check its feedback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="640"/>
        <source>No secret fits step %1: undo it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="645"/>
        <source>Solved in %n guesses.</source>
        <translation>
            <numerusform>Solved in %n guess.</numerusform>
            <numerusform>Solved in %n guesses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="646"/>
        <source>Solved in %n questions: %1.</source>
        <translation>
            <numerusform>Solved in %n question: %1.</numerusform>
            <numerusform>Solved in %n questions: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="649"/>
        <source>Only one answer is left: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="650"/>
        <source>Only one secret is left: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="655"/>
        <source>Type a guess or double-click a suggestion: the game answers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="657"/>
        <source>Type a question or double-click a suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="689"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="689"/>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="694"/>
        <source>e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="697"/>
        <source>Working out the fewest guesses that force a win…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="699"/>
        <source>Reading the exact values from the opening book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="700"/>
        <source>Working out the exact values of the best %n guesses…</source>
        <translation>
            <numerusform>Working out the exact value of the best guess…</numerusform>
            <numerusform>Working out the exact values of the best %n guesses…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="703"/>
        <source>Working out the exact values of the best %n questions…</source>
        <translation>
            <numerusform>Working out the exact value of the best %n question…</numerusform>
            <numerusform>Working out the exact values of the best %n questions…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="710"/>
        <source>Exact values under the prior follow once a step is played (the opening book holds the values without it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="712"/>
        <source>Exact values follow once a step is played (the opening book has no table for these lists in this mode).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="714"/>
        <source>Exact values follow once a step is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="723"/>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="770"/>
        <source>Exact values: stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="727"/>
        <source>No win can be forced within %n guesses from here (proven).</source>
        <translation>
            <numerusform>No win can be forced within %n guess from here (proven).</numerusform>
            <numerusform>No win can be forced within %n guesses from here (proven).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="739"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="745"/>
        <source>Best play forces a win in %1 guesses (proven: not in fewer), for example %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="748"/>
        <source>Best play from here forces a win in %1 more guesses (proven), with %n guesses: %2. For example %3.</source>
        <translation>
            <numerusform>Best play from here forces a win in %1 more guesses (proven), with %n guess: %2. For example %3.</numerusform>
            <numerusform>Best play from here forces a win in %1 more guesses (proven), with %n guesses: %2. For example %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="782"/>
        <source>Best play: %1 guesses on average, starting with %2 (exact, the best of every guess). From the opening book, which holds %n exact openers: see the Exact column.</source>
        <translation>
            <numerusform>Best play: %1 guesses on average, starting with %2 (exact, the best of every guess). From the opening book, which holds %n exact opener: see the Exact column.</numerusform>
            <numerusform>Best play: %1 guesses on average, starting with %2 (exact, the best of every guess). From the opening book, which holds %n exact openers: see the Exact column.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="786"/>
        <source>Best of the %n openers in the opening book: %1 guesses on average, starting with %2 (exact; the book does not prove it the best of all).</source>
        <translation>
            <numerusform>Best of the %n opener in the opening book: %1 guesses on average, starting with %2 (exact; the book does not prove it the best of all).</numerusform>
            <numerusform>Best of the %n openers in the opening book: %1 guesses on average, starting with %2 (exact; the book does not prove it the best of all).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="795"/>
        <source>Best play from here: %1 more guesses expected under the prior, starting with %2 (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="797"/>
        <source>Best play from here: %1 more guesses on average, starting with %2 (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/assistantpanel.cpp" line="798"/>
        <source>Best play from here: %1 more questions on average, starting with %2 (exact)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::BackgroundRead</name>
    <message>
        <location filename="../src/gui/common/backgroundread.cpp" line="22"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/backgroundread.cpp" line="26"/>
        <source>Reading a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::BoardsReviewModel</name>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="64"/>
        <source>It names a board&apos;s one answer left: every game must play it once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="89"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="91"/>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="93"/>
        <source>Feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="95"/>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="97"/>
        <source>Bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="99"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="101"/>
        <source>Best bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="103"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="105"/>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="110"/>
        <source>Each board&apos;s feedback, board 1 first (– for a board solved before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="112"/>
        <source>The answers each board has left after the move (✓: solved by it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="114"/>
        <source>What the guess was worth: the sum of the open boards&apos; entropies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="116"/>
        <source>The guess with the most bits there (the entropy player&apos;s choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="118"/>
        <source>The best guess&apos;s bits over the same boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="120"/>
        <source>Best bits less the guess&apos;s bits (nothing for a guess that names a board&apos;s one answer left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/boardsreviewmodel.cpp" line="124"/>
        <source>What the feedback gave: over the open boards, log2 of the answers before over those after</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::BoardsView</name>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="60"/>
        <source>Su&amp;bmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="61"/>
        <source>U&amp;ndo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="62"/>
        <source>Ne&amp;w game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="63"/>
        <source>Shared ga&amp;me…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="68"/>
        <source>Best guesses over the boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="72"/>
        <source>your guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="73"/>
        <source>The word you played on every open board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="76"/>
        <source>BBYGB GGBBB … one per board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="78"/>
        <source>The feedback of each board, in board order, separated by spaces: G green, Y yellow, B grey. A board already solved takes -, or leave it out and give only the open boards&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="83"/>
        <source>G&amp;uess:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="85"/>
        <source>F&amp;eedback per board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="87"/>
        <source>Play this guess with this feedback on every open board (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="88"/>
        <source>Take back the last guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="89"/>
        <source>Start again with every board open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="91"/>
        <source>Paste the grid the game shares, with the guesses typed under it: the game is played from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="111"/>
        <source>One row of tiles per board, and the answers it has left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="112"/>
        <source>Boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>Bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>Most left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="118"/>
        <source>May solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="120"/>
        <source>Information over the open boards: the sum of each board&apos;s entropy, in bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="122"/>
        <source>The most answers the open boards can keep after it: the sum of their largest classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="123"/>
        <source>Open boards whose answer it may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="127"/>
        <source>Double-click a guess to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="130"/>
        <source>Best next guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="193"/>
        <source>A shared game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="194"/>
        <source>The grid the game shares, with the guesses played typed under it, in order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="209"/>
        <source>No grid of squares in the text: paste the game as it is shared, with the guesses typed under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="220"/>
        <source>%n guesses read from the shared game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="224"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="294"/>
        <source>%1: %n boards, %2 guesses allowed. Type your guess, then each board&apos;s feedback in board order (G green, Y yellow, B grey; - for a board already solved).</source>
        <translation>
            <numerusform>%1: %n board, %2 guesses allowed. Type your guess, then its feedback (G green, Y yellow, B grey).</numerusform>
            <numerusform>%1: %n boards, %2 guesses allowed. Type your guess, then each board&apos;s feedback in board order (G green, Y yellow, B grey; - for a board already solved).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="301"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="304"/>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="304"/>
        <source>Answers left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="333"/>
        <source>%1, solved at guess %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="340"/>
        <source>Won: every board solved in %n guesses.</source>
        <translation>
            <numerusform>Won: every board solved in %n guess.</numerusform>
            <numerusform>Won: every board solved in %n guesses.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="341"/>
        <source>Every board solved in %1 guesses, past the limit of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="346"/>
        <source>The %1 guesses allowed are used: %n boards still open.</source>
        <translation>
            <numerusform>The %1 guesses allowed are used: %n board still open.</numerusform>
            <numerusform>The %1 guesses allowed are used: %n boards still open.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="355"/>
        <source>Every board is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="358"/>
        <source>Scoring every guess over the %n open boards…</source>
        <translation>
            <numerusform>Scoring every guess over the %n open board…</numerusform>
            <numerusform>Scoring every guess over the %n open boards…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/assistant/boardsview.cpp" line="384"/>
        <source>Most information over the %n open boards first; double-click one to play it.</source>
        <translation>
            <numerusform>Most information over the %n open board first; double-click one to play it.</numerusform>
            <numerusform>Most information over the %n open boards first; double-click one to play it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="391"/>
        <source>%1 (board %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/assistant/boardsview.cpp" line="395"/>
        <source>Known: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ChartStyle</name>
    <message>
        <location filename="../src/gui/common/chartstyle.cpp" line="255"/>
        <source>No results yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::EldrowModel</name>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="190"/>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="192"/>
        <source>%n guesses</source>
        <translation>
            <numerusform>%n guess</numerusform>
            <numerusform>%n guesses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="197"/>
        <source>Every longest chain ending in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="198"/>
        <source>The reported longest chains ending in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="221"/>
        <source>guess %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="226"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="238"/>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="240"/>
        <source>Against the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="242"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowmodel.cpp" line="244"/>
        <source>Longest chains</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::EldrowPanel</name>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="66"/>
        <source>Eldrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="71"/>
        <source>C&amp;ount chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="73"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="78"/>
        <source>E&amp;xpand all below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="83"/>
        <source>Longest chain ending in a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="84"/>
        <source>Longest chain from a start word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="85"/>
        <source>Longest chain of all (every target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="87"/>
        <source>a word of the answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="91"/>
        <source>Chains: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="92"/>
        <source>How many longest chains to report where no full tree is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="95"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="96"/>
        <source>No time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="98"/>
        <source>Stop each target&apos;s search after this long with the best found, not proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="99"/>
        <source>Count every chain of the longest length (takes longer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="101"/>
        <source>Stop the search and keep the longest chain found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="124"/>
        <source>Each level a guess, its tiles against the target; expand a guess to see the next ones that still reach the longest length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="128"/>
        <source>Open every row below the selected one (up to %L1 rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="130"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="130"/>
        <source>Against the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="142"/>
        <source>One whole longest chain through the selected row, down to the target: every guess with its tiles against the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="145"/>
        <source>Longest chain of every target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="147"/>
        <source>longest chain (guesses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="149"/>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="450"/>
        <source>targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="178"/>
        <source>The selected chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="179"/>
        <source>Every target&apos;s longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="72"/>
        <source>Sea&amp;rch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="86"/>
        <source>Which longest strict-mode game to find, over the answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="152"/>
        <source>F&amp;ind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="154"/>
        <source>&amp;Word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="212"/>
        <source>Stopped after %1 s: the longest chain found so far is shown, not proven longest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="243"/>
        <source>Over the %n answers of the current list.</source>
        <translation>
            <numerusform>Over the %n answer of the current list.</numerusform>
            <numerusform>Over the %n answers of the current list.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="246"/>
        <source>Eldrow needs a word list of words of up to 5 letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="247"/>
        <source>Eldrow is played on one Wordle board: choose Game → Wordle-like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="284"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="345"/>
        <source>%1 of %2 targets searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="347"/>
        <source>Every one of %1 targets searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="349"/>
        <source> · longest so far %n guesses</source>
        <translation>
            <numerusform> · longest so far %n guess</numerusform>
            <numerusform> · longest so far %n guesses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="350"/>
        <source> · longest %n guesses</source>
        <translation>
            <numerusform> · longest %n guess</numerusform>
            <numerusform> · longest %n guesses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="351"/>
        <source>, reached by %n targets</source>
        <translation>
            <numerusform>, reached by %n target</numerusform>
            <numerusform>, reached by %n targets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="367"/>
        <source>&lt;b&gt;Stopped before any target was searched to its end.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="369"/>
        <source>&lt;b&gt;Longest found: %n guesses&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Longest found: %n guess&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Longest found: %n guesses&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="370"/>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="373"/>
        <source> · &lt;b&gt;not proven&lt;/b&gt; (stopped early)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="372"/>
        <source>&lt;b&gt;Longest: %n guesses&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Longest: %n guess&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Longest: %n guesses&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="373"/>
        <source> · proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="375"/>
        <source> · %1 chains of that length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="376"/>
        <source> · %1 pools searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="397"/>
        <source>guess %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="404"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="412"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="412"/>
        <source>Longest chain (guesses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="439"/>
        <source>Opened the first %L1 rows below the selected one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/eldrow/eldrowpanel.cpp" line="463"/>
        <source>Filled in by a search over every target or from a start word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::FeedbackEditor</name>
    <message>
        <location filename="../src/gui/assistant/feedbackeditor.cpp" line="31"/>
        <source>Type G, Y or B (green, yellow, grey) for each tile in turn; Backspace goes back.
Click a tile, or press its number, to cycle grey → yellow → green.
Left/Right move between tiles, Space cycles the current one, Enter submits.
An outlined tile is not set yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GameDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="76"/>
        <source>%1: %n boards of %2 answers each, %3 guesses allowed.</source>
        <translation>
            <numerusform>%1: %n board of %2 answers, %3 guesses allowed.</numerusform>
            <numerusform>%1: %n boards of %2 answers each, %3 guesses allowed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="83"/>
        <source>%1 words the game may keep, %2 guesses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="91"/>
        <source>%1 possible secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dialogs/gamedialog.cpp" line="92"/>
        <source> Ranking its questions will take a while.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GamePlayPanel</name>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation type="vanished">
            <numerusform>%1 (%n left)</numerusform>
            <numerusform>%1 (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation type="vanished">
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n questions: %1.</source>
        <translation type="vanished">
            <numerusform>Solved in %n question: %1.</numerusform>
            <numerusform>Solved in %n questions: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GameStrategyModel</name>
    <message numerus="yes">
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="102"/>
        <source>found with %n</source>
        <translation>
            <numerusform>found with %n</numerusform>
            <numerusform>found with %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="103"/>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="113"/>
        <source>Found with question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="114"/>
        <source>%n secrets give this feedback; the strategy stops here</source>
        <translation>
            <numerusform>%n secret gives this feedback; the strategy stops here</numerusform>
            <numerusform>%n secrets give this feedback; the strategy stops here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="116"/>
        <source>%n secrets give this feedback; the strategy then asks %1</source>
        <translation>
            <numerusform>%n secret gives this feedback; the strategy then asks %1</numerusform>
            <numerusform>%n secrets give this feedback; the strategy then asks %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="129"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="131"/>
        <source>Feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="133"/>
        <source>Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="135"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="137"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="139"/>
        <source>Then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="144"/>
        <source>How many secrets give this feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="146"/>
        <source>The questions those secrets take in all, from the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="148"/>
        <source>The questions those secrets take on average, from the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/gamestrategymodel.cpp" line="150"/>
        <source>The next question the strategy asks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::GuideWindow</name>
    <message>
        <location filename="../src/gui/dialogs/guidewindow.cpp" line="61"/>
        <source>guesslab user guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::JobStatusText</name>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="25"/>
        <source>about %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="27"/>
        <source>about %1 min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="28"/>
        <source>about %1 h left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="32"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="46"/>
        <source>%1: %2% · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="47"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/jobstatustext.cpp" line="56"/>
        <source>Done in %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::MainWindow</name>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="121"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="126"/>
        <source>guesslab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="561"/>
        <source>%1: stopped after %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="858"/>
        <source>Openers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="860"/>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="862"/>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="864"/>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="866"/>
        <source>Word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="868"/>
        <source>Eldrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="870"/>
        <source>Trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="872"/>
        <source>Simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="873"/>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="311"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="99"/>
        <source>%1, bundled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="312"/>
        <source>Open &amp;answer list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="313"/>
        <source>Open answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="318"/>
        <source>Load the words that can be the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="319"/>
        <source>Open &amp;guess list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="320"/>
        <source>Open guess list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="325"/>
        <source>Load the words that may be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="326"/>
        <source>Open &amp;weights…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="328"/>
        <source>Open weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="332"/>
        <source>Load a prior over the answers: lines of &quot;word weight&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="333"/>
        <source>Open run re&amp;sults…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="336"/>
        <source>Open run results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="337"/>
        <source>Results files (*.jsonl *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="341"/>
        <source>Show the results file of a long command-line run (every opener&apos;s total, every Eldrow target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="343"/>
        <source>&amp;Clear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="344"/>
        <source>Treat every answer as equally likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="345"/>
        <source>&amp;Recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="348"/>
        <source>Use &amp;bundled lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="350"/>
        <source>The original Wordle lists: 2315 answers, 12972 guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="361"/>
        <source>&amp;Export table (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="363"/>
        <source>&amp;Opener ranking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="364"/>
        <source>ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="366"/>
        <source>&amp;Partition classes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="367"/>
        <location filename="../src/gui/mainwindow.cpp" line="395"/>
        <source>partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="368"/>
        <source>&amp;Simulation results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="369"/>
        <location filename="../src/gui/mainwindow.cpp" line="397"/>
        <source>simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="371"/>
        <location filename="../src/gui/mainwindow.cpp" line="399"/>
        <source>pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="372"/>
        <source>&amp;Best next guesses…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="373"/>
        <source>advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="375"/>
        <source>Eldrow: the selected &amp;chain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="376"/>
        <source>eldrow-chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="377"/>
        <source>Eldrow: every &amp;target&apos;s longest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="379"/>
        <source>eldrow-targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="382"/>
        <source>tree-answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="384"/>
        <source>Sets of answers &amp;no two guesses solve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="385"/>
        <source>answer-sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="388"/>
        <location filename="../src/gui/mainwindow.cpp" line="408"/>
        <source>review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="390"/>
        <source>&amp;Best openers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="391"/>
        <source>openers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="392"/>
        <source>&amp;Entropy scatter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="393"/>
        <source>scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="394"/>
        <source>&amp;Partition histogram…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="396"/>
        <source>&amp;Simulation histograms…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="400"/>
        <source>&amp;Guesses per answer (tree)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="401"/>
        <source>tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="402"/>
        <source>&amp;Openers compared (trees)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="403"/>
        <source>openers-compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="406"/>
        <source>eldrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="387"/>
        <location filename="../src/gui/mainwindow.cpp" line="407"/>
        <source>Game re&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="351"/>
        <source>Bundled answer &amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="370"/>
        <source>Best p&amp;airs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="381"/>
        <source>T&amp;ree: every answer&apos;s guesses…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="389"/>
        <source>Export c&amp;hart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="398"/>
        <source>Pair search bou&amp;nd…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="405"/>
        <source>E&amp;ldrow lengths…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="410"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="413"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="415"/>
        <location filename="../src/gui/mainwindow.cpp" line="785"/>
        <source>&amp;Wordle-like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="417"/>
        <source>Cannot reopen the word lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="421"/>
        <source>Words of any length; the length is taken from the answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="422"/>
        <location filename="../src/gui/mainwindow.cpp" line="788"/>
        <source>&amp;Nerdle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="424"/>
        <source>Nerdle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="425"/>
        <source>Equation length (5 to 10):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="432"/>
        <source>Arithmetic equations: every valid one is generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="446"/>
        <source>&amp;Simulate players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="449"/>
        <source>Players against every secret: this game, Mastermind, coins, binary search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="452"/>
        <source>The longest chains of guesses each consistent with all feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="455"/>
        <source>The strategies with the fewest guesses, exact, and strategy files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="453"/>
        <source>Optimal t&amp;rees…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="178"/>
        <source>New here? Play a game in the Assistant (Ctrl+3) or rank openers (Ctrl+1). F1 opens the user guide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="185"/>
        <source>New here? Assistant: Ctrl+3 · Openers: Ctrl+1 · Guide: F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="450"/>
        <source>&amp;Eldrow: longest strict-mode games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="456"/>
        <source>New &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="458"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="467"/>
        <source>Show this panel, bring it to the front and type into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="469"/>
        <source>&amp;Panels shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="473"/>
        <source>Arrange in t&amp;wo rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="475"/>
        <source>The panels that choose a guess above, those that play a game below: for screens at least %1 pixels high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="479"/>
        <source>Arrange as &amp;tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="481"/>
        <source>Every panel in one set of tabs, with the window&apos;s whole height: for laptop screens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="484"/>
        <source>&amp;Rank again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="487"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="488"/>
        <source>&amp;Language and threads…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="491"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="492"/>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="494"/>
        <source>&amp;About guesslab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="495"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="505"/>
        <source>Stop the running computation (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="557"/>
        <source>%1: %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="566"/>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="567"/>
        <source>Computation failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="578"/>
        <source>Cannot open the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="590"/>
        <source>Cannot open the answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="603"/>
        <source>Cannot open the guess list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="616"/>
        <source>Cannot open the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="644"/>
        <location filename="../src/gui/mainwindow.cpp" line="649"/>
        <source>Cannot reopen the last answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="652"/>
        <source>Cannot reopen the last guess list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="654"/>
        <source>Cannot reopen the last weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="680"/>
        <source>Cannot export the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="680"/>
        <location filename="../src/gui/mainwindow.cpp" line="690"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="683"/>
        <location filename="../src/gui/mainwindow.cpp" line="693"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="690"/>
        <source>Cannot export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="699"/>
        <source>Export table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="699"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="707"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="714"/>
        <source>Word lists (*.txt *.csv *.lst);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="723"/>
        <source>Answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="724"/>
        <source>Guesses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="725"/>
        <source>Weights: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="739"/>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="755"/>
        <source>Game: %1 · %n boards of %2 answers · %3 guesses allowed</source>
        <translation>
            <numerusform>Game: %1 · %n board of %2 answers · %3 guesses allowed</numerusform>
            <numerusform>Game: %1 · %n boards of %2 answers · %3 guesses allowed</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="761"/>
        <source>Game: %1 · %2 secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="770"/>
        <source>No lists loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="773"/>
        <source>Solutions: %1 (%2) · Guesses: %3 (%4) · %5 symbols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="774"/>
        <source>Answers: %1 (%2) · Guesses: %3 (%4) · %5 letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="781"/>
        <source> · Weights: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="786"/>
        <source>&amp;Wordle-like (%n letters)</source>
        <translation>
            <numerusform>&amp;Wordle-like (%n letter)</numerusform>
            <numerusform>&amp;Wordle-like (%n letters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="787"/>
        <source>&amp;Nerdle (%n symbols)…</source>
        <translation>
            <numerusform>&amp;Nerdle (%n symbol)…</numerusform>
            <numerusform>&amp;Nerdle (%n symbols)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/mainwindow.cpp" line="809"/>
        <source>
… and %n more.</source>
        <translation>
            <numerusform>
… and %n more.</numerusform>
            <numerusform>
… and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="811"/>
        <source>Loaded with warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="841"/>
        <source>portable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="928"/>
        <source>About guesslab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="929"/>
        <source>&lt;h3&gt;guesslab %1&lt;/h3&gt;&lt;p&gt;An analysis workbench for feedback-guessing games.&lt;/p&gt;&lt;p&gt;Qt %2 · oneTBB %3 · QCustomPlot %4&lt;/p&gt;&lt;p&gt;%5&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="935"/>
        <source>&lt;p&gt;Grading kernel on this processor: %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::OpenersPanel</name>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="45"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="178"/>
        <source>&amp;Answers only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="53"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="179"/>
        <source>Filter words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="55"/>
        <source>Show only the words that contain this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="56"/>
        <source>Show only guesses that may be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="59"/>
        <source>Top </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="60"/>
        <source>How many of the best guesses the bar chart shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="78"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="348"/>
        <source>Best openers by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="102"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="103"/>
        <source>The best openers&apos; entropy, as bars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="104"/>
        <source>Scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="105"/>
        <source>Every guess: its entropy against its largest class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="176"/>
        <source>equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="177"/>
        <source>may be the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="179"/>
        <source>Filter equations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/openers/openerspanel.cpp" line="184"/>
        <source>%n equations over %1 solutions</source>
        <translation>
            <numerusform>%n equation over %1 solutions</numerusform>
            <numerusform>%n equations over %1 solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/openers/openerspanel.cpp" line="185"/>
        <source>%n guesses over %1 answers</source>
        <translation>
            <numerusform>%n guess over %1 answers</numerusform>
            <numerusform>%n guesses over %1 answers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="204"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="214"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="204"/>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="216"/>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="217"/>
        <source>may be the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="218"/>
        <source>S&amp;ecrets only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="219"/>
        <source>Filter questions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/openers/openerspanel.cpp" line="230"/>
        <source>%n questions over %1 secrets</source>
        <translation>
            <numerusform>%n question over %1 secrets</numerusform>
            <numerusform>%n questions over %1 secrets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="256"/>
        <source> · the table fills in when every guess has met every answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="298"/>
        <source>entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="176"/>
        <source>guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="61"/>
        <source>F&amp;ilter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="82"/>
        <source>Entropy against the largest class · click a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="177"/>
        <source>may be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="178"/>
        <source>Solutio&amp;ns only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="302"/>
        <source>entropy (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="327"/>
        <source>
×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="342"/>
        <source>one question per symmetry class
×N: the questions it stands for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="347"/>
        <location filename="../src/gui/openers/openerspanel.cpp" line="385"/>
        <source>bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="358"/>
        <source>Best openers by entropy
the axis starts at %1, not 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="373"/>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="384"/>
        <source>largest class (worst case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/openerspanel.cpp" line="444"/>
        <source>%1 — rank %2
entropy %3 bits, largest class %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PairModel</name>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="67"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="69"/>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="71"/>
        <source>Second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="73"/>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="75"/>
        <source>Classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairmodel.cpp" line="77"/>
        <source>Largest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PairsPanel</name>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="33"/>
        <source>Both from the &amp;answer list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="44"/>
        <source>How many of the best pairs to find, exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="45"/>
        <source>Only pairs of words that may themselves be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="46"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="48"/>
        <source>Fix the first word to find its best partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="51"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="52"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="53"/>
        <source>Stop after this long with the best found so far (then not proven)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="54"/>
        <source>Search every pair of the guess list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="55"/>
        <source>Stop the search; the best found so far stays, not proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="174"/>
        <source>Finds the pairs of openers whose joint feedback leaves the least entropy, with proof.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="59"/>
        <source>&amp;Top:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="36"/>
        <source>Sea&amp;rch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="37"/>
        <source>St&amp;op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="61"/>
        <source>F&amp;irst word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="63"/>
        <source>Time &amp;limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="83"/>
        <source>Select a pair to see its joint partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="84"/>
        <source>Best and K-th pair found so far (the pruning bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="86"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="87"/>
        <source>remaining entropy (bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="92"/>
        <source>best pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="92"/>
        <source>K-th pair (threshold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="116"/>
        <source>Stopped. The list shows the best pairs found so far: not proven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="135"/>
        <source>The opener ranking has to finish first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="140"/>
        <source>These lists are too large to keep the pattern table the pair search needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="153"/>
        <source>&apos;%1&apos; is not an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="165"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="181"/>
        <source>%1% of the pairs settled · %2 evaluated · %3 pruned · %4 M pairs/s · %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="198"/>
        <source>%1 the top %2 of %3 pairs in %4 s: %5 evaluated, %6 pruned (%7 part-way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="199"/>
        <source>Proven:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/pairs/pairspanel.cpp" line="199"/>
        <source>Stopped early, not proven:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PartitionModel</name>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="103"/>
        <source> … (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="119"/>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="121"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="123"/>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="125"/>
        <source>Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="126"/>
        <source>Equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionmodel.cpp" line="127"/>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::PartitionPanel</name>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="49"/>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="185"/>
        <source>a guess, or two: clint+soare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="50"/>
        <source>Type any word of the game, or two joined by +, and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="54"/>
        <source>G&amp;uess:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="43"/>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="59"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="60"/>
        <source>Class sizes on a logarithmic axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="64"/>
        <source>Class sizes, largest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="80"/>
        <source>The answers of the selected class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="134"/>
        <source>No lists loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="157"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: entropy %2 bits · remaining %3 bits · %4 classes · largest %5 · expected size %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="167"/>
        <source> · may be the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="166"/>
        <source> · may be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="174"/>
        <source>&apos;%1&apos; is in neither list: analysed as typed, though the game would not accept it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="186"/>
        <source>a question, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="213"/>
        <source>class size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="236"/>
        <source>secrets in the class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/partition/partitionpanel.cpp" line="235"/>
        <source>answers in the class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::RankingModel</name>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="41"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="157"/>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <source>Equation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="100"/>
        <source>%1: at least %2 further guesses on average, so no better than the best; the bound settled it, so its exact value was not searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="103"/>
        <source>%1: %2 bits of information, %3 bits left on average, %4 classes, largest %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="129"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="138"/>
        <source>≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="155"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="159"/>
        <source>Entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="161"/>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="163"/>
        <source>Classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="165"/>
        <source>Largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="167"/>
        <source>Exp. size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="193"/>
        <source>Further guesses on average with the best play after this guess, exact; ≥: a bound that shows it is no better than the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="17"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="42"/>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="169"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="171"/>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="179"/>
        <source>Position in the ranking: least remaining entropy first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="181"/>
        <source>Information the guess gives, in bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="183"/>
        <source>Expected entropy left after the guess, in bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="185"/>
        <source>Number of different patterns the guess can show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="187"/>
        <source>Size of the largest class: the worst case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="189"/>
        <source>Expected number of candidates left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/openers/rankingmodel.cpp" line="191"/>
        <source>The guess may itself be the answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ResultsModel</name>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="50"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="50"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="86"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="87"/>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="88"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="89"/>
        <source>Solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="90"/>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="91"/>
        <source>Longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="92"/>
        <source>Proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="93"/>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="94"/>
        <source>Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="95"/>
        <source>Unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="96"/>
        <source>Unsolved, at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="97"/>
        <source>Entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="98"/>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="99"/>
        <source>Classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="100"/>
        <source>Largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="101"/>
        <source>Expected size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="102"/>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultsmodel.cpp" line="103"/>
        <source>Order key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ResultsWindow</name>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="84"/>
        <source>Results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="86"/>
        <source>Opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="87"/>
        <source>Equation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="88"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="89"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="131"/>
        <source>weighted guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="139"/>
        <source>Answers left unsolved against rank by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="140"/>
        <source>Openers by answers left unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="141"/>
        <location filename="../src/gui/results/resultswindow.cpp" line="142"/>
        <source>answers left unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="149"/>
        <source>Openers by words the game keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="150"/>
        <source>words kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="153"/>
        <source>Games by guesses to solve every board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="157"/>
        <source>Equations by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="158"/>
        <source>entropy (bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="170"/>
        <source>Save the table, as sorted, as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="171"/>
        <source>Save the histogram as an image or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="209"/>
        <source>Added to the opening book: the Assistant and reviews over the same lists and mode read the first move from it, this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="212"/>
        <source>Not added to the opening book: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="230"/>
        <source>&lt;b&gt;Optimal trees&lt;/b&gt;, %1 mode%2 · %3 of %4 openers done, %5 exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="233"/>
        <source>, at most %1 guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="245"/>
        <source> · best: &lt;b&gt;%1&lt;/b&gt;, %2 weighted guesses (%3 expected under the prior)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="246"/>
        <source> · best: &lt;b&gt;%1&lt;/b&gt;, %2 guesses in all (%3 on average)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="250"/>
        <source>, proven best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="250"/>
        <source>, best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="252"/>
        <source> · prior %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="271"/>
        <source>&lt;b&gt;Every answer within %1 guesses&lt;/b&gt;, %2 mode · %3 of %4 openers done · &lt;b&gt;%5&lt;/b&gt; win every game, %6 cannot (proven)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="280"/>
        <source> · fewest left unsolved: &lt;b&gt;%1&lt;/b&gt; answers, with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="301"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 player, seed %3 · %4 of %5 games done · average &lt;b&gt;%6&lt;/b&gt; guesses · %7 won within %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="322"/>
        <source>&lt;b&gt;Absurdle&lt;/b&gt;, %1 mode · %2 of %3 openers done · &lt;b&gt;%4&lt;/b&gt; force a win in %5 guesses, the fewest possible%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="329"/>
        <source> (every opener judged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="329"/>
        <source> (so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="340"/>
        <source>&lt;b&gt;Eldrow&lt;/b&gt; · %1 of %2 targets done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="344"/>
        <source> · longest: &lt;b&gt;%1&lt;/b&gt; guesses, ending in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="417"/>
        <source>rank by entropy
under the prior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="132"/>
        <source>Total against rank by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="133"/>
        <source>Openers by total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="145"/>
        <source>Targets by longest chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="131"/>
        <source>guesses in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="50"/>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="80"/>
        <source>Export &amp;table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="81"/>
        <source>Export &amp;histogram…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="146"/>
        <location filename="../src/gui/results/resultswindow.cpp" line="154"/>
        <source>guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="363"/>
        <source>&lt;b&gt;Nerdle first guesses&lt;/b&gt;, length %1 · %2 of %3 equations done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="368"/>
        <source> · best by entropy: &lt;b&gt;%1&lt;/b&gt;, %2 bits, %3 classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="387"/>
        <source>Load the lists the file was made with to see the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="395"/>
        <source>Load the weights the file was made with (prior %1) to see the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="397"/>
        <source>The file was made without weights: clear them to see the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="418"/>
        <source>rank by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="454"/>
        <source>openers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="455"/>
        <source>equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="456"/>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/results/resultswindow.cpp" line="457"/>
        <source>targets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ReviewModel</name>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="45"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewmodel.cpp" line="69"/>
        <source>Too large for the exact search: %n answers left</source>
        <translation>
            <numerusform>Too large for the exact search: %n answer left</numerusform>
            <numerusform>Too large for the exact search: %n answers left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="88"/>
        <source>%1 → solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="103"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="105"/>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="107"/>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="109"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="111"/>
        <source>Best exp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="113"/>
        <source>Played exp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="115"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="117"/>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="119"/>
        <source>Luckier than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="127"/>
        <source>Answers still possible before the move → after its feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="129"/>
        <source>A best move here (the move played when it is as good)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="131"/>
        <source>Guesses still needed on average from here with the best play, this move included (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="135"/>
        <source>Guesses still needed on average after playing this move, then the best play (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="139"/>
        <source>Played minus best: the guesses the move gave away on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="141"/>
        <source>What the feedback saved against the move&apos;s average outcome, in guesses (negative: unlucky)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewmodel.cpp" line="145"/>
        <source>The share of the answers left whose feedback would have left more to play than the feedback received</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::ReviewPanel</name>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="69"/>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="74"/>
        <source>From the &amp;Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="75"/>
        <source>Weigh &amp;by the prior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="76"/>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="77"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="90"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="239"/>
        <source>One guess per line with its feedback:
  salet BBYBB
  crony BYBBB
or the guesses alone and the secret, or the grid a game shares with the guesses typed under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="94"/>
        <source>The game played: feedback as B/Y/G, 0/1/2 or the grid&apos;s squares (Ctrl+Return reviews)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="96"/>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="97"/>
        <source>The secret: guesses without feedback are graded against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="99"/>
        <source>The rule the game was played under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="102"/>
        <source>every guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="103"/>
        <source> best guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="109"/>
        <source>Review the game played in the Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="111"/>
        <source>Each answer as likely as its weight in the prior loaded with File → Open weights (the opening book, which holds the values without it, is then not read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="113"/>
        <source>Judge every move by the exact tree search (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="129"/>
        <source>Type or paste a played game, then Review (Ctrl+Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="130"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="192"/>
        <source>Review (Ctrl+Return) judges this game by the exact search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="235"/>
        <source>The guesses played, one per line (the game gives the feedback):
  salet
  crony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="237"/>
        <source>One question per line (or split by ;) with its feedback after a colon:
  1123: 1b1w
  3456: 0b2w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="247"/>
        <source>The workbench&apos;s game changed: review again for its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="255"/>
        <source>Cannot review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="266"/>
        <source>The Assistant has no steps yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="288"/>
        <source>The secret: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="299"/>
        <source>Line %1, step %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="308"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="369"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="471"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="324"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="350"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="478"/>
        <source>Reviewing %n moves…</source>
        <translation>
            <numerusform>Reviewing %n move…</numerusform>
            <numerusform>Reviewing %n moves…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="413"/>
        <source>Line %1: &apos;%2&apos; is not in the guess list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="418"/>
        <source>Step %1 (%2): the game was over after step %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="435"/>
        <source>Type the guesses played, one after another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="512"/>
        <source>Stopped after %n moves judged.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="539"/>
        <source>Solved in %n guesses. Best play from the start needs %1 on average; the moves cost %2 and luck gave %3: %n = %1 + %2 − (%3).</source>
        <translation>
            <numerusform>Solved in %n guess. Best play from the start needs %1 on average; the moves cost %2 and luck gave %3: %n = %1 + %2 − (%3).</numerusform>
            <numerusform>Solved in %n guesses. Best play from the start needs %1 on average; the moves cost %2 and luck gave %3: %n = %1 + %2 − (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="544"/>
        <source>Not solved after %n guesses; %1 more expected with best play. From the start best play needs %2; the moves cost %3 and luck gave %4: %n + %1 = %2 + %3 − (%4).</source>
        <translation>
            <numerusform>Not solved after %n guess; %1 more expected with best play. From the start best play needs %2; the moves cost %3 and luck gave %4: %n + %1 = %2 + %3 − (%4).</numerusform>
            <numerusform>Not solved after %n guesses; %1 more expected with best play. From the start best play needs %2; the moves cost %3 and luck gave %4: %n + %1 = %2 + %3 − (%4).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="587"/>
        <source>Expectations under the prior loaded: each answer as likely as its weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="606"/>
        <source>The first move&apos;s total and best were read from the opening book (the tables shipped in docs/results, or opened this session); %1 of its %2 classes were searched, for its luck and the next move&apos;s best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="626"/>
        <source>%n moves too large for the exact search (no figures): the positions before them hold too many answers and guesses.</source>
        <translation>
            <numerusform>%n move too large for the exact search (no figures): the position before it holds too many answers and guesses.</numerusform>
            <numerusform>%n moves too large for the exact search (no figures): the positions before them hold too many answers and guesses.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="592"/>
        <source>%1 · every figure exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="105"/>
        <source>The first move is compared with this many of the best guesses by entropy (and the one played); later moves with every guess the mode allows. Where the opening book holds the lists and mode, the first move&apos;s best is read from it: the best of every guess when the book proves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="133"/>
        <source>S&amp;ecret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="134"/>
        <source>M&amp;ode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="135"/>
        <source>F&amp;irst move against:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="141"/>
        <source>Ga&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="201"/>
        <source>Stopped after %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="231"/>
        <source>One guess per line with each board&apos;s feedback, board 1 first:
  soare BBGYG YGBBB BBBBB BBGGB
  mulct BBBYB GBBBG BGYYB BBBBB
(a board solved before: - or left out), or the grid a game shares with the guesses typed under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="279"/>
        <source>Load word lists or choose a game under Game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="378"/>
        <source>%1 does not allow it after the steps before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="381"/>
        <source>no secret left gives %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="384"/>
        <source>the game was over after step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="385"/>
        <location filename="../src/gui/review/reviewpanel.cpp" line="427"/>
        <source>Step %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="514"/>
        <source>Won in %n guesses: every board solved within %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="516"/>
        <source>Every board solved in %n guesses, past the limit of %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/review/reviewpanel.cpp" line="518"/>
        <source>%n guesses played; boards are still open.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="520"/>
        <source>Bits lost against the entropy player&apos;s choice: %1; luck (bits received less bits expected): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="527"/>
        <source>Stopped: the moves shown are judged, the rest was not reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="529"/>
        <source>Judged by information: exact play over every set of secrets is out of reach on these lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="598"/>
        <source>The first move&apos;s total, best and %1 of its %2 classes were read from the opening book (the tables shipped in docs/results, or opened this session); %3 were searched, for its luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="614"/>
        <source>The first move&apos;s best was read from the opening book (the tables shipped in docs/results, or opened this session).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="622"/>
        <source>Moves cost %1 and luck gave %2 where the search reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/review/reviewpanel.cpp" line="625"/>
        <source>Stopped: the figures shown are exact, the rest was not reached.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::Session</name>
    <message>
        <location filename="../src/gui/session.cpp" line="42"/>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="49"/>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="50"/>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="51"/>
        <source>Exact advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="52"/>
        <source>Pair search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="53"/>
        <source>Generating equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="170"/>
        <source>%1: Nerdle equations have 5 to 10 symbols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="330"/>
        <source>type one word, or two joined by +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="387"/>
        <source>No lists loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="411"/>
        <source>Set every tile of the feedback first: an outlined tile is not set yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/session.cpp" line="412"/>
        <source>Choose the feedback the game gave first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::SettingsFile</name>
    <message>
        <location filename="../src/gui/common/settingsfile.cpp" line="58"/>
        <source>%1
The defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/settingsfile.cpp" line="61"/>
        <source>%1
It was moved to %2; the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/common/settingsfile.cpp" line="67"/>
        <source>Settings not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::SimulationPanel</name>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="44"/>
        <source>Simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="51"/>
        <source>&amp;Minimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="52"/>
        <source>Min-&amp;average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="55"/>
        <source>&amp;Play every secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="56"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="62"/>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="155"/>
        <source>The workbench&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="65"/>
        <source>The game the players play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="69"/>
        <source>Asks the question with the most information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="70"/>
        <source>Asks the question with the smallest worst case (Knuth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="71"/>
        <source>Asks the question with the smallest expected number left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="50"/>
        <source>E&amp;ntropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="53"/>
        <source>&amp;Optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="73"/>
        <source>Plays the strategy with the fewest questions in all, found by the exact search (games of the Game menu; for word lists see Trees)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="82"/>
        <source>Gam&amp;e:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="359"/>
        <source>Questions needed, per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="360"/>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="361"/>
        <source>secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="101"/>
        <source>Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="129"/>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="150"/>
        <source>Nerdle, %n symbols</source>
        <translation>
            <numerusform>Nerdle, %n symbol</numerusform>
            <numerusform>Nerdle, %n symbols</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="151"/>
        <source>words of %n letters</source>
        <translation>
            <numerusform>words of %n letter</numerusform>
            <numerusform>words of %n letters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="156"/>
        <source>The workbench&apos;s game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="168"/>
        <source>The workbench&apos;s game changed: play again for its results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="219"/>
        <source>The current game needs its lists ranked (and a pattern table) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="243"/>
        <source>The optimal player plays the games of the Game menu; for word lists, Trees finds the optimal strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="256"/>
        <source>Choose at least one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="266"/>
        <source>Playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="305"/>
        <source>Finisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="310"/>
        <source>Playing %1 seeded games per player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="341"/>
        <source>%1 seeded games per player (seed 1); Unsolved: games not won within the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="358"/>
        <source>Guesses needed, per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="360"/>
        <source>guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="361"/>
        <source>answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/simulation/simulationpanel.cpp" line="405"/>
        <source>%1: every one of %n secrets played.</source>
        <translation>
            <numerusform>%1: the %n secret played.</numerusform>
            <numerusform>%1: every one of %n secrets played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>guesslab::gui::StrategyModel</name>
    <message numerus="yes">
        <location filename="../src/gui/trees/strategymodel.cpp" line="131"/>
        <source>solved in %n</source>
        <translation>
            <numerusform>solved in %n</numerusform>
            <numerusform>solved in %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="142"/>
        <source>%1 is the answer: found with guess %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/strategymodel.cpp" line="145"/>
        <source>%n answers give this feedback; the strategy then plays %1</source>
        <translation>
            <numerusform>%n answer gives this feedback; the strategy then plays %1</numerusform>
            <numerusform>%n answers give this feedback; the strategy then plays %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="159"/>
        <source>Guess and feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="161"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="163"/>
        <source>Guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="165"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="167"/>
        <source>Then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="172"/>
        <source>How many answers give this feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="174"/>
        <source>The guesses those answers take in all, from the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="176"/>
        <source>The guesses those answers take on average, from the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/strategymodel.cpp" line="178"/>
        <source>The next guess the strategy plays</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::TreesPanel</name>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="126"/>
        <source>Optimal tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="129"/>
        <source>Fe&amp;west left unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="135"/>
        <source>&amp;Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="136"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="137"/>
        <source>&amp;Open and verify…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="152"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="442"/>
        <source>Best strategy for an opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="153"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="402"/>
        <source>Best opener of the top by entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="90"/>
        <source>Prove the least total for one opener, or find the best opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="155"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="404"/>
        <source>Fewest guesses in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="156"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="406"/>
        <source>Every answer within K guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="158"/>
        <source>Fewest guesses in all: the least total over every answer. Every answer within K: the worst case, a strategy that never needs more than K guesses, or the proof that none exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="162"/>
        <source>When no strategy finds every answer within K guesses: search on for the fewest answers that must be left unsolved, and the strategy that leaves only those</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="168"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="455"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="477"/>
        <source>an opener, e.g. salet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="174"/>
        <source>Top </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="175"/>
        <source>How many of the best openers by entropy to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="178"/>
        <source>No cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="179"/>
        <source>At most </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="180"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="410"/>
        <source> guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="181"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="331"/>
        <source>Solve every answer within this many guesses (or find that it cannot be)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="183"/>
        <source>Stop; with several openers the best proven so far is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="184"/>
        <source>Read a strategy file, check it against the current lists and show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="185"/>
        <source>Write the shown strategy as a text file, one line per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="198"/>
        <source>Each row a guess and the feedback it gets; expand it for the next guess and its feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="201"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="407"/>
        <source>Guesses per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="203"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="408"/>
        <source>guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="205"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="409"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1181"/>
        <source>answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="207"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1228"/>
        <source>Openers compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="209"/>
        <source>average guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="213"/>
        <source>O&amp;pener:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="138"/>
        <source>Sav&amp;e…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="130"/>
        <source>Weigh &amp;by the prior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="166"/>
        <source>Weigh each answer by the prior loaded with File → Open weights: the tree with the fewest guesses expected under it (for the fewest guesses in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="211"/>
        <source>F&amp;ind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="215"/>
        <source>Go&amp;al:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="248"/>
        <source>Which sets of N answers no strategy finds within K guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="282"/>
        <source>Stopped after %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="330"/>
        <source>K: every answer must be found within this many guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="402"/>
        <source>Best opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="404"/>
        <source>Fewest questions in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="405"/>
        <source>Every secret within K questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="485"/>
        <source>%n answers are not in the guess list, so no strategy can guess them.</source>
        <translation>
            <numerusform>%n answer is not in the guess list, so no strategy can guess it.</numerusform>
            <numerusform>%n answers are not in the guess list, so no strategy can guess them.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="489"/>
        <source>%1 answers, %2 guesses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="522"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="641"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="662"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="721"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="541"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="892"/>
        <source>&lt;b&gt;No strategy exists&lt;/b&gt; within these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="542"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="893"/>
        <source>Stopped before any strategy was proven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="553"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="900"/>
        <source> ≤%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="563"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 guesses in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="567"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="909"/>
        <source> · proven optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="567"/>
        <source> · best of the openers finished (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="76"/>
        <source> · best of %n openers</source>
        <translation>
            <numerusform> · best of %n opener</numerusform>
            <numerusform> · best of %n openers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="569"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="600"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="912"/>
        <source> · %1 sets searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="584"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: stopped before a verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="587"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: every answer found within %n guesses · proven</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: every answer found within %n guess · proven</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: every answer found within %n guesses · proven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="589"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guesses · proven · the fewest left unsolved: %2 of %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guess · proven · the fewest left unsolved: %2 of %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guesses · proven · the fewest left unsolved: %2 of %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="596"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guesses · proven (tick “Fewest left unsolved” for how few must be missed)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guess · proven (tick “Fewest left unsolved” for how few must be missed)</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every answer within %n guesses · proven (tick “Fewest left unsolved” for how few must be missed)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="628"/>
        <source>Type an opener first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="875"/>
        <source>Stopped before a verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="877"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: every secret found within %n questions · proven</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: every secret found within %n question · proven</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: every secret found within %n questions · proven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="880"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every secret within %n questions · proven · the fewest left unfound: %2 of %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every secret within %n question · proven · the fewest left unfound: %2 of %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: no strategy finds every secret within %n questions · proven · the fewest left unfound: %2 of %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="888"/>
        <source>No strategy finds every secret within %n questions · proven (tick “Fewest left unsolved” for how few must be missed)</source>
        <translation>
            <numerusform>No strategy finds every secret within %n question · proven (tick “Fewest left unsolved” for how few must be missed)</numerusform>
            <numerusform>No strategy finds every secret within %n questions · proven (tick “Fewest left unsolved” for how few must be missed)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="906"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 questions in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="909"/>
        <source> · stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="932"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1002"/>
        <source> · average %1, worst %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="935"/>
        <source> · at most %n questions</source>
        <translation>
            <numerusform> · at most %n question</numerusform>
            <numerusform> · at most %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="938"/>
        <source>Left unfound within %n questions: </source>
        <translation>
            <numerusform>Left unfound within %n question: </numerusform>
            <numerusform>Left unfound within %n questions: </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="970"/>
        <source>%1: the file claims %2 secrets left unfound, but the strategy leaves %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="975"/>
        <source>%1: the file claims a total of %2 questions, but the strategy takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="983"/>
        <source>&lt;b&gt;%1&lt;/b&gt; verified: %2 questions in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="986"/>
        <source>Every secret reached, every question allowed, the totals recomputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="1007"/>
        <source> · at most %n guesses</source>
        <translation>
            <numerusform> · at most %n guess</numerusform>
            <numerusform> · at most %n guesses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1014"/>
        <source>… (%1 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="1016"/>
        <source>Left unsolved within %n guesses: </source>
        <translation>
            <numerusform>Left unsolved within %n guess: </numerusform>
            <numerusform>Left unsolved within %n guesses: </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1042"/>
        <source>There is no verified strategy to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1056"/>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1057"/>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1068"/>
        <source>Load a word game&apos;s lists first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="953"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1072"/>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1090"/>
        <source>%1: the file claims %2 answers left unsolved within %3 guesses, but the strategy leaves %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="839"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="965"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1097"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="80"/>
        <source> (%1 valued exactly, as charted; the others proven worse by a bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="240"/>
        <source>Histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="241"/>
        <source>How many answers the strategy finds in each number of guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="242"/>
        <source>Openers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="243"/>
        <source>The best openers&apos; averages, once the best opener is searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="244"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="245"/>
        <source>Every answer&apos;s guesses: find one, open its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="246"/>
        <source>Any N in K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="407"/>
        <source>Questions per secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="408"/>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="409"/>
        <source>secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="410"/>
        <source> questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="436"/>
        <source>Every way after an opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="437"/>
        <source>Every way from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="439"/>
        <source>Every way to force the win after the opener typed, or after every opener that forces it (as long as every opener&apos;s verdict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="457"/>
        <source>an opener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="458"/>
        <source>an opener, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="463"/>
        <source>Dordle: %Ln answers on each board. Compute finds the fewest guesses in all over every pair of different answers, proven (small lists; Stop keeps the bound proven).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="467"/>
        <source>%1: the exact search over several boards is for two (Dordle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="470"/>
        <source>Absurdle: %Ln words. Compute lists every way to force a win in the fewest guesses.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="473"/>
        <source>%1: %n secrets.</source>
        <translation>
            <numerusform>%1: %n secret.</numerusform>
            <numerusform>%1: %n secrets.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="481"/>
        <source>Optimal trees are for Wordle-like word games and the games of the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="554"/>
        <source> (prior)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="560"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 guesses expected under the prior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="614"/>
        <source>The exact search over several boards is for two (Dordle: Game → Several boards…, 2 boards); with more, the Assistant scores guesses over the open boards and Simulation plays seeded games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="687"/>
        <source>&lt;b&gt;Dordle&lt;/b&gt; on %1 answers: %2 pairs of different answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="691"/>
        <source>Fewest guesses in all: &lt;b&gt;%1&lt;/b&gt; (%2 a game) · proven · first guess %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="695"/>
        <source>Stopped: no strategy needs fewer than %1 guesses in all (%2 a game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="698"/>
        <source>; the best found needs %1 (%2 a game, first guess %3): a gap of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="701"/>
        <source> · %1 positions searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="755"/>
        <source>Stopped before every way was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="761"/>
        <source>No win can be forced within %n guesses · proven</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="764"/>
        <source>A win is forced in %n guesses at best · proven (one fewer refuted) · %1 openers force it</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="769"/>
        <source>&lt;b&gt;%1&lt;/b&gt; forces a win in %n guesses at best · proven (one fewer refuted)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="774"/>
        <source> · %Ln ways</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="776"/>
        <source> · too many to list: the first %1 guesses shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="814"/>
        <source>Reading and checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="840"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="967"/>
        <location filename="../src/gui/trees/treespanel.cpp" line="1098"/>
        <source> (and %n more problems)</source>
        <translation>
            <numerusform> (and %n more problem)</numerusform>
            <numerusform> (and %n more problems)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="848"/>
        <source>&lt;b&gt;%1&lt;/b&gt; verified: %Ln ways to force a win in the fewest guesses</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/trees/treespanel.cpp" line="851"/>
        <source> · each a win in %n guesses from the start</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="856"/>
        <source>Every way replayed against the game, one fewer guess refuted, and no way missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="858"/>
        <source>Every way replayed against the game and one fewer guess refuted; too many ways to prove that none is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1001"/>
        <source> · every answer alike: average %1, worst %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1102"/>
        <source>%1: the file claims a total of %2 guesses, but the strategy takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1107"/>
        <source>%1: the file claims a weighted total of %2, but under the prior it is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1114"/>
        <source>&lt;b&gt;%1&lt;/b&gt; verified: %2 guesses in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1118"/>
        <source> · %1 expected under the prior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1124"/>
        <source>Every answer reached, every guess allowed, the totals recomputed. The tree was chosen under a prior that is not the one loaded: its weighted total is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1127"/>
        <source>Every answer reached, every guess allowed, the totals recomputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1133"/>
        <source>Open a strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1133"/>
        <source>Strategies (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1137"/>
        <source>Not a valid strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1170"/>
        <source>Save the strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1171"/>
        <source>Strategies (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1175"/>
        <source>Cannot save the strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1190"/>
        <source>left unsolved (found later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/trees/treespanel.cpp" line="1233"/>
        <source>Openers compared
the axis starts at %1, not 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guesslab::gui::WordListPanel</name>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="31"/>
        <source>Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="33"/>
        <source>Show only the entries that contain this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="37"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="38"/>
        <source>Save the entries shown, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="39"/>
        <source>F&amp;ilter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="56"/>
        <source>Export list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="56"/>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="59"/>
        <source>Cannot export the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="78"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/wordlist/wordlistpanel.cpp" line="79"/>
        <source>%1 of %n entries</source>
        <translation>
            <numerusform>%1 of %n entry</numerusform>
            <numerusform>%1 of %n entries</numerusform>
        </translation>
    </message>
</context>
</TS>
