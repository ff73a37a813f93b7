#include "treeposition.h"

#include "gamestate.h"
#include "inputerror.h"

namespace guesslab {

TreePosition treePosition(std::shared_ptr<const GameLists> lists, std::string_view steps,
                          GuessRule rule) {
    GameState game(lists);
    int played = 0;
    for (size_t at = 0; at < steps.size();) {
        const size_t end = std::min(steps.find(',', at), steps.size());
        const std::string_view step = steps.substr(at, end - at);
        at = end + 1;
        ++played;
        const size_t colon = step.find(':');
        const std::string where = "step " + std::to_string(played);
        if (colon == std::string_view::npos)
            throw InputError("--position", 0, "%1: write a step as GUESS:FEEDBACK, not %2",
                             {where, quoteForMessage(step)});
        const auto pattern = parsePattern(step.substr(colon + 1));
        if (!pattern)
            throw InputError("--position", 0, "%1: %2 is not feedback (B/Y/G or 0/1/2)",
                             {where, quoteForMessage(step.substr(colon + 1))});
        const StepProblem problem = game.submit(std::string(step.substr(0, colon)), *pattern, rule);
        if (problem)
            throw InputError("--position", 0, "%1: %2",
                             {where, describe(problem, lists->answers().alphabet())});
    }
    std::vector<std::string> answers, guesses;
    for (WordId a : game.candidates().ids())
        answers.push_back(lists->answers().word(a));
    for (WordId g : game.allowedGuesses(rule))
        guesses.push_back(lists->guesses().word(g));
    const Alphabet& alphabet = lists->answers().alphabet();
    return {GameLists(WordList(alphabet, std::move(answers), "answers at the position"),
                      WordList(alphabet, std::move(guesses), "guesses at the position"), true),
            played};
}

}  // namespace guesslab
