// SPDX-License-Identifier: GPL-3.0-or-later
#include "playedgame.h"

#include "referencegrader.h"
#include "textlines.h"

#include <optional>

namespace guesslab {

namespace {

struct Entry {
    std::string guess;  // empty for a row of the grid
    std::optional<Pattern> pattern;
    int line = 0;
};

// "Wordle 1,234 4/6*", "nerdlegame 245 3/6": the head of a shared result.
bool isShareHeader(std::string_view line) {
    const auto tokens = splitFields(line, " \t");
    if (tokens.size() < 2)
        return false;
    std::string_view last = tokens.back();
    if (last.ends_with('*'))
        last.remove_suffix(1);
    if (last.size() < 3 || last[1] != '/')
        return false;
    const char tries = last[0];
    if (!(tries == 'X' || tries == 'x' || (tries >= '0' && tries <= '9')))
        return false;
    return last.substr(2).find_first_not_of("0123456789") == std::string_view::npos;
}

[[noreturn]] void fail(const std::string& source, int line, std::string problem,
                       std::vector<std::string> args = {}) {
    throw InputError(source, line, std::move(problem), std::move(args));
}

}  // namespace

PlayedStepError::PlayedStepError(std::string source, int line, int step, StepProblem problem,
                                 std::string guess, const Alphabet& alphabet)
    : InputError(std::move(source), line, "step %1 (%2): %3",
                 {std::to_string(step), guess, describe(problem, alphabet)}),
      problem_(std::move(problem)),
      guess_(std::move(guess)),
      step_(step) {}

PlayedGame parsePlayedGame(std::shared_ptr<const GameLists> lists, std::string_view text,
                           std::string secret, GuessRule rule, const std::string& source) {
    const Alphabet& alphabet = lists->answers().alphabet();
    const int length = lists->length();
    std::vector<Entry> entries;
    forEachContentLine(text, source, [&](std::string_view line, int lineNo) {
        if (isShareHeader(line))
            return;
        for (std::string_view item : splitFields(line, ",")) {
            const auto tokens = splitFields(item, " \t:");
            if (tokens.empty())
                continue;
            if (tokens.size() > 2)
                fail(source, lineNo,
                     "write a guess and its feedback (salet BBYBB), a guess alone, or a row of "
                     "the shared grid, not %1",
                     {quoteForMessage(item)});
            std::string word(tokens[0]);
            const Phrase problem = WordList::wordProblem(word, alphabet, length);
            const auto alone = parsePattern(tokens[0], length);
            if (tokens.size() == 1 && alone &&
                (!problem.empty() || !lists->guesses().contains(word))) {
                entries.push_back({{}, alone, lineNo});
                continue;
            }
            if (!problem.empty())
                fail(source, lineNo, problem.text, problem.args);
            Entry e{word, std::nullopt, lineNo};
            if (tokens.size() == 2) {
                e.pattern = parsePattern(tokens[1], length);
                if (!e.pattern)
                    fail(source, lineNo,
                         "%1 is not feedback of %2 symbols (B/Y/G, 0/1/2 or the grid's squares)",
                         {quoteForMessage(tokens[1]), std::to_string(length)});
            }
            entries.push_back(std::move(e));
        }
    });

    // The grid's rows go, in order, to the guesses written without feedback.
    std::vector<Entry*> waiting;
    std::vector<Pattern> rows;
    std::vector<int> rowLines;
    std::vector<Entry> guesses;
    for (Entry& e : entries)
        if (e.guess.empty()) {
            rows.push_back(*e.pattern);
            rowLines.push_back(e.line);
        } else {
            guesses.push_back(e);
        }
    if (guesses.empty())
        fail(source, 0,
             "no guesses: write each guess with its feedback, one per line (salet BBYBB)");
    for (Entry& g : guesses)
        if (!g.pattern)
            waiting.push_back(&g);
    if (!rows.empty()) {
        if (rows.size() != waiting.size())
            fail(source, rowLines.front(), "the grid has %1 rows for %2 guesses without feedback",
                 {std::to_string(rows.size()), std::to_string(waiting.size())});
        for (size_t i = 0; i < rows.size(); ++i)
            waiting[i]->pattern = rows[i];
    }
    if (!secret.empty()) {
        if (const Phrase problem = WordList::wordProblem(secret, alphabet, length);
            !problem.empty())
            fail(source, 0, "the secret: " + problem.text, problem.args);
        if (!lists->answers().contains(secret))
            fail(source, 0, "the secret '%1' is not in the answer list", {secret});
        for (Entry& g : guesses) {
            const Pattern graded = gradeWords(g.guess, secret, alphabet);
            if (g.pattern && *g.pattern != graded)
                fail(source, g.line, "'%1' against the secret '%2' gets %3, not %4",
                     {g.guess, secret, toString(graded, length), toString(*g.pattern, length)});
            g.pattern = graded;
        }
    }
    for (const Entry& g : guesses)
        if (!g.pattern)
            fail(source, g.line,
                 "'%1' has no feedback: write it after the guess, paste the shared grid, or give "
                 "the secret",
                 {g.guess});

    PlayedGame game;
    GameState state(lists);
    for (const Entry& g : guesses) {
        if (state.solved())
            fail(source, g.line, "the game was solved at step %1",
                 {std::to_string(state.steps().size())});
        if (StepProblem problem = state.submit(g.guess, *g.pattern, rule))
            throw PlayedStepError(source, g.line, static_cast<int>(state.steps().size()) + 1,
                                  std::move(problem), g.guess, alphabet);
        game.lines.push_back(g.line);
    }
    game.steps = state.wordSteps();
    game.solved = state.solved();
    return game;
}

std::string stepsText(const std::vector<GameState::Step>& steps, int length) {
    std::string text;
    for (const GameState::Step& s : steps) {
        if (!text.empty())
            text += ',';
        text += s.guess + ':' + toString(s.pattern, length);
    }
    return text;
}

}  // namespace guesslab
