// SPDX-License-Identifier: GPL-3.0-or-later
#include "playedsteps.h"

#include "inputerror.h"
#include "textlines.h"

namespace guesslab {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

}  // namespace

std::vector<Asked> parsePlayedSteps(const Game& game, std::string_view text,
                                    const std::string& source) {
    std::vector<Asked> steps;
    forEachContentLine(text, source, [&](std::string_view line, int lineNo) {
        while (!line.empty()) {
            const size_t end = line.find(';');
            const std::string_view step = trim(line.substr(0, end));
            line = end == std::string_view::npos ? std::string_view{} : line.substr(end + 1);
            if (step.empty())
                continue;
            const std::string number = "step " + std::to_string(steps.size() + 1) + ": ";
            // "question (feedback)" or "question: feedback"
            size_t split = std::string_view::npos, after = 0;
            std::string_view said;
            if (step.back() == ')' && step.rfind('(') != std::string_view::npos) {
                split = step.rfind('(');
                said = step.substr(split + 1, step.size() - split - 2);
            } else if (step.rfind(':') != std::string_view::npos) {
                split = step.rfind(':');
                after = 1;
                said = step.substr(split + after);
            }
            if (split == std::string_view::npos)
                throw InputError(source, lineNo,
                                 number +
                                     "a step is the question, then its feedback after a "
                                     "colon (1123: 1b1w)");
            const std::string asked(trim(step.substr(0, split)));
            Phrase problem;
            const auto question = game.parseQuestion(asked, &problem);
            if (!question)
                throw InputError(source, lineNo,
                                 number + quoteForMessage(asked) + ": " + problem.str());
            const auto feedback = game.parseFeedback(*question, trim(said));
            if (!feedback)
                throw InputError(source, lineNo,
                                 number + quoteForMessage(trim(said)) + " is not feedback " +
                                     game.describeQuestion(*question) + " can get (such as " +
                                     game.describeFeedback(*question, game.feedback(*question, 0)) +
                                     ")");
            steps.push_back({*question, *feedback});
        }
    });
    if (steps.empty())
        throw InputError(source, 0, "no steps (expected lines like \"1123: 1b1w\")");
    return steps;
}

}  // namespace guesslab
